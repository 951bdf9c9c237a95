"""The encoder tier's run time: loading checks, shapes, batching, context segments.

A tiny stand-in graph (token count -> probabilities) and a word-level tokenizer are built here,
so nothing is downloaded and torch is not needed.
"""

from __future__ import annotations

import hashlib
import json
import sys

import numpy as np
import pytest

pytest.importorskip("tokenizers")
onnx = pytest.importorskip("onnx")

from onnx import TensorProto, helper, numpy_helper  # noqa: E402

from pinlane.classifier.encoder import (  # noqa: E402
    ENCODER_FORMAT_VERSION,
    TOKENIZER_FILE,
    EncoderModel,
    encode,
    load_tokenizer,
    unit_contexts,
)
from pinlane.classifier.errors import ModelLoadError, ModelNotFoundError  # noqa: E402

KINDS = ["limit", "preference", "prohibition", "requirement"]
SCOPES = ["conditional", "standing", "task"]


def _tokenizer_file(path):
    from tokenizers import Tokenizer, models, pre_tokenizers

    words = "[PAD] [UNK] never restart the primary . check disk on db-2 please".split()
    tok = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="[UNK]"))
    tok.pre_tokenizer = pre_tokenizers.Whitespace()
    tok.save(str(path))


def _graph():
    """p_constraint = sigmoid(0.5 * tokens - 2): more tokens, higher score; kind/scope from it."""
    inits = [
        numpy_helper.from_array(np.array([1], dtype=np.int64), "axis1"),
        numpy_helper.from_array(np.array(0.5, dtype=np.float32), "scale"),
        numpy_helper.from_array(np.array(-2.0, dtype=np.float32), "shift"),
        numpy_helper.from_array(np.array([[0.1, 0.2, 0.3, 0.4]], dtype=np.float32), "wk"),
        numpy_helper.from_array(np.array([[0.3, -0.1, 0.2]], dtype=np.float32), "ws"),
    ]
    nodes = [
        helper.make_node("Cast", ["attention_mask"], ["maskf"], to=TensorProto.FLOAT),
        helper.make_node("ReduceSum", ["maskf", "axis1"], ["count"], keepdims=1),
        helper.make_node("Mul", ["count", "scale"], ["scaled"]),
        helper.make_node("Add", ["scaled", "shift"], ["logit"]),
        helper.make_node("Sigmoid", ["logit"], ["p2"]),
        helper.make_node("Squeeze", ["p2", "axis1"], ["p_constraint"]),
        helper.make_node("MatMul", ["count", "wk"], ["lk"]),
        helper.make_node("Softmax", ["lk"], ["p_kind"], axis=1),
        helper.make_node("MatMul", ["count", "ws"], ["ls"]),
        helper.make_node("Softmax", ["ls"], ["p_scope"], axis=1),
    ]
    inputs = [
        helper.make_tensor_value_info(n, TensorProto.INT64, ["batch", "seq"])
        for n in ("input_ids", "attention_mask", "token_type_ids")
    ]
    outputs = [
        helper.make_tensor_value_info("p_constraint", TensorProto.FLOAT, ["batch"]),
        helper.make_tensor_value_info("p_kind", TensorProto.FLOAT, ["batch", 4]),
        helper.make_tensor_value_info("p_scope", TensorProto.FLOAT, ["batch", 3]),
    ]
    graph = helper.make_graph(nodes, "stand_in", inputs, outputs, inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    return model


def _artifact(tmp_path, **overrides):
    _tokenizer_file(tmp_path / TOKENIZER_FILE)
    sha = hashlib.sha256((tmp_path / TOKENIZER_FILE).read_bytes()).hexdigest()
    meta = {
        "encoder_format_version": ENCODER_FORMAT_VERSION,
        "kinds": json.dumps(KINDS),
        "scopes": json.dumps(SCOPES),
        "thresholds": json.dumps({"pin": {k: 0.5 for k in KINDS}, "review": 0.3}),
        "max_length": "8",
        "tokenizer_sha256": sha,
        "context": "none",
    }
    meta.update(overrides)
    model = _graph()
    for key, value in meta.items():
        if value is not None:
            entry = model.metadata_props.add()
            entry.key, entry.value = key, value
    path = tmp_path / "encoder.int8.onnx"
    onnx.save(model, str(path))
    return path


def test_load_reads_metadata(tmp_path):
    enc = EncoderModel.load(_artifact(tmp_path))
    assert enc.kinds == tuple(KINDS)
    assert enc.scopes == tuple(SCOPES)
    assert enc.max_length == 8
    assert enc.thresholds["pin"]["prohibition"] == 0.5


def test_predict_units_shapes_and_order(tmp_path):
    enc = EncoderModel.load(_artifact(tmp_path))
    texts = ["check disk please", "never", "never restart the primary ."]
    p, pk, ps = enc.predict_units(texts)
    assert p.shape == (3,) and pk.shape == (3, 4) and ps.shape == (3, 3)
    # Rows come back in input order although batches are length-sorted: score follows token count.
    expected = 1 / (1 + np.exp(-(0.5 * np.array([3, 1, 5]) - 2)))
    np.testing.assert_allclose(p, expected, rtol=1e-5)
    np.testing.assert_allclose(pk.sum(1), 1.0, rtol=1e-5)


def test_predict_units_empty(tmp_path):
    p, pk, ps = EncoderModel.load(_artifact(tmp_path)).predict_units([])
    assert p.shape == (0,) and pk.shape == (0, 4) and ps.shape == (0, 3)


def test_truncates_to_max_length(tmp_path):
    enc = EncoderModel.load(_artifact(tmp_path))
    p, _, _ = enc.predict_units(["never " * 50])
    np.testing.assert_allclose(p, 1 / (1 + np.exp(-(0.5 * 8 - 2))), rtol=1e-5)


def test_missing_model(tmp_path):
    with pytest.raises(ModelNotFoundError, match="No encoder model file"):
        EncoderModel.load(tmp_path / "nope.onnx")


def test_missing_tokenizer(tmp_path):
    path = _artifact(tmp_path)
    (tmp_path / TOKENIZER_FILE).unlink()
    with pytest.raises(ModelNotFoundError, match="No tokenizer.json next to"):
        EncoderModel.load(path)


def test_tokenizer_hash_mismatch(tmp_path):
    path = _artifact(tmp_path, tokenizer_sha256="0" * 64)
    with pytest.raises(ModelLoadError, match="trained with a tokenizer of SHA-256 0000"):
        EncoderModel.load(path)


def test_not_an_encoder_artifact(tmp_path):
    path = _artifact(tmp_path, thresholds=None)
    with pytest.raises(ModelLoadError, match=r"metadata lacks \['thresholds'\]"):
        EncoderModel.load(path)


def test_format_version_mismatch(tmp_path):
    path = _artifact(tmp_path, encoder_format_version="other-v0")
    with pytest.raises(ModelLoadError, match="input format 'other-v0'"):
        EncoderModel.load(path)


@pytest.mark.parametrize(
    ("mode", "expected"),
    [
        ("none", [None, None, None]),
        ("neighbours", [" | B.", "A. | C.", "B. | "]),
    ],
)
def test_unit_contexts(mode, expected):
    assert unit_contexts(["A.", "B.", "C."], mode) == expected


def test_unit_contexts_rejects_unknown_mode():
    with pytest.raises(ValueError, match="Unknown context mode 'both'"):
        unit_contexts(["A."], "both")


def test_encode_pads_right_and_marks_pairs(tmp_path):
    _tokenizer_file(tmp_path / TOKENIZER_FILE)
    tok = load_tokenizer(tmp_path / TOKENIZER_FILE, 16)
    ids, mask, types = encode(tok, ["never", "check disk"], ["the primary", None])
    assert ids.shape == mask.shape == types.shape == (2, 3)
    assert mask.tolist() == [[1, 1, 1], [1, 1, 0]]
    assert types[0].tolist() == [0, 1, 1]


def test_runtime_imports_no_torch():
    import subprocess

    # In a fresh interpreter: other tests in the session may have imported torch already.

    code = (
        "import sys, pinlane.classifier.encoder; sys.exit(int('torch' in sys.modules or 'transformers' in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
