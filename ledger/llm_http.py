"""One OpenAI-compatible chat-completions endpoint, over the standard library.

The summarizer, the compaction harness's next-action check and the survival benchmark's judge
all talk to the same kind of server (vLLM, llama.cpp, Ollama, a hosted API), configured the
same way: arguments first, else ``PINLANE_LLM_BASE_URL``, ``PINLANE_LLM_MODEL`` and
``PINLANE_LLM_API_KEY``. No SDK, so ``import ledger`` stays light.
"""

from __future__ import annotations

import json
import os
import urllib.request
from dataclasses import dataclass
from typing import Any

from pinlane.ledger.errors import LedgerError


@dataclass(frozen=True)
class ChatEndpoint:
    """Where to POST chat completions, for which model, with which key."""

    url: str
    model: str
    api_key: str = ""
    timeout: float = 60.0

    @classmethod
    def from_settings(
        cls,
        base_url: str | None = None,
        model: str | None = None,
        api_key: str | None = None,
        timeout: float = 60.0,
        *,
        missing: LedgerError | None = None,
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
        )

    def complete(self, body: dict[str, Any]) -> dict[str, Any]:
        """POST one request (``model`` is filled in) and return the first choice's message.

        Raises what urllib and json raise (URLError, TimeoutError, ValueError, KeyError): each
        caller decides whether to retry and which error its own users see.
        """
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        payload = json.dumps({"model": self.model, **body}).encode()
        request = urllib.request.Request(self.url, payload, headers, method="POST")
        with urllib.request.urlopen(request, timeout=self.timeout) as response:
            message: dict[str, Any] = json.loads(response.read().decode("utf-8"))["choices"][0]["message"]
        return message
