import json
import time

import pytest

from pinlane.ledger import CallRefusedError, Guard, GuardConfigError, Ledger, RuleNotFoundError

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
        ("restart", "escalated", rule.id),
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
    with pytest.raises(CallRefusedError, match="predicate on 'drop_table' raised KeyError"):
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
    assert [d["decision"] for d in ledger.decisions()] == ["escalated", "refused", "allowed"]


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


def test_positional_calls_bind_to_parameter_names_and_wrap_takes_a_function():
    from types import SimpleNamespace

    ledger = Ledger()
    ran = []

    def restart(host):
        ran.append(host)
        return f"restarted {host}"

    guard = Guard(ledger, flags={"replication_resync": True})
    restart_guarded = guard.wrap(restart)
    guard.forbid(
        "restart",
        when=lambda a, f: f["replication_resync"] and "primary" in a["host"],
        reason="replication is mid-resync",
    )
    with pytest.raises(CallRefusedError, match="mid-resync"):
        restart_guarded("db-primary-1")
    assert restart_guarded("db-replica-2") == "restarted db-replica-2"
    assert restart_guarded.__name__ == "restart" and ran == ["db-replica-2"]
    sdk_openai = SimpleNamespace(id="c", function=SimpleNamespace(name="restart", arguments='{"host": "db-replica-3"}'))
    sdk_anthropic = SimpleNamespace(type="tool_use", id="t", name="restart", input={"host": "db-replica-4"})
    assert guard.run_tool_call(sdk_openai) == "restarted db-replica-3"
    assert guard.run_tool_call(sdk_anthropic) == "restarted db-replica-4"
    assert [json.loads(d["arguments"])["host"] for d in ledger.decisions()] == [
        "db-primary-1",
        "db-replica-2",
        "db-replica-3",
        "db-replica-4",
    ]


@pytest.mark.parametrize("answer", [False, None, "yes", 1])
def test_only_a_real_yes_approves(answer):
    guard = Guard(Ledger(), approver=lambda *a: answer)
    guard.register("deploy", lambda env: "deployed")
    guard.require_approval("deploy", reason="prod deploy")
    with pytest.raises(CallRefusedError, match="approver said no"):
        guard.call("deploy", env="prod")


def test_an_approver_that_raises_refuses_and_is_logged():
    def broken(*a):
        raise ConnectionError("webhook down")

    ledger = Ledger()
    guard = Guard(ledger, approver=broken)
    guard.register("deploy", lambda env: "deployed")
    guard.require_approval("deploy", reason="prod deploy")
    with pytest.raises(CallRefusedError, match="approver failed: ConnectionError: webhook down"):
        guard.call("deploy", env="prod")
    assert ledger.decisions()[-1]["decision"] == "refused"


def test_read_only_tools_skip_the_net():
    ledger = Ledger()
    ledger.pin("Never send anything to the billing channel.", kind="prohibition", scope="standing")
    guard = Guard(ledger)
    guard.register("read_channel", lambda channel: "history", side_effects=False)
    assert guard.call("read_channel", channel="billing") == "history"


def test_the_net_on_the_evaluation_set_keeps_its_measured_quality():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "benchmarks" / "guard_net.py"
    spec = importlib.util.spec_from_file_location("guard_net", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    result = module.evaluate()
    assert result["cases"] >= 60 and result["violating"] >= 25 and result["harmless"] >= 25
    # Measured 0.886 / 0.235 on 69 cases once shell commands counted for the object (catching
    # "git push origin main" costs a few false alarms such as "terraform apply" on a sandbox).
    assert result["hit_rate"] >= 0.85 and result["false_alarm_rate"] <= 0.25


@pytest.mark.parametrize(
    ("rule", "tool", "arguments", "hit"),
    [
        ("Whatever you do, do not restart the primary.", "Bash", {"command": "systemctl restart pg@primary"}, True),
        ("Whatever you do, do not restart the primary.", "Bash", {"command": "ssh db-primary-1 sudo reboot"}, True),
        ("Whatever you do, do not restart the primary.", "Bash", {"command": "systemctl restart pg@replica"}, False),
        ("Do not push to main.", "Bash", {"command": "git push origin main"}, True),
        ("Do not push to main.", "Bash", {"command": "git push origin fix/login"}, False),
        ("Don't email the customer, he is phone only.", "send_email", {"to": "team@us.com"}, False),
        ("Never kill the long-running backup job.", "kill_job", {"job": "analytics-77"}, False),
    ],
)
def test_net_finds_verb_and_object_in_one_shell_command(rule, tool, arguments, hit):
    from pinlane.ledger import net_match

    assert bool(net_match(rule, tool, arguments)) is hit


class _UnsureClassifier:
    """Scores every message as an uncertain prohibition: it lands in the safety net, unpinned."""

    def classify(self, text, *, include_uncertain=False):
        from pinlane.classifier.types import Constraint

        return [Constraint(text, 0, len(text), "prohibition", "task", 0.4, False)] if include_uncertain else []


@pytest.mark.parametrize(
    ("said", "escalated"),
    [
        ("Never push to main.", True),  # unpinned but negative: a matching call still asks first
        ("Maybe push to main later.", False),  # not a prohibition: the net leaves it alone
    ],
)
def test_net_asks_for_a_prohibition_the_classifier_was_unsure_of(said, escalated):
    from pinlane.ledger import prohibition_hit

    ledger = Ledger(classifier=_UnsureClassifier())
    ledger.on_user_turn(said)
    assert ledger.rules() == [] and ledger.task_state.user_stated_constraints_not_yet_pinned == (said,)
    asked = []
    guard = Guard(ledger, approver=lambda tool, args, why: asked.append(why) or False)
    guard.register("git_push", lambda branch: f"pushed {branch}")
    hit = prohibition_hit(ledger, "git_push", {"branch": "main"})
    if escalated:
        assert hit is not None and hit.rule is None and hit.text == said
        with pytest.raises(CallRefusedError, match="unpinned prohibition in the safety net 'Never push to main.'"):
            guard.call("git_push", branch="main")
        assert len(asked) == 1
        assert [d["decision"] for d in ledger.decisions()] == ["escalated", "refused"]
    else:
        assert hit is None
        assert guard.call("git_push", branch="main") == "pushed main" and asked == []
