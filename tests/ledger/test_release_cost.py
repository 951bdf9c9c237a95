"""The release detector's cost (#19 fuzz target): a turn is read once, not once per pinned rule;
a rule's words are computed once per ledger, not once per turn; rules sharing no word with the
turn are skipped without changing any verdict. Counted in work, not timed."""

import json
from dataclasses import replace
from pathlib import Path

from pinlane.ledger import release
from pinlane.ledger.core import condition_of
from pinlane.ledger.pinned import Rule
from pinlane.ledger.release import detect, score_pair

DIALOGUES = Path(__file__).resolve().parents[2] / "benchmarks" / "release" / "dialogues.jsonl"


def rule(text, kind="prohibition", scope="task", id=1):
    condition = condition_of(text) if scope == "conditional" else ""
    return Rule(id, text, kind, scope, "t", "manual", 1.0, (1,), condition=condition)


def count_calls(monkeypatch, cls):
    calls = [0]
    real = cls.__init__

    def counted(self, *args, **kwargs):
        calls[0] += 1
        real(self, *args, **kwargs)

    monkeypatch.setattr(cls, "__init__", counted)
    return calls


def test_a_turn_is_read_once_whatever_the_number_of_rules(monkeypatch):
    sentences = count_calls(monkeypatch, release.Sentence)
    rules = [rule(f"Never restart host {i} of the primary rack.", id=i) for i in range(1, 301)]
    turn = " ".join(f"Sentence {i} says the primary rack is fine." for i in range(20))
    detect(rules, turn)
    assert sentences[0] == 20  # was 20 per rule scored (6,000 here)


def test_rule_words_are_computed_once_per_ledger_not_once_per_turn(monkeypatch, make_ledger):
    ledger = make_ledger()
    for i in range(40):
        ledger.pin(f"Never restart host {i} of the primary rack.", kind="prohibition", scope="task")
    words = count_calls(monkeypatch, release.RuleWords)
    for text in ["The primary rack looks fine.", "Is host 3 up?", "ok, the primary rack is done", "thanks"]:
        ledger.on_user_turn(text)
    assert words[0] == 40
    # a rule that leaves the active set leaves the cache too
    ledger.release(ledger.rules()[0].id)
    ledger.on_user_turn("host 7 of the primary rack is back")
    assert len(release._CACHES[ledger]) == 39


def full_detect(rules, text):
    """``detect`` without the skip: every pair scored in full, then the same choice among them."""
    focus = release.focus_rule(rules)
    found = [d for d in (score_pair(r, text, focus=r.id == focus) for r in rules) if d.label != "keep"]
    if len(found) > 1:
        found.sort(key=lambda d: -d.score)
        if found[1].score >= found[0].score - 0.05:
            found = [replace(d, confident=False) for d in found if d.score >= found[0].score - 0.05]
        else:
            found = found[:1]
    by_id = {r.id: r for r in rules}
    known = {r.id: (w.words | w.body | w.cond) for r, w in ((r, release.RuleWords(r)) for r in rules)}
    scoped = (release.scoped(by_id[d.rule_id], known[d.rule_id], d, text, release.content_words) for d in found)
    return [d for d in scoped if d]


def test_skipping_rules_without_a_shared_word_changes_no_verdict():
    """``detect`` against a large mixed rule set equals scoring every pair in full."""
    items = [json.loads(line) for line in DIALOGUES.read_text(encoding="utf-8").splitlines() if line.strip()]
    rules = []
    for item in items[:120]:
        for r in item["rules"]:
            rules.append(rule(r["text"], r["kind"], r["scope"], id=len(rules) + 1))
    skipped = pairs = detections = 0
    for item in items[::5]:
        text = item["turn"]["content"]
        turn = release.Turn(text)
        for r in rules:
            words = release.RuleWords(r)
            pairs += 1
            if not (words.body & turn.words or words.cond & turn.words or words.numbers & turn.numbers):
                skipped += 1
                assert score_pair(r, text).label == "keep", (r.text, text)
        found = detect(rules, text)
        assert found == full_detect(rules, text)
        detections += len(found)
    assert skipped > pairs // 2  # the skip is the common case
    assert detections > 20  # and the comparison covers real releases and amendments
