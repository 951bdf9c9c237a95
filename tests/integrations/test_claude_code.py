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


README_RULE = "Never run migrations on prod without asking me."


def test_readme_rule_through_the_pre_tool_use_hook(tmp_path, monkeypatch):
    """The README's example rule, pinned from a real prompt, asks for the three ways an agent
    migrates prod (django settings, kubectl exec, alembic whose description names production)
    and lets the staging migration through; the audit log carries the explanation."""
    code, out, _ = hook("UserPromptSubmit", base("UserPromptSubmit", prompt=README_RULE), tmp_path)
    assert code == 0 and out == ""
    asked = [
        {"command": "python manage.py migrate --settings=prod"},
        {"command": "kubectl exec -n prod deploy/web -- python manage.py migrate"},
        {"command": "alembic upgrade head", "description": "Apply database migrations to production"},
    ]
    for tool_input in asked:
        code, out, err = hook("PreToolUse", base("PreToolUse", tool_name="Bash", tool_input=tool_input), tmp_path)
        assert code == 0 and out, (tool_input, err)
        answer = json.loads(out)["hookSpecificOutput"]
        reason = answer["permissionDecisionReason"]
        assert answer["permissionDecision"] == "ask" and README_RULE in reason
        assert "matched by migrate" in reason and "confidence" in reason and "environment prod" in reason
    for quiet in ({"command": "python manage.py migrate --settings=staging"}, {"command": "alembic upgrade head"}):
        assert hook("PreToolUse", base("PreToolUse", tool_name="Bash", tool_input=quiet), tmp_path)[1] == ""

    from pinlane.integrations.claude_code import session_ledger

    monkeypatch.setenv("PINLANE_HOME", str(tmp_path))
    logged = session_ledger("abc123").decisions()
    assert [d["decision"] for d in logged] == ["hook_ask"] * 3
    assert all(d["rule_text"] == README_RULE and "matched by migrate" in d["reason"] for d in logged)
    assert "'production'" in logged[2]["reason"]  # the description is where production came from


def test_a_rule_in_the_users_words_catches_the_tools_words_through_the_hook(tmp_path):
    """A warehouse rule the matcher never saw: the agent's call speaks snowsql and SQL, not the
    rule's "drop anything in the snowflake PROD database"; the dev connection goes through."""
    rule = "don't drop anything in the snowflake PROD database"
    code, out, _ = hook("UserPromptSubmit", base("UserPromptSubmit", prompt=rule), tmp_path)
    assert code == 0 and out == ""
    call = {"command": "snowsql -c prod -q 'DROP TABLE ANALYTICS.PUBLIC.ORDERS_DAILY'"}
    code, out, err = hook("PreToolUse", base("PreToolUse", tool_name="Bash", tool_input=call), tmp_path)
    assert code == 0 and out, err
    answer = json.loads(out)["hookSpecificOutput"]
    assert answer["permissionDecision"] == "ask" and rule in answer["permissionDecisionReason"]
    quiet = {"command": "snowsql -c dev -q 'DROP TABLE SCRATCH.PUBLIC.TMP_ORDERS'"}
    assert hook("PreToolUse", base("PreToolUse", tool_name="Bash", tool_input=quiet), tmp_path)[1] == ""
