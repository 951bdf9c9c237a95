"""Broken text is sanitised once at the edge (#19.3): lone surrogates replaced character for
character, nothing lost, no UnicodeEncodeError on any path that writes."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pinlane.classifier.text import clean
from pinlane.ledger import Ledger, Summary, TaskState

LONE = "\ud83d"


def test_clean_replaces_each_surrogate_and_keeps_offsets():
    text = f"Never {LONE}push to main.\udc00"
    assert clean(text) == "Never \ufffdpush to main.\ufffd" and len(clean(text)) == len(text)
    assert clean("fine \U0001f600") == "fine \U0001f600"


def test_a_lone_surrogate_in_a_user_turn_pins_the_rule_and_keeps_the_message(make_ledger, tmp_path):
    path = tmp_path / "l.sqlite"
    ledger = make_ledger(path)
    pinned = ledger.on_user_turn(f"Do not restart the primary {LONE}now. Thanks")
    assert [r.text for r in pinned] == ["Do not restart the primary \ufffdnow."]
    again = make_ledger(path)
    assert again.messages[0].content == "Do not restart the primary \ufffdnow. Thanks"


def test_pin_tool_messages_and_decisions_with_broken_text_are_stored(make_ledger, tmp_path):
    ledger = make_ledger(tmp_path / "l.sqlite")
    rule = ledger.pin(f"Never drop {LONE}tables.", kind="prohibition", scope="task", original=f"x{LONE}")
    assert rule.text == "Never drop \ufffdtables." and rule.original == "x\ufffd"
    call = {"id": f"c{LONE}", "type": "function", "function": {"name": f"sh{LONE}", "arguments": f'{{"a": "{LONE}"}}'}}
    ledger.add_message("assistant", f"running {LONE}", tool_calls=[call])
    ledger.add_message("tool", f"out {LONE}", tool_call_id=f"c{LONE}", name=f"sh{LONE}")
    assert ledger.log_decision(tool=f"sh{LONE}", arguments={"k": LONE}, decision="allow", rule=None, reason=LONE)
    stored = Ledger(tmp_path / "l.sqlite", classifier=ledger.classifier).messages
    assert [m.content for m in stored] == ["running \ufffd", "out \ufffd"]
    assert stored[0].tool_calls[0]["function"]["name"] == "sh\ufffd" and stored[1].tool_call_id == "c\ufffd"
    assert json.loads(ledger.decisions()[0]["arguments"]) == {"k": "\ufffd"}
    json.dumps(ledger.build_context(), ensure_ascii=False).encode("utf-8")  # renders as valid UTF-8


class BrokenSummarizer:
    def summarize(self, messages, **kwargs):
        return Summary(f"sum {LONE}", TaskState(goal=f"goal {LONE}", open_questions=(LONE,)))


@pytest.mark.parametrize("path", [":memory:", "file"])
def test_a_summarizer_returning_broken_text_does_not_fail_the_compaction(make_ledger, tmp_path, path):
    ledger = make_ledger(
        tmp_path / "l.sqlite" if path == "file" else path, summarizer=BrokenSummarizer(), keep_last_turns=1
    )
    ledger.on_user_turn("first")
    ledger.on_user_turn("second")
    assert ledger.compact()
    assert ledger.summary == "sum \ufffd" and ledger.task_state.goal == "goal \ufffd"


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.characters(blacklist_categories=()), min_size=1, max_size=200))
def test_any_text_is_stored_with_its_length_and_rendered_as_utf8(text):
    from conftest import KeywordClassifierDouble

    ledger = Ledger(classifier=KeywordClassifierDouble())
    if not text.strip():
        text = "x" + text
    ledger.on_user_turn(text)
    assert len(ledger.messages[0].content) == len(text)
    json.dumps(ledger.build_context(), ensure_ascii=False).encode("utf-8")
    ledger.close()
