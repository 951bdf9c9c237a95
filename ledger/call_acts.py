"""Actions a call performs that no single verb word of it spells (guards5, issue #20).

The matcher reads a call's verbs from its program, subcommand, tool name and action-valued
arguments. These helpers read the rest, each a general shape of API or CLI rather than one tool:

- ``request_key_actions``: batch request objects keyed by their operation
  (``requests=[{"deleteSheet": {...}}]``, ``{"addUserToGroup": {...}}``);
- ``query_actions``: an action in a URL's query string (``?operation=void``, ``?action=cancel``);
- ``post_starts``: a POST to a collection of runnable things (``/pipeline``, ``/builds``,
  ``/dagRuns``) starts one;
- ``resize_actions``: a change of instance class, tier or machine type scales the thing;
  scaling to zero replicas stops it;
- ``privileged_group``: adding someone to a group named like an admin role grants admin;
- ``minor_unit_id``: a Stripe-style object id means amounts in cents;
- ``cron_interval_minutes``: how often the cron schedules a call writes run (``*/5 * * * *``: 5);
- ``gpu_count``: how many GPUs a job asks for by machine type and count (``p4d.24xlarge`` x 2: 16);
- ``enum_words``: what a platform's numeric enum values mean (Freshdesk ``status: 5`` is closed);
- ``date_span_days``: the days between the earliest and latest date a call names (a backfill
  from ``2026-01-01`` to ``2026-06-30``), for "longer than 30 days" limits.

All data lives in ``ledger.tool_vocab`` (``RUNNABLE_NOUNS``, ``RESIZE_KEYS``, ``GROUP_KEYS``,
``PRIVILEGED_ROLES``).
"""

from __future__ import annotations

import datetime as _dt
import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any
from urllib.parse import parse_qsl

from pinlane.ledger import tool_vocab as V

Verbs = Callable[[str], frozenset[str]]

_KEY_WORDS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")


def _key_words(key: str) -> list[str]:
    return [w.lower() for w in _KEY_WORDS.findall(key.replace("-", "_"))]


def request_key_actions(value: Any, verbs: Verbs) -> frozenset[str]:
    """Operations named by keys whose value is the operation's body: ``{"deleteSheet": {...}}``
    (Sheets/Docs ``batchUpdate``), ``{"removeMember": {...}}``. Only the first word counts and only
    when it is a verb that changes something; keys of plain fields (``delete_protection: true``)
    have no object body and are not read."""
    out: set[str] = set()
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, Mapping):
            for k, body in v.items():
                if isinstance(body, Mapping | list):
                    ws = _key_words(str(k))
                    if len(ws) >= 2:
                        out |= verbs(ws[0]) - V.READ_ACTIONS
                    stack.append(body)
        elif isinstance(v, list):
            stack.extend(v)
    return frozenset(out)


def query_actions(url: str, verbs: Verbs) -> frozenset[str]:
    """``.../invoice?operation=void``, ``?action=cancel``: an action-valued query parameter."""
    if "?" not in url:
        return frozenset()
    out: set[str] = set()
    for k, v in parse_qsl(url.split("?", 1)[1]):
        if k.lower().replace("_", "") in V.ACTION_KEYS and len(v) < 40:
            out |= verbs(v) - V.READ_ACTIONS
    return frozenset(out)


def post_starts(url: str, words: Callable[[str], list[str]], stem: Callable[[str], str]) -> bool:
    """A POST whose last path word names a runnable collection (``/pipeline``, ``/builds``,
    ``/dagRuns``, ``/jobs``) starts one."""
    path = url.split("?", 1)[0].rstrip("/")
    last = path.rsplit("/", 1)[-1]
    ws = [stem(w) for w in words(last) if not w.isdigit()]
    return bool(ws) and ws[-1] in _RUNNABLE


_RUNNABLE = frozenset(V.RUNNABLE_NOUNS)


def resize_actions(keys: Iterable[str], amounts: Iterable[tuple[str, float, str]]) -> frozenset[str]:
    """``--db-instance-class``, ``--tier``, ``machine_type``: a change of size scales; a scale to
    zero replicas stops (and pauses) what it scales."""
    out: set[str] = set()
    for k in keys:
        if re.sub(r"[^a-z]", "", k.lower()) in _RESIZE:
            out.add("scale")
    if any(unit == "replicas" and value == 0 for unit, value, _ in amounts):
        out |= {"scale", "stop", "disable"}
    return frozenset(out)


