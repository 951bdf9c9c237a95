"""Amounts in the notations tool calls use, read as (value, unit) for the guards' limits.

A refund limit ("over $500") must see ``"$1,200.00"``, ``"650 USD"``, ``"USD 650"`` and Stripe's
``75000`` cents; a rollout limit ("more than 25% of users") ``"40%"``, ``0.4`` under a
``fraction`` key and a LaunchDarkly weight of ``50000`` (thousandths of a percent); a memory limit
("under 2gb") ``--memory-size 3008`` (megabytes), ``memory: 4Gi`` or ``memory_gb=3``. The matcher
(``ledger.matcher``) keeps the key-based reading of bare numbers; this module reads what the value
itself says (currency, percent sign, size suffix) and converts sizes to one unit.

    >>> parse_value("$1,250.00"), parse_value("650 USD"), parse_value("40%"), parse_value("2Gi")
    ((1250.0, 'money'), (650.0, 'money'), (40.0, 'percent'), (2048.0, 'size'))
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

#: Currency words and symbols, before or after the number.
CURRENCIES = ("usd", "eur", "gbp", "cad", "aud", "chf", "jpy", "dollars", "dollar", "euros", "euro", "pounds", "bucks")
_SYMBOLS = "$€£¥"
#: Size units -> megabytes (memory, disk, storage limits are compared in MB).
SIZE_UNITS: dict[str, float] = {
    "kb": 1 / 1024,
    "kib": 1 / 1024,
    "ki": 1 / 1024,
    "k": 1 / 1024,
    "mb": 1.0,
    "mib": 1.0,
    "mi": 1.0,
    "m": 1.0,
    "gb": 1024.0,
    "gib": 1024.0,
    "gi": 1024.0,
    "g": 1024.0,
    "tb": 1024.0 * 1024,
    "tib": 1024.0 * 1024,
    "ti": 1024.0 * 1024,
    "t": 1024.0 * 1024,
}
#: Keys whose bare number is a size, and the unit it is in when the key does not say.
SIZE_KEYS = re.compile(r"(?i)mem(ory)?|disk|storage|volume.?size|heap|ram\b|\b(mb|gb|mib|gib)\b|_(mb|gb)$")
_KEY_SIZE_UNIT = re.compile(r"(?i)(?:^|[_-])(kb|mb|gb|tb|mib|gib)$|(kb|mb|gb|tb)$")

_NUM = r"[-+]?\d[\d,]*(?:\.\d+)?"
_MONEY_BEFORE = re.compile(r"^\s*(?:([" + _SYMBOLS + r"])|(" + "|".join(CURRENCIES) + r"))\s*(" + _NUM + r")\s*$", re.I)
_MONEY_AFTER = re.compile(r"^\s*(" + _NUM + r")\s*(?:([" + _SYMBOLS + r"])|(" + "|".join(CURRENCIES) + r"))\s*$", re.I)
_PERCENT = re.compile(r"^\s*(" + _NUM + r")\s*(%|percent|pct)\s*$", re.I)
_SIZE = re.compile(r"^\s*(" + _NUM + r")\s*(" + "|".join(sorted(SIZE_UNITS, key=len, reverse=True)) + r")\s*$", re.I)
_PLAIN = re.compile(r"^\s*(" + _NUM + r")\s*$")
_WORD_NUMBERS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "a dozen": 12,
    "twenty": 20,
    "fifty": 50,
    "a hundred": 100,
    "hundred": 100,
    "a thousand": 1000,
    "thousand": 1000,
}
_WORD_NUMBER = re.compile(
    r"\b(more than|over|above|at most|at least|under|below|less than|fewer than|no more than|beyond|exceeding)\s+("
    + "|".join(sorted(_WORD_NUMBERS, key=len, reverse=True))
    + r")\b",
    re.I,
)


def _num(text: str) -> float:
    return float(text.replace(",", ""))


def parse_value(value: Any) -> tuple[float, str] | None:
    """A number and what its notation says it is: ``money``, ``percent``, ``size`` (in MB) or
    ``num`` (a bare number: the key decides). None when the value is not a number at all."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (int, float)):
        return float(value), "num"
    text = str(value)
    if len(text) > 40:
        return None
    if m := _MONEY_BEFORE.match(text):
        return _num(m.group(3)), "money"
    if m := _MONEY_AFTER.match(text):
        return _num(m.group(1)), "money"
    if m := _PERCENT.match(text):
        return _num(m.group(1)), "percent"
    if m := _SIZE.match(text):
        return _num(m.group(1)) * SIZE_UNITS[m.group(2).lower()], "size"
    if m := _PLAIN.match(text):
        return _num(m.group(1)), "num"
    return None


