"""A tiny stand-in encoder artifact for the encoder tests: a word-level tokenizer and an ONNX
graph whose outputs are functions of the token count, so nothing is downloaded and torch is not
needed. Unit heads: p_constraint = sigmoid(0.5 * tokens - 2), kind/scope from the count. With
pair heads: p_guard = softmax([0, n_b - 2]) (n_b: segment-B tokens), p_release =
softmax(count * [0.1, 0.2, 0.3])."""

from __future__ import annotations

import hashlib
import json

import numpy as np

KINDS = ["limit", "preference", "prohibition", "requirement"]
SCOPES = ["conditional", "standing", "task"]


def tokenizer_file(path):
    from tokenizers import Tokenizer, models, pre_tokenizers

    words = "[PAD] [UNK] never restart the primary . check disk on db-2 please".split()
    tok = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="[UNK]"))
    tok.pre_tokenizer = pre_tokenizers.Whitespace()
    tok.save(str(path))


def graph(*, pair_heads: bool = False):
    from onnx import TensorProto, helper, numpy_helper

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
    outputs = [
        helper.make_tensor_value_info("p_constraint", TensorProto.FLOAT, ["batch"]),
        helper.make_tensor_value_info("p_kind", TensorProto.FLOAT, ["batch", 4]),
        helper.make_tensor_value_info("p_scope", TensorProto.FLOAT, ["batch", 3]),
    ]
    if pair_heads:
        inits += [
            numpy_helper.from_array(np.array([[0.0, 1.0]], dtype=np.float32), "wg"),
            numpy_helper.from_array(np.array([0.0, -2.0], dtype=np.float32), "bg"),
            numpy_helper.from_array(np.array([[0.1, 0.2, 0.3]], dtype=np.float32), "wr"),
        ]
        nodes += [
            helper.make_node("Cast", ["token_type_ids"], ["typesf"], to=TensorProto.FLOAT),
            helper.make_node("ReduceSum", ["typesf", "axis1"], ["count_b"], keepdims=1),
            helper.make_node("MatMul", ["count_b", "wg"], ["lg0"]),
            helper.make_node("Add", ["lg0", "bg"], ["lg"]),
            helper.make_node("Softmax", ["lg"], ["p_guard"], axis=1),
            helper.make_node("MatMul", ["count", "wr"], ["lr"]),
            helper.make_node("Softmax", ["lr"], ["p_release"], axis=1),
        ]
        outputs += [
            helper.make_tensor_value_info("p_guard", TensorProto.FLOAT, ["batch", 2]),
            helper.make_tensor_value_info("p_release", TensorProto.FLOAT, ["batch", 3]),
        ]
    inputs = [
        helper.make_tensor_value_info(n, TensorProto.INT64, ["batch", "seq"])
        for n in ("input_ids", "attention_mask", "token_type_ids")
    ]
    name = "stand_in_pairs" if pair_heads else "stand_in"
    model = helper.make_model(
        helper.make_graph(nodes, name, inputs, outputs, inits), opset_imports=[helper.make_opsetid("", 17)]
    )
    model.ir_version = 8
    return model


def artifact(tmp_path, *, pair_heads: bool = False, **metadata):
    """Write the stand-in encoder (and its tokenizer) to ``tmp_path``; ``metadata`` overrides or,
    with ``None``, removes an entry."""
    import onnx

    from pinlane.classifier.encoder import ENCODER_FORMAT_VERSION, TOKENIZER_FILE

    tokenizer_file(tmp_path / TOKENIZER_FILE)
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
    meta.update(metadata)
    model = graph(pair_heads=pair_heads)
    for key, value in meta.items():
        if value is not None:
            entry = model.metadata_props.add()
            entry.key, entry.value = key, value
    path = tmp_path / "encoder.int8.onnx"
    onnx.save(model, str(path))
    return path
