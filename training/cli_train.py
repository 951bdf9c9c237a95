"""`pinlane train` / `python -m training train`: rebuild the model from data/.

Writes the artifact, metrics.json and the model card to ``--out`` (default: a new
./pinlane-train-YYYYmmdd-HHMMSS folder); into the tracked models/ only with --write-in-place.
"""

from __future__ import annotations

import argparse

from training.outdir import add_output_arguments, output_dir
from training.train import MODEL_DIR, TrainConfig


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seed", type=int, default=0, help="random seed of the fit (the shipped model uses 0)")
    add_output_arguments(
        parser, flag="--out", tracked=MODEL_DIR, prefix="pinlane-train", what="the model, metrics.json and card"
    )


def run(args: argparse.Namespace) -> int:
    from training.train import train_and_report

    out = output_dir(args.out, write_in_place=args.write_in_place, tracked=MODEL_DIR, prefix="pinlane-train")
    train_and_report(TrainConfig(seed=args.seed), out)
    return 0