_RESIZE = frozenset(re.sub(r"[^a-z]", "", k) for k in V.RESIZE_KEYS)


def privileged_group(pairs: Iterable[tuple[str, Any]]) -> str:
    """The privileged group or role a call adds someone to (``--group-name Admins``), or ''."""
    for k, v in pairs:
        key = k.lower().lstrip("-").replace("-", "_")
        if key in V.GROUP_KEYS and isinstance(v, str) and v.lower() in V.PRIVILEGED_ROLES:
            return v.lower()
    return ""


_MINOR_UNIT_ID = re.compile(r"^(pi|ch|cus|in|re|sub|po|tr|py|cs|seti|pm)_[A-Za-z0-9]{6,}$")


def minor_unit_id(value: str) -> bool:
    """A Stripe-style object id (``pi_3NkQ...``, ``ch_...``, ``cus_...``): the call's amounts are in
    minor units (cents), as that API takes them."""
    return bool(_MINOR_UNIT_ID.match(value))


_DATE = re.compile(r"(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)")


def date_span_days(text: str) -> float | None:
    """Days from the earliest to the latest date in ``text`` (None with fewer than two dates)."""
    days = []
    for y, m, d in _DATE.findall(text):
        try:
            days.append(_dt.date(int(y), int(m), int(d)))
        except ValueError:
            continue
    if len(set(days)) < 2:
        return None
    return float((max(days) - min(days)).days)


_CRON = re.compile(
    r"(?<![\w*/,-])([\d*/,-]+)\s+([\d*/,-]+)\s+([\d*/,?LW-]+)\s+([\d*/,A-Za-z-]+)\s+([\d*/,A-Za-z?#L-]+)(?![\w*/,-])"
)


def _field_step(field: str, span: int) -> int | None:
    """The smallest gap between values of one cron field (None: a single value)."""
    if field == "*":
        return 1
    if m := re.fullmatch(r"(?:\*|\d+(?:-\d+)?)/(\d+)", field):
        return max(1, int(m.group(1)))
    values = sorted(int(v) for v in re.findall(r"\d+", field)) if re.fullmatch(r"[\d,]+", field) else []
    if len(values) > 1:
        gaps = [b - a for a, b in zip(values, values[1:], strict=False)] + [values[0] + span - values[-1]]
        return min(gaps)
    return None


def cron_interval_minutes(text: str) -> float | None:
    """Minutes between runs of the most frequent five-field cron schedule in ``text``
    (``*/5 * * * *`` -> 5, ``0 * * * *`` -> 60, ``30 2 * * *`` -> 1440); None without one."""
    best: float | None = None
    for m in _CRON.finditer(text):
        minute, hour = m.group(1), m.group(2)
        if "*" not in m.group(0):
            continue  # five plain numbers are not a schedule
        step = _field_step(minute, 60)
        if step is not None:
            every = float(step)
        else:
            hstep = _field_step(hour, 24)
            every = 60.0 * hstep if hstep is not None else 1440.0
        best = every if best is None else min(best, every)
    return best


_GPU_TYPES = [(re.compile(p), n) for p, n in V.GPU_INSTANCE_COUNTS]


def gpu_count(args: Mapping[str, Any]) -> float | None:
    """GPUs a call asks for through a GPU machine type, times its machine count (None: no GPU type)."""
    per = None
    for value in args.values():
        if not isinstance(value, str):
            continue
        for pattern, n in _GPU_TYPES:
            if m := pattern.search(value):
                per = int(m.group(int(n[1:]))) if n.startswith("g") else int(n)
                break
        if per is not None:
            break
    if per is None:
        return None
    count = next(
        (
            float(v)
            for k, v in args.items()
            if k.lower().lstrip("-").replace("-", "_") in V.MACHINE_COUNT_KEYS
            and isinstance(v, int | float)
            and not isinstance(v, bool)
        ),
        1.0,
    )
    return per * count


def enum_words(platform_text: str, pairs: Iterable[tuple[str, Any]]) -> list[str]:
    """The words a platform's numeric field values stand for (``priority: 4`` on Freshdesk: urgent)."""
    low = platform_text.lower()
    out: list[str] = []
    for platform, fields in V.NUMERIC_ENUMS.items():
        if platform not in low:
            continue
        for key, value in pairs:
            names = fields.get(str(key).lower())
            if names is None or isinstance(value, bool):
                continue
            try:
                n = int(value)
            except (TypeError, ValueError):
                continue
            if n in names:
                out.append(names[n])
    return out
