"""`pinlane classify`: one message from the command line, or a JSONL file of them.

A malformed JSONL line is reported on stderr with its line number and skipped; the run goes
on, and the exit status is 1 when any line was skipped.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator

from classifier.errors import InputFormatError
from classifier.runtime import ConstraintClassifier

CHUNK = 512


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("text", nargs="?", help="a message to classify")
    parser.add_argument("--jsonl", metavar="IN", help='input lines {"id", "text"}')
    parser.add_argument("--out", metavar="OUT", help="output JSONL (default: stdout)")
    parser.add_argument("--model", metavar="PATH", help="artifact to load instead of the shipped one")
    parser.add_argument("--uncertain", action="store_true", help="also print the uncertain band")


def _records(path: str, errors: list[str]) -> Iterator[tuple[str, str]]:
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
                if not isinstance(row, dict) or not isinstance(row.get("text"), str):
                    raise InputFormatError('each line must be an object with a string "text"')
                yield str(row.get("id", number)), row["text"]
            except (json.JSONDecodeError, InputFormatError) as exc:
                errors.append(f"{path} line {number}: skipped: {exc}")


def run(args: argparse.Namespace) -> int:
    clf = ConstraintClassifier.load(args.model)
    if args.jsonl is None:
        if args.text is None:
            raise InputFormatError("give a message, or --jsonl IN. See pinlane classify --help.")
        found = clf.classify(args.text, include_uncertain=args.uncertain)
        if not found:
            print("no constraints found")
        for c in found:
            flag = "" if c.certain else "  (uncertain)"
            print(f"[{c.start}:{c.end}] {c.kind}/{c.scope} {c.confidence:.2f}  {c.text}{flag}")
        return 0
    errors: list[str] = []
    out = open(args.out, "w", encoding="utf-8") if args.out else sys.stdout
    try:
        batch: list[tuple[str, str]] = []

        def flush() -> None:
            results = clf.classify_batch([t for _, t in batch], include_uncertain=args.uncertain)
            for (rid, _), found in zip(batch, results):
                spans = [c.to_dict() for c in found]
                out.write(json.dumps({"id": rid, "constraints": spans}, ensure_ascii=False) + "\n")
            batch.clear()

        for item in _records(args.jsonl, errors):
            batch.append(item)
            if len(batch) >= CHUNK:
                flush()
        flush()
    finally:
        if out is not sys.stdout:
            out.close()
    for line in errors:
        print(line, file=sys.stderr)
    return 1 if errors else 0
