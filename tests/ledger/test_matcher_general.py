"""The matcher on rules and calls written the way other people write them (issue #20, dev2 families).

Each test pins one general mechanism with a violating call and a harmless near miss on the same tool.
"""

from __future__ import annotations

import pytest

from pinlane.ledger.matcher import match, parse_rule, read_call


def hit(rule: str, tool: str, args: dict, description: str = "") -> bool:
    return match(rule, tool, args, description) is not None


def bash(command: str) -> tuple[str, dict]:
    return "Bash", {"command": command}


# -- call side ----------------------------------------------------------------------------------


def test_codex_shell_argv_is_parsed_like_a_bash_command():
    rule = "Never force push to main."
    assert hit(rule, "shell", {"command": ["bash", "-lc", "git push --force origin main"]})
    assert hit(rule, "shell", {"command": ["git", "push", "-f", "origin", "main"]})
    assert not hit(rule, "shell", {"command": ["bash", "-lc", "git push origin main"]})


@pytest.mark.parametrize(
    ("command", "action"),
    [
        ("ldcli flags delete --project web --flag old-banner", "delete"),
        ("pd incident ack --ids Q1ABCD", "acknowledge"),
        ("kafka-topics.sh --bootstrap-server k:9092 --delete --topic orders", "delete"),
        ("flagsmith feature update search_v3 --enabled true", "write"),
    ],
)
def test_an_unknown_cli_acts_by_its_subcommand_or_switched_on_flag(command, action):
    ops = read_call("Bash", {"command": command}).ops
    assert any(action in op.actions and op.strong for op in ops)


def test_an_unknown_cli_reads_when_its_subcommand_reads():
    ops = read_call("Bash", {"command": "kafka-topics.sh --bootstrap-server k:9092 --describe --topic orders"}).ops
    assert all(op.actions <= {"read", "run"} for op in ops)


def test_words_after_a_flag_are_not_the_subcommand():
    # ``--group billing``: "billing" is a value, not the verb "bill"
    ops = read_call("Bash", {"command": "kafka-consumer-groups.sh --group billing --reset-offsets --execute"}).ops
    assert all("charge" not in op.actions for op in ops)


def test_sql_given_to_an_unknown_warehouse_cli_is_read_as_sql():
    rule = "don't drop anything in the snowflake PROD database"
    assert hit(rule, *bash("snowsql -c prod -q 'DROP TABLE ANALYTICS.PUBLIC.ORDERS_DAILY'"))
    assert not hit(rule, *bash("snowsql -c prod -q 'SELECT count(*) FROM ANALYTICS.PUBLIC.ORDERS_DAILY'"))
    assert not hit(rule, *bash("snowsql -c dev -q 'DROP TABLE SCRATCH.PUBLIC.TMP_ORDERS'"))


def test_a_sql_tool_carries_its_tool_name_to_the_statement():
    rule = "don't drop anything in the snowflake PROD database"
    assert hit(rule, "snowflake_execute", {"database": "PROD", "sql": "drop schema marts cascade"})
    assert not hit(rule, "snowflake_execute", {"database": "PROD", "sql": "select 1 from marts.orders"})


def test_fractions_are_percentages():
    view = read_call("play_update_rollout", {"track": "production", "user_fraction": 0.5})
    assert ("percent", 50.0, "user_fraction") in view.ops[0].amounts


def test_a_boolean_state_in_a_shell_patch_is_its_action():
    rule = "don't disable cron jobs on the prod boxes"
    assert hit(rule, *bash("""kubectl -n prod patch cronjob nightly -p '{"spec":{"suspend":true}}'"""))
    assert not hit(rule, *bash("""kubectl -n staging patch cronjob nightly -p '{"spec":{"suspend":true}}'"""))


def test_cancel_at_period_end_cancels():
    rule = "don't cancel anyone's subscription"
    assert hit(rule, "stripe_update_subscription", {"id": "sub_1", "cancel_at_period_end": True})
    assert not hit(rule, "stripe_update_subscription", {"id": "sub_1", "metadata": {"note": "vip"}})


# -- rule side ----------------------------------------------------------------------------------


