"""Errors of the training package.

Tree::

    TrainingError
    ├── DataValidationError (also ValueError)   a labeled record breaks the guideline
    └── SharedDataMissingError (also FileNotFoundError)  $PINLANE_SHARED / ../shared lacks a file
"""


class TrainingError(Exception):
    """Base class of every error the training package raises on purpose."""


class DataValidationError(TrainingError, ValueError):
    """One or more labeled records are invalid; the message lists file, line and reason."""


class SharedDataMissingError(TrainingError, FileNotFoundError):
    """A file of the shared inputs ($PINLANE_SHARED or ../shared) is not there."""
