"""The guard's second opinion: the pair model's p(call breaks rule), combined with the matcher.

The structured matcher (``ledger.matcher``) is precise but only knows the words and tools in its
vocabulary; the pair head of the classifier's encoder reads (rule, ``call_text(call)``) and
generalises to tools and categories the vocabulary lacks ("customers" vs ``DELETE FROM users``).
A call escalates for a rule when the matcher matches it, or when the pair model is confident on
its own (``p >= PairPolicy.threshold``, chosen on the benchmark's dev split only). The pair
model is optional: without a classifier that has ``pair_scores`` (test doubles, the fast tier
alone, a model without the guard head) the matcher decides alone, exactly as before.

The pair model never overrides structured evidence that a call is harmless (``contradicts``): a
call that names only another environment than the rule's (staging vs "on prod"), or only
rehearses or reads (a dry run, a plan, a SELECT) against a rule on changes. Checks stay under the
per-call budget by scoring at most ``PairPolicy.max_rules`` rules per call, the ones most related
to the call (shared actions or nouns), and only rules the matcher did not already match.

    >>> policy = PairPolicy(threshold=0.9)
    >>> combine("Never delete customers.", None, 0.95, "DELETE FROM users", policy).explain()
    '"Never delete customers." matched by pair model in `DELETE FROM users` (pair model p=0.95), confidence 0.95'
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from pinlane.ledger import matcher as M
from pinlane.ledger import tool_vocab as V
from pinlane.ledger.errors import LedgerParameterError

log = logging.getLogger(__name__)

#: The pair task whose head scores (rule, call text).
TASK = "guard"
#: p(violates) at or above which the pair model escalates a call the matcher let through, chosen
#: on benchmarks/guard_pairs dev with ``benchmarks/guard_pairs.py --encoder MODEL --fit``. For the
#: multitask encoder of 2026-12-03 (one epoch, not shipped) the fit gives 1.0: the four dev
#: violations the matcher misses score 0.40-0.47 while unmatched harmless calls reach 0.69, so no
#: threshold catches more on dev with pair-only escalations right half the time. At 1.0 the pair
#: model is not asked (no encoder pass); rerun the fit when a new model ships.
DEFAULT_THRESHOLD = 1.0
#: Rules scored by the pair model per call, most related first: one encoder pass (~3-5 ms on one idle
#: thread, up to ~14 ms p99 with the machine loaded) keeps a check under the 20 ms budget.
DEFAULT_MAX_RULES = 1


@dataclass(frozen=True)
class PairPolicy:
    """How the pair probability combines with the matcher.

    Args:
        threshold: p(violates) at or above which a call the matcher let through escalates.
        veto: when set, a matcher match whose p(violates) is below it is let through (None:
            the matcher's matches always stand).
        max_rules: rules the pair model scores per call, most related first.
    """

    threshold: float = DEFAULT_THRESHOLD
    veto: float | None = None
    max_rules: int = DEFAULT_MAX_RULES

    def __post_init__(self) -> None:
        if not 0.0 <= self.threshold <= 1.0:
            raise LedgerParameterError(f"PairPolicy.threshold must be in [0, 1], got {self.threshold!r}.")
        if self.veto is not None and not 0.0 <= self.veto <= 1.0:
            raise LedgerParameterError(f"PairPolicy.veto must be None or in [0, 1], got {self.veto!r}.")
        if self.max_rules < 0:
            raise LedgerParameterError(f"PairPolicy.max_rules must be >= 0, got {self.max_rules!r}.")


DEFAULT_POLICY = PairPolicy()
#: Environment variable that sets the threshold without a code change (a newer model, a trial).
THRESHOLD_ENV = "PINLANE_PAIR_THRESHOLD"


def current_policy() -> PairPolicy:
    """``DEFAULT_POLICY``, or its threshold from ``$PINLANE_PAIR_THRESHOLD`` (a number in [0, 1]);
    a value that is not one is ignored with a warning."""
    raw = os.environ.get(THRESHOLD_ENV, "").strip()
    if not raw:
        return DEFAULT_POLICY
    try:
        return PairPolicy(threshold=float(raw), veto=DEFAULT_POLICY.veto, max_rules=DEFAULT_POLICY.max_rules)
    except (ValueError, LedgerParameterError):
        log.warning(
            "%s=%r is not a number in [0, 1]; using the default threshold %s", THRESHOLD_ENV, raw, DEFAULT_THRESHOLD
        )
        return DEFAULT_POLICY


def pair_probabilities(classifier: Any, rules: Sequence[str], text: str) -> list[float] | None:
    """p(violates) for each rule against one rendered call, or None when no pair model answers.

    ``classifier.pair_scores("guard", pairs)`` is looked up with ``getattr`` so classifier test
    doubles without it keep working; a model without the guard head returns None. A failing
    pair model never fails the check: it is logged and the matcher decides alone.
    """
    score = getattr(classifier, "pair_scores", None)
    if score is None or not rules:
        return None
    try:
        out = score(TASK, [(r, text) for r in rules])
    except Exception as exc:  # the guard must still answer with the matcher alone
        log.warning(
            "pair model failed on %d rule(s) (%s: %s); the matcher decides alone", len(rules), type(exc).__name__, exc
        )
        return None
    if out is None:
        return None
    return [float(row[-1]) for row in out]


def evidence_of(text: str) -> str:
    """The line of a rendered call a refusal quotes: a SQL statement, else the first shell
    segment that is not a wrapper (``ssh host``, ``kubectl exec``), else the edit or arguments."""
    lines = text.splitlines()
    body = [line.split(": ", 1) for line in lines if ": " in line]
    for key, value in body:
        if key == "sql":
            return value[:200]
    for key, value in body:
        if key == "shell" and not value.startswith("ssh |") and "subcommand: exec" not in value:
            return value[:200]
    for key, value in body:
        if key in ("edit", "write", "arguments", "redirect", "shell"):
            return value[:200]
    return (lines[0].split(": ", 1)[-1] if lines else text)[:200]


def combine(
    rule: str, m: M.Match | None, p: float | None, evidence: str, policy: PairPolicy = DEFAULT_POLICY
) -> M.Match | None:
    """The decision for one rule: the matcher's match (with the pair probability added to its
    details), the pair model's own match when it is confident, or None (let through)."""
    if p is None:
        return m
    if m is not None:
        if policy.veto is not None and p < policy.veto:
            return None
        return replace(m, details=(*m.details, f"pair model p={p:.2f}"))
    if p >= policy.threshold:
        spec = M.parse_rule(rule)
        return M.Match(spec.text, "pair model", evidence, (f"pair model p={p:.2f}",), round(p, 2), spec.approval)
    return None