def size_in_mb(key: str, value: float, unit: str) -> float | None:
    """A size in megabytes: from the value's own unit, else the key's (``memory_gb``), else
    megabytes for a memory/disk key (Lambda ``MemorySize``, ``--memory-size``). None when the key
    is not about a size and the value carries no size unit."""
    if unit == "size":
        return value
    if unit != "num":
        return None
    if m := _KEY_SIZE_UNIT.search(key):
        return value * SIZE_UNITS[(m.group(1) or m.group(2)).lower()]
    if SIZE_KEYS.search(key):
        return value
    return None


def limit_in_mb(value: float, unit: str) -> float | None:
    """A rule's size limit ("under 2gb": 2, "gb") in megabytes, or None for another unit."""
    factor = SIZE_UNITS.get(unit.lower())
    return value * factor if factor and unit.lower() not in ("k", "m", "g", "t") else None


def words_to_digits(text: str) -> str:
    """ "more than one node" -> "more than 1 node", so a limit written in words is read."""
    return _WORD_NUMBER.sub(lambda m: f"{m.group(1)} {_WORD_NUMBERS[m.group(2).lower()]}", text)


#: Keys that say the sibling ``value``/``amount`` is a percentage (``value_type="percentage"``).
_TYPE_KEYS = re.compile(r"(?i)^(value_?type|discount_?type|amount_?type|type|kind|unit)$")
_PERCENT_TYPES = frozenset({"percentage", "percent", "percent_off", "pct", "%"})
#: Flag/JSON keys that hold a fraction of users in thousandths of a percent (LaunchDarkly weights).
_WEIGHT_KEY = re.compile(r"(?i)\bweight\b")


def rekey(pairs: Iterable[tuple[str, Any]]) -> list[tuple[str, Any]]:
    """Flattened (key, value) pairs with the keys a number is read by made explicit:

    - a JSON-Patch ``{"op", "path", "value"}`` names its number by the path
      (``/environments/production/fallthrough/rollout/variations/0/weight``) -> key ``rollout weight``;
    - ``value_type="percentage"`` next to ``value="-30.0"`` -> key ``percent``;
    - a LaunchDarkly-style weight (0..100000) -> percent.
    """
    items = list(pairs)
    percent_typed = any(_TYPE_KEYS.match(str(k)) and str(v).lower() in _PERCENT_TYPES for k, v in items)
    out: list[tuple[str, Any]] = []
    path = ""
    for key, value in items:
        k = str(key)
        if k == "path" and isinstance(value, str) and value.startswith("/"):
            path = " ".join(p for p in value.strip("/").split("/") if not p.isdigit())
            out.append((k, value))
            continue
        if k == "value" and path:
            k = path
            path = ""
        if percent_typed and re.fullmatch(r"(?i)value|amount|discount|off", k):
            k = "percent"
        if _WEIGHT_KEY.search(k.replace("_", " ").replace("/", " ")) and isinstance(value, (int, float)):
            if not isinstance(value, bool) and 100 < value <= 100000:
                out.append(("rollout percent", value / 1000))
                continue
        out.append((k, value))
    return out


def numbers_in_text(text: str) -> list[tuple[str, str]]:
    """``key: value`` / ``key = value`` / ``"key": value`` pairs with a number as value, from file
    content (an edited ``serverless.yml``, ``values.yaml``, ``main.tf``)."""
    found = re.findall(
        r"(?m)[\"']?([A-Za-z_][\w.-]*)[\"']?\s*[:=]\s*[\"']?(" + _NUM + r"\s*[A-Za-z%$]{0,3})[\"']?\s*,?$", text
    )
    return [(k, v.strip()) for k, v in found][:50]


def money_keys(args: Mapping[str, Any]) -> bool:
    """True when a tool's arguments name a currency (``currency="usd"``): a bare amount is money."""
    return any(str(k).lower() == "currency" for k in args)