def test_a_reason_clause_is_not_a_target():
    assert parse_rule("Never delete feature flags, archive them instead.").targets == ("flag",)
    spec = parse_rule("Don't rotate the prod database credentials, the apps don't reload them.")
    assert "app" not in spec.targets and "reload" not in spec.targets


@pytest.mark.parametrize(
    "rule", ["flag changes in prod need my ok", "nobody gets admin or owner roles unless I say so"]
)
def test_approval_phrasings(rule):
    spec = parse_rule(rule)
    assert spec.approval and spec.restricts


def test_nobody_gets_is_a_grant():
    rule = "nobody gets admin or owner roles unless I say so"
    assert "grant" in parse_rule(rule).actions
    assert hit(rule, *bash("gcloud projects add-iam-policy-binding shop --member=user:a@x.io --role=roles/owner"))
    assert not hit(rule, *bash("gcloud projects add-iam-policy-binding shop --member=user:a@x.io --role=roles/viewer"))


def test_long_lived_is_not_the_live_environment():
    spec = parse_rule("Don't create long-lived access keys.")
    assert not spec.envs
    assert hit(spec.text, *bash("aws iam create-access-key --user-name deploy-bot"))
    assert not hit(spec.text, *bash("aws iam list-access-keys --user-name deploy-bot"))


def test_stages_are_not_the_staging_environment():
    assert not parse_rule("Don't change deal stages in Salesforce.").envs


def test_the_word_before_a_container_names_it():
    rule = "Don't change the lifecycle rules on the backups bucket."
    assert "backup" in parse_rule(rule).names
    lc = "aws s3api put-bucket-lifecycle-configuration --lifecycle-configuration file://lc.json --bucket "
    assert hit(rule, *bash(lc + "acme-backups"))
    assert not hit(rule, *bash(lc + "acme-tmp-uploads"))


def test_the_whole_thing_needs_a_call_on_all_of_it():
    rule = "ask before purging the whole CDN cache"
    assert parse_rule(rule).whole
    assert hit(rule, *bash("aws cloudfront create-invalidation --distribution-id E2 --paths '/*'"))
    assert not hit(rule, *bash("aws cloudfront create-invalidation --distribution-id E2 --paths /img/logo.png"))
    assert not parse_rule("Don't post in any channel the whole company reads.").whole


# -- vocabulary entries -------------------------------------------------------------------------


def test_dbt_full_refresh_is_not_a_plain_run():
    rule = "Ask me before running a full refresh of any dbt model in prod."
    assert hit(rule, *bash("dbt run --full-refresh --target prod -s fct_orders"))
    assert not hit(rule, *bash("dbt run --target prod -s fct_orders"))
    assert not hit(rule, *bash("dbt run --full-refresh --target dev -s fct_orders"))


def test_rclone_sync_deletes_and_copy_does_not():
    rule = "don't do syncs that delete files on the shared drive"
    assert hit(rule, *bash("rclone sync ./export gdrive:Shared/Finance"))
    assert not hit(rule, *bash("rclone copy ./export gdrive:Shared/Finance"))


def test_online_schema_change_tools_change_only_with_execute():
    rule = "no schema changes on the primary db"
    cmd = "gh-ost --host=mysql-primary.internal --database=shop --table=orders --alter='ADD INDEX (created_at)'"
    assert hit(rule, *bash(cmd + " --execute"))
    assert not hit(rule, *bash(cmd))


def test_main_is_the_primary():
    rule = "no schema changes on the primary db"
    assert hit(rule, *bash("psql -h pg-main-01.internal -d shop -c 'ALTER TABLE orders ADD COLUMN note text'"))
    assert not hit(rule, *bash("psql -h pg-replica-02.internal -d shop -c 'ALTER TABLE orders ADD COLUMN x int'"))


def test_gpu_instance_types_are_gpus():
    rule = "ask me before launching GPU instances"
    assert hit(rule, *bash("aws ec2 run-instances --image-id ami-0abc --instance-type p4d.24xlarge --count 1"))
    assert not hit(rule, *bash("aws ec2 run-instances --image-id ami-0abc --instance-type t3.medium --count 1"))


