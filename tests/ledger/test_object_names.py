"""A call that names a rule's object under another spelling (ledger.object_names, issue #20 guards6).

Invented rules and calls (none from the benchmark sets); each matcher test pairs a call that breaks
the rule with a near miss that shares its surface words but is another object.
"""

from __future__ import annotations

import pytest

from pinlane.ledger import object_names as ON
from pinlane.ledger.matcher import match, stem

NAMES = ON.ObjectNames(stem)


def hit(rule: str, tool: str, args: dict) -> bool:
    return match(rule, tool, args) is not None


def bash(command: str) -> tuple[str, dict]:
    return "Bash", {"command": command}


# -- identifier parts ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("identifier", "parts"),
    [
        ("ledgerDB", ["ledger", "db"]),
        ("HTTPServer", ["http", "server"]),
        ("pg01", ["pg01", "pg"]),
        ("node3", ["node3", "node"]),
        ("invoices_db_primary", ["invoices", "db", "primary"]),
        ("billing-api-prod-2", ["billing", "api", "prod", "2"]),
        ("k8s", ["k8s"]),
        ("s3", ["s3"]),
        ("ec2", ["ec2", "ec"]),
        ("r2", ["r2"]),
    ],
)
def test_identifier_parts_split_acronym_runs_and_trailing_digits(identifier, parts):
    assert ON.identifier_parts(identifier) == parts


# -- the tables, entry by entry -----------------------------------------------------------------


@pytest.mark.parametrize(("short", "full"), sorted(ON.ABBREVIATIONS.items()))
def test_each_abbreviation_covers_every_word_it_stands_for_and_nothing_else(short, full):
    words = tuple(stem(w) for w in full.split())
    for w in words:
        assert NAMES.cover(w, words, {stem(short)}) == stem(short)
    assert NAMES.cover(stem("zebra"), (stem("zebra"),), {stem(short)}) is None


@pytest.mark.parametrize(("phrase", "products"), sorted(ON.CATEGORIES.items()))
def test_each_category_is_covered_by_each_of_its_products_only_when_the_rule_names_the_whole_phrase(phrase, products):
    words = tuple(stem(w) for w in phrase.split())
    for product in products.split():
        assert NAMES.cover(words[0], words, {stem(product)}) == stem(product)
        if len(words) > 1:
            assert NAMES.cover(words[0], words[:1], {stem(product)}) is None  # "error" alone is not a tracker


def test_categories_name_systems_not_the_items_in_them():
    # Grafana holds dashboards, annotations and alerts: it does not stand for "dashboards"
    assert NAMES.cover(stem("dashboard"), (stem("dashboard"),), {"grafana"}) is None
    assert not hit("don't delete dashboards", *bash("curl -X DELETE https://grafana.example.org/api/annotations/12"))


def test_joined_words_and_initials_of_the_rules_neighbouring_object_words():
    ws = (stem("secrets"), stem("manager"))
    assert NAMES.cover(ws[1], ws, {"secretsmanager"}) == "secretsmanager"
    assert NAMES.cover(ws[1], ws, {"secretsmanagers"}) == "secretsmanagers"
    assert NAMES.cover(ws[1], ws, {"secretstore"}) is None
    ws = (stem("virtual"), stem("private"), stem("cloud"))  # a rule's words, in order
    assert NAMES.cover(ws[2], ws, {"vpc"}) == "vpc"
    assert NAMES.cover(ws[2], ws, {"vp"}) is None  # two letters are too easily something else
    assert NAMES.cover(stem("cloud"), (stem("cloud"),), {"vpc"}) is None  # not initials of the rule's own words


def test_a_sandbox_variant_does_not_stand_for_the_plain_object():
    assert NAMES.cover(stem("payment"), (stem("payment"),), {"~pay"}) is None


# -- through the matcher ------------------------------------------------------------------------


def test_a_camel_case_or_numbered_database_identifier_names_the_database():
    rule = "never truncate anything in the cart database"
    assert hit(rule, *bash('psql -h cartDB -c "TRUNCATE line_items"'))
    assert hit(rule, *bash('psql -h cart01.db.internal -c "TRUNCATE line_items"'))
    assert not hit(rule, *bash('psql -h catalogDB -c "TRUNCATE line_items"'))


def test_an_abbreviated_host_name_stands_for_the_team_it_serves():
    rule = "ask before restarting the transaction workers"
    assert hit(rule, *bash("ssh txn-worker-2 'sudo systemctl restart ledgerd'"))
    assert not hit(rule, *bash("ssh tax-worker-2 'sudo systemctl restart ledgerd'"))


def test_a_product_stands_for_the_kind_of_system_the_rule_names():
    rule = "never resolve anything in the crash reporter"
    assert hit(rule, "rollbar_update_item", {"item_id": "8812", "status": "resolved"})
    assert not hit(rule, "jira_transition_issue", {"issue_key": "APP-9", "transition": "Resolved"})


def test_a_kubernetes_short_name_is_the_initials_of_the_rules_words():
    rule = "don't change the pod disruption budgets in prod"
    assert hit(rule, *bash("kubectl -n prod edit pdb api-pdb"))
    assert not hit(rule, *bash("kubectl -n staging edit pdb api-pdb"))


def test_initials_of_the_rules_object_words():
    rule = "never delete the customer data platform segments"
    assert hit(rule, "cdp_delete_segment", {"segment_id": "seg_41"})
    assert not hit(rule, "crm_delete_segment", {"segment_id": "seg_41"})


def test_rebooting_hosts_is_not_restarting_a_service_on_them():
    rule = "don't reboot the billing hosts"
    assert hit(rule, *bash("ssh bill-node-7 sudo reboot"))
    assert not hit(rule, *bash("ssh bill-node-7 sudo systemctl restart node_exporter"))
