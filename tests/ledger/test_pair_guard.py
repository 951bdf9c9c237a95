"""The pair model combined with the matcher (ledger.pair_guard), with stub pair_scores."""

import logging

import numpy as np
import pytest

from pinlane.ledger import Guard, Ledger, LedgerParameterError, prohibition_hit
from pinlane.ledger import pair_guard as PG
from pinlane.ledger.matcher import match

RULE = "Never delete customers."
ON = PG.PairPolicy(threshold=0.9)  # the pair model on (the shipped default is the dev-fitted threshold)
DELETE_USERS = {"command": 'psql -c "DELETE FROM app_people WHERE id = 4"'}  # a table the vocabulary does not know


class PairStub:
    """A classifier double whose pair head answers ``p`` for every pair and records the calls."""

    def __init__(self, p=0.95, *, answer=True):
        self.p = p
        self.answer = answer
        self.calls = []

    def pair_scores(self, task, pairs):
        self.calls.append((task, list(pairs)))
        if not self.answer:
            return None
        p = self.p(pairs) if callable(self.p) else [self.p] * len(pairs)
        return np.array([[1 - x, x] for x in p])

    def classify(self, text, *, include_uncertain=False):
        return []


class NoPairHead:
    def classify(self, text, *, include_uncertain=False):
        return []


class Broken(PairStub):
    def pair_scores(self, task, pairs):
        raise RuntimeError("onnx session died")


def test_matcher_alone_misses_the_call_the_stub_catches():
    assert match(RULE, "Bash", DELETE_USERS) is None
    (m,) = PG.check([RULE], "Bash", DELETE_USERS, classifier=PairStub(0.95), policy=ON)
    assert m is not None and m.action == "pair model" and m.confidence == 0.95
    assert m.explain() == (
        '"Never delete customers." matched by pair model in `DELETE FROM app_people WHERE id = 4` '
        "(pair model p=0.95), confidence 0.95"
    )


@pytest.mark.parametrize(("p", "escalates"), [(0.95, True), (0.9, True), (0.89, False), (0.1, False)])
def test_the_threshold_decides_calls_the_matcher_let_through(p, escalates):
    (m,) = PG.check([RULE], "Bash", DELETE_USERS, classifier=PairStub(p), policy=PG.PairPolicy(threshold=0.9))
    assert (m is not None) is escalates


def test_a_matcher_match_stands_without_an_encoder_pass():
    stub = PairStub(0.3)
    (m,) = PG.check([RULE], "delete_customer", {"customer_id": "cus_1"}, classifier=stub, policy=ON)
    assert m is not None and m.action == "delete" and not any("pair model" in d for d in m.details)
    assert stub.calls == []  # no veto: the pair model has nothing to add, so it is not asked


def test_a_veto_lets_a_low_probability_matcher_match_through():
    policy = PG.PairPolicy(threshold=0.9, veto=0.05)
    args = {"customer_id": "cus_1"}
    assert PG.check([RULE], "delete_customer", args, classifier=PairStub(0.01), policy=policy) == [None]
    (m,) = PG.check([RULE], "delete_customer", args, classifier=PairStub(0.5), policy=policy)
    assert m is not None and m.action == "delete" and m.details[-1] == "pair model p=0.50"


@pytest.mark.parametrize("classifier", [None, NoPairHead(), PairStub(answer=False), Broken()])
def test_without_a_pair_head_the_matcher_decides_alone(classifier, caplog):
    with caplog.at_level(logging.WARNING, logger="pinlane.ledger.pair_guard"):
        assert PG.check([RULE], "Bash", DELETE_USERS, classifier=classifier, policy=ON) == [None]
        (m,) = PG.check([RULE], "delete_customer", {"customer_id": "cus_1"}, classifier=classifier, policy=ON)
    assert m is not None and m.action == "delete"
    if isinstance(classifier, Broken):
        assert "pair model failed on 1 rule(s) (RuntimeError: onnx session died)" in caplog.text


