"""Pair models (guard, release): a cross-encoder of its own per task over (rule, call text) or
(rule, user turn), merged into the shipped encoder's ONNX graph so all share one word-embedding
table.

    python -m training pair-model train --task guard|release --out DIR   # ~15-20 min on 2 cores
    python -m training pair-model merge --pair DIR/pair.int8.onnx --out models/encoder.int8.onnx
    python -m training pair-model soup RUN1 RUN2 --out DIR     # average runs' weights, then merge

Why a model of its own: a pair head on the unit encoder (``training.encoder --pairs``) shares the
unit task's pooled vector and cost the unit heads accuracy for weak pair heads (dev AUC 0.81
guard, 0.73 release). A separate all-MiniLM-L6-v2 fine-tuned on pairs alone reads (rule, other
text) as one sequence. All models freeze the pretrained word embeddings, so after int8
quantization their embedding tables are byte-identical; ``merge`` keeps one copy (about 12 MB of
the 23 MB a second model would add) and adds the pair model's layers beside the unit model's in
one graph. ONNX Runtime computes only the outputs asked for, so classifying units never runs the
pair layers.

Training pairs: the task's templated file in ``data/pairs/`` plus hand-written benchmark sets
(``training/pair_sets.py``: guard calls rendered with ``pinlane.ledger.matcher.call_text`` exactly
as the guard renders them; release user turns, one row per rule in force). Which hand sets train
and which stay out is an argument, so the sets that choose the threshold and the sets that
report can be kept out (the README records which). Blind sets are refused.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import platform
import random
import time
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np

from pinlane.classifier.encoder import (
    HEAD_INPUT,
    PAIR_FORMAT_VERSION,
    PAIR_TASKS,
    TOKENIZER_FILE,
    encode,
    load_tokenizer,
    pair_segments,
)
from training.encoder import (
    BASE_MODEL,
    BASE_SHA256,
    DEFAULT_BASE_DIR,
    ONNX_OPSET,
    EncoderConfig,
    _build_model,
    prepare_base,
)
from training.errors import TrainingError
from training.export import save
from training.pair_sets import GUARD, sets_for, template_rows
from training.pairs import PAIR_OUTPUTS, _auc

ROOT = Path(__file__).resolve().parents[1]
#: Guard names kept for callers of the first version (the guard model).
GUARD_SETS = GUARD.folder
TEMPLATES = GUARD.templates
TRAIN_SETS = GUARD.train_sets
HELD_SETS = GUARD.held_sets
REFUSED = GUARD.refused
INPUTS = ("input_ids", "attention_mask", "token_type_ids")


def prefix(task: str) -> str:
    """Prefix of a pair model's node and tensor names inside the merged graph."""
    return f"pair_{task}/"


PREFIX = prefix("guard")


@dataclass(frozen=True)
class PairModelConfig:
    """Recipe of a pair model; stored in the artifact's metadata. ``train_sets=None`` and
    ``templates=None`` take the task's own (``training.pair_sets``)."""

    task: str = "guard"
    train_sets: tuple[str, ...] | None = None
    templates: str | None = None
    #: Each hand-written pair is seen this many times per epoch (templates once): hand pairs are
    #: fewer but written by many different people, so they carry most of the variety. None takes
    #: the task's (``training.pair_sets``), as ``epochs`` does.
    hand_weight: int | None = None
    epochs: int | None = None
    lr: float = 5e-5
    head_lr: float = 1e-3
    batch_size: int = 16
    max_length: int = 128
    seed: int = 0
    threads: int = 2
    #: Per hand-written release/amend row, this many more rows pair its turn with rules of *other*
    #: scenarios of the same set (label keep): with one or two rules in force per dialogue, the
    #: head otherwise learns "this turn lifts something" more than "this turn lifts this rule".
    #: None takes the task's (``training.pair_sets``).
    cross_negatives: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def resolved(self) -> PairModelConfig:
        sets = sets_for(self.task)
        return replace(
            self,
            train_sets=sets.train_sets if self.train_sets is None else tuple(self.train_sets),
            cross_negatives=sets.cross_negatives if self.cross_negatives is None else self.cross_negatives,
            hand_weight=sets.hand_weight if self.hand_weight is None else self.hand_weight,
            epochs=sets.epochs if self.epochs is None else self.epochs,
            templates=str(sets.templates.relative_to(ROOT)) if self.templates is None else self.templates,
        )


