import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pinlane.classifier import segment
from pinlane.classifier.segment import _nlp


def texts(message):
    return [u.text for u in segment(message)]


def test_sentences_are_split_with_offsets_into_the_original():
    message = "Check disk on db-2. Whatever you do, do not restart the primary. Thanks!"
    units = segment(message)
    assert [u.text for u in units] == [
        "Check disk on db-2.",
        "Whatever you do, do not restart the primary.",
        "Thanks!",
    ]
    assert all(message[u.start : u.end] == u.text for u in units)


@pytest.mark.parametrize(
    "pasted",
    [
        "```\nkubectl delete pod db-primary-1 --never\n```",
        "2024-05-01 12:00:01 ERROR do not retry: replication lag 300s",
        'Traceback (most recent call last):\n  File "app.py", line 3, in <module>',
        "    at com.acme.Db.restart(Db.java:42)",
        '{\n  "never": true\n}',
    ],
)
def test_code_logs_and_stack_traces_are_skipped(pasted):
    message = f"look at this:\n{pasted}\nDon't touch the migrations folder."
    assert texts(message) == ["look at this:", "Don't touch the migrations folder."]


def test_bullet_items_are_units_without_their_markers():
    message = "Rules:\n- never push to main\n* keep PRs small\n2. Run the tests first"
    assert texts(message) == ["Rules:", "never push to main", "keep PRs small", "Run the tests first"]
    assert [u.is_bullet for u in segment(message)] == [False, True, True, True]


def test_wrapped_lines_stay_one_sentence():
    message = "Always declare the type of each\nvariable and function."
    assert texts(message) == ["Always declare the type of each\nvariable and function."]


def test_from_now_on_is_prose_not_code():
    assert texts("from now on answer in French") == ["from now on answer in French"]


def test_one_rule_inside_a_long_message_is_found():
    filler = "The dashboard shows the usual noise from the batch jobs tonight. " * 400
    message = filler + "Never page the database team before 6am. " + filler
    assert "Never page the database team before 6am." in texts(message)


def test_fast_path_agrees_with_spacy_on_single_sentences():
    message = "please keep the diff small and do not rename files"
    doc = _nlp()(message)
    assert [s.text for s in doc.sents] == texts(message)


def test_empty_and_blank():
    assert segment("") == []
    assert segment("   \n\t ") == []


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=400))
def test_units_are_always_verbatim_nonempty_and_ordered(message):
    units = segment(message)
    last = 0
    for u in units:
        assert message[u.start : u.end] == u.text
        assert u.text.strip() == u.text and u.text
        assert u.start >= last
        last = u.end


@pytest.mark.parametrize(
    "chunk",
    [
        'Check db-2. Don\'t restart it! Why? "Quoted." Then (maybe) stop... ok',
        "One.Two. Three?!  Four\n\nFive; six.",
        "",
        "no punctuation at all",
        "Mr. Smith said no. Really.",
    ],
)
def test_array_sentence_offsets_match_spacy_sents(chunk):
    from pinlane.classifier.segment import _sentence_offsets

    doc = _nlp()(chunk)
    assert _sentence_offsets(chunk) == [(s.start_char, s.end_char) for s in doc.sents]


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab .!?;\n\"')(")), max_size=80))
def test_array_sentence_offsets_match_spacy_sents_on_any_punctuation(chunk):
    from pinlane.classifier.segment import _sentence_offsets

    assert _sentence_offsets(chunk) == [(s.start_char, s.end_char) for s in _nlp()(chunk).sents]


def test_full_width_sentence_ends_split_without_spaces():
    message = "请帮我写一首关于秋天的诗。不要使用任何逗号。谢谢！"
    assert texts(message) == ["请帮我写一首关于秋天的诗。", "不要使用任何逗号。", "谢谢！"]
    assert texts("日本語で答えてください。「コードは書かないで。」") == [
        "日本語で答えてください。",
        "「コードは書かないで。」",
    ]


def test_a_long_line_of_unspaced_script_is_prose_not_machine_text():
    line = "这是一个很长的中文句子没有任何空格但是它仍然是正常的文字而不是路径或者哈希值所以应该保留下来"
    assert texts(line) == [line]
    assert texts("a" * 50) == []  # a long spaceless ASCII token (hash, path) is still skipped


def test_spanish_opening_marks_stay_with_their_sentence():
    message = "El servidor no responde. ¿Qué hago? ¡No reinicies nada!"
    assert texts(message) == ["El servidor no responde.", "¿Qué hago?", "¡No reinicies nada!"]


