"""LLM pinners for the benchmark: an OpenAI-compatible endpoint given the pin tool, or a replay.

The HTTP backend sends each message on its own with the `pin_constraint` tool (the same
description as the recorded run in ../shared/bench/README.md), parses the tool calls and
locates each quoted rule in the message. Anything malformed (HTTP error, timeout, bad JSON,
missing fields) makes that message an error, reported as such and never scored as a guess.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path

from pinlane.classifier.types import KINDS, SCOPES
from pinlane.ledger.errors import LLMError
from pinlane.ledger.llm_http import ChatEndpoint
from training.errors import TrainingError
from training.scoring import PredSpan

TOOL_DESCRIPTION = (
    "Record a rule that must hold for the rest of this task.\n"
    "Use whenever the user states a prohibition, a hard limit, or a preference\n"
    "about how the task is done."
)
SYSTEM_NOTE = (
    "Pinned rules are re-injected verbatim into your context after every compaction, so pin "
    "what you would need to remember, and nothing that would only clutter your context."
)
PIN_TOOL = {
    "type": "function",
    "function": {
        "name": "pin_constraint",
        "description": TOOL_DESCRIPTION,
        "parameters": {
            "type": "object",
            "properties": {
                "text": {"type": "string", "description": "the rule, quoted from the user's message."},
                "kind": {"type": "string", "enum": list(KINDS)},
                "scope": {
                    "type": "string",
                    "enum": list(SCOPES),
                    "description": '"task" (until this task ends), "standing" (beyond this task: a '
                    'lasting preference or policy), or "conditional" (until or while a stated '
                    "condition holds)",
                },
            },
            "required": ["text", "kind", "scope"],
        },
    },
}
DEFAULT_TIMEOUT_S = 60.0


@dataclass
class PinResult:
    spans: list[PredSpan] = field(default_factory=list)
    error: str = ""
    latency_s: float = 0.0
    prompt_tokens: int = 0
    completion_tokens: int = 0


def locate(message: str, quote: str) -> tuple[int, int] | None:
    """Offsets of a quoted rule: exact, then case-insensitive, then with outer punctuation trimmed."""
    quote = quote.strip()
    for needle, haystack in ((quote, message), (quote.lower(), message.lower())):
        pos = haystack.find(needle)
        if needle and pos >= 0:
            return pos, pos + len(needle)
    trimmed = quote.strip(" .\"'“”")
    pos = message.lower().find(trimmed.lower()) if trimmed else -1
    return (pos, pos + len(trimmed)) if pos >= 0 else None


def spans_from_tool_calls(message: str, calls: list[dict]) -> list[PredSpan]:
    """Turn chat-completions tool calls into spans; raise TrainingError on a malformed call."""
    spans = []
    for call in calls:
        fn = call.get("function") or {}
        if fn.get("name") != "pin_constraint":
            continue
        try:
            args = json.loads(fn.get("arguments") or "{}")
        except json.JSONDecodeError as exc:
            raise TrainingError(f"tool call arguments are not JSON: {exc.msg}") from exc
        if not isinstance(args, dict) or not isinstance(args.get("text"), str):
            raise TrainingError("tool call has no string 'text' argument")
        found = locate(message, args["text"])
        start, end = found if found else (-1, -1)  # an unlocatable quote can never match gold
        spans.append(PredSpan(start, end, str(args.get("kind", "")), str(args.get("scope", ""))))
    return spans


class OpenAIPinner:
    """Calls /v1/chat/completions of vLLM, llama.cpp server, Ollama or a hosted API, through
    ``llm_http.ChatEndpoint`` (transient failures retried with backoff, counted in the latency)."""

    def __init__(self, base_url: str, *, model: str, api_key: str = "", timeout: float = DEFAULT_TIMEOUT_S):
        self.endpoint = ChatEndpoint.from_settings(base_url, model, api_key or None, timeout)
        self.url, self.model = self.endpoint.url, self.endpoint.model

    def describe(self) -> str:
        return f"{self.model} at {self.url}"

    def pin(self, message_id: str, message: str) -> PinResult:
        body = {
            "messages": [{"role": "system", "content": SYSTEM_NOTE}, {"role": "user", "content": message}],
            "tools": [PIN_TOOL],
            "tool_choice": "auto",
            "temperature": 0,
        }
        started = time.perf_counter()
        try:
            payload = self.endpoint.request(body)
            choice = payload["choices"][0]["message"]
            spans = spans_from_tool_calls(message, choice.get("tool_calls") or [])
            usage = payload.get("usage") or {}
            return PinResult(
                spans,
                "",
                time.perf_counter() - started,
                int(usage.get("prompt_tokens", 0)),
                int(usage.get("completion_tokens", 0)),
            )
        except (LLMError, KeyError, IndexError, TypeError, AttributeError, TrainingError) as exc:
            return PinResult(error=f"{type(exc).__name__}: {exc}", latency_s=time.perf_counter() - started)


class ReplayPinner:
    """Replays a recorded run: lines {"id", "constraints": [{start, end, kind, scope}]}."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        if not self.path.is_file():
            raise TrainingError(f"replay file {self.path} does not exist.")
        self.recorded: dict[str, list[PredSpan]] = {}
        for number, line in enumerate(self.path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
                self.recorded[row["id"]] = [
                    PredSpan(int(c["start"]), int(c["end"]), c["kind"], c["scope"]) for c in row["constraints"]
                ]
            except (json.JSONDecodeError, KeyError, TypeError, ValueError) as exc:
                raise TrainingError(f"{self.path} line {number}: not a recorded run line ({exc}).") from exc

    def describe(self) -> str:
        return f"replay of {self.path.name}"

    def pin(self, message_id: str, message: str) -> PinResult:
        if message_id not in self.recorded:
            return PinResult(error=f"no recording for id {message_id}")
        return PinResult(list(self.recorded[message_id]))


def make_pinner(spec: str, *, model: str = "", api_key: str = "", timeout: float = DEFAULT_TIMEOUT_S):
    """`replay:FILE`, or an http(s) base URL of an OpenAI-compatible server."""
    if spec.startswith("replay:"):
        return ReplayPinner(spec.split(":", 1)[1])
    if spec.startswith(("http://", "https://")):
        if not model:
            raise TrainingError("an HTTP LLM backend needs --llm-model NAME.")
        return OpenAIPinner(spec, model=model, api_key=api_key, timeout=timeout)
    raise TrainingError(f"unknown LLM backend {spec!r}: use replay:FILE or http(s)://HOST:PORT.")
