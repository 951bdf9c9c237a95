"""Conditions inside rules (ledger.conditions): the call breaks the rule only when it lacks what
the rule asks for, switches it off, or uses the flag the rule names."""

import pytest

from pinlane.ledger import conditions as C
from pinlane.ledger.matcher import match, parse_rule, stem


def test_parse_reads_what_a_without_clause_needs():
    cond = C.parse("without a where clause", "no UPDATE without a where clause", stem)
    assert cond is not None and cond.mode == "needs" and stem("where") in cond.words


def test_parse_ignores_a_person_in_the_condition():
    assert C.parse("without asking me", "never drop tables without asking me", stem) is None


def test_rewrite_reads_skip_when_as_the_action_with_a_not_off_condition():
    low, cond = C.rewrite("don't skip the linter when releasing", stem)
    assert low == "never releasing" and cond is not None and cond.mode == "not_off"


@pytest.mark.parametrize(
    ("sql", "breaks"),
    [
        ("UPDATE accounts SET tier = 'gold'", True),
        ("update accounts set tier = 'gold' where id = 12", False),
    ],
)
def test_an_update_without_a_where_breaks_the_rule_and_one_with_it_does_not(sql, breaks):
    m = match("no UPDATE without a WHERE", "execute_query", {"sql": sql})
    assert (m is not None) is breaks
    if m:
        assert any("condition not met" in d for d in m.details)


@pytest.mark.parametrize(
    ("command", "breaks"),
    [
        ("./ship.sh --target prod", True),
        ("./run_tests.sh && ./ship.sh --target prod", False),
        ("./ship.sh --target prod --skip-tests", True),
    ],
)
def test_ship_without_tests(command, breaks):
    assert (match("never ship to prod without running the tests", "Bash", {"command": command}) is not None) is breaks


@pytest.mark.parametrize(
    ("tool", "args", "breaks"),
    [
        ("Bash", {"command": "make release NO_LINT=1"}, True),
        ("Bash", {"command": "./release.sh --no-lint"}, True),
        ("run_job", {"job": "release", "params": {"LINT": "false"}}, True),
        ("Bash", {"command": "make release"}, False),
    ],
)
def test_skip_when_only_a_call_that_switches_it_off_breaks_the_rule(tool, args, breaks):
    assert (match("don't skip the lint when releasing", tool, args) is not None) is breaks


@pytest.mark.parametrize(
    ("command", "breaks"),
    [
        ("ssh worker-prod-2 'kill -9 3121'", True),
        ("ssh worker-prod-2 'kill -s KILL 3121'", True),
        ("ssh worker-prod-2 'pkill -SIGKILL -f celery'", True),
        ("ssh worker-prod-2 'kill -HUP 3121'", False),
        ("ssh worker-prod-2 'kill 3121'", False),
    ],
)
def test_a_flag_named_in_a_rule_must_be_in_the_call(command, breaks):
    assert (match("no kill -9 on prod boxes", "Bash", {"command": command}) is not None) is breaks


def test_rule_spec_carries_the_condition():
    assert parse_rule("no kill -9 on prod boxes").cond.flags == ("-9",)


@pytest.mark.parametrize(
    ("rule", "command", "breaks"),
    [
        ("never deploy without running tests first", "kubectl apply -f deploy/prod/", True),
        ("never deploy without running tests first", "go test ./... && kubectl apply -f deploy/prod/", False),
        ("don't merge unless CI is green", "gh pr merge 41 --squash", True),
        ("don't merge unless CI is green", "gh pr merge 41 --auto --squash", False),
        ("no prod migrations without a backup", "ENV=prod alembic upgrade head", True),
        (
            "no prod migrations without a backup",
            "pg_dump -h prod-db shop > s.sql && ENV=prod alembic upgrade head",
            False,
        ),
    ],
)
def test_a_condition_is_shown_by_what_satisfies_it(rule, command, breaks):
    assert (match(rule, "Bash", {"command": command}) is not None) is breaks


@pytest.mark.parametrize("word", sorted(C.SHOWN_BY))
def test_every_shown_by_entry_satisfies_its_condition(word):
    cond = C.Condition((stem(word),), "needs", (), f"without {word}")
    text = C.SHOWN_BY[word][0] + " && do-it"
    assert C.holds(cond, text, set()) is True
