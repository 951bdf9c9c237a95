"""The persistence boundary: SQLite, WAL, named recorded migrations, one transaction per change.

Nothing else in pinlane touches SQL. Every write method runs in a transaction, and transactions
nest: a logical change made of several writes (a user turn: its message, the rules it pinned,
its safety-net items; a compaction: summary, task state, compacted marks) is wrapped in one
``with store.transaction():`` by the ledger and commits all at once. A process killed at any
point leaves either all of a change or none of it; WAL with ``synchronous=FULL`` makes every
commit that returned durable.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from pinlane.ledger.errors import StoreError
from pinlane.ledger.history import Message
from pinlane.ledger.pinned import Rule
from pinlane.ledger.state import TaskState

MIGRATIONS: list[tuple[str, str]] = [
    (
        "0001_initial",
        """
        CREATE TABLE messages (
            id INTEGER PRIMARY KEY, turn INTEGER NOT NULL, role TEXT NOT NULL,
            content TEXT NOT NULL, tool_calls TEXT, tool_call_id TEXT, name TEXT,
            created REAL NOT NULL, compacted INTEGER NOT NULL DEFAULT 0);
        CREATE TABLE rules (
            id INTEGER PRIMARY KEY, text TEXT NOT NULL, norm TEXT NOT NULL, kind TEXT NOT NULL,
            scope TEXT NOT NULL, scope_id TEXT NOT NULL, condition TEXT NOT NULL DEFAULT '',
            origin TEXT NOT NULL, confidence REAL NOT NULL, source_turns TEXT NOT NULL,
            original TEXT NOT NULL DEFAULT '', state TEXT NOT NULL DEFAULT 'active',
            created REAL NOT NULL, retired REAL, retired_reason TEXT NOT NULL DEFAULT '');
        CREATE INDEX rules_active ON rules(state, norm);
        CREATE TABLE task_states (id INTEGER PRIMARY KEY, data TEXT NOT NULL, created REAL NOT NULL);
        CREATE TABLE summaries (
            id INTEGER PRIMARY KEY, text TEXT NOT NULL, upto_message INTEGER NOT NULL,
            created REAL NOT NULL);
        CREATE TABLE decisions (
            id INTEGER PRIMARY KEY, time REAL NOT NULL, tool TEXT NOT NULL, arguments TEXT NOT NULL,
            decision TEXT NOT NULL, rule_id INTEGER, rule_text TEXT NOT NULL DEFAULT '',
            reason TEXT NOT NULL DEFAULT '');
        """,
    ),
    (
        # Every capture of a rule with its own wording and origin: a near-duplicate merge keeps
        # the first text verbatim and records here what each later turn said.
        "0002_rule_sources",
        """
        CREATE TABLE rule_sources (
            id INTEGER PRIMARY KEY, rule_id INTEGER NOT NULL REFERENCES rules(id),
            turn INTEGER NOT NULL, text TEXT NOT NULL, origin TEXT NOT NULL, created REAL NOT NULL);
        CREATE INDEX rule_sources_rule ON rule_sources(rule_id);
        INSERT INTO rule_sources (rule_id, turn, text, origin, created)
            SELECT r.id, j.value, r.text, r.origin, r.created
            FROM rules r, json_each(r.source_turns) j;
        CREATE INDEX messages_compacted ON messages(compacted, id);
        """,
    ),
    (
        # Turn numbers are read from the store (several processes may share one ledger file).
        "0003_messages_role",
        """
        CREATE INDEX messages_role ON messages(role, id);
        """,
    ),
    (
        # Rules that change: every pin, release, amendment and retirement as an event with the
        # turn that caused it and the user's words; an amended rule links to the rule it replaced.
        "0004_rule_history",
        """
        CREATE TABLE rule_history (
            id INTEGER PRIMARY KEY, rule_id INTEGER NOT NULL REFERENCES rules(id),
            event TEXT NOT NULL, turn INTEGER, quote TEXT NOT NULL DEFAULT '',
            linked_rule_id INTEGER, origin TEXT NOT NULL DEFAULT '', confidence REAL,
            created REAL NOT NULL);
        CREATE INDEX rule_history_rule ON rule_history(rule_id);
        ALTER TABLE rules ADD COLUMN amends INTEGER REFERENCES rules(id);
        INSERT INTO rule_history (rule_id, event, turn, quote, origin, confidence, created)
            SELECT id, 'pinned', json_extract(source_turns, '$[0]'), text, origin, confidence, created
            FROM rules;
        INSERT INTO rule_history (rule_id, event, turn, quote, origin, created)
            SELECT id, 'retired', NULL, retired_reason, 'migration', coalesce(retired, created)
            FROM rules WHERE state = 'retired';
        """,
    ),
]
#: How long a write waits for another process's transaction before StoreError.
BUSY_TIMEOUT_MS = 5000
_OPEN_RETRIES = 50
#: What ``rule_history`` records: a rule pinned, retired (scope closed, manual release), released
#: or amended by a user turn, a release waiting for the user's confirmation, or a detected
#: release/amendment the ledger was unsure of (asked in the safety net instead).
HISTORY_EVENTS = ("pinned", "retired", "released", "amended", "amends", "release_pending", "asked")


#: Rules with the text of the rule each one amends (for rendering the link).
_RULES_SELECT = "SELECT r.*, o.text AS amends_text FROM rules r LEFT JOIN rules o ON o.id = r.amends"


class Store:
    """SQLite store of the three lanes and the guard log (a file path, or ``":memory:"``).

    Raises:
        StoreError: the file is not a SQLite database, or was written by a newer pinlane.
    """

    def __init__(self, path: str | Path = ":memory:") -> None:
        self.path = str(path)
        self._lock = threading.RLock()
        self._depth = 0
        try:
            if self.path != ":memory:":
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            self._db.row_factory = sqlite3.Row
            self._db.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            if self.path != ":memory:":
                _retry_locked(lambda: self._db.execute("PRAGMA journal_mode=WAL"))
                self._db.execute("PRAGMA synchronous=FULL")
            _retry_locked(self._migrate)
        except StoreError:
            raise
        except sqlite3.OperationalError as exc:
            raise _store_error(self.path, exc) from exc
        except sqlite3.DatabaseError as exc:
            raise StoreError(
                f"Cannot open the ledger store at {self.path}: {exc}. Is it a pinlane SQLite file? "
                "Pass a new path (or ':memory:') to start a fresh store."
            ) from exc

    # -- schema and transactions ---------------------------------------------------------------

    def _migrate(self) -> None:
        """Apply missing migrations under one write lock, reading what is applied inside it, so
        several processes opening a new file at once each see either no schema or all of it."""
        known = {name for name, _ in MIGRATIONS}
        try:  # up to date: no write lock needed (a hook must open a ledger another process is writing)
            applied = {row[0] for row in self._db.execute("SELECT name FROM schema_migrations")}
        except sqlite3.OperationalError:
            applied = set()
        if applied == known:
            return
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._db.execute(
                    "CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied REAL NOT NULL)"
                )
                done = {row[0] for row in self._db.execute("SELECT name FROM schema_migrations")}
                unknown = sorted(done - known)
                if unknown:
                    raise StoreError(
                        f"The ledger store at {self.path} has migrations this pinlane does not know: "
                        f"{unknown}. It was written by a newer version; upgrade pinlane to open it."
                    )
                for name, sql in MIGRATIONS:
                    if name in done:
                        continue
                    for statement in filter(str.strip, sql.split(";")):
                        self._db.execute(statement)
                    self._db.execute("INSERT INTO schema_migrations VALUES (?, ?)", (name, time.time()))
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def migrations(self) -> list[str]:
        """Names of the applied migrations, in order."""
        return [r[0] for r in self._read("SELECT name FROM schema_migrations ORDER BY name")]

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One logical change: BEGIN IMMEDIATE ... COMMIT, rolled back on any error. Nests: only
        the outermost block commits."""
        with self._lock:
            outer = self._depth == 0
            if outer:
                try:
                    self._db.execute("BEGIN IMMEDIATE")
                except sqlite3.Error as exc:
                    raise _store_error(self.path, exc) from exc
            self._depth += 1
            try:
                yield self._db
            except BaseException as exc:
                self._depth -= 1
                if outer:
                    try:
                        self._db.execute("ROLLBACK")
                    except sqlite3.Error:
                        pass  # the failed statement may already have ended the transaction
                if isinstance(exc, sqlite3.Error):
                    raise _store_error(self.path, exc) from exc
                raise
            self._depth -= 1
            if outer:
                try:
                    self._db.execute("COMMIT")
                except sqlite3.Error as exc:
                    try:
                        self._db.execute("ROLLBACK")
                    except sqlite3.Error:
                        pass
                    raise _store_error(self.path, exc) from exc

    def _read(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        with self._lock:
            try:
                return list(self._db.execute(sql, params))
            except sqlite3.Error as exc:
                raise _store_error(self.path, exc) from exc

    def integrity_check(self) -> str:
        """SQLite's own check of the file: ``"ok"`` when sound."""
        return str(self._read("PRAGMA integrity_check")[0][0])

    def close(self) -> None:
        """Close the connection (the WAL is checkpointed)."""
        with self._lock:
            self._db.close()

    # -- history -------------------------------------------------------------------------------

    def add_message(self, message: Message) -> int:
        """Append a raw message; returns its id."""
        with self.transaction() as db:
            cursor = db.execute(
                "INSERT INTO messages (turn, role, content, tool_calls, tool_call_id, name, created)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    message.turn,
                    message.role,
                    message.content,
                    json.dumps(list(message.tool_calls)) if message.tool_calls else None,
                    message.tool_call_id,
                    message.name,
                    time.time(),
                ),
            )
        return int(cursor.lastrowid or 0)

    def messages(self, *, after_id: int = 0) -> list[Message]:
        """Every raw message (with ``after_id``: those added after it), compacted or not, oldest first."""
        return [_message(r) for r in self._read("SELECT * FROM messages WHERE id > ? ORDER BY id", (after_id,))]

    def user_turns(self) -> int:
        """Number of user messages in the store (the current turn number), whoever wrote them."""
        return int(self._read("SELECT count(*) FROM messages WHERE role = 'user'")[0][0])

    # -- rules ---------------------------------------------------------------------------------

    def rules(self, *, include_retired: bool = False) -> list[Rule]:
        """Rules in pin order; only active ones unless ``include_retired``."""
        where = "" if include_retired else " WHERE r.state = 'active'"
        return [_rule(r) for r in self._read(f"{_RULES_SELECT}{where} ORDER BY r.id")]

    def rules_after(self, rule_id: int) -> list[Rule]:
        """Active rules pinned after ``rule_id`` (by any process), in pin order."""
        rows = self._read(f"{_RULES_SELECT} WHERE r.id > ? AND +r.state = 'active' ORDER BY r.id", (rule_id,))
        return [_rule(r) for r in rows]

    def rule(self, rule_id: int) -> Rule | None:
        """One rule by id, active or retired; None when there is none."""
        rows = self._read(f"{_RULES_SELECT} WHERE r.id = ?", (rule_id,))
        return _rule(rows[0]) if rows else None

    def insert_rule(
        self,
        *,
        text: str,
        norm: str,
        kind: str,
        scope: str,
        scope_id: str,
        condition: str,
        origin: str,
        confidence: float,
        turn: int,
        original: str = "",
    ) -> int:
        """Pin a new rule with its first source turn; returns its id."""
        now = time.time()
        with self.transaction() as db:
            cursor = db.execute(
                "INSERT INTO rules (text, norm, kind, scope, scope_id, condition, origin, confidence,"
                " source_turns, original, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    text,
                    norm,
                    kind,
                    scope,
                    scope_id,
                    condition,
                    origin,
                    confidence,
                    json.dumps([turn]),
                    original,
                    now,
                ),
            )
            rule_id = int(cursor.lastrowid or 0)
            db.execute(
                "INSERT INTO rule_sources (rule_id, turn, text, origin, created) VALUES (?, ?, ?, ?, ?)",
                (rule_id, turn, original or text, origin, now),
            )
            self.add_history(rule_id, "pinned", turn=turn, quote=original or text, origin=origin, confidence=confidence)
        return rule_id

    def add_source(self, rule_id: int, *, turn: int, text: str, origin: str, confidence: float) -> None:
        """Merge one more capture into a rule: its turn joins ``source_turns``, its wording is kept
        in ``rule_sources``, the rule keeps the highest confidence seen."""
        with self.transaction() as db:
            row = db.execute("SELECT source_turns FROM rules WHERE id = ?", (rule_id,)).fetchone()
            turns = sorted(set(json.loads(row["source_turns"])) | {turn})
            db.execute(
                "UPDATE rules SET source_turns = ?, confidence = max(confidence, ?) WHERE id = ?",
                (json.dumps(turns), confidence, rule_id),
            )
            db.execute(
                "INSERT INTO rule_sources (rule_id, turn, text, origin, created) VALUES (?, ?, ?, ?, ?)",
                (rule_id, turn, text, origin, time.time()),
            )

    def rule_sources(self, rule_id: int) -> list[tuple[int, str, str]]:
        """``(turn, text, origin)`` of every capture of a rule, oldest first."""
        rows = self._read("SELECT turn, text, origin FROM rule_sources WHERE rule_id = ? ORDER BY id", (rule_id,))
        return [(int(r[0]), str(r[1]), str(r[2])) for r in rows]

    def retire_rules(
        self,
        rule_ids: Iterable[int],
        *,
        reason: str,
        event: str = "retired",
        turn: int | None = None,
        quote: str = "",
        origin: str = "manual",
        linked_rule_id: int | None = None,
        confidence: float | None = None,
    ) -> None:
        """Retire rules: kept in the store's history, no longer rendered or enforced. The
        history records ``event`` with the turn and words that caused it (``reason`` when none)."""
        now = time.time()
        with self.transaction() as db:
            for rule_id in rule_ids:
                changed = db.execute(
                    "UPDATE rules SET state = 'retired', retired = ?, retired_reason = ?"
                    " WHERE id = ? AND state = 'active'",
                    (now, reason, rule_id),
                ).rowcount
                if changed:
                    self.add_history(
                        rule_id,
                        event,
                        turn=turn,
                        quote=quote or reason,
                        origin=origin,
                        linked_rule_id=linked_rule_id,
                        confidence=confidence,
                    )

    def set_amends(self, rule_id: int, old_rule_id: int) -> None:
        """Link an amending rule to the rule it replaced."""
        with self.transaction() as db:
            db.execute("UPDATE rules SET amends = ? WHERE id = ?", (old_rule_id, rule_id))

    def add_history(
        self,
        rule_id: int,
        event: str,
        *,
        turn: int | None,
        quote: str = "",
        origin: str = "",
        linked_rule_id: int | None = None,
        confidence: float | None = None,
    ) -> None:
        """Record one change of a rule (an event of ``HISTORY_EVENTS``)."""
        if event not in HISTORY_EVENTS:
            raise StoreError(f"rule history event must be one of {HISTORY_EVENTS}, got {event!r}.")
        with self.transaction() as db:
            db.execute(
                "INSERT INTO rule_history (rule_id, event, turn, quote, linked_rule_id, origin, confidence, created)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (rule_id, event, turn, quote, linked_rule_id, origin, confidence, time.time()),
            )

    def rule_history(self, rule_id: int | None = None) -> list[dict[str, Any]]:
        """Every recorded change of every rule (or of one), oldest first, as dicts."""
        where, params = ("WHERE rule_id = ?", (rule_id,)) if rule_id is not None else ("", ())
        return [dict(r) for r in self._read(f"SELECT * FROM rule_history {where} ORDER BY id", params)]

    # -- task state and summaries --------------------------------------------------------------

    def task_state(self) -> TaskState:
        """The newest task state (an empty one before any)."""
        rows = self._read("SELECT data FROM task_states ORDER BY id DESC LIMIT 1")
        return TaskState.from_dict(json.loads(rows[0]["data"])) if rows else TaskState()

    def save_task_state(self, state: TaskState) -> None:
        """Write a new version of the task state (older versions stay)."""
        with self.transaction() as db:
            db.execute(
                "INSERT INTO task_states (data, created) VALUES (?, ?)",
                (json.dumps(state.to_dict(), ensure_ascii=False), time.time()),
            )

    def summary(self) -> str:
        """The newest summary of older history ("" before the first compaction)."""
        rows = self._read("SELECT text FROM summaries ORDER BY id DESC LIMIT 1")
        return str(rows[0]["text"]) if rows else ""

    def record_compaction(self, *, summary: str, state: TaskState, message_ids: Sequence[int]) -> None:
        """A compaction as one change: summary, new task state, and the compacted marks."""
        with self.transaction() as db:
            db.execute(
                "INSERT INTO summaries (text, upto_message, created) VALUES (?, ?, ?)",
                (summary, max(message_ids), time.time()),
            )
            self.save_task_state(state)
            db.executemany("UPDATE messages SET compacted = 1 WHERE id = ?", [(i,) for i in message_ids])

    def compactions(self) -> int:
        """Number of compactions recorded."""
        return int(self._read("SELECT count(*) FROM summaries")[0][0])

    # -- guard decisions -----------------------------------------------------------------------

    def log_decision(
        self,
        *,
        tool: str,
        arguments: Any,
        decision: str,
        rule_id: int | None,
        rule_text: str,
        reason: str,
    ) -> None:
        """Write one guard decision with the call, the rule and the time."""
        with self.transaction() as db:
            db.execute(
                "INSERT INTO decisions (time, tool, arguments, decision, rule_id, rule_text, reason)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    time.time(),
                    tool,
                    json.dumps(arguments, default=str, ensure_ascii=False),
                    decision,
                    rule_id,
                    rule_text,
                    reason,
                ),
            )

    def decisions(self) -> list[dict[str, Any]]:
        """Every guard decision, oldest first, as dicts (``arguments`` is the JSON text)."""
        return [dict(r) for r in self._read("SELECT * FROM decisions ORDER BY id")]


