"""Is a permission about the pinned rule's own object, or about another thing? (issue 21)

``release.py`` caps a release whose cue clause has words the rule lacks ("delete the temp files"
against "do not delete the audit logs"). Counting leftover words is too blunt once the clause
already names the rule: "you can write to prod directly for this backfill" or "you can give
customers delivery dates now" have a leftover word and still lift the rule. This module looks at
*where* the leftover words stand instead:

- a modifier of one of the rule's own nouns, where the rule has another ("the *temp* logs",
  "the *staging* database", "our *own* engineers", "the *geocoding* API"): another object;
- the object of a place preposition ("deploy *to staging*", "delete the logs *in dev*"): another
  object;
- "that's not a meeting": the user says the thing is not the rule's;
- anything else (a verb in the verb slot, "for this backfill", "with everyone", "on your own",
  "for now"): a qualifier, not another target.

Used only when the clause names at least two of the rule's words; with fewer, ``release.py``
keeps its word count.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence, Set

#: One-off scope phrases: they say when or for what the permission holds, never another object.
ONE_OFF = re.compile(
    r"\b(?:for (?:this|that) (?:one )?\w+|(?:just )?this (?:one )?time|just this once|"
    r"for now|for today|for tonight|for the rest of (?:the|this) \w+|on (?:your|my|his|her|their|its) own|after all|"
    r"for the next (?:hour|day|week|few \w+|couple of \w+|\d+ \w+))\b",
    re.I,
)
#: Prepositions whose object is a place or a recipient: a new word there is another target.
_SLOT = frozenset({"to", "into", "onto", "in", "on", "from", "at", "against", "via"})
_DETERMINERS = frozenset({"the", "a", "an", "our", "my", "your", "their", "his", "her", "its", "this", "that", "those"})
_TOKEN = re.compile(r"[a-z0-9]+(?:[-'][a-z0-9]+)*")
#: "that's not a meeting", "those aren't deploys": the thing permitted is not the rule's.
_NOT_A = re.compile(
    r"\b(?:that|this|it|those|these|they)(?:'s| is|'re| are)? (?:not|isn't|aren't|is not|are not) (?:a |an |the )?"
    r"(?:real |actual )?([a-z][a-z-]+)",
    re.I,
)


def tokens(text: str) -> list[str]:
    """Lower-case words, possessives dropped ("everyone's" -> "everyone")."""
    return [re.sub(r"'s?$", "", w) for w in _TOKEN.findall(text.lower().replace("\u2019", "'"))]


_POSSESSIVE = re.compile(r"\b([a-z]+)(?:'s|s')\s+([a-z]+)")


def _slot_pairs(rule: str, content: Callable[[str], set[str]]) -> list[tuple[str, str]]:
    """The rule's place prepositions with their objects ("to", "globex" in "invoices to Globex")."""
    words = [w for w in tokens(rule) if w not in _DETERMINERS]
    return [(a, b) for a, b in zip(words, words[1:]) if a in _SLOT and content(b)]


def _slot_objects(rule: str, content: Callable[[str], set[str]]) -> list[str]:
    """The objects of the rule's place prepositions ("Globex" in "invoices to Globex", "main" in
    "force-push to main"): the words that pick out *where* or *to whom*."""
    return [b for a, b in _slot_pairs(rule, content)]


def _first(rule: str, content: Callable[[str], set[str]]) -> set[str]:
    """The rule's first content word, stemmed: its verb ("use" in "don't use GPU instances")."""
    return next((content(w) for w in tokens(rule) if content(w)), set())


def _rule_modifier(rule: str, noun: str, content: Callable[[str], set[str]]) -> str:
    """The content word right before ``noun`` in the rule ("audit" for "logs" in "do not delete the
    audit logs"), "" when none or when it is the rule's verb ("use" in "don't use GPU instances")."""
    words = [w for w in tokens(rule) if w not in _DETERMINERS]
    target = content(noun)
    verb = _first(rule, content)
    for a, b in zip(words, words[1:]):
        if content(b) & target:
            return a if content(a) and not content(a) & verb else ""
    return ""


