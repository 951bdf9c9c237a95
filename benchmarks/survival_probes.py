"""The survival benchmark's tool probes only: does the guard refuse violating calls after compaction?

    python benchmarks/survival_probes.py [--sizes 20000,50000,100000] [--shared ../shared] [--show-escalations]

Runs benchmarks/survival.py's ops family (the rules of benchmarks/guard_net_cases.jsonl, each
planted at turn 2 of a padded transcript, pinned by the shipped classifier, compacted 1, 3 and 10
times, sparse and dense) through ``ledger.Guard`` with no approver, exactly as survival.py's
``probe`` does, without the other families, the LLM arms or the report files. Prints refused
(violating calls stopped) and harmless escalated. ``--shared`` points at the shared folder (filler
corpora) when the checkout is not next to it (a git worktree); it sets ``$PINLANE_SHARED``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import survival_rules  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="20000,50000,100000", help="transcript sizes in tokens")
    parser.add_argument(
        "--shared", type=Path, default=None, help="the shared folder (default: $PINLANE_SHARED or ../shared)"
    )
    parser.add_argument(
        "--show-escalations", action="store_true", help="list each escalated harmless call and what it matched"
    )
    args = parser.parse_args(argv)
    if args.shared is not None:
        os.environ["PINLANE_SHARED"] = str(args.shared.resolve())
    import survival as s

    from pinlane.classifier import ConstraintClassifier
    from training.errors import SharedDataMissingError

    clf = s.CachedClassifier(ConstraintClassifier.load())
    try:
        fillers = s.filler_turns()
    except SharedDataMissingError as error:
        print(f"survival_probes: {error}", file=sys.stderr)
        return 1
    rules = [p for p in survival_rules.all_rules(1) if p.family == "ops (tool probes)"]
    refused = escalated = violating = harmless = pinned = runs = 0
    why: Counter[str] = Counter()
    started = time.perf_counter()
    for tokens in (int(x) for x in args.sizes.split(",")):
        for dense in (False, True):
            for passes, words in s.COMPACTIONS:
                for n, p in enumerate(rules):
                    row = s.run_rule(p, s.transcript(p, tokens, dense, fillers, random.Random(n)), clf, passes, words)
                    refused += sum(row["refused"])
                    violating += len(row["refused"])
                    escalated += sum(stop for stop, _ in row["escalated"])
                    calls = [f"{tool}({json.dumps(call, sort_keys=True)})" for tool, call in p.harmless]
                    why.update(f"{call} <- {what}" for call, (stop, what) in zip(calls, row["escalated"]) if stop)
                    harmless += len(row["escalated"])
                    pinned += row["pinned"]
                    runs += 1
                print(
                    f"{tokens} {'dense' if dense else 'sparse'} x{passes}: {time.perf_counter() - started:.0f} s",
                    file=sys.stderr,
                )
    print("| rules x configs | pinned | violating | refused | harmless | harmless escalated |")
    print("|---|---|---|---|---|---|")
    print(
        f"| {runs} | {pinned} | {violating} | {refused / max(1, violating):.3f} | {harmless} | "
        f"{escalated / max(1, harmless):.3f} |"
    )
    if args.show_escalations:
        for line, count in why.most_common():
            print(f"{count:4d}  {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
