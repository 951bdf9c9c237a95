"""LangChain / LangGraph agents: a middleware that calls the model with the context pinlane builds.

LangChain 1.x builds agents with ``create_agent(..., middleware=[...])`` (a LangGraph graph; it
replaces LangGraph's ``create_react_agent``, whose ``pre_model_hook`` is deprecated since
LangGraph 1.0), so one ``AgentMiddleware`` covers both::

    from langchain.agents import create_agent
    from pinlane.ledger import Ledger
    from pinlane.integrations.langchain_adapter import PinlaneMiddleware

    agent = create_agent(model, tools, middleware=[PinlaneMiddleware(Ledger("agent.sqlite"))])

Why these hooks: ``before_model`` / ``after_model`` mirror every new message of the graph state
into the ledger (a human message through ``on_user_turn``, so only user text can pin a rule;
tool results are stored as tool messages and never classified), and ``wrap_model_call`` swaps
the request's messages for ``ledger.build_context()``, compacting first when over budget. The
graph state itself keeps the full history (checkpointers keep working); only the model's input
changes. The ids of mirrored messages live in the graph state, so a restored checkpoint is not
mirrored twice. Put this middleware last in the list: it replaces the messages that outer
middleware would have edited.

Needs ``pip install 'pinlane[langchain]'``; ``import ledger`` never imports LangChain.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Awaitable, Callable, Sequence
from typing import Annotated, Any, cast

from typing_extensions import NotRequired

try:
    from langchain.agents.middleware import AgentMiddleware, AgentState, ModelRequest, ModelResponse
    from langchain.agents.middleware.types import ModelCallResult, PrivateStateAttr
    from langchain_core.messages import (
        AnyMessage,
        BaseMessage,
        HumanMessage,
        SystemMessage,
        convert_to_messages,
        convert_to_openai_messages,
    )
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        f"pinlane.integrations.langchain_adapter needs LangChain 1.x ({exc}). "
        "Install it with pip install 'pinlane[langchain]'."
    ) from exc

from pinlane.ledger.core import Ledger
from pinlane.ledger.formats import from_openai, split_system


class PinlaneState(AgentState):
    """The agent state plus the ids of the messages already mirrored into the ledger."""

    pinlane_mirrored: NotRequired[Annotated[list[str], PrivateStateAttr]]


def _key(message: BaseMessage) -> str:
    """The message id (the add_messages reducer gives every state message one); a content hash
    only for a message that somehow has none."""
    if message.id:
        return str(message.id)
    raw = json.dumps(convert_to_openai_messages(message), sort_keys=True, default=str)
    return "sha256:" + hashlib.sha256(raw.encode()).hexdigest()


def mirror(ledger: Ledger, messages: Sequence[BaseMessage], seen: Sequence[str] = ()) -> list[str]:
    """Append to the ledger every message whose id is not in ``seen``; return the updated ids.

    A human message goes through ``on_user_turn`` (classified, may pin rules); every other
    message is stored with its role, so tool output can never pin a rule.
    """
    done = list(seen)
    known = set(done)
    for message in messages:
        key = _key(message)
        if key in known:
            continue
        known.add(key)
        done.append(key)
        fields = from_openai(convert_to_openai_messages(message))[0]
        text = fields["content"] or ""
        if isinstance(message, HumanMessage):
            if text.strip():
                ledger.on_user_turn(text)
        elif text.strip() or fields["tool_calls"] or fields["role"] == "tool":
            ledger.add_message(
                fields["role"], text, tool_calls=fields["tool_calls"], tool_call_id=fields["tool_call_id"]
            )
    return done


def to_langchain(
    context: Sequence[dict[str, Any]], *, system_prompt: str | None = None, ledger: Ledger | None = None
) -> tuple[SystemMessage | None, list[AnyMessage]]:
    """``build_context()`` output as LangChain's ``(system message, messages)``.

    The leading system blocks (system prompt, rules in force, task state, summary) join one
    ``SystemMessage`` after the agent's own ``system_prompt``, in order, because several
    providers accept a single system message only. The ledger's own system prompt is dropped
    when it repeats the agent's.
    """
    text, rest = split_system(context, own_prompt=system_prompt, ledger=ledger)
    system = SystemMessage(content=text) if text else None
    return system, cast("list[AnyMessage]", convert_to_messages(rest))


class PinlaneMiddleware(AgentMiddleware[PinlaneState]):
    """Keeps the agent's rules through compaction: mirror state into the ledger, call the model
    with ``ledger.build_context()``.

    Args:
        ledger: the session's ``Ledger`` (its budget, summarizer and classifier apply).

    Example::

        ledger = Ledger("agent.sqlite", budget_tokens=8000)
        agent = create_agent(model, tools, middleware=[PinlaneMiddleware(ledger)])
        agent.invoke({"messages": [{"role": "user", "content": "Never restart db-primary-1."}]})
    """

    state_schema = PinlaneState

    def __init__(self, ledger: Ledger) -> None:
        super().__init__()
        self.ledger = ledger

    def _mirror_state(self, state: PinlaneState) -> dict[str, Any] | None:
        seen = state.get("pinlane_mirrored") or []
        done = mirror(self.ledger, state["messages"], seen)
        return {"pinlane_mirrored": done} if len(done) != len(seen) else None

    def before_model(self, state: PinlaneState, runtime: Any) -> dict[str, Any] | None:
        """Mirror the new user turn and the tool results since the last model call."""
        return self._mirror_state(state)

    def after_model(self, state: PinlaneState, runtime: Any) -> dict[str, Any] | None:
        """Mirror the model's reply (the final answer would otherwise wait for the next turn)."""
        return self._mirror_state(state)

    def _request(self, request: ModelRequest) -> ModelRequest:
        agent_prompt = request.system_message.text if request.system_message is not None else None
        system, messages = to_langchain(self.ledger.build_context(), system_prompt=agent_prompt, ledger=self.ledger)
        return request.override(system_message=system, messages=messages)

    def wrap_model_call(
        self, request: ModelRequest, handler: Callable[[ModelRequest], ModelResponse]
    ) -> ModelCallResult:
        """Call the model with the ledger's context instead of the raw state messages."""
        return handler(self._request(request))

    async def awrap_model_call(
        self, request: ModelRequest, handler: Callable[[ModelRequest], Awaitable[ModelResponse]]
    ) -> ModelCallResult:
        """Async twin of ``wrap_model_call``."""
        return await handler(self._request(request))
