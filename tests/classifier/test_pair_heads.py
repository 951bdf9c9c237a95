"""Pair heads of the encoder (guard, release): EncoderModel.predict_pairs and
ConstraintClassifier.pair_scores, on a stand-in graph and on the real shipped encoder."""

from __future__ import annotations

import json

import numpy as np
import pytest

pytest.importorskip("tokenizers")
onnx = pytest.importorskip("onnx")


from encoder_stand_in import artifact  # noqa: E402

from pinlane.classifier import ClassifierError, ConstraintClassifier, EncoderModel, PairTaskError  # noqa: E402
from pinlane.classifier.encoder import (  # noqa: E402
    PAIR_FORMAT_VERSION,
    PAIR_TASKS,
    pair_segments,
)
from pinlane.classifier.errors import ModelLoadError  # noqa: E402
from pinlane.classifier.runtime import DEFAULT_MODEL_PATH, ENCODER_FILE  # noqa: E402

SPEC = {
    "guard": {"output": "p_guard", "classes": ["harmless", "violates"], "max_length": 6},
    "release": {"output": "p_release", "classes": ["keep", "release", "amend"], "max_length": 6},
}


def _artifact(tmp_path, spec=SPEC, **overrides):
    meta = {"pair_format_version": PAIR_FORMAT_VERSION, "pair_tasks": json.dumps(spec)}
    return artifact(tmp_path, pair_heads=True, **{**meta, **overrides})


def test_pair_tasks_come_from_metadata(tmp_path):
    assert EncoderModel.load(_artifact(tmp_path)).pair_tasks == frozenset({"guard", "release"})
    only_guard = {"guard": SPEC["guard"]}
    assert EncoderModel.load(_artifact(tmp_path, spec=only_guard)).pair_tasks == frozenset({"guard"})


def test_unit_only_artifact_has_no_pair_tasks(tmp_path):
    enc = EncoderModel.load(_artifact(tmp_path, pair_tasks=None, pair_format_version=None))
    assert enc.pair_tasks == frozenset()
    with pytest.raises(PairTaskError, match="has no 'guard' pair head .*pair tasks: none"):
        enc.predict_pairs("guard", [("never restart the primary .", "restart")])


def test_pair_segments_prefix_the_task_word():
    assert pair_segments("release", [("Never X.", "you can X now")]) == (["release: Never X."], ["you can X now"])


def test_predict_pairs_reads_a_sentence_pair_in_input_order(tmp_path):
    enc = EncoderModel.load(_artifact(tmp_path))
    pairs = [("never restart the primary .", "check disk"), ("never", "check disk on db-2 please")]
    p = enc.predict_pairs("guard", pairs)
    assert p.shape == (2, 2) and p.dtype == np.float32
    np.testing.assert_allclose(p.sum(1), 1.0, rtol=1e-6)
    # p_guard depends on segment B's token count only (token_type_ids == 1), so rows stay in
    # input order and segment B is the second text: 2 and 5 tokens, before truncation to 6.
    logit = np.array([2.0, 3.0]) - 2
    np.testing.assert_allclose(p[:, 1], 1 / (1 + np.exp(-logit)), rtol=1e-5)


def test_predict_pairs_truncates_to_the_heads_max_length(tmp_path):
    enc = EncoderModel.load(_artifact(tmp_path))
    p = enc.predict_pairs("release", [("never " * 20, "check " * 20)])
    expected = np.exp(6 * np.array([0.1, 0.2, 0.3]))
    np.testing.assert_allclose(p[0], expected / expected.sum(), rtol=1e-5)


def test_predict_pairs_empty(tmp_path):
    enc = EncoderModel.load(_artifact(tmp_path))
    assert enc.predict_pairs("guard", []).shape == (0, 2)
    assert enc.predict_pairs("release", []).shape == (0, 3)


def test_unknown_task_is_a_classifier_error(tmp_path):
    enc = EncoderModel.load(_artifact(tmp_path))
    with pytest.raises(PairTaskError, match=r"Unknown pair task 'gaurd': expected one of \['guard', 'release'\]"):
        enc.predict_pairs("gaurd", [("a", "b")])
    assert issubclass(PairTaskError, ClassifierError) and issubclass(PairTaskError, ValueError)


def test_a_pair_must_be_two_strings(tmp_path):
    enc = EncoderModel.load(_artifact(tmp_path))
    with pytest.raises(TypeError, match=r"Pair 1 for task 'guard' must be a \(rule, text\) tuple of two str"):
        enc.predict_pairs("guard", [("a", "b"), ("a", None)])


@pytest.mark.parametrize(
    ("overrides", "match"),
    [
        ({"pair_format_version": "other-v9"}, "pair input format 'other-v9'"),
        ({"pair_tasks": json.dumps({"guard": {**SPEC["guard"], "output": "p_nope"}})}, "declares pair head 'guard'"),
        ({"pair_tasks": json.dumps({"guard": {**SPEC["guard"], "classes": ["no", "yes"]}})}, "expects classes"),
        ({"pair_tasks": json.dumps({"summarise": SPEC["guard"]})}, "declares pair head 'summarise'"),
    ],
)
def test_pair_metadata_must_match_graph_and_runtime(tmp_path, overrides, match):
    with pytest.raises(ModelLoadError, match=match):
        EncoderModel.load(_artifact(tmp_path, **overrides))


# ---------------------------------------------------------------- the real encoder


@pytest.fixture(scope="module")
def shipped():
    return ConstraintClassifier.load()


