"""Which messages a compaction takes: older turns first, then old tool exchanges of the
current turns, never the last user turn or the last tool exchange.

In the commonest agent loop there is one user turn followed by hundreds of tool calls, so
compacting only whole user turns never frees anything. Inside the recency window the history is
cut into *units*: an assistant message with tool calls together with the tool results that
follow it (an exchange; compacted whole, so every rendered tool result still follows its call,
as both OpenAI and Anthropic require), or any other single message. Units are taken oldest
first until the context would be back under its target; the last user message and the last
``keep_exchanges`` exchanges stay verbatim unless the budget needs them, and the very last
exchange always stays.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence

from pinlane.ledger.history import Message


def message_tokens(message: Message, count: Callable[[str], int]) -> int:
    """Tokens of one rendered message, counted as ``Ledger.context_tokens`` counts them."""
    rendered = message.to_openai()
    return count(rendered["content"] or "") + count(json.dumps(rendered.get("tool_calls", "")))


def units(window: Sequence[Message]) -> list[list[Message]]:
    """The window cut into exchanges (assistant with tool calls + its tool results) and singles."""
    out: list[list[Message]] = []
    for m in window:
        if m.role == "tool" and out and out[-1][0].role == "assistant" and out[-1][0].tool_calls:
            out[-1].append(m)
        else:
            out.append([m])
    return out


def is_exchange(unit: Sequence[Message]) -> bool:
    return unit[0].role == "assistant" and bool(unit[0].tool_calls)


def candidates(window: Sequence[Message], keep_exchanges: int) -> tuple[list[list[Message]], list[list[Message]]]:
    """(compactable units oldest first, units compactable only when the budget needs them).

    The last user message is never compactable; nor is the last exchange. The ``keep_exchanges``
    last exchanges and whatever follows the first of them go in the second list.
    """
    cut = units([m for m in window if not m.compacted and m.role != "system"])
    last_user = max((i for i, u in enumerate(cut) if u[0].role == "user"), default=-1)
    exchanges = [i for i, u in enumerate(cut) if is_exchange(u)]
    kept_from = exchanges[-keep_exchanges] if len(exchanges) >= keep_exchanges > 0 else len(cut)
    if exchanges:
        kept_from = min(kept_from, exchanges[-1])
    last_exchange = exchanges[-1] if exchanges else -1
    first: list[list[Message]] = []
    second: list[list[Message]] = []
    for i, unit in enumerate(cut):
        if i in (last_user, last_exchange) or (i > last_exchange >= 0 and i > last_user):
            continue  # the newest user words and the newest exchange (and anything after both)
        (first if i < kept_from else second).append(unit)
    return first, second


def choose(pools: Sequence[Sequence[Sequence[Message]]], needed: int, count: Callable[[str], int]) -> list[Message]:
    """Messages of the oldest units, pool by pool, until their tokens reach ``needed``."""
    chosen: list[Message] = []
    freed = 0
    for pool in pools:
        for unit in pool:
            if freed >= needed:
                return chosen
            chosen += unit
            freed += sum(message_tokens(m, count) for m in unit)
    return chosen
