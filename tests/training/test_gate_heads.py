"""Gating a merged encoder: each call runs only the head it asks for, and every output is unchanged."""

import json
from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from test_pair_model import DIM, _graph

from pinlane.classifier.encoder import HEAD_INPUT, _check_pair_metadata
from pinlane.classifier.errors import ModelLoadError
from training import pair_model as PM
from training.errors import TrainingError
from training.gate_heads import gate

IDS = np.array([[1, 2, 3], [4, 5, 6]], dtype=np.int64)


def _run(path, outputs, head=None):
    session = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    feed = {"input_ids": IDS, "attention_mask": np.ones_like(IDS), "token_type_ids": np.zeros_like(IDS)}
    if head is not None:
        feed[HEAD_INPUT] = np.array(head, dtype=np.int64)
    feed = {k: v for k, v in feed.items() if k in {i.name for i in session.get_inputs()}}
    return session.run(outputs, feed)


@pytest.fixture
def merged(tmp_path):
    base = _graph(tmp_path / "unit.onnx", "p_constraint", np.ones((DIM, 1), dtype=np.float32))
    guard = _graph(tmp_path / "guard.onnx", "p_guard", np.full((DIM, 2), 0.5, dtype=np.float32))
    release = _graph(tmp_path / "release.onnx", "p_release", np.full((DIM, 3), 0.25, dtype=np.float32))
    PM.merge(base, guard, tmp_path / "g.onnx", {"max_length": 128})
    PM.merge(tmp_path / "g.onnx", release, tmp_path / "gr.onnx", {"max_length": 96, "task": "release"})
    return tmp_path / "gr.onnx"


def test_gating_keeps_every_output_and_numbers_the_heads(merged, tmp_path):
    out = tmp_path / "gated.onnx"
    result = gate(merged, out)
    assert result["heads"] == {"unit": 0, "guard": 1, "release": 2}
    tasks = json.loads({p.key: p.value for p in onnx.load(str(out)).metadata_props}["pair_tasks"])
    assert tasks["guard"]["head"] == 1 and tasks["release"]["head"] == 2
    (unit,) = _run(merged, ["p_constraint"])
    np.testing.assert_array_equal(_run(out, ["p_constraint"], head=0)[0], unit)
    for name, head in (("p_guard", 1), ("p_release", 2)):
        (expected,) = _run(merged, [name])
        np.testing.assert_array_equal(_run(out, [name], head=head)[0], expected)
        assert _run(out, [name], head=0)[0].shape[0] == 0  # not asked: the branch is not run


def test_the_pair_heads_nodes_sit_only_inside_their_branch(merged, tmp_path):
    gate(merged, tmp_path / "gated.onnx")
    graph = onnx.load(str(tmp_path / "gated.onnx")).graph
    outer_ops = [n.op_type for n in graph.node]
    assert outer_ops.count("If") == 2
    assert not any(n.name.startswith(PM.prefix("release")) or n.name.startswith(PM.prefix("guard")) for n in graph.node)
    assert HEAD_INPUT in {i.name for i in graph.input}


def test_gate_refuses_a_gated_file_and_one_without_pair_heads_and_merge_refuses_a_gated_base(merged, tmp_path):
    gate(merged, tmp_path / "gated.onnx")
    with pytest.raises(TrainingError, match="gated already"):
        gate(tmp_path / "gated.onnx", tmp_path / "twice.onnx")
    plain = _graph(tmp_path / "plain.onnx", "p_constraint", np.ones((DIM, 1), dtype=np.float32))
    with pytest.raises(TrainingError, match="no pair head"):
        gate(plain, tmp_path / "nothing.onnx")
    release = _graph(tmp_path / "r.onnx", "p_release", np.full((DIM, 3), 0.5, dtype=np.float32))
    with pytest.raises(TrainingError, match="is gated"):
        PM.merge(tmp_path / "gated.onnx", release, tmp_path / "more.onnx", {"max_length": 64, "task": "release"})


def test_a_gated_file_whose_pair_head_has_no_number_is_refused_at_load():
    spec = {"release": {"output": "p_release", "classes": ["keep", "release", "amend"], "max_length": 128}}
    metadata = {"pair_tasks": json.dumps(spec), "pair_format_version": "task-prefix-v1"}
    _check_pair_metadata(Path("m.onnx"), metadata, {"p_release"}, gated=False)
    with pytest.raises(ModelLoadError, match="names no head number"):
        _check_pair_metadata(Path("m.onnx"), metadata, {"p_release"}, gated=True)


def test_the_shipped_encoder_is_gated():
    """An ungated merged file costs the accurate tier a release cross-encoder pass on every unit."""
    from pinlane.classifier.runtime import DEFAULT_MODEL_PATH

    graph = onnx.load(str(DEFAULT_MODEL_PATH.parent / "encoder.int8.onnx"), load_external_data=False).graph
    assert HEAD_INPUT in {i.name for i in graph.input}
    assert [n.op_type for n in graph.node].count("If") >= 1
