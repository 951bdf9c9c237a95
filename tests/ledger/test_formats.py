"""Outbound Anthropic conversion and the Message nouns."""

from pinlane.ledger import Ledger, Message, from_anthropic, from_openai, to_anthropic, to_messages


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
