"""Train the constraint classifier on data/ and write models/ (artifact, metrics, card).

    python -m training.train          # or: pinlane train

Three scikit-learn logistic regressions over the shared hashed featurizer: has-constraint on
every unit, kind and scope on the positive units. Thresholds are chosen on ``dev`` only, with a
lower one for prohibitions (a missed prohibition is the costly error). Seeded and
deterministic: the same data gives the same artifact and the same metrics.
"""

from __future__ import annotations

import hashlib
import json
import platform
import sys
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np
import onnxruntime
import scipy.sparse as sp
import sklearn
from sklearn.linear_model import LogisticRegression

from pinlane.classifier.features import FEATURIZER_VERSION, N_FEATURES, unit_features
from pinlane.classifier.types import KINDS
from training.data import DATA_FILE, ROOT, load_records
from training.errors import TrainingError
from training.export import build_graph, save
from training.units import LabeledUnit, label_units

MODEL_DIR = ROOT / "models"
ARTIFACT = MODEL_DIR / "constraints.onnx"


@dataclass(frozen=True)
class TrainConfig:
    """Training settings; validated on creation."""

    seed: int = 0
    c_has: float = 8.0
    #: Naive-Bayes feature scaling of the has-constraint head (NBSVM, Wang & Manning 2012): each
    #: feature is multiplied by 1 + nb_beta * |log-count ratio| before fitting, which lets rare
    #: but telling n-grams count. 0 turns it off. Chosen on dev (unit F1 0.878 -> 0.885).
    nb_beta: float = 0.25
    c_kind: float = 16.0
    c_scope: float = 16.0
    #: Share of dev prohibition units the lowered prohibition threshold must keep. Was 0.99 (then
    #: it cost 0.002 span F1); once rules in other languages joined dev, whose prohibitions score
    #: lower, 0.99 pulled the threshold to 0.10 (dev span F1 0.847, prohibition recall 0.976).
    #: 0.98 gives 0.20 (0.853, 0.960); 0.97 would give 0.30 (0.862, 0.952), too near the 0.95 target.
    prohibition_recall_target: float = 0.98
    review_recall_target: float = 0.99
    #: The dev F1 curve is flat near its top (0.48-0.72 within 0.003 on one run), so its argmax
    #: jumps with each data change. Take the lowest threshold within this much of the best F1:
    #: stable, and it leans to recall, since a missed rule costs more than an extra pinned line.
    threshold_f1_tolerance: float = 0.003
    max_iter: int = 2000

    def __post_init__(self) -> None:
        for name in ("c_has", "c_kind", "c_scope"):
            if getattr(self, name) <= 0:
                raise TrainingError(f"TrainConfig.{name} must be > 0. Got {getattr(self, name)}.")
        if self.nb_beta < 0:
            raise TrainingError(f"TrainConfig.nb_beta must be >= 0. Got {self.nb_beta}.")
        if not 0 <= self.threshold_f1_tolerance < 0.1:
            raise TrainingError(
                f"TrainConfig.threshold_f1_tolerance must be in [0, 0.1). Got {self.threshold_f1_tolerance}."
            )
        for name in ("prohibition_recall_target", "review_recall_target"):
            if not 0 < getattr(self, name) <= 1:
                raise TrainingError(f"TrainConfig.{name} must be in (0, 1]. Got {getattr(self, name)}.")


def to_matrix(units: list[LabeledUnit]) -> sp.csr_matrix:
    """CSR matrix of the shared featurizer's output: exactly what the ONNX graph sees."""
    rows, cols, vals = [], [], []
    for i, unit in enumerate(units):
        for col, val in unit_features(unit.text, is_bullet=unit.is_bullet, context=unit.context).items():
            rows.append(i)
            cols.append(col)
            vals.append(val)
    return sp.csr_matrix((np.array(vals, dtype=np.float32), (rows, cols)), shape=(len(units), N_FEATURES))


def nb_scale(x: sp.csr_matrix, y: np.ndarray, beta: float, alpha: float = 1.0) -> np.ndarray:
    """Per-feature scale 1 + beta * |log((p / |p|) / (q / |q|))| from feature presence counts."""
    present = (x > 0).astype(np.float64)
    p = np.asarray(present[y == 1].sum(axis=0)).ravel() + alpha
    q = np.asarray(present[y == 0].sum(axis=0)).ravel() + alpha
    return 1.0 + beta * np.abs(np.log((p / p.sum()) / (q / q.sum())))


@dataclass
class Heads:
    has: LogisticRegression
    kind: LogisticRegression
    scope: LogisticRegression
    has_scale: np.ndarray  # folded into the has-head's weights at export

    def probabilities(self, x: sp.csr_matrix) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        return (
            self.has.predict_proba(x @ sp.diags(self.has_scale))[:, 1],
            self.kind.predict_proba(x),
            self.scope.predict_proba(x),
        )


def fit_heads(units: list[LabeledUnit], x: sp.csr_matrix, config: TrainConfig) -> Heads:
    y_has = np.array([u.positive for u in units], dtype=int)
    pos = np.flatnonzero(y_has)
    common = {"random_state": config.seed, "max_iter": config.max_iter, "solver": "lbfgs"}
    scale = nb_scale(x, y_has, config.nb_beta)
    has = LogisticRegression(C=config.c_has, class_weight="balanced", **common).fit(x @ sp.diags(scale), y_has)
    kind = LogisticRegression(C=config.c_kind, class_weight="balanced", **common).fit(
        x[pos], [units[i].kind for i in pos]
    )
    scope = LogisticRegression(C=config.c_scope, class_weight="balanced", **common).fit(
        x[pos], [units[i].scope for i in pos]
    )
    return Heads(has, kind, scope, scale)


