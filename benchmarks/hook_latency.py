"""Claude Code hook round trip, as the host runs it: a new process per event (issue 18.5).

Measures UserPromptSubmit with a 300-character prompt and PreToolUse (a Bash call), each a fresh
``python -m pinlane hooks run EVENT`` process fed the host's JSON, with the warm daemon and
without it (PINLANE_DAEMON=off, everything in-process). The first call, which starts the daemon
and works in-process, is reported apart; p50/p90 are over the calls after it. Target: p50 <= 300 ms.

    python benchmarks/hook_latency.py [--rounds 20] [--fallback-rounds 5]
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PROMPT = (
    "We are cleaning up the billing service before the release. Never run terraform apply on the "
    "shared account, and do not touch the payments schema. Please read the failing tests in "
    "tests/billing, find why the invoice totals are off by one cent, and propose a fix with a "
    "short explanation first."
)[:300]


def call(event: str, payload: dict, env: dict) -> tuple[float, subprocess.CompletedProcess[str]]:
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "pinlane", "hooks", "run", event],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    return time.perf_counter() - started, done


def payloads(session: str, i: int) -> list[tuple[str, dict]]:
    base = {"session_id": session, "transcript_path": "/tmp/t.jsonl", "cwd": "/repo", "permission_mode": "default"}
    return [
        ("UserPromptSubmit", {**base, "hook_event_name": "UserPromptSubmit", "prompt": PROMPT}),
        (
            "PreToolUse",
            {
                **base,
                "hook_event_name": "PreToolUse",
                "tool_name": "Bash",
                "tool_use_id": f"toolu_{i}",
                "tool_input": {"command": "terraform apply -var account=shared", "description": "apply"},
            },
        ),
    ]


def wait_for_socket(path: Path, limit: float = 120.0) -> float:
    started = time.perf_counter()
    while time.perf_counter() - started < limit:
        try:
            with socket.socket(socket.AF_UNIX) as sock:
                sock.connect(str(path))
                return time.perf_counter() - started
        except OSError:
            time.sleep(0.1)
    raise SystemExit(f"the daemon did not come up within {limit:.0f} s (see {path.parent}/hookd.log)")


def measure(rounds: int, env: dict, session: str) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {"UserPromptSubmit": [], "PreToolUse": []}
    for i in range(rounds):
        for event, payload in payloads(session, i):
            seconds, done = call(event, payload, env)
            if done.returncode != 0 or "warning" in done.stderr:
                raise SystemExit(f"{event} failed: {done.returncode} {done.stderr}")
            if event == "PreToolUse" and '"ask"' not in done.stdout:
                raise SystemExit(f"PreToolUse did not ask: {done.stdout!r}")
            times[event].append(seconds)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--fallback-rounds", type=int, default=5)
    args = parser.parse_args()
    from pinlane.integrations import daemon

    rows = []
    with tempfile.TemporaryDirectory(prefix="pinlane-bench-") as tmp:
        env = {**os.environ, "PINLANE_HOME": tmp, "PINLANE_DAEMON_IDLE": "120"}
        env.pop("PINLANE_DAEMON", None)
        first, done = call(*payloads("bench", 0)[0], env)
        rows.append(("first call (starts the daemon, works in-process)", "UserPromptSubmit", [first]))
        os.environ["PINLANE_HOME"] = tmp
        warm = wait_for_socket(daemon.socket_path())
        try:
            for event, times in measure(args.rounds, env, "bench").items():
                rows.append(("daemon", event, times))
        finally:
            subprocess.run([sys.executable, "-m", "pinlane.integrations.daemon", "stop"], env=env, timeout=30)
        off = {**env, "PINLANE_DAEMON": "off"}
        for event, times in measure(args.fallback_rounds, off, "bench-off").items():
            rows.append(("in-process (PINLANE_DAEMON=off)", event, times))
    print("| mode | event | calls | p50 ms | p90 ms | max ms |\n|---|---|---|---|---|---|")
    for mode, event, times in rows:
        ordered = sorted(times)
        p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
        print(
            f"| {mode} | {event} | {len(times)} | {statistics.median(times) * 1000:,.0f} | "
            f"{p90 * 1000:,.0f} | {max(times) * 1000:,.0f} |"
        )
    print(f"\ndaemon ready {warm:.1f} s after the first call returned; interpreter: {sys.executable}")


if __name__ == "__main__":
    main()
