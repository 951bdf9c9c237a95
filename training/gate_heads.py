"""Gate the heads of a merged encoder so each call computes only the head it asks for.

``pair_model.merge`` puts the unit heads and a pair cross-encoder (release) into one ONNX graph
that shares the word-embedding table. onnxruntime runs every node of a graph whatever outputs a
call names, so in the merged file each unit-path call also ran the release cross-encoder: the
accurate tier cost about twice the unit encoder's time (measured in the seventeenth round: 58 ms
against 32 ms for a batch of 8 units of 64 tokens). ``gate`` wraps each pair head's nodes in an
``If`` on a new scalar input ``head`` (0: none, the unit heads alone; k: the pair task whose
``pair_tasks`` entry carries ``"head": k``), so a unit call runs the unit encoder only. The unit
heads stay in the outer graph (a pair call still runs them, as before). Weights stay shared (the
branches read the outer graph's initializers) and every output is unchanged, bit for bit. Gate
after the last ``merge``: a gated file takes no further head.

    python -m training pair-model gate --encoder merged.int8.onnx --out models/encoder.int8.onnx
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pinlane.classifier.encoder import HEAD_INPUT, UNIT_OUTPUTS
from training.errors import TrainingError
from training.export import save


def _needed(graph: Any, outputs: list[str]) -> list[int]:
    """Indices of the nodes ``outputs`` depend on, in the graph's (topological) order. (Indices, not
    node objects: protobuf hands out a new wrapper object at each access.)"""
    producer = {name: i for i, node in enumerate(graph.node) for name in node.output}
    wanted: set[int] = set()
    stack = list(outputs)
    while stack:
        i = producer.get(stack.pop())
        if i is None or i in wanted:
            continue
        wanted.add(i)
        stack.extend(name for name in graph.node[i].input if name)
    return sorted(wanted)


def _empty(onnx: Any, value_info: Any, name: str) -> Any:
    """A Constant node giving an empty tensor of the output's rank (the branch not taken)."""
    tensor_type = value_info.type.tensor_type
    dims = [d.dim_value if d.dim_value > 0 else 1 for d in tensor_type.shape.dim]
    dims[0] = 0
    empty = onnx.helper.make_tensor(f"{name}_empty", tensor_type.elem_type, dims, [])
    return onnx.helper.make_node("Constant", [], [name], value=empty)


def _copy(onnx: Any, node: Any, rename: dict[str, str] | None = None) -> Any:
    copy = onnx.NodeProto()
    copy.CopyFrom(node)
    if rename:
        copy.output[:] = [rename.get(x, x) for x in node.output]
    return copy


def _renamed(onnx: Any, info: Any, rename: dict[str, str]) -> Any:
    copy = onnx.ValueInfoProto()
    copy.CopyFrom(info)
    copy.name = rename[info.name]
    return copy


def gate(source: Path, out: Path) -> dict[str, Any]:
    """Write ``out``: ``source`` with each head behind an ``If`` on the input ``head``.

    Raises:
        TrainingError: ``source`` is gated already, has no pair head, or two heads share a node.
    """
    import onnx

    model = onnx.load(str(source))
    graph = model.graph
    if HEAD_INPUT in {i.name for i in graph.input}:
        raise TrainingError(f"{source} is gated already (it has the input {HEAD_INPUT!r}).")
    props = {p.key: p.value for p in model.metadata_props}
    tasks = json.loads(props.get("pair_tasks", "{}"))
    if not tasks:
        raise TrainingError(f"{source} has no pair head: a unit-only encoder runs only its own nodes already.")
    # the unit heads stay in the outer graph (a unit call takes no branch); each pair head goes
    # behind its own If, numbered from 1
    unit = _needed(graph, list(UNIT_OUTPUTS))
    taken: set[int] = set(unit)
    declared = {o.name: o for o in graph.output}
    nodes: list[Any] = [_copy(onnx, graph.node[i]) for i in unit]
    heads = {"unit": 0}
    for k, name in enumerate(sorted(tasks), 1):
        output = tasks[name]["output"]
        members = _needed(graph, [output])
        if taken & set(members):
            raise TrainingError(f"{source}: the {name!r} head shares nodes with another head; it cannot be gated.")
        taken |= set(members)
        rename = {output: f"{name}/{output}"}
        info = _renamed(onnx, declared[output], rename)
        on = onnx.helper.make_graph([_copy(onnx, graph.node[i], rename) for i in members], f"{name}_on", [], [info])
        off = onnx.helper.make_graph([_empty(onnx, declared[output], info.name)], f"{name}_off", [], [info])
        head_k = onnx.helper.make_tensor(f"{HEAD_INPUT}_{k}", onnx.TensorProto.INT64, [], [k])
        nodes.append(onnx.helper.make_node("Constant", [], [f"{HEAD_INPUT}_{k}"], value=head_k))
        nodes.append(onnx.helper.make_node("Equal", [HEAD_INPUT, f"{HEAD_INPUT}_{k}"], [f"{name}_asked"]))
        nodes.append(onnx.helper.make_node("If", [f"{name}_asked"], [output], then_branch=on, else_branch=off))
        tasks[name]["head"] = heads[name] = k
    dead = len(graph.node) - len(taken)  # exporter leftovers that feed no output
    del graph.node[:]
    graph.node.extend(nodes)
    # shapes of the values still in the outer graph stay (onnxruntime's fusions read them; without
    # them the unit outputs move by up to 0.07); those now inside a branch go
    outer = {name for node in nodes for name in node.output}
    kept_info = [v for v in graph.value_info if v.name in outer]
    del graph.value_info[:]
    graph.value_info.extend(kept_info)
    graph.input.append(onnx.helper.make_tensor_value_info(HEAD_INPUT, onnx.TensorProto.INT64, []))
    props["pair_tasks"] = json.dumps(tasks)
    onnx.checker.check_model(model)
    save(model, out, props)
    return {"heads": heads, "dead_nodes_dropped": dead, "mb": out.stat().st_size / 1e6}
