"""The PyPI agent-files source: licence filter, sdist reading over real HTTP, Markdown items, filters."""

from __future__ import annotations

import gzip
import http.server
import io
import json
import tarfile
import threading

import pytest

from training import pypi_agent_files as paf

RULES_FILE = """---
title: front matter is skipped
---
# Working in this repo

Never push to `main` directly. Open a pull request instead.

- Run `make lint` before committing,
  and fix what it reports.
- Keep functions under 50 lines.

```bash
rm -rf build  # code is skipped
```

| table | rows | are skipped |
|---|---|---|

<!-- comments are skipped -->
> Quoted lines are kept as prose.
"""


def test_markdown_items_keep_headings_bullets_and_sentences_and_skip_code_tables_comments():
    items = paf.markdown_items(RULES_FILE)
    assert items == [
        ("heading", "Working in this repo"),
        ("sentence", "Never push to `main` directly."),
        ("sentence", "Open a pull request instead."),
        ("bullet", "Run `make lint` before committing, and fix what it reports."),
        ("bullet", "Keep functions under 50 lines."),
        ("sentence", "Quoted lines are kept as prose."),
    ]


@pytest.mark.parametrize(
    ("info", "expected"),
    [
        ({"license_expression": "Apache-2.0"}, "Apache-2.0"),
        ({"classifiers": ["License :: OSI Approved :: MIT License"]}, "MIT"),
        ({"license": "BSD-3-Clause"}, "BSD-3-Clause"),
        ({"license": "Permission is hereby granted, free of charge, to any person obtaining a copy"}, ""),
    ],
)
def test_licence_of_reads_expression_classifier_or_short_field(info, expected):
    assert paf.licence_of(info) == expected


def _sdist(files: dict[str, str]) -> bytes:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as archive:
        for name, text in files.items():
            data = text.encode()
            member = tarfile.TarInfo(name)
            member.size = len(data)
            archive.addfile(member, io.BytesIO(data))
    return buffer.getvalue()


