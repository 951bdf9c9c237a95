"""Pair data for the pair heads: file validation, benchmark dev pairs, metrics, epoch mix, graft."""

import json
import random

import numpy as np
import pytest

from training.encoder import EncoderConfig, draw_pairs, pair_mix
from training.errors import TrainingError
from training.pairs import GUARD_BENCH, guard_dev_pairs, load_pairs, pair_metrics, release_dev_pairs

GOOD = {"task": "guard", "group": "r1", "a": "Never X.", "b": "Bash X", "label": 1, "source": "hand"}


def _write(tmp_path, rows):
    path = tmp_path / "pairs.jsonl"
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in rows))
    return path


def test_load_pairs_reads_valid_rows(tmp_path):
    rows = load_pairs([_write(tmp_path, [GOOD, {**GOOD, "task": "release", "label": 2}])])
    assert [(r["task"], r["label"]) for r in rows] == [("guard", 1), ("release", 2)]


@pytest.mark.parametrize(
    ("row", "match"),
    [
        ("{not json", "Line 1 of .*pairs.jsonl is not JSON"),
        ({k: v for k, v in GOOD.items() if k != "b"}, r"Line 1 of .* lacks \['b'\]"),
        ({**GOOD, "task": "summarise"}, r"task must be one of \['guard', 'release'\]. Got 'summarise'"),
        ({**GOOD, "label": 2}, r"label of a guard pair must be an int in \[0, 1\] \(harmless, violates\). Got 2"),
        ({**GOOD, "task": "release", "label": "amend"}, r"in \[0, 2\] \(keep, release, amend\). Got 'amend'"),
    ],
)
def test_load_pairs_refuses_bad_rows(tmp_path, row, match):
    with pytest.raises(TrainingError, match=match):
        load_pairs([_write(tmp_path, [row])])


def test_load_pairs_missing_file(tmp_path):
    with pytest.raises(TrainingError, match="No pair file at"):
        load_pairs([tmp_path / "nope.jsonl"])


def test_benchmark_pairs_come_from_dev_only():
    dev_rules = {json.loads(x)["rule_id"] for x in GUARD_BENCH.read_text().splitlines() if '"dev"' in x}
    guard, _ = guard_dev_pairs()
    assert guard and {p["group"] for p in guard} <= dev_rules
    heldout = {json.loads(x)["rule_id"] for x in GUARD_BENCH.read_text().splitlines() if '"heldout"' in x}
    assert not {p["group"] for p in guard} & heldout
    release, skipped = release_dev_pairs()
    assert {p["label"] for p in release} == {0, 1, 2} and skipped > 0


def test_pair_metrics_perfect_and_grouped_threshold():
    labels = np.array([0, 1] * 20)
    probs = np.stack([1 - labels * 0.9 - 0.05, labels * 0.9 + 0.05], 1)
    groups = [f"g{i // 4}" for i in range(40)]
    m = pair_metrics("guard", probs, labels, groups)
    assert m["accuracy"] == 1.0 and m["violates_auc"] == 1.0 and m["groups"] == 10
    assert m["cv_recall>=0.97"]["recall"] == 1.0 and m["cv_recall>=0.97"]["false_alarm"] == 0.0


def test_pair_mix_gives_every_task_the_same_steps():
    assert pair_mix({"guard": 300, "release": 5000}, 14000, 0.1) == {"guard": 1400, "release": 1400}


def test_draw_pairs_repeats_a_small_task_and_samples_a_large_one():
    rng = random.Random(0)
    small = draw_pairs(10, 25, rng)
    assert len(small) == 25 and set(small) == set(range(10))
    large = draw_pairs(100, 30, rng)
    assert len(large) == len(set(large)) == 30


def test_config_validates_pair_settings():
    with pytest.raises(TrainingError, match="pair_share must be in"):
        EncoderConfig(pair_share=0)


def test_graft_refuses_an_encoder_with_pair_heads(tmp_path):
    from pinlane.classifier import EncoderModel
    from pinlane.classifier.runtime import DEFAULT_MODEL_PATH, ENCODER_FILE
    from training.pairs import graft

    heads = {"guard": (np.zeros((384, 2)), np.zeros(2))}
    once = DEFAULT_MODEL_PATH.parent / ENCODER_FILE
    if not EncoderModel.load(once).pair_tasks:
        once = graft(once, heads, tmp_path / "a", {})
    with pytest.raises(TrainingError, match="already has pair heads"):
        graft(once, heads, tmp_path / "b", {})
