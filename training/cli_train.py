"""`pinlane train`: rebuild models/ from data/."""

from __future__ import annotations

import argparse

from training.train import main


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seed", type=int, default=0, help="(kept at 0 for the shipped model)")


def run(args: argparse.Namespace) -> int:
    return main([])