def set_path(name: str, task: str = "guard") -> tuple[Path, str | None]:
    """File and split filter of a hand-set name: ``dev8`` -> dev8.jsonl, ``pairs.dev`` -> the
    dev split of pairs.jsonl."""
    return sets_for(task).path(name)


def hand_pairs(name: str, task: str = "guard") -> list[dict[str, Any]]:
    """A hand-written set as pair rows ``{a, b, label, group, set}`` (``training.pair_sets``)."""
    return sets_for(task).rows(name)


def training_rows(config: PairModelConfig) -> tuple[list[dict[str, Any]], int]:
    """Templates + each hand set ``hand_weight`` times, without pairs whose ``b`` also occurs in
    a held set; returns the rows and how many were dropped."""
    config = config.resolved()
    assert config.train_sets is not None and config.hand_weight is not None and config.epochs is not None
    sets = sets_for(config.task)
    rows = template_rows(ROOT / config.templates, config.task) if config.templates else []
    rng = random.Random(config.seed)
    for name in config.train_sets:
        hand = sets.rows(name)
        rows += hand * config.hand_weight + cross_negatives(hand, config.cross_negatives or 0, rng)
    held = sets.held_texts()
    kept = [r for r in rows if r["b"] not in held]
    return kept, len(rows) - len(kept)


def cross_negatives(rows: list[dict[str, Any]], per_row: int, rng: random.Random) -> list[dict[str, Any]]:
    """For each row labeled non-keep, ``per_row`` keep rows pairing its ``b`` with distinct rules
    (``a``) of other groups (scenarios) of the same set; none where a set has one group."""
    if per_row <= 0:
        return []
    own: dict[Any, set[str]] = {}
    for r in rows:
        own.setdefault(r["group"], set()).add(r["a"])
    every_rule = {r["a"] for r in rows}
    out = []
    for r in rows:
        if not r["label"]:
            continue
        others = sorted(every_rule - own[r["group"]])
        for a in rng.sample(others, min(per_row, len(others))):
            out.append({**r, "a": a, "label": 0})
    return out


def _tensors(tokenizer: Any, rows: list[dict[str, Any]], task: str):
    """Torch inputs of pair rows, tokenized as ``EncoderModel.predict_pairs`` does at run time."""
    import torch

    first, second = pair_segments(task, [(r["a"], r["b"]) for r in rows])
    return tuple(torch.from_numpy(x) for x in encode(tokenizer, first, second))


def torch_predict(model: Any, tokenizer: Any, rows: list[dict[str, Any]], batch_size: int = 64) -> np.ndarray:
    """Class probabilities (``PAIR_TASKS`` order) of each row, in row order."""
    import torch

    task = _task_of(model)
    model.eval()
    p = np.zeros((len(rows), len(PAIR_TASKS[task])), dtype=np.float32)
    order = sorted(range(len(rows)), key=lambda i: len(rows[i]["a"]) + len(rows[i]["b"]))
    with torch.inference_mode():
        for start in range(0, len(rows), batch_size):
            idx = order[start : start + batch_size]
            logits = model.pair_logits(task, *_tensors(tokenizer, [rows[i] for i in idx], task))
            p[idx] = torch.softmax(logits, -1).numpy()
    return p


def _task_of(model: Any) -> str:
    (task,) = model.pair_heads.keys()
    return task


def auc(labels: list[int], p: np.ndarray) -> float:
    """AUC of "not the first class" (violates; release or amend) against the first (harmless;
    keep), from class probabilities or, for two classes, p(second class)."""
    p = np.asarray(p)
    changed = 1.0 - p[:, 0] if p.ndim == 2 else p
    return _auc(np.asarray(labels) != 0, changed)


