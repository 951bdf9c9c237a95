"""Survival benchmark: do rules stated early survive compaction? pinlane against the usual ways.

    python benchmarks/survival.py [--rules 10] [--sizes 20000,50000,100000] [--llm-rules 4]

Rules come in six families (benchmarks/survival_rules.py): test-split spans of data/, on-call/ops
prohibitions with tool probes, PrefEval explicit preferences (each followed, at the end of the
transcript, by its paired violating query), Multi-IF follow-up constraints, IFEval instructions
and agent rule files (cursorrules). Each rule's message is planted at user turn 2, then padded
with real user turns from ../shared/corpora (SGD, Taskmaster, NL2Bash) and synthetic tool
traffic up to 20k, 50k or 100k tokens; sparse (the user rarely speaks) or dense (a user turn
between every tool call) transcripts; compaction repeated 1, 3 and 10 times; summary budgets
of 200 and 500 words.

Methods on the same transcripts: truncation (keep the newest messages that fit), a recency
window of the last 10 user messages, repeated offline summarization (ledger.OfflineSummarizer),
and pinlane's three lanes. Scored: the rule present verbatim in the compacted context; present
in meaning (lexical test: at least 70% of the rule's content words appear); whether the shipped
classifier pinned it (its misses are reported per family, not hidden); for ops rules, whether
ledger.Guard's automatic net refuses each violating tool call after compaction (and how many
harmless calls it escalates); for PrefEval, the rule's presence in the context at the time of
the violating query. With PINLANE_LLM_BASE_URL set, two LLM arms (an LLM summary without pinning,
and pinlane with the LLM summarizer) and an LLM judge of "present in meaning" run on one
configuration; without it the report says they were not run. Writes benchmarks/survival.md and
benchmarks/survival.png (benchmarks/survival_report.py).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

if str(Path(__file__).resolve().parent) not in sys.path:  # run as a script or loaded by path
    sys.path.insert(0, str(Path(__file__).resolve().parent))
from survival_report import plot, report  # noqa: E402
from survival_rules import FAMILIES, ROOT, PlantedRule, all_rules, read_corpus  # noqa: E402

BUDGET = 4_000
COMPACTIONS = ((1, 500), (3, 200), (10, 200))  # (passes, summary words)
LLM_CONFIG = (50_000, False, 3, 200)  # tokens, dense, passes, words: where the LLM arms run
_WORD = re.compile(r"[a-z0-9]+")
_STOP = set("the a an to of and or in on for with your you be is are it this that all any do not no".split())


def content(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in _STOP}


def filler_turns() -> list[str]:
    return [r["text"] for source in ("sgd", "taskmaster4", "nl2bash") for r in read_corpus(source)[:4000]]


def transcript(p: PlantedRule, tokens: int, dense: bool, fillers: list[str], rng: random.Random) -> list[dict]:
    from pinlane.ledger.history import approx_tokens

    msgs = [
        {"role": "user", "content": p.lead or rng.choice(fillers)},
        {"role": "assistant", "content": "Sure."},
        {"role": "user", "content": p.message},
        {"role": "assistant", "content": "Noted."},
    ]
    total, i = sum(approx_tokens(m["content"]) for m in msgs), 0
    while total < tokens:
        call = {"id": f"c{i}", "type": "function", "function": {"name": "search", "arguments": f'{{"q": "item {i}"}}'}}
        msgs.append({"role": "assistant", "content": None, "tool_calls": [call]})
        body = " ".join(f"row {rng.randrange(10**5)} status ok latency {rng.randrange(900)}ms" for _ in range(15))
        msgs.append({"role": "tool", "tool_call_id": f"c{i}", "content": body})
        total += approx_tokens(body) + 12
        if dense or i % 12 == 0:
            text = rng.choice(fillers)
            msgs.append({"role": "user", "content": text})
            total += approx_tokens(text)
        i += 1
    if p.query:  # PrefEval: the violating query comes last; the rule must be in context now
        msgs.append({"role": "user", "content": p.query})
    return msgs


def context_text(messages: list[dict]) -> str:
    return "\n".join((m.get("content") or "") for m in messages)


def truncate(msgs: list[dict]) -> str:
    from pinlane.ledger.history import approx_tokens

    kept, used = [], 0
    for m in reversed(msgs):
        used += approx_tokens(m.get("content") or "")
        if used > BUDGET:
            break
        kept.append(m)
    return context_text(kept[::-1])


def recency(msgs: list[dict]) -> str:
    return context_text([m for m in msgs if m["role"] == "user"][-10:])


def summarize(msgs: list[dict], passes: int, words: int, summarizer: Any = None) -> str:
    """Repeated summarization without pinning: each pass summarizes the previous summary plus
    the next chunk; the last 6 messages stay verbatim."""
    from pinlane.ledger.history import Message
    from pinlane.ledger.state import TaskState
    from pinlane.ledger.summarize import OfflineSummarizer

    summarizer = summarizer or OfflineSummarizer(max_words=words)
    history = [
        Message(role=m["role"], content=m.get("content") or "", tool_calls=tuple(m.get("tool_calls") or ()))
        for m in msgs[:-6]
    ]
    size = max(1, -(-len(history) // passes))
    summary, state = "", TaskState()
    for start in range(0, len(history), size):
        result = summarizer.summarize(
            history[start : start + size], previous=state, previous_summary=summary, pinned=[]
        )
        summary, state = result.text, result.state
    return summary + "\n" + state.render() + "\n" + context_text(msgs[-6:])


def pinlane(msgs: list[dict], clf: Any, passes: int, words: int, summarizer: Any = None) -> tuple[Any, str]:
    """The ledger over the transcript, compacted ``passes`` times; returns it and its context text."""
    from pinlane.ledger import Ledger, OfflineSummarizer

    ledger = Ledger(
        classifier=clf,
        summarizer=summarizer or OfflineSummarizer(max_words=words),
        budget_tokens=BUDGET,
        keep_last_turns=2,
    )
    step = max(1, len(msgs) // passes)
    for i, m in enumerate(msgs):
        ledger.add_message(
            m["role"], m.get("content"), tool_calls=m.get("tool_calls"), tool_call_id=m.get("tool_call_id")
        )
        if (i + 1) % step == 0:
            ledger.compact()
    return ledger, context_text(ledger.build_context(compact=False))


def present(rule: str, text: str) -> tuple[bool, bool]:
    verbatim = rule in text or json.dumps(rule, ensure_ascii=False)[1:-1] in text
    words = content(rule)
    meaning = verbatim or (bool(words) and len(words & content(text)) / len(words) >= 0.7)
    return verbatim, meaning


def probe(ledger: Any, p: PlantedRule) -> tuple[list[bool], list[tuple[bool, str]]]:
    """Guard decisions after compaction: refused per violating call; per harmless call, whether it
    was stopped and by which pinned rule."""
    from pinlane.ledger import Guard

    guard = Guard(ledger)  # no approver: an escalated call is refused
    for tool, _ in p.probes + p.harmless:
        guard.register(tool, lambda **kw: "ran")  # side-effecting: the net looks at every call
    refused = [not guard.check(tool, args).allowed for tool, args in p.probes]
    stopped = [not guard.check(tool, args).allowed for tool, args in p.harmless]
    return refused, [(stop, _matched(ledger, tool, args)) for stop, (tool, args) in zip(stopped, p.harmless)]


def _matched(ledger: Any, tool: str, args: dict) -> str:
    """What the guard's net matches for a call: a pinned rule, or a safety-net sentence."""
    from pinlane.ledger import prohibition_hit

    hit = prohibition_hit(ledger, tool, args)
    if hit is None:
        return "nothing"
    if hit.rule is not None:
        return f"pinned {json.dumps(hit.text, ensure_ascii=False)}"
    return f"the safety-net sentence {hit.text!r}"


