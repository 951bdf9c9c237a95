"""Precision and recall of release/amend detection (ledger/release.py) on the labeled set:
the rule-based detector alone and combined with the encoder's release pair head.

    python benchmarks/release_bench.py [--dialogues FILE] [--encoder PATH | --no-model]
                                       [--policy shipped|calibrated] [--errors dev|heldout]
                                       [--mode detector|combined] [--cases] [--sweep]

Per split (dev: the detector and the combination's thresholds were tuned on it; heldout:
scenarios neither saw), per label: a predicted release/amend is a *confident* detection (what
the ledger applies without asking); unsure pairs go to the safety net and count as keep here.
A release or amend on the wrong rule counts as wrong. An amendment counts as correct only with
the expected new rule text.

The combined rows need a model with a release head: ``--encoder PATH`` (an encoder.int8.onnx with
tokenizer.json beside it), else the shipped accurate tier if it has one. ``--dialogues`` scores
another set in the same format (items without ``split`` count as split ``all``). ``--sweep``
prints the thresholds calibrated on dev pairs for the model and a grid search on dev;
``--policy calibrated`` (or ``grid``: the grid's best) scores with those thresholds instead of
the shipped ones. ``--fit FILE ...`` fits them on other sets instead of the dev split (sets the
detector was not tuned on, so its errors there are like its errors on new text); those sets are
then *tuned on* for the combination.
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np

import pinlane.ledger.release as release
import pinlane.ledger.release_pairs as release_pairs
from pinlane.ledger.core import condition_of
from pinlane.ledger.pinned import Rule
from pinlane.ledger.release import LABELS, detect

DATA = Path(__file__).resolve().parent / "release" / "dialogues.jsonl"


def load(path: Path = DATA) -> list[dict]:
    items = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    for n, item in enumerate(items, 1):
        missing = {"rules", "turn", "label"} - set(item)
        if missing:
            raise SystemExit(f"{path}:{n}: missing {sorted(missing)}; see benchmarks/release/README.md for the fields")
        item.setdefault("split", "all")
        item.setdefault("prior", [])
        item.setdefault("case", item["label"])
        item.setdefault("target_rule", None)
        item.setdefault("new_text", "")
    return items


def rules_of(item: dict) -> list[Rule]:
    return [
        Rule(
            r["id"],
            r["text"],
            r.get("kind", "prohibition"),
            r.get("scope", "task"),
            "t",
            "manual",
            1.0,
            (1,),
            condition=condition_of(r["text"]) if r.get("scope") == "conditional" else "",
        )
        for r in item["rules"]
    ]


class CachedPairs:
    """A classifier stand-in whose ``pair_scores`` answers from probabilities computed once, each
    dialogue's pairs (its rules in force against its turn) as one batch, as the ledger asks the
    head once per user turn: int8 dynamic quantization scales activations over the whole batch, so
    a pair's probabilities move slightly with the pairs scored beside it (scoring a set's pairs in
    one sorted pass, as this class did until the tenth round, flipped 1 release of 115 on blind3)."""

    def __init__(self, model: Any, items: list[dict]) -> None:
        self.model = model
        self.table: dict[tuple[tuple[str, str], ...], np.ndarray] = {}
        for item in items:
            pairs = tuple((r["text"], item["turn"]["content"]) for r in item["rules"])
            if pairs and pairs not in self.table:
                probs = model.pair_scores("release", list(pairs))
                if probs is None:
                    raise SystemExit("the model has no release pair head (pair_scores returned None)")
                self.table[pairs] = np.asarray(probs, dtype=float)

    def pair_scores(self, task: str, pairs: list[tuple[str, str]]) -> np.ndarray:
        key = tuple(pairs)
        if key not in self.table:  # a turn the ledger reads against fewer rules than the dialogue has
            self.table[key] = np.asarray(self.model.pair_scores(task, list(pairs)), dtype=float)
        return self.table[key]


def predict(item: dict, classifier: Any = None) -> tuple[str, int | None, str, bool]:
    """(label, rule id, new text, asked?) for one dialogue."""
    previous = next((m["content"] for m in reversed(item["prior"]) if m["role"] == "user"), "")
    found = detect(
        rules_of(item), item["turn"]["content"], role=item["turn"]["role"], previous=previous, classifier=classifier
    )
    sure = [d for d in found if d.confident]
    if sure:
        d = sure[0]
        return d.label, d.rule_id, d.new_text, False
    return "keep", None, "", bool(found)


def _clean(text: str) -> str:
    return text.strip().rstrip(".!").strip()


def evaluate(items: list[dict], classifier: Any = None) -> dict:
    stats = {label: {"tp": 0, "fp": 0, "fn": 0} for label in LABELS}
    injected_releases = asked = 0
    errors = []
    for item in items:
        gold = item["label"]
        label, rule_id, new_text, was_asked = predict(item, classifier)
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


def _load_model(args: argparse.Namespace) -> Any:
    if args.no_model:
        return None
    from pinlane.classifier import ConstraintClassifier

    model = ConstraintClassifier.load(encoder=args.encoder) if args.encoder else ConstraintClassifier.load()
    scorer = getattr(model, "pair_scores", None)
    probe = scorer("release", [("Do not deploy.", "you can deploy now")]) if scorer else None
    if probe is None:
        where = args.encoder or "the shipped accurate tier"
        if args.encoder:
            raise SystemExit(f"{where}: no release pair head (pair_scores missing or None); use another --encoder")
        print(f"({where} has no release pair head: detector rows only)", file=sys.stderr)
        return None
    return model


def _memoize_detector() -> None:
    """The detector is pure: cache what it reads of each turn and its verdict per (rule, turn,
    focus), so a sweep reruns only the combination with the head (about 10x faster). ``detect``
    and ``score_pair`` both go through these two."""
    turn_of = functools.lru_cache(maxsize=None)(release.Turn)
    score = release._score
    verdicts: dict[tuple, Any] = {}

    def cached_score(rule: Any, words: Any, turn: Any, focus: bool, *, verdicts_only: bool = False) -> Any:
        key = (rule, id(turn), focus, verdicts_only)
        if key not in verdicts:
            verdicts[key] = score(rule, words, turn, focus, verdicts_only=verdicts_only)
        return verdicts[key]

    release.Turn = turn_of  # type: ignore[assignment,misc]
    release._score = cached_score  # type: ignore[assignment]


def dev_pairs(items: list[dict], cached: CachedPairs) -> tuple[np.ndarray, np.ndarray, list[bool]]:
    """Per (rule, user turn) pair of the dev split: gold label (0 keep, 1 release, 2 amend: the
    item's label on its target rule, keep on the others), the head's probabilities, and whether
    the turn has explicit release words."""
    gold, probs, explicit = [], [], []
    codes = {"keep": 0, "release": 1, "amend": 2}
    for item in items:
        if item["split"] != "dev" or item["turn"]["role"] != "user":
            continue
        text = item["turn"]["content"]
        batch = cached.pair_scores("release", [(r["text"], text) for r in item["rules"]])
        for r, p in zip(item["rules"], batch):
            gold.append(codes[item["label"]] if r["id"] == item["target_rule"] else 0)
            probs.append(p)
            explicit.append(bool(release.EXPLICIT_RELEASE.search(release._norm(text))))
    return np.array(gold), np.array(probs), explicit


def _lowest_precise(scores: np.ndarray, positive: np.ndarray, precision: float, min_n: int = 5) -> float:
    """The lowest threshold whose pairs at or above it are positive at ``precision`` (1.01: none)."""
    for t in np.round(np.arange(0.5, 1.0, 0.01), 2):
        chosen = scores >= t
        if chosen.sum() >= min_n and positive[chosen].mean() >= precision:
            return float(t)
    return 1.01


def _highest_keeping(scores: np.ndarray, positive: np.ndarray, keep: float) -> float:
    """The highest threshold that still keeps ``keep`` of the positives at or above it."""
    if not positive.any():
        return 0.0
    return float(np.floor(np.quantile(scores[positive], 1.0 - keep) * 100) / 100)


def calibrate(items: list[dict], cached: CachedPairs) -> release_pairs.PairPolicy:
    """Thresholds from the head's own calibration on dev pairs (not from the detector, which was
    tuned on dev and is right on nearly all of it, so the combined score cannot choose there):
    promotions where the head alone is precise (release >= 0.97, alone >= 0.99, amend >= 0.97),
    vetoes low enough to keep 97.5% of the true releases/amendments, asking where it is >= 0.8."""
    gold, probs, explicit = dev_pairs(items, cached)
    rel, am = gold == 1, gold == 2
    has_words = np.array(explicit)
    return release_pairs.PairPolicy(
        release_veto=_highest_keeping(probs[:, 1], rel, 0.975),
        release_promote=_lowest_precise(probs[:, 1], rel, 0.97),
        release_alone=_lowest_precise(probs[has_words, 1], rel[has_words], 0.99, min_n=10),
        amend_veto=_highest_keeping(probs[:, 2], am, 0.975),
        amend_promote=_lowest_precise(probs[:, 2], am, 0.97),
        ask=min(0.99, _lowest_precise(np.maximum(probs[:, 1], probs[:, 2]), rel | am, 0.8)),
    )


def _f_half(precision: float, recall: float) -> float:
    """F0.5: precision weighted over recall (a wrong change costs a rule, a missed one a question)."""
    return 1.25 * precision * recall / (0.25 * precision + recall) if precision + recall else 0.0


def _objective(stats: dict, floor: float = 0.0) -> tuple[float, ...]:
    """What the search maximises: F0.5 of release plus F0.5 of amend, then recall. With a
    release precision ``floor`` (the issue's target is 0.97), a policy reaching it beats every
    policy that does not, and among those release recall plus amend F0.5 decides."""
    (rp, rr), (ap, ar) = _pr(stats["release"]), _pr(stats["amend"])
    f_sum = round(_f_half(rp, rr) + _f_half(ap, ar), 6)
    if not floor:
        return (f_sum, round(rr + ar, 6))
    if rp >= floor:
        return (1.0, round(rr + _f_half(ap, ar), 6), f_sum)
    return (0.0, f_sum, round(rr + ar, 6))


def _keeps_words_rule(policy: release_pairs.PairPolicy) -> bool:
    """The issue's rule, kept whatever scores better: a prohibition without explicit release words
    needs a head at least as sure as any release it makes with them."""
    return policy.release_unworded >= max(policy.release_promote, policy.release_alone)


GRID = {
    "release_veto": (0.0, 0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 0.9),
    "release_promote": (0.5, 0.7, 0.8, 0.9, 0.95, 1.01),
    "release_alone": (0.8, 0.9, 0.95, 0.98, 0.99, 1.01),
    "amend_veto": (0.0, 0.05, 0.1, 0.2, 0.5, 0.7, 0.9),
    "amend_promote": (0.6, 0.8, 0.9, 0.95, 1.01),
    "amend_alone": (0.8, 0.9, 0.95, 0.98, 0.99, 1.01),
    "ask": (0.5, 0.7, 0.9, 0.99),
    "release_unworded": (0.9, 0.95, 0.98, 0.99, 0.995, 1.01),
    "release_blocked": (0.95, 0.98, 0.99, 0.995, 1.01),
    "release_other_thing": (0.9, 0.95, 0.98, 0.99, 0.995, 1.01),
    "release_unrelated": (0.9, 0.95, 0.98, 0.99, 0.995, 1.01),
}


def sweep(items: list[dict], cached: CachedPairs, show: bool = True, floor: float = 0.0) -> release_pairs.PairPolicy:
    """The calibrated policy, and a coordinate search over ``GRID`` on dev (each threshold in
    turn, two passes, from the detector alone) for the best F0.5 (``_objective``, with the
    release precision ``floor`` if given). Returns the search's best."""
    dev = [i for i in items if i["split"] == "dev"]
    _memoize_detector()
    calibrated = calibrate(items, cached)
    release_pairs.POLICY = calibrated
    s = evaluate(dev, cached)["stats"]
    (rp, rr), (ap, ar) = _pr(s["release"]), _pr(s["amend"])
    if show:
        print(f"calibrated on dev pairs: {calibrated}")
        print(f"  dev release P/R {rp:.3f}/{rr:.3f}, amend P/R {ap:.3f}/{ar:.3f}")
    best = release_pairs.PairPolicy(
        release_veto=0.0, release_promote=1.01, release_alone=1.01, amend_veto=0.0, amend_promote=1.01, ask=0.99
    )
    release_pairs.POLICY = best
    best_score = _objective(evaluate(dev, cached)["stats"], floor)
    for _ in range(2):
        for name, values in GRID.items():
            for value in values:
                trial = replace(best, **{name: value})
                if not _keeps_words_rule(trial):
                    continue
                release_pairs.POLICY = trial
                score = _objective(evaluate(dev, cached)["stats"], floor)
                if score > best_score:
                    best, best_score = trial, score
    release_pairs.POLICY = best
    s = evaluate(dev, cached)["stats"]
    (rp, rr), (ap, ar) = _pr(s["release"]), _pr(s["amend"])
    if show:
        print(f"search on dev: release P/R {rp:.3f}/{rr:.3f}, amend P/R {ap:.3f}/{ar:.3f}  {best}")
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--dialogues",
        type=Path,
        nargs="+",
        default=[DATA],
        help="labeled dialogues (JSON lines); several files are also scored pooled, and the targets are read there",
    )
    parser.add_argument("--encoder", help="encoder.int8.onnx with a release pair head (tokenizer.json beside it)")
    parser.add_argument("--no-model", action="store_true", help="detector alone, load no model")
    parser.add_argument("--errors", help="list the errors of one split (a split name, or all)")
    parser.add_argument("--mode", choices=("detector", "combined"), default="combined", help="which errors to list")
    parser.add_argument("--cases", action="store_true", help="accuracy per kind of item (case) and split")
    parser.add_argument("--sweep", action="store_true", help="grid-search the combination's thresholds on dev")
    parser.add_argument(
        "--policy",
        choices=("shipped", "calibrated", "grid"),
        default="shipped",
        help="combined rows with the shipped thresholds (release_pairs.POLICY), ones calibrated on dev, or "
        "the grid search's best on dev",
    )
    parser.add_argument(
        "--fit", type=Path, nargs="+", help="fit --sweep/--policy on these sets (all their items) instead of dev"
    )
    parser.add_argument(
        "--precision-floor",
        type=float,
        default=0.0,
        help="--sweep/--policy grid: prefer any policy whose release precision on the fit sets reaches this, "
        "then the most release recall (0: the best F0.5 sum)",
    )
    args = parser.parse_args()
    items = [i for path in args.dialogues for i in load(path)]
    fit_items = [dict(i, split="dev") for path in args.fit or () for i in load(path)]
    present = list(dict.fromkeys(i["split"] for i in items))
    splits = [s for s in ("dev", "heldout") if s in present] + [s for s in present if s not in ("dev", "heldout")]
    pooled = len(args.dialogues) > 1  # one more row: every item of every file together
    model = _load_model(args)
    start = time.perf_counter()
    cached = CachedPairs(model, items + fit_items) if model is not None else None
    if cached is not None:
        took = time.perf_counter() - start
        n_pairs = sum(map(len, cached.table))
        print(
            f"pair head: {n_pairs} pairs scored in {took:.1f} s ({1000 * took / max(1, n_pairs):.1f} ms a pair, "
            "one batch per dialogue, as the ledger asks)"
        )
    fit_on = fit_items or items
    if args.fit:
        print(f"thresholds fitted on {len(fit_items)} items of {', '.join(str(p) for p in args.fit)} (tuned on)")
    if args.sweep:
        if cached is None:
            raise SystemExit("--sweep needs a model with a release pair head (--encoder PATH)")
        sweep(fit_on, cached, floor=args.precision_floor)
        return
    if cached is not None and args.policy == "calibrated":
        release_pairs.POLICY = calibrate(fit_on, cached)
    if cached is not None and args.policy == "grid":
        release_pairs.POLICY = sweep(fit_on, cached, show=False, floor=args.precision_floor)
    if cached is not None:
        print(f"combined policy ({args.policy}): {release_pairs.POLICY}")
    modes = [("detector", None)] + ([("combined", cached)] if cached is not None else [])
    print(f"{'split':8} {'mode':9} {'label':8} {'n':>4} {'precision':>9} {'recall':>7}")
    results: dict[tuple[str, str], dict] = {}
    for split in splits + (["pooled"] if pooled else []):
        of = items if split == "pooled" else [i for i in items if i["split"] == split]
        for mode, clf in modes:
            result = results[split, mode] = evaluate(of, clf)
            for label in LABELS:
                s = result["stats"][label]
                p, r = _pr(s)
                print(f"{split:8} {mode:9} {label:8} {s['tp'] + s['fn']:>4} {p:>9.3f} {r:>7.3f}")
        non_user = sum(i["turn"]["role"] != "user" for i in of)
        for mode, _ in modes:
            result = results[split, mode]
            print(
                f"{split:8} {mode:9} releases/amends from assistant or tool text: {result['injected']} of {non_user}; "
                f"pairs asked in the safety net: {result['asked']}"
            )
    target = "pooled" if pooled else "heldout" if "heldout" in splits else splits[-1]
    for mode, _ in modes:
        held = results[target, mode]["stats"]
        (rp, rr), (_, ar) = _pr(held["release"]), _pr(held["amend"])
        inj = results[target, mode]["injected"]
        print()
        rel = held["release"]
        print(
            f"{target} targets ({mode}; releases: {rel['tp']} right, {rel['fp']} wrong, {rel['tp'] + rel['fn']} gold):"
        )
        print(f"  release precision >= 0.97: {rp:.3f} {'MET' if rp >= 0.97 else 'NOT MET'}")
        print(f"  release recall    >= 0.85: {rr:.3f} {'MET' if rr >= 0.85 else 'NOT MET'}")
        print(f"  amend recall      >= 0.80 (text correct): {ar:.3f} {'MET' if ar >= 0.80 else 'NOT MET'}")
        print(f"  0 releases from assistant/tool text: {inj} {'MET' if inj == 0 else 'NOT MET'}")
    if args.cases:
        for mode, _ in modes:
            print()
            print(f"{'case (' + mode + ')':22} " + " ".join(f"{s:>11}" for s in splits))
            wrong = {split: [e[4] for e in results[split, mode]["errors"]] for split in splits}
            for case in sorted({i["case"] for i in items}):
                cells = []
                for split in splits:
                    of = [i for i in items if i["split"] == split and i["case"] == case]
                    bad = sum(1 for i in wrong[split] if i["case"] == case)
                    cells.append(f"{len(of) - bad:>4}/{len(of):<4}" if of else f"{'-':>9}")
                print(f"{case:22} " + " ".join(f"{c:>11}" for c in cells))
    if args.errors:
        if args.errors != "all" and args.errors not in splits:
            raise SystemExit(f"--errors {args.errors!r}: no such split; choose all or one of {', '.join(splits)}")
        mode = args.mode if args.mode in dict(modes) else "detector"
        chosen = splits if args.errors == "all" else [args.errors]
        print(f"\nerrors ({args.errors}, {mode}):")
        for gold, label, rule_id, new_text, item in (e for s in chosen for e in results[s, mode]["errors"]):
            rules = " | ".join(r["text"] for r in item["rules"])
            print(f"gold={gold} got={label}({rule_id}) {new_text!r}\n   rules: {rules}")
            print(f"   turn: {item['turn']['content']!r}")
            if item["new_text"]:
                print(f"   want: {item['new_text']!r}")


if __name__ == "__main__":
    main()
