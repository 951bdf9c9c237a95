"""The accurate tier: a fine-tuned small encoder (all-MiniLM-L6-v2), int8 ONNX, run by onnxruntime.

Only numpy, onnxruntime and the Rust ``tokenizers`` package are imported here; torch and
transformers are training dependencies (``training/encoder.py``) and never loaded at run time.
The artifact's ``tokenizer.json`` ships next to the ``.onnx`` file and is the one training used;
its SHA-256 is stored in the artifact and checked at load time. Encoding (:func:`encode`) and
the message context a unit is read with (:func:`unit_contexts`) live here so that training and
run time share one implementation.

The same graph may carry pair heads (``pair_tasks`` in its metadata): a pinned rule and a
second text read as one sentence pair, segment A prefixed with the task word
(:func:`pair_segments`), e.g. ``guard`` (rule, tool call rendered as text) -> harmless /
violates, and ``release`` (rule, new user turn) -> keep / release / amend.

Example:
    >>> enc = EncoderModel.load("/tmp/encoder/model/encoder.int8.onnx")  # doctest: +SKIP
    >>> p_rule, p_kind, p_scope = enc.predict_units(["Never restart the primary."])  # doctest: +SKIP
    >>> enc.predict_pairs("guard", [("Never restart the primary.", "Bash systemctl restart pg")])  # doctest: +SKIP
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from pinlane.classifier.errors import ModelLoadError, ModelNotFoundError, PairTaskError
from pinlane.classifier.onnx_session import open_session

#: Bump when a change to :func:`encode` or :func:`unit_contexts` would give a trained model
#: different inputs; stored in the artifact and checked at load time.
ENCODER_FORMAT_VERSION = "minilm-pair-v1"
#: File name of the tokenizer next to the model.
TOKENIZER_FILE = "tokenizer.json"
#: Units per onnxruntime call: batches are length-sorted, so padding stays small.
BATCH_UNITS = 64
#: Characters of each neighbouring unit kept in the context segment (the tokenizer truncates
#: further; this only bounds the work of tokenizing a huge neighbour).
CONTEXT_CHARS = 300
REBUILD_HINT = "Rebuild it with `python -m training.encoder train --out DIR`."
#: Pair tasks a model may carry, with their classes in output-column order. A model's
#: metadata ``pair_tasks`` says which heads it has (output name, classes, max_length).
PAIR_TASKS: dict[str, tuple[str, ...]] = {
    "guard": ("harmless", "violates"),
    "release": ("keep", "release", "amend"),
}
#: Bump when :func:`pair_segments` changes; stored in the artifact and checked at load time.
PAIR_FORMAT_VERSION = "task-prefix-v1"
#: Outputs of the unit heads, in the order ``predict_units`` returns them.
UNIT_OUTPUTS = ("p_constraint", "p_kind", "p_scope")
#: Scalar input of a gated graph (``training/gate_heads.py``): which head to run, 0 for the unit
#: heads, a pair task's ``pair_tasks[task]["head"]`` for its head. onnxruntime runs every node of
#: a graph whatever outputs a call names, so an ungated merged file pays for both heads each call.
HEAD_INPUT = "head"
_REQUIRED_METADATA = ("encoder_format_version", "kinds", "scopes", "thresholds", "max_length", "tokenizer_sha256")


def unit_contexts(texts: Sequence[str], mode: str) -> list[str | None]:
    """The second tokenizer segment of each unit of one message.

    ``"none"``: the unit is read alone. ``"neighbours"``: the previous and the next unit of the
    same message, so that "Only in Python." or a bare list line is read with what surrounds it.
    """
    if mode == "none":
        return [None] * len(texts)
    if mode != "neighbours":
        raise ValueError(f"Unknown context mode {mode!r}: expected 'none' or 'neighbours'.")
    out: list[str | None] = []
    for i in range(len(texts)):
        prev = texts[i - 1][-CONTEXT_CHARS:] if i > 0 else ""
        nxt = texts[i + 1][:CONTEXT_CHARS] if i + 1 < len(texts) else ""
        out.append(f"{prev} | {nxt}")
    return out


def load_tokenizer(path: str | os.PathLike[str], max_length: int) -> Any:
    """The Rust tokenizer with truncation at ``max_length`` and no padding (batches pad themselves)."""
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(path))
    tokenizer.no_padding()
    tokenizer.enable_truncation(max_length, strategy="longest_first")
    return tokenizer


def encode(
    tokenizer: Any, texts: Sequence[str], contexts: Sequence[str | None] | None = None
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(input_ids, attention_mask, token_type_ids), int64 [n, longest], right-padded with 0."""
    if contexts is None or all(c is None for c in contexts):
        encodings = tokenizer.encode_batch(list(texts))
    else:
        encodings = tokenizer.encode_batch([(t, c or "") for t, c in zip(texts, contexts)])
    width = max((len(e.ids) for e in encodings), default=1)
    ids = np.zeros((len(encodings), width), dtype=np.int64)
    mask = np.zeros_like(ids)
    types = np.zeros_like(ids)
    for row, e in enumerate(encodings):
        n = len(e.ids)
        ids[row, :n] = e.ids
        mask[row, :n] = 1
        types[row, :n] = e.type_ids
    return ids, mask, types


