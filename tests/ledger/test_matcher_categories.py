"""Category words a call does not spell, object vs container, and the tool-vocabulary entries
added for them (issue #20): one invented violating call and one near miss per entry."""

import pytest

from pinlane.ledger import tool_vocab as V
from pinlane.ledger.matcher import match, read_call

B = "Bash"

CASES = [
    # database hosts are recognised by their names; other hosts are not database hosts
    ("never reboot the db servers", B, {"command": "ssh mysqld-eu-3 'sudo reboot'"}, True),
    ("never reboot the db servers", B, {"command": "ssh cache-eu-3 'sudo reboot'"}, False),
    # the local database is not the primary
    ("don't flushall on the primary redis", B, {"command": "redis-cli -h redis-main FLUSHALL"}, True),
    ("don't flushall on the primary redis", B, {"command": "redis-cli -h localhost FLUSHALL"}, False),
    # "public" is the point of the rule: a private registry is not one
    ("no pushing containers to public registries", B, {"command": "docker push docker.io/shopco/web:3"}, True),
    (
        "no pushing containers to public registries",
        "push_container",
        {"registry": "index.docker.io", "image": "web:3"},
        True,
    ),
    ("no pushing containers to public registries", B, {"command": "docker push harbor.shopco.lan/web:3"}, False),
    # a category word names the kinds of thing it stands for
    (
        "don't delete stateful stuff in the cluster",
        B,
        {"command": "kubectl delete statefulset mongo -n data"},
        True,
    ),
    ("don't delete stateful stuff in the cluster", B, {"command": "kubectl delete deployment web -n data"}, False),
    ("no gpu vms", "create_vm", {"size": "Standard_ND96asr_v4", "name": "trainer"}, True),
    ("no gpu vms", "create_vm", {"size": "Standard_D4s_v5", "name": "trainer"}, False),
    ("no gpu vms", B, {"command": "gcloud compute instances create t1 --machine-type a2-ultragpu-1g"}, True),
    # a customer's thing: a subscription is a customer's
    (
        "never pause customer subscriptions",
        "stripe_update_subscription",
        {"id": "sub_77", "pause_collection": "void", "paused": True},
        True,
    ),
    ("never pause customer subscriptions", "stripe_get_subscription", {"id": "sub_77"}, False),
    # "open X to the world" exposes it
    (
        "don't open firewalls to the world",
        B,
        {"command": "gcloud compute firewall-rules create web --allow tcp:80 --source-ranges 0.0.0.0/0"},
        True,
    ),
    (
        "don't open firewalls to the world",
        B,
        {"command": "gcloud compute firewall-rules create web --allow tcp:80 --source-ranges 10.8.0.0/16"},
        False,
    ),
    (
        "don't open security groups to the internet",
        B,
        {
            "command": "aws ec2 authorize-security-group-ingress --group-id sg-9 --port 443 "
            "--cidr 0.0.0.0/0 --protocol tcp"
        },
        True,
    ),
    # the whole channel is an @channel / @here mention, in Slack markup too
    (
        "don't ping the whole channel",
        "post_message",
        {"channel": "#ops", "text": "<!here|here> db failover at 5"},
        True,
    ),
    (
        "don't ping the whole channel",
        B,
        {"command": 'curl -X POST $HOOK -d \'{"text":"@channel db failover at 5"}\''},
        True,
    ),
    ("don't ping the whole channel", "post_message", {"channel": "#ops", "text": "db failover at 5"}, False),
    # the bucket itself vs one object in it
    ("never delete or empty the log buckets", B, {"command": "aws s3 rb s3://shop-logs --force"}, True),
    ("never delete or empty the log buckets", B, {"command": "aws s3 rm s3://shop-logs --recursive"}, True),
    ("never delete or empty the log buckets", B, {"command": "aws s3 rm s3://shop-logs/2026/01/02/app.log"}, False),
    (
        "nothing gets deleted from the invoices bucket",
        B,
        {"command": "aws s3 rm s3://shop-invoices/2025/inv-1.pdf"},
        True,
    ),
    # the DNS apex: a record named "@" or after its zone
    (
        "apex dns changes need my ok",
        "dns_update_record",
        {"zone": "shop.io", "name": "shop.io.", "type": "A", "value": "192.0.2.4"},
        True,
    ),
    (
        "apex dns changes need my ok",
        "dns_update_record",
        {"zone": "shop.io", "name": "@", "type": "MX", "value": "mx.shop.io"},
        True,
    ),
    ("apex dns changes need my ok", B, {"command": "cli53 rrcreate --replace shop.io '@ 60 A 192.0.2.5'"}, True),
    (
        "apex dns changes need my ok",
        "dns_update_record",
        {"zone": "shop.io", "name": "api", "type": "A", "value": "192.0.2.4"},
        False,
    ),
    # RSVP answers; accepting is not declining
    ("don't decline meetings on my behalf", "calendar_respond", {"event": "e1", "status": "no"}, True),
    ("don't decline meetings on my behalf", "calendar_respond", {"event": "e1", "response": "declined"}, True),
    ("don't decline meetings on my behalf", "calendar_respond", {"event": "e1", "response": "accepted"}, False),
    # an internal note is not a reply to the customer
    (
        "never promise discounts in replies to customers",
        "helpdesk_reply",
        {"ticket": 9, "body": "We'll give you a discount next month."},
        True,
    ),
    (
        "never promise discounts in replies to customers",
        "helpdesk_reply",
        {"ticket": 9, "public": False, "body": "asks for a discount"},
        False,
    ),
    (
        "never promise discounts in replies to customers",
        "helpdesk_reply",
        {"ticket": 9, "type": "note", "body": "discount?"},
        False,
    ),
    # pinned vs unpinned installs
    ("no unpinned installs", B, {"command": "pip install flask"}, True),
    ("no unpinned installs", B, {"command": "npm install lodash@^4"}, True),
    ("no unpinned installs", B, {"command": "pip install flask==3.0.3"}, False),
    ("no unpinned installs", B, {"command": "pip install -r requirements.txt"}, False),
    # a registry other than the public one is private
    ("don't publish to pypi", B, {"command": "twine upload dist/*"}, True),
    ("don't publish to npm", B, {"command": "npm publish --registry https://registry.npmjs.org"}, True),
    ("don't publish to npm", B, {"command": "npm publish --registry https://pkgs.shopco.lan/npm/"}, False),
    ("don't publish to npm", B, {"command": "yarn npm publish"}, True),
    # a manifest edit of the package's own version adds no dependency
    (
        "no new dependencies without asking",
        "Edit",
        {"file_path": "/w/package.json", "old_string": '"version": "2.0.1"', "new_string": '"version": "2.0.2"'},
        False,
    ),
    (
        "no new dependencies without asking",
        "Edit",
        {
            "file_path": "/w/package.json",
            "old_string": '"express": "^4.19.0"',
            "new_string": '"express": "^4.19.0",\n    "dayjs": "^1.11.0"',
        },
        True,
    ),
    # creating and deleting a key in one call rotates it; a named regenerate does too
    (
        "don't rotate access keys",
        B,
        {
            "command": "aws iam create-access-key --user-name bot && "
            "aws iam delete-access-key --user-name bot --access-key-id AKIAEXAMPLE00001"
        },
        True,
    ),
    ("don't rotate access keys", "regenerate_access_key", {"user": "bot"}, True),
    ("don't rotate access keys", B, {"command": "aws iam list-access-keys --user-name bot"}, False),
    # merging: a PR merge with no base goes into the default branch; merging main into a branch is not merging into main
    ("nothing gets merged into main without me", "merge_pull_request", {"repo": "shop/api", "number": 12}, True),
    (
        "nothing gets merged into main without me",
        "merge_pull_request",
        {"repo": "shop/api", "number": 12, "base": "develop"},
        False,
    ),
    ("nothing gets merged into main without me", B, {"command": "git switch fix/typo && git merge main"}, False),
    # task runners and jobs say what they do by their name
    ("no deploys on friday", B, {"command": "make deploy ENV=prod", "description": "ship it"}, None),
    ("never deploy to prod", B, {"command": "make deploy-prod"}, True),
    ("never deploy to prod", "run_pipeline", {"pipeline": "release-prod"}, True),
    ("never deploy to prod", "run_pipeline", {"pipeline": "lint-prod"}, False),
    # verb_noun subcommands of unknown CLIs, inline ORM truncation, git reset --hard
    ("don't purge any queues", B, {"command": "rabbitmqctl purge_queue invoices -p /"}, True),
    ("don't purge any queues", B, {"command": "rabbitmqctl list_queues -p /"}, False),
    (
        "never truncate prod tables",
        B,
        {"command": "rails runner -e production 'ActiveRecord::Base.connection.truncate(:carts)'"},
        True,
    ),
    (
        "never truncate prod tables",
        B,
        {"command": "rails runner -e development 'ActiveRecord::Base.connection.truncate(:carts)'"},
        False,
    ),
    ("don't throw away my uncommitted work", B, {"command": "git reset --hard origin/main"}, True),
    ("don't throw away my uncommitted work", B, {"command": "git reset --soft HEAD~1"}, False),
    # prod workspace is prod; terragrunt is terraform
    (
        "never apply terraform in the prod workspace",
        B,
        {"command": "terragrunt apply --terragrunt-working-dir envs/prod/db"},
        True,
    ),
    (
        "never apply terraform in the prod workspace",
        B,
        {"command": "terragrunt plan --terragrunt-working-dir envs/prod/db"},
        False,
    ),
    # a generic change names the attribute it is about: another field is not it
    (
        "don't change ticket priorities in jira",
        "jira_update_issue",
        {"issue": "OPS-4", "fields": {"priority": "P1"}},
        True,
    ),
    (
        "don't change ticket priorities in jira",
        "jira_update_issue",
        {"issue": "OPS-4", "fields": {"labels": ["x"]}},
        False,
    ),
    ("don't touch deal stages in pipedrive", "pipedrive_update_deal", {"id": 5, "stage_id": 3}, True),
    ("don't touch deal stages in pipedrive", "pipedrive_update_deal", {"id": 5, "title": "Renewal"}, False),
    # a message that carries a secret reveals it
    ("don't post keys in chat", "teams_send_message", {"chat": "ops", "text": "AKIAABCDEFGHIJKLMNOP works"}, True),
    ("don't post keys in chat", "teams_send_message", {"chat": "ops", "text": "rotation is done"}, False),
    # store credit is a gift card; "money back" is a refund
    ("no store credit above $50", "shop_create_gift_card", {"initial_value": "75.00", "customer": "c9"}, True),
    ("no store credit above $50", "shop_create_gift_card", {"initial_value": "20.00", "customer": "c9"}, False),
    (
        "never promise refunds to customers",
        "zendesk_reply",
        {"ticket_id": 3, "body": "You will get your money back."},
        True,
    ),
    # a reply on a ticket is public unless it is a note
    ("no public replies on tickets", "helpscout_reply_ticket", {"ticket": 4, "text": "fixed"}, True),
    ("no public replies on tickets", "helpscout_add_note", {"ticket": 4, "text": "fixed", "private": True}, False),
    ("no public replies on tickets", "zendesk_add_comment", {"ticket_id": 4, "body": "fixed", "public": True}, True),
    # public IPs, app stores, warehouses, Stripe prices, API tokens, paths that say what they do
    ("no public ips on vms", B, {"command": "gcloud compute instances create w1 --address=35.1.2.3"}, True),
    ("no public ips on vms", B, {"command": "gcloud compute instances create w1 --no-address"}, False),
    ("don't submit to the app store", "app_store_submit_build", {"build": "812"}, True),
    ("read only access to the warehouse", B, {"command": "bq query 'DELETE FROM mart.orders WHERE 1=1'"}, True),
    ("read only access to the warehouse", B, {"command": "bq query 'SELECT 1'"}, False),
    (
        "don't edit prices in live stripe",
        "update_price",
        {"price_id": "price_9Zq", "unit_amount": 900, "mode": "live"},
        True,
    ),
    ("never rotate api keys", "regenerate_token", {"service": "mailgun"}, True),
    ("don't rotate vault roots", "vault_write", {"path": "database/rotate-root/orders-db", "data": {}}, True),
    ("don't rotate vault roots", "vault_read", {"path": "database/creds/orders-ro"}, False),
    # terraform -replace recreates; the whole company is an all-hands address; a bucket's objects are objects
    (
        "don't recreate prod resources",
        B,
        {"command": "terraform -chdir=live/prod apply -replace=aws_instance.web"},
        True,
    ),
    (
        "don't recreate prod resources",
        B,
        {"command": "terraform -chdir=live/prod plan -replace=aws_instance.web"},
        False,
    ),
    ("never email the whole company", "send_email", {"to": "everyone@shopco.io", "subject": "party"}, True),
    ("never email the whole company", "send_email", {"to": "dana@shopco.io", "subject": "party"}, False),
    ("never delete the audit bucket objects", B, {"command": "aws s3 rm s3://audit/2026/01/a.json"}, True),
    # privileged roles are grants; an on/off flag set off disables; an "outside X" rule is an allow-list
    (
        "nobody gets made owner of the gitlab group",
        "gitlab_add_member",
        {"group": "infra", "user": "kim", "access_level": "owner"},
        True,
    ),
    (
        "nobody gets made owner of the gitlab group",
        "gitlab_add_member",
        {"group": "infra", "user": "kim", "access_level": "reporter"},
        False,
    ),
    (
        "never give anyone admin on the github org",
        B,
        {"command": "gh api -X PUT orgs/shopco/memberships/kim -f role=admin"},
        True,
    ),
    (
        "never give anyone admin on the github org",
        B,
        {"command": "gh api -X PUT orgs/shopco/memberships/kim -f role=member"},
        False,
    ),
    (
        "don't turn off flags in production",
        "flags_set",
        {"flag": "checkout-v2", "environment": "production", "on": False},
        True,
    ),
    (
        "don't turn off flags in production",
        "flags_set",
        {"flag": "checkout-v2", "environment": "production", "on": True},
        False,
    ),
    ("don't change anything outside docs/", "Write", {"file_path": "/repo/src/main.py", "content": "x = 1\n"}, True),
    ("don't change anything outside docs/", "Write", {"file_path": "/repo/docs/intro.md", "content": "hi\n"}, False),
    # "10k" is 10000; "over 10000 without asking" names no unit; a send flag sends
    (
        "don't send quotes over 5k without asking",
        "create_quote",
        {"deal": "d1", "total": "7,200.00", "send": True},
        True,
    ),
    (
        "don't send quotes over 5k without asking",
        "create_quote",
        {"deal": "d1", "total": "4,200.00", "send": True},
        False,
    ),
    # "addresses", "big" decide nothing; the on-call rotation is a schedule
    ("no emails to external addresses", "send_email", {"to": "kim@yahoo.com", "subject": "hi"}, True),
    ("no emails to external addresses", "send_email", {"to": "kim@shopco.io", "subject": "hi"}, False),
    ("no big gpu boxes", B, {"command": "aws ec2 run-instances --instance-type g6.12xlarge --image-id ami-9"}, True),
    (
        "don't remove anyone from the oncall rotation",
        "pagerduty_remove_user_from_schedule",
        {"schedule": "PX1", "user": "u7"},
        True,
    ),
    ("don't remove anyone from the oncall rotation", "pagerduty_get_schedule", {"schedule": "PX1"}, False),
    # search and print programs read; a name in a message title is not the thing named
    ("never delete prod data", B, {"command": "kubectl --context prod logs deploy/api | grep -i delete"}, False),
    ("never delete prod data", B, {"command": "kubectl --context prod exec deploy/api -- rm -rf /data/cache"}, True),
    (
        "don't create issues in the infra repo",
        "github_create_issue",
        {"owner": "shopco", "repo": "infra", "title": "x"},
        True,
    ),
    (
        "don't create issues in the infra repo",
        "github_create_issue",
        {"owner": "shopco", "repo": "web", "title": "infra bug"},
        False,
    ),
    (
        "never promise refunds to customers",
        "zendesk_reply",
        {"ticket_id": 8, "body": "a full refund is on its way"},
        True,
    ),
    # keep X untouched; scale to zero; uploads to public buckets
    ("keep the staging db untouched", B, {"command": "psql -h staging-db -c 'delete from carts'"}, True),
    ("keep the staging db untouched", B, {"command": "psql -h staging-db -c 'select count(*) from carts'"}, False),
    ("never scale the consumers to zero", B, {"command": "kubectl scale deploy/consumer --replicas=0"}, True),
    ("never scale the consumers to zero", B, {"command": "kubectl scale deploy/consumer --replicas=2"}, False),
    ("no uploads to public buckets", B, {"command": "aws s3 cp dump.sql s3://shopco-public-www/"}, True),
    ("no uploads to public buckets", B, {"command": "aws s3 cp dump.sql s3://shopco-backups/"}, False),
    # archive and revoke are their own actions; bq and dd subcommands; "use" covers any call
    ("don't archive any channels", "slack_conversations_archive", {"channel": "C42"}, True),
    ("don't archive any channels", "slack_conversations_history", {"channel": "C42"}, False),
    ("don't revoke anyone's access", "okta_remove_user_from_group", {"user": "u9", "group": "ops"}, True),
    ("don't revoke anyone's access", "okta_list_group_members", {"group": "ops"}, False),
    ("don't export the events table", B, {"command": "bq extract shop.events gs://tmp/events-*.csv"}, True),
    ("don't export the events table", B, {"command": "bq show shop.events"}, False),
    ("never wipe disks", B, {"command": "sudo dd if=/dev/urandom of=/dev/sdc bs=4M"}, True),
    ("never wipe disks", B, {"command": "dd if=/dev/zero of=/tmp/blob bs=1M count=10"}, False),
    (
        "only use the sandbox payment keys",
        B,
        {"command": "curl https://api.stripe.com/v1/refunds -u sk_live_9xYzAbCdEf12:"},
        True,
    ),
    (
        "only use the sandbox payment keys",
        B,
        {"command": "curl https://api.stripe.com/v1/refunds -u sk_test_9xYzAbCdEf12:"},
        False,
    ),
    # a domain a rule names must be the call's domain
    (
        "don't change dns for shopco.com",
        "dns_create_record",
        {"zone": "shopco.com", "name": "api", "type": "A", "value": "192.0.2.1"},
        True,
    ),
    (
        "don't change dns for shopco.com",
        "dns_create_record",
        {"zone": "shopco.dev", "name": "api", "type": "A", "value": "192.0.2.1"},
        False,
    ),
    # "give" is an auxiliary ("give refunds") unless it gives a role; muting turns alerting off;
    # "replica count" is about the replicas
    ("don't give refunds above $60", "shopify_refund", {"order_id": "77", "refund_amount": "$65.00"}, True),
    ("don't give refunds above $60", "shopify_refund", {"order_id": "77", "refund_amount": "$35.00"}, False),
    ("never turn off paging", "pagerduty_disable_service", {"service": "PX"}, True),
    ("never turn off alerting", "datadog_mute_monitor", {"monitor_id": 12}, True),
    ("never turn off alerting", "datadog_get_monitor", {"monitor_id": 12}, False),
    (
        "don't change the replica count of the kafka cluster",
        B,
        {"command": "kubectl -n kafka scale sts/broker --replicas=4"},
        True,
    ),
    (
        "don't change the replica count of the kafka cluster",
        B,
        {"command": "kubectl -n web scale deploy/fe --replicas=4"},
        False,
    ),
    # "gpus" is a plural; "spin up" creates; npm publish reaches the public registry; a CDN purge flushes
    (
        "don't spin up gpus",
        B,
        {"command": "az vm create -n t2 -g ml --size Standard_NC4as_T4_v3 --image Ubuntu2204"},
        True,
    ),
    ("don't spin up gpus", B, {"command": "az vm create -n t2 -g ml --size Standard_D2s_v5 --image Ubuntu2204"}, False),
    ("don't push to public registries", B, {"command": "pnpm publish"}, True),
    ("don't push to public registries", B, {"command": "npm publish --registry https://npm.shopco.lan/"}, False),
    (
        "don't invalidate the cdn",
        B,
        {"command": "az cdn endpoint purge -g rg -n web --profile-name p --content-paths '/*'"},
        True,
    ),
    ("don't invalidate the cdn", B, {"command": "az cdn endpoint show -g rg -n web --profile-name p"}, False),
    # a limit flag counts what it limits; a loop runs its command once per item
    ("no newsletters over 500 recipients", B, {"command": "./send_newsletter --limit 2000"}, True),
    ("no newsletters over 500 recipients", B, {"command": "./send_newsletter --limit 200"}, False),
    (
        "never restart more than two hosts at once",
        B,
        {"command": "for h in a1 a2 a3 a4; do ssh $h sudo reboot; done"},
        True,
    ),
    ("never restart more than two hosts at once", B, {"command": "for h in a1 a2; do ssh $h sudo reboot; done"}, False),
]


