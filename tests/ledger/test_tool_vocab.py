"""Every row of the tool vocabulary, read back through the matcher's call parser."""

import pytest

from pinlane.ledger import tool_vocab as V
from pinlane.ledger.matcher import expand, read_call


def ops_of(command, **extra):
    return read_call("Bash", {"command": command, **extra}).ops


def actions_of(command):
    acts = set()
    for op in ops_of(command):
        if op.source != "description":
            acts |= {"read"} if op.dry else set(op.actions)
    return acts


ROWS = [(prog, row) for prog, rows in V.COMMANDS.items() for row in rows]


@pytest.mark.parametrize(("prog", "row"), ROWS, ids=[f"{p} {' '.join(r.path) or '-'}" for p, r in ROWS])
def test_every_command_row_is_found_by_the_parser(prog, row):
    """``prog <path> thing`` parses to the row's actions (a wrapper in front changes nothing)."""
    if row.verb_positionals:
        pytest.skip("verb rows are named by their subcommand words; see test_cloud_cli_verbs")
    command = " ".join([prog, *row.path, "thing-1"])
    for wrapped in (command, f"sudo {command}"):
        got = actions_of(wrapped)
        assert set(row.actions) <= got or (row.actions == {"install"} and "install" in got), (wrapped, got)


@pytest.mark.parametrize(
    ("command", "expected", "absent"),
    [
        # git
        ("git push origin main", {"push"}, {"force_push"}),
        ("git push -f origin develop", {"force_push"}, set()),
        ("git push --force-with-lease origin main", {"force_push"}, set()),
        ("git push origin +release/2.3", {"force_push"}, set()),
        ("git push origin --delete feature/x", {"delete"}, set()),
        ("git push origin :hotfix/1", {"delete"}, set()),
        ("git commit --amend --no-edit", {"rewrite"}, set()),
        ("git reset --hard HEAD~2", {"discard"}, set()),
        ("git checkout -- .", {"discard"}, set()),
        ("git clean -n", {"read"}, {"delete"}),
        ("git tag --list 'v3.*'", {"read"}, {"tag"}),
        ("git branch -D old", {"delete"}, set()),
        # kubectl / helm / terraform
        ("kubectl -n payments delete pods --all", {"delete"}, set()),
        ("kubectl --context prod-eu apply -f k8s/", {"apply"}, set()),
        ("kubectl --context prod-eu apply -f k8s/ --dry-run=server", {"read"}, {"apply"}),
        ("kubectl rollout restart deployment/api -n prod", {"restart"}, set()),
        ("kubectl rollout status deployment/api", {"read"}, {"restart"}),
        ("kubectl exec -n prod deploy/web -- python manage.py migrate", {"migrate"}, set()),
        ("helm upgrade api charts/api -n production --dry-run", {"read"}, {"upgrade"}),
        ("helm rollback api 41", {"rollback"}, set()),
        ("terraform plan -destroy", {"read"}, {"delete"}),
        ("terraform apply -destroy -target=module.vpc", {"delete", "apply"}, set()),
        ("terraform -chdir=envs/prod apply tfplan", {"apply"}, set()),
        # clouds
        ("aws ec2 terminate-instances --instance-ids i-1 --profile prod", {"delete"}, set()),
        ("aws ec2 describe-instances --profile prod", {"read"}, {"delete"}),
        ("aws iam list-attached-role-policies --role-name ci", {"read"}, set()),
        ("aws s3 rm s3://b/x --recursive", {"delete"}, set()),
        ("aws s3 sync ./local s3://b/db --delete", {"delete"}, set()),
        ("aws secretsmanager get-secret-value --secret-id prod/db", {"reveal"}, set()),
        ("gcloud sql instances delete orders-db --quiet", {"delete"}, set()),
        ("gcloud compute instances stop api-1 --project acme-prod", {"stop"}, set()),
        ("az vm deallocate --resource-group rg-prod --name web-vm-1", {"stop"}, set()),
        ("stripe refunds create --charge=ch_1 --amount=30000", {"refund"}, set()),
        ("stripe charges list --customer=cus_1", {"read"}, {"charge"}),
        # databases and migrations
        ('psql -d shop -c "DELETE FROM orders WHERE id = 1"', {"delete"}, set()),
        ("psql -d shop -c 'SELECT count(*) FROM orders'", {"read"}, {"delete"}),
        ("psql -c 'ALTER TABLE users ADD COLUMN nick text'", {"schema"}, set()),
        ("mysql -h db1 app -e 'CREATE INDEX i ON users(email)'", {"schema"}, set()),
        ("psql -c 'VACUUM FULL events;'", {"vacuum"}, set()),
        ("psql -c 'VACUUM ANALYZE events;'", {"read"}, {"vacuum"}),
        ('psql -c "ALTER ROLE analyst WITH SUPERUSER"', {"grant"}, set()),
        ("redis-cli -h redis-prod FLUSHALL", {"flush"}, set()),
        ("redis-cli -h redis-prod INFO memory", {"read"}, {"flush"}),
        ("python manage.py migrate --settings=prod", {"migrate"}, set()),
        ("python manage.py makemigrations", {"read"}, {"migrate"}),
        ("alembic upgrade head --sql", {"read"}, {"migrate"}),
        ("alembic downgrade -1", {"migrate", "rollback"}, set()),
        ("bundle exec rails db:migrate", {"migrate"}, set()),
        ("bin/rails db:migrate:status", {"read"}, {"migrate"}),
        ("npx prisma migrate deploy", {"migrate"}, set()),
        ("npx prisma migrate dev --name x", {"read"}, {"migrate"}),
        ("flyway -url=jdbc:postgresql://db/app migrate", {"migrate"}, set()),
        ("flyway info", {"read"}, {"migrate"}),
        ("pg_restore --list backup.dump", {"read"}, {"restore"}),
        # docker, systemctl, processes
        ("docker compose down -v", {"delete", "stop"}, set()),
        ("docker system prune -af", {"delete"}, set()),
        ("docker exec -it db psql -c 'DROP TABLE t'", {"delete"}, set()),
        ("sudo systemctl restart nginx", {"restart"}, set()),
        ("sudo systemctl disable --now cron", {"stop", "disable"}, set()),
        ("systemctl status nginx", {"read"}, {"restart"}),
        ("ssh edge-03 'sudo systemctl restart nginx'", {"restart"}, set()),
        ("bash -c 'rm -rf /srv/uploads'", {"delete"}, set()),
        ("pkill -f nightly_etl.py", {"stop"}, set()),
        # files
        ("rm -rf /srv/app/uploads/2023", {"delete"}, set()),
        ("find /srv/app/uploads -mtime +90 -delete", {"delete"}, set()),
        ("mv archive/a.csv data/", {"move"}, set()),
        ("truncate -s 0 /var/log/app.log", {"truncate"}, set()),
        (": > /var/log/app.log", {"truncate"}, set()),
        ("echo x | sudo tee -a /etc/sysctl.conf", {"write"}, set()),
        ("sed -i 's/a/b/' f.txt", {"write"}, set()),
        ("chmod 644 ~/.ssh/key", {"permission"}, set()),
        ("logrotate -d /etc/logrotate.d/app", {"read"}, {"truncate"}),
        ("rsync -a --remove-source-files archive/ /mnt/cold/", {"move"}, set()),
        # packages
        ("pip install requests-cache", {"install"}, set()),
        ("pip install -r requirements.txt", {"sync"}, {"install"}),
        ("pip install -U django", {"upgrade"}, set()),
        ("pip install 'Django==5.0.6'", {"upgrade"}, set()),
        ("npm install -g typescript", {"install", "global"}, set()),
        ("npm ci", {"read"}, {"install"}),
        ("npm publish --dry-run", {"read"}, {"publish"}),
        ("twine upload dist/*", {"publish"}, set()),
        ("python -m twine upload dist/*", {"publish"}, set()),
        ("sudo apt-get install -y jq", {"install"}, set()),
        # http
        ("curl -X DELETE https://api.x.com/v1/customers/1", {"delete"}, set()),
        ("curl https://api.x.com/v1/customers/1", {"read"}, {"delete"}),
        ("curl -X POST https://slack.com/api/chat.delete -d channel=c", {"delete", "send"}, set()),
        ("http DELETE https://api.x.com/v1/items/2", {"delete"}, set()),
        # secrets
        ("vault kv delete secret/payments/stripe", {"delete"}, set()),
        ("vault kv get secret/payments/stripe", {"reveal"}, set()),
        ("cat .env", {"reveal"}, set()),
        ("kubectl get secret s -o jsonpath='{.data.password}' | base64 -d", {"reveal"}, set()),
    ],
)
def test_command_actions(command, expected, absent):
    got = actions_of(command)
    assert expected <= got, got
    assert not (absent & expand(got) - expected), got


