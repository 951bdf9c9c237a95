"""Validate every record in data/ and print the counts table: `python -m training.validate`.

Exits 1 when a record is invalid (file, line and reason are printed) or when a dataset target
of the foundation issue does not hold (the table says which).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter

from pinlane.classifier.types import KINDS, SCOPES
from training.data import DATA_FILE, SPLITS, Record, load_records
from training.errors import DataValidationError

TARGETS = {"messages": 5000, "spans": 2000, "per_kind": 250, "per_scope": 200, "real_share": 0.65}


def counts(records: list[Record]) -> dict:
    spans = [(r, s) for r in records for s in r.constraints]
    return {
        "messages": len(records),
        "with_constraint": sum(bool(r.constraints) for r in records),
        "spans": len(spans),
        "real_share": sum(not r.is_synthetic for r in records) / max(1, len(records)),
        "kinds": Counter(s.kind for _, s in spans),
        "scopes": Counter(s.scope for _, s in spans),
        "splits": Counter(r.split for r in records),
        "sources": Counter(r.source for r in records),
        "source_spans": Counter(r.source for r, _ in spans),
        "split_spans": Counter(r.split for r, _ in spans),
    }


def check_targets(c: dict) -> list[str]:
    failed = []
    if c["messages"] < TARGETS["messages"]:
        failed.append(f"messages {c['messages']} < {TARGETS['messages']}")
    if c["spans"] < TARGETS["spans"]:
        failed.append(f"spans {c['spans']} < {TARGETS['spans']}")
    failed += [
        f"kind {k}: {c['kinds'][k]} < {TARGETS['per_kind']}" for k in KINDS if c["kinds"][k] < TARGETS["per_kind"]
    ]
    failed += [
        f"scope {s}: {c['scopes'][s]} < {TARGETS['per_scope']}" for s in SCOPES if c["scopes"][s] < TARGETS["per_scope"]
    ]
    if c["real_share"] < TARGETS["real_share"]:
        failed.append(f"real share {c['real_share']:.2f} < {TARGETS['real_share']}")
    return failed


def table(c: dict) -> str:
    lines = ["| source | messages | spans |", "|---|---:|---:|"]
    for source, n in sorted(c["sources"].items()):
        lines.append(f"| {source} | {n} | {c['source_spans'][source]} |")
    lines.append(f"| **all** | {c['messages']} | {c['spans']} |")
    lines += ["", "| split | messages | spans |", "|---|---:|---:|"]
    lines += [f"| {s} | {c['splits'][s]} | {c['split_spans'][s]} |" for s in SPLITS]
    lines += ["", "| kind | spans |", "|---|---:|"] + [f"| {k} | {c['kinds'][k]} |" for k in KINDS]
    lines += ["", "| scope | spans |", "|---|---:|"] + [f"| {s} | {c['scopes'][s]} |" for s in SCOPES]
    lines += [
        "",
        f"Messages with a constraint: {c['with_constraint']}; real (corpus) text: {c['real_share']:.1%} of messages.",
    ]
    return "\n".join(lines)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", nargs="?", default=str(DATA_FILE), help="JSONL to validate")


def run(args: argparse.Namespace) -> int:
    try:
        records = load_records(args.path)
    except DataValidationError as exc:
        print(exc, file=sys.stderr)
        return 1
    c = counts(records)
    print(table(c))
    failed = check_targets(c)
    if failed:
        print("targets not met: " + "; ".join(failed))
        return 1
    print("all records valid; all dataset targets met")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m training.validate", description=__doc__)
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