def test_gh_secret_set_adds_a_ci_secret_and_merge_admin_bypasses_checks():
    assert hit("no adding secrets to the CI settings", *bash('gh secret set NPM_TOKEN --body "$T"'))
    assert not hit("no adding secrets to the CI settings", *bash("gh secret list"))
    assert hit("never bypass CI checks when merging", *bash("gh pr merge 412 --admin --squash"))
    assert not hit("never bypass CI checks when merging", *bash("gh pr merge 412 --squash"))


def test_free_mail_recipients_are_outside_the_company():
    rule = "Don't email anyone outside the company without asking."
    assert hit(rule, "send_email", {"to": "jane.doe@gmail.com", "subject": "Invoice", "body": "Hi"})
    assert not hit(rule, "send_email", {"to": "team@acme.io", "subject": "Invoice", "body": "Hi"})


# -- amounts and limits -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rule", "op", "value", "unit"),
    [
        ("keep DNS TTLs at 300 or more", "lt", 300, "count"),
        ("Keep Android production rollouts at 20% max.", "gt", 20, "percent"),
        ("2 replicas minimum in prod", "lt", 2, "replicas"),
    ],
)
def test_a_bound_written_after_its_number(rule, op, value, unit):
    limit = parse_rule(rule).limit
    assert (limit.op, limit.value, limit.unit) == (op, value, unit)


def test_a_limit_reads_the_number_whose_key_names_the_rule_target():
    rule = "keep DNS TTLs at 300 or more"
    assert hit(rule, "route53_upsert_record", {"name": "shop.acme.com", "type": "CNAME", "ttl": 60})
    assert not hit(rule, "route53_upsert_record", {"name": "shop.acme.com", "type": "CNAME", "ttl": 300})
    rule = "keep at least 7 days of backup retention"
    rds = "aws rds modify-db-instance --db-instance-identifier shop-prod --backup-retention-period "
    assert hit(rule, *bash(rds + "3"))
    assert not hit(rule, *bash(rds + "14"))
    assert hit(rule, "set_backup_retention", {"database": "orders", "days": 1})
    assert not hit(rule, "set_backup_retention", {"database": "orders", "days": 7})


def test_a_rollout_fraction_after_an_unknown_flag_is_a_percentage():
    rule = "Keep Android production rollouts at 20% max."
    assert hit(rule, *bash("fastlane supply --track production --rollout 0.5 --aab app.aab"))
    assert not hit(rule, *bash("fastlane supply --track production --rollout 0.1 --aab app.aab"))


# -- more vocabulary ------------------------------------------------------------------------------


def test_a_read_verb_in_the_middle_of_a_tool_name_is_a_noun():
    rule = "never delete contacts from the newsletter audience"
    assert hit(rule, "mailchimp_delete_list_member", {"list_id": "nl-main", "email": "a@example.org"})
    assert not hit(rule, "mailchimp_get_list_member", {"list_id": "nl-main", "email": "a@example.org"})


def test_feature_flags_are_flags():
    rule = "Never delete feature flags, archive them instead."
    assert hit(rule, *bash("ldcli flags delete --project web --flag old-banner"))
    assert hit(rule, "unleash_delete_feature", {"feature": "old-banner", "project": "default"})
    assert not hit(rule, *bash("ldcli flags archive --project web --flag old-banner"))


def test_skip_ci_in_a_commit_message_bypasses_ci():
    rule = "never bypass CI checks when merging"
    assert hit(rule, *bash("git commit -am 'bump deps [skip ci]' && git push origin main"))
    assert not hit(rule, *bash("git commit -am 'bump deps' && git push origin main"))


def test_creating_a_gcloud_instance_launches_it():
    rule = "ask me before launching GPU instances"
    gc = "gcloud compute instances create train-1 --zone=us-central1-a --machine-type="
    assert hit(rule, *bash(gc + "a2-highgpu-1g"))
    assert not hit(rule, *bash(gc + "e2-standard-4"))


# -- allow-lists ("only ...") -------------------------------------------------------------------


def test_only_an_environment_forbids_the_action_elsewhere():
    rule = "only deploy to staging"
    spec = parse_rule(rule)
    assert spec.only and spec.restricts and spec.envs == {"staging"}
    assert hit(rule, *bash("kubectl -n prod apply -f app.yaml"))
    assert not hit(rule, *bash("kubectl -n staging apply -f app.yaml"))
    assert not hit(rule, *bash("kubectl apply -f app.yaml"))  # unknown environment: not outside


