"""Several processes sharing one ledger file (#19.8): race-free schema creation, turn numbers
and context read from the store, session ids mapped to file names injectively."""

import multiprocessing

import pytest

from pinlane.integrations.claude_code import session_file_name
from pinlane.ledger import Ledger


def _open_at_once(path, barrier, results):
    barrier.wait()
    try:
        ledger = Ledger(path, classifier=None)
        ledger.add_message("assistant", "hello")
        ledger.close()
        results.put("ok")
    except Exception as exc:  # reported to the parent, which fails the test with it
        results.put(f"{type(exc).__name__}: {exc}")


def test_six_processes_opening_a_new_file_at_once_all_succeed(tmp_path):
    ctx = multiprocessing.get_context("fork")
    for round_ in range(5):
        path = tmp_path / f"new{round_}.sqlite"
        barrier, results = ctx.Barrier(6), ctx.Queue()
        procs = [ctx.Process(target=_open_at_once, args=(path, barrier, results)) for _ in range(6)]
        for p in procs:
            p.start()
        outcomes = [results.get(timeout=60) for _ in procs]
        for p in procs:
            p.join(timeout=60)
        assert outcomes == ["ok"] * 6
        assert len(Ledger(path, classifier=None).messages) == 6


def _user_turns(path, barrier, n, worker):
    barrier.wait()
    ledger = Ledger(path, classifier=None)
    for i in range(n):
        ledger.on_user_turn(f"worker {worker} turn {i}")
    ledger.close()


def test_turn_numbers_are_distinct_across_processes(tmp_path):
    path = tmp_path / "shared.sqlite"
    Ledger(path, classifier=None).close()
    ctx = multiprocessing.get_context("fork")
    barrier = ctx.Barrier(4)
    procs = [ctx.Process(target=_user_turns, args=(path, barrier, 15, w)) for w in range(4)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(timeout=120)
        assert p.exitcode == 0
    turns = [m.turn for m in Ledger(path, classifier=None).messages]
    assert sorted(turns) == list(range(1, 61))


def test_a_ledger_sees_turns_and_compactions_of_another_on_the_same_file(make_ledger, tmp_path):
    path = tmp_path / "shared.sqlite"
    a, b = make_ledger(path), make_ledger(path)
    a.on_user_turn("Never push to main.")
    b.on_user_turn("Check the queue.")
    rule = a.on_user_turn("Do not page the CTO.")[0]
    assert rule.source_turns == (3,)
    assert [m["content"] for m in b.build_context() if m["role"] == "user"] == [
        "Never push to main.",
        "Check the queue.",
        "Do not page the CTO.",
    ]
    a.keep_last_turns = 1
    assert a.compact()
    assert [m["content"] for m in b.build_context(compact=False) if m["role"] == "user"] == ["Do not page the CTO."]
    assert b.pin("Never push to main!", kind="prohibition", scope="task").id == a.rules()[0].id  # merged


@pytest.mark.parametrize(
    "a, b",
    [("proj/one", "proj_one"), ("a b", "a_b"), ("x", "x-0123456789abcdef"), ("", "default-")],
)
def test_session_ids_map_to_distinct_files(a, b):
    assert session_file_name(a) != session_file_name(b)


def test_plain_session_ids_keep_their_file_names():
    assert session_file_name("abc123") == "abc123.sqlite"
    assert session_file_name("proj/one").startswith("proj_one-") and session_file_name("proj/one").endswith(".sqlite")
