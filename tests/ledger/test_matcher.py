"""The structured matcher: rules read into parts, calls into operations, decisions explained."""

import json

import pytest

from pinlane.ledger.matcher import from_host_call, match, parse_rule, read_call

README_RULE = "Never run migrations on prod without asking me."


@pytest.mark.parametrize(
    ("rule", "actions", "targets", "envs", "approval"),
    [
        (README_RULE, {"migrate"}, (), {"prod"}, True),
        ("Don't restart nginx on the edge hosts.", {"restart"}, ("nginx", "edg"), set(), False),
        ("Ask me before you drain any node.", {"drain"}, ("nod",), set(), True),
        ("No schema changes to the users table in prod.", {"schema"}, ("user",), {"prod"}, False),
        ("Never force-push to shared branches.", {"force_push"}, ("shar", "branch"), set(), False),
        ("Do not export the customer list.", {"export"}, ("customer",), set(), False),
        ("Don't email the customer, he is phone only.", {"send"}, ("customer",), set(), False),
    ],
)
def test_rules_are_read_into_parts(rule, actions, targets, envs, approval):
    spec = parse_rule(rule)
    assert spec.restricts
    assert actions <= spec.actions
    assert spec.targets == targets
    assert spec.envs == envs and spec.approval is approval


@pytest.mark.parametrize(
    ("rule", "op", "value", "unit"),
    [
        ("Ask me before issuing refunds over $200.", "gt", 200, "money"),
        ("Never pay out more than $1,000 to a vendor in one transfer.", "gt", 1000, "money"),
        ("Don't scale the checkout deployment below 4 replicas.", "lt", 4, "replicas"),
        ("Don't issue discounts bigger than 20% without asking.", "gt", 20, "percent"),
    ],
)
def test_amounts_and_limits(rule, op, value, unit):
    limit = parse_rule(rule).limit
    assert (limit.op, limit.value, limit.unit) == (op, value, unit)


def test_a_rule_that_restricts_nothing_never_matches():
    assert not parse_rule("Use British spelling in the docs.").restricts
    assert match("Use British spelling in the docs.", "Write", {"file_path": "docs/a.md", "content": "x"}) is None


