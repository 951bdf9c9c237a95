"""A permission for another audience than the rule's (issue 21, check6).

"an auto-reply for internal colleagues is fine" against "Don't send auto-replies to clients while
I'm travelling" names the rule's thing, but for other people: the rule is about what goes *to
clients*, and nothing is said about them. When the rule names who its act reaches ("to clients",
"with customers", "for the kids") and the turn's permission names other people in the same slot
("for internal colleagues", "to the team"), the release is another target: asked at most, never
applied. People in the turn that the rule also names ("to clients again") lift it as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable

#: Nouns for people or groups a rule's act reaches; not "anyone", "people" or "the public", which
#: take the rule's audience in ("hand out codes to anyone who asks").
_PEOPLE = (
    r"colleagues?|coworkers?|co-workers?|team(?:mates?)?|staff|clients?|customers?|friends?|family|vendors?|"
    r"partners?|users?|kids|children|parents?|guests?|students?|employees?|managers?|board|"
    r"investors?|contractors?|interns?|members?|neighbou?rs?|recruiters?|suppliers?|patients?|visitors?|"
    r"stakeholders?|execs?|executives?|engineers?|devs|developers?|"
    r"press|journalists?|reporters?|leads?|reports?|subscribers?|followers?|buyers?|sellers?|tenants?|"
    r"landlords?|candidates?|applicants?|volunteers?|relatives?|teachers?|coaches?|players?"
)
#: "to clients", "for the internal team", "with our biggest customers": up to three words between.
_AUDIENCE = re.compile(rf"\b(?:to|for|with)\s+((?:[\w'-]+\s+){{0,3}}?(?:{_PEOPLE}))\b", re.I)


def other_audience(rule_text: str, clause: str, content: Callable[[str], set[str]]) -> str:
    """The other audience the clause permits for ("internal,colleagu"), or "" when the rule names
    no audience, the clause names none, or the clause's shares a word with the rule."""
    rule_side = _AUDIENCE.search(rule_text)
    if not rule_side:
        return ""
    rule_words = content(rule_text)
    for m in _AUDIENCE.finditer(clause):
        said = content(m.group(1))
        if said and not said & rule_words:
            return ",".join(sorted(said))
    return ""
