"""A second source of agent instruction files: the ones Python packages ship in their sdists.

``agent_rules`` (93 GitHub repositories) is the only real source of the text the classifier
misses most (issue 15), and a third of it is held out. Many packages published to PyPI carry
their repository's ``AGENTS.md`` / ``CLAUDE.md`` / ``.cursorrules`` in the source distribution,
so the package registry, which this project may reach, holds more of the same kind of text from
other authors. This module

1. ``fetch``: reads each named project's PyPI JSON, keeps only permissive licences (the licence
   expression or an OSI classifier: MIT, Apache-2.0, BSD, ISC, CC0, 0BSD, Unlicense), downloads
   the sdist (under 4 MB) and keeps its agent instruction files;
2. ``corpus``: cuts each file into items (heading, bullet, prose sentence) the way the
   ``agent_rules`` corpus was extracted, drops non-English files, stubs, copies of one another
   and any file sharing text with ``agent_rules``, ``aider_history``, ``cursorrules`` or the public
   benchmark, and writes them in the shared corpora's layout to ``data/corpora/pypi_agent_files/``
   (items, and each package's version, sdist SHA-256 and licence in ``provenance.json``);
3. ``batches``: deals sections and items into labeling batches (``data/work/in/P*.jsonl``).

    python -m training.pypi_agent_files fetch --names names.txt --out files.jsonl
    python -m training.pypi_agent_files corpus --files files.jsonl --max-packages 150
    python -m training.pypi_agent_files batches --batches 8
    python -m training.pypi_agent_files corpus --files more.jsonl --append      # a later collection
    python -m training.pypi_agent_files batches --batches 8 --first 17
"""

from __future__ import annotations

import argparse
import concurrent.futures
import gzip
import io
import json
import random
import re
import sys
import tarfile
import urllib.error
import urllib.request
import zipfile
from collections import defaultdict
from pathlib import Path
from urllib.parse import urljoin

from training.agent_messages import build_messages
from training.data import load_benchmark_texts, normalize_for_dedup
from training.sample_batches import OUT
from training.shared import LOCAL_CORPORA, read_corpus

SOURCE = "pypi_agent_files"
#: The registry's JSON API; ``{name}/json`` is appended.
PYPI_INDEX = "https://pypi.org/pypi/"
PERMISSIVE = re.compile(r"^(MIT|MIT-0|Apache-2\.0|BSD-[23]-Clause|ISC|CC0-1\.0|0BSD|Unlicense)$", re.IGNORECASE)
_CLASSIFIER_LICENSES = {
    "MIT License": "MIT",
    "Apache Software License": "Apache-2.0",
    "BSD License": "BSD-3-Clause",
    "ISC License (ISCL)": "ISC",
}
AGENT_FILE = re.compile(
    r"(^|/)(AGENTS\.md|CLAUDE\.md|GEMINI\.md|\.cursorrules|\.windsurfrules|copilot-instructions\.md)$", re.IGNORECASE
)
MAX_SDIST_BYTES = 4_000_000
MAX_FILE_BYTES = 200_000
#: Files shorter than this are stubs ("See README").
MIN_FILE_CHARS = 200
#: Items taken per file at most, evenly spaced, so one long file cannot dominate a batch.
MAX_ITEMS_PER_FILE = 30
#: Files per package at most (a package often ships the same file under several names).
MAX_FILES_PER_PACKAGE = 2


def licence_of(info: dict) -> str:
    """The project's SPDX licence, from the expression, an OSI classifier or a short licence field."""
    expression = (info.get("license_expression") or "").strip()
    if expression:
        return expression
    for classifier in info.get("classifiers") or []:
        if classifier.startswith("License :: OSI Approved :: "):
            found = _CLASSIFIER_LICENSES.get(classifier.rsplit(" :: ", 1)[-1])
            if found:
                return found
    short = (info.get("license") or "").strip()
    return short if len(short) < 40 else ""


def _agent_files(filename: str, blob: bytes) -> dict[str, str]:
    found: dict[str, str] = {}
    if filename.endswith(".zip"):
        archive = zipfile.ZipFile(io.BytesIO(blob))
        for name in archive.namelist():
            if AGENT_FILE.search(name) and archive.getinfo(name).file_size < MAX_FILE_BYTES:
                found[name] = archive.read(name).decode("utf-8", "replace")
        return found
    with tarfile.open(fileobj=io.BytesIO(blob)) as archive:
        for member in archive.getmembers():
            if member.isfile() and AGENT_FILE.search(member.name) and member.size < MAX_FILE_BYTES:
                handle = archive.extractfile(member)
                if handle is not None:
                    found[member.name] = handle.read().decode("utf-8", "replace")
    return found


