"""CLI conventions for classify and label: -, exit codes, one-line errors, atomic --out, BrokenPipe."""

import csv
import io
import json
import subprocess
import sys

import pyarrow.parquet as pq
import pytest

from pinlane.cli.main import main as cli

RULE = "Never push directly to the main branch."


def run_cli(*argv, stdin=b""):
    return subprocess.run(
        [sys.executable, "-m", "pinlane", *argv], input=stdin, capture_output=True, timeout=300, check=False
    )


def one_line_error(err: str) -> bool:
    return "Traceback" not in err and len(err.strip().splitlines()) == 1


# -- classify --------------------------------------------------------------------------------


def test_classify_dash_reads_the_message_from_stdin(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO(RULE))
    assert cli(["classify", "-"]) == 0
    assert RULE in capsys.readouterr().out


def test_classify_jsonl_dash_in_and_out(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(json.dumps({"id": "x", "text": RULE}).encode())))
    assert cli(["classify", "--jsonl", "-", "--out", "-"]) == 0
    row = json.loads(capsys.readouterr().out)
    assert row["id"] == "x" and row["constraints"][0]["text"] == RULE


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"caf\xe9\n", ":2: skipped: not UTF-8 (byte 0xe9"),
        (b"[1, 2]\n", ':2: skipped: each line must be an object with a string "text"'),
        (b'{"id": 3}\n', ':2: skipped: each line must be an object with a string "text"'),
    ],
)
def test_classify_bad_lines_are_reported_per_line_and_the_run_goes_on(tmp_path, capsys, content, reason):
    src = tmp_path / "in.jsonl"
    src.write_bytes(json.dumps({"id": "a", "text": RULE}).encode() + b"\n" + content)
    out = tmp_path / "out.jsonl"
    assert cli(["classify", "--jsonl", str(src), "--out", str(out)]) == 1
    assert [json.loads(line)["id"] for line in out.read_text().splitlines()] == ["a"]
    err = capsys.readouterr().err
    assert f"{src}{reason}" in err and "Traceback" not in err


def test_classify_lone_surrogate_is_replaced_not_a_crash(tmp_path, capsys):
    src = tmp_path / "in.jsonl"
    src.write_text('{"id": "s", "text": "Never drop the users table \\ud83d."}\n')
    out = tmp_path / "out.jsonl"
    assert cli(["classify", "--jsonl", str(src), "--out", str(out)]) == 0
    assert json.loads(out.read_text())["id"] == "s"


@pytest.mark.parametrize("kind", ["missing", "directory"])
def test_classify_missing_input_or_a_directory_is_one_line_and_leaves_out_alone(tmp_path, capsys, kind):
    src = tmp_path / "nope.jsonl" if kind == "missing" else tmp_path
    out = tmp_path / "out.jsonl"
    out.write_text("keep me\n")
    assert cli(["classify", "--jsonl", str(src), "--out", str(out)]) == 1
    err = capsys.readouterr().err
    assert one_line_error(err) and ("no such file" in err or "is a directory" in err)
    assert out.read_text() == "keep me\n"


def test_classify_refuses_out_equal_to_input(tmp_path, capsys):
    src = tmp_path / "a.jsonl"
    src.write_text(json.dumps({"id": 1, "text": RULE}) + "\n")
    assert cli(["classify", "--jsonl", str(src), "--out", str(src)]) == 2
    assert "is the input file" in capsys.readouterr().err and RULE in src.read_text()


