"""PinlaneSession in a real OpenAI Agents SDK run, against a local chat-completions server of the
test's own: the assertions read the requests the SDK actually sent."""

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import pytest
from agents import Agent, OpenAIChatCompletionsModel, RunConfig, Runner, function_tool
from chat_server import FIRST, PADDING, RULE, TOOL_SAYS
from openai import AsyncOpenAI

from pinlane.integrations.openai_agents_adapter import PinlaneSession
from pinlane.ledger import LedgerError

ROOT = Path(__file__).resolve().parents[2]
INSTRUCTIONS = "You are an on-call SRE agent."


@function_tool
def check_host(host: str) -> str:
    """Read a host's replication status."""
    return f"{host}: replication lag 3s. {TOOL_SAYS}"


def make_agent(server):
    client = AsyncOpenAI(base_url=server.url, api_key="sk-test", max_retries=0)
    model = OpenAIChatCompletionsModel(model="test-model", openai_client=client)
    return Agent(name="sre", instructions=INSTRUCTIONS, tools=[check_host], model=model)


def run_turns(agent, session, turns, *, streamed=False):
    config = RunConfig(call_model_input_filter=session.input_filter, tracing_disabled=True)

    async def go():
        result = None
        for text in turns:
            if streamed:
                result = Runner.run_streamed(agent, text, session=session, run_config=config)
                async for _ in result.stream_events():
                    pass
            else:
                result = await Runner.run(agent, text, session=session, run_config=config)
        return result

    return asyncio.run(go())


@pytest.mark.parametrize("streamed", [False, True], ids=["run", "run_streamed"])
def test_the_model_request_keeps_the_rule_after_compaction(server, make_ledger, classifier_double, streamed):
    ledger = make_ledger(budget_tokens=600, keep_last_turns=1)
    session = PinlaneSession(ledger)
    turns = [FIRST] + [f"Check replica {i}. {PADDING}" for i in range(5)]
    run_turns(make_agent(server), session, turns, streamed=streamed)

    assert ledger.store.compactions() > 0
    sent = server.messages()  # the last request the SDK sent
    assert sent[0]["role"] == "system"
    assert sent[0]["content"].startswith(INSTRUCTIONS + "\n\n## Rules in force")
    assert f'"{RULE}"' in sent[0]["content"]
    assert all(FIRST not in (m.get("content") or "") for m in sent if m["role"] == "user")
    assert [m["role"] for m in sent].count("system") == 1
    # the tool's text reached the model as a tool result, was never classified, never pinned
    assert any(TOOL_SAYS in (m.get("content") or "") for m in sent if m["role"] == "tool")
    assert not any(TOOL_SAYS in text for text in classifier_double.calls)
    assert [r.text for r in ledger.rules()] == [RULE]
    # every item reached the ledger exactly once, streamed or not
    assert [m.role for m in ledger.messages] == ["user", "assistant", "tool", "assistant"] * len(turns)


def test_the_session_keeps_the_raw_items_and_the_ledger_keeps_its_history(server, make_ledger):
    ledger = make_ledger()
    session = PinlaneSession(ledger, session_id="INC-1")
    result = run_turns(make_agent(server), session, ["Check db-2.", "And db-3?"])
    raw = asyncio.run(session.get_items())
    assert len(raw) == len(result.to_input_list()) == 8
    assert raw[0] == {"content": "Check db-2.", "role": "user"}
    assert [m.role for m in ledger.messages] == ["user", "assistant", "tool", "assistant"] * 2
    call = ledger.messages[1].tool_calls[0]
    assert call["function"] == {"name": "check_host", "arguments": '{"host": "db-replica-2"}'}
    assert ledger.messages[2].tool_call_id == call["id"]

    assert asyncio.run(session.pop_item())["role"] == "assistant"
    asyncio.run(session.clear_session())
    assert asyncio.run(session.get_items()) == []
    assert len(ledger.messages) == 8  # the ledger is append-only


def test_a_run_without_the_session_is_refused_by_the_filter(server, make_ledger):
    session = PinlaneSession(make_ledger())
    agent = make_agent(server)
    run_turns(agent, session, ["Check db-2."])
    config = RunConfig(call_model_input_filter=session.input_filter, tracing_disabled=True)
    with pytest.raises(LedgerError, match="does not continue session 'pinlane'. Pass this PinlaneSession"):
        asyncio.run(Runner.run(agent, "And db-3?", run_config=config))


def test_the_example_runs_against_a_local_server(server):
    env = dict(
        os.environ, PINLANE_LLM_BASE_URL=server.url, PINLANE_LLM_MODEL="test-model", PINLANE_LLM_API_KEY="sk-test"
    )
    done = subprocess.run(
        [sys.executable, "-W", "error", str(ROOT / "examples" / "openai_agents_session.py")],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "FAIL" not in done.stdout and done.stdout.count("OK  ") == 4
    assert '"Whatever you do, do not restart the primary."' in server.messages()[0]["content"]
    assert all(r["model"] == "test-model" for r in server.requests)


def test_importing_the_adapter_does_not_import_the_sdk():
    code = (
        "import sys, ledger, pinlane.integrations.openai_agents_adapter; "
        "sys.exit(any(m.split('.')[0] in ('agents', 'openai') for m in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0
