"""Turn labeled messages into labeled units (the classifier's training examples).

A unit is positive when it covers at least half of a gold span: the same rule the scorer uses
to call a gold span found, so training optimises what is measured. The unit takes the kind and
scope of the gold span it covers most.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from pinlane.classifier.features import message_context
from pinlane.classifier.segment import segment
from training.data import Record


@dataclass(frozen=True)
class LabeledUnit:
    record_id: str
    source: str
    text: str
    start: int
    end: int
    is_bullet: bool
    positive: bool
    kind: str = ""
    scope: str = ""
    context: tuple[str, ...] = ()


def label_units(records: Iterable[Record]) -> list[LabeledUnit]:
    out = []
    for record in records:
        found = segment(record.text)
        contexts = message_context([u.text for u in found], [u.is_bullet for u in found])
        for unit, context in zip(found, contexts):
            best, best_cover = None, 0
            for span in record.constraints:
                cover = max(0, min(unit.end, span.end) - max(unit.start, span.start))
                if cover >= (span.end - span.start) / 2 and cover > best_cover:
                    best, best_cover = span, cover
            out.append(
                LabeledUnit(
                    record.id,
                    record.source,
                    unit.text,
                    unit.start,
                    unit.end,
                    unit.is_bullet,
                    best is not None,
                    best.kind if best else "",
                    best.scope if best else "",
                    context,
                )
            )
    return out


def segmentation_ceiling(records: Iterable[Record]) -> float:
    """Share of gold spans some unit covers by half: the best span recall segmentation allows."""
    total = found = 0
    for record in records:
        units = segment(record.text)
        for span in record.constraints:
            total += 1
            need = (span.end - span.start) / 2
            found += any(min(u.end, span.end) - max(u.start, span.start) >= need for u in units)
    return found / total if total else 1.0