@pytest.mark.parametrize(
    ("rule", "tool", "arguments", "violates"),
    [
        # the README rule: three ways to migrate prod, and near misses
        (README_RULE, "Bash", {"command": "python manage.py migrate --settings=prod"}, True),
        (README_RULE, "Bash", {"command": "kubectl exec -n prod web-1 -- python manage.py migrate"}, True),
        (
            README_RULE,
            "Bash",
            {"command": "alembic upgrade head", "description": "Apply database migrations to production"},
            True,
        ),
        (README_RULE, "Bash", {"command": "python manage.py migrate --settings=staging"}, False),
        (README_RULE, "Bash", {"command": "python manage.py showmigrations --settings=prod"}, False),
        (
            README_RULE,
            "Bash",
            {"command": "alembic upgrade head --sql", "description": "Render migrations for production"},
            False,
        ),
        # replica vs primary
        (
            "Never write to the read replica directly.",
            "run_sql",
            {"host": "pg-replica-2", "query": "UPDATE s SET v=1 WHERE k='a'"},
            True,
        ),
        (
            "Never write to the read replica directly.",
            "run_sql",
            {"host": "pg-primary", "query": "UPDATE s SET v=1 WHERE k='a'"},
            False,
        ),
        (
            "Never write to the read replica directly.",
            "run_sql",
            {"host": "pg-replica-2", "query": "SELECT * FROM s"},
            False,
        ),
        # plan vs apply, dry run
        (
            "Don't apply terraform changes to production.",
            "Bash",
            {"command": "terraform apply -var-file=prod.tfvars"},
            True,
        ),
        (
            "Don't apply terraform changes to production.",
            "Bash",
            {"command": "cd envs/production && terraform plan"},
            False,
        ),
        (
            "Don't apply terraform changes to production.",
            "Bash",
            {"command": "terraform apply -var-file=staging.tfvars"},
            False,
        ),
        # other target, qualified names
        ("Never delete anything in the uploads directory.", "Bash", {"command": "rm -rf /srv/app/uploads/2023"}, True),
        ("Never delete anything in the uploads directory.", "Bash", {"command": "rm -rf /srv/app/tmp/2023"}, False),
        ("Don't drop the analytics database.", "Bash", {"command": "psql -c 'DROP DATABASE analytics;'"}, True),
        (
            "Don't drop the analytics database.",
            "Bash",
            {"command": "psql -c 'DROP DATABASE analytics_tmp_0412;'"},
            False,
        ),
        # paths in rules
        ("Never touch anything under /etc.", "Write", {"file_path": "/etc/hosts", "content": "x"}, True),
        ("Never touch anything under /etc.", "Write", {"file_path": "./etc-notes.md", "content": "x"}, False),
        # tool vocabulary, not the user's words
        ("Never force-push to shared branches.", "Bash", {"command": "git push -f origin develop"}, True),
        ("Never force-push to shared branches.", "Bash", {"command": "git push origin develop"}, False),
        ("Never delete customer accounts.", "purge_customer", {"email": "ann@example.com"}, True),
        ("Never delete customer accounts.", "get_customer", {"customer_id": "cus_1"}, False),
        ("Do not delete rows from the orders table.", "run_sql", {"query": "DELETE FROM orders WHERE id=1"}, True),
        ("Do not delete rows from the orders table.", "run_sql", {"query": "DELETE FROM carts WHERE id=1"}, False),
        # amounts: dollars, Stripe cents, replicas
        ("Ask me before issuing refunds over $200.", "create_refund", {"charge_id": "ch_1", "amount": 250.0}, True),
        ("Ask me before issuing refunds over $200.", "create_refund", {"charge_id": "ch_1", "amount": 120.0}, False),
        (
            "Ask me before issuing refunds over $200.",
            "stripe_create_refund",
            {"payment_intent": "pi_1", "amount": 45000},
            True,
        ),
        (
            "Ask me before issuing refunds over $200.",
            "stripe_create_refund",
            {"payment_intent": "pi_1", "amount": 15000},
            False,
        ),
        (
            "Don't scale the checkout deployment below 4 replicas.",
            "Bash",
            {"command": "kubectl scale deploy/checkout --replicas=2"},
            True,
        ),
        (
            "Don't scale the checkout deployment below 4 replicas.",
            "Bash",
            {"command": "kubectl scale deploy/checkout --replicas=6"},
            False,
        ),
        # times
        (
            "Don't schedule meetings before 10am.",
            "create_event",
            {"title": "Standup", "start": "2024-05-13T08:30:00"},
            True,
        ),
        (
            "Don't schedule meetings before 10am.",
            "create_event",
            {"title": "Standup", "start": "2024-05-13T10:30:00"},
            False,
        ),
        (
            "Don't book anything on my calendar on Fridays.",
            "create_event",
            {"title": "x", "start": "2024-05-10T14:00:00"},
            True,
        ),
        (
            "Don't book anything on my calendar on Fridays.",
            "create_event",
            {"title": "x", "start": "2024-05-09T14:00:00"},
            False,
        ),
        # secrets in content
        (
            "Don't write credentials into source files.",
            "Write",
            {"file_path": "src/config.py", "content": 'KEY = "sk_live_51HxYzAbCdEf"'},
            True,
        ),
        (
            "Don't write credentials into source files.",
            "Write",
            {"file_path": "src/config.py", "content": 'KEY = os.environ["KEY"]'},
            False,
        ),
    ],
)
def test_calls_against_rules(rule, tool, arguments, violates):
    m = match(rule, tool, arguments)
    assert (m is not None) is violates, m and m.explain()


def test_a_match_explains_itself():
    m = match(
        README_RULE,
        "Bash",
        {"command": "alembic upgrade head", "description": "Apply database migrations to production"},
    )
    assert m.rule == README_RULE and m.action == "migrate" and m.evidence == "alembic upgrade head"
    assert "environment prod from 'production'" in m.details and m.approval
    assert 0.5 <= m.confidence <= 0.99
    text = m.explain()
    assert text.startswith(f'"{README_RULE}" matched by migrate in `alembic upgrade head`') and "confidence" in text


def test_amount_evidence_and_unknown_amounts():
    m = match("Ask me before issuing refunds over $200.", "create_refund", {"charge_id": "c", "amount": 250})
    assert "amount=250 is over $200" in m.details
    unknown = match("Ask me before issuing refunds over $200.", "create_refund", {"charge_id": "c"})
    assert unknown is not None and unknown.confidence < m.confidence  # a full refund of unknown size asks


@pytest.mark.parametrize(
    "call",
    [
        {"tool_name": "Bash", "tool_input": {"command": "git push -f origin main", "description": "push"}},
        {
            "id": "c1",
            "type": "function",
            "function": {"name": "Bash", "arguments": json.dumps({"command": "git push -f origin main"})},
        },
        {"name": "Bash", "arguments": {"command": "git push -f origin main"}},
    ],
)
def test_host_call_formats(call):
    tool, arguments, _ = from_host_call(call)
    assert tool == "Bash" and arguments["command"] == "git push -f origin main"
    assert match("Never force-push to main.", tool, arguments) is not None


def test_description_alone_never_outvotes_a_known_command():
    # the command is a read; a description that says "delete" does not make it a delete
    call = read_call("Bash", {"command": "git status", "description": "Check before we delete the branch"})
    assert (
        match("Never delete branches.", "Bash", {"command": "git status", "description": "delete the branch"}) is None
    )
    assert any(op.source == "description" for op in call.ops)


