"""Where a training-side command writes: ``--out DIR``, else a fresh folder under the current
directory; the tracked folder (models/, benchmarks/llm_pinning/) only with ``--write-in-place``.

So running a README command never dirties the checkout by accident, and two runs never
overwrite each other's reports.
"""

from __future__ import annotations

import argparse
from datetime import datetime
from pathlib import Path


def add_output_arguments(parser: argparse.ArgumentParser, *, flag: str, tracked: Path, prefix: str, what: str) -> None:
    """``FLAG DIR`` and ``--write-in-place``, which exclude each other (a usage error, exit 2)."""
    group = parser.add_mutually_exclusive_group()
    group.add_argument(
        flag,
        metavar="DIR",
        default=None,
        help=f"where {what} go (default: a new ./{prefix}-YYYYmmdd-HHMMSS folder, printed)",
    )
    group.add_argument(
        "--write-in-place",
        action="store_true",
        help=f"write {what} into the tracked {tracked.name}/ folder of the checkout instead",
    )


def output_dir(out: str | None, *, write_in_place: bool, tracked: Path, prefix: str) -> Path:
    """The folder to write into, created: ``tracked`` with write_in_place, ``out`` when given,
    else a new ``PREFIX-YYYYmmdd-HHMMSS`` folder under the current directory (``-2``, ``-3``
    appended when one of that second exists)."""
    if write_in_place:
        folder = tracked
    elif out:
        folder = Path(out)
    else:
        stem = Path.cwd() / f"{prefix}-{datetime.now():%Y%m%d-%H%M%S}"
        folder, n = stem, 1
        while folder.exists():
            n += 1
            folder = stem.with_name(f"{stem.name}-{n}")
    folder.mkdir(parents=True, exist_ok=True)
    return folder
