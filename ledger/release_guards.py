"""Turns that look like a release or an amendment and keep the rule (issue 21, check4).

The recall work on dev4 added readings that can swallow keeps. These checks narrow them; each
says why the turn leaves the rule in force:

- a value inside the rule's own bound, said or set without words that change the rule ("set it
  to 20 tonight" under "Don't set the thermostat above 21 degrees", "$400 is fine" under "Keep
  the budget under $500"): the rule is followed, not changed. A value past the bound ("$600 is
  fine") or the rule restated with a new bound ("keep it under 300 words") still amends;
- "you don't need to check with me" against a rule that asks for no check, approval or wait
  ("Don't share the photos outside the family group"): what is no longer needed is something
  else, not this rule;
- a clause after the permission that denies one of the rule's words ("go ahead and push to
  main, no force" against "Don't force-push to main"): the rule's part is kept;
- the user promises what the rule waits for ("go ahead and write the post, I'll review it"
  against "Don't post on the blog without review"): the rule is met later, not lifted;
- a pronoun after a thing the user just made ("I wrote a note to Globex, send it" against
  "Don't send the Globex invoice until ..."): "it" is the new thing, not the rule's.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Set

from pinlane.ledger.release_amends import spelled_numbers

_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")
#: A bound on a number and which side of it the rule allows ("under 300": at most 300).
_AT_MOST = r"under|below|less than|fewer than|at most|up to|no more than|max(?:imum)?(?: of)?|within|tops"
_AT_LEAST = r"at least|min(?:imum)?(?: of)?|no less than|no fewer than"
_EXCEEDING = r"above|over|more than|exceed(?:ing)?|beyond|higher than"
_UNDERCUT = r"under|below|less than|fewer than|lower than"
_SPELLED = r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred"
_VALUE = rf"(?:a |an )?[$£€]?(\d+(?:[.,]\d+)?|(?:{_SPELLED})\b)"
_FORBIDDING = re.compile(r"^\W*(?:don't|do not|dont|never|no|not)\b", re.I)
#: Words that change a rule's value rather than use it: rule talk and verbs of changing (not
#: "set", "put" or "turn", which do the rule's act with a value: "set it to 20").
_CHANGING = re.compile(
    r"\b(?:limit|cap|max(?:imum)?|ceiling|budget|rule|threshold|allowance|from now on|from here on|going forward|"
    r"instead|new|make (?:it|that|them|this)|change|lower|raise|reduce|drop|cut|tighten|bump|increase|decrease|"
    r"loosen|relax|move|keep|stick|only|never|no more than|at most|under|below|max|within|tops|at least)\b",
    re.I,
)


def _number(word: str) -> float | None:
    digits = spelled_numbers(word) or {word}
    try:
        return float(next(iter(digits)).replace(",", ""))
    except ValueError:
        return None


def _bound(rule_text: str, kind: str) -> tuple[float, str] | None:
    """The rule's bound and the side it allows: (300, "max") for "Keep replies under 300
    characters", (21, "max") for "Don't set the thermostat above 21 degrees"; None for a time of
    day ("after 6pm") or no bound."""
    forbids = kind == "prohibition" or bool(_FORBIDDING.match(rule_text))
    pairs = (
        ((_EXCEEDING, "max"), (_UNDERCUT, "min"))
        if forbids
        else ((_AT_MOST, "max"), (_AT_LEAST, "min"), (rf"(?:{_EXCEEDING})", "min"))
    )
    # "Keep standups to 15 minutes", "cap replies at 300 characters": at most
    kept_to = re.search(
        rf"^\W*(?:always\s+)?(?:keep|limit|cap|restrict)\b[^.]*?\b(?:to|at)\s+{_VALUE}", rule_text, re.I
    )
    if kept_to and not forbids:
        value = _number(kept_to.group(1).lower())
        if value is not None:
            return value, "max"
    for words, side in pairs:
        found = re.search(rf"\b(?:{words})\s+{_VALUE}(?!\s*(?:am|pm|:))", rule_text, re.I)
        if found:
            value = _number(found.group(1).lower())
            if value is not None:
                return value, side
    return None


def within_bound(rule_text: str, kind: str, sentence: str, new_numbers: Set[str]) -> bool:
    """Every new number of ``sentence`` lies inside the rule's bound, and nothing in the sentence
    changes the rule (no rule talk, no verb of changing, no bound of its own): a value that
    follows the rule ("set it to 20 tonight", "two meetings today is fine"), not an amendment."""
    bound = _bound(rule_text, kind)
    if bound is None or not new_numbers or _CHANGING.search(sentence):
        return False
    limit, side = bound
    values = [_number(n) for n in new_numbers]
    if any(v is None for v in values):
        return False
    return all(v <= limit if side == "max" else v >= limit for v in values)  # type: ignore[operator]


_NEED_TO = re.compile(r"\b(?:(?:don't|do not|dont|no) (?:need|have) to|no need to)\s+([a-z]+)([^,;:.!?]*)", re.I)
#: Verbs that hold to a rule: "no need to cap the retries", "no need to stick to it".
_HOLDING = frozenset("cap limit keep restrict stick stay follow obey avoid worry bother hold".split())
#: Verbs of asking, checking or waiting: needless only where the rule asks for one.
_ASKING = frozenset(
    "ask check run clear confirm wait loop ping get consult call text email message tell notify hold".split()
)
_DEMANDING = re.compile(
    r"\b(?:without|until|till|unless|before|ask(?:ing)?|approv\w*|check\w*|confirm\w*|review\w*|sign[- ]?off|"
    r"permission|ok|okay)\b",
    re.I,
)


def unrelated_need(head: str, rule_text: str, body: Set[str], content: Callable[[str], set[str]]) -> bool:
    """ "you don't need to check with me" against a rule that names no such check: every "no need
    to <verb>" in ``head`` is about something else than the rule (its verb neither one of the
    rule's words nor an asking or waiting verb where the rule waits for one)."""
    found = list(_NEED_TO.finditer(head))
    if not found:
        return False
    for need in found:
        verb = need.group(1).lower()
        if verb in _HOLDING or content(verb) & body or content(need.group(2)) & body:
            return False
        if verb in _ASKING and _DEMANDING.search(rule_text):
            return False
    return True


