"""Where the project's shared inputs live: the corpora, the public benchmark, the guideline.

They sit outside the repository (licences, size, and the benchmark must never be trained on):
``$PINLANE_SHARED`` when set, else the ``shared`` folder beside the checkout (``../shared``).
Every reader asks here, so a missing folder is one clear error naming both places, never a
``FileNotFoundError`` deep in a loop.
"""

from __future__ import annotations

import gzip
import itertools
import json
import os
from pathlib import Path
from typing import Any

from training.errors import SharedDataMissingError

ENV = "PINLANE_SHARED"
#: The checkout's root (this file is training/shared.py).
ROOT = Path(__file__).resolve().parents[1]
DEFAULT = ROOT.parent / "shared"


def shared_root() -> Path:
    """``$PINLANE_SHARED`` if set, else ``../shared`` beside the checkout; not checked."""
    configured = os.environ.get(ENV, "").strip()
    return Path(configured).expanduser() if configured else DEFAULT


def shared_path(*parts: str) -> Path:
    """An existing path inside the shared folder, e.g. ``shared_path("bench", "gold.jsonl")``.

    Raises SharedDataMissingError (a FileNotFoundError) naming the path, how the folder was
    chosen, and how to point at it.
    """
    root = shared_root()
    path = root.joinpath(*parts)
    if path.exists():
        return path
    how = f"${ENV}={os.environ[ENV]}" if os.environ.get(ENV, "").strip() else f"${ENV} is not set, so ../shared"
    raise SharedDataMissingError(
        f"{path} does not exist ({how}, i.e. {root}). Set {ENV} to the folder holding corpora/ and "
        f"bench/, or place it at {DEFAULT}."
    )


#: Corpora this project collected itself (from the package registry), in the shared layout.
LOCAL_CORPORA = ROOT / "data" / "corpora"


def corpus_folder(source: str) -> Path:
    """``data/corpora/SOURCE`` for a corpus collected here, else ``corpora/SOURCE`` of the shared folder."""
    local = LOCAL_CORPORA / source
    return local if local.is_dir() else shared_path("corpora", source)


def read_corpus(source: str, *, limit: int | None = None) -> list[dict[str, Any]]:
    """The rows of ``corpora/SOURCE/user_turns.jsonl`` (or ``.jsonl.gz``), at most ``limit``."""
    folder = corpus_folder(source)
    path = next(folder.glob("user_turns.jsonl*"), None)
    if path is None:
        raise SharedDataMissingError(f"{folder} has no user_turns.jsonl or user_turns.jsonl.gz.")
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as handle:
        lines = (line for line in handle if line.strip())
        return [json.loads(line) for line in itertools.islice(lines, limit)]
