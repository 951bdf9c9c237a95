"""Text sanitising at every edge (ledger, readers, classifier): broken Unicode replaced, offsets kept.

A Python ``str`` can hold lone surrogates (``"\\ud83d"``, from a JSON escape or a bad decode);
SQLite and every UTF-8 writer refuse them with ``UnicodeEncodeError``, which used to lose the
whole message. Each lone surrogate becomes one U+FFFD, so lengths and span offsets do not move.
"""

from __future__ import annotations

import json
import re
from typing import Any

REPLACEMENT = "\ufffd"
_SURROGATE = re.compile("[\ud800-\udfff]")


def clean(text: str) -> str:
    """``text`` with every surrogate code point replaced by U+FFFD (same length)."""
    return _SURROGATE.sub(REPLACEMENT, text) if _SURROGATE.search(text) else text


def clean_optional(text: str | None) -> str | None:
    return None if text is None else clean(text)


def clean_json(value: Any) -> Any:
    """A JSON-like value (dicts, lists, strings) with every string cleaned."""
    if isinstance(value, str):
        return clean(value)
    if isinstance(value, dict):
        return {clean(str(k)) if isinstance(k, str) else k: clean_json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [clean_json(v) for v in value]
    return value


def clean_dumps(value: Any) -> str:
    """``json.dumps`` that never fails on broken text or odd objects."""
    return clean(json.dumps(clean_json(value), default=str, ensure_ascii=False))
