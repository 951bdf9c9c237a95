"""Pair heads of the encoder (guard, release): EncoderModel.predict_pairs and
ConstraintClassifier.pair_scores, on a stand-in graph and on the real shipped encoder."""

from __future__ import annotations

import hashlib
import json

import numpy as np
import pytest

pytest.importorskip("tokenizers")
onnx = pytest.importorskip("onnx")

from onnx import TensorProto, helper, numpy_helper  # noqa: E402

from pinlane.classifier import ClassifierError, ConstraintClassifier, EncoderModel, PairTaskError  # noqa: E402
from pinlane.classifier.encoder import (  # noqa: E402
    ENCODER_FORMAT_VERSION,
    PAIR_FORMAT_VERSION,
    PAIR_TASKS,
    TOKENIZER_FILE,
    pair_segments,
)
from pinlane.classifier.errors import ModelLoadError  # noqa: E402
from pinlane.classifier.runtime import DEFAULT_MODEL_PATH, ENCODER_FILE  # noqa: E402

KINDS = ["limit", "preference", "prohibition", "requirement"]
SCOPES = ["conditional", "standing", "task"]
SPEC = {
    "guard": {"output": "p_guard", "classes": ["harmless", "violates"], "max_length": 6},
    "release": {"output": "p_release", "classes": ["keep", "release", "amend"], "max_length": 6},
}


def _tokenizer_file(path):
    from tokenizers import Tokenizer, models, pre_tokenizers

    words = "[PAD] [UNK] never restart the primary . check disk on db-2 please".split()
    tok = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="[UNK]"))
    tok.pre_tokenizer = pre_tokenizers.Whitespace()
    tok.save(str(path))


