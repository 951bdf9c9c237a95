"""OpenAI and Anthropic message formats, converted at the edge into ledger messages.

Inbound, ``from_openai`` / ``from_anthropic`` turn one outside message into keyword arguments
for ``Ledger.add_message``, and ``to_messages`` turns those into ``Message`` nouns; Anthropic
``tool_result`` blocks (which ride in *user* messages) become ``tool`` messages, so they can
never create rules. Outbound, ``build_context()`` is OpenAI-shaped and ``to_anthropic`` converts
it to Anthropic's ``(system, messages)`` pair. Tool calls keep OpenAI's shape inside the ledger.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from pinlane.ledger.errors import InvalidMessageError
from pinlane.ledger.history import Message

if TYPE_CHECKING:
    from pinlane.ledger.core import Ledger

#: Content-part types whose ``text`` is read: Chat Completions and Anthropic (``text``), the
#: Responses API and the Agents SDK (``input_text``, ``output_text``).
TEXT_PARTS = frozenset({"text", "input_text", "output_text"})


def content_text(content: Any, *, tool_results: bool = True) -> str:
    """The plain text of an OpenAI or Anthropic ``content`` field, the one reader for all formats.

    A string is returned as is. In a list of parts, ``text``, ``input_text`` and ``output_text``
    parts give their ``text`` and ``refusal`` parts their ``refusal``; a ``tool_result`` block
    gives the text of its own (string or list) content, unless ``tool_results=False`` (readers of
    *user* words skip it: a tool's output never states the user's rules). Images, files and
    unknown parts are ignored. Parts are joined with newlines; None or any other value gives "".
    """
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, dict):  # a single part, as some SDKs send it
        content = [content]
    if not isinstance(content, (list, tuple)):
        return ""
    texts: list[str] = []
    for part in content:
        if isinstance(part, str):
            texts.append(part)
            continue
        if not isinstance(part, dict):
            continue
        kind = part.get("type")
        if kind in TEXT_PARTS:
            texts.append(str(part.get("text") or ""))
        elif kind == "refusal":
            texts.append(str(part.get("refusal") or ""))
        elif kind == "tool_result" and tool_results:
            texts.append(content_text(part.get("content")))
    return "\n".join(texts)


def from_openai(message: dict[str, Any]) -> list[dict[str, Any]]:
    """One OpenAI chat message -> keyword arguments for Ledger.add_message (a list of one)."""
    if not isinstance(message, dict) or "role" not in message:
        raise InvalidMessageError(f"an OpenAI message is an object with a 'role'; got {message!r:.80}.")
    content = message.get("content")
    if isinstance(content, list):
        content = content_text(content)
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
        if kind in TEXT_PARTS:
            texts.append(content_text([block]))
        elif kind == "tool_use":
            calls.append(
                {
                    "id": block.get("id"),
                    "type": "function",
                    "function": {"name": block.get("name"), "arguments": json.dumps(block.get("input", {}))},
                }
            )
        elif kind == "tool_result":
            out.append({"role": "tool", "content": content_text(block), "tool_call_id": block.get("tool_use_id")})
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


def to_messages(items: Iterable[dict[str, Any]]) -> list[Message]:
    """``Message`` nouns from converted messages (the output of from_openai / from_anthropic)."""
    return [
        Message(
            role=m["role"],
            content=m.get("content") or "",
            tool_calls=tuple(m.get("tool_calls") or ()),
            tool_call_id=m.get("tool_call_id"),
            name=m.get("name"),
        )
        for m in items
    ]


def to_anthropic(context: Iterable[dict[str, Any]]) -> tuple[str, list[dict[str, Any]]]:
    """``build_context()`` output as Anthropic's ``(system, messages)``.

    System and developer messages (system prompt, rules in force, task state, summary) join the
    ``system`` string in order; assistant tool calls become ``tool_use`` blocks; tool results
    become ``tool_result`` blocks in a user message; consecutive same-role turns merge, as the
    Messages API wants alternating roles.
    """
    system: list[str] = []
    out: list[dict[str, Any]] = []
    for m in context:
        role, text = m["role"], m.get("content") or ""
        if role in ("system", "developer"):
            system.append(text)
            continue
        blocks: list[dict[str, Any]] = []
        if role == "tool":
            blocks.append({"type": "tool_result", "tool_use_id": m.get("tool_call_id") or "", "content": text})
            role = "user"
        else:
            if text:
                blocks.append({"type": "text", "text": text})
            for call in m.get("tool_calls") or ():
                fn = call.get("function", {})
                raw = fn.get("arguments") or "{}"
                try:
                    arguments = json.loads(raw) if isinstance(raw, str) else dict(raw)
                except json.JSONDecodeError:
                    arguments = {"_raw_arguments": raw}
                blocks.append(
                    {
                        "type": "tool_use",
                        "id": call.get("id") or "",
                        "name": fn.get("name", ""),
                        "input": arguments,
                    }
                )
        if not blocks:
            continue
        if out and out[-1]["role"] == role:
            out[-1]["content"].extend(blocks)
        else:
            out.append({"role": role, "content": blocks})
    return "\n\n".join(system), out


def split_system(
    context: Sequence[dict[str, Any]], *, own_prompt: str | None = None, ledger: Ledger | None = None
) -> tuple[str | None, list[dict[str, Any]]]:
    """``build_context()`` as (one system text, the other messages), for a framework agent that
    has its own system prompt or instructions.

    The leading system blocks (system prompt, rules in force, task state, summary) follow
    ``own_prompt`` in one text, in order, because several providers accept a single system
    message; the ledger's own system prompt is dropped when it repeats ``own_prompt``. None
    when there is no system text at all.
    """
    head = 0
    while head < len(context) and context[head]["role"] in ("system", "developer"):
        head += 1
    blocks = [str(m.get("content") or "") for m in context[:head]]
    has_own_prompt = ledger is not None and any(m.role == "system" for m in ledger.messages)
    if own_prompt and blocks and has_own_prompt and blocks[0].strip() == own_prompt.strip():
        blocks = blocks[1:]
    parts = [p for p in [own_prompt or "", *blocks] if p.strip()]
    return ("\n\n".join(parts) if parts else None), list(context[head:])
