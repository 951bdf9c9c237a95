"""Holding sources out of both tiers: the data kept, the encoder checked, both tiers scored."""

import json

import pytest

from pinlane.classifier.runtime import DEFAULT_MODEL_PATH
from training.cross_source_accurate import check_encoder_dir, report, score_tiers, write_kept
from training.data import DATA_FILE, load_records
from training.errors import TrainingError


def test_write_kept_drops_every_message_of_the_sources_and_nothing_else(tmp_path):
    kept = tmp_path / "kept.jsonl"
    dropped = write_kept(DATA_FILE, {"ifeval", "mt_bench"}, kept)
    sources = [json.loads(line)["source"] for line in kept.read_text().splitlines()]
    everything = load_records(DATA_FILE)
    assert dropped == sum(r.source in {"ifeval", "mt_bench"} for r in everything)
    assert "ifeval" not in sources and "mt_bench" not in sources
    assert len(sources) + dropped == len(everything)


def test_write_kept_refuses_a_source_that_is_not_in_the_data(tmp_path):
    with pytest.raises(TrainingError, match=r"None of the sources \['ifevall'\] is in .*check the names"):
        write_kept(DATA_FILE, {"ifevall"}, tmp_path / "kept.jsonl")


def _encoder_dir(tmp_path, excluded):
    folder = tmp_path / "enc"
    folder.mkdir()
    (folder / "encoder.int8.onnx").write_bytes(b"onnx")
    (folder / "train_summary.json").write_text(json.dumps({"exclude_sources": excluded}))
    return folder


def test_an_encoder_trained_without_exactly_the_sources_is_accepted(tmp_path):
    folder = _encoder_dir(tmp_path, ["followbench", "cursorrules"])
    assert check_encoder_dir(folder, {"cursorrules", "followbench"}) == folder / "encoder.int8.onnx"


def test_an_encoder_that_saw_a_held_out_source_is_refused(tmp_path):
    folder = _encoder_dir(tmp_path, ["cursorrules"])
    with pytest.raises(TrainingError, match=r"trained without \['cursorrules'\], not \['cursorrules', 'followbench'\]"):
        check_encoder_dir(folder, {"cursorrules", "followbench"})


def test_an_encoder_folder_without_its_summary_is_refused(tmp_path):
    (tmp_path / "encoder.int8.onnx").write_bytes(b"onnx")
    with pytest.raises(TrainingError, match="lacks encoder.int8.onnx or train_summary.json"):
        check_encoder_dir(tmp_path, {"ifeval"})


def test_both_tiers_are_scored_on_every_message_and_reported():
    records = [r for r in load_records(DATA_FILE) if r.source == "mt_bench"][:40]
    encoder = DEFAULT_MODEL_PATH.parent / "encoder.int8.onnx"
    results = score_tiers(DEFAULT_MODEL_PATH, encoder, records)
    assert set(results) == {"fast", "accurate"}
    for tier in results.values():
        assert tier["messages"] == len(records)
        assert tier["gold_spans"] == sum(len(r.constraints) for r in records)
    text = report({"mt_bench": results})
    assert "| mt_bench |" in text and "| accurate |" in text and "| fast |" in text


def test_the_swept_cascade_score_mixes_only_inside_the_band():
    import numpy as np

    from training.cross_source_accurate import _mix

    n, e = np.array([0.01, 0.5, 0.99]), np.array([0.9, 0.9, 0.1])
    assert np.allclose(_mix(n, e, 0.05, 0.95, 0.75), [0.01, 0.8, 0.99])
    assert np.allclose(_mix(n, e, 0.0, 1.0, 1.0), e)
