"""Load and validate labeled records (the format of ../shared/LABELING.md section 5).

Every record is checked: span offsets match the text, kinds and scopes are legal, ids are
unique, splits are known. Problems are collected and reported with file, line and reason, so
one bad record never hides behind another.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from pinlane.classifier.types import KINDS, SCOPES
from training.errors import DataValidationError
from training.shared import shared_path

ROOT = Path(__file__).resolve().parents[1]
DATA_FILE = ROOT / "data" / "labeled.jsonl"
SPLITS = ("train", "dev", "test")
#: Sources whose licence does not let their text into data/ (evaluation only).
EVAL_ONLY_SOURCES = frozenset({"prefeval", "lmsys_via_prefeval"})
MAX_REPORTED_PROBLEMS = 20


@dataclass(frozen=True)
class Span:
    start: int
    end: int
    text: str
    kind: str
    scope: str
    rationale: str = ""


@dataclass(frozen=True)
class Record:
    id: str
    source: str
    text: str
    constraints: tuple[Span, ...]
    split: str = ""
    labeler: str = ""
    group: str = ""
    notes: str = ""
    extra: dict = field(default_factory=dict, compare=False, hash=False)

    @property
    def is_synthetic(self) -> bool:
        return self.source.startswith("synthetic")


_SPACE = re.compile(r"\s+")
_PUNCT = re.compile(r"[^\w\s]")


def normalize_for_dedup(text: str) -> str:
    """Text with case, punctuation, accents' forms and spacing folded: near-duplicates match."""
    text = unicodedata.normalize("NFKC", text).lower()
    return _SPACE.sub(" ", _PUNCT.sub(" ", text)).strip()


def _check_span(raw: object, text: str, where: str) -> tuple[Span | None, list[str]]:
    if not isinstance(raw, dict):
        return None, [f"{where}: a constraint must be an object, got {type(raw).__name__}."]
    problems = []
    start, end = raw.get("start"), raw.get("end")
    if not isinstance(start, int) or not isinstance(end, int) or not 0 <= start < end <= len(text):
        problems.append(
            f"{where}: 'start'/'end' must be integers with 0 <= start < end <= {len(text)}. Got {start!r}/{end!r}."
        )
    elif text[start:end] != raw.get("text"):
        problems.append(
            f"{where}: span text does not match message[{start}:{end}]: "
            f"{raw.get('text')!r} != {text[start:end]!r}. Fix the offsets or the text."
        )
    if raw.get("kind") not in KINDS:
        problems.append(f"{where}: 'kind' must be one of {', '.join(KINDS)}. Got {raw.get('kind')!r}.")
    if raw.get("scope") not in SCOPES:
        problems.append(f"{where}: 'scope' must be one of {', '.join(SCOPES)}. Got {raw.get('scope')!r}.")
    if problems:
        return None, problems
    return Span(start, end, raw["text"], raw["kind"], raw["scope"], raw.get("rationale") or ""), []


def parse_record(raw: object, where: str, *, require_split: bool) -> tuple[Record | None, list[str]]:
    """Validate one decoded JSON object; return the record or the problems found."""
    if not isinstance(raw, dict):
        return None, [f"{where}: a record must be a JSON object, got {type(raw).__name__}."]
    problems = []
    for key in ("id", "source", "text"):
        if not isinstance(raw.get(key), str) or not raw.get(key):
            problems.append(f"{where}: '{key}' must be a non-empty string. Got {raw.get(key)!r}.")
    if not isinstance(raw.get("constraints"), list):
        problems.append(f"{where}: 'constraints' must be a list. Got {raw.get('constraints')!r}.")
    if require_split and raw.get("split") not in SPLITS:
        problems.append(f"{where}: 'split' must be one of {', '.join(SPLITS)}. Got {raw.get('split')!r}.")
    if problems:
        return None, problems
    spans = []
    for n, item in enumerate(raw["constraints"]):
        span, span_problems = _check_span(item, raw["text"], f"{where}, constraint {n}")
        problems.extend(span_problems)
        if span:
            spans.append(span)
    if problems:
        return None, problems
    known = {"id", "source", "text", "constraints", "split", "labeler", "group", "notes"}
    return (
        Record(
            id=raw["id"],
            source=raw["source"],
            text=raw["text"],
            constraints=tuple(sorted(spans, key=lambda s: s.start)),
            split=raw.get("split", ""),
            labeler=raw.get("labeler", ""),
            group=raw.get("group", ""),
            notes=raw.get("notes", ""),
            extra={k: v for k, v in raw.items() if k not in known},
        ),
        [],
    )


def iter_lines(path: Path) -> Iterable[tuple[int, str]]:
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if line.strip():
                yield number, line


def load_records(path: Path | str = DATA_FILE, *, require_split: bool = True) -> list[Record]:
    """Load every record of a JSONL file, or raise DataValidationError listing all problems."""
    path = Path(path)
    if not path.is_file():
        raise DataValidationError(f"{path}: no such file. Run `python -m training.build_data`.")
    records, problems, seen = [], [], {}
    for number, line in iter_lines(path):
        where = f"{path.name} line {number}"
        try:
            raw = json.loads(line)
        except json.JSONDecodeError as exc:
            problems.append(f"{where}: not valid JSON ({exc.msg} at column {exc.colno}).")
            continue
        record, found = parse_record(raw, where, require_split=require_split)
        problems.extend(found)
        if record is None:
            continue
        if record.id in seen:
            problems.append(f"{where}: id {record.id!r} already used on line {seen[record.id]}.")
            continue
        seen[record.id] = number
        records.append(record)
    if problems:
        shown = problems[:MAX_REPORTED_PROBLEMS]
        more = len(problems) - len(shown)
        tail = f"\n... and {more} more." if more > 0 else ""
        raise DataValidationError(f"{len(problems)} problem(s) in {path}:\n" + "\n".join(shown) + tail)
    return records


def record_to_json(record: Record) -> dict:
    out = {
        "id": record.id,
        "source": record.source,
        "text": record.text,
        "constraints": [{k: v for k, v in vars(s).items() if v != "" or k in ("text",)} for s in record.constraints],
        "split": record.split,
        "labeler": record.labeler,
        "group": record.group,
        "notes": record.notes,
    }
    out.update(record.extra)
    return out


def load_benchmark_texts() -> set[str]:
    """Normalised texts of the public benchmark, which must never reach data/."""
    path = shared_path("bench", "gold.jsonl")
    return {normalize_for_dedup(json.loads(line)["text"]) for _, line in iter_lines(path)}


def load_probe_rules() -> set[str]:
    """Normalised rules of the guard and survival benchmarks (benchmarks/guard_net_cases.jsonl):
    measured, never trained on, so no data/ message may contain one."""
    path = ROOT / "benchmarks" / "guard_net_cases.jsonl"
    return {normalize_for_dedup(json.loads(line)["rule"]) for _, line in iter_lines(path)}
