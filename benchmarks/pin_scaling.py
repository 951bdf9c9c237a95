"""Pinning cost against the number of distinct rule lines in one message (#19.2).

    python benchmarks/pin_scaling.py              # ledger cost only (a classifier stub)
    python benchmarks/pin_scaling.py --real 2000  # also the shipped model on 2,000 lines
    python benchmarks/pin_scaling.py --hook 600   # a 600-bullet prompt through the hook process

Prints a table: lines, seconds for ``on_user_turn`` (classification + pinning), rules pinned,
index lookups. The stub returns every line as a certain rule, so the ledger's own cost shows;
``--real`` adds the shipped classifier's time for one size.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from pinlane.classifier.types import Constraint
from pinlane.ledger import Ledger

VERBS = "restart delete deploy email push touch rotate merge drop scale".split()
TARGETS = "primary replica billing backups main staging vault queue cache ledger".split()


def span(message: str, rule: str) -> Constraint:
    """A certain prohibition at ``rule``'s place in ``message`` (the classifier's own type)."""
    start = message.find(rule)
    return Constraint(rule, start, start + len(rule), "prohibition", "task", 0.99)


class EveryLine:
    """Stub classifier: each non-empty line is a certain rule."""

    def classify(self, text: str, *, include_uncertain: bool = False) -> list[Constraint]:
        return [span(text, line.strip("- ").strip()) for line in text.splitlines() if line.strip()]


def rules_text(n: int) -> str:
    return "\n".join(
        f"- Never {VERBS[i % 10]} the {TARGETS[i // 10 % 10]} {i // 100} of cluster {i}." for i in range(n)
    )


def run(n: int, classifier: object, folder: Path) -> tuple[float, int, int]:
    ledger = Ledger(folder / f"pin-{n}-{type(classifier).__name__}.sqlite", classifier=classifier)  # type: ignore[arg-type]
    text = rules_text(n)
    start = time.perf_counter()
    ledger.on_user_turn(text)
    seconds = time.perf_counter() - start
    pinned = len(ledger.rules())
    lookups = ledger._index.lookups if ledger._index else 0
    ledger.close()
    return seconds, pinned, lookups


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[500, 1000, 2000, 4000])
    parser.add_argument("--real", type=int, default=0, help="also time the shipped model on this many lines")
    parser.add_argument("--hook", type=int, default=0, help="time the UserPromptSubmit hook on this many bullets")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        print(f"{'lines':>6} {'classifier':>10} {'seconds':>8} {'pinned':>7} {'lookups':>8}")
        for n in args.sizes:
            seconds, pinned, lookups = run(n, EveryLine(), Path(tmp))
            print(f"{n:>6} {'stub':>10} {seconds:>8.2f} {pinned:>7} {lookups:>8}")
        if args.real:
            from pinlane.classifier import ConstraintClassifier

            model = ConstraintClassifier.load()
            model.classify("Never push to main.")  # load spaCy and the session outside the timing
            seconds, pinned, lookups = run(args.real, model, Path(tmp))
            print(f"{args.real:>6} {'shipped':>10} {seconds:>8.2f} {pinned:>7} {lookups:>8}")
        if args.hook:
            seconds, pinned = run_hook(args.hook, Path(tmp))
            print(f"{args.hook:>6} {'hook':>10} {seconds:>8.2f} {pinned:>7} {'-':>8}")


def run_hook(n: int, folder: Path) -> tuple[float, int]:
    """The UserPromptSubmit hook as Claude Code runs it: a new process, the shipped model."""
    payload = {"session_id": "bench", "hook_event_name": "UserPromptSubmit", "prompt": rules_text(n)}
    env = {**os.environ, "PINLANE_HOME": str(folder / "home")}
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "pinlane", "hooks", "run", "UserPromptSubmit"],
        input=json.dumps(payload),
        text=True,
        env=env,
        check=True,
        timeout=120,
    )
    seconds = time.perf_counter() - start
    ledger = Ledger(folder / "home" / "sessions" / "bench.sqlite", classifier=EveryLine())
    pinned = len(ledger.rules())
    ledger.close()
    return seconds, pinned


if __name__ == "__main__":
    main()
