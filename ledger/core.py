"""The Ledger: three lanes, one store, and the context the model sees after compaction.

Example (OpenAI message format)::

    ledger = Ledger("agent.sqlite", system_prompt="You are an on-call agent.")
    ledger.begin_task("INC-4411")
    ledger.on_user_turn("Whatever you do, do not restart the primary. Replication is mid-resync.")
    ledger.add_message("assistant", "", tool_calls=[...])
    ledger.add_message("tool", "...", tool_call_id="call_1")
    messages = ledger.build_context()      # compacts first when over budget
"""

from __future__ import annotations

import json
import logging
import re
from collections import Counter
from pathlib import Path
from typing import Any, Protocol

from ledger.errors import (
    InvalidMessageError,
    RuleNotFoundError,
    SummarizerError,
    UnknownScopeError,
)
from ledger.history import RULE_SOURCES, Message, TokenCounter, approx_tokens
from ledger.pinned import ORIGINS, Rule, normalize_rule, render_block
from ledger.state import TaskState
from ledger.store import Store
from ledger.summarize import OfflineSummarizer, Summarizer

log = logging.getLogger("pinlane.ledger")

DEFAULT_BUDGET_TOKENS = 8_000
DEFAULT_KEEP_LAST_TURNS = 3
#: Above this share of the budget, the pinned block logs a warning naming its largest scopes.
PINNED_SHARE_WARNING = 0.25
STANDING_SCOPE = "standing"
_CONDITION = re.compile(r"\b(until|till|til|while|during|for the (next|rest of)|before|as long as)\b[^.;!?,]*", re.I)


class ClassifierLike(Protocol):
    def classify(self, text: str, *, include_uncertain: bool = False) -> list[Any]: ...


def condition_of(text: str) -> str:
    """The window or end condition inside a conditional rule ("until the resync finishes")."""
    found = _CONDITION.search(text)
    return found.group(0).strip(" ,") if found else text


