"""One OpenAI-compatible chat-completions client, over the standard library, with retries.

The summarizer, the compaction harness's next-action check, the bench's LLM pinner and the
survival benchmark's judge all talk to the same kind of server (vLLM, llama.cpp, Ollama, a
hosted API), configured the same way: arguments first, else ``PINLANE_LLM_BASE_URL``,
``PINLANE_LLM_MODEL`` and ``PINLANE_LLM_API_KEY``. No SDK, so ``import pinlane.ledger`` stays
light.

Transient failures (connection refused or reset, HTTP 429 and 5xx) are retried with bounded
exponential backoff, honouring ``Retry-After``; a time-out is not retried (the server is there but
slow, and each retry would cost the whole time-out again); other HTTP statuses are final. What
is left raises ``LLMRequestError``. A reply the caller cannot read is asked again once by
``ask``, then raises ``LLMReplyError``.
"""

from __future__ import annotations

import email.utils
import json
import logging
import os
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from pinlane.ledger.errors import LedgerError, LLMReplyError, LLMRequestError
from pinlane.ledger.formats import content_text

log = logging.getLogger(__name__)
T = TypeVar("T")

#: Tries per request, the first included: 0.5 s, 1 s and 2 s of backoff between them at most.
DEFAULT_ATTEMPTS = 4
DEFAULT_BACKOFF_S = 0.5
#: No single wait is longer, whatever the server's Retry-After says.
MAX_BACKOFF_S = 8.0
#: Errors a reader of the reply raises when the reply is not what it expects.
READ_ERRORS = (ValueError, KeyError, IndexError, TypeError, AttributeError)


def _sleep(seconds: float) -> None:
    time.sleep(seconds)  # a module function, so tests can record the waits instead of waiting


def _retryable_status(status: int) -> bool:
    return status == 429 or 500 <= status <= 599


def _retry_after(error: urllib.error.HTTPError) -> float | None:
    """Seconds a 429/503 asks us to wait (a number or an HTTP date), when it says."""
    raw = error.headers.get("Retry-After") if error.headers else None
    if not raw:
        return None
    try:
        return max(0.0, float(raw))
    except ValueError:
        when = email.utils.parsedate_to_datetime(raw) if raw else None
        return max(0.0, when.timestamp() - time.time()) if when else None


