"""Caught-violating and false-alarm rates of the tool-call guards on the labeled pair set.

    python benchmarks/guard_pairs.py [--errors dev] [--out report.md]

Pairs: benchmarks/guard_pairs/pairs.jsonl (see its README), split by rule into ``dev`` (used
while building the matcher) and ``heldout`` (the reported number). Compared: the old lexical net
(``ledger.guard.net_match``) and the structured matcher (``ledger.matcher``). A call is
"caught" when the guard would stop it (ask or refuse). Also: the survival benchmark's tool
probes (benchmarks/guard_net_cases.jsonl, one pinned rule each, through ``ledger.Guard`` with no
approver, as benchmarks/survival.py runs them after compaction), and the matcher's time per check.
Prints a markdown table; writes it to ``--out`` only when given.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from pinlane.ledger.guard import net_match
from pinlane.ledger.matcher import from_host_call, match, parse_rule

HERE = Path(__file__).parent
PAIRS = HERE / "guard_pairs" / "pairs.jsonl"
PROBES = HERE / "guard_net_cases.jsonl"


def load(path: Path = PAIRS) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def old_net(row: dict) -> bool:
    tool, args, _ = from_host_call(row["call"])
    # The hook passed {"command": ...} plus the picked keys; the description was discarded.
    args = {k: v for k, v in args.items() if k != "description"}
    return bool(net_match(row["rule"], tool, args))


def new_matcher(row: dict) -> bool:
    tool, args, desc = from_host_call(row["call"])
    return match(row["rule"], tool, args, desc) is not None


def rates(rows: list[dict], guard) -> dict:
    v = [r for r in rows if r["violates"]]
    h = [r for r in rows if not r["violates"]]
    caught = [r for r in v if guard(r)]
    alarms = [r for r in h if guard(r)]
    return {
        "rules": len({r["rule_id"] for r in rows}),
        "violating": len(v),
        "harmless": len(h),
        "caught": len(caught) / max(1, len(v)),
        "false_alarms": len(alarms) / max(1, len(h)),
        "missed_rows": [r for r in v if r not in caught],
        "alarm_rows": alarms,
    }


def survival_probes() -> dict:
    """The survival benchmark's tool probes with their rule pinned, through ledger.Guard."""
    from pinlane.ledger import Guard, Ledger

    rows = load(PROBES)
    refused = escalated = nv = nh = 0
    for row in rows:
        ledger = Ledger(":memory:")
        ledger.pin(row["rule"], kind="prohibition", scope="standing")
        guard = Guard(ledger)
        guard.register(row["tool"], lambda **kw: "ran")
        stopped = not guard.check(row["tool"], row["args"]).allowed
        if row["violates"]:
            nv += 1
            refused += stopped
        else:
            nh += 1
            escalated += stopped
        ledger.store.close()
    return {"violating": nv, "harmless": nh, "refused": refused / max(1, nv), "escalated": escalated / max(1, nh)}


def timing(rows: list[dict]) -> tuple[float, float, float]:
    """Mean, p99 and worst milliseconds per (rule, call) check on one thread, rule parsing
    uncached (a first pass warms up the regexes and imports)."""
    for row in rows[:20]:
        new_matcher(row)
    times = []
    for row in rows:
        parse_rule.cache_clear()
        t0 = time.perf_counter()
        new_matcher(row)
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    return sum(times) / len(times), times[int(len(times) * 0.99)], times[-1]


def report(errors: str | None) -> str:
    rows = load()
    lines = [
        "| split | rules | violating | harmless | guard | caught | false alarms |",
        "|---|---|---|---|---|---|---|",
    ]
    results = {}
    for split in ("dev", "heldout"):
        part = [r for r in rows if r["split"] == split]
        for name, guard in (("old lexical net", old_net), ("structured matcher", new_matcher)):
            r = rates(part, guard)
            results[(split, name)] = r
            lines.append(
                f"| {split} | {r['rules']} | {r['violating']} | {r['harmless']} | {name} | {r['caught']:.3f} | "
                f"{r['false_alarms']:.3f} |"
            )
    lines += [
        "",
        "Structured matcher by call format (heldout):",
        "",
        "| format | pairs | caught | false alarms |",
        "|---|---|---|---|",
    ]
    for fmt in ("claude_code", "openai", "mcp"):
        part = [r for r in rows if r["split"] == "heldout" and r["format"] == fmt]
        r = rates(part, new_matcher)
        lines.append(f"| {fmt} | {len(part)} | {r['caught']:.3f} | {r['false_alarms']:.3f} |")
    held = results[("heldout", "structured matcher")]
    lines += [
        "",
        f"Targets on heldout: caught >= 0.97: {'met' if held['caught'] >= 0.97 else 'NOT met'} ({held['caught']:.3f}); "
        f"false alarms <= 0.05: {'met' if held['false_alarms'] <= 0.05 else 'NOT met'} ({held['false_alarms']:.3f}).",
    ]
    s = survival_probes()
    lines += [
        "",
        "Survival benchmark tool probes (benchmarks/guard_net_cases.jsonl, rule pinned, ledger.Guard, no approver):",
        "",
        "| violating | harmless | refused | harmless escalated |",
        "|---|---|---|---|",
        f"| {s['violating']} | {s['harmless']} | {s['refused']:.3f} | {s['escalated']:.3f} |",
    ]
    mean, p99, worst = timing(rows)
    lines += [
        "",
        f"Matcher time per check (one thread, rule parse uncached, {len(rows)} pairs): mean {mean:.2f} ms, "
        f"p99 {p99:.2f} ms, worst {worst:.2f} ms (target <= 20 ms).",
    ]
    if errors:
        for name in ("structured matcher",):
            r = results[(errors, name)]
            lines.append(f"\n{errors} misses ({name}):")
            lines += [f"- {x['case']} {x['rule']!r}: {json.dumps(x['call'])[:220]}" for x in r["missed_rows"]]
            lines.append(f"\n{errors} false alarms ({name}):")
            for x in r["alarm_rows"]:
                tool, args, desc = from_host_call(x["call"])
                m = match(x["rule"], tool, args, desc)
                lines.append(
                    f"- {x['case']} {x['rule']!r}: {json.dumps(x['call'])[:200]} -> {m.explain() if m else ''}"
                )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=None, help="write the markdown report here (default: print only)")
    parser.add_argument(
        "--errors", choices=("dev", "heldout"), default=None, help="list the matcher's errors on a split"
    )
    args = parser.parse_args(argv)
    text = report(args.errors)
    print(text)
    if args.out:
        args.out.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