def fine_tune(config: PairModelConfig, base_dir: Path, report_sets: tuple[str, ...] = ()) -> dict[str, Any]:
    """Train on templates + ``config.train_sets``; after each epoch print AUC on ``report_sets``.
    Returns the model of the last epoch (the schedule decays to 0 there) and the log."""
    config = config.resolved()
    assert config.train_sets is not None and config.hand_weight is not None and config.epochs is not None
    task = config.task
    overlap = set(config.train_sets) & set(report_sets)
    if overlap:
        raise TrainingError(f"Sets both trained on and reported: {sorted(overlap)}. Report only sets kept out.")
    import torch

    torch.manual_seed(config.seed)
    torch.set_num_threads(config.threads)
    rng = random.Random(config.seed)
    tokenizer = load_tokenizer(base_dir / TOKENIZER_FILE, config.max_length)
    train, dropped = training_rows(config)
    reports = {name: hand_pairs(name, task) for name in report_sets}
    model = _build_model(base_dir, EncoderConfig(freeze_word_embeddings=True), (task,))
    head = list(model.pair_heads.parameters())
    body = [p for p in model.encoder.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(
        [{"params": body, "lr": config.lr}, {"params": head, "lr": config.head_lr}], weight_decay=0.01
    )
    steps = -(-len(train) // config.batch_size) * config.epochs
    warm = max(1, steps // 10)
    scheduler = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda s: min((s + 1) / warm, max(0.0, (steps - s) / max(1, steps - warm)))
    )
    loss_fn = torch.nn.CrossEntropyLoss()
    log: list[dict[str, Any]] = []
    started = time.time()
    print(
        f"pair model: {len(train)} training pairs per epoch ({dropped} dropped: text in a held set), {steps} steps",
        flush=True,
    )
    for epoch in range(config.epochs):
        model.train()
        order = list(range(len(train)))
        rng.shuffle(order)
        batches = []
        chunk = config.batch_size * 50  # similar lengths together, chunks in random order
        for start in range(0, len(order), chunk):
            part = sorted(order[start : start + chunk], key=lambda i: len(train[i]["a"]) + len(train[i]["b"]))
            batches += [part[i : i + config.batch_size] for i in range(0, len(part), config.batch_size)]
        rng.shuffle(batches)
        total = 0.0
        for k, batch in enumerate(batches, 1):
            rows = [train[i] for i in batch]
            logits = model.pair_logits(task, *_tensors(tokenizer, rows, task))
            loss = loss_fn(logits, torch.tensor([r["label"] for r in rows]))
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            scheduler.step()
            total += loss.item()
            if k % 100 == 0:
                print(
                    f"  epoch {epoch + 1} step {k}/{len(batches)} loss {total / k:.4f} ({time.time() - started:.0f} s)",
                    flush=True,
                )
        entry = {"epoch": epoch + 1, "loss": round(total / len(batches), 4), "seconds": round(time.time() - started)}
        for name, rows in reports.items():
            entry[f"auc_{name}"] = round(auc([r["label"] for r in rows], torch_predict(model, tokenizer, rows)), 4)
        log.append(entry)
        print(f"epoch {entry}", flush=True)
    return {"model": model, "log": log, "n_train": len(train), "n_dropped_held_calls": dropped}


def _pair_only(model: Any) -> Any:
    """The pair head's probabilities alone, as a module to export."""
    import torch

    task = _task_of(model)

    class PairOnly(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.inner = model

        def forward(self, input_ids, attention_mask, token_type_ids):
            return torch.softmax(self.inner.pair_logits(task, input_ids, attention_mask, token_type_ids), dim=-1)

    return PairOnly().eval()


def export_pair(model: Any, out: Path) -> Path:
    """The pair model alone as int8 ONNX (output ``p_<task>``), dynamic quantization as the unit
    encoder's export does."""
    import torch
    from onnxruntime.quantization import QuantType, quantize_dynamic

    out.mkdir(parents=True, exist_ok=True)
    fp32, int8 = out / "pair.fp32.onnx", out / "pair.int8.onnx"
    dummy = tuple(torch.ones((2, 8), dtype=torch.int64) for _ in range(3))
    name = PAIR_OUTPUTS[_task_of(model)]
    torch.onnx.export(
        _pair_only(model),
        dummy,
        str(fp32),
        input_names=list(INPUTS),
        output_names=[name],
        dynamic_axes={**{i: {0: "batch", 1: "seq"} for i in INPUTS}, name: {0: "batch"}},
        opset_version=ONNX_OPSET,
        dynamo=False,
    )
    quantize_dynamic(str(fp32), str(int8), weight_type=QuantType.QInt8)
    return int8


def _digest(tensor: Any) -> tuple:
    from onnx import numpy_helper

    arr = numpy_helper.to_array(tensor)
    return (tensor.data_type, tuple(tensor.dims), hashlib.sha256(arr.tobytes()).hexdigest())


def merge(base: Path, pair: Path, out: Path, metadata: dict[str, Any]) -> dict[str, Any]:
    """Write ``out``: the unit encoder ``base`` plus the pair graph ``pair`` (names prefixed,
    inputs shared, initializers identical to one of ``base`` dropped in favour of it), with
    ``pair_tasks`` metadata naming the new output. ``base`` may already carry another task's
    pair model merged the same way (guard, then release). Returns sizes and the shared tensors."""
    import onnx

    task = metadata.get("task", "guard")
    unit = onnx.load(str(base))
    if HEAD_INPUT in {i.name for i in unit.graph.input}:
        raise TrainingError(
            f"{base} is gated (`pair-model gate`): merge into the ungated file, then gate the result once."
        )
    extra = onnx.load(str(pair))
    props = {p.key: p.value for p in unit.metadata_props}
    tasks = json.loads(props.get("pair_tasks", "{}"))
    if any(entry.get("model") != "cross-encoder" for entry in tasks.values()):
        raise TrainingError(
            f"{base} already carries pair heads {props['pair_tasks']}; merge a {task!r} model into a unit-only "
            "encoder or one whose other pair heads are cross-encoders merged by this command."
        )
    if task in tasks:  # a retrained model replaces the one merged before, weights and all
        unit = _without_output(unit, PAIR_OUTPUTS[task])
        del tasks[task]
        props.pop("pair_model" if task == "guard" else f"pair_model_{task}", None)
    output = PAIR_OUTPUTS[task]
    pre = prefix(task)
    known = {_digest(t): t.name for t in unit.graph.initializer}
    rename: dict[str, str] = {}
    shared: list[str] = []
    kept = []
    for t in extra.graph.initializer:
        same = known.get(_digest(t))
        if same is not None:
            rename[t.name] = same
            shared.append(same)
        else:
            rename[t.name] = pre + t.name
            t.name = rename[t.name]
            kept.append(t)

    def mapped(name: str) -> str:
        if not name or name in INPUTS or name == output:
            return name
        return rename.get(name, pre + name)

    for i, node in enumerate(extra.graph.node):
        node.name = pre + (node.name or f"node_{i}")
        node.input[:] = [mapped(x) for x in node.input]
        node.output[:] = [mapped(x) for x in node.output]
    unit.graph.node.extend(extra.graph.node)
    unit.graph.initializer.extend(kept)
    unit.graph.output.extend([o for o in extra.graph.output if o.name == output])
    domains = {o.domain: o.version for o in unit.opset_import}
    for o in extra.opset_import:
        if o.domain not in domains:
            unit.opset_import.append(o)
        elif domains[o.domain] != o.version:
            raise TrainingError(f"Opset mismatch for domain {o.domain!r}: {domains[o.domain]} vs {o.version}.")
    props["pair_format_version"] = PAIR_FORMAT_VERSION
    tasks[task] = {
        "output": output,
        "classes": list(PAIR_TASKS[task]),
        "max_length": metadata["max_length"],
        "model": "cross-encoder",
    }
    props["pair_tasks"] = json.dumps(tasks)
    props["pair_model" if task == "guard" else f"pair_model_{task}"] = json.dumps(metadata, sort_keys=True)
    onnx.checker.check_model(unit)
    save(unit, out, props)
    return {
        "base_mb": base.stat().st_size / 1e6,
        "pair_mb": pair.stat().st_size / 1e6,
        "merged_mb": out.stat().st_size / 1e6,
        "shared": shared,
    }


def average_weights(states: list[dict[str, Any]]) -> dict[str, Any]:
    """The uniform average of several runs' weights (a "model soup"): runs fine-tuned from the same
    pretrained weights with one recipe sit in one basin, and their average can score like an
    ensemble of them at the cost of one model (for the release head in the tenth round it scored
    no better than the better run; see the model card). Integer buffers (position ids) must be
    equal in every run and are kept as they are.

    Raises:
        TrainingError: fewer than two runs, or runs whose weights differ in names or shapes.
    """
    if len(states) < 2:
        raise TrainingError(f"A soup averages at least two runs; got {len(states)}.")
    names = list(states[0])
    out: dict[str, Any] = {}
    for n, state in enumerate(states[1:], 2):
        if list(state) != names:
            raise TrainingError(f"Run {n} has other weights than run 1 ({sorted(set(state) ^ set(names))[:3]}...).")
    for name in names:
        tensors = [state[name] for state in states]
        if any(tuple(t.shape) != tuple(tensors[0].shape) for t in tensors):
            raise TrainingError(f"Weight {name!r} has different shapes across runs; they are not one architecture.")
        floating = (
            tensors[0].is_floating_point() if hasattr(tensors[0], "is_floating_point") else tensors[0].dtype.kind == "f"
        )
        if floating:
            total = tensors[0]
            for t in tensors[1:]:
                total = total + t
            out[name] = total / len(tensors)
        elif all(bool((t == tensors[0]).all()) for t in tensors[1:]):
            out[name] = tensors[0]
        else:
            raise TrainingError(f"Integer buffer {name!r} differs across runs; they are not one architecture.")
    return out


def soup_metadata(metadata: list[dict[str, Any]]) -> dict[str, Any]:
    """Metadata of a soup: what every run shares, plus each run's own (``soup_of``).

    Raises:
        TrainingError: runs of different tasks, base weights or input lengths.
    """
    shared = {}
    for key in ("task", "base_model", "base_model_sha256", "max_length"):
        values = {json.dumps(m.get(key), sort_keys=True) for m in metadata}
        if len(values) != 1:
            raise TrainingError(f"Runs differ in {key!r} ({sorted(values)}); only runs of one task and base average.")
        shared[key] = metadata[0].get(key)
    held = sorted({name for m in metadata for name in m.get("held_sets", [])})
    return {**shared, "held_sets": held, "soup_of": metadata}


def soup(runs: list[Path], out: Path, unit_encoder: Path, base_dir: Path) -> dict[str, Any]:
    """Average the pair models of ``runs`` (folders written by ``train``), export the average and
    merge it into ``unit_encoder`` as ``out/encoder.int8.onnx``."""
    import torch

    for run in runs:
        for name in ("pair_model.pt", "pair_model.json"):
            if not (run / name).is_file():
                raise TrainingError(f"{run} has no {name}; soup takes folders written by `pair-model train`.")
    metadata = soup_metadata([json.loads((run / "pair_model.json").read_text()) for run in runs])
    weights = average_weights([torch.load(run / "pair_model.pt", map_location="cpu") for run in runs])
    model = _build_model(prepare_base(base_dir), EncoderConfig(freeze_word_embeddings=True), (metadata["task"],))
    model.load_state_dict(weights)
    return save_run(model.eval(), metadata, out, unit_encoder)


def save_run(model: Any, metadata: dict[str, Any], out: Path, unit_encoder: Path) -> dict[str, Any]:
    """Write a run's folder: the weights (``pair_model.pt``, what ``soup`` averages), its metadata,
    the exported pair model, its merge into ``unit_encoder`` and the tokenizer beside it."""
    import shutil

    import torch

    out.mkdir(parents=True, exist_ok=True)
    torch.save(model.state_dict(), out / "pair_model.pt")
    (out / "pair_model.json").write_text(json.dumps(metadata, indent=1, sort_keys=True) + "\n")
    sizes = merge(unit_encoder, export_pair(model, out), out / "encoder.int8.onnx", metadata)
    shutil.copyfile(unit_encoder.parent / TOKENIZER_FILE, out / TOKENIZER_FILE)
    return sizes


def _without_output(model: Any, output: str) -> Any:
    """``model`` without ``output`` and the nodes and weights only it used."""
    import tempfile

    import onnx

    with tempfile.TemporaryDirectory() as tmp:
        src, dst = Path(tmp) / "in.onnx", Path(tmp) / "out.onnx"
        onnx.save(model, str(src))
        keep = [o.name for o in model.graph.output if o.name != output]
        onnx.utils.extract_model(str(src), str(dst), [i.name for i in model.graph.input], keep)
        pruned = onnx.load(str(dst))
    # extract_model keeps only the graph; opsets and metadata come back from the original
    del pruned.opset_import[:]
    pruned.opset_import.extend(model.opset_import)
    return pruned


def _metadata(config: PairModelConfig, result: dict[str, Any]) -> dict[str, Any]:
    import torch
    import transformers

    config = config.resolved()
    assert config.train_sets is not None and config.hand_weight is not None and config.epochs is not None
    sets = {}
    for name in config.train_sets:
        path, _ = set_path(name, config.task)
        sets[name] = hashlib.sha256(path.read_bytes()).hexdigest()[:16]
    return {
        "task": config.task,
        "base_model": BASE_MODEL,
        "base_model_sha256": BASE_SHA256,
        "config": asdict(config),
        "max_length": config.max_length,
        "train_set_sha256": sets,
        "templates_sha256": hashlib.sha256((ROOT / config.templates).read_bytes()).hexdigest()[:16]
        if config.templates
        else None,
        "n_train_pairs_per_epoch": result["n_train"],
        "n_dropped_held_calls": result["n_dropped_held_calls"],
        "held_sets": list(sets_for(config.task).held_sets),
        "log": result["log"],
        "library_versions": {
            "torch": torch.__version__,
            "transformers": transformers.__version__,
            "python": platform.python_version(),
        },
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m training pair-model", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    t = sub.add_parser("train", help="fine-tune a pair cross-encoder and export pair.int8.onnx (+ a merged copy)")
    t.add_argument("--out", type=Path, required=True)
    t.add_argument("--task", choices=sorted(PAIR_TASKS), default="guard")
    t.add_argument("--train-sets", nargs="+", help="hand sets to train on (default: the task's, training/pair_sets.py)")
    t.add_argument("--report-sets", nargs="*", help="sets kept out, scored after each epoch (default: the task's)")
    t.add_argument("--epochs", type=int, help="default: the task's (training/pair_sets.py)")
    t.add_argument("--lr", type=float, default=PairModelConfig.lr)
    t.add_argument("--hand-weight", type=int, help="default: the task's (training/pair_sets.py)")
    t.add_argument(
        "--cross-negatives",
        type=int,
        help="keep rows per hand release/amend row, with other scenarios' rules (default: the task's)",
    )
    t.add_argument("--base-dir", type=Path, default=DEFAULT_BASE_DIR)
    t.add_argument(
        "--unit-encoder", type=Path, default=ROOT / "models" / "encoder.int8.onnx", help="graph to merge into"
    )
    so = sub.add_parser("soup", help="average the pair models of several train runs, export and merge the average")
    so.add_argument("runs", type=Path, nargs="+", help="folders written by train (same task and base)")
    so.add_argument("--out", type=Path, required=True)
    so.add_argument("--unit-encoder", type=Path, default=ROOT / "models" / "encoder.int8.onnx")
    so.add_argument("--base-dir", type=Path, default=DEFAULT_BASE_DIR)
    g = sub.add_parser("gate", help="put each head of a merged encoder behind an If, so a call runs only its head")
    g.add_argument("--encoder", type=Path, required=True, help="the merged encoder.int8.onnx")
    g.add_argument("--out", type=Path, required=True, help="the gated encoder.int8.onnx")
    m = sub.add_parser("merge", help="merge an exported pair model into a unit encoder graph")
    m.add_argument("--pair", type=Path, required=True, help="pair.int8.onnx written by train")
    m.add_argument("--unit-encoder", type=Path, default=ROOT / "models" / "encoder.int8.onnx")
    m.add_argument("--out", type=Path, required=True, help="the merged encoder.int8.onnx")
    args = parser.parse_args(argv)
    if args.cmd == "train":
        config = PairModelConfig(
            task=args.task,
            train_sets=tuple(args.train_sets) if args.train_sets else None,
            epochs=args.epochs,
            lr=args.lr,
            hand_weight=args.hand_weight,
            cross_negatives=args.cross_negatives,
        ).resolved()
        reports = sets_for(args.task).report_sets if args.report_sets is None else args.report_sets
        result = fine_tune(config, prepare_base(args.base_dir), tuple(reports))
        sizes = save_run(result["model"], _metadata(config, result), args.out, args.unit_encoder)
    if args.cmd == "soup":
        sizes = soup(args.runs, args.out, args.unit_encoder, args.base_dir)
    if args.cmd == "gate":
        from training.gate_heads import gate

        print(json.dumps(gate(args.encoder, args.out)))
        return 0
    if args.cmd in ("train", "soup"):
        print(json.dumps({k: v for k, v in sizes.items() if k != "shared"} | {"shared_tensors": len(sizes["shared"])}))
        return 0
    metadata = json.loads((args.pair.parent / "pair_model.json").read_text())
    sizes = merge(args.unit_encoder, args.pair, args.out, metadata)
    print(json.dumps({k: v for k, v in sizes.items() if k != "shared"} | {"shared_tensors": sizes["shared"]}))
    return 0
