import json
import re

from pinlane.cli.main import main as cli


def test_classify_prints_the_span(capsys):
    assert cli(["classify", "Whatever you do, do not restart the primary."]) == 0
    out = capsys.readouterr().out
    # "[start:end] kind/scope confidence  text": the scope is the model's call (see the model card)
    assert re.match(r"\[0:44\] prohibition/(task|standing|conditional) 0\.\d\d  Whatever you do, do not restart", out)


def test_classify_jsonl_reports_bad_lines_and_goes_on(tmp_path, capsys):
    src = tmp_path / "in.jsonl"
    src.write_text(
        '{"id": "a", "text": "Never send anything to the billing channel."}\n{broken\n{"id": "c", "text": "hello"}\n{"id": 4}\n'  # noqa: E501
    )
    out = tmp_path / "out.jsonl"
    assert cli(["classify", "--jsonl", str(src), "--out", str(out)]) == 1
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["id"] for r in rows] == ["a", "c"]
    assert rows[0]["constraints"][0]["text"] == "Never send anything to the billing channel."
    assert set(rows[0]["constraints"][0]) == {"start", "end", "text", "kind", "scope", "confidence"}
    err = capsys.readouterr().err
    assert "in.jsonl:2: skipped" in err and "in.jsonl:4: skipped" in err


def test_missing_model_is_one_line_not_a_traceback(tmp_path, capsys):
    assert cli(["classify", "--model", str(tmp_path / "x.onnx"), "hi"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("pinlane classify: No model file at") and "Traceback" not in err


def test_no_text_is_a_clear_error(capsys):
    assert cli(["classify"]) == 2
    assert "give a message (- reads stdin), or --jsonl IN" in capsys.readouterr().err


def test_validate_command_prints_the_counts_table(capsys):
    code = cli(["validate"])
    out = capsys.readouterr().out
    assert "| source | messages | spans |" in out
    assert code == (0 if "all dataset targets met" in out else 1)
