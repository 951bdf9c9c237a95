"""The shipped artifact, through the public API."""

import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pinlane.classifier import (
    DEFAULT_MODEL_PATH,
    Constraint,
    ConstraintClassifier,
    ModelLoadError,
    ModelNotFoundError,
)


@pytest.fixture(scope="module")
def clf():
    return ConstraintClassifier.load()


def test_the_seed_rule_is_a_task_prohibition(clf):
    message = (
        "ok here's the lag graph\n2024-05-01 12:00:01 WARN replica lag 340s\n"
        "Whatever you do, do not restart the primary. Replication is mid-resync. "
        "What's the current lag on db-replica-2?"
    )
    found = clf.classify(message)
    assert [c.text for c in found] == ["Whatever you do, do not restart the primary."]
    (rule,) = found
    assert (rule.kind, rule.scope) == ("prohibition", "task")
    assert message[rule.start : rule.end] == rule.text


@pytest.mark.parametrize(
    "message, kind",
    [
        ("Keep every answer under 100 words.", "limit"),
        ("Never send anything to the billing channel.", "prohibition"),
        ("I'm vegetarian, so keep that in mind for restaurant picks.", "preference"),
        ("Your whole response must be valid JSON.", "requirement"),
    ],
)
def test_kinds(clf, message, kind):
    found = clf.classify(message)
    assert found and found[0].kind == kind


@pytest.mark.parametrize(
    "message",
    [
        "Restart the replica.",
        "The replica isn't responding.",
        "Thanks, that worked!",
        "Should we restart the primary?",
    ],
)
def test_hard_negatives(clf, message):
    assert clf.classify(message) == []


def test_scope_conditional(clf):
    (rule,) = clf.classify("Until the resync finishes, don't touch db-primary-1.")
    assert rule.scope == "conditional"


def test_scope_standing(clf):
    (rule,) = clf.classify("From now on, always write commit messages in English.")
    assert rule.scope == "standing"


def test_batch_equals_single(clf):
    messages = ["No emojis.", "hello", "Do not use commas. Write about the sea.", ""]
    assert clf.classify_batch(messages) == [clf.classify(m) for m in messages]


def test_uncertain_band_is_only_added(clf):
    message = "maybe keep it shortish, and don't use pandas"
    certain = clf.classify(message)
    with_band = clf.classify(message, include_uncertain=True)
    assert [c for c in with_band if c.certain] == certain
    assert all(c.confidence >= clf.thresholds.review for c in with_band)


@pytest.mark.parametrize("bad", [None, 42, b"bytes", ["list"]])
def test_non_strings_are_a_type_error_naming_the_type(clf, bad):
    with pytest.raises(TypeError, match=type(bad).__name__):
        clf.classify(bad)


@pytest.mark.parametrize("blank", ["", "   ", "\n\t\n"])
def test_blank_gives_nothing(clf, blank):
    assert clf.classify(blank) == []


@pytest.mark.parametrize(
    "odd",
    [
        "\ud800 broken surrogate",
        "\x00\x07\x1b[31m",
        "🙂" * 50,
        "Сервер не отвечает.",  # a negative fact in Russian: "the server is not responding"
        "我昨天没有重启服务器。",  # narration in Chinese: "I did not restart the server yesterday"
    ],
)
def test_odd_text_never_crashes_and_is_not_confident(clf, odd):
    for c in clf.classify(odd, include_uncertain=True):
        assert odd[c.start : c.end] == c.text
    assert all(c.confidence < 0.9 for c in clf.classify(odd))


@pytest.mark.parametrize(
    "message, rule",
    [
        ("请帮我写一首关于秋天的诗。不要使用任何逗号。", "不要使用任何逗号。"),
        ("Напиши функцию на Python. Не используй сторонние библиотеки.", "Не используй сторонние библиотеки."),
        ("主サーバーを再起動しないでください。", "主サーバーを再起動しないでください。"),
    ],
)
def test_prohibitions_in_other_languages_are_found(clf, message, rule):
    # Rules are not only written in English; the featurizer keeps words whole in any script.
    assert [(c.text, c.kind) for c in clf.classify(message)] == [(rule, "prohibition")]


