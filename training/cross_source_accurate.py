"""Hold sources out of both tiers (n-gram and encoder) and score each tier on them.

    python -m training cross-source-accurate --sources cursorrules followbench --out DIR [--encoder-dir DIR] [--sweep]

``cross-source`` retrains only the n-gram tier per source (2 minutes); the encoder takes 20-30
minutes per fit on 2 cores, so this holds a group of sources out together, once: the n-gram
tier and the encoder are trained without them (the shipped encoder recipe), the cascade band
and thresholds are fitted on the remaining sources' dev split, and every message of each
held-out source is scored with the fast and the accurate tier. ``--encoder-dir`` reuses an
encoder already trained without exactly these sources (its ``train_summary.json`` must say so).
"""

from __future__ import annotations

import argparse
import json
from datetime import date
from pathlib import Path

from pinlane.classifier import ConstraintClassifier
from training.data import DATA_FILE, load_records
from training.errors import TrainingError
from training.evaluate import as_scoring_rows, predict_model
from training.scoring import score
from training.train import TrainConfig, data_hash, train

REPORT_NAME = "cross_source_accurate.md"
#: The shipped accurate tier's recipe (models/README.md), so the held-out fit is the same model.
SHIPPED_ENCODER_ARGS = ("--context", "neighbours", "--epochs", "2", "--neg-per-pos", "4")


def write_kept(data_file: Path, sources: set[str], kept: Path) -> int:
    """Copy every labeled message not from ``sources`` to ``kept``; returns how many were dropped."""
    dropped = 0
    with open(data_file, encoding="utf-8") as src, open(kept, "w", encoding="utf-8") as dst:
        for line in src:
            if not line.strip():
                continue
            if json.loads(line)["source"] in sources:
                dropped += 1
            else:
                dst.write(line)
    if not dropped:
        raise TrainingError(f"None of the sources {sorted(sources)} is in {data_file}; check the names.")
    return dropped


def check_encoder_dir(encoder_dir: Path, sources: set[str]) -> Path:
    """The encoder artifact of a fit that excluded exactly ``sources`` (else TrainingError)."""
    summary_path = encoder_dir / "train_summary.json"
    artifact = encoder_dir / "encoder.int8.onnx"
    if not artifact.is_file() or not summary_path.is_file():
        raise TrainingError(
            f"{encoder_dir} lacks encoder.int8.onnx or train_summary.json; train one with "
            f"`python -m training.encoder train ... --exclude-source {' '.join(sorted(sources))} --out DIR`."
        )
    excluded = set(json.loads(summary_path.read_text(encoding="utf-8")).get("exclude_sources", []))
    if excluded != sources:
        raise TrainingError(
            f"{encoder_dir} was trained without {sorted(excluded)}, not {sorted(sources)}: its scores on the "
            "held-out sources would be seen text. Train it with --exclude-source set to exactly these sources."
        )
    return artifact


def train_encoder(sources: set[str], out: Path) -> Path:
    from training import encoder

    encoder.main(["train", *SHIPPED_ENCODER_ARGS, "--exclude-source", *sorted(sources), "--out", str(out)])
    return out / "encoder.int8.onnx"


def score_tiers(ngram: Path, encoder: Path, records: list) -> dict[str, dict]:
    """Span scores of the fast and the accurate tier on ``records``."""
    rows = as_scoring_rows(records)
    fast = ConstraintClassifier.load(ngram, threads=2, encoder=False)
    accurate = ConstraintClassifier.load(ngram, threads=2, encoder=encoder)
    return {
        "fast": score(rows, predict_model(fast, rows))["overall"],
        "accurate": score(rows, predict_model(accurate, rows))["overall"],
    }


def _mix(n, e, low: float, high: float, weight: float):
    """The cascade's score: inside the band a weighted average of the n-gram and encoder scores."""
    import numpy as np

    return np.where((n >= low) & (n <= high), (1 - weight) * n + weight * e, n)


def sweep(ngram: Path, encoder: Path, held: dict[str, list], data_file: Path) -> dict[str, list[str]]:
    """Unit P/R/F1 per held-out source for other encoder weights and bands, thresholds fitted on dev.

    Shows whether the cascade chosen on dev is also right on unseen sources (report only).
    """
    from pinlane.classifier.encoder import EncoderModel
    from training.cascade import unit_scores

    enc = EncoderModel.load(encoder, threads=2)
    ngm = ConstraintClassifier.load(ngram, threads=2, encoder=False)
    dev_units, dev_n, dev_e = unit_scores(ngm, enc, [r for r in load_records(data_file) if r.split == "dev"])
    return {source: _sweep_table(dev_units, dev_n, dev_e, unit_scores(ngm, enc, recs)) for source, recs in held.items()}


