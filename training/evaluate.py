"""Evaluate the shipped artifact and write models/metrics.json and models/README.md.

Both files come from one dict produced here, so the card never disagrees with the numbers.
Evaluated through the ONNX runtime path (what users run), on the ``test`` split and on the
public benchmark ../shared/bench/gold.jsonl, which is never used for training or tuning.

    python -m training.evaluate
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from datetime import date
from pathlib import Path

from pinlane.classifier import ConstraintClassifier
from training.baseline import baseline_predict
from training.bench import COLUMNS
from training.data import Record, load_records
from training.scoring import PredSpan, score
from training.shared import shared_path
from training.train import ARTIFACT, MODEL_DIR, TrainConfig, data_hash
from training.units import segmentation_ceiling


def as_scoring_rows(records: list[Record]) -> list[dict]:
    return [
        {"id": r.id, "source": r.source, "text": r.text, "constraints": [vars(s) for s in r.constraints]}
        for r in records
    ]


def load_bench() -> list[dict]:
    with open(shared_path("bench", "gold.jsonl"), encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def predict_model(clf: ConstraintClassifier, rows: list[dict]) -> dict[str, list[PredSpan]]:
    batches = clf.classify_batch([r["text"] for r in rows])
    return {r["id"]: [PredSpan(c.start, c.end, c.kind, c.scope) for c in found] for r, found in zip(rows, batches)}


def predict_baseline(rows: list[dict]) -> dict[str, list[PredSpan]]:
    return {r["id"]: baseline_predict(r["text"]) for r in rows}


def _round(obj):
    if isinstance(obj, float):
        # four decimals for scores; small settings (a 5e-5 learning rate) keep three digits
        return round(obj, 4) if obj == 0 or abs(obj) >= 1e-3 else float(f"{obj:.3g}")
    if isinstance(obj, dict):
        return {k: _round(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_round(v) for v in obj]
    return obj


def bootstrap_span_f1(rows: list[dict], preds: dict, *, samples: int = 400, seed: int = 0) -> tuple[float, float]:
    """95% interval of span F1 over messages resampled with replacement (seeded).

    Says how far a set this size can be trusted: on 270 messages the interval is about 0.1 wide,
    so a difference of a point or two between two models is noise.
    """
    rng = random.Random(seed)
    values = []
    for _ in range(samples):
        drawn = [rng.choice(rows) for _ in rows]
        renamed = [{**r, "id": f"{r['id']}#{i}"} for i, r in enumerate(drawn)]
        values.append(score(renamed, {r["id"]: preds[d["id"]] for r, d in zip(renamed, drawn)})["overall"]["span_f1"])
    values.sort()
    return values[int(0.025 * samples)], values[int(0.975 * samples) - 1]


def evaluate(clf: ConstraintClassifier | None = None, records: list[Record] | None = None) -> dict:
    clf = clf or ConstraintClassifier.load(ARTIFACT)
    records = records if records is not None else load_records()
    test = as_scoring_rows([r for r in records if r.split == "test"])
    heldout = as_scoring_rows([r for r in records if r.split == "test" and r.extra.get("held_out")])
    bench = load_bench()
    out = {}
    for name, rows in (("heldout", heldout), ("test", test), ("bench", bench)):
        preds = predict_model(clf, rows)
        out[name] = {
            "model": score(rows, preds),
            "keyword_baseline": score(rows, predict_baseline(rows)),
            "model_span_f1_95ci": list(bootstrap_span_f1(rows, preds)),
        }
    out["segmentation_ceiling"] = {
        "test": segmentation_ceiling([r for r in records if r.split == "test"]),
    }
    return _round(out)


def _table(results: dict, systems: tuple[str, ...] = ("model", "keyword_baseline")) -> str:
    cols = COLUMNS
    head = "| system | msg P | msg R | msg F1 | span P | span R | span F1 | prohib. R | kind | scope |"
    lines = [head, "|" + "---|" * 10]
    for system in systems:
        m = results[system]["overall"]
        lines.append(f"| {system} | " + " | ".join(f"{m[c]:.3f}" for c in cols) + " |")
    return "\n".join(lines)


def _per_source(results: dict) -> str:
    lines = [
        "| source | messages | span P | span R | span F1 | kind | scope |",
        "|---|---|---|---|---|---|---|",
    ]
    for source, m in results["model"]["per_source"].items():
        lines.append(
            f"| {source} | {m['messages']} | {m['span_precision']:.3f} | {m['span_recall']:.3f} | "
            f"{m['span_f1']:.3f} | {m['kind_accuracy']:.3f} | {m['scope_accuracy']:.3f} |"
        )
    return "\n".join(lines)


#: Encoder metadata shown in the model card.
ENCODER_CARD_KEYS = (
    "base_model",
    "base_model_sha256",
    "licence",
    "tokenizer_sha256",
    "context",
    "pooling",
    "max_length",
    "chosen_epoch",
    "dev_log",
    "train_config",
    "thresholds",
    "model_version",
    "library_versions",
)


def _encoder_card(report: dict) -> str:
    enc = report.get("encoder")
    if not enc:
        return "No encoder artifact sits beside this model: the fast tier runs alone.\n"
    ev = enc["evaluation"]
    seconds = sum(step.get("seconds", 0) for step in enc.get("dev_log", [])[-1:])
    return f"""## Held-out sources first (real sources never in train or dev)
