"""Load the ONNX artifacts and classify messages with onnxruntime: a measured two-tier cascade.

The fast tier (hashed n-grams, ``constraints.onnx``) reads every unit. Where its score is unsure
(inside the band stored in the encoder artifact, chosen on dev) the accurate tier, a fine-tuned
small encoder (``encoder.int8.onnx`` + ``tokenizer.json``), reads the unit too and the two are
averaged. ``classify(..., fast=True)`` skips the encoder for bulk work.

Only numpy, onnxruntime, ``tokenizers`` and spaCy are imported here: scikit-learn and torch are
training dependencies and never loaded at run time (a test checks it).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

import numpy as np

from pinlane.classifier.encoder import EncoderModel, check_pair_task
from pinlane.classifier.errors import (
    ClassifierParameterError,
    FeaturizerMismatchError,
    ModelLoadError,
    ModelNotFoundError,
)
from pinlane.classifier.features import FEATURIZER_VERSION, N_FEATURES, featurize, message_context
from pinlane.classifier.onnx_session import open_session
from pinlane.classifier.segment import Unit, segment
from pinlane.classifier.text import clean
from pinlane.classifier.types import Constraint

#: The shipped artifact, package data of ``pinlane.models`` (the same file in a checkout, an
#: editable install or a wheel); ``$PINLANE_MODEL`` overrides it.
DEFAULT_MODEL_PATH = Path(str(resources.files("pinlane.models") / "constraints.onnx"))
#: The accurate tier's file name, next to the n-gram artifact; ``$PINLANE_ENCODER`` overrides it.
ENCODER_FILE = "encoder.int8.onnx"
# The encoder's share of one message: a pasted rules file of 2,000 lines puts about 1,000 units in
# the cascade band (4-5 s of encoder time on one core, past a hook's timeout); real turns have a
# few dozen. Above this, only the units the fast tier is least sure of go to the encoder.
ENCODER_UNITS_PER_MESSAGE = 256
# A bullet list in which most items are rules is a rules file (CLAUDE.md, .cursorrules, a
# runbook): there an item the model is unsure of (review band) is pinned rather than left to the
# safety net, so a pasted file keeps all its rules. Chosen on dev, where it changes little: span
# F1 accurate 0.8656 -> 0.8654, fast 0.8278 -> 0.8282 at 5 bullets / 60% (3-8 bullets and 50-75%
# all within 0.001); with the models shipped after batch S21, 0.8685 -> 0.8671 and 0.8229 -> 0.8228.
RULES_LIST_MIN_BULLETS = 5
RULES_LIST_PINNED_SHARE = 0.6
#: Units per onnxruntime call in batch mode: large enough to amortise the call, small enough
#: that length-sorted batches pad little.
BATCH_UNITS = 512
REBUILD_HINT = (
    "Reinstall pinlane (the wheel ships the model), unset PINLANE_MODEL, or rebuild it from a source "
    "checkout with `python -m training train`."
)


@dataclass(frozen=True)
class Thresholds:
    """Decision thresholds stored in the artifact, chosen on the dev split."""

    pin: dict[str, float]  # per predicted kind: at or above, the unit is a constraint
    review: float  # at or above (and below pin), the unit is uncertain

    def pin_for(self, kind: str) -> float:
        return self.pin.get(kind, max(self.pin.values()))


def _text_type_error(value: object) -> TypeError:
    return TypeError(f"classify() takes a str message, got {type(value).__name__}.")


class ConstraintClassifier:
    """Finds constraint sentences in user messages, with kind, scope and confidence.

    Example:
        >>> clf = ConstraintClassifier.load()
        >>> [c.kind for c in clf.classify("Whatever you do, do not restart the primary.")]
        ['prohibition']
    """

    def __init__(
        self, session: object, metadata: dict[str, str], path: Path, encoder: EncoderModel | None = None
    ) -> None:
        self._session = session
        self.encoder = encoder
        cascade = json.loads(encoder.metadata.get("cascade", "null")) if encoder is not None else None
        if encoder is not None and not cascade:
            raise ModelLoadError(
                f"{encoder.path} has no cascade settings (metadata 'cascade'); finalise it with "
                "`python -m training cascade`."
            )
        self.cascade: dict | None = cascade
        self.path = path
        self.metadata = metadata
        self.kinds: tuple[str, ...] = tuple(json.loads(metadata["kinds"]))
        self.scopes: tuple[str, ...] = tuple(json.loads(metadata["scopes"]))
        raw = json.loads(metadata["thresholds"])
        self.thresholds = Thresholds(pin=dict(raw["pin"]), review=float(raw["review"]))
        self.version: str = metadata.get("model_version", "unknown")
        self.encoder_units_per_message: int | None = ENCODER_UNITS_PER_MESSAGE

    @classmethod
    def load(
        cls,
        path: str | os.PathLike[str] | None = None,
        *,
        threads: int = 1,
        encoder: str | os.PathLike[str] | bool | None = None,
    ) -> ConstraintClassifier:
        """Load the fast tier (default: the shipped model, or ``$PINLANE_MODEL``) and the accurate
        tier beside it.

        Args:
            path: the n-gram artifact.
            threads: onnxruntime intra-op threads per session.
            encoder: the encoder artifact; ``None`` takes ``$PINLANE_ENCODER`` or the
                ``encoder.int8.onnx`` next to ``path`` (required for the shipped model, optional
                for another one); ``False`` loads the fast tier only.

        Raises:
            ModelNotFoundError: no file at the path (or no shipped encoder).
            ModelLoadError: the file is not a pinlane artifact onnxruntime can run.
            FeaturizerMismatchError: the artifact was built with another featurizer.
        """
        resolved = Path(path or os.environ.get("PINLANE_MODEL") or DEFAULT_MODEL_PATH)
        if not resolved.is_file():
            raise ModelNotFoundError(f"No model file at {resolved}. {REBUILD_HINT}")
        session, metadata = open_session(resolved, threads=threads, what="model", hint=REBUILD_HINT)
        missing = {"featurizer_version", "kinds", "scopes", "thresholds"} - set(metadata)
        if missing:
            raise ModelLoadError(
                f"{resolved} is not a pinlane artifact (metadata lacks {sorted(missing)}). {REBUILD_HINT}"
            )
        if (
            metadata["featurizer_version"] != FEATURIZER_VERSION
            or int(metadata.get("n_features", N_FEATURES)) != N_FEATURES
        ):
            raise FeaturizerMismatchError(
                f"{resolved} was built with featurizer {metadata['featurizer_version']!r} "
                f"({metadata.get('n_features')} features); this runtime has "
                f"{FEATURIZER_VERSION!r} ({N_FEATURES}). {REBUILD_HINT}"
            )
        return cls(session, metadata, resolved, _load_encoder(encoder, resolved, path is None, threads))

    @property
    def tiers(self) -> tuple[str, ...]:
        """The tiers this classifier runs by default: ("fast",) or ("fast", "accurate")."""
        return ("fast",) if self.encoder is None else ("fast", "accurate")

    def predict_units(
        self,
        texts: Sequence[str],
        bullets: Sequence[bool] | None = None,
        contexts: Sequence[Sequence[str]] | None = None,
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Raw probabilities for units: (p_constraint [n], p_kind [n, 4], p_scope [n, 3])."""
        if not texts:
            return np.zeros(0), np.zeros((0, len(self.kinds))), np.zeros((0, len(self.scopes)))
        # Units go to onnxruntime in batches of similar length: a batch is padded to its longest
        # unit, so one 1,000-character sentence among short ones would multiply the work.
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        p_constraint = np.zeros(len(texts), dtype=np.float32)
        p_kind = np.zeros((len(texts), len(self.kinds)), dtype=np.float32)
        p_scope = np.zeros((len(texts), len(self.scopes)), dtype=np.float32)
        for start in range(0, len(order), BATCH_UNITS):
            rows = order[start : start + BATCH_UNITS]
            indices, values = featurize(
                [texts[i] for i in rows],
                [bullets[i] for i in rows] if bullets is not None else None,
                [contexts[i] for i in rows] if contexts is not None else None,
            )
            out = self._session.run(None, {"indices": indices, "values": values})  # type: ignore[attr-defined]
            p_constraint[rows], p_kind[rows], p_scope[rows] = out[0], out[1], out[2]
        return p_constraint, p_kind, p_scope

    def classify(self, text: str, *, include_uncertain: bool = False, fast: bool = False) -> list[Constraint]:
        """Constraint spans of one message, in order. Empty or blank text gives ``[]``.

        ``fast=True`` runs the n-gram tier alone (bulk labeling); by default the encoder also
        reads the units the n-gram tier is unsure of.

        Raises:
            TypeError: ``text`` is not a str.
        """
        return self.classify_batch([text], include_uncertain=include_uncertain, fast=fast)[0]

    def classify_batch(
        self, texts: Iterable[str], *, include_uncertain: bool = False, fast: bool = False
    ) -> list[list[Constraint]]:
        """Classify many messages with one onnxruntime call per ``BATCH_UNITS`` units."""
        messages = list(texts)
        units: list[tuple[int, Unit]] = []
        contexts: list[tuple[str, ...]] = []
        for i, message in enumerate(messages):
            if not isinstance(message, str):
                raise _text_type_error(message)
            found = segment(clean(message))
            units.extend((i, unit) for unit in found)
            contexts.extend(message_context([u.text for u in found], [u.is_bullet for u in found]))
        p_constraint, p_kind, p_scope = self.predict_units(
            [u.text for _, u in units], [u.is_bullet for _, u in units], contexts
        )
        band = np.zeros(len(units), dtype=bool)
        if not fast and self.encoder is not None and self.cascade is not None and units:
            band = (p_constraint >= self.cascade["low"]) & (p_constraint <= self.cascade["high"])
            self._limit_band(units, band, p_constraint, p_kind)
            if band.any():
                self._average_with_encoder(units, band, p_constraint, p_kind, p_scope)
        averaged = None
        if band.any() and self.cascade is not None:
            averaged = Thresholds(pin=dict(self.cascade["pin"]), review=float(self.cascade["review"]))
        kind_rows = np.argmax(p_kind, axis=1)
        pin, review = self._pin_and_review(self.thresholds, kind_rows)
        if averaged is not None:
            in_band_pin, in_band_review = self._pin_and_review(averaged, kind_rows)
            pin, review = np.where(band, in_band_pin, pin), np.where(band, in_band_review, review)
        certain_rows, review_rows = p_constraint >= pin, p_constraint >= review
        certain_rows |= _rules_list_rows(units, certain_rows, review_rows)
        results: list[list[Constraint]] = [[] for _ in messages]
        for row, (i, unit) in enumerate(units):
            kind = self.kinds[int(kind_rows[row])]
            confidence = float(p_constraint[row])
            certain = bool(certain_rows[row])
            if not certain and (not include_uncertain or not review_rows[row]):
                continue
            results[i].append(
                Constraint(
                    text=messages[i][unit.start : unit.end],
                    start=unit.start,
                    end=unit.end,
                    kind=kind,
                    scope=self.scopes[int(np.argmax(p_scope[row]))],
                    confidence=round(confidence, 4),
                    certain=certain,
                )
            )
        return results

    def _pin_and_review(self, thresholds: Thresholds, kind_rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Per-unit pin threshold (by predicted kind) and review threshold, as arrays."""
        by_kind = np.array([thresholds.pin_for(kind) for kind in self.kinds])
        return by_kind[kind_rows], np.full(len(kind_rows), thresholds.review)

    def _limit_band(
        self, units: list[tuple[int, Unit]], band: np.ndarray, p_constraint: np.ndarray, p_kind: np.ndarray
    ) -> None:
        """Keep at most ``encoder_units_per_message`` band rows per message (in place): those whose
        fast score lies closest to its kind's pin threshold; the others keep the fast decision."""
        limit = self.encoder_units_per_message
        if limit is None:
            return
        if limit < 0:
            raise ClassifierParameterError(
                f"encoder_units_per_message must be >= 0 or None, got {limit}; set it to a count of units."
            )
        by_message: dict[int, list[int]] = {}
        for row in np.flatnonzero(band):
            by_message.setdefault(units[row][0], []).append(int(row))
        for rows in by_message.values():
            if len(rows) <= limit:
                continue
            pins = [self.thresholds.pin_for(self.kinds[int(np.argmax(p_kind[r]))]) for r in rows]
            order = np.argsort([abs(float(p_constraint[r]) - t) for r, t in zip(rows, pins)], kind="stable")
            band[[rows[k] for k in order[limit:]]] = False

    def pair_scores(self, task: str, pairs: Sequence[tuple[str, str]]) -> np.ndarray | None:
        """The accurate tier's class probabilities for (rule, text) pairs, shape (n, n_classes).

        ``task`` is ``"guard"`` (rule, call text -> harmless, violates) or ``"release"`` (rule,
        user turn -> keep, release, amend). ``None`` when no accurate tier is loaded
        (``encoder=False``) or its model has no head for ``task``: callers then decide with
        their rule-based path alone.

        Raises:
            PairTaskError: ``task`` is not a known pair task.
            TypeError: a pair is not two strings.
        """
        check_pair_task(task)
        if self.encoder is None or task not in self.encoder.pair_tasks:
            return None
        return self.encoder.predict_pairs(task, pairs)

    def _average_with_encoder(
        self,
        units: list[tuple[int, Unit]],
        band: np.ndarray,
        p_constraint: np.ndarray,
        p_kind: np.ndarray,
        p_scope: np.ndarray,
    ) -> None:
        """Average the encoder's probabilities into the rows inside the band (in place)."""
        assert self.encoder is not None
        rows = np.flatnonzero(band)
        contexts: list[str | None] | None = None
        if self.encoder.context_mode != "none":
            by_message: dict[int, list[int]] = {}
            for row, (i, _) in enumerate(units):
                by_message.setdefault(i, []).append(row)
            neighbours: list[str | None] = [None] * len(units)
            for members in by_message.values():
                for row, ctx in zip(members, self.encoder.contexts_for([units[r][1].text for r in members])):
                    neighbours[row] = ctx
            contexts = [neighbours[r] for r in rows]
        e_p, e_kind, e_scope = self.encoder.predict_units([units[r][1].text for r in rows], contexts)
        kind_cols = [self.encoder.kinds.index(k) for k in self.kinds]
        scope_cols = [self.encoder.scopes.index(s) for s in self.scopes]
        p_constraint[rows] = (p_constraint[rows] + e_p) / 2
        p_kind[rows] = (p_kind[rows] + e_kind[:, kind_cols]) / 2
        p_scope[rows] = (p_scope[rows] + e_scope[:, scope_cols]) / 2


def _rules_list_rows(units: list[tuple[int, Unit]], certain: np.ndarray, review: np.ndarray) -> np.ndarray:
    """Bullets in the review band of a message whose bullet list is mostly pinned rules."""
    bullets: dict[int, list[int]] = {}
    for row, (i, unit) in enumerate(units):
        if unit.is_bullet:
            bullets.setdefault(i, []).append(row)
    promoted = np.zeros(len(units), dtype=bool)
    for rows in bullets.values():
        if len(rows) >= RULES_LIST_MIN_BULLETS and certain[rows].sum() >= RULES_LIST_PINNED_SHARE * len(rows):
            promoted[rows] = review[rows]
    return promoted


def _load_encoder(
    encoder: str | os.PathLike[str] | bool | None, ngram: Path, shipped: bool, threads: int
) -> EncoderModel | None:
    """The accurate tier: an explicit path, $PINLANE_ENCODER, or the file next to the n-gram."""
    if encoder is False:
        return None
    if encoder is None or encoder is True:
        env = os.environ.get("PINLANE_ENCODER")
        candidate = Path(env) if env else ngram.parent / ENCODER_FILE
        required = encoder is True or bool(env) or (shipped and not os.environ.get("PINLANE_MODEL"))
        if not candidate.is_file() and not required:
            return None
        encoder = candidate
    return EncoderModel.load(encoder, threads=threads)
