"""The model card keeps the hand-written release-head section when it is regenerated."""

from training import evaluate
from training.train import MODEL_DIR


def test_the_card_generator_includes_the_release_head_section_and_the_shipped_card_matches_it():
    section = (MODEL_DIR / "release_head.md").read_text(encoding="utf-8")
    assert section.startswith("## The release head") and evaluate._release_head_card() == section
    assert section in (MODEL_DIR / "README.md").read_text(encoding="utf-8")


def test_without_the_section_file_the_card_has_no_release_head_section(monkeypatch, tmp_path):
    monkeypatch.setattr(evaluate, "MODEL_DIR", tmp_path)
    assert evaluate._release_head_card() == ""
