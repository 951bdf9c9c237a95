"""Where the survival benchmark's rules come from: six families, each rule with its gold text.

A family is a kind of rule an agent is told in practice. The gold text of each rule is chosen
from the source's own labels or structure, never by the shipped classifier (which decides
what pinlane pins, and whose misses the benchmark reports):

- ``test split``: constraint spans of data/labeled.jsonl's test split (never trained on).
- ``ops (tool probes)``: the on-call/ops prohibitions of benchmarks/guard_net_cases.jsonl, each
  with its violating and harmless tool calls; the only family with tool-shaped probes.
- ``prefeval``: PrefEval explicit preferences; the paired violating query (same meta.topic and
  meta.item) is the transcript's last user turn. PrefEval is CC-BY-NC-4.0: used here for
  evaluation only, never in data/ or training.
- ``multi_if``: Multi-IF constraint-only follow-up turns (turn 2 or 3), after their turn-1 prompt.
- ``ifeval``: IFEval prompts with one instruction; the rule is the sentence the instruction's
  kwargs (or its id's cue word) locate, and the whole prompt is planted (rule inside a request).
- ``cursorrules``: bullets of agent rule files that open with a rule verb, planted inside their
  file section (heading plus neighbouring bullets), as a user pastes a rules file.

Corpus lines in data/labeled.jsonl's train or dev split are skipped, so the classifier is never
scored on text it was trained or tuned on (test-split lines are unseen and may be used).
"""

from __future__ import annotations

import json
import random
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script: the shared-data paths live in training/
    sys.path.insert(0, str(ROOT))
from training.shared import read_corpus  # noqa: E402

GUARD_CASES = ROOT / "benchmarks" / "guard_net_cases.jsonl"
FAMILIES = ("test split", "ops (tool probes)", "prefeval", "multi_if", "ifeval", "cursorrules")

Call = tuple[str, dict[str, Any]]


@dataclass(frozen=True)
class PlantedRule:
    """One rule to plant: ``message`` states it (alone or inside a request), ``rule`` is the gold
    text that must survive, ``lead`` an earlier user turn, ``query`` a last user turn that would
    break it, ``probes``/``harmless`` tool calls that break / do not break it."""

    family: str
    rule: str
    message: str
    source_id: str
    lead: str | None = None
    query: str | None = None
    probes: tuple[Call, ...] = ()
    harmless: tuple[Call, ...] = ()


def _labeled() -> list[dict[str, Any]]:
    return [json.loads(line) for line in (ROOT / "data" / "labeled.jsonl").read_text().splitlines()]


def _seen(labeled: list[dict[str, Any]]) -> set[str]:
    """Ids and texts of the train and dev rows: the classifier was fit or tuned on them."""
    fit = [r for r in labeled if r["split"] != "test"]
    return {r["id"] for r in fit} | {r["text"] for r in fit}


def _sentences(text: str) -> list[str]:
    from pinlane.classifier.segment import segment

    return [u.text for u in segment(text)]


def labeled_test_spans(n: int, labeled: list[dict[str, Any]], seed: int = 3) -> list[PlantedRule]:
    spans = [
        (r["id"], c["text"])
        for r in labeled
        if r["split"] == "test"
        for c in r["constraints"]
        if 25 <= len(c["text"]) <= 160
    ]
    picked = random.Random(seed).sample(spans, min(n, len(spans)))
    return [PlantedRule("test split", text, text, rid) for rid, text in picked]


def ops_rules() -> list[PlantedRule]:
    cases = [json.loads(line) for line in GUARD_CASES.read_text().splitlines() if line.strip()]
    by_rule: dict[str, list[dict[str, Any]]] = {}
    for case in cases:
        by_rule.setdefault(case["rule"], []).append(case)
    return [
        PlantedRule(
            "ops (tool probes)",
            rule,
            rule,
            f"guard_net_cases:{i}",
            probes=tuple((c["tool"], c["args"]) for c in rows if c["violates"]),
            harmless=tuple((c["tool"], c["args"]) for c in rows if not c["violates"]),
        )
        for i, (rule, rows) in enumerate(by_rule.items())
    ]


def prefeval(n: int, seen: set[str], seed: int = 5) -> list[PlantedRule]:
    rows = read_corpus("prefeval")
    queries = {
        (r["meta"]["topic"], r["meta"]["item"]): r["text"]
        for r in rows
        if r["meta"].get("kind") == "query_that_would_violate_preference"
    }
    prefs = [
        r
        for r in rows
        if r["meta"].get("kind") == "explicit_preference"
        and (r["meta"]["topic"], r["meta"]["item"]) in queries
        and r["id"] not in seen
        and r["text"] not in seen
    ]
    picked = random.Random(seed).sample(prefs, min(n, len(prefs)))
    return [
        PlantedRule("prefeval", r["text"], r["text"], r["id"], query=queries[(r["meta"]["topic"], r["meta"]["item"])])
        for r in picked
    ]


