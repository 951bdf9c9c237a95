"""The one featurizer, shared by training and run time.

Featurization lives in Python, outside the ONNX graph, on purpose: skl2onnx converts only
word-level TF-IDF (no char n-grams) and its StringNormalizer fails without the en_US.UTF-8
locale. Here each unit becomes a sparse vector of hashed features (word uni/bigrams, char
4-grams, a few shape and message-context cues) with a stable hash (CRC32), so training and run
time compute the same indices with no vocabulary file. The ONNX graph takes (indices, values)
and holds the weights; ``FEATURIZER_VERSION`` is stored in the artifact and checked at load time.

Speed is the point of the layout: everything that depends on one token only (its word bucket,
its char 4-grams, its hash for bigrams) is computed once per distinct token and cached, bigram
buckets are integer mixes of the two token hashes, and a unit's features are returned as a flat
bucket list that may repeat a bucket. Repeats add up in the graph's dot product exactly as they
would after merging, so merging (a dict per unit) is left to the training side.
"""

from __future__ import annotations

import math
import re
import unicodedata
import zlib
from collections.abc import Sequence
from itertools import chain

import numpy as np

#: Bump whenever a change here would give a trained model different inputs.
FEATURIZER_VERSION = "hash4-ctx-v5"
#: Number of hash buckets; the artifact stores a weight row per bucket.
N_FEATURES = 1 << 16
_MASK = N_FEATURES - 1
#: Bytes the per-process token caches may hold (an estimate of the Python objects) before they
#: are cleared: bounded by size, not entry count, because one long token costs ~40 bytes a char.
TOKEN_CACHE_BYTES = 64 * 1024 * 1024
#: Tokens longer than this are computed every time, never cached: such tokens (hashes, base64,
#: minified code) rarely repeat, and one of them costs as much as hundreds of words.
MAX_CACHED_TOKEN_CHARS = 48

#: Scripts written without spaces between words (Han, kana): each character is a token, so
#: word bigrams become character bigrams ("不要" = "do not"), the usual unit for these scripts.
_UNSPACED = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"


def _combining_marks() -> str:
    """Regex class body of the BMP's combining marks: Thai, Devanagari and Arabic vowel signs
    are marks, not letters, and must not cut a word in two."""
    marks = [c for c in range(0x300, 0x10000) if unicodedata.category(chr(c))[0] == "M"]
    ranges, first = [], marks[0]
    for prev, cur in zip(marks, marks[1:] + [-1]):
        if cur != prev + 1:
            ranges.append(chr(first) if first == prev else f"{chr(first)}-{chr(prev)}")
            first = cur
    return "".join(ranges)


# Words are runs of letters, digits, marks and apostrophes in any script (for ASCII text exactly
# the old [a-z0-9']+), unspaced-script characters stand alone, any other character is a token.
_TOKEN = re.compile(rf"[{_UNSPACED}]|(?:[^\W_{_UNSPACED}]|[{_combining_marks()}'])+|\S")
_DIGITS = re.compile(r"\d+")
_NEGATIONS = frozenset(
    "no not never don't dont do't cannot can't won't shouldn't mustn't avoid without nothing "
    "none nor stop refrain".split()
)
# Counts written as words bound an output as much as digits do ("write two jokes", "in three bullets").
_NUMBER_WORDS = frozenset(
    "one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty fifty hundred "
    "single couple few dozen once twice half".split()
)
# Words of taste and circumstance in a first-person sentence ("I can't stand horror", "I'm
# allergic to shellfish") mark a standing preference; pooled into one cue so that a rare verb
# borrows the evidence of the common ones. Kept only because it helped on dev (span F1 +0.001,
# kind +0.003); the model, not this list, decides.
_TASTE_WORDS = frozenset(
    "prefer preferably rather like love loves hate hates dislike despise detest loathe enjoy favorite favourite "
    "fan allergic allergy intolerant vegetarian vegan avoid refuse can't".split()
)
# Group weights: how much each feature family counts after per-group L2 normalisation.
_W_WORD, _W_BIGRAM, _W_CHAR, _W_PUNCT, _W_SHAPE = 1.0, 0.8, 0.5, 0.6, 0.6
_MIX = 0x9E3779B1  # odd 32-bit constant: bigram bucket = mix of the two token hashes


