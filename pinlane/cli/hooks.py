"""`pinlane hooks run EVENT` (run by the host) and `pinlane hooks install claude-code`.

After installing, the written hook command is run once with sample payloads, the way the host
runs it (through a shell, with a bare PATH, against a scratch ``$PINLANE_HOME``), and the result
is reported: a hook that cannot start (exit 127) or answers wrongly fails the install, exit 1.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import tempfile
import time
from pathlib import Path

from pinlane.integrations.claude_code import EVENTS, hook_command, run_hook, settings_with_hooks
from pinlane.ledger.errors import InvalidMessageError

#: The sample the install check sends: a prompt with a rule, then a call that breaks it.
SAMPLE_RULE = "Never run terraform apply on the shared account."
CHECK_TIMEOUT = 60


def add_arguments(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    run = actions.add_parser("run", help="run one hook event (the host calls this; JSON on stdin)")
    run.add_argument("event", choices=EVENTS, help="the hook event the host is running")
    install = actions.add_parser("install", help="add pinlane's hooks to an agent host's settings")
    install.add_argument("host", choices=["claude-code"], help="the agent host")
    install.add_argument("--settings", default=".claude/settings.json", help="settings file to update")
    install.add_argument("--no-check", action="store_true", help="do not run the hook once after installing")


def run(args: argparse.Namespace) -> int:
    if args.action == "run":
        return run_hook(args.event)
    return run_install(args)


def run_install(args: argparse.Namespace) -> int:

    path = Path(args.settings)
    settings = {}
    if path.exists():
        try:
            settings = json.loads(path.read_text() or "{}")
        except json.JSONDecodeError as exc:
            raise InvalidMessageError(f"{path} is not valid JSON ({exc.msg}); fix it or pass --settings.") from exc
        if not isinstance(settings, dict):
            raise InvalidMessageError(f"{path} must hold a JSON object; fix it or pass --settings.")
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(settings_with_hooks(settings), indent=2) + "\n")
    tmp.replace(path)
    command = hook_command()
    print(f"pinlane hooks installed in {path}: {command} EVENT")
    if args.no_check:
        return 0
    ok, report = check_hook(command)
    print(report)
    return 0 if ok else 1


def check_hook(command: str) -> tuple[bool, str]:
    """Run the installed command as the host would, on a sample prompt and a breaking call."""
    session = {"session_id": "pinlane-install-check", "transcript_path": "", "cwd": os.getcwd()}
    prompt = {**session, "hook_event_name": "UserPromptSubmit", "prompt": f"{SAMPLE_RULE} Show me the plan first."}
    call = {
        **session,
        "hook_event_name": "PreToolUse",
        "tool_name": "Bash",
        "tool_input": {"command": "terraform apply -var account=shared"},
    }
    with tempfile.TemporaryDirectory(prefix="pinlane-hook-check-") as scratch:
        # The host's PATH may lack the venv: a bare PATH shows whether the command stands alone.
        env = {
            "PATH": "/usr/bin:/bin",
            "HOME": os.environ.get("HOME", scratch),
            "PINLANE_HOME": scratch,
            "PINLANE_DAEMON": "off",
        }
        started = time.perf_counter()
        for event, payload in (("UserPromptSubmit", prompt), ("PreToolUse", call)):
            try:
                done = subprocess.run(
                    f"{command} {event}",
                    shell=True,
                    input=json.dumps(payload),
                    capture_output=True,
                    text=True,
                    env=env,
                    timeout=CHECK_TIMEOUT,
                )
            except subprocess.TimeoutExpired:
                return False, f"hook check FAILED: {event} did not answer within {CHECK_TIMEOUT} s."
            problem = done.stderr.strip().splitlines()[-1] if done.stderr.strip() else ""
            if done.returncode != 0 or "warning" in done.stderr:
                return False, f"hook check FAILED: {event} exited {done.returncode}: {problem or 'no output'}"
        try:
            answer = json.loads(done.stdout)["hookSpecificOutput"]
        except (ValueError, KeyError, TypeError):
            return (
                False,
                f"hook check FAILED: PreToolUse did not ask about a call that breaks a pinned rule: {done.stdout!r}",
            )
        if answer.get("permissionDecision") not in ("ask", "deny"):
            return False, f"hook check FAILED: PreToolUse answered {answer.get('permissionDecision')!r}."
    seconds = time.perf_counter() - started
    return True, (
        f"hook check ok: UserPromptSubmit pinned a sample rule and PreToolUse answered "
        f"{answer['permissionDecision']!r} for a call breaking it ({seconds:.1f} s, without the daemon)."
    )
