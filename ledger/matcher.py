"""The structured matcher: does this tool call break that rule, and why.

A rule is read into what it restricts (``RuleSpec``: actions, targets, environments, an amount or
time limit, whether it asks for approval); a call is read into operations (``Op``: a shell
segment, a SQL statement, a domain tool with JSON arguments, a file edit, the call's
description), each with the actions it performs and the nouns it acts on, through the data
tables of ``ledger.tool_vocab``. A call breaks a rule when one operation performs an action the
rule restricts, on the rule's targets (most of its specific nouns, through aliases), in the
rule's environment, past its limit. The answer (``Match``) quotes the rule, the part of the call
that matched, and a confidence.

Pure Python and deliberately conservative: an unknown environment or a missing time does not
match an environment- or time-bound rule ("on prod", "before 10am"), so a harmless call on
staging is not escalated; a missing amount does match an amount-bound rule, at lower confidence.

    >>> m = match("Never run migrations on prod without asking me.", "Bash",
    ...           {"command": "python manage.py migrate --settings=prod"})
    >>> m.action, round(m.confidence, 2) > 0.5
    ('migrate', True)
"""

from __future__ import annotations

import datetime as _dt
import functools
import json
import re
import shlex
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from pinlane.ledger import amounts as A
from pinlane.ledger import call_acts as CA
from pinlane.ledger import conditions as C
from pinlane.ledger import object_names as ON
from pinlane.ledger import object_words as OW
from pinlane.ledger import tool_vocab as V

#: Commands longer than this are split with a regex instead of shlex (speed; see _split_segments).
MAX_SHLEX_CHARS = 2000
#: A rule's specific nouns a call must cover for a match (2 of 3, 3 of 4; not 1 of 2).
MIN_TARGET_COVERAGE = 0.6

_WORD = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z][a-z])")
_KEEP_S = ("us", "ss", "is", "os")


def stem(word: str) -> str:
    """A tiny suffix stripper shared by rules, calls and the vocabulary tables."""
    w = word.lower()
    if re.fullmatch(r"v?[cgt]pus", w):
        return w[:-1]  # "gpus", "vcpus": plurals, not a word ending in "us"
    if w.endswith(_KEEP_S) or len(w) <= 2:
        return w
    if w.endswith("ies") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("es") and len(w) > 4:
        w = w[:-2]
    elif w.endswith("s") and len(w) > 2:
        w = w[:-1]
    if w.endswith("ied") and len(w) > 4:
        return w[:-3] + "y"  # "emptied"
    for suffix in ("ing", "ed", "e"):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            w = w[: -len(suffix)]
            if len(w) > 3 and w[-1] == w[-2] and w[-1] in ("bdgmnprt" if suffix == "ed" else "bdgmnpr"):
                w = w[:-1]  # "dropped", "committed", "stopping"
            return w
    return w


def words(text: str, *, split_compounds: bool = True) -> list[str]:
    """Lower-case words of ``text``; camelCase and snake_case split, hyphenated ones kept whole too
    (only whole with ``split_compounds=False``: a rule's "long-running" is one modifier)."""
    text = _CAMEL.sub(" ", str(text)).lower().replace("_", " ")
    out: list[str] = []
    for w in _WORD.findall(text):
        if "-" in w and not split_compounds:
            out.append("+".join(w.split("-")))
        elif "-" in w:
            parts = w.split("-")
            out.extend(parts)
            out.append("".join(parts))
        else:
            out.append(w)
    return out


