"""The survival benchmark's LLM arms against a local chat-completions server of the test's own.

The server returns the replies each test scripts (summaries for summarizer requests, verdicts
for judge requests). It is not a model: what is tested is our HTTP code, how verdicts and
summaries are read, and how the arms are scored, so a wrong parse or score fails the test.
"""

import importlib.util
import json
import random
import sys
from pathlib import Path

import pytest
from scripted_chat import ScriptedChat

from pinlane.classifier.types import Constraint

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
RULE = "Whatever you do, do not restart the primary."
STATE = {
    "goal": "find the slow queries",
    "confirmed_findings": [],
    "ruled_out": [],
    "actions_taken_with_side_effects": [],
    "open_questions": [],
    "user_stated_constraints_not_yet_pinned": [],
}
FILLERS = ["find me a table for two in san jose", "list all files in the current directory", "thanks"]


def load(name):
    sys.path.insert(0, str(BENCHMARKS))
    try:
        spec = importlib.util.spec_from_file_location(name, BENCHMARKS / f"{name}.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # dataclasses look their module up while it loads
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(BENCHMARKS))


survival = load("survival")
survival_report = load("survival_report")


class Script:
    """Summarizer and judge requests each pop their own script (the judge's system prompt tells
    them apart); anything unscripted gets "not json"."""

    summaries: list = []
    verdicts: list = []

    @staticmethod
    def respond(body):
        judge = body["messages"][0]["content"] == survival.JUDGE_PROMPT
        script = Script.verdicts if judge else Script.summaries
        return script.pop(0) if script else "not json"


SERVER = ScriptedChat()


@pytest.fixture()
def endpoint():
    with SERVER.serving() as url:
        SERVER.respond = Script.respond
        Script.summaries, Script.verdicts = [], []
        yield survival.Endpoint(url, "judge-model", "sk-test", timeout=5.0)


class PinsTheRule:
    """Classifier double: marks exactly RULE, so pinlane's arms do not depend on the shipped model."""

    def classify(self, text, *, include_uncertain=False):
        at = text.find(RULE)
        return [Constraint(RULE, at, at + len(RULE), "prohibition", "task", 0.95)] if at >= 0 else []


def planted():
    p = survival.PlantedRule("ops (tool probes)", RULE, RULE, "t-1", probes=(("restart", {"host": "db-primary-1"}),))
    return p, survival.transcript(p, 6_000, False, FILLERS, random.Random(0))


def summary(text):
    return json.dumps({"summary": text, "task_state": STATE})


@pytest.mark.parametrize(
    ("reply", "verdict"),
    [
        ('{"present": true, "evidence": "do not restart the primary"}', True),
        ('```json\n{"present": false, "evidence": ""}\n```', False),
    ],
)
def test_the_judge_reads_its_verdict_and_is_sent_rule_and_context(endpoint, reply, verdict):
    Script.verdicts = [reply]
    assert survival.judge_present(endpoint, RULE, "## Rules in force\n[the context]") is verdict
    (request,) = SERVER.requests
    assert request["path"] == "/v1/chat/completions"
    assert request["headers"]["Authorization"] == "Bearer sk-test"
    body = request["body"]
    assert body["model"] == "judge-model" and body["temperature"] == 0
    assert json.dumps(RULE) in body["messages"][1]["content"]
    assert "[the context]" in body["messages"][1]["content"]


def test_an_unreadable_verdict_twice_is_an_error_not_a_verdict(endpoint):
    Script.verdicts = ["it is present", '{"present": "yes"}', '{"present": true}']
    assert survival.judge_present(endpoint, RULE, "context") is None
    assert len(SERVER.requests) == 2


@pytest.mark.parametrize(("second_summary", "kept"), [(f"Agreed: {RULE}", True), ("Checked slow queries.", False)])
def test_the_llm_arms_are_scored_on_the_last_summary(endpoint, second_summary, kept):
    p, msgs = planted()
    Script.summaries = [summary(f"User said: {RULE}"), summary(second_summary)]  # then garbage for the ledger
    Script.verdicts = ['{"present": false}'] * 3 + ["no idea", "[1]"] + ['{"present": true}'] * 2
    row = survival.llm_arms(p, msgs, PinsTheRule(), endpoint, passes=2, words=50)
    methods = row["methods"]
    assert list(methods) == [
        "truncation",
        "recency window",
        "summary (offline)",
        "summary (LLM)",
        "pinlane",
        "pinlane + LLM summarizer",
    ]
    assert methods["summary (LLM)"]["verbatim"] is kept and methods["summary (LLM)"]["meaning"] is kept
    assert methods["truncation"]["verbatim"] is False
    assert methods["pinlane"]["verbatim"] and methods["pinlane + LLM summarizer"]["verbatim"]
    assert [m["judge"] for m in methods.values()] == [False, False, False, None, True, True]
    assert "fell back to offline" in row["errors"]["pinlane + LLM summarizer"]
    assert "summary (LLM)" not in row["errors"]
    summarizer_requests = [r for r in SERVER.requests if r["body"]["messages"][0]["content"] != survival.JUDGE_PROMPT]
    assert RULE in summarizer_requests[0]["body"]["messages"][1]["content"]


def test_the_report_tables_the_llm_arms_and_says_when_they_did_not_run(endpoint):
    p, msgs = planted()
    config = (6_000, False, 2, 50)
    result = survival.run_rule(p, msgs, PinsTheRule(), 2, 50)
    results = [{"family": p.family, "rule": p.rule, "config": config, "probes": p.probes, "harmless": (), **result}]
    assert result["pinned"] and result["refused"] == [True]

    not_run = survival_report.report(results, [p], [config], None, seconds=1, budget=survival.BUDGET)
    assert "Not run: no LLM endpoint was configured" in not_run

    Script.summaries = [summary(RULE), summary("nothing")]
    Script.verdicts = ['{"present": true}'] * 6
    llm = [survival.llm_arms(p, msgs, PinsTheRule(), endpoint, passes=2, words=50)]
    text = survival_report.report(results, [p], [config], llm, seconds=1, budget=survival.BUDGET, llm_setup="m")
    (line,) = [x for x in text.splitlines() if x.startswith("| summary (LLM) |")]
    assert line == "| summary (LLM) | 0.00 | 0.00 | 1.00 (n = 1) | 0 | 0 |"
    assert "| ops (tool probes) | 1 | 1 | 0 | 1.00 (1.00-1.00) |" in text
    assert "1.00 (1 of 1: 1 calls x 1 configs)" in text


def test_no_endpoint_in_the_environment_means_no_llm_arms(monkeypatch):
    monkeypatch.delenv("PINLANE_LLM_BASE_URL", raising=False)
    assert survival.Endpoint.from_env() is None
