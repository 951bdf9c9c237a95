"""benchmarks/prefeval_pins.py counts at message level and runs as its docstring says."""

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from pinlane.classifier import ConstraintClassifier

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "prefeval_pins.py"


def load_script():
    spec = importlib.util.spec_from_file_location("prefeval_pins", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("fast", [False, True])
def test_preferences_count_as_pinned_and_requests_as_false_pins(fast):
    pins = load_script()
    classifier = ConstraintClassifier.load(threads=1)
    rules = ["I never eat shellfish, so keep it out of every recipe.", "Please don't ever book me on red-eye flights."]
    requests = ["What are some good pasta recipes?", "Which flights leave Boston tomorrow morning?"]
    result = pins.score_tier(classifier, rules, requests, fast=fast)
    assert (result.rules, result.requests) == (2, 2)
    assert result.rules_pinned == 2 and result.rules_caught == 2
    assert result.requests_pinned == 0
    assert sum(result.kinds.values()) == 2
    row = result.row("tier")
    assert row.startswith("| tier | 2 | 1.000 | 1.000 | 2 | 0.000 |")


def test_the_script_prints_one_row_per_tier(shared_file):
    shared = shared_file("corpora", "prefeval").parents[1]
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--shared", str(shared), "--limit", "15"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    rows = [line for line in done.stdout.splitlines() if line.startswith("| ")]
    assert rows[0].startswith("| tier | preferences | pinned |")
    assert [r.split("|")[1].strip() for r in rows[1:]] == ["accurate (default)", "fast"]
    assert all(r.split("|")[2].strip() == "15" for r in rows[1:])


def test_a_missing_shared_folder_is_a_clear_error(tmp_path):
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--shared", str(tmp_path / "nowhere")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2
    assert "nowhere" in done.stderr and "PINLANE_SHARED" in done.stderr and "Traceback" not in done.stderr
