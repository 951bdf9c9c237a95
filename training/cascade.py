"""Fix the cascade's band and thresholds on dev and write them into the encoder artifact.

The fast n-gram tier reads every unit; inside the band ``[low, high]`` of its score the unit goes
to the encoder and the two scores (and kind/scope distributions) are averaged. The averaged
score needs its own pin and review thresholds, chosen on the dev split exactly as the n-gram's
are (``training.train.choose_thresholds``), never on test or the benchmark. The result is stored
in the encoder's ONNX ``metadata_props`` as ``cascade`` so the artifact describes itself.

    python -m training cascade --encoder DIR --ngram models/constraints.onnx --out DIR [--low 0.1 --high 0.9]
"""

from __future__ import annotations

import argparse
import json
import shutil
from pathlib import Path

import numpy as np

from pinlane.classifier.encoder import TOKENIZER_FILE, EncoderModel
from pinlane.classifier.runtime import ConstraintClassifier
from training.data import DATA_FILE, load_records
from training.encoder import in_label_order, unit_table
from training.train import TrainConfig, choose_thresholds

#: The band chosen on dev for the shipped encoder (n-gram score 0.05-0.95: about a third of units).
DEFAULT_BAND = (0.05, 0.95)
ENCODER_FILE = "encoder.int8.onnx"


def unit_scores(
    ngram: ConstraintClassifier, encoder: EncoderModel, records: list
) -> tuple[list, np.ndarray, np.ndarray]:
    """The records' labeled units with each tier's has-constraint probability for them."""
    units, _, neighbours = unit_table(records)
    texts = [u.text for u in units]
    n = ngram.predict_units(texts, [u.is_bullet for u in units], [u.context for u in units])
    e = encoder.predict_units(texts, neighbours if encoder.context_mode == "neighbours" else None)
    return (
        units,
        in_label_order(n, ngram.kinds, ngram.scopes)[0],
        in_label_order(e, encoder.kinds, encoder.scopes)[0],
    )


def cascade_config(encoder: Path, ngram: Path, low: float, high: float, data_file: Path = DATA_FILE) -> dict:
    """Band, mode and the averaged score's thresholds, chosen on the dev split."""
    enc = EncoderModel.load(encoder, threads=2)
    ngm = ConstraintClassifier.load(ngram, threads=2, encoder=False)
    units, n, e = unit_scores(ngm, enc, [r for r in load_records(data_file) if r.split == "dev"])
    band = (n >= low) & (n <= high)
    averaged = np.where(band, (n + e) / 2, n)
    chosen = choose_thresholds(units, averaged, TrainConfig())
    return {
        "low": low,
        "high": high,
        "mode": "average",
        "pin": chosen["pin"],
        "review": chosen["review"],
        "dev_unit_f1": chosen["dev_unit_f1"],
        "dev_share_to_encoder": round(float(band.mean()), 4),
    }


def write_with_cascade(encoder: Path, out: Path, config: dict) -> Path:
    """Copy the encoder artifact and its tokenizer to ``out`` with ``cascade`` in its metadata."""
    import onnx

    out.mkdir(parents=True, exist_ok=True)
    model = onnx.load(str(encoder))
    props = {p.key: p for p in model.metadata_props}
    if "cascade" in props:
        props["cascade"].value = json.dumps(config, sort_keys=True)
    else:
        entry = model.metadata_props.add()
        entry.key, entry.value = "cascade", json.dumps(config, sort_keys=True)
    target = out / ENCODER_FILE
    onnx.save(model, str(target))
    shutil.copyfile(encoder.parent / TOKENIZER_FILE, out / TOKENIZER_FILE)
    return target


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--encoder", required=True, type=Path, help="the encoder.int8.onnx to finalise")
    parser.add_argument("--ngram", type=Path, default=None, help="the n-gram artifact (default: shipped)")
    parser.add_argument("--out", required=True, type=Path, help="folder for encoder.int8.onnx + tokenizer.json")
    parser.add_argument("--low", type=float, default=DEFAULT_BAND[0])
    parser.add_argument("--high", type=float, default=DEFAULT_BAND[1])


def run(args: argparse.Namespace) -> int:
    from pinlane.classifier.runtime import DEFAULT_MODEL_PATH

    config = cascade_config(args.encoder, args.ngram or DEFAULT_MODEL_PATH, args.low, args.high)
    target = write_with_cascade(args.encoder, args.out, config)
    print(f"wrote {target}; cascade {json.dumps(config)}")
    return 0