#: A clause that denies a thing: "no force", "not the audit logs", "without the attachments".
_DENIAL = re.compile(
    r"^\W*(?:but |and |just |though )?(?:no|not|without|never)\s+(?!need|problem|worries|rush|longer|more|doubt|"
    r"way|biggie|issue|pressure|hurry|stress)(?![\w' -]*\b(?:needed|required|necessary|anymore)\b)([\w' -]+)$",
    re.I,
)


def denied_part(clauses: list[str], body: Set[str], content: Callable[[str], set[str]]) -> str:
    """A clause after the first one that denies one of the rule's words ("go ahead and push to main,
    no force" against "Don't force-push to main"): the denied words, or ""."""
    for clause in clauses[1:]:
        found = _DENIAL.match(clause.strip())
        if found:
            said = content(found.group(1)) & body
            if said:
                return ",".join(sorted(said))
    return ""


_PROMISE = re.compile(
    r"\b(?:i'll|i will|i'm going to|i am going to|let me|we'll|we will|i can)\s+((?:\w+\s+)?[a-z][\w-]*)", re.I
)
#: release10: the demand met already, this once ("I reviewed it, email the investors").
_MET_BY_ME = re.compile(
    r"\b(?:i|we)(?:'ve| have)?\s+(?:just\s+|already\s+|now\s+)?([a-z]*(?:ed|read)|done|seen|signed|written)\b", re.I
)
_WAITED_FOR = re.compile(r"\b(?:without|until|till|unless|before|after)\s+(.+)", re.I)