def _sweep_table(dev_units: list, dev_n, dev_e, held: tuple) -> list[str]:
    import numpy as np

    from training.train import choose_thresholds

    units, n, e = held
    y = np.array([u.positive for u in units])
    lines = [
        "| band | encoder weight | share to encoder | dev unit F1 | unit P | unit R | unit F1 |",
        "|---|---|---|---|---|---|---|",
    ]
    for low, high in ((0.1, 0.9), (0.05, 0.95), (0.02, 0.98), (0.0, 1.0)):
        for weight in (0.5, 0.7, 0.85, 1.0):
            chosen = choose_thresholds(dev_units, _mix(dev_n, dev_e, low, high, weight), TrainConfig())
            pred = _mix(n, e, low, high, weight) >= chosen["pin"]["requirement"]
            tp = float((pred & y).sum())
            p, r = tp / max(pred.sum(), 1), tp / max(y.sum(), 1)
            f1 = 2 * p * r / (p + r) if p + r else 0.0
            share = float(((n >= low) & (n <= high)).mean())
            lines.append(
                f"| [{low}, {high}] | {weight} | {share:.2f} | {chosen['dev_unit_f1']:.4f} "
                f"| {p:.3f} | {r:.3f} | {f1:.3f} |"
            )
    return lines


def run_held_out(
    sources: list[str],
    workdir: Path,
    encoder_dir: Path | None = None,
    data_file: Path = DATA_FILE,
    with_sweep: bool = False,
) -> dict[str, dict[str, dict]]:
    """Train both tiers without ``sources`` in ``workdir``; scores per source and tier."""
    from training.cascade import DEFAULT_BAND, cascade_config, write_with_cascade

    held = set(sources)
    workdir.mkdir(parents=True, exist_ok=True)
    kept = workdir / "kept.jsonl"
    write_kept(data_file, held, kept)
    encoder = check_encoder_dir(encoder_dir, held) if encoder_dir else train_encoder(held, workdir / "encoder")
    ngram = workdir / "constraints.onnx"
    train(TrainConfig(), data_file=kept, artifact=ngram)
    config = cascade_config(encoder, ngram, *DEFAULT_BAND, data_file=kept)
    final = write_with_cascade(encoder, workdir / "cascade", config)
    records = load_records(data_file)
    held_records = {s: [r for r in records if r.source == s] for s in sources}
    if with_sweep:
        for s, table in sweep(ngram, encoder, held_records, kept).items():
            print(f"\n{s}: other cascade settings (unit level, thresholds on dev)")
            print("\n".join(table))
    return {s: score_tiers(ngram, final, recs) for s, recs in held_records.items()}


def report(results: dict[str, dict[str, dict]], data_file: Path = DATA_FILE) -> str:
    lines = [
        "| held-out source | gold spans | tier | span P | span R | span F1 | prohibition recall | kind | scope |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for source, tiers in results.items():
        for tier, r in tiers.items():
            lines.append(
                f"| {source} | {r['gold_spans']} | {tier} | {r['span_precision']:.3f} | {r['span_recall']:.3f} "
                f"| {r['span_f1']:.3f} | {r['prohibition_recall']:.3f} | {r['kind_accuracy']:.3f} "
                f"| {r['scope_accuracy']:.3f} |"
            )
    return (
        "# Both tiers on sources held out of all training\n\n"
        f"Generated by `python -m training cross-source-accurate --sources {' '.join(results)}` on "
        f"{date.today().isoformat()}, training data sha256 `{data_hash(data_file)}`. The listed sources were held "
        "out together from the n-gram fit, the encoder fit (recipe of the shipped encoder) and the cascade's "
        "threshold choice; every message of each is scored.\n\n" + "\n".join(lines) + "\n"
    )


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--sources", nargs="+", required=True, help="sources held out together")
    parser.add_argument("--out", type=Path, required=True, help="work folder: models and the report")
    parser.add_argument("--encoder-dir", type=Path, default=None, help="reuse an encoder trained without them")
    parser.add_argument("--sweep", action="store_true", help="also print other cascade weights and bands")


def run(args: argparse.Namespace) -> int:
    results = run_held_out(args.sources, args.out, args.encoder_dir, with_sweep=args.sweep)
    text = report(results)
    (args.out / REPORT_NAME).write_text(text, encoding="utf-8")
    print(text)
    print(f"wrote {args.out / REPORT_NAME}")
    return 0