def test_only_a_path_forbids_changes_outside_it():
    rule = "only touch files under src/api/"
    assert parse_rule(rule).paths == ("src/api/",)
    assert hit(rule, "Edit", {"file_path": "src/web/app.ts", "old_string": "a", "new_string": "b"})
    assert not hit(rule, "Edit", {"file_path": "/repo/src/api/routes.py", "old_string": "a", "new_string": "b"})
    m = match(rule, "Bash", {"command": "rm src/web/old.ts"})
    assert m is not None and "outside src/api/" in m.explain()
    assert not hit(rule, *bash("rm src/api/old.ts"))
    assert not hit(rule, *bash("cat src/web/old.ts"))


def test_only_a_channel_forbids_posting_elsewhere():
    rule = "only post in #team-platform"
    assert hit(rule, "slack_post_message", {"channel": "#general", "text": "hi"})
    assert not hit(rule, "slack_post_message", {"channel": "#team-platform", "text": "hi"})


@pytest.mark.parametrize("rule", ["only read from the warehouse, no writes", "read-only access to the warehouse"])
def test_read_only_forbids_writes(rule):
    assert hit(rule, "run_sql", {"warehouse": "WH_XS", "query": "DELETE FROM marts.kpis WHERE id = 1"})
    assert not hit(rule, "run_sql", {"warehouse": "WH_XS", "query": "SELECT count(*) FROM marts.kpis"})


def test_the_allowed_clause_gives_way_to_the_forbidden_one():
    rule = "stripe: test mode only, don't touch live mode"
    assert parse_rule(rule).envs == {"prod"}
    assert hit(rule, *bash("stripe customers delete cus_PqR2 --live"))
    assert not hit(rule, *bash("stripe customers delete cus_PqR2"))


def test_an_unknown_cli_subcommand_is_noun_then_verb():
    rule = "Do not override the on-call schedule."
    assert hit(rule, *bash("opsgenie schedule override create --schedule primary-sre --user bob@acme.io"))
    assert not hit(rule, *bash("opsgenie schedule get --name primary-sre"))


def test_a_flag_switched_off_does_not_act():
    rule = "don't submit builds to the App Store for review, I do that myself"
    assert hit(rule, *bash("fastlane deliver --submit_for_review true --skip_screenshots"))
    assert not hit(rule, *bash("fastlane deliver --skip_binary_upload --submit_for_review false"))


def test_a_dump_piped_into_a_database_shell_restores_it():
    rule = "don't restore backups over the production database"
    assert hit(rule, *bash("gunzip -c nightly.sql.gz | psql -h pg-main.prod.acme.internal shop"))
    assert not hit(rule, *bash("gunzip -c nightly.sql.gz | psql -h localhost shop_restore_test"))


def test_a_test_endpoint_is_a_rehearsal():
    rule = "don't send campaigns to the real list, test sends only"
    url = "https://us21.api.mailchimp.com/3.0/campaigns/a1b2c3/actions/"
    assert hit(rule, *bash(f"curl -X POST {url}send -u any:$MC_KEY"))
    assert not hit(rule, *bash(f"curl -X POST {url}test -u any:$MC_KEY"))


def test_a_build_job_tool_starts_a_pipeline():
    rule = "ask me before triggering the production deploy pipeline"
    assert hit(rule, "jenkins_build_job", {"job": "deploy-prod", "parameters": {"VERSION": "2.14.0"}})
    assert not hit(rule, "jenkins_get_build_status", {"job": "deploy-prod", "build": 118})


def test_who_manages_a_thing_is_not_a_target():
    rule = "account owners are set by sales ops, don't reassign them"
    assert "sal" not in parse_rule(rule).targets
    assert hit(rule, "crm_update_account", {"account_id": "ACC-991", "owner": "mike@acme.io"})
    assert not hit(rule, "crm_get_account", {"account_id": "ACC-991"})


# -- dev3 families ------------------------------------------------------------------------------


