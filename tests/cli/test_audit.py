"""`pinlane audit` on agent session files (Claude Code, Codex CLI), folders, and bad input."""

import json
import sys
from pathlib import Path

import pytest

from pinlane.cli.main import main as cli
from pinlane.ledger.errors import InvalidMessageError
from pinlane.ledger.sessions import read_session

sys.path.insert(0, str(Path(__file__).parent))
import session_files as sf  # noqa: E402


def audit_json(capsys, *argv):
    code = cli(["audit", *argv, "--json"])
    captured = capsys.readouterr()
    return code, json.loads(captured.out) if captured.out.strip() else None, captured.err


def test_long_claude_code_session_with_a_compact_boundary_reports_every_stated_rule(tmp_path, capsys):
    path = sf.claude_code_long(tmp_path / f"{sf.SESSION}.jsonl")
    code, report, _ = audit_json(capsys, str(path))
    assert code == 0 and report["ok"] and report["format"] == "claude-code"
    assert report["host_compactions"] == 1 and report["user_turns"] == 2
    rules = {r["rule"]: r for r in report["rules"]}
    for rule in (*sf.RULES_BEFORE, *sf.RULES_AFTER):
        assert rules[rule]["in_rebuilt_context"] and rules[rule]["host_summary_kept"] is False
    # Neither the host's compact summary nor a tool result is the user's words.
    assert not any(bad in r for r in rules for bad in sf.NOT_USERS)
    # every stated rule is reported; what else the classifier pins from the user's own words (a
    # request like "Start by reading the tests." can score as a rule) is the model's call, not audit's
    assert {*sf.RULES_BEFORE, *sf.RULES_AFTER} <= set(rules)


def test_claude_code_reader_keeps_tool_pairs_and_drops_bookkeeping(tmp_path):
    session = read_session(sf.claude_code_long(tmp_path / "s.jsonl", rounds=3))
    roles = [m["role"] for m in session.messages]
    assert roles[:4] == ["user", "assistant", "tool", "assistant"]
    first_call = session.messages[1]
    # The two entries of one reply (text, then tool_use) are one assistant message.
    assert first_call["content"].startswith("Step 0") and first_call["tool_calls"][0]["function"]["name"] == "Bash"
    assert session.messages[2]["tool_call_id"] == first_call["tool_calls"][0]["id"]
    users = [m["content"] for m in session.messages if m["role"] == "user"]
    assert len(users) == 2 and not any("<command-name>" in u or "Caveat" in u or "continued" in u for u in users)
    assert session.host_summaries[0].startswith("This session is being continued")
    assert session.titles == ["Cart checkout refactor"]


def test_codex_rollout_is_detected_and_its_injected_context_is_not_a_user_turn(tmp_path, capsys):
    path = sf.codex_rollout(tmp_path / "rollout-2026-11-02T09-00-00-0199f1a2.jsonl")
    session = read_session(path)
    assert session.format == "codex" and session.compactions == 1
    assert [m["role"] for m in session.messages] == ["user", "assistant", "tool", "assistant", "user", "assistant"]
    assert session.messages[2] == {"role": "tool", "content": "src/client.py:3:import httpx", "tool_call_id": "call_1"}
    code, report, _ = audit_json(capsys, str(path))
    assert code == 0 and {r["rule"] for r in report["rules"]} == set(sf.CODEX_RULES)


def test_format_can_be_forced(tmp_path, capsys):
    path = sf.claude_code_short(tmp_path / "s.jsonl")
    assert read_session(path, "claude-code").format == "claude-code"
    code, _, err = audit_json(capsys, str(path), "--format", "openai")
    assert code == 1 and f"{path}:1: an OpenAI message is an object with a 'role'" in err


def test_a_project_folder_audits_every_session_and_skips_title_only_files(tmp_path, capsys):
    sf.claude_code_long(tmp_path / "a.jsonl", rounds=5)
    sf.claude_code_short(tmp_path / "b.jsonl")
    sf.claude_code_titles_only(tmp_path / "c.jsonl")
    code, report, _ = audit_json(capsys, str(tmp_path))
    assert code == 0 and report["ok"]
    assert [Path(s["file"]).name for s in report["sessions"]] == ["a.jsonl", "b.jsonl"]
    assert Path(report["skipped"][0]["file"]).name == "c.jsonl"
    assert "Never push directly to the main branch." in [r["rule"] for r in report["sessions"][1]["rules"]]


