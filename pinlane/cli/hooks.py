"""`pinlane hooks run EVENT` (run by the host) and `pinlane hooks install claude-code`."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from pinlane.integrations.claude_code import EVENTS, run_hook, settings_with_hooks


def add_arguments(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    run = actions.add_parser("run", help="run one hook event (the host calls this; JSON on stdin)")
    run.add_argument("event", choices=EVENTS, help="the hook event the host is running")
    install = actions.add_parser("install", help="add pinlane's hooks to an agent host's settings")
    install.add_argument("host", choices=["claude-code"], help="the agent host")
    install.add_argument("--settings", default=".claude/settings.json", help="settings file to update")


def run(args: argparse.Namespace) -> int:
    if args.action == "run":
        return run_hook(args.event)
    return run_install(args)


def run_install(args: argparse.Namespace) -> int:
    from pinlane.ledger.errors import InvalidMessageError

    path = Path(args.settings)
    settings = {}
    if path.exists():
        try:
            settings = json.loads(path.read_text() or "{}")
        except json.JSONDecodeError as exc:
            raise InvalidMessageError(f"{path} is not valid JSON ({exc.msg}); fix it or pass --settings.") from exc
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(settings_with_hooks(settings), indent=2) + "\n")
    tmp.replace(path)
    print(f"pinlane hooks installed in {path}")
    return 0
