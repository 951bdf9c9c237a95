"""Memory soak: 100,000 messages with distinct long tokens through the classifier (issue 19.6).

Each message carries fresh long tokens (hex ids, base64-like blobs, long identifiers), the input
that grew the featurizer's old entry-count cache to gigabytes. Prints RSS before, at checkpoints
and after, with the featurizer's cache estimate; steady memory means the last checkpoints stay
flat. Optionally (--ledger) the messages also go through ``Ledger.on_user_turn`` in memory.

    python benchmarks/soak_memory.py [--messages 100000] [--ledger]
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import string
import time


def rss_mb() -> float:
    with open(f"/proc/{os.getpid()}/status", encoding="ascii") as handle:
        for line in handle:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def message(rng: random.Random, i: int) -> str:
    blob = "".join(rng.choices(string.ascii_letters + string.digits, k=rng.randint(60, 400)))
    ident = "_".join("".join(rng.choices(string.ascii_lowercase, k=8)) for _ in range(6))
    return (
        f"Never deploy build {rng.getrandbits(128):032x} to prod-{i}. "
        f"The trace id is {blob} and the function {ident}{i} failed again; "
        f"do not retry job-{rng.getrandbits(64):x} until the queue drains."
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--messages", type=int, default=100_000)
    parser.add_argument("--batch", type=int, default=500)
    parser.add_argument("--ledger", action="store_true", help="also pin through an in-memory Ledger")
    parser.add_argument(
        "--reset-spacy-vocab",
        type=int,
        default=0,
        metavar="N",
        help="rebuild the blank spaCy pipeline when its vocab passes N lexemes (the fix proposed for "
        "classifier/segment.py: spaCy adds a lexeme per distinct token and never drops one)",
    )
    args = parser.parse_args()

    import importlib

    from pinlane.classifier import features

    segment = importlib.import_module("pinlane.classifier.segment")  # the package exports a function of that name
    from pinlane.classifier.runtime import ConstraintClassifier

    clf = ConstraintClassifier.load()
    # Warm: the model, spaCy and onnxruntime's arenas are all in place before "start".
    warm_rng = random.Random(1)
    clf.classify_batch([message(warm_rng, i) for i in range(args.batch)])
    ledger = None
    if args.ledger:
        from pinlane.ledger.core import Ledger

        ledger = Ledger(":memory:", classifier=clf)
    rng = random.Random(7)
    gc.collect()
    start_rss = rss_mb()
    checkpoints = {args.messages * k // 10 for k in range(1, 11)}
    rows = [("start", 0, start_rss, features.cache_bytes() / 2**20, len(segment._nlp().vocab), 0.0)]
    started = time.perf_counter()
    done = 0
    while done < args.messages:
        n = min(args.batch, args.messages - done)
        texts = [message(rng, done + j) for j in range(n)]
        if ledger is None:
            clf.classify_batch(texts)
        else:
            for text in texts:
                ledger.on_user_turn(text)
        done += n
        if args.reset_spacy_vocab and len(segment._nlp().vocab) > args.reset_spacy_vocab:
            segment._nlp.cache_clear()
        if any(done - n < c <= done for c in checkpoints):
            gc.collect()
            vocab = len(segment._nlp().vocab)
            rows.append(("", done, rss_mb(), features.cache_bytes() / 2**20, vocab, time.perf_counter() - started))
    print("| point | messages | RSS MB | token cache MB (est.) | spaCy vocab | seconds |\n|---|---|---|---|---|---|")
    for label, count, rss, cache, vocab, secs in rows:
        print(f"| {label} | {count:,} | {rss:,.0f} | {cache:,.1f} | {vocab:,} | {secs:,.1f} |")
    half = next(r for r in rows if r[1] >= args.messages // 2)
    print(
        f"\nRSS before {start_rss:,.0f} MB, after {rows[-1][2]:,.0f} MB; growth over the second half "
        f"{rows[-1][2] - half[2]:+,.0f} MB; cache bound {features.TOKEN_CACHE_BYTES / 2**20:,.0f} MB"
        + (" (with Ledger.on_user_turn)" if ledger is not None else "")
        + (f"; spaCy pipeline rebuilt past {args.reset_spacy_vocab:,} lexemes" if args.reset_spacy_vocab else "")
    )


if __name__ == "__main__":
    main()