def _rule_follower(rule: str, word: str, content: Callable[[str], set[str]]) -> str:
    """The content word right after ``word`` in the rule ("afternoons" after "Friday" in "Don't book
    anything on Friday afternoons"), "" when a function word or nothing follows."""
    words = [w for w in tokens(rule) if w not in _DETERMINERS]
    target = content(word)
    for a, b in zip(words, words[1:]):
        if content(a) & target:
            return b if content(b) and not b.endswith("ly") else ""
    return ""


def _last(rule: str, content: Callable[[str], set[str]]) -> set[str]:
    """The rule's last content word, stemmed ("investor" in "Don't email the investors.")."""
    return next((content(w) for w in reversed(tokens(rule)) if content(w)), set())


def _premodifier(word: str, before: str) -> bool:
    """Could stand before a noun as its modifier (not a verb form, an adverb or a quantifier). An
    "-ing" or "-ed" word is one only after a determiner ("the staging database", not "stop using")."""
    if word in _NOT_MODIFIERS or word.endswith("ly"):
        return False
    return not word.endswith(("ed", "ing")) or before in _DETERMINERS


#: Words before a noun that do not pick out another one: modals, quantifiers, copulas.
_NOT_MODIFIERS = frozenset(
    "may might must can could will would shall should is are was were be been got get many much more most few "
    # quantifiers widen, never pick out another thing ("ref backups for every branch")
    "several some enough other's every each all any no".split()
)
#: "that's separate", "it's a different thing": the user says the permission is about something else.
_DIFFERENT = re.compile(
    r"\b(?:that|this|it|those|these|they)(?:'s| is|'re| are) (?:separate|unrelated|different|a different \w+|"
    r"another (?:thing|matter|story)|not the same)\b",
    re.I,
)
#: Words of time after the rule's noun: when, not what ("email the investors today").
_TIMES = frozenset("today tonight tomorrow yesterday anytime morning afternoon evening week weekend".split())
#: Nouns that stand for any thing of a kind ("vegetarian places" for "vegetarian restaurants").
_GENERIC = frozenset(
    {"plac", "item", "option", "spot", "kind", "typ", "sort", "one", "bit", "piec", "variant", "choic"}
)
#: Words after a possessive that are not a thing owned ("the family's away").
_NOT_OWNED = frozenset("away back out here there gone off on up down done over fine ok okay now home in".split())


