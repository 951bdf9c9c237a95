"""Where pinlane meets agent hosts and frameworks.

Each module imports its host's library only when used, so installing pinlane does not pull in
LangChain, the OpenAI Agents SDK or MCP:

- ``claude_code``: UserPromptSubmit / PreToolUse / PreCompact / SessionStart hooks.
- ``mcp_server``: the ledger as MCP tools (``pip install 'pinlane[mcp]'``).
- ``langchain_adapter``: a LangChain/LangGraph middleware (``pinlane[langchain]``).
- ``openai_agents_adapter``: an OpenAI Agents SDK session (``pinlane[openai-agents]``).
- ``pytest_plugin``: the ``compaction_check`` fixture.
"""

__all__: list[str] = []
