"""Read transcript corpora into user turns, whatever the file and chat format.

Files: JSONL, Parquet, CSV, and Hugging Face ``datasets`` saved with ``save_to_disk`` (a
folder). Chat formats: OpenAI ``messages`` ([{role, content}], content a string or parts),
Anthropic ``messages`` (content blocks; tool results are never user text), ShareGPT
``conversations`` ([{from, value}]), or a plain text column. Only user turns are yielded, with
their turn index in the conversation. A row that cannot be read becomes a ``BadRow`` with its
location and reason, never an exception that stops the run.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pinlane.classifier.errors import InputFormatError
from pinlane.ledger.formats import content_text

USER_ROLES = frozenset({"user", "human"})


@dataclass(frozen=True)
class Row:
    """One input row (a conversation or a single message) and where it came from."""

    index: int
    location: str
    data: Any


@dataclass(frozen=True)
class UserTurn:
    row: int
    turn: int
    text: str


@dataclass(frozen=True)
class BadRow:
    row: int
    location: str
    reason: str


def detect_format(path: Path) -> str:
    if path.is_dir():
        return "hf"
    suffix = "".join(path.suffixes[-2:]) if path.suffix == ".gz" else path.suffix
    formats = {
        ".jsonl": "jsonl",
        ".json": "jsonl",
        ".jsonl.gz": "jsonl",
        ".parquet": "parquet",
        ".csv": "csv",
    }
    if suffix not in formats:
        raise InputFormatError(
            f"{path}: cannot tell the format from '{suffix}'. Use .jsonl, .parquet, .csv or a "
            "datasets folder, or pass --format."
        )
    return formats[suffix]


def read_rows(path: Path, fmt: str | None = None) -> Iterator[Row]:
    """Rows of a corpus file in order; a line that is not JSON is yielded as a str for the parser."""
    fmt = fmt or detect_format(path)
    if fmt == "jsonl":
        import gzip

        opener: Any = gzip.open if path.suffix == ".gz" else open
        with opener(path, "rt", encoding="utf-8", errors="surrogateescape") as handle:
            index = 0
            for number, line in enumerate(handle, 1):
                if not line.strip():
                    continue
                try:
                    data: Any = json.loads(line)
                except json.JSONDecodeError as exc:
                    data = InputFormatError(f"not valid JSON ({exc.msg} at column {exc.colno})")
                yield Row(index, f"{path.name} line {number}", data)
                index += 1
    elif fmt == "csv":
        with open(path, encoding="utf-8", newline="") as handle:
            for index, record in enumerate(csv.DictReader(handle)):
                yield Row(index, f"{path.name} row {index + 2}", record)
    elif fmt == "parquet":
        import pyarrow.parquet as pq

        index = 0
        for batch in pq.ParquetFile(path).iter_batches(batch_size=4096):
            for record in batch.to_pylist():
                yield Row(index, f"{path.name} row {index}", record)
                index += 1
    elif fmt == "hf":
        from datasets import load_from_disk

        dataset = load_from_disk(str(path))
        if hasattr(dataset, "keys") and not hasattr(dataset, "features"):
            raise InputFormatError(f"{path} is a DatasetDict; point at one split folder, e.g. {path}/train.")
        for index, record in enumerate(dataset):
            yield Row(index, f"{path.name} row {index}", record)
    else:
        raise InputFormatError(f"unknown format {fmt!r}: use jsonl, parquet, csv or hf.")


def _user_text(content: Any) -> str | None:
    """The user's words in a content field (tool results left out); None when there are none."""
    if not isinstance(content, (str, list)):
        return None
    text = content_text(content, tool_results=False)
    return text if isinstance(content, str) or text else None


def user_turns(data: Any, *, text_column: str = "text") -> list[tuple[int, str]]:
    """(turn index, text) of the user turns in one row; raise InputFormatError when unreadable."""
    if isinstance(data, InputFormatError):
        raise data
    if not isinstance(data, dict):
        raise InputFormatError(f"a row must be an object, got {type(data).__name__}")
    for key, role_key, text_key in (("messages", "role", "content"), ("conversations", "from", "value")):
        if key in data and data[key] is not None:
            messages = data[key]
            if isinstance(messages, str):
                try:
                    messages = json.loads(messages)
                except json.JSONDecodeError as exc:
                    raise InputFormatError(f"'{key}' is a string that is not JSON ({exc.msg})") from exc
            if not isinstance(messages, list):
                raise InputFormatError(f"'{key}' must be a list of turns, got {type(messages).__name__}")
            turns = []
            for turn, message in enumerate(messages):
                if not isinstance(message, dict) or role_key not in message:
                    raise InputFormatError(f"turn {turn} of '{key}' has no '{role_key}'")
                if str(message[role_key]).lower() in USER_ROLES:
                    text = _user_text(message.get(text_key))
                    if text is not None:
                        turns.append((turn, text))
            return turns
    if text_column in data:
        value = data[text_column]
        if not isinstance(value, str):
            raise InputFormatError(f"column '{text_column}' must be text, got {type(value).__name__}")
        return [(0, value)]
    raise InputFormatError(
        f"no 'messages', 'conversations' or '{text_column}' field (fields: {sorted(data)[:8]}); "
        "pass --text-column NAME for a plain text column"
    )
