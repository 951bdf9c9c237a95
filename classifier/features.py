"""The one featurizer, shared by training and run time.

Featurization lives in Python, outside the ONNX graph, on purpose: skl2onnx converts only
word-level TF-IDF (no char n-grams) and its StringNormalizer fails without the en_US.UTF-8
locale. Here each unit becomes a sparse vector of hashed features (word uni/bigrams, char
4-grams, a few shape cues) with a stable hash (CRC32), so training and run time compute the
same indices with no vocabulary file. The ONNX graph takes (indices, values) and holds the
weights; ``FEATURIZER_VERSION`` is stored in the artifact and checked at load time.
"""

from __future__ import annotations

import math
import re
import unicodedata
import zlib
from collections.abc import Sequence
from functools import lru_cache

import numpy as np

#: Bump whenever a change here would give a trained model different inputs.
FEATURIZER_VERSION = "hash4-ctx-v2"
#: Number of hash buckets; the artifact stores a weight row per bucket.
N_FEATURES = 1 << 16

_TOKEN = re.compile(r"[a-z0-9']+|[^\sa-z0-9']", re.IGNORECASE)
_DIGITS = re.compile(r"\d+")
_NEGATIONS = frozenset(
    "no not never don't dont do't cannot can't won't shouldn't mustn't avoid without nothing "
    "none nor stop refrain".split()
)

# Group weights: how much each feature family counts after per-group L2 normalisation.
_GROUP_WEIGHT = {"w": 1.0, "b": 0.8, "c": 0.5, "p": 0.6, "s": 0.6}


@lru_cache(maxsize=500_000)
def _bucket(key: str) -> int:
    return zlib.crc32(key.encode("utf-8", "surrogatepass")) % N_FEATURES


@lru_cache(maxsize=200_000)
def _word_features(word: str) -> tuple[int, tuple[int, ...]]:
    """Bucket of the word and of its char 4-grams (with boundary marks)."""
    marked = f"<{word}>"
    grams = tuple(_bucket("c:" + marked[i : i + 4]) for i in range(max(1, len(marked) - 3)))
    return _bucket("w:" + word), grams


def normalize(text: str) -> str:
    """Lowercase, NFKC, digits folded to 0: the form every feature is computed on."""
    text = unicodedata.normalize("NFKC", text).lower().replace("\u2019", "'")
    return _DIGITS.sub("0", text)


def tokens(text: str) -> list[str]:
    """Word and punctuation tokens of normalised text."""
    return _TOKEN.findall(normalize(text))


def _shape_features(toks: Sequence[str], raw: str, is_bullet: bool) -> list[str]:
    feats = [f"len:{min(len(toks), 60) // 6}"]
    if toks:
        feats += ["first:" + toks[0], "last:" + toks[-1]]
        feats.append("first2:" + " ".join(toks[:2]))
        feats.append("first3:" + " ".join(toks[:3]))
    if is_bullet:
        feats.append("bullet")
    if any(t in _NEGATIONS or t.endswith("n't") for t in toks):
        feats.append("neg")
    if "0" in toks:
        feats.append("num")
    if raw.rstrip().endswith("?"):
        feats.append("question")
    if any(ch in raw for ch in '"“”`'):
        feats.append("quote")
    if raw.isascii():
        feats.append("ascii:4" if any(ch.isalpha() for ch in raw) else "noletters")
    else:
        letters = [ch for ch in raw if ch.isalpha()]
        share = sum(ch.isascii() for ch in letters) / len(letters) if letters else -1
        feats.append(f"ascii:{int(share * 4)}" if letters else "noletters")
    return feats


def message_context(texts: Sequence[str], bullets: Sequence[bool]) -> list[tuple[str, ...]]:
    """Cues from the rest of the message, per unit: a rule in a chat turn full of questions and
    requests usually lives for the task; the same words in a bulleted rule file are standing."""
    n = len(texts)
    size = "ctx:n1" if n == 1 else "ctx:n2" if n <= 3 else "ctx:n4"
    listy = n > 1 and sum(bullets) * 2 > n
    out = []
    for i in range(n):
        cues = [size]
        if listy:
            cues.append("ctx:list")
        if any(t.rstrip().endswith("?") for j, t in enumerate(texts) if j != i):
            cues.append("ctx:question")
        if n > 1:
            cues.append("ctx:first" if i == 0 else "ctx:last" if i == n - 1 else "ctx:middle")
        out.append(tuple(cues))
    return out


def unit_features(text: str, *, is_bullet: bool = False, context: Sequence[str] = ()) -> dict[int, float]:
    """Sparse hashed feature vector of one unit, as {bucket: value}."""
    toks = tokens(text)
    groups: dict[str, list[int]] = {"w": [], "b": [], "c": [], "p": [], "s": []}
    words = [t for t in toks if t[0].isalnum()]
    for word in words:
        w_bucket, grams = _word_features(word)
        groups["w"].append(w_bucket)
        groups["c"].extend(grams)
    for left, right in zip(toks, toks[1:]):
        groups["b"].append(_bucket(f"b:{left} {right}"))
    groups["p"].extend(_bucket("p:" + t) for t in toks if not t[0].isalnum())
    groups["s"].extend(_bucket("s:" + f) for f in _shape_features(toks, text, is_bullet))
    groups["s"].extend(_bucket("s:" + c) for c in context)
    vector: dict[int, float] = {}
    for name, buckets in groups.items():
        if not buckets:
            continue
        scale = _GROUP_WEIGHT[name] / math.sqrt(len(buckets))
        for b in buckets:
            vector[b] = vector.get(b, 0.0) + scale
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
    vectors = [unit_features(t, is_bullet=b, context=c) for t, b, c in zip(texts, flags, ctx)]
    width = max((len(v) for v in vectors), default=0) or 1
    indices = np.zeros((len(vectors), width), dtype=np.int64)
    values = np.zeros((len(vectors), width), dtype=np.float32)
    for row, vector in enumerate(vectors):
        n = len(vector)
        indices[row, :n] = list(vector.keys())
        values[row, :n] = list(vector.values())
    return indices, values