def test_cloud_cli_verbs_read_wins():
    # "list-attached-role-policies" names "attach" too; the read verb first decides
    assert actions_of("aws iam list-attached-role-policies --role-name ci") == {"read"}
    assert "grant" in expand(actions_of("aws iam attach-role-policy --role-name ci --policy-arn x"))


@pytest.mark.parametrize("method", sorted(V.HTTP_METHODS))
def test_every_http_method(method):
    got = actions_of(f"curl -X {method} https://api.example.com/v1/things/1")
    assert set(V.HTTP_METHODS[method]) <= got


@pytest.mark.parametrize("keyword", sorted(V.SQL_STATEMENTS))
def test_every_sql_statement(keyword):
    tail = "t TO 'out.csv' CSV" if keyword.endswith("copy") else "something FROM t WHERE x = 1"
    ops = read_call("run_sql", {"query": f"{keyword.upper()} {tail}"}).ops
    sql = [op for op in ops if op.source == "sql"]
    assert sql and (sql[0].actions & V.SQL_STATEMENTS[keyword] or keyword == "vacuum"), sql


@pytest.mark.parametrize(("word", "env"), sorted(V.ENVIRONMENTS.items()))
def test_every_environment_word(word, env):
    from pinlane.ledger.matcher import match

    rule = {"prod": "Never restart the api in prod.", "staging": "Never restart the api in staging."}.get(
        env, f"Never restart the api in {word}."
    )
    m = match(rule, "Bash", {"command": f"kubectl rollout restart deploy/api -n {word}"})
    assert m is not None and any(f"environment {env}" in d for d in m.details), m