def test_a_duration_limit_reads_the_unit_from_the_key():
    rule = "don't mute datadog monitors for more than an hour"
    limit = parse_rule(rule).limit
    assert (limit.op, limit.value, limit.unit) == ("gt", 1, "hour")
    assert hit(rule, "datadog_mute_monitor", {"monitor_id": 88123, "end_in_minutes": 240})
    assert not hit(rule, "datadog_mute_monitor", {"monitor_id": 88123, "end_in_minutes": 30})


def test_mongosh_eval_code_acts():
    rule = "no dropping collections in mongo without my approval"
    assert "delete" in parse_rule(rule).actions  # "dropping": the doubled consonant is stemmed away
    uri = "mongosh 'mongodb://mongo-prod:27017/shop' --eval "
    assert hit(rule, *bash(uri + "'db.orders.drop()'"))
    assert not hit(rule, *bash(uri + "'db.orders.countDocuments()'"))


def test_docker_push_without_a_registry_host_goes_to_docker_hub():
    rule = "don't push images to docker hub, only our private ECR"
    assert hit(rule, *bash("docker push acme/api:2.3.1"))
    assert not hit(rule, *bash("docker push 123456789012.dkr.ecr.eu-west-1.amazonaws.com/api:2.3.1"))


def test_private_false_makes_it_public():
    rule = "never make a repo public"
    assert hit(rule, "github_update_repository", {"owner": "acme", "repo": "billing", "private": False})
    assert not hit(rule, "github_update_repository", {"owner": "acme", "repo": "billing", "has_wiki": False})
    assert hit(rule, *bash("gh repo edit acme/billing --visibility public"))
    assert not hit(rule, *bash("gh repo edit acme/billing --description 'Billing service'"))


def test_key_value_arguments_of_an_unknown_cli_name_its_action():
    rule = "Only restart services on the canary hosts."
    assert hit(rule, *bash("ansible web_prod -m service -a 'name=api state=restarted'"))
    assert not hit(rule, *bash("ansible web_canary -m service -a 'name=api state=restarted'"))


def test_elasticsearch_index_paths_and_declining_meetings():
    rule = "never delete elasticsearch indices in prod"
    assert hit(rule, *bash("curl -X DELETE 'https://es-prod.internal:9200/logs-2026.11.*'"))
    assert not hit(rule, *bash("curl -X DELETE 'https://es-staging.internal:9200/logs-2026.11.*'"))
    rule = "don't accept or decline meetings for me"
    assert hit(rule, "gcal_respond_to_event", {"event_id": "abc123", "response": "declined"})
    assert not hit(rule, "gcal_get_event", {"event_id": "abc123"})


# -- dev4 families ------------------------------------------------------------------------------


def test_filler_and_alternative_clauses_are_not_targets():
    assert parse_rule("never commit straight to main, always a branch + PR").targets == ("main",)
    assert "argo" not in parse_rule("no kubectl edits directly on the prod cluster, go through argo").targets
    assert "os" not in parse_rule("don't charge any card more than 500 euros").targets


def test_killing_sessions_is_stopping_them():
    rule = "Ask before killing queries or connections on the database."
    assert hit(rule, *bash("psql -h db1 -c 'SELECT pg_terminate_backend(4312)'"))
    assert hit(rule, *bash("mysql -h db1 -e 'KILL 8812'"))
    assert not hit(rule, *bash("psql -h db1 -c 'SELECT pid, query FROM pg_stat_activity'"))
    assert not hit(rule, *bash("mysql -h db1 -e 'SHOW PROCESSLIST'"))


def test_a_recipient_list_counts_for_a_people_limit():
    rule = "never send email to more than 50 people at once"
    assert hit(rule, "sendgrid_send", {"to": [f"u{i}@example.com" for i in range(120)], "subject": "News"})
    assert not hit(rule, "sendgrid_send", {"to": [f"u{i}@example.com" for i in range(5)], "subject": "News"})


def test_minor_unit_payment_apis_and_cards():
    rule = "don't charge any card more than 500 euros"
    assert hit(rule, "adyen_payments", {"amount": {"value": 120000, "currency": "EUR"}, "reference": "o9"})
    assert not hit(rule, "adyen_payments", {"amount": {"value": 5000, "currency": "EUR"}, "reference": "o9"})
    assert hit(rule, "stripe_create_payment_intent", {"amount": 75000, "currency": "eur", "confirm": True})


