"""Guard decisions stand when the decision log cannot be written (#19.4): a locked database
never turns "ask"/"deny"/"refused" into "allow"."""

import io
import json
import logging
import sqlite3

import pytest

from pinlane.integrations import claude_code
from pinlane.ledger import Guard, Ledger, StoreError
from pinlane.ledger import store as store_module

RULE = "Never run terraform apply on the shared account."


@pytest.fixture()
def fast_busy(monkeypatch):
    monkeypatch.setattr(store_module, "BUSY_TIMEOUT_MS", 100)


def hold_write_lock(path):
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    return other


def test_a_locked_store_is_a_store_error_naming_the_file_and_what_to_do(tmp_path, fast_busy):
    ledger = Ledger(tmp_path / "l.sqlite", classifier=None)
    other = hold_write_lock(tmp_path / "l.sqlite")
    try:
        with pytest.raises(StoreError, match=r"l\.sqlite: OperationalError: database is locked; another process"):
            ledger.pin(RULE, kind="prohibition", scope="task")
    finally:
        other.execute("ROLLBACK")
    assert ledger.pin(RULE, kind="prohibition", scope="task").text == RULE  # usable again


def test_a_guard_refusal_stands_when_its_log_cannot_be_written(tmp_path, fast_busy, caplog):
    ledger = Ledger(tmp_path / "l.sqlite", classifier=None)
    guard = Guard(ledger)
    guard.register("apply", lambda account: account)
    guard.forbid("apply", reason="shared account", when=lambda a, f: a["account"] == "shared")
    other = hold_write_lock(tmp_path / "l.sqlite")
    try:
        with caplog.at_level(logging.ERROR, logger="pinlane.ledger"):
            decision = guard.check("apply", {"account": "shared"})
    finally:
        other.execute("ROLLBACK")
    assert decision.decision == "refused" and not decision.allowed
    assert "stands, but was not logged" in caplog.text and "database is locked" in caplog.text
    assert ledger.decisions() == []


def test_pre_tool_use_still_asks_when_the_database_is_locked(tmp_path, fast_busy):
    ledger = claude_code.session_ledger("abc123")
    ledger.pin(RULE, kind="prohibition", scope="standing")
    path = ledger.store.path
    ledger.close()
    payload = {
        "session_id": "abc123",
        "hook_event_name": "PreToolUse",
        "tool_name": "Bash",
        "tool_input": {"command": "terraform apply -auto-approve -var account=shared"},
    }
    out, err = io.StringIO(), io.StringIO()
    other = hold_write_lock(path)
    try:
        assert claude_code.run_hook("PreToolUse", io.StringIO(json.dumps(payload)), out, err) == 0
    finally:
        other.execute("ROLLBACK")
    answer = json.loads(out.getvalue())["hookSpecificOutput"]
    assert answer["permissionDecision"] == "ask" and RULE in answer["permissionDecisionReason"]
