import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from pinlane.classifier import features


def test_hashing_is_stable_across_processes():
    # CRC32 buckets do not depend on PYTHONHASHSEED: fixed values for a fixed input.
    vector = features.unit_features("Don't restart the primary.")
    import os
    import subprocess
    import sys

    code = (
        'from classifier import features;print(sorted(features.unit_features("Don\'t restart the primary.").items()))'
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONHASHSEED": "123"},
    ).stdout
    assert out.strip() == str(sorted(vector.items()))


def test_normalize_folds_case_digits_and_quotes():
    assert features.normalize("Keep it UNDER 200 words, don’t") == "keep it under 0 words, don't"


def test_featurize_pads_with_zero_weight():
    indices, values = features.featurize(["no emojis", "keep every answer under 200 words please"])
    assert indices.dtype == np.int64 and values.dtype == np.float32
    assert indices.shape == values.shape
    short = features.unit_features("no emojis")
    assert np.count_nonzero(values[0]) == len(short)
    assert (indices < features.N_FEATURES).all()


def test_different_texts_give_different_vectors():
    assert features.unit_features("never deploy on fridays") != features.unit_features("we deployed on friday")


def test_empty_text_has_only_shape_features():
    assert features.unit_features("")  # length and 'noletters' cues keep it non-empty


def test_words_in_any_script_stay_whole():
    # Cyrillic and Hangul words, and Thai runs with their vowel marks, are one token each;
    # before v5 every non-ASCII letter was its own token and "не" could not be learned as a word.
    assert features.tokens("Не используй библиотеки!") == ["не", "используй", "библиотеки", "!"]
    assert features.tokens("한국어로 답해 주세요") == ["한국어로", "답해", "주세요"]
    assert features.tokens("ห้ามใช้") == ["ห้ามใช้"]
    assert features.tokens("café naïve") == ["café", "naïve"]


def test_han_and_kana_are_one_token_per_character():
    assert features.tokens("不要使用逗号。") == ["不", "要", "使", "用", "逗", "号", "。"]
    assert features.tokens("書かないで") == ["書", "か", "な", "い", "で"]


@given(st.text(alphabet=st.characters(max_codepoint=127)))
def test_ascii_tokens_are_unchanged_by_the_unicode_pattern(text):
    # English features must not move when other scripts are handled: the v4 pattern on ASCII.
    import re

    old = re.compile(r"[a-z0-9']+|[^\sa-z0-9']", re.IGNORECASE)
    assert features.tokens(text) == old.findall(features.normalize(text))
