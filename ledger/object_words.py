"""Which words name the object a rule or a call is about, and which only seem to.

Two families of mistakes, one table each:

- **Compounds whose last part names another kind of thing** (:data:`OTHER_KINDS`):
  ``kafka-ui`` is a web front end, not the Kafka broker; ``crm-sync-review`` is a meeting,
  not the CRM; ``idx_products_search_vector`` is a database column's index, not the search
  cluster. The call's words before such a last part are marked (:func:`CompoundKinds.mark`) so
  they do not stand for the rule's object, unless the rule names that kind itself ("don't
  restart the kafka ui"), when :func:`CompoundKinds.restore` gives them back.
- **Junk object words from parsing a rule** (:data:`RELATIVE_LINKS`, :data:`VAGUE_NOUNS`):
  "anything that belongs to payments" is about payments, not a "belong"; "people in the
  identity provider" and "the networking stack" are about the identity provider and
  networking. A vague noun is dropped only when the rule names another object (a rule about
  "stacks" alone still needs one).

Tables are data: every entry is tested (tests/ledger/test_object_words.py). Stemming is the
matcher's (passed in), so both sides agree on word forms.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

#: A compound's last part -> what kind of thing it makes the compound (for the reader). The
#: words before it name what the thing is *for*, not the thing acted on.
OTHER_KINDS: dict[str, str] = {
    "ui": "a web front end (kafka-ui)",
    "gui": "a desktop front end (redis-gui)",
    "dashboard": "a dashboard (billing-dashboard)",
    "docs": "documentation (payments-docs)",
    "doc": "a document (orders-design-doc)",
    "review": "a meeting or review (crm-sync-review)",
    "vector": "a search vector column (idx_products_search_vector)",
    "exporter": "a metrics exporter (redis-exporter)",
    "runbook": "a runbook page (postgres-runbook)",
    "playbook": "an automation or incident playbook (redis-failover-playbook)",
    "notebook": "an analysis notebook (churn-notebook)",
    "operator": "the controller that manages it (kafka-operator), not the thing itself",
    "emulator": "a local emulator (firestore-emulator)",
}
# ``-test``, ``-tests``, ``-mock``, ``-sandbox`` are not here: they name a non-production
# environment or stand-in already (``tool_vocab.QUALIFIERS``, ``tool_vocab.ENVIRONMENTS``).

#: Relative clauses that link "anything" to the real object: the verb is not an object.
RELATIVE_LINKS = re.compile(
    r"\b(?:(?:that|which|who)\s+)?(?:belongs?|belonged|belonging)\s+to\b"
    r"|\b(?:(?:that|which)\s+(?:is|are)\s+)?(?:owned|managed|used|maintained|operated)\s+by\b"
    r"|\b(?:(?:that|which)\s+(?:is|are)\s+)?(?:related|tied|connected)\s+to\b"
    r"|\b(?:having|that\s+has|that\s+have)\s+to\s+do\s+with\b"
    r"|\b(?:(?:that|which)\s+(?:is|are)\s+)?associated\s+with\b"
    r"|\b(?:that|which)\s+(?:is|are)\s+part\s+of\b",
    re.I,
)

#: Nouns that name no particular object when the rule names another: "people in okta",
#: "the networking stack" ("things", "stuff" are already generic or stop words). Not "team":
#: "don't email the sales team" names a group to write to, and without "team" any mail that
#: mentions sales would match.
VAGUE_NOUNS = frozenset("people person persons folks stack stacks".split())

MARK = "^"


def strip_links(text: str) -> str:
    """``text`` without the relative clauses of :data:`RELATIVE_LINKS`."""
    return RELATIVE_LINKS.sub(" ", text)


class CompoundKinds:
    """The tables above compiled with the matcher's ``stem``."""

    def __init__(self, stem: Callable[[str], str]) -> None:
        self.stem = stem
        self.kinds = frozenset(stem(k) for k in OTHER_KINDS) | frozenset(OTHER_KINDS)
        self.vague = frozenset(stem(w) for w in VAGUE_NOUNS)

    def kind_of(self, compound: str, ignorable: Callable[[str], bool]) -> str | None:
        """The stemmed other kind a compound's last part names (trailing digits and words that
        ``ignorable`` accepts, such as environments, skipped), or None; a lone word is no
        compound."""
        parts = [p for p in re.split(r"[^a-z0-9]+", re.sub(r"(?<=[a-z])(?=[A-Z])", " ", compound).lower()) if p]
        while parts and (parts[-1].isdigit() or ignorable(parts[-1])):
            parts.pop()
        if len(parts) < 2 or parts[-1] not in self.kinds:
            return None
        return self.stem(parts[-1])

    @staticmethod
    def mark(kind: str, stemmed: str) -> str:
        return f"{MARK}{kind}:{stemmed}"

    def restore(self, pool: Iterable[str], targets: Iterable[str]) -> set[str]:
        """``pool`` without marked words, plus those whose kind the rule's ``targets`` name."""
        named = {p for t in targets for p in t.replace("|", "+").split("+")}
        out: set[str] = set()
        for t in pool:
            if t.startswith(MARK):
                kind, _, word = t[1:].partition(":")
                if kind in named:
                    out.add(word)
            else:
                out.add(t)
        return out

    def drop_vague(self, targets: list[str]) -> list[str]:
        """``targets`` without vague nouns, when something else is left."""
        kept = [t for t in targets if t not in self.vague]
        return kept if kept else targets
