"""The cheap alternative the model must beat: keywords over negative and imperative phrasing.

Every unit is flagged when it matches a rule-ish pattern; kind and scope come from a keyword
table. This is what "grep for don't/never/always" gives, and it is reported next to the model.
"""

from __future__ import annotations

import re

from pinlane.classifier.segment import segment
from training.scoring import PredSpan

_LIMIT = re.compile(
    r"\b(at (most|least)|no more than|no fewer than|under|fewer than|less than|maximum|max|"
    r"minimum|exactly|up to)\b.*\d|\b\d+\s*(words?|sentences?|paragraphs?|bullets?|items?|"
    r"characters?|lines?|minutes?|hours?|retries|dollars)\b|\$\d",
    re.I,
)
_PROHIBITION = re.compile(r"\b(don't|dont|do not|never|avoid|no|without|must not|shouldn't|stop)\b", re.I)
_REQUIREMENT = re.compile(
    r"\b(always|must|make sure|ensure|only|should|need to|has to|have to|in (json|english|french)|"
    r"use|include|respond|answer|format)\b",
    re.I,
)
_PREFERENCE = re.compile(r"\b(prefer|rather|ideally|i like|i love|i dislike|i hate|i'm|i am)\b", re.I)
_STANDING = re.compile(r"\b(always|never|from now on|in general|every time|all future)\b", re.I)
_CONDITIONAL = re.compile(r"\b(until|till|while|for the next|before)\b", re.I)


def baseline_predict(text: str) -> list[PredSpan]:
    spans = []
    for unit in segment(text):
        t = unit.text
        if t.rstrip().endswith("?"):
            continue
        if _LIMIT.search(t):
            kind = "limit"
        elif _PROHIBITION.search(t):
            kind = "prohibition"
        elif _REQUIREMENT.search(t):
            kind = "requirement"
        elif _PREFERENCE.search(t):
            kind = "preference"
        else:
            continue
        scope = "conditional" if _CONDITIONAL.search(t) else "standing" if _STANDING.search(t) else "task"
        spans.append(PredSpan(unit.start, unit.end, kind, scope))
    return spans