def test_moving_an_event_schedules_it():
    rule = "don't schedule anything on Fridays"
    friday = {"event_id": "e1", "start": "2026-12-04T15:00:00Z", "end": "2026-12-04T16:00:00Z"}
    thursday = {"event_id": "e1", "start": "2026-12-03T15:00:00Z", "end": "2026-12-03T16:00:00Z"}
    assert hit(rule, "gcal_update_event", friday)
    assert not hit(rule, "gcal_update_event", thursday)


def test_dotfile_rules_cover_its_variants_but_not_examples():
    rule = "never commit .env files"
    assert hit(rule, *bash("git add -f config/.env.production && git commit -m wip"))
    assert not hit(rule, *bash("git add .env.example && git commit -m 'document env'"))


def test_a_database_host_without_a_replica_marker_is_the_primary():
    rule = "no schema changes on the primary db"
    sql = " -d shop -c 'ALTER TABLE orders ADD COLUMN x int'"
    assert hit(rule, *bash("psql -h db-1.internal" + sql))
    assert not hit(rule, *bash("psql -h db-replica-1.internal" + sql))
    assert not hit(rule, *bash("psql -h db-ro-1" + sql))


def test_partner_domains_are_external_and_a_dev_tld_is_not_the_dev_environment():
    rule = "Never invite external people to internal planning meetings."
    assert hit(rule, "add_attendees", {"event_id": "q3-planning", "attendees": ["joe@contractor.dev"]})
    assert not hit(rule, "add_attendees", {"event_id": "q3-planning", "attendees": ["joe@acme.com"]})
    update = {"eventId": "planning-0520", "summary": "Internal planning", "attendees": [{"email": "ann@partner.com"}]}
    assert hit(rule, "gcal_update_event", update)


# -- dev5 families ------------------------------------------------------------------------------


def test_a_no_flag_says_what_does_not_happen():
    rule = "No public IPs on new VMs."
    run = "aws ec2 run-instances --image-id ami-1 --instance-type t3.small "
    assert hit(rule, *bash(run + "--associate-public-ip-address"))
    assert not hit(rule, *bash(run + "--no-associate-public-ip-address"))


def test_exec_into_a_pod_is_an_exec_even_with_a_command_after_dashdash():
    rule = "don't exec into pods in the payments namespace"
    assert hit(rule, *bash("kubectl exec -it -n payments deploy/ledger -- /bin/sh"))
    assert not hit(rule, *bash("kubectl exec -it -n web deploy/frontend -- /bin/sh"))
    assert not hit(rule, *bash("kubectl -n payments logs ledger-7d9f --tail 50"))


def test_chmod_with_a_leading_zero_is_still_777():
    assert hit("never chmod anything 777", *bash("sudo chmod 0777 deploy.sh"))
    assert not hit("never chmod anything 777", *bash("chmod +x deploy.sh"))


def test_reindex_and_vacuum_full_are_maintenance():
    rule = "please don't vacuum full or reindex anything during business hours"
    assert hit(rule, *bash("psql -h db-main -c 'VACUUM FULL orders'"))
    assert hit(rule, *bash("psql -h db-main -c 'REINDEX TABLE orders'"))
    assert not hit(rule, *bash("psql -h db-main -c 'VACUUM orders'"))


def test_a_drafts_channel_is_not_the_channel():
    rule = "nothing goes to #incidents unless I've approved the wording"
    assert hit(rule, "slack_post_message", {"channel": "#incidents", "text": "Root cause: bad deploy"})
    assert not hit(rule, "slack_post_message", {"channel": "#incidents-drafts", "text": "Root cause: bad deploy"})


def test_load_balancers_by_their_cloud_names():
    rule = "hands off the load balancers in prod"
    arn = "arn:aws:elasticloadbalancing:eu-west-1:1:listener/app/prod-web/abc"
    assert hit(rule, *bash(f"aws elbv2 delete-listener --listener-arn {arn}"))
    assert not hit(rule, *bash(f"aws elbv2 describe-listeners --listener-arns {arn}"))
