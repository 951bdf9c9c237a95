"""Commands write only where told: --out / --report-dir, else a fresh folder under the current
directory; the tracked models/ and benchmarks/llm_pinning/ only with --write-in-place.

Each test runs its command from a temporary working directory and checks that no file git
tracks under the checkout changed (content hash) and that git's status is the same."""

import argparse
import hashlib
import json
import subprocess
from pathlib import Path

import pytest

from pinlane.cli.main import main as cli
from training import bench, cli_train, cross_source
from training.outdir import output_dir

ROOT = Path(__file__).resolve().parents[2]
RULE = "Never restart the primary."


#: Where the commands used to write (and anything new at the top of the checkout); code folders
#: are left out so that editing while the suite runs is not a failure.
WATCHED = ("models", "benchmarks", "data", ":(top,glob)*")


def checkout_state():
    """git status (untracked files included) and a hash of the tracked files' content, over WATCHED."""
    git = ["git", "-C", str(ROOT)]
    status = subprocess.run(
        [*git, "status", "--porcelain", "--untracked-files=all", "--", *WATCHED],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    files = subprocess.run([*git, "ls-files", "-z", "--", *WATCHED], capture_output=True, check=True).stdout
    digest = hashlib.sha256()
    for name in sorted(n for n in files.decode().split("\0") if n):
        path = ROOT / name
        if path.is_file():
            digest.update(name.encode() + b"\0" + path.read_bytes())
    return status, digest.hexdigest()


@pytest.fixture()
def elsewhere(tmp_path, monkeypatch):
    """A temporary working directory, and the checkout's state to compare with afterwards."""
    work = tmp_path / "cwd"
    work.mkdir()
    monkeypatch.chdir(work)
    before = checkout_state()
    yield work
    assert checkout_state() == before, "the command changed the checkout"


def bench_inputs(folder):
    gold, recorded = folder / "gold.jsonl", folder / "recorded.jsonl"
    span = {"start": 0, "end": len(RULE), "text": RULE, "kind": "prohibition", "scope": "task"}
    gold.write_text(json.dumps({"id": "a", "source": "s", "text": RULE, "constraints": [span]}) + "\n")
    recorded.write_text(json.dumps({"id": "a", "constraints": [span]}) + "\n")
    return ["bench", "--gold", str(gold), "--llm", f"replay:{recorded}"]


def test_bench_writes_a_fresh_folder_by_default(elsewhere, capsys):
    assert cli(bench_inputs(elsewhere.parent)) == 0
    (folder,) = elsewhere.glob("pinlane-bench-*")
    assert {p.name for p in folder.iterdir()} == {"report.md", "pr_curve.png", "accuracy_cost.png"}
    assert f"wrote {folder / 'report.md'}" in capsys.readouterr().out


def test_bench_report_dir_and_in_place(elsewhere, tmp_path, monkeypatch):
    assert cli([*bench_inputs(tmp_path), "--report-dir", str(tmp_path / "mine")]) == 0
    assert (tmp_path / "mine" / "report.md").is_file() and not list(elsewhere.iterdir())
    tracked = tmp_path / "tracked-llm_pinning"  # stands in for benchmarks/llm_pinning/
    monkeypatch.setattr(bench, "REPORT_DIR", tracked)
    assert cli([*bench_inputs(tmp_path), "--write-in-place"]) == 0
    assert (tracked / "report.md").is_file() and not list(elsewhere.iterdir())


def test_report_dir_and_write_in_place_exclude_each_other(elsewhere, tmp_path, capsys):
    assert cli([*bench_inputs(tmp_path), "--report-dir", "x", "--write-in-place"]) == 2
    assert "not allowed with argument" in capsys.readouterr().err


def test_train_writes_to_out_and_honours_the_seed(elsewhere, monkeypatch):
    """The option plumbing; the real fit and its files are covered by the next test."""
    seen = {}
    monkeypatch.setattr("training.train.train_and_report", lambda config, out: seen.update(config=config, out=out))
    parser = argparse.ArgumentParser()
    cli_train.add_arguments(parser)
    cli_train.run(parser.parse_args(["--seed", "7"]))
    assert seen["config"].seed == 7
    assert seen["out"].parent == elsewhere and seen["out"].name.startswith("pinlane-train-")
    cli_train.run(parser.parse_args(["--out", "here"]))
    assert seen["out"] == Path("here") and seen["out"].is_dir()
    cli_train.run(parser.parse_args(["--write-in-place"]))
    assert seen["out"] == cli_train.MODEL_DIR


@pytest.mark.slow
def test_train_rebuilds_into_out_and_leaves_models_alone(elsewhere, shared_file):
    from training.train import TrainConfig, train_and_report

    shared_file("bench", "gold.jsonl")
    out = elsewhere / "run"
    report = train_and_report(TrainConfig(seed=3), out)
    assert {p.name for p in out.iterdir()} == {"constraints.onnx", "metrics.json", "README.md"}
    assert json.loads((out / "metrics.json").read_text())["config"]["seed"] == 3
    assert report["artifact"]["path"] == str(out / "constraints.onnx")


def test_cross_source_writes_its_table_to_out(elsewhere, monkeypatch):
    row = {"gold_spans": 2, "span_f1": 0.5, "prohibition_recall": 1.0, "kind_accuracy": 1.0, "scope_accuracy": 1.0}
    monkeypatch.setattr(cross_source, "held_out_score", lambda source, config, workdir: row)
    assert cross_source.main(["--sources", "sgd"]) == 0
    (folder,) = elsewhere.glob("pinlane-cross-source-*")
    assert "| sgd | 2 | 0.500 |" in (folder / "cross_source.md").read_text()


def test_a_second_default_folder_in_the_same_second_gets_a_suffix(elsewhere, monkeypatch):
    from datetime import datetime

    class Frozen(datetime):
        @classmethod
        def now(cls, tz=None):
            return datetime(2026, 1, 2, 3, 4, 5)

    monkeypatch.setattr("training.outdir.datetime", Frozen)
    first = output_dir(None, write_in_place=False, tracked=Path("unused"), prefix="p")
    second = output_dir(None, write_in_place=False, tracked=Path("unused"), prefix="p")
    assert (first.name, second.name) == ("p-20260102-030405", "p-20260102-030405-2")
    assert first.parent == second.parent == elsewhere and second.is_dir()