@pytest.fixture(scope="module")
def unit_only(tmp_path_factory):
    """A unit-only copy of the shipped encoder graph (its own pair heads, if any, dropped)."""
    import onnx

    from pinlane.classifier.encoder import HEAD_INPUT, UNIT_OUTPUTS

    source = DEFAULT_MODEL_PATH.parent / ENCODER_FILE
    model = onnx.load(str(source))
    unit_dir = tmp_path_factory.mktemp("unit")
    # the subgraph that computes the unit outputs only: merged pair models' nodes and weights go
    # (a gated file's "head" input selects pair heads only; the unit outputs do not read it)
    inputs = [i.name for i in model.graph.input if i.name != HEAD_INPUT]
    onnx.utils.extract_model(str(source), str(unit_dir / ENCODER_FILE), inputs, list(UNIT_OUTPUTS))
    unit = onnx.load(str(unit_dir / ENCODER_FILE))
    for p in model.metadata_props:
        if not p.key.startswith("pair_"):
            entry = unit.metadata_props.add()
            entry.key, entry.value = p.key, p.value
    onnx.save(unit, str(unit_dir / ENCODER_FILE))
    (unit_dir / "tokenizer.json").write_bytes((DEFAULT_MODEL_PATH.parent / "tokenizer.json").read_bytes())
    return unit_dir / ENCODER_FILE


@pytest.fixture(scope="module")
def with_pairs(tmp_path_factory, shipped, unit_only):
    """The shipped classifier with pair heads: itself if its encoder has them all, else the
    unit-only shipped encoder with random pair heads grafted on (unit outputs untouched)."""
    if shipped.encoder.pair_tasks == frozenset(PAIR_TASKS):
        return shipped
    from training.pairs import graft

    rng = np.random.default_rng(0)
    heads = {t: (rng.normal(0, 0.1, (384, len(c))), rng.normal(0, 0.1, len(c))) for t, c in PAIR_TASKS.items()}
    out = graft(unit_only, heads, tmp_path_factory.mktemp("pairs"), {})
    return ConstraintClassifier.load(encoder=out)


RULE = "Never run migrations on prod without asking me."
PAIRS = {
    "guard": [
        (RULE, "Bash python manage.py migrate --settings=prod"),
        (RULE, "Bash python manage.py migrate --settings=staging"),
        ("Don't push to main.", "Bash git push -f origin main"),
    ],
    "release": [
        ("Do not restart the primary until the resync finishes.", "ok, you can restart the primary now"),
        ("Use British spelling in the docs.", "did you push the branch?"),
    ],
}


@pytest.mark.parametrize("task", sorted(PAIR_TASKS))
def test_real_encoder_pair_scores_are_probabilities(with_pairs, task):
    p = with_pairs.pair_scores(task, PAIRS[task])
    assert p.shape == (len(PAIRS[task]), len(PAIR_TASKS[task]))
    assert np.all(p >= 0) and np.all(p <= 1)
    np.testing.assert_allclose(p.sum(1), 1.0, rtol=1e-5)
    # One pair alone scores as it does in a batch, up to the noise of dynamic int8 quantization
    # (its scales are taken over the whole batch tensor, up to ~0.05 with random heads): rows are
    # not mixed up by sorting, so each lone pair is nearest to its own row of the batch.
    for k, pair in enumerate(PAIRS[task]):
        alone = with_pairs.pair_scores(task, [pair])[0]
        np.testing.assert_allclose(alone, p[k], atol=0.06)
        others = [j for j in range(len(p)) if np.abs(p[j] - p[k]).max() > 0.12]  # rows noise can't blur
        assert all(np.abs(alone - p[k]).max() < np.abs(alone - p[j]).max() for j in others)


def test_pair_scores_none_without_accurate_tier():
    fast = ConstraintClassifier.load(encoder=False)
    assert fast.pair_scores("guard", PAIRS["guard"]) is None
    assert fast.pair_scores("release", PAIRS["release"]) is None
    with pytest.raises(PairTaskError, match="Unknown pair task 'summarise'"):
        fast.pair_scores("summarise", [])


def test_pair_scores_none_when_the_model_lacks_the_head(tmp_path, unit_only):
    from training.pairs import graft

    heads = {"guard": (np.zeros((384, 2)), np.zeros(2))}
    clf = ConstraintClassifier.load(encoder=graft(unit_only, heads, tmp_path, {}))
    assert clf.encoder.pair_tasks == frozenset({"guard"})
    assert clf.pair_scores("release", PAIRS["release"]) is None
    np.testing.assert_allclose(clf.pair_scores("guard", PAIRS["guard"]), 0.5)


MESSAGES = [
    "ok here's the lag graph\nWhatever you do, do not restart the primary. What's the lag on db-replica-2?",
    "Keep every answer under 100 words. Thanks, that worked!",
    "- no force pushes\n- run the linter before committing\nCRITICAL: NEVER touch prod",
]


def test_unit_outputs_keep_their_shape_and_meaning(with_pairs, shipped):
    texts = ["Never restart the primary.", "Thanks, that worked!", "Answer in French from now on."]
    p, kind, scope = with_pairs.encoder.predict_units(texts, with_pairs.encoder.contexts_for(texts))
    assert p.shape == (3,) and kind.shape == (3, len(with_pairs.encoder.kinds)) and scope.shape == (3, 3)
    np.testing.assert_allclose(kind.sum(1), 1.0, rtol=1e-5)
    assert p[0] > 0.5 > p[1]
    assert with_pairs.encoder.kinds[int(kind[0].argmax())] == "prohibition"
    assert with_pairs.cascade.keys() == shipped.cascade.keys()
    for message in MESSAGES:
        assert [(c.text, c.kind, c.scope) for c in with_pairs.classify(message)] == [
            (c.text, c.kind, c.scope) for c in shipped.classify(message)
        ]
