"""The store: atomic changes, named migrations, crash safety mid-write, round trips per lane."""

import json
import signal
import sqlite3
import subprocess
import sys

import pytest

from pinlane.ledger import Ledger, StoreError, TaskState
from pinlane.ledger.store import MIGRATIONS, Store

NO_RULES = """
class NoRules:
    def classify(self, text, *, include_uncertain=False):
        return []
"""

# Kills itself *inside* the compaction transaction: the summary row is already written (not
# committed) when the compacted marks are about to be.
CHILD_MID_WRITE = (
    NO_RULES
    + r"""
import os, signal, sys
from pinlane.ledger import Ledger

ledger = Ledger(sys.argv[1], classifier=NoRules(), budget_tokens=10, keep_last_turns=1)
for i in range(15):
    ledger.pin(f"Never touch service {i}.", kind="prohibition", scope="standing")
    ledger.add_message("user", f"please check host {i}")
    print(f"ACK {i}", flush=True)

def die_mid_transaction(sql):
    if sql.startswith("UPDATE messages SET compacted"):
        print("IN_TRANSACTION", flush=True)
        os.kill(os.getpid(), signal.SIGKILL)

ledger.store._db.set_trace_callback(die_mid_transaction)
ledger.compact()
print("NOT REACHED", flush=True)
"""
)


class NoRulesHere:
    def classify(self, text, *, include_uncertain=False):
        return []


def test_killed_inside_the_compaction_transaction_leaves_the_last_committed_state(tmp_path):
    path = tmp_path / "crash.sqlite"
    child = subprocess.run(
        [sys.executable, "-c", CHILD_MID_WRITE, str(path)], capture_output=True, text=True, timeout=60
    )
    assert child.returncode == -signal.SIGKILL, child.stderr
    lines = child.stdout.splitlines()
    assert lines[-1] == "IN_TRANSACTION" and "NOT REACHED" not in lines
    acked = [int(line.split()[1]) for line in lines if line.startswith("ACK")]
    assert acked == list(range(15))
    store = Store(path)
    assert store.integrity_check() == "ok"
    assert store.compactions() == 0 and store.summary() == ""  # the half-written summary is gone
    assert store.task_state() == TaskState()
    assert [m.content for m in store.messages()] == [f"please check host {i}" for i in acked]
    assert not any(m.compacted for m in store.messages())
    assert [r.text for r in store.rules()] == [f"Never touch service {i}." for i in acked]


def test_a_failed_change_rolls_back_entirely():
    store = Store()
    with pytest.raises(RuntimeError), store.transaction():
        store.insert_rule(
            text="Never X.",
            norm="never x",
            kind="prohibition",
            scope="task",
            scope_id="T",
            condition="",
            origin="manual",
            confidence=1.0,
            turn=1,
        )
        raise RuntimeError("boom")
    assert store.rules() == [] and store.rule_sources(1) == []


def test_nested_transactions_commit_once_at_the_outermost():
    store = Store()
    with store.transaction():
        store.save_task_state(TaskState(goal="a"))
        with store.transaction():
            store.save_task_state(TaskState(goal="b"))
        assert store._db.in_transaction
    assert not store._db.in_transaction and store.task_state().goal == "b"


def test_migrations_are_named_recorded_and_upgrade_an_old_file(tmp_path):
    path = tmp_path / "old.sqlite"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied REAL NOT NULL)")
    db.executescript(MIGRATIONS[0][1])
    db.execute("INSERT INTO schema_migrations VALUES ('0001_initial', 0)")
    db.execute(
        "INSERT INTO rules (text, norm, kind, scope, scope_id, origin, confidence, source_turns, created)"
        " VALUES ('Never X.', 'never x', 'prohibition', 'task', 'T', 'manual', 1, '[2, 5]', 0)"
    )
    db.commit()
    db.close()
    store = Store(path)
    assert (
        store.migrations()
        == [name for name, _ in MIGRATIONS]
        == ["0001_initial", "0002_rule_sources", "0003_messages_role", "0004_rule_history"]
    )
    assert store.rule_sources(1) == [(2, "Never X.", "manual"), (5, "Never X.", "manual")]
    assert [(h["rule_id"], h["event"], h["turn"]) for h in store.rule_history()] == [(1, "pinned", 2)]
    assert store.rule(1).amends is None


def test_a_store_from_a_newer_pinlane_is_refused(tmp_path):
    path = tmp_path / "new.sqlite"
    Store(path).close()
    db = sqlite3.connect(path)
    db.execute("INSERT INTO schema_migrations VALUES ('0099_future', 0)")
    db.commit()
    db.close()
    with pytest.raises(StoreError, match=r"does not know: \['0099_future'\].*upgrade pinlane"):
        Store(path)


def test_file_stores_use_wal(tmp_path):
    store = Store(tmp_path / "w.sqlite")
    assert store._read("PRAGMA journal_mode")[0][0] == "wal"


def test_round_trip_of_every_lane_and_the_guard_log(tmp_path):
    path = tmp_path / "r.sqlite"
    ledger = Ledger(path, classifier=NoRulesHere(), budget_tokens=30, keep_last_turns=1)
    rule = ledger.pin("Never push to main.", kind="prohibition", scope="standing", turn=1)
    ledger.add_message("user", "go")
    ledger.add_message(
        "assistant",
        None,
        tool_calls=[{"id": "c1", "type": "function", "function": {"name": "push", "arguments": "{}"}}],
    )
    ledger.add_message("tool", "pushed", tool_call_id="c1")
    ledger.add_message("user", "next")
    assert ledger.compact()
    ledger.log_decision(tool="push", arguments={"branch": "main"}, decision="refused", rule=rule, reason="r")
    before = (ledger.messages, ledger.rules(), ledger.task_state, ledger.summary, ledger.decisions())
    ledger.store.close()
    again = Ledger(path, classifier=NoRulesHere())
    assert (again.messages, again.rules(), again.task_state, again.summary, again.decisions()) == before
    assert again.messages[1].tool_calls[0]["function"]["name"] == "push"
    assert json.loads(again.decisions()[0]["arguments"]) == {"branch": "main"}
