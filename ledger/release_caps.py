"""A limit lifted by naming it as a cap (issue 21, check4/check5): "drop the 45-minute cap",
"ignore the 400 line cap for it", "forget the word limit on the standup summary".

The thing dropped is a cap word ("cap", "limit", "max", "ceiling") and every word before it is
the rule's own, or its own value ("45-minute" against "under 45 minutes"): "drop the budget cap"
against "Keep the summary under 200 words" names another cap and is no release. Only for a rule
with a bound (a limit, or a rule with a number); a prohibition's "cap" is not its words.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Set

_VERB = r"(?:drop|ditch|scrap|lose|forget|forget about|skip|ignore|lift|remove|kill|get rid of|no need for)"
_CAP = re.compile(
    rf"(?:^|[,;:]\s*|\b(?:and|so|just|please|now)\s+){_VERB}\s+(?:the|that|this|your|my|our)\s+"
    r"((?:[\w$£€.-]+\s+){1,3}?)(?:cap|limit|max|maximum|ceiling)\b",
    re.I,
)


def cap_dropped(
    head: str, rule_text: str, bounded: bool, content: Callable[[str], set[str]], rule_words: Set[str]
) -> re.Match[str] | None:
    """The "drop the <rule's words> cap" match in ``head``, or None."""
    if not bounded:
        return None
    numbers = set(re.findall(r"\d+", rule_text))
    for found in _CAP.finditer(head.strip()):
        named = found.group(1)
        said = content(named)
        said_numbers = set(re.findall(r"\d+", named))
        words = {w for w in said if not w[0].isdigit()}
        if said_numbers and not said_numbers <= numbers:
            continue  # "drop the 300 cap" against "under 100 words": another value, ask
        # what follows in the clause must be the rule's too: "for the retro writeup" names another thing
        rest = re.split(r"[,;:.]", head.strip()[found.end() :], maxsplit=1)[0]
        beyond = {w for w in content(rest) if not w[0].isdigit()} - set(rule_words)
        if words <= set(rule_words) and (words or said_numbers) and not beyond:
            return found
    return None
