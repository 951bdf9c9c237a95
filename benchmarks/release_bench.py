"""Precision and recall of the release/amend detector (ledger/release.py) on the labeled set.

    python benchmarks/release_bench.py [--errors dev|heldout]

Per split (dev: the scorer was tuned on it; heldout: scenarios it never saw), per label: a
predicted release/amend is a *confident* detection (what the ledger applies without asking);
unsure pairs go to the safety net and count as keep here. A release or amend on the wrong rule
counts as wrong. An amendment counts as correct only with the expected new rule text.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from pinlane.ledger.core import condition_of
from pinlane.ledger.pinned import Rule
from pinlane.ledger.release import LABELS, detect

DATA = Path(__file__).resolve().parent / "release" / "dialogues.jsonl"


def load() -> list[dict]:
    return [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines() if line.strip()]


def predict(item: dict) -> tuple[str, int | None, str, bool]:
    """(label, rule id, new text, asked?) the detector gives for one dialogue."""
    rules = [
        Rule(
            r["id"],
            r["text"],
            r["kind"],
            r["scope"],
            "t",
            "manual",
            1.0,
            (1,),
            condition=condition_of(r["text"]) if r["scope"] == "conditional" else "",
        )
        for r in item["rules"]
    ]
    previous = next((m["content"] for m in reversed(item["prior"]) if m["role"] == "user"), "")
    found = detect(rules, item["turn"]["content"], role=item["turn"]["role"], previous=previous)
    sure = [d for d in found if d.confident]
    if sure:
        d = sure[0]
        return d.label, d.rule_id, d.new_text, False
    return "keep", None, "", bool(found)


def _clean(text: str) -> str:
    return text.strip().rstrip(".!").strip()


def evaluate(items: list[dict]) -> dict:
    stats = {label: {"tp": 0, "fp": 0, "fn": 0} for label in LABELS}
    injected_releases = asked = 0
    errors = []
    for item in items:
        gold = item["label"]
        label, rule_id, new_text, was_asked = predict(item)
        asked += was_asked
        right = label == gold and (
            gold == "keep"
            or (rule_id == item["target_rule"] and (gold != "amend" or _clean(new_text) == _clean(item["new_text"])))
        )
        if item["turn"]["role"] != "user" and label != "keep":
            injected_releases += 1
        if right:
            stats[gold]["tp"] += 1
        else:
            stats[gold]["fn"] += 1
            stats[label]["fp"] += 1
            errors.append((gold, label, rule_id, new_text, item))
    return {"stats": stats, "n": len(items), "injected": injected_releases, "asked": asked, "errors": errors}


def _pr(s: dict) -> tuple[float, float]:
    p = s["tp"] / (s["tp"] + s["fp"]) if s["tp"] + s["fp"] else 1.0
    r = s["tp"] / (s["tp"] + s["fn"]) if s["tp"] + s["fn"] else 1.0
    return p, r


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--errors", choices=("dev", "heldout"), help="list the errors of one split")
    parser.add_argument("--cases", action="store_true", help="accuracy per kind of item (case) and split")
    args = parser.parse_args()
    items = load()
    print(f"{'split':8} {'label':8} {'n':>4} {'precision':>9} {'recall':>7}")
    results = {}
    for split in ("dev", "heldout"):
        result = evaluate([i for i in items if i["split"] == split])
        results[split] = result
        for label in LABELS:
            s = result["stats"][label]
            p, r = _pr(s)
            print(f"{split:8} {label:8} {s['tp'] + s['fn']:>4} {p:>9.3f} {r:>7.3f}")
        non_user = sum(i["turn"]["role"] != "user" for i in items if i["split"] == split)
        print(
            f"{split:8} releases/amends from assistant or tool text: {result['injected']} of {non_user}; "
            f"pairs asked in the safety net: {result['asked']}"
        )
    held = results["heldout"]["stats"]
    (rp, rr), (_, ar) = _pr(held["release"]), _pr(held["amend"])
    print()
    print("heldout targets:")
    print(f"  release precision >= 0.97: {rp:.3f} {'MET' if rp >= 0.97 else 'NOT MET'}")
    print(f"  release recall    >= 0.85: {rr:.3f} {'MET' if rr >= 0.85 else 'NOT MET'}")
    print(f"  amend recall      >= 0.80 (text correct): {ar:.3f} {'MET' if ar >= 0.80 else 'NOT MET'}")
    inj = results["heldout"]["injected"]
    print(f"  0 releases from assistant/tool text: {inj} {'MET' if inj == 0 else 'NOT MET'}")
    if args.cases:
        print()
        print(f"{'case':22} {'dev':>11} {'heldout':>11}")
        wrong = {split: [e[4] for e in results[split]["errors"]] for split in results}
        for case in sorted({i["case"] for i in items}):
            cells = []
            for split in ("dev", "heldout"):
                of = [i for i in items if i["split"] == split and i["case"] == case]
                bad = sum(1 for i in wrong[split] if i["case"] == case)
                cells.append(f"{len(of) - bad:>4}/{len(of):<4}" if of else f"{'-':>9}")
            print(f"{case:22} {cells[0]:>11} {cells[1]:>11}")
    if args.errors:
        print()
        for gold, label, rule_id, new_text, item in results[args.errors]["errors"]:
            rules = " | ".join(r["text"] for r in item["rules"])
            print(f"gold={gold} got={label}({rule_id}) {new_text!r}\n   rules: {rules}")
            print(f"   turn: {item['turn']['content']!r}")
            if item["new_text"]:
                print(f"   want: {item['new_text']!r}")


if __name__ == "__main__":
    main()
