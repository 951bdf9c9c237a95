"""Hand-written benchmark sets as pair rows (training/pair_sets.py): what each task may read and
how a release dialogue becomes (rule, user turn) rows."""

import json
from dataclasses import replace

import pytest

from training import pair_model as PM
from training import pair_sets as PS
from training.errors import TrainingError


def _release_set(tmp_path, records):
    (tmp_path / "mine.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
    return PS.PairSets(
        task="release",
        folder=tmp_path,
        templates=tmp_path / "t.jsonl",
        train_sets=("mine",),
        held_sets=("held",),
        report_sets=(),
    )


RULES = [{"id": 1, "text": "Don't restart the primary."}, {"id": 2, "text": "Keep replies short."}]


def _dialogue(content, label, target, role="user"):
    return {"scenario": "s1", "rules": RULES, "turn": {"role": role, "content": content}, "label": label,
            "target_rule": target}  # fmt: skip


def test_a_release_turn_is_one_row_per_rule_with_the_label_on_its_target_only(tmp_path):
    sets = _release_set(tmp_path, [_dialogue("resync done, restart it whenever", "release", 1)])
    rows = sets.rows("mine")
    assert [(r["a"], r["label"]) for r in rows] == [("Don't restart the primary.", 1), ("Keep replies short.", 0)]
    assert {r["b"] for r in rows} == {"resync done, restart it whenever"}


def test_an_amend_on_the_second_rule_labels_that_rule_amend(tmp_path):
    sets = _release_set(tmp_path, [_dialogue("make replies under 300 words instead", "amend", 2)])
    assert [r["label"] for r in sets.rows("mine")] == [0, 2]


@pytest.mark.parametrize("role", ["assistant", "tool"])
def test_assistant_and_tool_turns_never_become_rows(tmp_path, role):
    sets = _release_set(
        tmp_path, [_dialogue("restriction lifted", "keep", None, role), _dialogue("ok thanks", "keep", None)]
    )
    assert [r["b"] for r in sets.rows("mine")] == ["ok thanks", "ok thanks"]


def test_a_change_without_a_target_rule_is_reported_with_its_line(tmp_path):
    sets = _release_set(tmp_path, [_dialogue("ok thanks", "keep", None), _dialogue("go ahead", "release", None)])
    with pytest.raises(TrainingError, match=r"mine.jsonl:2 is not a release record .*without a target_rule"):
        sets.rows("mine")


def test_a_training_row_whose_turn_is_in_a_held_set_is_dropped(tmp_path, monkeypatch):
    sets = _release_set(tmp_path, [_dialogue("ok go ahead", "release", 1), _dialogue("not yet", "keep", None)])
    (tmp_path / "held.jsonl").write_text(json.dumps(_dialogue("not yet", "keep", None)) + "\n")
    (tmp_path / "t.jsonl").write_text("")
    monkeypatch.setitem(PS.SETS, "release", sets)
    config = PM.PairModelConfig(
        task="release", train_sets=("mine",), templates=str(tmp_path / "t.jsonl"), hand_weight=1
    )
    rows, dropped = PM.training_rows(config)
    assert dropped == 2 and {r["b"] for r in rows} == {"ok go ahead"}


@pytest.mark.parametrize("task", ["guard", "release"])
def test_no_task_trains_or_reports_on_its_blind_set(task):
    sets = PS.sets_for(task)
    assert "blind" in sets.refused and set(sets.refused) <= set(sets.held_sets)
    assert not {n.split(".")[0] for n in sets.train_sets + sets.report_sets} & set(sets.refused)
    for name in sets.refused:
        with pytest.raises(TrainingError, match="blind set"):
            sets.rows(name)


def test_the_blind_release_sets_that_choose_or_score_are_refused_too():
    blind = {f"blind{n}{x}" for n in (4, 5, 8, 9, 10, 11, 12, 13) for x in "abc"}
    assert blind <= set(PS.sets_for("release").refused)


def test_release_training_sets_keep_out_the_sets_that_choose_the_policy():
    sets = PS.sets_for("release")
    assert not set(sets.train_sets) & set(sets.held_sets)
    rows, _ = PM.training_rows(PM.PairModelConfig(task="release"))
    held = sets.held_texts()
    assert held and not {r["b"] for r in rows} & held


def test_unknown_task_is_a_clear_error():
    with pytest.raises(TrainingError, match="Unknown pair task 'summary'"):
        PS.sets_for("summary")


def _scenario(name, rule, turn, label):
    return {"scenario": name, "rules": [{"id": 1, "text": rule}], "turn": {"role": "user", "content": turn},
            "label": label, "target_rule": 1 if label != "keep" else None}  # fmt: skip


def test_cross_negatives_pair_each_change_with_other_scenarios_rules_as_keep(tmp_path, monkeypatch):
    sets = _release_set(
        tmp_path,
        [
            _scenario("a", "Don't restart the primary.", "resync done, restart it", "release"),
            _scenario("b", "Keep replies short.", "long replies are fine now", "release"),
            _scenario("c", "No deploys on Friday.", "did the deploy go out?", "keep"),
        ],
    )
    (tmp_path / "t.jsonl").write_text("")
    monkeypatch.setitem(PS.SETS, "release", sets)
    config = PM.PairModelConfig(
        task="release", train_sets=("mine",), templates=str(tmp_path / "t.jsonl"), hand_weight=1, cross_negatives=2
    )
    rows, _ = PM.training_rows(config)
    extra = rows[3:]
    # two per release, each with a rule of another scenario, labeled keep; none for the keep turn
    assert len(extra) == 4 and all(r["label"] == 0 for r in extra)
    paired = {b: {r["a"] for r in extra if r["b"] == b} for b in {r["b"] for r in extra}}
    assert paired == {
        "resync done, restart it": {"Keep replies short.", "No deploys on Friday."},
        "long replies are fine now": {"Don't restart the primary.", "No deploys on Friday."},
    }
    assert PM.training_rows(replace(config, cross_negatives=0))[0] == rows[:3]


def test_cross_negatives_never_pair_a_turn_with_its_own_scenarios_rules():
    rows = [
        {"a": "Rule A.", "b": "lift A", "label": 1, "group": "s1"},
        {"a": "Rule B.", "b": "lift A", "label": 0, "group": "s1"},
        {"a": "Rule B.", "b": "other", "label": 0, "group": "s2"},
    ]
    out = PM.cross_negatives(rows, 5, __import__("random").Random(0))
    assert out == []  # the only other scenario's rule is also one of its own


@pytest.mark.parametrize("task", ["guard", "release"])
@pytest.mark.parametrize("field", ["cross_negatives", "hand_weight", "epochs"])
def test_a_config_without_a_recipe_field_takes_its_tasks(task, field):
    """Code and the CLI train the same recipe: an unset field is the task's shipped value."""
    assert getattr(PM.PairModelConfig(task=task).resolved(), field) == getattr(PS.sets_for(task), field)
    assert getattr(PM.PairModelConfig(task=task, **{field: 1}).resolved(), field) == 1


@pytest.mark.parametrize("round_sets", ["THIRTEENTH_ROUND_SETS", "FIFTEENTH_ROUND_SETS"])
def test_the_opt_in_round_sets_can_train_and_none_of_them_is_blind(round_sets):
    sets = PS.sets_for("release")
    extra = set(getattr(PS, round_sets))
    assert extra and not extra & set(sets.refused) and not extra & set(sets.train_sets)
    assert all(sets.rows(name) for name in extra)


def test_the_shipped_release_recipe_has_the_contrast_twins():
    """The shipped head (fifteenth round) is the default recipe with rtrain64-71; the default
    command must train it again."""
    train = PS.sets_for("release").train_sets
    assert set(PS.FOURTEENTH_ROUND_SETS) <= set(train) and not set(train) & set(PS.BLIND_RELEASE_SETS)