def test_unbalanced_quotes_do_not_raise():
    assert match("Never delete the uploads.", "Bash", {"command": "rm -rf 'uploads/x"}) is not None


def test_guard_refusal_and_audit_log_explain_the_match():
    from pinlane.ledger import CallRefusedError, Guard, Ledger

    ledger = Ledger(":memory:")
    ledger.pin(README_RULE, kind="prohibition", scope="standing")
    guard = Guard(ledger)  # no approver: an escalated call is refused
    guard.register("Bash", lambda **kw: "ran")
    with pytest.raises(
        CallRefusedError, match=r"matched by migrate in `manage.py migrate --settings=prod`.*confidence"
    ):
        guard.call("Bash", command="python manage.py migrate --settings=prod")
    assert guard.call("Bash", command="python manage.py migrate --settings=staging") == "ran"
    escalated, refused, allowed = ledger.decisions()
    assert [escalated["decision"], refused["decision"], allowed["decision"]] == ["escalated", "refused", "allowed"]
    assert escalated["rule_text"] == README_RULE and "environment prod from 'prod'" in escalated["reason"]
    assert "confidence 0.9" in refused["reason"]


def test_the_same_call_gets_the_same_answer_whatever_the_hash_seed():
    import os
    import subprocess
    import sys

    code = (
        "from pinlane.ledger.matcher import match;"
        "m = match('Never change the log retention on the audit bucket.', 'Bash',"
        " {'command': 'gsutil lifecycle set short.json gs://acme-audit'}); print(m and m.explain())"
    )
    outs = {
        subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, env={**os.environ, "PYTHONHASHSEED": seed}
        ).stdout
        for seed in ("1", "2", "3")
    }
    assert len(outs) == 1 and "matched by" in outs.pop()


@pytest.mark.parametrize("said", ["No, I don't.", "No, I'd like it to be a decaf mocha.", "No, I don't want that."])
def test_a_bare_no_restricts_nothing(said):
    # small talk the classifier may pin must not stop every write
    assert not parse_rule(said).restricts
    assert match(said, "Bash", {"command": "git push origin fix/login"}) is None


# -- reading the restricting part of a rule, and near misses (issue #20) ---------------------------


@pytest.mark.parametrize(
    ("said", "focused"),
    [
        ("Important: Never make the uploads bucket public. Thanks.", "Never make the uploads bucket public."),
        ("From now on, do not wipe api_keys.", "do not wipe api_keys."),
        ("Heads up: don't restart nginx. No exceptions.", "don't restart nginx."),
        (
            "We're in a change freeze. Never run terraform apply against prod.",
            "Never run terraform apply against prod.",
        ),
        ("Please remember: Deleting users is off limits. Ping me if unsure.", "Deleting users is off limits."),
        ("Never push to main.", "Never push to main."),
    ],
)
def test_focus_keeps_the_sentence_that_restricts(said, focused):
    from pinlane.ledger.matcher import focus

    assert focus(said) == focused


def test_lead_ins_and_remarks_do_not_become_targets():
    plain = parse_rule("Never run terraform apply against prod.")
    dressed = parse_rule(
        "Rule for this session: We're in a change freeze. Never run terraform apply against prod. Thanks."
    )
    assert dressed.targets == plain.targets == ("terraform",) and dressed.actions == plain.actions


@pytest.mark.parametrize(
    "rule",
    [
        "Deleting users is off limits.",
        "Deleting users is forbidden.",
        "Deleting users is prohibited.",
        "User deletion is banned.",
        "Deleting users is a no-go.",
    ],
)
def test_more_ways_to_forbid(rule):
    spec = parse_rule(rule)
    assert spec.restricts and "delete" in spec.actions, spec


def test_a_match_quotes_the_rule_verbatim():
    rule = "Please, don't restart nginx."
    m = match(rule, "Bash", {"command": "sudo systemctl restart nginx"})
    assert m is not None and m.rule == rule and m.explain().startswith('"Please, don\'t restart nginx." matched')


def test_a_noun_after_a_determiner_is_not_the_rules_verb():
    assert parse_rule("Never make the uploads bucket public.").actions == {"expose"}
    assert parse_rule("Never upload the reports.").actions == {"upload"}


def test_argument_values_that_name_an_action():
    m = match(
        "Ask me before escalating anything to engineering.",
        "zendesk_update_ticket",
        {"ticket_id": 9912, "group": "Engineering Escalations"},
    )
    assert m is not None and m.action == "escalate"


