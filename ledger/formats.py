"""OpenAI and Anthropic message formats, converted at the edge into ledger messages."""

from __future__ import annotations

import json
from typing import Any

from ledger.errors import InvalidMessageError


def from_openai(message: dict[str, Any]) -> list[dict[str, Any]]:
    """One OpenAI chat message -> keyword arguments for Ledger.add_message (a list of one)."""
    if not isinstance(message, dict) or "role" not in message:
        raise InvalidMessageError(f"an OpenAI message is an object with a 'role'; got {message!r:.80}.")
    content = message.get("content")
    if isinstance(content, list):
        content = "\n".join(p.get("text", "") for p in content if isinstance(p, dict) and p.get("type") == "text")
    return [
        {
            "role": message["role"],
            "content": content if content is not None else "",
            "tool_calls": message.get("tool_calls"),
            "tool_call_id": message.get("tool_call_id"),
        }
    ]


def from_anthropic(message: dict[str, Any]) -> list[dict[str, Any]]:
    """One Anthropic message -> add_message kwargs. tool_result blocks become role 'tool' (never
    rule sources); tool_use blocks become OpenAI-shaped tool calls on the assistant message."""
    if not isinstance(message, dict) or message.get("role") not in ("user", "assistant"):
        raise InvalidMessageError(f"an Anthropic message has role 'user' or 'assistant'; got {message!r:.80}.")
    content = message.get("content")
    if isinstance(content, str):
        return [{"role": message["role"], "content": content}]
    if not isinstance(content, list):
        raise InvalidMessageError(
            f"Anthropic content must be a string or a list of blocks; got {type(content).__name__}."
        )
    out: list[dict[str, Any]] = []
    texts, calls = [], []
    for block in content:
        kind = block.get("type") if isinstance(block, dict) else None
        if kind == "text":
            texts.append(block.get("text", ""))
        elif kind == "tool_use":
            calls.append(
                {
                    "id": block.get("id"),
                    "type": "function",
                    "function": {"name": block.get("name"), "arguments": json.dumps(block.get("input", {}))},
                }
            )
        elif kind == "tool_result":
            inner = block.get("content")
            if isinstance(inner, list):
                inner = "\n".join(p.get("text", "") for p in inner if isinstance(p, dict))
            out.append({"role": "tool", "content": str(inner or ""), "tool_call_id": block.get("tool_use_id")})
    if texts or calls:
        out.append({"role": message["role"], "content": "\n".join(texts), "tool_calls": calls or None})
    return out


def load_transcript(path: str) -> list[dict[str, Any]]:
    """A recorded transcript: JSONL (one message a line) or a JSON array; OpenAI or Anthropic."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    stripped = text.lstrip()
    if stripped.startswith("["):
        raw = json.loads(stripped)
    else:
        raw = []
        for number, line in enumerate(text.splitlines(), 1):
            if line.strip():
                try:
                    raw.append(json.loads(line))
                except json.JSONDecodeError as exc:
                    raise InvalidMessageError(f"{path} line {number}: not JSON ({exc.msg}).") from exc
    anthropic = any(
        isinstance(m.get("content"), list)
        and any(isinstance(b, dict) and b.get("type") in ("tool_use", "tool_result") for b in m["content"])
        for m in raw
    )
    convert = from_anthropic if anthropic else from_openai
    out: list[dict[str, Any]] = []
    for m in raw:
        if anthropic and m.get("role") == "system":
            out += from_openai(m)
        else:
            out += convert(m)
    return out
