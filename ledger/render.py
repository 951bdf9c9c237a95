"""The system text the model sees: one function renders every system block, escaped.

Everything but the system prompt is data that may carry hostile text (a summary built from tool
names, an LLM summarizer's output, task-state items): each of it is escaped so that no line of
it can begin a block header (a line starting with ``#`` gets a backslash) and no control,
line/paragraph separator or bidi control reaches the model raw (``\\uXXXX`` escapes, as in the
rules block). The rules block itself is emitted here once, by ``pinned.render_block``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

from pinlane.ledger.pinned import Rule, escape_unsafe, render_block
from pinlane.ledger.state import TaskState

SUMMARY_TITLE = "## Summary of earlier history"
TASK_STATE_TITLE = "## Task state"
#: A line that a model could read as a heading or a block delimiter.
_HEADER_START = re.compile(r"^(\s*)(#|=|-{3,}|<)", re.M)


def escape_text(text: str) -> str:
    """``text`` safe to place under a heading: unsafe characters escaped (newlines kept), and a
    backslash before any line start that could open a block (``#``, ``===``, ``---``, ``<``)."""
    lines = [escape_unsafe(line) for line in text.split("\n")]
    return _HEADER_START.sub(lambda m: m.group(1) + "\\" + m.group(2), "\n".join(lines))


def render_task_state(state: TaskState) -> str:
    """The task state as JSON under its title; separators and bidi controls escaped."""
    body = json.dumps(state.to_dict(), indent=1, ensure_ascii=False)
    return TASK_STATE_TITLE + "\n" + "\n".join(escape_unsafe(line) for line in body.split("\n"))


def render_summary(summary: str) -> str:
    return SUMMARY_TITLE + "\n" + escape_text(summary)


def system_blocks(system_prompt: str | None, rules: Sequence[Rule], state: TaskState, summary: str) -> list[str]:
    """The leading system messages of ``build_context``, in order: system prompt, rules in
    force, task state, summary. Empty parts are left out."""
    out = [system_prompt] if system_prompt else []
    block = render_block(rules)
    if block:
        out.append(block)
    if state != TaskState():
        out.append(render_task_state(state))
    if summary:
        out.append(render_summary(summary))
    return out
