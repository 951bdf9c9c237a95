"""General mechanisms added in the guards5 round (issue #20, dev8 miss families).

Each test uses invented rules and calls (not the benchmark's) and pins one mechanism with a call
that breaks the rule and a near miss that does not.
"""

from __future__ import annotations

import pytest

from pinlane.ledger import tool_vocab as V
from pinlane.ledger.matcher import match, parse_rule


def hit(rule: str, tool: str, args: dict, description: str = "") -> bool:
    return match(rule, tool, args, description) is not None


def bash(command: str) -> tuple[str, dict]:
    return "Bash", {"command": command}


# -- rule parsing -------------------------------------------------------------------------------


def test_stop_before_a_gerund_negates_that_verb_instead_of_naming_a_stop():
    spec = parse_rule("stop emailing northwind")
    assert "send" in spec.actions and "stop" not in spec.actions
    assert hit("stop emailing northwind", "send_email", {"to": "billing@northwind.com", "subject": "hi"})
    assert not hit("stop emailing northwind", "list_emails", {"folder": "northwind"})


@pytest.mark.parametrize(
    ("rule", "junk"),
    [
        ("ask before flushing the whole redis cache, single keys are fine", "key"),
        ("don't archive slack channels, keep them as they are", "them"),
        ("never drop the audit tables, even the empty ones", "empty"),
        ("the canary stays at 5% max, don't push it further", "further"),
        ("nothing gets deployed from here", "her"),
    ],
)
def test_allowed_alternatives_emphasis_and_deictic_words_are_not_targets(rule, junk):
    assert junk not in parse_rule(rule).targets


def test_an_allowed_alternative_clause_does_not_have_to_be_named_by_the_call():
    rule = "don't flush redis, single keys are fine"
    assert hit(rule, *bash("redis-cli -h cache-1 FLUSHALL"))
    assert not hit(rule, *bash("redis-cli -h cache-1 GET session:1"))


def test_nothing_else_restates_an_allow_list_it_does_not_cancel_it():
    rule = "only edit inside docs/, nothing else in the repo"
    spec = parse_rule(rule)
    assert spec.only and spec.paths == ("docs/",)
    assert hit(rule, "Edit", {"file_path": "src/app.py", "old_string": "a", "new_string": "b"})
    assert not hit(rule, "Edit", {"file_path": "docs/intro.md", "old_string": "a", "new_string": "b"})


@pytest.mark.parametrize(("phrase", "name"), sorted(V.RULE_PHRASES.items()))
def test_each_rule_phrase_is_read_as_the_one_thing_it_names(phrase, name):
    spec = parse_rule(f"never touch the {phrase} in prod")
    assert name in spec.targets or spec.actions == {"expose"}
    assert not set(phrase.replace("-", " ").split()) & set(spec.targets) - {name}


def test_kill_switch_is_a_flag_not_a_kill():
    rule = "hands off the kill switches"
    assert "stop" not in parse_rule(rule).actions
    assert hit(rule, "update_flag", {"key": "kill-checkout-v2", "enabled": False})
    assert not hit(rule, "update_flag", {"key": "checkout-banner", "enabled": False})


def test_dead_letter_queue_is_covered_by_dlq():
    rule = "don't purge the dead letter queues"
    assert hit(rule, *bash("aws sqs purge-queue --queue-url https://sqs.eu-west-1.amazonaws.com/1/invoices-dlq"))
    assert not hit(rule, *bash("aws sqs purge-queue --queue-url https://sqs.eu-west-1.amazonaws.com/1/invoices"))


def test_anyone_with_the_link_is_public_sharing():
    rule = "don't share files as anyone with the link"
    assert hit(rule, "drive_permissions_create", {"fileId": "x1", "type": "anyone", "role": "writer"})
    assert not hit(rule, "drive_permissions_create", {"fileId": "x1", "type": "user", "emailAddress": "a@b.example"})


# -- call side: nouns -----------------------------------------------------------------------------


def test_a_platform_the_call_does_not_spell_is_optional_unless_it_names_another():
    rule = "don't close intercom conversations"
    assert hit(rule, "close_conversation", {"conversation_id": "881"})
    assert not hit(rule, "helpscout_close_conversation", {"conversation_id": "881"})
    assert not hit(rule, "close_ticket", {"id": "881"})  # the platform was the only noun it covered? no: wrong noun


@pytest.mark.parametrize(
    ("rule", "violating", "harmless"),
    [
        (
            "never delete backups",
            "borg prune --keep-daily 2 /srv/borg",
            "borg list /srv/borg",
        ),
        (
            "don't remove images from the container registry",
            "skopeo delete docker://registry.acme.io/web:1.2",
            "skopeo inspect docker://registry.acme.io/web:1.2",
        ),
        (
            "don't delete experiments",
            "mlflow experiments delete --experiment-id 4",
            "mlflow experiments search",
        ),
    ],
)
def test_category_aliases_cover_the_tools_that_hold_them(rule, violating, harmless):
    assert hit(rule, *bash(violating))
    assert not hit(rule, *bash(harmless))


def test_recursive_flag_of_pnpm_is_not_a_requirements_file():
    assert hit("never publish packages", *bash("pnpm -r publish --access public"))
    assert not hit("never publish packages", *bash("pnpm -r build"))


@pytest.mark.parametrize("kind", ["pytorchjob", "tfjob", "trainingjob"])
def test_training_job_kinds_are_training_jobs(kind):
    rule = "don't delete training jobs"
    assert hit(rule, *bash(f"kubectl delete {kind} resnet-sweep -n research"))
    assert not hit(rule, *bash(f"kubectl get {kind} -n research"))