| tier | {" | ".join(_HEAD)} |
|---|{"---|" * len(_HEAD)}
| accurate (cascade, default) | {_row(ev["heldout"]["model"]["overall"])} |
| fast (n-gram) | {_row(report["evaluation"]["heldout"]["model"]["overall"])} |
| test split, accurate | {_row(ev["test"]["model"]["overall"])} |
| test split, fast | {_row(report["evaluation"]["test"]["model"]["overall"])} |
| public benchmark (tuned on), accurate | {_row(ev["bench"]["model"]["overall"])} |
| public benchmark (tuned on), fast | {_row(report["evaluation"]["bench"]["model"]["overall"])} |

Accurate tier per held-out source:
{_per_source(ev["heldout"])}

## The accurate tier
`models/{enc["path"]}` ({enc["size_mb"]:.1f} MB, int8 dynamic quantisation, onnxruntime) with
`models/tokenizer.json` (SHA-256 `{enc["tokenizer_sha256"]}`, checked at load). Base model
`{enc["base_model"]}`, licence {enc["licence"]}, pretrained files checked against
{json.dumps(enc["base_model_sha256"])}. Mean pooling over at most {enc["max_length"]} tokens of
the unit, with its previous and next unit as the second segment (`context: {enc["context"]}`);
heads has-rule, kind, scope. Trained {enc["chosen_epoch"]} epoch(s) on all positive units and
{enc["train_config"].get("neg_per_pos", 1.0):g} times as many sampled negatives
(`{json.dumps(enc["train_config"])}`), {seconds / 60:.0f} minutes on 2 CPU cores (the seventeenth
round's run shared them with benchmark runs for its first ten minutes); epoch chosen on dev (`{json.dumps(enc["dev_log"])}`).

Cascade (chosen on dev; `python -m training cascade`): the fast tier reads every unit; where its
score is within [{enc["cascade"]["low"]}, {enc["cascade"]["high"]}] ({enc["cascade"]["dev_share_to_encoder"]:.0%} of dev units) the
encoder reads it too and the two are averaged, with thresholds {json.dumps(enc["cascade"]["pin"])},
review {enc["cascade"]["review"]} (dev unit F1 {enc["cascade"]["dev_unit_f1"]}). {CASCADE_CHOICE}
"""


def _release_head_card() -> str:
    """The release head's section, kept by hand in ``models/release_head.md`` (it is chosen by the
    release benchmark, not by this evaluation), so regenerating the card keeps it."""
    path = MODEL_DIR / "release_head.md"
    return path.read_text(encoding="utf-8") if path.is_file() else ""


#: How the shipped encoder and band were chosen (dev only); rewritten when a new encoder ships.
CASCADE_CHOICE = (
    "Seventeenth round: encoder and n-gram tier retrained with the same recipes on data with 7,775 "
    "pypi_agent_files messages, band kept and thresholds refitted on dev, shipped by the round's rule "
    "(README: whole-dev cascade span F1 0.8328 vs 0.8213 for the previous tiers; agent_rules held out of "
    "both tiers 0.819, prohibition recall 0.928; fast-tier leave-one-source-out mean over eleven "
    "sources 0.781). Before: chosen on dev (cascade dev unit F1, before batch S21) over encoders trained with 1 and 2 "
    "negatives per positive (0.876 and 0.884 at band [0.1, 0.9]; 4 negatives: 0.888) and over the "
    "bands [0.1, 0.9] and [0.02, 0.98] (0.888, 0.889); earlier, an encoder without context (0.867) "
    "and the band [0.2, 0.8]. After S21 the band and thresholds were refitted for the new fast tier "
    "(dev 0.890); the same recipe retrained with S21 scored 0.884 on that dev and was not shipped."
)

_HEAD = ("span P", "span R", "span F1", "prohib. R", "kind", "scope")
_KEYS = ("span_precision", "span_recall", "span_f1", "prohibition_recall", "kind_accuracy", "scope_accuracy")


def _row(m: dict) -> str:
    return " | ".join(f"{m[k]:.3f}" for k in _KEYS)


def model_card(report: dict) -> str:
    meta = report["artifact"]
    counts = report["data"]
    ev = report["evaluation"]
    return f"""# Model card: pinlane constraint classifier

