import json

from pinlane.cli.main import main as cli
from pinlane.ledger.harness import DEFAULT_RULE, check_survival

TRANSCRIPT = [
    {"role": "user", "content": "we need to reconcile the march invoices for acme"},
    {"role": "assistant", "content": "Sure, pulling them."},
    {"role": "user", "content": "ok, also post a status update in #finance-ops when done"},
]


def test_planted_rule_survives_and_its_violation_is_refused():
    result = check_survival(TRANSCRIPT)
    assert result.compactions >= 1
    assert result.pinned and result.in_context_verbatim and result.probe_refused and result.ok


def test_fixture_is_registered(compaction_check):
    result = compaction_check(
        TRANSCRIPT, next_action=lambda ctx: ("send_message", {"channel": "finance-ops", "text": "done"})
    )
    assert result.ok and result.model_respected is True


def test_a_model_breaking_the_rule_fails_the_check():
    result = check_survival(
        TRANSCRIPT,
        next_action=lambda ctx: ("send_message", {"channel": "billing", "text": "invoice 4411 is ready"}),
    )
    assert result.model_respected is False and not result.ok


def write(tmp_path, messages):
    path = tmp_path / "t.jsonl"
    path.write_text("\n".join(json.dumps(m) for m in messages))
    return path


def test_audit_passes_and_reports_each_rule(tmp_path, capsys):
    messages = (
        TRANSCRIPT
        + [{"role": "user", "content": DEFAULT_RULE}]
        + [{"role": "tool", "tool_call_id": f"c{i}", "content": "log line " * 40} for i in range(40)]
    )
    assert cli(["audit", str(write(tmp_path, messages)), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    (row,) = [r for r in report["rules"] if r["rule"] == DEFAULT_RULE]
    assert row["in_rebuilt_context"] and row["turns"] == [3]


def test_audit_fails_when_an_expected_rule_is_never_found(tmp_path, capsys):
    expect = tmp_path / "expect.txt"
    expect.write_text("Always cc the account manager.\n")
    assert cli(["audit", str(write(tmp_path, TRANSCRIPT)), "--expect", str(expect)]) == 1
    assert "NOT FOUND" in capsys.readouterr().out


def test_the_harness_reads_content_parts_like_the_ledger():
    transcript = [
        {"role": "user", "content": [{"type": "input_text", "text": "we need to reconcile the march invoices"}]},
        {"role": "assistant", "content": [{"type": "output_text", "text": "Sure."}]},
    ]
    assert check_survival(transcript).ok
