"""The guard's pair cross-encoder: which sets may train it, and merging its graph into the unit
encoder's with the shared embedding table kept once."""

import json

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import TensorProto, helper, numpy_helper

from training import pair_model as PM
from training.errors import TrainingError

VOCAB, DIM = 50, 4
TABLE = np.arange(VOCAB * DIM, dtype=np.float32).reshape(VOCAB, DIM) / 100.0


def _graph(path, output, weight, extra_meta=None):
    """A tiny 'encoder': embed input_ids with TABLE, mean over tokens, MatMul by ``weight``."""
    inputs = [helper.make_tensor_value_info(n, TensorProto.INT64, ["batch", "seq"]) for n in PM.INPUTS]
    nodes = [
        helper.make_node("Gather", ["emb.weight", "input_ids"], ["h"]),
        helper.make_node("ReduceMean", ["h"], ["pooled"], axes=[1], keepdims=0),
        helper.make_node("MatMul", ["pooled", "head.weight"], [output]),
    ]
    inits = [numpy_helper.from_array(TABLE, "emb.weight"), numpy_helper.from_array(weight, "head.weight")]
    graph = helper.make_graph(
        nodes,
        "g",
        inputs,
        [helper.make_tensor_value_info(output, TensorProto.FLOAT, ["batch", weight.shape[1]])],
        inits,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    for key, value in (extra_meta or {}).items():
        entry = model.metadata_props.add()
        entry.key, entry.value = key, value
    onnx.save(model, str(path))
    return path


def _run(path, outputs, ids):
    session = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    feed = {"input_ids": ids, "attention_mask": np.ones_like(ids), "token_type_ids": np.zeros_like(ids)}
    feed = {k: v for k, v in feed.items() if k in {i.name for i in session.get_inputs()}}
    return session.run(outputs, feed)


def test_merge_keeps_one_embedding_table_and_both_outputs(tmp_path):
    unit_w = np.ones((DIM, 1), dtype=np.float32)
    pair_w = np.full((DIM, 2), 0.5, dtype=np.float32)
    base = _graph(tmp_path / "unit.onnx", "p_constraint", unit_w, {"kinds": "[]"})
    pair = _graph(tmp_path / "pair.onnx", "p_guard", pair_w)
    out = tmp_path / "merged.onnx"
    sizes = PM.merge(base, pair, out, {"max_length": 128})
    assert sizes["shared"] == ["emb.weight"]
    merged = onnx.load(str(out))
    tables = [t for t in merged.graph.initializer if tuple(t.dims) == (VOCAB, DIM)]
    assert len(tables) == 1
    assert {o.name for o in merged.graph.output} == {"p_constraint", "p_guard"}
    props = {p.key: p.value for p in merged.metadata_props}
    assert json.loads(props["pair_tasks"])["guard"]["output"] == "p_guard"
    assert props["kinds"] == "[]"
    ids = np.array([[1, 2, 3], [4, 5, 6]], dtype=np.int64)
    (unit_before,) = _run(base, ["p_constraint"], ids)
    (pair_before,) = _run(pair, ["p_guard"], ids)
    unit_after, pair_after = _run(out, ["p_constraint", "p_guard"], ids)
    np.testing.assert_array_equal(unit_before, unit_after)
    np.testing.assert_array_equal(pair_before, pair_after)


def test_merge_renames_the_pair_models_own_weights(tmp_path):
    base = _graph(tmp_path / "unit.onnx", "p_constraint", np.ones((DIM, 1), dtype=np.float32))
    pair = _graph(tmp_path / "pair.onnx", "p_guard", np.full((DIM, 2), 0.25, dtype=np.float32))
    PM.merge(base, pair, tmp_path / "merged.onnx", {"max_length": 128})
    names = {t.name for t in onnx.load(str(tmp_path / "merged.onnx")).graph.initializer}
    assert {"head.weight", PM.PREFIX + "head.weight", "emb.weight"} == names


def test_merge_refuses_a_base_that_already_has_pair_heads(tmp_path):
    base = _graph(
        tmp_path / "unit.onnx", "p_constraint", np.ones((DIM, 1), dtype=np.float32), {"pair_tasks": '{"guard": {}}'}
    )
    pair = _graph(tmp_path / "pair.onnx", "p_guard", np.ones((DIM, 2), dtype=np.float32))
    with pytest.raises(TrainingError, match="already carries pair heads"):
        PM.merge(base, pair, tmp_path / "merged.onnx", {"max_length": 128})


def test_a_release_model_merges_beside_a_merged_guard_model(tmp_path):
    base = _graph(tmp_path / "unit.onnx", "p_constraint", np.ones((DIM, 1), dtype=np.float32))
    guard = _graph(tmp_path / "guard.onnx", "p_guard", np.full((DIM, 2), 0.5, dtype=np.float32))
    release = _graph(tmp_path / "release.onnx", "p_release", np.full((DIM, 3), 0.25, dtype=np.float32))
    PM.merge(base, guard, tmp_path / "g.onnx", {"max_length": 128})
    PM.merge(tmp_path / "g.onnx", release, tmp_path / "gr.onnx", {"max_length": 96, "task": "release"})
    merged = onnx.load(str(tmp_path / "gr.onnx"))
    assert len([t for t in merged.graph.initializer if tuple(t.dims) == (VOCAB, DIM)]) == 1
    props = {p.key: p.value for p in merged.metadata_props}
    tasks = json.loads(props["pair_tasks"])
    assert tasks["release"]["classes"] == ["keep", "release", "amend"] and tasks["release"]["max_length"] == 96
    assert tasks["guard"]["output"] == "p_guard" and "pair_model_release" in props
    ids = np.array([[1, 2, 3]], dtype=np.int64)
    (expected,) = _run(release, ["p_release"], ids)
    np.testing.assert_array_equal(_run(tmp_path / "gr.onnx", ["p_release"], ids)[0], expected)
    retrained = _graph(tmp_path / "release2.onnx", "p_release", np.full((DIM, 3), 0.75, dtype=np.float32))
    PM.merge(tmp_path / "gr.onnx", retrained, tmp_path / "again.onnx", {"max_length": 64, "task": "release"})
    again = onnx.load(str(tmp_path / "again.onnx"))
    assert sorted(o.name for o in again.graph.output) == ["p_constraint", "p_guard", "p_release"]
    assert len(again.graph.initializer) == len(merged.graph.initializer)  # the old release weights went
    (expected,) = _run(retrained, ["p_release"], ids)
    np.testing.assert_array_equal(_run(tmp_path / "again.onnx", ["p_release"], ids)[0], expected)
    np.testing.assert_array_equal(_run(tmp_path / "again.onnx", ["p_guard"], ids)[0], _run(guard, ["p_guard"], ids)[0])
    props = {p.key: p.value for p in again.metadata_props}
    assert json.loads(props["pair_tasks"])["release"]["max_length"] == 64


@pytest.mark.parametrize("name", ["blind", "blind.dev"])
def test_the_blind_set_can_never_be_read_for_training(name):
    with pytest.raises(TrainingError, match="blind set"):
        PM.hand_pairs(name)


def test_hand_pairs_renders_calls_as_the_guard_does():
    from pinlane.ledger.matcher import call_text

    rows = PM.hand_pairs("pairs.dev")
    raw = [json.loads(x) for x in (PM.GUARD_SETS / "pairs.jsonl").read_text().splitlines()]
    dev = [r for r in raw if r["split"] == "dev"]
    assert len(rows) == len(dev) > 0
    assert rows[0]["b"] == call_text(dev[0]["call"]) and rows[0]["a"] == dev[0]["rule"]
    assert {r["label"] for r in rows} == {0, 1}


def test_unknown_set_is_a_clear_error():
    with pytest.raises(TrainingError, match="No guard pair set at .*nope.jsonl"):
        PM.hand_pairs("nope")


def test_training_refuses_to_report_a_set_it_trains_on(tmp_path):
    config = PM.PairModelConfig(train_sets=("dev2", "dev10"))
    with pytest.raises(TrainingError, match=r"both trained on and reported: \['dev10'\]"):
        PM.fine_tune(config, tmp_path, report_sets=("dev10",))


def test_a_soup_averages_float_weights_and_keeps_equal_integer_buffers():
    runs = [
        {"w": np.array([1.0, 3.0], dtype=np.float32), "ids": np.arange(3)},
        {"w": np.array([3.0, 5.0], dtype=np.float32), "ids": np.arange(3)},
    ]
    soup = PM.average_weights(runs)
    np.testing.assert_array_equal(soup["w"], [2.0, 4.0])
    np.testing.assert_array_equal(soup["ids"], [0, 1, 2])


@pytest.mark.parametrize(
    "second, message",
    [
        ({"w": np.zeros(2, dtype=np.float32)}, "other weights"),
        ({"w": np.zeros(3, dtype=np.float32), "ids": np.arange(3)}, "different shapes"),
        ({"w": np.zeros(2, dtype=np.float32), "ids": np.arange(1, 4)}, "Integer buffer 'ids' differs"),
    ],
)
def test_a_soup_of_runs_that_are_not_one_architecture_is_refused(second, message):
    first = {"w": np.ones(2, dtype=np.float32), "ids": np.arange(3)}
    with pytest.raises(TrainingError, match=message):
        PM.average_weights([first, second])
    with pytest.raises(TrainingError, match="at least two runs"):
        PM.average_weights([first])


def test_a_soups_metadata_keeps_every_run_and_refuses_mixed_tasks():
    one = {"task": "release", "base_model": "m", "base_model_sha256": {"a": "1"}, "max_length": 128,
           "held_sets": ["blind"], "config": {"seed": 0}}  # fmt: skip
    two = {**one, "held_sets": ["blind", "blind2a"], "config": {"seed": 1}}
    meta = PM.soup_metadata([one, two])
    assert meta["task"] == "release" and meta["max_length"] == 128
    assert meta["held_sets"] == ["blind", "blind2a"] and meta["soup_of"] == [one, two]
    with pytest.raises(TrainingError, match="'task'"):
        PM.soup_metadata([one, {**two, "task": "guard"}])
