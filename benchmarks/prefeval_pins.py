"""Stated preferences from a source nobody here trained or labeled on: PrefEval, message level.

    python benchmarks/prefeval_pins.py [--shared DIR] [--limit N]

PrefEval (CC-BY-NC-4.0, evaluation only: never in ``data/`` or training) pairs each explicit
preference ("I dislike reptiles as pets.") with requests that carry no rule ("What pets should
I get?"). Labels come by construction, so no one here chose them: every explicit preference
must be pinned, and a request should pin nothing. Prints, per tier, the share of preferences
pinned (recall), the share of requests that pin something (false pins), the kinds given to the
pinned preferences, and the same with the safety net (uncertain spans) counted as caught.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script: training/ is not installed
    sys.path.insert(0, str(ROOT))

from pinlane.classifier import ConstraintClassifier  # noqa: E402
from training.shared import SharedDataMissingError, read_corpus  # noqa: E402

#: PrefEval line kinds: a preference stated outright, and requests that state none.
RULE_KINDS = ("explicit_preference",)
REQUEST_KINDS = ("query_that_would_violate_preference", "implicit_choice_query")


@dataclass
class TierResult:
    """Message-level counts for one tier."""

    rules: int = 0
    rules_pinned: int = 0
    rules_caught: int = 0  # pinned or in the safety net
    requests: int = 0
    requests_pinned: int = 0
    requests_caught: int = 0
    kinds: Counter = field(default_factory=Counter)

    def row(self, name: str) -> str:
        def share(a: int, b: int) -> str:
            return f"{a / b:.3f}" if b else "-"

        kinds = ", ".join(f"{k} {share(n, self.rules_pinned)}" for k, n in self.kinds.most_common())
        return (
            f"| {name} | {self.rules} | {share(self.rules_pinned, self.rules)} | {share(self.rules_caught, self.rules)}"
            f" | {self.requests} | {share(self.requests_pinned, self.requests)}"
            f" | {share(self.requests_caught, self.requests)} | {kinds} |"
        )


def score_tier(classifier: ConstraintClassifier, rules: list[str], requests: list[str], *, fast: bool) -> TierResult:
    """Classify both groups once (uncertain spans included) and count at message level."""
    result = TierResult(rules=len(rules), requests=len(requests))
    for texts, is_rule in ((rules, True), (requests, False)):
        for spans in classifier.classify_batch(texts, include_uncertain=True, fast=fast):
            pinned = [s for s in spans if s.certain]
            if is_rule:
                result.rules_pinned += bool(pinned)
                result.rules_caught += bool(spans)
                if pinned:
                    result.kinds[max(pinned, key=lambda s: s.confidence).kind] += 1
            else:
                result.requests_pinned += bool(pinned)
                result.requests_caught += bool(spans)
    return result


def load_groups(limit: int | None) -> tuple[list[str], list[str]]:
    """Explicit preferences and rule-free requests, deduplicated, in file order."""
    rows = read_corpus("prefeval")
    rules = list(dict.fromkeys(r["text"] for r in rows if r["meta"]["kind"] in RULE_KINDS))
    requests = list(dict.fromkeys(r["text"] for r in rows if r["meta"]["kind"] in REQUEST_KINDS))
    return rules[:limit], requests[:limit]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, help="the shared folder (default $PINLANE_SHARED, else ../shared)")
    parser.add_argument("--limit", type=int, help="at most this many messages per group")
    args = parser.parse_args(argv)
    if args.shared is not None:
        os.environ["PINLANE_SHARED"] = str(args.shared.resolve())
    try:
        rules, requests = load_groups(args.limit)
    except SharedDataMissingError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    classifier = ConstraintClassifier.load(threads=1)
    print(
        "| tier | preferences | pinned | pinned or safety net | requests | false pins | false pins or safety net "
        "| kind of the pinned preferences |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---|")
    for name, fast in (("accurate (default)", False), ("fast", True)):
        print(score_tier(classifier, rules, requests, fast=fast).row(name))
    return 0


if __name__ == "__main__":
    sys.exit(main())
