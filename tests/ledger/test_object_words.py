"""Words that only seem to name a rule's object (ledger.object_words, issue #20 guards7).

Invented rules and calls (none from the benchmark sets). Each table entry has a test that fails
without it: a compound ending in another kind is no longer taken for its first part, and a rule's
relative clause or vague noun is no longer required in the call.
"""

from __future__ import annotations

import pytest

from pinlane.ledger import object_words as OW
from pinlane.ledger.matcher import match, parse_rule, stem

KINDS = OW.CompoundKinds(stem)


def hit(rule: str, tool: str, args: dict) -> bool:
    return match(rule, tool, args) is not None


# -- compounds whose last part names another kind ------------------------------------------------

RESTART_ORDERS = "never restart the orders service"


@pytest.mark.parametrize("kind", sorted(OW.OTHER_KINDS))
def test_a_compound_ending_in_another_kind_is_not_its_first_part(kind: str) -> None:
    assert not hit(RESTART_ORDERS, "restart_service", {"service": f"orders-{kind}"})
    assert hit(RESTART_ORDERS, "restart_service", {"service": "orders-api"})


@pytest.mark.parametrize("kind", sorted(OW.OTHER_KINDS))
def test_a_rule_naming_that_kind_still_matches_the_compound(kind: str) -> None:
    assert hit(f"never restart the orders {kind}", "restart_service", {"service": f"orders-{kind}"})


def test_trailing_environment_and_digits_do_not_hide_the_kind() -> None:
    assert not hit(RESTART_ORDERS, "restart_service", {"service": "orders-dashboard-prod-2"})
    assert hit("never restart the orders service in prod", "restart_service", {"service": "orders-api-prod-2"})


def test_other_kind_in_a_shell_target_and_snake_case() -> None:
    rule = "don't drop indexes in the catalog cluster"
    assert not hit(rule, "Bash", {"command": "psql -c 'DROP INDEX ix_catalog_title_vector'"})
    assert hit(rule, "Bash", {"command": "curl -X DELETE https://catalog-cluster.internal:9200/items-v2"})


def test_a_meeting_named_after_a_system_is_not_the_system() -> None:
    rule = "don't delete anything in the ledger"
    assert not hit(rule, "delete_calendar_event", {"calendar_id": "primary", "event_id": "ledger-close-review"})
    assert hit(rule, "delete_entry", {"book": "ledger-main", "entry_id": "e-17"})


def test_kind_of_reads_the_last_meaningful_part() -> None:
    env = {"prod", "staging"}.__contains__
    assert KINDS.kind_of("kafka-ui", env) == stem("ui")
    assert KINDS.kind_of("searchVector", env) == stem("vector")
    assert KINDS.kind_of("billing-docs-staging-3", env) == stem("docs")
    assert KINDS.kind_of("ui", env) is None  # a lone word is no compound
    assert KINDS.kind_of("ui-kafka", env) is None
    assert KINDS.kind_of("payments-api", env) is None


def test_restore_gives_back_only_the_named_kind() -> None:
    pool = {KINDS.mark("ui", "kafka"), "ui", "restart"}
    assert KINDS.restore(pool, ("kafka", "ui")) == {"kafka", "ui", "restart"}
    assert KINDS.restore(pool, ("kafka",)) == {"ui", "restart"}


# -- relative clauses and vague nouns in rules ---------------------------------------------------


@pytest.mark.parametrize(
    "link",
    [
        "that belongs to",
        "which belong to",
        "belonging to",
        "owned by",
        "that are owned by",
        "related to",
        "tied to",
        "associated with",
        "that is part of",
        "managed by",
        "maintained by",
        "which is operated by",
        "that are used by",
        "connected to",
        "having to do with",
    ],
)
def test_a_relative_clause_is_not_an_object(link: str) -> None:
    rule = f"ask me before restarting anything {link} checkout"
    assert parse_rule(rule).targets == ("checkout",)
    assert hit(rule, "restart_service", {"service": "checkout-api"})
    assert not hit(rule, "restart_service", {"service": "search-api"})


@pytest.mark.parametrize("noun", sorted(OW.VAGUE_NOUNS))
def test_a_vague_noun_is_not_required_when_the_rule_names_another_object(noun: str) -> None:
    rule = f"never delete the {noun} in the warehouse"
    assert parse_rule(rule).targets == (stem("warehouse"),)
    assert hit(rule, "delete_object", {"workspace": "warehouse", "object_id": "x-9"})
    assert not hit(rule, "delete_object", {"workspace": "marketing", "object_id": "x-9"})


def test_a_vague_noun_alone_stays_the_object() -> None:
    spec = parse_rule("don't delete stacks")
    assert spec.targets == (stem("stacks"),)
    assert hit("don't delete stacks", "Bash", {"command": "aws cloudformation delete-stack --stack-name web"})
    assert not hit("don't delete stacks", "Bash", {"command": "rm -rf build/"})


def test_strip_links_keeps_the_rest() -> None:
    assert OW.strip_links("anything that belongs to payments").split() == ["anything", "payments"]


def test_a_team_is_still_required() -> None:
    # "team" is no vague noun: the team is who a message goes to
    rule = "don't email the finance team"
    assert "team" in parse_rule(rule).targets
    assert not hit(rule, "send_email", {"to": "ops@acme.io", "subject": "finance close"})
