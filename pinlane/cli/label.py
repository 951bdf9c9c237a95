"""`pinlane label`: label a transcript corpus offline (see classifier.labeling).

``-`` reads the corpus from stdin (JSONL unless ``--format``) or writes the labels to stdout (the
summary then goes to stderr). The output format follows ``--out``'s extension or
``--out-format``. Exit status 0 only when every row was labeled, or at most ``--max-errors``
rows went to the errors file.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile

from pinlane.classifier.labeling import DEFAULT_SHARD_ROWS, label_corpus
from pinlane.cli.io import STDIO, check_not_input, spool_stdin
from pinlane.cli.main import UsageError

#: Error rows echoed on stderr (the errors file has them all).
SHOW_ERRORS = 5


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("input", help="JSONL, Parquet, CSV, a datasets folder (save_to_disk), or - for stdin")
    parser.add_argument("--out", required=True, help="output .parquet, .jsonl or .csv (or - for JSONL on stdout)")
    parser.add_argument(
        "--format",
        dest="fmt",
        choices=["jsonl", "parquet", "csv", "hf"],
        help="input format (default: from the name)",
    )
    parser.add_argument(
        "--out-format", choices=["jsonl", "parquet", "csv"], help="output format (default: from --out's name)"
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
    parser.add_argument("--fast", action="store_true", help="the n-gram tier alone: faster, less accurate (README)")
    parser.add_argument("--restart", action="store_true", help="discard finished shards of an earlier run")
    parser.add_argument("--no-progress", action="store_true", help="never draw the progress bar")
    parser.add_argument(
        "--max-errors", type=int, default=0, metavar="N", help="rows allowed to fail before the exit status is 1"
    )


def run(args: argparse.Namespace) -> int:
    if args.shard_rows < 1:
        raise UsageError(f"--shard-rows must be at least 1, got {args.shard_rows}.")
    if args.num_proc < 1:
        raise UsageError(f"--num-proc must be at least 1, got {args.num_proc}.")
    if args.max_errors < 0:
        raise UsageError(f"--max-errors must be 0 or more, got {args.max_errors}.")
    check_not_input(args.out, args.input)
    if args.input != STDIO and not os.path.exists(args.input):
        raise UsageError(f"{args.input}: no such file or folder; give a corpus file (or - for stdin).")
    scratch = tempfile.mkdtemp(prefix="pinlane-label-") if STDIO in (args.input, args.out) else None
    try:
        source = args.input
        if args.input == STDIO:
            if args.fmt == "hf":
                raise UsageError("a datasets folder cannot come from stdin; give its path.")
            source = spool_stdin(suffix="." + (args.fmt or "jsonl"), folder=scratch)
        out_format = args.out_format or ("jsonl" if args.out == STDIO else None)
        out = os.path.join(scratch, "labels") if args.out == STDIO else args.out  # type: ignore[arg-type]
        summary = label_corpus(
            source,
            out,
            fmt=args.fmt,
            out_format=out_format,
            text_column=args.text_column,
            num_proc=args.num_proc,
            engine=args.engine,
            shard_rows=args.shard_rows,
            model_path=args.model,
            fast=args.fast,
            restart=args.restart,
            progress=False if args.no_progress else None,
        )
        shown = _first_errors(summary.get("errors_file"))
        if args.out == STDIO and summary.get("complete"):
            with open(out, "rb") as handle:
                shutil.copyfileobj(handle, sys.stdout.buffer)
            sys.stdout.flush()
    finally:
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)
    if args.out == STDIO:
        summary.pop("output", None)
        summary.pop("errors_file", None)
    report = sys.stderr if args.out == STDIO else sys.stdout
    print(json.dumps(summary, indent=2, ensure_ascii=False), file=report)
    if not summary.get("complete"):
        return 1
    errors = summary["rows_in_errors"]
    if errors:
        for line in shown:
            print(line, file=sys.stderr)
        where = f" (all in {summary['errors_file']})" if summary.get("errors_file") else ""
        allowed = f"; --max-errors {args.max_errors} allows {args.max_errors}" if args.max_errors else ""
        print(
            f"pinlane label: {errors} of {summary['rows_in']} rows could not be labeled{where}{allowed}.",
            file=sys.stderr,
        )
    if not summary.get("rows_balance_ok"):
        return 1
    return 1 if errors > args.max_errors else 0


def _first_errors(path: str | None) -> list[str]:
    if not path or not os.path.exists(path):
        return []
    lines = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            record = json.loads(line)
            lines.append(f"{record['location']}: {record['reason']}")
            if len(lines) == SHOW_ERRORS:
                break
    return lines