def _bucket(key: str) -> int:
    return zlib.crc32(key.encode("utf-8", "surrogatepass")) & _MASK


class _Token:
    """What one distinct token contributes, computed once."""

    __slots__ = ("hash", "word", "grams", "punct")

    def __init__(self, token: str) -> None:
        self.hash = zlib.crc32(token.encode("utf-8", "surrogatepass"))
        if token[0].isalnum():
            marked = f"<{token}>"
            self.word: int | None = _bucket("w:" + token)
            self.grams: tuple[int, ...] = tuple(
                _bucket("c:" + marked[i : i + 4]) for i in range(max(1, len(marked) - 3))
            )
            self.punct: int | None = None
        else:
            self.word, self.grams, self.punct = None, (), _bucket("p:" + token)


_TOKENS: dict[str, _Token] = {}
_SHAPES: dict[str, int] = {}
#: Estimated bytes held by _TOKENS and _SHAPES.
_cache_bytes = 0
#: Estimated cost of one cache entry beyond its key and grams: the dict slot, the _Token
#: object and its ints.
_ENTRY_OVERHEAD = 300
_BYTES_PER_GRAM = 36  # a tuple slot and an int object
_BYTES_PER_CHAR = 4  # worst case of a str (UCS-4), so the bound holds for any script


def _charge(cost: int) -> None:
    global _cache_bytes
    _cache_bytes += cost
    if _cache_bytes > TOKEN_CACHE_BYTES:
        _TOKENS.clear()
        _SHAPES.clear()
        _cache_bytes = cost


def cache_bytes() -> int:
    """Estimated bytes the featurizer's caches hold now (for soak tests and monitoring)."""
    return _cache_bytes


def _token(token: str) -> _Token:
    info = _TOKENS.get(token)
    if info is None:
        info = _Token(token)
        if len(token) <= MAX_CACHED_TOKEN_CHARS:
            _charge(_ENTRY_OVERHEAD + _BYTES_PER_CHAR * len(token) + _BYTES_PER_GRAM * len(info.grams))
            _TOKENS[token] = info
    return info


def _shape_bucket(cue: str) -> int:
    bucket = _SHAPES.get(cue)
    if bucket is None:
        bucket = _bucket("s:" + cue)
        if len(cue) <= MAX_CACHED_TOKEN_CHARS:
            _charge(_ENTRY_OVERHEAD + _BYTES_PER_CHAR * len(cue))
            _SHAPES[cue] = bucket
    return bucket


def normalize(text: str) -> str:
    """Lowercase, NFKC, digits folded to 0: the form every feature is computed on."""
    if not text.isascii():  # NFKC leaves ASCII unchanged; skip the call for the common case
        text = unicodedata.normalize("NFKC", text).replace("\u2019", "'")
    return _DIGITS.sub("0", text.lower())


def tokens(text: str) -> list[str]:
    """Word and punctuation tokens of normalised text."""
    return _TOKEN.findall(normalize(text))


def _shape_cues(toks: Sequence[str], norm: str, raw: str, is_bullet: bool) -> list[str]:
    cues = [f"len:{min(len(toks), 60) // 6}"]
    if toks:
        cues += ["first:" + toks[0], "last:" + toks[-1], "first2:" + " ".join(toks[:2]), "first3:" + " ".join(toks[:3])]
    if is_bullet:
        cues.append("bullet")
    if toks and toks[0] in ("i", "i'm", "my", "we", "we're") and not _TASTE_WORDS.isdisjoint(toks):
        cues.append("taste")
    if "n't" in norm or not _NEGATIONS.isdisjoint(toks):
        cues.append("neg")
    if "0" in toks:
        cues.append("num")
    elif not _NUMBER_WORDS.isdisjoint(toks):
        cues.append("numword")
    if raw.rstrip().endswith("?"):
        cues.append("question")
    if '"' in raw or "`" in raw or "\u201c" in raw or "\u201d" in raw:
        cues.append("quote")
    if raw.isascii():
        cues.append("ascii:4" if any(ch.isalpha() for ch in raw) else "noletters")
    else:
        letters = [ch for ch in raw if ch.isalpha()]
        cues.append(f"ascii:{int(sum(ch.isascii() for ch in letters) / len(letters) * 4)}" if letters else "noletters")
    return cues


