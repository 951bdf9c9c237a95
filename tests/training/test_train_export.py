"""Train a small model in tmp_path, export it, and check the artifact against scikit-learn."""

import json

import numpy as np
import onnx
import pytest

from pinlane.classifier import ConstraintClassifier, FeaturizerMismatchError
from pinlane.classifier.features import FEATURIZER_VERSION
from training.data import DATA_FILE, load_records
from training.train import TrainConfig, to_matrix, train
from training.units import label_units

PARITY_SENTENCES = [
    "Whatever you do, do not restart the primary.",
    "Replication is mid-resync.",
    "Keep every answer under 200 words.",
    "I'd rather you ask before deleting anything.",
    "Can you check disk usage on db-2?",
    "From now on, always answer in French.",
    "Until the freeze lifts, no deploys to prod.",
    "",
    "日本語で答えてください",
    "🙂🙂🙂",
]


@pytest.fixture(scope="module")
def small_model(tmp_path_factory):
    records = load_records(DATA_FILE)
    # Every 5th record: a small set that still holds every source, kind and scope.
    subset = records[::5]
    path = tmp_path_factory.mktemp("data") / "small.jsonl"
    from training.data import record_to_json

    path.write_text("".join(json.dumps(record_to_json(r)) + "\n" for r in subset))
    artifact = tmp_path_factory.mktemp("model") / "m.onnx"
    result = train(TrainConfig(max_iter=300), data_file=path, artifact=artifact)
    return result, artifact, path


def test_onnx_matches_scikit_learn_probabilities(small_model):
    result, artifact, _ = small_model
    clf = ConstraintClassifier.load(artifact)
    units = label_units([])  # no records: build units by hand below
    assert units == []
    from training.units import LabeledUnit

    units = [LabeledUnit("p", "s", t, 0, len(t), False, False) for t in PARITY_SENTENCES]
    sk = result["heads"].probabilities(to_matrix(units))
    ort = clf.predict_units(PARITY_SENTENCES)
    for a, b in zip(sk, ort):
        np.testing.assert_allclose(a, b, rtol=1e-4, atol=1e-5)
    assert list(clf.kinds) == list(result["heads"].kind.classes_)
    assert list(clf.scopes) == list(result["heads"].scope.classes_)


def test_metadata_reads_back_after_export(small_model):
    result, artifact, data_path = small_model
    meta = {p.key: p.value for p in onnx.load(str(artifact)).metadata_props}
    assert meta["featurizer_version"] == FEATURIZER_VERSION
    assert json.loads(meta["kinds"]) and json.loads(meta["scopes"])
    assert json.loads(meta["thresholds"])["pin"] == result["thresholds"]["pin"]
    import hashlib

    assert meta["training_data_sha256"] == hashlib.sha256(data_path.read_bytes()).hexdigest()[:16]


def test_training_is_reproducible(small_model, tmp_path):
    result, artifact, data_path = small_model
    again = tmp_path / "again.onnx"
    train(TrainConfig(max_iter=300), data_file=data_path, artifact=again)
    assert again.read_bytes() == artifact.read_bytes()


def test_prohibition_threshold_is_not_above_the_others(small_model):
    pin = small_model[0]["thresholds"]["pin"]
    assert pin["prohibition"] <= min(v for k, v in pin.items() if k != "prohibition")


def test_review_band_is_anchored_to_the_general_pin_threshold():
    import numpy as np

    from training.train import LabeledUnit, TrainConfig, choose_thresholds

    def unit(positive, kind=""):
        return LabeledUnit("r", "s", "t", 0, 1, False, positive, kind, "task" if positive else "")

    # negatives at 0.5 set the general threshold above them; three low prohibitions pull the
    # prohibition threshold down to 0.2 (recall target 0.99)
    units = [unit(True, "requirement")] * 40 + [unit(True, "prohibition")] * 100 + [unit(False)] * 50
    p = np.array([0.9] * 40 + [0.9] * 97 + [0.2] * 3 + [0.5] * 50)
    t = choose_thresholds(units, p, TrainConfig())
    assert t["pin"]["prohibition"] == 0.2 and t["pin"]["requirement"] >= 0.5
    # the band stays a near-miss band of the general threshold, not half the prohibition one
    assert 0.5 * t["pin"]["requirement"] - 0.01 <= t["review"] <= 0.8 * t["pin"]["requirement"] + 0.01


