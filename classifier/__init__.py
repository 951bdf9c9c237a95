"""pinlane's constraint classifier: finds the rules in a user message, fast, with ONNX.

>>> from classifier import ConstraintClassifier
>>> clf = ConstraintClassifier.load()
>>> clf.classify("Whatever you do, do not restart the primary.")  # doctest: +SKIP
"""

from __future__ import annotations

import importlib as _importlib
import typing as _typing

from pinlane.classifier.errors import (
    ClassifierError,
    ClassifierParameterError,
    FeaturizerMismatchError,
    InputFormatError,
    ModelLoadError,
    ModelNotFoundError,
    PairTaskError,
)
from pinlane.classifier.segment import Unit, segment
from pinlane.classifier.types import KINDS, SCOPES, Constraint

if _typing.TYPE_CHECKING:
    from pinlane.classifier.encoder import EncoderModel
    from pinlane.classifier.runtime import DEFAULT_MODEL_PATH, ConstraintClassifier, Thresholds

__all__ = [
    "ClassifierError",
    "ClassifierParameterError",
    "Constraint",
    "ConstraintClassifier",
    "DEFAULT_MODEL_PATH",
    "EncoderModel",
    "FeaturizerMismatchError",
    "InputFormatError",
    "KINDS",
    "ModelLoadError",
    "ModelNotFoundError",
    "PairTaskError",
    "SCOPES",
    "Thresholds",
    "Unit",
    "segment",
]

#: Names of the runtime modules (they import numpy) and where they live, loaded on first use: the label vocabulary in
#: ``types`` is needed by ``pinlane.ledger``, whose import must stay free of numpy.
_RUNTIME = {
    "DEFAULT_MODEL_PATH": "pinlane.classifier.runtime",
    "ConstraintClassifier": "pinlane.classifier.runtime",
    "EncoderModel": "pinlane.classifier.encoder",
    "Thresholds": "pinlane.classifier.runtime",
}


def __getattr__(name: str) -> _typing.Any:
    if name not in _RUNTIME:
        raise AttributeError(f"module 'pinlane.classifier' has no attribute {name!r}")
    value = getattr(_importlib.import_module(_RUNTIME[name]), name)
    globals()[name] = value
    return value
