"""Accurate (cascade) vs fast (n-gram) tier, side by side: accuracy and speed; prints markdown.

    python benchmarks/tiers.py [--speed-messages 20000] [--out FILE] [--encoder FILE ...]

Accuracy uses the scoring of LABELING.md section 6 on: the held-out sources (test split rows of
sources or repositories never in train or dev), the whole test split, and the public benchmark
(``../shared/bench``; used to choose data batches in earlier rounds, so *tuned on*). Speed runs
spaCy's blank English + sentencizer (the floor every tier pays), the fast tier and the accurate
tier on the same real messages in one run, on one thread, plus cold start in a fresh interpreter.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script: training/ is not installed
    sys.path.insert(0, str(ROOT))

from pinlane.classifier import ConstraintClassifier  # noqa: E402
from pinlane.classifier.runtime import DEFAULT_MODEL_PATH, ENCODER_FILE  # noqa: E402
from training.data import load_records  # noqa: E402
from training.evaluate import as_scoring_rows, load_bench, predict_model  # noqa: E402
from training.scoring import score  # noqa: E402

SHIPPED = ("accurate (cascade, default)", "fast (n-gram, fast=True)")
COLUMNS = ("span_precision", "span_recall", "span_f1", "prohibition_recall", "kind_accuracy", "scope_accuracy")
SPEED_SOURCES = ("sgd", "nl2bash", "cursorrules", "hh_rlhf_harmless", "multi_if", "ifeval", "tau_bench_sim_user")


def accuracy(tiers: dict[str, ConstraintClassifier], bench: bool = True) -> list[str]:
    records = load_records()
    test = [r for r in records if r.split == "test"]
    held = [r for r in test if r.extra.get("held_out")]
    sets = {
        "held-out sources (never in train/dev)": as_scoring_rows(held),
        "test split": as_scoring_rows(test),
    }
    if bench:
        sets["public benchmark (tuned on)"] = load_bench()
    lines = ["| set | tier | messages | span P | span R | span F1 | prohibition R | kind | scope |", "|" + "---|" * 9]
    per_source: dict[str, dict[str, dict]] = {}
    for name, rows in sets.items():
        for tier, clf in tiers.items():
            result = score(rows, predict_model(clf, rows))
            m = result["overall"]
            cells = " | ".join(f"{m[c]:.3f}" for c in COLUMNS)
            lines.append(f"| {name} | {tier} | {m['messages']} | {cells} |")
            if name.startswith("held-out"):
                for source, sm in result["per_source"].items():
                    per_source.setdefault(source, {})[tier] = sm
    lines += ["", "Held-out sources, one by one (span F1 / prohibition recall):", ""]
    lines += ["| source | " + " | ".join(tiers) + " |", "|---|" + "---|" * len(tiers)]
    for source, by_tier in sorted(per_source.items()):
        cells = " | ".join(
            f"{by_tier[t]['span_f1']:.3f} / {by_tier[t]['prohibition_recall']:.3f}" for t in tiers if t in by_tier
        )
        lines.append(f"| {source} | {cells} |")
    return lines


def _real_messages(limit: int) -> list[str]:
    from training.shared import read_corpus

    pools = [[row["text"] for row in read_corpus(source, limit=limit)] for source in SPEED_SOURCES]
    out, seen = [], set()
    for i in range(max(map(len, pools))):
        for pool in pools:
            if i < len(pool) and pool[i] not in seen:
                seen.add(pool[i])
                out.append(pool[i])
    return out[:limit]


def _timed(fn, texts: list[str]) -> tuple[float, list[float]]:
    singles = []
    for text in texts[:500]:
        start = time.perf_counter()
        fn([text])
        singles.append((time.perf_counter() - start) * 1000)
    start = time.perf_counter()
    for i in range(0, len(texts), 256):
        fn(texts[i : i + 256])
    return time.perf_counter() - start, singles


def _cold_start(fast: bool) -> float:
    code = (
        "import time; t=time.perf_counter()\n"
        "from pinlane.classifier import ConstraintClassifier\n"
        f"c=ConstraintClassifier.load(encoder={'False' if fast else 'None'}); "
        "c.classify('Do not restart the primary. Ideally keep the diff small.')\n"
        "print(time.perf_counter()-t)"
    )
    runs = [float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout)]
    runs.append(float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout))
    return min(runs)


def speed(tiers: dict[str, ConstraintClassifier], n_messages: int) -> list[str]:
    """Speed of each tier (cold start of the shipped tiers only)."""
    from pinlane.classifier.segment import _nlp

    texts = _real_messages(n_messages)
    nlp = _nlp()
    floor, floor_single = _timed(lambda batch: [nlp(t) for t in batch], texts)
    lines = [
        f"{len(texts):,} real corpus messages (mean {statistics.mean(map(len, texts)):.0f} chars), one thread:",
        "",
        "| tier | total s | x floor | single-message p50 ms | p99 ms | cold start s |",
        "|---|---:|---:|---:|---:|---:|",
        f"| spaCy blank + sentencizer (floor) | {floor:.1f} | 1.0 | {statistics.median(floor_single):.3f} | "
        f"{sorted(floor_single)[int(0.99 * len(floor_single))]:.3f} | |",
    ]
    for tier, clf in tiers.items():
        fast = tier.startswith("fast")
        total, single = _timed(lambda batch, c=clf, f=fast: c.classify_batch(batch, fast=f), texts)
        p99 = sorted(single)[int(0.99 * len(single))]
        cold = f"{_cold_start(fast):.2f}" if tier in SHIPPED else ""
        lines.append(
            f"| {tier} | {total:.1f} | {total / floor:.1f} | {statistics.median(single):.3f} | {p99:.3f} | {cold} |"
        )
    models = DEFAULT_MODEL_PATH.parent
    sizes = {
        name: (models / name).stat().st_size / 1e6 for name in ("constraints.onnx", ENCODER_FILE, "tokenizer.json")
    }
    lines += [
        "",
        "Artifacts: "
        + ", ".join(f"{k} {v:.2f} MB" for k, v in sizes.items())
        + f"; total {sum(sizes.values()):.1f} MB.",
    ]
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--speed-messages", type=int, default=20_000)
    parser.add_argument("--skip-speed", action="store_true")
    parser.add_argument("--skip-bench", action="store_true", help="do not score the public benchmark (../shared/bench)")
    parser.add_argument("--out", type=Path, default=None, help="also write the tables to this markdown file")
    parser.add_argument(
        "--encoder",
        type=Path,
        nargs="*",
        default=[],
        help="other encoder artifacts (with cascade metadata) to score as accurate tiers next to the shipped one",
    )
    args = parser.parse_args(argv)
    tiers = {
        SHIPPED[0]: ConstraintClassifier.load(),
        SHIPPED[1]: ConstraintClassifier.load(encoder=False),
    }
    for path in args.encoder:
        tiers[f"accurate, encoder {path}"] = ConstraintClassifier.load(encoder=path)
    lines = [
        f"Machine: {platform.machine()}, {platform.python_version()}, 2 cores.",
        "",
        *accuracy(tiers, bench=not args.skip_bench),
    ]
    if not args.skip_speed:
        lines += ["", *speed(tiers, args.speed_messages)]
    text = "\n".join(lines)
    print(text)
    if args.out:
        args.out.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