@pytest.mark.parametrize(
    ("rule", "violating", "harmless"),
    [
        # a stand-in for the target (test registry, sandbox namespace) is not the target
        ("Never publish packages to PyPI.", "twine upload dist/*", "twine upload --repository testpypi dist/*"),
        (
            "Never delete pods in the ledger namespace.",
            "kubectl delete pod ledger-api-1 -n ledger",
            "kubectl delete pod ledger-api-1 -n ledger-sandbox",
        ),
        # a package is its whole name
        ("Do not upgrade Django.", "pip install -U Django", "pip install -U django-debug-toolbar"),
        ("Do not upgrade Django.", "pip install django==5.1", "pip install django-environ==0.11"),
    ],
)
def test_near_misses_on_the_target(rule, violating, harmless):
    assert match(rule, "Bash", {"command": violating}) is not None
    assert match(rule, "Bash", {"command": harmless}) is None


def test_api_ids_are_read_as_their_objects_not_environments():
    rule = "Don't change prices in the live Stripe account."
    assert match(rule, "stripe_create_price", {"product": "prod_X", "unit_amount": 1900, "livemode": False}) is None
    assert match(rule, "stripe_create_price", {"product": "prod_X", "unit_amount": 1900, "livemode": True}) is not None
    view = read_call("get", {"customer": "cus_Q1", "invoice": "in_1Nx9"})
    assert {"customer", "invoic"} <= view.ops[0].tokens and "prod" not in view.ops[0].tokens


def test_editing_a_dependency_file_in_the_shell_touches_packages():
    rule = "Never remove packages from the lockfile by hand."
    assert match(rule, "Bash", {"command": "sed -i '/^six==/d' requirements.lock"}) is not None
    assert match(rule, "Bash", {"command": "grep six requirements.lock"}) is None


def test_targets_joined_by_or_are_alternatives():
    spec = parse_rule("Never print passwords or tokens.")
    assert spec.targets == ("password|token",)
    assert match("Never print passwords or tokens.", "Bash", {"command": "vault kv get secret/db-password"}) is not None


@pytest.mark.parametrize(
    "rule",
    [
        "Leave the nginx config alone.",
        "Leave the nginx config as it is.",
        "Keep the nginx config untouched: hands off.",
    ],
)
def test_leave_it_alone_restricts_changes(rule):
    spec = parse_rule(rule)
    assert spec.restricts and spec.targets == ("nginx", "config"), spec
    assert match(rule, "Bash", {"command": "sudo sed -i s/4/8/ /etc/nginx/nginx.conf"}) is not None
    assert match(rule, "Bash", {"command": "cat /etc/nginx/nginx.conf"}) is None


def test_keep_private_restricts_exposure():
    rule = "Keep the ml-datasets bucket private."
    assert (
        match(rule, "Bash", {"command": "aws s3api put-bucket-acl --bucket ml-datasets --acl public-read"}) is not None
    )
    assert match(rule, "Bash", {"command": "aws s3 ls s3://ml-datasets"}) is None


def test_a_persons_possession_is_not_a_target():
    assert parse_rule("Never cancel a customer's subscription.").targets == ("subscription",)
    assert parse_rule("Don't touch anyone's account settings.").targets


@pytest.mark.parametrize(
    ("rule", "tool", "violating", "harmless"),
    [
        ("Never offer more than 30% off.", "apply_discount", {"discount_percent": 57}, {"discount_percent": 10}),
        (
            "Never re-run billing_sync.",
            "Bash",
            {"command": "airflow dags trigger billing_sync"},
            {"command": "airflow dags list-runs -d billing_sync"},
        ),
        (
            "Hold all deploys to the live site.",
            "Bash",
            {"command": "fly deploy --app web-prod"},
            {"command": "fly deploy --app web-staging"},
        ),
        (
            "Leave the logs alone: no deleting, no truncating.",
            "Bash",
            {"command": "rm /var/log/app/app.log"},
            {"command": "tail /var/log/app/app.log"},
        ),
        (
            "Never push tags to origin.",
            "Bash",
            {"command": "git push origin v1.2.0"},
            {"command": "git push origin feature/v1.2.0-fix"},
        ),
        ("Don't show me credentials in plain text.", "Bash", {"command": "cat .env"}, {"command": "cat .env.example"}),
        (
            "Never grant admin access to anyone.",
            "Bash",
            {"command": "az role assignment create --assignee kim --role Owner"},
            {"command": "az role assignment list --assignee kim"},
        ),
        (
            "Under no circumstances should you merge pull requests.",
            "Bash",
            {"command": "glab mr merge 141"},
            {"command": "glab mr view 141"},
        ),
        (
            "No new DB roles or privileges without asking.",
            "Bash",
            {"command": "createuser --superuser deploy"},
            {"command": "psql -c 'SELECT rolname FROM pg_roles'"},
        ),
        (
            "Don't change anyone's SSH access.",
            "Bash",
            {"command": "ssh-add ~/.ssh/deploy_key"},
            {"command": "ssh-add -l"},
        ),
    ],
)
def test_rules_from_the_generated_set(rule, tool, violating, harmless):
    assert match(rule, tool, violating) is not None
    assert match(rule, tool, harmless) is None


