"""`pinlane audit TRANSCRIPT`: do the user's rules survive compaction in this transcript?

Runs the transcript (OpenAI or Anthropic format; JSONL or a JSON array) through the ledger,
compacts, and reports per rule stated by the user (quoted verbatim) whether it was pinned, in
which turn, with what scope, whether it is in the rebuilt context, and whether a plain
summarizer would have kept it. Exit status 1 when a pinned rule is missing from the rebuilt
context or an ``--expect`` rule was not found, so it can gate an agent project's CI.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from pinlane.ledger.core import Ledger
from pinlane.ledger.errors import InvalidMessageError
from pinlane.ledger.formats import load_transcript
from pinlane.ledger.state import TaskState
from pinlane.ledger.summarize import OfflineSummarizer


def audit(
    messages: list[dict[str, Any]],
    *,
    expect: tuple[str, ...] | list[str] = (),
    budget_tokens: int = 2_000,
    keep_last_turns: int = 2,
) -> dict[str, Any]:
    ledger = Ledger(budget_tokens=budget_tokens, keep_last_turns=keep_last_turns)
    for m in messages:
        ledger.add_message(
            m["role"], m.get("content"), tool_calls=m.get("tool_calls"), tool_call_id=m.get("tool_call_id")
        )
    ledger.compact()
    context = ledger.build_context()
    rendered = "\n".join(m["content"] or "" for m in context if m["role"] == "system")
    history = [m for m in ledger.messages if m.role != "system"]
    plain = OfflineSummarizer().summarize(history, previous=TaskState(), previous_summary="", pinned=[]).text
    rows = []
    for rule in ledger.rules(include_retired=True):
        rows.append(
            {
                "rule": rule.text,
                "kind": rule.kind,
                "scope": rule.scope,
                "turns": list(rule.source_turns),
                "state": rule.state,
                "in_rebuilt_context": json.dumps(rule.text, ensure_ascii=False) in rendered,
                "plain_summary_kept": rule.text in plain,
            }
        )
    missing = [r["rule"] for r in rows if r["state"] == "active" and not r["in_rebuilt_context"]]
    expected = [{"rule": e, "found": json.dumps(e, ensure_ascii=False) in rendered} for e in expect]
    return {
        "rules": rows,
        "expected": expected,
        "missing_from_context": missing,
        "ok": not missing and all(e["found"] for e in expected),
        "messages": len(ledger.messages),
    }


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("transcript", help="JSONL (one message a line) or a JSON array")
    parser.add_argument("--expect", metavar="FILE", help="rules that must be found, one per line")
    parser.add_argument("--budget", type=int, default=2_000, help="token budget that triggers compaction")
    parser.add_argument("--json", action="store_true", help="print JSON")


def run(args: argparse.Namespace) -> int:
    if not Path(args.transcript).is_file():
        raise InvalidMessageError(f"transcript {args.transcript} does not exist.")
    expect = []
    if args.expect:
        expect = [line.strip() for line in Path(args.expect).read_text().splitlines() if line.strip()]
    report = audit(load_transcript(args.transcript), expect=expect, budget_tokens=args.budget)
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        print("| rule | kind | scope | turns | in rebuilt context | plain summary kept |\n|---|---|---|---|---|---|")
        for r in report["rules"]:
            print(
                f"| {r['rule']} | {r['kind']} | {r['scope']} | {r['turns']} | "
                f"{'yes' if r['in_rebuilt_context'] else 'NO'} | {'yes' if r['plain_summary_kept'] else 'no'} |"
            )
        for e in report["expected"]:
            print(f"expected: {e['rule']!r}: {'found' if e['found'] else 'NOT FOUND'}")
        print("audit: ok" if report["ok"] else "audit: FAILED")
    return 0 if report["ok"] else 1