def _graph():
    """Every output is a function of the token count (and segment-B count): unit heads as in
    test_encoder, p_guard = softmax([0, n_b - 2]), p_release = softmax(count * [0.1, 0.2, 0.3])."""
    inits = [
        numpy_helper.from_array(np.array([1], dtype=np.int64), "axis1"),
        numpy_helper.from_array(np.array(0.5, dtype=np.float32), "scale"),
        numpy_helper.from_array(np.array(-2.0, dtype=np.float32), "shift"),
        numpy_helper.from_array(np.array([[0.1, 0.2, 0.3, 0.4]], dtype=np.float32), "wk"),
        numpy_helper.from_array(np.array([[0.3, -0.1, 0.2]], dtype=np.float32), "ws"),
        numpy_helper.from_array(np.array([[0.0, 1.0]], dtype=np.float32), "wg"),
        numpy_helper.from_array(np.array([0.0, -2.0], dtype=np.float32), "bg"),
        numpy_helper.from_array(np.array([[0.1, 0.2, 0.3]], dtype=np.float32), "wr"),
    ]
    nodes = [
        helper.make_node("Cast", ["attention_mask"], ["maskf"], to=TensorProto.FLOAT),
        helper.make_node("ReduceSum", ["maskf", "axis1"], ["count"], keepdims=1),
        helper.make_node("Mul", ["count", "scale"], ["scaled"]),
        helper.make_node("Add", ["scaled", "shift"], ["logit"]),
        helper.make_node("Sigmoid", ["logit"], ["p2"]),
        helper.make_node("Squeeze", ["p2", "axis1"], ["p_constraint"]),
        helper.make_node("MatMul", ["count", "wk"], ["lk"]),
        helper.make_node("Softmax", ["lk"], ["p_kind"], axis=1),
        helper.make_node("MatMul", ["count", "ws"], ["ls"]),
        helper.make_node("Softmax", ["ls"], ["p_scope"], axis=1),
        helper.make_node("Cast", ["token_type_ids"], ["typesf"], to=TensorProto.FLOAT),
        helper.make_node("ReduceSum", ["typesf", "axis1"], ["count_b"], keepdims=1),
        helper.make_node("MatMul", ["count_b", "wg"], ["lg0"]),
        helper.make_node("Add", ["lg0", "bg"], ["lg"]),
        helper.make_node("Softmax", ["lg"], ["p_guard"], axis=1),
        helper.make_node("MatMul", ["count", "wr"], ["lr"]),
        helper.make_node("Softmax", ["lr"], ["p_release"], axis=1),
    ]
    inputs = [
        helper.make_tensor_value_info(n, TensorProto.INT64, ["batch", "seq"])
        for n in ("input_ids", "attention_mask", "token_type_ids")
    ]
    outputs = [
        helper.make_tensor_value_info("p_constraint", TensorProto.FLOAT, ["batch"]),
        helper.make_tensor_value_info("p_kind", TensorProto.FLOAT, ["batch", 4]),
        helper.make_tensor_value_info("p_scope", TensorProto.FLOAT, ["batch", 3]),
        helper.make_tensor_value_info("p_guard", TensorProto.FLOAT, ["batch", 2]),
        helper.make_tensor_value_info("p_release", TensorProto.FLOAT, ["batch", 3]),
    ]
    graph = helper.make_graph(nodes, "stand_in_pairs", inputs, outputs, inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    return model


def _artifact(tmp_path, spec=SPEC, **overrides):
    _tokenizer_file(tmp_path / TOKENIZER_FILE)
    sha = hashlib.sha256((tmp_path / TOKENIZER_FILE).read_bytes()).hexdigest()
    meta = {
        "encoder_format_version": ENCODER_FORMAT_VERSION,
        "kinds": json.dumps(KINDS),
        "scopes": json.dumps(SCOPES),
        "thresholds": json.dumps({"pin": {k: 0.5 for k in KINDS}, "review": 0.3}),
        "max_length": "8",
        "tokenizer_sha256": sha,
        "context": "none",
        "pair_format_version": PAIR_FORMAT_VERSION,
        "pair_tasks": json.dumps(spec),
    }
    meta.update(overrides)
    model = _graph()
    for key, value in meta.items():
        if value is not None:
            entry = model.metadata_props.add()
            entry.key, entry.value = key, value
    path = tmp_path / "encoder.int8.onnx"
    onnx.save(model, str(path))
    return path


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
def with_pairs(tmp_path_factory, shipped):
    """The shipped classifier with pair heads: itself if its encoder has them, else the shipped
    encoder with random pair heads grafted on (unit outputs untouched)."""
    if shipped.encoder.pair_tasks == frozenset(PAIR_TASKS):
        return shipped
    from training.pairs import graft

    rng = np.random.default_rng(0)
    heads = {t: (rng.normal(0, 0.1, (384, len(c))), rng.normal(0, 0.1, len(c))) for t, c in PAIR_TASKS.items()}
    out = graft(DEFAULT_MODEL_PATH.parent / ENCODER_FILE, heads, tmp_path_factory.mktemp("pairs"), {})
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
    # (its scales are taken over the whole batch tensor): rows are not mixed up by sorting.
    np.testing.assert_allclose(with_pairs.pair_scores(task, PAIRS[task][-1:])[0], p[-1], atol=0.03)


def test_pair_scores_none_without_accurate_tier():
    fast = ConstraintClassifier.load(encoder=False)
    assert fast.pair_scores("guard", PAIRS["guard"]) is None
    assert fast.pair_scores("release", PAIRS["release"]) is None
    with pytest.raises(PairTaskError, match="Unknown pair task 'summarise'"):
        fast.pair_scores("summarise", [])


def test_pair_scores_none_when_the_model_lacks_the_head(tmp_path):
    from training.pairs import graft

    heads = {"guard": (np.zeros((384, 2)), np.zeros(2))}
    source = DEFAULT_MODEL_PATH.parent / ENCODER_FILE
    if EncoderModel.load(source).pair_tasks:
        pytest.skip("the shipped encoder already has pair heads; the stand-in tests cover a missing head")
    clf = ConstraintClassifier.load(encoder=graft(source, heads, tmp_path, {}))
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
