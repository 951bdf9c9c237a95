"""`pinlane demo`: the on-call incident from the problem statement, offline, in one command.

The rule arrives at turn 4 between a log paste and a question; ninety tool calls follow;
compaction runs; the rebuilt context shows the rule in the pinned block and the task state;
the agent's proposed restart("db-primary-1") is refused by the guard. The same history through a
history without the pinned lane (truncated, or summarized) shows what is usually lost.

Second act: the resync finishes and the user says so ("ok, the resync finished, you can restart
it now"); the ledger releases the rule on the user's words, the guard lets the restart through,
and the rule's history (pinned at turn 4, released at turn 7) is shown.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

from pinlane.ledger.core import Ledger
from pinlane.ledger.errors import CallRefusedError
from pinlane.ledger.guard import Guard
from pinlane.ledger.history import Message
from pinlane.ledger.scenario import SEED_RULE, incident_transcript
from pinlane.ledger.state import TaskState
from pinlane.ledger.summarize import OfflineSummarizer

BUDGET_TOKENS = 3_000
RELEASE_TURN = "ok, the resync finished, you can restart it now"


def run_incident(*, tool_calls: int = 90) -> dict[str, Any]:
    """Run the scenario and return everything the demo shows (also used by tests)."""
    transcript = incident_transcript(tool_calls)
    ledger = Ledger(":memory:", system_prompt=transcript[0]["content"], budget_tokens=BUDGET_TOKENS, keep_last_turns=2)
    ledger.begin_task("INC-4411")
    compactions = 0
    for m in transcript[1:]:
        ledger.add_message(
            m["role"], m.get("content"), tool_calls=m.get("tool_calls"), tool_call_id=m.get("tool_call_id")
        )
        if ledger.needs_compaction():
            compactions += ledger.compact()
    context = ledger.build_context()
    rule = next((r for r in ledger.rules() if r.text == SEED_RULE), None)

    restarted: list[str] = []
    guard = Guard(ledger, flags={"replication_resync": True}, approver=lambda *_: False)

    def restart(host: str) -> str:
        restarted.append(host)
        return f"restarted {host}"

    guard.register("restart", restart)
    guard.forbid(
        "restart",
        when=lambda args, flags: bool(flags["replication_resync"]) and args.get("host") == "db-primary-1",
        reason="replication is mid-resync",
        rule=rule.id if rule else None,
    )
    calls = []
    for host in ("db-primary-1", "db-replica-2"):
        try:
            calls.append({"call": f'restart("{host}")', "result": guard.call("restart", host=host), "allowed": True})
        except CallRefusedError as exc:
            calls.append({"call": f'restart("{host}")', "result": str(exc), "allowed": False})

    pinned = [
        {
            "id": r.id,
            "text": r.text,
            "kind": r.kind,
            "scope": r.scope,
            "scope_id": r.scope_id,
            "turns": list(r.source_turns),
        }
        for r in ledger.rules()
    ]
    second_act = _release_act(ledger, guard)

    history = [
        Message(
            role=m["role"],
            content=m.get("content") or "",
            tool_calls=tuple(m.get("tool_calls") or ()),
            tool_call_id=m.get("tool_call_id"),
        )
        for m in transcript[1:]
    ]
    plain = OfflineSummarizer().summarize(history, previous=TaskState(), previous_summary="", pinned=[]).text
    kept: list[Message] = []  # truncation: the newest messages that fit the same budget
    used = 0
    for message in reversed(history):
        used += ledger.count_tokens(message.text_for_counting())
        if used > BUDGET_TOKENS:
            break
        kept.append(message)
    return {
        "rule": SEED_RULE,
        "pinned": pinned,
        "compactions": compactions,
        "messages_total": len(ledger.messages),
        "messages_rendered": len(context),
        "context": context,
        "rule_in_context": any(SEED_RULE in (m["content"] or "") for m in context[:2]),
        "task_state": ledger.task_state.to_dict(),
        "guard_calls": calls,
        "plain_summary": plain,
        "rule_in_plain_summary": SEED_RULE in plain,
        "truncated_messages_kept": len(kept),
        "rule_after_truncation": any(SEED_RULE in k.content for k in kept),
        "release": second_act,
    }


def _release_act(ledger: Ledger, guard: Guard) -> dict[str, Any]:
    """The user lifts the rule; the same guard now runs the restart; the rule's history."""
    ledger.on_user_turn(RELEASE_TURN)
    rule = next((r for r in ledger.rules(include_retired=True) if r.text == SEED_RULE), None)
    try:
        outcome = {"call": 'restart("db-primary-1")', "result": guard.call("restart", host="db-primary-1")}
        outcome["allowed"] = True
    except CallRefusedError as exc:
        outcome = {"call": 'restart("db-primary-1")', "result": str(exc), "allowed": False}
    history = ledger.rule_history(rule.id) if rule else []
    return {
        "turn": RELEASE_TURN,
        "rule_active": bool(rule and rule.active),
        "guard_call": outcome,
        "history": [{"event": e["event"], "turn": e["turn"], "words": e["quote"]} for e in history],
    }