class CachedClassifier:
    """The shipped classifier with its answers memoized: filler turns recur across runs."""

    def __init__(self, clf: Any) -> None:
        self.clf, self.cache = clf, {}

    def classify(self, text: str, *, include_uncertain: bool = False) -> Any:
        key = (text, include_uncertain)
        if key not in self.cache:
            self.cache[key] = self.clf.classify(text, include_uncertain=include_uncertain)
        return self.cache[key]


def run_rule(p: PlantedRule, msgs: list[dict], clf: Any, passes: int, words: int) -> dict[str, Any]:
    ledger, pinned_text = pinlane(msgs, clf, passes, words)
    texts = {
        "truncation": truncate(msgs),
        "recency window": recency(msgs),
        "summary (offline)": summarize(msgs, passes, words),
        "pinlane": pinned_text,
    }
    scores = {m: present(p.rule, t) for m, t in texts.items()}
    context = ledger.build_context(compact=False)
    block = next((m for m in context if m["role"] == "system" and m["content"].startswith("## Rules in force")), None)
    refused, escalated = probe(ledger, p)
    return {
        "verbatim": {m: s[0] for m, s in scores.items()},
        "meaning": {m: s[1] for m, s in scores.items()},
        "pinned": any(p.rule in r.text for r in ledger.rules()),
        "safety_net": any(p.rule in s for s in ledger.task_state.user_stated_constraints_not_yet_pinned),
        "block_tokens": ledger.count_tokens(block["content"]) if block else 0,
        "refused": refused,
        "escalated": escalated,
    }


