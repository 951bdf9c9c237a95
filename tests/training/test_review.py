"""Review verdicts become corrections only where the blind adjudicator sides with the model."""

import json

import training.review as review
from training.data import Record, Span


def test_apply_turns_verdicts_that_side_with_the_model_into_corrections(tmp_path, monkeypatch):
    text = "Keep it short. Keep it short. The server is down."
    record = Record("r1", "s", text, (Span(0, 14, "Keep it short.", "limit", "task"),), split="train")
    monkeypatch.setattr(review, "load_records", lambda: [record])
    monkeypatch.setattr(review, "REVIEW", tmp_path)
    monkeypatch.setattr(review, "WORK", tmp_path)
    candidates = [
        # labeled positive, model says no
        {"cid": "X-0", "id": "r1", "start": 0, "end": 14, "labeled_positive": True},
        # labeled negative, model says yes: the second copy of the sentence
        {"cid": "X-1", "id": "r1", "start": 15, "end": 29, "labeled_positive": False},
        # labeled negative, model says yes
        {"cid": "X-2", "id": "r1", "start": 30, "end": 49, "labeled_positive": False},
        # labeled negative, adjudicator says yes, but overruled at spot-check
        {"cid": "X-3", "id": "r1", "start": 30, "end": 49, "labeled_positive": False},
    ]
    (tmp_path / "X_candidates.json").write_text(json.dumps(candidates))
    verdicts_a = [{"cid": "X-0", "constraint": False, "kind": None, "scope": None, "why": "a request, not a rule"}]
    verdicts_b = [
        {"cid": "X-1", "constraint": True, "kind": "requirement", "scope": "task", "why": "rule on the output"},
        {"cid": "X-2", "constraint": False, "kind": None, "scope": None, "why": "a negative fact"},  # confirms label
        {"cid": "X-3", "constraint": True, "kind": "limit", "scope": "task", "why": "?", "overruled": "a fact"},
    ]
    (tmp_path / "Xa.jsonl").write_text("".join(json.dumps(v) + "\n" for v in verdicts_a))
    (tmp_path / "Xb.jsonl").write_text("".join(json.dumps(v) + "\n" for v in verdicts_b))

    assert review.apply("X") == 0

    fixes = [json.loads(line) for line in (tmp_path / "corrections.jsonl").read_text().splitlines()]
    assert len(fixes) == 2
    removal, addition = fixes
    assert removal["remove"] is True and removal["span"] == "Keep it short." and "a request" in removal["why"]
    assert addition["add"] == {"text": "Keep it short.", "kind": "requirement", "scope": "task", "occurrence": 2}