def choose_thresholds(units: list[LabeledUnit], p_has: np.ndarray, config: TrainConfig) -> dict[str, object]:
    """Lowest pin threshold within tolerance of the best dev unit F1, lowered for prohibitions to
    hit their recall target."""
    y = np.array([u.positive for u in units])
    grid = np.round(np.arange(0.05, 0.96, 0.01), 2)
    f1s = []
    for t in grid:
        pred = p_has >= t
        tp = float(np.sum(pred & y))
        f1s.append(2 * tp / (np.sum(pred) + np.sum(y)) if np.sum(pred) + np.sum(y) else 0.0)
    best_f1 = max(f1s)
    best_t, best_f1 = next(
        (float(t), f1) for t, f1 in zip(grid, f1s) if f1 >= best_f1 - config.threshold_f1_tolerance - 1e-9
    )
    prohib = np.array([u.kind == "prohibition" for u in units])
    pin = {k: round(best_t, 2) for k in KINDS}
    if prohib.any():
        quantile = float(np.quantile(p_has[prohib], 1 - config.prohibition_recall_target))
        pin["prohibition"] = round(min(best_t, max(0.05, np.floor(quantile * 100) / 100)), 2)
    review = float(np.quantile(p_has[y], 1 - config.review_recall_target)) if y.any() else 0.1
    # The band is for near misses: not lower than half the general pin threshold, or the safety
    # net fills with noise (half the lowered prohibition threshold let plain requests in).
    review = round(min(max(review, 0.5 * best_t), 0.8 * best_t), 2)
    return {"pin": pin, "review": max(0.02, review), "dev_unit_f1": round(best_f1, 4)}


def data_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def _softmax_params(model: LogisticRegression) -> tuple[np.ndarray, np.ndarray]:
    """coef [n_features, n_classes] and bias whose softmax equals predict_proba.

    A two-class scikit-learn model keeps one weight vector z (sigmoid); softmax over
    [-z/2, z/2] gives exactly the same probabilities.
    """
    coef, bias = model.coef_, model.intercept_
    if len(model.classes_) == 2:
        coef = np.vstack([-coef[0] / 2, coef[0] / 2])
        bias = np.array([-bias[0] / 2, bias[0] / 2])
    return coef.T, bias


def export_heads(heads: Heads, thresholds: dict, config: TrainConfig, path: Path, data_sha: str) -> None:
    kinds = [str(c) for c in heads.kind.classes_]
    scopes = [str(c) for c in heads.scope.classes_]
    kind_w, kind_b = _softmax_params(heads.kind)
    scope_w, scope_b = _softmax_params(heads.scope)
    has_w = (heads.has.coef_[0] * heads.has_scale)[:, None]  # x @ diag(s) @ w == x @ (s * w)
    weights = np.concatenate([has_w, kind_w, scope_w], axis=1).astype(np.float32)
    bias = np.concatenate([heads.has.intercept_, kind_b, scope_b])
    model = build_graph(weights, bias, len(kinds), len(scopes))
    save(
        model,
        path,
        {
            "featurizer_version": FEATURIZER_VERSION,
            "n_features": str(N_FEATURES),
            "kinds": kinds,
            "scopes": scopes,
            "thresholds": {"pin": thresholds["pin"], "review": thresholds["review"]},
            "training_data_sha256": data_sha,
            "train_config": asdict(config),
            "model_version": f"pinlane-constraints-{data_sha[:8]}",
            "library_versions": {
                "scikit-learn": sklearn.__version__,
                "onnxruntime": onnxruntime.__version__,
                "numpy": np.__version__,
                "python": platform.python_version(),
            },
        },
    )


def train(config: TrainConfig | None = None, *, data_file: Path = DATA_FILE, artifact: Path = ARTIFACT) -> dict:
    """Fit, choose thresholds on dev, export; return what evaluation needs."""
    config = config or TrainConfig()
    records = load_records(data_file)
    by_split = {s: [r for r in records if r.split == s] for s in ("train", "dev", "test")}
    train_units = label_units(by_split["train"])
    dev_units = label_units(by_split["dev"])
    heads = fit_heads(train_units, to_matrix(train_units), config)
    p_dev, _, _ = heads.probabilities(to_matrix(dev_units))
    thresholds = choose_thresholds(dev_units, p_dev, config)
    export_heads(heads, thresholds, config, artifact, data_hash(data_file))
    return {"heads": heads, "thresholds": thresholds, "records": by_split, "config": config}


def train_and_report(config: TrainConfig, out: Path) -> dict:
    """Train, export ``out/constraints.onnx``, and write ``out/metrics.json`` and ``out/README.md``
    (the model card). The public benchmark is checked first: evaluation needs it."""
    from training.evaluate import evaluate_and_report
    from training.shared import shared_path

    shared_path("bench", "gold.jsonl")  # fail before a long fit, not after it
    artifact = out / ARTIFACT.name
    result = train(config, artifact=artifact)
    print(f"wrote {artifact} ({artifact.stat().st_size / 1e6:.2f} MB); thresholds {json.dumps(result['thresholds'])}")
    report = evaluate_and_report(result, out=out)
    print(f"wrote {out / 'metrics.json'} and {out / 'README.md'}")
    return report


def main(argv: list[str] | None = None) -> int:
    import argparse

    from training import cli_train

    parser = argparse.ArgumentParser(prog="python -m training.train", description=__doc__.splitlines()[0])
    cli_train.add_arguments(parser)
    return cli_train.run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