# -- LLM arms (only with an endpoint) -----------------------------------------------------------

JUDGE_PROMPT = (
    "You check whether an agent's context still carries a rule its user stated. The rule is "
    "present when the context states it, word for word or with the same meaning, so that an "
    "agent reading only this context would still follow it. Reply with one JSON object and "
    'nothing else: {"present": true or false, "evidence": "<words of the context that carry the '
    'rule, or empty>"}'
)
_FENCE = re.compile(r"^\s*```(?:json)?\s*\n(.*)\n\s*```\s*$", re.S)


@dataclass(frozen=True)
class Endpoint:
    """An OpenAI-compatible server (PINLANE_LLM_BASE_URL, PINLANE_LLM_MODEL, PINLANE_LLM_API_KEY)."""

    base_url: str
    model: str = "default"
    api_key: str = ""
    timeout: float = 120.0

    @classmethod
    def from_env(cls) -> Endpoint | None:
        base = os.environ.get("PINLANE_LLM_BASE_URL", "")
        if not base:
            return None
        return cls(base, os.environ.get("PINLANE_LLM_MODEL", "default"), os.environ.get("PINLANE_LLM_API_KEY", ""))

    def summarizer(self, words: int) -> Any:
        from pinlane.ledger import OpenAISummarizer

        return OpenAISummarizer(
            self.base_url, model=self.model, api_key=self.api_key, timeout=self.timeout, max_words=words
        )

    def endpoint(self) -> Any:
        from pinlane.ledger.llm_http import ChatEndpoint

        return ChatEndpoint.from_settings(self.base_url, self.model, self.api_key, self.timeout)


def _read_verdict(message: dict) -> bool:
    found = _FENCE.match(str(message["content"]))
    verdict = json.loads(found.group(1) if found else message["content"])
    if not isinstance(verdict, dict) or not isinstance(verdict.get("present"), bool):
        raise ValueError(f"no boolean 'present' in {verdict!r:.80}")
    return verdict["present"]


def judge_present(endpoint: Endpoint, rule: str, text: str) -> bool | None:
    """The LLM judge's verdict on "present in meaning"; None when the server fails or the verdict
    is unreadable twice (an error is counted as an error, never as a verdict)."""
    from pinlane.ledger.errors import LLMError

    user = f"Rule: {json.dumps(rule, ensure_ascii=False)}\n\nContext:\n{text[-24_000:]}"
    body = {
        "temperature": 0,
        "response_format": {"type": "json_object"},
        "messages": [{"role": "system", "content": JUDGE_PROMPT}, {"role": "user", "content": user}],
    }
    try:
        return bool(endpoint.endpoint().ask(body, _read_verdict, what="verdict"))
    except LLMError:
        return None


class CountingSummarizer:
    """Wraps a summarizer and counts its failures (the ledger falls back to offline on them)."""

    def __init__(self, inner: Any) -> None:
        self.inner, self.calls, self.failures = inner, 0, 0

    def summarize(self, messages: Any, **kw: Any) -> Any:
        self.calls += 1
        try:
            return self.inner.summarize(messages, **kw)
        except Exception:
            self.failures += 1
            raise


