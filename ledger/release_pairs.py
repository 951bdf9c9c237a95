"""Release/amend decisions from the rule-based detector and the encoder's release head together.

The accurate tier's encoder carries a ``release`` pair head (``ConstraintClassifier.pair_scores``:
(pinned rule, user turn) -> probabilities of keep, release, amend; a cross-encoder of its own,
``training/pair_model.py``). Each rule's detector verdict is combined with the head's
probabilities by ``combine``; without a head (fast tier, test doubles, older models) the detector
decides alone. The detector is precise on phrasings it knows and misses about half of a new
author's; the head reads meaning, so it vetoes detector changes it disagrees with and decides
where the detector is unsure or found nothing.

What stays with code whatever the model says:
- only user turns are scored (the caller never asks the model about other roles);
- an amendment's new text is the user's words, verbatim: the detector's cut, or the turn's last
  sentence cut by ``release.amend_text``; the model never writes rule text;
- a prohibition without explicit release words (``EXPLICIT_RELEASE``) is released only when the
  head is sure (``release_unworded``), since it was trained to keep a condition merely reported
  done; otherwise the pair is asked in the safety net (or confirmed, with ``confirm_releases``);
- a release the head reads where the user's last sentence permits the act only under a condition
  ("fine if the volunteer asks", "as long as they're in bullet points") is taken as an amendment
  with that sentence (``conditional_permission``);
- a question is never released; a condition still to come, a plan, someone else's permission,
  sarcasm (``BLOCKERS``), permission for another thing (``OTHER_THING``) or a turn sharing no
  word with the rule (``refers_to``) lets the head release only past a bar of its own
  (``release_blocked`` and its siblings; 1.01, the default, is a hard gate).

The thresholds (``POLICY``) were searched on check7, check8, check10-check12, blind4a-c,
blind5a-c, blind10a-c and blind11a-c, seventeen sets by new authors that neither the detector nor
the head was built on, favouring precision (F0.5): a wrong release is the costly error.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from pinlane.ledger.pinned import Rule

log = logging.getLogger("pinlane.ledger")

PAIR_TASK = "release"
#: Column order of the release head's probabilities.
KEEP, RELEASE, AMEND = 0, 1, 2
#: Detector features that say the turn is not a change of this rule whatever the head says: a
#: question, "once ... you can", someone else's permission, sarcasm, a restriction kept
#: ("but still ..."), a value inside the rule's bound, a plan for later, a promise, permission for
#: another audience. On hand-written sets they fire on keeps almost only.
#: ("negated" and "reported" were blockers too: on the five tuning check sets they vetoed only the
#: head's right releases, "don't run it by me", "aren't needed anymore": release recall 0.797 ->
#: 0.819 without them, precision unchanged. A prohibition without release words still needs
#: ``release_unworded``.)
BLOCKERS = (
    "question", "future_condition", "sarcasm", "but_holds", "inside_bound", "within_bound", "later",
    "promised", "other_audience",
)  # fmt: skip
#: Detector findings that the turn's permission is for another thing than the rule's own ("the dev
#: cluster you can drain", against a prod-cluster rule): the head alone never releases on them
#: (the head reads the act and the permission, and misses which thing; amendments often change a
#: modifier, so these block releases only). On hand-written sets: 101 keeps, 11 releases.
OTHER_THING = ("other_object:modifier", "other_object:different", "other_object:not_a")


#: A permission with a condition attached ("doing both sessions is fine if the volunteer asks for
#: it", "longer messages are fine as long as they're in bullet points"): the rule changes, it is not
#: lifted, so a release the head reads there is taken as an amendment with the user's sentence.
CONDITIONAL_PERMISSION = re.compile(
    r"\b(?:fine|ok|okay|alright|all right|allowed|can|may|good)\b"
    r".*\b(?:if|as long as|so long as|provided|providing|only when|only if|unless)\b",
    re.I,
)
#: Look-alikes that attach no condition: a duration ("as long as they need"), politeness ("if you
#: can find one", "if you like").
_NO_CONDITION = re.compile(
    r"\bas long as (?:it|they|you|he|she|we|i|is|the \w+) (?:needs?|wants?|likes?|takes?|is useful)\b"
    r"|\bif (?:you can|possible|you (?:want|like)|need be)\b",
    re.I,
)


def conditional_permission(sentence: str) -> bool:
    """Whether the user's sentence permits the act only under a condition: an amendment."""
    return bool(CONDITIONAL_PERMISSION.search(sentence)) and not _NO_CONDITION.search(sentence)


#: Words by which a turn points at a rule without naming it ("make it 800", "let's say Go instead",
#: "the cap can go").
_POINTING = re.compile(
    r"\b(?:it|that|this|those|these|them|instead|the (?:rule|cap|limit|ban|thing|restriction|requirement))\b", re.I
)


