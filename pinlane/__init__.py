"""pinlane: keep an LLM agent's rules through context compaction.

The import root for everything that ships:

- ``pinlane.classifier``: finds the rule sentences in a user message (ONNX, no torch).
- ``pinlane.ledger``: the three-lane context (pinned rules, task state, history), its store,
  compaction and guards.
- ``pinlane.integrations``: Claude Code hooks, the MCP server, LangChain and OpenAI Agents
  adapters, the pytest plugin.
- ``pinlane.cli``: the ``pinlane`` command.

>>> import pinlane
>>> ledger = pinlane.Ledger(":memory:")                 # doctest: +SKIP
>>> ledger.on_user_turn("Never push to main.")          # doctest: +SKIP
"""

from __future__ import annotations

from typing import Any

__all__ = ["ConstraintClassifier", "Ledger", "__version__"]


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("pinlane")
    except PackageNotFoundError:  # imported from a source tree that was never installed
        return "0+unknown"


def __getattr__(name: str) -> Any:
    # __version__ is looked up on first use: importlib.metadata costs every hook process ~17 ms.
    if name == "__version__":
        return _version()
    # The two main verbs at the top, imported lazily so `import pinlane` stays cheap (no spaCy,
    # no onnxruntime) for the hooks and the CLI's argument parsing.
    if name == "ConstraintClassifier":
        from pinlane.classifier import ConstraintClassifier

        return ConstraintClassifier
    if name == "Ledger":
        from pinlane.ledger import Ledger

        return Ledger
    raise AttributeError(f"module 'pinlane' has no attribute {name!r}")