@pytest.mark.parametrize(("rule", "tool", "args", "breaks"), [c for c in CASES if c[3] is not None])
def test_category_and_vocabulary_entries(rule, tool, args, breaks):
    desc = args.get("description", "")
    m = match(rule, tool, {k: v for k, v in args.items() if k != "description"}, desc)
    assert (m is not None) is breaks, m.explain() if m else None


@pytest.mark.parametrize("value", sorted(V.ACTION_VALUES))
def test_every_action_value_names_an_action(value):
    (op,) = read_call("calendar_respond", {"event": "e1", "status": value}).ops
    assert set(V.ACTION_VALUES[value].split()) <= op.actions


@pytest.mark.parametrize("host", sorted(V.PUBLIC_REGISTRIES))
def test_every_public_registry_is_not_read_as_private(host):
    m = match("don't publish packages", "Bash", {"command": f"npm publish --registry https://{host}/"})
    assert m is not None


@pytest.mark.parametrize("part", sorted(V.DB_HOST_PARTS))
def test_every_db_host_part_marks_a_db_host(part):
    assert match("never restart the db hosts", "Bash", {"command": f"ssh {part}-7 'sudo systemctl restart chronyd'"})


def test_an_allow_list_of_what_to_read_does_not_stop_other_calls():
    """'show only the names' says what to output; a call elsewhere is not outside it. A place
    still counts for reads: 'only query staging' stops a query on prod."""
    from pinlane.ledger.matcher import match

    output_rule = "Find all log files under /var/log and show only the names without the paths."
    assert match(output_rule, "get_metrics", {"host": "db-primary-1"}) is None
    select = {"db": "prod", "sql": "SELECT count(*) FROM users"}
    assert match("Finds only parts of the string that match the regex.", "run_sql", select) is None
    assert match("Only query the staging database.", "run_sql", {"db": "prod", "sql": "SELECT 1"}) is not None
