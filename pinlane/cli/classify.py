"""`pinlane classify`: one message from the command line, or a JSONL file of them.

A malformed JSONL line is reported on stderr with its line number and skipped; the run goes
on, and the exit status is 1 when any line was skipped.
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import json
import os
import sys
from collections.abc import Iterator
from typing import IO

from pinlane.classifier.errors import InputFormatError
from pinlane.classifier.runtime import ConstraintClassifier
from pinlane.classifier.text import clean as clean_text
from pinlane.cli.io import AtomicWriter, check_not_input
from pinlane.cli.main import UsageError

CHUNK = 512


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("text", nargs="?", help="a message to classify; - reads it from stdin")
    parser.add_argument("--jsonl", metavar="IN", help='input lines {"id", "text"}; - is stdin')
    parser.add_argument("--out", metavar="OUT", help="output JSONL (default or -: stdout)")
    parser.add_argument("--model", metavar="PATH", help="artifact to load instead of the shipped one")
    parser.add_argument("--fast", action="store_true", help="the n-gram tier alone: faster, less accurate (README)")
    parser.add_argument("--uncertain", action="store_true", help="also print the uncertain band")


def _records(path: str, errors: list[str]) -> Iterator[tuple[str, str]]:
    """(id, text) of each good line; a bad line (not UTF-8, not JSON, not an object with a string
    "text") is reported with its line number and skipped."""
    name = "<stdin>" if path == "-" else path
    with _open_input(path) as handle:
        for number, raw in enumerate(handle, 1):
            if not raw.strip():
                continue
            try:
                try:
                    line = raw.decode("utf-8")
                except UnicodeDecodeError as exc:
                    raise InputFormatError(f"not UTF-8 (byte {raw[exc.start]:#04x} at byte {exc.start + 1})") from exc
                row = json.loads(line)
                if not isinstance(row, dict) or not isinstance(row.get("text"), str):
                    raise InputFormatError('each line must be an object with a string "text"')
                yield clean_text(str(row.get("id", number))), clean_text(row["text"])
            except (json.JSONDecodeError, InputFormatError) as exc:
                errors.append(f"{name}:{number}: skipped: {exc}")


def _open_input(path: str) -> IO[bytes]:
    if path == "-":
        return contextlib.nullcontext(sys.stdin.buffer)  # type: ignore[return-value]
    try:
        return open(path, "rb")
    except IsADirectoryError as exc:
        raise InputFormatError(f"{path} is a directory; give a JSONL file (or - for stdin).") from exc
    except FileNotFoundError as exc:
        raise InputFormatError(f'{path}: no such file; give a JSONL file of {{"id", "text"}} lines.') from exc


def run(args: argparse.Namespace) -> int:
    if args.jsonl is None and args.text is None:
        raise UsageError("give a message (- reads stdin), or --jsonl IN. See pinlane classify --help.")
    if args.jsonl is not None and args.text is not None:
        raise UsageError("give a message or --jsonl IN, not both.")
    clf = ConstraintClassifier.load(args.model, encoder=False if args.fast else None)
    if args.jsonl is None:
        text = sys.stdin.read() if args.text == "-" else args.text
        found = clf.classify(text, include_uncertain=args.uncertain)
        if not found:
            print("no constraints found")
        for c in found:
            flag = "" if c.certain else "  (uncertain)"
            print(f"[{c.start}:{c.end}] {c.kind}/{c.scope} {c.confidence:.2f}  {c.text}{flag}")
        return 0
    errors: list[str] = []
    check_not_input(args.out, args.jsonl)
    if args.out and os.path.splitext(args.out)[1].lower() in (".csv", ".parquet", ".tsv"):
        raise UsageError(f"--out {args.out}: classify writes JSONL; name the output .jsonl (or - for stdout).")
    # The input is opened (and checked) before anything is written.
    records = _records(args.jsonl, errors)
    first = next(records, None)
    out = sys.stdout if args.out in (None, "-") else AtomicWriter(args.out)
    try:
        batch: list[tuple[str, str]] = []

        def flush() -> None:
            results = clf.classify_batch([t for _, t in batch], include_uncertain=args.uncertain)
            for (rid, _), found in zip(batch, results):
                spans = [c.to_dict() for c in found]
                out.write(json.dumps({"id": rid, "constraints": spans}, ensure_ascii=False) + "\n")
            batch.clear()

        for item in itertools.chain([first] if first else [], records):
            batch.append(item)
            if len(batch) >= CHUNK:
                flush()
        flush()
    except BaseException:
        if isinstance(out, AtomicWriter):
            out.discard()
        raise
    if isinstance(out, AtomicWriter):
        out.commit()
    for line in errors:
        print(line, file=sys.stderr)
    return 1 if errors else 0
