"""Amendments stated as the rule itself with a change (issue 21, dev3), beside
``release._changed_rule``:

- the rule turned around with change words: "no Oxford comma from now on" against "Always use
  the Oxford comma" (a requirement made a prohibition, or the reverse);
- the rule widened by joining a new value to one of its own: "reply to customers in English or
  Spanish" against "Reply to customers in English only", "you may touch files under src/billing/
  and src/shared/" against "Only touch files under src/billing/";
- a number in words is a number ("make it five hundred", "five hashtags per post is fine now");
- a comparator of the rule's own ("after 3pm") given a new value ("after 5pm") is the rule's slot,
  not a future condition.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Set

_NEGATIVE = re.compile(r"^\s*(?:no|never|don't|do not|dont|stop|avoid|nothing)\b", re.I)
_CHANGE = re.compile(r"\b(?:from now on|from here on|going forward|instead|anymore|now|these days)\b", re.I)
_RAW = re.compile(r"[a-z0-9]+|[,;]", re.I)
_CONJUNCTIONS = frozenset({"and", "or", "&", "plus"})
_BRIDGE = frozenset({"also", "the", "a", "an", "in", "to", "under", "for", "src"})
_OBJECT_PRONOUNS = frozenset({"me", "us", "him", "her", "them", "it", "you"})
_COMPARATOR = re.compile(r"\b(after|before|until|till|by|from)\s+(?=[$£€]?\d)", re.I)


def flipped(part: str, rule_text: str, kind: str) -> bool:
    """The part states the rule with the opposite polarity and a change word ("no Oxford comma from
    now on" against "Always use the Oxford comma")."""
    rule_negative = kind == "prohibition" or bool(_NEGATIVE.match(rule_text))
    return rule_negative != bool(_NEGATIVE.match(part)) and bool(_CHANGE.search(part))


def widened(part: str, rule_words: Set[str], content: Callable[[str], set[str]]) -> str:
    """A new value joined to one of the rule's own by "and"/"or" ("English or Spanish"): the new
    word, or "". Only stop words that may sit inside a noun phrase (or the rule's own words) may
    stand between, so "in English and be polite" is not one."""
    words = _RAW.findall(part.lower())

    def new(w: str) -> bool:
        got = content(w)
        return bool(got) and not got & rule_words

    def own(w: str) -> bool:
        return bool(content(w) & rule_words)

    for i, w in enumerate(words):
        if w not in _CONJUNCTIONS or i == 0:
            continue
        before, after = words[i - 1], words[i + 1 : i + 4]
        for j, a in enumerate(after):
            if new(a) and own(before):
                if after[j + 1 : j + 2] and after[j + 1] in _OBJECT_PRONOUNS:
                    break  # "... and tell me what changed": a verb with its object, no new value
                bridge = after[:j]
                if all(b in _BRIDGE or own(b) for b in bridge) and all(not new(b) for b in after[j + 1 :]):
                    return a
                break
            if not (a in _BRIDGE or own(a)):
                break
    return ""


_RULE_VERB = re.compile(r"^\W*(?:(?:always|never|don't|do not|dont|please|only)\s+)*([a-z][\w-]*)\s+(.*)", re.I | re.S)
_OBJECT_STOP = re.compile(
    r"\b(?:on|in|at|for|as|to|into|from|with|by|under|over|before|after|until|via|through)\b|[,.;:]", re.I
)
_PRONOUN_AFTER = re.compile(r"^\W*([a-z][\w-]*)\s+(?:it|them|those|these|that)\b", re.I)


def standing_for(part: str, rule_text: str, content: Callable[[str], set[str]]) -> set[str]:
    """The rule's object words when ``part`` opens with the rule's verb and a pronoun ("post them in
    #release-notes" against "Post deploy updates in #ops-deploys": {"deploy", "updat"}), else an
    empty set. The pronoun stands for the object only after the rule's own verb."""
    said = _PRONOUN_AFTER.match(part)
    rule = _RULE_VERB.match(rule_text)
    if not said or not rule or not content(said.group(1)) & content(rule.group(1)):
        return set()
    rest = rule.group(2)
    cut = _OBJECT_STOP.search(rest)
    return content(rest[: cut.start()] if cut else rest)


def own_comparator(head: str, rule_text: str) -> str:
    """``head`` with the rule's own comparators before a number blanked ("after 5pm" where the rule
    says "after 3pm"), so they are not read as a future condition."""
    mine = {m.group(1).lower() for m in _COMPARATOR.finditer(rule_text)}
    return _COMPARATOR.sub(lambda m: " " if m.group(1).lower() in mine else m.group(0), head)


_UNITS = {
    w: n
    for n, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
        "sixteen seventeen eighteen nineteen".split()
    )
}
_TENS = {w: 10 * n for n, w in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()) if n > 1}
_SCALES = {"hundred": 100, "thousand": 1000, "grand": 1000, "k": 1000}
_NUMBER_WORDS = sorted([*_UNITS, *_TENS], key=len, reverse=True)  # "sixty" before "six"
_SPELLED = re.compile(
    r"\b(?:an? |(?:"
    + "|".join(_NUMBER_WORDS)
    + r")\b)(?:[\s-]*(?:"
    + "|".join([*_NUMBER_WORDS, *_SCALES, "and"])
    + r")\b)*",
    re.I,
)