def promised_demand(text: str, rule_text: str, content: Callable[[str], set[str]]) -> str:
    """The user promises what the rule waits for ("I'll review it", "I'll give it a review"
    against "Don't post on the blog without review"), or says it is done this once ("I reviewed
    it"): the promised words, or ""."""
    waited = _WAITED_FOR.search(rule_text)
    if not waited:
        return ""
    wanted = content(waited.group(1))
    for found in (*_PROMISE.finditer(text), *_MET_BY_ME.finditer(text)):
        said = content(found.group(1))
        if said & wanted or any(w[:5] == v[:5] for w in said for v in wanted if len(w) >= 5 and len(v) >= 5):
            return found.group(1).lower()
    return ""


_MADE = re.compile(
    r"\b(?:i|we)(?:'ve| have)?\s+(?:just\s+)?(?:wrote|written|drafted|made|prepared|put together|created|"
    r"started|set up|built|typed up|wrote up|wrote out)\s+(?:a|an|the|my|our|up|some)?\s*([a-z][\w-]*)",
    re.I,
)


def made_other(before: str, rule_words: Set[str], content: Callable[[str], set[str]]) -> str:
    """The thing the user just made, when it is not the rule's ("I wrote a note to Globex" against
    "Don't send the Globex invoice"): a pronoun after it stands for that thing. The word, or ""."""
    for found in _MADE.finditer(before):
        said = content(found.group(1))
        if said and not said & rule_words:
            return found.group(1).lower()
    return ""


_ONLY = re.compile(r"\b(?:only|just|solely|exclusively)\b", re.I)


def kept_inside(order: str) -> bool:
    """An ordered act narrowed with "only" ("share it with the team only" against "Don't share the
    roadmap outside the team"): the act the rule leaves allowed, not the forbidden one."""
    return bool(_ONLY.search(order))


_BEFORE_ACT = re.compile(r"^(?P<demand>.+?)\s+\b(?:before|prior to)\s+(?P<act>.+)$", re.I)
_DROPPING = re.compile(r"\b(?:without|skip\w*|no|not|don't|dont|never|stop|forget|drop)\b", re.I)


def met_before(rule_text: str, kind: str, slot: str, sentence: str, content: Callable[[str], set[str]]) -> str:
    """A requirement "Always <demand> before <act>" and a permission for <act> that leaves the demand
    alone ("you can merge now, the suite passed" against "Always run the full test suite before
    merging"): the act allowed this time, the demand met; the rule stays. The act, or ""."""
    found = _BEFORE_ACT.match(rule_text.strip().rstrip("."))
    if kind == "prohibition" or not found:
        return ""
    said = content(sentence)
    act = content(found.group("act")) & (said | {slot})
    # the demand reported met in the sentence ("the suite passed"), never dropped ("without running")
    if not act or not content(found.group("demand")) & said or _DROPPING.search(sentence):
        return ""
    return min(act)


_RULE_TALK = re.compile(r"\b(?:limit|cap|max(?:imum)?|ceiling|rule|restriction|budget|thing|count|allowance)\b", re.I)


_STATED_BOUND = re.compile(
    rf"\b(?:{_AT_MOST}|{_AT_LEAST}|{_EXCEEDING}|to|at)\s+{_VALUE}",
    re.I,
)


def inside_bound(rule_text: str, kind: str, sentence: str, numbers: Set[str]) -> bool:
    """A permission that carries a value inside the rule's bound, the rule's own or less ("you can
    send the 300-word update" against "Keep investor updates under 300 words"): work within the
    rule, not a lift. Talk of the rule ("drop the 45-minute cap") is a lift."""
    bound = _bound(rule_text, kind)
    if bound is None or not numbers or _RULE_TALK.search(sentence) or _STATED_BOUND.search(sentence):
        return False  # "no need to keep ad spend under $50": the bound itself, named to lift it
    limit, side = bound
    values = [_number(n) for n in numbers]
    return all(v is not None and (v <= limit if side == "max" else v >= limit) for v in values)


