"""Rules that change: a user turn that releases or amends a pinned rule, and what the ledger does.

Detection is a pair decision over (pinned rule, new user turn), made by a transparent scorer:
lexical and structural features, each with a named weight, summed into a score per label.

- Release cues: explicit permission ("you can now", "go ahead and", "feel free to"), lifting
  words ("forget what I said about", "ignore my earlier", "no longer", "lift the freeze"), and
  the rule's condition reported done ("the resync finished").
- Amend cues: "make that", "change it to", "instead", "actually, ...", "but still".
- Target: the rule's own content words (action, object, condition) found in the turn.
- Keeps: questions, negations ("not yet", "don't ... yet"), future conditions ("once it
  finishes, you can"), restatements ("remember, ..."), and cues whose words name another target.

Only user turns are scored: assistant, tool, document and system text never releases anything,
whatever it says ("restriction lifted"), so a prompt injection cannot unpin a rule.

Policy (``apply_user_turn``): a confident release retires the rule; a confident amendment
retires it and pins the new words verbatim, linked to the old rule; an unsure pair becomes a
question in the task state's safety net. A prohibition is released only on explicit words (a
condition reported done is not enough: the ledger asks). With ``confirm_releases`` the rule stays
in force, marked pending, and the guard asks the agent to confirm with the user first. Every
change is in the store's ``rule_history`` with the turn that caused it.

The weights were tuned on the dev half of ``benchmarks/release/`` only; the held-out half
measures them (``python benchmarks/release_bench.py``). Amendments stated as the rule with a
change (``_changed_rule``) and the phrasings of ``dev2.jsonl`` and ``check.jsonl`` (hand-written,
other scenarios) were added on those two sets (``--dialogues``); those of ``dev3.jsonl`` and
``check2.jsonl`` in three modules of their own: ``release_objects`` (where a permission's leftover
words stand: another object, or a qualifier), ``release_idioms`` (permission that depends on the
rule's words) and ``release_amends`` (the rule turned around or widened, numbers in words). The
precision fixes after ``check3.jsonl`` (a set weighted toward turns that look like releases) narrow
those mechanisms: a thing declared fine must be the rule's thing, not the object of its act nor
what a demanding rule asks for; a sibling of the forbidden act is another act (``release_acts``);
hypotheticals are asked; a "but" that holds is not applied; a prohibition is amended only by one.
After ``dev4.jsonl`` (busy users: lifts buried after a reason, the rule named by its act, a pronoun
or a synonym, only the new value given): the forbidden act ordered as "deploy away" or "send it"
(``release_idioms.ordered_act``, the pronoun checked to point at the rule), "drop the formal tone"
(``release_idioms.dropped``), acts that cover others ("reach" for calls and texts), reason clauses
("..., so", "the experiment ended") kept out of where the permission's object stands, a value in
words or a number joined to the rule's own, the rule's comparator given another value
(``release_amends.slot_value``), a pronoun after the rule's verb standing for its object
(``release_amends.standing_for``), and a cap on a forbidden act read as an amendment.
After ``check4.jsonl`` (a second set of look-alikes), ``release_guards`` narrows those readings: a
value inside the rule's bound or hours, "no need to" about another act, a denied part ("no
force"), a promised or met demand, a pronoun after another thing made or cleared, another place,
time, day, path or audience, an order narrowed with "only" or naming the noun owned by someone.
"""

from __future__ import annotations

import logging
import re
import weakref
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from pinlane.ledger.pinned import Rule, quote
from pinlane.ledger.release_acts import sibling_act
from pinlane.ledger.release_amends import (
    flipped,
    own_comparator,
    slot_value,
    spelled_numbers,
    standing_for,
    widened,
)
from pinlane.ledger.release_audience import other_audience
from pinlane.ledger.release_caps import cap_dropped
from pinlane.ledger.release_choice import choice_left
from pinlane.ledger.release_guards import (
    denied_part,
    done_for_other,
    inside_bound,
    inside_hours,
    kept_inside,
    later_permission,
    made_other,
    met_before,
    narrowed_need,
    other_place_or_time,
    owned_instead,
    participle_met,
    promised_demand,
    unrelated_need,
    within_bound,
)
from pinlane.ledger.release_idioms import (
    able,
    dropped,
    imperative,
    needless,
    ordered_act,
    plain_phrasal,
    reason_only_negation,
    same_root,
)
from pinlane.ledger.release_objects import ONE_OFF, other_object, replaced_modifier
from pinlane.ledger.release_phrases import (
    AMEND_PATTERNS,
    HELD_BACK,
    RELEASE_PATTERNS,
    relayed_grant,
    state_is_condition,
    trailing_reason,
    value_cue_unfit,
)
from pinlane.ledger.release_restated import restated_whole
from pinlane.ledger.release_scope import scoped
from pinlane.ledger.release_swapped import object_swapped

if TYPE_CHECKING:
    from pinlane.ledger.core import Ledger
    from pinlane.ledger.history import Message

log = logging.getLogger("pinlane.ledger")

LABELS = ("release", "amend", "keep")
#: Score at or above which a release or amendment is applied without asking.
CONFIDENT = 1.0
#: Score at or above which the pair is asked about in the safety net (below: nothing happens).
UNSURE = 0.5
#: Roles whose text may release or amend a rule: the user's only.
RELEASE_SOURCES = frozenset({"user"})

_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u2014": ",", "\u2013": ","})
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_STOP = frozenset(
    "a an the to of in on at for and or but with any anything all whatever you your yours do does did "
    "not no never don't dont doesn't avoid without please ever is are was were be been it its it's this "
    "that these those from by as until till while make sure must should shall can cannot can't won't "
    "will would could i i'm me my we our us they them their he she her him his ok okay now just "
    "u ur teh pls plz still again also so go ahead feel free fine good yet more up out off over done finished "
    "there here then than when once if after before about what said rule earlier say thing things "
    "let let's get got have has had need needs want keep only always under at most least "
    "anymore longer instead actually right back everything else everywhere anywhere anytime "
    # numbers in words, like digits, are values, not words of a thing
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand".split()
)


def _stem(word: str) -> str:
    if word.endswith("ings") and len(word) > 7:
        word = word[:-1]
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    for suffix in ("ing", "ed", "es", "s", "e"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            stem = word[: -len(suffix)]
            if suffix in ("ing", "ed") and stem[-1] == stem[-2] and stem[-1] not in "aeioulsz":
                stem = stem[:-1]  # "running" -> "run", "flipped" -> "flip"
            return stem
    if len(word) == 3 and word[2] == "s" and word[1] not in "aeiou":
        return word[:2]  # a short plural: "prs" -> "pr", "ids" -> "id" (not "bus", "gas")
    return word


_CONTRACTION = re.compile(r"'(?:s|re|ll|ve|d|m)$")


def _bare(word: str) -> str:
    """ "laundry's" -> "laundry", "i'll" -> "i": a possessive or contraction is not a word of its own
    (stop words keep their form: "it's", "don't")."""
    return word if word in _STOP else _CONTRACTION.sub("", word)


def content_words(text: str) -> set[str]:
    """Stemmed words that carry a rule's meaning (stop words, cue words and numbers dropped)."""
    words = (_bare(w) for w in _WORD.findall(text.lower().translate(_APOSTROPHES)))
    return {_stem(w) for w in words if w not in _STOP and not w.isdigit()}


def _rx(*patterns: str) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p})" for p in patterns), re.I)


#: A number, in digits or in words ("three meetings", "one hour").
_NUM = (
    r"(?:[$£€]?\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|"
    r"fifty|sixty|ninety|hundred)\b)"
)