def test_a_codex_sessions_tree_is_found_below_the_folder(tmp_path, capsys):
    day = tmp_path / "2026" / "11" / "02"
    day.mkdir(parents=True)
    sf.codex_rollout(day / "rollout-a.jsonl")
    code, report, _ = audit_json(capsys, str(tmp_path))
    assert code == 0 and len(report["sessions"]) == 1


@pytest.mark.parametrize("content", ["", "\n\n", json.dumps({"type": "summary", "summary": "t", "leafUuid": "u"})])
def test_an_empty_transcript_is_an_error(tmp_path, capsys, content):
    path = tmp_path / "empty.jsonl"
    path.write_text(content)
    assert cli(["audit", str(path)]) == 1
    err = capsys.readouterr().err
    assert "no user messages" in err and "Traceback" not in err


def test_an_empty_folder_is_an_error(tmp_path, capsys):
    assert cli(["audit", str(tmp_path)]) == 1
    assert "holds no session files" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b'{"role": "user", "content": "hi"}\n{broken\n', ":2: not JSON"),
        (b'{"role": "user", "content": "hi"}\n"a string"\n', ":2: a message is a JSON object, got str"),
        (b'{"role": "user", "content": "caf\xe9"}\n', ":1: not UTF-8 (byte 0xe9"),
    ],
)
def test_bad_lines_are_one_line_with_file_and_line(tmp_path, capsys, content, message):
    path = tmp_path / "bad.jsonl"
    path.write_bytes(content)
    assert cli(["audit", str(path)]) == 1
    err = capsys.readouterr().err
    assert message in err and str(path) in err and "Traceback" not in err and err.count("\n") == 1


def test_a_lone_surrogate_is_replaced_not_a_crash(tmp_path):
    path = tmp_path / "s.jsonl"
    path.write_text('{"role": "user", "content": "Never drop the users table \\ud83d."}\n')
    assert read_session(path).messages[0]["content"] == "Never drop the users table \ufffd."


def test_missing_transcript_and_stdin(tmp_path, capsys, monkeypatch):
    assert cli(["audit", str(tmp_path / "nope.jsonl")]) == 1
    assert "no such file or folder" in capsys.readouterr().err
    import io

    stdin = io.TextIOWrapper(io.BytesIO(sf.claude_code_short(tmp_path / "s.jsonl").read_bytes()))
    monkeypatch.setattr(sys, "stdin", stdin)
    code, report, _ = audit_json(capsys, "-")
    assert code == 0 and report["file"] == "<stdin>" and report["format"] == "claude-code"


def test_out_is_written_atomically_and_never_the_input(tmp_path, capsys):
    path = sf.claude_code_short(tmp_path / "s.jsonl")
    before = path.read_bytes()
    assert cli(["audit", str(path), "--out", str(path)]) == 2
    assert path.read_bytes() == before and "is the input file" in capsys.readouterr().err
    out = tmp_path / "report.md"
    out.write_text("old report")
    assert cli(["audit", str(tmp_path / "missing.jsonl"), "--out", str(out)]) == 1
    assert out.read_text() == "old report"  # not touched before the input opened
    assert cli(["audit", str(path), "--out", str(out)]) == 0
    assert "| Never push directly to the main branch. |" in out.read_text()
    assert not list(tmp_path.glob(".pinlane-*"))


def test_read_session_errors_are_ledger_errors(tmp_path):
    with pytest.raises(InvalidMessageError, match="is a directory; use project_files"):
        read_session(tmp_path)
    with pytest.raises(InvalidMessageError, match="unknown session format 'gemini'"):
        read_session(sf.claude_code_short(tmp_path / "s.jsonl"), "gemini")


def test_expect_rules_missing_expect_file_and_json_out(tmp_path, capsys):
    path = sf.claude_code_short(tmp_path / "s.jsonl")
    assert cli(["audit", str(path), "--expect", str(tmp_path / "none.txt")]) == 1
    err = capsys.readouterr().err
    assert "--expect" in err and "cannot read it" in err and "Traceback" not in err
    expect = tmp_path / "expect.txt"
    expect.write_text("Never push directly to the main branch.\nAlways sign your commits.\n")
    out = tmp_path / "report.json"
    assert cli(["audit", str(path), "--expect", str(expect), "--out", str(out)]) == 1
    report = json.loads(out.read_text())
    assert [e["found"] for e in report["expected"]] == [True, False] and not report["ok"]