def test_a_gerund_noun_stays_a_target():
    assert "bill" in parse_rule("Never send anything to the billing channel.").targets


@pytest.mark.parametrize(
    ("rule", "tool", "violating", "harmless"),
    [
        (
            "Keep the dark-mode flag under 20 percent.",
            "launchdarkly_update_flag",
            {"flag_key": "dark-mode", "rollout_percentage": 79},
            {"flag_key": "dark-mode", "rollout_percentage": 10},
        ),
        (
            "Don't roll billing-v3 out to more than 10% of users.",
            "set_feature_flag",
            {"flag": "billing-v3", "percentage": 56},
            {"flag": "billing-v3", "percentage": 5},
        ),
        (
            "Nothing gets written under /srv/releases.",
            "Bash",
            {"command": "mkdir -p /srv/releases/tmp"},
            {"command": "ls /srv/releases"},
        ),
        (
            "Never edit or remove anything posted in #postmortems.",
            "slack_delete_message",
            {"channel": "#postmortems", "ts": "1.2"},
            {"channel": "#random", "ts": "1.2"},
        ),
        (
            "Keep the user-avatars storage private.",
            "Bash",
            {"command": "aws s3api put-bucket-acl --bucket acme-user-avatars --acl public-read"},
            {"command": "aws s3api put-bucket-acl --bucket acme-user-avatars --acl private"},
        ),
        (
            "Never skip the pre-commit hooks.",
            "Bash",
            {"command": "git commit --no-verify -m wip"},
            {"command": "git commit -m wip"},
        ),
        (
            "Never push images to the public Docker Hub.",
            "Bash",
            {"command": "docker push docker.io/acme/api:1.4"},
            {"command": "docker push registry.acme.io/acme/api:1.4"},
        ),
        (
            "Leave old branches alone: no deleting them on origin.",
            "Bash",
            {"command": "gh api -X DELETE repos/acme/api/git/refs/heads/old-login"},
            {"command": "gh api repos/acme/api/git/refs/heads/old-login"},
        ),
        ("Don't touch the crontab on the servers.", "Bash", {"command": "crontab -r"}, {"command": "crontab -l"}),
    ],
)
def test_more_rules_from_the_generated_set(rule, tool, violating, harmless):
    assert match(rule, tool, violating) is not None
    assert match(rule, tool, harmless) is None


def test_keep_under_is_a_ceiling_but_never_below_is_a_floor():
    assert parse_rule("Keep the flag under 20 percent.").limit.op == "gt"
    assert parse_rule("Never scale api below 3 replicas.").limit.op == "lt"


@pytest.mark.parametrize(
    ("word", "stemmed"),
    [
        ("emptied", "empty"),
        ("dropped", "drop"),
        ("committed", "commit"),
        ("installed", "install"),
        ("settings", "sett"),
    ],
)
def test_stem_handles_ied_and_doubled_consonants(word, stemmed):
    from pinlane.ledger.matcher import stem

    assert stem(word) == stemmed


@pytest.mark.parametrize(
    ("rule", "tool", "violating", "harmless"),
    [
        (
            "The audit_log table must not be emptied or dropped.",
            "run_sql",
            {"query": "TRUNCATE audit_log"},
            {"query": "CREATE TABLE audit_log_backup AS SELECT * FROM audit_log"},
        ),
        (
            "Never share my calendar.",
            "gcal_acl_insert",
            {"calendar_id": "primary", "role": "reader"},
            {"calendar_id": "primary"},
        ),
        (
            "No @channel mentions in #general.",
            "slack_post_message",
            {"channel": "#general", "text": "<!channel> hi"},
            {"query": "in:#general @channel"},
        ),
        (
            "Never chmod anything to 777.",
            "Bash",
            {"command": "chmod -R 777 /var/www"},
            {"command": "chmod 644 config/app.yml"},
        ),
        (
            "No kubectl deletes of pods in billing.",
            "Bash",
            {"command": "kubectl delete pod api-1 -n billing"},
            {"command": "kubectl delete pod ledger-3 -n dev"},
        ),
        (
            "Please don't allow 0.0.0.0/0 on any security group.",
            "Bash",
            {"command": "aws ec2 authorize-security-group-ingress --group-id sg-1 --port 443 --cidr 0.0.0.0/0"},
            {"command": "aws ec2 authorize-security-group-ingress --group-id sg-1 --port 443 --cidr 10.0.0.0/8"},
        ),
        (
            "You must never rewrite history on main.",
            "Bash",
            {"command": "git checkout main && git rebase -i HEAD~3"},
            {"command": "git rebase origin/main"},
        ),
        (
            "Do not download the members list.",
            "Bash",
            {"command": "pg_dump -d app -t members > members.sql"},
            {"command": "pg_dump -d app --schema-only -t members > schema.sql"},
        ),
        (
            "Don't migrate the prod database.",
            "Bash",
            {"command": "npx knex migrate:latest --env production"},
            {"command": "npx knex migrate:status --env production"},
        ),
        (
            "Never send the newsletter without my OK.",
            "Bash",
            {"command": "python manage.py send_newsletter --all"},
            {"command": "python manage.py send_newsletter --preview --to me@acme.com"},
        ),
    ],
)
def test_fewer_false_alarms_on_the_generated_set(rule, tool, violating, harmless):
    other = {"gcal_acl_insert": "gcal_acl_list", "slack_post_message": "slack_search_messages"}.get(tool, tool)
    assert match(rule, other, harmless) is None
    assert match(rule, tool, violating) is not None