#: Explicit permission or lifting words: enough to release even a prohibition.
EXPLICIT_RELEASE = _rx(
    r"\b(?:you|u) (?:can|may)(?!'t|not| not|n't)(?: now| go ahead(?: and)?| \w+ now)?\b",
    r"\b(?:you're|you are|you're now|you are now) (?:free|allowed|clear|cleared|good|ok|okay|fine|unblocked) to\b",
    r"\bgo ahead\b",
    r"\bfeel free to\b",
    r"\b(?:it's|it is|that's|that is|its) (?:now )?(?:fine|ok|okay|safe|alright|all right) to\b",
    r"\b(?:ok|okay|safe|fine|alright) to\b[\w ,'-]{0,60}?\b(?:now|again|from now on|from here on)\b",
    r"\bforget (?:what i said|my|about|the|that|it)\b",
    r"\b(?:ignore|disregard|scratch|drop|lift|cancel|revoke|rescind|retract|undo|remove|withdraw)\b[\w ,'#/$.-]{0,30}?"
    r"\b(?:rule|restriction|ban|instruction|request|constraint|limit|freeze|hold|moratorium|embargo|"
    r"what i said|earlier|before|requirement|policy|thing)\b",
    r"\bno longer (?:need|needs|necessary|required|applies|apply|matters|relevant|a concern|an issue|in effect|"
    r"in force|holds|stands)\b",
    r"\b(?:don't|do not|dont|no) (?:need|have) to\b",
    r"\bno need to\b",
    r"\bnot (?:needed|necessary|required) (?:anymore|any more|now)\b",
    r"\b(?:doesn't|does not) apply\b",
    r"\bnever ?mind\b",
    r"\b(?:rule|restriction|ban|freeze|hold|limit|cap|requirement|embargo|thing)\b[\w ,'#/$.-]{0,20}\b(?:is|are) "
    r"(?:lifted|off|cancelled|canceled|void|withdrawn|gone)\b",
    # "prod deploys are back on", "the migration is unblocked", "X doesn't matter anymore"
    r"\b(?:is|are|'s|'re) (?:now )?(?:back on(?: the (?:menu|table|list|calendar|agenda|schedule))?|unblocked|"
    r"allowed again|permitted again)\b",
    r"\b(?:doesn't|does not|don't|do not) matter\b",
    r"\bno more\b[\w ,'#/$.-]{0,20}\b(?:cap|limit|rule|restriction|ban|requirement|freeze)\b",
    r"\bwhenever you(?:'re| are) ready\b",
    r"\b(?:don't|do not|dont) care about\b",
    r"\b(?:i|we) (?:don't|do not|dont) care (?:what|how|when|where|whether|if)\b",  # "I don't care what it costs"
    r"\b(?:is|are|'s|'re) (?:all )?yours(?: now)?\b",  # "the linter config is all yours now"
    r"\byou can stop\b",
    r"\bstop (?:\w+ing)\b",
    r"\bresume\b",
    r"\b(?:unfreeze|unblock|unpause)\b",
    r"\bgreen light\b",
    r"\bgood to go\b",
    r"\b(?:all )?clear to\b",
    r"\bwhenever you (?:want|like)\b",
    r"\boff the hook\b",
    r"\bconsider yourself (?:cleared|free|allowed|unblocked|released)\b",
    r"\b(?:giving you|you have|here's|you've got) the (?:go-ahead|green light|all-clear|all clear|ok|okay)\b",
    r"\b(?:i'm |i am |we're |we are )?(?:dropping|removing|scrapping|retiring|cancelling|canceling|killing|ditching) "
    r"(?:the|that|this|my)\b[\w ,'-]{0,40}?\b(?:rule|restriction|ban|limit|requirement|instruction|cap)\b",
    r"\btreat\b[\w ,'-]{0,40}?\bas (?:cancelled|canceled|void|gone|lifted|retired|dropped)\b",
    r"\bno longer (?:restricted|forbidden|banned|off limits|off-limits|blocked|required|needed)\b",
    r"\b(?:rule|restriction|ban|limit|requirement)\b[\w ,'-]{0,40}?\b(?:is|'s) dead\b",
    r"\bit's approved\b",
    r"\b(?:don't|do not|dont) bother\b",
    r"\byes,? (?:do it|go ahead|please)\b",
    # dev4: "don't worry about the grocery budget", "the afternoons are up for grabs now", "the photos
    # can go up now", "refund whatever amount you think is fair", "peanuts are back on the menu"
    r"\b(?:don't|do not|dont) worry about\b",
    r"\bup for grabs\b",
    r"\bfair game\b",
    r"\bcan (?:go up|go live|go out) now\b",
    r"\bwh(?:atever|erever|enever|ichever)\b[\w ]{0,25}?\b(?:you|u) (?:think|feel) (?:is |are )?"
    r"(?:fair|best|right|reasonable|sensible|appropriate)\b",
    r"\b(?:i'm|i am) (?:fine|ok|okay|happy|good) with\b",
    r"\bas you see fit\b",
    r"\b(?:however|whatever|as much as|as often as|as long as|as loud as|as many as) (?:you|it) "
    r"(?:like|want|wish|need|needs|takes)\b",
    r"\b(?:is|are|'s|'re) (?:now )?optional\b",
    r"\b(?:limit|cap|rule|ban|restriction|box|requirement)'s (?:off|gone|lifted|over)\b",
    r"\bnot fussed\b",
    r"\bfreely\b",
    r"\bfine (?:with|by) me\b",
    r"\bcan (?:go out|go ahead|proceed|happen|resume) now\b",
    r"\bno problem if you\b",
    r"\b(?:i'm|i am) (?:fine|ok|okay|happy) with you\b",
    r"\bi (?:no longer|don't|do not) mind if you\b",
    r"\b(?:take back|retract|withdraw) what i (?:said|told you)\b",
    r"\b(?:disregard|ignore|forget) what i (?:said|told you|wrote)\b",
    r"\b(?:i'm |i am )?lifting the (?:rule|ban|restriction|limit|freeze|hold|requirement)\b",
    r"\b(?:is|are) (?:now )?(?:fine|ok|okay|allowed|permitted|approved|alright) "
    r"(?:now|again|from (?:here|now) on|today|tonight|this (?:week|month|time))\b",
    r"\b(?:totally|perfectly|completely) (?:fine|ok|okay)(?: now)?\b",
    r"\bgo for it\b",
    # "use as many headings as you want", "query it all you like"
    r"\bas (?:many|much|often|long|far)\b[\w ]{1,30}\bas (?:you|it) (?:like|want|wish|need|needs|takes)\b",
    r"\ball you (?:like|want|need)\b",
    r"\bwe're (?:good|clear|ok|okay|fine) to\b",
    r"\b(?:permission|approval) (?:granted|given)\b",
    r"\byou have my (?:ok|okay|blessing|approval|permission|go-ahead)\b",
    r"\b(?:retire|un-?pin|scrap|ditch|kill|delete|remove) (?:the|that|this|my)\b[\w ,'-]{0,40}?\b(?:rule|restriction|"
    r"ban|limit|requirement|instruction|cap)\b",
    r"\b(?:rule|restriction|ban|freeze|limit|cap|requirement|instruction)\b[\w ,'-]{0,40}?"
    r"\b(?:is|are) (?:now )?(?:lifted|off|"
    r"gone|retired|cancelled|canceled|void|withdrawn|dropped|scrapped|history)\b",
    r"\bconsider (?:the|that|this)\b[\w ,'-]{0,40}?\b(?:rule|restriction|ban|limit|requirement)\b"
    r"[\w ]{0,10}\b(?:gone|lifted|"
    r"retired|dead|void|over)\b",
    r"\b(?:no longer|not) a rule\b",
    r"\bwe're done with (?:the|that)\b",
    # dev3: "skip the canary step", "add whatever deps you need", "the afternoons are open again",
    # "i've given up on that rule", "scrap it"
    r"\bskip (?:the|that|this|those|these|it|them)\b",
    r"\bwh(?:atever|erever|enever|ichever)\b[\w ]{0,25}?\b(?:you|u) (?:need|like|want|see fit)\b",
    r"\b(?:is|are|'s|'re) (?:now )?(?:open|back open|reopened|unlocked) (?:again|now)\b",
    r"\b(?:i've|i have|we've|we have) given up on (?:the|that|this|my)\b",
    r"\b(?:scrap|ditch) (?:it|that|this)\b",
    r"\b(?:turn|switch|put|bring)\b[\w' -]{1,30}?\bback on\b",  # "turn the nightly job back on"
    r"\banymore\b",
    r"\bany ?more\b",
    *RELEASE_PATTERNS,  # check6 (release_phrases)
)
#: A reported end of the rule's condition ("the resync finished", "the freeze is over").
CONDITION_DONE = _rx(
    r"\b(?:is|are|has|have|'s|was|got)?\s*(?:done|finished|complete|completed|over|merged|fixed|"
    r"resolved|signed|approved|shipped|landed|passed|green|wrapped up|through|back up|back online|live|"
    r"closed|ended|deployed|released|out)\b",
    r"\bfinished\b",
    r"\bcompleted\b",
    r"\bwent (?:fine|well|ok|okay|smoothly|through)\b",
    r"\b(?:looks?|look) (?:good|right|fine|ok|okay|correct)\b",
)
AMEND = _rx(
    # not "my nephew can't make it after all" (attend)
    r"(?<!can't )(?<!cannot )(?<!couldn't )(?<!won't )(?<!didn't )(?<!not )\bmake (?:that|it)\b(?! after all| in time)",
    r"\bmake (?:the |my |our |your )?[\w' -]{0,30}?[$£€]?\d",
    r"\b(?:bump|raise|lower|increase|decrease|cut|extend|reduce|move|change|set|push)\b[\w' -]{0,30}?\bto\s+[$£€]?\d",
    r"\bswitch (?:over |everything |it all |all of it |them |it )?to\b",
    r"\b(?:cap|limit) (?:it|that|them|this) (?:at|to)\b",  # "cap it at 1000 calls per hour"
    r"\bgo with\b",
    r"\bchange (?:that|it|the \w+)(?: \w+)? to\b",
    r"\b(?:switch|bump|raise|lower|increase|decrease|cut|move|extend|relax|loosen|tighten|reduce|up)"
    r" (?:that|it|the \w+)(?: \w+)?(?: up| down)? to\b",
    # "drop it to 5", not "drop the email to the vendor" (a recipient, no value)
    rf"\bdrop (?:that|it|the \w+)(?: \w+)?(?: down)? to\s+{_NUM}",
    r"\binstead\b",
    r"\brather than\b",
    r"\bbut still\b",
    r"^\s*(?:ok,? |okay,? |hmm,? )?actually\b",
    r"\blet'?s (?:say|make it|go with)\b",
    rf"\blet'?s do (?={_NUM})",  # "lets do 9 instead", not "let's do lunch"
    r"\bturn\b[\w' -]{1,30}?\b(?:up|down) to\b",  # "turn staging logs up to DEBUG"
    r"\bnew (?:rule|limit)\b",
    r"\bfrom now on,? (?:it's|its|the)\b",
    r"\b(?:scratch|strike) that\b",
    r"\bcorrection\b",
    r"\bchange of plans?\b",
    r"\bon second thought\b",
    r"\blet me (?:revise|rephrase|amend|change|correct|update) (?:that|it|this|the)\b",
    r"\b(?:small|one|quick|slight) change\b",
    r"\b(?:update|amend|revise|change|modify|adjust|tweak|rewrite) the [\w' -]{1,40}? "
    r"(?:rule|limit|requirement|restriction)\b",
    r"\breplace the [\w' -]{1,40}? with\b",
    r"\bthat replaces\b",
    r"\bnew (?:rule|limit|cap|requirement) (?:on|for|about|is)\b",
    r"^[\w' ]{0,25}[,:]?\s*actually,",
    *AMEND_PATTERNS,  # check6 (release_phrases)
)
#: A turn opening as a question. "do" only before its subject: "Do whatever case you like" and
#: "Do you know what, ... just send it" are imperatives (blind2, blind3: tuned on).
QUESTION_START = re.compile(
    r"^\s*(?:so |and |ok,? |okay,? |hey,? )?(?:did|do(?= (?:you|u|we|i|they|he|she)\b)(?! you know what\b)|does|can|"
    r"could|should|shall|is|are|was|were|have|has|will|would|why|what(?! i (?:said|told|wrote|asked))|when|how|"
    r"where|may|am)\b",
    re.I,
)
NEGATED = _rx(
    r"\bnot yet\b",
    r"\b(?:can't|cannot|can not|mustn't|shouldn't|won't|may not|mayn't)\b",
    r"\b(?:isn't|is not|aren't|are not|haven't|have not|hasn't|has not) (?:been )?"
    r"(?:lifted|over|off|gone|changed|cancelled)\b",
    r"\boff the table\b",
    r"\bnot (?:ready|so fast|allowed|permitted|ok|okay)\b",
    r"\bdon't even think\b",
    r"\bthe answer is (?:still )?no\b",
    r"\b(?:don't|do not|dont)(?! (?:need|have) to| need\b| worry| care| mind| bother)\b",
    r"\byet\b",
    r"\bhold off\b",
    r"\bwait (?:until|till|for)\b",
    r"\bstill (?:running|going|in progress|pending|not|no|off|forbidden)\b",
    r"\bremember\b",
    r"\breminder\b",
    r"\bkeep (?:not|avoiding|holding|following)\b",
    r"\bstays?\b",
    r"\bstill applies\b",
    r"\bstill holds\b",
    r"\bstill stands\b",
)
_NEW_RULE_NEGATION = re.compile(r"(?:don't|do not|never|no)\b", re.I)
#: Negation that holds the rule (not the opening of a new one): "not yet", "can't", "hold off".
_HARD_NEGATION = _rx(
    r"\bnot yet\b",
    r"\byet\b",
    r"\b(?:can't|cannot|can not|mustn't|shouldn't|won't|may not)\b",
    r"\bhold off\b",
    r"\bwait (?:until|till|for)\b",
    r"\bremember\b",
    r"\breminder\b",
    r"\bstays?\b",
    r"\bstill\b",
    r"\bkeep (?:not|avoiding|holding|following)\b",
)
#: Sarcasm: permission words that mean the opposite ("sure, go ahead and X, what could go wrong").
SARCASM = _rx(
    r"\bwhat could (?:possibly )?go wrong\b",
    r"\byeah,? right\b",
    r"(?:^|\s)/s\b",
    r"\bsaid no one\b",
    r"\bwho needs\b",  # "delete the raw rows, who needs history"
    r"\bas if\s*[.!]*\s*$",  # "send them, lol, as if"
    r"\b(?:sure|great idea|oh sure|oh great),? (?:go ahead|why not|let's just)\b.{0,80}\band "
    r"(?:take|bring|burn|crash|blow|set|break|wreck)\b[\w ]{0,30}\b(?:down|fire|up|everything|it all)\b",
    r"\b(?:take|bring) (?:the whole|everything|it all)\b[\w ]{0,20}\bdown\b",
    # "sure, drop the 45-minute cap, and wreck your knee": a go-ahead with the harm it does
    r"^\W*(?:sure|oh sure|yeah sure|great|fine)\b.{0,80}\band (?:wreck|ruin|break|destroy|blow out|kill)\b",
    r"\bwhile you're at it\b",
    r"\bset [\w ]{0,20}on fire\b",
    r"\bsee what breaks\b",
    r"\b(?:would|will|'d) (?:love|enjoy) (?:that|this)\b",  # "legal would love that"
)
#: A hypothetical, asked about like a question ("let's say you could push to main. what then?").
HYPOTHETICAL = _rx(
    r"\b(?:imagine|suppose|supposing|hypothetically|in theory|theoretically)\b",
    r"\b(?:let's|lets) say (?:you|i|we) (?:could|would|were|had|did)\b",
    r"\bwhat (?:then|would you do|would happen|if)\b",
)
FUTURE_CONDITION = _rx(
    # "know when" is not "now when"; "after all" and "when it fits" are no condition
    r"\b(?<!\bnow )(?<!\bthis )(?:once|when|whenever|if|as soon as|after)\b"
    r"(?! you(?: (?:want|like|wish|need|see fit)|'re ready| are ready| get a (?:chance|minute|moment|sec))"
    r"| (?:it|that) (?:suits|fits|works|helps|makes sense)|(?<=after) all\b|\s*[.!,]|\s*$"
    # "caffeine whenever is fine": any time, no condition
    r"|(?<=whenever) (?:is|'s) (?:fine|ok|okay|good)| works\b)",
    r"\b(?:eventually|at some point|someday|some day|one day|i bet|probably)\b",
    # undecided or wishful: "I'd like to lift it", "thinking about letting you", "I wish we could"
    r"\b(?:i'd like to|i would like to|i'm thinking about|i am thinking about|thinking of|considering|i wish)\b",
    r"\btomorrow\b",
    r"\blater\b",
    r"\bnext (?:week|time|month|quarter|year|sprint|release|monday|tuesday|wednesday|thursday|friday|saturday|"
    r"sunday)\b",
    # "in an hour you can push": a time still to come
    r"\bin (?:an?|a few|a couple of|\d+|two|three|four|five|ten|twenty|thirty) (?:minutes?|mins?|hours?|hrs?|days?|"
    r"weeks?|months?)\b",
)
_MARKERS = (
    r"ok|okay|actually|hmm|hm|oh|also|but|and|so|well|still|though|update|change of plans?|new rule|"
    r"one change|correction|small change|quick change|slight change|wait|alright|right|hey|fyi|cool|great|listen|"
    r"scratch that|strike that|on second thought|let me (?:revise|rephrase|amend|change|correct|update) "
    r"(?:that|it|this)|one more thing|quick one|good news"
)
_LEADING = re.compile(rf"^(?:(?:{_MARKERS}|just)\b[\s,:;.!-]*)+", re.I)
#: The markers an amendment's words lose: "just" stays when it opens the rule ("just mask the
#: last six digits" is the rule: only that), and goes only as a marker ("just fyi, ...").
#: "wait" and "update" are verbs too ("wait five minutes before ...", "update the log daily"):
#: markers only when punctuation follows ("wait, ...", "update: ...").
_VERB_MARKER = r"(?:wait|update)\b(?!\s*[,:;.!-])"
_LEADING_TEXT = re.compile(rf"^(?:(?!{_VERB_MARKER})(?:{_MARKERS}|just(?=[\s,]*fyi\b))\b[\s,:;.!-]*)+", re.I)
#: A sentence; a point between digits ("python 3.8", "$4.50") or inside a name ("console.log",
#: "gmail.com", "~/.ssh", ".zip"), a title's point before a name ("until Dr. Shah has reviewed
#: them", "Mr. Henley"), or a "!" opening a word ("!important"), ends none.
_TITLE = r"\b(?i:dr|mr|mrs|ms|mx|prof|sr|jr|st)\.(?=[ \t]+[A-Z])"
_SENTENCES = re.compile(rf"(?:{_TITLE}|[^.!?;\n]|\.(?=[\w/~])|(?<!\S)!(?=\w))+[.!?]*")
#: Words of release cues and of rule talk, never a target of their own.
CUE_WORDS = content_words(
    "whenever like want switch matter change plan correction instruction requirement rule restriction ban "
    "limit preference need needed "
    "anymore stop forget ignore earlier allowed free clear cleared fine okay safe lifted applies apply "
    "you're we're i'm thanks thank cheers thx hey fyi update listen consider gone told totally hook "
    "lifting lifted retire retired scrap scrapped drop dropped remov delet pin un problem mind wrote "
    "permission granted approved approval blessing alright great good cool yourself altogether treat cancelled "
    "canceled dead restricted ready final answer go-ahead whenever minute sure yes stuff cutoff step "
    "dollar buck euro quid cent away however wherever whichever anyone anybody everyone everybody wait"
)
#: Someone else's permission, relayed ("Bob said you can", "the tool says").
REPORTED = re.compile(
    r"(?<!\bi )(?<!\bwe )\b(?:said|says|told (?:me|us)|claims?|according to|asked (?:whether|if))\b", re.I
)
#: Where a clause starts without punctuation: a subject and a verb of news ("dont bother squashing
#: anymore we switched to merge queues").
_UNPUNCTUATED = r"\s+(?=(?:we|they)\s+(?:switched|moved|changed|dropped|turned|got|finished|have|had|already)\b)"
_CLAUSE = re.compile(rf"[,;]\s*|:\s+|\s+-+\s+|\s+so\s+(?=\w)|{_UNPUNCTUATED}")
_CLAUSE_SEP = re.compile(rf"((?:,\s*so\s+(?=\w))|[,;]\s*|:\s+|\s+-+\s+|\s+so\s+(?=\w)|{_UNPUNCTUATED})")
PRONOUN = re.compile(r"\b(?:it|them|that|this|her|him)\b", re.I)
PRONOUN_AMEND = re.compile(
    r"\b(?:make (?:that|it)|change (?:that|it)|let'?s (?:say|go with|make it)|let'?s do (?=[$£€]?\d|[a-z]+ty\b)"
    r"|bump (?:that|it)|push (?:that|it) (?:to|back)|move (?:that|it) to"
    r"|switch (?:that|it)"
    r"|up (?:that|it) to"
    r"|(?:raise|lower) (?:that|it)"
    r"|call it(?=\s+[$£€]?\d)"  # check6: "let's call it $500"
    r"|(?:shift|stretch|nudge) (?:that|it))\b",
    re.I,
)
#: A clause that states a rule ("no calls after 6pm", "don't rotate the partner keys").
RULE_LIKE = re.compile(
    r"\b(?:no|not|never|don't|do not|only|nothing|keep|at most|under|max|without|still|cap (?:it|them|that|at))\b", re.I
)
#: Words that name a rule of each kind ("the length limit", "the ban").
KIND_NOUNS = {
    "limit": re.compile(
        r"\b(?:limit|cap|max|maximum|budget|length|size|word count|distance|duration|price|cost|amount)\b", re.I
    ),
    "prohibition": re.compile(r"\b(?:ban|restriction|rule|freeze|block)\b", re.I),
    "requirement": re.compile(r"\b(?:requirement|rule)\b", re.I),
    "preference": re.compile(r"\b(?:preference|prefer)\b", re.I),
}
#: Negation words that are part of a release ("no longer", "don't need to", "don't care").
NOT_NEGATION = re.compile(
    r"\b(?:no longer|(?:don't|do not|dont) (?:need|have) to|(?:don't|do not|dont) need|no need|(?:don't|do not) care"
    r"|not (?:needed|necessary|required)|(?:isn't|aren't) (?:needed|necessary|required|mandatory))\b",
    re.I,
)
#: "I don't need you to push anymore": the user takes the act back, which lifts nothing.
_NOT_YOU = re.compile(r"\b(?:i|we) (?:don't|do not|dont|no longer) (?:need|want) (?:you|u) to\b", re.I)
#: Generic verbs that name the same action (a rule on "touching" the config is lifted by "edit it").
_EDIT = frozenset({"touch", "edit", "chang", "modify", "updat", "tweak", "alter"})
SYNONYMS: dict[str, frozenset[str]] = {
    **{w: _EDIT for w in _EDIT},
    "production": frozenset({"prod"}),
    "database": frozenset({"db"}),
    "dependency": frozenset({"dep", "packag", "library"}),
    "configuration": frozenset({"config"}),
    "repository": frozenset({"repo"}),
    "environment": frozenset({"env"}),
    "documentation": frozenset({"doc"}),
    "indent": frozenset({"indentation"}),
    "restart": frozenset({"reboot", "bounc"}),
    "call": frozenset({"phon", "ring"}),
    "schedul": frozenset({"book"}),
    # dev4: the same act or thing in other words ("ship to prod", "talk to the vendor", "add
    # whatever packages", "3.9 compat")
    "deploy": frozenset({"ship"}),
    "contact": frozenset({"reach", "talk", "speak"}),
    "compatibl": frozenset({"compat", "compatibility"}),
    "character": frozenset({"char"}),
    "minut": frozenset({"min"}),
    "hour": frozenset({"hr"}),
}
#: Acts that cover others: permission to "reach" someone lifts a rule on calling or texting them.
_TALK_ACTS = ("call", "text", "phon", "ring", "email", "messag", "contact")
_COVERING = {"reach": _TALK_ACTS, "tell": _TALK_ACTS, "inform": _TALK_ACTS, "notify": _TALK_ACTS}
for _general, _acts in _COVERING.items():
    for _act in _acts:
        SYNONYMS[_act] = SYNONYMS.get(_act, frozenset()) | {_general}
