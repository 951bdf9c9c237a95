"""The featurizer's token cache is bounded by bytes, and caching never changes the features."""

import random
import string

from pinlane.classifier import features


def distinct_long_texts(n, seed=3):
    rng = random.Random(seed)
    return [
        "Never deploy "
        + " ".join("".join(rng.choices(string.ascii_lowercase, k=rng.randint(20, 300))) for _ in range(5))
        + f" build {i}."
        for i in range(n)
    ]


def test_cache_stays_under_its_byte_bound(monkeypatch):
    monkeypatch.setattr(features, "TOKEN_CACHE_BYTES", 200_000)
    features._charge(10**9)  # start from an empty cache
    peak = 0
    for text in distinct_long_texts(400):
        features.unit_buckets(text)
        peak = max(peak, features.cache_bytes())
    assert 0 < peak <= 200_000
    # Long tokens are never cached; short ones are.
    assert all(len(t) <= features.MAX_CACHED_TOKEN_CHARS for t in features._TOKENS)
    assert "never" in features._TOKENS


def test_features_are_the_same_cached_or_not(monkeypatch):
    texts = distinct_long_texts(30) + ["Do not restart the primary.", "do not, do NOT restart 12 hosts!"]
    warm = [features.unit_buckets(t) for t in texts]
    monkeypatch.setattr(features, "TOKEN_CACHE_BYTES", 0)  # every entry clears the cache
    cold = [features.unit_buckets(t) for t in texts]
    assert warm == cold
