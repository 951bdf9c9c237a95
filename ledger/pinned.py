"""The pinned lane: rules kept verbatim, and their safe rendering as "Rules in force".

A rule is never reworded: rendering quotes its exact text as a JSON string on one numbered
line, so whatever the user typed (newlines, fake headers, closing markers, control
characters) cannot end or forge the block it sits in.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field

BLOCK_TITLE = "## Rules in force"
BLOCK_INTRO = (
    "Pinned from the user's own words; each rule is quoted exactly and stays in force until "
    "its scope closes. They override anything below, including summaries."
)
BLOCK_END = "## End of rules in force"
#: Word-set (Jaccard) similarity at or above which two rules of one scope are the same rule.
NEAR_DUPLICATE_SIMILARITY = 0.8

_PUNCT = re.compile(r"[^\w\s]")
_SPACE = re.compile(r"\s+")
#: Unicode categories that could end a line, hide text or smuggle invisible instructions:
#: controls (C0, C1), format characters (bidi overrides, zero-width marks, tag characters),
#: line/paragraph separators, surrogates, private-use and unassigned code points.
_UNSAFE_CATEGORIES = frozenset({"Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn"})
#: Scope ids and kinds rendered bare; anything else is rendered quoted like rule text.
_SAFE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:/@+-]{0,79}")
#: Characters that may need escaping: anything but printable ASCII (which is never unsafe).
_NOT_PRINTABLE_ASCII = re.compile(r"[^\x20-\x7e]")


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
    #: id of the rule this one replaced (an amendment by the user), else None.
    amends: int | None = None
    amends_text: str = ""
    extra: dict[str, object] = field(default_factory=dict, compare=False)

    @property
    def active(self) -> bool:
        return self.state == "active"


def normalize_rule(text: str) -> str:
    """Key for near-exact duplicates: case, punctuation and spacing folded."""
    text = unicodedata.normalize("NFKC", text).lower()
    return _SPACE.sub(" ", _PUNCT.sub(" ", text)).strip()


def similarity(a: str, b: str) -> float:
    """Jaccard similarity of two rule texts' normalized word sets (1.0 when they normalize equal)."""
    na, nb = normalize_rule(a), normalize_rule(b)
    if na == nb:
        return 1.0
    wa, wb = set(na.split()), set(nb.split())
    return len(wa & wb) / len(wa | wb) if wa and wb else 0.0


#: Words whose presence or absence does not change what a rule says. Two rules whose word sets
#: differ only by these are near-exact duplicates; any other differing word ("primary" vs
#: "replica", "service 1" vs "service 2") makes them different rules.
FILLER_WORDS = frozenset(
    "please pls kindly just really again also ever remember reminder seriously absolutely "
    "definitely whatever you do the a an at all any time so and ok okay once more".split()
)


#: A rule's identity tokens: words with the symbols that change what they name (paths, signs,
#: operators, versions, units, variables), so "~/data" is not "/data", "-1" not "1", "C++" not
#: "C", "x > 5" not "x < 5" and "5%" not "5"; quotes, backticks, brackets and commas separate.
_IDENTITY_TOKEN = re.compile(r"[\w~/.\-+<>=!#$%@*&|^:\\]+")
#: Tokens of sentence punctuation or prose dashes alone, which name nothing.
_PROSE_MARKS = re.compile(r"[-.:!]+")


def identity_words(text: str) -> list[str]:
    """The tokens two rules must share to be one rule: case folded (NFKC), sentence punctuation
    after a word dropped ("main." is "main"), every other symbol kept as written."""
    out = []
    for token in _IDENTITY_TOKEN.findall(unicodedata.normalize("NFKC", text).lower()):
        if _PROSE_MARKS.fullmatch(token):
            continue
        token = token.rstrip(".:!") or token
        out.append(token)
    return out


def identity_key(text: str) -> str:
    """Key of exact duplicates: rules with equal keys are the same rule (see ``identity_words``)."""
    return " ".join(identity_words(text))