# a synonym works both ways: "indentation" in the rule, "indent" in the turn
for _word, _same in list(SYNONYMS.items()):
    for _other in _same:
        if _other not in _COVERING:
            SYNONYMS[_other] = SYNONYMS.get(_other, frozenset()) | {_word}


@dataclass(frozen=True)
class Detection:
    """One (rule, turn) pair's verdict.

    ``label`` is ``release``, ``amend`` or ``keep``; ``confident`` is True when the score reaches
    ``CONFIDENT`` (applied) and False in the unsure band (asked); ``new_text`` is the amendment's
    words, verbatim from the turn; ``features`` names what fired, for explanations and the bench.
    """

    rule_id: int
    label: str
    score: float
    confident: bool
    quote: str
    new_text: str = ""
    features: tuple[str, ...] = ()


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCES.findall(text) if s.strip()]


#: "as many CPU boxes as you want": the cue wraps a thing, which stays (it may be another one).
_WRAPPED = re.compile(
    r"\bas (many|much|often|long|far)\b([\w ]{1,30}?)\bas (you|it) (like|want|wish|need|needs|takes)\b", re.I
)


#: A free choice that names no thing: "whatever works (for people)", "whenever suits you".
_ANY_CHOICE = re.compile(r"\bwh(?:atever|enever|erever|ichever) (?:works|suits|fits)(?: (?:for|with) \w+)?\b", re.I)


def _no_criterion(text: str) -> str:
    return _BY_CRITERION.sub(lambda m: re.split(r"'s | is | are ", m.group(0))[0], text)


#: A choice by a criterion: "whatever flight's cheapest", "whichever hotel is closest" (the criterion names no thing).
_BY_CRITERION = re.compile(
    r"\bwh(?:atever|ichever) [a-z]+(?:'s| is| are) (?:the )?(?:[a-z]{2,}est|best|quickest)\b", re.I
)


def _cue_free(text: str) -> str:
    """The text without its permission words, keeping what "as many ... as you want" wraps."""
    return EXPLICIT_RELEASE.sub(" ", _WRAPPED.sub(r"as \1 as \3 \4 , \2", text))


def _relayed(head: str) -> bool:
    """Someone else's permission relayed ("Bob said you can push"), unless it is only the reason
    for the user's own permission after "so" ("the utils team told me they don't care anymore, so
    touch whatever you need")."""
    found = REPORTED.search(head)
    if not found:
        return False
    own = re.search(r"(?:,\s*|\s+)so\s+(.+)$", head[found.end() :], re.I)
    return not (own and EXPLICIT_RELEASE.search(own.group(1)) and not REPORTED.search(own.group(1)))


def _quotes_condition(text: str, rule: Rule) -> bool:
    """The text says the rule's condition in the rule's words ("before noon" for "Don't call the
    client before noon")."""
    from pinlane.ledger.core import condition_of

    cond = rule.condition or (condition_of(rule.text) if condition_of(rule.text) != rule.text else "")
    said = _norm(cond).strip(" .!").lower()
    return bool(said) and said in _norm(text).lower()


def _reason_clauses(head: str) -> set[int]:
    """Indices (in ``_clauses(head)``) of the clauses that say why, not what."""
    pieces = _CLAUSE_SEP.split(head)
    out: set[int] = set()
    i = 0
    seen_cue = False
    for k in range(0, len(pieces), 2):
        text = pieces[k].strip()
        if not text:
            continue
        sep = pieces[k + 1] if k + 1 < len(pieces) else ""
        explicit = EXPLICIT_RELEASE.search(text)
        if not explicit and (re.fullmatch(r"\s*,?\s*so\s*", sep or "x", re.I) or CONDITION_DONE.search(text)):
            out.add(i)
        elif not explicit and seen_cue and trailing_reason(text):
            out.add(i)  # "theme doesn't matter anymore, the new docs site has a toggle" (release_phrases)
        seen_cue = seen_cue or bool(explicit)
        i += 1
    return out


def _clauses(sentence: str) -> list[str]:
    return [c.strip() for c in _CLAUSE.split(sentence) if c.strip()]


def _norm(text: str) -> str:
    return text.translate(_APOSTROPHES)


def _rule_words(rule: Rule) -> tuple[set[str], set[str]]:
    """(words of the rule outside its condition, words of its condition)."""
    from pinlane.ledger.core import condition_of

    cond = rule.condition or (condition_of(rule.text) if condition_of(rule.text) != rule.text else "")
    if _norm(cond).strip(" .!").lower() == _norm(rule.text).strip(" .!").lower():
        cond = ""  # a "condition" that is the whole rule leaves nothing to match the rule by
    body = rule.text.replace(cond, " ") if cond else rule.text
    return _expand(content_words(body)), content_words(cond)


def _expand(words: set[str]) -> set[str]:
    out = set(words)
    for w in words:
        out |= SYNONYMS.get(w, frozenset())
    return out


def amend_text(sentence: str) -> str:
    """The amendment's words, verbatim: the cue sentence without leading discourse markers
    ("ok, actually, ...") and final punctuation; after "but (still)" or a "...:" lead-in, only
    what follows."""
    text = sentence.strip()
    low = _norm(text).lower()
    masked = _EXCEPT_BUT.sub(lambda m: "x" * len(m.group(0)), low)  # "anyone but X": no cut
    found = re.search(r"\bbut\b", masked) or _BUT.search(low)
    if found and _JOINED.match(low[found.end() :]) and not low[: found.start()].rstrip().endswith(","):
        found = None  # "go with friendly but professional instead": one value, not a kept part
    lead_in = _LEAD_IN.search(text)
    reason = _SO.search(low) if not found and not lead_in else None
    if found:
        text = text[found.end() :]
    elif lead_in:
        text = text[lead_in.end() :]
    elif reason:
        text = text[reason.end() :]
    text = _LEADING_TEXT.sub("", text.strip()).strip()
    return text.rstrip(" .!;,")


#: "anyone but the named insured", "all but the last 4": "but" meaning except, not a kept part.
_EXCEPT_BUT = re.compile(r"\b(?:anyone|anybody|everyone|everybody|everything|nothing|nobody|none|no one|all)\s+but\b")

#: The reason before an unpunctuated amendment: "the scale broke so switch to cups and spoons"
#: (the last " so ", with at least two words after it).
_SO = re.compile(r"^.*\sso\s+(?!that\b|far\b|much\b|many\b|long\b)(?=\S+\s+\S)")

#: A "...:" lead-in; the colon of a time ("9:30am") is not one.
_LEAD_IN = re.compile(r"(?<!\d):|:(?!\d)")

#: ", just no motorway driving": a restriction kept after a release, like "but".
_BUT = re.compile(r",\s+just\s+(?=(?:no|not|never|don't|do not|keep|only|leave|nothing|nobody)\b)", re.I)


#: What a "but" joins when it joins two words of one value: "friendly but professional (instead)".
_JOINED = re.compile(r"\s*[a-z-]+(?:\s+(?:instead|now|please|then))?\s*[.!]*\s*$", re.I)


def _split_but(sentence: str) -> tuple[str, str]:
    """("you can email her now", "still no calls after 6pm") for a "..., but ..." sentence."""
    found = re.search(r",?\s+-*\s*but\s+", sentence, re.I) or _BUT.search(sentence)
    if found and _JOINED.match(sentence[found.end() :]) and "," not in found.group(0):
        found = None
    if not found:
        return sentence, ""
    return sentence[: found.start()], sentence[found.end() :]


def score_pair(rule: Rule, text: str, *, role: str = "user", focus: bool = False) -> Detection:
    """Score one (pinned rule, turn) pair. Assistant, tool and system text always keeps.

    ``focus`` says the rule is the one under discussion (the previous user turn named it, or it
    was pinned last): a bare "make that 500 instead" can only mean that rule.
    """
    if role not in RELEASE_SOURCES:
        return Detection(rule.id, "keep", 0.0, False, "", features=(f"role:{role}",))
    return _score(rule, RuleWords.of(rule), Turn(text), focus)


_FUTURE_CLAUSE = re.compile(r"\b(?:once|after|as soon as|when|whenever|if|until|till|unless)\b[^,.;!?]*", re.I)


class RuleWords:
    """What the scorer reads of a rule, computed once per rule (not once per rule and sentence)."""

    __slots__ = ("body", "cond", "words", "numbers", "kind", "meta")

    def __init__(self, rule: Rule) -> None:
        self.body, self.cond = _rule_words(rule)
        self.words = content_words(rule.text)
        # "No more than three meetings a day": a number in words is the rule's value too
        self.numbers = set(_NUMBER.findall(rule.text)) | spelled_numbers(rule.text)
        self.kind = rule.kind
        self.meta = KIND_NOUNS.get(rule.kind)

    @staticmethod
    def key_of(rule: Rule) -> tuple[str, str, str]:
        return (rule.text, rule.condition, rule.kind)

    @classmethod
    def of(cls, rule: Rule, cache: WordsCache | None = None) -> RuleWords:
        if cache is None:
            return cls(rule)
        key = cls.key_of(rule)
        found = cache.get(key)
        if found is None:
            found = cache[key] = cls(rule)
        return found


class WordsCache(dict):  # type: ignore[type-arg]
    """``RuleWords`` of the rules in force, kept between turns; ``keep`` drops every other entry,
    so it never holds more than the active rules (which the ledger reads anyway)."""

    def keep(self, keys: Iterable[tuple[str, str, str]]) -> None:
        wanted = set(keys)
        for key in [k for k in self if k not in wanted]:
            del self[key]


class Clause:
    """One clause of a sentence's head, with its words."""

    __slots__ = ("text", "words", "explicit", "cue_free", "ordered", "verbs", "numbers", "loose")

    def __init__(self, text: str) -> None:
        self.text = text
        self.words = content_words(text)
        self.explicit = bool(EXPLICIT_RELEASE.search(text))
        self.cue_free = content_words(_cue_free(text))
        # The object slot: words after the first rule word ("restart [the database servers]").
        bare = (_bare(w) for w in _WORD.findall(_norm(_cue_free(text)).lower()))
        self.ordered = [_stem(w) for w in bare if w not in _STOP and not w.isdigit()]
        self.verbs = _verb_after_cue(text)
        self.numbers = set(_NUMBER.findall(text))
        #: words that widen or colour, never another target: "any day", "directly"
        low = _norm(text).lower()
        self.loose = {_stem(w) for w in re.findall(r"\b[a-z]{3,}ly\b", low)} | {
            _stem(m.group(1)) for m in re.finditer(r"\b(?:any|every|all)\s+([a-z]+)", low)
        }
        # "book whatever works for people": any choice, no thing named
        self.loose |= content_words(" ".join(m.group(0) for m in _ANY_CHOICE.finditer(low)))
        self.loose |= {w for m in _BY_CRITERION.finditer(low) for w in content_words(m.group(0).split()[-1])}


