"""Find labels the model confidently disagrees with, have them re-judged blind, apply the verdicts.

    python -m training.review candidates A1   # out-of-fold disagreements -> data/work/review/A1*_input.jsonl
    python -m training.review apply A1        # adjudications A1a/A1b.jsonl -> data/work/corrections.jsonl

Labels come from several labeling sessions, so some are wrong. Five-fold out-of-fold
probabilities (folds by group, train and dev only; the test split is never reviewed, so its
numbers are not moved toward the model) pick units labeled positive that the model scores
below ``LOW`` and units labeled negative it scores above ``HIGH``. An adjudicator who sees
neither earlier opinion decides each one by the guideline; a label changes only when the
adjudicator sides with the model and the verdict survives a spot-check (a verdict marked
``"overruled"`` is skipped), and every change goes to corrections.jsonl with its reason.
"""

from __future__ import annotations

import json
import random
import sys
import zlib

import numpy as np

from training.build_data import WORK
from training.data import load_records
from training.train import TrainConfig, fit_heads, to_matrix
from training.units import label_units

LOW, HIGH = 0.12, 0.85
FOLDS = 5
REVIEW = WORK / "review"


def reviewed_units() -> set[tuple[str, int, int]]:
    """(record id, start, end) of every unit an earlier review round already adjudicated."""
    return {
        (c["id"], c["start"], c["end"])
        for path in REVIEW.glob("*_candidates.json")
        for c in json.loads(path.read_text(encoding="utf-8"))
    }


def candidates(name: str, *, exclude_batches: tuple[str, ...] = ("L9a", "L9b")) -> int:
    """Write the blind adjudication inputs (two halves) and the candidate list with the labels.

    Units adjudicated in an earlier round are left out: a confirmed label is not re-asked."""
    records = [r for r in load_records() if r.split in ("train", "dev")]
    by_id = {r.id: r for r in records}
    excluded = {
        json.loads(line)["id"]
        for batch in exclude_batches
        if (WORK / "in" / f"{batch}.jsonl").exists()
        for line in (WORK / "in" / f"{batch}.jsonl").read_text(encoding="utf-8").splitlines()
    }
    units = label_units(records)
    x = to_matrix(units)
    fold = np.array([zlib.crc32((by_id[u.record_id].group or u.record_id).encode()) % FOLDS for u in units])
    p = np.zeros(len(units))
    for f in range(FOLDS):
        fit, held = np.flatnonzero(fold != f), np.flatnonzero(fold == f)
        heads = fit_heads([units[i] for i in fit], x[fit], TrainConfig())
        p[held] = heads.probabilities(x[held])[0]
    done = reviewed_units()
    picked = [
        (i, u)
        for i, u in enumerate(units)
        if u.record_id not in excluded
        and (u.record_id, u.start, u.end) not in done
        and ((u.positive and p[i] < LOW) or (not u.positive and p[i] > HIGH))
    ]
    random.Random(name).shuffle(picked)
    rows, listed = [], []
    for n, (i, u) in enumerate(picked):
        text = by_id[u.record_id].text
        lo, hi = max(0, u.start - 1200), min(len(text), u.end + 600)
        cid = f"{name}-{n:03d}"
        message = ("…" if lo else "") + text[lo:hi] + ("…" if hi < len(text) else "")
        rows.append({"cid": cid, "id": u.record_id, "source": u.source, "sentence": u.text, "message": message})
        listed.append(
            {
                "cid": cid,
                "id": u.record_id,
                "start": u.start,
                "end": u.end,
                "unit": u.text,
                "labeled_positive": u.positive,
                "p": round(float(p[i]), 3),
            }
        )
    REVIEW.mkdir(parents=True, exist_ok=True)
    half = len(rows) // 2
    for suffix, part in (("a", rows[:half]), ("b", rows[half:])):
        with open(REVIEW / f"{name}{suffix}_input.jsonl", "w", encoding="utf-8") as handle:
            handle.writelines(json.dumps(r, ensure_ascii=False) + "\n" for r in part)
    (REVIEW / f"{name}_candidates.json").write_text(json.dumps(listed, ensure_ascii=False, indent=0), encoding="utf-8")
    print(f"{len(units)} units reviewed out of fold; {len(rows)} candidates written to {REVIEW}/{name}[ab]_input.jsonl")
    return 0


def apply(name: str) -> int:
    """Append a correction for every candidate where the adjudicator sides with the model."""
    listed = {c["cid"]: c for c in json.loads((REVIEW / f"{name}_candidates.json").read_text(encoding="utf-8"))}
    records = {r.id: r for r in load_records()}
    verdicts = [
        json.loads(line)
        for suffix in "ab"
        for line in (REVIEW / f"{name}{suffix}.jsonl").read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    fixes = []
    for verdict in verdicts:
        cand = listed.get(verdict.get("cid"))
        record = records.get(cand["id"]) if cand else None
        if record is None or verdict.get("overruled") or bool(verdict.get("constraint")) == cand["labeled_positive"]:
            continue  # unknown, overruled at spot-check, or the adjudicator confirms the label
        why = f"review {name} (blind adjudication, agrees with the model): {verdict.get('why', '')}".strip()
        if cand["labeled_positive"]:
            for span in record.constraints:
                if min(span.end, cand["end"]) - max(span.start, cand["start"]) >= (span.end - span.start) / 2:
                    fixes.append({"id": record.id, "span": span.text, "remove": True, "why": why})
        else:
            unit = record.text[cand["start"] : cand["end"]]
            occurrence = record.text[: cand["start"]].count(unit) + 1
            add = {"text": unit, "kind": verdict["kind"], "scope": verdict["scope"], "occurrence": occurrence}
            fixes.append({"id": record.id, "add": add, "why": why})
    with open(WORK / "corrections.jsonl", "a", encoding="utf-8") as handle:
        handle.writelines(json.dumps(f, ensure_ascii=False) + "\n" for f in fixes)
    removed = sum("remove" in f for f in fixes)
    added = len(fixes) - removed
    print(f"{len(verdicts)} verdicts; {len(fixes)} corrections appended ({removed} removals, {added} additions)")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2 or args[0] not in ("candidates", "apply"):
        print(__doc__, file=sys.stderr)
        return 2
    return candidates(args[1]) if args[0] == "candidates" else apply(args[1])


if __name__ == "__main__":
    sys.exit(main())
