"""Agent session files read into ledger messages: Claude Code, Codex CLI, plain OpenAI/Anthropic.

Why: ``pinlane audit`` checks real sessions, and the agents people run write their own formats.
Each reader turns one file into ``add_message`` keyword arguments (the shape ``formats`` uses)
plus the host's own compaction summaries, which are kept apart: a summary the host wrote is
never the user's words, so it must never create a rule.

Formats (what each reader relies on):

- ``claude-code``: ``~/.claude/projects/<project>/<session>.jsonl``. One JSON object a line with
  ``type``: ``user`` / ``assistant`` entries carry an Anthropic ``message`` (content a string or
  blocks: ``text``, ``thinking``, ``tool_use``, ``tool_result``); one assistant reply may be
  split over several entries sharing ``message.id``. ``summary`` lines (``summary``,
  ``leafUuid``) are session titles; a ``system`` entry with ``subtype: compact_boundary`` marks
  a compaction and the ``user`` entry after it with ``isCompactSummary: true`` holds the
  host's summary. ``isMeta`` and ``isSidechain`` (sub-agent) entries, and the ``<command-...>`` /
  ``<local-command-...>`` bookkeeping the CLI writes as user text, are not the user's words.
  Other types (``file-history-snapshot``, ``queue-operation``, ...) are skipped.
- ``codex``: ``~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl``. Lines ``{timestamp, type,
  payload}``; ``session_meta`` first; ``response_item`` payloads of type ``message`` (role
  user/assistant/developer, ``input_text`` / ``output_text`` parts), ``function_call``
  (``name``, ``arguments``, ``call_id``), ``function_call_output`` (``call_id``, ``output``),
  ``reasoning`` (skipped); ``compacted`` (``payload.message``: the host's summary);
  ``event_msg`` and ``turn_context`` repeat or describe the items and are skipped. User messages
  Codex injects (``<environment_context>``, ``<user_instructions>``) are not the user's turns:
  the AGENTS.md instructions enter as a ``developer`` message.
- ``openai`` / ``anthropic``: one chat message a line, or a JSON array (``formats``).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pinlane.classifier.text import clean_json
from pinlane.ledger.errors import InvalidMessageError
from pinlane.ledger.formats import from_anthropic, from_openai

FORMATS = ("claude-code", "codex", "openai", "anthropic")
#: User text the Claude Code CLI writes itself (slash commands and their output).
_CLAUDE_BOOKKEEPING = ("<command-name>", "<command-message>", "<local-command-", "<command-args>")
_CODEX_INJECTED = ("<environment_context>", "<user_instructions>")


@dataclass
class Session:
    """One session file read: messages for ``Ledger.add_message`` and the host's summaries."""

    path: str
    format: str
    messages: list[dict[str, Any]] = field(default_factory=list)
    #: Summaries the host wrote at its compactions (never user text, never rule sources).
    host_summaries: list[str] = field(default_factory=list)
    compactions: int = 0
    #: Session titles (Claude Code ``summary`` lines).
    titles: list[str] = field(default_factory=list)


def _lines(path: Path) -> Iterator[tuple[int, Any]]:
    """(line number, parsed JSON) of each non-blank line; decoding errors name file:line."""
    with open(path, "rb") as handle:
        for number, raw in enumerate(handle, 1):
            if not raw.strip():
                continue
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise InvalidMessageError(
                    f"{path}:{number}: not UTF-8 (byte {raw[exc.start]:#04x} at column {exc.start + 1}); "
                    "session files are UTF-8 JSON lines."
                ) from exc
            try:
                yield number, clean_json(json.loads(line))
            except json.JSONDecodeError as exc:
                raise InvalidMessageError(f"{path}:{number}: not JSON ({exc.msg} at column {exc.colno}).") from exc