def test_pin_threshold_is_the_lowest_within_tolerance_of_the_best_dev_f1():
    import numpy as np

    from training.train import LabeledUnit, TrainConfig, choose_thresholds

    def unit(positive):
        return LabeledUnit("r", "s", "t", 0, 1, False, positive, "requirement" if positive else "", "task")

    # 500 positives at 0.9 and one at 0.3; two negatives at 0.3, 497 at 0.1. Thresholds in
    # (0.1, 0.3] catch every positive and 2 false pins (F1 0.9980); above 0.3 one positive is
    # missed and nothing false is pinned (F1 0.9990): a flat top, as on real dev data.
    units = [unit(True)] * 501 + [unit(False)] * 499
    p = np.array([0.9] * 500 + [0.3] + [0.3] * 2 + [0.1] * 497)
    assert choose_thresholds(units, p, TrainConfig())["pin"]["requirement"] == 0.11
    assert choose_thresholds(units, p, TrainConfig(threshold_f1_tolerance=0.0))["pin"]["requirement"] == 0.31
    # a real difference (several points) is not overridden by the tolerance
    p[501:503] = 0.3
    p[500] = 0.05
    p[503:520] = 0.3
    assert choose_thresholds(units, p, TrainConfig())["pin"]["requirement"] == 0.31


def test_runtime_refuses_another_featurizer_version(small_model, tmp_path):
    _, artifact, _ = small_model
    model = onnx.load(str(artifact))
    for prop in model.metadata_props:
        if prop.key == "featurizer_version":
            prop.value = "hash4-v0"
    bad = tmp_path / "old.onnx"
    onnx.save(model, str(bad))
    with pytest.raises(FeaturizerMismatchError, match=r"built with featurizer 'hash4-v0'.*python -m training train"):
        ConstraintClassifier.load(bad)


def test_train_config_rejects_bad_values():
    from training.errors import TrainingError

    with pytest.raises(TrainingError, match=r"TrainConfig.c_has must be > 0\. Got -1"):
        TrainConfig(c_has=-1)
    with pytest.raises(TrainingError, match=r"TrainConfig.nb_beta must be >= 0\. Got -0.5"):
        TrainConfig(nb_beta=-0.5)


def test_nb_scale_favours_features_that_separate_the_classes():
    import numpy as np
    import scipy.sparse as sp

    from training.train import nb_scale

    # feature 0 only in positives, feature 1 in both classes alike
    x = sp.csr_matrix(np.array([[1, 1], [1, 1], [0, 1], [0, 1]], dtype=np.float32))
    scale = nb_scale(x, np.array([1, 1, 0, 0]), beta=1.0)
    assert scale[0] > scale[1] >= 1.0
    assert nb_scale(x, np.array([1, 1, 0, 0]), beta=0.0).tolist() == [1.0, 1.0]


def test_whole_messages_match_scikit_learn_through_the_runtime_path(small_model):
    """classify() (segmentation + message context + ONNX) sees exactly the features training saw."""
    result, artifact, _ = small_model
    from training.data import Record, Span

    message = "ok here is the lag graph. Whatever you do, do not restart the primary. What is the lag now?"
    record = Record("m", "s", message, (Span(26, 70, message[26:70], "prohibition", "task"),))
    units = label_units([record])
    sk_p, sk_kind, sk_scope = result["heads"].probabilities(to_matrix(units))
    clf = ConstraintClassifier.load(artifact)
    found = clf.classify(message, include_uncertain=True)
    by_start = {c.start: c for c in found}
    for unit, p in zip(units, sk_p):
        if unit.start in by_start:
            assert abs(by_start[unit.start].confidence - p) < 1e-3
    assert any(u.context for u in units)
    ort_p, _, _ = clf.predict_units([u.text for u in units], [u.is_bullet for u in units], [u.context for u in units])
    np.testing.assert_allclose(sk_p, ort_p, rtol=1e-4, atol=1e-5)
