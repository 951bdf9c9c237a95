"""The one LLM client (``llm_http.ChatEndpoint``) against a local server that fails, then answers.

Every caller (summarizer, next-action check, bench pinner, survival judge) goes through it, so
its retries are tested once here and once through each caller. Backoff waits are recorded by
the ``llm_waits`` fixture (tests/conftest.py), never slept.
"""

import json
import socket

import pytest
from scripted_chat import ScriptedChat

from pinlane.ledger import LedgerError, OpenAISummarizer, SummarizerError, TaskState
from pinlane.ledger.errors import LLMError, LLMReplyError, LLMRequestError
from pinlane.ledger.harness import openai_next_action
from pinlane.ledger.history import Message
from pinlane.ledger.llm_http import MAX_BACKOFF_S, ChatEndpoint
from training.llm_pinner import OpenAIPinner

Chat = ScriptedChat(default={"role": "assistant", "content": "ok"})


@pytest.fixture()
def server():
    with Chat.serving() as url:
        yield url


def endpoint(url, **kw):
    return ChatEndpoint.from_settings(url, "m", **kw)


@pytest.mark.parametrize("failures", [[503, 502], [429, 500], [(429, {"Retry-After": "3"}), 504]])
def test_two_failures_then_an_answer(server, llm_waits, failures):
    Chat.replies = [*failures, "answer"]
    assert endpoint(server).complete({"messages": []})["content"] == "answer"
    assert len(Chat.requests) == 3
    first = 3.0 if isinstance(failures[0], tuple) else 0.5  # Retry-After wins over the backoff
    assert llm_waits == [first, 1.0]


def test_the_retries_are_bounded_and_the_error_says_what_failed(server, llm_waits):
    Chat.replies = [503] * 10
    with pytest.raises(
        LLMRequestError, match=r"model 'm' at .*/v1/chat/completions failed 4 times, last with HTTP 503"
    ):
        endpoint(server).complete({"messages": []})
    assert len(Chat.requests) == 4
    assert llm_waits == [0.5, 1.0, 2.0]


def test_a_long_retry_after_is_capped(server, llm_waits):
    Chat.replies = [(429, {"Retry-After": "3600"}), "ok"]
    endpoint(server).complete({"messages": []})
    assert llm_waits == [MAX_BACKOFF_S]


@pytest.mark.parametrize("status", [400, 401, 404])
def test_a_client_error_is_not_retried(server, llm_waits, status):
    Chat.replies = [status, "never reached"]
    with pytest.raises(LLMRequestError, match=f"answered HTTP {status} .*not retried. Check the URL"):
        endpoint(server).complete({"messages": []})
    assert len(Chat.requests) == 1 and llm_waits == []


def test_a_refused_connection_is_retried_then_an_error(llm_waits):
    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with pytest.raises(LLMRequestError, match="failed 3 times, last with ConnectionRefusedError"):
        endpoint(f"http://127.0.0.1:{port}", attempts=3).complete({"messages": []})
    assert llm_waits == [0.5, 1.0]


def test_a_time_out_is_not_retried(server, llm_waits):
    Chat.delay = 0.5
    with pytest.raises(LLMRequestError, match=r"timed out after 0.1 s; not retried"):
        endpoint(server, timeout=0.1).complete({"messages": []})
    assert len(Chat.requests) == 1 and llm_waits == []


def test_errors_are_ledger_errors():
    assert issubclass(LLMRequestError, LLMError) and issubclass(LLMReplyError, LLMError)
    assert issubclass(LLMError, LedgerError)


def test_bad_settings_are_refused():
    with pytest.raises(LedgerError, match="attempts must be >= 1.*got attempts=0"):
        ChatEndpoint("http://x/v1/chat/completions", "m", attempts=0)


def test_content_parts_in_a_reply_are_read_as_text(server):
    Chat.replies = [
        {"role": "assistant", "content": [{"type": "output_text", "text": "a"}, {"type": "text", "text": "b"}]}
    ]
    assert endpoint(server).complete({"messages": []})["content"] == "a\nb"


def test_ask_asks_once_more_for_an_unreadable_reply(server):
    Chat.replies = ["not json", '{"x": 1}']
    assert endpoint(server).ask({"messages": []}, lambda m: json.loads(m["content"])) == {"x": 1}
    Chat.replies = ["no", "still no"]
    with pytest.raises(LLMReplyError, match="unreadable number twice: JSONDecodeError"):
        endpoint(server).ask({"messages": []}, lambda m: json.loads(m["content"]), what="number")


# Every caller rides on the same retries.


def test_the_summarizer_survives_two_server_errors(server, llm_waits):
    state = TaskState(goal="g").to_dict()
    Chat.replies = [503, 500, json.dumps({"summary": "s", "task_state": state})]
    summary = OpenAISummarizer(server, model="m").summarize(
        [Message("user", "hi", 1)], previous=TaskState(), previous_summary="", pinned=[]
    )
    assert summary.text == "s" and summary.state.goal == "g"
    assert len(Chat.requests) == 3 and llm_waits == [0.5, 1.0]


def test_the_summarizer_error_names_the_final_failure(server):
    Chat.replies = [500] * 4
    with pytest.raises(SummarizerError, match="failed 4 times, last with HTTP 500.*keeps its previous task state"):
        OpenAISummarizer(server, model="m").summarize(
            [Message("user", "hi", 1)], previous=TaskState(), previous_summary="", pinned=[]
        )


def test_the_next_action_check_survives_two_server_errors(server):
    call = {"id": "c", "type": "function", "function": {"name": "deploy", "arguments": '{"env": "prod"}'}}
    Chat.replies = [502, 429, {"role": "assistant", "content": None, "tool_calls": [call]}]
    assert openai_next_action(server, "m")([{"role": "user", "content": "go"}]) == ("deploy", {"env": "prod"})
    assert len(Chat.requests) == 3


def test_the_bench_pinner_survives_two_server_errors(server):
    args = json.dumps({"text": "Never restart the primary.", "kind": "prohibition", "scope": "task"})
    call = {"id": "c", "type": "function", "function": {"name": "pin_constraint", "arguments": args}}
    Chat.replies = [500, 503, {"role": "assistant", "content": None, "tool_calls": [call]}]
    result = OpenAIPinner(server, model="m").pin("x", "Hi. Never restart the primary.")
    assert result.error == "" and [(s.start, s.end) for s in result.spans] == [(4, 30)]
    assert len(Chat.requests) == 3


def test_the_bench_pinner_records_the_final_failure_as_an_error(server):
    Chat.replies = [500] * 4
    result = OpenAIPinner(server, model="m").pin("x", "Never restart the primary.")
    assert result.spans == [] and result.error.startswith("LLMRequestError: ") and "HTTP 500" in result.error
