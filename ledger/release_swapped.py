"""The rule's object swapped for another in the same place (issue 21, release10).

"a changelog isn't required on release tickets" against "Always attach the test report to release
tickets" names the rule's place (release tickets) and its lifting words, but the thing it lifts is
a changelog; the test report is not named at all. With two of the rule's words named, the
detector otherwise reads the leftover words as qualifiers. When every word of the rule's object
(the words between its verb and its first preposition: "the test report") is missing from the
permission's clause and the words before its lifting words name a thing of their own (the
subject of "isn't required", "is optional", "is fine"), the release is of another object:
asked at most, never applied. A rule whose verb takes no object ("Don't deploy to production on
Fridays") is left alone, and so is a clause that names the rule by a pronoun only.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Set

_OPENER = re.compile(
    r"^\W*(?:(?:please|always|never|only|just)\s+)*(?:don't|do not|dont|never|no longer|always|only|stop)?\s*", re.I
)
_VERB_OBJECT = re.compile(
    r"^([a-z][\w-]*)\s+((?:[\w'$-]+\s+){0,4}?)(?=(?:to|on|in|into|for|at|with|from|during|until|till|before|after|"
    r"without|under|over|above|below|unless|while|when|by|outside|inside|through|via|except)\b)",
    re.I,
)


def rule_object(rule_text: str) -> str:
    """The rule's object words before its first preposition ("the test report"), or ""."""
    rest = _OPENER.sub("", rule_text.strip(), count=1)
    if re.match(r"(?:no|not|nothing|keep|use)\b", rest, re.I):
        return ""  # "No screens at dinner", "Keep ... under", "Use ... for": no act with an object of its own
    found = _VERB_OBJECT.match(rest)
    return found.group(2).strip() if found else ""


def object_swapped(
    rule_text: str,
    subject: str,
    content: Callable[[str], set[str]],
    expand: Callable[[set[str]], set[str]],
    rule_words: Set[str],
    never: Set[str],
    whole: str = "",
) -> str:
    """The thing ``subject`` (the clause before its lifting words: "a changelog") names when the rule's
    object is missing from ``whole`` (the clause), else ""."""
    obj = content(rule_object(rule_text))
    if not obj:
        return ""
    if expand(set(obj)) & content(whole or subject):
        return ""
    own = content(subject) - set(rule_words) - set(never)
    own = {w for w in own if not expand({w}) & set(rule_words)}
    return ",".join(sorted(own))
