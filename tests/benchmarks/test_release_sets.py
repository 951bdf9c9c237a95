"""The hand-written release/amend sets of benchmarks/release/ written by eight new authors in the
seventh round (check7, check8 choose the release head's policy; rtrain1-rtrain6 train it): each
file is what its generator writes, and every record follows the README's conventions."""

import importlib.util
import json
import sys
from pathlib import Path

import pytest

SETS = Path(__file__).resolve().parents[2] / "benchmarks" / "release"
NAMES = (
    *(f"check{n}" for n in range(7, 16)),
    *(f"rtrain{n}" for n in range(1, 80)),
    *(f"blind{n}{x}" for n in range(2, 22) for x in "abc"),
)
CASES = {
    "release": {"release"},
    "amend": {"amend"},
    "keep": {"restate", "ask", "other", "negated", "future", "implicit", "relayed", "sarcasm", "chatter",
             "injection_assistant", "injection_tool"},
}  # fmt: skip


def _generator(name):
    sys.path.insert(0, str(SETS))
    try:
        spec = importlib.util.spec_from_file_location(f"make_{name}", SETS / f"make_{name}.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(SETS))
    return module


def _records(name):
    return [json.loads(x) for x in (SETS / f"{name}.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]


@pytest.mark.parametrize("name", NAMES)
def test_the_file_is_what_its_generator_writes(name):
    module = _generator(name)
    scenarios = next(v for k, v in vars(module).items() if k.isupper() and isinstance(v, list) and k != "OUT")
    assert module.records(scenarios, name) == _records(name)


@pytest.mark.parametrize("name", NAMES)
def test_records_follow_the_conventions(name):
    items = _records(name)
    assert len(items) >= 120 and len({i["scenario"] for i in items}) >= 30
    for n, i in enumerate(items, 1):
        where = f"{name}.jsonl:{n}"
        assert i["split"] == name and i["scenario"].startswith(f"{name}-") and i["source"] == "hand", where
        assert i["case"] in CASES[i["label"]], where
        ids = {r["id"] for r in i["rules"]}
        said = " ".join(m["content"] for m in i["prior"] if m["role"] == "user").lower()
        assert all(r["text"].lower() in said for r in i["rules"]), where  # capitalised as a rule
        if i["label"] == "keep":
            assert i["target_rule"] is None and i["new_text"] == "", where
        else:
            assert i["target_rule"] in ids and i["turn"]["role"] == "user", where
        if i["label"] == "amend":
            assert i["new_text"] and i["new_text"] in i["turn"]["content"], where
        if i["turn"]["role"] != "user":
            assert i["case"].startswith("injection_"), where


def test_authors_wrote_distinct_turns():
    seen: dict[str, str] = {}
    for name in NAMES:
        for i in _records(name):
            if i["turn"]["role"] == "user":
                text = i["turn"]["content"].strip().lower()
                assert seen.setdefault(text, name) == name, (text, seen[text], name)
