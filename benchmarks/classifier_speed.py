"""Speed and memory of the shipped classifier; prints a markdown table.

    python benchmarks/classifier_speed.py

Single-message latency (segmentation included), batch throughput in 1 and 2 processes, cold
start (fresh interpreter: import + load + first call) and peak memory, on real corpus lines.
"""

from __future__ import annotations

import gzip
import json
import multiprocessing
import os
import platform
import resource
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
CORPORA = ROOT.parent / "shared" / "corpora"


def messages(limit: int = 4000) -> list[str]:
    out = []
    for source in ("sgd", "nl2bash", "cursorrules", "multi_if", "ifeval", "tau_bench_sim_user"):
        path = next((CORPORA / source).glob("user_turns.jsonl*"))
        opener = gzip.open if path.suffix == ".gz" else open
        with opener(path, "rt", encoding="utf-8") as handle:
            out += [json.loads(line)["text"] for _, line in zip(range(limit // 6), handle)]
    return out


def _throughput(texts: list[str]) -> float:
    from classifier import ConstraintClassifier

    clf = ConstraintClassifier.load()
    clf.classify_batch(texts[:200])
    started = time.perf_counter()
    clf.classify_batch(texts)
    return len(texts) / (time.perf_counter() - started)


def main() -> int:
    from classifier import DEFAULT_MODEL_PATH, ConstraintClassifier

    texts = messages()
    clf = ConstraintClassifier.load()
    for t in texts[:200]:
        clf.classify(t)
    latency = []
    for t in texts:
        started = time.perf_counter()
        clf.classify(t)
        latency.append(time.perf_counter() - started)
    many = texts * 5
    one_proc = _throughput(many)
    with multiprocessing.get_context("fork").Pool(2) as pool:
        halves = [many[0::2], many[1::2]]
        started = time.perf_counter()
        pool.map(_throughput, halves)  # each worker times its own half; wall time below
        wall = time.perf_counter() - started
    two_proc = len(many) / wall
    code = (
        "import time; t=time.perf_counter(); from classifier import ConstraintClassifier; "
        "c=ConstraintClassifier.load(); c.classify('Do not restart the primary. Thanks.'); "
        "print(time.perf_counter()-t)"
    )
    cold = float(
        subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    )
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    rows = [
        ("single-message latency p50", f"{np.percentile(latency, 50) * 1e3:.3f} ms", "≤ 0.5 ms"),
        ("single-message latency p99", f"{np.percentile(latency, 99) * 1e3:.3f} ms", "≤ 2 ms"),
        ("batch throughput, 1 process", f"{one_proc:,.0f} msg/s", ""),
        (
            "batch throughput, 2 processes (incl. pool start + model load)",
            f"{two_proc:,.0f} msg/s",
            "≥ 10,000 msg/s",
        ),
        ("cold start (import + load + first call)", f"{cold:.2f} s", "≤ 1.5 s"),
        ("artifact size", f"{DEFAULT_MODEL_PATH.stat().st_size / 1e6:.2f} MB", "≤ 5 MB"),
        ("peak RSS of this benchmark process", f"{peak_mb:.0f} MB", "recorded"),
    ]
    print(
        f"Machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}; "
        f"{len(texts)} real corpus messages (mean {np.mean([len(t) for t in texts]):.0f} chars).\n"
    )
    print("| measure | value | target |\n|---|---|---|")
    for name, value, target in rows:
        print(f"| {name} | {value} | {target} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