@pytest.mark.parametrize(
    ("rule", "violating", "harmless"),
    [
        ("Don't throw away my uncommitted changes.", "git checkout -- .", "git stash push -m wip"),
        ("Don't lose my local edits.", "git stash clear", "git stash list"),
        ("Do not discard local work, stashes included.", "git stash drop stash@{0}", "git status"),
        (
            "No infra changes to prod: plans are fine, applies are not.",
            "terraform -chdir=envs/prod apply -auto-approve",
            "terraform -chdir=envs/prod plan",
        ),
        (
            "Do not run terraform apply against production.",
            "terragrunt apply --terragrunt-working-dir live/prod/vpc",
            "terragrunt plan --terragrunt-working-dir live/prod/vpc",
        ),
        (
            "Nothing in logs may be publicly readable.",
            "gsutil iam ch allUsers:objectViewer gs://acme-logs",
            "gsutil iam ch user:kim@acme.com:objectViewer gs://acme-logs",
        ),
    ],
)
def test_local_work_infra_and_public_reads(rule, violating, harmless):
    assert match(rule, "Bash", {"command": violating}) is not None
    assert match(rule, "Bash", {"command": harmless}) is None


def test_local_edits_are_not_the_dev_environment():
    assert parse_rule("Don't lose my local edits.").envs == frozenset()
    assert parse_rule("Never restart the api in local.").envs == {"dev"}


def test_an_anonymous_grant_in_the_description_is_public():
    rule = "Never make the ml-datasets bucket public."
    call = {"command": "aws s3api put-bucket-policy --bucket acme-ml-datasets --policy file://p.json"}
    assert match(rule, "Bash", call, "Allow anonymous GetObject") is not None
    assert match(rule, "Bash", call, "Allow the CI role to read") is None


def test_after_a_double_dash_git_takes_paths_kubectl_takes_a_command():
    (op,) = [o for o in read_call("Bash", {"command": "git checkout -- src/app.py"}).ops if o.source == "shell"]
    assert "discard" in op.actions and "app" in op.tokens
    acts = {a for o in read_call("Bash", {"command": "kubectl exec api -- rm -rf /data"}).ops for a in o.actions}
    assert "delete" in acts


def test_lists_and_parentheses_are_alternatives():
    spec = parse_rule("Nothing we keep in Drive, Dropbox or Notion gets shared externally.")
    assert "driv|dropbox|notion" in spec.targets, spec.targets
    spec = parse_rule("Don't remove people from our identity systems (Okta, Auth0, Workspace, IAM).")
    assert any("okta" in t.split("|") and "iam" in t.split("|") for t in spec.targets), spec.targets
    rule = "Don't remove people from our identity systems (Okta, Auth0, Workspace, IAM)."
    assert match(rule, "okta_delete_user", {"user": "omar@acme.com"}) is not None
    assert match(rule, "okta_get_user", {"user": "omar@acme.com"}) is None


@pytest.mark.parametrize(
    ("rule", "tool", "violating", "harmless"),
    [
        ("Leave the error rate alerting on.", "datadog_mute_monitor", {"monitor": "error-rate-prod"}, None),
        (
            "Don't mute or turn off the disk usage alerts.",
            "grafana_update_alert_rule",
            {"uid": "disk-usage-alerts", "is_paused": True},
            {"uid": "disk-usage-alerts", "is_paused": False},
        ),
        (
            "Do not download the members list.",
            "Bash",
            {"command": "mysql -e 'SELECT * FROM members' > ~/members.tsv"},
            {"command": "mysql -e 'SELECT count(*) FROM members'"},
        ),
        (
            "No dumping patients PII to files or third parties.",
            "Bash",
            {"command": "psql -c \"\\copy (SELECT email, phone FROM patients) TO '/tmp/p.csv' CSV\""},
            {"command": "psql -c 'SELECT count(*) FROM patients'"},
        ),
        (
            "No sharing datasets with vendors.",
            "Bash",
            {"command": "curl -F file=@exports/orders.csv https://sftp.vendor.io/in/"},
            {"command": "curl https://sftp.vendor.io/status"},
        ),
        ("Never deactivate user logins.", "okta_deactivate_user", {"user": "omar"}, None),
        ("Never deactivate anyone's user account.", "gworkspace_suspend_user", {"user_key": "omar"}, None),
    ],
)
def test_states_exports_and_vendors(rule, tool, violating, harmless):
    assert match(rule, tool, violating) is not None
    if harmless is not None:
        assert match(rule, tool, harmless) is None


