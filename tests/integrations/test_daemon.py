"""The hook daemon: hooks answered by the warm process, in-process fallback, idle exit, one per home."""

import io
import json
import os
import socket
import subprocess
import sys
import time

import pytest

from pinlane.integrations import claude_code, daemon

RULE = "Never run terraform apply on the shared account."
PROMPT = {"session_id": "s1", "hook_event_name": "UserPromptSubmit", "prompt": f"{RULE} Show me the plan."}
CALL = {
    "session_id": "s1",
    "hook_event_name": "PreToolUse",
    "tool_name": "Bash",
    "tool_input": {"command": "terraform apply -var account=shared"},
}


def serve(idle: float) -> subprocess.Popen:
    env = {**os.environ, "PINLANE_DAEMON_IDLE": str(idle)}
    return subprocess.Popen([sys.executable, "-m", "pinlane.integrations.daemon", "serve"], env=env)


def wait_until_listening(proc: subprocess.Popen, deadline: float = 120.0) -> None:
    """Poll the socket until the daemon accepts (it loads the model first)."""
    end = time.monotonic() + deadline
    while time.monotonic() < end:
        assert proc.poll() is None, "the daemon exited before listening"
        try:
            with socket.socket(socket.AF_UNIX) as sock:
                sock.connect(str(daemon.socket_path()))
                return
        except OSError:
            time.sleep(0.05)
    raise AssertionError("the daemon did not start listening")


@pytest.fixture()
def running_daemon():
    proc = serve(idle=120)
    wait_until_listening(proc)
    yield proc
    try:
        daemon.request("shutdown", {})
    except (daemon.Unreachable, OSError):
        pass
    proc.wait(timeout=60)


def hook(event, payload, **kwargs):
    out, err = io.StringIO(), io.StringIO()
    code = claude_code.run_hook(event, io.StringIO(json.dumps(payload)), out, err, **kwargs)
    return code, out.getvalue(), err.getvalue()


def failing_handlers(monkeypatch):
    """In-process work that would fail: an answer then can only have come from the daemon."""

    def boom(payload, classifier=None):
        raise AssertionError("worked in-process")

    monkeypatch.setattr(claude_code, "HANDLERS", dict.fromkeys(claude_code.HANDLERS, boom))


def test_hooks_are_answered_by_the_daemon(running_daemon, monkeypatch):
    started = []
    monkeypatch.setattr(daemon, "start", lambda: started.append(1))
    failing_handlers(monkeypatch)
    assert hook("UserPromptSubmit", PROMPT) == (0, "", "")
    code, out, err = hook("PreToolUse", CALL)
    answer = json.loads(out)["hookSpecificOutput"]
    assert (
        code == 0 and err == "" and answer["permissionDecision"] == "ask" and RULE in answer["permissionDecisionReason"]
    )
    monkeypatch.setenv("PINLANE_HOOK_DECISION", "deny")  # the client's environment travels with the call
    assert json.loads(hook("PreToolUse", CALL)[1])["hookSpecificOutput"]["permissionDecision"] == "deny"
    assert started == []


def test_the_real_hook_command_uses_the_daemon(running_daemon):
    for event, payload in (("UserPromptSubmit", PROMPT), ("PreToolUse", CALL)):
        done = subprocess.run(
            [sys.executable, "-m", "pinlane", "hooks", "run", event],
            input=json.dumps(payload),
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 0 and done.stderr == ""
    assert json.loads(done.stdout)["hookSpecificOutput"]["permissionDecision"] == "ask"
    assert running_daemon.poll() is None


def test_a_daemon_error_fails_open_and_is_not_redone_in_process(running_daemon, monkeypatch):
    failing_handlers(monkeypatch)
    code, out, err = hook("UserPromptSubmit", {"session_id": "s1"})  # no prompt: KeyError in the daemon
    assert code == 0 and out == "" and "pinlane daemon: KeyError" in err and "worked in-process" not in err


def test_without_a_daemon_the_hook_works_in_process_and_starts_one(monkeypatch):
    started = []
    monkeypatch.setattr(daemon, "start", lambda: started.append(1))
    assert hook("UserPromptSubmit", PROMPT) == (0, "", "")
    code, out, _ = hook("PreToolUse", CALL)
    assert json.loads(out)["hookSpecificOutput"]["permissionDecision"] == "ask"
    assert started == [1, 1]


def test_a_stale_socket_file_falls_back(monkeypatch):
    path = daemon.socket_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    with socket.socket(socket.AF_UNIX) as sock:  # bound, then closed: nobody listens
        sock.bind(str(path))
    monkeypatch.setattr(daemon, "start", lambda: None)
    assert hook("UserPromptSubmit", PROMPT)[0] == 0
    assert json.loads(hook("PreToolUse", CALL)[1])["hookSpecificOutput"]["permissionDecision"] == "ask"


def test_daemon_off_never_asks_it(monkeypatch):
    monkeypatch.setenv("PINLANE_DAEMON", "off")
    monkeypatch.setattr(daemon, "request", lambda *a, **k: pytest.fail("asked the daemon"))
    assert hook("UserPromptSubmit", PROMPT) == (0, "", "")


def test_the_daemon_exits_when_idle_and_removes_its_socket():
    proc = serve(idle=1)
    wait_until_listening(proc)
    assert daemon.request("PreToolUse", {"session_id": "x", "tool_name": "Bash", "tool_input": {"command": "ls"}})["ok"]
    assert proc.wait(timeout=60) == 0
    assert not daemon.socket_path().exists()


def test_one_daemon_per_home(running_daemon):
    second = serve(idle=120)
    assert second.wait(timeout=60) == 0  # the lock is held: it leaves at once
    assert running_daemon.poll() is None


def test_another_version_is_refused_and_the_daemon_restarts(running_daemon, monkeypatch):
    monkeypatch.setattr(daemon, "config_key", lambda: "another version")
    with pytest.raises(daemon.Unreachable, match="another pinlane version"):
        daemon.request("PreToolUse", CALL)
    assert running_daemon.wait(timeout=60) == 0


def test_warming_up_loads_the_sentence_splitter_too():
    """The daemon exists so a hook does not pay start-up costs; spaCy's import is one of them
    and only loads when a message has two sentences."""
    code = (
        "import sys\n"
        "from pinlane.integrations.daemon import Daemon\n"
        "Daemon(idle=1).warm()\n"
        "print('spacy' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert out.stdout.strip() == "True"
