"""Assemble data/labeled.jsonl from the labeling batches in data/work/.

Input batches (data/work/in/*.jsonl) hold real corpus lines; their labels come back as
data/work/out/<batch>.jsonl with span texts, which this script turns into offsets. Synthetic
batches (data/work/out/S*.jsonl) carry their own text. Then: evaluation-only sources and any
text of the public benchmark are dropped, exact duplicates after normalisation are removed,
and whole groups (dialogue, source document, rule file) are assigned to a split by a stable
hash, so no conversation or near-duplicate straddles splits.

    python -m training.build_data
"""

from __future__ import annotations

import json
import math
import sys
import zlib
from collections import Counter
from pathlib import Path

from training.data import (
    DATA_FILE,
    EVAL_ONLY_SOURCES,
    ROOT,
    load_benchmark_texts,
    load_probe_rules,
    normalize_for_dedup,
)
from training.leakage import NearDuplicateIndex

WORK = ROOT / "data" / "work"
#: Share of groups per split (by stable hash of the group key).
SPLIT_SHARES = (("train", 0.70), ("dev", 0.15), ("test", 0.15))
#: Real sources held out whole: every message in test, none in train or dev, so the test split
#: measures text from sources the model never saw (the issue's generalisation rule).
HELD_OUT_SOURCES = frozenset({"aider_history", "mt_bench", "self_instruct"})
#: agent_rules is split by repository: this share of repositories is held out (test only); the
#: rest go to train/dev by document, never to test.
AGENT_RULES_HELD_OUT_SHARE = 1 / 3
#: Share of synthetic messages allowed to start in lower case (real text: about 4%).
SYNTHETIC_LOWERCASE_SHARE = 0.05


def group_key(row: dict) -> str:
    """The unit that must not straddle splits: a dialogue, a rule file, a benchmark item."""
    meta = row.get("meta") or {}
    source = row["source"]
    if row.get("group"):
        return f"{source}:{row['group']}"
    for key in ("dialogue_id", "conversation_id", "file", "example_id", "task_id", "dialogue"):
        if key in meta:
            return f"{source}:{key}:{meta[key]}"
    if row.get("context", "") and str(row["context"]).startswith(f"{source}:"):
        return str(row["context"])
    if source == "multi_if" and "key" in meta:
        return f"multi_if:{meta['key']}"
    return row["id"]


def family_key(row: dict) -> str:
    """Messages that are variants of one item: a FollowBench ladder (same instruction, 0-5
    constraints added) or one tau-bench scenario replayed over trials. A near-duplicate of the
    benchmark takes its whole family out; other messages go one by one."""
    meta = row.get("meta") or {}
    if row["source"] == "followbench" and "example_id" in meta:
        return f"followbench:{meta.get('constraint_type')}:{meta['example_id']}"
    if row["source"] == "tau_bench_sim_user" and "task_id" in meta:
        return f"tau_bench_sim_user:{meta['task_id']}"
    return row["id"]


def _point(key: str) -> float:
    return (zlib.crc32(key.encode()) % 10_000) / 10_000


def held_out_repos(repos: set[str]) -> set[str]:
    """The agent_rules repositories kept out of train and dev: the lowest-hash third."""
    ranked = sorted(repos, key=lambda repo: (_point(f"heldout:{repo}"), repo))
    return set(ranked[: math.ceil(len(ranked) * AGENT_RULES_HELD_OUT_SHARE)])


def split_for(record: dict, heldout_repos: set[str]) -> tuple[str, bool]:
    """(split, held_out) for a record: held-out sources and repositories go to test only."""
    if record["source"] in HELD_OUT_SOURCES:
        return "test", True
    if record["source"] == "agent_rules":
        repo = record["group"].split(":", 1)[1]
        if repo in heldout_repos:
            return "test", True
        return ("dev" if _point(record["group"]) < 0.15 else "train"), False
    return assign_split(record["group"]), False


def fix_synthetic_casing(record: dict) -> bool:
    """Capitalise a synthetic message's first letter (offsets unchanged), keeping a real-like share
    of lower-case openings, so "starts in lower case" stops meaning "synthetic" to the model."""
    text = record["text"]
    stripped = len(text) - len(text.lstrip())
    if not record["source"].startswith("synthetic") or stripped >= len(text) or not text[stripped].islower():
        return False
    if _point(f"case:{record['id']}") < SYNTHETIC_LOWERCASE_SHARE:
        return False
    upper = text[stripped].upper()
    if len(upper) != 1:
        return False
    record["text"] = text[:stripped] + upper + text[stripped + 1 :]
    for span in record["constraints"]:
        span["text"] = record["text"][span["start"] : span["end"]]
    return True


def assign_split(key: str) -> str:
    point = _point(key)
    total = 0.0
    for name, share in SPLIT_SHARES:
        total += share
        if point < total:
            return name
    return SPLIT_SHARES[-1][0]


def locate(text: str, span: str, occurrence: int = 1) -> tuple[int, int] | None:
    """Offsets of the n-th occurrence of ``span`` in ``text``, trimmed of outer whitespace."""
    stripped = span.strip()
    pos = -1
    for _ in range(max(1, occurrence)):
        pos = text.find(stripped, pos + 1)
        if pos < 0:
            return None
    return pos, pos + len(stripped)


def _read_jsonl(path: Path) -> list[dict]:
    rows = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as exc:
                print(f"warning: {path.name} line {number}: skipped, not JSON ({exc.msg})")
    return rows


