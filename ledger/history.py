"""The history lane: raw messages and tool calls, and the token counter that budgets them."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pinlane.ledger.errors import InvalidMessageError

ROLES = ("system", "developer", "user", "assistant", "tool")
#: Roles whose words may create pinned rules. Tool results, documents and web pages never can.
RULE_SOURCES = frozenset({"system", "developer", "user"})

TokenCounter = Callable[[str], int]
_PIECE = re.compile(r"\w+|[^\w\s]")


def approx_tokens(text: str) -> int:
    """Default token count with no download: word pieces, long words counted per 4 chars."""
    return sum(max(1, len(p) // 4) for p in _PIECE.findall(text))


@dataclass(frozen=True)
class Message:
    """One raw message; stored forever, whether or not it is still rendered."""

    role: str
    content: str
    turn: int = 0
    tool_calls: tuple[dict[str, Any], ...] = ()
    tool_call_id: str | None = None
    name: str | None = None
    id: int = 0
    compacted: bool = False
    meta: dict[str, Any] = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        if self.role not in ROLES:
            raise InvalidMessageError(
                f"role must be one of {', '.join(ROLES)}. Got {self.role!r}; convert other formats "
                "with ledger.from_openai / ledger.from_anthropic."
            )
        if not isinstance(self.content, str):
            raise InvalidMessageError(
                f"content of a {self.role} message must be a str, got {type(self.content).__name__}."
            )
        if not self.content.strip() and not self.tool_calls and self.role != "tool":
            raise InvalidMessageError(f"a {self.role} message needs text or tool calls; got empty content.")

    def text_for_counting(self) -> str:
        return self.content + (json.dumps(list(self.tool_calls)) if self.tool_calls else "")

    def to_openai(self) -> dict[str, Any]:
        out: dict[str, Any] = {"role": self.role, "content": self.content}
        if self.tool_calls:
            out["tool_calls"] = list(self.tool_calls)
            out["content"] = self.content or None
        if self.tool_call_id:
            out["tool_call_id"] = self.tool_call_id
        return out
