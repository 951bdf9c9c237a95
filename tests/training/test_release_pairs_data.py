"""data/pairs/release_train.jsonl: the schema the pair trainer reads (data/pairs/README.md), its size, and
that it shares no turn or rule with the release benchmark."""

import importlib.util
import json
import re
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAIRS = ROOT / "data" / "pairs" / "release_train.jsonl"
BENCH = ROOT / "benchmarks" / "release" / "dialogues.jsonl"


def _rows(path):
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.fixture(scope="module")
def rows():
    return _rows(PAIRS)


def test_every_row_has_the_pair_schema(rows):
    for i, r in enumerate(rows, 1):
        assert set(r) == {"task", "group", "a", "b", "label", "source"}, f"line {i}: {sorted(r)}"
        assert r["task"] == "release" and r["label"] in (0, 1, 2) and type(r["label"]) is int, f"line {i}"
        assert all(isinstance(r[k], str) and r[k].strip() for k in ("group", "a", "b", "source")), f"line {i}"
        assert r["source"] == "hand" or r["source"].startswith("gen:"), f"line {i}: {r['source']}"


def test_size_labels_and_scenarios(rows):
    labels = Counter(r["label"] for r in rows)
    assert len(rows) >= 2500 and len({r["group"] for r in rows}) >= 100
    assert min(labels.values()) >= 300, labels
    cases = Counter(r["source"].split(":")[1] for r in rows if r["source"] != "hand")
    assert sum(r["source"] == "hand" for r in rows) >= 100
    for case in (
        "restate",
        "ask",
        "other_target",
        "negated",
        "future",
        "relayed",
        "sarcasm",
        "hypothetical",
        "condition_done_only",
        "chatter",
        "cross_rule",
        "amend_new",
        "amend_partial",
        "release_lift",
    ):
        assert cases[case] >= 50, (case, cases[case])
    # a group is one rule: a split by group keeps a scenario's pairs together
    rule_of = {}
    for r in rows:
        if not r["source"].startswith("gen:cross_rule"):
            assert rule_of.setdefault(r["group"], r["a"]) == r["a"]
    assert len({(r["a"], r["b"].lower()) for r in rows}) == len(rows)


def test_cross_rule_pairs_are_keeps_and_reuse_another_scenarios_turn(rows):
    own = {(r["group"], r["b"]) for r in rows if not r["source"].startswith("gen:cross_rule")}
    cross = [r for r in rows if r["source"].startswith("gen:cross_rule")]
    assert cross and all(r["label"] == 0 for r in cross)
    assert all((r["group"], r["b"]) not in own for r in cross)


def _norm(text):
    return " ".join(re.findall(r"[a-z0-9']+", text.lower()))


def test_no_turn_or_rule_of_the_release_benchmark_is_in_the_training_pairs(rows):
    items = _rows(BENCH)
    turns = {_norm(i["turn"]["content"]) for i in items}
    rules = {_norm(r["text"]) for i in items for r in i["rules"]}
    assert not [r["b"] for r in rows if _norm(r["b"]) in turns]
    assert not {r["a"] for r in rows if _norm(r["a"]) in rules}


def test_the_file_is_what_the_generator_writes():
    spec = importlib.util.spec_from_file_location(
        "make_release_pairs", ROOT / "data" / "pairs" / "make_release_pairs.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.build() == _rows(PAIRS)
