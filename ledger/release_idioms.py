"""Permission idioms that depend on the rule's own words (issue 21, dev3).

``release.EXPLICIT_RELEASE`` holds the cue phrases that are permission whatever the rule
("you can", "go ahead"). Some permissions are explicit only against a given rule:

- the user drops what the rule requires: "you don't need approval for refunds" against "Don't
  issue refunds over $200 without manager approval", "you don't need down scripts anymore"
  against "Every migration needs a reviewed down script";
- the rule's own act made possible: "friday afternoons are bookable now";
- the user orders the very act a prohibition forbids, and nothing else: "PO came through, send
  the Globex invoices" against "Don't send invoices to Globex until the PO number arrives".

And one negation is not the user's "no": a reason given before "so" ("my nephew can't make it
after all, so nuts are fine again").
"""

from __future__ import annotations

import re
from collections.abc import Callable

_NEEDLESS = re.compile(
    r"\b(?:(?:don't|do not|dont|no longer) need|(?:is|are|isn't|aren't) (?:not )?(?:needed|required) "
    r"(?:anymore|any more|now)|(?:don't|do not|dont) have to (?:have|get|wait for))\s+"
    r"(?!to\b)(?:a |an |the |any |my |our |your )?([\w' -]{1,40})",
    re.I,
)
#: What a rule demands: the words after "without", "needs", "requires", "must have".
_DEMANDS = re.compile(r"\b(?:without|needs?|requires?|must have|only with|unless)\s+(.+)", re.I)
_LEAD = re.compile(r"^(?:(?:ok|okay|so|then|now|just|go|alright|right|cool|great|good|fine|please)\b[\s,]*)+", re.I)
_PROHIBITION_VERB = re.compile(r"^\s*(?:don't|do not|dont|never)\s+([a-z][\w-]*)", re.I)
_REASON_SO = re.compile(r"^(?P<reason>.+?),?\s+so\s+(?P<rest>.+)$", re.I | re.S)


_ABLE = re.compile(r"\b([a-z]+?)(?:able|ible) (?:now|again|from now on|today)\b", re.I)


def able(head: str, body: set[str], content: Callable[[str], set[str]]) -> re.Match[str] | None:
    """ "friday afternoons are bookable now" against "Don't book anything on Friday afternoons":
    the rule's own act made possible. Only the rule's verb counts ("available now" is no permission)."""
    for found in _ABLE.finditer(head):
        if content(found.group(1)) & body:
            return found
    return None


def needless(head: str, rule_text: str, kind: str, content: Callable[[str], set[str]]) -> re.Match[str] | None:
    """ "you don't need <what the rule demands>": the match, or None. The thing no longer needed
    must be the rule's demand (a requirement's words, or what follows "without"/"needs" in the
    rule), so "we don't need more meetings" against "No meetings before 10am" is not one."""
    found = _NEEDLESS.search(head)
    if not found:
        return None
    if re.search(r"\bto\b", found.group(1)):
        return None  # "you don't need two approvals to comment": not the rule's demand dropped
    demands = _DEMANDS.search(rule_text)
    wanted = content(demands.group(1)) if demands else content(rule_text) if kind == "requirement" else set()
    if not content(found.group(1)) & wanted:
        return None
    # "you don't need the linter for a typo": a one-off scope the rule does not name narrows it
    scope = re.search(r"\bfor (?:a|an|the|this|that|these|those|one)?\s*([a-z][\w-]*)", found.group(1), re.I)
    if scope and not content(scope.group(1)) & content(rule_text):
        return None
    return found


def imperative(
    clauses: list[str], rule_text: str, kind: str, content: Callable[[str], set[str]], ignore: set[str]
) -> str:
    """A clause that orders the act the prohibition forbids with the rule's own words and no other
    ("send the Globex invoices" against "Don't send invoices to Globex until ..."): its text, or "".
    A clause with words the rule lacks ("drop rows where tenure is missing") is a change, not this."""
    verb = _PROHIBITION_VERB.match(rule_text)
    if kind != "prohibition" or not verb:
        return ""
    rule_words = content(rule_text)
    act = content(verb.group(1))
    for clause in clauses:
        text = _COURTESY.sub(" ", _plain(_LEAD.sub("", clause.strip())))
        first = re.match(r"[a-z][\w-]*", text, re.I)
        if not first or not content(first.group(0)) & act:
            continue
        said = content(text)
        if len(said & rule_words) >= 2 and not (said - rule_words - ignore):
            return text
    return ""


def reason_only_negation(head: str, negation: re.Pattern[str], rule_words: set[str], content: Callable) -> bool:
    """The sentence's only negation is in a reason before "so", which names none of the rule's
    words ("my nephew can't make it after all, so nuts are fine again")."""
    found = _REASON_SO.match(head)
    if not found:
        return False
    reason, rest = found.group("reason"), found.group("rest")
    return bool(negation.search(reason)) and not negation.search(rest) and not content(reason) & rule_words


#: "push away", "deploy away": the act ordered without limit, at the end of its clause.
_AWAY = re.compile(r"\b([a-z]+) away\s*(?:[,.;!]|\band\b|$)", re.I)
#: The rule's act ordered with a pronoun for its object: "send it", "reach out to them", "fire it off".
_PRONOUN_ORDER = re.compile(
    r"^([a-z]+)(?:\s+(?:out|off|over|on))?(?:\s+to)?\s+(?:it|them|her|him|that|those)"
    r"(?:\s+(?:off|out|over|now|today|asap|then|whenever|already|please))*\s*[.!]*$",
    re.I,
)
#: Phrasal verbs that name a plainer act: "fire it off" is "send it", "hand out codes" is "offer them".
_PHRASAL = {"fire": "send", "hand": "offer", "roll": "deploy", "kick": "run"}