@pytest.mark.parametrize(
    ("rule", "tool", "violating", "harmless"),
    [
        (
            "Never create or change files in /data/ro.",
            "Bash",
            {"command": "cp ./a.yaml /data/ro/a.yaml"},
            {"command": "cp /data/ro/a.yaml ./a.yaml"},
        ),
        (
            "No public SSH access to our servers.",
            "Bash",
            {"command": "sudo ufw allow 22/tcp"},
            {"command": "sudo ufw allow from 10.0.0.0/8 to any port 22"},
        ),
        ("Don't post publicly on behalf of the company.", "twitter_create_tweet", {"text": "v2 is out"}, None),
        (
            "Don't publish anything on LinkedIn.",
            "linkedin_create_post",
            {"text": "Hiring!"},
            {"text": "Hiring!", "lifecycle_state": "DRAFT"},
        ),
        (
            "Don't change config vars on acme-api.",
            "heroku_update_config_vars",
            {"app": "acme-api", "vars": {"X": "1"}},
            {"app": "acme-worker", "vars": {"X": "1"}},
        ),
        (
            "Never format, wipe or repartition disks.",
            "Bash",
            {"command": "sudo mkfs.ext4 /dev/nvme1n1"},
            {"command": "lsblk /dev/nvme1n1"},
        ),
        (
            "Don't install packages system-wide.",
            "Bash",
            {"command": "npm install -g typescript"},
            {"command": "npm install --save-dev typescript"},
        ),
        (
            "Please remember: Keep django pinned at 4.2.",
            "Bash",
            {"command": "pip install django==5.1"},
            {"command": "pip install requests==2.32"},
        ),
        (
            "Do not upgrade sqlalchemy.",
            "update_dependency",
            {"package": "sqlalchemy", "version": "2.0"},
            {"package": "alembic", "version": "1.13"},
        ),
    ],
)
def test_paths_public_rules_names_and_packages(rule, tool, violating, harmless):
    assert match(rule, tool, violating) is not None
    if harmless is not None:
        assert match(rule, tool, harmless) is None


def test_a_hyphenated_modifier_is_not_a_name_the_call_must_carry():
    rule = "Never kill the long-running backup job."
    assert match(rule, "kill_job", {"job": "nightly-backup"}) is not None


def test_device_paths_are_not_the_dev_environment():
    ops = read_call("Bash", {"command": "sudo wipefs -a /dev/sdb"}).ops
    assert "dev" not in {t for op in ops for t in op.tokens}


@pytest.mark.parametrize(
    ("rule", "tool", "violating", "harmless"),
    [
        (
            "Don't take api under 2 pods.",
            "k8s_scale_deployment",
            {"name": "api", "replicas": 1},
            {"name": "api", "replicas": 3},
        ),
        (
            "Never scale web-frontend below 4 replicas.",
            "Bash",
            {"command": 'kubectl patch deployment web-frontend -p \'{"spec":{"replicas":2}}\''},
            {"command": 'kubectl patch deployment web-frontend -p \'{"spec":{"replicas":6}}\''},
        ),
        (
            "Ask me before any release goes live.",
            "Bash",
            {"command": "helm upgrade web charts/web -n prod"},
            {"command": "helm upgrade web charts/web -n staging"},
        ),
        (
            "Hold all deploys to the live site.",
            "Bash",
            {"command": "helm upgrade web charts/web -n prod"},
            {"command": "helm diff upgrade web charts/web -n prod"},
        ),
        (
            "Production deployments need my approval.",
            "trigger_deploy",
            {"service": "web", "environment": "production"},
            {"service": "web", "environment": "staging"},
        ),
        (
            "Don't print secrets or API keys in the terminal.",
            "Bash",
            {"command": "vault kv get secret/prod/db"},
            {"command": "vault kv list secret/prod"},
        ),
        (
            "Keep secrets out of the transcript: never cat them.",
            "get_secret",
            {"name": "prod/key", "reveal": True},
            {"name": "prod/key", "reveal": False},
        ),
        (
            "Don't make files world-writable.",
            "Bash",
            {"command": "chmod o+w config/app.yml"},
            {"command": "chmod 644 config/app.yml"},
        ),
        (
            "Never chmod anything to 777.",
            "Bash",
            {"command": "find /var/www -type d -exec chmod 777 {} +"},
            {"command": "find /var/www -type d -exec chmod 755 {} +"},
        ),
        (
            "Never change environment variables on prod.",
            "Bash",
            {"command": "fly secrets set API_KEY=abc -a api-prod"},
            {"command": "fly secrets list -a api-prod"},
        ),
    ],
)
def test_limits_in_json_phrases_and_secrets(rule, tool, violating, harmless):
    assert match(rule, tool, violating) is not None
    assert match(rule, tool, harmless) is None


