import json

from training.scoring import PredSpan, score, spans_from_dicts


def gold_row(spans, source="s"):
    return {"id": "m", "source": source, "constraints": spans}


G = {"start": 10, "end": 30, "kind": "prohibition", "scope": "task"}


def test_half_coverage_finds_a_span():
    result = score([gold_row([G])], {"m": [PredSpan(20, 40, "prohibition", "task")]})
    assert result["overall"]["span_recall"] == 1.0
    assert result["overall"]["span_precision"] == 1.0


def test_less_than_half_coverage_misses():
    result = score([gold_row([G])], {"m": [PredSpan(21, 40, "prohibition", "task")]})
    assert result["overall"]["span_recall"] == 0.0
    assert result["overall"]["prohibition_recall"] == 0.0
    assert result["overall"]["msg_precision"] == 1.0  # the message still has a prediction


def test_kind_and_scope_are_scored_on_found_spans_only():
    result = score(
        [gold_row([G, {**G, "start": 50, "end": 60, "kind": "limit"}])],
        {"m": [PredSpan(10, 30, "requirement", "task")]},
    )
    m = result["overall"]
    assert m["kind_accuracy"] == 0.0 and m["scope_accuracy"] == 1.0
    assert m["span_recall"] == 0.5


def test_errors_count_as_empty_predictions():
    result = score([gold_row([G])], {}, errors=["m"])
    assert result["overall"]["errors"] == 1
    assert result["overall"]["msg_recall"] == 0.0


def test_replaying_the_recorded_llm_run_reproduces_its_published_scores(shared_file):
    gold = [json.loads(line) for line in shared_file("bench", "gold.jsonl").read_text().splitlines()]
    recorded = shared_file("bench", "llm_pinning.jsonl").read_text().splitlines()
    preds = {r["id"]: spans_from_dicts(r["constraints"]) for r in map(json.loads, recorded)}
    m = score(gold, preds)["overall"]
    published = {
        "msg_precision": 0.958,
        "msg_recall": 0.983,
        "msg_f1": 0.970,
        "span_precision": 0.863,
        "span_recall": 0.924,
        "span_f1": 0.892,
        "prohibition_recall": 0.957,
        "kind_accuracy": 0.685,
        "scope_accuracy": 1.000,
    }
    assert {k: round(m[k], 3) for k in published} == published


def test_bootstrap_interval_brackets_the_score_and_is_seeded():
    from training.evaluate import bootstrap_span_f1
    from training.scoring import PredSpan, score

    rows = [
        {"id": str(i), "source": "s", "constraints": [{"start": 0, "end": 10, "kind": "limit", "scope": "task"}]}
        for i in range(30)
    ]
    # right on two thirds of the messages, silent on the rest
    preds = {r["id"]: ([PredSpan(0, 10, "limit", "task")] if int(r["id"]) % 3 else []) for r in rows}
    low, high = bootstrap_span_f1(rows, preds, samples=200, seed=1)
    point = score(rows, preds)["overall"]["span_f1"]
    assert low < point < high <= 1.0
    assert (low, high) == bootstrap_span_f1(rows, preds, samples=200, seed=1)


def test_the_card_rounds_scores_but_keeps_small_settings():
    from training.evaluate import _round

    rounded = _round({"f1": 0.876543, "config": {"lr": 5e-5, "head_lr": 0.001, "zero": 0.0}, "runs": [0.333333]})
    assert rounded == {"f1": 0.8765, "config": {"lr": 5e-5, "head_lr": 0.001, "zero": 0.0}, "runs": [0.3333]}
