"""Compaction holds the budget in every loop shape (#18.1, #19.8): one user turn followed by
hundreds of tool calls, one huge tool result, one huge user turn."""

import logging

import pytest

from pinlane.ledger.compaction import candidates, units
from pinlane.ledger.formats import to_anthropic
from pinlane.ledger.pinned import BLOCK_TITLE, parse_block

RULE = "Never restart the primary database while the resync runs."


def tool_exchange(ledger, i, *, lines=12, result=None):
    call = {
        "id": f"call_{i}",
        "type": "function",
        "function": {"name": "bash", "arguments": f'{{"command": "tail -n {lines} /var/log/app{i}.log"}}'},
    }
    ledger.add_message("assistant", None, tool_calls=[call])
    body = (
        result if result is not None else "\n".join(f"2026-12-03 10:{j:02d} app{i} worker ok q=3" for j in range(lines))
    )
    ledger.add_message("tool", body, tool_call_id=f"call_{i}")


def assert_pairing_valid(context):
    """Every tool result follows the assistant message that called it (OpenAI), and the
    Anthropic conversion has a tool_use for every tool_result, in order."""
    open_ids: set[str] = set()
    for m in context:
        if m["role"] == "assistant":
            open_ids = {c["id"] for c in m.get("tool_calls") or ()}
        elif m["role"] == "tool":
            assert m["tool_call_id"] in open_ids, m
        elif m["role"] == "user":
            open_ids = set()
    _, messages = to_anthropic(context)
    seen: set[str] = set()
    for m in messages:
        for block in m["content"]:
            if block["type"] == "tool_use":
                seen.add(block["id"])
            elif block["type"] == "tool_result":
                assert block["tool_use_id"] in seen


def test_one_user_turn_and_300_tool_calls_stay_within_budget_with_the_rule_verbatim(make_ledger):
    budget = 6000
    ledger = make_ledger(budget_tokens=budget)
    ledger.on_user_turn(f"Find out why the queue is slow. {RULE}")
    for i in range(300):
        tool_exchange(ledger, i)
        context = ledger.build_context()
        tokens = ledger.context_tokens()
        assert tokens <= budget * 1.1, (i, tokens)
        assert parse_block(context[0]["content"]) == [RULE]
        assert_pairing_valid(context)
    assert 2 <= ledger.store.compactions() < 60  # compacts in batches, not on every build
    assert len(ledger.messages) == 601  # every raw message is kept
    recent = [m for m in context if m["role"] == "tool"]
    assert [m["tool_call_id"] for m in recent[-3:]] == ["call_297", "call_298", "call_299"]
    assert context[-1]["tool_call_id"] == "call_299"
    assert any(m["role"] == "user" and RULE in m["content"] for m in context)  # the user's turn verbatim


def test_500_tool_calls_compact_into_a_summary_that_counts_them(make_ledger):
    ledger = make_ledger(budget_tokens=4000)
    ledger.on_user_turn(f"Check every worker. {RULE}")
    for i in range(500):
        tool_exchange(ledger, i)
    context = ledger.build_context()
    assert ledger.context_tokens() <= 4000
    assert_pairing_valid(context)
    summary = next(m["content"] for m in context if m["content"] and m["content"].startswith("## Summary"))
    assert "bash x" in summary
    assert sum(m["role"] == "tool" for m in context) >= 3


def test_a_huge_old_tool_result_is_compacted_and_a_huge_last_one_warns_once(make_ledger, caplog):
    ledger = make_ledger(budget_tokens=3000)
    ledger.on_user_turn(f"Read the dump. {RULE}")
    tool_exchange(ledger, 0, result="row ok " * 5000)
    with caplog.at_level(logging.WARNING, logger="pinlane.ledger"):
        ledger.build_context()
        ledger.build_context()
    over = [r for r in caplog.records if "over the 3000-token budget" in r.getMessage()]
    assert len(over) == 1 and "the last tool exchange" in over[0].getMessage()
    compactions = ledger.store.compactions()
    for i in range(1, 4):
        tool_exchange(ledger, i)
        ledger.build_context()
    assert ledger.context_tokens() <= 3000  # the huge result became old and was summarized
    assert ledger.store.compactions() <= compactions + 2


def test_a_huge_user_turn_warns_once_naming_it_and_stops_recompacting(make_ledger, caplog):
    ledger = make_ledger(budget_tokens=1000)
    ledger.on_user_turn(RULE + " " + "Here is the whole config file: key=value. " * 400)
    with caplog.at_level(logging.WARNING, logger="pinlane.ledger"):
        for i in range(40):
            tool_exchange(ledger, i, lines=2)
            context = ledger.build_context()
            assert_pairing_valid(context)
    over = [r for r in caplog.records if "over the 1000-token budget" in r.getMessage()]
    assert len(over) == 1 and "the last user turn (turn 1)" in over[0].getMessage()
    assert ledger.store.compactions() <= 10  # not one compaction per build (40 builds)
    assert any(m["role"] == "user" and m["content"].startswith(RULE) for m in context)


def test_units_keep_each_call_with_its_results_and_protect_the_newest(quiet_ledger):
    quiet_ledger.on_user_turn("Look around.")
    for i in range(5):
        tool_exchange(quiet_ledger, i, lines=1)
    quiet_ledger.add_message("assistant", "Done looking.")
    cut = units(quiet_ledger.messages)
    assert [len(u) for u in cut] == [1, 2, 2, 2, 2, 2, 1]
    first, second = candidates(quiet_ledger.messages, 3)
    assert [u[0].tool_calls[0]["id"] for u in first] == ["call_0", "call_1"]
    assert [u[0].tool_calls[0]["id"] for u in second] == ["call_2", "call_3"]


@pytest.mark.parametrize("shape", ["openai", "anthropic"])
def test_compaction_inside_a_turn_keeps_both_formats_valid(make_ledger, shape):
    ledger = make_ledger(budget_tokens=1500)
    ledger.on_user_turn(RULE)
    for i in range(60):
        tool_exchange(ledger, i)
        if i % 7 == 0:
            ledger.add_message("assistant", f"Checked {i} logs so far.")
    context = ledger.build_context()
    assert context[0]["content"].startswith(BLOCK_TITLE)
    if shape == "anthropic":
        system, messages = to_anthropic(context)
        assert messages[0]["role"] == "user"
        assert all(a["role"] != b["role"] for a, b in zip(messages, messages[1:]))
    assert_pairing_valid(context)
    assert ledger.context_tokens() <= 1500


def test_a_pinned_block_over_budget_warns_once_and_does_not_recompact_every_build(make_ledger, caplog):
    ledger = make_ledger(budget_tokens=500)
    for i in range(60):
        ledger.pin(f"Never touch host {i} of the shared rack.", kind="prohibition", scope="standing")
    with caplog.at_level(logging.WARNING, logger="pinlane.ledger"):
        for i in range(200):
            ledger.on_user_turn(f"Look at host {i}.")
            ledger.add_message("assistant", f"Host {i} is fine.")
            context = ledger.build_context()
            assert len(parse_block(context[0]["content"])) == 60  # every rule, verbatim
    over = [r.getMessage() for r in caplog.records if "over the 500-token budget" in r.getMessage()]
    assert len(over) == 1 and "the pinned rules block (60 rules)" in over[0]
    assert ledger.store.compactions() <= 25  # 200 builds over budget, compacted in batches
