"""Changes that may not be changes of the rule at all (issue 21, release9: blind precision).

A last look at each release or amendment the detector found, against the rule and the whole turn.
Each check is about what the new words are *of*, not about how permission is phrased:

- a rule for a narrower thing ("keep changelog notes under 500 words" against "Keep release notes
  under 200 words"; "reply to Acme messages within 1 hour" against "Reply to customer messages
  within 4 hours"): the new value comes with a word that names a part of the rule's thing, so it
  may be a second rule beside it. Asked.
- a value for one occasion, against a rule with a value of its own ("limit the kids' tablet time
  to 30 minutes today", "keep this week's grocery order under $90", "keep this one under 100
  characters"): asked. A trailing "this week" ("keep easy runs under 60 minutes this week") is not
  one occasion.
- a change right after a question asking the assistant's view ("should we push it? no games after
  10pm", "what do you think, 10pm? ...") or after someone else's approval ("Sam says it's fine.
  no games after 10pm", "Sam's ok with it. deploy on fridays"), or that approval read as the
  release itself ("Sam thinks friday deploys are ok"): asked. A reason someone else gave ("the
  editor wants more depth. write it in under 1200 words") or a question that names the rule ("you
  know the 25-minute cap? scrap it") is not this.
- the rule written out again with one more thing joined to it ("always cc billing@ on refund emails
  and the ticket"): a requirement that asks for more, not one widened; asked. A rule with "only"
  ("Only edit files under src/api") joined to another place is widened, as before.
- a free choice of another thing ("use whatever headset you like for vendor calls" against "Use my
  personal phone for vendor calls"): asked (a word for any kind of thing, "whatever device", may
  choose the rule's own and stays a release); a choice inside the rule's own value ("book whichever
  hotel you like under $200" against "Book hotels under $200 a night", "buy whatever snacks you
  like at Costco" against "Only buy groceries from Costco", "run whatever tests you want against
  staging" against "Use the staging database for tests"): no release, a keep.

Asking costs a question in the safety net; a wrong change costs a rule.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Set
from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pinlane.ledger.pinned import Rule
    from pinlane.ledger.release import Detection

#: Score of a change turned into a question (above ``release.UNSURE``, under ``CONFIDENT``).
ASKED = 0.8

_NUMBER = re.compile(r"\d+(?:[.:]\d+)?")
#: Words that say a value or how it changes, never which thing: units, amend verbs, limit nouns.
_VALUE_WORDS = (
    "minute hour day week month year second min mins hr hrs word character char page line item dollar "
    "cent euro percent pm am degree time times make raise bump lower change set limit cap max maximum "
    "minimum move switch drop increase reduce cut push tighten loosen total budget within most least "
    "new now instead keep per each every"
)
#: One occasion: "today", "tonight's", "this one", "this time", "this week's", "for this reply".
_ONE_OFF = re.compile(
    r"\b(?:today|tonight|tomorrow)(?:'s)?\b|\bthis (?:one|time|once)\b|"
    r"\b(?:this|next|tomorrow's|today's|tonight's) (?:week|weekend|month|morning|afternoon|evening)'s\b|"
    r"\bfor this (?!week\b|month\b|year\b|weekend\b)[a-z]+\b|\bjust this\b",
    re.I,
)
#: A question that asks the assistant's view: "should we push it?", "what if we moved it?", "is 9 too early?"
_OPINION = re.compile(
    r"^\W*(?:(?:so|hmm+|ok|okay|well|and)[\s,]+)*(?:should|shall|what if|what about|how about|do you think|"
    r"(?:would|could|will|might) (?:it|that|this) be|would it|is it|is that|isn't it|is \d|are we|does that|thoughts|"
    r"too (?:early|late|much|strict|long))\b",
    re.I,
)
#: The assistant's view asked anywhere in the question: "what do you think, 10pm?", "10pm, thoughts?"
_VIEW = re.compile(r"\b(?:what do you think|do you think|thoughts|wdyt|your take|what would you say)\b", re.I)
#: Someone else's approval: "Sam says it's fine", "my manager said you can", "Raj thinks it's ok".
_RELAYED_OK = re.compile(
    r"\b(?:says|said|thinks|thought|reckons|told me|wrote)\b[^,;]*?\b(?:fine|ok|okay|you can|allowed|go ahead|"
    r"approved|no problem|good to go|all right|alright)\b|"
    r"^\W*(?!i\b)[\w ]{1,30}?(?:'s|\bis|\bare)\s+(?:ok|okay|fine|cool|good)\s+with\s+(?:it|that|this)\b",
    re.I,
)
#: A free choice: "whatever headset you like", "whichever hotel you want".
_CHOICE = re.compile(
    r"\b(?:whatever|whichever|any)\s+(?P<thing>[a-z][a-z'-]*)(?:\s+[a-z][a-z'-]*)?\s+(?:you|u)\s+"
    r"(?:like|want|prefer|choose|pick|need|think)\b",
    re.I,
)
_SENTENCE = re.compile(r"[^.!?]+[.!?]*")


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.findall(text) if s.strip()]


def _before(text: str, quote: str) -> str:
    """The sentence just before the one the change was read from ("" when it is the first)."""
    sentences = _sentences(text)
    for i, s in enumerate(sentences):
        if quote and (quote.strip() in s or s in quote):
            return sentences[i - 1] if i else ""
    return ""


def scoped(
    rule: Rule, known: Set[str], d: Detection, text: str, content: Callable[[str], set[str]]
) -> Detection | None:
    """``d`` as it stands, turned into a question (not confident), or None (a keep). ``known`` is
    the rule's words with their synonyms (``release.RuleWords``)."""
    if d.label == "keep":
        return d
    ruled = content(rule.text)
    values = content(_VALUE_WORDS)
    said = d.new_text or d.quote
    if d.label == "release":
        choice = _CHOICE.search(d.quote or text)
        if choice:
            thing = content(choice.group("thing"))
            rest = (d.quote or text)[choice.end() :]
            # another thing chosen, or a choice bounded by the rule's own value ("under $200")
            if (
                thing
                and not thing & (known | ruled | content(_KINDS))
                and _plain_choice(rule.text, thing, content(_QUANTITIES))
            ):
                return _asked(d, "other_choice:" + min(thing))
            if set(_NUMBER.findall(rest)) & set(_NUMBER.findall(rule.text)) or _names_kept(rule.text, text):
                return None
            # "run whatever tests you want against staging" against "Use the staging database for tests"
            chosen = _chosen(rule.text, content) if rule.kind != "prohibition" else set()
            if content(re.split(r"[,;.]", rest)[0]) & chosen - thing:
                return None
    before = _before(text, d.quote)
    asking = before.rstrip().endswith("?") and (_OPINION.search(before) or _VIEW.search(before))
    if before and (asking or _RELAYED_OK.search(before)) or _RELAYED_OK.search(d.quote):
        return _asked(d, "after:" + before[:20])
    if d.label != "amend":
        return d
    if _ONE_OFF.search(said) and not _ONE_OFF.search(rule.text) and _NUMBER.search(rule.text):
        return _asked(d, "one_off")
    numbers = set(_NUMBER.findall(said))
    if numbers and numbers - set(_NUMBER.findall(rule.text)) and _NUMBER.search(rule.text):
        part = _part_named(said, known | ruled, values, content)
        if part:
            return _asked(d, "narrower:" + part)
    if any(f.startswith("widened:") for f in d.features) and not re.search(r"\bonly\b", rule.text, re.I):
        if ruled <= content(said) and re.search(r"\b(?:and|plus)\b", said, re.I):
            return _asked(d, "added")
    return d


