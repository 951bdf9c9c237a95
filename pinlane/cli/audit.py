"""`pinlane audit TRANSCRIPT|FOLDER`: do the user's rules survive compaction in these sessions?

Reads a session file (Claude Code session JSONL, Codex CLI rollout JSONL, or OpenAI/Anthropic
messages as JSONL or a JSON array; detected, or forced with ``--format``), or every session
file of a folder (``~/.claude/projects/<project>/``), runs it through the ledger, compacts, and
reports per rule stated by the user (quoted verbatim) whether it was pinned, in which turn, with
what scope, whether it is in the rebuilt context, whether a plain summarizer would have kept it,
and, where the host compacted the session itself, whether the host's own summary kept it. The
host's summaries are never treated as the user's words. Exit status 1 when a pinned rule is
missing from the rebuilt context, an ``--expect`` rule was not found, or a session is empty, so
it can gate an agent project's CI.
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path
from typing import Any

from pinlane.cli.io import STDIO, check_not_input, output, spool_stdin
from pinlane.ledger.core import Ledger
from pinlane.ledger.errors import InvalidMessageError
from pinlane.ledger.sessions import FORMATS, Session, project_files, read_session
from pinlane.ledger.state import TaskState
from pinlane.ledger.summarize import OfflineSummarizer


def audit(
    messages: list[dict[str, Any]],
    *,
    expect: tuple[str, ...] | list[str] = (),
    budget_tokens: int = 2_000,
    keep_last_turns: int = 2,
    host_summaries: tuple[str, ...] | list[str] = (),
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
    host = "\n".join(host_summaries)
    rows = []
    for rule in ledger.rules(include_retired=True):
        row = {
            "rule": rule.text,
            "kind": rule.kind,
            "scope": rule.scope,
            "turns": list(rule.source_turns),
            "state": rule.state,
            "in_rebuilt_context": json.dumps(rule.text, ensure_ascii=False) in rendered,
            "plain_summary_kept": rule.text in plain,
        }
        if host_summaries:
            row["host_summary_kept"] = rule.text in host
        rows.append(row)
    missing = [r["rule"] for r in rows if r["state"] == "active" and not r["in_rebuilt_context"]]
    expected = [{"rule": e, "found": json.dumps(e, ensure_ascii=False) in rendered} for e in expect]
    return {
        "rules": rows,
        "expected": expected,
        "missing_from_context": missing,
        "ok": not missing and all(e["found"] for e in expected),
        "messages": len(ledger.messages),
        "user_turns": sum(1 for m in ledger.messages if m.role == "user"),
    }


def audit_session(session: Session, **options: Any) -> dict[str, Any]:
    """Audit one session read by ``pinlane.ledger.sessions``; an empty session is an error."""
    if not any(m["role"] == "user" and (m.get("content") or "").strip() for m in session.messages):
        raise InvalidMessageError(
            f"{session.path}: no user messages in this {session.format} session (read {len(session.messages)} "
            "messages); nothing to audit. Check the file, or force the format with --format."
        )
    report = audit(session.messages, host_summaries=session.host_summaries, **options)
    report.update({"file": session.path, "format": session.format, "host_compactions": session.compactions})
    return report


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "transcript",
        help="a session file (Claude Code, Codex, OpenAI/Anthropic JSONL or JSON array), a folder of "
        "session files (e.g. ~/.claude/projects/<project>/), or - for stdin",
    )
    parser.add_argument("--format", dest="fmt", choices=FORMATS, help="session format (default: detected)")
    parser.add_argument("--expect", metavar="FILE", help="rules that must be found, one per line")
    parser.add_argument("--budget", type=int, default=2_000, help="token budget that triggers compaction")
    parser.add_argument("--json", action="store_true", help="print JSON (the default for an --out named .json)")
    parser.add_argument("--out", metavar="OUT", help="write the report here (default or -: stdout)")


def _expect(path: str) -> list[str]:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidMessageError(
            f"--expect {path}: cannot read it ({exc}); give a text file, one rule a line."
        ) from exc
    return [line.strip() for line in text.splitlines() if line.strip()]


def _sessions(target: str, fmt: str | None) -> list[Session]:
    if target == STDIO:
        spooled = spool_stdin()
        try:
            session = read_session(spooled, fmt)
        finally:
            os.unlink(spooled)
        session.path = "<stdin>"
        return [session]
    path = Path(target)
    if not path.exists():
        raise InvalidMessageError(f"{target}: no such file or folder; give a session file or a project folder.")
    if path.is_dir():
        return [read_session(p, fmt) for p in project_files(path)]
    return [read_session(path, fmt)]


def run(args: argparse.Namespace) -> int:
    if args.budget <= 0:
        from pinlane.cli.main import UsageError

        raise UsageError(f"--budget must be a positive number of tokens, got {args.budget}.")
    check_not_input(args.out, args.transcript, args.expect)
    expect = _expect(args.expect) if args.expect else []
    sessions = _sessions(args.transcript, args.fmt)
    folder = len(sessions) > 1 or Path(args.transcript).is_dir()
    reports, skipped = [], []
    for session in sessions:
        try:
            reports.append(audit_session(session, expect=expect, budget_tokens=args.budget))
        except InvalidMessageError as exc:
            if not folder:
                raise
            skipped.append({"file": session.path, "reason": str(exc)})
    if not reports:
        raise InvalidMessageError(f"{args.transcript}: every session file is empty; nothing to audit.")
    ok = all(r["ok"] for r in reports)
    with output(args.out) as out:
        if args.json or (args.out or "").lower().endswith(".json"):
            doc: Any = {"ok": ok, "sessions": reports, "skipped": skipped} if folder else reports[0]
            out.write(json.dumps(doc, indent=2, ensure_ascii=False) + "\n")
        else:
            for report in reports:
                _print(report, out, heading=folder)
            for skip in skipped:
                out.write(f"skipped: {skip['reason']}\n")
            if folder:
                out.write(f"audit: {len(reports)} sessions, {'ok' if ok else 'FAILED'}\n")
    return 0 if ok else 1


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _print(report: dict[str, Any], out: Any, *, heading: bool) -> None:
    if heading:
        out.write(f"\n## {report['file']} ({report['format']}, {report['user_turns']} user turns)\n")
    host = report.get("host_compactions", 0) > 0
    out.write(
        "| rule | kind | scope | turns | in rebuilt context | plain summary kept |"
        + (" host summary kept |" if host else "")
        + "\n|---|---|---|---|---|---|"
        + ("---|" if host else "")
        + "\n"
    )
    for r in report["rules"]:
        out.write(
            f"| {_cell(r['rule'])} | {r['kind']} | {r['scope']} | {r['turns']} | "
            f"{'yes' if r['in_rebuilt_context'] else 'NO'} | {'yes' if r['plain_summary_kept'] else 'no'} |"
            + (f" {'yes' if r.get('host_summary_kept') else 'no'} |" if host else "")
            + "\n"
        )
    for e in report["expected"]:
        out.write(f"expected: {e['rule']!r}: {'found' if e['found'] else 'NOT FOUND'}\n")
    if host:
        out.write(f"host compactions: {report['host_compactions']}\n")
    out.write(("audit: ok" if report["ok"] else "audit: FAILED") + "\n")
