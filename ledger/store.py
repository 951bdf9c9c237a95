"""The persistence boundary: SQLite, WAL, named recorded migrations, one transaction per change.

Nothing else in pinlane touches SQL. Every logical change (a message with the rules it pinned,
a compaction's summary + task state + compacted marks) commits in one transaction, so a process
killed at any point leaves either all of it or none of it.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ledger.errors import StoreError

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
]


class Store:
    """SQLite store of the three lanes and the guard log (a file path, or ``":memory:"``)."""

    def __init__(self, path: str | Path = ":memory:") -> None:
        self.path = str(path)
        try:
            self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            self._db.row_factory = sqlite3.Row
            if self.path != ":memory:":
                self._db.execute("PRAGMA journal_mode=WAL")
                self._db.execute("PRAGMA synchronous=FULL")
            self._lock = threading.RLock()
            self._migrate()
        except sqlite3.DatabaseError as exc:
            raise StoreError(
                f"Cannot open the ledger store at {self.path}: {exc}. Is it a pinlane SQLite file?"
            ) from exc

    def _migrate(self) -> None:
        self._db.execute("CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied REAL NOT NULL)")
        done = {row[0] for row in self._db.execute("SELECT name FROM schema_migrations")}
        for name, sql in MIGRATIONS:
            if name in done:
                continue
            with self.transaction() as db:
                for statement in filter(str.strip, sql.split(";")):
                    db.execute(statement)
                db.execute("INSERT INTO schema_migrations VALUES (?, ?)", (name, time.time()))

    def migrations(self) -> list[str]:
        return [row[0] for row in self._db.execute("SELECT name FROM schema_migrations ORDER BY name")]

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One logical change: BEGIN IMMEDIATE ... COMMIT, rolled back on any error."""
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def query(self, sql: str, params: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
        with self._lock:
            return list(self._db.execute(sql, params))

    def close(self) -> None:
        self._db.close()

    # -- lanes -------------------------------------------------------------------------------

    @staticmethod
    def insert_message(db: sqlite3.Connection, message: dict[str, Any]) -> int:
        cursor = db.execute(
            "INSERT INTO messages (turn, role, content, tool_calls, tool_call_id, name, created)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                message["turn"],
                message["role"],
                message["content"],
                json.dumps(message["tool_calls"]) if message.get("tool_calls") else None,
                message.get("tool_call_id"),
                message.get("name"),
                time.time(),
            ),
        )
        return int(cursor.lastrowid or 0)

    @staticmethod
    def insert_rule(db: sqlite3.Connection, rule: dict[str, Any]) -> int:
        cursor = db.execute(
            "INSERT INTO rules (text, norm, kind, scope, scope_id, condition, origin, confidence,"
            " source_turns, original, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                rule["text"],
                rule["norm"],
                rule["kind"],
                rule["scope"],
                rule["scope_id"],
                rule.get("condition", ""),
                rule["origin"],
                rule["confidence"],
                json.dumps(rule["source_turns"]),
                rule.get("original", ""),
                time.time(),
            ),
        )
        return int(cursor.lastrowid or 0)