def check_pair_task(task: str) -> tuple[str, ...]:
    """The classes of a known pair task.

    Raises:
        PairTaskError: ``task`` is not one of :data:`PAIR_TASKS`.
    """
    try:
        return PAIR_TASKS[task]
    except (KeyError, TypeError):
        raise PairTaskError(
            f"Unknown pair task {task!r}: expected one of {sorted(PAIR_TASKS)} "
            "(see EncoderModel.pair_tasks for the heads a loaded model has)."
        ) from None


def pair_segments(task: str, pairs: Sequence[tuple[str, str]]) -> tuple[list[str], list[str]]:
    """Segments A (``"<task>: <rule>"``) and B (the other text) of each pair, as training reads them.

    Raises:
        PairTaskError: unknown task.
        TypeError: a pair is not two strings.
    """
    check_pair_task(task)
    first: list[str] = []
    second: list[str] = []
    for i, pair in enumerate(pairs):
        if not (isinstance(pair, (tuple, list)) and len(pair) == 2 and all(isinstance(x, str) for x in pair)):
            raise TypeError(f"Pair {i} for task {task!r} must be a (rule, text) tuple of two str. Got {pair!r:.80}.")
        first.append(f"{task}: {pair[0]}")
        second.append(pair[1])
    return first, second


def file_sha256(path: str | os.PathLike[str]) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


