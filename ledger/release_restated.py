"""An amendment stated as the whole rule again, changed, after a reason (issue 21, check4/check5).

Busy users give the reason first and then write the new rule out in full, close to the old one's
words: "they're older now. no screens for the kids after 8:30pm" against "No screens for the kids
after 8pm", "legal clarified. never log customer email addresses unless they're hashed", "we
rebranded last week. sign customer emails as 'The Northwind Support team'". The old rule's words
are all there (one may be missing), and something is changed: a value ("8:30pm", "Python 3.10"),
a qualifier ("unless ...", "with --force-with-lease", "on weekdays"), or a name.

It never fires on a sentence that restates ("remember", "still", "as always"), asks, holds off or
jokes, on a single-sentence turn (no reason given: more often a one-off instruction or a reminder),
nor when the words added name another thing than the rule's (a narrower rule of its own: "keep
the *internal* recap under 150 words"). The caller decides the rest (question, sarcasm, relayed).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Set

#: A number, a time ("8:30") or a version ("3.10") as one value.
_VALUE = re.compile(r"\d+(?:[.:]\d+)*")
#: The sentence opens as a rule does (after discourse markers).
_OPENS = re.compile(r"^\s*(?:no|never|don't|do not|dont|only|always|keep|nothing|cap|limit)\b", re.I)
#: Words that restate or hold, never change: "keep them under 400, same as always".
_SAME = re.compile(
    r"\b(?:remember|reminder|again|still|same|as always|as before|as usual|like i said|as i said|i know|"
    r"though|yet|even|stays?|stands?|right|yes|yeah|good|too|also|as well|either|wait|hold|not now|later)\b",
    re.I,
)
#: Words that colour a restatement without changing it.
_FILLER = frozenset(
    {"please", "seriously", "ever", "really", "absolutely", "definitely", "period", "ok", "okay", "thank", "thanks"}
)
#: A qualifier that changes the rule's reach: "unless they're hashed", "with --force-with-lease".
#: A qualifier that changes the rule's reach: "unless they're hashed", "at most one stop".
_STRONG = re.compile(
    r"\b(?:unless|except|other than|only if|at most|at least|no more than|up to|"
    # check6: "only in reports that leave the company" narrows the reach; "a week after their last
    # day" moves its time. Only with every word of the rule there (never "employee names only ...")
    r"(?P<reach>only (?:in|on|for|to|when|with)|(?:a|an|one|two|three|\d+) (?:day|week|hour|month|minute)s? "
    r"(?:after|before|ahead of|past)))\b",
    re.I,
)
#: Prepositions that tie a rule's condition on and name nothing ("during the freeze", "against prod").
_TIES = frozenset({"dur", "during", "against"})
_QUALIFIER = re.compile(
    r"\b(?:unless|except|other than|if|with|without|on|at most|at least|only|within|through)\b", re.I
)


def values(text: str) -> set[str]:
    return set(_VALUE.findall(text))


def restated_whole(
    rule_text: str,
    rule_words: Set[str],
    sentence: str,
    index: int,
    first_verb: str,
    content: Callable[[str], set[str]],
    expand: Callable[[set[str]], set[str]],
    opener: Callable[[str], str],
) -> str:
    """What changed ("value:8:30", "added:hashed") when ``sentence`` (the turn's last, at ``index``
    in it) restates the rule whole with a change; "" otherwise. ``rule_words`` are the rule's
    content words (expanded by synonyms), ``first_verb`` the stem of its opening verb."""
    if index == 0 or _SAME.search(sentence):
        return ""
    if not (_OPENS.match(sentence) or (first_verb and opener(sentence) == first_verb)):
        return ""
    # the rule's values ("8pm") are compared as values below, not as words to cover
    own = {w for w in content(rule_text) if not w[0].isdigit()} - _TIES
    said = content(sentence)
    covered = {w for w in own if expand({w}) & said}
    if len(covered) < 2 or len(own - covered) > max(1, len(own) // 3) or 3 * len(covered) < 2 * len(own):
        return ""
    new_values = values(sentence) - values(rule_text)
    added = {w for w in said - expand(set(rule_words)) - _FILLER if not w[0].isdigit()}
    # words added after "unless"/"except"/"at most" change the rule's reach; any other word of the
    # sentence's own names another thing ("on the primary", "with aisle seats"), unless it stands
    # for one word of the rule that is gone ("5 minutes" for "60 seconds", "one stop" for "nonstop")
    strong = _STRONG.search(sentence)
    loose = added - (_after(sentence, strong.start(), content) if strong else set())
    if strong and strong.group("reach") and (own - covered or loose):
        return ""  # a new reach for the rule's own words only; "for Jo a week before": one person
    replaced = len(own - covered) == 1 and len(loose) <= 1
    if loose and not replaced:
        # a new name in the rule's own words: "sign customer emails as 'The Northwind Support team'"
        names = set().union(*(content(m.group(0)) for m in re.finditer(r"(?<=\w )[A-Z][a-z]+", sentence)))
        if len(loose) <= 2 and own <= covered and loose <= names and not new_values:
            return "named:" + ",".join(sorted(loose))
        return ""
    if loose and not _placed_after(sentence, loose, covered, content, expand):
        return ""  # a word of its own before the rule's: another, narrower thing ("onboarding emails")
    if new_values:
        return "value:" + ",".join(sorted(new_values))
    if added and (strong or replaced) and len(added) <= 4:
        return "added:" + ",".join(sorted(added))
    return ""


def _after(sentence: str, start: int, content: Callable[[str], set[str]]) -> set[str]:
    return content(sentence[start:])


def _placed_after(
    sentence: str,
    added: Set[str],
    covered: Set[str],
    content: Callable[[str], set[str]],
    expand: Callable[[set[str]], set[str]],
) -> bool:
    """Every added word comes after a qualifier ("... unless there's a backup from the last 24
    hours") or after the rule's words ("... in a row, under 20 minutes"): it changes the rule's reach,
    it does not name another thing the rule's words then describe ("keep *onboarding* emails ...")."""
    low = sentence.lower()
    qualifier = _QUALIFIER.search(low)
    start = qualifier.start() if qualifier else len(low)
    last_own = 0
    first_added = len(low)
    for m in re.finditer(r"[a-z0-9][a-z0-9'-]*", low):
        got = content(m.group(0))
        if not got:
            continue
        if got & added:
            first_added = min(first_added, m.start())
        elif expand(set(got)) & covered:
            last_own = m.start()
    return first_added > min(start, last_own)
