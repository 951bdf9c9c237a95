"""Claude Code hooks, fed payloads in the host's documented JSON shapes, through the real CLI."""

import json
import subprocess
import sys

from pinlane.integrations.claude_code import settings_with_hooks

RULE = "Never run terraform apply on the shared account."


def hook(event, payload, home):
    done = subprocess.run(
        [sys.executable, "-m", "pinlane", "hooks", "run", event],
        input=payload if isinstance(payload, str) else json.dumps(payload),
        capture_output=True,
        text=True,
        env={**__import__("os").environ, "PINLANE_HOME": str(home)},
        timeout=60,
    )
    return done.returncode, done.stdout, done.stderr


def base(event, **extra):
    return {
        "session_id": "abc123",
        "transcript_path": "/tmp/t.jsonl",
        "cwd": "/repo",
        "permission_mode": "default",
        "hook_event_name": event,
        **extra,
    }


def test_prompt_then_compaction_then_a_matching_bash_call(tmp_path):
    code, out, _ = hook("UserPromptSubmit", base("UserPromptSubmit", prompt=f"{RULE} Now show me the plan."), tmp_path)
    assert code == 0 and out == ""
    code, out, _ = hook("SessionStart", base("SessionStart", source="compact"), tmp_path)
    context = json.loads(out)["hookSpecificOutput"]["additionalContext"]
    assert f'"{RULE}"' in context
    call = base(
        "PreToolUse",
        tool_name="Bash",
        tool_use_id="toolu_1",
        tool_input={"command": "terraform apply -auto-approve -var account=shared", "description": "apply"},
    )
    code, out, _ = hook("PreToolUse", call, tmp_path)
    answer = json.loads(out)["hookSpecificOutput"]
    assert answer["permissionDecision"] == "ask" and RULE in answer["permissionDecisionReason"]
    harmless = base("PreToolUse", tool_name="Bash", tool_input={"command": "ls -la"})
    assert hook("PreToolUse", harmless, tmp_path)[1] == ""


def test_startup_source_prints_nothing(tmp_path):
    assert hook("SessionStart", base("SessionStart", source="startup"), tmp_path)[1] == ""


def test_hooks_fail_open_with_a_warning(tmp_path):
    code, out, err = hook("PreToolUse", "not json at all", tmp_path)
    assert code == 0 and out == "" and "warning" in err


def test_install_merges_settings_idempotently(tmp_path):
    settings = {"hooks": {"PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "mine"}]}]}}
    once = settings_with_hooks(json.loads(json.dumps(settings)))
    twice = settings_with_hooks(json.loads(json.dumps(once)))
    assert once == twice
    ours = f"{sys.executable} -m pinlane hooks run PreToolUse"
    assert [h["hooks"][0]["command"] for h in once["hooks"]["PreToolUse"]] == ["mine", ours]
    # an older install's bare command is replaced, not duplicated
    old = {"hooks": {"PreToolUse": [{"hooks": [{"type": "command", "command": "pinlane hook PreToolUse"}]}]}}
    assert [h["hooks"][0]["command"] for h in settings_with_hooks(old)["hooks"]["PreToolUse"]] == [ours]
    assert once["hooks"]["SessionStart"][0]["matcher"] == "compact"


def test_install_command_writes_the_file(tmp_path):
    from pinlane.cli.main import main

    target = tmp_path / ".claude" / "settings.json"
    assert main(["hooks", "install", "claude-code", "--settings", str(target)]) == 0
    assert "UserPromptSubmit" in json.loads(target.read_text())["hooks"]


def test_a_release_in_a_prompt_updates_the_session_ledger(tmp_path):
    hook("UserPromptSubmit", base("UserPromptSubmit", prompt=f"{RULE} Now show me the plan."), tmp_path)
    code, out, _ = hook(
        "UserPromptSubmit",
        base("UserPromptSubmit", prompt="ok, you can run terraform apply on the shared account now."),
        tmp_path,
    )
    note = json.loads(out)["hookSpecificOutput"]
    assert code == 0 and note["hookEventName"] == "UserPromptSubmit"
    assert f'the user lifted the pinned rule "{RULE}"' in note["additionalContext"]
    call = base("PreToolUse", tool_name="Bash", tool_input={"command": "terraform apply -var account=shared"})
    code, out, _ = hook("PreToolUse", call, tmp_path)
    assert code == 0 and out == ""  # released: no longer asks