def contradicts(rule: str, call: M.CallView) -> str | None:
    """Structured evidence that a call does not break a rule, which the pair model may not
    override: the call names only environments the rule does not (staging vs "on prod"), or it
    only rehearses or reads (a dry run, ``terraform plan``, a SELECT) a rule that restricts
    changes. Returns why, or None."""
    spec = M.parse_rule(rule)
    ops = [op for op in call.ops if op.source != "description"]
    pool = set(call.context).union(*(op.tokens for op in ops)) if ops else set(call.context)
    named = {e for t in pool if (e := M._ENVS.get(t))}
    if spec.envs and named and not named & spec.envs:
        return f"environment {', '.join(sorted(named))}, not {', '.join(sorted(spec.envs))}"
    reads_ok = spec.actions & {"read", "reveal", "export", "exec"}
    decisive = [op for op in ops if op.strong or op.dry or op.source == "sql"]  # not ``run_sql`` itself
    if (
        decisive
        and not reads_ok
        and all(op.dry or (op.source == "sql" and op.actions <= V.READ_ACTIONS) for op in decisive)
    ):
        return "a dry run or a read"
    return None


def relevance(rule: str, call: M.CallView) -> float:
    """How related a rule is to a call, cheaply: shared actions count most, then shared nouns
    (through aliases). Picks the rules worth an encoder pass when there are many."""
    spec = M.parse_rule(rule)
    acts = set()
    pool: set[str] = set(call.context)
    for op in call.ops:
        acts |= M.expand(op.actions)
        pool |= op.tokens
    score = 2.0 * bool(spec.actions & acts - {"write"}) + 0.5 * bool(spec.actions & acts)
    score += sum(1.0 for t in spec.targets if M._covers(t, pool))
    score += 0.5 * bool(spec.envs & {e for t in pool if (e := M._ENVS.get(t))})
    return score


def check(
    rules: Sequence[str],
    tool: str,
    arguments: Mapping[str, Any] | None,
    description: str = "",
    *,
    classifier: Any = None,
    policy: PairPolicy | None = None,
    call: M.CallView | None = None,
) -> list[M.Match | None]:
    """Matcher and pair model over ``rules`` for one call; one entry per rule (None: allowed).

    Args:
        rules: rule texts (pinned prohibitions, approval rules, limits).
        tool, arguments, description: the call, as ``matcher.read_call`` takes it.
        classifier: anything with ``pair_scores(task, pairs)``; None or without it: matcher only.
        policy: threshold, veto and how many rules the pair model scores (None: ``current_policy()``).
        call: the already parsed call, when the caller has it.
    """
    policy = policy if policy is not None else current_policy()
    view = call if call is not None else M.read_call(tool, arguments, description)
    matches = [M.match_call(r, view) for r in rules]
    if classifier is None or policy.max_rules == 0 or getattr(classifier, "pair_scores", None) is None:
        return matches
    if policy.threshold >= 1.0 and policy.veto is None:
        return matches  # the pair model could change nothing: no encoder pass
    todo = [
        i
        for i, m in enumerate(matches)
        if (m is None and not contradicts(rules[i], view)) or policy.veto is not None and m
    ]
    if len(todo) > policy.max_rules:
        todo = sorted(todo, key=lambda i: -relevance(rules[i], view))[: policy.max_rules]
    if not todo:
        return matches
    from pinlane.ledger.call_text import render

    text = render(tool, arguments, description, view=view)
    probs = pair_probabilities(classifier, [rules[i] for i in todo], text)
    if probs is None:
        return matches
    evidence = evidence_of(text)
    out = list(matches)
    for i, p in zip(todo, probs):
        out[i] = combine(rules[i], matches[i], p, evidence, policy)
    return out
