"""OpenAI Agents SDK: a Session that mirrors the run into the ledger, and an input filter that
calls the model with the context pinlane builds.

::

    from agents import RunConfig, Runner
    from pinlane.ledger import Ledger
    from pinlane.integrations.openai_agents_adapter import PinlaneSession

    session = PinlaneSession(Ledger("agent.sqlite", budget_tokens=8000))
    result = await Runner.run(agent, text, session=session,
                              run_config=RunConfig(call_model_input_filter=session.input_filter))

Why both halves, and neither alone: the Runner hands a Session exactly the new items of a run
(the user input before the first model call, then each turn's model output and tool results), so
``add_items`` mirrors them into the ledger without guessing what is new; a user item goes through
``on_user_turn`` (only user text pins rules) and a ``function_call_output`` is stored as a tool
message (never classified). But a Session's ``get_items`` is read once per run and the SDK
checks it against what it wrote, so it must return the raw items (kept by an inner SDK session,
``SQLiteSession`` in memory unless you pass one). ``call_model_input_filter`` runs before every
model call, so it is where the input is replaced by ``ledger.build_context()`` (compacted when
over budget): the agent's instructions, then the rules in force, task state and summary, then
the recent turns as input items. Reasoning items and hosted-tool items are not carried into
that context.

Needs ``pip install 'pinlane[openai-agents]'``; importing this module does not import the SDK.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from pinlane.ledger.core import Ledger
from pinlane.ledger.errors import LedgerError
from pinlane.ledger.formats import content_text, split_system

if TYPE_CHECKING:
    from agents import Session, TResponseInputItem
    from agents.run import CallModelData, ModelInputData


def _sdk() -> Any:
    try:
        import agents
    except ImportError as exc:
        raise ImportError(
            f"pinlane.integrations.openai_agents_adapter needs the OpenAI Agents SDK ({exc}). Install it with "
            "pip install 'pinlane[openai-agents]'."
        ) from exc
    return agents


def _as_dict(item: Any) -> dict[str, Any]:
    if isinstance(item, dict):
        return item
    dump = getattr(item, "model_dump", None)
    return dict(dump(exclude_unset=True)) if callable(dump) else {}


def mirror(ledger: Ledger, items: Sequence[Any]) -> None:
    """Append SDK input items to the ledger in order.

    User items go through ``on_user_turn``; the assistant text and function calls of one model
    response join one assistant message (so its tool results follow it, as chat formats want);
    ``function_call_output`` items become tool messages. Other item types are not mirrored.
    """
    text: list[str] = []
    calls: list[dict[str, Any]] = []

    def flush() -> None:
        if text or calls:
            ledger.add_message("assistant", "\n".join(text), tool_calls=list(calls) or None)
            text.clear()
            calls.clear()

    for raw in items:
        item = _as_dict(raw)
        kind, role = item.get("type"), item.get("role")
        if kind == "function_call":
            calls.append(
                {
                    "id": item.get("call_id") or "",
                    "type": "function",
                    "function": {"name": item.get("name") or "", "arguments": item.get("arguments") or "{}"},
                }
            )
            continue
        if role == "assistant" and kind in (None, "message"):
            said = content_text(item.get("content"))
            if said.strip():
                text.append(said)
            continue
        flush()
        if kind == "function_call_output":
            ledger.add_message("tool", content_text(item.get("output")), tool_call_id=item.get("call_id"))
        elif role == "user" and kind in (None, "message"):
            said = content_text(item.get("content"))
            if said.strip():
                ledger.on_user_turn(said)
        elif role in ("system", "developer") and kind in (None, "message"):
            said = content_text(item.get("content"))
            if said.strip():
                ledger.add_message(role, said)
    flush()


def to_input_items(
    context: Sequence[dict[str, Any]], *, instructions: str | None = None, ledger: Ledger | None = None
) -> tuple[str | None, list[dict[str, Any]]]:
    """``build_context()`` output as the SDK's ``(instructions, input items)``.

    The leading system blocks (system prompt, rules in force, task state, summary) follow the
    agent's own ``instructions`` in one string, in order; the ledger's own system prompt is
    dropped when it repeats them. Assistant tool calls become ``function_call`` items and tool
    results ``function_call_output`` items.
    """
    text, rest = split_system(context, own_prompt=instructions, ledger=ledger)
    items: list[dict[str, Any]] = []
    for m in rest:
        role, content = m["role"], m.get("content") or ""
        if role == "tool":
            items.append({"type": "function_call_output", "call_id": m.get("tool_call_id") or "", "output": content})
            continue
        if content or role != "assistant":
            items.append({"role": role, "content": content})
        for call in m.get("tool_calls") or ():
            function = call.get("function") or {}
            items.append(
                {
                    "type": "function_call",
                    "call_id": call.get("id") or "",
                    "name": function.get("name") or "",
                    "arguments": function.get("arguments") or "{}",
                }
            )
    return text, items


def _fingerprint(item: Any) -> str:
    """What the ledger keeps of an item, to recognise it in a later model input or session write
    (SDK-side ids and provider data may differ between the two)."""
    d = _as_dict(item)
    fields = (
        d.get("type"),
        d.get("role"),
        content_text(d.get("content")),
        d.get("call_id"),
        d.get("name"),
        d.get("arguments"),
        content_text(d.get("output")),
    )
    return json.dumps(fields, default=str)


class PinlaneSession:
    """An Agents SDK ``Session`` that mirrors every item into a pinlane ``Ledger``, with the
    ``call_model_input_filter`` that sends the ledger's context to the model.

    Args:
        ledger: the conversation's ``Ledger`` (its budget, summarizer and classifier apply).
        session_id: the SDK session id.
        store: the SDK session keeping the raw items (default: ``SQLiteSession`` in memory).

    ``pop_item`` and ``clear_session`` act on the raw items only: the ledger's history is
    append-only by design, and its rules retire through ``close_scope`` / ``release``.
    """

    def __init__(self, ledger: Ledger, *, session_id: str = "pinlane", store: Session | None = None) -> None:
        self.ledger = ledger
        self.session_id = session_id
        self.store: Session = store if store is not None else _sdk().SQLiteSession(session_id)
        self.session_settings = getattr(self.store, "session_settings", None)
        self._newest: str | None = None  # fingerprint of the newest stored item
        self._loaded = False
        self._early: list[str] = []  # items the filter mirrored before the SDK stored them

    async def _load(self) -> None:
        if not self._loaded:
            newest = await self.store.get_items(limit=1)
            self._newest = _fingerprint(newest[-1]) if newest else None
            self._loaded = True

    async def get_items(self, limit: int | None = None) -> list[TResponseInputItem]:
        """The raw items, from the inner store (what the SDK wrote)."""
        return await self.store.get_items(limit)

    async def add_items(self, items: list[TResponseInputItem]) -> None:
        """Store the raw items, then mirror into the ledger those the input filter has not
        already mirrored (user items may pin rules)."""
        await self._load()
        await self.store.add_items(items)
        fresh = []
        for item in items:
            if self._early and self._early[0] == _fingerprint(item):
                self._early.pop(0)
            else:
                fresh.append(item)
        if items:
            self._newest = _fingerprint(items[-1])
        mirror(self.ledger, fresh)

    async def pop_item(self) -> TResponseInputItem | None:
        """Remove the newest raw item (the ledger keeps its copy)."""
        item = await self.store.pop_item()
        self._loaded = False
        return item

    async def clear_session(self) -> None:
        """Clear the raw items (the ledger keeps its history and rules)."""
        await self.store.clear_session()
        self._loaded = False

    async def input_filter(self, data: CallModelData[Any]) -> ModelInputData:
        """``RunConfig(call_model_input_filter=...)``: replace the model input with the ledger's
        context (rules in force first, compacted when over budget).

        Items the SDK has not stored yet (a streamed run stores its input after the first model
        call) are mirrored here first, once.

        Raises:
            LedgerError: the input is not this session's history (the run was not given this
                session), so the ledger's context would be stale.
        """
        import agents.run  # the filter only runs inside the SDK

        await self._load()
        items = list(data.model_data.input)
        prints = [_fingerprint(i) for i in items]
        start = 0
        if self._newest is not None:
            if self._newest not in prints:
                raise self._not_ours(items)
            start = len(prints) - prints[::-1].index(self._newest)
        unstored = prints[start:]
        if unstored[: len(self._early)] != self._early:
            raise self._not_ours(items)
        mirror(self.ledger, items[start + len(self._early) :])
        self._early = unstored
        instructions, context = to_input_items(
            self.ledger.build_context(), instructions=data.model_data.instructions, ledger=self.ledger
        )
        return agents.run.ModelInputData(input=cast("list[TResponseInputItem]", context), instructions=instructions)

    def _not_ours(self, items: list[Any]) -> LedgerError:
        return LedgerError(
            f"PinlaneSession.input_filter: the model input ({len(items)} items) does not continue "
            f"session {self.session_id!r}. Pass this PinlaneSession as session= to Runner.run "
            "along with its input_filter, so every item reaches the ledger exactly once."
        )
