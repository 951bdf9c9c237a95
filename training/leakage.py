"""Keep evaluation text out of training, including near-duplicates.

Exact matching is not enough: FollowBench builds each benchmark item as a ladder (the same
instruction with 0 to 5 constraints added), so a sibling of a benchmark message differs from it
by a sentence or two. A data text is a near-duplicate of an evaluation text when their word
5-gram sets have Jaccard similarity of at least ``JACCARD`` or when one normalised text contains
the other and the shorter is at least ``MIN_CONTAINED_CHARS`` long (the issue's definition). A
whole group (a FollowBench ladder, a dialogue) goes when any of its messages is one.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from training.data import normalize_for_dedup

JACCARD = 0.5
MIN_CONTAINED_CHARS = 40
NGRAM = 5


def shingles(normalised: str, n: int = NGRAM) -> frozenset[tuple[str, ...]]:
    """Word n-grams of a normalised text; a text shorter than n words is one shingle."""
    words = normalised.split()
    if len(words) < n:
        return frozenset([tuple(words)]) if words else frozenset()
    return frozenset(tuple(words[i : i + n]) for i in range(len(words) - n + 1))


@dataclass(frozen=True)
class Match:
    """Why a text was judged a near-duplicate of an evaluation text."""

    evaluation_index: int
    jaccard: float
    contained: bool


class NearDuplicateIndex:
    """Inverted index over evaluation texts' shingles, for fast near-duplicate look-ups."""

    def __init__(self, texts: Iterable[str]) -> None:
        self._texts = [normalize_for_dedup(t) for t in texts]
        self._shingles = [shingles(t) for t in self._texts]
        self._postings: dict[tuple[str, ...], list[int]] = defaultdict(list)
        for index, grams in enumerate(self._shingles):
            for gram in grams:
                self._postings[gram].append(index)

    def __len__(self) -> int:
        return len(self._texts)

    def match(self, text: str) -> Match | None:
        """The first evaluation text ``text`` near-duplicates, or None."""
        norm = normalize_for_dedup(text)
        if not norm:
            return None
        grams = shingles(norm)
        candidates: dict[int, int] = defaultdict(int)
        for gram in grams:
            for index in self._postings.get(gram, ()):
                candidates[index] += 1
        for index, shared in sorted(candidates.items(), key=lambda kv: -kv[1]):
            other = self._shingles[index]
            jaccard = shared / len(grams | other) if grams or other else 0.0
            if jaccard >= JACCARD:
                return Match(index, round(jaccard, 3), False)
            if self._contains(norm, self._texts[index]):
                return Match(index, round(jaccard, 3), True)
        return None

    @staticmethod
    def _contains(a: str, b: str) -> bool:
        shorter, longer = (a, b) if len(a) <= len(b) else (b, a)
        return len(shorter) >= MIN_CONTAINED_CHARS and shorter in longer