def refers_to(rule: Rule, text: str) -> bool:
    """Whether ``text`` can be about ``rule`` at all: a shared word (or synonym), a shared number,
    or a pointing word. The head decides a change alone only then: it reads every user turn, and a
    long turn about something else ("Check replica 1. The night shift pasted more logs ...") must
    not amend a rule it never mentions. On the hand-written sets 98% of real changes pass."""
    from pinlane.ledger.release import _expand, content_words

    if _expand(content_words(rule.text)) & _expand(content_words(text)) or _POINTING.search(text):
        return True
    return bool(set(re.findall(r"\d+", rule.text)) & set(re.findall(r"\d+", text)))


@dataclass(frozen=True)
class PairPolicy:
    """Thresholds on the pair head's probabilities.

    - ``release_veto``: a release the detector is sure of is applied only if p(release) reaches
      this; below, the pair is asked.
    - ``release_promote``: a release the detector is unsure of is applied if p(release) reaches
      this (a prohibition without explicit release words: ``release_unworded``).
    - ``release_alone``: a turn the detector keeps is applied as a release if p(release) reaches
      this and no blocker fired (a prohibition without explicit release words:
      ``release_unworded``; 1.01 turns it off).
    - ``amend_veto`` / ``amend_promote``: the same for amendments (the detector's new text).
    - ``release_unworded``: a prohibition without explicit release words is applied as released
      (whether the detector found an unsure release or nothing) only if p(release) reaches this
      and no blocker fired: the head was trained to keep a prohibition's condition reported done
      ("the resync finished"), so only a head this sure stands in for the words (1.01: never;
      such a turn is asked).
    - ``amend_alone``: a turn the detector keeps is applied as an amendment if p(amend) reaches
      this and no blocker fired; the new text is the turn's last sentence cut as the detector cuts
      it (``release.amend_text``), the user's words verbatim (1.01 turns it off).
    - ``ask``: a pair the detector keeps is asked in the safety net if p(release) or p(amend)
      reaches this.
    - ``release_blocked`` / ``release_other_thing`` / ``release_unrelated``: the bar a release
      must also reach when a blocker fired (a future condition, sarcasm, ...; a question is never
      released, whatever the bars), when the detector saw permission for another thing than the
      rule's, or when the turn shares no word with the rule (:func:`refers_to`). 1.01, the
      default, makes each a hard gate, as before the eleventh round; a lower bar lets a head that
      sure overrule the gate ("the weekly cap can go" against "Max one marketing email per week"
      shares no word). Amendments stay gated.
    """

    release_veto: float = 0.2
    release_promote: float = 0.8
    release_alone: float = 1.01
    amend_veto: float = 0.2
    amend_promote: float = 0.8
    ask: float = 0.9
    amend_alone: float = 1.01
    release_unworded: float = 1.01
    release_blocked: float = 1.01
    release_other_thing: float = 1.01
    release_unrelated: float = 1.01

    @property
    def reads_every_turn(self) -> bool:
        """Whether the head may change a turn the detector found nothing in, so must read it."""
        return min(self.release_alone, self.amend_alone, self.release_unworded) <= 1.0


#: Chosen for the shipped release cross-encoder (training/pair_model.py, task release: the weight
#: average of two runs, r14 = the default recipe, templates + 76 hand sets with the contrast twins
#: rtrain64-71, and r15 = the same + the two-rule twins rtrain72-79; each release/amend turn also
#: paired with two other scenarios' rules as keeps) by a coordinate search for the best F0.5 on
#: seventeen sets by new authors that neither the detector nor the head was trained on (check7,
#: check8, check10-check12, blind4a-c, blind5a-c, blind10a-c, blind11a-c; all *tuned on* now), with
#: a prohibition's unworded bar kept at least as high as any other release bar:
#: ``python benchmarks/release_bench.py --sweep --encoder models/encoder.int8.onnx --fit
#: benchmarks/release/check{7,8,10,11,12}.jsonl benchmarks/release/blind{4,5,10,11}{a,b,c}.jsonl``.
#: The sixteenth round chose this head by the fifteenth round's rule: left one group of those sets
#: out, its release precision reached 0.97 with the most recall (README Results). The benchmark
#: scores each dialogue's pairs as one batch, as the ledger does (int8 dynamic quantization makes a
#: pair's probabilities depend slightly on its batch). The head vetoes detector releases under 0.5
#: and amendments under 0.2 (and then decides as below), releases where the detector is unsure or
#: silent at 0.9 (a prohibition without release words only at 0.98: the head was trained to keep a
#: condition merely reported done), past a blocker or an other-thing finding only at 0.95 and past
#: a turn sharing no word with the rule at 0.9 (never a question); amends the detector's unsure
#: amendment at 0.6 and amends alone at 0.95 with the user's last sentence.
#: Re-run the search whenever the shipped release head changes.
POLICY = PairPolicy(
    release_veto=0.5,
    release_promote=0.9,
    release_alone=0.9,
    amend_veto=0.2,
    amend_promote=0.6,
    ask=0.99,
    amend_alone=0.95,
    release_unworded=0.98,
    release_blocked=0.95,
    release_other_thing=0.95,
    release_unrelated=0.9,
)


