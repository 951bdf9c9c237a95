"""The `pinlane` command: one entry point, subcommands in their own modules.

Each subcommand module has ``add_arguments(parser)`` and ``run(args) -> int`` and is imported
only when used, so `pinlane classify` never loads training or ledger code. Expected failures
(any pinlane error) print one line and exit 2; no traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from typing import Any

#: subcommand -> (module, one-line help)
COMMANDS: dict[str, tuple[str, str]] = {
    "classify": ("classifier.cli_classify", "find the constraints in a message or a JSONL file"),
    "demo": ("ledger.demo", "the on-call incident: a rule survives compaction (offline)"),
    "train": ("training.cli_train", "rebuild models/ from data/ (needs the train extra)"),
    "validate": ("training.validate", "validate data/ and print the counts table"),
    "bench": ("training.bench", "score the classifier and an LLM pinner on a labeled set"),
    "label": ("classifier.cli_label", "label a transcript corpus offline (JSONL/Parquet/CSV/HF)"),
    "audit": ("ledger.audit", "check that a transcript's rules survive compaction"),
    "hook": ("ledger.cli_hooks:hook", "run a Claude Code hook (reads the host's JSON on stdin)"),
    "hooks": ("ledger.cli_hooks:install", "install pinlane's hooks: pinlane hooks install claude-code"),
    "mcp": ("ledger.mcp_server", "serve the ledger to an MCP host over stdio (needs the mcp extra)"),
}


def _error_types() -> tuple[type[BaseException], ...]:
    types: list[type[BaseException]] = []
    for module, name in (
        ("classifier.errors", "ClassifierError"),
        ("ledger.errors", "LedgerError"),
        ("training.errors", "TrainingError"),
    ):
        try:
            types.append(getattr(importlib.import_module(module), name))
        except (ImportError, AttributeError):
            continue
    return tuple(types)


class _Command:
    """A subcommand whose functions live under other names in a shared module."""

    def __init__(self, module: object, prefix: str) -> None:
        names = {
            "hook": ("add_hook_arguments", "run_hook_command"),
            "install": ("add_install_arguments", "run_install"),
        }
        add, run = names[prefix]
        self.add_arguments = getattr(module, add)
        self.run = getattr(module, run)


def _load(spec: str) -> Any:
    module_name, _, prefix = spec.partition(":")
    module = importlib.import_module(module_name)
    return _Command(module, prefix) if prefix else module


def build_parser() -> tuple[argparse.ArgumentParser, dict[str, argparse.ArgumentParser]]:
    parser = argparse.ArgumentParser(
        prog="pinlane", description="Keep an LLM agent's rules through context compaction."
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    subparsers = {}
    for name, (_, help_text) in COMMANDS.items():
        subparsers[name] = sub.add_parser(name, help=help_text, description=help_text)
    return parser, subparsers


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser, subparsers = build_parser()
    name = args_list[0] if args_list and args_list[0] in COMMANDS else None
    module = None
    if name is not None:
        try:
            module = _load(COMMANDS[name][0])
        except ImportError as exc:
            print(
                f"pinlane {name}: unavailable ({exc}). Install the extra it needs, e.g. pip install -e '.[train]'.",
                file=sys.stderr,
            )
            return 2
        module.add_arguments(subparsers[name])
    args = parser.parse_args(args_list)
    if module is None:
        parser.print_help()
        return 0 if not args_list else 2
    try:
        return int(module.run(args) or 0)
    except _error_types() as exc:
        print(f"pinlane {name}: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"pinlane {name}: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