class Sentence:
    """The rule-independent features of one sentence of a turn, computed once per turn."""

    def __init__(self, sentence: str, before: str, sarcastic_turn: bool, hypothetical_turn: bool = False) -> None:
        s = plain_phrasal(_norm(sentence))
        head, tail = _split_but(s)
        self.sentence = sentence
        self.s = s
        self.head = head
        self.tail = tail
        # A cue's target is usually in its own sentence; the one before may name it ("the resync
        # finished. go ahead.").
        self.head_words = content_words(head)
        self.context = self.head_words | content_words(before)
        self.before = before
        self.explicit = EXPLICIT_RELEASE.search(head)
        self.amended = AMEND.search(s)
        self.clauses = [Clause(c) for c in _clauses(head)]
        #: clauses that give a reason, not the permission's object: before "so" ("quarter close went
        #: fine so approve ..."), or a report of something done ("the focus block experiment ended")
        self.reasons = _reason_clauses(head)
        self.head_clause = Clause(head)  # the cue clause when no clause names the rule
        self.head_cue_free = content_words(_cue_free(head))
        self.qualified = bool(QUALIFIED.search(s)) and not tail
        self.reported = _relayed(head)
        self.tail_words = content_words(tail)
        self.restated = bool(re.search(r"\bstill (?:stands|applies|holds)\b", tail, re.I))
        self.tail_rule_like = bool(RULE_LIKE.search(tail))
        self.rule_like = bool(RULE_LIKE.search(s))
        self.but = re.search(r"but", s)
        self.pronoun = bool(PRONOUN.search(head))
        self.pronoun_amend = bool(PRONOUN_AMEND.search(s))
        #: "switch to tabs (instead)": a new value for the requirement or preference in focus
        self.switch = bool(
            re.search(r"\b(?:switch|change|move|go) (?:over |everything |it all |them |it )?(?:to|with)\b", s, re.I)
        )
        self.numbers = set(_NUMBER.findall(s)) | spelled_numbers(s)
        self.question = (
            head.rstrip().endswith("?")
            or s.rstrip().endswith("?")
            or bool(QUESTION_START.search(head))
            or hypothetical_turn
        )
        self.sarcasm = bool(SARCASM.search(s)) or sarcastic_turn
        self.negated = (bool(NEGATED.search(head)) and not NOT_NEGATION.search(head)) or bool(_NOT_YOU.search(head))
        #: the only negation is the one that opens the amendment's new rule ("...: no red-eye
        #: flights instead"), with change words ("instead", "change of plan") and nothing that holds
        new_rule = amend_text(sentence) if self.amended else ""
        self.new_rule_negated = (
            bool(_NEW_RULE_NEGATION.match(new_rule))
            and not _HARD_NEGATION.search(s)
            and bool(re.search(r"\b(?:instead|change of plans?|new rule|from now on)\b", s, re.I))
        )
        # "no problem if you", "whenever you like": release words with an if/when are not a condition
        self.future = bool(FUTURE_CONDITION.search(EXPLICIT_RELEASE.sub(" ", head)))
        self._kinds: dict[str, tuple[bool, list[bool], bool]] = {}

    def names_kind(self, kind: str, meta: re.Pattern[str] | None) -> tuple[bool, list[bool], bool]:
        """(the sentence names a rule of this kind, which of its clauses do, whether its head does)."""
        if meta is None:
            return False, [False] * len(self.clauses), False
        found = self._kinds.get(kind)
        if found is None:
            found = self._kinds[kind] = (
                bool(meta.search(self.s)),
                [bool(meta.search(c.text)) for c in self.clauses],
                bool(meta.search(self.head)),
            )
        return found


class Turn:
    """A user turn split into sentences, each read once for every rule scored against it."""

    def __init__(self, text: str) -> None:
        raw = _sentences(text)
        sarcastic = bool(SARCASM.search(_norm(text)))
        hypothetical = bool(HYPOTHETICAL.search(_norm(text)))
        self.sentences = [
            Sentence(sentence, raw[i - 1] if i else "", sarcastic, hypothetical) for i, sentence in enumerate(raw)
        ]
        self.all_words = content_words(text)
        # the condition reported done, outside a future clause ("once the page is live, you can ..." is not)
        self.condition_done = bool(CONDITION_DONE.search(_FUTURE_CLAUSE.sub(" ", _norm(text))))
        #: every word any sentence's scoring can see: a rule sharing none of them keeps (see detect)
        self.words = self.all_words.union(*(x.context for x in self.sentences))
        #: every number of the turn: a rule may be named by its own ("the 40 dollar thing")
        self.numbers: set[str] = set().union(*(x.numbers for x in self.sentences)) if self.sentences else set()


def _score(rule: Rule, words: RuleWords, turn: Turn, focus: bool, *, verdicts_only: bool = False) -> Detection:
    """The best sentence's verdict. ``verdicts_only`` (``detect``, when no pair head reads the
    keeps) skips the sentences that can only keep: out of focus, with neither rule words nor
    condition words in reach and the condition not reported done, a release scores at most 0.1
    and an amendment 0.4, both under ``UNSURE``; a keep never replaces a release or amendment."""
    best: Detection | None = None
    done = bool(words.cond & turn.all_words) and turn.condition_done
    for sentence in turn.sentences:
        near = words.body & sentence.context or words.cond & sentence.context or words.numbers & sentence.numbers
        if verdicts_only and not (focus or done or near):
            continue
        d = _score_sentence(rule, words, sentence, done, focus)
        if best is None or (d.label != "keep" and (best.label == "keep" or d.score > best.score)):
            best = d
        elif best.label == "keep" and d.score > best.score:
            best = d
    changed = _changed_rule(rule, words, turn, focus)
    if changed is not None and not (best is not None and best.label == "amend" and best.confident):
        return changed
    # a keep carries its best sentence's features (a question, a negation) for the pair head
    return best or Detection(rule.id, "keep", 0.0, False, "")


#: A comparator before a number: the number is a threshold ("under 300 words", "after 6pm").
_THRESHOLD = re.compile(
    r"\b(?:under|over|above|below|after|before|until|till|to|at most|at least|up to|max(?:imum)?|min(?:imum)?|"
    rf"less than|more than|fewer than|no more than|within|limit(?: of)?|cap(?: of)?)\s+(?:a |an )?{_NUM}",
    re.I,
)
#: "22 is fine this week", "$200 is ok": a bare new value accepted.
_VALUE_OK = re.compile(
    rf"^\s*{_NUM}[\w.,%$]*\s+(?:\w+\s+){{0,4}}(?:is|are|'s|would be|will be)\s+(?:fine|ok|okay|good|enough)\b", re.I
)
#: The user is restating or checking the rule, not changing it.
_RESTATING = re.compile(
    r"\b(?:remember|reminder|again|still|stays?|making sure|just checking|as i said|like i said|i mean it|tops|"
    r"no exceptions|too|as well|also|not yet|yet|hold(?:ing)? off|keep (?:not|avoiding|holding|following)|wait|"
    r"can't|cannot|mustn't|shouldn't|won't)\b",
    re.I,
)
#: Permission, softer than ``EXPLICIT_RELEASE``, that opens a partial release ("almonds are ok.").
_SOFT_OK = re.compile(
    r"\b(?:is|are|'s|'re) (?:now )?(?:fine|ok|okay|allowed|alright|all right)\b"
    r"|\b(?:can|may) (?:now )?(?:be|go|run|take)\b",
    re.I,
)
#: A restriction kept after a partial release, in a sentence of its own ("no other nuts though").
_KEPT = re.compile(r"\b(?:no other|nothing else|still|though|only|except|but)\b", re.I)


def _changed_rule(rule: Rule, words: RuleWords, turn: Turn, focus: bool) -> Detection | None:
    """An amendment stated as the rule with a change, the turn's words taken verbatim:

    - the rule restated with another value or wording ("keep the summary under 400 words"
      against "Keep the summary under 200 words", "use American spelling from now on");
    - a threshold rule given a new number with permission or amend words ("calls until 7pm are
      fine now", "22 is fine this week", "make standups 20 minutes");
    - a partial release whose kept part is a sentence of its own ("almonds are ok. no other
      nuts though").

    The last such sentence wins (users state the new rule last). Questions, sarcasm, future
    conditions, relayed words and restatements ("remember", "still") never amend.
    """
    core = words.words - words.cond
    if not core:
        return None
    threshold = bool(words.numbers) and bool(_THRESHOLD.search(_norm(rule.text)))
    # a value the rule sets ("Keep the kids' bedtime at 8pm"): a new number replaces it like a threshold
    threshold = threshold or (
        bool(words.numbers) and not _forbids(rule) and bool(re.search(rf"\bat\s+{_NUM}", rule.text))
    )
    # the rule's verb: "sign" in "Always sign support emails as ..."
    first = _first_word(re.sub(r"^\W*(?:always|please)\s+", "", rule.text, flags=re.I))
    sentences = turn.sentences
    for i in range(len(sentences) - 1, -1, -1):
        x = sentences[i]
        future = x.future and _future_beyond_rule(x.head, rule.text)  # "after 5pm" for "after 3pm": the rule's slot
        if x.question or x.sarcasm or future or x.reported or x.tail or _HEDGED.search(x.s):
            continue
        s = x.s
        feats: list[str] = []
        new_numbers = x.numbers - words.numbers
        # a new value replaces the old one: a sentence still holding the old number restates it
        # ("at most 3 replicas, and at most 2 workers")
        replaced = bool(new_numbers) and not (words.numbers <= x.numbers)
        if threshold and replaced and not x.negated:
            cue = bool(x.amended) or bool(_THRESHOLD.search(s)) or bool(_VALUE_OK.search(s))
            cue = cue or bool(_NEW_LIMIT.search(s))  # "the budget is 900 now"
            # "five hashtags per post is fine now": a new value declared fine
            cue = cue or bool(_SOFT_OK.search(s) and _CHANGE_WORDS.search(s))
            on = _expand(core) & x.head_words
            # with one rule word at most, a word of its own names another thing ("keep the intro
            # under 50 words" against "Keep the summary under 200 words")
            # a reason after the value ("90 minutes is fine now that exams are over") names no thing
            said = content_words(_REASON.split(x.head)[0])
            own = {w for w in said - words.body - _NEVER_CHANGED if not w[0].isdigit()}
            near = (bool(on) or focus) and (len(on) >= 2 or not own)
            # "reply to the vendor within 48 hours", "for enterprise customers reply within 4
            # hours": words of its own beside the new value, with no change words, set a value for
            # another (or a narrower) thing; the rule stays
            near = near and not (own and not (x.amended or any(_CHANGE_WORDS.search(y.s) for y in sentences)))
            permitted = bool(x.explicit) or bool(_SOFT_OK.search(s)) or bool(x.amended) or bool(_VALUE_OK.search(s))
            permitted = permitted or bool(_ALLOW.search(s)) or bool(_NEW_LIMIT.search(s))  # "let's allow up to 22"
            # the rule restated whole with the new number ("reply to refund requests within 48 hours")
            permitted = permitted or (len(core & x.head_words) >= 2 and 3 * len(core & x.head_words) >= 2 * len(core))
            # "set it to 20 tonight" under "not above 21": the rule followed, not changed (release_guards)
            inside = within_bound(rule.text, rule.kind, s, new_numbers)
            if cue and near and (permitted or RULE_LIKE.search(s)) and not _RESTATING.search(s) and not inside:
                feats.append("new_value:" + ",".join(sorted(new_numbers)))
                return Detection(rule.id, "amend", 1.2, True, x.sentence, amend_text(x.sentence), tuple(feats))
        slot = "" if _forbids(rule) or x.negated else slot_value(x.head, rule.text, content_words, _NEVER_CHANGED)
        if slot and (focus or _expand(core) & x.head_words) and not _RESTATING.search(s):
            # "within the same day is fine for the notes": the rule's own comparator, another value
            feats.append("slot_value:" + slot)
            return Detection(rule.id, "amend", 1.1, True, x.sentence, amend_text(x.sentence), tuple(feats))
        if _quota(rule, core, x):
            feats.append("quota")
            return Detection(rule.id, "amend", 1.1, True, x.sentence, amend_text(x.sentence), tuple(feats))
        permission = (
            x.explicit
            or needless(x.head, rule.text, rule.kind, content_words)
            or _declared_fine(x.head, words.body, _forbids(rule), rule.text)
        )
        wider = _widened(rule, words, core, x, first, bool(permission))
        if wider is not None:
            return wider
        if not permission and not _RESTATING.search(s) and not re.search(r"\b(?:yes|yeah)\b", s, re.I):
            for part in [x.head, *(c.text for c in x.clauses)] if len(x.clauses) > 1 else [x.head]:
                pw = content_words(part)
                # "post them in #release-notes from now on": the pronoun after the rule's verb is its object
                pw |= standing_for(_LEADING.sub("", part.strip()), rule.text, content_words) if focus else set()
                on = _expand(core) & pw
                # turned around: "no Oxford comma from now on" against "Always use the Oxford comma";
                # all the rule's words but its verb named ("no semicolons from now on")
                turned = (
                    bool(on)
                    and core - on <= set(_verb_of(rule.text))
                    and len(pw - words.body - CUE_WORDS) <= 1
                    and flipped(_LEADING.sub("", part.strip()), rule.text, rule.kind)
                    # a forbidding rule turned around is an order of the rule's own act ("use
                    # semicolons from now on"), not a state ("the linter config is yours now") nor
                    # another act or object ("prepare the invoice now", "email her deputy instead")
                    and not (_forbids(rule) and (_STATE.search(part) or pw - words.body - CUE_WORDS))
                )
                # "a logical dump before any schema change is enough" against "Take a snapshot before
                # any schema change": a requirement's new means, stated as sufficient
                enough = rule.kind != "prohibition" and bool(_ENOUGH.search(part))
                enough = enough and len(_expand(words.words) & pw) >= 2
                # the rule in focus restated in part, with change words or after a reason ("we're
                # targeting the US now. use American spelling from here on"): its scope may go unsaid
                changing = bool(x.amended) or bool(_CHANGE_WORDS.search(s)) or i > 0
                partial = focus and rule.kind != "prohibition" and changing
                if (len(on) < 2 or (2 * len(on) < len(core) and not partial)) and not (turned or enough):
                    continue
                opener = _first_word(_LEADING.sub("", part.strip()))
                if not (RULE_LIKE.search(part) or (opener and opener == first) or turned or enough):
                    continue
                extra = pw - words.body - words.cond - CUE_WORDS - _SUFFICES
                missing = core - pw - {w for w in core if SYNONYMS.get(w, frozenset()) & pw}
                # a prohibition's condition replaced ("between 9am and 1pm" for "during business hours")
                if rule.kind == "prohibition" and words.cond and not words.cond & pw:
                    missing |= words.cond
                # a new threshold ("under 400 words" for "under 200 words"); not another identifier
                # ("aisle 3" for "aisle 7": another rule, not this one changed)
                part_numbers = set(_NUMBER.findall(part))
                other_number = (
                    bool(part_numbers - words.numbers)
                    and (not words.numbers or not words.numbers <= part_numbers)
                    and (threshold or (not words.numbers and bool(_THRESHOLD.search(part))))
                    # "reply to the vendor within 48 hours": a value for another thing than the
                    # rule's, with no change words nor reason, is a one-off instruction
                    # ("only escalate tickets above $500" is worded as a rule: it is one)
                    and not (
                        extra
                        and missing
                        and not (x.amended or _CHANGE_WORDS.search(s) or i > 0 or _ONLY_ALWAYS.match(part))
                    )
                )
                # another value in the rule's place ("American" for "British"). A prohibition on
                # another object ("don't deploy to staging on Fridays") is more often a rule of its
                # own, added: it replaces the old one only with change words ("instead", "now").
                swapped = (
                    bool(extra)
                    and bool(missing)
                    and len(extra) <= min(3, len(missing) + 1)
                    and (rule.kind != "prohibition" or bool(_FORBIDDING_PART.match(_LEADING.sub("", part.strip()))))
                    and (
                        bool(x.amended)
                        or bool(_CHANGE_WORDS.search(s))
                        or _named_before(missing, sentences[:i])
                        # a requirement's new value after a reason ("new client is in Boston. ..."),
                        # or worded as a rule ("only escalate billing tickets above $500")
                        or (rule.kind != "prohibition" and (i > 0 or bool(_ONLY_ALWAYS.match(part))))
                    )
                )
                # "Friday mornings are ok now. don't book meetings on Friday afternoons or weekends"
                narrowed = bool(extra) and len(extra) <= 3 and i > 0 and _permits(sentences[i - 1])
                if not (other_number or swapped or narrowed or turned):
                    continue
                named_new = {w for w in extra if not w[0].isdigit()}  # words, not times or amounts
                if len(named_new) >= 2 and len(missing) >= 2 and not other_number:
                    # "sign the *sales* emails as 'The Harbor Team'" against "Always sign support emails
                    # as 'The Tidewell Team'": the rule's object replaced too, so a rule of its own
                    covered = on & words.body
                    other = other_object(
                        rule.text, part, [part], covered, _expand(words.words), content_words, _NEVER_THINGS
                    )
                    if other.startswith(("modifier:", "follower:")):
                        continue
                feats.append("restated_change:" + ",".join(sorted(extra))[:40])
                return Detection(rule.id, "amend", 1.1, True, x.sentence, amend_text(x.sentence), tuple(feats))
        if i and not x.explicit and RULE_LIKE.search(s) and _KEPT.search(s) and x.head_words & _expand(core):
            before = sentences[i - 1]
            if _permits(before):
                feats.append("kept_after_release:" + ",".join(sorted(x.head_words & _expand(core))))
                quote_ = before.sentence + " " + x.sentence
                return Detection(rule.id, "amend", 1.1, True, quote_, amend_text(x.sentence), tuple(feats))
    return _restated_after_reason(rule, words, sentences, first)


