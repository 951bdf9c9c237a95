"""Errors raised by the ledger package.

Tree::

    LedgerError
    ├── InvalidMessageError (also ValueError)   wrong role, empty or non-string content
    ├── LedgerParameterError (also ValueError)  a bad argument (budget, task id, rule kind...)
    ├── UnknownScopeError (also KeyError)       close_scope/release of an id that has no rules
    ├── RuleNotFoundError (also KeyError)       no rule with that id
    ├── PinRefusedError (also ValueError)       pin_constraint quoted text no user ever wrote
    ├── ReleaseRefusedError (also ValueError)   release_constraint without the user's words to lift the rule
    ├── InvalidTaskStateError (also ValueError) summarizer output does not fit the schema
    ├── SummarizerError                         the summarizer failed, timed out or is unconfigured
    ├── LLMError                                an OpenAI-compatible server failed (llm_http)
    │   ├── LLMRequestError                     no reply: connection, time-out, HTTP status, retries spent
    │   └── LLMReplyError                       a reply, but not one the caller can read, twice
    ├── StoreError                              the SQLite store cannot be opened, read or written
    └── GuardError                              a guard refused or could not decide
        ├── CallRefusedError                    a pinned rule forbids the call
        └── GuardConfigError (also ValueError)  a guard is declared wrongly
"""

from __future__ import annotations


class LedgerError(Exception):
    """Base class of every error the ledger raises on purpose."""


class InvalidMessageError(LedgerError, ValueError):
    """A message cannot enter the history."""


class LedgerParameterError(LedgerError, ValueError):
    """An argument to a ledger method is out of range or of the wrong type."""


class _PlainKeyError(KeyError):
    """A KeyError whose ``str()`` is the message itself, not its repr in quotes."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


class UnknownScopeError(LedgerError, _PlainKeyError):
    """No active rule belongs to that scope id."""


class RuleNotFoundError(LedgerError, _PlainKeyError):
    """No rule has that id."""


class PinRefusedError(LedgerError, ValueError):
    """The quoted rule is not in any user or system message."""


class ReleaseRefusedError(LedgerError, ValueError):
    """release_constraint named no active rule, or quoted words no user turn said to lift it."""


class InvalidTaskStateError(LedgerError, ValueError):
    """Structured summarizer output that does not match the TaskState schema."""


class SummarizerError(LedgerError):
    """The summarizer failed (timeout, HTTP error, garbage) after its retry."""


class LLMError(LedgerError):
    """An OpenAI-compatible chat-completions server failed (see ``llm_http.ChatEndpoint``)."""


class LLMRequestError(LLMError):
    """No usable HTTP reply: refused, reset, timed out, or an error status after the retries."""


class LLMReplyError(LLMError):
    """The server answered, but the answer could not be read, also when asked again."""


class StoreError(LedgerError):
    """The store cannot be opened, migrated or written."""


class GuardError(LedgerError):
    """Base of the guard errors."""


class CallRefusedError(GuardError):
    """A tool call was refused; the message quotes the rule and the reason."""

    def __init__(self, message: str, *, rule_text: str = "", reason: str = "") -> None:
        super().__init__(message)
        self.rule_text = rule_text
        self.reason = reason


class GuardConfigError(GuardError, ValueError):
    """A guard declaration is invalid (unknown tool, bad predicate)."""
