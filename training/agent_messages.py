"""Build labeling messages from agent instruction files the way agents receive them.

``../shared/corpora/agent_rules`` holds one line per heading, bullet or sentence of a rule file
(in file order). An agent never sees a lone bullet only: it reads the whole file, or a section of
it, as one block. So each file is cut into sections (a heading and the items under it); a seeded
share of sections becomes one Markdown message (heading as ``## ...``, bullets as ``- ...``,
consecutive sentences joined into a paragraph, at most ``MAX_SECTION_CHARS``), the rest stay single
items. Every corpus line lands in exactly one message, so no text is labeled twice.

    python -m training.agent_messages     # writes data/work/in/L14a..L14e.jsonl
"""

from __future__ import annotations

import json
import random
import sys
from collections import defaultdict

from training.sample_batches import OUT
from training.shared import read_corpus

#: A section message is cut before it would pass this many characters (the issue's ~2,000).
MAX_SECTION_CHARS = 2000
#: Share of multi-item sections sent as one message rather than as single items.
SECTION_SHARE = 0.45
#: How many labeling batches the messages are dealt into (whole repositories per batch).
BATCHES = ("L14a", "L14b", "L14c", "L14d", "L14e")


def _render(items: list[dict]) -> str:
    lines: list[str] = []
    previous_kind = None
    for item in items:
        kind, text = item["meta"]["item"], item["text"]
        if kind == "heading":
            if lines:
                lines.append("")
            lines.append(f"## {text}")
            lines.append("")
        elif kind == "bullet":
            lines.append(f"- {text}")
        elif previous_kind == "sentence" and lines and lines[-1]:
            lines[-1] = f"{lines[-1]} {text}"
        else:
            if lines and lines[-1] and previous_kind == "bullet":
                lines.append("")
            lines.append(text)
        previous_kind = kind
    return "\n".join(lines).strip("\n")


def _sections(items: list[dict]) -> list[list[dict]]:
    sections: list[list[dict]] = []
    for item in items:
        if item["meta"]["item"] == "heading" or not sections:
            sections.append([item])
        else:
            sections[-1].append(item)
    return sections


def _chunks(section: list[dict]) -> list[list[dict]]:
    """Cut a section into runs whose rendering stays within MAX_SECTION_CHARS."""
    chunks: list[list[dict]] = [[]]
    for item in section:
        if chunks[-1] and len(_render([*chunks[-1], item])) > MAX_SECTION_CHARS:
            chunks.append([])
        chunks[-1].append(item)
    return [c for c in chunks if c]


def _message(items: list[dict], source: str = "agent_rules") -> dict:
    first, meta = items[0], items[0]["meta"]
    common = {"repo": meta["repo"], "path": meta["path"], "commit": meta["commit"], "license": meta["license"]}
    if len(items) == 1:
        return {
            "id": first["id"],
            "source": source,
            "text": first["text"],
            "context": first.get("context"),
            "meta": {**meta, "message": "item"},
            "group": meta["repo"],
        }
    ids = [i["id"] for i in items]
    return {
        "id": f"{source}-sec-{ids[0].rsplit('-', 1)[1]}-{ids[-1].rsplit('-', 1)[1]}",
        "source": source,
        "text": _render(items),
        "context": None,
        "meta": {**common, "message": "section", "items": ids},
        "group": meta["repo"],
    }


def build_messages(rows: list[dict], source: str = "agent_rules") -> list[dict]:
    """Messages for every line of ``rows``: sections for a seeded share, single items otherwise."""
    by_file: dict[tuple[str, str], list[dict]] = defaultdict(list)
    for row in rows:
        by_file[(row["meta"]["repo"], row["meta"]["path"])].append(row)
    messages = []
    for key in sorted(by_file):
        items = sorted(by_file[key], key=lambda r: r["meta"]["position"])
        rng = random.Random(f"pinlane-L14-{key[0]}-{key[1]}")
        for section in _sections(items):
            if len(section) >= 2 and rng.random() < SECTION_SHARE:
                messages.extend(_message(chunk, source) for chunk in _chunks(section))
            else:
                messages.extend(_message([item], source) for item in section)
    return messages


def deal(messages: list[dict], batches: tuple[str, ...] = BATCHES) -> dict[str, list[dict]]:
    """Deal whole repositories into batches of about equal labeling work (lines to read)."""
    by_repo: dict[str, list[dict]] = defaultdict(list)
    for message in messages:
        by_repo[message["group"]].append(message)
    load = {name: 0 for name in batches}
    dealt: dict[str, list[dict]] = {name: [] for name in batches}
    for repo in sorted(by_repo, key=lambda r: -sum(m["text"].count("\n") + 1 for m in by_repo[r])):
        target = min(load, key=load.get)
        dealt[target].extend(by_repo[repo])
        load[target] += sum(m["text"].count("\n") + 1 for m in by_repo[repo])
    return dealt


def main() -> int:
    messages = build_messages(read_corpus("agent_rules"))
    dealt = deal(messages)
    aider = read_corpus("aider_history")
    dealt[min(dealt, key=lambda b: len(dealt[b]))].extend(
        {**r, "group": r["meta"]["repo"], "meta": {**r["meta"], "message": "item"}} for r in aider
    )
    OUT.mkdir(parents=True, exist_ok=True)
    for name, rows in dealt.items():
        with open(OUT / f"{name}.jsonl", "w", encoding="utf-8") as handle:
            for row in rows:
                handle.write(json.dumps(row, ensure_ascii=False) + "\n")
        sections = sum(1 for r in rows if r["meta"].get("message") == "section")
        lines = sum(r["text"].count("\n") + 1 for r in rows)
        print(f"{name}: {len(rows)} messages ({sections} sections), {lines} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main())
