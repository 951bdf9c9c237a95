"""Shared builders for the release/amend detector tests: a pinned rule and the confident verdict."""

from pinlane.ledger.pinned import Rule
from pinlane.ledger.release import detect


def rule(text, kind="prohibition", scope="standing", id=1):
    """A pinned rule as the detector sees it (manual, certain, pinned at turn 1)."""
    return Rule(id, text, kind, scope, "t", "manual", 1.0, (1,))


def verdict(rules, turn, previous=""):
    """(label, rule id, new text) of the first confident decision on ``turn``, else a keep."""
    rules = rules if isinstance(rules, list) else [rules]
    found = [d for d in detect(rules, turn, previous=previous or rules[-1].text) if d.confident]
    return (found[0].label, found[0].rule_id, found[0].new_text) if found else ("keep", None, "")