def _restated_after_reason(rule: Rule, words: RuleWords, sentences: Sequence[Sentence], first: str) -> Detection | None:
    """The rule written out again, changed, after a reason (``release_restated``)."""
    x = sentences[-1] if sentences else None
    if x is None or any(y.question or y.sarcasm or y.reported or _HEDGED.search(y.s) for y in sentences):
        return None
    if x.tail or _RESTATING.search(x.s):
        return None
    text = _LEADING.sub("", x.s.strip())
    opener = _first_word
    changed = restated_whole(rule.text, words.words, text, len(sentences) - 1, first, content_words, _expand, opener)
    if not changed:
        return None
    return Detection(rule.id, "amend", 1.1, True, x.sentence, amend_text(x.sentence), ("restated_whole:" + changed,))


#: A sentence that opens as a rule does ("only reply in ...", "keep it under ...").
_RULE_OPENER = re.compile(r"^\s*(?:no|not|never|don't|do not|only|keep|always|nothing|at most|max|stick)\b", re.I)
_ONLY_ALWAYS = re.compile(r"^\W*(?:(?:ok|okay|so|and|but|now|from now on),?\s+)*(?:only|always)\b", re.I)
_ALSO = re.compile(r"\b(?:also|too|as well)\b", re.I)
_ALSO_FINE = re.compile(
    r"^([\w' -]{1,25}?)\s+(?:is|are)\s+(?:also\s+)?(?:fine|ok|okay|allowed)\s+(?:too|as well)\b", re.I
)


def _widened(
    rule: Rule, words: RuleWords, core: set[str], x: Sentence, first: str, permission: bool
) -> Detection | None:
    """A requirement or limit restated with a new value joined to its own ("reply to customers in
    English or Spanish", "you may touch files under src/billing/ and src/shared/"): an amendment,
    permission words or not. A prohibition joined to more ("don't email her or him") is a rule of
    its own, added, not this."""
    if rule.kind == "prohibition":
        return None
    added = _ALSO_FINE.match(_LEADING.sub("", x.head.strip()))
    if added and re.search(r"\bonly\b", rule.text, re.I) and not x.negated:
        # "spanish is fine too" against "Reply in English only": one more value beside the rule's
        said = content_words(added.group(1))
        if said and not said & _expand(words.words) and len(said) <= 2:
            return Detection(
                rule.id, "amend", 1.1, True, x.sentence, amend_text(x.sentence), ("also_fine:" + min(said),)
            )
    # "you can also touch src/models" against "Only edit files under src/api": one more place
    if permission and _ALSO.search(x.s) and re.search(r"\bonly\b", rule.text, re.I) and not x.negated:
        more = x.head_words - _expand(words.words) - CUE_WORDS - x.head_clause.verbs
        # the act after "also" is the rule's own ("you can also edit src/models"); another act
        # ("you can also read files under src/shared/") leaves the rule as it is
        act = re.search(r"\balso\s+([a-z]+)", x.s, re.I)
        own_act = not act or not content_words(act.group(1)) or bool(content_words(act.group(1)) & _expand(words.words))
        if more and own_act and _expand(core) & x.head_words and not _RESTATING.search(_ALSO.sub(" ", x.s)):
            return Detection(rule.id, "amend", 1.1, True, x.sentence, amend_text(x.sentence), ("also:" + min(more),))
    if x.negated:
        return None  # "don't touch files under src/a and src/b": a prohibition of its own
    on = _expand(core) & x.head_words
    opener = _first_word(_LEADING.sub("", x.head.strip()))
    ruled = bool(_RULE_OPENER.match(_LEADING.sub("", x.head.strip())))
    # not "tests under src/a/ and src/b/ should pass": a sentence about something else
    if len(on) < 2 or 2 * len(on) < len(core) or not (permission or ruled or opener == first):
        return None
    if x.numbers - words.numbers:
        # "use 2023 and 2024 for the churn model" against "Use only the 2023 data ...": a new value
        # joined to the rule's own; otherwise a second rule with its own value ("... under 200 words
        # and the intro under 50 words")
        joined = _joined_number(x.head, words.numbers, x.numbers - words.numbers)
        if joined and not _RESTATING.search(x.s):
            return Detection(rule.id, "amend", 1.1, True, x.sentence, amend_text(x.sentence), ("widened:" + joined,))
        return None
    new = widened(x.head, _expand(words.words), content_words)
    if not new or _RESTATING.search(x.s):
        return None
    return Detection(rule.id, "amend", 1.1, True, x.sentence, amend_text(x.sentence), ("widened:" + new,))


def _joined_number(head: str, old: set[str], new: set[str]) -> str:
    """A new number joined to one of the rule's own by "and"/"or" ("2023 and 2024"): the new one, or ""."""
    for a in old:
        for b in new:
            x, y = re.escape(a), re.escape(b)
            pair = rf"\b{x}\s*(?:,|and|or|&|plus)\s*{y}\b|\b{y}\s*(?:,|and|or|&)\s*{x}\b"
            if re.search(pair, head, re.I):
                return b
    return ""


#: A number that caps a permission: "approve at most two PTO requests".
_QUOTA = re.compile(rf"\b(?:at most|up to|no more than|(?:a )?max(?:imum)?(?: of)?)\s+{_NUM}", re.I)


def _quota(rule: Rule, core: set[str], x: Sentence) -> bool:
    """A prohibition's act ordered with a cap ("approve at most two PTO requests that week" against
    "Don't approve PTO requests for the last week of the quarter"): the rule becomes a limit, an
    amendment, not a release."""
    found = _VERB_RULE.match(_norm(rule.text))
    if not found or x.negated or x.question or x.sarcasm or x.reported or _RESTATING.search(x.s):
        return False
    head = _LEADING.sub("", x.head.strip())
    act = _expand(content_words(found.group(1)))
    return (
        _first_word(head) in act
        and bool(_QUOTA.search(head))
        and len(_expand(core) & x.head_words) >= 2
        and not RULE_LIKE.search(_QUOTA.sub(" ", head))
    )


def _future_beyond_rule(head: str, rule_text: str) -> bool:
    """A future condition in the sentence that is not the rule's own words: "feel free to call
    customers after 6pm now" against "Never call customers after 6pm" has none, and neither has
    "no deploys after 5pm" against "No deploys after 3pm" (the rule's comparator, a new value)."""
    rule_low = _norm(rule_text).lower()
    head = own_comparator(head, rule_text)

    def own(m: re.Match[str]) -> str:
        return " " if m.group(0).lower() in rule_low else m.group(0)

    rest = re.sub(
        r"\b(?:after|before|until|till|when|once|if)\s+[\w$£€:.]+", own, EXPLICIT_RELEASE.sub(" ", head), flags=re.I
    )
    return bool(FUTURE_CONDITION.search(rest))


#: A suggestion or an opinion, not a decision ("I think 300 words would read better, what do you think").
_HEDGED = re.compile(
    r"\b(?:i think|i guess|i wonder|maybe|perhaps|would|might|what do you think|thoughts|wdyt|how about|what about|"
    r"should we|i'd say|i would say)\b",
    re.I,
)
#: Verbs of changing a value, and when: never a thing of their own ("raise retention to 14 days").
_CHANGE_VERBS = content_words(
    "raise raised bump bumped lower lowered increase decrease make move set push extend cut reduce change "
    "week weeks today tonight month turn"
)
#: Words that say a new means suffices ("a screenshot is enough"): never a thing of their own.
_SUFFICES = content_words("enough sufficient plenty suffice suffices")
#: A limit given a new number in so many words: "the budget is 900 now", "72 chars is the new limit".
_NEW_LIMIT = re.compile(
    rf"\b(?:limit|cap|budget|max(?:imum)?|ceiling|allowance)\s+(?:is|'s)\s+(?:now\s+)?{_NUM}"
    rf"|{_NUM}[\w.,%$]*\s+(?:\w+\s+)?(?:is|'s)\s+the\s+(?:new\s+)?(?:limit|cap|budget|max(?:imum)?|ceiling)\b",
    re.I,
)
#: Where a reason opens: what follows says why, not what.
_REASON = re.compile(r"\b(?:now that|because|since|'?cause|cuz|coz)\b", re.I)
_ALLOW = re.compile(r"\b(?:allow|permit)\b", re.I)
_CHANGE_WORDS = re.compile(r"\b(?:now|from now on|from here on|going forward|instead|new rule)\b", re.I)
#: Words an amendment says beside its new value that name no other thing: cue words, verbs of
#: changing, times, and talk about rules ("bump the refund *cap* to $100", "move the cutoff to noon").
_NEVER_CHANGED = (
    CUE_WORDS
    | _CHANGE_VERBS
    | content_words(
        "rule restriction ban limit cap requirement preference instruction thing holiday holidays weekend budget max "
        "maximum ceiling allowance"
    )
)


_ENOUGH = re.compile(r"\b(?:is|are|will be|would be) (?:enough|sufficient|plenty)\b|\bwill do\b|\bsuffices?\b", re.I)


def _named_before(missing: set[str], before: Sequence[Sentence]) -> bool:
    """The turn names the rule's replaced words in an earlier sentence ("business hours are too
    broad. don't reindex the cluster between 9am and 1pm"): the restatement replaces them, it is
    not a rule of its own added."""
    said = set().union(*(b.head_words for b in before)) if before else set()
    return bool(missing) and 2 * len(missing & said) >= len(missing)


_RULE_TALK = re.compile(r"\b(?:rule|thing|limit|cap|ban|restriction|requirement|max|maximum|budget)\b", re.I)


def _permits(x: Sentence) -> bool:
    """The sentence gives a permission (explicit words or "X is fine")."""
    return bool(x.explicit or _SOFT_OK.search(x.s)) and not (x.question or x.negated or x.sarcasm or x.reported)


def _verb_of(text: str) -> list[str]:
    """The rule's first content word, stemmed, as a list of at most one ("use" in "Always use the
    Oxford comma"): what a restatement may leave out ("no Oxford comma")."""
    words = [_bare(w) for w in _WORD.findall(_norm(text).lower())]
    return [_stem(w) for w in words if w not in _STOP][:1]


def _first_word(text: str) -> str:
    found = _WORD.search(_norm(text).lower())
    return _stem(found.group(0)) if found else ""


