"""A local OpenAI-compatible chat-completions server whose replies each test scripts.

It is not a model and is never judged as one: the tests that use it check our HTTP clients (the
request they send, headers, retries, time-outs) and how they read a reply, so a wrong request
or a wrong parse fails. One module-level ``ScriptedChat`` per test module holds the script;
``serving()`` resets it and runs the server for one test.
"""

from __future__ import annotations

import contextlib
import json
import threading
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class ScriptedChat:
    """Script and record of one server: ``replies`` are popped in order, each an assistant
    message (dict), its content (str), a raw response body (bytes) or an HTTP error status
    (int, or ``(status, headers)``) answered with no body; ``respond`` (optional)
    computes the reply from the request body instead; ``default`` answers when nothing is left."""

    def __init__(self, default: dict[str, Any] | str | bytes = "{}") -> None:
        self.default = default
        self.reset()

    def reset(self) -> None:
        self.replies: list[dict[str, Any] | str | bytes] = []
        self.requests: list[dict[str, Any]] = []
        self.delay = 0.0
        self.respond: Callable[[dict[str, Any]], dict[str, Any] | str | bytes] | None = None

    def _next(self, body: dict[str, Any]) -> Any:
        if self.respond is not None:
            return self.respond(body)
        return self.replies.pop(0) if self.replies else self.default

    @staticmethod
    def _encode(reply: Any) -> bytes:
        if isinstance(reply, bytes):
            return reply
        message = {"role": "assistant", "content": reply} if isinstance(reply, str) else reply
        return json.dumps({"choices": [{"message": message}]}).encode()

    @contextlib.contextmanager
    def serving(self) -> Iterator[str]:
        """Run the server on a free loopback port for one test; yields its base URL (no /v1)."""
        self.reset()
        script = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                script.requests.append({"path": self.path, "headers": dict(self.headers), "body": body})
                time.sleep(script.delay)
                reply = script._next(body)
                if isinstance(reply, (int, tuple)):
                    status, headers = reply if isinstance(reply, tuple) else (reply, {})
                    self.send_response(status)
                    for name, value in headers.items():
                        self.send_header(name, value)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                data = script._encode(reply)
                try:
                    self.send_response(200)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (a time-out test)

            def log_message(self, *args: Any) -> None:
                pass

        httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        httpd.daemon_threads = True
        thread = threading.Thread(target=httpd.serve_forever, daemon=True)
        thread.start()
        try:
            yield f"http://127.0.0.1:{httpd.server_address[1]}"
        finally:
            httpd.shutdown()
            httpd.server_close()