def _asked(d: Detection, why: str) -> Detection:
    if not d.confident:
        return d  # asked already
    return replace(d, score=min(d.score, ASKED), confident=False, features=(*d.features, "asked:" + why))


_TOKEN = re.compile(r"[a-z0-9$]+(?:'[a-z]+)?")
_ATTACHED = frozenset({"with", "to", "from", "for"})
_DETERMINERS = frozenset({"the", "a", "an", "my", "our", "your", "their", "his", "her"})


def _part_named(said: str, known: Set[str], values: Set[str], content: Callable[[str], set[str]]) -> str:
    """A word that names a part of the rule's thing next to it: "changelog notes" against "release
    notes", "Acme messages", "Mom's gift" (before the rule's noun), "the meeting with Priya", "emails
    to the board" (after it). Values, units and numbers are not parts ("100 characters per line")."""
    tokens = _TOKEN.findall(said.lower().replace("\u2019", "'"))

    def extra(word: str) -> str:
        if any(ch.isdigit() for ch in word):
            return ""
        stems = content(word)
        if not stems or stems & known or stems & values:
            return ""
        stem = min(stems)
        return "" if any(stem[:5] == k[:5] for k in known) else stem

    def own(word: str) -> bool:
        return bool(content(word) & known)

    for i, word in enumerate(tokens):
        part = extra(word)
        if not part:
            continue
        if i + 1 < len(tokens) and own(tokens[i + 1]):
            return part
        j = i - 1
        while j >= 0 and tokens[j] in _DETERMINERS:
            j -= 1
        if j >= 1 and tokens[j] in _ATTACHED and own(tokens[j - 1]):
            return part
    return ""


