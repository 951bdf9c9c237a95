"""More ways busy users lift or change a rule (issue 21, check6): phrase families, not phrasings.

``release.EXPLICIT_RELEASE`` and ``release.AMEND`` join these to their own lists. Each family
is written as a shape, so its other wordings match too:

- the thing declared allowed by a state word: "GPU instances are a go", "afternoon coffee is
  back", "commit messages can be free-form again", "the slots are open for bookings again",
  "prod logs in chat are no longer a problem";
- the user's earlier message taken back by its own name: "scrap my note about auto-replies",
  "ignore my comment on the linter", "disregard my message about refunds";
- the rule (or its condition) declared over: "consider the freeze lifted", "call the ban over";
- a new value given as the new bound: "let's call it $500", "8 km is the new ceiling", "cap tweets
  at 180 characters", "limit meetings to 3 a day", "standups at 10:30am from now on".

The detector's guards (another object, a question, a negation, a condition still to come,
relayed permission, a value inside the bound) apply to these as to every other cue.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Set

#: A number in digits or in words (the detector's ``_NUM``, repeated to keep this module free of it).
_NUM = (
    r"(?:[$£€]?\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|"
    r"fifty|sixty|ninety|hundred)\b)"
)
#: Nouns a user calls their own earlier instruction by.
_MY_WORDS = r"(?:note|message|comment|ask|point|memo|request|instruction|line|bit)s?"
#: Nouns that name a bound.
_BOUND = (
    r"(?:cap|limit|ceiling|max|maximum|minimum|min|floor|cutoff|budget|target|threshold|allowance|quota|sla|window|"
    r"deadline|earliest|latest)"
)

RELEASE_PATTERNS: tuple[str, ...] = (
    # "GPU instances are a go"; not "is a good idea", "is a going concern"
    r"\b(?:is|are|'s|'re) (?:now |a )?go(?: again| now)?\s*[.!]*$",
    r"\b(?:is|are|'s|'re) (?:now )?a go\b",
    # "afternoon coffee is back", "late calls are back now": the clause ends on it
    r"\b(?:is|are|'s|'re) (?:so )?back(?: again| now)?\s*[.!]*$",
    # "commit messages can be free-form again"
    r"\bcan (?:be|go|stay)\b[\w -]{1,25}?\bagain\b",
    # "are open for bookings again", "the calendar is open to meetings again"
    r"\b(?:is|are|'s|'re) (?:now )?(?:open|free|available) (?:for|to) [\w -]{1,25}?\b(?:again|now)\b",
    # "no longer a problem", "not a concern for tweets anymore"
    r"\bno longer (?:a|an) (?:problem|concern|issue|thing|worry)\b",
    r"\bnot (?:a|an) (?:problem|concern|issue|worry)\b[\w ]{0,25}?\b(?:anymore|any more|now)\b",
    # "scrap my note about auto-replies", "ignore my comment on the linter"
    rf"\b(?:scrap|drop|ignore|disregard|forget|ditch|bin|toss|cancel|withdraw|retract|undo)\s+(?:my|that|the|this)\s+"
    rf"(?:earlier |old |previous |last )?{_MY_WORDS}\s+(?:about|on|re|regarding)\b",
    # "consider the freeze lifted", "call the ban over"
    # ("over", "ended" would read the rule's condition reported done: "if QA signs off, consider it over")
    r"\b(?:consider|call|treat)\s+(?:the|that|this|my)\s+[\w' -]{1,30}?\s+(?:lifted|void|retired|scrapped|"
    r"cancelled|canceled)\b",
    # the user's own ease with it: "we're fine deploying on fridays", "I no longer mind friday deploys"
    r"\b(?:we're|we are|i'm|i am) (?:fine|ok|okay|good|happy|cool) (?:with )?(?!(?:skipping|holding|waiting|keeping|"
    r"staying|avoiding|leaving|pausing|sticking|dropping|postponing|delaying|missing|losing|doing without)\b)\w+ing\b",
    r"\bi no longer mind\b",
    r"\b(?:you're|you are) (?:welcome|permitted|authori[sz]ed) to\b",
    # a verdict after a label: "friday deploys: approved", "the deploy ban - lifted"
    r"(?::|\s-)\s*(?:approved|allowed|permitted|lifted|cleared|unblocked|green-?lit)\s*[.!]*$",
    # "the no-friday-deploys rule can go", "that restriction can go now"
    r"\b(?:rule|ban|restriction|limit|cap|requirement)\b[\w ,'-]{0,40}?\bcan go\b(?! (?:on|in|to|up|out)\b)",
    r"\bwe can (?!not\b|never\b|only\b|talk\b|discuss\b|revisit\b|review\b|look\b|think\b|chat\b|check\b|ask\b|see\b|"
    r"try\b|decide\b|reconsider\b)[\w' -]{1,40}?\bagain\b",
    r"\b(?:is|are|'s|'re) (?:now )?unrestricted\b",
    # "deploys on fridays are fine from today"
    r"\b(?:is|are) (?:now )?(?:fine|ok|okay|allowed|permitted|approved|alright) (?:from today|going forward)\b",
    r"\b(?:it's|that's|its|it is|that is) (?:now )?(?:allowed|permitted|approved)(?: now| again)?\s*[.!]*$",
    # "merge whatever's ready": the held-back lot, all of it
    r"\bwhatever(?:'s| is) (?:ready|left|waiting|pending|queued)\b",
    # "use as many slides as the story needs", "make decks as long as they need to be"
    r"\bas (?:many|much|often)\b[\w ]{1,30}?\bas (?:the|it|they|we)\b[\w ]{0,25}?\b"
    r"(?:needs?|wants?|takes?|requires?)\b",
    r"\bas long as (?:it|they) (?:needs?|need) to be\b",
    # "test reports aren't required on release tickets now"
    r"\b(?:isn't|aren't|is not|are not) (?:needed|necessary|required|mandatory)\b",
)

AMEND_PATTERNS: tuple[str, ...] = (
    # "let's call it $500", "call it 90 minutes"
    rf"\b(?:let'?s )?call it\s+{_NUM}",
    # "8 km is the new ceiling", "$10,000 a month is our new budget"
    rf"{_NUM}[\w$£€%:.,' -]{{0,20}}\b(?:is|'s|are) (?:the|our|my|your) new {_BOUND}\b",
    rf"\bthe new {_BOUND}\b[\w ]{{0,20}}\b(?:is|'s)\s+{_NUM}",
    # "cap tweets at 180 characters", "limit meetings to 3 a day"
    rf"^\W*(?:cap|limit)\s+[\w' -]{{1,30}}?\s+(?:at|to)\s+{_NUM}",
    # "standups at 10:30am from now on": a value with the words of a standing change
    rf"{_NUM}[\w:.$£€%' -]{{0,20}}\b(?:from now on|going forward|from here(?: on(?: out)?)?)\s*[.!]*$",
    # "the cap's 20 slides now", "the SLA's 8 hours now", "earliest meeting is 9am now"
    rf"\b{_BOUND}\b[\w ]{{0,15}}?(?:'s| is| are)\s+{_NUM}[\w:.$£€%' -]{{0,15}}?\b(?:now|from now on|going forward|"
    r"these days)\b",
    # "shift that to 9am", "stretch the ticket window to 8 hours", "go up to 20 slides"
    rf"\b(?:shift|stretch|widen|narrow|shorten|lengthen|nudge|hike)\b[\w' -]{{0,30}}?\bto\s+{_NUM}",
    rf"\bgo (?:up|down) to\s+{_NUM}",
    # "ok, 20 slides tops"
    rf"{_NUM}[\w:.$£€%' -]{{0,15}}\b(?:tops|max|at most)\s*[.!]*$",
)
#: "the wine budget is $60 now": the words naming the bound, which must be the rule's.
_BOUND_NAMED = re.compile(rf"\b(?:the|our|my|your)\s+([\w' -]{{0,30}}?)\b{_BOUND}\b(?:'s| is| are)", re.I)

#: The state cues above: a word that can also be the rule's condition coming true ("until she's back").
_STATE = re.compile(r"\b(?:a go|go|back|open|free|available|again)\b", re.I)
_STATE_CUE = re.compile("|".join(f"(?:{p})" for p in RELEASE_PATTERNS[:5]), re.I)


def state_is_condition(cue: str, rule_text: str, conditional: bool) -> bool:
    """True when a state cue ("Dana is back", "the launch is a go") may be the rule's condition
    reported true rather than its act allowed: the rule is conditional, or names the state word
    itself ("Don't email Dana until she's back"). The detector then reads no permission in it
    (a prohibition is asked, never lifted, on those words)."""
    if not _STATE_CUE.search(cue):
        return False
    if conditional:
        return True
    said = {w.lower() for w in _STATE.findall(cue)} - {"again"}
    return bool(said & {w.lower() for w in re.findall(r"[A-Za-z]+", rule_text)})


_VALUE_CUE = re.compile("|".join(f"(?:{p})" for p in AMEND_PATTERNS), re.I)
_CAP_OBJECT = re.compile(r"^\W*(?:cap|limit)\s+([\w' -]{1,30}?)\s+(?:at|to)\s", re.I)
_DIGITS = re.compile(r"\d+(?:[.:,]\d+)*")
_WORD_NUMBERS = re.compile(
    r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|"
    r"sixty|ninety|hundred)\b",
    re.I,
)


def _values(text: str) -> set[str]:
    return {v.replace(",", "") for v in _DIGITS.findall(text)} | {w.lower() for w in _WORD_NUMBERS.findall(text)}


def value_cue_unfit(
    cue: str, sentence: str, rule_text: str, rule_words: Set[str], content: Callable[[str], set[str]], kind: str
) -> bool:
    """True when an amendment cue of this module gives no new value for this rule: the sentence
    has no value the rule lacks ("keep intros under 60 words from now on" against "under 60 words"
    restates), or "cap X at N" caps another thing ("cap the newsletter at 300 words" against "Keep
    blog intros under 60 words"), or "call it 5pm" names a value for a rule that sets no bound
    ("No meetings after 4pm": maybe the time of one meeting)."""
    if re.match(r"(?:let'?s )?call it\b", cue, re.I) and kind != "limit":
        return True
    if not _VALUE_CUE.search(cue):
        return False
    if not _values(sentence) - _values(rule_text):
        return True
    named = _BOUND_NAMED.search(sentence)
    if named and content(named.group(1)) - set(rule_words):
        return True  # "the wine budget is $60 now" under a grocery budget: another bound
    capped = _CAP_OBJECT.match(sentence)
    return bool(capped and content(capped.group(1)) - set(rule_words))


#: The ones the rule held back, named as such: "run the pending migrations", "send the queued
#: invoices", "push the waiting commits". These words pick out the rule's own objects, never
#: another thing, so they name no other target.
HELD_BACK = "pending queued held waiting outstanding parked postponed delayed backlogged stalled"

#: A clause after the permission that reports why, with a subject of its own: "the new docs site
#: has a toggle", "my partner took over drop-off", "they asked for it".
_TRAILING_REASON = re.compile(
    r"^\W*(?:the|my|our|their|his|her|they|we|he|she|it|its|it's|everyone|everybody|nobody|both)\b[\w' -]{0,40}?\b"
    r"(?:has|have|had|is|are|was|were|took|asked|got|gave|agreed|left|moved|switched|added|fixed|handles|covers|"
    r"supports|knows|said|wants|prefers|\w+ed)\b",
    re.I,
)


def trailing_reason(clause: str) -> bool:
    """True for a clause, after the permission, that says why rather than what is permitted."""
    return bool(_TRAILING_REASON.match(clause))


#: "my manager gave the green light": a grant words name, given by someone who is not the user.
_GIVEN_BY = re.compile(
    r"\b(?P<who>[a-z][\w'-]*)\s+(?:\w+\s+)?(?:gave|gives|has given|'s given|have given|just gave)\s+"
    r"(?:(?:us|you|me|them|it)\s+)?(?:the|a|an|her|his|their|its)?\s*$",
    re.I,
)


def relayed_grant(head: str, start: int) -> bool:
    """True when the lifting words at ``start`` in ``head`` are a grant someone else gave ("my
    manager gave the green light for friday deploys"): relayed, asked like "Bob said you can".
    The user's own grant ("I gave you the go-ahead", "we gave it the green light") stays theirs."""
    found = _GIVEN_BY.search(head[:start])
    return bool(found) and found.group("who").lower() not in {"i", "we", "i've", "we've"}
