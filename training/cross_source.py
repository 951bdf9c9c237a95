"""Leave-one-source-out evaluation: span F1 on a source the model never saw in training.

    python -m training.cross_source [--sources followbench cursorrules ...]

The test split shares sources, templates and labelers with training, so it flatters a model on
text like its own. Holding a whole corpus out (fit on the other sources' train split, thresholds
on their dev split, score every message of the held-out source) is the closest estimate we have
of text nobody here labeled in a style nobody here trained on. Prints one table row per source
and the span-weighted mean; about 2 minutes on 2 cores.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

from classifier import ConstraintClassifier
from training.data import DATA_FILE, load_records
from training.evaluate import as_scoring_rows, predict_model
from training.scoring import score
from training.train import TrainConfig, train

DEFAULT_SOURCES = (
    "followbench",
    "cursorrules",
    "ifeval",
    "multi_if",
    "self_instruct",
    "tau_bench_sim_user",
    "mt_bench",
    "synthetic_personal_prefs",
)


def held_out_score(source: str, config: TrainConfig, workdir: Path) -> dict:
    records = load_records(DATA_FILE)
    kept = workdir / "kept.jsonl"
    with open(DATA_FILE, encoding="utf-8") as src, open(kept, "w", encoding="utf-8") as dst:
        dst.writelines(line for line in src if line.strip() and json.loads(line)["source"] != source)
    artifact = workdir / "model.onnx"
    train(config, data_file=kept, artifact=artifact)
    rows = as_scoring_rows([r for r in records if r.source == source])
    return score(rows, predict_model(ConstraintClassifier.load(artifact), rows))["overall"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sources", nargs="+", default=list(DEFAULT_SOURCES))
    args = parser.parse_args(argv)
    results = {}
    print("| held-out source | gold spans | span F1 | prohibition recall | kind | scope |\n|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for source in args.sources:
            r = results[source] = held_out_score(source, TrainConfig(), Path(tmp))
            print(
                f"| {source} | {r['gold_spans']} | {r['span_f1']:.3f} | {r['prohibition_recall']:.3f} "
                f"| {r['kind_accuracy']:.3f} | {r['scope_accuracy']:.3f} |",
                flush=True,
            )
    spans = sum(r["gold_spans"] for r in results.values())
    mean = sum(r["span_f1"] * r["gold_spans"] for r in results.values()) / spans if spans else 0.0
    print(f"span-weighted mean span F1 on held-out sources: {mean:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