@pytest.mark.parametrize(("short", "phrase"), sorted(V.EXPANSIONS.items()))
def test_every_expansion_covers_its_phrase(short, phrase):
    from pinlane.ledger.matcher import match

    assert match(f"Never delete the {phrase}.", "Bash", {"command": f"kubectl delete {short} x-1"}) is not None


@pytest.mark.parametrize(("word", "aliases"), sorted(V.ALIASES.items()))
def test_every_alias_stands_for_its_words(word, aliases):
    from pinlane.ledger.matcher import _ALIASES, stem

    for alias in aliases:
        assert stem(alias) in _ALIASES[stem(word)] and stem(word) in _ALIASES[stem(alias)]


@pytest.mark.parametrize(("pattern", "tokens"), V.CONTENT_PATTERNS)
def test_every_content_pattern_compiles_and_names_tokens(pattern, tokens):
    import re

    re.compile(pattern)
    assert tokens.split()


# -- entries added for categories the call never names (issue #20) ------------------------------


@pytest.mark.parametrize("remote", sorted(V.DEPLOY_REMOTES))
def test_every_deploy_remote_makes_a_push_a_deploy(remote):
    assert "deploy" in actions_of(f"git push {remote} main")
    assert "deploy" not in actions_of("git push origin main")


@pytest.mark.parametrize(
    ("workflow", "action"), [("deploy.yml", "deploy"), ("release.yaml", "release"), ("publish-docs.yml", "publish")]
)
def test_gh_workflow_run_is_what_the_workflow_is_named_for(workflow, action):
    assert action in expand(actions_of(f"gh workflow run {workflow} -f environment=production"))
    assert actions_of("gh workflow run lint.yml") <= {"run", "read", "start"}  # it starts a pipeline


