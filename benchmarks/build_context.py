"""Time of Ledger.build_context() over a 10,000-message history (summarizer excluded).

    python benchmarks/build_context.py

The history is built once (messages stored in SQLite, 25 pinned rules, one compaction done),
then build_context is timed with compaction off, i.e. the per-turn cost an agent loop pays.
"""

from __future__ import annotations

import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

from pinlane.ledger import Ledger


class NoRules:
    def classify(self, text, *, include_uncertain=False):
        return []


def main() -> int:
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in (1_000, 10_000):
            ledger = Ledger(Path(tmp) / f"b{n}.sqlite", classifier=NoRules(), budget_tokens=8_000, keep_last_turns=3)
            for i in range(25):
                ledger.pin(f"Never touch service number {i}.", kind="prohibition", scope="task")
            for i in range(n // 2):
                ledger.add_message("user", f"check host {i} and report the p99 latency please")
                ledger.add_message("assistant", f"host {i}: p99 is {i % 500} ms, nothing unusual in the logs.")
            ledger.compact()
            times = []
            for _ in range(30):
                started = time.perf_counter()
                ledger.build_context(compact=False)
                times.append(time.perf_counter() - started)
            rows.append(
                (
                    n,
                    statistics.median(times) * 1e3,
                    max(times) * 1e3,
                    len(ledger.build_context(compact=False)),
                )
            )
    print(
        f"Machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}; SQLite file store.\n"  # noqa: E501
    )
    print("| history messages | build_context median | max of 30 | messages rendered | target |\n|---|---|---|---|---|")
    for n, med, worst, rendered in rows:
        print(f"| {n:,} | {med:.2f} ms | {worst:.2f} ms | {rendered} | ≤ 50 ms |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
