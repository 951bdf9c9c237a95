"""Turns per second of `pinlane label` for 1 and 2 processes and on a local Ray; prints a table.

    python benchmarks/label_speed.py [--turns 200000]

The corpus is built from ../shared/corpora: real user turns, cycled in OpenAI message format
(two user turns per conversation) until it holds the asked number of user turns.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script: the shared-data paths live in training/
    sys.path.insert(0, str(ROOT))
from training.shared import read_corpus  # noqa: E402

SOURCES = (
    "sgd",
    "taskmaster4",
    "nl2bash",
    "cursorrules",
    "multi_if",
    "ifeval",
    "tau_bench_sim_user",
    "hh_rlhf_harmless",
    "self_instruct",
    "mt_bench",
    "followbench",
)


def build_corpus(path: Path, turns: int) -> None:
    texts = []
    for source in SOURCES:
        texts += [row["text"] for row in read_corpus(source)]
    with open(path, "w", encoding="utf-8") as out:
        for i in range(0, turns, 2):
            a, b = texts[i % len(texts)], texts[(i + 1) % len(texts)]
            out.write(
                json.dumps(
                    {
                        "messages": [
                            {"role": "user", "content": a},
                            {"role": "assistant", "content": "ok"},
                            {"role": "user", "content": b},
                        ]
                    }
                )
                + "\n"
            )


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--turns", type=int, default=200_000)
    parser.add_argument("--no-ray", action="store_true")
    args = parser.parse_args()
    from pinlane.classifier.labeling import label_corpus

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        corpus = Path(tmp) / "corpus.jsonl"
        build_corpus(corpus, args.turns)
        configs = [("local", 1), ("local", 2)] + ([] if args.no_ray else [("ray", 2)])
        for engine, procs in configs:
            out = Path(tmp) / f"out-{engine}-{procs}.parquet"
            started = time.perf_counter()
            summary = label_corpus(corpus, out, engine=engine, num_proc=procs, progress=False)
            elapsed = time.perf_counter() - started
            rows.append((engine, procs, summary["user_turns"], elapsed, summary["user_turns"] / elapsed))
    print(
        f"Machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}; "
        f"corpus of {args.turns:,} user turns from ../shared/corpora (JSONL, OpenAI messages) -> Parquet.\n"
    )
    print("| engine | processes | user turns | seconds | turns/s | 1M turns would take |")
    print("|---|---|---|---|---|---|")
    for engine, procs, n, elapsed, rate in rows:
        print(f"| {engine} | {procs} | {n:,} | {elapsed:.1f} | {rate:,.0f} | {1e6 / rate / 60:.1f} min |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
