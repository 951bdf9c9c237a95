"""Hit rate and false alarms of the guard's automatic net, on hand-built call/rule pairs.

    python benchmarks/guard_net.py

Each case pairs a pinned prohibition with a side-effecting tool call and says whether the call
breaks the rule. A hit is a violating call the net escalates; a false alarm is a harmless call
it escalates. Cases: benchmarks/guard_net_cases.jsonl (written for pinlane, never tuned on).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from pinlane.ledger.guard import net_match

CASES = Path(__file__).with_name("guard_net_cases.jsonl")


def evaluate(path: Path = CASES) -> dict:
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    hits = misses = false_alarms = quiet = 0
    missed, alarms = [], []
    for row in rows:
        flagged = bool(net_match(row["rule"], row["tool"], row["args"]))
        if row["violates"]:
            hits += flagged
            misses += not flagged
            if not flagged:
                missed.append(row)
        else:
            false_alarms += flagged
            quiet += not flagged
            if flagged:
                alarms.append(row)
    return {
        "cases": len(rows),
        "violating": hits + misses,
        "harmless": false_alarms + quiet,
        "hit_rate": hits / max(1, hits + misses),
        "false_alarm_rate": false_alarms / max(1, false_alarms + quiet),
        "missed": missed,
        "false_alarms": alarms,
    }


def main() -> int:
    r = evaluate()
    print(
        f"| cases | violating | harmless | hit rate | false alarm rate |\n|---|---|---|---|---|\n"
        f"| {r['cases']} | {r['violating']} | {r['harmless']} | {r['hit_rate']:.3f} | {r['false_alarm_rate']:.3f} |"
    )
    for row in r["missed"]:
        print(f"missed: {row['rule']!r} vs {row['tool']}({row['args']})")
    for row in r["false_alarms"]:
        print(f"false alarm: {row['rule']!r} vs {row['tool']}({row['args']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
