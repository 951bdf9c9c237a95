"""Realistic rule lines for the pinning benchmarks: a pasted rules file (CLAUDE.md, .cursorrules,
a team's runbook) of n distinct bullets.

Each bullet comes from one of many families of rules people write for coding and ops agents
(version control, files and paths, deploys, data, dependencies, style, tests, reviews,
limits, communication), phrased several ways (never / do not / don't / always / only / must /
keep / use ... instead of ... / before ... / ask before ...), with the slots filled from
name, path, number and tool lists. Lines that share a template differ in a name, a path or a
number, so every line is a distinct rule: none of them restates another.

    from rule_lines import rule_lines
    lines = rule_lines(600, seed=0)   # 600 distinct strings, deterministic for a seed
"""

from __future__ import annotations

import random
import re

BRANCHES = ["main", "master", "release", "production", "develop", "hotfix/payments", "release/2.4", "gh-pages"]
SERVICES = [
    "billing-api",
    "auth-service",
    "search-indexer",
    "checkout",
    "notifications",
    "ledger-writer",
    "image-resizer",
    "reporting",
    "gateway",
    "scheduler",
]
ENVS = ["production", "staging", "the EU cluster", "the canary pool", "prod-us-east-1", "the shared QA stack"]
PATHS = [
    "migrations/",
    "vendor/",
    "src/legacy/",
    "config/prod.yaml",
    ".github/workflows/",
    "infra/terraform/",
    "docs/api/",
    "scripts/release.sh",
    "~/.ssh/",
    "/etc/nginx/",
    "packages/core/src/",
    "tests/fixtures/",
    "db/schema.sql",
    "Makefile",
    "Dockerfile",
    "charts/gateway/values.yaml",
]
TABLES = ["users", "orders", "payments", "audit_log", "sessions", "invoices", "events", "api_keys"]
PEOPLE = ["Priya", "Marco", "the on-call engineer", "Dana from security", "the release manager", "Tomás", "Aisha"]
DAYS = ["Fridays", "weekends", "public holidays", "the last day of the month", "Monday mornings"]
LIBS = [
    ("httpx", "requests"),
    ("pathlib", "os.path"),
    ("pydantic", "raw dicts"),
    ("structlog", "print statements"),
    ("pytest", "unittest"),
    ("ruff", "flake8"),
    ("date-fns", "moment"),
    ("zod", "hand-written validators"),
    ("SQLAlchemy Core", "string-built SQL"),
    ("the shared retry helper", "ad hoc sleep loops"),
]
LANGS = ["Python", "TypeScript", "Go", "Rust", "the shell scripts", "the SQL migrations"]
TOOLS = [
    "ruff check",
    "mypy --strict",
    "npm test",
    "cargo clippy",
    "go vet ./...",
    "make lint",
    "pytest -x",
    "tsc --noEmit",
]
NUMBERS = [2, 3, 5, 10, 15, 20, 25, 30, 40, 50, 80, 100, 120, 200, 500]

#: (kind hint, template). Slots: {branch} {service} {env} {path} {table} {person} {day} {new}
#: {old} {lang} {tool} {n} {m}.
TEMPLATES = [
    "Never force-push to {branch}.",
    "Do not push directly to {branch}; open a pull request.",
    "Don't rebase {branch} once it has been shared.",
    "Never commit anything under {path}.",
    "Do not edit files in {path} by hand.",
    "Don't delete anything in {path} without asking me first.",
    "Leave {path} exactly as it is.",
    "Never run migrations against {env} yourself.",
    "Do not deploy {service} to {env} on {day}.",
    "Never restart {service} in {env} during business hours.",
    "Ask {person} before deploying {service}.",
    "Only {person} may approve changes to {path}.",
    "Never drop or truncate the {table} table.",
    "Do not run DELETE on {table} without a WHERE clause.",
    "Never select more than {n} rows from {table} in one query.",
    "Always back up the {table} table before changing its schema.",
    "Use {new} instead of {old}.",
    "Prefer {new} over {old} in new code.",
    "Do not add {old} to any new module.",
    "Always run {tool} before you commit.",
    "Run {tool} and fix every warning before opening a PR.",
    "Keep functions in {lang} under {n} lines.",
    "Keep lines under {m} characters in {lang}.",
    "Write all new {lang} code with type annotations.",
    "Never disable a failing test in {path}; fix it or ask.",
    "Every bug fix in {service} needs a regression test.",
    "Keep test coverage of {service} above {n} percent.",
    "Limit calls to the {service} API to {n} per minute.",
    "Never retry a request to {service} more than {m} times.",
    "Set a timeout of {n} seconds on every call to {service}.",
    "Do not scale {service} above {m} replicas.",
    "Keep the {service} container under {n} MB of memory.",
    "Never log the contents of {table}.",
    "Do not print API keys or tokens from {service} anywhere.",
    "Never email customers from {env}.",
    "Do not post in the #incidents channel about {service} without {person}.",
    "Before touching {path}, read the README in it.",
    "Always pin dependency versions in {path}.",
    "Do not upgrade {old} past version {m} until {person} signs off.",
    "Only add dependencies that {person} has approved.",
    "Write commit messages for {service} in the imperative mood.",
    "Tag every release of {service} with its version number.",
    "Never merge into {branch} while the build is red.",
    "Wait for {person} to review anything that touches {path}.",
    "Don't open more than {m} pull requests at a time for {service}.",
    "Make sure {service} health checks pass before you finish.",
    "Never change the port of {service} from {n}.",
    "Do not rename columns in {table}.",
    "Always use UTC when writing timestamps to {table}.",
    "Never store passwords from {service} in plain text.",
]


def _fill(template: str, rng: random.Random) -> str:
    new, old = rng.choice(LIBS)
    n, m = sorted(rng.sample(NUMBERS, 2))
    return template.format(
        branch=rng.choice(BRANCHES),
        service=rng.choice(SERVICES),
        env=rng.choice(ENVS),
        path=rng.choice(PATHS),
        table=rng.choice(TABLES),
        person=rng.choice(PEOPLE),
        day=rng.choice(DAYS),
        new=new,
        old=old,
        lang=rng.choice(LANGS),
        tool=f"`{rng.choice(TOOLS)}`",
        n=n,
        m=m,
    )


def _key(line: str) -> str:
    return re.sub(r"\s+", " ", line.lower()).strip()


def rule_lines(n: int, seed: int = 0) -> list[str]:
    """``n`` distinct plausible rule lines (round-robin over the templates, slots drawn at random)."""
    rng = random.Random(seed)
    lines: list[str] = []
    seen: set[str] = set()
    attempts = 0
    while len(lines) < n:
        attempts += 1
        if attempts > 200 * n + 1000:
            raise ValueError(f"cannot make {n} distinct rule lines from {len(TEMPLATES)} templates")
        line = _fill(TEMPLATES[attempts % len(TEMPLATES)], rng)  # a saturated template is skipped
        if _key(line) not in seen:
            seen.add(_key(line))
            lines.append(line)
    return lines


def rules_file(n: int, seed: int = 0) -> str:
    """A pasted rules file: a heading, then ``n`` bullets."""
    return "Project rules (please follow all of these):\n" + "\n".join(f"- {line}" for line in rule_lines(n, seed))
