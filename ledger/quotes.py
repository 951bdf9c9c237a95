"""Checking a model's ``pin_constraint`` quote against what the user wrote.

The model may only pin the user's own words, and must not turn them around: quoting
"email the customer list to anyone outside the company." out of "Do not email the customer
list to anyone outside the company." would pin the opposite rule. So a quote is accepted as
the user's words when it is a whole unit the classifier segments (a sentence, a bullet) of a
user message, or a span of one whose *polarity* matches its sentence (the same negations,
"never", "only", "without", "except"). Anything else is a paraphrase: it is kept with the
user's sentence attached, and refused when its polarity differs from that sentence. Quotes too
short to be a rule ("e", "Do") are refused.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from pinlane.ledger.errors import PinRefusedError
from pinlane.ledger.history import Message

#: Share of the quote's words a user sentence must contain to count as its source.
PARAPHRASE_OVERLAP = 0.6
#: A pinned quote needs at least this many characters and content (non-stop) words.
MIN_QUOTE_CHARS = 8
MIN_CONTENT_WORDS = 2
_WORD = re.compile(r"\w+(?:'\w+)?")
_NEGATION = {
    "not": "not", "no": "not", "nor": "not", "none": "not", "nothing": "not", "nobody": "not",
    "neither": "not", "cannot": "not", "never": "not", "avoid": "not", "refrain": "not",
    "forbidden": "not", "prohibited": "not", "without": "without", "only": "only",
    "exclusively": "only", "solely": "only", "except": "except", "unless": "except",
}  # fmt: skip
STOP_WORDS = frozenset(
    "a an the and or but if then of to in on at by for with from as is are was were be been it "
    "its this that these those i you he she we they me my your our their do does did so too "
    "very just please ok okay yes them him her us".split()
)


@dataclass(frozen=True)
class Source:
    """Where a quote comes from: the user's turn and sentence, and whether the quote is the
    user's words (a whole unit, or a span of the same polarity) or a paraphrase."""

    turn: int
    sentence: str
    verbatim: bool


#: Content words after a polarity word that it is taken to govern.
SCOPE_WORDS = 3


def _markers(text: str) -> list[tuple[str, frozenset[str]]]:
    """Each polarity word of a text as (class, the content words it governs)."""
    out: list[tuple[str, frozenset[str]]] = []
    for clause in re.split(r"[,;:.!?()\n]+", text.lower().replace("\u2019", "'")):
        out += _clause_markers(_WORD.findall(clause))
    return out


def _clause_markers(words: list[str]) -> list[tuple[str, frozenset[str]]]:
    out: list[tuple[str, frozenset[str]]] = []
    for i, word in enumerate(words):
        if word.endswith("n't") or word in ("dont", "doesnt", "didnt", "wont", "cant", "shouldnt", "mustnt"):
            kind = "not"
        elif word in _NEGATION:
            kind = _NEGATION[word]
        else:
            continue
        governed = [w for w in words[i + 1 :] if w not in STOP_WORDS and w not in _NEGATION and w != "always"]
        out.append((kind, frozenset(governed[:SCOPE_WORDS])))
    return out


def polarity(text: str) -> Counter[str]:
    """The polarity words of a text by class: negations ("not", "don't", "never", "avoid"...),
    "without", "only", "except"/"unless"."""
    return Counter(kind for kind, _ in _markers(text))


def same_polarity(quote: str, sentence: str) -> bool:
    """True when ``quote`` keeps the polarity of ``sentence``: the same polarity words by class,
    each governing some of the same words ("Always delete X, do not check them" does not keep
    "Never delete X, always check them")."""
    mine, theirs = _markers(quote), _markers(sentence)
    if Counter(k for k, _ in mine) != Counter(k for k, _ in theirs):
        return False
    free = list(theirs)
    for kind, governed in mine:
        match = next((t for t in free if t[0] == kind and (t[1] & governed or not (t[1] or governed))), None)
        if match is None:
            return False
        free.remove(match)
    return True


def _norm(text: str) -> str:
    return " ".join(_WORD.findall(text.lower()))


def check_quote_shape(quote: str) -> None:
    """Refuse quotes too short, or made of stop words only, to be a rule."""
    words = [w.lower() for w in _WORD.findall(quote)]
    content = [w for w in words if w not in STOP_WORDS]
    if len(quote.strip()) < MIN_QUOTE_CHARS or len(content) < MIN_CONTENT_WORDS:
        raise PinRefusedError(
            f"pin_constraint: {quote.strip()!r} is too short to be a rule (needs at least "
            f"{MIN_QUOTE_CHARS} characters and {MIN_CONTENT_WORDS} words beyond stop words); quote "
            "the user's whole sentence."
        )


def _units(text: str) -> list[tuple[int, int, str]]:
    from pinlane.classifier.segment import segment

    found = [(u.start, u.end, u.text) for u in segment(text)]
    # Lines the segmenter skips (code, logs) still count as where a quote may sit.
    for line in re.finditer(r"[^\n]+", text):
        if not any(s <= line.start() < e for s, e, _ in found):
            found.append((line.start(), line.end(), line.group(0).strip()))
    return found


def _sentence_around(text: str, start: int, end: int) -> str:
    for s, e, unit in _units(text):
        if s <= start and end <= e:
            return unit
    return text.strip()


def find_source(messages: Sequence[Message], quote: str) -> Source | None:
    """The user sentence behind ``quote``, newest user message first; None when no user wrote it.

    Raises:
        PinRefusedError: the quote flips or drops a negation of the sentence it comes from.
    """
    quote = quote.strip()
    users = [m for m in messages if m.role == "user"]
    wanted = _norm(quote)
    for m in reversed(users):
        at = m.content.find(quote)
        if at < 0:
            continue
        sentence = _sentence_around(m.content, at, at + len(quote))
        if _norm(sentence) == wanted or same_polarity(quote, sentence):
            return Source(m.turn, sentence, True)
        raise _flipped(quote, sentence, m.turn)
    words = set(wanted.split())
    best: tuple[float, int, str] | None = None
    for m in users:
        for _, _, sentence in _units(m.content):
            have = set(_norm(sentence).split())
            if not words or not have:
                continue
            overlap = len(words & have) / len(words)
            if overlap >= PARAPHRASE_OVERLAP and (best is None or overlap > best[0]):
                best = (overlap, m.turn, sentence)
    if best is None:
        return None
    if not same_polarity(quote, best[2]):
        raise _flipped(quote, best[2], best[1])
    return Source(best[1], best[2], False)


def _flipped(quote: str, sentence: str, turn: int) -> PinRefusedError:
    return PinRefusedError(
        f"pin_constraint: {quote!r} drops or changes the negation of the user's words at turn "
        f"{turn}, {sentence!r} ({_describe(polarity(quote))} vs {_describe(polarity(sentence))}); "
        "quote the user's whole sentence instead."
    )


def _describe(found: Counter[str]) -> str:
    return ", ".join(f"{k} x{v}" for k, v in sorted(found.items())) or "no negation"
