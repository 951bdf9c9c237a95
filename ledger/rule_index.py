"""An in-memory index of the active rules' normalised forms, built once per ledger.

Pinning used to compare each new rule with every active rule (normalising both each time), so
one message with n rule lines cost n² comparisons under the write lock. The index keys each
rule by its normalised text and by its *core* words (the word set minus filler words): two
rules are near-exact duplicates only if their core words are equal (``is_near_duplicate``
requires the words they differ by to be filler), so one dict lookup finds every candidate.
Rules pinned by another process sharing the file are picked up by ``refresh`` (rules with a
higher id); a candidate is re-checked against the store before a merge.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from pinlane.ledger.pinned import FILLER_WORDS, Rule, is_near_duplicate, normalize_rule


def core_words(norm: str) -> frozenset[str]:
    """The words of a normalised rule that change what it says."""
    return frozenset(norm.split()) - FILLER_WORDS


class RuleIndex:
    """Active rules by normalised text and by (scope id, kind, core words)."""

    def __init__(self) -> None:
        self.by_norm: dict[str, int] = {}
        self.by_core: dict[tuple[str, str, frozenset[str]], list[int]] = {}
        self.texts: dict[int, str] = {}
        self.max_id = 0
        self.lookups = 0  # rules examined; tests count it to check pinning stays linear

    def add(self, rule_id: int, text: str, kind: str, scope_id: str, norm: str | None = None) -> None:
        norm = normalize_rule(text) if norm is None else norm
        self.by_norm.setdefault(norm, rule_id)
        self.by_core.setdefault((scope_id, kind, core_words(norm)), []).append(rule_id)
        self.texts[rule_id] = text
        self.max_id = max(self.max_id, rule_id)

    def add_rules(self, rules: Iterable[Rule]) -> None:
        for r in rules:
            self.add(r.id, r.text, r.kind, r.scope_id)

    def drop(self, rule_ids: Iterable[int]) -> None:
        gone = set(rule_ids)
        if not gone:
            return
        self.by_norm = {k: v for k, v in self.by_norm.items() if v not in gone}
        for key in list(self.by_core):
            kept = [i for i in self.by_core[key] if i not in gone]
            if kept:
                self.by_core[key] = kept
            else:
                del self.by_core[key]
        for i in gone:
            self.texts.pop(i, None)

    def find(self, text: str, kind: str, scope_id: str, *, norm: str, is_active: Callable[[int], bool]) -> int | None:
        """The active rule ``text`` duplicates (exactly, or near-exactly in the same scope and kind)."""
        exact = self.by_norm.get(norm)
        candidates = [] if exact is None else [exact]
        for rule_id in self.by_core.get((scope_id, kind, core_words(norm)), ()):
            self.lookups += 1
            if is_near_duplicate(self.texts[rule_id], text):
                candidates.append(rule_id)
        return next((i for i in candidates if is_active(i)), None)