# Segmentation that keeps rules (issue 15, item 3): invented rule-file and chat layouts.


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "Use pnpm\nNever edit generated files\nKeep functions small",
            ["Use pnpm", "Never edit generated files", "Keep functions small"],
        ),
        ("Rules:\nDo not touch prod\nAsk before deleting", ["Rules:", "Do not touch prod", "Ask before deleting"]),
        (
            "This sentence is long enough that it wraps\nonto a second line before it ends.",
            ["This sentence is long enough that it wraps\nonto a second line before it ends."],
        ),
        (
            "Run the linter, the type checker,\nThe formatter and the tests.",
            ["Run the linter, the type checker,\nThe formatter and the tests."],
        ),
    ],
)
def test_each_line_of_an_unbulleted_rule_list_is_a_unit(text, expected):
    assert [u.text for u in segment(text)] == expected


@pytest.mark.parametrize(
    "line",
    [
        "CRITICAL: NEVER commit the .env file.",
        "IMPORTANT: always run migrations through the wrapper.",
        "WARNING: do not force-push shared branches.",
    ],
)
def test_a_label_word_in_front_of_a_rule_keeps_it(line):
    assert [u.text for u in segment(line)] == [line]


@pytest.mark.parametrize(
    "line",
    [
        "ERROR: connection refused at worker/db.py:42",
        "CRITICAL: OutOfMemoryError in thread main",
        "INFO: started worker pid=4411",
        "[ERROR] replication lag above threshold",
    ],
)
def test_log_lines_with_a_level_word_are_still_skipped(line):
    assert segment(line) == []


def test_headings_and_quote_lines_are_units_without_their_markers():
    text = "# Never push to main\n\n## Testing\n\n> Do not edit the migrations folder.\n\n$ ls -la"
    units = segment(text)
    assert [u.text for u in units] == ["Never push to main", "Testing", "Do not edit the migrations folder."]
    assert all(text[u.start : u.end] == u.text for u in units)


def test_the_sentencizer_vocabulary_stays_bounded(monkeypatch):
    """A long-lived process fed distinct words would otherwise grow spaCy's vocabulary forever."""
    import importlib

    seg = importlib.import_module("pinlane.classifier.segment")  # the module, not the function
    monkeypatch.setattr(seg, "MAX_VOCAB", 2_000)
    seg._nlp.cache_clear()
    for i in range(300):
        words = " ".join(f"tok{i}x{j}" for j in range(20))
        seg.segment(f"First sentence {words}. Second one {words} ends here.")
    assert len(seg._nlp().vocab) <= 2_000 + 20 * 2 * 4  # at most one message's words past the bound
    assert [u.text for u in seg.segment("Check db-2. Don't restart the primary.")] == [
        "Check db-2.",
        "Don't restart the primary.",
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "- Write tests for each module (e.g., `Billing.Tests`, `Orders.Tests`), using the shared fixtures.",
            ["Write tests for each module (e.g., `Billing.Tests`, `Orders.Tests`), using the shared fixtures."],
        ),
        (
            "Pass `ctx context.Context` first. Never use `log.Println` in handlers.",
            ["Pass `ctx context.Context` first.", "Never use `log.Println` in handlers."],
        ),
        (
            "Prefer `errors.Is(err, fs.ErrNotExist)` over string checks. Avoid `os.Exit`.",
            ["Prefer `errors.Is(err, fs.ErrNotExist)` over string checks.", "Avoid `os.Exit`."],
        ),
        # the same names without backticks: camel-cased, called or indexed after the dot
        (
            "ALWAYS use errors.AsType when checking an error's type. Never compare strings.",
            ["ALWAYS use errors.AsType when checking an error's type.", "Never compare strings."],
        ),
        ("Call os.Exit(1) only from main. Never panic.", ["Call os.Exit(1) only from main.", "Never panic."]),
        ("Catch psycopg2.OperationalError and retry once.", ["Catch psycopg2.OperationalError and retry once."]),
    ],
)
def test_no_sentence_cut_inside_code_names(text, expected):
    """Dotted identifiers, in backticks or not, split rule-file lines into fragments without the rule."""
    units = segment(text)
    assert [u.text for u in units] == expected
    assert all(text[u.start : u.end] == u.text for u in units)


def test_an_unclosed_backtick_does_not_join_sentences():
    assert texts("Use the ` key to open the console. Never close it.") == [
        "Use the ` key to open the console.",
        "Never close it.",
    ]


def test_a_missing_space_before_a_plain_word_still_ends_the_sentence():
    assert texts("It ended the war.The talks resume Monday. Keep it short.") == [
        "It ended the war.",
        "The talks resume Monday.",
        "Keep it short.",
    ]
