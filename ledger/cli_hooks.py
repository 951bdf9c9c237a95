"""`pinlane hook EVENT` (run by the host) and `pinlane hooks install claude-code`."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ledger.errors import InvalidMessageError
from ledger.hooks import EVENTS, run_hook, settings_with_hooks


def add_hook_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("event", choices=EVENTS, help="the hook event the host is running")


def run_hook_command(args: argparse.Namespace) -> int:
    return run_hook(args.event)


def add_install_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("action", choices=["install"], help="what to do")
    parser.add_argument("host", choices=["claude-code"], help="the agent host")
    parser.add_argument("--settings", default=".claude/settings.json", help="settings file to update")


def run_install(args: argparse.Namespace) -> int:
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
