"""Write the trained linear heads as an ONNX graph over hashed sparse features.

The graph takes ``indices`` (int64 [n, k]) and ``values`` (float [n, k]), gathers the weight
rows of the active buckets and sums them: a sparse dot product, so the input stays small even
with 65,536 buckets. Three outputs: p_constraint [n] (sigmoid), p_kind [n, 4] and p_scope
[n, 3] (softmax), identical to the scikit-learn models' predict_proba. The artifact describes
itself in metadata_props, which the runtime checks.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

OPSET = 17


def build_graph(weights: np.ndarray, bias: np.ndarray, n_kinds: int, n_scopes: int) -> onnx.ModelProto:
    """weights [n_features, 1 + n_kinds + n_scopes], bias [same]; columns: has, kinds, scopes."""
    width = 1 + n_kinds + n_scopes
    assert weights.shape[1] == width and bias.shape == (width,)
    inits = [
        numpy_helper.from_array(weights.astype(np.float32), "W"),
        numpy_helper.from_array(bias.astype(np.float32), "b"),
        numpy_helper.from_array(np.array([2], dtype=np.int64), "axis2"),
        numpy_helper.from_array(np.array([1], dtype=np.int64), "axis1"),
        numpy_helper.from_array(np.array([1, n_kinds, n_scopes], dtype=np.int64), "split_sizes"),
    ]
    nodes = [
        helper.make_node("Gather", ["W", "indices"], ["rows"], axis=0),
        helper.make_node("Unsqueeze", ["values", "axis2"], ["values3"]),
        helper.make_node("Mul", ["rows", "values3"], ["weighted"]),
        helper.make_node("ReduceSum", ["weighted", "axis1"], ["dot"], keepdims=0),
        helper.make_node("Add", ["dot", "b"], ["logits"]),
        helper.make_node("Split", ["logits", "split_sizes"], ["l_has", "l_kind", "l_scope"], axis=1),
        helper.make_node("Sigmoid", ["l_has"], ["p_has2"]),
        helper.make_node("Squeeze", ["p_has2", "axis1"], ["p_constraint"]),
        helper.make_node("Softmax", ["l_kind"], ["p_kind"], axis=1),
        helper.make_node("Softmax", ["l_scope"], ["p_scope"], axis=1),
    ]
    graph = helper.make_graph(
        nodes,
        "pinlane_constraints",
        [
            helper.make_tensor_value_info("indices", TensorProto.INT64, ["n", "k"]),
            helper.make_tensor_value_info("values", TensorProto.FLOAT, ["n", "k"]),
        ],
        [
            helper.make_tensor_value_info("p_constraint", TensorProto.FLOAT, ["n"]),
            helper.make_tensor_value_info("p_kind", TensorProto.FLOAT, ["n", n_kinds]),
            helper.make_tensor_value_info("p_scope", TensorProto.FLOAT, ["n", n_scopes]),
        ],
        inits,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)])
    model.ir_version = 8
    onnx.checker.check_model(model)
    return model


def save(model: onnx.ModelProto, path: Path, metadata: dict[str, object]) -> None:
    """Attach metadata_props (strings; non-strings JSON-encoded) and write atomically."""
    del model.metadata_props[:]
    for key, value in sorted(metadata.items()):
        entry = model.metadata_props.add()
        entry.key = key
        entry.value = value if isinstance(value, str) else json.dumps(value, sort_keys=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    onnx.save(model, str(tmp))
    tmp.replace(path)
