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
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pinlane.classifier.errors import InputFormatError
from pinlane.classifier.text import clean_json
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


#: CSV fields as long as a message can be (the csv module's default stops at 131,072 chars).
CSV_FIELD_LIMIT = min(sys.maxsize, 2**31 - 1)


def _not_utf8(raw: bytes, exc: UnicodeDecodeError) -> InputFormatError:
    return InputFormatError(f"not UTF-8 (byte {raw[exc.start]:#04x} at byte {exc.start + 1}); skipped")


def read_rows(path: Path, fmt: str | None = None) -> Iterator[Row]:
    """Rows of a corpus file in order. A row that cannot be decoded or parsed is yielded with an
    ``InputFormatError`` as its data, so the run reports it and goes on."""
    fmt = fmt or detect_format(path)
    if path.is_dir() and fmt != "hf":
        raise InputFormatError(f"{path} is a directory; give a {fmt} file (a datasets folder needs --format hf).")
    if fmt == "jsonl":
        import gzip

        opener: Any = gzip.open if path.suffix == ".gz" else open
        with opener(path, "rb") as handle:
            index = 0
            for number, raw in enumerate(handle, 1):
                if not raw.strip():
                    continue
                data: Any
                try:
                    data = clean_json(json.loads(raw.decode("utf-8")))
                except UnicodeDecodeError as exc:
                    data = _not_utf8(raw, exc)
                except json.JSONDecodeError as exc:
                    data = InputFormatError(f"not valid JSON ({exc.msg} at column {exc.colno})")
                yield Row(index, f"{path.name} line {number}", data)
                index += 1
    elif fmt == "csv":
        csv.field_size_limit(CSV_FIELD_LIMIT)
        # Decoded per row: a byte that is not UTF-8 fails its row, not the file.
        with open(path, encoding="utf-8", errors="surrogateescape", newline="") as handle:
            reader = csv.DictReader(handle)
            index = 0
            while True:
                try:
                    record = next(reader)
                except StopIteration:
                    break
                except csv.Error as exc:
                    record = InputFormatError(f"not valid CSV ({exc})")
                location = f"{path.name} line {reader.line_num}"
                if isinstance(record, dict):
                    record = _decode_csv(record)
                yield Row(index, location, record)
                index += 1
    elif fmt == "parquet":
        import pyarrow as pa
        import pyarrow.parquet as pq

        index = 0
        try:
            batches = pq.ParquetFile(path).iter_batches(batch_size=4096)
            for batch in batches:
                for record in batch.to_pylist():
                    yield Row(index, f"{path.name} row {index}", clean_json(record))
                    index += 1
        except (pa.ArrowException, OSError) as exc:
            raise InputFormatError(f"{path}: not a readable Parquet file ({exc}) after row {index}.") from exc
    elif fmt == "hf":
        try:
            from datasets import load_from_disk

            dataset = load_from_disk(str(path))
        except (FileNotFoundError, ValueError, OSError) as exc:
            raise InputFormatError(f"{path}: not a datasets folder saved with save_to_disk ({exc}).") from exc
        if hasattr(dataset, "keys") and not hasattr(dataset, "features"):
            raise InputFormatError(f"{path} is a DatasetDict; point at one split folder, e.g. {path}/train.")
        for index, record in enumerate(dataset):
            yield Row(index, f"{path.name} row {index}", clean_json(record))
    else:
        raise InputFormatError(f"unknown format {fmt!r}: use jsonl, parquet, csv or hf.")


def _user_text(content: Any) -> str | None:
    """The user's words in a content field (tool results left out); None when there are none."""
    if not isinstance(content, (str, list)):
        return None
    text = content_text(content, tool_results=False)
    return text if isinstance(content, str) or text else None


def _decode_csv(record: dict[str | None, Any]) -> Any:
    """A CSV record whose every field is UTF-8, or the error for the row."""
    out: dict[str, Any] = {}
    for key, value in record.items():
        if key is None:  # more fields than the header
            continue
        for text in (key, value if isinstance(value, str) else ""):
            try:
                text.encode("utf-8")
            except UnicodeEncodeError:
                raw = text.encode("utf-8", "surrogateescape")
                try:
                    raw.decode("utf-8")
                except UnicodeDecodeError as exc:
                    return _not_utf8(raw, exc)
        out[key] = value
    return out


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