def spelled_numbers(text: str) -> set[str]:
    """Numbers written in words, as digit strings: "five hundred" -> "500", "a thousand" -> "1000",
    "twenty-five" -> "25". "a" or "an" counts only before a scale word ("a thousand")."""
    found = set()
    for match in _SPELLED.finditer(text.lower()):
        words = re.findall(r"[a-z]+", match.group(0))
        if words[0] in ("a", "an"):
            if len(words) < 2 or words[1] not in _SCALES:
                continue
            words = ["one", *words[1:]]
        total = current = 0
        seen = False
        for w in words:
            if w in _UNITS:
                current += _UNITS[w]
                seen = True
            elif w in _TENS:
                current += _TENS[w]
                seen = True
            elif w in _SCALES and seen:
                current = max(current, 1) * _SCALES[w]
                if _SCALES[w] >= 1000:
                    total, current = total + current, 0
        if seen:
            found.add(str(total + current))
    return found


#: A comparator and the value after it, up to a preposition or the end of a clause.
_SLOT = re.compile(
    r"\b(within|under|before|after|by|until|till|no later than)\s+((?:the |an? )?[\w$£€:.-]+(?: [\w$£€:.-]+)?)"
    r"(?=\s+(?:of|for|on|in|at|to|from|is|are|instead|now)\b|\s*[,.;!]|\s*$)",
    re.I,
)
_ACCEPTED = re.compile(r"\b(?:is|are|'s)\s+(?:fine|ok|okay|good|enough)\b|\binstead\b|\bfrom now on\b", re.I)


def slot_value(part: str, rule_text: str, content: Callable[[str], set[str]], ignore: Set[str]) -> str:
    """The rule's comparator given another value, with words that accept it and no thing the rule
    lacks: "within the same day is fine for the notes" against "Send meeting notes to the team
    within an hour of the call" ("under 2 minutes is fine for the intro" against "Keep videos
    under 5 minutes" names another thing). The comparator, or ""."""
    if not _ACCEPTED.search(part):
        return ""
    mine = {m.group(1).lower(): m.group(2).lower().rstrip(".!;:") for m in _SLOT.finditer(rule_text)}
    rule_words = content(rule_text)
    for found in _SLOT.finditer(part):
        old = mine.get(found.group(1).lower())
        # the rule's own value said back ("under 200 words is fine" against "... under 200 words.")
        if old is None or found.group(2).lower().rstrip(".!;:") == old:
            continue
        rest = content(part[: found.start()] + " " + part[found.end() :]) - ignore
        if rest <= rule_words:
            return found.group(1).lower()
    return ""