@pytest.fixture
def registry():
    """A local HTTP server speaking PyPI's JSON API for three projects."""
    sdist = _sdist({"demo-1.0/AGENTS.md": RULES_FILE, "demo-1.0/src/demo.py": "print('hi')\n"})
    projects = {
        "demo": {"license_expression": "MIT"},
        "closed": {"license_expression": "LicenseRef-Proprietary"},
        "bare": {"license_expression": "MIT"},
    }

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 (http.server's name)
            name = self.path.strip("/").split("/")[1] if self.path.startswith("/pypi/") else ""
            if name in projects and self.path.endswith("/json"):
                files = {"demo": "demo-1.0.tar.gz", "closed": "closed-1.0.tar.gz"}
                urls = []
                if name in files:
                    urls.append(
                        {
                            "packagetype": "sdist",
                            "size": len(sdist),
                            "filename": files[name],
                            "url": f"../../files/{files[name]}",
                            "digests": {"sha256": "ab" * 32},
                        }
                    )
                body = json.dumps({"info": {**projects[name], "version": "1.0"}, "urls": urls}).encode()
            elif self.path.startswith("/files/"):
                body = sdist
            else:
                self.send_error(404)
                return
            self.send_response(200)
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/pypi/"
    server.shutdown()
    server.server_close()


def test_fetch_keeps_agent_files_of_permissive_sdists_only(registry, tmp_path, capsys):
    out = tmp_path / "files.jsonl"
    hits = paf.fetch(["demo", "closed", "bare", "missing"], out, workers=2, index=registry)
    assert hits == 1
    (found,) = [json.loads(line) for line in out.read_text().splitlines()]
    assert found["package"] == "demo" and found["license"] == "MIT" and found["sha256"] == "ab" * 32
    assert found["files"] == {"demo-1.0/AGENTS.md": RULES_FILE}
    assert "missing: skipped" in capsys.readouterr().err


def _package(name: str, body: str) -> dict:
    return {
        "package": name,
        "version": "1",
        "license": "MIT",
        "sdist": f"{name}-1.tar.gz",
        "sha256": "",
        "files": {f"{name}-1/AGENTS.md": body},
    }


def test_corpus_rows_drop_stubs_foreign_copies_and_known_text(monkeypatch):
    known_line = "Always run the full regression suite before tagging a release candidate."
    monkeypatch.setattr(paf, "_known_texts", lambda: {paf.normalize_for_dedup(known_line)})
    original = RULES_FILE + "\n".join(f"- Rule number {i} holds for every change we make." for i in range(10))
    packages = [
        _package("a-original", original),
        _package("b-copy", original),
        _package("c-stub", "See README."),
        _package("d-foreign", "# Правила\n\n" + "Никогда не публикуйте ключи в репозитории. " * 10),
        _package("e-known", f"# Rules\n\n- {known_line}\n- Another line that is long enough here.\n" * 5),
    ]
    rows, dropped = paf.corpus_rows(packages)
    assert {r["meta"]["repo"] for r in rows} == {"a-original"}
    assert dropped == {
        "copy of a file already taken": 1,
        "stub": 1,
        "not English": 1,
        "shares text with another corpus or the benchmark": 1,
    }
    assert [r["id"] for r in rows] == [f"pypi_agent_files-{i}" for i in range(1, len(rows) + 1)]
    assert rows[1]["context"] == "Working in this repo" and rows[0]["context"] is None
    assert all(r["meta"]["license"] == "MIT" and r["meta"]["position"] >= 1 for r in rows)


def test_long_files_are_sampled_evenly_to_the_item_cap(monkeypatch):
    monkeypatch.setattr(paf, "_known_texts", set)
    body = "\n".join(f"- Rule {i}: keep module {i} free of network calls." for i in range(300))
    rows, _ = paf.corpus_rows([_package("big", body)])
    assert len(rows) == paf.MAX_ITEMS_PER_FILE
    positions = [r["meta"]["position"] for r in rows]
    assert positions[0] == 1 and positions[-1] > 280


def _fetched(tmp_path, name: str, packages: list[dict]):
    path = tmp_path / name
    path.write_text("".join(json.dumps(p) + "\n" for p in packages))
    return path


def _items(folder):
    return [json.loads(line) for line in gzip.decompress((folder / "user_turns.jsonl.gz").read_bytes()).splitlines()]


def test_a_later_collection_is_appended_without_moving_earlier_ids(monkeypatch, tmp_path):
    monkeypatch.setattr(paf, "_known_texts", set)
    monkeypatch.setattr(paf, "LOCAL_CORPORA", tmp_path / "corpora")
    first_body = RULES_FILE + "\n".join(f"- Rule {i} holds for every change in the first package." for i in range(5))
    second_body = "\n".join(f"- Rule {i} is what the second package asks of its agents." for i in range(5))
    paf.write_corpus([_fetched(tmp_path, "a.jsonl", [_package("alpha", first_body)])])
    folder = tmp_path / "corpora" / paf.SOURCE
    before = _items(folder)

    later = [
        _package("alpha", "- A newer version of alpha must not be taken twice.\n" * 3),
        _package("beta", second_body),
    ]
    later.append(_package("gamma-copy", first_body))
    added, items = paf.write_corpus([_fetched(tmp_path, "b.jsonl", later)], append=True)
    after = _items(folder)
    assert after[: len(before)] == before
    new = after[len(before) :]
    assert added == 1 and items == len(new) == 5 and {r["meta"]["repo"] for r in new} == {"beta"}
    assert [r["id"] for r in new] == [f"{paf.SOURCE}-{len(before) + i}" for i in range(1, 6)]
    provenance = json.loads((folder / "provenance.json").read_text())
    assert [p["package"] for p in provenance["packages"]] == ["alpha", "beta"]
    assert provenance["files_dropped"] == {"copy of a file already taken": 1}


def test_later_batches_hold_only_packages_not_dealt_before(monkeypatch, tmp_path):
    monkeypatch.setattr(paf, "OUT", tmp_path)
    rows = [
        {
            "id": f"{paf.SOURCE}-{i}",
            "source": paf.SOURCE,
            "text": f"Never touch module {i} without tests.",
            "context": None,
            "meta": {
                "repo": repo,
                "path": "AGENTS.md",
                "commit": "c",
                "license": "MIT",
                "item": "bullet",
                "position": i,
            },
        }
        for i, repo in enumerate(["alpha", "alpha", "beta", "gamma"], 1)
    ]
    monkeypatch.setattr(paf, "read_corpus", lambda source: rows)
    (tmp_path / "P1.jsonl").write_text(json.dumps({"id": "x", "group": "alpha"}) + "\n")
    dealt = paf.write_batches(2, first=2)
    assert sorted(dealt) == ["P2", "P3"]
    assert sorted(m["group"] for batch in dealt.values() for m in batch) == ["beta", "gamma"]
    assert (tmp_path / "P3.jsonl").exists() and (tmp_path / "P1.jsonl").read_text().count("\n") == 1
