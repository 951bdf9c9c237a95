"""Shared by the hand-written release set generators (``make_rtrain24.py`` on): check a set's
records against the README's conventions, write it, print its counts.

Each generator holds only its hand-written scenarios; what every generator must check and print
lives here once, so a convention changes in one place."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from make_dev2 import records


def check(scenarios: list[dict], items: list[dict]) -> None:
    """Fail loudly on a record that breaks the README conventions."""
    for sc in scenarios:
        assert sc["rule"][0] in sc["say"], sc["id"]
        if "second" in sc:
            assert sc["second"][0] in sc["second"][3], sc["id"]
    for it in items:
        content = it["turn"]["content"]
        if it["label"] == "amend":
            new = it["new_text"]
            assert new and new in content, (it["scenario"], new)
            assert content.rstrip(" .!").endswith(new), (it["scenario"], new)
        else:
            assert it["new_text"] == "", it["scenario"]
        if it["label"] == "keep":
            assert it["target_rule"] is None, it["scenario"]
        if it["target_rule"] == 2:
            assert len(it["rules"]) == 2, it["scenario"]
        if it["turn"]["role"] != "user":
            assert it["label"] == "keep", it["scenario"]
    turns = [i["turn"]["content"] for i in items]
    assert len(turns) == len(set(turns)), "a turn is repeated"


def write_set(scenarios: list[dict], name: str, out: Path) -> list[dict]:
    """Serialize ``scenarios`` as split ``name``, check them, write ``out`` and print the counts."""
    items = records(scenarios, name)
    check(scenarios, items)
    out.write_text("".join(json.dumps(i, ensure_ascii=False) + "\n" for i in items), encoding="utf-8")
    print(f"wrote {len(items)} dialogues in {len(scenarios)} scenarios to {out}")
    print("labels", dict(Counter(i["label"] for i in items)))
    print("cases", dict(Counter(i["case"] for i in items).most_common()))
    print("second-rule targets", sum(i["target_rule"] == 2 for i in items))
    print("items with a second rule", sum(len(i["rules"]) == 2 for i in items))
    print("rule 1 kinds", dict(Counter(i["rules"][0]["kind"] for i in items)))
    print("rule 1 scopes", dict(Counter(i["rules"][0]["scope"] for i in items)))
    print("injections", sum(i["turn"]["role"] != "user" for i in items))
    return items
