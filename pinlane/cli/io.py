"""Files for the CLI commands: ``-`` for stdin/stdout, atomic outputs, the input-is-output check.

Why one module: every command reads and writes files the same way, so ``-`` works everywhere,
an output is only replaced once the run succeeded, and ``--out`` can never be the input.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sys
import tempfile
from typing import IO, Any

STDIO = "-"


def check_not_input(out: str | None, *inputs: str | None) -> None:
    """Refuse an output that is one of the inputs (it would be emptied before it is read)."""
    from pinlane.cli.main import UsageError

    if out in (None, STDIO):
        return
    for source in inputs:
        if source in (None, STDIO) or not os.path.exists(out) or not os.path.exists(source):
            continue
        if os.path.samefile(out, source):
            raise UsageError(f"--out {out} is the input file {source}; write the results somewhere else.")


def spool_stdin(suffix: str = ".jsonl", folder: str | None = None) -> str:
    """Copy stdin to a temp file (for readers that need a path); the caller removes it."""
    fd, path = tempfile.mkstemp(prefix="pinlane-stdin-", suffix=suffix, dir=folder)
    with os.fdopen(fd, "wb") as handle:
        shutil.copyfileobj(sys.stdin.buffer, handle)
    return path


class AtomicWriter:
    """Text written to a temp file beside ``path``, renamed into place only by ``commit``.

    Opened only after the input was opened, so a failing run never touches ``path``.
    """

    def __init__(self, path: str, *, binary: bool = False) -> None:
        folder = os.path.dirname(os.path.abspath(path))
        if os.path.isdir(path):
            from pinlane.cli.main import UsageError

            raise UsageError(f"--out {path} is a directory; give a file name.")
        fd, self.tmp = tempfile.mkstemp(prefix=".pinlane-", suffix=".tmp", dir=folder)
        self._handle: IO[Any] = os.fdopen(fd, "wb" if binary else "w", encoding=None if binary else "utf-8")
        self.path = path

    def write(self, data: Any) -> int:
        return self._handle.write(data)

    def commit(self) -> None:
        self._handle.close()
        os.replace(self.tmp, self.path)

    def discard(self) -> None:
        self._handle.close()
        with contextlib.suppress(OSError):
            os.unlink(self.tmp)


@contextlib.contextmanager
def output(path: str | None):  # type: ignore[no-untyped-def]
    """A text stream for ``path`` (stdout for None or ``-``), committed only when the block ends
    without an exception."""
    if path in (None, STDIO):
        yield sys.stdout
        return
    writer = AtomicWriter(path)  # type: ignore[arg-type]
    try:
        yield writer
    except BaseException:
        writer.discard()
        raise
    writer.commit()