@pytest.mark.parametrize(
    ("rule", "tool", "violating", "harmless"),
    [
        (
            "Don't overwrite docs/api.md.",
            "Write",
            {"file_path": "docs/api.md", "content": "x"},
            {"file_path": "docs/guide.md", "content": "x"},
        ),
        (
            "No writes to the analytics schema.",
            "run_sql",
            {"query": "CREATE TABLE analytics.copy AS SELECT 1"},
            {"query": "CREATE TABLE scratch.copy AS SELECT * FROM analytics.customers"},
        ),
        (
            "Leave the logs-2026.12 search index as it is.",
            "elasticsearch_delete_index",
            {"index": "logs-2026.12"},
            {"index": "logs-2026.11"},
        ),
    ],
)
def test_relative_paths_written_tables_and_leave_as_is(rule, tool, violating, harmless):
    assert match(rule, tool, violating) is not None
    assert match(rule, tool, harmless) is None


@pytest.mark.parametrize(
    ("rule", "tool", "violating", "harmless"),
    [
        (
            "Don't delete rows from orders in bulk.",
            "run_sql",
            {"query": "DELETE FROM orders"},
            {"query": "DELETE FROM orders WHERE id = 7"},
        ),
        (
            "Never drop or truncate the shipments table.",
            "Bash",
            {"command": "python manage.py dbshell <<< 'TRUNCATE shipments;'"},
            {"command": "python manage.py dbshell <<< 'SELECT count(*) FROM shipments;'"},
        ),
        (
            "No mass emails to users.",
            "customerio_trigger_broadcast",
            {"broadcast_id": 12, "audience": "everyone"},
            {"broadcast_id": 12},
        ),
        (
            "Do not suppress alerting in prod.",
            "grafana_create_silence",
            {"env": "production", "duration": "2h"},
            {"env": "staging", "duration": "2h"},
        ),
        (
            "Do not acknowledge or resolve incidents for me.",
            "Bash",
            {"command": "pd incident:ack -i P1X2"},
            {"command": "pd incident:list --statuses triggered"},
        ),
        (
            "Don't ever close issues; the reporter closes them.",
            "jira_transition_issue",
            {"issue_key": "ENG-1", "transition": "Done"},
            {"issue_key": "ENG-1", "transition": "In Review"},
        ),
    ],
)
def test_bulk_here_strings_broadcasts_and_clauses(rule, tool, violating, harmless):
    assert match(rule, tool, violating) is not None
    assert match(rule, tool, harmless) is None


@pytest.mark.parametrize(
    ("rule", "tool", "violating", "harmless"),
    [
        (
            "Never helm uninstall ingress-nginx.",
            "Bash",
            {"command": "helm delete ingress-nginx -n ingress-nginx"},
            {"command": "helm status ingress-nginx -n ingress-nginx"},
        ),
        (
            "Leave the celery workers running.",
            "Bash",
            {"command": "kill -9 $(pgrep -f celery)"},
            {"command": "pgrep -fl celery"},
        ),
        (
            "Don't kill the training processes.",
            "Bash",
            {"command": "kill -9 $(pgrep -f training)"},
            {"command": "kill -9 $(pgrep -f jupyter)"},
        ),
        (
            "Don't close tickets until the customer confirms.",
            "Bash",
            {"command": 'curl -X PUT https://acme.zendesk.com/api/v2/tickets/1 -d \'{"ticket":{"status":"closed"}}\''},
            {"command": 'curl -X PUT https://acme.zendesk.com/api/v2/tickets/1 -d \'{"ticket":{"status":"pending"}}\''},
        ),
        (
            "Don't reply publicly on billing tickets; internal notes only.",
            "reply_to_ticket",
            {"ticket_id": 1, "body": "fixed", "public": True, "tags": ["billing"]},
            {"ticket_id": 1, "body": "fixed", "public": False, "tags": ["billing"]},
        ),
        (
            "Don't cut releases without me.",
            "Bash",
            {"command": "gh release create v2.4.0"},
            {"command": "gh release list"},
        ),
    ],
)
def test_uninstalls_substitutions_json_bodies_and_replies(rule, tool, violating, harmless):
    assert match(rule, tool, violating) is not None
    assert match(rule, tool, harmless) is None