def probe(name: str, index: str = PYPI_INDEX) -> dict | None:
    """The agent files of one project's latest sdist, or None (not permissive, no sdist, no file)."""
    base = urljoin(index, f"{name}/json")
    try:
        with urllib.request.urlopen(base, timeout=20) as response:
            project = json.load(response)
        licence = licence_of(project["info"])
        if not PERMISSIVE.match(licence):
            return None
        sdists = [u for u in project["urls"] if u["packagetype"] == "sdist" and u["size"] < MAX_SDIST_BYTES]
        if not sdists:
            return None
        url = urljoin(base, sdists[0]["url"])
        with urllib.request.urlopen(url, timeout=60) as response:
            files = _agent_files(sdists[0]["filename"], response.read())
    except (OSError, ValueError, KeyError, tarfile.TarError, zipfile.BadZipFile) as exc:
        if isinstance(exc, urllib.error.HTTPError):
            exc.close()
        print(f"warning: {name}: skipped ({type(exc).__name__}: {str(exc)[:80]})", file=sys.stderr)
        return None
    if not files:
        return None
    return {
        "package": name,
        "version": project["info"]["version"],
        "license": licence,
        "sdist": sdists[0]["filename"],
        "sha256": sdists[0].get("digests", {}).get("sha256", ""),
        "files": files,
    }


def fetch(names: list[str], out: Path, workers: int = 16, index: str = PYPI_INDEX) -> int:
    """Append each named project's agent files to ``out`` (JSONL); returns how many had some."""
    hits = 0
    with open(out, "a", encoding="utf-8") as handle, concurrent.futures.ThreadPoolExecutor(workers) as pool:
        for done, found in enumerate(pool.map(lambda name: probe(name, index), names), 1):
            if found:
                hits += 1
                handle.write(json.dumps(found, ensure_ascii=False) + "\n")
            if done % 500 == 0:
                print(f"{done} projects read, {hits} with agent files", flush=True)
    print(f"{len(names)} projects read, {hits} with agent files -> {out}")
    return hits


# --- Markdown to items ---------------------------------------------------------------------

_FRONT_MATTER = re.compile(r"\A---\n.*?\n---\n", re.DOTALL)
_COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$")
_BULLET = re.compile(r"^\s*(?:[-*+]|\d{1,3}[.)])\s+(.*)$")
_RULE_LINE = re.compile(r"^\s*([-*_=]\s*){3,}$")
_TABLE = re.compile(r"^\s*\|")
_FENCE = re.compile(r"^\s*(```|~~~)")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z`*\"'(])")


def _sentences(paragraph: str) -> list[str]:
    return [s.strip() for s in _SENTENCE_END.split(paragraph) if s.strip()]


def markdown_items(text: str) -> list[tuple[str, str]]:
    """(kind, text) items of a Markdown rule file in order: kind is heading, bullet or sentence.

    Front matter, fenced code, HTML comments, tables and horizontal rules are skipped; a wrapped
    bullet or paragraph line is joined to the line above it."""
    text = _COMMENT.sub("", _FRONT_MATTER.sub("", text.replace("\r\n", "\n")))
    items: list[tuple[str, str]] = []
    paragraph: list[str] = []
    bullet: list[str] | None = None
    in_fence = False

    def flush() -> None:
        nonlocal bullet
        if bullet:
            items.append(("bullet", " ".join(bullet)))
        bullet = None
        if paragraph:
            items.extend(("sentence", s) for s in _sentences(" ".join(paragraph)))
            paragraph.clear()

    for line in text.split("\n"):
        if _FENCE.match(line):
            flush()
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        stripped = line.strip()
        if not stripped or _RULE_LINE.match(line) or _TABLE.match(line):
            flush()
            continue
        heading = _HEADING.match(line)
        if heading:
            flush()
            if heading.group(1):
                items.append(("heading", heading.group(1)))
            continue
        bulleted = _BULLET.match(line)
        if bulleted:
            flush()
            bullet = [bulleted.group(1).strip()]
        elif bullet is not None and line[:1].isspace():
            bullet.append(stripped)
        else:
            if bullet is not None:
                flush()
            paragraph.append(stripped.lstrip("> ").strip())
    flush()
    return [(kind, item) for kind, item in items if item.strip(" *_`>")]


