"""Summarizers behind one small protocol: an OpenAI-compatible HTTP client, and an offline default.

A summarizer turns older history into a short summary plus the six task-state fields. It is
the only component allowed to condense anything, and it only ever sees the history lane: the
pinned rules are not its to keep or drop.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Protocol

from pinlane.ledger.errors import InvalidTaskStateError, LLMError, SummarizerError
from pinlane.ledger.history import Message
from pinlane.ledger.llm_http import ChatEndpoint
from pinlane.ledger.pinned import escape_unsafe, safe_id
from pinlane.ledger.state import TaskState

SCHEMA_PROMPT = (
    "You compact an agent's working history. Reply with one JSON object and nothing else:\n"
    '{"summary": "<what happened, at most %(words)d words>", "task_state": {'
    '"goal": "<the user\'s current goal>", "confirmed_findings": [...], "ruled_out": [...], '
    '"actions_taken_with_side_effects": [...], "open_questions": [...], '
    '"user_stated_constraints_not_yet_pinned": [<rules the user stated that are not in the '
    "pinned list below, quoted exactly>]}}\n"
    "All list items are strings. Update the previous task state; do not drop confirmed facts."
)
SIDE_EFFECT_WORDS = re.compile(
    r"restart|delete|drop|kill|deploy|write|update|insert|send|post|create|remove|rollback|"
    r"failover|scale|apply|merge|push|truncate|reboot|stop|terminate",
    re.I,
)


@dataclass(frozen=True)
class Summary:
    """What a summarizer returns: the summary of older history and the new task state."""

    text: str
    state: TaskState


class Summarizer(Protocol):
    """Anything with this one method can compact history."""

    def summarize(
        self, messages: list[Message], *, previous: TaskState, previous_summary: str, pinned: list[str]
    ) -> Summary: ...


def _first(text: str) -> str:
    """First prose sentence, or the start of the text when it holds none (a pasted log)."""
    found = _sentences(text)
    return found[0] if found else text.strip()[:120]


def _sentences(text: str) -> list[str]:
    """Prose sentences of a message (log lines and code skipped), via the classifier's segmenter."""
    from pinlane.classifier.segment import segment

    return [u.text for u in segment(text)]


class OfflineSummarizer:
    """Extractive, model-free: keeps the goal, questions and side-effecting actions as data.

    It is deliberately plain (it is what a budget summary keeps): user requests are kept by
    their first sentence, tool traffic by counts, so rules in the middle of a turn are lost,
    which is why rules never depend on it.
    """

    def __init__(self, *, max_words: int = 200) -> None:
        self.max_words = max_words

    def summarize(
        self, messages: list[Message], *, previous: TaskState, previous_summary: str, pinned: list[str]
    ) -> Summary:
        users = [m for m in messages if m.role == "user"]
        goal = previous.goal or (_first(users[0].content) if users else "")
        questions = list(previous.open_questions)
        actions = list(previous.actions_taken_with_side_effects)
        tools: dict[str, int] = {}
        for m in messages:
            for call in m.tool_calls:
                fn = call.get("function", {})
                name = safe_id(str(fn.get("name", call.get("name", "tool"))))  # one line, never a header
                tools[name] = tools.get(name, 0) + 1
                args = str(fn.get("arguments", call.get("input", "")))
                if SIDE_EFFECT_WORDS.search(name) or SIDE_EFFECT_WORDS.search(args):
                    actions.append(f"{name}({escape_unsafe(args[:80])})")
            if m.role == "user":
                questions += [s for s in _sentences(m.content) if s.endswith("?")][-1:]
        asked = "; ".join(_first(u.content)[:120] for u in users[-5:])
        calls = ", ".join(f"{n} x{c}" for n, c in sorted(tools.items()))
        text = " ".join(
            p
            for p in (
                previous_summary,
                f"User asked: {asked}." if asked else "",
                f"Tools: {calls}." if calls else "",
            )
            if p
        )
        words = text.split()
        if len(words) > self.max_words:
            text = " ".join(words[-self.max_words :])
        state = TaskState(
            goal=goal,
            confirmed_findings=previous.confirmed_findings,
            ruled_out=previous.ruled_out,
            actions_taken_with_side_effects=tuple(dict.fromkeys(actions))[-20:],
            open_questions=tuple(dict.fromkeys(questions))[-10:],
            user_stated_constraints_not_yet_pinned=previous.user_stated_constraints_not_yet_pinned,
        )
        return Summary(text, state)


class OpenAISummarizer:
    """Chat-completions client (vLLM, llama.cpp server, Ollama, hosted APIs), stdlib only.

    Base URL, model and key come from the arguments or PINLANE_LLM_BASE_URL, PINLANE_LLM_MODEL,
    PINLANE_LLM_API_KEY. Requests go through ``llm_http.ChatEndpoint`` (transient HTTP failures
    retried with backoff); invalid output is asked for once more; then SummarizerError is raised
    and the ledger keeps its previous task state.
    """

    def __init__(
        self,
        base_url: str | None = None,
        *,
        model: str | None = None,
        api_key: str | None = None,
        timeout: float = 60.0,
        max_words: int = 300,
    ) -> None:
        self.endpoint = ChatEndpoint.from_settings(
            base_url,
            model,
            api_key,
            timeout,
            missing=SummarizerError("no LLM base URL: pass base_url or set PINLANE_LLM_BASE_URL."),
        )
        self.url, self.model = self.endpoint.url, self.endpoint.model
        self.max_words = max_words

    def summarize(
        self, messages: list[Message], *, previous: TaskState, previous_summary: str, pinned: list[str]
    ) -> Summary:
        transcript = "\n".join(f"[{m.role}] {m.text_for_counting()[:2000]}" for m in messages)
        prompt = (
            f"Pinned rules (already kept, do not repeat): {json.dumps(pinned, ensure_ascii=False)}\n"
            f"Previous summary: {previous_summary}\nPrevious task state: "
            f"{json.dumps(previous.to_dict(), ensure_ascii=False)}\nNew history:\n{transcript}"
        )
        body = {
            "temperature": 0,
            "response_format": {"type": "json_object"},
            "messages": [
                {"role": "system", "content": SCHEMA_PROMPT % {"words": self.max_words}},
                {"role": "user", "content": prompt},
            ],
        }
        try:
            return self.endpoint.ask(body, _read_summary, what="summary JSON")
        except LLMError as exc:
            raise SummarizerError(f"summarizer failed: {exc} The ledger keeps its previous task state.") from exc


def _read_summary(message: dict[str, object]) -> Summary:
    """The reply's summary and task state; InvalidTaskStateError (a ValueError) when it is neither."""
    data = json.loads(_strip_fence(str(message["content"])))
    if not isinstance(data, dict) or not isinstance(data.get("summary"), str):
        raise InvalidTaskStateError("reply has no string 'summary'")
    return Summary(data["summary"], TaskState.from_dict(data.get("task_state")))


_FENCE = re.compile(r"^\s*```(?:json)?\s*\n(.*)\n\s*```\s*$", re.S)


def _strip_fence(text: str) -> str:
    """Local models often wrap JSON in a Markdown fence; the content is what counts."""
    found = _FENCE.match(text)
    return found.group(1) if found else text
