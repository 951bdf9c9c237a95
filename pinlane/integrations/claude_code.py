"""Claude Code hooks: pin rules from each prompt, restore them after compaction, check tool calls.

Each hook reads the host's JSON on stdin and prints its JSON answer. A hook must never block
the user's work on a pinlane error: any failure is logged to stderr and the hook exits 0 with
no decision (fail open). The ledger is kept per session under ``$PINLANE_HOME/sessions``.

The hook is a thin client of a warm daemon (``pinlane.integrations.daemon``) when one runs, and
does the work in-process otherwise; the ledger, guard and classifier are imported only then, so
the client path starts fast.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shlex
import sys
import traceback
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

if TYPE_CHECKING:
    from pinlane.ledger.core import Ledger

EVENTS = ("UserPromptSubmit", "SessionStart", "PreToolUse")
#: What PreToolUse answers for a call that matches a pinned prohibition ("ask" or "deny").
DEFAULT_DECISION = "ask"
_SAFE_ID = re.compile(r"[^A-Za-z0-9_.-]")
_HASHED = re.compile(r"-[0-9a-f]{16}$")


def home() -> Path:
    return Path(os.environ.get("PINLANE_HOME") or Path.home() / ".pinlane")


def session_file_name(session_id: str) -> str:
    """One file name per session id, injectively: a plain id is its own name; any other id (one
    with characters replaced, or that looks like a hashed name) gets a hash suffix, so
    ``proj/one`` and ``proj_one`` never share a ledger."""
    session_id = session_id or "default"
    safe = _SAFE_ID.sub("_", session_id)[:80]
    if safe == session_id and not _HASHED.search(session_id):
        return f"{safe}.sqlite"
    digest = hashlib.sha256(session_id.encode("utf-8", "surrogatepass")).hexdigest()[:16]
    return f"{safe}-{digest}.sqlite"


def session_ledger(session_id: str, classifier: Any = None) -> Ledger:
    """The session's ledger; ``classifier`` is the daemon's warm one (None: load on demand)."""
    from pinlane.ledger.core import Ledger

    folder = home() / "sessions"
    folder.mkdir(parents=True, exist_ok=True)
    return Ledger(folder / session_file_name(session_id), classifier=classifier)


def on_user_prompt(payload: dict[str, Any], classifier: Any = None) -> dict[str, Any] | None:
    ledger = session_ledger(str(payload.get("session_id", "")), classifier)
    from pinlane.ledger.release import release_note

    ledger.on_user_turn(str(payload["prompt"]))
    # A rule the prompt lifted or changed is already updated in the session ledger; the model is
    # told so. Otherwise nothing is added: the rules come back at compaction.
    note = release_note(ledger, ledger.messages[-1].turn)
    if not note:
        return None
    return {"hookSpecificOutput": {"hookEventName": "UserPromptSubmit", "additionalContext": note}}


def on_session_start(payload: dict[str, Any], classifier: Any = None) -> dict[str, Any] | None:
    from pinlane.ledger.pinned import render_block

    if payload.get("source") != "compact":
        return None
    block = render_block(session_ledger(str(payload.get("session_id", "")), classifier).rules())
    if not block:
        return None
    return {"hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": block}}


def _tool_arguments(tool_input: Any) -> dict[str, Any]:
    if not isinstance(tool_input, dict):
        return {"input": str(tool_input)}
    keep = ("command", "file_path", "path", "url", "content", "new_string", "pattern")
    picked = {k: tool_input[k] for k in keep if k in tool_input}
    return picked or tool_input


def on_pre_tool_use(payload: dict[str, Any], classifier: Any = None) -> dict[str, Any] | None:
    from pinlane.ledger.guard import prohibition_hit

    tool = str(payload.get("tool_name", ""))
    tool_input = payload.get("tool_input")
    args = _tool_arguments(tool_input)
    ledger = session_ledger(str(payload.get("session_id", "")), classifier)
    # The matcher reads the whole tool_input (Edit's old_string too) and its description.
    full = tool_input if isinstance(tool_input, dict) else args
    hit = prohibition_hit(ledger, tool, full, description=str(full.get("description") or ""))
    if hit is None:
        return None
    decision = os.environ.get("PINLANE_HOOK_DECISION", DEFAULT_DECISION)
    decision = decision if decision in ("ask", "deny") else DEFAULT_DECISION
    reason = hit.describe(tool)
    ledger.log_decision(tool=tool, arguments=args, decision=f"hook_{decision}", rule=hit.rule, reason=reason)
    return {
        "hookSpecificOutput": {
            "hookEventName": "PreToolUse",
            "permissionDecision": decision,
            "permissionDecisionReason": reason,
        }
    }


HANDLERS = {"UserPromptSubmit": on_user_prompt, "SessionStart": on_session_start, "PreToolUse": on_pre_tool_use}


def run_hook(
    event: str,
    stdin: TextIO = sys.stdin,
    stdout: TextIO = sys.stdout,
    stderr: TextIO = sys.stderr,
    *,
    use_daemon: bool | None = None,
) -> int:
    """Run one hook; always exit 0 (fail open), with a warning on stderr when pinlane failed.

    Asks the warm daemon first (starting one when none answers, then working in-process this
    once); ``use_daemon=False`` or ``PINLANE_DAEMON=off`` always works in-process.
    """
    from pinlane.integrations import daemon

    try:
        payload = json.loads(stdin.read() or "{}")
        if not isinstance(payload, dict):
            raise ValueError(f"hook input must be a JSON object, got {type(payload).__name__}")
        if use_daemon is None:
            use_daemon = not daemon.disabled()
        if use_daemon:
            try:
                reply = daemon.request(event, payload)
            except daemon.Unreachable:
                daemon.start()  # warm for the next call; this one is done in-process
            else:
                if not reply.get("ok"):
                    raise RuntimeError(f"pinlane daemon: {reply.get('error')}")
                answer = reply.get("answer")
                if answer is not None:
                    stdout.write(json.dumps(answer) + "\n")
                return 0
        answer = HANDLERS[event](payload)
        if answer is not None:
            stdout.write(json.dumps(answer) + "\n")
    except Exception as exc:  # fail open: never block the user's work on a pinlane error
        stderr.write(f"pinlane hook {event}: warning: {type(exc).__name__}: {exc} (allowing; see ~/.pinlane)\n")
        log_failure()
    return 0


def log_failure() -> None:
    """Append the current exception's traceback to ``$PINLANE_HOME/hook-errors.log``."""
    log = home() / "hook-errors.log"
    try:
        log.parent.mkdir(parents=True, exist_ok=True)
        with open(log, "a", encoding="utf-8") as handle:
            handle.write(traceback.format_exc())
    except OSError:
        pass