def _score_sentence(rule: Rule, words: RuleWords, x: Sentence, done: bool, focus: bool) -> Detection:
    body, cond, meta = words.body, words.cond, words.meta
    head, tail = x.head, x.tail
    feats: list[str] = []
    named_other = False
    on_body = body & x.context
    on_cond = cond & x.context
    release = amend = 0.0
    explicit = (
        (
            x.explicit
            if not (_state_only(x, rule) or _resumed_other(x, body) or _bother(x, rule) or _needs_other(x, rule, body))
            # "Dana is back" against "... until she's back": the condition, not a permission (release_phrases)
            and not (x.explicit and state_is_condition(x.explicit.group(0), rule.text, rule.scope == "conditional"))
            # "my manager gave the green light": someone else's grant, relayed (release_phrases)
            and not (x.explicit and relayed_grant(x.head, x.explicit.start()))
            else None
        )
        or (_instructed(head, body) if rule.kind == "prohibition" else None)
        or _declared_fine(head, body, _forbids(rule), rule.text)
        or needless(head, rule.text, rule.kind, content_words)
        or _ordered(x, rule)
        or (None if _forbids(rule) else dropped(head, body, content_words, CUE_WORDS, rule.text))
        or cap_dropped(head, rule.text, rule.kind == "limit" or bool(words.numbers), content_words, words.words)
        or choice_left(head, rule.kind, content_words, words.words, rule.text)
    )
    # a "no" only in the reason before "so" is not the user's ("he can't come, so nuts are fine again")
    negated = x.negated and not (explicit and reason_only_negation(head, NEGATED, body, content_words))
    amended = x.amended
    if amended and value_cue_unfit(amended.group(0), x.s, rule.text, words.words, content_words, rule.kind):
        amended = None  # "60 words from now on" restates; "cap the newsletter at 300" is another thing
    names_kind, clause_kind, head_kind = x.names_kind(words.kind, meta)
    if explicit:
        release += 0.6
        feats.append(f"explicit:{explicit.group(0).strip().lower()}")
    if done:
        release += 0.4 if rule.kind != "prohibition" else 0.2
        feats.append("condition_done")
    if on_body:
        release += 0.4 + 0.1 * min(2, len(on_body) - 1)
        feats.append(f"target:{','.join(sorted(on_body))}")
    elif on_cond:
        release += 0.3
        feats.append(f"condition_words:{','.join(sorted(on_cond))}")
    elif words.numbers & x.numbers and explicit and not x.numbers - words.numbers and _RULE_TALK.search(x.head):
        # "the 40 dollar thing is off": the rule named by its own number
        release += 0.4
        feats.append("number_reference:" + ",".join(sorted(words.numbers & x.numbers)))
    elif focus and (names_kind or x.pronoun):
        release += 0.4 if names_kind else 0.3
        feats.append("focus_reference")
        if _named_other(head, rule):
            # "forget the rule about the thermostat" with another rule in focus: maybe a paraphrase
            # of this rule, maybe another rule: never applied on these words alone, asked at most
            named_other = True
            feats.append("names_other_words")
    else:
        release -= 0.5
        feats.append("no_target")
    # Words of the cue clause that are not the rule's: "delete the temp files" against "do not
    # delete the audit logs" shares the verb and names another object.
    clauses = x.clauses
    at = next((i for i, c in enumerate(clauses) if c.explicit and c.words & body), None)
    if at is None and explicit:
        # the clause that holds the permission when it is no cue phrase ("sam's on vacation, text her
        # whenever": the order, not the reason before it)
        cue = explicit.group(0).lower()
        at = next((i for i, c in enumerate(clauses) if cue in _norm(c.text).lower() and c.words & body), None)
    # "quarter close went fine so approve the pending PTO": the order, not the reason before it
    at = (
        at
        if at is not None
        else next((i for i, c in enumerate(clauses) if c.words & body and i not in x.reasons), None)
    )
    at = at if at is not None else next((i for i, c in enumerate(clauses) if c.words & body), None)
    at = at if at is not None else next((i for i, named in enumerate(clause_kind) if named), None)
    # no clause names the rule (the sentence before did): the cue clause, not a reason beside it
    # ("you know the 25-minute cap? scrap it, people kept running over anyway")
    at = at if at is not None or len(clauses) < 2 else next((i for i, c in enumerate(clauses) if c.explicit), None)
    clause = x.head_clause if at is None else clauses[at]
    clause_named = head_kind if at is None else clause_kind[at]
    in_clause = clause.cue_free
    # the rule's condition quoted in the clause ("calling before noon is ok now") is the rule's own
    # slot; its words alone ("message legal about the reply") may name another target
    own_cond = cond if done or _quotes_condition(clause.text, rule) else set()
    extra = in_clause - body - own_cond - CUE_WORDS - clause.verbs
    ordered = clause.ordered
    first = next((i for i, w in enumerate(ordered) if w in body), len(ordered))
    in_object = set(ordered[first + 1 :]) - body - own_cond - CUE_WORDS
    missing = words.words - cond - x.head_cue_free - CUE_WORDS
    described = focus and meta is not None and clause_named and not (in_clause & body)
    # "for this one", "for now": when, never what (release_objects.ONE_OFF)
    one_off = content_words(" ".join(ONE_OFF.findall(clause.text)))
    # "run the pending migrations" under a rule that waits for something: the ones it held back
    # (release_phrases); under a standing rule they are a batch, one occasion, and stay another thing
    held = _HELD if rule.scope == "conditional" else set()
    extra -= clause.loose | one_off | held
    in_object -= clause.loose | one_off | held
    # "migrate away" against "Don't run migrations": the rule's word in another form
    extra = {w for w in extra if not same_root(w, body)}
    in_object = {w for w in in_object if not same_root(w, body)}
    narrower = rule.kind == "prohibition" and bool(in_object or extra) and bool(missing)
    # another number in the same place ("aisle 3" against "no forklift work in aisle 7")
    swapped = bool(clause.numbers - words.numbers) and bool(words.numbers - clause.numbers) and not x.amended
    # where the leftover words stand (release_objects): with two of the rule's words named, only a
    # modifier of the rule's noun or a place names another object; the rest qualifies
    covered = body & x.head_words
    # where the permission's object stands: not in a reason ("the focus block experiment ended"),
    # nor in the permission words ("however you like", "back on the menu")
    parts = [_cue_free(c.text) for i, c in enumerate(clauses) if i not in x.reasons or i == at] or [head]
    parts = [_no_criterion(p) for p in parts]  # "whatever flight's cheapest": a criterion, no thing
    slot = _verb_slot(clause.text)
    own = body | cond  # "the Hartley terms came back approved": the condition's words are the rule's
    other = other_object(
        rule.text, _no_criterion(_cue_free(clause.text)), parts, covered, own, content_words, _NEVER_THINGS | held, slot
    )
    # "feel free to email the client" against "Don't call the client": another act (release_acts)
    sibling = sibling_act(
        _norm(rule.text), slot or _first_word(_LEADING.sub("", clause.text.strip())), content_words, body
    )
    other = other or ("act:" + sibling if sibling else "")
    if not other and explicit and len(covered) >= 2:
        # "a changelog isn't required on release tickets" against "Always attach the test report to
        # release tickets": the rule's place named, its object swapped (release_swapped)
        at_cue = clause.text.lower().find(explicit.group(0).lower())
        swapped_object = object_swapped(
            rule.text,
            clause.text[:at_cue] if at_cue > 0 else "",
            content_words,
            _expand,
            own,
            _NEVER_THINGS | clause.verbs,
            clause.text,
        )
        other = "object:" + swapped_object if swapped_object else ""
    if not other and len(covered) == 1:
        # "thursday afternoons are up for grabs" against "Keep Wednesday afternoons free"
        swapped_in = replaced_modifier(rule.text, _cue_free(clause.text), covered, own, content_words)
        other = "modifier:" + swapped_in if swapped_in else ""
    if other:
        feats.append("other_object:" + other)
    elif len(covered) >= 2 and not described:
        narrower = False
        extra = set()
    another = not described and (other or narrower or swapped or (len(extra) >= 2 and len(extra) >= len(on_body)))
    if another:
        # Another (or a narrower) target: "delete the temp files" against "do not delete the
        # audit logs" names the verb and another object. Worth a question at most, never applied.
        release = min(release, UNSURE + 0.1)
        feats.append(f"other_target:{','.join(sorted(extra))[:40]}")
    if named_other:
        release = min(release, CONFIDENT - 0.01)
    if x.qualified:
        # "you can X as long as Y" / "except Y": a release with a condition is a change of the
        # rule whose new words are not clear here: asked, not applied as a full release
        release = min(release, CONFIDENT - 0.01)
        feats.append("qualified")
    if _ALSO.search(head) and re.search(r"\bonly\b", rule.text, re.I):
        # "you can also read files under src/shared/" against "Only touch files under src/billing/":
        # one more thing allowed beside the rule, never the whole "only" lifted
        release = min(release, CONFIDENT - 0.01)
        feats.append("also_beside_only")
    # "..., no force" against "Don't force-push"; "I'll review it" against "... without review"
    denied = denied_part([c.text for c in clauses], body, content_words) if explicit else ""
    promised = promised_demand(x.s, rule.text, content_words) if explicit else ""
    # "you can merge now, the suite passed" against "Always run the suite before merging": the
    # demand met, the act it comes before allowed this time; the rule stays
    promised = promised or (met_before(rule.text, rule.kind, slot, x.s, content_words) if explicit else "")
    promised = promised or (participle_met(rule.text, rule.kind, x.s) if explicit else "")
    promised = promised or (narrowed_need(head, rule.text, content_words) if explicit else "")
    if denied or promised:
        release = min(release, CONFIDENT - 0.01)
        feats.append(f"denied_part:{denied}" if denied else f"promised:{promised}")
    # a value inside the rule's bound, another place or time, a permission for later (release_guards)
    within = explicit and inside_bound(rule.text, rule.kind, x.s, x.numbers)
    elsewhere = (other_place_or_time(rule.text, clause.text) or inside_hours(rule.text, x.s)) if explicit else ""
    audience = other_audience(rule.text, clause.text, content_words) if explicit else ""
    if audience:
        # "an auto-reply for internal colleagues is fine" against "... to clients": other people (release_audience)
        release = min(release, UNSURE + 0.1)
        feats.append("other_audience:" + audience)
    if within or elsewhere or (explicit and later_permission(x.s)):
        release = min(release, CONFIDENT - 0.01)
        feats.append("inside_bound" if within else f"elsewhere:{elsewhere}" if elsewhere else "later")
    if tail and _HOLDS.search(tail):
        # "the invoice is fine, but hold it": agreement that keeps the rule for now, asked at most
        release = min(release, CONFIDENT - 0.01)
        feats.append("but_holds")
    if x.reported:
        release = min(release, UNSURE + 0.1)  # "Bob said you can": the user relays, and is asked
        feats.append("reported")
    # "..., but still no calls after 6pm": a release of part of the rule that keeps the rest.
    kept = x.tail_words & (body | x.head_words)
    if (
        tail
        and (kept or (explicit and (on_body or on_cond)))
        and x.tail_rule_like
        and not x.restated
        # "..., but not yet" holds the act back; it states no rule of its own to pin
        and not (_HOLDS.search(tail) and not kept)
        # "the room is bookable now, but not friday afternoons": another thing allowed, the rule
        # restated in its own words after it; nothing of it changes
        and not (another and not x.tail_words - body - cond - CUE_WORDS)
        and (on_body or on_cond or focus)
    ):
        base = (0.6 if explicit else 0.2) + (0.4 if kept & body else 0.0) + (0.2 if on_body else 0.0)
        amend = max(base, release) + 0.3
        feats.append("but_keeps:" + (",".join(sorted(kept)) or "-"))
        amended = amended or x.but
    elif amended:
        amend = 0.6 + (0.4 if on_body or bool(x.numbers - words.numbers) else 0.0)
        if focus and (x.pronoun_amend or names_kind or (x.switch and rule.kind != "prohibition")):
            amend += 0.5
            feats.append("focus_pronoun")
        elif not on_body:
            amend -= 0.6
        # "switch to Pacific time instead": for the requirement in focus, the new words are its new value
        new_value = x.switch and focus and rule.kind != "prohibition"
        # "move the caffeine cutoff to noon": the verb of changing and rule talk are no other thing
        changed_extra = extra - _NEVER_CHANGED
        if len(changed_extra) >= 2 and len(changed_extra) > len(on_body) and not (x.pronoun_amend or new_value):
            amend -= 0.6
        if rule.kind == "prohibition" and not x.rule_like and not x.pronoun_amend:
            # "you can email the board instead": another target, not a new rule.
            amend -= 0.6
            feats.append("no_new_rule")
        feats.append(f"amend:{amended.group(0).strip().lower()}")
        if within_bound(rule.text, rule.kind, x.s, x.numbers - words.numbers):
            amend = min(amend, UNSURE - 0.01)  # "set it to 180" under "not above 200C": the act done
            feats.append("within_bound")
    penalty = 0.0
    if x.question:
        penalty += 1.2
        feats.append("question")
    if x.sarcasm:
        penalty += 1.0
        feats.append("sarcasm")
    negation = 1.0 if negated else 0.0
    release -= penalty + negation
    if negated and amended and x.new_rule_negated:
        # "change of plan: don't merge it without squashing instead": the "don't" is the new rule's
        feats.append("negated_new_rule")
    else:
        penalty += negation
        if negated:
            feats.append("negated")
    amend -= penalty
    if x.future and not done and _future_beyond_rule(head, rule.text):
        release -= 1.0
        if re.match(r"\s*(?:if|once|when|whenever|as soon as)\b", head, re.I):
            amend -= 1.0  # "if people complain, make it 20 minutes": a change for later, not now
        feats.append("future_condition")
    if rule.kind == "prohibition" and not explicit:
        release = min(release, CONFIDENT - 0.01)  # prohibitions need explicit words: ask
        feats.append("prohibition_needs_explicit_words")
    sentence = x.sentence
    if amended and amend >= max(release, UNSURE):
        new = amend_text(sentence)
        if amend >= CONFIDENT and _FORBIDDING.match(new):
            # "..., but still nothing on sundays": a new rule that forbids fits a rule that forbids
            # better than a limit or a requirement beside it; a tie-break that never makes a
            # confident amendment unsure
            amend = amend + 0.1 if _forbids(rule) else max(CONFIDENT, amend - 0.1)
            feats.append("same_polarity" if _forbids(rule) else "other_polarity")
        return Detection(rule.id, "amend", round(amend, 3), amend >= CONFIDENT, sentence, new, tuple(feats))
    if release >= UNSURE:
        return Detection(rule.id, "release", round(release, 3), release >= CONFIDENT, sentence, "", tuple(feats))
    return Detection(rule.id, "keep", round(max(release, amend), 3), False, sentence, "", tuple(feats))


