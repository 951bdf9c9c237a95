"""The pinned lane: rules kept verbatim, and their safe rendering as "Rules in force".

A rule is never reworded: rendering quotes its exact text as a JSON string on one numbered
line, so whatever the user typed (newlines, fake headers, closing markers, control
characters) cannot end or forge the block it sits in.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass, field

BLOCK_TITLE = "## Rules in force"
BLOCK_INTRO = (
    "Pinned from the user's own words; each rule is quoted exactly and stays in force until "
    "its scope closes. They override anything below, including summaries."
)
BLOCK_END = "## End of rules in force"
ORIGINS = ("classifier", "tool", "safety_net", "manual")

_PUNCT = re.compile(r"[^\w\s]")
_SPACE = re.compile(r"\s+")
# Characters that could start a new line or hide text in a rendered block.
_UNSAFE = re.compile("[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200b-\u200f\u202a-\u202e\u2066-\u2069]")


@dataclass(frozen=True)
class Rule:
    """A pinned constraint. ``text`` is verbatim; ``original`` holds the user's sentence when the
    model pinned a paraphrase through the tool."""

    id: int
    text: str
    kind: str
    scope: str
    scope_id: str
    origin: str
    confidence: float
    source_turns: tuple[int, ...]
    condition: str = ""
    original: str = ""
    state: str = "active"
    retired_reason: str = ""
    extra: dict = field(default_factory=dict, compare=False)

    @property
    def active(self) -> bool:
        return self.state == "active"


def normalize_rule(text: str) -> str:
    """Key for near-exact duplicates: case, punctuation and spacing folded."""
    text = unicodedata.normalize("NFKC", text).lower()
    return _SPACE.sub(" ", _PUNCT.sub(" ", text)).strip()


def quote(text: str) -> str:
    """A one-line, unambiguous rendering of ``text``: JSON string with unsafe characters escaped."""
    body = json.dumps(text, ensure_ascii=False)
    return _UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", body)


def render_rule(rule: Rule) -> str:
    turns = ", ".join(str(t) for t in rule.source_turns)
    scope = rule.scope if rule.scope == "standing" else f"{rule.scope} {rule.scope_id}".strip()
    if rule.condition:
        scope += f" (until: {quote(rule.condition)})"
    line = f"- {quote(rule.text)} [{rule.kind}; {scope}; turn {turns}]"
    if rule.original and rule.original != rule.text:
        line += f" (user's words: {quote(rule.original)})"
    return line


def render_block(rules: list[Rule]) -> str:
    """The pinned block as it goes into the context, or "" when no rule is in force."""
    if not rules:
        return ""
    lines = [BLOCK_TITLE, BLOCK_INTRO, *(render_rule(r) for r in rules), BLOCK_END]
    return "\n".join(lines)