def multi_if(n: int, seen: set[str], seed: int = 7) -> list[PlantedRule]:
    rows = read_corpus("multi_if")
    first = {r["meta"]["key"]: r["text"] for r in rows if r["meta"]["turn"] == 1}
    candidates = [
        r
        for r in rows
        if r["meta"]["turn"] > 1
        and r["meta"]["key"] in first
        and r["id"] not in seen
        and r["text"] not in seen
        and 25 <= len(r["text"]) <= 200
        and r["text"].isascii()
    ]
    out: list[PlantedRule] = []
    per_kind: dict[str, int] = {}
    for r in random.Random(seed).sample(candidates, len(candidates)):
        if len(out) == n:
            break
        kind = ",".join(r["meta"]["new_instruction_ids"])
        if per_kind.get(kind, 0) >= 2:  # at most two of one instruction: the templates repeat
            continue
        if _sentences(r["text"]) == [r["text"].strip()]:  # one sentence: the gold is the turn
            per_kind[kind] = per_kind.get(kind, 0) + 1
            out.append(PlantedRule("multi_if", r["text"].strip(), r["text"], r["id"], lead=first[r["meta"]["key"]]))
    return out


#: Words that mark the instruction's sentence when its kwargs name nothing quotable.
IFEVAL_CUES = {
    "punctuation:no_comma": ["comma"],
    "change_case:english_lowercase": ["lowercase", "lower case"],
    "change_case:english_capital": ["capital"],
    "detectable_format:title": ["title"],
    "detectable_format:number_bullet_lists": ["bullet"],
    "detectable_format:json_format": ["json"],
    "detectable_format:number_highlighted_sections": ["highlight"],
    "detectable_content:number_placeholders": ["placeholder"],
    "startend:quotation": ["quotation"],
    "length_constraints:number_paragraphs": ["paragraph"],
}
#: Instructions whose kwargs hold the words of their own sentence.
IFEVAL_KWARG_CUES = {
    "keywords:forbidden_words": "forbidden_words",
    "keywords:existence": "keywords",
    "startend:end_checker": "end_phrase",
    "detectable_content:postscript": "postscript_marker",
    "length_constraints:number_words": "num_words",
    "length_constraints:number_sentences": "num_sentences",
}


def _ifeval_cues(instruction: str, kwargs: dict[str, Any]) -> list[str]:
    if instruction in IFEVAL_CUES:
        return IFEVAL_CUES[instruction]
    value = kwargs.get(IFEVAL_KWARG_CUES.get(instruction, ""))
    if value is None:
        return []
    return [str(v).lower() for v in value] if isinstance(value, list) else [str(value).lower()]


def ifeval(n: int, seen: set[str], seed: int = 11) -> list[PlantedRule]:
    rows = [r for r in read_corpus("ifeval") if len(r["meta"]["instruction_id_list"]) == 1]
    out: list[PlantedRule] = []
    for r in random.Random(seed).sample(rows, len(rows)):
        if len(out) == n:
            break
        if r["id"] in seen or r["text"] in seen:
            continue
        cues = _ifeval_cues(r["meta"]["instruction_id_list"][0], r["meta"]["kwargs"][0])
        hits = [s for s in _sentences(r["text"]) if any(c in s.lower() for c in cues)]
        if cues and len(hits) == 1 and 20 <= len(hits[0]) <= 250 and hits[0] not in {p.rule for p in out}:
            out.append(PlantedRule("ifeval", hits[0], r["text"], r["id"]))
    return out


_RULE_VERB = re.compile(r"^(always|never|do not|don't|avoid|must|only|ensure|prefer)\b", re.I)
_MARK = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+(?:\*\*[^*]+\*\*:?\s*)?")


def cursorrules(n: int, seen: set[str], seed: int = 13) -> list[PlantedRule]:
    rows = read_corpus("cursorrules")
    out: list[PlantedRule] = []
    order = list(range(len(rows)))
    random.Random(seed).shuffle(order)
    files: set[str] = set()
    for i in order:
        if len(out) == n:
            break
        r = rows[i]
        meta = r["meta"]
        if meta["line_kind"] not in ("bullet", "numbered") or r["id"] in seen or r["text"] in seen:
            continue
        if meta["file"] in files or not _RULE_VERB.match(_MARK.sub("", r["text"])):
            continue
        sentences = _sentences(r["text"])
        if len(sentences) != 1 or not 25 <= len(sentences[0]) <= 160:
            continue
        section = [
            x["text"]
            for x in rows[max(0, i - 3) : i + 4]
            if x["meta"]["file"] == meta["file"]
            and x["meta"]["heading"] == meta["heading"]
            and x["meta"]["line_kind"] != "heading"
        ]
        message = "\n".join([f"## {meta['heading']}", *section]) if meta["heading"] else "\n".join(section)
        files.add(meta["file"])
        out.append(PlantedRule("cursorrules", sentences[0], message, r["id"]))
    return out


def all_rules(n: int) -> list[PlantedRule]:
    """``n`` rules per corpus family (fewer when a source has fewer) plus every ops rule."""
    labeled = _labeled()
    seen = _seen(labeled)
    rules = [
        *labeled_test_spans(n, labeled),
        *ops_rules(),
        *prefeval(n, seen),
        *multi_if(n, seen),
        *ifeval(n, seen),
        *cursorrules(n, seen),
    ]
    first = {}
    for r in rules:  # a rule text in two families is scored once, in the first
        first.setdefault(r.rule, r)
    return list(first.values())
