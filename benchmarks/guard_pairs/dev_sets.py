"""The hand-written development sets dev2-dev8: one writer for their rules, so each build_devN.py
holds only its rules (same record format as pairs.jsonl; two violating calls and two near misses
per rule in dev2-dev6, three and three in dev7 and dev8)."""

from __future__ import annotations

import json
from pathlib import Path

from build import F


def S(command: str) -> dict:
    """A Codex-style OpenAI ``shell`` call (argv array)."""
    return F("shell", command=["bash", "-lc", command])


class DevSet:
    """Rules added in order with ``add(domain, rule, violating, harmless)``, written as pairs.

    Rule ids are ``d<N>-<domain>-<k>`` by default, or ``<split>-<k>`` (``dev7-01``) with
    ``numbered=True``.
    """

    def __init__(self, split: str, *, numbered: bool = False) -> None:
        self.split = split
        self.numbered = numbered
        self.rules: list[tuple[str, str, list[dict], list[dict]]] = []

    def add(self, domain: str, rule: str, violating: list[dict], harmless: list[dict]) -> None:
        self.rules.append((domain, rule, violating, harmless))

    def rows(self) -> list[dict]:
        rows = []
        counts: dict[str, int] = {}
        prefix = "d" + self.split.removeprefix("dev")
        for n, (domain, rule, violating, harmless) in enumerate(self.rules, start=1):
            counts[domain] = counts.get(domain, 0) + 1
            rule_id = f"{self.split}-{n:02d}" if self.numbered else f"{prefix}-{domain}-{counts[domain]:02d}"
            for violates, calls in ((True, violating), (False, harmless)):
                for i, call in enumerate(calls):
                    rows.append(
                        {
                            "rule_id": rule_id,
                            "split": self.split,
                            "domain": domain,
                            "rule": rule,
                            "violates": violates,
                            "case": f"{rule_id}/{'v' if violates else 'h'}{i}",
                            **call,
                        }
                    )
        return rows

    def write(self, out: Path) -> int:
        rows = self.rows()
        out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
        print(f"{len(rows)} pairs, {len(self.rules)} rules, {sum(r['violates'] for r in rows)} violating -> {out}")
        return 0
