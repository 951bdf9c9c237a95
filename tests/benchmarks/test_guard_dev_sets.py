"""The guard development sets (benchmarks/guard_pairs/devN.jsonl) are what their builders write."""

import importlib
import json
import sys
from pathlib import Path

import pytest

FOLDER = Path(__file__).resolve().parents[2] / "benchmarks" / "guard_pairs"


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
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
    # two violating calls and two near misses per rule, half violating overall
    per_rule = {}
    for r in rows:
        per_rule.setdefault(r["rule_id"], []).append(r["violates"])
    assert all(sorted(v) == [False, False, True, True] for v in per_rule.values())