def _store_error(path: str, exc: sqlite3.Error) -> StoreError:
    """A sqlite3 error as a StoreError that names the file and what to do."""
    text = str(exc)
    if "locked" in text or "busy" in text:
        advice = (
            f"another process held the write lock for more than {BUSY_TIMEOUT_MS // 1000} s; retry, "
            "or give each concurrent writer its own ledger file"
        )
    elif "readonly" in text or "read-only" in text:
        advice = "the file or its folder is not writable; check permissions or pass another path"
    elif "disk" in text or "full" in text:
        advice = "the disk is full or failing; free space and retry"
    else:
        advice = "check the file, or pass a new path (or ':memory:') to start a fresh store"
    return StoreError(f"ledger store {path}: {type(exc).__name__}: {text}; {advice}.")


def _retry_locked(action: Any) -> Any:
    """Run ``action`` again while SQLite reports a lock it did not wait for (switching a new file
    to WAL, or a schema read racing another process's first write)."""
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    for attempt in range(_OPEN_RETRIES):
        try:
            return action()
        except sqlite3.OperationalError as exc:
            locked = "locked" in str(exc) or "busy" in str(exc)
            if not locked or attempt == _OPEN_RETRIES - 1 or time.monotonic() > deadline:
                raise
            time.sleep(0.02 * (1 + attempt % 5))
    return None


def _message(row: sqlite3.Row) -> Message:
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


def _rule(row: sqlite3.Row) -> Rule:
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
        amends=row["amends"],
        amends_text=row["amends_text"] or "",
    )
