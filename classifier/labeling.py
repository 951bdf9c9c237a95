"""Label whole transcript corpora offline, resumably, on one machine or on Ray Data.

The input is cut into shards of consecutive rows. Each finished shard is written atomically
to ``<output>.shards/`` and never redone, so an interrupted run continues where it stopped and
ends with the same output as an uninterrupted one. Rows that cannot be parsed go to
``<output>.errors.jsonl`` with location and reason; the summary checks that rows in = rows
labeled + rows in errors.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from pinlane.classifier.corpus import Row, detect_format, read_rows, user_turns
from pinlane.classifier.errors import InputFormatError
from pinlane.classifier.features import normalize

DEFAULT_SHARD_ROWS = 20_000
TOP_PHRASINGS = 15


@dataclass(frozen=True)
class Job:
    """Everything a worker needs to label one shard (picklable)."""

    number: int
    rows: list[Row]
    text_column: str
    shard_dir: str
    model_path: str | None
    fast: bool = False


def _shard_paths(shard_dir: str | Path, number: int) -> tuple[Path, Path]:
    base = Path(shard_dir) / f"shard-{number:06d}"
    return base.with_suffix(".jsonl"), base.with_suffix(".errors.jsonl")


def _jsonl(path: Path) -> list[dict]:
    """Records of a JSONL file we wrote. Split on "\\n" only: ``str.splitlines`` also splits on
    U+2028 and other separators, which json.dumps(ensure_ascii=False) leaves raw in strings."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").split("\n") if line.strip()]


def _atomic_write(path: Path, lines: list[str]) -> None:
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as handle:
        handle.writelines(lines)
        handle.flush()
        os.fsync(handle.fileno())
    tmp.replace(path)


def parse_job(job: Job) -> tuple[list[dict], list[dict], int]:
    """Turns to label and error records of one shard, plus how many rows parsed."""
    turns: list[dict] = []
    errors: list[dict] = []
    parsed = 0
    for row in job.rows:
        try:
            found = user_turns(row.data, text_column=job.text_column)
        except InputFormatError as exc:
            errors.append({"row": row.index, "location": row.location, "reason": str(exc)})
            continue
        parsed += 1
        rid = _row_id(row.data)
        turns.extend({"row": row.index, "id": rid, "turn": t, "text": text} for t, text in found)
    return turns, errors, parsed


def _row_id(data: Any) -> str | None:
    """The input row's ``id`` (kept in the output as text), or None when the row has none."""
    value = data.get("id") if isinstance(data, dict) else None
    return None if value is None else str(value)


def label_turns(clf: Any, turns: list[dict]) -> list[dict]:
    results = clf.classify_batch([t["text"] for t in turns])
    out = []
    for turn, found in zip(turns, results):
        out.append(
            {
                **turn,
                "constraints": [c.to_dict() for c in found],
                "model_version": clf.version,
            }
        )
    return out


def write_shard(job: Job, labeled: list[dict], errors: list[dict], parsed: int) -> dict:
    data_path, error_path = _shard_paths(job.shard_dir, job.number)
    _atomic_write(error_path, [json.dumps(e, ensure_ascii=False) + "\n" for e in errors])
    stats = {"rows": len(job.rows), "parsed": parsed, "errors": len(errors), "turns": len(labeled)}
    _atomic_write(error_path.with_name(error_path.name.replace(".errors.jsonl", ".stats.json")), [json.dumps(stats)])
    # Written last: its presence marks the shard finished.
    _atomic_write(data_path, [json.dumps(r, ensure_ascii=False) + "\n" for r in labeled])
    return stats


_WORKER_CLF: Any = None
#: In a worker process: where it reports rows done per batch (the parent's progress bar).
_WORKER_PROGRESS: Any = None


def _load(model_path: str | None, fast: bool) -> Any:
    """The classifier a worker labels with: the fast tier alone when ``fast`` (no encoder loaded)."""
    from pinlane.classifier.runtime import ConstraintClassifier

    return ConstraintClassifier.load(model_path, encoder=False if fast else None)


def _worker_init(model_path: str | None, progress: Any = None, fast: bool = False) -> None:
    global _WORKER_CLF, _WORKER_PROGRESS
    _WORKER_CLF = _load(model_path, fast)
    _WORKER_PROGRESS = progress


def _process_in_pool(job: Job) -> dict:
    return _process_local(job, _WORKER_PROGRESS.put if _WORKER_PROGRESS is not None else None)


#: Rows parsed and labeled at a time inside a shard (the progress bar advances per batch).
BATCH_ROWS = 512


