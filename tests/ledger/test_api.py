"""Small API items (#17.7): close() and the context manager, a parameter error separate from
InvalidMessageError, StoreError wrapping sqlite3 errors with the path and what to do."""

import sqlite3

import pytest

from pinlane.ledger import InvalidMessageError, Ledger, LedgerError, LedgerParameterError, StoreError


def test_ledger_is_a_context_manager_and_close_releases_the_file(tmp_path):
    path = tmp_path / "l.sqlite"
    with Ledger(path, classifier=None) as ledger:
        ledger.add_message("assistant", "hi")
    with pytest.raises(StoreError, match=r"l\.sqlite: ProgrammingError: Cannot operate on a closed database"):
        ledger.add_message("assistant", "again")
    with Ledger(path, classifier=None) as again:
        assert [m.content for m in again.messages] == ["hi"]


@pytest.mark.parametrize(
    "options, message",
    [
        ({"budget_tokens": 0}, "budget_tokens must be a positive int, got 0"),
        ({"budget_tokens": True}, "budget_tokens must be a positive int, got True"),
        ({"keep_last_turns": 0}, "keep_last_turns must be an int >= 1"),
        ({"keep_last_tool_exchanges": 0}, "keep_last_tool_exchanges must be an int >= 1"),
        ({"task_id": ""}, "task id must be a non-empty string"),
    ],
)
def test_bad_arguments_raise_the_parameter_error(options, message):
    with pytest.raises(LedgerParameterError, match=message) as info:
        Ledger(classifier=None, **options)
    assert isinstance(info.value, (LedgerError, ValueError)) and not isinstance(info.value, InvalidMessageError)


def test_bad_pin_and_turn_arguments_are_parameter_errors(quiet_ledger):
    with pytest.raises(LedgerParameterError, match="kind must be one of"):
        quiet_ledger.pin("Never push.", kind="rule", scope="task")
    with pytest.raises(LedgerParameterError, match="turn must be a non-negative int"):
        quiet_ledger.add_message("user", "hi", turn=-1)
    with pytest.raises(InvalidMessageError, match="role must be one of"):
        quiet_ledger.add_message("robot", "hi")


def test_a_file_that_is_not_sqlite_is_a_store_error(tmp_path):
    path = tmp_path / "notes.sqlite"
    path.write_text("just some notes, not a database\n" * 100)
    with pytest.raises(StoreError, match=r"notes\.sqlite.*Is it a pinlane SQLite file"):
        Ledger(path, classifier=None)


def test_sqlite_errors_inside_a_change_become_store_errors_and_roll_back(quiet_ledger):
    store = quiet_ledger.store
    with pytest.raises(StoreError, match=r":memory:: OperationalError: disk I/O error; the disk is full or failing"):
        with store.transaction() as db:
            db.execute("INSERT INTO task_states (data, created) VALUES ('{}', 0)")
            raise sqlite3.OperationalError("disk I/O error")
    assert store._read("SELECT count(*) FROM task_states")[0][0] == 0
    assert quiet_ledger.add_message("assistant", "still works").id > 0
