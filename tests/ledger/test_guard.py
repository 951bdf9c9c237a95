import time

import pytest

from ledger import CallRefusedError, Guard, GuardConfigError, Ledger, RuleNotFoundError

RULE = "Whatever you do, do not restart the primary."


@pytest.fixture()
def setup():
    ledger = Ledger()
    ledger.begin_task("INC-4411")
    rule = ledger.pin(RULE, kind="prohibition", scope="task", turn=4)
    ran = []
    asked = []

    def approver(tool, args, why):
        asked.append((tool, args, why))
        return True

    guard = Guard(ledger, flags={"replication_resync": True}, approver=approver)
    guard.register("restart", lambda host: ran.append(host) or f"restarted {host}")
    guard.forbid(
        "restart",
        when=lambda a, f: f["replication_resync"] and a["host"] == "db-primary-1",
        reason="replication is mid-resync",
        rule=rule.id,
    )
    return ledger, guard, rule, ran, asked


def test_seed_scenario(setup):
    ledger, guard, rule, ran, asked = setup
    with pytest.raises(
        CallRefusedError,
        match=r'replication is mid-resync\. Pinned rule: "Whatever you do, do not restart the primary\."',
    ):
        guard.call("restart", host="db-primary-1")
    assert guard.call("restart", host="db-replica-2") == "restarted db-replica-2"
    guard.flags["replication_resync"] = False
    assert guard.call("restart", host="db-primary-1") == "restarted db-primary-1"
    assert asked and asked[0][0] == "restart"  # went through approval: the pinned rule still matches
    assert ran == ["db-replica-2", "db-primary-1"]
    decisions = [(d["tool"], d["decision"], d["rule_id"]) for d in ledger.decisions()]
    assert decisions == [
        ("restart", "refused", rule.id),
        ("restart", "allowed", None),
        ("restart", "approved", rule.id),
    ]


def test_guard_stops_when_its_rule_retires(setup, caplog):
    import logging

    ledger, guard, rule, ran, _ = setup
    ledger.close_scope("INC-4411")
    with caplog.at_level(logging.INFO, logger="pinlane.guard"):
        assert guard.call("restart", host="db-primary-1") == "restarted db-primary-1"
    assert "no longer applies" in caplog.text


def test_approval_timeout_refuses():
    ledger = Ledger()
    guard = Guard(ledger, approval_timeout=0.2, approver=lambda *a: time.sleep(5) or True)
    guard.register("deploy", lambda env: "deployed")
    guard.require_approval("deploy", when=lambda a, f: a["env"] == "prod", reason="prod deploy")
    started = time.perf_counter()
    with pytest.raises(CallRefusedError, match="did not answer within 0.2s"):
        guard.call("deploy", env="prod")
    assert time.perf_counter() - started < 2
    assert guard.call("deploy", env="staging") == "deployed"


def test_a_raising_predicate_refuses():
    guard = Guard(Ledger())
    guard.register("drop_table", lambda name: "dropped")
    guard.forbid("drop_table", when=lambda a, f: a["missing_key"], reason="x")
    with pytest.raises(CallRefusedError, match="predicate raised KeyError"):
        guard.call("drop_table", name="users")


def test_bad_declarations_are_clear():
    guard = Guard(Ledger())
    with pytest.raises(GuardConfigError, match="unknown tool 'restart'.*guard.register"):
        guard.forbid("restart", reason="x")
    guard.register("restart", lambda host: None)
    with pytest.raises(RuleNotFoundError):
        guard.forbid("restart", reason="x", rule=999)
    with pytest.raises(CallRefusedError, match="unknown tool 'rm'"):
        guard.call("rm", path="/")


def test_auto_net_escalates_a_call_matching_a_prohibition_without_a_guard():
    ledger = Ledger()
    ledger.pin("Never send anything to the billing channel.", kind="prohibition", scope="standing")
    guard = Guard(ledger)  # no approver: escalation refuses
    guard.register("send_message", lambda channel, text: "sent")
    with pytest.raises(CallRefusedError, match="matches pinned prohibition"):
        guard.call("send_message", channel="billing", text="invoice ready")
    assert guard.call("send_message", channel="ops", text="hi") == "sent"
    assert [d["decision"] for d in ledger.decisions()] == ["escalated_refused", "allowed"]


def test_openai_and_anthropic_tool_call_objects(setup):
    _, guard, _, ran, _ = setup
    openai_call = {
        "id": "c1",
        "type": "function",
        "function": {"name": "restart", "arguments": '{"host": "db-replica-2"}'},
    }
    assert guard.run_openai_tool_call(openai_call) == "restarted db-replica-2"
    with pytest.raises(CallRefusedError):
        guard.run_anthropic_tool_use(
            {"type": "tool_use", "id": "t", "name": "restart", "input": {"host": "db-primary-1"}}
        )
    with pytest.raises(CallRefusedError, match="not JSON"):
        guard.run_openai_tool_call({"function": {"name": "restart", "arguments": "{bad"}})
    wrapped = guard.wrap("restart")
    assert wrapped(host="db-replica-2") == "restarted db-replica-2"
