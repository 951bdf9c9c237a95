"""`pinlane mcp`: record_user_turn is bounded, and --print-config gives absolute paths."""

import json
import os
import sys

import anyio
import pytest

from pinlane.cli.main import main as cli
from pinlane.integrations.mcp_server import MAX_USER_TURN_CHARS, build_server

RULE = "Whatever you do, do not restart the primary."


def test_print_config_uses_the_absolute_interpreter(tmp_path, capsys):
    assert cli(["mcp", "--print-config", "--db", str(tmp_path / "x.sqlite")]) == 0
    entry = json.loads(capsys.readouterr().out)["mcpServers"]["pinlane"]
    assert entry["command"] == sys.executable and os.path.isabs(entry["command"])
    assert entry["args"] == ["-m", "pinlane", "mcp", "--db", str((tmp_path / "x.sqlite").resolve())]
    assert entry["env"]["PINLANE_HOME"] == os.environ["PINLANE_HOME"]


def test_an_oversized_user_turn_is_a_clear_tool_error_and_the_server_lives_on(make_ledger):
    pytest.importorskip("mcp")
    from mcp import Client

    ledger = make_ledger()

    async def go():
        async with Client(build_server(ledger, max_turn_chars=1_000)) as client:
            big = await client.call_tool("record_user_turn", {"text": RULE + " x" * 1_000})
            ok = await client.call_tool("record_user_turn", {"text": RULE})
            return big, ok

    big, ok = anyio.run(go)
    assert big.is_error and "the message is 2,044 characters, over the limit of 1,000" in big.content[0].text
    assert not ok.is_error and [r.text for r in ledger.rules()] == [RULE]
    assert [m.role for m in ledger.messages] == ["user"]  # the oversized turn stored nothing


def test_the_default_limit_fits_a_long_rules_file():
    assert MAX_USER_TURN_CHARS >= 100_000