def detect_format(records: list[tuple[int, Any]]) -> str:
    """The format of a session from its first records."""
    for _, record in records[:50]:
        if not isinstance(record, dict):
            continue
        if record.get("type") in ("session_meta", "response_item", "turn_context", "event_msg", "compacted") and (
            "payload" in record
        ):
            return "codex"
        if record.get("type") in ("user", "assistant", "system", "summary") and (
            "message" in record or "sessionId" in record or "parentUuid" in record or "leafUuid" in record
        ):
            return "claude-code"
        content = record.get("content")
        if isinstance(content, list) and any(
            isinstance(b, dict) and b.get("type") in ("tool_use", "tool_result") for b in content
        ):
            return "anthropic"
    return "openai"


def read_session(path: str | Path, fmt: str | None = None) -> Session:
    """Read one session file; ``fmt`` forces the format (default: detected from its lines)."""
    path = Path(path)
    if path.is_dir():
        raise InvalidMessageError(f"{path} is a directory; use project_files() for a folder of sessions.")
    if not path.exists():
        raise InvalidMessageError(f"{path}: no such file; give a session .jsonl file or a project folder.")
    if fmt is not None and fmt not in FORMATS:
        raise InvalidMessageError(f"unknown session format {fmt!r}; use one of {', '.join(FORMATS)}.")
    with open(path, "rb") as handle:
        head = handle.read(64).lstrip()
    if head.startswith(b"["):
        records = _array(path)
    else:
        records = list(_lines(path))
    fmt = fmt or detect_format(records)
    session = Session(str(path), fmt)
    reader = {"claude-code": _claude_code, "codex": _codex}.get(fmt, _chat)
    reader(path, records, session)
    return session


