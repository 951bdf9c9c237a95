"""PinlaneMiddleware in a real LangChain agent, against a local chat-completions server of the
test's own: the assertions read the requests the framework actually sent."""

import asyncio
import os
import subprocess
import sys
from pathlib import Path

from chat_server import FIRST, PADDING, RULE, TOOL_SAYS
from langchain.agents import create_agent
from langchain_core.tools import tool
from langchain_openai import ChatOpenAI
from langgraph.checkpoint.memory import InMemorySaver

from pinlane.integrations.langchain_adapter import PinlaneMiddleware

ROOT = Path(__file__).resolve().parents[2]
SYSTEM = "You are an on-call SRE agent."


@tool
def check_host(host: str) -> str:
    """Read a host's replication status."""
    return f"{host}: replication lag 3s. {TOOL_SAYS}"


def make_agent(server, ledger, checkpointer=None):
    model = ChatOpenAI(model="test-model", base_url=server.url, api_key="sk-test", max_retries=0)
    return create_agent(
        model,
        [check_host],
        system_prompt=SYSTEM,
        middleware=[PinlaneMiddleware(ledger)],
        checkpointer=checkpointer or InMemorySaver(),
    )


def run_turns(agent, turns, thread="t1"):
    config = {"configurable": {"thread_id": thread}}
    result = None
    for text in turns:
        result = agent.invoke({"messages": [{"role": "user", "content": text}]}, config)
    return result


def test_the_model_request_keeps_the_rule_after_compaction(server, make_ledger, classifier_double):
    ledger = make_ledger(budget_tokens=600, keep_last_turns=1)
    run_turns(make_agent(server, ledger), [FIRST] + [f"Check replica {i}. {PADDING}" for i in range(5)])

    assert ledger.store.compactions() > 0
    sent = server.messages()  # the last request the framework sent
    assert sent[0]["role"] == "system"
    assert sent[0]["content"].startswith(SYSTEM + "\n\n## Rules in force")
    assert f'"{RULE}"' in sent[0]["content"]
    assert all(FIRST not in (m.get("content") or "") for m in sent if m["role"] == "user")
    assert [m["role"] for m in sent].count("system") == 1
    # the tool's text reached the model as a tool result, was never classified, never pinned
    assert any(TOOL_SAYS in (m.get("content") or "") for m in sent if m["role"] == "tool")
    assert not any(TOOL_SAYS in text for text in classifier_double.calls)
    assert [r.text for r in ledger.rules()] == [RULE]


def test_every_state_message_is_mirrored_once_even_after_a_restart(server, make_ledger):
    ledger = make_ledger()
    saver = InMemorySaver()
    state = run_turns(make_agent(server, ledger, saver), ["Check db-2.", "And db-3?"])
    assert [m.role for m in ledger.messages] == ["user", "assistant", "tool", "assistant"] * 2
    assert len(state["messages"]) == len(ledger.messages)
    assert "pinlane_mirrored" not in state  # private to the middleware

    # a new middleware instance on the same checkpoint (a restarted process) does not re-mirror
    run_turns(make_agent(server, ledger, saver), ["Now db-4."])
    assert len(ledger.messages) == 12
    assert [m.content for m in ledger.messages if m.role == "user"] == ["Check db-2.", "And db-3?", "Now db-4."]


def test_tool_calls_keep_their_shape_in_the_ledger_and_the_request(server, make_ledger):
    ledger = make_ledger()
    run_turns(make_agent(server, ledger), ["Check db-2."])
    call = ledger.messages[1].tool_calls[0]
    assert call["function"] == {"name": "check_host", "arguments": '{"host": "db-replica-2"}'}
    assert ledger.messages[2].tool_call_id == call["id"]
    sent = server.messages()
    assert sent[-2]["tool_calls"][0]["id"] == call["id"] and sent[-1]["tool_call_id"] == call["id"]


def test_async_agents_go_through_the_same_context(server, make_ledger):
    ledger = make_ledger()
    agent = make_agent(server, ledger)
    config = {"configurable": {"thread_id": "a"}}
    asyncio.run(agent.ainvoke({"messages": [{"role": "user", "content": FIRST}]}, config))
    assert [r.text for r in ledger.rules()] == [RULE]
    assert f'"{RULE}"' in server.messages()[0]["content"]


def test_the_example_runs_against_a_local_server(server):
    env = dict(
        os.environ, PINLANE_LLM_BASE_URL=server.url, PINLANE_LLM_MODEL="test-model", PINLANE_LLM_API_KEY="sk-test"
    )
    done = subprocess.run(
        [sys.executable, "-W", "error", str(ROOT / "examples" / "langgraph_agent.py")],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "FAIL" not in done.stdout and done.stdout.count("OK  ") == 4
    assert '"Whatever you do, do not restart the primary."' in server.messages()[0]["content"]
    assert all(r["model"] == "test-model" for r in server.requests)


def test_import_ledger_does_not_import_langchain():
    code = "import sys, ledger; sys.exit(any(m.split('.')[0].startswith('lang') for m in sys.modules))"
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0
