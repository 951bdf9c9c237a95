"""Draw the labeling batches from ../shared/corpora (run once; kept for provenance).

Only sources whose licence allows redistribution are drawn. PrefEval and the LMSYS lines are
never drawn: they are evaluation-only. Sampling is seeded, so the batches are reproducible.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from training.shared import read_corpus

OUT = Path(__file__).resolve().parents[1] / "data" / "work" / "in"


def _few_shot(record: dict) -> bool:
    return record["meta"].get("category") == "example"


def _id_number(record: dict) -> int:
    return int(record["id"].rsplit("-", 1)[1])


# batch name -> [(source, how many, filter)]
PLAN = {
    "L1": [("ifeval", 10_000, None), ("mt_bench", 10_000, None)],
    "L2": [("multi_if", 600, None), ("self_instruct", 250, None)],
    "L3": [
        ("followbench", 300, lambda r: r["meta"].get("category") not in {"situation", "example"}),
        ("tau_bench_sim_user", 300, None),
    ],
    "L4": [("cursorrules", 700, None)],
    "L5": [
        ("sgd", 500, None),
        ("taskmaster4", 200, None),
        ("nl2bash", 400, None),
        ("hh_rlhf_harmless", 200, None),
    ],
}
# L6 (a second draw, excluding every id above and the review sample) was added later in the
# session to reach the dataset targets; it was drawn with random.Random(f"pinlane-L6-{source}")
# from: sgd 250, tau_bench_sim_user 200, nl2bash 150, self_instruct 100, hh_rlhf_harmless 100.
# L7a/L7b (a third draw, session 3) and L8a/L8b (a fourth, after L7 was labeled) target the
# sources nearest the held-out evaluation (long real prompts with embedded rules, agent rule
# files, follow-up constraints): `python -m training.sample_batches L7` (then `L8`) draws them,
# excluding every id already drawn or labeled. L9 (session 5) fills a blind spot: FollowBench's
# "example" category (few-shot prompts) had never been drawn, so the model had never seen one;
# it takes all of them, split in two halves for two labelers, plus more tau-bench and rule files.
# L10 (same session) adds rule files, the rest of tau-bench and chat turns: holding a source out
# of training showed each source's conventions are learned from that source's own labels.
THIRD_DRAW = {
    "L7a": [("multi_if", 250, None), ("followbench", 250, lambda r: r["meta"].get("category") != "example")],
    "L8a": [("multi_if", 300, None), ("followbench", 300, lambda r: r["meta"].get("category") != "example")],
    "L8b": [("tau_bench_sim_user", 250, None), ("cursorrules", 250, None), ("hh_rlhf_harmless", 100, None)],
    "L9a": [("followbench", 98, lambda r: _few_shot(r) and _id_number(r) % 2 == 0)],
    "L9b": [("followbench", 98, lambda r: _few_shot(r) and _id_number(r) % 2 == 1)],
    "L9c": [("tau_bench_sim_user", 250, None), ("cursorrules", 120, None)],
    "L10a": [("cursorrules", 300, None)],
    "L10b": [("tau_bench_sim_user", 237, None), ("hh_rlhf_harmless", 150, None)],
    # L11 (session 6): more real text so the synthetic batches written for the held-out sources'
    # kinds of text (other languages, pasted code, odd output rules) keep the real share >= 60%.
    "L11a": [("cursorrules", 350, None)],
    "L11b": [("hh_rlhf_harmless", 250, None), ("nl2bash", 100, None)],
    "L12a": [("cursorrules", 300, None)],
    "L12b": [("sgd", 200, None), ("taskmaster4", 150, None)],
    "L13a": [("cursorrules", 350, None)],
    "L13b": [("hh_rlhf_harmless", 250, None), ("sgd", 150, None)],
    "L7b": [
        ("cursorrules", 260, None),
        ("hh_rlhf_harmless", 120, None),
        ("self_instruct", 55, None),
        ("tau_bench_sim_user", 120, None),
    ],
}


def drawn_ids() -> set[str]:
    """Every id already in a labeling batch, its labels or the review sample."""
    ids: set[str] = set()
    work = OUT.parent
    for path in [*work.glob("in/*.jsonl"), *work.glob("out/*.jsonl"), work / "R1_input.jsonl"]:
        if path.exists():
            ids.update(json.loads(line)["id"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip())
    return ids


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    later_draws = {batch.rstrip("abc") for batch in THIRD_DRAW}
    if args and args[0] in later_draws:
        # each later draw excludes every id drawn before it, so drawing L8 after L7 exists is stable
        plan, exclude = {k: v for k, v in THIRD_DRAW.items() if k.rstrip("abc") == args[0]}, drawn_ids()
    elif not args:
        plan, exclude = PLAN, set()
    else:
        print(
            f"unknown draw {args[0]!r}; run with no argument (L1-L5) or one of {sorted(later_draws)}", file=sys.stderr
        )
        return 2
    OUT.mkdir(parents=True, exist_ok=True)
    for batch, parts in plan.items():
        rows = []
        for source, count, keep in parts:
            records = [r for r in read_corpus(source) if (keep is None or keep(r)) and r["id"] not in exclude]
            rng = random.Random(f"pinlane-{batch}-{source}" if exclude else f"pinlane-{source}")
            picked = records if count >= len(records) else rng.sample(records, count)
            picked.sort(key=lambda r: int(r["id"].rsplit("-", 1)[1]))
            rows.extend(picked)
        with open(OUT / f"{batch}.jsonl", "w", encoding="utf-8") as handle:
            for r in rows:
                handle.write(
                    json.dumps(
                        {
                            "id": r["id"],
                            "source": r["source"],
                            "text": r["text"],
                            "context": r.get("context"),
                            "meta": r.get("meta", {}),
                        },
                        ensure_ascii=False,
                    )
                    + "\n"
                )
        print(batch, len(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
