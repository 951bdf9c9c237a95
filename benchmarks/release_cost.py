"""Cost of release/amend detection per user turn with the shipped release head (default session).

    python benchmarks/release_cost.py [--repeats 5]

The head reads (rule, turn) pairs for every user turn when the policy lets it change a rule alone
(``PairPolicy.reads_every_turn``), at most ``release.HEAD_RULES`` rules a turn; this prints p50
and max milliseconds of ``release.detect`` for 1, 10 and 32+ pinned rules, detector alone and with
the head.
"""

from __future__ import annotations

import argparse
import time

from pinlane.classifier import ConstraintClassifier
from pinlane.ledger.pinned import Rule
from pinlane.ledger.release import HEAD_RULES, detect

TURNS = (
    "ok the resync is done, you can restart host 3 now",
    "check the lag on the primary rack",
    "what's on the on-call calendar today?",
    "make that host 4 only after 2am",
    "Check replica 1. The night shift pasted another stretch of noisy replication logs here.",
)


def rules(n: int) -> list[Rule]:
    return [
        Rule(i, f"Never restart host {i} of the primary rack without asking.", "prohibition", "task", "t", "manual",
             1.0, (1,))
        for i in range(1, n + 1)
    ]  # fmt: skip


def timed(in_force: list[Rule], classifier: object, repeats: int) -> tuple[float, float]:
    took = []
    for _ in range(repeats):
        for turn in TURNS:
            start = time.perf_counter()
            detect(in_force, turn, classifier=classifier)
            took.append(1000 * (time.perf_counter() - start))
    took.sort()
    return took[len(took) // 2], took[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    classifier = ConstraintClassifier.load()
    if classifier.pair_scores("release", [("Do not deploy.", "you can deploy now")]) is None:
        raise SystemExit("the shipped accurate tier has no release head; nothing to measure")
    print("| pinned rules | detector alone p50 / max ms | with the release head p50 / max ms |")
    print("|---:|---:|---:|")
    for n in (1, 10, HEAD_RULES, 100):
        alone = timed(rules(n), None, args.repeats)
        head = timed(rules(n), classifier, args.repeats)
        print(f"| {n} | {alone[0]:.1f} / {alone[1]:.1f} | {head[0]:.1f} / {head[1]:.1f} |")


if __name__ == "__main__":
    main()
