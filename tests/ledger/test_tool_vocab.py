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