_NAMED = (
    re.compile(r"\b(?:about|regarding|concerning|on|re)\s+((?:the |my |that |those |our )?[\w' -]{2,40})", re.I),
    re.compile(
        r"\b(?:the|that|this|my)\s+([\w' -]{2,40}?)\s+"
        r"(?:rule|restriction|ban|limit|cap|requirement|instruction|thing)\b",
        re.I,
    ),
)
_KIND_WORDS = content_words(
    "rule restriction ban limit cap requirement preference instruction thing said told "
    # generic dimensions name a rule of any topic ("the length limit" for "under 300 characters")
    "length size count number time timing speed rate amount budget spending spend cost price style format "
    "tone wording language schedule hours frequency quota volume whole entire"
)


#: Words that never name another object: cue words and words naming a rule ("the replica cap").
#: "the pending migrations": a conditional rule's own held-back objects (release_phrases)
_HELD = content_words(HELD_BACK)
_NEVER_THINGS = CUE_WORDS | _KIND_WORDS


_AFTER_TO_CUE = re.compile(
    r"\b(?:no longer need|(?:don't|do not|dont|no) (?:need|have)|no need|(?:free|allowed|clear|cleared|fine|ok|okay) )"
    r"\s*to\s+(?:avoid\s+|keep\s+|bother\s+)?([a-z]+)",
    re.I,
)


def _verb_after_cue(clause: str) -> set[str]:
    """The verb right after "no need to" / "free to" ("no need to *pick* vegetarian places"): the
    act, not another object, so it never counts as another target."""
    return {_stem(m.group(1).lower()) for m in _AFTER_TO_CUE.finditer(_norm(clause))}


_PLEASE = re.compile(r"\bplease,? (?!don't|do not|never|stop|keep|hold|wait|remember|avoid)([a-z]+)\b", re.I)


def _instructed(head: str, body: set[str]) -> re.Match[str] | None:
    """ "please <the rule's own action>" ("since the page is live, please turn on the ads"): the
    user tells the agent to do what the rule forbade, which is explicit."""
    found = _PLEASE.search(head)
    return found if found and _stem(found.group(1).lower()) in body else None


_FINE = re.compile(
    r"^\s*([\w' -]{1,40}?)\s+(?:is|are) (?:totally |perfectly |now )?(?:fine|ok|okay|allowed)\b"
    r"(?! (?:if|as long|when|once|for(?! (?:this|that|now|today)\b)))",
    re.I,
)


def _declared_fine(head: str, body: set[str], forbids: bool = True, rule_text: str = "") -> re.Match[str] | None:
    """ "jargon is fine, this issue goes to engineers": the rule's own thing, as the subject, declared
    fine. The subject must be the rule's ("coconut is fine" against "no nuts" is not): its head
    noun, before any preposition ("an audiobook on school nights is fine" names another thing). The
    subject may open any clause ("we have a regression suite now, major upgrades are allowed").
    What a rule that demands (a requirement, a limit) asks for declared fine ("metric units are
    fine", "300 characters is fine") agrees with it: it lifts it only with change words ("... are
    fine now"). ``forbids``: the rule forbids its thing ("Don't ...", "Avoid jargon"). The object
    of a "Don't <verb> ..." rule alone declared fine ("the audit logs are fine" against "Don't
    delete the audit logs") says how it is, not that the act is allowed (``_object_state``)."""
    change = bool(_CHANGE_WORDS.search(head))
    if not forbids and not change:
        return None
    for part in [head, *(c for c in _CLAUSE.split(head) if c)]:
        found = _FINE.search(part)
        if found and _subject_is_rules(found.group(1), body):
            if _object_state(found.group(1), rule_text):
                continue
            if not forbids and content_words(found.group(1)) <= _expand(content_words(rule_text)):
                continue  # "the replies are fine now" against "Keep replies under ...": praise
            removed = _REMOVED.match(_norm(rule_text))
            if removed and not content_words(found.group(1)) & _object_words(removed.group(1)):
                continue  # "the exported CSVs are fine now" against "Redact phone numbers in exported CSVs"
            return found
    return able(head, body, content_words)


_VERB_RULE = re.compile(r"\s*(?:don't|do not|dont|never)\s+([a-z][\w-]*)\s+(.*)", re.I | re.S)
#: A rule that removes its thing, and what it removes: "Redact phone numbers in exported CSVs".
_REMOVED = re.compile(
    r"^\s*(?:always\s+)?(?:redact|remove|strip|mask|hide|exclude|omit|blur|censor|anonymi[sz]e)\s+(.*)", re.I | re.S
)


def _object_words(rest: str) -> set[str]:
    """The words of a direct object: up to the first preposition or clause break."""
    cut = _OBJECT_END.search(rest)
    return content_words(rest[: cut.start()] if cut else rest)


#: Where a rule's direct object ends: a preposition, a condition or a clause.
_OBJECT_END = re.compile(
    r"\b(?:on|in|at|for|during|after|before|from|with|to|by|under|over|about|until|till|unless|without|while|"
    r"when|if|or|and)\b|[,.;:]",
    re.I,
)
#: Verbs whose object is the thing itself: "pie charts are ok" against "Don't use pie charts".
_LIGHT_VERBS = content_words("use add have include put wear eat drink serve give make")

_FINE_NOW = re.compile(
    r"\b(?:is|are) (?:now )?(?:fine|ok|okay|allowed|permitted|approved|alright) "
    r"(?:now|again|from (?:here|now) on|today|tonight|this (?:week|month|time))\b",
    re.I,
)


def _bother(x: Sentence, rule: Rule) -> bool:
    """ "don't bother with the load tests" against "Don't run the load tests against production":
    the user agrees the act is not done; it lifts only a rule that demands it."""
    found = x.explicit
    if found is None or not _forbids(rule):
        return False
    return bool(re.fullmatch(r"(?:don't|do not) bother", found.group(0), re.I))


def _resumed_other(x: Sentence, body: set[str]) -> bool:
    """ "resume the review of the nightly job": what is resumed is another thing (the word right
    after "resume" is not the rule's), so "resume" is no permission here."""
    found = x.explicit
    if not found or found.group(0).lower() != "resume":
        return False
    after = [w for w in _WORD.findall(_norm(x.head[found.end() :]).lower()) if w not in _STOP]
    return bool(after) and _stem(_bare(after[0])) not in body


def _state_only(x: Sentence, rule: Rule) -> bool:
    """The sentence's only permission is "<the rule's object> is fine now" ("the database is fine
    now" against "Don't restart the database until ..."), or what a rule that demands asks for
    ("the replies are fine now" against "Keep replies under 300 characters"): a state report or
    praise, not permission."""
    found = x.explicit
    if not found or not _FINE_NOW.fullmatch(found.group(0)):
        return False
    if EXPLICIT_RELEASE.search(x.head[: found.start()] + " " + x.head[found.end() :]):
        return False
    subject = _clauses(x.head[: found.start()] or " ")
    if not subject:
        return False
    if not _forbids(rule):
        said = content_words(subject[-1])
        return bool(said) and said <= _expand(content_words(rule.text))
    removed = _REMOVED.match(_norm(rule.text))
    if removed:
        # "the exported CSVs are fine now" against "Redact phone numbers in exported CSVs": the place
        return not content_words(subject[-1]) & _object_words(removed.group(1))
    return _object_state(subject[-1], rule.text)


def _object_state(subject: str, rule_text: str) -> bool:
    """The subject is the direct object of a "Don't <verb> <object>" rule and nothing else:
    "the audit logs are fine" against "Don't delete the audit logs", "the database is fine now"
    against "Don't restart the database until ...": how the thing is, not the act allowed. A time
    or place of the rule ("friday afternoons are fine now") and a light verb's object ("pie charts
    are ok") are not this."""
    found = _VERB_RULE.match(_norm(rule_text))
    if not found:
        return False
    act = _expand(content_words(found.group(1)))
    if act & _LIGHT_VERBS:
        return False
    rest = found.group(2)
    cut = _OBJECT_END.search(rest)
    obj = _expand(content_words(rest[: cut.start()] if cut else rest))
    said = [_stem(_bare(w)) for w in _WORD.findall(_norm(subject).lower()) if w not in _STOP and not w.isdigit()]
    # "evening calls are fine again": a kind of the object the rule's condition names is no state
    return bool(said) and set(said) <= obj and not _expand(set(said)) & act


def _forbids(rule: Rule) -> bool:
    """The rule forbids its thing: a prohibition, or a rule of any kind worded as one ("Avoid ...",
    "Redact phone numbers in exported CSVs": the numbers may not stay)."""
    return rule.kind == "prohibition" or bool(_FORBIDDING.match(_norm(rule.text)))


_FORBIDDING = re.compile(
    r"^\s*(?:no|never|don't|do not|dont|avoid|nothing|stop|(?:always\s+)?(?:redact|remove|strip|mask|hide|exclude|omit|"
    r"blur|censor|anonymi[sz]e))\b",
    re.I,
)
#: A prohibition changed is still a prohibition, or an "only": "don't book anything on Sunday
#: mornings"; a bare order ("email the board secretary instead") names another target.
_FORBIDDING_PART = re.compile(r"^\s*(?:no|never|don't|do not|dont|avoid|nothing|nobody|stop|only|not)\b", re.I)
#: A statement of how things are, not an order: "the linter config is yours now".
_STATE = re.compile(r"\b(?:is|are|was|were|'s|'re|looks?|seems?)\b", re.I)

#: A "but" part that holds the act back: "..., but not yet", "..., but hold it", "..., but wait".
_HOLDS = re.compile(r"\b(?:not yet|yet|hold|wait|not now|not today|later|tomorrow|first)\b", re.I)

#: Where a subject's head noun ends: a preposition or a time after it ("replies these days").
_SUBJECT_END = re.compile(
    r"\s(?:on|in|at|for|during|after|before|from|with|to|by|under|over|about|near|without|these|this|those|"
    r"whenever|anytime|any time)\b",
    re.I,
)


def _subject_is_rules(subject: str, body: set[str]) -> bool:
    """The subject's head noun (its last word before a preposition) is one of the rule's words,
    or rule talk ("the friday thing") beside one of them."""
    cut = _SUBJECT_END.search(" " + subject)
    phrase = (" " + subject)[: cut.start()] if cut else subject
    words = [_stem(_bare(w)) for w in _WORD.findall(_norm(phrase).lower()) if w not in _STOP and not w.isdigit()]
    if not words:
        return False
    if _ENDORSED.search(phrase):
        return False  # "the 6pm rule is fine": the rule itself endorsed, not its thing allowed
    if words[-1] in body:
        return True
    return bool(_RULE_TALK.search(phrase)) and bool(set(words) & body)


_ENDORSED = re.compile(r"\b(?:rule|restriction|requirement|limit|ban|cap|policy)\s*$", re.I)


def _named_other(head: str, rule: Rule) -> bool:
    """The sentence names what a rule is about ("forget the rule about the thermostat", "the
    call length rule is lifted") with words that are not this rule's: another rule, not the one
    in focus."""
    rule_words = _expand(content_words(rule.text))
    for pattern in _NAMED:
        for found in pattern.finditer(head):
            named = content_words(found.group(1)) - CUE_WORDS - _KIND_WORDS
            if named and not named & rule_words:
                return True
    return False


#: A qualifier that keeps part of a rule after a release ("as long as", "except", "only if").
QUALIFIED = re.compile(
    r"\b(?:as long as|so long as|provided(?: that)?|except|other than|only (?:if|for|when|on|in|with)|unless|"
    r"but not|just not|though not|apart from)\b",
    re.I,
)
_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")


def explicit_amend(sentence: str) -> bool:
    """Amendment words in the sentence ("make that 500", "bump it to 20")."""
    return bool(AMEND.search(sentence))


def _number_changed(rule_text: str, sentence: str) -> bool:
    old = set(re.findall(r"\d+(?:[.,]\d+)?", rule_text))
    new = set(re.findall(r"\d+(?:[.,]\d+)?", sentence))
    return bool(new - old)


def focus_rule(rules: Sequence[Rule], previous: str = "", *, cache: WordsCache | None = None) -> int | None:
    """The rule under discussion: the one the previous user turn names most, else the last pinned."""
    if not rules:
        return None
    said = content_words(previous)
    scored = [(len(RuleWords.of(r, cache).body & said), max(r.source_turns or (0,)), r.id) for r in rules]
    return max(scored)[2]


#: The most rules the release pair head reads for one turn (``detect``).
HEAD_RULES = 32