def _plain_choice(rule_text: str, thing: Set[str], quantities: Set[str]) -> bool:
    """The rule fixes a plain thing of another kind than the one chosen ("my personal phone" against
    "whatever headset"), not a name or a number that the chosen word may be the kind of ("Inter"
    against "any font", "2023" against "whatever years")."""
    body = re.sub(r"^\W*\w+", "", rule_text.strip())  # the first word is capitalized anyway
    if re.search(r"\b[A-Z][A-Za-z]+", body):
        return False
    return not (_NUMBER.search(rule_text) and thing & quantities)


#: Words for any kind of thing: "whatever device" may choose the rule's laptop, "whatever carrier" its UPS.
_KINDS = "device tool app option kind type way method brand provider service carrier channel platform thing one"
#: Kinds of a number: "whatever amount", "whatever years", "any time" may choose the rule's value.
_QUANTITIES = (
    "amount sum year price number length size duration time budget limit day hour minute date count total cost"
)


_NAME = re.compile(r"(?<!^)(?<![.!?] )\b[A-Z][A-Za-z0-9]+\b")


def _names_kept(rule_text: str, text: str) -> bool:
    """The turn names the rule's own choice again, not as one to leave: "buy whatever snacks you like
    at Costco" against "Only buy groceries from Costco", "whatever ORM you want with Postgres"
    (not "..., not just Postgres")."""
    for name in set(_NAME.findall(rule_text.strip())) - {"I"}:
        at = re.search(rf"\b{re.escape(name)}\b", text, re.I)
        if at and not re.search(
            r"\b(?:not|no|just|only|besides|other than|instead of|except)\W+(?:\w+\W+)?$", text[: at.start()], re.I
        ):
            return True
    return False


_SCOPE = re.compile(r"\b(?:for|on|during|when|in)\s+(?:all |every |any )?(.+)$", re.I)


def _chosen(rule_text: str, content: Callable[[str], set[str]]) -> set[str]:
    """The words of the rule's choice: its words outside its act (the first word) and its scope
    ("for vendor calls"): "Use the staging database for tests" -> staging, database."""
    body = re.sub(r"^\W*(?:always |only |never |don't |do not )?\w+", "", rule_text.strip(), flags=re.I)
    scope = _SCOPE.search(body)
    return content(body[: scope.start()] if scope else body)
