"""pinlane's constraint classifier: finds the rules in a user message, fast, with ONNX.

>>> from classifier import ConstraintClassifier
>>> clf = ConstraintClassifier.load()
>>> clf.classify("Whatever you do, do not restart the primary.")  # doctest: +SKIP
"""

from pinlane.classifier.errors import (
    ClassifierError,
    FeaturizerMismatchError,
    InputFormatError,
    ModelLoadError,
    ModelNotFoundError,
)
from pinlane.classifier.runtime import DEFAULT_MODEL_PATH, ConstraintClassifier, Thresholds
from pinlane.classifier.segment import Unit, segment
from pinlane.classifier.types import KINDS, SCOPES, Constraint

__all__ = [
    "ClassifierError",
    "Constraint",
    "ConstraintClassifier",
    "DEFAULT_MODEL_PATH",
    "FeaturizerMismatchError",
    "InputFormatError",
    "KINDS",
    "ModelLoadError",
    "ModelNotFoundError",
    "SCOPES",
    "Thresholds",
    "Unit",
    "segment",
]