def _mostly_english(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and sum(c.isascii() for c in letters) / len(letters) > 0.9


def _evenly(items: list, limit: int) -> list:
    if len(items) <= limit:
        return items
    step = len(items) / limit
    return [items[int(i * step)] for i in range(limit)]


def _known_texts() -> set[str]:
    """Normalised items that must not enter this source: the other rule-file corpora (so no
    held-out agent_rules repository leaks in through its PyPI package) and the public benchmark."""
    known = {normalize_for_dedup(t) for t in load_benchmark_texts()}
    for source in ("agent_rules", "aider_history", "cursorrules"):
        known.update(normalize_for_dedup(row["text"]) for row in read_corpus(source))
    return {k for k in known if len(k) >= 20}


def corpus_rows(packages: list[dict], earlier: list[dict] | None = None) -> tuple[list[dict], dict[str, int]]:
    """Item rows shaped like ``agent_rules`` corpus lines, with the files dropped and why.

    ``earlier`` are rows of a previous collection: new ids continue after theirs (labels refer to
    ids, so they must never move) and a file copying one of their files counts as a copy."""
    earlier = earlier or []
    known = _known_texts()
    seen_items: set[str] = {n for n in (normalize_for_dedup(r["text"]) for r in earlier) if len(n) >= 20}
    first_id = max((int(r["id"].rsplit("-", 1)[1]) for r in earlier), default=0)
    dropped: dict[str, int] = defaultdict(int)
    rows: list[dict] = []
    for package in sorted(packages, key=lambda p: p["package"]):
        kept = 0
        for path in sorted(package["files"], key=lambda p: (p.count("/"), p)):
            body = package["files"][path]
            if kept >= MAX_FILES_PER_PACKAGE:
                dropped["more files in the package"] += 1
                continue
            if len(body.strip()) < MIN_FILE_CHARS:
                dropped["stub"] += 1
                continue
            if not _mostly_english(body):
                dropped["not English"] += 1
                continue
            items = markdown_items(body)
            long_norms = [n for n in (normalize_for_dedup(t) for _, t in items) if len(n) >= 20]
            if long_norms and sum(n in known for n in long_norms) / len(long_norms) >= 0.1:
                dropped["shares text with another corpus or the benchmark"] += 1
                continue
            if long_norms and sum(n in seen_items for n in long_norms) / len(long_norms) >= 0.25:
                dropped["copy of a file already taken"] += 1
                continue
            seen_items.update(long_norms)
            chosen = _evenly(list(enumerate(items)), MAX_ITEMS_PER_FILE)
            chosen = [(i, kind, t) for i, (kind, t) in chosen if normalize_for_dedup(t) not in known]
            if not chosen:
                continue
            kept += 1
            heading: str | None = None  # the heading above an item, within its file
            for position, kind, item in chosen:
                rows.append(
                    {
                        "id": f"{SOURCE}-{first_id + len(rows) + 1}",
                        "source": SOURCE,
                        "text": item,
                        "context": heading,
                        "meta": {
                            "repo": package["package"],
                            "path": path.split("/", 1)[-1],
                            "commit": f"{package['sdist']} sha256:{package['sha256']}",
                            "license": package["license"],
                            "item": kind,
                            "position": position + 1,
                        },
                    }
                )
                if kind == "heading":
                    heading = item
    return rows, dict(dropped)


def write_corpus(
    files: list[Path], max_packages: int | None = None, seed: int = 7, append: bool = False
) -> tuple[int, int]:
    """Write ``data/corpora/pypi_agent_files/`` (items + provenance) from fetched packages.

    With ``append``, the corpus already there is kept as it is (its ids are what labels refer to)
    and only packages it does not hold yet are added after it."""
    folder = LOCAL_CORPORA / SOURCE
    earlier: list[dict] = []
    earlier_provenance: dict = {"packages": [], "files_dropped": {}}
    if append and (folder / "user_turns.jsonl.gz").exists():
        with gzip.open(folder / "user_turns.jsonl.gz", "rt", encoding="utf-8") as handle:
            earlier = [json.loads(line) for line in handle if line.strip()]
        earlier_provenance = json.loads((folder / "provenance.json").read_text(encoding="utf-8"))
    taken = {p["package"] for p in earlier_provenance["packages"]}
    packages: dict[str, dict] = {}
    for path in files:
        for line in path.read_text(encoding="utf-8").splitlines():
            package = json.loads(line) if line.strip() else None
            if package and package["package"] not in taken:
                packages.setdefault(package["package"], package)
    chosen = sorted(packages.values(), key=lambda p: p["package"])
    if max_packages is not None and len(chosen) > max_packages:
        chosen = sorted(random.Random(seed).sample(chosen, max_packages), key=lambda p: p["package"])
    rows, dropped = corpus_rows(chosen, earlier)
    folder.mkdir(parents=True, exist_ok=True)
    with gzip.GzipFile(folder / "user_turns.jsonl.gz", "wb", mtime=0) as handle:
        for row in earlier + rows:
            handle.write((json.dumps(row, ensure_ascii=False) + "\n").encode("utf-8"))
    used = {(row["meta"]["repo"], row["meta"]["path"]) for row in rows}
    new_packages = [
        {
            "package": p["package"],
            "version": p["version"],
            "sdist": p["sdist"],
            "sha256": p["sha256"],
            "license": p["license"],
            "files": sorted(path for package, path in used if package == p["package"]),
        }
        for p in chosen
        if any(package == p["package"] for package, _ in used)
    ]
    all_packages = earlier_provenance["packages"] + new_packages
    all_dropped = dict(earlier_provenance["files_dropped"])
    for reason, count in dropped.items():
        all_dropped[reason] = all_dropped.get(reason, 0) + count
    provenance = {
        "source": SOURCE,
        "how": "python -m training.pypi_agent_files fetch, then corpus (later collections with --append)",
        "licenses": sorted({p["license"] for p in all_packages}),
        "files_dropped": all_dropped,
        "packages": all_packages,
    }
    (folder / "provenance.json").write_text(json.dumps(provenance, indent=1, ensure_ascii=False) + "\n")
    print(
        f"{len(new_packages)} packages, {len(rows)} items added -> {folder} "
        f"({len(all_packages)} packages, {len(earlier) + len(rows)} items in all); files dropped: {dropped}"
    )
    return len(new_packages), len(rows)


def write_batches(batches: int, prefix: str = "P", first: int = 1) -> dict[str, list[dict]]:
    """Deal the corpus's section and item messages into labeling batches, whole packages each.

    Packages already dealt into an earlier batch of ``data/work/in/`` with this prefix are left
    out, so a later collection is dealt into new batches ``{prefix}{first}`` onwards."""
    messages = build_messages(read_corpus(SOURCE), source=SOURCE)
    dealt_before: set[str] = set()
    for earlier in sorted(OUT.glob(f"{prefix}*.jsonl")):
        if earlier.stem[len(prefix) :].isdigit():
            lines = earlier.read_text(encoding="utf-8").splitlines()
            dealt_before.update(json.loads(line)["group"] for line in lines if line.strip())
    by_package: dict[str, list[dict]] = defaultdict(list)
    for message in messages:
        if message["group"] not in dealt_before:
            by_package[message["group"]].append(message)
    names = [f"{prefix}{first + i}" for i in range(batches)]
    load = dict.fromkeys(names, 0)
    dealt: dict[str, list[dict]] = {name: [] for name in names}
    for package in sorted(by_package, key=lambda p: -sum(m["text"].count("\n") + 1 for m in by_package[p])):
        target = min(load, key=load.get)
        dealt[target].extend(by_package[package])
        load[target] += sum(m["text"].count("\n") + 1 for m in by_package[package])
    OUT.mkdir(parents=True, exist_ok=True)
    for name, batch in dealt.items():
        with open(OUT / f"{name}.jsonl", "w", encoding="utf-8") as handle:
            for row in batch:
                handle.write(json.dumps(row, ensure_ascii=False) + "\n")
        print(f"{name}: {len(batch)} messages, {load[name]} lines")
    return dealt


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m training.pypi_agent_files", description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    fetch_parser = commands.add_parser("fetch", help="read PyPI projects' sdists for agent instruction files")
    fetch_parser.add_argument("--names", type=Path, required=True, help="one PyPI project name per line")
    fetch_parser.add_argument("--out", type=Path, required=True, help="JSONL of packages found (appended)")
    fetch_parser.add_argument("--index", default=PYPI_INDEX, help="the registry's JSON API (default: PyPI)")
    corpus_parser = commands.add_parser("corpus", help="cut fetched files into items: data/corpora/" + SOURCE)
    corpus_parser.add_argument("--files", type=Path, nargs="+", required=True, help="the JSONL files `fetch` wrote")
    corpus_parser.add_argument("--max-packages", type=int, default=None, help="a seeded sample of new packages")
    corpus_parser.add_argument(
        "--append", action="store_true", help="keep the corpus there and add only packages it lacks (ids stay)"
    )
    batches_parser = commands.add_parser("batches", help="deal the corpus into labeling batches data/work/in/P*")
    batches_parser.add_argument("--batches", type=int, default=8)
    batches_parser.add_argument("--prefix", default="P")
    batches_parser.add_argument("--first", type=int, default=1, help="number of the first batch (after earlier ones)")
    args = parser.parse_args(argv)
    if args.command == "fetch":
        names = [line.strip() for line in open(args.names, encoding="utf-8") if line.strip()]
        fetch(names, args.out, index=args.index)
    elif args.command == "corpus":
        write_corpus(args.files, args.max_packages, append=args.append)
    else:
        write_batches(args.batches, args.prefix, args.first)
    return 0


if __name__ == "__main__":
    sys.exit(main())