CODE_SAMPLES = [
    ('manage.py shell -c "Customer.objects.filter(active=False).delete()"', "delete"),
    ("rails runner 'Invoice.where(draft: true).update_all(state: 1)'", "write"),
    ("node -e \"db.query('TRUNCATE TABLE sessions')\"", "truncate"),
    ("python -c \"cur.execute('DROP TABLE tmp_users')\"", "delete"),
    ("ruby -e \"conn.exec('DELETE FROM users WHERE id=3')\"", "delete"),
    ("python -c \"cur.execute('UPDATE users SET plan=1')\"", "write"),
    ("rails runner 'UserMailer.welcome(u).deliver_now'", "send"),
    ("mongosh shop --eval 'db.sessions.drop()'", "delete"),
    ("mongosh shop --eval 'db.users.deleteOne({_id: 3})'", "delete"),
    ("python -c \"gspread.oauth().open('q3').sheet1.update_acell('B2', 7)\"", "write"),
]


@pytest.mark.parametrize(("pattern", "actions"), V.CODE_PATTERNS)
def test_every_code_pattern_has_a_sample(pattern, actions):
    import re

    samples = [code for code, act in CODE_SAMPLES if re.search(pattern, code)]
    assert samples, f"no sample in CODE_SAMPLES for {pattern!r}"


@pytest.mark.parametrize(("command", "action"), CODE_SAMPLES)
def test_inline_code_reads_like_the_sql_it_sends(command, action):
    assert action in actions_of(command), actions_of(command)


def test_inline_code_that_only_reads_stays_a_read():
    assert actions_of('manage.py shell -c "print(Customer.objects.count())"') <= {"read"}


@pytest.mark.parametrize(
    ("word", "action"),
    [
        ("publicly", "expose"),
        ("expose", "expose"),
        ("clear", "flush"),
        ("nuke", "delete"),
        ("promote", "deploy"),
        ("capture", "charge"),
        ("outreach", "send"),
        ("dm", "send"),
        ("ping", "send"),
    ],
)
def test_new_verbs_name_their_action(word, action):
    from pinlane.ledger.matcher import parse_rule

    assert action in parse_rule(f"Never {word} the billing records.").actions


@pytest.mark.parametrize(
    ("rule", "action"), [("Don't tear down the cluster.", "delete"), ("Never go live on Friday.", "deploy")]
)
def test_new_phrases_name_their_action(rule, action):
    from pinlane.ledger.matcher import parse_rule

    assert action in parse_rule(rule).actions


PEOPLE = [
    # a rule's category of people, a call that names the records that hold them, a near miss
    (
        "Never delete customers.",
        'psql -c "DELETE FROM users WHERE id = 7"',
        'psql -c "DELETE FROM job_runs WHERE id = 7"',
    ),
    ("Never delete customers.", 'psql -c "DELETE FROM accounts WHERE id = 7"', 'psql -c "SELECT * FROM accounts"'),
    (
        "Never delete customers.",
        'psql -c "DELETE FROM clients WHERE id = 7"',
        'psql -c "DELETE FROM clicks WHERE id = 7"',
    ),
    (
        "Don't remove any users.",
        'psql -c "DELETE FROM members WHERE id = 7"',
        'psql -c "DELETE FROM metrics WHERE id = 7"',
    ),
    ("Don't remove any members.", 'psql -c "DELETE FROM memberships WHERE id = 7"', 'psql -c "DELETE FROM meetings"'),
    ("Never delete patients.", 'psql -c "DELETE FROM persons WHERE id = 7"', 'psql -c "DELETE FROM prescriptions"'),
    ("Never delete employees.", 'psql -c "DELETE FROM staff WHERE id = 7"', 'psql -c "DELETE FROM stock WHERE id = 7"'),
    ("Never delete students.", 'psql -c "DELETE FROM enrollments WHERE id = 7"', 'psql -c "DELETE FROM events"'),
    ("Never delete tenants.", 'psql -c "DELETE FROM organizations WHERE id = 7"', 'psql -c "DELETE FROM orders"'),
    ("Never delete subscribers.", 'psql -c "DELETE FROM contacts WHERE id = 7"', 'psql -c "DELETE FROM coupons"'),
    ("Don't delete any people records.", 'psql -c "DELETE FROM person WHERE id = 7"', 'psql -c "DELETE FROM posts"'),
    ("Never delete leads.", 'psql -c "DELETE FROM prospects WHERE id = 7"', 'psql -c "DELETE FROM products"'),
    ("Never delete prospects.", 'psql -c "DELETE FROM leads WHERE id = 7"', 'psql -c "DELETE FROM logs"'),
    ("Never delete customers.", 'psql -c "DELETE FROM buyers WHERE id = 7"', 'psql -c "DELETE FROM builds"'),
]


