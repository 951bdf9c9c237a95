"""A rule's choice handed back to the assistant (issue 21, check4/check5): "tone's up to you again",
"refunds are your call from now on", "use whichever number", "answer in whatever language the
customer uses", "run analytics wherever".

Two forms, each explicit only against the rule it names:

- "<thing> is up to you / your call / your choice": the thing must be the rule's own ("the
  subject line is up to you" against a rule about length names another thing);
- "whatever / whichever / wherever / however <word>" for a rule that fixes a choice (a
  requirement or a preference), with a word of that choice left out and no other criterion
  ("whichever hotel is closest"): the word after it must be the rule's
  own ("whichever number" against "Use my work number ..."), nothing but the rule's words before
  it ("code comments can use whatever spelling" names another thing), or, bare at the end of a clause, the
  clause must hold the rule's words ("run analytics wherever" against "Only run analytics queries
  against the read replica").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Set

_YOURS = re.compile(
    r"^(?P<subject>[\w$' -]{1,40}?)\s*(?:\b(?:is|are)\s+|'s\s+|'re\s+)(?:now |all |entirely |totally )?"
    r"(?:up to you|your call|your choice|your decision|at your discretion)\b",
    re.I,
)
_ANY = re.compile(r"\b(?:whatever|whichever|wherever|however)\b(?:\s+(?P<next>[a-z]+(?:'s)?))?", re.I)
_CRITERION = re.compile(
    r"\bwh(?:atever|ichever|erever)\b[\w ]{0,30}?(?:'s| is| are) (?:the )?(?:[a-z]{2,}est|best)\b", re.I
)
_CHOOSING = "pick choose select go with use"  # "pick whatever font": the choosing names no thing
_FUNCTION = frozenset({"the", "a", "an", "you", "u", "it", "they", "we", "i", "is", "are", "was"})


_SCOPE = re.compile(r"\b(?:for|on|to|at|from|during|when|in)\s+(?:all |every |any )?(.+)$", re.I)


def choice_left(
    head: str, kind: str, content: Callable[[str], set[str]], rule_words: Set[str], rule_text: str = ""
) -> re.Match[str] | None:
    """The match that hands the rule's choice back, or None. A word of the rule's scope is not its
    choice: "call whichever vendor answers first" against "Use my personal phone for all vendor
    calls" chooses a vendor, not the phone."""
    scope = _SCOPE.search(rule_text)
    chosen = set(rule_words) - (content(scope.group(1)) if scope else set())
    for part in re.split(r"[,;:]|\s+-+\s+", head):
        part = re.sub(r"^\W*(?:(?:ok|okay|so|and|also|now|honestly)\b[\s,]*)*", "", part.strip(), flags=re.I)
        yours = _YOURS.match(part)
        if yours and content(yours.group("subject")) & rule_words:
            return yours
        # a choice of a requirement's or preference's value only (a limit's value is a number), and one
        # that leaves a word of the rule's choice out: "book whichever nonstop flight is cheapest"
        # chooses inside the rule; a choice by another criterion ("whichever hotel is closest") may
        # keep it too, so neither is a release
        if kind not in ("requirement", "preference") or chosen <= content(part):
            continue
        if _CRITERION.search(part):
            continue
        for found in _ANY.finditer(part):
            before = content(part[: found.start()]) - content(_CHOOSING)
            if before - rule_words:
                continue  # "code comments can use whatever spelling": said of another thing
            after = (found.group("next") or "").lower()
            if after and after not in _FUNCTION:
                if content(after) & chosen:
                    return found
                continue
            if not after and len(content(part[: found.start()]) & rule_words) >= 2:
                return found  # "run analytics wherever": the rule's act, anywhere
    return None