def test_classify_into_a_closed_pipe_exits_quietly(tmp_path):
    src = tmp_path / "in.jsonl"
    src.write_text("".join(json.dumps({"id": i, "text": f"{RULE} {i}"}) + "\n" for i in range(3000)))
    done = subprocess.run(
        f"{sys.executable} -m pinlane classify --jsonl {src} | head -n 1",
        shell=True,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.stdout.count("\n") == 1 and "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr


# -- label -----------------------------------------------------------------------------------


def write_rows(path, rows):
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def label(*argv):
    return cli(["label", *argv, "--no-progress"])


def test_label_exits_1_when_rows_failed_unless_max_errors_allows_it(tmp_path, capsys):
    src = tmp_path / "in.csv"
    with open(src, "w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["id", "prompt"])
        writer.writerows([[i, f"{RULE} {i}"] for i in range(5)])
    assert label(str(src), "--out", str(tmp_path / "o.jsonl")) == 1
    captured = capsys.readouterr()
    assert "5 of 5 rows could not be labeled" in captured.err
    assert "in.csv line 2: no 'messages', 'conversations' or 'text' field" in captured.err
    summary = json.loads(captured.out)
    assert summary["rows_in"] == summary["rows_in_errors"] == 5 and summary["rows_balance_ok"]
    assert label(str(src), "--out", str(tmp_path / "o2.jsonl"), "--max-errors", "5") == 0
    assert label(str(src), "--out", str(tmp_path / "o3.jsonl"), "--text-column", "prompt") == 0


def test_label_out_format_follows_the_extension_and_keeps_the_id(tmp_path, capsys):
    src = write_rows(tmp_path / "in.jsonl", [{"id": "r-1", "text": RULE}, {"id": 7, "text": "hello"}, {"text": "x"}])
    assert label(str(src), "--out", str(tmp_path / "m.csv")) == 0
    with open(tmp_path / "m.csv", newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert [r["id"] for r in rows] == ["r-1", "7", ""]
    assert json.loads(rows[0]["constraints"])[0]["text"] == RULE
    assert label(str(src), "--out", str(tmp_path / "m.parquet")) == 0
    assert pq.read_table(tmp_path / "m.parquet").column("id").to_pylist() == ["r-1", "7", None]
    assert label(str(src), "--out", str(tmp_path / "m.jsonl")) == 0
    assert json.loads((tmp_path / "m.jsonl").read_text().splitlines()[0])["id"] == "r-1"
    assert label(str(src), "--out", str(tmp_path / "m.data"), "--out-format", "csv") == 0
    assert (tmp_path / "m.data").read_text().startswith("row,id,turn,text")
    capsys.readouterr()
    assert label(str(src), "--out", str(tmp_path / "m.bin")) == 1
    assert "cannot tell the output format from 'm.bin'" in capsys.readouterr().err


def test_label_dash_reads_stdin_and_writes_stdout():
    rows = b"".join(json.dumps({"id": i, "text": f"{RULE} {i}"}).encode() + b"\n" for i in range(4))
    done = run_cli("label", "-", "--out", "-", "--no-progress", stdin=rows)
    assert done.returncode == 0, done.stderr
    out = [json.loads(line) for line in done.stdout.decode().splitlines()]
    assert [r["id"] for r in out] == ["0", "1", "2", "3"]
    assert b'"rows_balance_ok": true' in done.stderr


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--shard-rows", "0"], "--shard-rows must be at least 1, got 0"),
        (["--num-proc", "0"], "--num-proc must be at least 1"),
    ],
)
def test_label_bad_options_are_usage_errors(tmp_path, capsys, argv, message):
    src = write_rows(tmp_path / "in.jsonl", [{"text": RULE}])
    assert label(str(src), "--out", str(tmp_path / "o.jsonl"), *argv) == 2
    err = capsys.readouterr().err
    assert message in err and one_line_error(err)


def test_label_missing_input_directory_and_corrupt_parquet_are_one_line(tmp_path, capsys):
    out = tmp_path / "o.jsonl"
    out.write_text("keep\n")
    assert label(str(tmp_path / "nope.jsonl"), "--out", str(out)) == 2
    assert "no such file or folder" in capsys.readouterr().err
    folder = tmp_path / "dir"
    folder.mkdir()
    assert label(str(folder), "--out", str(out), "--format", "jsonl") == 1
    assert "is a directory" in capsys.readouterr().err
    bad = tmp_path / "bad.parquet"
    bad.write_bytes(b"PAR1 this is not parquet")
    assert label(str(bad), "--out", str(out)) == 1
    err = capsys.readouterr().err
    assert "not a readable Parquet file" in err and one_line_error(err)
    assert out.read_text() == "keep\n"


def test_label_refuses_out_equal_to_input(tmp_path, capsys):
    src = write_rows(tmp_path / "a.jsonl", [{"text": RULE}])
    before = src.read_text()
    assert label(str(src), "--out", str(src)) == 2
    assert "is the input file" in capsys.readouterr().err and src.read_text() == before


def test_label_one_bad_row_never_crashes_the_run(tmp_path, capsys):
    good = json.dumps({"id": "g", "text": RULE}).encode()
    src = tmp_path / "in.jsonl"
    src.write_bytes(
        b"\n".join(
            [
                good,
                b'{"id": "b", "text": "caf\xe9"}',  # not UTF-8
                b'{"id": "s", "text": "escaped lone surrogate \\ud83d here"}',
                b"[1, 2, 3]",  # not an object
                b"{broken",
                b'{"id": "n", "text": 5}',
            ]
        )
        + b"\n"
    )
    out = tmp_path / "o.jsonl"
    assert label(str(src), "--out", str(out)) == 1
    summary = json.loads(capsys.readouterr().out)
    assert (summary["rows_in"], summary["rows_labeled"], summary["rows_in_errors"]) == (6, 2, 4)
    assert [json.loads(line)["id"] for line in out.read_text().splitlines()] == ["g", "s"]
    errors = [json.loads(line) for line in (tmp_path / "o.errors.jsonl").read_text().splitlines()]
    assert errors[0]["location"] == "in.jsonl line 2" and "not UTF-8" in errors[0]["reason"]


def test_label_csv_with_a_huge_field_and_a_bad_byte(tmp_path, capsys):
    src = tmp_path / "in.csv"
    huge = "Never restart the primary. " + "x" * 200_000
    src.write_bytes(b"id,text\n" + f"1,{huge}\n".encode() + b"2,caf\xe9 ok\n" + f"3,{RULE}\n".encode())
    out = tmp_path / "o.jsonl"
    assert label(str(src), "--out", str(out)) == 1
    summary = json.loads(capsys.readouterr().out)
    assert (summary["rows_in"], summary["rows_labeled"], summary["rows_in_errors"]) == (3, 2, 1)
    assert [json.loads(line)["id"] for line in out.read_text().splitlines()] == ["1", "3"]


def test_classify_refuses_an_output_name_of_another_format(tmp_path, capsys):
    src = tmp_path / "in.jsonl"
    src.write_text(json.dumps({"id": 1, "text": RULE}) + "\n")
    assert cli(["classify", "--jsonl", str(src), "--out", str(tmp_path / "m.csv")]) == 2
    assert "classify writes JSONL" in capsys.readouterr().err and not (tmp_path / "m.csv").exists()