@pytest.mark.parametrize(("rule", "violating", "harmless"), PEOPLE)
def test_people_categories_cover_the_tables_that_hold_them(rule, violating, harmless):
    from pinlane.ledger.matcher import match

    assert match(rule, "Bash", {"command": violating}) is not None
    assert match(rule, "Bash", {"command": harmless}) is None


def test_people_categories_cover_crm_tools():
    from pinlane.ledger.matcher import match

    assert match("Never delete customers.", "hubspot_delete_contact", {"contact_id": 91}) is not None
    assert match("Never delete customers.", "hubspot_get_contact", {"contact_id": 91}) is None


PUBLIC = [
    "aws s3api put-bucket-acl --bucket acme-uploads --acl public-read",
    "aws s3 cp report.pdf s3://acme-uploads/ --acl public-read",
    "gsutil iam ch allUsers:objectViewer gs://acme-uploads",
    "gsutil acl ch -u AllUsers:R gs://acme-uploads/**",
    "az storage container set-permission --name uploads --public-access blob --account-name acme",
    "aws s3api delete-public-access-block --bucket acme-uploads",
]


@pytest.mark.parametrize("command", PUBLIC)
def test_public_exposure_is_recognised_whatever_the_cli(command):
    from pinlane.ledger.matcher import match

    m = match("Never make the uploads bucket public.", "Bash", {"command": command})
    assert m is not None and m.action in ("expose", "share"), m


@pytest.mark.parametrize(
    "command",
    [
        "aws s3api put-bucket-acl --bucket acme-uploads --acl private",
        "gsutil iam ch user:dana@acme.com:objectViewer gs://acme-uploads",
        "aws s3api get-bucket-acl --bucket acme-uploads",
        "aws s3 cp report.pdf s3://acme-uploads/",
        "aws s3api put-bucket-acl --bucket acme-site --acl public-read",
    ],
)
def test_private_grants_reads_and_other_buckets_are_not_exposure(command):
    from pinlane.ledger.matcher import match

    assert match("Never make the uploads bucket public.", "Bash", {"command": command}) is None


def test_wildcard_cidrs_are_public():
    from pinlane.ledger.matcher import match

    rule = "Never expose the database port to the internet."
    open_ = (
        "aws ec2 authorize-security-group-ingress --group-id sg-1 --port 5432 --cidr 0.0.0.0/0 --description database"
    )
    closed = (
        "aws ec2 authorize-security-group-ingress --group-id sg-1 --port 5432 --cidr 10.0.0.0/8 --description database"
    )
    assert match(rule, "Bash", {"command": open_}) is not None
    assert match(rule, "Bash", {"command": closed}) is None


@pytest.mark.parametrize(
    ("rule", "tool", "arguments", "harmless"),
    [
        (
            "No CDN cache purges.",
            "Bash",
            {"command": "aws cloudfront create-invalidation --distribution-id E2 --paths '/*'"},
            {"command": "aws cloudfront list-invalidations --distribution-id E2"},
        ),
        (
            "Don't change the nginx config.",
            "Bash",
            {"command": "sudo sed -i s/4/8/ /etc/nginx/nginx.conf"},
            {"command": "cat /etc/nginx/nginx.conf"},
        ),
        ("Don't disable the firewall.", "Bash", {"command": "sudo ufw disable"}, {"command": "sudo ufw status"}),
        ("Never flush the firewall.", "Bash", {"command": "sudo iptables -F"}, {"command": "sudo iptables -L -n"}),
        (
            "Never flush the firewall.",
            "Bash",
            {"command": "sudo nft flush ruleset"},
            {"command": "sudo nft list ruleset"},
        ),
        (
            "Don't change IAM in prod.",
            "Bash",
            {"command": "az role assignment create --assignee kim --role Owner --scope /subscriptions/prod-sub"},
            {"command": "az role assignment list --scope /subscriptions/prod-sub"},
        ),
        ("Don't delete emails from my inbox.", "outlook_delete_message", {"message_id": "AAMk"}, None),
        (
            "Do not display passwords or tokens.",
            "Bash",
            {"command": "printenv | grep -i token"},
            {"command": "printenv PATH"},
        ),
    ],
)
def test_new_aliases_and_rows_in_use(rule, tool, arguments, harmless):
    from pinlane.ledger.matcher import match

    assert match(rule, tool, arguments) is not None
    if harmless is not None:
        assert match(rule, tool, harmless) is None