def llm_arms(p: PlantedRule, msgs: list[dict], clf: Any, endpoint: Endpoint, passes: int, words: int) -> dict:
    """Both LLM arms and the judge on one transcript: verbatim, lexical and judged meaning per method."""
    texts = {"truncation": truncate(msgs), "recency window": recency(msgs)}
    texts["summary (offline)"] = summarize(msgs, passes, words)
    errors = {}
    try:
        texts["summary (LLM)"] = summarize(msgs, passes, words, endpoint.summarizer(words))
    except Exception as exc:  # the arm failed on this rule: reported, not scored as a loss
        errors["summary (LLM)"] = f"{type(exc).__name__}: {exc}"[:200]
    texts["pinlane"] = pinlane(msgs, clf, passes, words)[1]
    counting = CountingSummarizer(endpoint.summarizer(words))
    texts["pinlane + LLM summarizer"] = pinlane(msgs, clf, passes, words, counting)[1]
    if counting.failures:
        errors["pinlane + LLM summarizer"] = f"{counting.failures} of {counting.calls} summaries fell back to offline"
    out: dict[str, Any] = {"family": p.family, "rule": p.rule, "errors": errors, "methods": {}}
    for method, text in texts.items():
        verbatim, meaning = present(p.rule, text)
        out["methods"][method] = {
            "verbatim": verbatim,
            "meaning": meaning,
            "judge": judge_present(endpoint, p.rule, text),
        }
    return out


def _digest(path: Path) -> str:
    import hashlib

    return hashlib.sha256(path.read_bytes()).hexdigest()[:12]


# -- the run ------------------------------------------------------------------------------------


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rules", type=int, default=10, help="rules per corpus family (ops: all)")
    parser.add_argument("--sizes", default="20000,50000,100000", help="transcript sizes in tokens")
    parser.add_argument("--llm-rules", type=int, default=4, help="rules per family for the LLM arms")
    from training.outdir import add_output_arguments, output_dir

    tracked = ROOT / "benchmarks"
    add_output_arguments(parser, flag="--out", tracked=tracked, prefix="pinlane-survival", what="survival.md/.png")
    args = parser.parse_args()
    out = output_dir(args.out, write_in_place=args.write_in_place, tracked=tracked, prefix="pinlane-survival")
    from pinlane.classifier import ConstraintClassifier

    started = time.perf_counter()
    clf = CachedClassifier(ConstraintClassifier.load())
    inputs = ", ".join(f"`{p}` sha256 {_digest(ROOT / p)}" for p in ("models/constraints.onnx", "data/labeled.jsonl"))
    fillers = filler_turns()
    rules = all_rules(args.rules)
    sizes = [int(s) for s in args.sizes.split(",")]
    configs = [(t, d, p, w) for t in sizes for d in (False, True) for p, w in COMPACTIONS]
    results = []
    for config in configs:
        tokens, dense, passes, words = config
        for n, p in enumerate(rules):
            row = run_rule(p, transcript(p, tokens, dense, fillers, random.Random(n)), clf, passes, words)
            results.append(
                {
                    "family": p.family,
                    "rule": p.rule,
                    "config": config,
                    "probes": p.probes,
                    "harmless": p.harmless,
                    **row,
                }
            )
        share = sum(r["verbatim"]["pinlane"] for r in results[-len(rules) :]) / len(rules)
        print(f"{config}: pinlane verbatim {share:.2f} ({time.perf_counter() - started:.0f} s)", file=sys.stderr)
    endpoint, llm, setup = Endpoint.from_env(), None, ""
    if endpoint is None:
        print("LLM arms not run: PINLANE_LLM_BASE_URL is not set (meaning = lexical test only).", file=sys.stderr)
    else:
        tokens, dense, passes, words = LLM_CONFIG
        look = f"{'dense' if dense else 'sparse'}, {passes} compactions, {words} words"
        setup = f"Model `{endpoint.model}`; {tokens // 1000}k tokens, {look}"
        picked = [q for f in FAMILIES for q in [p for p in rules if p.family == f][: args.llm_rules]]
        llm = [
            llm_arms(
                p, transcript(p, tokens, dense, fillers, random.Random(rules.index(p))), clf, endpoint, passes, words
            )
            for p in picked
        ]
    seconds = time.perf_counter() - started
    text = report(results, rules, configs, llm, seconds=seconds, budget=BUDGET, llm_setup=setup, inputs=inputs)
    (out / "survival.md").write_text(text)
    print(text)
    plot(results, configs, out / "survival.png")
    print(f"wrote {out / 'survival.md'} and {out / 'survival.png'}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