def hook_command() -> str:
    """The hook command line with an absolute interpreter path.

    The host runs hooks with its own PATH, where a venv's bare ``pinlane`` is often missing (the
    hook would exit 127 and pin nothing, silently); the interpreter that ran the installer is the
    one that has pinlane installed.
    """
    return f"{shlex.quote(sys.executable)} -m pinlane hooks run"


def _is_ours(command: str) -> bool:
    return " -m pinlane hooks run " in command or command.startswith(("pinlane hook ", "pinlane hooks run "))


def settings_with_hooks(settings: dict[str, Any], command: str | None = None) -> dict[str, Any]:
    """Claude Code settings with pinlane's three hooks merged in (idempotent; replaces older ones)."""
    command = command or hook_command()
    hooks = settings.setdefault("hooks", {})
    wanted = {
        "UserPromptSubmit": {"hooks": [{"type": "command", "command": f"{command} UserPromptSubmit", "timeout": 10}]},
        "SessionStart": {
            "matcher": "compact",
            "hooks": [{"type": "command", "command": f"{command} SessionStart", "timeout": 10}],
        },
        "PreToolUse": {
            "matcher": "Bash|Edit|Write|MultiEdit",
            "hooks": [{"type": "command", "command": f"{command} PreToolUse", "timeout": 10}],
        },
    }
    for event, entry in wanted.items():
        current = [
            e for e in hooks.get(event, []) if not any(_is_ours(h.get("command", "") + " ") for h in e.get("hooks", []))
        ]
        hooks[event] = [*current, entry]
    return settings
