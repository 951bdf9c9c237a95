import json

from pinlane.ledger.scenario import SEED_RULE

from pinlane.cli.demo import run_incident
from pinlane.cli.main import main as cli


def test_demo_shows_the_rule_pinned_and_the_primary_restart_refused():
    result = run_incident()
    assert result["compactions"] >= 1
    assert result["rule_in_context"]
    assert any(r["text"] == SEED_RULE and r["turns"] == [4] for r in result["pinned"])
    refused, ran = result["guard_calls"]
    assert not refused["allowed"] and SEED_RULE in refused["result"]
    assert ran["allowed"] and ran["result"] == "restarted db-replica-2"
    assert result["task_state"]["goal"]


def test_demo_cli_json(capsys):
    assert cli(["demo", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["rule"] == SEED_RULE and out["messages_total"] > 180


def test_demo_cli_text_has_no_colour_when_not_a_terminal(capsys):
    assert cli(["demo"]) == 0
    out = capsys.readouterr().out
    assert "Rules in force" in out and "REFUSED" in out and "\033[" not in out


def test_demo_contrast_shows_truncation_losing_the_rule():
    result = run_incident()
    assert result["rule_after_truncation"] is False
    assert 0 < result["truncated_messages_kept"] < result["messages_total"]
