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
    assert "stop" in parse_rule("don't stop running jobs on prod").actions  # a negated stop stays a stop


@pytest.mark.parametrize(
    ("rule", "junk"),
    [
        ("ask before flushing the whole redis cache, single keys are fine", "key"),
        ("don't delete old invoices, keep them in cold storage", "cold"),
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
            "mlflow runs delete --run-id 77",
            "mlflow runs describe --run-id 77",
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


# -- call side: actions -----------------------------------------------------------------------------


def test_batch_request_keys_name_their_operation():
    rule = "never delete tabs in the forecast spreadsheet"
    assert hit(rule, "sheets_batch_update", {"spreadsheet": "forecast", "requests": [{"deleteSheet": {"sheetId": 3}}]})
    assert not hit(rule, "sheets_batch_update", {"spreadsheet": "forecast", "requests": [{"addSheet": {"title": "x"}}]})


def test_a_plain_field_key_is_not_an_operation():
    from pinlane.ledger.call_acts import request_key_actions
    from pinlane.ledger.matcher import word_actions

    assert request_key_actions({"delete_protection": True, "name": "x"}, word_actions) == frozenset()
    assert "delete" in request_key_actions({"requests": [{"deleteRange": {"a": 1}}]}, word_actions)


def test_an_action_in_the_query_string_is_the_action():
    rule = "don't cancel orders in the shop"
    assert hit(rule, *bash("curl -X POST 'https://shop.acme.io/api/orders/77?action=cancel'"))
    assert not hit(rule, *bash("curl -X POST 'https://shop.acme.io/api/orders/77?action=annotate'"))


def test_a_post_to_a_runnable_collection_starts_one():
    rule = "ask before triggering prod builds"
    assert hit(rule, *bash("curl -X POST https://ci.acme.io/api/projects/prod-web/builds -d '{}'"))
    assert not hit(rule, *bash("curl https://ci.acme.io/api/projects/prod-web/builds"))


def test_changing_the_instance_class_scales_it():
    rule = "ask before scaling the prod cache"
    assert hit(
        rule,
        *bash(
            "aws elasticache modify-replication-group --replication-group-id prod-cache "
            "--cache-node-type cache.r6g.xlarge"
        ),
    )
    assert not hit(rule, *bash("aws elasticache describe-replication-groups --replication-group-id prod-cache"))


def test_scaling_to_zero_replicas_stops_what_it_scales():
    rule = "don't stop the prod indexers"
    assert hit(rule, *bash("kubectl scale deploy/indexer --replicas=0 -n prod"))
    assert not hit(rule, *bash("kubectl scale deploy/indexer --replicas=4 -n prod"))


def test_adding_someone_to_an_admin_group_grants_admin():
    rule = "nobody gets admin on the aws account"
    assert hit(rule, *bash("aws iam add-user-to-group --user-name temp-dev --group-name Administrators"))
    assert not hit(rule, *bash("aws iam add-user-to-group --user-name temp-dev --group-name Developers"))


@pytest.mark.parametrize("module", sorted(V.ANSIBLE_MODULES))
def test_each_ansible_module_row_reads_as_its_actions(module):
    from pinlane.ledger.matcher import read_call

    op = read_call("Bash", {"command": f"ansible web -b -m {module} -a 'name=x'"}).ops[0]
    assert frozenset(V.ANSIBLE_MODULES[module][0].split()) <= op.actions


def test_an_ansible_module_is_the_action_of_the_ad_hoc_command():
    rule = "don't reboot the build agents"
    assert hit(rule, *bash("ansible build_agents -b -m reboot"))
    assert not hit(rule, *bash("ansible build_agents -m ping"))


def test_the_aws_service_name_is_not_the_verb():
    rule = "leave the log retention alone"
    assert hit(rule, *bash("aws logs put-retention-policy --log-group-name /lambda/x --retention-in-days 3"))
    assert not hit(rule, *bash("aws logs describe-log-groups --log-group-name-prefix /lambda/x"))


def test_spreadsheet_client_writes_in_inline_code_are_writes():
    rule = "the payroll sheet is read only"
    assert hit(rule, *bash("python -c \"import gspread; gspread.oauth().open('payroll').sheet1.update_cell(2, 3, 9)\""))
    assert not hit(
        rule, *bash("python -c \"import gspread; print(gspread.oauth().open('payroll').sheet1.get_all_values())\"")
    )


@pytest.mark.parametrize(("tool", "action"), [("append_rows", "create"), ("create_review_submission", "send")])
def test_append_and_submission_name_their_actions(tool, action):
    from pinlane.ledger.matcher import read_call

    assert action in read_call(tool, {"x": "1"}).ops[0].actions


# -- amounts, times, schedules ------------------------------------------------------------------


def test_longer_than_is_a_limit_and_a_date_range_is_its_length():
    assert parse_rule("no backfills longer than 14 days").limit.value == 14
    rule = "no backfills longer than 14 days"
    assert hit(rule, "start_backfill", {"dag": "rollup", "start": "2026-03-01", "end": "2026-04-01"})
    assert not hit(rule, "start_backfill", {"dag": "rollup", "start": "2026-03-01", "end": "2026-03-08"})


def test_stripe_style_ids_mean_amounts_in_cents():
    rule = "no refunds over $300"
    assert hit(rule, "refunds_create", {"charge": "ch_3Ab12CdEf", "amount": 45000})
    assert not hit(rule, "refunds_create", {"charge": "ch_3Ab12CdEf", "amount": 25000})


def test_a_negative_money_amount_is_compared_by_its_size():
    rule = "no account credits over $40"
    assert hit(rule, "create_credit", {"account": "A1", "amount": -90})
    assert not hit(rule, "create_credit", {"account": "A1", "amount": -20})


def test_two_time_bounds_and_a_bare_evening_hour():
    rule = "no calls booked before 8 or after 6"
    assert {t.value for t in parse_rule(rule).times} == {8, 18}
    assert hit(rule, "schedule_call", {"title": "sync", "start": "2026-05-04T18:30:00"})
    assert hit(rule, "schedule_call", {"title": "sync", "start": "2026-05-04T07:00:00"})
    assert not hit(rule, "schedule_call", {"title": "sync", "start": "2026-05-04T14:00:00"})


@pytest.mark.parametrize(
    ("text", "minutes"),
    [
        ("*/5 * * * *", 5),
        ("* * * * *", 1),
        ("0 * * * *", 60),
        ("30 2 * * *", 1440),
        ("0,30 * * * *", 30),
        ("1 2 3 4 5", None),
    ],
)
def test_cron_interval(text, minutes):
    from pinlane.ledger.call_acts import cron_interval_minutes

    assert cron_interval_minutes(text) == minutes


def test_a_schedule_more_frequent_than_the_rule_allows():
    rule = "no cron jobs more often than every 10 minutes"
    assert hit(rule, "Write", {"file_path": "/etc/cron.d/poll", "content": "*/2 * * * * app /opt/poll\n"})
    assert not hit(rule, "Write", {"file_path": "/etc/cron.d/poll", "content": "*/30 * * * * app /opt/poll\n"})


# -- rule actions -----------------------------------------------------------------------------------


def test_a_change_to_a_value_is_any_write_of_that_value():
    rule = "don't bump incidents to sev1"
    assert hit(rule, "update_incident", {"id": "INC-7", "severity": "sev1"})
    assert not hit(rule, "update_incident", {"id": "INC-7", "severity": "sev3"})


def test_running_is_the_action_of_a_rule_that_names_no_other_verb():
    rule = "no spark runs on the prod cluster"
    assert "start" in parse_rule(rule).actions
    assert hit(rule, "submit_spark_job", {"cluster": "prod", "script": "etl.py"})
    assert not hit(rule, "submit_spark_job", {"cluster": "staging", "script": "etl.py"})


def test_a_merge_that_bypasses_the_checks_breaks_dont_skip_the_checks():
    rule = "don't skip the ci checks when merging"
    assert hit(rule, *bash("gh pr merge 31 --admin --squash"))
    assert not hit(rule, *bash("gh pr merge 31 --squash"))


def test_a_channel_named_with_a_hash_must_be_where_the_message_goes():
    rule = "never post in #release-notes"
    assert hit(rule, "slack_post", {"channel": "release-notes", "text": "v2 shipped"})
    assert not hit(rule, "slack_post", {"channel": "@dana", "text": "can you post this in #release-notes?"})


@pytest.mark.parametrize(
    ("instance_type", "count", "gpus"),
    [("ml.p4d.24xlarge", 2, 16), ("g5.12xlarge", 1, 4), ("a2-highgpu-2g", 3, 6), ("m5.large", 4, None)],
)
def test_gpu_count_from_machine_type_and_count(instance_type, count, gpus):
    from pinlane.ledger.call_acts import gpu_count

    assert gpu_count({"instance_type": instance_type, "instance_count": count}) == gpus


def test_gpu_rows_each_match_a_machine_type():
    import re

    samples = [
        "p5.48xlarge",
        "p3.16xlarge",
        "p3.8xlarge",
        "p2.16xlarge",
        "g5.2xlarge",
        "a3-highgpu-8g",
        "Standard_ND96asr_v4",
    ]
    for pattern, _ in V.GPU_INSTANCE_COUNTS:
        assert any(re.search(pattern, s) for s in samples), pattern


def test_a_gpu_limit_is_checked_against_the_machines_a_job_asks_for():
    rule = "no jobs on more than 4 gpus"
    assert hit(rule, "create_training_job", {"instance_type": "ml.p3.16xlarge", "instance_count": 1})
    assert not hit(rule, "create_training_job", {"instance_type": "ml.g5.2xlarge", "instance_count": 2})


def test_a_forced_ref_update_rewrites_history():
    rule = "don't rewrite history on main"
    assert hit(rule, "git_update_ref", {"ref": "heads/main", "sha": "abc1234", "force": True})
    assert not hit(rule, "git_update_ref", {"ref": "heads/main", "sha": "abc1234", "force": False})


def test_import_is_a_write():
    rule = "no changes to the stopwords list without asking"
    assert hit(rule, *bash("searchctl stopwords import --file words.txt"))
    assert not hit(rule, *bash("searchctl stopwords export --file words.txt"))


def test_writing_a_cron_schedule_schedules_something():
    rule = "ask before scheduling anything to run more often than every 10 minutes"
    edit = {
        "file_path": "deploy/jobs.yaml",
        "old_string": "schedule: '0 * * * *'",
        "new_string": "schedule: '*/3 * * * *'",
    }
    assert hit(rule, "Edit", edit)
    assert not hit(rule, "Edit", {**edit, "new_string": "schedule: '0 */2 * * *'"})


def test_the_registry_a_rule_names_as_a_place_is_not_a_required_noun():
    rule = "never overwrite the prod model in the registry"
    assert hit(rule, "upload_model", {"repo_id": "acme/churn-prod", "path": "model.bin", "overwrite": True})
    assert not hit(rule, "upload_model", {"repo_id": "acme/churn-dev", "path": "model.bin", "overwrite": True})


def test_a_ci_skip_push_option_skips_the_checks():
    from pinlane.ledger.matcher import read_call

    assert "bypass" in read_call("Bash", {"command": "git push -o ci.skip origin main"}).ops[0].actions
    assert "bypass" not in read_call("Bash", {"command": "git push origin main"}).ops[0].actions


@pytest.mark.parametrize("sub", ["compile", "lint"])
def test_compile_and_lint_are_reads_not_runs(sub):
    from pinlane.ledger.matcher import read_call

    assert read_call("Bash", {"command": f"flinkctl {sub} job.py"}).ops[0].actions <= {"read"}
    rule = "no flink runs on the prod cluster"
    assert not hit(rule, *bash(f"flinkctl {sub} job.py --cluster prod"))
    assert hit(rule, *bash("flinkctl submit job.py --cluster prod"))


def test_data_leaving_a_place_is_an_export_of_it():
    rule = "no patient records leaving the warehouse"
    assert parse_rule(rule).actions == {"export"}
    assert hit(rule, *bash("bq extract clinic.patients gs://outbox/patients-*.csv"))
    assert not hit(rule, *bash("bq query 'SELECT count(*) FROM clinic.patients'"))
    assert "export" not in parse_rule("leave the warehouse alone").actions


def test_copy_into_a_stage_unloads_data():
    from pinlane.ledger.matcher import read_call

    ops = read_call("run_sql", {"sql": "COPY INTO @ext_stage/u.csv FROM (SELECT email FROM users)"}).ops
    assert any(op.actions == {"export"} for op in ops)
    ops = read_call("run_sql", {"sql": "COPY INTO users FROM @ext_stage/u.csv"}).ops
    assert not any("export" in op.actions for op in ops)


def test_purging_a_queue_deletes_its_messages():
    rule = "never delete messages in queues"
    assert hit(rule, *bash("aws sqs purge-queue --queue-url https://sqs.eu-west-1.amazonaws.com/1/orders"))
    assert not hit(rule, *bash("aws sqs get-queue-attributes --queue-url https://sqs.eu-west-1.amazonaws.com/1/orders"))


def test_an_android_application_id_names_android():
    rule = "android releases stay under 10%"
    args = {"package_name": "com.shopco.mobile", "track": "production", "rollout": 0.5}
    assert hit(rule, "promote_release", args)
    assert not hit(rule, "promote_release", {**args, "rollout": 0.05})
    assert not hit(rule, "promote_release", {"bundle_id": "com.shopco.mobile", "track": "production", "rollout": 0.5})


@pytest.mark.parametrize(
    ("platform", "field", "value", "word"),
    [
        (p, f, n, w)
        for p, fields in sorted(V.NUMERIC_ENUMS.items())
        for f, m in sorted(fields.items())
        for n, w in m.items()
    ],
)
def test_each_numeric_enum_value_reads_as_its_word(platform, field, value, word):
    from pinlane.ledger.call_acts import enum_words

    assert enum_words(f"{platform}_update_ticket", [(field, value)]) == [word]
    assert enum_words("update_ticket", [(field, value)]) == []


def test_a_numeric_status_closes_a_ticket_on_the_platform_that_uses_it():
    rule = "don't close tickets"
    assert hit(rule, "freshdesk_update_ticket", {"ticket_id": 9, "status": 5})
    assert not hit(rule, "freshdesk_update_ticket", {"ticket_id": 9, "status": 3})
    assert hit(rule, *bash("curl -X PUT https://acme.freshdesk.com/api/v2/tickets/9 -d '{\"status\": 4}'"))
