"""Does build_context() hold its budget in the one-user-turn agent loop? (#18.1)

    python benchmarks/agent_loop_budget.py          # a rule-pinning stub as classifier
    python benchmarks/agent_loop_budget.py --real   # the shipped model

One user turn with a rule, then N tool calls with ~12-line results; build_context() after every
call. Prints, per shape: the largest context by the ledger's counter and by chars/4, how many
builds went over budget +10%, whether the rule was in the rules block every time, compactions.
"""

from __future__ import annotations

import argparse
import json
import time

from pinlane.classifier.types import Constraint
from pinlane.ledger import Ledger
from pinlane.ledger.pinned import parse_block

RULE = "Never restart the primary database while the resync runs."
SHAPES = [(6000, 300, 12), (2000, 200, 12), (6000, 500, 12), (4000, 100, 200)]


def span(message: str, rule: str) -> Constraint:
    """A certain prohibition at ``rule``'s place in ``message`` (the classifier's own type)."""
    start = message.find(rule)
    return Constraint(rule, start, start + len(rule), "prohibition", "task", 0.99)


class RuleStub:
    def classify(self, text: str, *, include_uncertain: bool = False) -> list[Constraint]:
        return [span(text, RULE)] if RULE in text else []


def run(budget: int, calls: int, lines: int, classifier: object) -> dict[str, object]:
    ledger = Ledger(classifier=classifier, budget_tokens=budget)  # type: ignore[arg-type]
    ledger.on_user_turn(f"The queue is slow, find out why. {RULE}")
    worst = worst_chars = over = 0
    verbatim = True
    start = time.perf_counter()
    for i in range(calls):
        call = {
            "id": f"call_{i}",
            "type": "function",
            "function": {"name": "bash", "arguments": json.dumps({"command": f"tail -n {lines} app{i}.log"})},
        }
        ledger.add_message("assistant", None, tool_calls=[call])
        body = "\n".join(f"2026-12-03 10:{j % 60:02d}:00 app{i} worker {j} ok queue=3" for j in range(lines))
        ledger.add_message("tool", body, tool_call_id=f"call_{i}")
        context = ledger.build_context()
        tokens = ledger.context_tokens()
        chars = sum(len(m["content"] or "") + len(json.dumps(m.get("tool_calls", ""))) for m in context) // 4
        worst, worst_chars = max(worst, tokens), max(worst_chars, chars)
        over += tokens > budget * 1.1
        block = next((m["content"] for m in context if m["content"] and m["content"].startswith("## Rules")), "")
        verbatim &= RULE in (parse_block(block) if block else [])
    return {
        "budget": budget,
        "calls": calls,
        "lines": lines,
        "max_tokens": worst,
        "max_chars/4": worst_chars,
        "builds_over_110%": over,
        "rule_verbatim": verbatim,
        "compactions": ledger.store.compactions(),
        "seconds": round(time.perf_counter() - start, 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--real", action="store_true", help="classify with the shipped model")
    args = parser.parse_args()
    if args.real:
        from pinlane.classifier import ConstraintClassifier

        classifier: object = ConstraintClassifier.load()
    else:
        classifier = RuleStub()
    rows = [run(b, n, lines, classifier) for b, n, lines in SHAPES]
    keys = list(rows[0])
    print(" ".join(f"{k:>16}" for k in keys))
    for row in rows:
        print(" ".join(f"{row[k]!s:>16}" for k in keys))


if __name__ == "__main__":
    main()