def _array(path: Path) -> list[tuple[int, Any]]:
    try:
        data = json.loads(path.read_bytes().decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise InvalidMessageError(f"{path}: not UTF-8 (at byte {exc.start}).") from exc
    except json.JSONDecodeError as exc:
        raise InvalidMessageError(f"{path}:{exc.lineno}: not JSON ({exc.msg} at column {exc.colno}).") from exc
    if not isinstance(data, list):
        raise InvalidMessageError(f"{path}: a JSON transcript is an array of messages.")
    return [(0, clean_json(m)) for m in data]


def _where(path: Path, number: int) -> str:
    return f"{path}:{number}" if number else str(path)


def _chat(path: Path, records: list[tuple[int, Any]], session: Session) -> None:
    for number, record in records:
        if not isinstance(record, dict):
            raise InvalidMessageError(
                f"{_where(path, number)}: a message is a JSON object, got {type(record).__name__}."
            )
        try:
            if session.format == "anthropic" and record.get("role") != "system":
                session.messages += from_anthropic(record)
            else:
                session.messages += from_openai(record)
        except InvalidMessageError as exc:
            raise InvalidMessageError(f"{_where(path, number)}: {exc}") from exc


def _text_blocks(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(
            str(b.get("text", ""))
            for b in content
            if isinstance(b, dict) and b.get("type") in ("text", "input_text", "output_text")
        )
    return ""


def _claude_code(path: Path, records: list[tuple[int, Any]], session: Session) -> None:
    pending_summary = False
    last_assistant_id: str | None = None
    for number, record in records:
        if not isinstance(record, dict):
            raise InvalidMessageError(f"{path}:{number}: a session line is a JSON object, got {type(record).__name__}.")
        kind = record.get("type")
        if kind == "summary":
            if isinstance(record.get("summary"), str):
                session.titles.append(record["summary"])
            continue
        if kind == "system":
            if record.get("subtype") == "compact_boundary":
                session.compactions += 1
                pending_summary = True
            continue
        if kind not in ("user", "assistant") or record.get("isSidechain"):
            continue
        message = record.get("message")
        if not isinstance(message, dict):
            raise InvalidMessageError(f"{path}:{number}: a {kind} entry without a 'message' object.")
        if kind == "user" and (record.get("isCompactSummary") or pending_summary and _is_summary_text(message)):
            session.host_summaries.append(_text_blocks(message.get("content")))
            pending_summary = False
            continue
        if record.get("isMeta"):
            continue
        message = {"role": kind, "content": message.get("content", ""), "id": message.get("id")}
        if kind == "user" and isinstance(message["content"], str):
            if message["content"].lstrip().startswith(_CLAUDE_BOOKKEEPING):
                continue
        if kind == "user" and isinstance(message["content"], list):
            blocks = [
                b
                for b in message["content"]
                if not (
                    isinstance(b, dict)
                    and b.get("type") == "text"
                    and str(b.get("text", "")).lstrip().startswith(_CLAUDE_BOOKKEEPING)
                )
            ]
            message["content"] = blocks
        try:
            converted = from_anthropic({"role": message["role"], "content": message["content"]})
        except InvalidMessageError as exc:
            raise InvalidMessageError(f"{path}:{number}: {exc}") from exc
        # One assistant reply split over entries that share message.id: merge into one message,
        # so its tool calls stay together ahead of their results.
        if (
            kind == "assistant"
            and message["id"]
            and message["id"] == last_assistant_id
            and session.messages
            and session.messages[-1]["role"] == "assistant"
        ):
            for part in converted:
                previous = session.messages[-1]
                previous["content"] = "\n".join(t for t in (previous.get("content"), part.get("content")) if t)
                calls = list(previous.get("tool_calls") or []) + list(part.get("tool_calls") or [])
                previous["tool_calls"] = calls or None
        else:
            session.messages += converted
        last_assistant_id = message["id"] if kind == "assistant" else None


def _is_summary_text(message: dict[str, Any]) -> bool:
    text = _text_blocks(message.get("content")).lstrip()
    return text.startswith("This session is being continued from a previous conversation")


def _codex(path: Path, records: list[tuple[int, Any]], session: Session) -> None:
    for number, record in records:
        if not isinstance(record, dict):
            raise InvalidMessageError(f"{path}:{number}: a rollout line is a JSON object, got {type(record).__name__}.")
        kind, payload = record.get("type"), record.get("payload")
        if kind == "compacted":
            session.compactions += 1
            if isinstance(payload, dict) and isinstance(payload.get("message"), str):
                session.host_summaries.append(payload["message"])
            continue
        if kind != "response_item" or not isinstance(payload, dict):
            continue
        item = payload.get("type")
        if item == "message":
            role = payload.get("role")
            text = _text_blocks(payload.get("content"))
            if role == "user" and text.lstrip().startswith("<user_instructions>"):
                session.messages.append({"role": "developer", "content": text})
            elif role == "user" and text.lstrip().startswith(_CODEX_INJECTED):
                continue
            elif role in ("user", "assistant", "developer", "system") and text.strip():
                session.messages.append({"role": role, "content": text})
        elif item in ("function_call", "custom_tool_call", "local_shell_call"):
            arguments = payload.get("arguments", payload.get("input", payload.get("action", "")))
            call = {
                "id": payload.get("call_id") or payload.get("id"),
                "type": "function",
                "function": {
                    "name": str(payload.get("name") or item),
                    "arguments": arguments if isinstance(arguments, str) else json.dumps(arguments),
                },
            }
            last = session.messages[-1] if session.messages else None
            if last is not None and last["role"] == "assistant":
                last["tool_calls"] = [*(last.get("tool_calls") or []), call]
            else:
                session.messages.append({"role": "assistant", "content": "", "tool_calls": [call]})
        elif item in ("function_call_output", "custom_tool_call_output"):
            output = payload.get("output", "")
            if isinstance(output, dict):  # older rollouts: {"content": ..., "success": ...}
                output = output.get("content", json.dumps(output))
            session.messages.append({"role": "tool", "content": str(output), "tool_call_id": payload.get("call_id")})


def project_files(folder: str | Path) -> list[Path]:
    """The session files of a folder: its ``*.jsonl`` (a Claude Code project folder), else the
    ``rollout-*.jsonl`` below it (a Codex sessions tree)."""
    folder = Path(folder)
    files = sorted(p for p in folder.glob("*.jsonl") if p.is_file())
    if not files:
        files = sorted(p for p in folder.rglob("rollout-*.jsonl") if p.is_file())
    if not files:
        raise InvalidMessageError(
            f"{folder} holds no session files (*.jsonl, or rollout-*.jsonl below it); "
            "give a Claude Code project folder (~/.claude/projects/<project>/) or a session file."
        )
    return files
