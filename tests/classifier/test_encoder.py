"""The encoder tier's run time: loading checks, shapes, batching, context segments.

A tiny stand-in graph (token count -> probabilities) and a word-level tokenizer (tests/encoder_stand_in.py,
shared with the pair-head tests), so nothing is downloaded and torch is not needed.
"""

from __future__ import annotations

import sys

import numpy as np
import pytest

pytest.importorskip("tokenizers")
onnx = pytest.importorskip("onnx")

from encoder_stand_in import KINDS, SCOPES, artifact, tokenizer_file  # noqa: E402

from pinlane.classifier.encoder import (  # noqa: E402
    TOKENIZER_FILE,
    EncoderModel,
    encode,
    load_tokenizer,
    unit_contexts,
)
from pinlane.classifier.errors import ModelLoadError, ModelNotFoundError  # noqa: E402


def _artifact(tmp_path, **overrides):
    return artifact(tmp_path, **overrides)


def test_load_reads_metadata(tmp_path):
    enc = EncoderModel.load(_artifact(tmp_path))
    assert enc.kinds == tuple(KINDS)
    assert enc.scopes == tuple(SCOPES)
    assert enc.max_length == 8
    assert enc.thresholds["pin"]["prohibition"] == 0.5


def test_predict_units_shapes_and_order(tmp_path):
    enc = EncoderModel.load(_artifact(tmp_path))
    texts = ["check disk please", "never", "never restart the primary ."]
    p, pk, ps = enc.predict_units(texts)
    assert p.shape == (3,) and pk.shape == (3, 4) and ps.shape == (3, 3)
    # Rows come back in input order although batches are length-sorted: score follows token count.
    expected = 1 / (1 + np.exp(-(0.5 * np.array([3, 1, 5]) - 2)))
    np.testing.assert_allclose(p, expected, rtol=1e-5)
    np.testing.assert_allclose(pk.sum(1), 1.0, rtol=1e-5)


def test_predict_units_empty(tmp_path):
    p, pk, ps = EncoderModel.load(_artifact(tmp_path)).predict_units([])
    assert p.shape == (0,) and pk.shape == (0, 4) and ps.shape == (0, 3)


def test_truncates_to_max_length(tmp_path):
    enc = EncoderModel.load(_artifact(tmp_path))
    p, _, _ = enc.predict_units(["never " * 50])
    np.testing.assert_allclose(p, 1 / (1 + np.exp(-(0.5 * 8 - 2))), rtol=1e-5)


def test_missing_model(tmp_path):
    with pytest.raises(ModelNotFoundError, match="No encoder model file"):
        EncoderModel.load(tmp_path / "nope.onnx")


def test_missing_tokenizer(tmp_path):
    path = _artifact(tmp_path)
    (tmp_path / TOKENIZER_FILE).unlink()
    with pytest.raises(ModelNotFoundError, match="No tokenizer.json next to"):
        EncoderModel.load(path)


def test_tokenizer_hash_mismatch(tmp_path):
    path = _artifact(tmp_path, tokenizer_sha256="0" * 64)
    with pytest.raises(ModelLoadError, match="trained with a tokenizer of SHA-256 0000"):
        EncoderModel.load(path)


def test_not_an_encoder_artifact(tmp_path):
    path = _artifact(tmp_path, thresholds=None)
    with pytest.raises(ModelLoadError, match=r"metadata lacks \['thresholds'\]"):
        EncoderModel.load(path)


def test_format_version_mismatch(tmp_path):
    path = _artifact(tmp_path, encoder_format_version="other-v0")
    with pytest.raises(ModelLoadError, match="input format 'other-v0'"):
        EncoderModel.load(path)


@pytest.mark.parametrize(
    ("mode", "expected"),
    [
        ("none", [None, None, None]),
        ("neighbours", [" | B.", "A. | C.", "B. | "]),
    ],
)
def test_unit_contexts(mode, expected):
    assert unit_contexts(["A.", "B.", "C."], mode) == expected


def test_unit_contexts_rejects_unknown_mode():
    with pytest.raises(ValueError, match="Unknown context mode 'both'"):
        unit_contexts(["A."], "both")


def test_encode_pads_right_and_marks_pairs(tmp_path):
    tokenizer_file(tmp_path / TOKENIZER_FILE)
    tok = load_tokenizer(tmp_path / TOKENIZER_FILE, 16)
    ids, mask, types = encode(tok, ["never", "check disk"], ["the primary", None])
    assert ids.shape == mask.shape == types.shape == (2, 3)
    assert mask.tolist() == [[1, 1, 1], [1, 1, 0]]
    assert types[0].tolist() == [0, 1, 1]


def test_runtime_imports_no_torch():
    import subprocess

    # In a fresh interpreter: other tests in the session may have imported torch already.

    code = (
        "import sys, pinlane.classifier.encoder; sys.exit(int('torch' in sys.modules or 'transformers' in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
