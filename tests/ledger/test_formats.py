"""Outbound Anthropic conversion and the Message nouns."""

import pytest

from pinlane.ledger import Ledger, Message, from_anthropic, from_openai, to_anthropic, to_messages
from pinlane.ledger.formats import content_text


class NoRules:
    def classify(self, text, *, include_uncertain=False):
        return []


def test_context_converts_to_anthropic_system_and_alternating_messages():
    ledger = Ledger(classifier=NoRules(), system_prompt="You are an agent.")
    ledger.pin("Never push to main.", kind="prohibition", scope="standing")
    ledger.add_message("user", "push it")
    ledger.add_message(
        "assistant",
        "checking",
        tool_calls=[{"id": "c1", "type": "function", "function": {"name": "git", "arguments": '{"cmd": "status"}'}}],
    )
    ledger.add_message("tool", "clean", tool_call_id="c1")
    ledger.add_message("user", "and?")
    system, messages = to_anthropic(ledger.build_context())
    assert system.startswith("You are an agent.") and '"Never push to main."' in system
    assert [m["role"] for m in messages] == ["user", "assistant", "user"]
    assert messages[1]["content"][1] == {"type": "tool_use", "id": "c1", "name": "git", "input": {"cmd": "status"}}
    assert messages[2]["content"] == [
        {"type": "tool_result", "tool_use_id": "c1", "content": "clean"},
        {"type": "text", "text": "and?"},
    ]


def test_outside_messages_become_message_nouns():
    converted = from_openai({"role": "user", "content": [{"type": "text", "text": "hi"}]}) + from_anthropic(
        {"role": "assistant", "content": [{"type": "tool_use", "id": "t", "name": "ls", "input": {"p": "/"}}]}
    )
    messages = to_messages(converted)
    assert all(isinstance(m, Message) for m in messages)
    assert messages[0].content == "hi" and messages[1].tool_calls[0]["function"]["name"] == "ls"
    ledger = Ledger(classifier=NoRules())
    for m in messages:
        ledger.add(m)
    assert [m.role for m in ledger.messages] == ["user", "assistant"]


# One content_text() for every reader of OpenAI and Anthropic content parts.

IMAGE = {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}}


@pytest.mark.parametrize(
    ("content", "text"),
    [
        ("plain", "plain"),
        (None, ""),
        (42, ""),
        ([{"type": "text", "text": "a"}, {"type": "input_text", "text": "b"}], "a\nb"),
        ([{"type": "output_text", "text": "said"}, {"type": "refusal", "refusal": "no"}], "said\nno"),
        ([IMAGE, {"type": "input_image", "image_url": "x"}, {"type": "input_text", "text": "look"}], "look"),
        ([{"type": "tool_result", "content": [{"type": "text", "text": "out"}, IMAGE]}], "out"),
        ([{"type": "tool_result", "content": "flat"}], "flat"),
        ({"type": "input_text", "text": "one part"}, "one part"),
    ],
)
def test_content_text_reads_every_text_part(content, text):
    assert content_text(content) == text


def test_content_text_can_leave_tool_results_out():
    parts = [{"type": "tool_result", "content": "Never report this."}, {"type": "text", "text": "hi"}]
    assert content_text(parts, tool_results=False) == "hi"


def test_input_text_parts_reach_both_the_ledger_and_pinlane_label(classifier_double):
    """The two readers used to disagree: label read ``input_text`` parts, the ledger dropped them."""
    from pinlane.classifier.corpus import user_turns

    rule = "Never push to main."
    message = {"role": "user", "content": [{"type": "input_text", "text": rule}, IMAGE]}
    ledger = Ledger(classifier=classifier_double)
    for fields in from_openai(message):
        ledger.on_user_turn(fields["content"])
    assert [r.text for r in ledger.rules()] == [rule]
    assert user_turns({"messages": [message]}) == [(0, rule)]
    anthropic = {"role": "user", "content": [{"type": "input_text", "text": rule}]}
    assert from_anthropic(anthropic)[0]["content"] == rule