def test_publishing_is_making_public():
    from pinlane.ledger.matcher import match

    rule = "No public posts from the company blog."
    assert (
        match(rule, "wordpress_create_post", {"title": "Postmortem", "status": "publish", "blog": "company"})
        is not None
    )
    assert match(rule, "wordpress_create_post", {"title": "Postmortem", "status": "draft", "blog": "company"}) is None


@pytest.mark.parametrize(("word", "action"), [("invalidate", "flush"), ("lose", "discard"), ("authorize", "grant")])
def test_more_new_verbs(word, action):
    from pinlane.ledger.matcher import parse_rule

    assert action in parse_rule(f"Never {word} the billing records.").actions


@pytest.mark.parametrize(
    ("word", "action"), [("rerun", "start"), ("trigger", "start"), ("backfill", "start"), ("assignment", "grant")]
)
def test_verbs_for_jobs_and_roles(word, action):
    from pinlane.ledger.matcher import verbs_in

    assert action in verbs_in([word])[0]


def test_version_tags_are_tags_but_branch_names_are_not():
    from pinlane.ledger.matcher import read_call

    (op,) = read_call("Bash", {"command": "git push origin v2.4.0"}).ops
    assert "tag" in op.tokens
    (op,) = read_call("Bash", {"command": "git push origin feature/v2.4.0-fix"}).ops
    assert "tag" not in op.tokens


@pytest.mark.parametrize(
    ("command", "action"),
    [
        ("git commit --no-verify -m x", "bypass"),
        ("git commit -n -m x", "bypass"),
        ("git push --no-verify origin main", "bypass"),
        ("crontab -r", "delete"),
        ("crontab -e", "write"),
        ("gh api -X DELETE repos/acme/api/git/refs/heads/x", "delete"),
        ("gh api -X PATCH repos/acme/api -f private=false", "write"),
    ],
)
def test_flags_and_methods_that_change_the_action(command, action):
    assert action in actions_of(command), actions_of(command)
    assert "read" in actions_of("gh api repos/acme/api") and "delete" not in actions_of("crontab -l")


@pytest.mark.parametrize(
    ("word", "action"),
    [("skip", "bypass"), ("bypass", "bypass"), ("circumvent", "bypass"), ("written", "write"), ("sent", "send")],
)
def test_bypass_and_participles(word, action):
    from pinlane.ledger.matcher import verbs_in

    assert action in verbs_in([word])[0]


@pytest.mark.parametrize(("key", "actions"), sorted(V.BOOLEAN_STATES.items()))
def test_every_boolean_state_key(key, actions):
    from pinlane.ledger.matcher import read_call

    (op,) = read_call("update_thing", {"id": 1, key: True}).ops
    assert set(actions.split()) <= op.actions, op.actions
    (op,) = read_call("update_thing", {"id": 1, key: False}).ops
    assert not set(actions.split()) & op.actions


@pytest.mark.parametrize(
    ("phrase", "action"),
    [("turn off", "disable"), ("switch off", "disable"), ("lock out", "disable"), ("throw away", "discard")],
)
def test_new_two_word_phrases(phrase, action):
    from pinlane.ledger.matcher import parse_rule

    assert action in parse_rule(f"Never {phrase} the billing alerts.").actions


@pytest.mark.parametrize(("word", "action"), [("deactivate", "disable"), ("suspend", "disable"), ("pause", "disable")])
def test_verbs_that_disable(word, action):
    from pinlane.ledger.matcher import verbs_in

    assert action in verbs_in([word])[0]
