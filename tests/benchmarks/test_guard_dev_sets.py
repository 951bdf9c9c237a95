"""The guard development sets (benchmarks/guard_pairs/devN.jsonl) are what their builders write."""

import importlib
import json
import sys
from pathlib import Path

import pytest

FOLDER = Path(__file__).resolve().parents[2] / "benchmarks" / "guard_pairs"


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6, 7, 8, 9])
def test_each_dev_set_is_rebuilt_from_its_builder(n):
    sys.path.insert(0, str(FOLDER))
    try:
        builder = importlib.import_module(f"build_dev{n}")
    finally:
        sys.path.remove(str(FOLDER))
    rows = builder.RULES.rows()
    committed = [json.loads(line) for line in (FOLDER / f"dev{n}.jsonl").read_text().splitlines()]
    assert rows == committed
    assert {r["split"] for r in rows} == {f"dev{n}"}
    # two (dev7..dev9: three) violating calls and as many near misses per rule, half violating overall
    per_side = 3 if n >= 7 else 2
    per_rule = {}
    for r in rows:
        per_rule.setdefault(r["rule_id"], []).append(r["violates"])
    assert all(sorted(v) == [False] * per_side + [True] * per_side for v in per_rule.values())


@pytest.mark.parametrize("n", [7, 8, 9])
def test_numbered_dev_sets_have_ordered_rule_ids_and_no_call_repeated_within_a_rule(n):
    sys.path.insert(0, str(FOLDER))
    try:
        builder = importlib.import_module(f"build_dev{n}")
    finally:
        sys.path.remove(str(FOLDER))
    rows = builder.RULES.rows()
    ids = sorted({r["rule_id"] for r in rows})
    assert len(ids) >= (25 if n == 9 else 40)  # dev9: a focused set (objects named differently)
    assert ids == [f"dev{n}-{k:02d}" for k in range(1, len(ids) + 1)]
    seen = {}
    for r in rows:
        key = json.dumps(r["call"], sort_keys=True)
        assert key not in seen.setdefault(r["rule_id"], set()), r["case"]
        seen[r["rule_id"]].add(key)


@pytest.mark.parametrize("n", [8, 9])
def test_dev8_and_dev9_repeat_no_rule_and_no_call_of_the_earlier_sets(n):
    earlier = ["pairs.jsonl"] + [f"dev{k}.jsonl" for k in range(2, n)]
    rules, calls = set(), set()
    for name in earlier:
        for line in (FOLDER / name).read_text().splitlines():
            row = json.loads(line)
            rules.add(row["rule"].strip().lower())
            calls.add(json.dumps(row["call"], sort_keys=True))
    rows = [json.loads(line) for line in (FOLDER / f"dev{n}.jsonl").read_text().splitlines()]
    assert not [r["rule_id"] for r in rows if r["rule"].strip().lower() in rules]
    assert not [r["case"] for r in rows if json.dumps(r["call"], sort_keys=True) in calls]