def _process_local(job: Job, on_batch: Callable[[int], None] | None = None) -> dict:
    turns_all: list[dict] = []
    errors_all: list[dict] = []
    parsed_all = 0
    for start in range(0, len(job.rows), BATCH_ROWS):
        part = job.rows[start : start + BATCH_ROWS]
        turns, errors, parsed = parse_job(replace(job, rows=part))
        turns_all += label_turns(_WORKER_CLF, turns)
        errors_all += errors
        parsed_all += parsed
        if on_batch is not None:
            on_batch(len(part))
    return write_shard(job, turns_all, errors_all, parsed_all)


class _RayLabeler:
    """Ray Data callable class: loads the model once per actor."""

    def __init__(self, model_path: str | None = None, fast: bool = False) -> None:
        self.clf = _load(model_path, fast)

    def __call__(self, batch: dict) -> dict:
        texts = [str(t) for t in batch["text"]]
        results = self.clf.classify_batch(texts)
        return {
            "row": list(batch["row"]),
            "id": [str(i) for i in batch["id"]],
            "shard": list(batch["shard"]),
            "turn": list(batch["turn"]),
            "text": texts,
            "constraints_json": [
                json.dumps(
                    [c.to_dict() for c in found],
                    ensure_ascii=False,
                )
                for found in results
            ],
            "model_version": [self.clf.version] * len(texts),
        }


#: Shards labeled per Ray Data pass: one actor pool start is paid per pass, and an interrupted
#: run loses at most one pass.
RAY_SHARDS_PER_PASS = 8


def _process_ray(jobs: list[Job], num_proc: int) -> list[dict]:
    import ray

    parsed_jobs = [(job, *parse_job(job)) for job in jobs]
    # Ray turns a missing id (None) into NaN in its blocks: carry ids as text, "" for none.
    items = [{**t, "shard": n, "id": t["id"] or ""} for n, (_, turns, _, _) in enumerate(parsed_jobs) for t in turns]
    by_shard: dict[int, list[dict]] = {n: [] for n in range(len(parsed_jobs))}
    if items:
        dataset = ray.data.from_items(items).map_batches(
            _RayLabeler,
            fn_constructor_kwargs={"model_path": jobs[0].model_path, "fast": jobs[0].fast},
            batch_size=1024,
            compute=ray.data.ActorPoolStrategy(size=max(1, num_proc)),
            batch_format="default",
        )
        for r in dataset.take_all():
            by_shard[int(r["shard"])].append(
                {
                    "row": int(r["row"]),
                    "id": r["id"] or None,
                    "turn": int(r["turn"]),
                    "text": r["text"],
                    "constraints": json.loads(r["constraints_json"]),
                    "model_version": r["model_version"],
                }
            )
    stats = []
    for n, (job, _, errors, parsed) in enumerate(parsed_jobs):
        labeled = sorted(by_shard[n], key=lambda r: (r["row"], r["turn"]))
        stats.append(write_shard(job, labeled, errors, parsed))
    return stats


def count_rows(path: Path, fmt: str) -> int:
    if fmt == "parquet":
        import pyarrow as pa
        import pyarrow.parquet as pq

        try:
            return int(pq.ParquetFile(path).metadata.num_rows)
        except (pa.ArrowException, OSError) as exc:
            raise InputFormatError(f"{path}: not a readable Parquet file ({exc}); check the file or --format.") from exc
    return sum(1 for _ in read_rows(path, fmt))


class Progress:
    """A tqdm bar (rows, rate, ETA) on stderr when it is a terminal; silent in CI and logs.

    Advanced per batch of rows, so a long shard moves the bar as it goes.
    """

    def __init__(self, total: int, *, enabled: bool | None = None) -> None:
        self.total, self.done = total, 0
        tty = sys.stderr.isatty() and not os.environ.get("CI")
        self.enabled = tty if enabled is None else enabled
        self._bar: Any = None
        if self.enabled:
            try:
                from tqdm import tqdm
            except ImportError:  # the label extra brings tqdm; without it, no bar
                self.enabled = False
            else:
                self._bar = tqdm(total=total, unit="rows", file=sys.stderr, dynamic_ncols=True, smoothing=0.1)

    def advance(self, rows: int) -> None:
        self.done += rows
        if self._bar is not None:
            self._bar.update(rows)

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()


def _jobs(
    path: Path,
    fmt: str,
    shard_rows: int,
    text_column: str,
    shard_dir: Path,
    model_path: str | None,
    skip: set[int],
) -> Iterator[Job]:
    rows: list[Row] = []
    number = 0
    for row in read_rows(path, fmt):
        rows.append(row)
        if len(rows) == shard_rows:
            if number not in skip:
                yield Job(number, rows, text_column, str(shard_dir), model_path)
            rows, number = [], number + 1
    if rows and number not in skip:
        yield Job(number, rows, text_column, str(shard_dir), model_path)


