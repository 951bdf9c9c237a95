"""Score predicted spans against gold, exactly as ../shared/LABELING.md section 6 says.

- Message level: has-any-constraint precision / recall / F1.
- Span level: a gold span is found when one predicted span covers at least half of its
  characters; span precision = predicted spans covering half of some gold span / predicted.
- Kind and scope: accuracy over found spans (the predicted span covering most of the gold one).
- Prohibition recall on its own.
Messages whose prediction failed (an LLM error) are counted in ``errors`` and scored as
predicting nothing, never dropped.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class PredSpan:
    start: int
    end: int
    kind: str
    scope: str


def _coverage(pred: PredSpan, gold_start: int, gold_end: int) -> int:
    return max(0, min(pred.end, gold_end) - max(pred.start, gold_start))


def _ratio(num: float, den: float) -> float:
    return num / den if den else 0.0


def _f1(p: float, r: float) -> float:
    return 2 * p * r / (p + r) if p + r else 0.0


class Tally:
    """Running counts for one slice of the data (all, or one source)."""

    def __init__(self) -> None:
        self.msg_tp = self.msg_fp = self.msg_fn = 0
        self.gold_spans = self.found = self.pred_spans = self.pred_hits = 0
        self.kind_ok = self.scope_ok = 0
        self.prohib_gold = self.prohib_found = 0
        self.messages = self.errors = 0

    def add(self, gold: Sequence[Mapping], pred: Sequence[PredSpan], *, error: bool = False) -> None:
        self.messages += 1
        self.errors += int(error)
        has_gold, has_pred = bool(gold), bool(pred)
        self.msg_tp += has_gold and has_pred
        self.msg_fp += has_pred and not has_gold
        self.msg_fn += has_gold and not has_pred
        self.gold_spans += len(gold)
        self.pred_spans += len(pred)
        for g in gold:
            need = (g["end"] - g["start"]) / 2
            best = max(pred, key=lambda p: _coverage(p, g["start"], g["end"]), default=None)
            hit = best is not None and _coverage(best, g["start"], g["end"]) >= need
            if g["kind"] == "prohibition":
                self.prohib_gold += 1
                self.prohib_found += hit
            if hit and best is not None:
                self.found += 1
                self.kind_ok += best.kind == g["kind"]
                self.scope_ok += best.scope == g["scope"]
        for p in pred:
            self.pred_hits += any(_coverage(p, g["start"], g["end"]) >= (g["end"] - g["start"]) / 2 for g in gold)

    def metrics(self) -> dict[str, float | int]:
        msg_p = _ratio(self.msg_tp, self.msg_tp + self.msg_fp)
        msg_r = _ratio(self.msg_tp, self.msg_tp + self.msg_fn)
        span_p = _ratio(self.pred_hits, self.pred_spans)
        span_r = _ratio(self.found, self.gold_spans)
        return {
            "messages": self.messages,
            "errors": self.errors,
            "msg_precision": msg_p,
            "msg_recall": msg_r,
            "msg_f1": _f1(msg_p, msg_r),
            "span_precision": span_p,
            "span_recall": span_r,
            "span_f1": _f1(span_p, span_r),
            "prohibition_recall": _ratio(self.prohib_found, self.prohib_gold),
            "prohibitions_found": self.prohib_found,
            "prohibitions_gold": self.prohib_gold,
            "kind_accuracy": _ratio(self.kind_ok, self.found),
            "scope_accuracy": _ratio(self.scope_ok, self.found),
            "gold_spans": self.gold_spans,
            "predicted_spans": self.pred_spans,
        }


def score(
    gold: Iterable[Mapping],
    predictions: Mapping[str, Sequence[PredSpan]],
    *,
    errors: Iterable[str] = (),
) -> dict:
    """Metrics overall and per source. ``gold`` rows need id, source, constraints."""
    failed = set(errors)
    overall = Tally()
    by_source: dict[str, Tally] = defaultdict(Tally)
    for row in gold:
        pred = predictions.get(row["id"], [])
        spans = row["constraints"]
        is_error = row["id"] in failed
        overall.add(spans, pred, error=is_error)
        by_source[row["source"]].add(spans, pred, error=is_error)
    return {
        "overall": overall.metrics(),
        "per_source": {name: t.metrics() for name, t in sorted(by_source.items())},
    }


def spans_from_dicts(items: Iterable[Mapping]) -> list[PredSpan]:
    return [PredSpan(int(i["start"]), int(i["end"]), i["kind"], i["scope"]) for i in items]
