"""Pair data for the encoder's pair heads (guard, release): loading, dev sets, metrics, grafting.

    python -m training.pairs bench-dev --out DIR        # dev-split pairs of the two benchmarks
    python -m training.pairs graft --encoder models/encoder.int8.onnx --pairs A.jsonl B.jsonl --out DIR
    python -m training.pairs score --encoder DIR/encoder.int8.onnx --dev DIR/guard_dev.jsonl ...

A pair file has one object per line: ``{"task", "group", "a", "b", "label", "source"}`` (see
data/pairs/README.md): ``a`` the pinned rule, ``b`` the call text (guard) or the
user turn (release). ``bench-dev`` turns the ``dev`` split of benchmarks/guard_pairs/pairs.jsonl
and benchmarks/release (dialogues.jsonl dev + hand_dev.jsonl) into the same format, for threshold
choice and reporting only, never for training the final model; ``heldout`` items and blind files
are never read. Run ``bench-dev`` with the Python of a checkout that has
``pinlane.ledger.matcher.call_text`` to render calls as the guard does, or name such a Python
with ``--render-with`` (e.g. another worktree's venv); without it a placeholder (tool name,
description, JSON arguments) is used and said so in the output.

``graft`` trains softmax heads on a frozen encoder's pooled vector and adds them to the int8
graph (unit outputs stay bit-identical): the fast interim model and a baseline for the
multitask fine-tune.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from pinlane.classifier.encoder import (
    PAIR_FORMAT_VERSION,
    PAIR_TASKS,
    TOKENIZER_FILE,
    encode,
    load_tokenizer,
    pair_segments,
)
from training.errors import TrainingError

ROOT = Path(__file__).resolve().parents[1]
GUARD_BENCH = ROOT / "benchmarks" / "guard_pairs" / "pairs.jsonl"
RELEASE_BENCH = (
    ROOT / "benchmarks" / "release" / "dialogues.jsonl",
    ROOT / "benchmarks" / "release" / "hand_dev.jsonl",
)
#: Output name of each pair head in the ONNX graph.
PAIR_OUTPUTS = {task: f"p_{task}" for task in PAIR_TASKS}
#: Pair inputs are rule + call/turn: longer than a unit, so their own truncation.
PAIR_MAX_LENGTH = 128
_FIELDS = ("task", "group", "a", "b", "label")


def load_pairs(paths: Sequence[Path]) -> list[dict[str, Any]]:
    """Every pair of the files, validated.

    Raises:
        TrainingError: a missing file, bad JSON, a missing field, unknown task or label.
    """
    out: list[dict[str, Any]] = []
    for path in paths:
        if not Path(path).is_file():
            raise TrainingError(f"No pair file at {path}. Pass files written as data/pairs/README.md describes.")
        for n, line in enumerate(Path(path).read_text().splitlines(), 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                raise TrainingError(f"Line {n} of {path} is not JSON: {exc}.") from None
            missing = [f for f in _FIELDS if f not in row]
            if missing:
                raise TrainingError(f"Line {n} of {path} lacks {missing}; a pair needs {list(_FIELDS)}.")
            classes = PAIR_TASKS.get(row["task"])
            if classes is None:
                raise TrainingError(
                    f"Line {n} of {path}: task must be one of {sorted(PAIR_TASKS)}. Got {row['task']!r}."
                )
            if not isinstance(row["label"], int) or not 0 <= row["label"] < len(classes):
                raise TrainingError(
                    f"Line {n} of {path}: label of a {row['task']} pair must be an int in [0, {len(classes) - 1}] "
                    f"({', '.join(classes)}). Got {row['label']!r}."
                )
            if not isinstance(row["a"], str) or not isinstance(row["b"], str):
                raise TrainingError(f"Line {n} of {path}: 'a' and 'b' must be strings.")
            out.append(row)
    return out


# ---------------------------------------------------------------- benchmark dev splits


def render_call(call: dict[str, Any]) -> tuple[str, bool]:
    """(text of a host tool call, whether the guard's own ``call_text`` rendered it)."""
    from pinlane.ledger import matcher

    fn = getattr(matcher, "call_text", None)
    if fn is not None:
        try:
            return str(fn(call)), True
        except (TypeError, AttributeError, KeyError):
            tool, args, desc = matcher.from_host_call(call)
            return str(fn(tool, args, desc)), True
    tool, args, desc = matcher.from_host_call(call)
    rest = {k: v for k, v in args.items() if k != "description"}
    return f"{tool} {desc} {json.dumps(rest, sort_keys=True, default=str)}".replace("  ", " "), False


_RENDER = (
    "import json, sys\n"
    "from pinlane.ledger.matcher import call_text\n"
    "print(json.dumps([call_text(c) for c in json.load(sys.stdin)]))\n"
)


def render_with(python: str, calls: list[dict[str, Any]]) -> list[str]:
    """Texts of ``calls`` rendered by ``pinlane.ledger.matcher.call_text`` under another Python."""
    import subprocess

    done = subprocess.run(
        [python, "-c", _RENDER], input=json.dumps(calls), capture_output=True, text=True, check=False, cwd="/"
    )
    if done.returncode:
        raise TrainingError(
            f"{python} could not render calls with pinlane.ledger.matcher.call_text: {done.stderr[-500:]}"
        )
    return json.loads(done.stdout)


def guard_dev_pairs(python: str | None = None) -> tuple[list[dict[str, Any]], bool]:
    """The guard benchmark's dev split as pairs (group = rule_id) and whether call_text rendered
    them (under ``python`` when given)."""
    rows = [json.loads(line) for line in GUARD_BENCH.read_text().splitlines()]
    rows = [r for r in rows if r["split"] == "dev"]
    if python:
        texts, rendered = render_with(python, [r["call"] for r in rows]), True
    else:
        done = [render_call(r["call"]) for r in rows]
        texts, rendered = [t for t, _ in done], all(ok for _, ok in done)
    out = []
    for row, text in zip(rows, texts):
        out.append(
            {
                "task": "guard",
                "group": row["rule_id"],
                "a": row["rule"],
                "b": text,
                "label": int(row["violates"]),
                "source": "bench-dev",
            }  # fmt: skip
        )
    return out, rendered


def release_dev_pairs() -> tuple[list[dict[str, Any]], int]:
    """The release benchmark's dev items as pairs (group = scenario) and how many non-user turns
    were left out (only user turns reach the pair head).

    Release/amend items give (target rule, turn) with their label and (other rule in force, turn)
    as keep; keep items give (each rule in force, turn) as keep.
    """
    labels = {"keep": 0, "release": 1, "amend": 2}
    out, seen, skipped = [], set(), 0
    for path in RELEASE_BENCH:
        for line in path.read_text().splitlines():
            row = json.loads(line)
            if row.get("split", "dev") != "dev":
                continue
            if row["turn"]["role"] != "user":
                skipped += 1
                continue
            for rule in row["rules"]:
                label = labels[row["label"]] if rule["id"] == row.get("target_rule") else 0
                key = (rule["text"], row["turn"]["content"])
                if key in seen:
                    continue
                seen.add(key)
                out.append(
                    {
                        "task": "release",
                        "group": row["scenario"],
                        "a": rule["text"],
                        "b": row["turn"]["content"],
                        "label": label,
                        "source": "bench-dev",
                    }  # fmt: skip
                )
    return out, skipped


# ---------------------------------------------------------------- metrics


def _auc(y: np.ndarray, s: np.ndarray) -> float:
    pos, neg = s[y == 1], s[y == 0]
    if not len(pos) or not len(neg):
        return float("nan")
    ranks = np.argsort(np.argsort(np.concatenate([pos, neg]), kind="mergesort"), kind="mergesort") + 1.0
    return float((ranks[: len(pos)].sum() - len(pos) * (len(pos) + 1) / 2) / (len(pos) * len(neg)))


def _grouped_threshold(y: np.ndarray, s: np.ndarray, groups: list[str], pick) -> dict[str, float]:
    """Choose a threshold on half the groups, measure on the other half, both ways (2-fold by group).

    Returns the pooled out-of-fold rates, so the number reported is not tuned on its own items.
    """
    names = sorted(set(groups))
    random.Random(0).shuffle(names)
    half = set(names[: len(names) // 2])
    fold = np.array([g in half for g in groups])
    hits = Counter()
    for held in (fold, ~fold):
        t = pick(y[~held], s[~held])
        pred = s[held] >= t
        hits["tp"] += int(np.sum(pred & (y[held] == 1)))
        hits["fp"] += int(np.sum(pred & (y[held] == 0)))
        hits["pos"] += int(np.sum(y[held] == 1))
        hits["neg"] += int(np.sum(y[held] == 0))
    return {
        "recall": round(hits["tp"] / max(1, hits["pos"]), 4),
        "false_alarm": round(hits["fp"] / max(1, hits["neg"]), 4),
        "precision": round(hits["tp"] / max(1, hits["tp"] + hits["fp"]), 4),
    }


def _thr_for_recall(target: float):
    def pick(y: np.ndarray, s: np.ndarray) -> float:
        pos = np.sort(s[y == 1])
        return float(pos[int(np.floor((1 - target) * len(pos)))]) if len(pos) else 0.5

    return pick


def _thr_for_precision(target: float):
    def pick(y: np.ndarray, s: np.ndarray) -> float:
        for t in np.unique(s):
            pred = s >= t
            if pred.sum() and np.mean(y[pred] == 1) >= target:
                return float(t)
        return 1.01

    return pick


def pair_metrics(task: str, probs: np.ndarray, labels: np.ndarray, groups: list[str]) -> dict[str, Any]:
    """Argmax accuracy and per-class precision/recall, AUC of the positive class(es), and
    threshold rates chosen by 2-fold cross-validation over groups (guard: recall >= 0.97;
    release: release precision >= 0.97)."""
    classes = PAIR_TASKS[task]
    pred = probs.argmax(1)
    out: dict[str, Any] = {"n": len(labels), "groups": len(set(groups)), "accuracy": float(np.mean(pred == labels))}
    for c, name in enumerate(classes):
        tp = int(np.sum((pred == c) & (labels == c)))
        out[f"{name}_precision"] = tp / max(1, int(np.sum(pred == c)))
        out[f"{name}_recall"] = tp / max(1, int(np.sum(labels == c)))
    for c, name in list(enumerate(classes))[1:]:
        out[f"{name}_auc"] = _auc((labels == c).astype(int), probs[:, c])
    if task == "guard":
        out["cv_recall>=0.97"] = _grouped_threshold(labels, probs[:, 1], groups, _thr_for_recall(0.97))
    else:
        y = (labels == 1).astype(int)
        out["cv_release_precision>=0.97"] = _grouped_threshold(y, probs[:, 1], groups, _thr_for_precision(0.97))
    return {k: round(v, 4) if isinstance(v, float) else v for k, v in out.items()}


def by_task(pairs: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for p in pairs:
        out[p["task"]].append(p)
    return dict(out)


# ---------------------------------------------------------------- grafting heads on a frozen encoder


def _pooled_name(model: Any) -> str:
    """The pooled sentence vector: the input of the quantizer feeding the unit head's MatMul."""
    producers = {o: n for n in model.graph.node for o in n.output}
    for node in model.graph.node:
        if node.op_type in ("MatMulInteger", "MatMul", "Gemm") and any(i.startswith("head.") for i in node.input):
            src = producers.get(node.input[0])
            return src.input[0] if src is not None and src.op_type == "DynamicQuantizeLinear" else node.input[0]
    raise TrainingError("Cannot find the unit head in the encoder graph (no MatMul over a 'head.*' weight).")


def pooled_features(encoder: Path, task: str, pairs: list[dict[str, Any]], threads: int = 2) -> np.ndarray:
    """The frozen encoder's pooled vector of each pair, read as the runtime reads pairs."""
    import onnx
    import onnxruntime as ort

    model = onnx.load(str(encoder))
    name = _pooled_name(model)
    model.graph.output.append(onnx.helper.make_empty_tensor_value_info(name))
    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    session = ort.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"])
    tokenizer = load_tokenizer(encoder.parent / TOKENIZER_FILE, PAIR_MAX_LENGTH)
    first, second = pair_segments(task, [(p["a"], p["b"]) for p in pairs])
    feats = np.zeros((len(first), 384), dtype=np.float32)
    order = sorted(range(len(first)), key=lambda i: len(first[i]) + len(second[i]))
    for start in range(0, len(order), 64):
        rows = order[start : start + 64]
        ids, mask, types = encode(tokenizer, [first[i] for i in rows], [second[i] for i in rows])
        (vec,) = session.run([name], {"input_ids": ids, "attention_mask": mask, "token_type_ids": types})
        feats[rows] = vec
    return feats


def fit_softmax(x: np.ndarray, y: np.ndarray, n_classes: int, l2: float = 1e-3, epochs: int = 300) -> tuple:
    """Class-balanced softmax regression (torch, full batch): (W [d, k], b [k])."""
    import torch

    torch.manual_seed(0)
    xt, yt = torch.from_numpy(x), torch.from_numpy(y.astype(np.int64))
    counts = np.bincount(y, minlength=n_classes).astype(np.float32)
    weight = torch.from_numpy(counts.sum() / np.maximum(counts, 1) / n_classes)
    lin = torch.nn.Linear(x.shape[1], n_classes)
    opt = torch.optim.LBFGS(lin.parameters(), lr=0.5, max_iter=epochs)
    loss_fn = torch.nn.CrossEntropyLoss(weight=weight)

    def closure():
        opt.zero_grad()
        loss = loss_fn(lin(xt), yt) + l2 * (lin.weight**2).sum()
        loss.backward()
        return loss

    opt.step(closure)
    return lin.weight.detach().numpy().T.copy(), lin.bias.detach().numpy().copy()


def softmax(z: np.ndarray) -> np.ndarray:
    z = z - z.max(1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(1, keepdims=True)


def graft(encoder: Path, heads: dict[str, tuple[np.ndarray, np.ndarray]], out: Path, extra_meta: dict) -> Path:
    """Copy the encoder with fp32 pair heads (MatMul + Add + Softmax on the pooled vector) added
    as outputs ``p_<task>`` and ``pair_tasks`` in its metadata."""
    import shutil

    import onnx
    from onnx import TensorProto, helper, numpy_helper

    model = onnx.load(str(encoder))
    if any(p.key == "pair_tasks" for p in model.metadata_props):
        raise TrainingError(f"{encoder} already has pair heads; graft onto a unit-only encoder.")
    pooled = _pooled_name(model)
    spec = {}
    for task, (w, b) in heads.items():
        k = len(PAIR_TASKS[task])
        name = PAIR_OUTPUTS[task]
        model.graph.initializer.extend(
            [
                numpy_helper.from_array(w.astype(np.float32), f"pair_head.{task}.weight"),
                numpy_helper.from_array(b.astype(np.float32), f"pair_head.{task}.bias"),
            ]
        )
        model.graph.node.extend(
            [
                helper.make_node("MatMul", [pooled, f"pair_head.{task}.weight"], [f"/pair_{task}/mm"]),
                helper.make_node("Add", [f"/pair_{task}/mm", f"pair_head.{task}.bias"], [f"/pair_{task}/logits"]),
                helper.make_node("Softmax", [f"/pair_{task}/logits"], [name], axis=1),
            ]
        )
        model.graph.output.append(helper.make_tensor_value_info(name, TensorProto.FLOAT, ["batch", k]))
        spec[task] = {"output": name, "classes": list(PAIR_TASKS[task]), "max_length": PAIR_MAX_LENGTH}
    props = {p.key: p.value for p in model.metadata_props}
    props.update({"pair_tasks": json.dumps(spec), "pair_format_version": PAIR_FORMAT_VERSION})
    props.update({k: v if isinstance(v, str) else json.dumps(v) for k, v in extra_meta.items()})
    del model.metadata_props[:]
    for key, value in sorted(props.items()):
        entry = model.metadata_props.add()
        entry.key, entry.value = key, value
    onnx.checker.check_model(model)
    out.mkdir(parents=True, exist_ok=True)
    target = out / "encoder.int8.onnx"
    onnx.save(model, str(target))
    shutil.copyfile(encoder.parent / TOKENIZER_FILE, out / TOKENIZER_FILE)
    return target


# ---------------------------------------------------------------- commands


def _cmd_bench_dev(args: argparse.Namespace) -> int:
    args.out.mkdir(parents=True, exist_ok=True)
    guard, rendered = guard_dev_pairs(args.render_with)
    release, skipped = release_dev_pairs()
    for name, rows in (("guard_dev.jsonl", guard), ("release_dev.jsonl", release)):
        (args.out / name).write_text("".join(json.dumps(r) + "\n" for r in rows))
    print(
        f"guard dev: {len(guard)} pairs, {len({r['group'] for r in guard})} rules, calls rendered by "
        f"{'pinlane.ledger.matcher.call_text' if rendered else 'the placeholder (no call_text in this checkout)'}"
    )
    print(
        f"release dev: {len(release)} pairs, {len({r['group'] for r in release})} scenarios, labels "
        f"{dict(Counter(r['label'] for r in release))}; {skipped} non-user turns left out"
    )
    return 0


def _cmd_graft(args: argparse.Namespace) -> int:
    train = by_task(load_pairs(args.pairs))
    dev = by_task(load_pairs(args.dev)) if args.dev else {}
    heads, report = {}, {}
    for task, rows in sorted(train.items()):
        x = pooled_features(args.encoder, task, rows)
        y = np.array([r["label"] for r in rows])
        heads[task] = fit_softmax(x, y, len(PAIR_TASKS[task]))
        report[task] = {"train_pairs": len(rows), "train_labels": dict(Counter(y.tolist()))}
        if task in dev:
            xd = pooled_features(args.encoder, task, dev[task])
            yd = np.array([r["label"] for r in dev[task]])
            probs = softmax(xd @ heads[task][0] + heads[task][1])
            report[task]["dev"] = pair_metrics(task, probs, yd, [r["group"] for r in dev[task]])
        print(task, json.dumps(report[task]), flush=True)
    meta = {"pair_heads": {"method": "graft (frozen encoder, softmax regression)", "report": report}}
    target = graft(args.encoder, heads, args.out, meta)
    (args.out / "pair_report.json").write_text(json.dumps(report, indent=1))
    print(f"wrote {target}")
    return 0


def _cmd_score(args: argparse.Namespace) -> int:
    from pinlane.classifier.encoder import EncoderModel

    enc = EncoderModel.load(args.encoder, threads=2)
    report = {}
    for task, rows in sorted(by_task(load_pairs(args.dev)).items()):
        probs = enc.predict_pairs(task, [(r["a"], r["b"]) for r in rows])
        report[task] = pair_metrics(task, probs, np.array([r["label"] for r in rows]), [r["group"] for r in rows])
        print(task, json.dumps(report[task]), flush=True)
    if args.json:
        args.json.write_text(json.dumps(report, indent=1))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("bench-dev", help="write the benchmarks' dev splits as pair files")
    b.add_argument("--out", type=Path, required=True)
    b.add_argument("--render-with", default=None, help="a Python whose pinlane has ledger.matcher.call_text")
    g = sub.add_parser("graft", help="train pair heads on a frozen encoder and add them to its graph")
    g.add_argument("--encoder", type=Path, required=True)
    g.add_argument("--pairs", type=Path, nargs="+", required=True, help="training pair files")
    g.add_argument("--dev", type=Path, nargs="*", default=[], help="pair files to report on (not trained on)")
    g.add_argument("--out", type=Path, required=True)
    s = sub.add_parser("score", help="pair metrics of an encoder artifact on pair files")
    s.add_argument("--encoder", type=Path, required=True)
    s.add_argument("--dev", type=Path, nargs="+", required=True)
    s.add_argument("--json", type=Path, default=None)
    args = parser.parse_args(argv)
    return {"bench-dev": _cmd_bench_dev, "graft": _cmd_graft, "score": _cmd_score}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