#: Where or when a permission holds, said without a preposition the rule shares: another place
#: ("locally") or another time ("during the day") than the rule's.
_PLACE_ADVERB = re.compile(r"\b(?:locally|offline|on (?:my|your|a) (?:machine|laptop|box)|in a sandbox)\b", re.I)
_TIME_PHRASE = re.compile(
    r"\b(?:at night|overnight|during the day|in the daytime|daytime|in the (?:morning|afternoon|evening)s?|"
    r"on weekdays|on weekends|at the weekend|during (?:business|office|work) hours|"
    r"outside (?:business|office|work) hours|"
    r"after hours|at lunch)\b",
    re.I,
)
_PATH = re.compile(r"[\w.-]+/[\w./-]*[\w-]")
_AUDIENCE = re.compile(r"\b(?:internally|in-house|in house|within the team|inside the (?:team|company))\b", re.I)
_DAY = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun|week)(?:day|night|end)s?\b|\bweekends?\b", re.I)


def _day(word: str) -> str:
    return word.lower().rstrip("s")


_RULE_PLACE = re.compile(r"\b(?:on|in|to|against)\s+(?:the\s+)?[a-z][\w-]*", re.I)


def other_place_or_time(rule_text: str, clause: str) -> str:
    """The clause permits the act in another place or at another time than the rule names: a place
    adverb where the rule has a place ("run the load tests locally" against "... on staging"), or
    a time phrase where the rule has a different one ("during the day" against "at night"). The
    phrase, or ""."""
    place = _PLACE_ADVERB.search(clause)
    if place and _RULE_PLACE.search(rule_text):
        return place.group(0).lower()
    paths = set(_PATH.findall(clause))
    own_paths = set(_PATH.findall(rule_text))
    if paths and own_paths and not paths & own_paths:
        return ",".join(sorted(paths))  # "files under src/shared/" against "under src/billing/"
    audience = _AUDIENCE.search(clause)
    if audience and not _AUDIENCE.search(rule_text):
        return audience.group(0).lower()  # "fine to share internally": a narrower audience
    days = {_day(m.group(0)) for m in _DAY.finditer(clause)}
    own_days = {_day(m.group(0)) for m in _DAY.finditer(rule_text)}
    if days and own_days and not days & own_days:
        return ",".join(sorted(days))  # "takeout saturday" against "on weeknights"
    said = _TIME_PHRASE.search(clause)
    own = _TIME_PHRASE.search(rule_text)
    if said and own and said.group(0).lower() != own.group(0).lower():
        return said.group(0).lower()
    return ""


#: "at 6, then you can": the permission starts at a later time, not now.
_LATER_THEN = re.compile(
    r"\b(?:at|by|after|from)\s+(?:\d{1,2}(?::\d\d)?\s*(?:am|pm)?|noon|midnight)\b"
    r"[^.;!?]*?,?\s*then,?\s+(?:you|u) (?:can|may)\b"
    r"|\b(?:tonight|tomorrow|later|next week|this evening)\b[^.;!?]*?,?\s*then,?\s+(?:you|u) (?:can|may)\b",
    re.I,
)


def later_permission(sentence: str) -> bool:
    """ "business hours are over at 6, then you can run them": a permission for a later time."""
    return bool(_LATER_THEN.search(sentence))


_DONE_ON = re.compile(
    r"\b(?:signed off|approved|cleared|reviewed|finished|done|passed|signed)\s+(?:on|for|with)\s+"
    r"(?:the|a|an|our|their|his|her)?\s*([a-z][\w-]*)",
    re.I,
)


