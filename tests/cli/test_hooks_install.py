"""`pinlane hooks install claude-code` checks the hook it wrote by running it once."""

import json
import os
import sys

from pinlane.cli import hooks
from pinlane.cli.main import main as cli


def test_install_writes_an_absolute_command_and_checks_it(tmp_path, capsys):
    settings = tmp_path / ".claude" / "settings.json"
    assert cli(["hooks", "install", "claude-code", "--settings", str(settings)]) == 0
    out = capsys.readouterr().out
    assert "hook check ok" in out and "answered 'ask'" in out
    command = json.loads(settings.read_text())["hooks"]["UserPromptSubmit"][0]["hooks"][0]["command"]
    assert command.startswith(sys.executable) and os.path.isabs(command.split()[0])
    # The check used a scratch home, not the user's ledgers.
    assert not (tmp_path / "pinlane-home" / "sessions").exists()


def test_a_hook_that_cannot_start_fails_the_install(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(hooks, "hook_command", lambda: "/nonexistent/python -m pinlane hooks run")
    assert cli(["hooks", "install", "claude-code", "--settings", str(tmp_path / "s.json")]) == 1
    assert "hook check FAILED: UserPromptSubmit exited 127" in capsys.readouterr().out


def test_no_check_skips_it(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(hooks, "check_hook", lambda command: (_ for _ in ()).throw(AssertionError("checked")))
    assert cli(["hooks", "install", "claude-code", "--settings", str(tmp_path / "s.json"), "--no-check"]) == 0


def test_settings_that_are_not_an_object_are_one_line(tmp_path, capsys):
    bad = tmp_path / "s.json"
    bad.write_text("[1, 2]")
    assert cli(["hooks", "install", "claude-code", "--settings", str(bad)]) == 1
    assert "must hold a JSON object" in capsys.readouterr().err
