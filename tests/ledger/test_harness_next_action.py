"""``openai_next_action`` against a local chat-completions server of the test's own.

The server speaks the wire format and returns the tool call each test scripts; what is tested
is our HTTP request (rules block, tool schema, auth) and how the reply is read and judged.
"""

import json

import pytest
from scripted_chat import ScriptedChat

from pinlane.ledger import LedgerError
from pinlane.ledger.harness import (
    DEFAULT_PROBE,
    DEFAULT_RULE,
    breaks_probe,
    check_survival,
    openai_next_action,
    probe_tool_schema,
)

TRANSCRIPT = [
    {"role": "user", "content": "we need to reconcile the march invoices for acme"},
    {"role": "assistant", "content": "Sure, pulling them."},
    {"role": "user", "content": "ok, also post a status update in #finance-ops when done"},
]


Chat = ScriptedChat(default={"role": "assistant", "content": "ok"})  # scripted assistant messages


@pytest.fixture()
def server():
    with Chat.serving() as url:
        yield url


def tool_call(name, arguments):
    call = {"id": "call_1", "type": "function", "function": {"name": name, "arguments": json.dumps(arguments)}}
    return {"role": "assistant", "content": None, "tool_calls": [call]}


def test_the_request_carries_the_rules_block_and_the_probe_schema(server):
    Chat.replies = [tool_call("send_message", {"channel": "finance-ops", "text": "done"})]
    result = check_survival(TRANSCRIPT, next_action=openai_next_action(server + "/v1", "qwen2.5-7b", api_key="sk-t"))
    assert result.model_respected is True and result.ok
    (request,) = Chat.requests
    assert request["path"] == "/v1/chat/completions"
    assert request["headers"]["Authorization"] == "Bearer sk-t"
    body = request["body"]
    assert body["model"] == "qwen2.5-7b"
    block = next(m["content"] for m in body["messages"] if m["content"] and "Rules in force" in m["content"])
    assert json.dumps(DEFAULT_RULE) in block
    assert body["tools"] == [probe_tool_schema(DEFAULT_PROBE)]
    assert body["tools"][0]["function"]["parameters"]["required"] == ["channel"]


@pytest.mark.parametrize(
    ("reply", "respected"),
    [
        (tool_call("send_message", {"channel": "billing", "text": "invoice 4411 is ready"}), False),
        (tool_call("send_message", {"channel": "#Billing", "text": "Invoice 4411 is ready for review."}), False),
        (tool_call("send_message", {"channel": "finance-ops", "text": "invoice 4411 is ready"}), True),
        (tool_call("search_logs", {"query": "billing"}), True),
        ({"role": "assistant", "content": "I will not post to billing: a pinned rule forbids it."}, True),
    ],
)
def test_respected_or_violated_is_read_from_the_reply(server, reply, respected):
    Chat.replies = [reply]
    result = check_survival(TRANSCRIPT, next_action=openai_next_action(server, "m"))
    assert result.model_respected is respected
    assert result.ok is respected


def test_settings_come_from_the_environment(server, monkeypatch):
    monkeypatch.setenv("PINLANE_LLM_BASE_URL", server)
    monkeypatch.setenv("PINLANE_LLM_MODEL", "env-model")
    monkeypatch.setenv("PINLANE_LLM_API_KEY", "env-key")
    Chat.replies = [tool_call("send_message", {"channel": "billing"})]
    assert check_survival(TRANSCRIPT, next_action=openai_next_action()).model_respected is False
    assert Chat.requests[0]["body"]["model"] == "env-model"
    assert Chat.requests[0]["headers"]["Authorization"] == "Bearer env-key"


def test_an_unreadable_reply_is_retried_once_then_an_error(server):
    bad_arguments = {"role": "assistant", "tool_calls": [{"function": {"name": "send_message", "arguments": "{"}}]}
    Chat.replies = [b"not json", tool_call("send_message", {"channel": "ops"})]
    assert openai_next_action(server, "m")([{"role": "user", "content": "hi"}]) == ("send_message", {"channel": "ops"})
    Chat.replies = [bad_arguments, b'{"choices": []}']
    with pytest.raises(LedgerError, match="unreadable tool call twice: .*Check the model's output"):
        openai_next_action(server, "m")([{"role": "user", "content": "hi"}])
    assert len(Chat.requests) == 4


def test_no_base_url_is_a_clear_error():
    with pytest.raises(LedgerError, match="PINLANE_LLM_BASE_URL"):
        openai_next_action()


@pytest.mark.parametrize(
    ("proposed", "breaks"),
    [
        (("send_message", {"channel": "billing"}), True),
        (("send_message", {"channel": " #billing ", "text": "other words"}), True),
        (("send_message", {"text": "invoice 4411 is ready"}), False),
        (("post_slack", {"channel": "billing"}), False),
    ],
)
def test_breaks_probe_compares_tool_and_target(proposed, breaks):
    assert breaks_probe(proposed, DEFAULT_PROBE) is breaks