@dataclass(frozen=True)
class ChatEndpoint:
    """Where to POST chat completions, for which model, with which key, and how hard to retry."""

    url: str
    model: str
    api_key: str = ""
    timeout: float = 60.0
    attempts: int = DEFAULT_ATTEMPTS
    backoff: float = DEFAULT_BACKOFF_S

    def __post_init__(self) -> None:
        if self.attempts < 1 or self.backoff < 0 or self.timeout <= 0:
            raise LedgerError(
                f"ChatEndpoint for {self.url}: attempts must be >= 1, backoff >= 0 and timeout > 0; "
                f"got attempts={self.attempts}, backoff={self.backoff}, timeout={self.timeout}."
            )

    @classmethod
    def from_settings(
        cls,
        base_url: str | None = None,
        model: str | None = None,
        api_key: str | None = None,
        timeout: float = 60.0,
        *,
        missing: LedgerError | None = None,
        attempts: int = DEFAULT_ATTEMPTS,
    ) -> ChatEndpoint:
        """Arguments first, then the PINLANE_LLM_* variables; ``missing`` is raised without a URL."""
        base = (base_url or os.environ.get("PINLANE_LLM_BASE_URL", "")).rstrip("/")
        if not base:
            raise missing or LedgerError("no LLM base URL: pass base_url or set PINLANE_LLM_BASE_URL.")
        return cls(
            url=base + ("" if base.endswith("/v1") else "/v1") + "/chat/completions",
            model=model or os.environ.get("PINLANE_LLM_MODEL", "default"),
            api_key=api_key if api_key is not None else os.environ.get("PINLANE_LLM_API_KEY", ""),
            timeout=timeout,
            attempts=attempts,
        )

    def describe(self) -> str:
        return f"model {self.model!r} at {self.url}"

    def _post_once(self, payload: bytes) -> bytes:
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        request = urllib.request.Request(self.url, payload, headers, method="POST")
        with urllib.request.urlopen(request, timeout=self.timeout) as response:
            data: bytes = response.read()
        return data

    def request(self, body: dict[str, Any]) -> dict[str, Any]:
        """POST one request (``model`` is filled in) and return the whole JSON reply.

        Retries connection errors, 429 and 5xx up to ``attempts`` tries in all, waiting
        ``backoff``, then twice that, and so on (at most MAX_BACKOFF_S, or the server's
        Retry-After within that bound). Raises LLMRequestError when no reply came, and
        LLMReplyError when the reply is not a JSON object.
        """
        payload = json.dumps({"model": self.model, **body}).encode()
        last = ""
        for attempt in range(1, self.attempts + 1):
            wait = min(self.backoff * 2 ** (attempt - 1), MAX_BACKOFF_S)
            try:
                data = self._post_once(payload)
                break
            except urllib.error.HTTPError as exc:
                last = f"HTTP {exc.code} {exc.reason}"
                if not _retryable_status(exc.code):
                    raise LLMRequestError(
                        f"{self.describe()} answered {last}; not retried. Check the URL, model name and API key."
                    ) from exc
                asked = _retry_after(exc)
                wait = min(asked, MAX_BACKOFF_S) if asked is not None else wait
            except (TimeoutError, urllib.error.URLError, ConnectionError, OSError) as exc:
                reason = exc.reason if isinstance(exc, urllib.error.URLError) else exc
                last = f"{type(reason).__name__}: {reason}"
                if isinstance(reason, TimeoutError) or "timed out" in str(reason):
                    raise LLMRequestError(
                        f"{self.describe()} timed out after {self.timeout:g} s; not retried. "
                        "Raise the timeout or check the server's load."
                    ) from exc
            if attempt < self.attempts:
                log.warning(
                    "%s failed (%s); retry %d of %d in %.2f s", self.describe(), last, attempt, self.attempts - 1, wait
                )
                _sleep(wait)
        else:
            raise LLMRequestError(
                f"{self.describe()} failed {self.attempts} times, last with {last}. "
                "Check that the server is up and not overloaded."
            )
        try:
            reply = json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise LLMReplyError(f"{self.describe()} sent a reply that is not JSON: {data[:80]!r}.") from exc
        if not isinstance(reply, dict):
            raise LLMReplyError(f"{self.describe()} sent JSON that is not an object: {data[:80]!r}.")
        return reply

    def complete(self, body: dict[str, Any]) -> dict[str, Any]:
        """``request``, then the first choice's message (its content read to plain text)."""
        reply = self.request(body)
        try:
            message = dict(reply["choices"][0]["message"])
        except READ_ERRORS as exc:
            raise LLMReplyError(
                f"{self.describe()} sent no choices[0].message ({type(exc).__name__}: {exc}); "
                f"reply starts {json.dumps(reply)[:80]}."
            ) from exc
        if isinstance(message.get("content"), list):
            message["content"] = content_text(message["content"])
        return message

    def ask(self, body: dict[str, Any], read: Callable[[dict[str, Any]], T], *, what: str = "reply") -> T:
        """``read(complete(body))``; an unreadable reply (the reader raises ValueError, KeyError,
        IndexError, TypeError or an LLMReplyError) is asked for once more, then raises
        LLMReplyError naming ``what`` was expected. LLMRequestError passes through: its retries
        are done."""
        last = ""
        for _ in range(2):
            try:
                return read(self.complete(body))
            except (LLMReplyError, *READ_ERRORS) as exc:
                last = f"{type(exc).__name__}: {str(exc).rstrip('.')}"
                log.warning("%s: unreadable %s: %s", self.describe(), what, last)
        raise LLMReplyError(f"{self.describe()} gave an unreadable {what} twice: {last}. Check the model's output.")