class Ledger:
    """Pinned rules, task state and history for one agent session, persisted in SQLite."""

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
    ) -> None:
        self.store = Store(path)
        self._classifier = classifier
        self.summarizer: Summarizer = summarizer or OfflineSummarizer()
        self.budget_tokens = budget_tokens
        self.keep_last_turns = keep_last_turns
        self.count_tokens = token_counter
        self.task_id = task_id
        self._messages = [self._message_from_row(r) for r in self.store.query("SELECT * FROM messages ORDER BY id")]
        if system_prompt and not any(m.role == "system" for m in self._messages):
            self.add_message("system", system_prompt)

    # -- loading -------------------------------------------------------------------------------

    @property
    def classifier(self) -> ClassifierLike:
        if self._classifier is None:
            from classifier import ConstraintClassifier

            self._classifier = ConstraintClassifier.load()
        return self._classifier

    @staticmethod
    def _message_from_row(row: Any) -> Message:
        return Message(
            role=row["role"],
            content=row["content"],
            turn=row["turn"],
            tool_calls=tuple(json.loads(row["tool_calls"])) if row["tool_calls"] else (),
            tool_call_id=row["tool_call_id"],
            name=row["name"],
            id=row["id"],
            compacted=bool(row["compacted"]),
        )

    @staticmethod
    def _rule_from_row(row: Any) -> Rule:
        return Rule(
            id=row["id"],
            text=row["text"],
            kind=row["kind"],
            scope=row["scope"],
            scope_id=row["scope_id"],
            origin=row["origin"],
            confidence=row["confidence"],
            source_turns=tuple(json.loads(row["source_turns"])),
            condition=row["condition"],
            original=row["original"],
            state=row["state"],
            retired_reason=row["retired_reason"],
        )

    # -- lanes -----------------------------------------------------------------------------------

    @property
    def messages(self) -> list[Message]:
        """Every raw message ever added, compacted or not."""
        return list(self._messages)

    def rules(self, *, include_retired: bool = False) -> list[Rule]:
        sql = "SELECT * FROM rules" + ("" if include_retired else " WHERE state = 'active'") + " ORDER BY id"
        return [self._rule_from_row(r) for r in self.store.query(sql)]

    def rule(self, rule_id: int) -> Rule:
        rows = self.store.query("SELECT * FROM rules WHERE id = ?", (rule_id,))
        if not rows:
            raise RuleNotFoundError(f"no rule with id {rule_id}; list them with ledger.rules().")
        return self._rule_from_row(rows[0])

    @property
    def task_state(self) -> TaskState:
        rows = self.store.query("SELECT data FROM task_states ORDER BY id DESC LIMIT 1")
        return TaskState.from_dict(json.loads(rows[0]["data"])) if rows else TaskState()

    @property
    def summary(self) -> str:
        rows = self.store.query("SELECT text FROM summaries ORDER BY id DESC LIMIT 1")
        return str(rows[0]["text"]) if rows else ""

    def begin_task(self, task_id: str) -> None:
        """Rules stated from now on with task scope belong to ``task_id`` (an incident, a ticket)."""
        if not isinstance(task_id, str) or not task_id.strip():
            raise InvalidMessageError(f"task id must be a non-empty string, got {task_id!r}.")
        self.task_id = task_id

    def _current_turn(self) -> int:
        """Turns count user messages: the system prompt is turn 0, the first user message turn 1."""
        return sum(m.role == "user" for m in self._messages)

    def _next_turn(self) -> int:
        return self._current_turn() + 1

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
        tool results, documents and web text never create rules, whatever they say."""
        if content is None and tool_calls:
            content = ""
        message = Message(
            role=role,
            content=content,  # type: ignore[arg-type]
            turn=turn if turn is not None else (self._next_turn() if role == "user" else self._current_turn()),
            tool_calls=tuple(tool_calls or ()),
            tool_call_id=tool_call_id,
            name=name,
        )
        found = []
        if role in RULE_SOURCES and message.content.strip():
            found = self.classifier.classify(message.content, include_uncertain=True)
        with self.store.transaction() as db:
            message_id = self.store.insert_message(db, {**message.__dict__, "tool_calls": list(message.tool_calls)})
            for c in found:
                if c.certain:
                    self._pin_in(
                        db,
                        c.text,
                        c.kind,
                        c.scope,
                        origin="classifier",
                        turn=message.turn,
                        confidence=float(c.confidence),
                    )
            uncertain = [c.text for c in found if not c.certain]
            if uncertain:
                state = self.task_state
                net = tuple(dict.fromkeys(state.user_stated_constraints_not_yet_pinned + tuple(uncertain)))
                self._save_state(db, TaskState(**{**state.__dict__, "user_stated_constraints_not_yet_pinned": net}))
        stored = Message(**{**message.__dict__, "id": message_id})
        self._messages.append(stored)
        return stored

    def on_user_turn(self, text: str, turn: int | None = None) -> list[Rule]:
        """Record a user turn; return the rules it pinned (uncertain ones go to the safety net)."""
        if not isinstance(text, str):
            raise InvalidMessageError(f"a user turn must be a str, got {type(text).__name__}.")
        before = {r.id: r.source_turns for r in self.rules()}
        message = self.add_message("user", text, turn=turn)
        return [r for r in self.rules() if message.turn in r.source_turns and before.get(r.id) != r.source_turns]

    # -- pinning ---------------------------------------------------------------------------------

    def _pin_in(
        self,
        db: Any,
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
        norm = normalize_rule(text)
        same = db.execute("SELECT id, source_turns FROM rules WHERE state = 'active' AND norm = ?", (norm,)).fetchone()
        if same:
            turns = sorted(set(json.loads(same["source_turns"])) | {turn})
            db.execute("UPDATE rules SET source_turns = ? WHERE id = ?", (json.dumps(turns), same["id"]))
            return int(same["id"])
        sid = scope_id or (STANDING_SCOPE if scope == "standing" else self.task_id)
        return self.store.insert_rule(
            db,
            {
                "text": text,
                "norm": norm,
                "kind": kind,
                "scope": scope,
                "scope_id": sid,
                "condition": condition_of(text) if scope == "conditional" else "",
                "origin": origin,
                "confidence": confidence,
                "source_turns": [turn],
                "original": original,
            },
        )

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
        from classifier.types import KINDS, SCOPES

        if not isinstance(text, str) or not text.strip():
            raise InvalidMessageError(f"a rule needs non-empty text, got {text!r}.")
        if kind not in KINDS or scope not in SCOPES or origin not in ORIGINS:
            raise InvalidMessageError(
                f"kind must be one of {KINDS}, scope one of {SCOPES}, origin one of {ORIGINS}; "
                f"got {kind!r}, {scope!r}, {origin!r}."
            )
        with self.store.transaction() as db:
            rule_id = self._pin_in(
                db,
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
        """Pin an item of the safety net (origin ``safety_net``) and remove it from the net."""
        state = self.task_state
        net = state.user_stated_constraints_not_yet_pinned
        if text not in net:
            raise RuleNotFoundError(f"{text!r} is not in the safety net; it holds {list(net)!r}.")
        turn = next((m.turn for m in reversed(self._messages) if m.role == "user" and text in m.content), 0)
        rule = self.pin(text, kind=kind, scope=scope, origin="safety_net", turn=turn)
        with self.store.transaction() as db:
            rest = tuple(t for t in net if t != text)
            self._save_state(db, TaskState(**{**state.__dict__, "user_stated_constraints_not_yet_pinned": rest}))
        return rule

    def _retire(self, ids: list[int], reason: str) -> None:
        with self.store.transaction() as db:
            for rule_id in ids:
                db.execute(
                    "UPDATE rules SET state = 'retired', retired = strftime('%s','now'), retired_reason = ? "
                    "WHERE id = ?",
                    (reason, rule_id),
                )
        for rule_id in ids:
            log.info("rule %s retired: %s", rule_id, reason)

    def close_scope(self, scope_id: str) -> list[Rule]:
        """Retire the task and conditional rules of a closed task/incident; standing rules live on."""
        ids = [r.id for r in self.rules() if r.scope_id == scope_id and r.scope != "standing"]
        if not ids:
            scopes = sorted({r.scope_id for r in self.rules()})
            raise UnknownScopeError(f"no active rule belongs to scope {scope_id!r}; active scopes: {scopes}.")
        self._retire(ids, f"scope {scope_id} closed")
        return [self.rule(i) for i in ids]

    def release(self, what: int | str) -> list[Rule]:
        """Retire a conditional rule by id, or every conditional rule whose condition mentions ``what``."""
        if isinstance(what, int):
            rule = self.rule(what)
            targets = [rule] if rule.active else []
        else:
            needle = what.lower().strip()
            targets = [
                r
                for r in self.rules()
                if r.scope == "conditional" and needle and (needle in r.condition.lower() or needle in r.text.lower())
            ]
        if not targets:
            raise UnknownScopeError(f"no active rule matches {what!r} to release.")
        self._retire([r.id for r in targets], f"released: {what}")
        return [self.rule(r.id) for r in targets]

    # -- compaction ------------------------------------------------------------------------------

    def _save_state(self, db: Any, state: TaskState) -> None:
        db.execute(
            "INSERT INTO task_states (data, created) VALUES (?, strftime('%s','now'))",
            (json.dumps(state.to_dict(), ensure_ascii=False),),
        )

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
        return sum(
            self.count_tokens(m["content"] or "") + self.count_tokens(json.dumps(m.get("tool_calls", "")))
            for m in self._render()
        )

    def needs_compaction(self) -> bool:
        return self.context_tokens() > self.budget_tokens

    def compact(self) -> bool:
        """Summarize the uncompacted history before the recency window, in one transaction.

        A failing summarizer is logged; the previous task state is kept, the rules are untouched,
        and the offline summary is used for the history text. Returns True when anything changed.
        """
        start = self._recent_start()
        older = [m for m in self._messages[:start] if not m.compacted and m.role != "system"]
        if not older:
            return False
        previous = self.task_state
        pinned = [r.text for r in self.rules()]
        try:
            result = self.summarizer.summarize(older, previous=previous, previous_summary=self.summary, pinned=pinned)
            state = TaskState(
                **{
                    **result.state.__dict__,
                    "user_stated_constraints_not_yet_pinned": tuple(
                        dict.fromkeys(
                            previous.user_stated_constraints_not_yet_pinned
                            + result.state.user_stated_constraints_not_yet_pinned
                        )
                    ),
                }
            )
            text = result.text
        except SummarizerError as exc:
            log.warning("compaction: summarizer failed (%s); previous task state kept", exc)
            state = previous
            text = (
                OfflineSummarizer()
                .summarize(older, previous=previous, previous_summary=self.summary, pinned=pinned)
                .text
            )
        with self.store.transaction() as db:
            db.execute(
                "INSERT INTO summaries (text, upto_message, created) VALUES (?, ?, strftime('%s','now'))",
                (text, older[-1].id),
            )
            self._save_state(db, state)
            db.executemany("UPDATE messages SET compacted = 1 WHERE id = ?", [(m.id,) for m in older])
        done = {m.id for m in older}
        self._messages = [Message(**{**m.__dict__, "compacted": True}) if m.id in done else m for m in self._messages]
        return True

    def _pinned_block(self) -> str:
        rules = self.rules()
        block = render_block(rules)
        if block and self.count_tokens(block) > PINNED_SHARE_WARNING * self.budget_tokens:
            largest = Counter(r.scope_id for r in rules).most_common(3)
            log.warning(
                "pinned block uses %d tokens, over %.0f%% of the %d-token budget; largest scopes: %s. "
                "Nothing is dropped: close finished scopes with close_scope().",
                self.count_tokens(block),
                PINNED_SHARE_WARNING * 100,
                self.budget_tokens,
                ", ".join(f"{s} ({n} rules)" for s, n in largest),
            )
        return block

    def _render(self) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = [m.to_openai() for m in self._messages if m.role == "system"][:1]
        block = self._pinned_block()
        if block:
            out.append({"role": "system", "content": block})
        state = self.task_state
        if state != TaskState():
            out.append({"role": "system", "content": state.render()})
        if self.summary:
            out.append({"role": "system", "content": "## Summary of earlier history\n" + self.summary})
        out += [m.to_openai() for m in self._messages if not m.compacted and m.role != "system"]
        return out

    def build_context(self, *, compact: bool = True) -> list[dict[str, Any]]:
        """Messages for the model: system prompt, rules in force, task state, summary, recent turns.

        Compacts first when the context is over the token budget (``compact=False`` to skip).
        """
        if compact and self.needs_compaction():
            self.compact()
        return self._render()

    def log_decision(self, *, tool: str, arguments: Any, decision: str, rule: Rule | None, reason: str) -> None:
        with self.store.transaction() as db:
            db.execute(
                "INSERT INTO decisions (time, tool, arguments, decision, rule_id, rule_text, reason)"
                " VALUES (strftime('%s','now'), ?, ?, ?, ?, ?, ?)",
                (
                    tool,
                    json.dumps(arguments, default=str),
                    decision,
                    rule.id if rule else None,
                    rule.text if rule else "",
                    reason,
                ),
            )

    def decisions(self) -> list[dict[str, Any]]:
        return [dict(r) for r in self.store.query("SELECT * FROM decisions ORDER BY id")]
