"""benchmarks/survival_probes.py runs as the README says, and --shared finds the filler corpora."""

import subprocess
import sys
from pathlib import Path

from training.shared import shared_root

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "survival_probes.py"


def run(*args, env=None):
    return subprocess.run(
        [sys.executable, str(SCRIPT), "--sizes", "3000", *args], capture_output=True, text=True, timeout=300, env=env
    )


def test_the_tool_probes_print_their_table():
    done = run("--shared", str(shared_root()), "--show-escalations")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    table_end = max(i for i, line in enumerate(lines) if line.startswith("| "))
    header, _, row = lines[table_end - 2 : table_end + 1]
    escalations = lines[table_end + 1 :]
    # one line per escalated harmless call: count, the call, and the rule or sentence it matched
    assert all(" <- " in line and line.split()[0].isdigit() for line in escalations)
    assert header.startswith("| rules x configs | pinned | violating | refused |")
    runs, pinned, violating, refused = (cell.strip() for cell in row.strip("|").split("|")[:4])
    assert int(runs) > 0 and int(pinned) == int(runs) and int(violating) > 0
    assert 0.9 <= float(refused) <= 1.0


def test_a_wrong_shared_folder_is_named_in_the_error(tmp_path):
    done = run("--shared", str(tmp_path / "nowhere"))
    assert done.returncode != 0
    assert "nowhere" in done.stderr and "PINLANE_SHARED" in done.stderr
    assert "Traceback" not in done.stderr
