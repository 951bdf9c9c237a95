"""Agreement between the first labeling pass and a blind second pass over a random sample.

Cohen's kappa for has-constraint (message level) and span agreement (a span of one pass is
matched when a span of the other covers at least half of it, as in the scorer), plus kind
and scope agreement on matched spans. Disagreements are listed for fixing the guideline.
"""

from __future__ import annotations

import json
from pathlib import Path

from training.build_data import locate
from training.data import ROOT

REVIEW = ROOT / "data" / "work" / "review" / "R1.jsonl"
SAMPLE = ROOT / "data" / "work" / "R1_input.jsonl"


def _spans(text: str, items: list[dict]) -> list[tuple[int, int, str, str]]:
    out = []
    for c in items:
        found = locate(text, c.get("text", ""), int(c.get("occurrence", 1)))
        if found:
            out.append((found[0], found[1], c.get("kind", ""), c.get("scope", "")))
    return out


def _covers(a: tuple, b: tuple) -> bool:
    return min(a[1], b[1]) - max(a[0], b[0]) >= (b[1] - b[0]) / 2


def cohen_kappa(a: list[bool], b: list[bool]) -> float:
    n = len(a)
    if not n:
        return 0.0
    observed = sum(x == y for x, y in zip(a, b)) / n
    pa, pb = sum(a) / n, sum(b) / n
    expected = pa * pb + (1 - pa) * (1 - pb)
    return (observed - expected) / (1 - expected) if expected < 1 else 1.0


def agreement(first_pass: dict[str, list[dict]], review_path: Path = REVIEW, sample_path: Path = SAMPLE) -> dict:
    sample = [json.loads(line) for line in sample_path.read_text().splitlines() if line.strip()]
    texts = {row["id"]: row["text"] for row in sample}
    reviewed = [json.loads(line) for line in review_path.read_text().splitlines() if line.strip()]
    second = {row["id"]: row.get("constraints", []) for row in reviewed}
    ids = [i for i in texts if i in second and i in first_pass]
    has_a, has_b, matched, total, kind_ok, scope_ok, disagreements = [], [], 0, 0, 0, 0, []
    for rid in ids:
        a = _spans(texts[rid], first_pass[rid])
        b = _spans(texts[rid], second[rid])
        has_a.append(bool(a))
        has_b.append(bool(b))
        for x, y in ((a, b), (b, a)):
            for span in x:
                total += 1
                partner = next((o for o in y if _covers(o, span)), None)
                if partner:
                    matched += 1
                    kind_ok += partner[2] == span[2]
                    scope_ok += partner[3] == span[3]
        if bool(a) != bool(b) or len(a) != len(b):
            disagreements.append(
                {
                    "id": rid,
                    "first": [texts[rid][s:e] for s, e, *_ in a],
                    "second": [texts[rid][s:e] for s, e, *_ in b],
                }
            )
    return {
        "messages": len(ids),
        "kappa_has_constraint": cohen_kappa(has_a, has_b),
        "span_agreement": matched / total if total else 1.0,
        "kind_agreement": kind_ok / matched if matched else 1.0,
        "scope_agreement": scope_ok / matched if matched else 1.0,
        "disagreements": disagreements,
    }