def _paint(text: str, code: str, on: bool) -> str:
    return f"\033[{code}m{text}\033[0m" if on else text


def render(result: dict[str, Any], *, colour: bool) -> str:
    bold, green, red, dim = "1", "32", "31", "2"
    out = [
        _paint("pinlane demo: on-call incident INC-4411", bold, colour),
        f"turn 4: {result['rule']!r} (between a log paste and a question), then 90 tool calls.",
        f"compactions: {result['compactions']}; {result['messages_total']} raw messages stored, "
        f"{result['messages_rendered']} rendered.",
        "",
        _paint("Rebuilt context", bold, colour),
    ]
    for m in result["context"]:
        content = m["content"] or json.dumps(m.get("tool_calls"))
        if m["role"] == "system" and content.startswith("## Rules in force"):
            out.append(_paint(content, green, colour))
        elif m["role"] == "system":
            out.append(content if len(content) < 900 else content[:900] + " ...")
        else:
            out.append(_paint(f"[{m['role']}] {content[:160]}", dim, colour))
    out += ["", _paint("The agent proposes actions", bold, colour)]
    for call in result["guard_calls"]:
        mark = _paint("RUN    ", green, colour) if call["allowed"] else _paint("REFUSED", red, colour)
        out.append(f"{mark} {call['call']}: {call['result']}")

    act = result["release"]
    out += ["", _paint("Second act: the user lifts the rule", bold, colour), f"[user] {act['turn']}"]
    out.append(f"The rule is {'still in force' if act['rule_active'] else 'released'}.")
    call = act["guard_call"]
    mark = _paint("RUN    ", green, colour) if call["allowed"] else _paint("REFUSED", red, colour)
    out.append(f"{mark} {call['call']}: {call['result']}")
    out.append("History of the rule:")
    out += [f"  turn {e['turn']}: {e['event']:9} {e['words']!r}" for e in act["history"]]

    def verdict(present: bool) -> str:
        return "kept" if present else _paint("LOST", red, colour)

    out += [
        "",
        _paint("Contrast: the same history without the pinned lane", bold, colour),
        f"Truncation to the same {BUDGET_TOKENS}-token budget keeps the newest {result['truncated_messages_kept']} "
        f"messages: the rule is {verdict(result['rule_after_truncation'])}.",
        "Offline extractive summary (first sentence of each user turn, tool counts):",
        result["plain_summary"][:600],
        f"The rule in that summary: {verdict(result['rule_in_plain_summary'])}"
        + (" (by luck: it is turn 4's first prose sentence)." if result["rule_in_plain_summary"] else "."),
    ]
    return "\n".join(out)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument("--tool-calls", type=int, default=90, help="tool calls of padding")


def run(args: argparse.Namespace) -> int:
    result = run_incident(tool_calls=args.tool_calls)
    if args.json:
        print(json.dumps(result, indent=2, ensure_ascii=False))
    else:
        colour = sys.stdout.isatty() and not os.environ.get("NO_COLOR")
        print(render(result, colour=colour))
    refused = not result["guard_calls"][0]["allowed"] and result["guard_calls"][1]["allowed"]
    released = result["release"]["guard_call"]["allowed"] and not result["release"]["rule_active"]
    return 0 if result["rule_in_context"] and refused and released else 1