def test_the_pair_model_scores_at_most_max_rules_most_related_first():
    rules = ["Never post in #general.", RULE, "Don't upgrade react.", "No refunds over $100."]
    stub = PairStub(0.95)
    found = PG.check(rules, "Bash", DELETE_USERS, classifier=stub, policy=PG.PairPolicy(threshold=0.9, max_rules=1))
    ((task, pairs),) = stub.calls
    assert task == "guard" and [a for a, _ in pairs] == [RULE]  # the only rule about deleting
    assert [m is not None for m in found] == [False, True, False, False]
    assert PG.check(rules, "Bash", DELETE_USERS, classifier=stub, policy=PG.PairPolicy(max_rules=0)) == [None] * 4


def test_the_pair_model_reads_the_rendered_call():
    stub = PairStub(0.95)
    PG.check([RULE], "Bash", DELETE_USERS, "Tidy the app_people table", classifier=stub, policy=ON)
    ((_, [(rule, text)]),) = stub.calls
    assert rule == RULE
    assert text.splitlines()[:2] == ["tool: Bash", "description: Tidy the app_people table"]
    assert "sql: DELETE FROM app_people WHERE id = 4" in text


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"threshold": 1.5}, r"PairPolicy.threshold must be in \[0, 1\], got 1.5."),
        ({"veto": -0.1}, r"PairPolicy.veto must be None or in \[0, 1\], got -0.1."),
        ({"max_rules": -1}, r"PairPolicy.max_rules must be >= 0, got -1."),
    ],
)
def test_policy_values_are_checked(options, message):
    with pytest.raises(LedgerParameterError, match=message):
        PG.PairPolicy(**options)


def test_evidence_is_the_first_line_that_does_something():
    assert PG.evidence_of("tool: Bash\ndescription: x\nshell: rm | targets: a\ndoes: delete") == "rm | targets: a"
    assert PG.evidence_of("tool: list_things\ndoes: read") == "list_things"
    assert PG.evidence_of("tool: Bash\nshell: psql | flags: -h db\nsql: DELETE FROM t\ndoes: delete") == "DELETE FROM t"
    ssh = "tool: Bash\nshell: ssh | host: web-3\nshell: reboot\ndoes: restart"
    assert PG.evidence_of(ssh) == "reboot"


# -- through the ledger: the Guard, the PreToolUse hook and MCP check_action share prohibition_hit


@pytest.fixture()
def pair_on(monkeypatch):
    """The ledger path with the pair model on (the shipped threshold is the dev-fitted one)."""
    monkeypatch.setenv(PG.THRESHOLD_ENV, "0.9")


def pinned(classifier):
    ledger = Ledger(":memory:", classifier=classifier)
    ledger.pin(RULE, kind="prohibition", scope="standing")
    return ledger


def test_prohibition_hit_uses_the_loaded_classifiers_pair_head(pair_on):
    hit = prohibition_hit(pinned(PairStub(0.93)), "Bash", DELETE_USERS)
    assert hit is not None and hit.text == RULE
    assert "pair model p=0.93" in hit.describe("Bash")
    assert prohibition_hit(pinned(PairStub(0.2)), "Bash", DELETE_USERS) is None
    assert prohibition_hit(pinned(NoPairHead()), "Bash", DELETE_USERS) is None


def test_a_ledger_never_loads_a_classifier_for_the_guard():
    ledger = Ledger(":memory:")
    ledger.pin(RULE, kind="prohibition", scope="standing")
    assert prohibition_hit(ledger, "Bash", DELETE_USERS) is None
    assert ledger.loaded_classifier is None