def _stemmed_table(table: Mapping[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in table.items():
        out.setdefault(key, value)
        out.setdefault(stem(key), value)
    return out


_VERBS = _stemmed_table(V.VERBS)
_PHRASES = {(stem(a), stem(b)): v for (a, b), v in V.PHRASES.items()}


def _symmetric(table: Mapping[str, frozenset[str]]) -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for key, values in table.items():
        for v in values:
            out.setdefault(stem(key), set()).add(stem(v))
            out.setdefault(stem(v), set()).add(stem(key))
    return {k: frozenset(v) for k, v in out.items()}


_ALIASES = _symmetric(V.ALIASES)
_QUALIFIERS = frozenset(V.QUALIFIERS)
_EXPANSIONS = {k: frozenset(stem(w) for w in v.split()) for k, v in V.EXPANSIONS.items()}
_ENVS = _stemmed_table(V.ENVIRONMENTS)
#: "my local edits": the working copy, not the dev environment.
_LOCAL_THINGS = frozenset(
    "edits edit work changes change copy branch branches checkout files file commits stash".split()
)
_DB_SHELLS = frozenset("psql mysql sqlite3 mongosh redis-cli cqlsh".split())
_READ_LAST = frozenset("list get search describe view fetch read lookup query count history".split())
_PROGRAMS = frozenset(stem(p) for p in V.COMMANDS)
_GENERIC = frozenset(stem(w) for w in V.GENERIC)
_STOP = frozenset(V.STOP) | frozenset(stem(w) for w in V.STOP)
_SECRET_PATHS = [re.compile(p) for p in V.SECRET_PATHS]
_CONTENT = [(re.compile(p), frozenset(t.split())) for p, t in V.CONTENT_PATTERNS]
_TOOL_PATTERNS = [(re.compile(p), frozenset(a.split())) for p, a in V.TOOL_PATTERNS]
_CODE_PATTERNS = [(re.compile(p), frozenset(a.split())) for p, a in V.CODE_PATTERNS]


def code_actions(code: str) -> frozenset[str]:
    """What inline code does (ORM calls, SQL in strings), through ``tool_vocab.CODE_PATTERNS``."""
    out: set[str] = set()
    for pattern, acts in _CODE_PATTERNS:
        if pattern.search(code):
            out |= acts
    return frozenset(out)


def _rule_verb_words(body: str) -> list[str]:
    """A rule's words for finding its action: a hyphenated compound counts as a verb only when
    it is one ("force-push"); otherwise it is a name ("customer-uploads" is not "upload")."""
    out: list[str] = []
    body = re.sub(r"\b[a-z0-9]+(?:_[a-z0-9]+)+\b", lambda m: m.group(0).replace("_", ""), body)  # billing_sync
    for w in words(body.replace("'s ", " "), split_compounds=False):
        if "+" not in w:
            out.append(w)
            continue
        parts = w.split("+")
        joined = "".join(parts)
        if joined in _VERBS or stem(joined) in _VERBS or "-".join(parts) in _VERBS:
            out.append(joined if (joined in _VERBS or stem(joined) in _VERBS) else "-".join(parts))
        elif len(parts) == 2 and (stem(parts[0]), stem(parts[1])) in _PHRASES:
            out.extend(parts)
        else:
            out.append(joined)
    return out


def word_actions(word: str) -> frozenset[str]:
    """The actions one word names (``"deleteSheet"`` -> its verbs; ``"void"`` -> void)."""
    return verbs_in(words(word))[0]


def expand(actions: Iterable[str]) -> frozenset[str]:
    """Actions plus every broader action they imply (transitively)."""
    out = set(actions)
    todo = list(out)
    while todo:
        for broader in V.IMPLIES.get(todo.pop(), ()):
            if broader not in out:
                out.add(broader)
                todo.append(broader)
    return frozenset(out)


#: Words before a noun: a rule's word right after one is not its verb ("make the uploads public").
_DETERMINERS = frozenset("the a an any our my your their this that these those all every".split())


def verbs_in(ws: list[str], *, first_group: bool = False, determiners: bool = True) -> tuple[frozenset[str], list[str]]:
    """Actions named by a word list (phrases first) and the words that named them.

    ``first_group``: only the first verb and verbs joined to it by "or"/"and"/"," (a rule's
    action; later verbs are usually nouns: "do not export the customer list").
    """
    acts: set[str] = set()
    used: list[str] = []
    stems = [stem(w) for w in ws]
    i = 0
    last = -10
    while i < len(stems):
        pair = (stems[i], stems[i + 1]) if i + 1 < len(stems) else None
        hit = _PHRASES.get(pair) if pair else None
        width = 2 if hit else 1
        after_det = determiners and first_group and i and ws[i - 1] in _DETERMINERS
        if hit is None and ws[i] not in _STOP and not after_det:
            hit = _VERBS.get(stems[i]) or _VERBS.get(ws[i])  # "the uploads bucket": a noun, not a verb
            if hit is None and len(stems[i]) > 6 and stems[i].endswith("ion"):
                hit = _VERBS.get(stems[i][:-3])  # "escalation", "deletion": the verb's noun
        if hit:
            if first_group and acts and not (i - last <= 2 and any(w in ("or", "and") for w in ws[last + 1 : i])):
                break
            acts |= hit
            used.extend(ws[i : i + width])
            last = i + width - 1
        i += width
    return frozenset(acts), used


# -- rules ---------------------------------------------------------------------------------------

_NEGATION = re.compile(
    r"\b(never|not|no|don'?t|doesn'?t|avoid|stop|nothing|nobody|mustn'?t|forbidden|prohibited|banned)\b|n't\b"
    r"|\bstay out\b|\boff[- ]limits\b|\bno[- ]go\b|\bhands off\b"
    r"|\bleave\b.*\b(alone|untouched|intact|as (it|they) (is|are))\b"
    r"|\bhold (off|all|any)\b|\bkeep\b.*\b(off|private|internal|closed|out of|untouched|intact)\b"
    r"|\b(stay|remain)s? (private|internal|as (it|they) (is|are))\b"
    r"|\b(leave|keep)\b.*\b(on|enabled|running|up|active)\s*[.!]?$|\bkeep\b.*\bpinned\b|\bstay on\b",
    re.I,
)
_APPROVAL = re.compile(
    r"\b(ask(ing)?|approv\w*|sign[- ]?off|confirm\w*|check(ing)? with|permission|my review|ok from|go[- ]ahead"
    r"|my (ok|okay)|(i|me) (say|said) so|i say it'?s (ok|okay|fine))\b",
    re.I,
)
_ASK_BEFORE = re.compile(r"^.*?\b(ask|check with|confirm with|get)\b[^.]*?\bbefore\b", re.I)
_CONDITION = re.compile(
    r"\b(without|while|until|unless|during|except|if|when|whenever|because|since)\b.*$"
    r"|\b(after|before)\s+(midnight|noon|\d).*$|[,;:]\s*(he|she|they|it|we|i|this|that|these|those)\b.*$"
    # a clause that gives the reason or the allowed alternative, not the thing restricted:
    # ", archive them instead", ", the apps don't reload them", ", use low urgency", ", test sends only"
    r"|[,;:]\s*(\w+\s+(them|it)\s+instead|instead|use|not even|always|go through|via"
    r"|the \w+ (don'?t|do not|won'?t|can'?t|never|will|would|are|is))\b.*$"
    r"|[,;:]\s*[^,;:]*\bonly\s*[.!]?$"
    # ", single urls are fine", ", keep pages as drafts", ", even the failed ones": what is allowed
    # or an emphasis, not more of what is restricted
    r"|[,;:.]\s*[^,;:.]*\b(is|are)\s+(fine|ok|okay|allowed|alright|good)\b.*$"
    r"|[,;:]\s*(keep|leave)\s+[^,;:]*\b(as|in)\b.*$|[,;:]\s*(even|especially|not even|including)\b.*$"
    # ", open a pr", ", file a ticket": what to do instead
    r"|[,;:]\s*(open|create|file|raise|send|make|ask for|request|put up)\s+(a|an|the)\b.*$",
    re.I,
)
_PUBLIC_IN_RULE = re.compile(r"0\.0\.0\.0/0|::/0|\ballusers\b|\bpublic-read\b", re.I)
_PUBLICLY = re.compile(
    r"\bpublic(ly)?[ -](readable|accessible|visible|available|listable)\b|\bworld[- ]readable\b", re.I
)
_LEAVE_ALONE = re.compile(r"\b(leave|keep)\b.*\b(alone|untouched|intact|as (it|they) (is|are))\b|\bhands off\b", re.I)
_PINNED = re.compile(r"\bkeep\b.*\bpinned\b|\bstay on\b", re.I)
_LEAVE_ON = re.compile(r"\b(leave|keep)\b.*\b(on|enabled|running|up|active)\s*[.!]?$", re.I)


def named_verb_in(actions: frozenset[str]) -> bool:
    return bool(actions - {"write"})


_KEEP_PRIVATE = re.compile(r"\bkeep\b.*\bprivate\b|\b(stay|remain)s? private\b", re.I)
_ONLY = re.compile(r"\b(only|must|keep|stay|leave)\b", re.I)
_MONEY = r"(?:\$|usd\s*|eur\s*|€|£)\s*(\d[\d,]*(?:\.\d+)?)|(\d[\d,]*(?:\.\d+)?)\s*(?:dollars|euros|usd|eur)"
_LIMIT = re.compile(
    r"\b(over|above|more than|greater than|bigger than|larger than|longer than|exceeding|in excess of|beyond|"
    r"under|below|less than|fewer than|lower than|smaller than|shorter than|at most|at least|no more than|"
    r"no fewer than)\s+"
    r"(?:" + _MONEY + r"|(\d[\d,]*(?:\.\d+)?)\s*(%|percent|[a-z]+)?)",
    re.I,
)
_GT = (
    "over",
    "above",
    "more than",
    "greater than",
    "bigger than",
    "larger than",
    "longer than",
    "exceeding",
    "in excess of",
    "beyond",
)
#: A bound written after its number: "TTLs at 300 or more", "rollouts at 20% max", "2 replicas minimum".
_LIMIT_AFTER = re.compile(
    r"\b(\d[\d,]*(?:\.\d+)?)\s*(%|percent|[a-z]+)?\s+"
    r"(or more|or above|or higher|or longer|minimum|min|at minimum|or less|or fewer|or below|or lower|max|maximum|"
    r"at most|tops)\b",
    re.I,
)
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_TIME_LIMIT = re.compile(r"\b(before|after)\s+(midnight|noon|(\d{1,2})(?::(\d{2}))?\s*(am|pm)?)", re.I)
_PATH = re.compile(
    r"(?<![\w.])(?:~|\.{0,2})/[\w.-]+(?:/[\w.*-]+)*/?|(?<![\w/])\.[a-z][\w.-]*"
    r"|(?<![\w/.-])(?:[\w-]+/)+[\w-]+\.[a-z0-9]{1,5}\b"  # a relative file path: docs/api.md
    r"|(?<![\w/.-])(?:[a-z_][\w-]*/){1,}(?=[\s,.;:)]|$)"  # a relative directory: src/api/
)
_MENTION = re.compile(r"@(channel|here|everyone)\b")
_ON_DAY = re.compile(r"\bon\s+(" + "|".join(_WEEKDAYS) + r")s?\b", re.I)
_SENTENCE = re.compile(r"(?<=[.!?;])\s+(?=[A-Za-z\"'(])")
_LEAD_IN = re.compile(
    r"^(?:important|note|nb|heads[- ]up|reminder|remember|please remember|rule(?: for (?:this|the) session)?|fyi|"
    r"one more thing|also|and|ok(?:ay)?|so|from now on|going forward|for now|until further notice|seriously|"
    r"just so you know|to be clear)\s*[:,.!-]?\s+",
    re.I,
)
_FILLER = re.compile(
    r"^(?:no exceptions?|thanks?(?: you)?|ty|this (?:really )?matters|ping me if (?:you're )?unsure|seriously|please|"
    r"period|got it\??|ok(?:ay)?|cheers)[.!]*$",
    re.I,
)


def focus(text: str) -> str:
    """The part of a rule that restricts something: lead-ins ("Important:", "From now on,") and
    sentences that restrict nothing ("Thanks.", "We're in a change freeze.") dropped, so their
    words do not become targets a call would have to name."""
    sentences = [s.strip() for s in _SENTENCE.split(" ".join(str(text).split())) if s.strip()]
    out = []
    for s in sentences:
        prev = None
        while prev != s:
            prev, s = s, _LEAD_IN.sub("", s)
        if s and not _FILLER.match(s):
            out.append(s)
    keep = [s for s in out if _NEGATION.search(s) or _APPROVAL.search(s) or _LIMIT.search(s) or _LIMIT_AFTER.search(s)]
    keep = keep or [s for s in out if _ONLY.search(s)]  # "internal notes only" clarifies a prohibition
    return " ".join(keep or out) or " ".join(str(text).split())


@dataclass(frozen=True)
class Limit:
    """An amount bound: the call breaks the rule when its amount is ``op`` (gt/lt) ``value``."""

    op: str
    value: float
    unit: str  # money | percent | a noun ("replicas")
    text: str


@dataclass(frozen=True)
class TimeLimit:
    kind: str  # before | after | weekday
    value: int  # hour (0-23) or weekday (0 Monday)
    text: str


@dataclass(frozen=True)
class RuleSpec:
    """What a rule restricts, read from its text."""

    text: str
    restricts: bool
    approval: bool
    actions: frozenset[str]
    action_words: tuple[str, ...]
    targets: tuple[str, ...]
    envs: frozenset[str]
    limit: Limit | None = None
    time: TimeLimit | None = None
    condition: str = ""
    paths: tuple[str, ...] = ()
    #: Targets that name a container's instance ("backups" in "the backups bucket"): required.
    names: tuple[str, ...] = ()
    #: The rule is about all of something ("the whole CDN cache"): the call must act on all of it.
    whole: bool = False
    #: An allow-list ("only deploy to staging", "only touch files under src/api/"): its envs, paths
    #: or targets are where the action is allowed, and the call breaks it elsewhere.
    only: bool = False
    #: What the call must show or must not switch off ("without a WHERE", "kill -9"); see
    #: ``ledger.conditions``.
    cond: C.Condition | None = None
    #: Domain names the rule names ("dns for acme.com"): the call must name the same domain.
    domains: tuple[str, ...] = ()
    #: The rule is about the bucket itself ("never delete the prod buckets"), not what is in it
    #: ("nothing from the backups bucket"): a call on one object does not break it.
    bucket_itself: bool = False
    #: The thing a generic change is to ("owners" in "don't change deal owners in hubspot"): an
    #: update of another field (the deal's stage) does not break the rule.
    head: str = ""
    #: A rule about what a message says ("never promise refunds", "don't mention the merger"):
    #: the words of a message body count as targets.
    speech: bool = False
    #: Every time bound ("before 9 or after 5"); ``time`` is the first of them.
    times: tuple[TimeLimit, ...] = ()


@functools.lru_cache(maxsize=1024)
def parse_rule(text: str) -> RuleSpec:
    """Read a rule into (action, target, environment, condition/approval, amount/limit)."""
    quoted = " ".join(str(text).split())
    low = focus(text)
    low = re.sub(r"(?i)\b(can|won|ca)n't\b|n't\b", " not", low.replace("\u2019", "'"))
    low = re.sub(
        r"(?i)\b(?:don'?t|do not|never|no)\s+(\w+)\s+(?:anything|any files?|files?|stuff|code)?\s*outside(?: of)?\s+",
        r"only \1 files under ",
        low,
    )  # "don't edit anything outside src/api/": an allow-list
    low = _only_clauses(low)
    low = _STOP_DOING.sub(r"\1never \3", low)  # "stop rsvping to invites": no rsvps, not a stop
    low = _LEAVING.sub(r"exported out of \2", low)  # "no customer PII leaving the warehouse": an export
    low = _PHRASE_TABLE.sub(lambda m: f" {_RULE_PHRASES[m.group(0).lower()]} ", low)  # "dead letter queue"
    only = bool(_ONLY_RULE.search(low)) and not _NEGATION.search(low)
    low = re.sub(
        r"(?i)\b(a|any|an|the|our|a single)?\s*(customer|user|client|member|someone|anyone|anybody|somebody|"
        r"people|person|employee|patient|student)(s?)'s?\b",
        " ",
        low,
    )  # "a customer's subscription"
    low = re.sub(r"'s\b", "", low)
    low = re.sub(r"(?i)\bplain[- ]?text\b", " ", low)
    # "dns is managed by terraform": who manages it is not the object; "anything that is owned by
    # checkout" is a relative clause naming it (object_words.strip_links)
    low = re.sub(
        r"(?i)(?<!that )(?<!which )\b(are|is) (set|managed|owned|handled|maintained|controlled|decided|run) by [^,;.]*",
        " ",
        low,
    )
    low = re.sub(r"(?i)\bapp store\b", "appstore", low)  # one platform, not "app" and "store"
    low = re.sub(r"(?i)\bload[- ]balancer(s?)\b", r"loadbalancer\1", low)
    low = re.sub(r"(?i)\bsecurity[- ]groups?\b", "securitygroup", low)
    low = re.sub(r"(?i)\b(deal|pipeline|lifecycle|sales) stages?\b", "dealstage", low)  # a CRM field, not staging
    low = re.sub(r"(?i)\b(prod|production|staging|dev)\s+(workspace|account|project|env|environment)s?\b", r"\1", low)
    low = re.sub(r"(?i)\b(google play( store)?|play store)\b", "googleplay", low)
    low = re.sub(r"(?i)\b(long|short)[- ]lived\b", " ", low)  # "long-lived keys": not the live environment
    low = re.sub(r"(?i)\bfeature[- ](flag|toggle)(s?)\b", r"\1\2", low)  # one thing, named either way
    low = re.sub(r"(?i)\b(nobody|no one|no-one|noone)\s+gets?\b", "never grant", low)  # "nobody gets admin"
    low, skip_cond = C.rewrite(low, stem)  # "don't skip the tests when deploying"
    low = re.sub(r"(?i)\b(at (a|one) time|at once|simultaneously|in parallel)\b", " ", low)
    low = re.sub(
        r"(?i)\bopen(ing)?\b(.*?)\bto (the )?(world|public|internet|everyone|anyone)\b", r"expose\2 to public", low
    )  # "don't open security groups to the world"
    low = re.sub(r"(?i)\b(the )?(whole|entire) (channel|room)\b", " @channel ", low)  # "ping the whole channel"
    low = re.sub(r"(?i)\b(the )?(whole|entire) (company|org|organi[sz]ation|staff)\b", " wholecompany ", low)
    low = A.words_to_digits(low)  # "more than one node"
    low = re.sub(r"(?i)\b(down )?to (zero|0)\b", " below 1 ", low)  # "never scale the workers to zero"
    low = re.sub(
        r"(?i)\bgiv(e|es|ing)\b(.{0,40}?)\b(admin|access|permissions?|roles?|owner|rights|superuser)\b",
        r"grant\2\3",
        low,
    )  # "never give anyone admin"; "give refunds" stays a refund
    low = re.sub(r"(?i)(\d+(?:\.\d+)?)k\b", lambda m: f"{float(m.group(1)) * 1000:g}", low)  # "over $10k"
    approval = bool(_APPROVAL.search(low))
    low = re.sub(
        r"(?i)\b(more than|longer than|over|at most|no more than|under|less than|at least|beyond)\s+(an?|one)\s+"
        r"(second|minute|hour|day|week|month)\b",
        r"\1 1 \3",
        low,
    )  # "for more than an hour"
    limit = _parse_limit(low) or _parse_frequency(low)
    time = _parse_time(low)
    body = low
    ask = _ASK_BEFORE.match(body)
    if ask:
        body = body[ask.end() :]
    cond = _CONDITION.search(body)
    condition = cond.group(0) if cond else ""
    if cond:
        body = body[: cond.start()]
    body = _LIMIT_AFTER.sub(" ", _LIMIT.sub(" ", _FREQUENCY.sub(" ", body)))
    body = re.sub(r"(?<=[a-z]-\d{4})\.(?=\d)", "-", body)  # "logs-2026.12" is one name, month included
    body = re.sub(r"(?i)^\s*of (users|customers|traffic|requests|people|accounts|hosts)\b", " ", body)
    body = re.sub(r"(?i)(?<=\s)of (users|customers|traffic|requests|people|accounts|hosts)\b", " ", body)
    body = _ON_DAY.sub(" ", body)
    paths = tuple(p.rstrip(".,;") for p in _PATH.findall(body))
    for p in paths:
        body = body.replace(p, " ")
    body = _MENTION.sub(" mention ", body)
    body = re.sub(r"(?i)\bthird[- ]part(y|ies)\b", " thirdparty ", body)
    body = re.sub(r"(?i)\bsocial[- ]media\b", " socialmedia ", body)
    body = re.sub(r"(?i)\bapi[ _-]?keys?\b", " apikey ", body)
    body = re.sub(r"(?i)\bworld[- ]?writ(e|able)\b", " worldwritable ", body)
    body = re.sub(r"(?i)\bsystem[- ]?wide\b|\bglobally\b", " global ", body)
    body = re.sub(r"\s*\(([^)]*)\)", lambda m: " or " + m.group(1).replace(",", " or ") + " ", body)  # "(Okta, Auth0)"
    body = re.sub(
        r",\s*(?=[\w-]+(?:\s+[\w-]+)?\s*(?:,|\s(?:or|and|nor)\s))", " or ", body
    )  # "Drive, Dropbox or Notion"
    body = body.lower()  # prose: "LinkedIn", "GitHub" are names, not camelCase identifiers
    ws = words(body.replace("'s ", " "))
    vws = _rule_verb_words(body)
    # "gets written": the participle is the verb, not "get"
    vws = [
        w
        for i, w in enumerate(vws)
        if not (w in ("get", "gets", "got") and i + 1 < len(vws) and vws[i + 1].endswith(("ed", "en")))
    ]
    vws = [w for w in vws if w not in ("run", "make", "do", "let")]
    actions, used = verbs_in(vws, first_group=True)
    if not actions:  # "hold all deploys": with no other verb, the noun after "all" names the action
        actions, used = verbs_in(vws, first_group=True, determiners=False)
    if limit and limit.unit == "percent" and re.search(r"\boff\b", low):
        actions = actions | {"discount"}  # "more than 30% off"
    if (
        re.search(r"(?i)\bpublicly\b", low)
        and actions
        and actions <= {"send", "write", "create", "share", "publish", "reply"}
    ):
        actions, used = frozenset({"expose"}), [*used, "publicly"]  # "don't post publicly": making it public
    if _PUBLICLY.search(low) and not actions - {"read", "expose"}:
        actions, used = frozenset({"expose"}), []  # "nothing in logs may be publicly readable"
    if not actions and _PUBLIC_IN_RULE.search(low):
        actions = frozenset({"expose"})  # "don't allow 0.0.0.0/0 on any security group"
    if not named_verb_in(actions) and _PINNED.search(low):
        actions = frozenset({"upgrade", "uninstall"})  # "keep django pinned at 4.2", "stay on webpack 4"
    if actions <= V.READ_ACTIONS and _LEAVE_ALONE.search(low):
        actions, used = frozenset(), []  # "leave the search index as it is": any change, not a search
    if not named_verb_in(actions) and _LEAVE_ON.search(low):
        actions = frozenset({"disable", "stop", "silence", "delete"})  # "leave the alerting on"
    if not actions and _KEEP_PRIVATE.search(low):
        actions = frozenset({"expose"})  # "keep the uploads bucket private"
    if not actions and re.search(r"(?i)\b(use|using|uses)\b", body):
        actions, used = frozenset({"use"}), ["use"]  # "only use the sandbox keys": any call that uses them
    if actions and _CHANGE_TO.search(body):
        actions = actions | {"write"}  # "bump tickets to urgent": any write that sets it to urgent
    if not actions and _RUN_WORD.search(body):
        actions = frozenset({"write", "start", "run"})  # "no training runs on ...": running is the act
    named_action = bool(actions)
    if not actions:
        actions = frozenset({"write"})
    envs = frozenset(
        _ENVS[stem(w)]
        for i, w in enumerate(ws)
        if stem(w) in _ENVS
        and not (w == "local" and i + 1 < len(ws) and ws[i + 1] in _LOCAL_THINGS)
        and w != "stages"  # "deal stages", "pipeline stages": steps, not the staging environment
    )
    implied = expand(actions) | actions
    skip = set(used) | {"run", "make"} | {w for w in ws if (_VERBS.get(stem(w)) or frozenset()) & implied}
    targets: list[str] = []
    names: list[str] = []
    tws = words(OW.strip_links(body.replace("'s ", " ")), split_compounds=False)
    last_i = -10
    head_run: list[str] = []  # the first noun phrase: its last noun is what a change is to
    head_open = True
    for i, w in enumerate(tws):
        s = "+".join(stem(p) for p in w.split("+")) if "+" in w else stem(w)
        nxt = tws[i + 1] if i + 1 < len(tws) else ""
        if nxt in V.CONTAINERS and w not in V.CONTAINERS and w not in _STOP and s not in _GENERIC:
            names.append(s)
        if w == "public" and nxt and nxt not in _STOP and not _VERBS.get(stem(nxt)):
            targets.append("public")  # "public buckets": which ones is the point
            continue
        if w in _DB_MODIFIERS and stem(nxt) in _HOST_NOUNS:
            targets.append("db")  # "the db hosts": the hosts' category decides, their name must show it
            continue
        if w in V.MODIFIERS and nxt and nxt not in _STOP and stem(nxt) not in _GENERIC and stem(nxt) not in _VERBS:
            if s not in targets:
                targets.append(s)  # "the database team": a generic noun narrowing the next one
            continue
        if "+" in w and ("".join(w.split("+")) in skip or all(p in skip or p in _STOP for p in w.split("+"))):
            continue
        if (
            w in skip
            or w in _STOP
            or s in _STOP
            or s in _ENVS
            or s in _GENERIC
            or re.fullmatch(r"\d{1,2}s?", w)
            or len(w) < 2
        ):
            continue
        if limit and stem(limit.unit) == s:
            continue
        if (
            w.endswith("ing")
            and i
            and tws[i - 1] in ("no", "not", "or", "and", "nor")
            and (_VERBS.get(s) or _VERBS.get(w))
        ):
            continue  # "no deleting, no truncating": more verbs, not things
        if (
            w.endswith("ed")
            and i
            and tws[i - 1] in ("anything", "everything", "something", "nothing")
            and _VERBS.get(s)
        ):
            continue  # "anything posted in #x": a participle, not a thing
        if w in ("get", "gets", "got", "roll", "rolled"):
            continue  # "gets written", "roll X out": auxiliaries of the action, not things
        if s in targets or any(s in t.split("|") for t in targets):
            continue
        if targets and 0 < i - last_i <= 3 and {"or", "and", "nor"} & set(tws[last_i + 1 : i]):
            targets[-1] += "|" + s  # "passwords or tokens": either one is the target
        else:
            if head_run and i - last_i == 1 and head_open:
                head_run.append(s)
            elif not head_run:
                head_run.append(s)
            else:
                head_open = False
            targets.append(s)
        last_i = i
    targets = _KINDS.drop_vague(targets)  # "people in okta", "the networking stack"
    specific = [t for t in targets if t not in _PROGRAMS]
    if len(specific) >= 2:
        targets = specific  # "no kubectl deletes of pods in billing": the pods and billing decide
    # "No, I don't want that." names neither an action nor a thing: it restricts nothing a
    # call could be matched against (a bare negation would otherwise match every write).
    vague = not named_action and not targets and not paths and not (envs and _LEAVE_ALONE.search(low))
    restricts = bool(_NEGATION.search(low) or approval or limit or time or only) and not vague
    names = [n for n in names if n in targets and n not in _PROGRAMS and not _VERBS.get(n)]
    # "#announcements": a channel's name; a message that only mentions it is not posted there
    channels = ("+".join(stem(p) for p in c.split("-")) for c in _CHANNEL.findall(quoted.lower()))
    names += [t for t in channels if t in targets and t not in names]
    whole = bool(_WHOLE.search(body))
    cond = skip_cond or C.parse(condition, quoted, stem)
    # "don't change deal owners in hubspot": a generic change names the attribute it is about
    head_run = [t for t in head_run if t not in _ATTRIBUTE_WORDS]  # "replica count": the replicas
    head = head_run[-1] if actions <= {"write"} and len(targets) >= 2 and head_run and head_run[-1] in targets else ""
    return RuleSpec(
        quoted,
        restricts,
        approval,
        actions,
        tuple(used),
        tuple(targets),
        envs,
        limit,
        time,
        condition,
        paths,
        tuple(names),
        whole,
        only and bool(envs or paths or (targets and named_verb_in(actions))),
        cond,
        tuple(d.lower() for d in _DOMAIN.findall(quoted)),
        bool(_BUCKET_ITSELF.search(low)),
        head,
        bool(_SPEECH.search(low)),
        _parse_times(low),
    )


_DOMAIN = re.compile(r"(?<![\w@.-])((?:[a-z0-9-]+\.)+(?:com|io|net|org|dev|app|co|ai|de|uk|fr|eu))(?![\w-])", re.I)
_SPEECH = re.compile(
    r"\b(promis\w*|mention\w*|say\w*|said|tell\w*|talk\w*|discuss\w*|includ\w*|past\w*|quot\w*|disclos\w*|"
    r"leak\w*|reveal\w*|offer\w*|guarantee\w*|commit to|curs\w*|swear\w*|about|regarding|containing|with the word)\b",
    re.I,
)
_BUCKET_ITSELF = re.compile(
    r"\b(delet\w*|empty\w*|remov\w*|drop\w*|destroy\w*|wip\w*|purg\w*|nuk\w*)\s+(or\s+\w+\s+)?"
    r"(the|a|any|our|my)?\s*([\w-]+\s+)?buckets?\b(?!\s+(objects?|files?|contents?|data|keys?|items?))",
    re.I,
)
_ATTRIBUTE_WORDS = frozenset(stem(w) for w in "count number amount level setting settings value size".split())
_DB_MODIFIERS = frozenset({"db", "database", "databases"})
_HOST_NOUNS = frozenset(
    stem(w) for w in "host hosts server servers box boxes machine machines node nodes vm vms".split()
)

#: "only read from X", "read-only access to X": a prohibition on any change to X.
_READ_ONLY = re.compile(
    r"\b(only read(s|ing)?|read[- ]only( access)?|just read(s|ing)?)\b(\s+(from|in|on|to|for|the))*", re.I
)
_CHANNEL = re.compile(r"(?<![\w&])#([a-z0-9][\w-]*)")
#: "bump X to urgent", "set the plan to free": a change to a value the call may just write.
_CHANGE_TO = re.compile(
    r"\b(bump|rais|lower|set|chang|switch|downgrad|escalat|demot|flip)\w*\b[^,.;]*?\bto\s+(?!the\b|a\b)\w", re.I
)
#: "no training runs", "don't run dbt against prod": running it is the action.
_RUN_WORD = re.compile(r"\b(run|runs|running|rerun|reruns)\b", re.I)
#: "nothing else in the repo", "nowhere else": a clause restating an allow-list from the other side.
_ELSE = re.compile(r"\b(nothing|nowhere|no\s*one|nobody|none)\s+else\b|\bno other\b", re.I)
#: "PII leaving the warehouse", "data going out of the EU": taking it out is an export.
_LEAVING = re.compile(r"\b(leaving|leaves|going out of|gets? out of|getting out of)\s+(the|our|this)\b", re.I)
#: "stop rsvping", "quit pushing to main": the gerund is the action, "stop" its negation.
_STOP_DOING = re.compile(
    r"(^|[,;:.]\s*|\b(?:please|just|and|so|also|now)\s+)(stop|quit|no more)\s+(\w{3,}ing)\b", re.I
)  # at the start of a clause only: "don't stop running jobs" keeps its stop
_RULE_PHRASES = {k.lower(): v for k, v in V.RULE_PHRASES.items()}
_PHRASE_TABLE = re.compile(
    r"(?i)\b(" + "|".join(re.escape(k) for k in sorted(V.RULE_PHRASES, key=len, reverse=True)) + r")\b"
)
#: "only deploy to staging": an allow-list.
_ONLY_RULE = re.compile(r"^\W*(\w+\s+){0,2}only\b|\bonly\s+\w+", re.I)


def _only_clauses(low: str) -> str:
    """Allow-list wording read as what it forbids: "only read from the warehouse" -> "never
    write to the warehouse"; a clause that says what is allowed ("test mode only") dropped when
    another clause says what is not ("don't touch live mode")."""
    low = _READ_ONLY.sub(" never write to the ", low)
    low = re.sub(r"(?i)\b(only\s+\w+\s+)(inside|within)\b", r"\1under", low)  # "only write inside reports/"
    clauses = re.split(r"(?<=[\w/])\s*[,;:]\s+", low)
    has_only = any(re.search(r"(?i)\bonly\b", c) for c in clauses)
    if len(clauses) > 1 and has_only and any(_ELSE.search(c) for c in clauses):
        # "..., nothing else in the repo": the allow-list's complement, not a second prohibition
        return ", ".join(c for c in clauses if not _ELSE.search(c))
    if len(clauses) > 1:
        neg = [c for c in clauses if _NEGATION.search(c)]
        allowed = [c for c in clauses if re.search(r"(?i)\bonly\b", c) and not _NEGATION.search(c)]
        if neg and allowed:
            low = ", ".join(c for c in clauses if c not in allowed)
    return low


_WHOLE = re.compile(
    r"\b(the|a|an)\s+(whole|entire)\s+(?!company|team|org\b|organi[sz]ation|world|office|staff|internet)"
    r"|\beverything in\b",
    re.I,
)


def _num(s: str) -> float:
    return float(s.replace(",", ""))


_KEEP_UNDER = re.compile(
    r"\b(keep|stay|remain|must be|should be|be kept|capped)\b[^.]*?"
    r"\b(under|below|less than|fewer than|lower than|smaller than)\s*$",
    re.I,
)


def _parse_limit(text: str) -> Limit | None:
    m = _LIMIT.search(text)
    if not m:
        a = _LIMIT_AFTER.search(text)
        if not a:
            return None
        bound = a.group(3).lower()
        op = "lt" if bound.startswith(("or more", "or above", "or higher", "or longer", "min", "at min")) else "gt"
        unit = (a.group(2) or "").lower()
        unit = "percent" if unit in ("%", "percent") else unit
        return Limit(op, _num(a.group(1)), unit or "count", a.group(0))
    word = m.group(1).lower()
    op = "gt" if word in _GT or word in ("at most", "no more than") else "lt"
    if op == "lt" and _KEEP_UNDER.search(text[: m.start(1) + len(m.group(1))]):
        op = "gt"  # "keep the flag under 20 percent": the call breaks it above 20
    money = m.group(2) or m.group(3)
    if money:
        return Limit(op, _num(money), "money", m.group(0))
    unit = (m.group(5) or "").lower()
    unit = "percent" if unit in ("%", "percent") else unit
    if unit in _STOP or unit in ("without", "unless", "before", "after", "per", "each", "a", "an"):
        unit = ""  # "over 10000 without asking": no unit named
    return Limit(op, _num(m.group(4)), unit or "count", m.group(0))


#: "more often than every 15 minutes", "more frequently than hourly": a bound on a schedule.
_FREQUENCY = re.compile(
    r"\bmore (?:often|frequently) than (?:once )?(?:every |each |an? |per )?(\d+)?\s*(minute|min|hour|day)s?\b"
    r"|\bmore (?:often|frequently) than (hourly|daily)\b",
    re.I,
)
_MINUTES = {"minute": 1, "min": 1, "hour": 60, "day": 1440, "hourly": 60, "daily": 1440}


def _parse_frequency(text: str) -> Limit | None:
    """ "no cron jobs that run more often than every 15 minutes": the call breaks it with a
    schedule whose runs are less than 15 minutes apart (``unit="interval"``, in minutes)."""
    m = _FREQUENCY.search(text)
    if not m:
        return None
    if m.group(3):
        return Limit("lt", float(_MINUTES[m.group(3).lower()]), "interval", m.group(0))
    return Limit("lt", float(int(m.group(1) or 1) * _MINUTES[m.group(2).lower()]), "interval", m.group(0))


def _parse_times(text: str) -> tuple[TimeLimit, ...]:
    """Every time bound of a rule ("before 9 or after 5": two), first one first."""
    first = _parse_time(text)
    if first is None:
        return ()
    more = [_parse_time(text[m.start() :]) for m in list(_TIME_LIMIT.finditer(text))[1:]]
    return (first, *(t for t in more if t is not None and t != first))


def _parse_time(text: str) -> TimeLimit | None:
    m = _TIME_LIMIT.search(text)
    if m:
        word = m.group(2).lower()
        if word == "midnight":
            hour = 0
        elif word == "noon":
            hour = 12
        else:
            hour = int(m.group(3)) % 12 + (12 if (m.group(5) or "").lower() == "pm" else 0)
            if not m.group(5) and int(m.group(3)) > 12:
                hour = int(m.group(3))
            elif not m.group(5) and m.group(1).lower() == "after" and 1 <= hour <= 7:
                hour += 12  # "no meetings after 5": the end of the working day, not 5 am
        return TimeLimit(m.group(1).lower(), hour, m.group(0))
    d = _ON_DAY.search(text)
    if d:
        return TimeLimit("weekday", _WEEKDAYS.index(d.group(1).lower()), d.group(0))
    return None


# -- calls ---------------------------------------------------------------------------------------


@dataclass
class Op:
    """One thing a call does: its actions, the nouns it acts on, where it came from."""

    source: str  # shell | sql | tool | edit | description | http
    text: str  # the part of the call, quoted in explanations
    actions: frozenset[str]
    tokens: set[str] = field(default_factory=set)
    dry: bool = False
    strong: bool = True  # actions from the vocabulary (not guessed from free text)
    amounts: list[tuple[str, float, str]] = field(default_factory=list)  # (unit, value, key)
    where: str = ""  # the path a copy/move/archive writes to, for path rules
    content: set[str] = field(default_factory=set)  # words of a message body: only content rules read them


@dataclass
class CallView:
    """A tool call read into operations plus shared context (description, cd paths, env vars)."""

    tool: str
    arguments: Mapping[str, Any]
    description: str
    ops: list[Op]
    context: set[str]
    raw_words: dict[str, str]  # stemmed token -> a raw word it came from (for explanations)
    times: list[tuple[int, int, int | None]]  # (hour, minute, weekday) values found
    weekdays: set[int]
    text: str = ""  # the arguments as JSON, for path rules


_ID = re.compile(r"^([a-z]{2,5})_([A-Z0-9][A-Za-z0-9]*)$")


_DEVICE = re.compile(r"(?<![\w.])/dev/(?=[a-z])")
_KINDS = OW.CompoundKinds(stem)


def _env_word(w: str) -> bool:
    return w in _QUALIFIERS or stem(w) in _ENVS


_TLD = re.compile(r"(?<=[a-z0-9])\.(dev|app|io|com|net|org|co|ai|cloud)$")


def _toks(text: str, raw: dict[str, str] | None = None, *, kinds: bool = True) -> set[str]:
    """Stemmed tokens; the parts of a compound qualified by a non-production word
    (``payments-sandbox``, ``analytics_tmp``, ``.env.example``) are marked ``~part`` so they do
    not stand for the plain name, while the qualifier itself still names the environment.
    With ``kinds``, the parts before a last part naming another kind of thing (``kafka-ui``,
    ``crm-sync-review``) are marked too (``object_words``): a tool's own name is not marked."""
    out = set()
    text = _DEVICE.sub(" device ", str(text))  # ``/dev/sdb`` is a device, not the dev environment
    for compound in re.split(r"[\s/:@=,;'\"(){}\[\]]+", text):
        compound = _TLD.sub("", compound)  # ``contractor.dev``: the top-level domain is not the dev environment
        idm = _ID.match(compound)
        if idm and idm.group(1).lower() in V.ID_PREFIXES:
            out |= {stem(w) for w in V.ID_PREFIXES[idm.group(1).lower()].split()}  # ``prod_NX1``: a product
            continue
        parts = words(compound)
        parts += [w for w in ON.identifier_parts(compound) if w not in parts]  # ``ordersDB``, ``pg01``
        qualified = any(p in _QUALIFIERS for p in parts)
        kind = _KINDS.kind_of(compound, _env_word) if kinds and not qualified else None
        for w in parts:
            s = stem(w)
            if qualified and w not in _QUALIFIERS and "-" not in w:
                out.add("~" + s)
                continue
            if kind and s != kind and not _env_word(w):
                out.add(_KINDS.mark(kind, s))  # ``kafka-ui``: a front end, not Kafka itself
                continue
            out.add(s)
            if raw is not None:
                raw.setdefault(s, w)
            if w in _EXPANSIONS:
                out |= _EXPANSIONS[w]
    for pattern in _SECRET_PATHS:
        if any(pattern.search(part) for part in str(text).split()):
            out |= {"secret", "key", "credential"}
    for pattern, extra in _CONTENT:
        if pattern.search(str(text)):
            out |= extra
    return out


def _flatten(value: Any, key: str = "") -> Iterable[tuple[str, Any]]:
    if isinstance(value, Mapping):
        for k, v in value.items():
            yield from _flatten(v, str(k))
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _flatten(v, key)
    else:
        yield key, value


_DESCRIPTION_KEYS = ("description", "explanation", "reason", "purpose")
_COMMAND_KEYS = ("command", "cmd", "script", "shell")
_SQL_KEYS = ("sql", "query", "statement", "stmt")
_MONEY_KEYS = re.compile(r"(^|_)(amount|price|total|credit|payout|unit_amount|value)(_|$)|amount")
_PERCENT_KEYS = re.compile(r"percent|pct|discount")
_COUNT_KEYS = re.compile(r"replicas|count|instances|size|quantity|recipients|limit")
_FRACTION_KEYS = re.compile(r"fraction|rollout|ratio|share")


def read_call(tool: str, arguments: Mapping[str, Any] | None, description: str = "") -> CallView:
    """Parse one call: shell commands, SQL, HTTP, domain tool names and arguments, description."""
    args = _argv_command(dict(arguments or {}))
    raw: dict[str, str] = {}
    desc = description or next((str(args[k]) for k in _DESCRIPTION_KEYS if isinstance(args.get(k), str)), "")
    ops: list[Op] = []
    context: set[str] = set()
    tool_l = tool.lower()
    command = next((args[k] for k in _COMMAND_KEYS if isinstance(args.get(k), str)), None)
    rest = {k: v for k, v in args.items() if k not in _DESCRIPTION_KEYS and v is not command}
    if tool_l in ("edit", "write", "multiedit", "notebookedit"):
        ops.append(_edit_op(tool_l, args, raw))
    elif command is not None and (tool_l in ("bash", "shell", "run", "terminal", "exec") or not _name_actions(tool)[0]):
        _shell_ops(command, ops, context, raw, depth=0)
        for k, v in rest.items():
            context |= _toks(f"{k} {v}", raw)
    else:
        ops.append(_tool_op(tool, rest, raw, command))
    sql = next((args[k] for k in _SQL_KEYS if isinstance(args.get(k), str)), None)
    if sql is not None:
        ops.extend(
            _sql_ops(
                sql,
                raw,
                extra=_toks(" ".join([tool, *(f"{k} {v}" for k, v in rest.items() if k not in _SQL_KEYS)]), raw),
            )
        )
    if desc:
        d_words = words(desc)
        acts, _ = verbs_in(d_words)
        context |= _toks(desc, raw)
        if acts:
            ops.append(Op("description", desc, acts, _toks(desc, raw), strong=False))
    _rotations(ops)
    text_all = json.dumps(args, default=str)
    if ops and (every := CA.cron_interval_minutes(text_all.replace("\\n", " "))) is not None:
        ops[0].amounts.append(("interval", every, "schedule"))  # ``*/5 * * * *``: every 5 minutes
        if ops[0].actions - V.READ_ACTIONS and not ops[0].dry:
            ops[0].actions = ops[0].actions | {"schedule"}  # writing a cron schedule schedules something
    times, weekdays = _times(text_all)
    return CallView(tool, args, desc, ops, context, raw, times, weekdays, text_all)


_SECRET_KINDS = frozenset({"key", "token", "secret", "credential", "password", "apikey", "access"})


def _rotations(ops: list[Op]) -> None:
    """A call that creates a key and deletes one of the same kind rotates it
    (``aws iam create-access-key && aws iam delete-access-key``)."""
    made = [op for op in ops if "create" in op.actions and op.tokens & _SECRET_KINDS]
    gone = [op for op in ops if "delete" in op.actions and op.tokens & _SECRET_KINDS]
    for a in made:
        for b in gone:
            if a.tokens & b.tokens & _SECRET_KINDS:
                a.actions = a.actions | {"rotate"}
                b.actions = b.actions | {"rotate"}


_SHELLS = frozenset({"sh", "bash", "zsh", "dash"})


def _argv_command(args: dict[str, Any]) -> dict[str, Any]:
    """A command given as an argv array (Codex ``shell``: ``["bash", "-lc", "git push -f"]``) as
    one command string, so it is parsed like a Claude Code Bash command."""
    for k in _COMMAND_KEYS:
        argv = args.get(k)
        if isinstance(argv, list) and argv and all(isinstance(a, str) for a in argv):
            if len(argv) >= 3 and argv[0].rsplit("/", 1)[-1] in _SHELLS and argv[1] in ("-c", "-lc", "-ec", "-lic"):
                args[k] = argv[2]
            else:
                args[k] = shlex.join(argv)
            break
    return args


def _name_actions(tool: str) -> tuple[frozenset[str], list[str]]:
    ws = words(tool)
    acts, used = verbs_in(ws)
    if used and stem(used[0]) in _VERBS and _VERBS[stem(used[0])] <= V.READ_ACTIONS:
        return frozenset({"read"}), used[:1]
    if used and used[-1] in _READ_LAST and used[-1] == ws[-1]:
        return frozenset({"read"}), used[-1:]  # "gcal_acl_list", "users_search": a read verb last reads
    snake = "_".join(words(tool))
    for pattern, extra in _TOOL_PATTERNS:
        if pattern.search(snake):
            acts = acts | extra
    return acts, used


def _amounts(pairs: Iterable[tuple[str, Any]], cents: bool) -> list[tuple[str, float, str]]:
    out: list[tuple[str, float, str]] = []
    for key, value in A.rekey(pairs):
        k = key.lower().lstrip("-")
        parsed = A.parse_value(value)
        if parsed is None:
            continue
        num, kind = parsed
        if kind == "money":  # ``"$1,250.00"``, ``"650 USD"``: the value says it is money, in units
            out.append(("money", num, key))
            continue
        if kind == "percent":  # ``"40%"``, ``"-30%"`` off
            out.append(("percent", abs(num), key))
            continue
        if (mb := A.size_in_mb(k, num, kind)) is not None:
            out.append(("mb", mb, key))  # ``--memory-size 3008``, ``memory: 4Gi``: compared in MB
            if kind == "size":
                continue
        if _PERCENT_KEYS.search(k):
            num = abs(num)
            out.append(("percent", num, key))
        elif _FRACTION_KEYS.search(k) and 0 <= num <= 1:
            out.append(("percent", num * 100, key))  # ``user_fraction=0.5``, ``--rollout 0.5``: 50%
        elif _MONEY_KEYS.search(k):
            in_cents = k.endswith("cents") or (cents and isinstance(value, (int, str)) and "usd" not in k)
            out.append(("money", num / 100 if in_cents else num, key))
        elif m := _COUNT_KEYS.search(k):
            out.append((m.group(0), num, key))
        else:
            out.append(("num", num, key))  # any other number: a limit on what its key names can use it
    return out


_TICKET_WORDS = frozenset({"ticket", "conversation", "zendesk", "freshdesk", "intercom", "helpdesk", "support"})
_NOTE_TYPES = frozenset({"note", "internal", "internal_note", "private_note", "comment_internal"})


def _tool_facts(args: Mapping[str, Any], acts: frozenset[str], tokens: set[str]) -> tuple[frozenset[str], set[str]]:
    """What a domain tool's arguments say about the action and its object that no single word
    spells: an RSVP ``status="no"`` declines; a reply with ``public=false`` or ``type="note"`` is an
    internal note, not a reply to the customer; a DNS record named ``@`` or after its zone is the
    apex; a pull-request merge with no base goes into the default branch."""
    for key, value in args.items():
        k = key.lower().replace("_", "")
        if k in V.ACTION_KEYS and isinstance(value, str) and (named := V.ACTION_VALUES.get(value.lower())):
            acts = (acts - V.READ_ACTIONS) | frozenset(named.split())
    if acts & {"send", "reply", "create", "write", "publish"} and tokens & {"secret", "credential"}:
        if _secret_tokens(json.dumps(dict(args), default=str)) & {"secret"}:
            acts = acts | {"reveal"}  # a message that carries a token reveals it
    if args.get("public") is True and acts & {"reply", "send", "write", "create"}:
        acts = acts | {"reply"}
        tokens = tokens | {"public", "customer", "reply"}  # ``public=true`` on a comment: the customer sees it
    note = args.get("public") is False or any(
        str(args.get(k, "")).lower() in _NOTE_TYPES for k in ("type", "message_type", "kind", "visibility")
    )
    if note and acts & {"reply", "send"}:
        acts = (acts - {"reply", "send", "expose"}) | {"write"}
        tokens = tokens | {"note", "internal"}
    elif "reply" in acts and tokens & _TICKET_WORDS:
        tokens = tokens | {"public", "customer"}  # a reply on a ticket goes to the customer
    for key, value in args.items():  # ``role="admin"``: a privileged grant
        if key.lower() in V.ROLE_KEYS and str(value).lower() in V.PRIVILEGED_ROLES:
            acts = (acts - V.READ_ACTIONS) | {"grant"}
            tokens = tokens | {"admin", stem(str(value).lower())}
    path = args.get("path")
    if isinstance(path, str) and "/" in path and (named := verbs_in(words(path))[0] - V.READ_ACTIONS):
        acts = (acts - V.READ_ACTIONS) | (named & {"rotate", "delete", "revoke", "grant", "disable", "destroy"})
    name, zone = str(args.get("name", "")).rstrip("."), str(args.get("zone", "")).rstrip(".")
    if name == "@" or (zone and name == zone):
        tokens = tokens | {"apex", "root"}
    if "merge" in acts and not any(k in args for k in ("base", "into", "target_branch", "base_branch")):
        tokens = tokens | {"main", "default"}
    return acts, tokens


_JOB_KEYS = ("pipeline", "workflow", "job", "job_name", "task", "target", "pipeline_name", "workflow_id")


def _named_job(name: str) -> frozenset[str]:
    """What a job, pipeline or make target named ``name`` does (``deploy-prod``, ``release``);
    a release job deploys."""
    named = verbs_in(words(name.rsplit(".", 1)[0]))[0] - V.READ_ACTIONS
    return named | {"deploy"} if "release" in named else named


def _tool_op(tool: str, args: Mapping[str, Any], raw: dict[str, str], command: Any) -> Op:
    acts, used = _name_actions(tool)
    tokens = _toks(tool, raw, kinds=False)
    pairs = list(_flatten(args))
    rehearsal = False
    content: set[str] = set()
    for key, value in pairs:
        if isinstance(value, bool):
            if value is False and (state := V.FALSE_STATES.get(re.sub(r"^is_", "", key.lower()))):
                acts = (acts - {"read"}) | frozenset(state.split())  # ``private=false`` exposes
                tokens |= {"public"} if state == "expose" else set()
            if value:
                tokens |= _toks(key, raw)
                rehearsal = rehearsal or key.lower() in V.DRY_TOOL_WORDS  # ``draft=true``
                state = V.BOOLEAN_STATES.get(re.sub(r"^is_", "", key.lower()))
                if state:
                    acts = (acts - {"read"}) | frozenset(state.split())  # ``is_paused=true`` pauses
            continue
        if key.lower() in V.CONTENT_KEYS and isinstance(value, str):
            # what a message says is not what it acts on: its words count only for rules about
            # content ("never promise refunds"); what its patterns find (a token, @channel) counts
            content |= _toks(value, raw)
            tokens |= _secret_tokens(value) | {stem(key)}
            continue
        tokens |= _toks(f"{key} {value}", raw)
        if key.lower().replace("_", "") in V.ACTION_KEYS and isinstance(value, str) and len(value) < 40:
            if value.lower() in V.DRY_TOOL_WORDS:
                rehearsal = True  # ``status="draft"``, ``lifecycle_state="DRAFT"``
            extra, _ = verbs_in(words(value))
            if extra:
                acts = (acts - {"read"}) | extra if extra - {"read"} else acts
        if key.lower() in ("method",) and str(value).upper() in V.HTTP_METHODS:
            acts = V.HTTP_METHODS[str(value).upper()]
    acts, tokens = _tool_facts(args, acts, tokens)
    acts = acts | CA.request_key_actions(dict(args), word_actions)  # ``requests=[{"deleteSheet": ...}]``
    for word in CA.enum_words(tool + " " + json.dumps(dict(args), default=str), pairs):
        tokens |= _toks(word, raw)  # Freshdesk ``priority=4``: urgent; ``status=5``: closed
        acts = acts | (word_actions(word) - V.READ_ACTIONS)
    if group := CA.privileged_group(args.items()):
        acts, tokens = (acts - V.READ_ACTIONS) | {"grant"}, tokens | {"admin", stem(group)}
    if (span := CA.date_span_days(json.dumps(dict(args), default=str))) is not None:
        pairs.append(("date_range_days", span))  # ``start_date``..``end_date``: how long it spans
    if (gpus := CA.gpu_count(args)) is not None and not any(stem(k.lower()) == "gpu" for k in args):
        pairs.append(("gpus", gpus))  # ``instance_type="ml.p4d.24xlarge", instance_count=2``: 16 GPUs
    if args.get("force") is True and any(k in args for k in ("ref", "branch", "sha")):
        acts = acts | {"force_push"}  # ``update_ref(ref="heads/develop", force=True)``: history rewritten
    for key in _JOB_KEYS:  # ``trigger_pipeline(pipeline="release")``: the job's name says what it does
        named = _named_job(args[key]) if isinstance(args.get(key), str) else frozenset()
        if named and (not acts or acts & {"start", "run"}):
            acts = acts | named
    if args.get("force") is True and "push" in acts:
        acts = acts | {"force_push"}
    if command is not None:
        sub: list[Op] = []
        _shell_ops(str(command), sub, set(), raw, depth=1)
        for op in sub:
            acts = acts | op.actions if acts - {"read"} else (op.actions or acts)
            tokens |= op.tokens
    dry = bool(set(words(tool)) & V.DRY_TOOL_WORDS) or rehearsal
    if acts & {"write"} and any(re.search(r"start|time|date|when", k.lower()) for k in args):
        acts = acts | {"move", "schedule"}  # an update that sets when something happens reschedules it
    # APIs that take amounts in minor units: by name, or by the object ids they use (``pi_3N...``)
    cents = bool(re.search(r"stripe|adyen", tool.lower())) or any(
        isinstance(v, str) and CA.minor_unit_id(v) for _, v in pairs
    )
    if any(re.search(r"attendees|guests|invitees", k.lower()) and v for k, v in args.items()):
        acts = (acts - {"read"}) | {"invite"}  # an update that lists attendees invites them
    for key, value in args.items():  # ``to: [120 addresses]``: how many it goes to
        if isinstance(value, (list, tuple)) and re.search(
            r"^(to|cc|bcc|recipients?|emails?|users?|members?|hosts?|nodes?|servers?|instances?|machines?)$", key
        ):
            pairs.append((f"{key}_count", len(value)))
    text = f"{tool}({json.dumps(dict(args), default=str)[:160]})"
    amounts = _amounts(pairs, cents)
    if acts - V.READ_ACTIONS and (resized := CA.resize_actions(args.keys(), amounts)):
        acts = acts | resized  # ``db_instance_class=...``: a resize; ``replicas=0``: a stop
    return Op(
        "tool",
        text,
        acts or frozenset({"run"}),
        tokens,
        dry=dry,
        amounts=amounts,
        strong=bool(acts),
        content=content,
    )


_DEP_FILES = re.compile(
    r"(requirements[\w.-]*\.txt|package\.json|pyproject\.toml|Pipfile|Gemfile|go\.mod|Cargo\.toml|\.lock|lock\.json)$"
)
_VERSION = re.compile(r"(\d+)\.(\d+)")


def _edit_op(tool: str, args: Mapping[str, Any], raw: dict[str, str]) -> Op:
    path = str(args.get("file_path") or args.get("path") or args.get("notebook_path") or "")
    new = str(args.get("new_string") or args.get("content") or args.get("new_source") or "")
    old = str(args.get("old_string") or "")
    for edit in args.get("edits") or ():
        if isinstance(edit, Mapping):
            new += "\n" + str(edit.get("new_string", ""))
            old += "\n" + str(edit.get("old_string", ""))
    acts = {"write"} | ({"create"} if tool == "write" else set())
    tokens = _toks(path, raw) | _secret_tokens(new)
    if not re.match(r"^(/tmp|/etc|/var|/mnt|~|/home)", path):
        tokens |= {"sourc", "code"}  # a file of the project being worked on
    if _DEP_FILES.search(path) and _metadata_only(old, new):
        tokens |= {"~dependency"}  # the package's own version bumped: no dependency changes
    elif _DEP_FILES.search(path):
        tokens |= _toks(old + " " + new, raw) | {"dependency", "package"}
        ov, nv = _VERSION.findall(old), _VERSION.findall(new)
        if old.strip() and not new.strip():
            acts |= {"uninstall"}
        elif ov and nv and ov != nv:
            acts |= {"upgrade"}
            if ov[0][0] != nv[0][0]:
                tokens.add("major")
    numbers = A.numbers_in_text(new) if new else []
    amounts = _amounts(numbers, cents=False)  # ``memorySize: 2560``
    tokens |= _toks(" ".join(k for k, _ in numbers), raw)  # the settings the edit changes
    return Op("edit", f"{tool.capitalize()} {path}", frozenset(acts), tokens, where=path, amounts=amounts)


_METADATA_LINE = re.compile(
    r"^\s*[\"']?(version|name|description|private|license|author|homepage|repository|keywords|main|type)[\"']?\s*[:=]"
)


def _metadata_only(old: str, new: str) -> bool:
    """An edit of a manifest that changes only the package's own metadata (its ``version``, its
    ``description``), no dependency line."""
    changed = set(new.splitlines()) ^ set(old.splitlines())
    return bool(changed) and all(_METADATA_LINE.match(line) for line in changed if line.strip())


def _secret_tokens(text: str) -> set[str]:
    out: set[str] = set()
    for pattern, extra in _CONTENT:
        if pattern.search(text):
            out |= extra
    return out


# -- shell ---------------------------------------------------------------------------------------

_WRAPPERS = {"sudo", "env", "time", "nohup", "nice", "xargs", "exec", "command", "builtin", "doas", "watch"}
_SEPARATORS = {"&&", "||", ";", "|", "&", ";;", "(", ")", "$(", "`"}
_VALUE_FLAGS = frozenset(
    "--eval -n --namespace --context --kube-context -c -e -h --host -d --dbname -U --username -u --user -p --port "
    "--profile "
    "--project --zone --region -X --request -H --header -m --message -o --output -g --resource-group --name "
    "--instance-ids --bucket --secret-id --role-name --policy-arn --user-name --policy-name --policy-document -t "
    "--table -l --selector --member --role -f --filename --file --values --set -var-file -var -target -chdir "
    "--chdir --settings --database --url --body --subject --to --duration --comment --hosted-zone-id --change-batch "
    "--type --rrdatas --lifecycle-configuration --acl --instance --charge --amount --customer --currency "
    "--percent-off --replicas --expires-in --query --repository -r --output-file --jq --method -F --field "
    "--limit -s --registry --index-url --extra-index-url --repository-url".split()
)
#: Flags that take no value for a given program even though they take one elsewhere.
_BARE_FLAGS: dict[str, frozenset[str]] = {
    "git": frozenset({"-f", "-d", "-n", "-c", "-l", "-D", "-s", "-u", "-p"}),
    "rm": frozenset({"-f", "-r", "-d"}),
    "truncate": frozenset(),
    "kubectl": frozenset({"-f"}) - {"-f"},
    "pkill": frozenset({"-f"}),
    "pgrep": frozenset({"-f"}),
    "gsutil": frozenset({"-m"}),
    "mail": frozenset(),
    "npm": frozenset({"-g"}),
    "tail": frozenset(),
    "du": frozenset({"-s", "-h"}),
    "ls": frozenset({"-l", "-h"}),
    "pip": frozenset({"-U", "-r"}) - {"-r"},
    "chmod": frozenset({"-R"}),
    "grep": frozenset({"-r", "-n"}),
    "rsync": frozenset({"-n"}),
    "ssh-keygen": frozenset({"-l", "-f"}) - {"-f"},
    "tar": frozenset(),
    "dpkg": frozenset({"-l"}),
    "logrotate": frozenset({"-f", "-d"}),
    "sed": frozenset({"-i", "-n", "-e"}) - {"-e"},
    "curl": frozenset({"-s"}),
    "find": frozenset(),
    "cp": frozenset({"-r", "-f"}),
    "mv": frozenset({"-f"}),
    "helm": frozenset({"-f"}) - {"-f"},
    "docker": frozenset({"-it", "-d"}),
    "shutdown": frozenset({"-r", "-h"}),
    "redis-cli": frozenset(),
    "pg_restore": frozenset({"-l"}),
    "pnpm": frozenset({"-r"}),  # ``pnpm -r publish``: recursive, not a requirements file
    "yarn": frozenset({"-r"}),
}


def _split_segments(command: str) -> list[tuple[list[str], str | None, str | None]]:
    """Shell words per pipeline segment, with a ``>``/``>>`` target and a ``<`` source."""
    if len(command) > MAX_SHLEX_CHARS:
        # shlex costs microseconds per character: a long script is split on operators and
        # spaces instead (quotes kept in the words), so every segment is still read.
        parts = re.findall(r"&&|\|\||;;|[;&|<>()`]|[^\s;&|<>()`]+", command)
    else:
        lex = shlex.shlex(command, posix=True, punctuation_chars=";&|<>()`")
        lex.whitespace_split = True
        lex.commenters = ""
        try:
            parts = list(lex)
        except ValueError:  # unbalanced quotes: fall back to plain splitting
            parts = command.split()
    segments: list[tuple[list[str], str | None, str | None]] = []
    cur: list[str] = []
    out_to = in_from = None
    i = 0
    while i < len(parts):
        p = parts[i]
        if p in (">", ">>", ">|", "&>", "2>") and i + 1 < len(parts):
            out_to = ("!" if p != ">>" else "") + parts[i + 1]
            i += 2
            continue
        if p == "<" and i + 1 < len(parts):
            in_from = parts[i + 1]
            i += 2
            continue
        if p in _SEPARATORS or set(p) <= set(";&|()`"):
            if cur or out_to:
                segments.append((cur, out_to, in_from))
            cur, out_to, in_from = [], None, None
            if p == "|":
                in_from = "|"  # reads the previous segment's output
        else:
            cur.append(p.lstrip("$").lstrip("(") if p.startswith("$(") else p)
        i += 1
    if cur or out_to:
        segments.append((cur, out_to, in_from))
    return segments


def _program(argv: list[str], context: set[str], raw: dict[str, str]) -> list[str]:
    """Drop wrappers and assignments: ``sudo -u x env A=1 python -m twine`` -> ``twine ...``."""
    argv = list(argv)
    while argv:
        head = argv[0]
        base = head.rsplit("/", 1)[-1]
        if re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", head):
            context |= _toks(head, raw)
            argv.pop(0)
        elif base in _WRAPPERS:
            if base in ("sudo", "doas"):
                context.add("sudo")  # runs as root: a system-wide change
            argv.pop(0)
            while argv and argv[0].startswith("-"):
                flag = argv.pop(0)
                if flag in ("-u", "-g", "-n") and argv:
                    argv.pop(0)
        elif base in ("python", "python3", "py") and len(argv) > 1 and argv[1] != "-c":
            if argv[1] == "-m" and len(argv) > 2:
                argv = argv[2:]
            else:
                argv = argv[1:]
        elif base in ("npx", "bunx") or (
            base in ("bundle", "poetry", "uv", "pnpm", "pipenv") and len(argv) > 1 and argv[1] in ("exec", "run", "dlx")
        ):
            argv = argv[1:] if base in ("npx", "bunx") else argv[2:]
            while argv and argv[0].startswith("-"):
                argv.pop(0)
        else:
            break
    return argv


def _shell_ops(command: str, ops: list[Op], context: set[str], raw: dict[str, str], depth: int) -> None:
    if depth > 3:
        return
    pending: int | None = None
    loop_items: int | None = None  # ``for h in a b c; do ...; done``: each command runs once per item
    for argv, out_to, in_from in _split_segments(command):
        if argv[:1] == ["for"] and "in" in argv:
            loop_items = len(argv) - argv.index("in") - 1
            continue
        if argv[:1] in (["do"], ["then"], ["else"]):
            argv = argv[1:]
        if argv[:1] in (["done"], ["fi"]):
            loop_items = None
            continue
        piped = None
        if in_from == "|":
            # ``kubectl create secret ... -o yaml | kubectl apply -f -``: what flows in is the target
            in_from = None
            if ops and ops[-1].source == "shell":
                context |= ops[-1].tokens
                piped = ops[-1].text
        argv = _program(argv, context, raw)
        if piped and argv and argv[0].rsplit("/", 1)[-1] in _DB_SHELLS:
            in_from = piped  # ``gunzip -c nightly.sql.gz | psql -h prod``: the shell runs what flows in
        if out_to:
            target = out_to.lstrip("!")
            acts = {"write", "truncate"} if out_to.startswith("!") else {"write"}
            if target not in ("/dev/null", "&1", "&2"):
                ops.append(Op("shell", f"> {target}", frozenset(acts), _toks(target, raw)))
        if not argv:
            continue
        before = len(ops)
        _segment_op(argv, in_from, ops, context, raw, depth)
        if loop_items:
            for k in range(before, len(ops)):
                ops[k].amounts.append(("count", float(loop_items), "loop items"))
        if pending is not None and len(ops) > before:
            ops[pending].tokens |= ops[-1].tokens  # ``kill $(pgrep -f celery)``: what the substitution names
            pending = None
        if "$" in argv and len(ops) > before:
            pending = len(ops) - 1
        if out_to and out_to.lstrip("!") not in ("/dev/null", "&1", "&2"):
            for k in range(before, len(ops)):  # ``mysql -e 'SELECT * FROM users' > users.tsv`` exports
                if ops[k].actions <= {"read", "reveal"} and not ops[k].dry:
                    ops[k].actions = ops[k].actions | {"export"}


def _segment_op(
    argv: list[str], in_from: str | None, ops: list[Op], context: set[str], raw: dict[str, str], depth: int
) -> None:
    prog = argv[0].rsplit("/", 1)[-1]
    if "<<<" in argv and argv.index("<<<") + 1 < len(argv) and (prog in _DB_SHELLS or "dbshell" in argv):
        ops.extend(_sql_ops(argv[argv.index("<<<") + 1], raw, text=shlex.join(argv)))  # ``dbshell <<< 'TRUNCATE x'``
        argv = argv[: argv.index("<<<")]
    text = shlex.join(argv)
    rows = V.COMMANDS.get(prog)
    bare = _BARE_FLAGS.get(prog, frozenset())
    positionals: list[str] = []
    pairs: list[tuple[str, str]] = []
    after_dashdash: list[str] = []
    i = 1
    while i < len(argv):
        a = argv[i]
        if a == "--":
            after_dashdash = argv[i + 1 :]
            break
        if a.startswith("-") and len(a) > 1:
            if "=" in a:
                k, v = a.split("=", 1)
                pairs.append((k, v))
            elif a in _VALUE_FLAGS and a not in bare and i + 1 < len(argv) and not argv[i + 1].startswith("-"):
                pairs.append((a, argv[i + 1]))
                i += 1
            else:
                pairs.append((a, ""))
        else:
            positionals.append(a)
        i += 1
    flags = dict(pairs)
    if prog == "find" and "-exec" in argv:
        # ``find /var/www -exec chmod 777 {} +``: the command find runs
        start = argv.index("-exec") + 1
        end = next((k for k in range(start, len(argv)) if argv[k] in ("{}", ";", "\\;", "+")), len(argv))
        if end > start:
            _shell_ops(shlex.join(argv[start:end]), ops, context, raw, depth + 1)
    if prog == "cd":
        context |= _toks(" ".join(argv[1:]), raw)
        return
    if prog == "ssh" and positionals:
        context |= _toks(positionals[0], raw) | {"host", "remot"}
        if len(positionals) > 1:
            _shell_ops(" ".join(positionals[1:]), ops, context, raw, depth + 1)
        return
    if prog in ("sh", "bash", "zsh") and any(f in flags for f in ("-c", "-lc", "-ec")):
        script = flags.get("-c") or (positionals[0] if positionals else "")
        _shell_ops(script, ops, context, raw, depth + 1)
        return
    # ``--no-associate-public-ip-address`` says what does not happen (``--no-block-public`` does)
    shown = [(k, v) for k, v in pairs if not (k.startswith("--no-") and not _SAFETY.search(k))]
    flag_toks = _toks(" ".join(f"{k} {v}" for k, v in shown), raw)
    json_pairs: list[tuple[str, Any]] = []
    for _, v in pairs:
        if v.startswith("{"):
            try:
                json_pairs += list(_flatten(json.loads(v)))  # ``kubectl patch -p '{"spec":{"replicas":0}}'``
            except ValueError:
                pass
    tokens = _toks(" ".join(positionals), raw) | flag_toks
    if rows and any("package" in r.objects for r in rows if r.path == tuple(positionals[: len(r.path)]) and r.path):
        # package names are whole names: ``django-debug-toolbar`` is not ``django``
        path_len = max(len(r.path) for r in rows if r.path == tuple(positionals[: len(r.path)]))
        names = [re.split(r"[=<>@~^!\[]", p, maxsplit=1)[0] for p in positionals[path_len:] if not p.startswith("-")]
        tokens = _toks(" ".join(positionals[:path_len]), raw) | flag_toks
        # a hyphenated name is one token that no prefix match reads as its first part
        tokens |= {stem(n.lower()) if "-" not in n else "=" + n.lower() for n in names if n}
        specs = [p for p in positionals[path_len:] if not p.startswith("-")]
        installs = any(r.actions & {"install", "upgrade"} for r in rows if r.path == tuple(positionals[:path_len]))
        if specs and installs:  # ``pip install requests`` is unpinned, ``requests==2.3.1`` is not
            exact = [bool(re.search(r"==\s*\d|@\d+\.\d+\.\d+$|@\d[\w.-]*$", p)) for p in specs]
            tokens |= {"pin"} if all(exact) else {"unpin"}
    if prog in V.ENV_DUMPERS and not positionals:
        tokens |= {"secret", "credential", "environment"}  # ``printenv``: every variable, secrets too
    if prog == "git" and positionals[:1] in (["rebase"], ["merge"]):
        tokens = flag_toks  # ``git rebase origin/main``, ``git merge origin/main`` change the current branch
    if any(_DEP_FILES.search(p) for p in positionals):
        tokens |= {"dependency", "package"}  # ``sed -i '/^six==/d' requirements.lock``
    if after_dashdash and prog not in V.RUNS_AFTER_DASHDASH:
        tokens |= _toks(" ".join(after_dashdash), raw)  # ``git checkout -- .``: paths, not a command
    elif after_dashdash:
        context |= tokens | _toks(prog, raw)
        _shell_ops(shlex.join(after_dashdash), ops, context, raw, depth + 1)
        if prog in ("kubectl", "docker"):
            if "exec" in positionals[:1]:  # getting a shell in the pod is itself the action
                head = shlex.join(argv[: len(argv) - len(after_dashdash) - 1])
                ops.append(Op("shell", head, frozenset({"exec"}), tokens | {"pod", "container", stem(prog)}))
            return
    if prog == "docker" and positionals[:1] == ["exec"] and len(positionals) > 2:
        context |= _toks(positionals[1], raw)
        start = argv.index(positionals[1], argv.index("exec") + 1) + 1
        _shell_ops(shlex.join(argv[start:]), ops, context, raw, depth + 1)
        return
    dry = any(f in V.DRY_RUN_FLAGS or f.startswith("--dry-run") for f in flags)
    actions: set[str] = set()
    objects: set[str] = set()
    strong = True
    where = ""
    if rows:
        row = _best_row(rows, positionals)
        path_len = len(row.path)
        if (
            not row.path
            and not in_from
            and (embedded := _embedded_sql(positionals, pairs, raw, tokens | objects, text))
        ):
            for op in embedded:
                op.tokens |= {stem(o) for o in rows[0].objects}
            ops.extend(embedded)  # ``bq query 'DELETE ...'``: a subcommand the table does not list, running SQL
            return
        actions |= row.actions
        objects |= {stem(o) for o in row.objects}
        for f, extra in row.flags.items():
            present = (
                f in flags
                or (f in positionals[path_len:])
                or (
                    prog == "tar"
                    and any(not p.startswith("-") and f in p for p in argv[1:2])
                    or any(len(k) > 1 and k[1] != "-" and f in k[1:] for k in flags)
                )
            )
            if present and extra:
                actions |= extra
        if any(f in flags for f in row.dry) or (row.dry and row.path == () and any(d in flags for d in row.dry)):
            dry = True
        if row.verb_positionals:
            # ``aws logs put-retention-policy``: the service name ("logs") is not the verb
            actions = set(_cli_verbs(positionals[1:] if prog == "aws" else positionals, row.actions))
        if prog == "git" and row.path == ("push",) and any(p.startswith("+") for p in positionals):
            actions.add("force_push")
        if prog == "git" and row.path == ("push",) and any(p.startswith(":") for p in positionals):
            actions.add("delete")
        if prog == "git" and row.path == ("push",) and any(p in V.DEPLOY_REMOTES for p in positionals[1:2]):
            actions.add("deploy")  # ``git push heroku main`` deploys
            objects.add("prod")
        if prog == "docker" and row.path == ("push",) and positionals[1:]:
            host = positionals[1].split("/", 1)[0] if "/" in positionals[1] else ""
            if not ("." in host or ":" in host or host == "localhost"):
                objects |= {"hub", "dockerhub", "public"}  # ``docker push acme/api``: the default registry
        if prog == "gh" and row.path == ("pr", "merge") and "--admin" in flags:
            objects |= {"ci", "check"}  # merging past required checks
        if prog == "gh" and row.path == ("api",):
            method = {"-X": flags.get("-X") or flags.get("--method", "")}
            actions = set(_http_actions("curl", positionals[1:], method, actions))
        if prog == "gh" and row.path == ("workflow", "run") and positionals[2:]:
            named, _ = verbs_in(words(positionals[2].rsplit(".", 1)[0]))
            actions |= named - V.READ_ACTIONS  # ``gh workflow run deploy.yml`` deploys
        if prog == "git" and row.path == ("checkout",) and ("--" in argv or "." in positionals):
            actions = {"discard"}
        if row.actions == {"install"} and not positionals[len(row.path) :]:
            actions = {"sync"}  # installs what the manifest already declares
        if any(re.search(r"@[\^~]?\d+(\.0\.0)?$|@[\^~]?\d+\.x$", p) for p in positionals[len(row.path) :]):
            objects.add("major")  # "react@19", "react@^19.0.0": asks for a whole major version
        if prog == "sed" and "write" in actions and any(re.search(r"/d['\"]?$|^\d+d$", p) for p in positionals):
            actions |= {"delete"}  # sed -i '/^six==/d' deletes lines
        if "install" in actions and any(re.search(r"(==|@[\^~]?\d)", p) for p in positionals[len(row.path) :]):
            actions.add("upgrade")  # installing a named version changes it
        if prog in V.TASK_RUNNERS and not row.path and positionals and (named := _named_job(positionals[0])):
            actions = (actions - V.READ_ACTIONS) | named  # ``make deploy``, ``just release``
        if prog in ("psql", "mysql", "sqlite3", "redis-cli"):
            _db_ops(prog, positionals, flags, in_from, text, tokens | objects, ops, raw)
            if not (flags.get("-c") or flags.get("-e") or flags.get("-f") or in_from):
                ops.append(Op("shell", text, frozenset({"read"}), tokens | objects))
            return
        if prog in ("curl", "wget", "http"):
            actions = set(_http_actions(prog, positionals, flags, actions))
            url = next((p for p in positionals if "://" in p), "")
            if set(words(url.split("?")[0])[-2:]) & V.DRY_TOOL_WORDS:
                dry = True  # ``POST .../campaigns/a1/actions/test``: a test send
        if prog in ("cp", "mv", "scp", "rsync", "tar") and positionals:
            dest = positionals[-1] if prog != "tar" else flags.get("-f", positionals[0] if positionals else "")
            src = " ".join(p for p in positionals if p != dest)
            if prog == "tar":
                dest = next((k.split("f", 1)[-1] for k in positionals[:1]), dest)
                if positionals and re.match(r"^-?[a-z]*c[a-z]*f?$", positionals[0]):
                    dest = positionals[1] if len(positionals) > 1 else dest
                    actions = {"write"}
            src_toks = _toks(src, raw)
            if prog == "mv" or "move" in actions:
                ops.append(Op("shell", text, frozenset({"move", "delete"}), src_toks | objects))
            elif src_toks:
                ops.append(
                    Op(
                        "shell",
                        text,
                        frozenset({"read"} | ({"upload", "share"} if prog == "scp" else set())),
                        src_toks | objects,
                    )
                )
            tokens = _toks(dest, raw)
            where = dest
            if prog == "scp":
                actions = {"copy", "upload", "share"}
    else:
        acts, _ = verbs_in(words(prog))
        if prog == "ansible" and (module := V.ANSIBLE_MODULES.get(flags.get("-m", "").lower())):
            acts = frozenset(module[0].split())  # ``ansible payments -m reboot``: the module is the action
            objects |= {stem(w) for w in module[1].split()}
        if not acts:
            acts = _unknown_cli_verbs(argv)
        for kv in (p for p in [*positionals, *flags.values()] for p in p.split() if "=" in p):
            k, v = kv.split("=", 1)  # ``ansible web -m service -a 'name=api state=restarted'``
            if k.lower() in V.ACTION_KEYS and (named := verbs_in(words(v))[0] - V.READ_ACTIONS):
                acts = (set(acts) - {"run"}) | named
        if not in_from:
            embedded = _embedded_sql(positionals, pairs, raw, tokens | _toks(prog, raw), text)
            if embedded:
                ops.extend(embedded)  # ``snowsql -q 'DROP TABLE ...'``, ``bq query 'DELETE ...'``
                return
        actions |= acts or {"run"}
        strong = bool(acts)
        objects.add(stem(prog))
        if in_from or not acts:
            strong = False
    if "global" in actions:
        objects.add("global")  # ``npm install -g``
    if "skipci" in tokens:
        actions.add("bypass")  # ``git commit -m '... [skip ci]'``: the push skips the checks
    if not where and rows and actions - V.READ_ACTIONS - {"run"}:
        # ``rm src/web/old.ts``, ``sed -i ... config/app.yml``: the files a change touches
        where = " ".join(p for p in positionals if "://" not in p and ("/" in p or re.search(r"\.\w{1,5}$", p)))
    for kv in (p for p in [*positionals, *flags.values()] if "=" in p):  # ``gh api -f role=admin``
        k, _, v = kv.partition("=")
        if k.lower() in V.ROLE_KEYS and v.lower() in V.PRIVILEGED_ROLES and actions - V.READ_ACTIONS:
            actions = actions | {"grant"}
            objects |= {"admin", stem(v.lower())}
    for word in CA.enum_words(text, json_pairs):  # ``curl .../freshdesk.com/... -d '{"status": 5}'``
        objects |= _toks(word, raw)
        actions |= word_actions(word) - V.READ_ACTIONS
    for k, v in json_pairs:  # ``curl -X PUT -d '{"ticket": {"status": "closed"}}'``
        if k.lower().replace("_", "") in V.ACTION_KEYS and isinstance(v, str) and len(v) < 40:
            actions |= verbs_in(words(v))[0] - V.READ_ACTIONS
    for k, v in json_pairs:  # ``kubectl patch cronjob x -p '{"spec":{"suspend":true}}'``
        if v is True and (state := V.BOOLEAN_STATES.get(re.sub(r"^is_", "", str(k).lower()))):
            actions = (actions - {"read"}) | set(state.split())
    if any(k.lower() in ("replicas", "minreplicas", "maxreplicas") for k, _ in json_pairs):
        actions.add("scale")
    for _, v in pairs:  # ``curl -d '{"requests": [{"deleteSheet": ...}]}'``: operations keyed by name
        if v.startswith(("{", "[")):
            try:
                actions |= CA.request_key_actions(json.loads(v), word_actions)
            except ValueError:
                pass
    flag_values = [(a, argv[i + 1]) for i, a in enumerate(argv[:-1]) if a.startswith("-") and argv[i + 1][:1] != "-"]
    if actions - V.READ_ACTIONS and (group := CA.privileged_group([*pairs, *flag_values])):
        actions = actions | {"grant"}  # ``aws iam add-user-to-group --group-name Admins``
        objects |= {"admin", stem(group)}
    if prog == "dd" and any(p.startswith("of=/dev/") for p in positionals):
        actions = {"delete", "write"}  # ``dd of=/dev/sdb``: overwrites the disk
        objects |= {"disk", "device"}
    if prog == "chmod" and positionals and re.fullmatch(r"[0-7]?[0-7][0-7][2367]|[ao]?\+[rx]*w[rx]*", positionals[0]):
        objects |= {"worldwritable", stem("worldwritable")}  # ``chmod 777``, ``chmod o+w``: anyone may write
    if prog == "ufw" and positionals[:1] == ["allow"] and "from" not in positionals:
        objects |= {"public", "internet"}  # ``ufw allow 22/tcp``: from anywhere
    code = (
        (positionals[1] if positionals[:1] == ["runner"] and len(positionals) > 1 else "")
        or flags.get("-c")
        or flags.get("-e")
        or flags.get("--eval")
        or (positionals[1] if positionals[:1] == ["runner"] else "")
    )
    if prog in V.CODE_RUNNERS and code and (acts_in_code := code_actions(code)):
        actions = (actions - V.READ_ACTIONS - {"run"}) | acts_in_code  # ``.objects.filter(...).delete()``
        objects |= _toks(code, raw)
        strong = True
    if actions and actions <= {"run", "read", "write"} and not strong:
        strong = False
    registry = next((v for k, v in pairs if k in _REGISTRY_FLAGS and "://" in v), "")
    if registry and not any(h in registry for h in V.PUBLIC_REGISTRIES):
        tokens |= {"private", "internal", "~" + stem(prog), "~npm", "~pypi"}  # ``--registry https://npm.acme.io``
        tokens.discard("public")
        objects.discard("public")
    if prog in ("aws", "gsutil", "gcloud") and len(positionals) >= 2 and actions & {"copy"}:
        if re.match(r"^(s3|gs)://", positionals[-1]) and not re.match(r"^(s3|gs)://", positionals[-2]):
            actions = actions | {"upload"}  # ``aws s3 cp report.csv s3://b/``: from here to a bucket
    if prog in ("aws", "gsutil", "gcloud") and any(_OBJECT_URL.match(p) for p in positionals):
        tokens = tokens | {"object"}  # ``aws s3 rm s3://b/tmp/x.part``: an object in the bucket, not the bucket
    if prog == "git" and positionals[:1] == ["add"]:
        context |= tokens  # ``git add .env && git commit``: what was staged is what is committed
    if actions <= V.READ_ACTIONS and not dry and prog in ("git", "kubectl", "terraform", "gcloud", "az", "aws", "helm"):
        context |= tokens  # ``git checkout main && git commit``: the branch is the next segment's target
    amounts = _amounts([*flags.items(), *json_pairs, *_flag_numbers(argv, flags)], cents=prog == "stripe")
    if (span := CA.date_span_days(text)) is not None:
        amounts.append(("num", span, "date_range_days"))  # ``backfill -s 2026-01-01 -e 2026-06-30``
    if actions - V.READ_ACTIONS and (resized := CA.resize_actions(flags, amounts)):
        actions = actions | resized  # ``--db-instance-class db.r6g.4xlarge``, ``--replicas=0``
    ops.append(
        Op(
            "shell",
            text,
            frozenset({"read"} if dry else actions),
            tokens | objects | _toks(prog, raw),
            dry=dry,
            strong=strong,
            amounts=amounts,
            where=where,
        )
    )


_REGISTRY_FLAGS = frozenset(
    {"--registry", "--index-url", "-i", "--repository-url", "--extra-index-url", "--repository"}
)
_OBJECT_URL = re.compile(r"^(s3|gs)://[^/]+/[^/\s]+")

_SUBCOMMAND = re.compile(r"[a-z]+(?:[:_-][a-z]+)*")
_FALSE = frozenset({"false", "no", "0", "off"})


def _unknown_cli_verbs(argv: list[str]) -> frozenset[str]:
    """A CLI the vocabulary does not know: the last verb of its leading subcommand words
    (``ldcli flags delete``, ``opsgenie schedule get``: noun then verb), else the verbs of its
    flags that are not switched off (``kafka-topics --delete``, not ``--submit_for_review false``)."""
    acts: set[str] = set()
    for p in argv[1:4]:
        if not _SUBCOMMAND.fullmatch(p):
            break  # a flag, a path, a value, a name with digits: the subcommand chain ends
        a, _ = verbs_in(words(p))
        acts = set(a) or acts
        if a and re.search(r"[_:]", p):
            break  # ``rabbitmqctl purge_queue emails``: a verb_noun subcommand, then names
    if not acts:
        for i, a in enumerate(argv):
            if not a.startswith("--") or len(a) < 4:
                continue
            name, eq, value = a[2:].partition("=")
            if not eq and i + 1 < len(argv) and not argv[i + 1].startswith("-"):
                value = argv[i + 1]
            if value.lower() in _FALSE:
                continue
            acts |= verbs_in(words(name.replace("_", " ")))[0]
    return frozenset(acts - V.READ_ACTIONS if acts - V.READ_ACTIONS else acts)


_SQL_TEXT = re.compile(
    r"^\s*(select|insert|update|delete|drop|truncate|alter|create|grant|revoke|merge|copy)\s+"
    r"(?=.*\b(from|into|table|set|schema|database|view|index|on|to|where)\b)",
    re.I | re.S,
)


def _embedded_sql(
    positionals: list[str], pairs: list[tuple[str, str]], raw: dict[str, str], extra: set[str], text: str
) -> list[Op]:
    """SQL passed to a warehouse or database CLI the vocabulary does not know (``snowsql -q``,
    ``bq query``, ``clickhouse-client --query``, ``duckdb -c``)."""
    out: list[Op] = []
    for v in [*(v for _, v in pairs), *positionals]:
        if v and _SQL_TEXT.match(v):
            out.extend(_sql_ops(v, raw, extra=extra, text=text))
    return out


_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")
#: ``--no-<safety>`` turns a safety off (``--no-verify``, ``--no-block-public``): it is the action.
_SAFETY = re.compile(r"block|prevent|deny|verify|check|hook|validat|gpg|sign|backup|snapshot|protect")


def _flag_numbers(argv: list[str], flags: dict[str, str]) -> list[tuple[str, str]]:
    """``--rollout 0.5``: a number right after a flag the parser did not know takes a value."""
    return [
        (a, argv[i + 1])
        for i, a in enumerate(argv[:-1])
        if a.startswith("--") and not flags.get(a) and _NUMBER.fullmatch(argv[i + 1])
    ]


def _best_row(rows: tuple[V.Sub, ...], positionals: list[str]) -> V.Sub:
    best = None
    for row in rows:
        if tuple(positionals[: len(row.path)]) == row.path and (best is None or len(row.path) > len(best.path)):
            best = row
    if best is None:
        # A subcommand the table does not know: name its verb if it is one, else read-only.
        acts, _ = verbs_in(words(positionals[0])) if positionals else (frozenset(), [])
        return V.Sub((), acts or frozenset({"read"}))
    return best


def _cli_verbs(positionals: list[str], default: frozenset[str]) -> frozenset[str]:
    """aws/gcloud/az/stripe: the verbs in the subcommand words (read wins: ``list-attached-...``)."""
    acts: set[str] = set()
    for p in positionals[:4]:
        if "://" in p or "." in p and not p.startswith("db:"):
            continue
        ws = words(p)
        a, used = verbs_in(ws)
        first = _VERBS.get(stem(used[0])) if used else None
        if first and first <= V.READ_ACTIONS:
            return frozenset({"read"})
        acts |= a
    return frozenset(acts) or default


def _http_actions(prog: str, positionals: list[str], flags: dict[str, str], actions: set[str]) -> frozenset[str]:
    method = (flags.get("-X") or flags.get("--request") or "").upper()
    if prog == "http" and positionals and positionals[0].upper() in V.HTTP_METHODS:
        method = positionals[0].upper()
    if method in V.HTTP_METHODS:
        acts = set(V.HTTP_METHODS[method])
    else:
        acts = actions
    url = next((p for p in positionals if "://" in p or "/" in p), "")
    path_words = [w for w in words(url.split("?")[0]) if not w.isdigit()]
    if acts - {"read"}:
        named, _ = verbs_in(path_words[-3:])
        acts |= named - {"read"}
        acts |= CA.query_actions(url, word_actions)  # ``POST .../invoice?operation=void``
    if method == "POST" and CA.post_starts(url, words, stem):
        acts |= {"start"}  # ``POST .../project/gh/acme/web/pipeline``: starts a pipeline
    return frozenset(acts)


def _db_ops(
    prog: str,
    positionals: list[str],
    flags: dict[str, str],
    in_from: str | None,
    text: str,
    tokens: set[str],
    ops: list[Op],
    raw: dict[str, str],
) -> None:
    sql = flags.get("-c") or flags.get("-e") or ""
    if prog == "redis-cli":
        cmd = " ".join(p for p in positionals)
        acts, _ = verbs_in(words(cmd))
        ops.append(Op("shell", text, acts or frozenset({"read"}), tokens))
        return
    if sql:
        ops.extend(_sql_ops(sql, raw, extra=tokens, text=text))
    script = flags.get("-f") or in_from
    if script:
        acts, _ = verbs_in(words(script))
        dump = bool(_DUMP_FILE.search(script))
        if dump:
            acts |= {"restore"}  # ``psql shop < nightly.sql``: loading a dump restores it
        ops.append(
            Op(
                "shell",
                text,
                frozenset({"write"} | (acts - {"read", "export"})),
                tokens | _toks(script, raw) | ({"backup", "dump"} if dump else set()),
                strong=False,
            )
        )


_SQL_SPLIT = re.compile(r";\s*")
_DUMP_FILE = re.compile(r"(?i)\.(sql|dump|bak|pgdump)(\.(gz|bz2|xz|zst))?\b|\b(backup|dump|snapshot)")


def _sql_ops(sql: str, raw: dict[str, str], extra: set[str] | None = None, text: str | None = None) -> list[Op]:
    out = []
    for stmt in _SQL_SPLIT.split(sql):
        stmt = stmt.strip()
        if not stmt:
            continue
        first = stmt.split()[0].lower()
        if first not in V.SQL_STATEMENTS and not re.match(r"\\", first):
            continue  # a search query, JQL, a GraphQL document: not SQL
        acts = set(V.SQL_STATEMENTS.get(first, frozenset({"write"})))
        low = stmt.lower()
        if first == "vacuum":
            acts = {"vacuum"} if "full" in low else {"read"}
        if re.search(r"\bpg_(terminate|cancel)_backend\b", low) or first == "kill":
            acts = {"stop"}  # ends a session or query
        if first in ("delete", "update") and " where " not in f" {low} ":
            acts.add("truncate" if first == "delete" else "write")
        bulk = first == "truncate" or (first == "delete" and " where " not in f" {low} ")
        if first == "create" and re.match(r"create\s+(unique\s+)?index", low):
            acts = {"schema", "create"}
        if first == "create" and re.match(r"create\s+(role|user)", low):
            acts = {"grant", "create"}
        if first == "alter" and re.match(r"alter\s+(role|user)", low):
            acts = {"grant"} if "superuser" in low else {"write", "rotate"} if "password" in low else {"write"}
        if first in ("\\copy", "copy") and " from " in low and " to " not in low:
            acts = {"create"}
        if first == "copy" and re.match(r"copy\s+into\s+['\"]?(@|s3://|gcs://|azure://)", low):
            acts = {"export"}  # ``COPY INTO @stage/x.csv FROM (SELECT ...)``: an unload out of the warehouse
        written = stmt
        if first in ("create", "insert") and (cut := re.search(r"(?i)\b(as\s+)?select\b", stmt)):
            written = stmt[: cut.start()]  # ``CREATE TABLE copy AS SELECT * FROM src``: src is only read
        toks = _toks(written, raw) | (extra or set()) | ({"bulk", "all"} if bulk else set())
        if acts == {"stop"}:
            toks |= {"query", "connection", "session", "backend"}
        if re.search(r"\b(table|from|into|update|on)\s+\"?\w+\"?\.\w", low):
            toks.add("schema")  # a schema-qualified name: billing.invoices
        out.append(Op("sql", text or stmt, frozenset(acts), toks))
    return out


_ISO = re.compile(r"(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?")
_HHMM = re.compile(r"(?<![\d:.-])(\d{1,2}):(\d{2})(?![\d:])")


def _times(text: str) -> tuple[list[tuple[int, int, int | None]], set[int]]:
    times: list[tuple[int, int, int | None]] = []
    days: set[int] = set()
    for m in _ISO.finditer(text):
        try:
            day = _dt.date(int(m.group(1)), int(m.group(2)), int(m.group(3))).weekday()
        except ValueError:
            continue
        days.add(day)
        if m.group(4):
            times.append((int(m.group(4)), int(m.group(5)), day))
    stripped = _ISO.sub(" ", text)
    for m in _HHMM.finditer(stripped):
        if int(m.group(1)) < 24:
            times.append((int(m.group(1)), int(m.group(2)), None))
    low = text.lower()
    for i, name in enumerate(_WEEKDAYS):
        if name in low:
            days.add(i)
    return times, days


# -- matching ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Match:
    """Why a call breaks a rule: the rule quoted, the part of the call, and how sure the matcher is."""

    rule: str
    action: str
    evidence: str  # the part of the call that matched
    details: tuple[str, ...]
    confidence: float
    approval: bool

    def explain(self) -> str:
        details = f" ({', '.join(self.details)})" if self.details else ""
        return f'"{self.rule}" matched by {self.action} in `{self.evidence}`{details}, confidence {self.confidence:.2f}'


def _covers(target: str, pool: set[str]) -> str | None:
    if "|" in target:  # alternatives: any one of them
        return next((c for alt in target.split("|") if (c := _covers(alt, pool))), None)
    if "+" in target:  # a rule's compound ("disk-space"): the joined word, or every part
        parts = [stem(p) for p in target.split("+")]
        joined = stem("".join(target.split("+")))
        if joined in pool:
            return joined
        if alias := next((a for a in sorted(_ALIASES.get(joined, ())) if a in pool), None):
            return alias  # "on-call" as ``pagerduty``
        return parts[0] if all(_covers(p, pool) for p in parts if len(p) > 1) else None
    if target in pool:
        return target
    for alias in sorted(_ALIASES.get(target, ())):
        if alias in pool:
            return alias
    if len(target) >= 5:
        for w in sorted(pool):
            if len(w) >= 5 and (w.startswith(target) or target.startswith(w)):
                return w
    return None


_NONPROD = tuple(sorted(V.QUALIFIERS | {"test"}))
_OBJECTS = ON.ObjectNames(stem)


def _qualified_only(target: str, token: str, pool: set[str]) -> bool:
    """The call names a sandbox/test variant of the target ("testpypi", "payments-sandbox") and
    no production environment: the plain target it covers comes from elsewhere (the row's
    objects, a pod named after the team), not from where the call acts."""
    if any(_ENVS.get(t) == "prod" for t in pool):
        return False
    if "~" + target in pool or "~" + token in pool:
        return True
    return any(q + target in pool or target + q in pool for q in _NONPROD)


def _cover_all(required: tuple[str, ...], pool: set[str]) -> list[tuple[str, str]]:
    """Each rule target with the call token that covers it; one token covers one target
    (``ci`` does not count twice for "CI workflow")."""
    out: list = []
    used: set = set()
    exact = {t for t in required if t in pool}
    used = set(exact)
    for t in required:
        c = t if t in exact else _covers(t, pool - used)
        if c is None:  # ``cronjob`` covers "cron" and "job"
            c = next((u for d, u in out if u in (d + t, t + d)), None)
        if c is None:  # ``pay-node-3`` for "payments", ``sentry`` for "the error tracker"
            c = _OBJECTS.cover(t, required, pool)
        if c:
            out.append((t, c))
            used.add(c)
    return out


_SECONDS = {
    "second": 1,
    "sec": 1,
    "minut": 60,
    "min": 60,
    "hour": 3600,
    "hr": 3600,
    "day": 86400,
    "week": 604800,
    "month": 2592000,
}


def _limit_ok(
    limit: Limit, amounts: list[tuple[str, float, str]], targets: tuple[str, ...] = ()
) -> tuple[bool | None, str]:
    if limit.unit == "interval":  # a schedule's minutes between runs (``*/5 * * * *``)
        every = [a for a in amounts if a[0] == "interval"]
        if not every:
            return None, ""
        return (True, f"runs every {every[0][1]:g} min, {limit.text}") if every[0][1] < limit.value else (False, "")
    if (limit_mb := A.limit_in_mb(limit.value, limit.unit)) is not None:
        sizes = [a for a in amounts if a[0] == "mb"]  # "under 2gb" against ``--memory-size 3008``
        if not sizes:
            return None, ""
        for _, value, key in sizes:
            if (limit.op == "gt" and value > limit_mb) or (limit.op == "lt" and value < limit_mb):
                return True, f"{key}={value:g} MB is {limit.text}"
        return False, ""
    amounts = [a for a in amounts if a[0] != "mb"]
    unit = "money" if limit.unit == "money" else "percent" if limit.unit == "percent" else None
    named = {stem(limit.unit)} | {p for t in targets for p in t.replace("|", "+").split("+")}
    keyed = [a for a in amounts if a[0] == "num" and {stem(w) for w in words(a[2].lstrip("-"))} & named]
    if (per := _SECONDS.get(stem(limit.unit))) is not None:
        # ``end_in_minutes=240`` for "more than an hour": the key says the unit
        keyed = [
            (a[0], a[1] * _SECONDS[u] / per, a[2])
            for a in amounts
            if a[0] in ("num", "count") and (u := next((_s for w in words(a[2]) if (_s := stem(w)) in _SECONDS), None))
        ] or keyed
    amounts = [a for a in amounts if a[0] != "num"]
    wanted = [a for a in amounts if (a[0] == unit if unit else a[0] not in ("money", "percent"))]
    if not unit and keyed:
        wanted = keyed  # ``--backup-retention-period 3`` for "at least 7 days of backup retention"
    if not unit and limit.unit not in ("count",):
        wanted = [a for a in wanted if stem(a[0]) == stem(limit.unit) or a[0] == "count"] or wanted
    if not wanted and limit.unit == "count" and not keyed:
        wanted = [a for a in amounts if a[0] == "money"]  # "invoices over 10000": the amount is the money
    if not wanted:
        return None, ""
    for unit_, value, key in wanted:
        if unit_ == "money" and limit.op == "gt":
            value = abs(value)  # ``--amount=-10000`` on a balance: a credit of 100, not minus 100
        if (limit.op == "gt" and value > limit.value) or (limit.op == "lt" and value < limit.value):
            return True, f"{key}={value:g} is {limit.text}"
    return False, ""


def _time_ok(t: TimeLimit, call: CallView) -> tuple[bool | None, str]:
    if t.kind == "weekday":
        if not call.weekdays:
            return None, ""
        return (t.value in call.weekdays), f"on {_WEEKDAYS[t.value].capitalize()}"
    if not call.times:
        return None, ""
    for hour, minute, _ in call.times:
        if t.kind == "before" and hour < t.value and (t.value != 0):
            return True, f"at {hour:02d}:{minute:02d}, {t.text}"
        if t.kind == "after" and (hour >= t.value if t.value else hour < 6):
            return True, f"at {hour:02d}:{minute:02d}, {t.text}"
    return False, ""


def _times_ok(bounds: tuple[TimeLimit, ...], call: CallView) -> tuple[bool | None, str]:
    """Any bound broken breaks the rule ("before 9 or after 5"); all kept keeps it."""
    results = [_time_ok(t, call) for t in bounds]
    broken = next((r for r in results if r[0]), None)
    if broken:
        return broken
    if all(r[0] is False for r in results):
        return False, ""
    return None, ""


def match_call(rule: str | RuleSpec, call: CallView) -> Match | None:
    """The best match of ``call`` against ``rule``, or None when the call does not break it."""
    spec = parse_rule(rule) if isinstance(rule, str) else rule
    if not spec.restricts:
        return None
    best: Match | None = None
    command_acts = any(op.strong and op.source != "description" for op in call.ops)
    for op in call.ops:
        if op.source == "description" and command_acts and not _weak_only(call):
            continue
        acts = (frozenset({"read"}) if op.dry else expand(op.actions)) | {"use"}  # any call uses what it names
        if "public" in op.tokens | call.context and acts - V.READ_ACTIONS - {"export", "reveal", "use"}:
            acts = acts | _EXPOSE  # ``--acl public-read``, ``allUsers``, ``0.0.0.0/0``: opening to everyone
        hit = spec.actions & acts
        if not hit:
            continue
        if "reboot" in spec.action_words and "servic" in op.tokens and not op.tokens & {"host", "reboot"}:
            continue  # "don't reboot the hosts": restarting one service on a host does not reboot it
        if hit == {"expose"} and not op.actions & {"expose", "publish"} and "public" not in op.tokens | call.context:
            continue  # a rule about making things public: a private grant or ACL is not exposure
        cond_detail = ""
        if spec.cond is not None:
            held = C.holds(spec.cond, call.text + " " + call.description, _call_words(call))
            if held and spec.cond.mode == "not_off" and "bypass" in op.actions and set(spec.cond.words) & op.tokens:
                held = False  # ``gh pr merge --admin``: the merge itself goes past the checks
            if held:
                continue  # ``DELETE ... WHERE id = 7`` for "no DELETE without a WHERE"; ``kill -TERM``
            if held is False:
                cond_detail = f"condition not met ({spec.cond.text or ' '.join(spec.cond.flags)})"
        pool = _categories(_KINDS.restore(op.tokens | call.context | op.content, spec.targets))
        if _PRIMARY & set(spec.targets) and pool & _DB_WORDS and not pool & _NOT_PRIMARY:
            pool = pool | {"primary"}  # a database host with no replica marker is the one that takes writes
        if spec.only:
            m = _outside(spec, op, call, pool, hit)
            if m and (best is None or m.confidence > best.confidence):
                best = m
            continue
        if spec.paths and not all(_path_in(p, op.where or call.text) for p in spec.paths):
            continue
        if spec.domains and not any(d in call.text.lower() for d in spec.domains):
            continue  # "dns for acme.com": a record in acme.dev is another domain
        required = spec.targets
        covered = _cover_all(required, pool)
        if any(_qualified_only(t, c, pool) for t, c in covered):
            continue  # ``--repository testpypi``, ``-n payments-sandbox``: a stand-in, not the real one
        required, covered = _platform_optional(required, covered, pool)
        coverage = len(covered) / len(required) if required else 1.0
        if any(_is_name(t) or t in spec.names or t in _REQUIRED for t in required if t not in {c[0] for c in covered}):
            continue  # a name ("acme-api", "the backups bucket") or category ("public") is the point of the rule
        if op.content and not spec.speech:
            strict = _categories(_KINDS.restore(op.tokens | call.context, spec.targets))
            if any(_covers(t, strict) is None for t in required if t in spec.names or t in _REQUIRED):
                continue  # "the security repo" named only in an issue's title is not that repo
        if spec.bucket_itself and "object" in op.tokens and not {"all", "everyth", "recursiv"} & pool:
            continue  # one object in the bucket is not the bucket
        if spec.whole and not {"all", "everyth"} & pool:
            continue  # "the whole cache": purging one path is not purging all of it
        if coverage < MIN_TARGET_COVERAGE:
            continue
        if spec.head and spec.head not in {c[0] for c in covered} and op.source != "description":
            continue
        details = []
        if covered:
            details.append(
                "target "
                + ", ".join(f"{t!r}" if t == c else f"{t!r} as {call.raw_words.get(c, c)!r}" for t, c in covered)
            )
        conf = 0.6 + 0.2 * coverage + (0.1 if op.strong else -0.05)
        if cond_detail:
            details.append(cond_detail)
        if spec.envs:
            envs = {e for t in pool if (e := _ENVS.get(t))}
            if not envs & spec.envs:
                continue
            src = next((call.raw_words.get(t, t) for t in sorted(pool) if _ENVS.get(t) in spec.envs), "")
            details.append(f"environment {sorted(envs & spec.envs)[0]} from {src!r}")
            conf += 0.05
        if spec.limit:
            ok, why = _limit_ok(
                spec.limit, op.amounts + [a for o in call.ops for a in o.amounts if o is not op], spec.targets
            )
            if ok is False or (ok is None and spec.limit.unit != "money"):
                continue
            if ok:
                details.append(why)
                conf += 0.05
            else:
                details.append(f"amount unknown ({spec.limit.text})")
                conf -= 0.15
        if spec.time:
            ok, why = _times_ok(spec.times or (spec.time,), call)
            if ok is False:
                continue
            details.append(why or f"time unknown ({spec.time.text})")
            conf -= 0 if ok else 0.15
        action = sorted(hit - {"write"} or hit)[0]
        m = Match(spec.text, action, op.text[:200], tuple(details), round(min(0.99, max(0.5, conf)), 2), spec.approval)
        if best is None or m.confidence > best.confidence:
            best = m
    return best


_VENDORS = frozenset(stem(v) for v in V.VENDORS)


def _platform_optional(
    required: tuple[str, ...], covered: list[tuple[str, str]], pool: set[str]
) -> tuple[tuple[str, ...], list[tuple[str, str]]]:
    """A platform the rule names ("zendesk tickets") that the call does not spell is not required
    when the call names no platform at all and covers the rule's other nouns (``merge_tickets``);
    a call on another platform (``freshdesk_merge``) still has to name the rule's."""
    done = {t for t, _ in covered}
    missing = [t for t in required if t not in done]
    if not missing or not all(t in _VENDORS for t in missing) or len(missing) == len(required) or pool & _VENDORS:
        return required, covered
    return tuple(t for t in required if t in done), covered


_EXPOSE = expand({"expose"})
_REQUIRED = frozenset(stem(w) for w in V.REQUIRED_CATEGORIES)
_DB_HOST_PARTS = frozenset(stem(w) for w in V.DB_HOST_PARTS)
_OWNERS = {stem(k): frozenset(stem(w) for w in v.split()) for k, v in V.OWNERS.items()}


def _categories(pool: set[str]) -> set[str]:
    """The call's nouns plus the categories they imply: a ``pg-main-01`` host is a ``db`` host,
    a Stripe subscription a ``customer``'s (``tool_vocab.DB_HOST_PARTS``, ``tool_vocab.OWNERS``)."""
    extra = {"db"} if pool & _DB_HOST_PARTS else set()
    extra |= {owner for owner, nouns in _OWNERS.items() if pool & nouns}
    return pool | extra if extra else pool


def _call_words(call: CallView) -> set[str]:
    """Stems of every word of a call's arguments and description (what a condition looks for)."""
    return {stem(w) for w in words(call.text + " " + call.description)}


_PRIMARY = frozenset({"primary", "master", "writer"})
_DB_WORDS = frozenset({"databas", "postgr", "mysql", "db", "rd", "mongo", "mongodb", "redis", "host"})
_REPLICA_WORDS = frozenset(
    {"replica", "ro", "read", "readonly", "reader", "standby", "secondary", "follower", "slave", "analytic", "~primary"}
)
#: A database that takes no production writes: a replica, or the local one.
_NOT_PRIMARY = _REPLICA_WORDS | {"localhost", "127"}


#: Environments an allow-list treats as one ("only the sandbox keys": test keys are sandbox keys).
_SAME_ENV = {"test": "dev"}


def _outside(spec: RuleSpec, op: Op, call: CallView, pool: set[str], hit: frozenset[str]) -> Match | None:
    """An allow-list rule: the call performs its action somewhere the rule does not allow.
    Unknown places (no environment, no path) are not outside: the matcher stays conservative."""
    action = sorted(hit - {"write"} or hit)[0]
    where = ""
    if spec.envs:
        envs = {e for t in pool if (e := _ENVS.get(t))}
        envs = {_SAME_ENV.get(e, e) for e in envs}
        if not envs or envs & {_SAME_ENV.get(e, e) for e in spec.envs}:
            return None
        where = f"environment {sorted(envs)[0]}, allowed only {sorted(spec.envs)[0]}"
    elif spec.paths:
        outside = [w for w in op.where.split() if not any(_path_in(p, w) for p in spec.paths)]
        if not outside:
            return None
        path = outside[0]
        where = f"path {path} outside {', '.join(spec.paths)}"
    elif spec.targets:
        if not op.strong or op.source == "description" or hit <= {"read"}:
            # "show only the names", "list only open tickets": an allow-list of what to read says
            # what to output, not where the agent may act (a place still counts: "only query staging")
            return None
        covered = _cover_all(spec.targets, pool)
        if covered:
            return None
        where = f"not on {', '.join(spec.targets)}"
    else:
        return None
    conf = 0.7 + (0.1 if op.strong else -0.05)
    return Match(spec.text, action, op.text[:200], (where,), round(conf, 2), spec.approval)


#: Parts of a hyphenated modifier ("long-running", "read-only", "pre-commit"), not a name.
_MODIFIER_PARTS = frozenset(
    "long short high low read write only wide running runn term time level facing based free side real full half world "
    "pre non multi self all in out up down on off top end per".split()
)


def _is_name(target: str) -> bool:
    """A hyphenated rule word that names one thing ("acme-api", "cert-manager", "billing-v3")."""
    if "+" not in target or "|" in target:
        return False
    return not any(p in _MODIFIER_PARTS for p in target.split("+"))


def _path_in(path: str, text: str) -> bool:
    """A rule's path (``/etc``, ``.env``) names the call's path itself or a parent of it."""
    p = path.rstrip("/")
    if p.startswith(".") and "/" not in p:  # ``.env`` covers ``.env.production``, not ``.env.example``
        after = r"(?![\w-]|\.(example|sample|template|dist|tmpl|defaults?|schema)\b)"
    else:
        after = r"(?![\w-]|\.[a-z])"
    return re.search(r"(?<![\w.~-])" + re.escape(p) + after, text) is not None


def _weak_only(call: CallView) -> bool:
    """True when every non-description op is weak (unknown program, script, bare write)."""
    return all(not op.strong for op in call.ops if op.source != "description")


def match(rule: str, tool: str, arguments: Mapping[str, Any] | None, description: str = "") -> Match | None:
    """Parse and match in one step: ``match(rule_text, "Bash", {"command": ...})``."""
    return match_call(rule, read_call(tool, arguments, description))


def from_host_call(call: Mapping[str, Any]) -> tuple[str, dict[str, Any], str]:
    """(tool, arguments, description) from a Claude Code PreToolUse payload, an OpenAI
    ``tool_calls`` item (arguments as a JSON string) or an MCP ``tools/call`` params object."""
    if "tool_name" in call:
        tool_input = call.get("tool_input")
        args = dict(tool_input) if isinstance(tool_input, Mapping) else {"input": str(tool_input)}
        return str(call["tool_name"]), args, str(args.get("description") or "")
    if isinstance(call.get("function"), Mapping):
        fn = call["function"]
        raw = fn.get("arguments") or "{}"
        args = json.loads(raw) if isinstance(raw, str) else dict(raw)
        return str(fn.get("name", "")), dict(args), str(args.get("description") or "")
    args = dict(call.get("arguments") or call.get("input") or {})
    return str(call.get("name", "")), args, str(args.get("description") or "")


def call_text(call: Mapping[str, Any]) -> str:
    """A host call rendered as plain text for the guard's pair head (see ``ledger.call_text``)."""
    from pinlane.ledger.call_text import call_text as render

    return render(call)