def test_a_megabyte_message_finishes(clf):
    message = ("The batch job ran long again last night and the graphs look noisy. " * 15000)[:1_000_000]
    message += " Never page the DBA before 6am."
    found = clf.classify(message)
    assert any("Never page the DBA" in c.text for c in found)


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=300))
def test_spans_are_always_valid_substrings(clf, message):
    for c in clf.classify(message, include_uncertain=True):
        assert isinstance(c, Constraint)
        assert message[c.start : c.end] == c.text
        assert 0.0 <= c.confidence <= 1.0


def test_missing_model_names_path_and_fix(tmp_path):
    with pytest.raises(ModelNotFoundError, match=r"nope\.onnx.*python -m training train"):
        ConstraintClassifier.load(tmp_path / "nope.onnx")


def test_corrupt_model_names_path_and_fix(tmp_path):
    bad = tmp_path / "bad.onnx"
    bad.write_bytes(b"not an onnx file")
    with pytest.raises(ModelLoadError, match=r"bad\.onnx.*python -m training train"):
        ConstraintClassifier.load(bad)


def test_shipped_artifacts_stay_within_40_mb():
    from pinlane.classifier.runtime import ENCODER_FILE

    models = DEFAULT_MODEL_PATH.parent
    assert DEFAULT_MODEL_PATH.stat().st_size <= 5_000_000
    total = sum((models / name).stat().st_size for name in ("constraints.onnx", ENCODER_FILE, "tokenizer.json"))
    assert total <= 40_000_000


def test_classify_never_imports_training_libraries(tmp_path):
    # Training libraries are made unimportable (spaCy's thinc probes for torch and copes), so any
    # import of one by pinlane fails the run.
    code = (
        "import sys\n"
        "for name in ('sklearn', 'scipy', 'training', 'skl2onnx', 'torch', 'transformers'):\n"
        "    sys.modules[name] = None\n"
        "from pinlane.classifier import ConstraintClassifier\n"
        "clf = ConstraintClassifier.load()\nassert clf.tiers == ('fast', 'accurate')\n"
        "print(clf.classify('Do not restart the primary. Ideally keep the diff small.') is not None and [])\n"
    )
    # run from an empty folder, so the checkout's top-level folders cannot stand in for the package
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=tmp_path)
    assert out.stdout.strip() == "[]"


# The cascade: the fast tier decides where it is sure, the encoder is averaged in where it is not.


def test_the_shipped_classifier_runs_both_tiers_and_fast_skips_the_encoder(clf, monkeypatch):
    assert clf.tiers == ("fast", "accurate") and 0 <= clf.cascade["low"] < clf.cascade["high"] <= 1
    calls = []
    original = clf.encoder.predict_units
    monkeypatch.setattr(clf.encoder, "predict_units", lambda *a, **k: calls.append(a[0]) or original(*a, **k))
    text = "Check db-2 first. Ideally keep the diff small, and maybe avoid new dependencies."
    fast_only = ConstraintClassifier.load(encoder=False)
    assert clf.classify(text, fast=True) == fast_only.classify(text)
    assert calls == []
    clf.classify(text)
    assert calls, "no unit of an unsure message reached the encoder"


def test_units_inside_the_band_average_the_two_tiers(clf, monkeypatch):
    import numpy as np

    text = "Ideally keep the diff small."
    p_fast = float(clf.predict_units([text])[0][0])
    monkeypatch.setattr(clf, "cascade", {**clf.cascade, "low": 0.0, "high": 1.0, "pin": dict.fromkeys(clf.kinds, 0.0)})

    def encoder_says_no(texts, contexts=None):
        n = len(texts)
        return np.zeros(n, np.float32), np.full((n, 4), 0.25, np.float32), np.full((n, 3), 1 / 3, np.float32)

    monkeypatch.setattr(clf.encoder, "predict_units", encoder_says_no)
    (found,) = clf.classify(text)
    assert found.confidence == pytest.approx(p_fast / 2, abs=1e-4)