def test_guard_refusal_and_audit_log_name_the_pair_model(pair_on):
    ledger = pinned(PairStub(0.93))
    guard = Guard(ledger)
    guard.register("Bash", lambda **kw: "ran")
    decision = guard.check("Bash", DELETE_USERS)
    assert not decision.allowed and RULE in decision.reason and "pair model p=0.93" in decision.reason
    logged = ledger.decisions()
    assert logged and all("pair model p=0.93" in d["reason"] for d in logged), logged


def test_pre_tool_use_hook_and_mcp_check_action_name_the_pair_model(tmp_path, monkeypatch, pair_on):
    from pinlane.integrations import claude_code
    from pinlane.integrations.mcp_server import check_action

    stub = PairStub(0.93)
    monkeypatch.setattr(claude_code, "session_ledger", lambda session_id, classifier=None: pinned(stub))
    out = claude_code.on_pre_tool_use({"session_id": "s1", "tool_name": "Bash", "tool_input": DELETE_USERS}, stub)
    reason = out["hookSpecificOutput"]["permissionDecisionReason"]
    assert RULE in reason and "pair model p=0.93" in reason

    answer = check_action(pinned(stub), "Bash", dict(DELETE_USERS))
    assert answer["decision"] == "ask" and answer["matched"]["action"] == "pair model"
    assert answer["matched"]["details"] == ["pair model p=0.93"] and answer["matched"]["confidence"] == 0.93


@pytest.mark.parametrize(
    ("rule", "tool", "arguments", "why"),
    [
        (
            "Never run migrations on prod without asking me.",
            "Bash",
            {"command": "python manage.py migrate --settings=staging"},
            "environment staging, not prod",
        ),
        (
            "Never apply manifests to the payments cluster.",
            "Bash",
            {"command": "kubectl apply -f k8s/ --dry-run=server"},
            "a dry run or a read",
        ),
        ("Never delete customers.", "run_sql", {"query": "SELECT * FROM app_people"}, "a dry run or a read"),
    ],
)
def test_the_pair_model_never_overrides_structured_evidence(rule, tool, arguments, why):
    view = PG.M.read_call(tool, arguments)
    assert PG.contradicts(rule, view) == why
    stub = PairStub(0.99)
    assert PG.check([rule], tool, arguments, classifier=stub, policy=ON) == [None]
    assert stub.calls == []


def test_reads_still_go_to_the_pair_model_for_rules_about_reading():
    rule = "Never print secrets in the terminal."
    assert PG.contradicts(rule, PG.M.read_call("run_sql", {"query": "SELECT token FROM api_keys"})) is None
    (m,) = PG.check([rule], "run_sql", {"query": "SELECT token FROM api_keys"}, classifier=PairStub(0.97), policy=ON)
    assert m is not None


def test_a_threshold_of_one_skips_the_encoder():
    stub = PairStub(0.999)
    assert PG.check([RULE], "Bash", DELETE_USERS, classifier=stub, policy=PG.PairPolicy(threshold=1.0)) == [None]
    assert stub.calls == []


def test_the_shipped_threshold_asks_no_encoder_and_the_environment_can_set_one(monkeypatch, caplog):
    monkeypatch.delenv(PG.THRESHOLD_ENV, raising=False)
    stub = PairStub(0.99)
    assert PG.current_policy() is PG.DEFAULT_POLICY
    assert prohibition_hit(pinned(stub), "Bash", DELETE_USERS) is None or PG.DEFAULT_THRESHOLD < 1.0
    if PG.DEFAULT_THRESHOLD >= 1.0:
        assert stub.calls == []
    monkeypatch.setenv(PG.THRESHOLD_ENV, "0.8")
    assert PG.current_policy().threshold == 0.8
    monkeypatch.setenv(PG.THRESHOLD_ENV, "lots")
    with caplog.at_level(logging.WARNING, logger="pinlane.ledger.pair_guard"):
        assert PG.current_policy() is PG.DEFAULT_POLICY
    assert "PINLANE_PAIR_THRESHOLD='lots' is not a number in [0, 1]" in caplog.text
