"""pinlane's ledger: pinned rules, task state and history, so rules survive compaction.

>>> from ledger import Ledger
>>> ledger = Ledger(":memory:")                       # doctest: +SKIP
>>> ledger.on_user_turn("Never push to main.")         # doctest: +SKIP
"""

from pinlane.ledger.core import Ledger, condition_of
from pinlane.ledger.errors import (
    CallRefusedError,
    GuardConfigError,
    GuardError,
    InvalidMessageError,
    InvalidTaskStateError,
    LedgerError,
    LedgerParameterError,
    PinRefusedError,
    ReleaseRefusedError,
    RuleNotFoundError,
    StoreError,
    SummarizerError,
    UnknownScopeError,
)
from pinlane.ledger.formats import (
    content_text,
    from_anthropic,
    from_openai,
    load_transcript,
    to_anthropic,
    to_messages,
)
from pinlane.ledger.guard import Decision, Guard, NetHit, net_match, prohibition_hit
from pinlane.ledger.history import Message, approx_tokens
from pinlane.ledger.pinned import Rule, render_block
from pinlane.ledger.state import TaskState
from pinlane.ledger.store import Store
from pinlane.ledger.summarize import OfflineSummarizer, OpenAISummarizer, Summarizer, Summary
from pinlane.ledger.tools import (
    ANTHROPIC_TOOL,
    OPENAI_TOOL,
    RELEASE_ANTHROPIC_TOOL,
    RELEASE_OPENAI_TOOL,
    handle_pin_constraint,
    handle_release_constraint,
)

__all__ = [
    "ANTHROPIC_TOOL",
    "CallRefusedError",
    "Decision",
    "Guard",
    "GuardConfigError",
    "GuardError",
    "InvalidMessageError",
    "InvalidTaskStateError",
    "Ledger",
    "LedgerError",
    "LedgerParameterError",
    "Message",
    "NetHit",
    "OPENAI_TOOL",
    "OfflineSummarizer",
    "OpenAISummarizer",
    "PinRefusedError",
    "RELEASE_ANTHROPIC_TOOL",
    "RELEASE_OPENAI_TOOL",
    "ReleaseRefusedError",
    "Rule",
    "RuleNotFoundError",
    "Store",
    "StoreError",
    "Summarizer",
    "SummarizerError",
    "Summary",
    "TaskState",
    "UnknownScopeError",
    "approx_tokens",
    "condition_of",
    "content_text",
    "from_anthropic",
    "from_openai",
    "handle_pin_constraint",
    "handle_release_constraint",
    "load_transcript",
    "net_match",
    "prohibition_hit",
    "render_block",
    "to_anthropic",
    "to_messages",
]
