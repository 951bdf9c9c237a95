"""An in-memory index of the active rules' normalised forms, built once per ledger.

Pinning used to compare each new rule with every active rule (normalising both each time), so
one message with n rule lines cost n² comparisons under the write lock. The index keys each
rule by its identity key (``pinned.identity_key``: case and sentence punctuation folded, paths,
signs and operators kept) and by its *core* words (the identity words minus filler words): two
rules are near-exact duplicates only if their core words are equal (``is_near_duplicate``
requires the words they differ by to be filler), so one dict lookup finds every candidate.
Rules pinned by another process sharing the file are picked up by ``refresh`` (rules with a
higher id); a candidate is re-checked against the store before a merge.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from pinlane.ledger.pinned import FILLER_WORDS, Rule, identity_key, is_near_duplicate


def core_words(key: str) -> frozenset[str]:
    """The words of a rule's identity key that change what it says."""
    return frozenset(key.split()) - FILLER_WORDS


class RuleIndex:
    """Active rules by identity key and by (scope id, kind, core words)."""

    def __init__(self) -> None:
        self.by_norm: dict[str, int] = {}
        self.by_core: dict[tuple[str, str, frozenset[str]], list[int]] = {}
        self.texts: dict[int, str] = {}
        self.max_id = 0
        self.lookups = 0  # rules examined; tests count it to check pinning stays linear

    def add(self, rule_id: int, text: str, kind: str, scope_id: str, norm: str | None = None) -> None:
        """Index a rule (``norm``, the store's folded text, is not the identity key: unused)."""
        key = identity_key(text)
        self.by_norm.setdefault(key, rule_id)
        self.by_core.setdefault((scope_id, kind, core_words(key)), []).append(rule_id)
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
        """The active rule ``text`` duplicates (exactly, or near-exactly in the same scope and kind).
        ``norm`` is accepted for the caller's convenience; the identity key is computed here."""
        key = identity_key(text)
        exact = self.by_norm.get(key)
        candidates = [] if exact is None else [exact]
        for rule_id in self.by_core.get((scope_id, kind, core_words(key)), ()):
            self.lookups += 1
            if is_near_duplicate(self.texts[rule_id], text):
                candidates.append(rule_id)
        return next((i for i in candidates if is_active(i)), None)
