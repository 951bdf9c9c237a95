"""Speed and memory of the shipped classifier; prints a markdown table.

    python benchmarks/classifier_speed.py

Single-message latency (segmentation included), batch throughput in 1 and 2 processes, cold
start (fresh interpreter: import + load + first call) and peak memory, on real corpus lines.
"""

from __future__ import annotations

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
if str(ROOT) not in sys.path:  # run as a script: the shared-data paths live in training/
    sys.path.insert(0, str(ROOT))
from training.shared import read_corpus  # noqa: E402

SOURCES = ("sgd", "nl2bash", "cursorrules", "hh_rlhf_harmless", "multi_if", "ifeval", "tau_bench_sim_user")


def messages(limit: int = 4000) -> list[str]:
    """Up to ``limit`` distinct real messages, an equal share from each source where it has them."""
    per_source = []
    for source in SOURCES:
        per_source.append([row["text"] for row in read_corpus(source, limit=limit)])
    out: list[str] = []
    seen: set[str] = set()
    for row in _round_robin(per_source):
        if row not in seen:
            seen.add(row)
            out.append(row)
        if len(out) == limit:
            break
    return out


def _round_robin(lists: list[list[str]]) -> list[str]:
    longest = max(len(items) for items in lists)
    return [items[i] for i in range(longest) for items in lists if i < len(items)]


_WORKER_CLF = None


def _worker_init() -> None:
    global _WORKER_CLF
    from pinlane.classifier import ConstraintClassifier

    _WORKER_CLF = ConstraintClassifier.load()


def _worker_classify(texts: list[str]) -> int:
    assert _WORKER_CLF is not None
    return sum(len(found) for found in _WORKER_CLF.classify_batch(texts))


def _pool_throughput(texts: list[str], processes: int = 2, chunk: int = 1000) -> tuple[float, float]:
    """(msg/s with warm workers, seconds to start the pool and load the model in each worker).

    A service keeps its workers: they load the model once, so pool start is reported apart.
    """
    started = time.perf_counter()
    with multiprocessing.get_context("spawn").Pool(processes, initializer=_worker_init) as pool:
        pool.map(_worker_classify, [texts[:100]] * processes)  # every worker loaded and warm
        startup = time.perf_counter() - started
        chunks = [texts[i : i + chunk] for i in range(0, len(texts), chunk)]
        started = time.perf_counter()
        pool.map(_worker_classify, chunks, chunksize=1)
        return len(texts) / (time.perf_counter() - started), startup


def _throughput(texts: list[str]) -> float:
    from pinlane.classifier import ConstraintClassifier

    clf = ConstraintClassifier.load()
    clf.classify_batch(texts[:200])
    started = time.perf_counter()
    clf.classify_batch(texts)
    return len(texts) / (time.perf_counter() - started)


def main() -> int:
    from pinlane.classifier import DEFAULT_MODEL_PATH, ConstraintClassifier

    texts = messages()
    clf = ConstraintClassifier.load()
    for t in texts[:200]:
        clf.classify(t)
    latency = []
    for t in texts:
        started = time.perf_counter()
        clf.classify(t)
        latency.append(time.perf_counter() - started)
    many = messages(20_000)  # distinct texts: no cache can serve a repeat
    one_proc = _throughput(many)
    two_proc, pool_start = _pool_throughput(many)
    code = (
        "import time; t=time.perf_counter(); from classifier import ConstraintClassifier; "
        "c=ConstraintClassifier.load(); c.classify('Do not restart the primary. Thanks.'); "
        "print(time.perf_counter()-t)"
    )
    cold = float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout)
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    rows = [
        ("single-message latency p50", f"{np.percentile(latency, 50) * 1e3:.3f} ms", "≤ 0.5 ms"),
        ("single-message latency p99", f"{np.percentile(latency, 99) * 1e3:.3f} ms", "≤ 2 ms"),
        ("batch throughput, 1 process", f"{one_proc:,.0f} msg/s", ""),
        (
            "batch throughput, 2 processes (warm workers)",
            f"{two_proc:,.0f} msg/s",
            "≥ 10,000 msg/s",
        ),
        ("2-process pool start (spawn, import, load, warm)", f"{pool_start:.2f} s", "once per service"),
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
