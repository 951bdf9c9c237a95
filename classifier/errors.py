"""Errors raised by the classifier package.

Tree::

    ClassifierError
    ├── ModelNotFoundError (also FileNotFoundError)  the artifact path does not exist
    ├── ModelLoadError                                the artifact is corrupt or incompatible
    │   └── FeaturizerMismatchError                   built with another featurizer version
    ├── InputFormatError (also ValueError)            a JSONL input line is not usable
    └── PairTaskError (also ValueError)               an unknown pair task, or a model without its head
"""

from __future__ import annotations


class ClassifierError(Exception):
    """Base class of every error the classifier raises on purpose."""


class ModelNotFoundError(ClassifierError, FileNotFoundError):
    """The ONNX artifact is missing."""


class ModelLoadError(ClassifierError):
    """The ONNX artifact exists but cannot be used."""


class FeaturizerMismatchError(ModelLoadError):
    """The artifact was trained with a featurizer version this runtime does not have."""


class InputFormatError(ClassifierError, ValueError):
    """An input record cannot be classified (bad JSON, missing fields)."""


class PairTaskError(ClassifierError, ValueError):
    """A pair task name the runtime does not know, or a model that lacks that task's head."""


class ClassifierParameterError(ClassifierError, ValueError):
    """A classifier setting out of range (say, a negative encoder budget)."""
