"""The Ledger: three lanes, one store, and the context the model sees after compaction.

Example (OpenAI message format)::

    ledger = Ledger("agent.sqlite", system_prompt="You are an on-call agent.")
    ledger.begin_task("INC-4411")
    ledger.on_user_turn("Whatever you do, do not restart the primary. Replication is mid-resync.")
    ledger.add_message("assistant", "", tool_calls=[...])
    ledger.add_message("tool", "...", tool_call_id="call_1")
    messages = ledger.build_context()      # compacts first when over budget

Nothing here touches SQL: the ``Store`` is the persistence boundary.
"""

from __future__ import annotations

import json
import logging
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, Protocol

from pinlane.classifier.text import clean, clean_json, clean_optional
from pinlane.classifier.types import KINDS, ORIGINS, SCOPES
from pinlane.ledger import compaction
from pinlane.ledger.errors import (
    InvalidMessageError,
    LedgerError,
    LedgerParameterError,
    RuleNotFoundError,
    SummarizerError,
    UnknownScopeError,
)
from pinlane.ledger.history import RULE_SOURCES, Message, TokenCounter, approx_tokens
from pinlane.ledger.pinned import Rule, normalize_rule, render_block
from pinlane.ledger.render import SUMMARY_TITLE, system_blocks
from pinlane.ledger.rule_index import RuleIndex
from pinlane.ledger.state import TaskState
from pinlane.ledger.store import Store
from pinlane.ledger.summarize import OfflineSummarizer, Summarizer, Summary

log = logging.getLogger("pinlane.ledger")

DEFAULT_BUDGET_TOKENS = 8_000
DEFAULT_KEEP_LAST_TURNS = 3
#: Above this share of the budget, the pinned block logs a warning naming its largest scopes.
PINNED_SHARE_WARNING = 0.25
STANDING_SCOPE = "standing"
#: Tool exchanges (a call and its results) of the current turns kept verbatim when compacting.
DEFAULT_KEEP_LAST_TOOL_EXCHANGES = 3
#: A compaction that has to reach into the current turns compacts down to this share of the
#: budget, so the next builds do not each compact again.
COMPACT_TARGET_SHARE = 0.75
#: When the part that cannot be compacted (pinned block, last user turn, last tool exchange)
#: exceeds the budget, compaction waits until this share of the budget can be freed.
STUCK_BATCH_SHARE = 0.5
#: Rules pinned per transaction: a message's rules commit in batches after the message itself.
PIN_BATCH = 250
#: The safety net keeps the newest items, each at most this long: it is a review list inside the
#: task state, which must fit the budget; every item's full text stays in the stored history.
SAFETY_NET_ITEMS = 30
SAFETY_NET_ITEM_CHARS = 400
__all__ = ["SUMMARY_TITLE", "ClassifierLike", "ConstraintLike", "Ledger", "condition_of"]
_CONDITION = re.compile(r"\b(until|till|til|while|during|for the (next|rest of)|before|as long as)\b[^.;!?,]*", re.I)


class ConstraintLike(Protocol):
    """What a classifier returns per span (``classifier.Constraint`` has these fields)."""

    @property
    def text(self) -> str: ...
    @property
    def kind(self) -> str: ...
    @property
    def scope(self) -> str: ...
    @property
    def confidence(self) -> float: ...
    @property
    def certain(self) -> bool: ...


class ClassifierLike(Protocol):
    """Any object with the classifier's ``classify`` method; injected, or loaded lazily."""

    def classify(self, text: str, *, include_uncertain: bool = False) -> Sequence[ConstraintLike]: ...


def condition_of(text: str) -> str:
    """The window or end condition inside a conditional rule ("until the resync finishes")."""
    found = _CONDITION.search(text)
    return found.group(0).strip(" ,") if found else text


