"""Crash safety of the store, and the HTTP summarizer against a local server of its own."""

import json
import os
import signal
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from pinlane.ledger import Ledger, OpenAISummarizer, StoreError, SummarizerError, TaskState
from pinlane.ledger.history import Message

CHILD = r"""
import sys, time
from pinlane.ledger import Ledger, Summary

class Slow:
    def summarize(self, messages, **kw):
        print("COMPACTING", flush=True)
        time.sleep(30)

class NoRules:
    def classify(self, text, *, include_uncertain=False):
        return []

ledger = Ledger(sys.argv[1], classifier=NoRules(), summarizer=Slow(), budget_tokens=10, keep_last_turns=1)
for i in range(20):
    ledger.pin(f"Never touch service {i}.", kind="prohibition", scope="standing")
    ledger.add_message("user", f"please check host {i}")
    print(f"ACK {i}", flush=True)
ledger.compact()
"""


def test_killed_mid_compaction_loses_nothing_acknowledged(tmp_path):
    path = tmp_path / "crash.sqlite"
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(path)], stdout=subprocess.PIPE, text=True)
    acked = []
    for line in child.stdout:
        if line.startswith("ACK"):
            acked.append(int(line.split()[1]))
        if line.startswith("COMPACTING"):
            os.kill(child.pid, signal.SIGKILL)
            break
    child.wait(timeout=30)
    child.stdout.close()
    assert child.returncode == -signal.SIGKILL
    reopened = Ledger(path)
    assert reopened.store.integrity_check() == "ok"
    assert {r.text for r in reopened.rules()} == {f"Never touch service {i}." for i in acked}
    assert [m.content for m in reopened.messages] == [f"please check host {i}" for i in acked]
    assert not any(m.compacted for m in reopened.messages)  # the half-done compaction left no trace


def test_a_file_that_is_not_sqlite_is_a_clear_error(tmp_path):
    bad = tmp_path / "x.sqlite"
    bad.write_bytes(b"definitely not sqlite" * 100)
    with pytest.raises(StoreError, match="Cannot open the ledger store"):
        Ledger(bad)


class _Chat(BaseHTTPRequestHandler):
    replies: list = []
    seen: list = []

    def do_POST(self):  # noqa: N802
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).seen.append(body)
        content = type(self).replies.pop(0) if type(self).replies else "{}"
        data = json.dumps({"choices": [{"message": {"role": "assistant", "content": content}}]}).encode()
        self.send_response(200)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *a):
        pass


@pytest.fixture()
def chat():
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Chat)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    _Chat.replies, _Chat.seen = [], []
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


STATE = {
    "goal": "fix lag",
    "confirmed_findings": ["disk ok"],
    "ruled_out": [],
    "actions_taken_with_side_effects": [],
    "open_questions": ["why?"],
    "user_stated_constraints_not_yet_pinned": [],
}
MSGS = [Message("user", "why is replication lagging?", 1)]


def test_http_summarizer_parses_valid_output(chat):
    _Chat.replies = [json.dumps({"summary": "checked disks", "task_state": STATE})]
    result = OpenAISummarizer(chat, model="m").summarize(
        MSGS, previous=TaskState(), previous_summary="", pinned=["Never X."]
    )
    assert result.text == "checked disks" and result.state.goal == "fix lag"
    sent = _Chat.seen[0]
    assert sent["model"] == "m" and "Never X." in sent["messages"][1]["content"]
    assert "user_stated_constraints_not_yet_pinned" in sent["messages"][0]["content"]


def test_http_summarizer_retries_once_then_fails(chat):
    _Chat.replies = ["not json", json.dumps({"summary": "ok", "task_state": STATE})]
    assert (
        OpenAISummarizer(chat, model="m").summarize(MSGS, previous=TaskState(), previous_summary="", pinned=[]).text
        == "ok"
    )
    _Chat.replies = ["garbage", json.dumps({"summary": "x", "task_state": {"goal": 3}})]
    with pytest.raises(SummarizerError, match="unreadable summary JSON twice"):
        OpenAISummarizer(chat, model="m").summarize(MSGS, previous=TaskState(), previous_summary="", pinned=[])


def test_garbage_summarizer_keeps_previous_state_in_the_ledger(chat):
    _Chat.replies = ["{}", "[1, 2]"]
    ledger = Ledger(summarizer=OpenAISummarizer(chat, model="m"), budget_tokens=10, keep_last_turns=1)
    ledger.pin("Never push to main.", kind="prohibition", scope="standing")
    ledger.add_message("user", "check ci")
    ledger.add_message("user", "and again")
    assert ledger.compact()
    assert ledger.task_state == TaskState() and [r.text for r in ledger.rules()] == ["Never push to main."]


def test_summarizer_needs_a_base_url(monkeypatch):
    monkeypatch.delenv("PINLANE_LLM_BASE_URL", raising=False)
    with pytest.raises(SummarizerError, match="PINLANE_LLM_BASE_URL"):
        OpenAISummarizer()


def test_unreachable_server_is_a_summarizer_error():
    with pytest.raises(SummarizerError):
        OpenAISummarizer("http://127.0.0.1:9", model="m", timeout=1).summarize(
            MSGS, previous=TaskState(), previous_summary="", pinned=[]
        )