def message_context(texts: Sequence[str], bullets: Sequence[bool]) -> list[tuple[str, ...]]:
    """Cues from the rest of the message, per unit: a rule in a chat turn full of questions and
    requests usually lives for the task; the same words in a bulleted rule file are standing."""
    n = len(texts)
    size = "ctx:n1" if n == 1 else "ctx:n2" if n <= 3 else "ctx:n4"
    listy = n > 1 and sum(bullets) * 2 > n
    questions = [t.rstrip().endswith("?") for t in texts]
    n_questions = sum(questions)
    out = []
    for i in range(n):
        cues = [size]
        if listy:
            cues.append("ctx:list")
        if n_questions - questions[i] > 0:
            cues.append("ctx:question")
        if n > 1:
            cues.append("ctx:first" if i == 0 else "ctx:last" if i == n - 1 else "ctx:middle")
        out.append(tuple(cues))
    return out


def unit_buckets(text: str, *, is_bullet: bool = False, context: Sequence[str] = ()) -> tuple[list[int], list[float]]:
    """Hashed features of one unit as parallel (buckets, values) lists; a bucket may repeat.

    Each family (words, bigrams, char 4-grams, punctuation, shape and context cues) is scaled to
    unit L2 norm before its weight, so a long sentence does not outvote a short rule.
    """
    norm = normalize(text)
    toks = _TOKEN.findall(norm)
    infos = [_token(t) for t in toks]
    words = [i.word for i in infos if i.word is not None]
    chars = list(chain.from_iterable(i.grams for i in infos))
    puncts = [i.punct for i in infos if i.punct is not None]
    hashes = [i.hash for i in infos]
    bigrams = [((a * _MIX) ^ b) & _MASK for a, b in zip(hashes, hashes[1:])]
    shapes = [_shape_bucket(c) for c in _shape_cues(toks, norm, text, is_bullet)]
    shapes += [_shape_bucket(c) for c in context]
    buckets: list[int] = []
    values: list[float] = []
    for group, weight in (
        (words, _W_WORD),
        (bigrams, _W_BIGRAM),
        (chars, _W_CHAR),
        (puncts, _W_PUNCT),
        (shapes, _W_SHAPE),
    ):
        if group:
            buckets += group
            values += [weight / math.sqrt(len(group))] * len(group)
    return buckets, values


def unit_features(text: str, *, is_bullet: bool = False, context: Sequence[str] = ()) -> dict[int, float]:
    """Sparse hashed feature vector of one unit, as {bucket: value} (repeats merged)."""
    vector: dict[int, float] = {}
    for bucket, value in zip(*unit_buckets(text, is_bullet=is_bullet, context=context)):
        vector[bucket] = vector.get(bucket, 0.0) + value
    return vector


def featurize(
    texts: Sequence[str],
    bullets: Sequence[bool] | None = None,
    contexts: Sequence[Sequence[str]] | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """Padded (indices int64 [n, k], values float32 [n, k]) for the ONNX graph.

    Padding uses bucket 0 with value 0.0, which adds nothing to the dot product.
    """
    flags = bullets if bullets is not None else [False] * len(texts)
    ctx = contexts if contexts is not None else [()] * len(texts)
    rows = [unit_buckets(t, is_bullet=b, context=c) for t, b, c in zip(texts, flags, ctx)]
    lengths = np.fromiter((len(r[0]) for r in rows), dtype=np.int64, count=len(rows))
    width = int(lengths.max(initial=0)) or 1
    indices = np.zeros((len(rows), width), dtype=np.int64)
    values = np.zeros((len(rows), width), dtype=np.float32)
    total = int(lengths.sum())
    if total:
        row_of = np.repeat(np.arange(len(rows)), lengths)
        col_of = np.arange(total) - np.repeat(np.cumsum(lengths) - lengths, lengths)
        indices[row_of, col_of] = np.fromiter(chain.from_iterable(r[0] for r in rows), dtype=np.int64, count=total)
        values[row_of, col_of] = np.fromiter(chain.from_iterable(r[1] for r in rows), dtype=np.float32, count=total)
    return indices, values
