"""Leave-one-source-out: the held-out source is absent from training and scored in full."""

import json

from training.cross_source import held_out_score
from training.data import DATA_FILE, load_records, record_to_json
from training.train import TrainConfig


def test_held_out_source_is_kept_out_of_training_and_scored_in_full(tmp_path):
    subset = load_records(DATA_FILE)[::10]
    data = tmp_path / "small.jsonl"
    data.write_text("".join(json.dumps(record_to_json(r)) + "\n" for r in subset))
    held_out = [r for r in subset if r.source == "ifeval"]
    assert held_out, "the subset must hold the source"

    result = held_out_score("ifeval", TrainConfig(max_iter=300), tmp_path, data_file=data)

    trained_on = [json.loads(line)["source"] for line in (tmp_path / "kept.jsonl").read_text().splitlines()]
    assert "ifeval" not in trained_on and len(trained_on) == len(subset) - len(held_out)
    assert result["messages"] == len(held_out)
    assert result["gold_spans"] == sum(len(r.constraints) for r in held_out)
    assert 0.0 <= result["span_f1"] <= 1.0