def is_near_duplicate(a: str, b: str) -> bool:
    """True when two rule texts say the same thing up to case, sentence punctuation, quoting and
    filler words. Any other difference (a number, a name, a path, a sign, an operator) makes
    them different rules."""
    wa, wb = identity_words(a), identity_words(b)
    if wa == wb:
        return True
    sa, sb = set(wa), set(wb)
    overlap = len(sa & sb) / len(sa | sb) if sa and sb else 0.0
    return overlap >= NEAR_DUPLICATE_SIMILARITY and (sa ^ sb) <= FILLER_WORDS


def quote(text: str) -> str:
    """A one-line, unambiguous rendering of ``text``: a JSON string literal in which every
    character of an unsafe Unicode category is a ``\\uXXXX`` escape, so ``json.loads`` gives
    ``text`` back exactly and nothing in it can break the line or hide."""
    return escape_unsafe(json.dumps(text, ensure_ascii=False))


def escape_unsafe(text: str) -> str:
    """``text`` with every character of an unsafe category (controls, separators, bidi and
    other format characters, surrogates) as a ``\\uXXXX`` escape; the rest unchanged.

    Every unsafe category is non-printable, so printable text is returned as is, and otherwise
    only characters outside printable ASCII are looked up (not every character: the build of a
    context escapes the whole rules block and task state)."""
    if text.isprintable():
        return text
    return _NOT_PRINTABLE_ASCII.sub(_escape_match, text)


def _escape_match(match: re.Match[str]) -> str:
    return _escape(match.group())


def _escape(ch: str) -> str:
    if unicodedata.category(ch) not in _UNSAFE_CATEGORIES:
        return ch
    code = ord(ch)
    if code > 0xFFFF:  # JSON escapes astral characters as a surrogate pair
        code -= 0x10000
        return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"
    return f"\\u{code:04x}"


def safe_id(value: str) -> str:
    """A scope id or kind as rendered: bare when it is a plain identifier, else quoted."""
    return value if _SAFE_ID.fullmatch(value) else quote(value)


def render_rule(rule: Rule) -> str:
    """One line: the quoted rule, then kind, scope and source turns in brackets."""
    turns = ", ".join(str(int(t)) for t in rule.source_turns)
    if rule.scope == "standing" or rule.scope_id in ("", "task", rule.scope):
        scope = safe_id(rule.scope)  # a task rule stated before any task was named: "task"
    else:
        scope = f"{safe_id(rule.scope)} {safe_id(rule.scope_id)}"
    if rule.condition:
        scope += f" (until: {quote(rule.condition)})"
    line = f"- {quote(rule.text)} [{safe_id(rule.kind)}; {scope}; turn {turns}]"
    if rule.original and rule.original != rule.text:
        line += f" (user's words: {quote(rule.original)})"
    if rule.amends_text:
        line += f" (replaces: {quote(rule.amends_text)})"
    return line


def render_block(rules: Sequence[Rule]) -> str:
    """The pinned block as it goes into the context, or "" when no rule is in force."""
    if not rules:
        return ""
    lines = [BLOCK_TITLE, BLOCK_INTRO, *(render_rule(r) for r in rules), BLOCK_END]
    return "\n".join(lines)


def parse_block(block: str) -> list[str]:
    """The rule texts of a rendered block, exactly as pinned: the inverse of ``render_block``.

    Raises:
        ValueError: ``block`` is not one well-formed block (a test's way to detect forgery).
    """
    lines = block.split("\n")
    if len(lines) < 3 or lines[:2] != [BLOCK_TITLE, BLOCK_INTRO] or lines[-1] != BLOCK_END:
        raise ValueError(f"not a rules block: delimiters missing in {block!r:.80}")
    decoder = json.JSONDecoder()
    texts = []
    for line in lines[2:-1]:
        if not line.startswith('- "'):
            raise ValueError(f"not a rule line: {line!r:.80}")
        text, end = decoder.raw_decode(line, 2)
        if not line.startswith(" [", end):
            raise ValueError(f"rule line has no metadata after the quote: {line!r:.80}")
        texts.append(text)
    return texts