def detect(
    rules: Sequence[Rule],
    text: str,
    *,
    role: str = "user",
    previous: str = "",
    classifier: Any = None,
    cache: WordsCache | None = None,
) -> list[Detection]:
    """The release/amend verdicts of a turn against the rules in force (keeps left out).

    ``previous`` is the user's turn before this one (it names the rule in focus). When a turn's
    words fit several rules equally, every candidate is left unsure (asked, not applied). When
    ``classifier`` has a release pair head (``pair_scores``), each rule's verdict combines the
    detector with the head's probabilities (``release_pairs.combine``); otherwise the detector
    decides alone. ``cache`` keeps each rule's words between turns (``apply_user_turn`` passes
    the ledger's).

    The turn is read once (``Turn``), then scored against each rule. A rule out of focus that
    shares no word with the turn is a keep without scoring it: with no target, no condition
    words and no condition reported done, a release scores at most 0.6 - 0.5 and an amendment
    at most 0.4, both under ``UNSURE``. When the pair head runs, every rule is scored in full
    (it reads the keeps' features too).
    """
    if role not in RELEASE_SOURCES or not text.strip():
        return []
    active = [r for r in rules if r.active]
    if not active:
        return []
    focus = focus_rule(active, previous, cache=cache)
    turn = Turn(text)
    words = [RuleWords.of(r, cache) for r in active]
    if cache is not None:
        cache.keep(RuleWords.key_of(r) for r in active)
    scored = [
        _score(r, w, turn, r.id == focus, verdicts_only=True)
        for r, w in zip(active, words)
        if r.id == focus or w.body & turn.words or w.cond & turn.words or w.numbers & turn.numbers
    ]
    headed: set[int] = set()  # rules whose verdict the pair head read
    if classifier is not None:
        from pinlane.ledger import release_pairs

        # with a policy that never changes a turn alone, the head runs only on turns with
        # release/amend words or a detector candidate: most turns cost no encoder call
        if any(d.label != "keep" for d in scored) or _has_cue(text) or release_pairs.POLICY.reads_every_turn:
            # the head reads at most HEAD_RULES rules: the one in focus, then those sharing most
            # words with the turn (a pasted 300-rule file must not cost 300 encoder passes a turn)
            ranked = sorted(
                range(len(active)),
                key=lambda k: (active[k].id != focus, -len(words[k].words & turn.words), k),
            )[:HEAD_RULES]
            ranked.sort()
            asked = [active[k] for k in ranked]
            probs = release_pairs.pair_probabilities(classifier, asked, text)
            if probs is not None:
                combined = {
                    r.id: release_pairs.combine(r, _score(r, words[k], turn, r.id == focus), p, text)
                    for k, r, p in zip(ranked, asked, probs)
                }
                scored = [d for d in scored if d.rule_id not in combined] + list(combined.values())
                headed = set(combined)
    found = [d for d in scored if d.label != "keep"]
    if len(found) > 1:
        found.sort(key=lambda d: -d.score)
        top = found[0]
        if found[1].score >= top.score - 0.05:
            found = [replace(d, confident=False) for d in found if d.score >= top.score - 0.05]
        else:
            found = [top]
    # a narrower thing, one occasion, after a question or another's approval, another choice: asked or
    # kept (release_scope); after the choice of rule, so a change set aside never hands the turn to another.
    # Where the pair head read the pair it has judged these already: on the tuning check sets the scope
    # rules only cost it right amendments there (amend recall 0.820 -> 0.843, precision unchanged)
    by_id = {r.id: (r, w.words | w.body | w.cond) for r, w in zip(active, words)}
    return [
        s for s in (d if d.rule_id in headed else scoped(*by_id[d.rule_id], d, text, content_words) for d in found) if s
    ]


def _ordered(x: Sentence, rule: Rule) -> re.Match[str] | None:
    """The act a prohibition forbids, ordered in the rule's own words ("send the Globex invoices"):
    as explicit as "you can", returned as a match for the features."""
    clauses = [c.text for c in x.clauses] or [x.head]
    found = imperative(clauses, rule.text, rule.kind, content_words, CUE_WORDS)
    words = _expand(content_words(rule.text))

    def refers(before: str) -> bool:
        # what the pronoun points at: the rule's own words, or its condition reported done, in the
        # clauses before it or the sentence before ("I drafted a note for Initech. send it" is not)
        before = f"{x.before} {before}".strip()
        said = content_words(before) - CUE_WORDS
        if made_other(before, words, content_words) or done_for_other(before, words, content_words):
            return False  # "I wrote a note to Globex, send it": "it" is the note
        # "the Initech invoice looks good, send it" against "Don't send the Globex invoice": another one
        other = other_object(rule.text, before, [before], said & words, words, content_words, _NEVER_THINGS)
        if other.startswith("modifier:"):
            return False
        return not said or bool(said & words) or bool(CONDITION_DONE.search(_norm(before)))

    found = found or ordered_act(clauses, rule.text, rule.kind, words, content_words, refers)
    if found and (kept_inside(found) or owned_instead(found, rule.text, content_words)):
        return None  # "share it with the team only": the act inside what the rule leaves allowed
    return re.search(re.escape(found), found) if found else None


_NEED_CUE = re.compile(r"(?:don't|do not|dont|no) (?:need|have) to|no need to", re.I)


def _needs_other(x: Sentence, rule: Rule, body: set[str]) -> bool:
    """The sentence's only permission words are "no need to <verb>" about something else than the
    rule ("you don't need to check with me" against a rule that waits for no check)."""
    cues = list(EXPLICIT_RELEASE.finditer(x.head))
    if not cues or not all(_NEED_CUE.fullmatch(m.group(0)) for m in cues):
        return False
    return unrelated_need(x.head, rule.text, body, content_words)


def _verb_slot(clause: str) -> str:
    """The stemmed word right after the clause's permission cue: the act permitted ("give" in
    "you can give customers delivery dates"), never another object."""
    found = EXPLICIT_RELEASE.search(clause)
    if not found:
        return ""
    if re.search(r"\b(?:the|that|this|those|these|it|them|my|our|your)\s*$", found.group(0), re.I):
        return ""  # "skip the flaky test": the cue took the verb, the next word is a thing
    after = _WORD.findall(_norm(clause[found.end() :]).lower())
    while after and after[0] in _SLOT_SKIP:
        after = after[1:]
    # "go for it with the staging load tests": after a preposition or a determiner comes a thing,
    # not the act permitted
    if not after or after[0] in _STOP:
        return ""
    return _stem(_bare(after[0]))


_SLOT_SKIP = frozenset({"and", "to", "now", "just", "please", "ahead", "go", "also", "then"})


def _has_cue(text: str) -> bool:
    """Release or amendment words anywhere in the turn."""
    t = _norm(text)
    return bool(EXPLICIT_RELEASE.search(t) or AMEND.search(t) or CONDITION_DONE.search(t))


def question(rule: Rule, detection: Detection, turn: int) -> str:
    """The safety-net item for an unsure pair."""
    what = "change" if detection.label == "amend" else "lift"
    return (
        f"Did the user {what} pinned rule {rule.id} {quote(rule.text)} at turn {turn} "
        f"({quote(detection.quote)})? Ask them; if yes, call release_constraint with their words."
    )


#: Each ledger's rule words, kept while the ledger lives (no per-turn recomputation for every rule).
_CACHES: weakref.WeakKeyDictionary[Ledger, WordsCache] = weakref.WeakKeyDictionary()


def apply_user_turn(ledger: Ledger, message: Message, in_force: Sequence[Rule] | None = None) -> list[Detection]:
    """Detect and apply the releases/amendments of one stored user message (the ledger's policy):
    ``detect_user_turn`` then ``apply_detections``. Returns the detections acted on (applied,
    pending confirmation, or asked); none means the rules are unchanged."""
    return apply_detections(ledger, message, detect_user_turn(ledger, message, in_force))


def detect_user_turn(ledger: Ledger, message: Message, in_force: Sequence[Rule] | None = None) -> list[Detection]:
    """The releases/amendments one stored user message makes of the rules in force, not applied.

    Rules the message itself pinned are left alone. ``in_force`` is ``ledger.rules()`` when the
    caller has just read them. An amendment with no new words to pin is marked unsure (asked).
    """
    if message.role not in RELEASE_SOURCES:
        return []
    try:
        in_force = ledger.rules() if in_force is None else in_force
        rules = [r for r in in_force if not (r.source_turns and r.source_turns[0] == message.turn)]
        previous = next((m for m in reversed(ledger.messages) if m.role == "user" and m.turn < message.turn), None)
        detections = detect(
            rules,
            message.content,
            role=message.role,
            previous=previous.content if previous else "",
            classifier=ledger.classifier if rules else None,
            cache=_CACHES.setdefault(ledger, WordsCache()),
        )
    except Exception as exc:  # a detector bug must not lose the turn; the rules simply stay
        log.error(
            "release detection failed on turn %d (%s: %s); rules unchanged", message.turn, type(exc).__name__, exc
        )
        return []
    # An amendment with no new words to pin ("ok, but", "change it to:") is asked, never applied.
    return [replace(d, confident=False) if d.label == "amend" and not d.new_text.strip() else d for d in detections]


def apply_detections(ledger: Ledger, message: Message, detections: Sequence[Detection]) -> list[Detection]:
    """Apply ``detect_user_turn``'s verdicts in one transaction: a confident release retires the
    rule (or waits for confirmation, ``confirm_releases``), a confident amendment retires it and
    pins the new words, an unsure one becomes a question in the safety net."""
    if not detections:
        return []
    asked: list[str] = []
    with ledger.store.transaction():
        for d in detections:
            rule = ledger.rule(d.rule_id)
            if not d.confident:
                asked.append(question(rule, d, message.turn))
                ledger.store.add_history(
                    rule.id, "asked", turn=message.turn, quote=d.quote, origin="detector", confidence=d.score
                )
            elif d.label == "release" and ledger.confirm_releases:
                ledger.store.add_history(
                    rule.id, "release_pending", turn=message.turn, quote=d.quote, origin="detector", confidence=d.score
                )
            elif d.label == "release":
                release_rule(ledger, rule.id, turn=message.turn, quote=d.quote, origin="detector", confidence=d.score)
            else:
                amend_rule(
                    ledger, rule.id, d.new_text, turn=message.turn, quote=d.quote, origin="detector", confidence=d.score
                )
        if asked:
            state = ledger.task_state
            net = state.user_stated_constraints_not_yet_pinned + tuple(asked)
            net = tuple(dict.fromkeys(net))
            ledger.store.save_task_state(replace(state, user_stated_constraints_not_yet_pinned=net))
    return list(detections)


def without_release_words(text: str, found: Sequence[Any], detections: Sequence[Detection]) -> list[Any]:
    """The classifier's spans of a user turn without the words of its confident releases (applied,
    or pending confirmation): "you don't have to ask me before restarting the primary anymore"
    lifts a rule, and pinning it as a prohibition (its form) would make the guard refuse the
    restart the user just allowed. A span is a release's words when at least half of it lies in
    the release's quote. Asked releases (unsure) leave every span pinned: the sentence may be a
    new rule as well."""
    quotes = []
    for d in detections:
        quote = d.quote.strip()
        at = text.find(quote) if d.label == "release" and d.confident and quote else -1
        if at >= 0:
            quotes.append((at, at + len(quote)))
    if not quotes:
        return list(found)

    def inside(span: Any) -> bool:
        size = max(1, span.end - span.start)
        return any(min(span.end, b) - max(span.start, a) >= size / 2 for a, b in quotes)

    return [c for c in found if not inside(c)]


def release_rule(
    ledger: Ledger, rule_id: int, *, turn: int, quote: str, origin: str, confidence: float | None = None
) -> Rule:
    """Retire a rule because the user lifted it; the history keeps the turn and the words."""
    ledger.store.retire_rules(
        [rule_id],
        reason=f"released by the user at turn {turn}: {quote}",
        event="released",
        turn=turn,
        quote=quote,
        origin=origin,
        confidence=confidence,
    )
    _clear_questions(ledger, rule_id)
    log.info("rule %s released at turn %d: %s", rule_id, turn, quote)
    return ledger.rule(rule_id)


def _clear_questions(ledger: Ledger, rule_id: int) -> None:
    """Drop the safety net's questions about a rule once the user has answered them."""
    state = ledger.task_state
    net = state.user_stated_constraints_not_yet_pinned
    asked = (f"Did the user lift pinned rule {rule_id} ", f"Did the user change pinned rule {rule_id} ")
    rest = tuple(item for item in net if not item.startswith(asked))
    if rest != net:
        ledger.store.save_task_state(replace(state, user_stated_constraints_not_yet_pinned=rest))


def amend_rule(
    ledger: Ledger,
    rule_id: int,
    new_text: str,
    *,
    turn: int,
    quote: str,
    origin: str,
    confidence: float | None = None,
) -> Rule:
    """Retire a rule and pin the user's new words verbatim in its place (same kind and scope),
    linked to it, in one transaction. Returns the new rule."""
    old = ledger.rule(rule_id)
    with ledger.store.transaction():
        pinned = ledger.pin(
            new_text,
            kind=old.kind,
            scope=old.scope,
            origin="tool" if origin == "tool" else "classifier",
            turn=turn,
            scope_id=old.scope_id,
            confidence=1.0 if confidence is None else min(1.0, confidence),
        )
        ledger.store.set_amends(pinned.id, old.id)
        ledger.store.retire_rules(
            [old.id],
            reason=f"amended by the user at turn {turn}: {quote}",
            event="amended",
            turn=turn,
            quote=quote,
            origin=origin,
            linked_rule_id=pinned.id,
            confidence=confidence,
        )
        ledger.store.add_history(
            pinned.id, "amends", turn=turn, quote=quote, origin=origin, linked_rule_id=old.id, confidence=confidence
        )
        _clear_questions(ledger, old.id)
    log.info("rule %s amended at turn %d by rule %s: %s", old.id, turn, pinned.id, new_text)
    return ledger.rule(pinned.id)


def pending_release(ledger: Ledger, rule_id: int) -> dict[str, Any] | None:
    """The unconfirmed release of an active rule (``confirm_releases``), else None."""
    events = [e for e in ledger.store.rule_history(rule_id) if e["event"] in ("release_pending", "released", "pinned")]
    rule = ledger.store.rule(rule_id)
    if rule is None or not rule.active or not events or events[-1]["event"] != "release_pending":
        return None
    return events[-1]


def confirm_message(rule: Rule, pending: dict[str, Any]) -> str:
    """What the guard tells the agent (as the tool result) while a release awaits confirmation."""
    return (
        f"the user's turn {pending['turn']} seems to lift pinned rule {rule.id} ({quote(pending['quote'])}), "
        "but releases need the user's confirmation: ask the user whether the rule "
        f"{quote(rule.text)} is lifted; if they confirm, call release_constraint with rule_id {rule.id} "
        "and their words, then retry"
    )


def release_note(ledger: Ledger, turn: int) -> str:
    """What changed in the rules at ``turn``, in words for the model ("" when nothing did)."""
    lines = []
    for e in ledger.rule_history():
        if e["turn"] != turn or e["event"] not in ("released", "amended", "release_pending", "asked"):
            continue
        rule = ledger.rule(int(e["rule_id"]))
        if e["event"] == "released":
            lines.append(f"pinlane: the user lifted the pinned rule {quote(rule.text)}; it is no longer in force.")
        elif e["event"] == "amended":
            new = ledger.rule(int(e["linked_rule_id"]))
            lines.append(f"pinlane: the user changed the pinned rule {quote(rule.text)} to {quote(new.text)}.")
        elif e["event"] == "release_pending":
            lines.append(f"pinlane: the user may have lifted {quote(rule.text)}; it stays in force until they confirm.")
        else:
            lines.append(
                f"pinlane: unsure whether the user lifted or changed {quote(rule.text)}; it stays in force, ask them."
            )
    return "\n".join(lines)