def other_object(
    rule: str,
    clause: str,
    clauses: Sequence[str],
    covered: Set[str],
    rule_words: Set[str],
    content: Callable[[str], set[str]],
    ignore: Set[str],
    verb_slot: str = "",
) -> str:
    """The word that names another object than the rule's, or "".

    ``rule`` is the rule's text, ``clause`` the cue clause, ``clauses`` every clause of the
    sentence before any "but"; ``covered`` the rule's stemmed words the sentence names,
    ``rule_words`` all the rule's stemmed words (with synonyms), ``content`` the scorer's
    ``content_words`` (stop words dropped, stemmed), ``ignore`` stemmed words that never name a
    thing (cue words), ``verb_slot`` the stemmed word right after the permission cue (the act
    permitted, "give" in "you can give customers delivery dates").
    """
    for part in clauses:
        found = _NOT_A.search(part)
        if found and content(found.group(1)) & rule_words:
            return "not_a:" + found.group(1).lower()
        found = _DIFFERENT.search(part)
        if found:
            return "different:" + found.group(0).lower()

    def extra(word: str) -> bool:
        got = content(word)
        return bool(got) and not (got & rule_words or got & ignore or verb_slot in got)

    def named(word: str) -> bool:
        return bool(content(word) & covered)

    said = set().union(*(content(c) for c in clauses)) if clauses else set()
    verb = _first(rule, content)
    lacking = [w for w in _slot_objects(rule, content) if not content(w) & said]
    for part in clauses:
        raw = tokens(ONE_OFF.sub(" ", part))
        before = {i: raw[i - 1] if i else "" for i in range(len(raw))}
        kept = [i for i, w in enumerate(raw) if w not in _DETERMINERS]
        for i, k in zip(kept, kept[1:]):
            a, b = raw[i], raw[k]
            # a modifier of the rule's noun where the rule has a modifier of its own, not named
            # here ("the geocoding API" against "the Maps API", "the temp logs" against "the audit logs")
            if named(b) and extra(a) and _premodifier(a, before[i]):
                own = _rule_modifier(rule, b, content)
                if own and not content(own) & said:
                    return "modifier:" + a
            # the noun after one of the rule's words replaced ("friday mornings" against "Friday
            # afternoons")
            # (after the rule's verb, any new word: "refund shipping fees" against "refund orders")
            noun_like = _premodifier(b, "") or bool(content(a) & verb)
            if named(a) and extra(b) and noun_like and b not in _NOT_OWNED and not content(b) & _GENERIC:
                nxt = _rule_follower(rule, a, content)
                if nxt and not content(nxt) & said:
                    return "follower:" + b
            # the rule's last noun as the modifier of another ("investor relations" against "Don't
            # email the investors")
            if named(a) and extra(b) and _premodifier(b, "") and b not in _NOT_OWNED | _TIMES:
                if content(a) & _last(rule, content) and not content(b) & _GENERIC:
                    return "compound:" + b
            if not lacking:
                continue
            # a new modifier, or a new object of the rule's verb, where the rule names a place the
            # turn lacks ("the Initech invoices" against "invoices to Globex", "force-push your
            # feature branch" against "force-push to main")
            if named(b) and not content(b) & verb and extra(a) and _premodifier(a, before[i]):
                return "replaced:" + a
            if content(a) & verb and extra(b) and b not in _SLOT:
                return "replaced:" + b
        # a possessive of the rule's noun owning another thing ("the investors' assistant")
        for found in _POSSESSIVE.finditer(part.lower().replace("\u2019", "'")):
            owned = found.group(2)
            if named(found.group(1)) and extra(owned) and owned not in _NOT_OWNED:
                return "possessive:" + owned
    # the object of a place preposition in the cue clause: another place than the rule's ("deploy
    # to staging" against "no deploys to production"), or a place the rule does not name, which
    # narrows the permission to part of the rule's thing ("use spaces in the yaml files" against
    # "use tabs, not spaces"): asked. "to" may open a verb ("without waiting for them to
    # confirm"): a place only where the rule has a "to" place.
    places = {a for a, b in _slot_pairs(rule, content)}
    words = tokens(ONE_OFF.sub(" ", clause))
    for i, w in enumerate(words[:-1]):
        if w not in _SLOT or (w == "to" and not (lacking or "to" in places)):
            continue
        j = i + 1
        while j < len(words) and words[j] in _DETERMINERS:
            j += 1
        if j < len(words) and extra(words[j]):
            return "slot:" + words[j]
    return ""


def replaced_modifier(
    rule: str, clause: str, covered: Set[str], rule_words: Set[str], content: Callable[[str], set[str]]
) -> str:
    """A new day or month right before one of the rule's nouns, where the rule has another that the
    clause does not say ("thursday afternoons" against "Keep Wednesday afternoons free"): the word,
    or "". Another object, even when the clause names only that one noun of the rule."""
    raw = [w for w in tokens(clause) if w not in _DETERMINERS]
    said = set().union(*(content(w) for w in raw)) if raw else set()
    for a, b in zip(raw, raw[1:]):
        got = content(a)
        if not (content(b) & covered) or not got or got & rule_words or not _premodifier(a, ""):
            continue
        # only words of one closed class, where one cannot paraphrase the other: days, months
        if a.lower() not in _CALENDAR:
            continue
        words = [w for w in tokens(rule) if w not in _DETERMINERS]
        own = {x for x, y in zip(words, words[1:]) if content(y) & content(b) and x in _CALENDAR}
        if own and not set().union(*(content(x) for x in own)) & said:
            return a
    return ""


_CALENDAR = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday weekday weekend january february march april may "
    "june july august september october november december".split()
)