def done_for_other(before: str, rule_words: Set[str], content: Callable[[str], set[str]]) -> str:
    """The condition met for another thing than the rule's ("legal signed off on the NDA, send it"
    against "Don't send the contract to Initech until legal signs off"): a pronoun after it stands
    for that thing. The word, or ""."""
    for found in _DONE_ON.finditer(before):
        said = content(found.group(1))
        if said and not said & rule_words:
            return found.group(1).lower()
    return ""


_CLOCK = r"(\d{1,2})(?::(\d\d))?\s*(am|pm)"
_RULE_CLOCK = re.compile(rf"\b(after|past|before)\s+{_CLOCK}", re.I)
_SAID_CLOCK = re.compile(rf"\b(?:it's|it is|its|at)\s+{_CLOCK}", re.I)


def _minutes(hour: str, minute: str | None, half: str) -> int:
    h = int(hour) % 12 + (12 if half.lower() == "pm" else 0)
    return h * 60 + int(minute or 0)


def inside_hours(rule_text: str, sentence: str) -> str:
    """The time said lies inside what a clock rule allows ("you can email the client now, it's 5pm"
    against "Don't email the client after 6pm"): the act allowed by the rule as it stands. The
    time, or ""."""
    own = _RULE_CLOCK.search(rule_text)
    said = _SAID_CLOCK.search(sentence)
    if not own or not said:
        return ""
    limit = _minutes(own.group(2), own.group(3), own.group(4))
    value = _minutes(said.group(1), said.group(2), said.group(3))
    late = own.group(1).lower() in ("after", "past")  # the rule forbids what comes after
    return said.group(0).lower() if (value <= limit if late else value >= limit) else ""


_OWNED = re.compile(r"\b(?:your|my|our|their|his|her|own)\s+([a-z][\w-]*)", re.I)


def owned_instead(order: str, rule_text: str, content: Callable[[str], set[str]]) -> str:
    """The ordered act names the rule's noun owned by someone where the rule names it with a
    modifier the order lacks ("push it to your branch" against "Don't push to the main branch"):
    another one of the kind. The noun, or ""."""
    rule = [w for w in re.findall(r"[a-z][\w-]*", rule_text.lower())]
    said = content(order)
    for found in _OWNED.finditer(order):
        noun = content(found.group(1))
        for a, b in zip(rule, rule[1:]):
            if content(b) & noun and content(a) and not content(a) & said and a not in ("the", "a", "an"):
                return found.group(1).lower()
    return ""


def participle_met(rule_text: str, kind: str, sentence: str) -> str:
    """A requirement's demand used as the state of its object ("share the anonymized export"
    against "Anonymize exports before sending them"): the demand met, not dropped. The word, or ""."""
    verb = re.match(r"^\W*(?:always\s+|please\s+)?([a-z]{4,})", rule_text, re.I)
    if kind == "prohibition" or not verb or _DROPPING.search(sentence):
        return ""
    stem = verb.group(1).lower().rstrip("e")
    found = re.search(rf"\b{re.escape(stem)}e?d\s+[a-z]", sentence, re.I)
    return found.group(0).split()[0].lower() if found else ""


_NEED_OBJECT = re.compile(
    r"\b(?:(?:don't|do not|dont|no) (?:need|have) to|no need to)\s+[a-z]+\s+(?:the|a|an|this|that|our|my)\s+"
    r"([a-z][\w-]*)\s+([a-z][\w-]*)",
    re.I,
)


def narrowed_need(head: str, rule_text: str, content: Callable[[str], set[str]]) -> str:
    """ "no need to anonymize the internal export" against "Anonymize exports before sending them":
    the rule's noun with a modifier the rule lacks; a narrower one-off, not the rule lifted. The
    modifier, or ""."""
    rule_words = content(rule_text)
    for found in _NEED_OBJECT.finditer(head):
        modifier, noun = content(found.group(1)), content(found.group(2))
        if noun & rule_words and modifier and not modifier & rule_words:
            return found.group(1).lower()
    return ""