class Ledger:
    """Pinned rules, task state and history for one agent session, persisted in SQLite.

    Args:
        path: SQLite file (created or reopened) or ``":memory:"``.
        classifier: any object with ``classify(text, *, include_uncertain=False)``; when None,
            ``classifier.ConstraintClassifier.load()`` runs on the first turn that needs it.
        system_prompt: recorded once as turn 0 and always rendered first; never classified into
            rules (it is always in context, so pinning it again would only cost budget).
        summarizer: compacts history (default ``OfflineSummarizer``, no model).
        budget_tokens: the rendered context's budget; over it, compaction runs.
        keep_last_turns: user turns kept verbatim after compaction.
        keep_last_tool_exchanges: tool exchanges kept verbatim when the budget forces compaction
            inside the current turns (the last one is always kept).
        token_counter: ``text -> tokens`` (default a download-free word-piece estimate).
        task_id: scope id for task rules until ``begin_task`` names one.
        confirm_releases: a user turn that lifts a rule marks it pending instead of retiring it;
            the guard then asks the agent to confirm with the user (``ledger.release`` module).
    """

    def __init__(
        self,
        path: str | Path = ":memory:",
        *,
        classifier: ClassifierLike | None = None,
        system_prompt: str = "",
        summarizer: Summarizer | None = None,
        budget_tokens: int = DEFAULT_BUDGET_TOKENS,
        keep_last_turns: int = DEFAULT_KEEP_LAST_TURNS,
        token_counter: TokenCounter = approx_tokens,
        task_id: str = "task",
        keep_last_tool_exchanges: int = DEFAULT_KEEP_LAST_TOOL_EXCHANGES,
        confirm_releases: bool = False,
    ) -> None:
        if not isinstance(budget_tokens, int) or isinstance(budget_tokens, bool) or budget_tokens <= 0:
            raise LedgerParameterError(f"Ledger: budget_tokens must be a positive int, got {budget_tokens!r}.")
        if not isinstance(keep_last_turns, int) or keep_last_turns < 1:
            raise LedgerParameterError(f"Ledger: keep_last_turns must be an int >= 1, got {keep_last_turns!r}.")
        if not isinstance(keep_last_tool_exchanges, int) or keep_last_tool_exchanges < 1:
            raise LedgerParameterError(
                f"Ledger: keep_last_tool_exchanges must be an int >= 1, got {keep_last_tool_exchanges!r}."
            )
        self.keep_last_tool_exchanges = keep_last_tool_exchanges
        self._index: RuleIndex | None = None
        self._stuck = False
        self._warned: set[str] = set()
        self._last_pinned: list[int] = []
        self.store = Store(path)
        self._classifier = classifier
        self.summarizer: Summarizer = summarizer or OfflineSummarizer()
        self.budget_tokens = budget_tokens
        self.keep_last_turns = keep_last_turns
        self.count_tokens = token_counter
        self.task_id = _check_task_id(task_id)
        self.confirm_releases = bool(confirm_releases)
        self._messages = self.store.messages()
        self._compactions = self.store.compactions()
        if system_prompt and not any(m.role == "system" for m in self._messages):
            self.add_message("system", system_prompt)

    def close(self) -> None:
        """Close the store (the ledger cannot be used afterwards)."""
        self.store.close()

    def __enter__(self) -> Ledger:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def _sync(self) -> None:
        """Catch up with the store: messages other processes sharing the file added, and their
        compactions (then the whole history is reread, as compacted marks changed)."""
        compactions = self.store.compactions()
        if compactions != self._compactions:
            self._messages = self.store.messages()
            self._compactions = compactions
            return
        last = self._messages[-1].id if self._messages else 0
        self._messages += self.store.messages(after_id=last)

    @property
    def classifier(self) -> ClassifierLike:
        """The injected classifier, or the shipped model loaded on first use."""
        if self._classifier is None:
            from pinlane.classifier import ConstraintClassifier

            self._classifier = ConstraintClassifier.load()
        return self._classifier

    @property
    def loaded_classifier(self) -> ClassifierLike | None:
        """The classifier when one was injected or has been loaded, else None. Never loads one:
        the guard asks the pair model only when a model is already in memory."""
        return self._classifier

    # -- lanes -----------------------------------------------------------------------------------

    @property
    def messages(self) -> list[Message]:
        """Every raw message ever added (by any process sharing the file), compacted or not."""
        self._sync()
        return list(self._messages)

    def rules(self, *, include_retired: bool = False) -> list[Rule]:
        """Rules in force (pin order); with ``include_retired``, the whole history of rules."""
        return self.store.rules(include_retired=include_retired)

    def rule(self, rule_id: int) -> Rule:
        """One rule by id, active or retired."""
        found = self.store.rule(rule_id)
        if found is None:
            raise RuleNotFoundError(f"no rule with id {rule_id!r} in {self.store.path}; list them with ledger.rules().")
        return found

    def rule_history(self, rule_id: int | None = None) -> list[dict[str, Any]]:
        """Every change of the rules (pinned, released, amended, retired...) with its turn and words."""
        return self.store.rule_history(rule_id)

    def rule_sources(self, rule_id: int) -> list[tuple[int, str, str]]:
        """``(turn, text, origin)`` of every capture merged into a rule."""
        self.rule(rule_id)
        return self.store.rule_sources(rule_id)

    @property
    def task_state(self) -> TaskState:
        """The current task state (empty before anything filled it)."""
        return self.store.task_state()

    @property
    def summary(self) -> str:
        """The newest summary of compacted history."""
        return self.store.summary()

    def begin_task(self, task_id: str) -> None:
        """Rules stated from now on with task scope belong to ``task_id`` (an incident, a ticket)."""
        self.task_id = _check_task_id(task_id)

    def _current_turn(self) -> int:
        """Turns count user messages: the system prompt is turn 0, the first user message turn 1.
        Read from the store (an indexed count), so processes sharing a file agree."""
        return self.store.user_turns()

    def add(self, message: Message) -> Message:
        """Append a ``Message`` (from ``formats.to_messages``); see ``add_message``."""
        return self.add_message(
            message.role,
            message.content,
            tool_calls=list(message.tool_calls),
            tool_call_id=message.tool_call_id,
            name=message.name,
        )

    def add_message(
        self,
        role: str,
        content: str | None,
        *,
        tool_calls: list[dict[str, Any]] | None = None,
        tool_call_id: str | None = None,
        name: str | None = None,
        turn: int | None = None,
    ) -> Message:
        """Append a raw message. User, system and developer text is classified and may pin rules;
        tool results, documents and web text never create rules, whatever they say.

        The message commits first (with its turn number read from the store), in its own short
        transaction; the text is classified outside any transaction (no lock held); its rules and
        safety-net items then commit in batches. A process killed or timed out midway (a hook
        past its timeout) keeps the message and every rule already pinned. The system prompt
        is always in context, so it is never classified into rules. Broken text (lone
        surrogates) is replaced character for character, never refused.
        """
        return self._append(role, content, tool_calls=tool_calls, tool_call_id=tool_call_id, name=name, turn=turn)

    def _append(
        self,
        role: str,
        content: str | None,
        *,
        tool_calls: list[dict[str, Any]] | None = None,
        tool_call_id: str | None = None,
        name: str | None = None,
        turn: int | None = None,
        releases: bool = False,
    ) -> Message:
        """``add_message``; with ``releases``, a user turn's releases and amendments of pinned rules
        are applied before its own rules are pinned (``on_user_turn``)."""
        if content is None and tool_calls:
            content = ""
        if turn is not None and (not isinstance(turn, int) or isinstance(turn, bool) or turn < 0):
            raise LedgerParameterError(f"turn must be a non-negative int or None, got {turn!r}.")
        message = Message(
            role=role,
            content=clean(content) if isinstance(content, str) else content,  # type: ignore[arg-type]
            turn=turn or 0,
            tool_calls=tuple(clean_json(list(tool_calls or ()))),
            tool_call_id=clean_optional(tool_call_id),
            name=clean_optional(name),
        )
        with self.store.transaction():
            if turn is None:
                current = self.store.user_turns()
                message = replace(message, turn=current + 1 if role == "user" else current)
            message_id = self.store.add_message(message)
        stored = replace(message, id=message_id)
        found, review = self._classify(stored)
        if not (releases and role == "user"):
            self._last_pinned = self._pin_found(found, review, role=role, turn=stored.turn)
            self._sync()
            return stored
        from pinlane.ledger.release import apply_detections, detect_user_turn, without_release_words

        # a turn that lifts a rule says so in words a classifier reads as a rule by their form ("you
        # don't have to ask me before restarting anymore" is a prohibition): those words are not
        # pinned. The turn's other rules are pinned before the release is applied, so a process
        # killed in between loses no rule (the old one simply stays).
        detections = detect_user_turn(self, stored)
        self._last_pinned = self._pin_found(
            without_release_words(stored.content, found, detections), review, role=role, turn=stored.turn
        )
        if detections:
            apply_detections(self, stored, detections)
        self._sync()
        return stored

    def _classify(self, stored: Message) -> tuple[Sequence[ConstraintLike], list[str]]:
        """The classifier's spans of a stored message that may hold rules, and the texts for the
        safety net (the whole message when the classifier fails: the turn and its rules are never
        lost)."""
        if not (stored.role in RULE_SOURCES and stored.role != "system" and stored.content.strip()):
            return (), []
        try:
            return self.classifier.classify(stored.content, include_uncertain=True), []
        except Exception as exc:  # a broken classifier must not lose the turn or its rules
            log.error(
                "classifier failed on %s turn %d (%s: %s); the message is stored and its text "
                "is in the task state's safety net for review",
                stored.role,
                stored.turn,
                type(exc).__name__,
                exc,
            )
            return (), [stored.content.strip()]

    def _pin_found(self, found: Sequence[ConstraintLike], review: list[str], *, role: str, turn: int) -> list[int]:
        """Pin a stored message's certain spans and put the rest in the safety net, in batches of
        ``PIN_BATCH`` rules per transaction; returns the ids pinned or reinforced."""
        pinned: list[int] = []
        certain = [c for c in found if c.certain and c.kind in KINDS]
        review = review + [clean(c.text) for c in found if not (c.certain and c.kind in KINDS)]
        for start in range(0, max(len(certain), 1), PIN_BATCH):
            with self.store.transaction():
                for c in certain[start : start + PIN_BATCH]:
                    scope = c.scope if c.scope in SCOPES else "task"
                    if role != "user" and scope == "task":
                        scope = STANDING_SCOPE  # a developer message's rules hold for the session
                    pinned.append(
                        self._pin_in(
                            clean(c.text),
                            c.kind,
                            scope,
                            origin="classifier",
                            turn=turn,
                            confidence=float(c.confidence),
                        )
                    )
                if review and start + PIN_BATCH >= len(certain):
                    state = self.task_state
                    net = state.user_stated_constraints_not_yet_pinned + tuple(review)
                    self.store.save_task_state(replace(state, user_stated_constraints_not_yet_pinned=bounded_net(net)))
        return pinned

    def on_user_turn(self, text: str, turn: int | None = None) -> list[Rule]:
        """Record a user turn; return the rules it pinned or reinforced (uncertain spans go to the
        task state's safety net instead). A turn that lifts or changes a pinned rule releases or
        amends it (``ledger.release``; see ``rule_history``)."""
        if not isinstance(text, str):
            raise InvalidMessageError(f"a user turn must be a str, got {type(text).__name__}.")
        message = self._append("user", text, turn=turn, releases=True)
        ids = set(self._last_pinned)
        # rules this turn pinned or reinforced, and new rules an amendment in it pinned (those carry
        # this turn)
        return [r for r in self.rules() if r.id in ids or message.turn in r.source_turns]

    # -- pinning ---------------------------------------------------------------------------------

    def _pin_in(
        self,
        text: str,
        kind: str,
        scope: str,
        *,
        origin: str,
        turn: int,
        confidence: float,
        scope_id: str | None = None,
        original: str = "",
    ) -> int:
        """Pin or merge, inside the caller's transaction. Exact duplicates of an active rule, and
        near-exact ones of the same kind and scope, merge into it, keeping every source turn.
        One index lookup per pin (``RuleIndex``), so a message's n rules cost O(n)."""
        norm = normalize_rule(text)
        sid = scope_id or (STANDING_SCOPE if scope == "standing" else self.task_id)
        index = self._rule_index()
        existing = index.find(text, kind, sid, norm=norm, is_active=self._is_active)
        if existing is not None:
            self.store.add_source(existing, turn=turn, text=original or text, origin=origin, confidence=confidence)
            return existing
        rule_id = self.store.insert_rule(
            text=text,
            norm=norm,
            kind=kind,
            scope=scope,
            scope_id=sid,
            condition=condition_of(text) if scope == "conditional" else "",
            origin=origin,
            confidence=confidence,
            turn=turn,
            original=original,
        )
        index.add(rule_id, text, kind, sid, norm)
        return rule_id

    def _rule_index(self) -> RuleIndex:
        """The active rules' index, built once, then topped up with rules other processes pinned."""
        if self._index is None:
            self._index = RuleIndex()
            self._index.add_rules(self.store.rules())
        else:
            self._index.add_rules(self.store.rules_after(self._index.max_id))
        return self._index

    def _is_active(self, rule_id: int) -> bool:
        found = self.store.rule(rule_id)
        return found is not None and found.active

    def pin(
        self,
        text: str,
        *,
        kind: str,
        scope: str,
        origin: str = "manual",
        turn: int | None = None,
        scope_id: str | None = None,
        confidence: float = 1.0,
        original: str = "",
    ) -> Rule:
        """Pin a rule by hand (or from the tool handler / the safety net), verbatim."""
        if not isinstance(text, str) or not text.strip():
            raise LedgerParameterError(f"a rule needs non-empty text, got {text!r}.")
        text, original = clean(text), clean(original)
        if kind not in KINDS or scope not in SCOPES or origin not in ORIGINS:
            raise LedgerParameterError(
                f"kind must be one of {KINDS}, scope one of {SCOPES}, origin one of {ORIGINS}; "
                f"got {kind!r}, {scope!r}, {origin!r}."
            )
        if scope_id is not None and scope_id != STANDING_SCOPE:
            _check_task_id(scope_id)
        with self.store.transaction():
            rule_id = self._pin_in(
                text,
                kind,
                scope,
                origin=origin,
                turn=self._current_turn() if turn is None else turn,
                confidence=confidence,
                scope_id=scope_id,
                original=original,
            )
        return self.rule(rule_id)

    def promote_safety_net(self, text: str, *, kind: str, scope: str = "task") -> Rule:
        """Pin an item of the safety net (origin ``safety_net``) and remove it from the net, in
        one transaction."""
        state = self.task_state
        net = state.user_stated_constraints_not_yet_pinned
        if text not in net:
            raise RuleNotFoundError(f"{text!r} is not in the safety net; it holds {list(net)!r}.")
        turn = next((m.turn for m in reversed(self._messages) if m.role == "user" and text in m.content), 0)
        with self.store.transaction():
            rule = self.pin(text, kind=kind, scope=scope, origin="safety_net", turn=turn)
            rest = tuple(t for t in net if t != text)
            self.store.save_task_state(replace(state, user_stated_constraints_not_yet_pinned=rest))
        return rule

    def _retire(self, ids: list[int], reason: str) -> None:
        self.store.retire_rules(ids, reason=reason)
        if self._index is not None:
            self._index.drop(ids)
        for rule_id in ids:
            log.info("rule %s retired: %s", rule_id, reason)

    def close_scope(self, scope_id: str) -> list[Rule]:
        """Retire the task and conditional rules of a closed task/incident; standing rules live on."""
        ids = [r.id for r in self.rules() if r.scope_id == scope_id and r.scope != "standing"]
        if not ids:
            scopes = sorted({r.scope_id for r in self.rules()})
            raise UnknownScopeError(
                f"no active rule belongs to scope {scope_id!r}; active scopes: {scopes}. "
                "Standing rules are retired one by one with ledger.release(rule_id)."
            )
        self._retire(ids, f"scope {scope_id} closed")
        return [self.rule(i) for i in ids]

    def release(self, what: int | str) -> list[Rule]:
        """Retire a rule by id, or every conditional rule whose condition mentions ``what``."""
        if isinstance(what, int) and not isinstance(what, bool):
            rule = self.rule(what)
            targets = [rule] if rule.active else []
        elif isinstance(what, str):
            needle = what.lower().strip()
            targets = [
                r
                for r in self.rules()
                if r.scope == "conditional" and needle and (needle in r.condition.lower() or needle in r.text.lower())
            ]
        else:
            raise LedgerParameterError(f"release() takes a rule id (int) or words of a condition (str); got {what!r}.")
        if not targets:
            conditions = [r.condition for r in self.rules() if r.scope == "conditional"]
            raise UnknownScopeError(f"no active rule matches {what!r} to release; active conditions: {conditions}.")
        self._retire([r.id for r in targets], f"released: {what}")
        return [self.rule(r.id) for r in targets]

    # -- compaction ------------------------------------------------------------------------------

    def _recent_start(self) -> int:
        """Index in the history where the last ``keep_last_turns`` user turns begin."""
        seen = 0
        for i in range(len(self._messages) - 1, -1, -1):
            if self._messages[i].role == "user":
                seen += 1
                if seen == self.keep_last_turns:
                    return i
        return 0

    def context_tokens(self) -> int:
        """Tokens of the context ``build_context`` would return now, by ``token_counter``."""
        return sum(
            self.count_tokens(m["content"] or "") + self.count_tokens(json.dumps(m.get("tool_calls", "")))
            for m in self._render(warn=False)
        )

    def needs_compaction(self) -> bool:
        """True when the rendered context is over ``budget_tokens``."""
        return self.context_tokens() > self.budget_tokens

    def _pools(self) -> tuple[list[Message], list[list[Message]], list[list[Message]]]:
        """(messages before the recency window, then the window's compactable units in two tiers:
        see ``compaction.candidates``)."""
        start = self._recent_start()
        older = [m for m in self._messages[:start] if not m.compacted and m.role != "system"]
        first, second = compaction.candidates(self._messages[start:], self.keep_last_tool_exchanges)
        return older, first, second

    def compact(self) -> bool:
        """Summarize the uncompacted history before the recency window, in one transaction; when
        the context would still be over budget, older tool exchanges and turns inside the window
        too (down to ``COMPACT_TARGET_SHARE`` of the budget), keeping the last user message and the
        last tool exchange verbatim.

        A failing summarizer (an error, a timeout, garbage) is logged; the previous task state
        is kept, the rules are untouched, and the offline summary is used for the history text.
        Returns True when anything was compacted.
        """
        self._sync()
        done_any = False
        for _round in range(3):  # a second round when the new summary itself took the space freed
            older, first, second = self._pools()
            tokens = self.context_tokens()
            freed = sum(compaction.message_tokens(m, self.count_tokens) for m in older)
            chosen = list(older)
            if tokens - freed > self.budget_tokens:
                needed = tokens - freed - int(COMPACT_TARGET_SHARE * self.budget_tokens)
                chosen += compaction.choose([first, second], needed, self.count_tokens)
            if not chosen or (done_any and tokens <= self.budget_tokens):
                break
            self._summarize_into_store(chosen)
            done_any = True
            if self.context_tokens() <= self.budget_tokens:
                break
        self._stuck = self.context_tokens() > self.budget_tokens
        if self._stuck:
            self._warn_over_budget()
        return done_any

    def _summarize_into_store(self, older: list[Message]) -> None:
        previous = self.task_state
        pinned = [r.text for r in self.rules()]
        summary = self.summary
        try:
            result = self.summarizer.summarize(older, previous=previous, previous_summary=summary, pinned=pinned)
            if not isinstance(result, Summary) or not isinstance(result.state, TaskState):
                raise SummarizerError(
                    f"{type(self.summarizer).__name__}.summarize returned "
                    f"{type(result).__name__}, not a ledger.Summary with a TaskState."
                )
            net = previous.user_stated_constraints_not_yet_pinned + (
                result.state.user_stated_constraints_not_yet_pinned
            )
            state = replace(result.state, user_stated_constraints_not_yet_pinned=bounded_net(net))
            text = str(result.text)
        except Exception as exc:  # any failure keeps the previous state; nothing is half written
            log.warning(
                "compaction: summarizer %s failed (%s: %s); previous task state kept, offline "
                "summary used for the history",
                type(self.summarizer).__name__,
                type(exc).__name__,
                exc,
            )
            state = previous
            text = OfflineSummarizer().summarize(older, previous=previous, previous_summary=summary, pinned=pinned).text
        state = TaskState.from_dict(clean_json(state.to_dict()))  # an LLM's broken text is replaced too
        self.store.record_compaction(summary=clean(text), state=state, message_ids=[m.id for m in older])
        done = {m.id for m in older}
        self._messages = [replace(m, compacted=True) if m.id in done else m for m in self._messages]
        self._compactions = self.store.compactions()

    def _warn_over_budget(self) -> None:
        """Say once what keeps the context over budget (nothing verbatim is ever dropped)."""
        count = self.count_tokens
        parts: dict[str, int] = {}
        system = next((m for m in self._messages if m.role == "system"), None)
        if system is not None:
            parts["the system prompt"] = count(system.content)
        block = render_block(self.rules())
        parts[f"the pinned rules block ({len(self.rules())} rules)"] = count(block) if block else 0
        live = [m for m in self._messages if not m.compacted and m.role != "system"]
        last_user = next((m for m in reversed(live) if m.role == "user"), None)
        if last_user is not None:
            parts[f"the last user turn (turn {last_user.turn})"] = compaction.message_tokens(last_user, count)
        rest = [m for m in live if m is not last_user]
        if rest:
            parts[f"the last tool exchange and recent messages ({len(rest)} messages)"] = sum(
                compaction.message_tokens(m, count) for m in rest
            )
        key = max(parts, key=lambda k: parts[k])
        if key in self._warned:
            return
        self._warned.add(key)
        largest = sorted(parts.items(), key=lambda kv: -kv[1])[:3]
        log.warning(
            "context is %d tokens, over the %d-token budget, after compacting everything it may: "
            "largest parts: %s. Nothing verbatim is dropped; raise budget_tokens, close finished "
            "scopes, or shorten the oversized part. Compaction now waits until %.0f%% of the "
            "budget can be freed.",
            self.context_tokens(),
            self.budget_tokens,
            ", ".join(f"{name} {tokens} tokens" for name, tokens in largest),
            STUCK_BATCH_SHARE * 100,
        )

    def _worth_compacting(self) -> bool:
        """False while the context is stuck over budget and too little could be freed: then one
        compaction per build would free nothing that matters (the #19.8 recompaction storm)."""
        if not self._stuck:
            return True
        older, first, second = self._pools()
        freeable = sum(compaction.message_tokens(m, self.count_tokens) for m in older)
        freeable += sum(compaction.message_tokens(m, self.count_tokens) for u in first + second for m in u)
        return freeable >= STUCK_BATCH_SHARE * self.budget_tokens

    def _pinned_block(self, *, warn: bool) -> str:
        rules = self.rules()
        block = render_block(rules)
        tokens = self.count_tokens(block) if block else 0
        if warn and tokens > PINNED_SHARE_WARNING * self.budget_tokens and "pinned-share" not in self._warned:
            self._warned.add("pinned-share")
            per_scope: dict[str, list[int]] = {}
            for r in rules:
                entry = per_scope.setdefault(r.scope_id, [0, 0])
                entry[0] += 1
                entry[1] += self.count_tokens(r.text)
            largest = sorted(per_scope.items(), key=lambda kv: (-kv[1][1], kv[0]))[:3]
            log.warning(
                "pinned block uses %d tokens, over %.0f%% of the %d-token budget; largest "
                "scopes: %s. Nothing is dropped: close finished scopes with close_scope() or "
                "release().",
                tokens,
                PINNED_SHARE_WARNING * 100,
                self.budget_tokens,
                ", ".join(f"{s} ({n} rules, {t} tokens)" for s, (n, t) in largest),
            )
        return block

    def _render(self, *, warn: bool = True) -> list[dict[str, Any]]:
        system = next((m.content for m in self._messages if m.role == "system"), None)
        rules = self.rules()
        if warn:
            self._pinned_block(warn=True)
        out: list[dict[str, Any]] = [
            {"role": "system", "content": text} for text in system_blocks(system, rules, self.task_state, self.summary)
        ]
        out += [m.to_openai() for m in self._messages if not m.compacted and m.role != "system"]
        return out

    def build_context(self, *, compact: bool = True) -> list[dict[str, Any]]:
        """Messages for the model (OpenAI format): system prompt, rules in force, task state,
        summary of older history, recent turns verbatim. ``formats.to_anthropic`` converts them.

        Compacts first when the context is over the token budget (``compact=False`` to skip);
        messages other processes added to the same file are included.
        """
        self._sync()
        if compact and self.needs_compaction() and self._worth_compacting():
            self.compact()
        return self._render()

    # -- guard log -------------------------------------------------------------------------------

    def log_decision(self, *, tool: str, arguments: Any, decision: str, rule: Rule | None, reason: str) -> bool:
        """Write one guard decision to the store (the guard calls this for every decision, after
        deciding). A log that cannot be written (the database locked by another process) never
        changes the decision: the failure is logged as an error and False is returned."""
        try:
            self.store.log_decision(
                tool=clean(str(tool)),
                arguments=clean_json(arguments),
                decision=decision,
                rule_id=rule.id if rule else None,
                rule_text=rule.text if rule else "",
                reason=clean(reason),
            )
        except LedgerError as exc:
            log.error("guard decision %r on %s stands, but was not logged: %s", decision, tool, exc)
            return False
        return True

    def decisions(self) -> list[dict[str, Any]]:
        """Every guard decision, oldest first."""
        return self.store.decisions()


def _check_task_id(task_id: object) -> str:
    if not isinstance(task_id, str) or not task_id.strip():
        raise LedgerParameterError(f"task id must be a non-empty string, got {task_id!r}.")
    if task_id == STANDING_SCOPE:
        raise LedgerParameterError(
            f"task id {task_id!r} is reserved for standing rules; name the task (e.g. 'INC-4411')."
        )
    bad = any(unicodedata.category(ch)[0] in "CZ" and ch != " " for ch in task_id)
    if bad or len(task_id) > 200:
        raise LedgerParameterError(f"task id must be one line of at most 200 visible characters, got {task_id!r:.80}.")
    return task_id


def bounded_net(items: Sequence[str]) -> tuple[str, ...]:
    """The safety net de-duplicated, newest ``SAFETY_NET_ITEMS`` kept, each cut to
    ``SAFETY_NET_ITEM_CHARS`` (with an ellipsis): it must not outgrow the budget it sits in."""
    distinct = list(dict.fromkeys(items))[-SAFETY_NET_ITEMS:]
    return tuple(i if len(i) <= SAFETY_NET_ITEM_CHARS else i[: SAFETY_NET_ITEM_CHARS - 1] + "\u2026" for i in distinct)
