"""The wheel is one installable package: one top-level name, the models inside, no training code."""

import subprocess
import sys
import zipfile

import pytest


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(root)],
        check=True,
        capture_output=True,
    )
    (built,) = out.glob("pinlane-*.whl")
    return zipfile.ZipFile(built)


def test_the_wheel_has_one_top_level_name_and_ships_the_models(wheel):
    names = wheel.namelist()
    top = {n.split("/")[0] for n in names if not n.split("/")[0].endswith((".dist-info", ".data"))}
    assert top == {"pinlane"}
    for artifact in ("constraints.onnx", "encoder.int8.onnx", "tokenizer.json"):
        assert f"pinlane/models/{artifact}" in names
    assert not any(n.startswith(("training/", "tests/", "data/")) for n in names)
    for module in ("pinlane/classifier/runtime.py", "pinlane/ledger/core.py", "pinlane/cli/main.py"):
        assert module in names
    entry_points = wheel.read(next(n for n in names if n.endswith("entry_points.txt"))).decode()
    assert "pinlane = pinlane.cli.main:main" in entry_points