#: When, said as a courtesy, never a thing: "kick off the backfill when you get a chance".
_COURTESY = re.compile(
    r"\b(?:when|whenever|once) (?:you|u) (?:get|have) (?:a )?(?:chance|minute|moment|sec|second)\b"
    r"|\bwhen(?:ever)? (?:you|u) can\b|\bwhen(?:ever)? (?:you're|you are) ready\b|\basap\b",
    re.I,
)
_PHRASAL_OPEN = re.compile(r"^(fire|hand|roll|kick)\s+(?:off|out)\b", re.I)
_PHRASAL_ANY = re.compile(r"\b(fire|hand|roll|kick)\s+(?:(it|them|that|this)\s+)?(?:off|out)\b", re.I)


def _plain(text: str) -> str:
    """A phrasal verb at the start said plainly: "hand out codes" -> "offer codes"."""
    return _PHRASAL_OPEN.sub(lambda m: _PHRASAL[m.group(1).lower()], text)


def plain_phrasal(text: str) -> str:
    """Phrasal verbs said plainly anywhere: "fire it off" -> "send it", "roll out" -> "deploy"."""
    return _PHRASAL_ANY.sub(lambda m: _PHRASAL[m.group(1).lower()] + (f" {m.group(2)}" if m.group(2) else ""), text)


def same_root(word: str, words: set[str]) -> bool:
    """``word`` (stemmed) is one of ``words`` or shares its root with one ("migrat" and "migration")."""
    if word in words:
        return True
    return len(word) >= 5 and any(w.startswith(word) or word.startswith(w) for w in words if len(w) >= 5)


def ordered_act(
    clauses: list[str],
    rule_text: str,
    kind: str,
    body: set[str],
    content: Callable[[str], set[str]],
    refers: Callable[[str], bool],
) -> str:
    """A clause that orders the act a prohibition forbids in a form the rule's words cannot show:
    "deploy away" against "No deploys to production until ...", "send it" against "Don't send the
    Globex invoice until ...", "reach out to them" against "Don't contact the vendor until ...".
    ``body`` is the rule's stemmed words with synonyms. A pronoun counts only when ``refers`` says
    the words before it point at the rule ("line items look good, send it"), not at another thing
    ("9am works for the dentist, book it"). Returns the clause's words, or ""."""
    if kind != "prohibition":
        return ""
    verb = _PROHIBITION_VERB.match(rule_text)
    noun = re.match(r"^\s*no\s+([a-z][\w-]*)", rule_text, re.I)
    act = content(verb.group(1)) if verb else content(noun.group(1)) if noun else set()
    for i, clause in enumerate(clauses):
        text = _LEAD.sub("", clause.strip())
        away = _AWAY.search(text)
        if away:
            said = content(away.group(1))
            if said and same_root(min(said), body):
                return away.group(0).strip(" ,.;!")
        order = _PRONOUN_ORDER.match(text)
        if order and act:
            said = content(_PHRASAL.get(order.group(1).lower(), order.group(1)))
            # the rule's own verb, or a synonym of it ("reach" for "contact")
            if said and (said & act or said & body and not act - body) and refers(" ".join(clauses[:i])):
                return text.strip(" .!")
    return ""


#: Discarding what a rule demands: "drop the formal tone", "ditch the word count".
_DROP = re.compile(
    r"^\W*(?:(?:ok|okay|so|just|and|also|please)\b[\s,]*)*(?:drop|ditch|scrap|lose|forget|skip|quit|stop with)\s+"
    r"(?:the|that|this|your|my|our|all (?:the|that))\s+([\w' -]{2,40})",
    re.I,
)


#: A rule's scope: the noun phrase after "on", "for", "to" ... says where or for whom, not what is
#: demanded ("on vendor emails" in "Always cc Priya on vendor emails"); it ends at the next preposition.
_SCOPE = re.compile(
    r"\b(?:on|for|to|at|from|during|when|whenever)\s+((?:(?!\b(?:in|with|as|by|under|over|before|after|until)\b)"
    r"[\w'-]+\s*)+)",
    re.I,
)


def dropped(
    head: str, body: set[str], content: Callable[[str], set[str]], ignore: set[str], rule_text: str = ""
) -> re.Match[str] | None:
    """ "drop the formal tone, ..." against "Keep the tone formal in client emails": what a rule that
    demands asks for, discarded in the rule's own words (nothing but them before the next clause).
    Not for a rule that forbids its thing: "drop the peanuts" against "No peanuts" is no release.
    The words dropped must name the demand, not only the rule's scope: "drop the email to the
    vendor" against "Always cc Priya on vendor emails" drops an email, not the cc."""
    scope = set().union(*(content(m.group(1)) for m in _SCOPE.finditer(rule_text)))
    demand = content(rule_text) - scope - ignore
    for part in re.split(r"[,;:]", head):
        found = _DROP.match(part)
        if not found:
            continue
        said = content(found.group(1)) - ignore
        if said and said <= body and (not demand or said & demand):
            return found
    return None
