"""The HTTP summarizer against a local chat-completions server of the test's own."""

import json
import logging
import time

import pytest
from scripted_chat import ScriptedChat

from pinlane.ledger import Ledger, OpenAISummarizer, SummarizerError, TaskState
from pinlane.ledger.history import Message

STATE = {
    "goal": "fix replication lag",
    "confirmed_findings": ["disk ok"],
    "ruled_out": ["network"],
    "actions_taken_with_side_effects": ["restart(db-replica-2)"],
    "open_questions": ["why?"],
    "user_stated_constraints_not_yet_pinned": [],
}
MSGS = [Message("user", "why is replication lagging?", 1)]


Chat = ScriptedChat(default="{}")  # replies are summary contents, scripted per test


@pytest.fixture()
def server():
    with Chat.serving() as url:
        yield url


def summarize(client):
    return client.summarize(MSGS, previous=TaskState(), previous_summary="", pinned=["Never X."])


def test_request_shape_auth_and_parsed_state(server):
    Chat.replies = [json.dumps({"summary": "checked disks", "task_state": STATE})]
    result = summarize(OpenAISummarizer(server + "/v1", model="qwen2.5-7b", api_key="sk-test"))
    assert result.text == "checked disks"
    assert result.state == TaskState.from_dict(STATE)
    (request,) = Chat.requests
    assert request["path"] == "/v1/chat/completions"
    assert request["headers"]["Authorization"] == "Bearer sk-test"
    body = request["body"]
    assert body["model"] == "qwen2.5-7b" and body["response_format"] == {"type": "json_object"}
    for field in STATE:
        assert field in body["messages"][0]["content"]
    assert "Never X." in body["messages"][1]["content"]


def test_settings_come_from_the_environment(server, monkeypatch):
    monkeypatch.setenv("PINLANE_LLM_BASE_URL", server)
    monkeypatch.setenv("PINLANE_LLM_MODEL", "env-model")
    monkeypatch.setenv("PINLANE_LLM_API_KEY", "env-key")
    Chat.replies = [json.dumps({"summary": "s", "task_state": STATE})]
    summarize(OpenAISummarizer())
    assert Chat.requests[0]["body"]["model"] == "env-model"
    assert Chat.requests[0]["headers"]["Authorization"] == "Bearer env-key"


def test_a_fenced_json_answer_is_accepted(server):
    Chat.replies = ["```json\n" + json.dumps({"summary": "s", "task_state": STATE}) + "\n```"]
    assert summarize(OpenAISummarizer(server, model="m")).state.goal == "fix replication lag"


@pytest.mark.parametrize(
    "bad",
    [
        "not json",
        json.dumps({"summary": "x"}),
        json.dumps({"summary": "x", "task_state": {**STATE, "extra": []}}),
        json.dumps({"summary": "x", "task_state": {**STATE, "ruled_out": "network"}}),
        json.dumps([1, 2]),
    ],
)
def test_invalid_output_is_retried_once(server, bad):
    Chat.replies = [bad, json.dumps({"summary": "ok", "task_state": STATE})]
    assert summarize(OpenAISummarizer(server, model="m")).text == "ok"
    assert len(Chat.requests) == 2


def test_invalid_output_twice_is_a_summarizer_error(server):
    Chat.replies = ["garbage", json.dumps({"summary": "x", "task_state": {"goal": 3}})]
    with pytest.raises(SummarizerError, match="unreadable summary JSON twice: InvalidTaskStateError"):
        summarize(OpenAISummarizer(server, model="m"))
    assert len(Chat.requests) == 2


def test_a_slow_server_times_out(server):
    Chat.delay = 1.0
    started = time.perf_counter()
    with pytest.raises(SummarizerError, match="timed out after 0.2 s; not retried.*keeps its previous task state"):
        summarize(OpenAISummarizer(server, model="m", timeout=0.2))
    assert time.perf_counter() - started < 1.9


def test_garbage_twice_keeps_the_previous_filled_state_in_the_ledger(server, caplog):
    class NoRules:
        def classify(self, text, *, include_uncertain=False):
            return []

    ledger = Ledger(classifier=NoRules(), budget_tokens=10, keep_last_turns=1)
    Chat.replies = [json.dumps({"summary": "first", "task_state": STATE}), "{}", "[1, 2]"]
    ledger.summarizer = OpenAISummarizer(server, model="m")
    ledger.pin("Never push to main.", kind="prohibition", scope="standing")
    for text in ("check ci", "and again", "once more"):
        ledger.add_message("user", text)
        ledger.compact()
    assert ledger.task_state == TaskState.from_dict(STATE)  # from the first, good answer
    with caplog.at_level(logging.WARNING, logger="pinlane.ledger"):
        ledger.add_message("user", "last")
        assert ledger.compact()
    assert "previous task state kept" in caplog.text
    assert ledger.task_state == TaskState.from_dict(STATE)
    assert [r.text for r in ledger.rules()] == ["Never push to main."]


def test_summarizer_needs_a_base_url(monkeypatch):
    monkeypatch.delenv("PINLANE_LLM_BASE_URL", raising=False)
    with pytest.raises(SummarizerError, match="PINLANE_LLM_BASE_URL"):
        OpenAISummarizer()
