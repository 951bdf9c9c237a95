"""`pinlane label`: label a transcript corpus offline (see classifier.labeling)."""

from __future__ import annotations

import argparse
import json

from pinlane.classifier.labeling import DEFAULT_SHARD_ROWS, label_corpus


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("input", help="JSONL, Parquet, CSV, or a datasets folder (save_to_disk)")
    parser.add_argument("--out", required=True, help="output .parquet (default format) or .jsonl")
    parser.add_argument(
        "--format",
        dest="fmt",
        choices=["jsonl", "parquet", "csv", "hf"],
        help="input format (default: from the name)",
    )
    parser.add_argument("--text-column", default="text", help="plain text column when rows are not chats")
    parser.add_argument("--num-proc", type=int, default=1, help="worker processes (or Ray actors)")
    parser.add_argument(
        "--engine",
        choices=["local", "ray"],
        default="local",
        help="ray: Ray Data at $RAY_ADDRESS, else a local Ray",
    )
    parser.add_argument("--shard-rows", type=int, default=DEFAULT_SHARD_ROWS, help="rows per resumable shard")
    parser.add_argument("--model", default=None, help="classifier artifact (default: shipped)")
    parser.add_argument("--restart", action="store_true", help="discard finished shards of an earlier run")
    parser.add_argument("--no-progress", action="store_true", help="never draw the progress bar")


def run(args: argparse.Namespace) -> int:
    summary = label_corpus(
        args.input,
        args.out,
        fmt=args.fmt,
        text_column=args.text_column,
        num_proc=args.num_proc,
        engine=args.engine,
        shard_rows=args.shard_rows,
        model_path=args.model,
        restart=args.restart,
        progress=False if args.no_progress else None,
    )
    print(json.dumps(summary, indent=2, ensure_ascii=False))
    return 0 if summary.get("rows_balance_ok") else 1
