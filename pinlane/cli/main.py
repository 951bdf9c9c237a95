"""The `pinlane` command: one dispatch table, each command in its own module.

Each command module has ``add_arguments(parser)`` and ``run(args) -> int`` and is imported only
when used, so `pinlane classify` never loads ledger code and `pinlane --version` loads nothing.

Exit status: 0 when the job did what was asked; 1 for a pinlane error (one line on stderr, no
traceback); 2 for a usage error (argparse's own convention); 130 on Ctrl-C. A closed stdout
(``pinlane classify --jsonl big.jsonl | head``) ends the run quietly.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

#: command -> (module, one-line help). Training-side commands need a source checkout.
COMMANDS: dict[str, tuple[str, str]] = {
    "classify": ("pinlane.cli.classify", "find the constraints in a message or a JSONL file"),
    "label": ("pinlane.cli.label", "label a transcript corpus offline (JSONL/Parquet/CSV/HF)"),
    "demo": ("pinlane.cli.demo", "the on-call incident: a rule survives compaction (offline)"),
    "audit": ("pinlane.cli.audit", "check that a transcript's rules survive compaction"),
    "hooks": ("pinlane.cli.hooks", "Claude Code hooks: pinlane hooks install|run"),
    "mcp": ("pinlane.integrations.mcp_server", "serve the ledger to an MCP host over stdio (mcp extra)"),
    "bench": ("training.bench", "score the classifier and an LLM pinner on a labeled set (checkout)"),
    "train": ("training.cli_train", "rebuild the model from data/ (source checkout, train extra)"),
    "validate": ("training.validate", "validate data/ and print the counts table (source checkout)"),
}

#: Exit status for a pinlane error (usage errors are argparse's 2).
EXIT_ERROR = 1
EXIT_USAGE = 2


def _error_types() -> tuple[type[BaseException], ...]:
    """Every package's error base: the library raises these, the CLI turns them into one line."""
    types: list[type[BaseException]] = []
    for module, name in (
        ("pinlane.classifier.errors", "ClassifierError"),
        ("pinlane.ledger.errors", "LedgerError"),
        ("training.errors", "TrainingError"),
    ):
        try:
            types.append(getattr(importlib.import_module(module), name))
        except (ImportError, AttributeError):
            continue
    return tuple(types)


def _version() -> str:
    from pinlane import __version__

    return f"pinlane {__version__}"


def build_parser() -> tuple[argparse.ArgumentParser, dict[str, argparse.ArgumentParser]]:
    parser = argparse.ArgumentParser(
        prog="pinlane", description="Keep an LLM agent's rules through context compaction."
    )
    parser.add_argument("--version", action="version", version=_version())
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    subparsers = {name: sub.add_parser(name, help=text, description=text) for name, (_, text) in COMMANDS.items()}
    return parser, subparsers


def _find_checkout() -> None:
    """Put the source checkout holding ``training/`` on sys.path (``pinlane train`` from a checkout:
    the entry-point script does not see the current folder)."""
    for folder in (Path.cwd(), *Path.cwd().parents):
        if (folder / "training" / "__init__.py").is_file() and (folder / "pyproject.toml").is_file():
            if str(folder) not in sys.path:
                sys.path.insert(0, str(folder))
            return


def _load(name: str) -> Any:
    module_name = COMMANDS[name][0]
    if module_name.startswith("training."):
        _find_checkout()
    try:
        return importlib.import_module(module_name)
    except ImportError as exc:
        if module_name.startswith("training.") and (exc.name or "").split(".")[0] == "training":
            raise _Unavailable(
                f"needs a source checkout of pinlane (the training code is not in the wheel): "
                f"run it as `python -m training {name}` from the repository."
            ) from exc
        raise _Unavailable(
            f"unavailable ({exc}). Install the extra it needs, e.g. pip install 'pinlane[{_extra(name)}]'."
        ) from exc


def _extra(name: str) -> str:
    return {"mcp": "mcp", "label": "label", "bench": "train", "train": "train"}.get(name, "test")


class _Unavailable(Exception):
    pass


class UsageError(Exception):
    """A command was called wrongly (missing input, conflicting options): exit 2, one line."""


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser, subparsers = build_parser()
    name = next((a for a in args_list if not a.startswith("-")), None)
    module = None
    if name in COMMANDS:
        try:
            module = _load(name)
        except _Unavailable as exc:
            print(f"pinlane {name}: {exc}", file=sys.stderr)
            return EXIT_ERROR
        module.add_arguments(subparsers[name])
    try:
        args = parser.parse_args(args_list)
    except SystemExit as exc:  # --help, --version (0) and usage errors (2)
        return int(exc.code or 0)
    if module is None:
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    try:
        return int(module.run(args) or 0)
    except UsageError as exc:
        print(f"pinlane {name}: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except _error_types() as exc:
        print(f"pinlane {name}: {exc}", file=sys.stderr)
        return EXIT_ERROR
    except BrokenPipeError:
        # The reader went away (`| head`): stop quietly, and keep Python from complaining again
        # when it flushes stdout at exit.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    except KeyboardInterrupt:
        print(f"pinlane {name}: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