def _check_manifest(shard_dir: Path, manifest: dict) -> None:
    path = shard_dir / "manifest.json"
    if path.exists():
        old = json.loads(path.read_text())
        if old != manifest:
            raise InputFormatError(f"{shard_dir} holds shards of a different run ({old}); delete it or pass --restart.")
    else:
        shard_dir.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(manifest, sort_keys=True))


def summarize(labeled: list[dict], rows_in: int, rows_labeled: int, rows_errors: int) -> dict:
    kinds: Counter = Counter()
    scopes: Counter = Counter()
    phrasings: Counter = Counter()
    with_rule = 0
    for turn in labeled:
        with_rule += bool(turn["constraints"])
        for c in turn["constraints"]:
            kinds[c["kind"]] += 1
            scopes[c["scope"]] += 1
            phrasings[normalize(c["text"]).strip(" .!")] += 1
    return {
        "rows_in": rows_in,
        "rows_labeled": rows_labeled,
        "rows_in_errors": rows_errors,
        "rows_balance_ok": rows_in == rows_labeled + rows_errors,
        "user_turns": len(labeled),
        "turns_with_rule": with_rule,
        "share_of_turns_with_rule": with_rule / len(labeled) if labeled else 0.0,
        "spans_by_kind": dict(sorted(kinds.items())),
        "spans_by_scope": dict(sorted(scopes.items())),
        "top_phrasings": phrasings.most_common(TOP_PHRASINGS),
    }


OUT_FORMATS = {".jsonl": "jsonl", ".json": "jsonl", ".parquet": "parquet", ".pq": "parquet", ".csv": "csv"}


def output_format(output: Path, out_format: str | None) -> str:
    """The output format: ``out_format`` when given, else from the file name's extension."""
    if out_format is not None:
        if out_format not in ("jsonl", "parquet", "csv"):
            raise InputFormatError(f"output format must be jsonl, parquet or csv. Got {out_format!r}.")
        return out_format
    if output.suffix.lower() not in OUT_FORMATS:
        raise InputFormatError(
            f"cannot tell the output format from {output.name!r}: name it .jsonl, .parquet or .csv, "
            "or pass --out-format."
        )
    return OUT_FORMATS[output.suffix.lower()]


def _write_output(labeled: list[dict], output: Path, out_format: str) -> None:
    """Write the labeled turns to ``output`` (a temp file renamed into place)."""
    tmp = output.with_name(output.name + ".tmp")
    if out_format == "jsonl":
        _atomic_write(output, [json.dumps(r, ensure_ascii=False) + "\n" for r in labeled])
        return
    if out_format == "csv":
        import csv

        with open(tmp, "w", encoding="utf-8", newline="") as handle:
            writer = csv.writer(handle)
            writer.writerow(["row", "id", "turn", "text", "constraints", "model_version"])
            for r in labeled:
                writer.writerow(
                    [
                        r["row"],
                        r.get("id") or "",
                        r["turn"],
                        r["text"],
                        json.dumps(r["constraints"], ensure_ascii=False),
                        r["model_version"],
                    ]
                )
        tmp.replace(output)
        return
    import pyarrow as pa
    import pyarrow.parquet as pq

    span_type = pa.struct(
        [
            ("start", pa.int64()),
            ("end", pa.int64()),
            ("text", pa.string()),
            ("kind", pa.string()),
            ("scope", pa.string()),
            ("confidence", pa.float64()),
        ]
    )
    schema = pa.schema(
        [
            ("row", pa.int64()),
            ("id", pa.string()),
            ("turn", pa.int64()),
            ("text", pa.string()),
            ("constraints", pa.list_(span_type)),
            ("model_version", pa.string()),
        ]
    )
    table = pa.Table.from_pylist(labeled, schema=schema)
    pq.write_table(table, tmp)
    tmp.replace(output)