class EncoderModel:
    """Fine-tuned encoder over units: has-rule, kind and scope probabilities.

    Same output shapes as ``ConstraintClassifier.predict_units`` so the two tiers can be mixed
    unit by unit (the cascade).

    Example:
        >>> enc = EncoderModel.load(path)  # doctest: +SKIP
        >>> p, kinds, scopes = enc.predict_units(texts, enc.contexts_for(texts))  # doctest: +SKIP
    """

    def __init__(self, session: Any, tokenizer: Any, metadata: dict[str, str], path: Path) -> None:
        self._session = session
        self._tokenizer = tokenizer
        self.metadata = metadata
        self.path = path
        self.kinds: tuple[str, ...] = tuple(json.loads(metadata["kinds"]))
        self.scopes: tuple[str, ...] = tuple(json.loads(metadata["scopes"]))
        self.thresholds: dict[str, Any] = json.loads(metadata["thresholds"])
        self.max_length = int(metadata["max_length"])
        self.context_mode: str = metadata.get("context", "none")
        self._inputs = {i.name for i in session.get_inputs()}
        self._pair_spec: dict[str, dict[str, Any]] = json.loads(metadata.get("pair_tasks", "{}"))
        self._pair_tokenizers: dict[int, Any] = {}

    @property
    def pair_tasks(self) -> frozenset[str]:
        """The pair tasks whose head this model has (empty for a unit-only model)."""
        return frozenset(self._pair_spec)

    @classmethod
    def load(cls, path: str | os.PathLike[str], *, threads: int = 1) -> EncoderModel:
        """Load an encoder artifact and the ``tokenizer.json`` beside it.

        Raises:
            ModelNotFoundError: no model file, or no tokenizer.json next to it.
            ModelLoadError: not an encoder artifact, another input format, or a tokenizer whose
                SHA-256 differs from the one the model was trained with.
        """

        resolved = Path(path)
        if not resolved.is_file():
            raise ModelNotFoundError(f"No encoder model file at {resolved}. {REBUILD_HINT}")
        tok_path = resolved.parent / TOKENIZER_FILE
        if not tok_path.is_file():
            raise ModelNotFoundError(
                f"No {TOKENIZER_FILE} next to {resolved}: the encoder needs the tokenizer it was trained with. "
                f"{REBUILD_HINT}"
            )
        session, metadata = open_session(resolved, threads=threads, what="encoder", hint=REBUILD_HINT)
        missing = set(_REQUIRED_METADATA) - set(metadata)
        if missing:
            raise ModelLoadError(
                f"{resolved} is not a pinlane encoder artifact (metadata lacks {sorted(missing)}). {REBUILD_HINT}"
            )
        if metadata["encoder_format_version"] != ENCODER_FORMAT_VERSION:
            raise ModelLoadError(
                f"{resolved} was built for encoder input format {metadata['encoder_format_version']!r}; this "
                f"runtime has {ENCODER_FORMAT_VERSION!r}. {REBUILD_HINT}"
            )
        actual = file_sha256(tok_path)
        if actual != metadata["tokenizer_sha256"]:
            raise ModelLoadError(
                f"{tok_path} has SHA-256 {actual}, but {resolved.name} was trained with a tokenizer of SHA-256 "
                f"{metadata['tokenizer_sha256']}. Ship the tokenizer.json written by the same training run."
            )
        gated = HEAD_INPUT in {i.name for i in session.get_inputs()}
        _check_pair_metadata(resolved, metadata, {o.name for o in session.get_outputs()}, gated)
        tokenizer = load_tokenizer(tok_path, int(metadata["max_length"]))
        return cls(session, tokenizer, metadata, resolved)

    def contexts_for(self, texts: Sequence[str]) -> list[str | None]:
        """Context segments for the units of one message, as this model was trained."""
        return unit_contexts(texts, self.context_mode)

    def predict_units(
        self, texts: Sequence[str], contexts: Sequence[str | None] | None = None
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Raw probabilities for units: (p_constraint [n], p_kind [n, 4], p_scope [n, 3]).

        ``contexts`` are second segments from :meth:`contexts_for` (per message); ``None`` reads
        each unit alone, which is what a model trained with context ``"none"`` expects.
        """
        n = len(texts)
        p_rule = np.zeros(n, dtype=np.float32)
        p_kind = np.zeros((n, len(self.kinds)), dtype=np.float32)
        p_scope = np.zeros((n, len(self.scopes)), dtype=np.float32)
        if not n:
            return p_rule, p_kind, p_scope
        if self.context_mode == "none":
            contexts = None
        order = sorted(range(n), key=lambda i: len(texts[i]) + (len(contexts[i] or "") if contexts else 0))
        for start in range(0, n, BATCH_UNITS):
            rows = order[start : start + BATCH_UNITS]
            ids, mask, types = encode(
                self._tokenizer, [texts[i] for i in rows], [contexts[i] for i in rows] if contexts else None
            )
            feed = {"input_ids": ids, "attention_mask": mask, "token_type_ids": types, HEAD_INPUT: _UNIT_HEAD}
            out = self._session.run(list(UNIT_OUTPUTS), {k: v for k, v in feed.items() if k in self._inputs})
            p_rule[rows], p_kind[rows], p_scope[rows] = out[0], out[1], out[2]
        return p_rule, p_kind, p_scope

    def predict_pairs(self, task: str, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
        """Class probabilities of (rule, text) pairs for one pair task, shape (n, n_classes).

        Columns follow :data:`PAIR_TASKS` (guard: harmless, violates; release: keep, release,
        amend); rows follow ``pairs``.

        Raises:
            PairTaskError: ``task`` is unknown, or this model has no head for it.
            TypeError: a pair is not two strings.
        """
        classes = check_pair_task(task)
        if task not in self._pair_spec:
            raise PairTaskError(
                f"{self.path} has no {task!r} pair head (its pair tasks: {sorted(self._pair_spec) or 'none'}). "
                "Load a multitask encoder (`python -m training.encoder train --pairs ...`)."
            )
        first, second = pair_segments(task, pairs)
        spec = self._pair_spec[task]
        out = np.zeros((len(first), len(classes)), dtype=np.float32)
        if not first:
            return out
        tokenizer = self._pair_tokenizer(int(spec.get("max_length", self.max_length)))
        head = np.array(int(spec.get("head", 0)), dtype=np.int64)
        order = sorted(range(len(first)), key=lambda i: len(first[i]) + len(second[i]))
        for start in range(0, len(order), BATCH_UNITS):
            rows = order[start : start + BATCH_UNITS]
            ids, mask, types = encode(tokenizer, [first[i] for i in rows], [second[i] for i in rows])
            feed = {"input_ids": ids, "attention_mask": mask, "token_type_ids": types, HEAD_INPUT: head}
            (probs,) = self._session.run([spec["output"]], {k: v for k, v in feed.items() if k in self._inputs})
            out[rows] = probs
        return out

    def _pair_tokenizer(self, max_length: int) -> Any:
        """The unit tokenizer's twin with the pair heads' (longer) truncation, built once."""
        if max_length == self.max_length:
            return self._tokenizer
        if max_length not in self._pair_tokenizers:
            self._pair_tokenizers[max_length] = load_tokenizer(self.path.parent / TOKENIZER_FILE, max_length)
        return self._pair_tokenizers[max_length]


_UNIT_HEAD = np.array(0, dtype=np.int64)


def _check_pair_metadata(path: Path, metadata: dict[str, str], outputs: set[str], gated: bool = False) -> None:
    """Refuse an artifact whose ``pair_tasks`` metadata does not match its graph or this runtime."""
    if "pair_tasks" not in metadata:
        return
    if metadata.get("pair_format_version") != PAIR_FORMAT_VERSION:
        raise ModelLoadError(
            f"{path} was built for pair input format {metadata.get('pair_format_version')!r}; this runtime has "
            f"{PAIR_FORMAT_VERSION!r}. {REBUILD_HINT}"
        )
    spec = json.loads(metadata["pair_tasks"])
    for task, entry in spec.items():
        classes = PAIR_TASKS.get(task)
        if classes is None or tuple(entry.get("classes", ())) != classes or entry.get("output") not in outputs:
            raise ModelLoadError(
                f"{path} declares pair head {task!r} as {entry!r}; this runtime expects classes "
                f"{list(classes) if classes else None} and an output of the graph ({sorted(outputs)}). {REBUILD_HINT}"
            )
        if gated and not (isinstance(entry.get("head"), int) and entry["head"] > 0):
            raise ModelLoadError(
                f"{path} has a {HEAD_INPUT!r} input but its pair head {task!r} names no head number ({entry!r}); "
                f"gate it with `python -m training pair-model gate`. {REBUILD_HINT}"
            )