def test_a_missing_shipped_encoder_is_an_error_at_load(tmp_path, monkeypatch):
    monkeypatch.setenv("PINLANE_ENCODER", str(tmp_path / "gone.onnx"))
    with pytest.raises(ModelNotFoundError, match=r"gone\.onnx"):
        ConstraintClassifier.load()


def test_an_encoder_without_cascade_settings_is_refused(tmp_path):
    import shutil

    import onnx

    from pinlane.classifier.runtime import ENCODER_FILE

    model = onnx.load(str(DEFAULT_MODEL_PATH.parent / ENCODER_FILE))
    kept = [p for p in model.metadata_props if p.key != "cascade"]
    del model.metadata_props[:]
    model.metadata_props.extend(kept)
    onnx.save(model, str(tmp_path / ENCODER_FILE))
    shutil.copyfile(DEFAULT_MODEL_PATH.parent / "tokenizer.json", tmp_path / "tokenizer.json")
    with pytest.raises(ModelLoadError, match="no cascade settings.*python -m training cascade"):
        ConstraintClassifier.load(encoder=tmp_path / ENCODER_FILE)


def test_length_sorted_batches_return_results_in_input_order(clf, monkeypatch):
    from pinlane.classifier import runtime

    monkeypatch.setattr(runtime, "BATCH_UNITS", 3)  # many small batches, each sorted by length
    messages = [
        "Whatever you do, do not restart the primary. " + "Replication is mid-resync and slow. " * 8,
        "ok",
        "Keep every answer under 100 words.",
        "Never push to main. Check the logs. Thanks!",
        "What time is it in Tokyo?",
    ]
    batched = clf.classify_batch(messages)
    monkeypatch.setattr(runtime, "BATCH_UNITS", 4096)
    one_by_one = [clf.classify(m) for m in messages]
    # int8 dynamic quantisation scales activations per call, so the encoder's share of a score
    # moves in the third decimal with the batch it ran in; spans, kinds and scopes do not.
    assert [[(c.text, c.start, c.kind, c.scope) for c in found] for found in batched] == [
        [(c.text, c.start, c.kind, c.scope) for c in found] for found in one_by_one
    ]
    assert [c.confidence for f in batched for c in f] == pytest.approx(
        [c.confidence for f in one_by_one for c in f], abs=0.01
    )
    assert [c.text for c in batched[2]] == ["Keep every answer under 100 words."]


def test_a_huge_paste_sends_at_most_the_budget_of_units_to_the_encoder(clf, monkeypatch):
    """A 2,000-line rules file must not spend seconds in the encoder (a hook's timeout): past
    ``encoder_units_per_message`` only the least certain units go to it, the rest keep the
    fast tier's decision."""
    lines = [
        f"It would be nice to keep module {i} small. Perhaps use tabs in file {i}. Never force-push to branch {i}."
        for i in range(60)
    ]
    text = " ".join(lines)
    sizes = []
    original = clf.encoder.predict_units

    def spy(texts, *args, **kwargs):
        sizes.append(len(texts))
        return original(texts, *args, **kwargs)

    monkeypatch.setattr(clf.encoder, "predict_units", spy)
    monkeypatch.setattr(clf, "encoder_units_per_message", None)
    unlimited = clf.classify(text, include_uncertain=True)
    assert sum(sizes) > 5, "the message should put more than the budget in the band"
    sizes.clear()
    monkeypatch.setattr(clf, "encoder_units_per_message", 5)
    limited = clf.classify(text, include_uncertain=True)
    assert sum(sizes) == 5
    # the units left out of the budget keep the fast tier's decision: its sure rules are all there
    assert sum("force-push" in text[c.start : c.end] for c in limited) == len(lines)
    assert len(limited) <= len(lines) * 3
    assert clf.classify("Never push to main.") == clf.classify("Never push to main.")  # small turns untouched
    monkeypatch.setattr(clf, "encoder_units_per_message", -1)
    with pytest.raises(ValueError, match="encoder_units_per_message"):
        clf.classify(text)
    assert unlimited  # both runs return spans