Generated by `python -m training.train` / `python -m training.evaluate` on {report["date"]} from
`models/metrics.json`'s dict; do not edit by hand. Two tiers: an accurate one (a fine-tuned
small encoder, run on the units the fast tier is unsure of; the default) and a fast one (hashed
n-grams, `fast=True`).

{_encoder_card(report)}
{_release_head_card()}
The rest of this card describes the fast tier.

## What it is
Finds the sentences of a user message that state a rule the agent must keep (prohibition,
requirement, limit, preference) and says how long the rule lives (task, standing,
conditional). Three logistic regressions (scikit-learn) over a hashed sparse featurizer
(`classifier/features.py`, version `{meta["featurizer_version"]}`, {meta["n_features"]} buckets:
word uni/bigrams, char 4-grams, shape and message-context cues); the has-constraint head is
fitted on naive-Bayes-scaled features (NBSVM, scale `1 + {report["config"]["nb_beta"]} |log-count ratio|`, folded
into its weights at export). Exported as one ONNX graph (a sparse dot product: Gather +
ReduceSum, sigmoid/softmax heads). Run by onnxruntime; scikit-learn is not needed at
run time. Artifact `models/constraints.onnx`, {meta["size_mb"]:.2f} MB, version
`{meta["model_version"]}`, training data sha256 `{meta["training_data_sha256"]}`.

The unit classified is a sentence of prose or one bullet item (`classifier/segment.py`):
that is how the guideline defines a span and how people type rules; code fences, log lines and
stack traces are skipped. Segmentation alone allows a span recall of
{ev["segmentation_ceiling"]["test"]:.3f} on the test split.