def collect() -> tuple[list[dict], Counter]:
    problems: Counter = Counter()
    inputs = {}
    for path in sorted((WORK / "in").glob("*.jsonl")):
        for row in _read_jsonl(path):
            inputs[row["id"]] = row
    records = []
    for path in sorted((WORK / "out").glob("*.jsonl")):
        for row in _read_jsonl(path):
            base = inputs.get(row.get("id"), {})
            merged = {**base, **{k: v for k, v in row.items() if v not in (None, "")}}
            if "text" not in merged or "source" not in merged:
                problems["no text"] += 1
                continue
            text = merged["text"]
            spans = []
            for c in row.get("constraints", []):
                found = locate(text, c.get("text", ""), int(c.get("occurrence", 1)))
                if found is None:
                    problems["span not found"] += 1
                    print(f"warning: {path.name} {row.get('id')}: span not in text: {c.get('text')!r}")
                    continue
                span = {
                    "start": found[0],
                    "end": found[1],
                    "text": text[found[0] : found[1]],
                    "kind": c.get("kind"),
                    "scope": c.get("scope"),
                }
                if c.get("rationale"):
                    span["rationale"] = c["rationale"]
                spans.append(span)
            spans.sort(key=lambda s: s["start"])
            parts = (merged.get("meta") or {}).get("items")
            records.append(
                {
                    "id": merged["id"],
                    "source": merged["source"],
                    "text": text,
                    "constraints": spans,
                    "labeler": "model-assisted",
                    "group": group_key(merged),
                    "family": family_key(merged),
                    "notes": row.get("notes", "") or "",
                    "batch": path.stem,
                    **({"parts": parts} if parts else {}),
                }
            )
    return records, problems


def apply_corrections(records: list[dict], path: Path | None = None) -> int:
    """Label fixes made after review (data/work/corrections.jsonl), each with its reason.

    A fix names a record ``id``, a ``why`` and one of: ``span`` plus new ``kind``/``scope``;
    ``span`` plus ``"remove": true``; or ``add``: {text, kind, scope, occurrence?}. A fix whose
    record or span is not found is reported and skipped, never guessed.
    """
    path = path or WORK / "corrections.jsonl"
    if not path.exists():
        return 0
    by_id = {r["id"]: r for r in records}
    applied = 0
    for number, fix in enumerate(_read_jsonl(path), 1):
        record = by_id.get(fix.get("id"))
        if record is None:
            continue  # the record was dropped (duplicate, benchmark text) or is not drawn yet
        if "add" in fix:
            new = fix["add"]
            found = locate(record["text"], new["text"], int(new.get("occurrence", 1)))
            overlaps = found is not None and any(
                s["start"] < found[1] and found[0] < s["end"] for s in record["constraints"]
            )
            if found is None or overlaps:
                print(
                    f"warning: {path.name} line {number}: cannot add {new['text'][:60]!r} to {fix['id']} "
                    f"({'not in text' if found is None else 'overlaps a span'}); skipped"
                )
                continue
            record["constraints"].append(
                {
                    "start": found[0],
                    "end": found[1],
                    "text": record["text"][found[0] : found[1]],
                    "kind": new["kind"],
                    "scope": new["scope"],
                }
            )
            record["constraints"].sort(key=lambda s: s["start"])
        else:
            matches = [s for s in record["constraints"] if s["text"] == fix["span"]]
            if not matches:
                print(f"warning: {path.name} line {number}: span {fix['span'][:60]!r} not in {fix['id']}; skipped")
                continue
            if fix.get("remove"):
                record["constraints"] = [s for s in record["constraints"] if s["text"] != fix["span"]]
            for span in matches:
                for key in ("kind", "scope"):
                    if key in fix:
                        span[key] = fix[key]
        record["notes"] = (record["notes"] + f" corrected: {fix['why']}").strip()
        applied += 1
    return applied


def main() -> int:
    records, problems = collect()
    problems["corrections applied"] = apply_corrections(records)
    bench = load_benchmark_texts()
    near = NearDuplicateIndex(bench)
    leaked_families = {r["family"] for r in records if near.match(r["text"]) is not None}
    probe_rules = load_probe_rules()
    heldout_repos = held_out_repos({r["group"].split(":", 1)[1] for r in records if r["source"] == "agent_rules"})
    seen: set[str] = set()
    kept = []
    for record in records:
        norm = normalize_for_dedup(record["text"])
        if record["source"] in EVAL_ONLY_SOURCES:
            problems["eval-only source dropped"] += 1
            continue
        if norm in bench:
            problems["benchmark text dropped"] += 1
            continue
        if record.pop("family") in leaked_families:
            # the message, or a sibling in its family (a FollowBench ladder), near-duplicates the benchmark
            problems["benchmark near-duplicate (or its sibling) dropped"] += 1
            continue
        if any(rule in norm for rule in probe_rules):
            problems["guard/survival benchmark rule dropped"] += 1
            continue
        if not norm or norm in seen:
            problems["duplicate dropped"] += 1
            continue
        seen.add(norm)
        problems["synthetic casing fixed"] += fix_synthetic_casing(record)
        record["split"], held_out = split_for(record, heldout_repos)
        if held_out:
            record["held_out"] = True
        kept.append(record)
    DATA_FILE.parent.mkdir(parents=True, exist_ok=True)
    tmp = DATA_FILE.with_suffix(".tmp")
    with open(tmp, "w", encoding="utf-8") as handle:
        for record in kept:
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    tmp.replace(DATA_FILE)
    print(f"wrote {len(kept)} records to {DATA_FILE.relative_to(ROOT)}; {dict(problems)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