def pair_probabilities(classifier: Any, rules: Sequence[Rule], text: str) -> Any | None:
    """The release head's (len(rules), 3) probabilities for (rule, turn) pairs, or None when the
    classifier has no such head (or fails: the detector then decides alone, and the error is
    logged)."""
    scorer = getattr(classifier, "pair_scores", None)
    if scorer is None or not rules:
        return None
    try:
        probs = scorer(PAIR_TASK, [(r.text, text) for r in rules])
    except Exception as exc:  # a broken model must not lose the turn; the detector still decides
        log.error("release pair head failed (%s: %s); the rule-based detector decides alone", type(exc).__name__, exc)
        return None
    if probs is None:
        return None
    shape = getattr(probs, "shape", None)
    if shape is None or tuple(shape) != (len(rules), 3):
        log.error(
            "release pair head returned shape %s for %d pairs (expected (%d, 3)); the rule-based "
            "detector decides alone",
            shape,
            len(rules),
            len(rules),
        )
        return None
    return probs


def combine(rule: Rule, detection: Any, probs: Sequence[float], text: str, policy: PairPolicy | None = None) -> Any:
    """One rule's verdict from its detector ``detection`` and the pair head's ``probs``
    (keep, release, amend). Returns a ``release.Detection``; ``score`` is the detector's score
    plus the model's probability of the label, so rules can be compared."""
    from pinlane.ledger.release import EXPLICIT_RELEASE, QUESTION_START, UNSURE, _norm, _sentences, amend_text

    policy = policy or POLICY
    p_keep, p_rel, p_am = (float(p) for p in probs[:3])
    feats = (*detection.features, f"pair:{p_keep:.2f}/{p_rel:.2f}/{p_am:.2f}")
    explicit = any(f.startswith("explicit:") for f in detection.features) or bool(EXPLICIT_RELEASE.search(_norm(text)))
    words_ok = rule.kind != "prohibition" or explicit
    blocked = any(f == b or f.startswith(b + ":") for f in detection.features for b in BLOCKERS)
    # a question ("did you push?", "can I restart it now?") is never a change, however sure the head
    asked = text.rstrip().endswith("?") or bool(QUESTION_START.search(text)) or "question" in detection.features
    blocked = blocked or asked
    if detection.confident and detection.label in ("release", "amend"):
        p, veto = (p_rel, policy.release_veto) if detection.label == "release" else (p_am, policy.amend_veto)
        if p >= veto:
            return replace(detection, score=round(detection.score + p, 3), features=feats)
        # vetoed: the detector's label is not this turn's, and the head decides as where the detector
        # is unsure ("setUp or fixtures, i don't care" cut as an amendment is a release)
        detection = replace(detection, confident=False)
    # the detector is unsure or keeps: the head's label decides, at the bar for what the detector saw
    other_thing = any(f.startswith(o) for f in detection.features for o in OTHER_THING)
    unrelated = not refers_to(rule, text)
    if p_rel >= p_am and not asked:
        bar = policy.release_alone if words_ok else policy.release_unworded
        if detection.label == "release" and words_ok:
            bar = min(bar, policy.release_promote)
        # a gate raises the bar to its own; at 1.01 (the default) nothing passes it
        for gated, gate_bar in (
            (blocked, policy.release_blocked),
            (other_thing, policy.release_other_thing),
            (unrelated, policy.release_unrelated),
        ):
            bar = max(bar, gate_bar) if gated else bar
        if p_rel >= bar:
            score = max(detection.score, UNSURE) + p_rel
            last = (_sentences(text) or [text])[-1]
            new_text = amend_text(last)
            if conditional_permission(new_text) and refers_to(rule, new_text):
                return replace(
                    detection, label="amend", confident=True, score=round(score, 3), quote=last,
                    new_text=new_text, features=(*feats, "conditional_permission"),
                )  # fmt: skip
            return replace(
                detection, label="release", confident=True, score=round(score, 3), new_text="", features=feats
            )
    if unrelated:
        return replace(detection, features=(*feats, "head_off:unrelated"))
    if p_am > p_rel and not blocked:
        last = (_sentences(text) or [text])[-1]
        quote, new_text = (
            (detection.quote, detection.new_text) if detection.label == "amend" else (last, amend_text(last))
        )
        bar = min(policy.amend_alone, policy.amend_promote) if detection.label == "amend" else policy.amend_alone
        if p_am >= bar and new_text:
            score = max(detection.score, UNSURE) + p_am
            return replace(
                detection, label="amend", confident=True, score=round(score, 3), quote=quote, new_text=new_text,
                features=feats,
            )  # fmt: skip
    if detection.label != "keep":
        p = p_rel if detection.label == "release" else p_am
        return replace(detection, score=round(detection.score + p, 3), features=feats)
    if max(p_rel, p_am) >= policy.ask:
        label = "release" if p_rel >= p_am else "amend"
        return replace(
            detection,
            label=label,
            confident=False,
            score=round(max(detection.score, 0.0) + max(p_rel, p_am), 3),
            new_text="",
            features=feats,
        )
    return replace(detection, features=feats)