Thresholds (chosen on `dev`, stored in the artifact): pin {json.dumps(meta["thresholds"]["pin"])},
review band from {meta["thresholds"]["review"]} (uncertain spans go to the ledger's safety net).
The prohibition threshold is lowered until dev prohibition recall reaches the target
({report["config"]["prohibition_recall_target"]}).

## Training data
`data/labeled.jsonl` ({counts["messages"]} messages, {counts["spans"]} spans; splits
{json.dumps(counts["splits"])}); see `data/README.md`.

## Results on the test split ({ev["test"]["model"]["overall"]["messages"]} messages)
{_table(ev["test"])}

Per source (model):
{_per_source(ev["test"])}

## Results on the public benchmark `../shared/bench/gold.jsonl` ({ev["bench"]["model"]["overall"]["messages"]} messages; never trained on, but used to choose data batches, so tuned on)
{_table(ev["bench"])}

Model span F1 95% bootstrap interval (messages resampled, 400 draws): {ev["bench"]["model_span_f1_95ci"][0]:.3f} to
{ev["bench"]["model_span_f1_95ci"][1]:.3f} on the benchmark; {ev["test"]["model_span_f1_95ci"][0]:.3f} to
{ev["test"]["model_span_f1_95ci"][1]:.3f} on the test split. Differences inside these intervals are noise.

For comparison, the recorded frontier-LLM pinning run on the same benchmark (from
`../shared/bench/README.md`): span F1 0.892, prohibition recall 0.957, kind 0.685, scope 1.000.

Per source (model):
{_per_source(ev["bench"])}

## Choices made on `dev` (never on the test split or the benchmark)
- C of the has-constraint head: 2, 4, 8, 16, 32 tried; 8 best (dev span F1).
- Feature-group weights (word, bigram, char, punctuation, shape): halving shape cues, raising
  words, char 4-grams or bigrams each lowered dev span F1; kept at 1.0/0.8/0.5/0.6/0.6.
- NB scaling 0 / 0.25 / 0.5: dev span F1 0.876 / 0.883 / 0.883; 0.25 kept.
- A one-hidden-layer MLP (32 units, scikit-learn) did not beat the linear head on dev unit F1
  (0.870 vs 0.874) and would need a larger artifact; not used.
- Pooled cues: a first-person "taste" cue (prefer, hate, allergic, vegetarian...) kept (dev span
  F1 +0.001, kind +0.003); a "sentence opens with its negation" cue dropped (dev -0.003).
- Prohibition recall target (share of dev prohibition units kept by the lowered threshold):
  0.99 was chosen when it cost 0.002 dev span F1; once rules in other languages (which score
  lower) joined dev it pulled the threshold to 0.10 for 0.006 span F1, so it is 0.98 now.
  Per-kind thresholds for the other kinds gained 0.001 dev unit F1: not used.
- Pin threshold: the lowest within 0.003 of the best dev unit F1, not the argmax; the curve is
  flat near its top and the argmax jumped between 0.45 and 0.63 as data changed.
- After the session-6 data (other languages, chat prompts): C of the has-constraint head 2 / 4
  / 8 / 16 and NB scaling 0.1 / 0.25 / 0.5 / 1.0 kept dev span F1 within 0.852-0.859, noise
  for a dev set this size; the defaults (8, 0.25) were kept.
- A word-vector prior (static vectors distilled from all-MiniLM-L6-v2, a 64-dimensional block
  appended to every head and folded into the bucket weights at export, so run time would not
  change): dev unit F1 +0.006, test span F1 -0.007, held-out-source mean span F1 0.700 vs
  0.701 (`training.cross_source`). No measurable gain, so not shipped. (The benchmark moved
  +0.02 with it; the benchmark is not used to choose.)

## Text in a style nobody here trained on
`python -m training.cross_source` holds each source out of training in turn and scores it:
`models/cross_source.md`. It is far below the test split (rule files and FollowBench fall to
about 0.5-0.6): each source's conventions are learned from that source's own labels, so a
new kind of text should get a few hundred labeled messages before its numbers are trusted.

## Known limits
- Linear model over bag-of-n-grams: it reads phrasing, not meaning. Rules phrased unlike
  anything in training and rules split across sentences are the usual misses; see the
  per-source table.
- Scope rests on cue words; `conditional` is learned mostly from synthetic data.
- Other languages: about 1,400 synthetic messages in 25 languages (`synthetic_multilingual`)
  taught it the common rule phrasings (不要…, не…, no…, keine…, しないでください); it is still
  weaker there than in English (see that source's row), and a language with a few dozen
  examples is mostly a guess. Text in a script it has never seen gets low confidence.
"""


def evaluate_and_report(result: dict | None = None, *, out: Path, artifact: Path | None = None) -> dict:
    """Evaluate ``artifact`` (default ``out/constraints.onnx``); write ``out/metrics.json`` and
    ``out/README.md``, the model card, both from one dict."""
    from training.data import DATA_FILE

    artifact = artifact or out / ARTIFACT.name
    records = load_records()
    clf = ConstraintClassifier.load(artifact, encoder=False)
    report_eval = evaluate(clf, records=records)
    accurate = ConstraintClassifier.load(artifact)  # the cascade, when an encoder sits beside it
    encoder = None
    if accurate.encoder is not None:
        meta = accurate.encoder.metadata
        encoder = {
            "path": str(accurate.encoder.path.name),
            "size_mb": accurate.encoder.path.stat().st_size / 1e6,
            "cascade": accurate.cascade,
            "evaluation": evaluate(accurate, records=records),
            **{
                k: json.loads(meta[k]) if meta.get(k, "").startswith(("{", "[")) else meta.get(k)
                for k in ENCODER_CARD_KEYS
            },
        }
    config = result["config"] if result else TrainConfig()
    spans = [s for r in records for s in r.constraints]
    report = {
        "date": date.today().isoformat(),
        "artifact": {
            "path": "models/constraints.onnx" if artifact == ARTIFACT else str(artifact),
            "size_mb": artifact.stat().st_size / 1e6,
            "featurizer_version": clf.metadata["featurizer_version"],
            "n_features": int(clf.metadata["n_features"]),
            "model_version": clf.version,
            "training_data_sha256": data_hash(DATA_FILE),
            "thresholds": {"pin": clf.thresholds.pin, "review": clf.thresholds.review},
        },
        "config": vars(config),
        "data": {
            "messages": len(records),
            "spans": len(spans),
            "splits": dict(Counter(r.split for r in records)),
        },
        "evaluation": report_eval,
        "encoder": encoder,
    }
    report = _round(report)
    (out / "metrics.json").write_text(json.dumps(report, indent=2, sort_keys=True) + "\n")
    (out / "README.md").write_text(model_card(report))
    print(_table(report_eval["test"]))
    print("bench:")
    print(_table(report_eval["bench"]))
    return report


def main(argv: list[str] | None = None) -> int:
    """Re-evaluate the shipped model; the card and metrics go to --out (models/ only in place)."""
    import argparse

    from training.outdir import add_output_arguments, output_dir

    parser = argparse.ArgumentParser(prog="python -m training.evaluate", description=main.__doc__)
    add_output_arguments(parser, flag="--out", tracked=MODEL_DIR, prefix="pinlane-eval", what="metrics.json and card")
    args = parser.parse_args(argv)
    out = output_dir(args.out, write_in_place=args.write_in_place, tracked=MODEL_DIR, prefix="pinlane-eval")
    evaluate_and_report(out=out, artifact=ARTIFACT)
    print(f"wrote {out / 'metrics.json'} and {out / 'README.md'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
