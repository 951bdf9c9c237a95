"""Evaluation text stays out of data/, including near-duplicates (FollowBench ladder siblings)."""

from training.data import DATA_FILE, load_benchmark_texts, load_records
from training.leakage import NearDuplicateIndex

BASE = "Write a short story about a lighthouse keeper who finds a message in a bottle on the beach."


def test_a_ladder_sibling_is_a_near_duplicate():
    index = NearDuplicateIndex([BASE + " The story must be under 200 words. Do not use dialogue."])
    assert index.match(BASE + " The story must be under 200 words.") is not None


def test_containment_of_a_long_text_counts_and_a_short_one_does_not():
    index = NearDuplicateIndex(["Never push to main.", BASE])
    assert index.match("Please read this first. " + BASE + " Then tell me what you think of it, in detail.")
    assert index.match("Please read this first: never push to main. Then deploy staging and report back.") is None


def test_unrelated_text_is_not_a_near_duplicate():
    index = NearDuplicateIndex([BASE])
    assert index.match("Summarise the incident timeline for the postgres failover in three bullets.") is None


def test_no_data_text_near_duplicates_the_public_benchmark(shared_file):
    shared_file("bench", "gold.jsonl")  # skips without the shared inputs; fails without them in CI
    bench = load_benchmark_texts()
    index = NearDuplicateIndex(bench)
    leaked = [(r.id, index.match(r.text)) for r in load_records(DATA_FILE) if index.match(r.text)]
    assert leaked == []
