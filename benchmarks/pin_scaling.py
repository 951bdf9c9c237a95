"""Pinning cost against the number of distinct rule lines in one message (#19.2).

    python benchmarks/pin_scaling.py              # ledger cost only (a classifier stub)
    python benchmarks/pin_scaling.py --real 2000  # also the shipped model on 2,000 lines
    python benchmarks/pin_scaling.py --hook 600   # a 600-bullet prompt through the hook process
    python benchmarks/pin_scaling.py --real 600 --show-missed   # the lines the model left unpinned

Prints a table: lines, seconds for ``on_user_turn`` (classification + pinning), rules pinned,
index lookups, and for the real model the lines not pinned verbatim. The stub returns every
line as a certain rule, so the ledger's own cost shows (templated lines). ``--real`` and
``--hook`` paste a realistic rules file instead (``rule_lines.py``: a heading, then n distinct
plausible rules of many kinds and phrasings), so what the model misses is what a user would
lose; a missed line is in the task state's safety net, not pinned.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from rule_lines import rules_file

from pinlane.classifier.types import Constraint
from pinlane.ledger import Ledger

VERBS = "restart delete deploy email push touch rotate merge drop scale".split()
TARGETS = "primary replica billing backups main staging vault queue cache ledger".split()


def span(message: str, rule: str) -> Constraint:
    """A certain prohibition at ``rule``'s place in ``message`` (the classifier's own type)."""
    start = message.find(rule)
    return Constraint(rule, start, start + len(rule), "prohibition", "task", 0.99)


class EveryLine:
    """Stub classifier: each non-empty line is a certain rule."""

    def classify(self, text: str, *, include_uncertain: bool = False) -> list[Constraint]:
        return [span(text, line.strip("- ").strip()) for line in text.splitlines() if line.strip()]


def rules_text(n: int) -> str:
    return "\n".join(
        f"- Never {VERBS[i % 10]} the {TARGETS[i // 10 % 10]} {i // 100} of cluster {i}." for i in range(n)
    )


def run(n: int, classifier: object, folder: Path, text: str) -> tuple[float, float, int, int, list[str]]:
    """(seconds, CPU seconds, rules pinned, index lookups, the lines of ``text`` not pinned verbatim)."""
    ledger = Ledger(folder / f"pin-{n}-{type(classifier).__name__}.sqlite", classifier=classifier)  # type: ignore[arg-type]
    start, cpu = time.perf_counter(), time.process_time()
    ledger.on_user_turn(text)
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    rules = ledger.rules()
    lookups = ledger._index.lookups if ledger._index else 0
    ledger.close()
    return seconds, cpu, len(rules), lookups, missed(text, rules)


def missed(text: str, rules: list) -> list[str]:
    """The bullets of ``text`` no pinned rule holds verbatim."""
    pinned = {r.text for r in rules}
    bullets = [line[2:].strip() for line in text.splitlines() if line.startswith("- ")]
    return [b for b in bullets if b not in pinned]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[500, 1000, 2000, 4000])
    parser.add_argument("--real", type=int, default=0, help="also time the shipped model on this many lines")
    parser.add_argument("--hook", type=int, default=0, help="time the UserPromptSubmit hook on this many bullets")
    parser.add_argument("--seed", type=int, default=0, help="seed of the realistic rules file")
    parser.add_argument("--show-missed", action="store_true", help="list the lines the model did not pin")
    parser.add_argument("--warm", action="store_true", help="also time the hook with a warm daemon (the usual case)")
    args = parser.parse_args()
    missing: dict[str, list[str]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        print(f"{'lines':>6} {'classifier':>10} {'seconds':>8} {'cpu s':>6} {'pinned':>7} {'lookups':>8} {'missed':>7}")
        for n in args.sizes:
            seconds, cpu, pinned, lookups, _ = run(n, EveryLine(), Path(tmp), rules_text(n))
            print(f"{n:>6} {'stub':>10} {seconds:>8.2f} {cpu:>6.2f} {pinned:>7} {lookups:>8} {'-':>7}")
        if args.real:
            from pinlane.classifier import ConstraintClassifier

            model = ConstraintClassifier.load()
            # two sentences, so spaCy loads here and not inside the timing
            model.classify("Never push to main. Keep the diff small, please.")
            text = rules_file(args.real, args.seed)
            seconds, cpu, pinned, lookups, lost = run(args.real, model, Path(tmp), text)
            missing["shipped"] = lost
            print(f"{args.real:>6} {'shipped':>10} {seconds:>8.2f} {cpu:>6.2f} {pinned:>7} {lookups:>8} {len(lost):>7}")
        if args.hook:
            seconds, cpu, pinned, lost = run_hook(args.hook, Path(tmp), args.seed)
            missing["hook"] = lost
            print(f"{args.hook:>6} {'hook':>10} {seconds:>8.2f} {cpu:>6.2f} {pinned:>7} {'-':>8} {len(lost):>7}")
        if args.hook and args.warm:
            seconds, pinned, lost = run_warm_hook(args.hook, Path(tmp), args.seed)
            print(f"{args.hook:>6} {'hook warm':>10} {seconds:>8.2f} {'-':>6} {pinned:>7} {'-':>8} {len(lost):>7}")
    print(
        "real and hook: a heading line plus n realistic bullets; pinned counts every rule in force; "
        "cpu s is the CPU time spent (the hook's: its whole process, start and model load included), "
        "about the wall time on an idle core"
    )
    if args.show_missed:
        for where, lost in missing.items():
            print(f"\nnot pinned ({where}, {len(lost)}):")
            for line in lost:
                print(f"  {line}")


def run_warm_hook(n: int, folder: Path, seed: int) -> tuple[float, int, list[str]]:
    """The hook as a thin client of a warm daemon (started here, stopped after); wall seconds."""
    home = folder / "warm-home"
    env = {**os.environ, "PINLANE_HOME": str(home)}
    daemon = subprocess.Popen([sys.executable, "-m", "pinlane.integrations.daemon", "serve"], env=env)
    try:
        for _ in range(600):  # until it answers (it loads the model first)
            if (home / "hookd.sock").exists():
                break
            time.sleep(0.1)
        time.sleep(0.5)
        seconds, _, pinned, lost = run_hook(n, folder, seed, home=home, daemon=True)
        return seconds, pinned, lost
    finally:
        subprocess.run([sys.executable, "-m", "pinlane.integrations.daemon", "stop"], env=env, check=False)
        daemon.wait(timeout=30)


def run_hook(
    n: int, folder: Path, seed: int, *, home: Path | None = None, daemon: bool = False
) -> tuple[float, float, int, list[str]]:
    """The UserPromptSubmit hook as Claude Code runs it: a new process, the shipped model."""
    text = rules_file(n, seed)
    payload = {"session_id": "bench", "hook_event_name": "UserPromptSubmit", "prompt": text}
    home = home or folder / "home"
    # cold: in-process, as the first prompt of a session runs (no daemon started or used)
    env = {**os.environ, "PINLANE_HOME": str(home), "PINLANE_DAEMON": "on" if daemon else "off"}
    start, before = time.perf_counter(), resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(
        [sys.executable, "-m", "pinlane", "hooks", "run", "UserPromptSubmit"],
        input=json.dumps(payload),
        text=True,
        env=env,
        check=True,
        timeout=120,
    )
    seconds, after = time.perf_counter() - start, resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    ledger = Ledger(home / "sessions" / "bench.sqlite", classifier=EveryLine())
    rules = ledger.rules()
    ledger.close()
    return seconds, cpu, len(rules), missed(text, rules)


if __name__ == "__main__":
    main()
