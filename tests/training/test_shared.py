"""The one place that finds the shared inputs ($PINLANE_SHARED, else ../shared)."""

import gzip
import json

import pytest

from training import shared
from training.errors import SharedDataMissingError


def test_the_variable_wins(tmp_path, monkeypatch):
    (tmp_path / "bench").mkdir()
    (tmp_path / "bench" / "gold.jsonl").write_text("{}\n")
    monkeypatch.setenv("PINLANE_SHARED", str(tmp_path))
    assert shared.shared_root() == tmp_path
    assert shared.shared_path("bench", "gold.jsonl") == tmp_path / "bench" / "gold.jsonl"


def test_without_the_variable_it_is_the_folder_beside_the_checkout(monkeypatch):
    monkeypatch.delenv("PINLANE_SHARED", raising=False)
    assert shared.shared_root() == shared.ROOT.parent / "shared"


def test_a_missing_file_names_both_places(tmp_path, monkeypatch):
    monkeypatch.setenv("PINLANE_SHARED", str(tmp_path / "nowhere"))
    with pytest.raises(
        SharedDataMissingError, match=r"nowhere/bench/gold.jsonl does not exist \(\$PINLANE_SHARED="
    ) as info:
        shared.shared_path("bench", "gold.jsonl")
    assert str(shared.DEFAULT) in str(info.value) and isinstance(info.value, FileNotFoundError)
    monkeypatch.delenv("PINLANE_SHARED")
    monkeypatch.setattr(shared, "DEFAULT", tmp_path / "also-nowhere")
    with pytest.raises(SharedDataMissingError, match=r"\$PINLANE_SHARED is not set, so ../shared"):
        shared.shared_path("corpora")


@pytest.mark.parametrize("name", ["user_turns.jsonl", "user_turns.jsonl.gz"])
def test_read_corpus_reads_plain_and_gzipped_lines(tmp_path, monkeypatch, name):
    folder = tmp_path / "corpora" / "sgd"
    folder.mkdir(parents=True)
    rows = [{"id": f"sgd-{i}", "text": f"turn {i}"} for i in range(5)]
    data = "".join(json.dumps(r) + "\n" for r in rows) + "\n"
    if name.endswith(".gz"):
        (folder / name).write_bytes(gzip.compress(data.encode()))
    else:
        (folder / name).write_text(data)
    monkeypatch.setenv("PINLANE_SHARED", str(tmp_path))
    assert shared.read_corpus("sgd") == rows
    assert shared.read_corpus("sgd", limit=2) == rows[:2]
    (folder / "empty").mkdir()
    with pytest.raises(SharedDataMissingError, match="has no user_turns.jsonl"):
        shared.read_corpus("sgd/empty")
