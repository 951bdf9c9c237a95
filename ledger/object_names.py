"""Whether a tool call names a rule's object under another spelling.

A rule says "the orders database", "payments", "the dead letter queues", "the error tracker";
the call says ``orders_db_primary``, ``pay-node-3``, ``billing_DLQ``, ``sentry-cli``. This module
has one job: given the rule's object words (stemmed, in order) and the call's words (stemmed),
say which call word stands for a rule word that the call does not spell. It knows four ways:

- **identifier parts** (:func:`identifier_parts`): the words of ``ordersDB``, ``HTTPServer``,
  ``pg01``, ``node3`` that the plain splitter keeps glued (acronym boundaries, trailing digits);
- **abbreviations** (:data:`ABBREVIATIONS`): ``db`` for database, ``txn`` for transaction,
  ``pay`` for payments, ``dlq`` for dead letter queue; a multi-word expansion covers every rule
  word of it;
- **joined words and initials** of the rule's own neighbouring words: ``secretsmanager`` or
  ``configmap`` for "secrets manager" / "config maps", ``pvc`` for "persistent volume claims";
- **products for a category** (:data:`CATEGORIES`): Sentry or Bugsnag for "the error tracker",
  Confluence or Notion for "the wiki", Okta for "the identity provider".

Tables are data: every entry is tested (tests/ledger/test_object_names.py). Stemming is the
matcher's (passed in), so the tables and both sides of the comparison agree on word forms.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

#: Short forms in identifiers, hosts and tool arguments -> the word(s) they stand for. Only
#: forms that mean one thing in infrastructure naming; ambiguous ones (``inv``: invoice or
#: inventory, ``tx``, ``ord``) are left out on purpose.
ABBREVIATIONS: dict[str, str] = {
    "db": "database",
    "dbs": "database",
    "pg": "postgres",
    "pgsql": "postgres",
    "mongo": "mongodb",
    "k8s": "kubernetes",
    "kube": "kubernetes",
    "cm": "configmap config map",
    "cfg": "config configuration",
    "conf": "config configuration",
    "txn": "transaction",
    "txns": "transaction",
    "msg": "message",
    "msgs": "message",
    "authn": "authentication",
    "authz": "authorization",
    "acct": "account",
    "usr": "user",
    "cust": "customer",
    "img": "image",
    "pkg": "package",
    "repo": "repository",
    "svc": "service",
    "sess": "session",
    "notif": "notification",
    "notifs": "notification",
    "pay": "payment",
    "pmt": "payment",
    "bill": "billing",
    "infra": "infrastructure",
    "net": "network networking",
    "dlq": "dead letter queue",
    "vm": "virtual machine",
    "idp": "identity provider",
    "sso": "single sign on",
    "mq": "message queue broker",
    "mgmt": "management",
    "prefs": "preference",
    "perm": "permission",
    "perms": "permission",
    "org": "organization organisation",
    "tmpl": "template",
    "tpl": "template",
    "bkp": "backup",
    "bak": "backup",
    "sched": "schedule scheduler",
    "cal": "calendar",
    "lb": "load balancer",
    "fw": "firewall",
    "gw": "gateway",
    "subs": "subscription",
    "emp": "employee",
    "mktg": "marketing",
    "cert": "certificate",
    "certs": "certificate",
    "cred": "credential",
    "creds": "credential",
    "pwd": "password",
    "passwd": "password",
    "kv": "key value",
    "bkt": "bucket",
    "tbl": "table",
    "idx": "index",
    "func": "function",
    "dwh": "data warehouse",
    "vol": "volume",
}

#: A kind of system a rule names -> products that are one ("the error tracker": Sentry). Only
#: systems, never the items in them: Grafana is not a dashboard (it also holds annotations and
#: alerts), Mailchimp is not a mailing list. Keys are phrases (every word must be among the rule's
#: object words); values are call words.
CATEGORIES: dict[str, str] = {
    "error tracker": "sentry bugsnag rollbar honeybadger airbrake crashlytics raygun",
    "crash reporter": "sentry bugsnag rollbar crashlytics raygun",
    "wiki": "confluence notion mediawiki gitbook outline wikijs",
    "knowledge base": "confluence notion guru gitbook",
    "crm": "salesforce sfdx hubspot pipedrive zoho attio dynamics",
    "identity provider": "okta auth0 entra azuread keycloak onelogin jumpcloud cognito ad ldap",
    "directory": "okta entra azuread ldap ad",
    "secret manager": "secretsmanager secretmanager vault doppler keyvault infisical 1password",
    "password manager": "1password bitwarden lastpass keeper",
    "message broker": "rabbitmq rabbitmqctl rabbitmqadmin kafka nats activemq",
    "search cluster": "elasticsearch opensearch solr es",
    "object storage": "s3 gcs gs gsutil minio mc blob r2",
    "package registry": "npm pnpm yarn pypi twine crates cargo rubygems gem nuget",
    "kubernetes": "eks gke aks kubectl eksctl k3s",
    "cache": "redis memcached memcache elasticache valkey",
    "issue tracker": "jira linear youtrack shortcut",
    "help desk": "zendesk freshdesk intercom helpscout",
    "status page": "statuspage instatus",
    "accounting": "quickbooks qbo xero netsuite freshbooks",
    "payment processor": "stripe adyen braintree paypal",
    "virtual machine": "ec2 gce droplet",
    "monitoring": "datadog newrelic prometheus grafana",
}

_ACRONYM = re.compile(r"(?<=[A-Z])(?=[A-Z][a-z])|(?<=[a-z])(?=[A-Z])")
_TRAILING_DIGITS = re.compile(r"^([a-z]{2,}?)(\d+)$")


def identifier_parts(identifier: str) -> list[str]:
    """Lower-case words of one identifier, splitting what a plain snake/kebab/camel splitter
    keeps glued: acronym runs (``ordersDB``, ``HTTPServer``) and trailing digits (``pg01``,
    ``node3``), as extra words after the whole one. ``k8s`` (digits inside) and ``s3`` (one
    letter) are not split."""
    out: list[str] = []
    for chunk in re.split(r"[^A-Za-z0-9]+", _ACRONYM.sub(" ", identifier)):
        if not chunk:
            continue
        low = chunk.lower()
        out.append(low)
        if m := _TRAILING_DIGITS.match(low):
            out.append(m.group(1))
    return out


class ObjectNames:
    """The tables above compiled with the matcher's ``stem``."""

    def __init__(self, stem: Callable[[str], str]) -> None:
        self.stem = stem
        self.abbreviations: dict[str, frozenset[str]] = {}
        for short, full in ABBREVIATIONS.items():
            words = frozenset(stem(w) for w in full.split())
            for key in (short, stem(short)):
                self.abbreviations[key] = self.abbreviations.get(key, frozenset()) | words
        self.categories: list[tuple[tuple[str, ...], frozenset[str]]] = [
            (tuple(stem(w) for w in phrase.split()), frozenset(p for w in products.split() for p in (w, stem(w))))
            for phrase, products in CATEGORIES.items()
        ]

    def cover(self, target: str, required: tuple[str, ...], pool: Iterable[str]) -> str | None:
        """The call word that stands for rule word ``target`` (one of ``required``, the rule's
        object words in order), or None."""
        pool = sorted(p for p in pool if not p.startswith("~"))
        if not target or "|" in target or "+" in target:
            return None
        for p in pool:
            if target in self.abbreviations.get(p, ()):
                return p
        neighbours = [required[i : i + n] for n in (2, 3) for i in range(len(required) - n + 1)]
        neighbours = [ws for ws in neighbours if target in ws]
        for ws in neighbours:
            for p in pool:
                if len(p) >= 3 and p == "".join(w[0] for w in ws):
                    return p  # initials: ``pvc`` for "persistent volume claim"
                if len(p) > 6 and self._joined(p, ws):
                    return p  # ``secretsmanager`` for "secrets manager"
        for phrase, products in self.categories:
            if target in phrase and all(w in required for w in phrase):
                hit = next((p for p in pool if p in products), None)
                if hit:
                    return hit
        return None

    def _joined(self, token: str, ws: tuple[str, ...]) -> bool:
        """``token`` is the rule words ``ws`` written together (each part stemmed as the rule's)."""
        if not ws:
            return token == ""
        first = ws[0]
        for k in range(max(1, len(first) - 1), min(len(token), len(first) + 3) + 1):
            if self.stem(token[:k]) == first and self._joined(token[k:], ws[1:]):
                return True
        return False