def label_corpus(
    input_path: str | Path,
    output: str | Path,
    *,
    fmt: str | None = None,
    out_format: str | None = None,
    text_column: str = "text",
    num_proc: int = 1,
    engine: str = "local",
    shard_rows: int = DEFAULT_SHARD_ROWS,
    model_path: str | None = None,
    fast: bool = False,
    restart: bool = False,
    progress: bool | None = None,
    max_shards: int | None = None,
) -> dict:
    """Label every user turn of a corpus; return the summary (also written next to the output).

    ``max_shards`` stops after that many new shards (used to test resuming). ``fast`` labels with
    the n-gram tier alone (about 10x faster per message; accuracy in the README).
    """
    input_path, output = Path(input_path), Path(output)
    if not input_path.exists():
        raise InputFormatError(f"input {input_path} does not exist.")
    if engine not in ("local", "ray"):
        raise InputFormatError(f"--engine must be 'local' or 'ray'. Got {engine!r}.")
    if isinstance(shard_rows, bool) or not isinstance(shard_rows, int) or shard_rows < 1:
        raise InputFormatError(f"--shard-rows must be a whole number of rows, at least 1. Got {shard_rows!r}.")
    if num_proc < 1:
        raise InputFormatError(f"--num-proc must be at least 1. Got {num_proc!r}.")
    fmt = fmt or detect_format(input_path)
    out_format = output_format(output, out_format)
    if output.exists() and output.samefile(input_path):
        raise InputFormatError(f"the output {output} is the input file; write the labels somewhere else.")
    total = count_rows(input_path, fmt)  # opens (and checks) the input before anything is written

    version = _load(model_path, fast).version
    shard_dir = output.with_name(output.name + ".shards")
    if restart and shard_dir.exists():
        shutil.rmtree(shard_dir)
    stat = input_path.stat()
    _check_manifest(
        shard_dir,
        {
            "input": str(input_path.resolve()),
            "size": stat.st_size,
            "mtime_ns": stat.st_mtime_ns,
            "shard_rows": shard_rows,
            "text_column": text_column,
            "model_version": version,
        },
    )
    done = {
        int(p.name[6:12])
        for p in shard_dir.glob("shard-*.errors.jsonl")
        if _shard_paths(shard_dir, int(p.name[6:12]))[0].exists()
    }
    bar = Progress(total, enabled=progress)
    bar.advance(min(total, len(done) * shard_rows))
    jobs = (
        replace(job, fast=fast) for job in _jobs(input_path, fmt, shard_rows, text_column, shard_dir, model_path, done)
    )
    new = 0
    if engine == "ray":
        import ray

        if not ray.is_initialized():
            ray.init(
                address=os.environ.get("RAY_ADDRESS") or None,
                num_cpus=None if os.environ.get("RAY_ADDRESS") else max(1, num_proc),
                log_to_driver=False,
                include_dashboard=False,
            )
        pending: list[Job] = []
        for job in jobs:
            pending.append(job)
            if len(pending) == RAY_SHARDS_PER_PASS or (max_shards and new + len(pending) >= max_shards):
                for stats in _process_ray(pending, num_proc):
                    bar.advance(stats["rows"])
                new += len(pending)
                pending = []
                if max_shards is not None and new >= max_shards:
                    break
        if pending:
            for stats in _process_ray(pending, num_proc):
                bar.advance(stats["rows"])
    elif num_proc <= 1:
        _worker_init(model_path, fast=fast)
        for job in jobs:
            _process_local(job, bar.advance)
            new += 1
            if max_shards is not None and new >= max_shards:
                break
    else:
        import multiprocessing

        context = multiprocessing.get_context("fork" if sys.platform == "linux" else "spawn")
        done_rows = context.SimpleQueue()  # workers put rows done per batch

        def drain() -> None:
            while not done_rows.empty():
                bar.advance(done_rows.get())

        with context.Pool(num_proc, initializer=_worker_init, initargs=(model_path, done_rows, fast)) as pool:
            results = pool.imap(_process_in_pool, jobs)
            while True:
                try:
                    results.next(timeout=0.2)
                except multiprocessing.TimeoutError:
                    drain()
                    continue
                except StopIteration:
                    break
                drain()
                new += 1
                if max_shards is not None and new >= max_shards:
                    pool.terminate()
                    break
        drain()
    bar.close()
    finished = sorted(
        p for p in shard_dir.glob("shard-*.jsonl") if ".errors" not in p.name and not p.name.endswith(".tmp")
    )
    expected = (total + shard_rows - 1) // shard_rows
    if len(finished) < expected:
        return {"complete": False, "shards_done": len(finished), "shards_total": expected}
    labeled, errors, parsed = [], [], 0
    for path in finished:
        parsed += json.loads(path.with_name(path.name.replace(".jsonl", ".stats.json")).read_text())["parsed"]
        labeled += _jsonl(path)
        error_path = path.with_name(path.name.replace(".jsonl", ".errors.jsonl"))
        errors += _jsonl(error_path)
    _write_output(labeled, output, out_format)
    error_file = output.with_name(output.stem + ".errors.jsonl")
    _atomic_write(error_file, [json.dumps(e, ensure_ascii=False) + "\n" for e in errors])
    summary = summarize(labeled, total, parsed, len(errors))
    summary.update(
        {
            "complete": True,
            "output": str(output),
            "errors_file": str(error_file),
            "model_version": version,
            "engine": engine,
            "num_proc": num_proc,
        }
    )
    output.with_name(output.stem + ".summary.json").write_text(json.dumps(summary, indent=2))
    return summary
