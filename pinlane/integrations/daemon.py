"""A warm local process the Claude Code hooks talk to, so a prompt never waits for a model load.

Why: each hook is a new Python process, and importing spaCy and onnxruntime and loading the model
took 1.8-2.0 s per prompt. The daemon keeps them loaded; the hook becomes a thin client that sends
its payload over a Unix socket and prints the answer.

- One per user and ``$PINLANE_HOME``: the socket is ``$PINLANE_HOME/hookd.sock``; a lock file
  (``hookd.lock``, held for the daemon's life) keeps a second one from starting.
- Started on demand: a hook that finds no daemon starts one in the background and does this
  event's work in-process (the fallback), so no call ever waits for the daemon to warm up.
- Exits when idle for ``$PINLANE_DAEMON_IDLE`` seconds (default 15 minutes), and at once when a
  client of another pinlane version or model asks it something (the next hook starts a fresh one).
- Fails open like the hooks: a daemon that cannot be reached means in-process work; a daemon
  error is a warning and no decision. A request the daemon received is never redone in-process
  (that would record the user's prompt twice).

Protocol: one JSON line each way. Request ``{"event", "payload", "key", "env"}``; answer
``{"ok": true, "answer": {...} | null}`` or ``{"ok": false, "error": "...", "handled": bool}``.

This module imports nothing heavy at the top: the client path must start fast.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

#: Seconds without a request after which the daemon exits.
DEFAULT_IDLE_SECONDS = 15 * 60
#: Seconds a client waits to connect (a live daemon accepts at once).
CONNECT_TIMEOUT = 0.5
#: Seconds a client waits for the answer: under the hooks' 10 s host timeout.
ANSWER_TIMEOUT = 9.0
#: Environment a request carries to the daemon (read per request by the handlers).
PASSED_ENV = ("PINLANE_HOOK_DECISION",)
SOCKET_NAME = "hookd.sock"
LOCK_NAME = "hookd.lock"
#: AF_UNIX paths are limited to ~107 bytes.
_MAX_SOCKET_PATH = 100


def home() -> Path:
    return Path(os.environ.get("PINLANE_HOME") or Path.home() / ".pinlane")


def socket_path() -> Path:
    """The daemon's socket: under ``$PINLANE_HOME``, or a short per-user path when that is too long."""
    path = home() / SOCKET_NAME
    if len(str(path)) <= _MAX_SOCKET_PATH:
        return path
    import hashlib
    import tempfile

    digest = hashlib.sha256(str(home().resolve()).encode()).hexdigest()[:16]
    return Path(tempfile.gettempdir()) / f"pinlane-{os.getuid()}-{digest}.sock"


def config_key() -> str:
    """What must match between a client and the daemon: interpreter, pinlane version, model."""
    from pinlane import __version__

    return json.dumps([sys.executable, __version__, os.environ.get("PINLANE_MODEL", "")])


def idle_seconds() -> float:
    try:
        return float(os.environ.get("PINLANE_DAEMON_IDLE", DEFAULT_IDLE_SECONDS))
    except ValueError:
        return DEFAULT_IDLE_SECONDS


def disabled() -> bool:
    return os.environ.get("PINLANE_DAEMON", "").lower() in ("0", "off", "no", "false")


# -- client ------------------------------------------------------------------------------------


class Unreachable(Exception):
    """No daemon answered before the request was sent: the caller may do the work itself."""


def request(event: str, payload: dict[str, Any], *, timeout: float = ANSWER_TIMEOUT) -> dict[str, Any]:
    """Send one hook event to the daemon and return its reply.

    Raises ``Unreachable`` when the request could not be delivered (no daemon, wrong version):
    the work was not done. Any other failure (``OSError``, ``TimeoutError``, a bad reply) means
    the daemon may have done it: the caller must not redo it.
    """
    path = socket_path()
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        sock.settimeout(CONNECT_TIMEOUT)
        try:
            sock.connect(str(path))
        except OSError as exc:  # no socket file, refused (stale), too slow
            raise Unreachable(f"no daemon at {path} ({exc})") from exc
        message = {"event": event, "payload": payload, "key": config_key(), "env": _env()}
        sock.settimeout(timeout)
        sock.sendall(json.dumps(message).encode("utf-8", "surrogatepass") + b"\n")
        reply = _read_line(sock)
    finally:
        sock.close()
    if not reply:
        raise Unreachable("the daemon closed the connection without answering")
    answer = json.loads(reply)
    if not answer.get("ok") and not answer.get("handled", True):
        raise Unreachable(answer.get("error", "refused"))
    return answer


def _env() -> dict[str, str]:
    return {k: os.environ[k] for k in PASSED_ENV if k in os.environ}


def _read_line(sock: socket.socket) -> bytes:
    chunks = []
    while True:
        chunk = sock.recv(65536)
        if not chunk:
            break
        chunks.append(chunk)
        if chunk.endswith(b"\n"):
            break
    return b"".join(chunks)


def start() -> subprocess.Popen[bytes] | None:
    """Start a daemon in the background (detached from the hook), or None if that failed."""
    try:
        log = home() / "hookd.log"
        log.parent.mkdir(parents=True, exist_ok=True)
        with open(log, "ab") as handle:
            return subprocess.Popen(
                [sys.executable, "-m", "pinlane.integrations.daemon", "serve"],
                stdin=subprocess.DEVNULL,
                stdout=handle,
                stderr=handle,
                start_new_session=True,
                close_fds=True,
            )
    except OSError:
        return None


# -- server ------------------------------------------------------------------------------------


class Daemon:
    """The server side: the classifier loaded once, one ledger opened per request."""

    def __init__(self, *, idle: float | None = None) -> None:
        self.idle = idle_seconds() if idle is None else idle
        self.key = config_key()
        self.path = socket_path()
        self._lock: Any = None
        self._classifier: Any = None

    def acquire(self) -> bool:
        """Take the per-home lock; False when another daemon holds it."""
        import fcntl

        home().mkdir(parents=True, exist_ok=True)
        self._lock = open(home() / LOCK_NAME, "a+")  # noqa: SIM115 - held for the process's life
        try:
            fcntl.flock(self._lock.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            self._lock.close()
            return False
        return True

    def warm(self) -> None:
        from pinlane.classifier.runtime import ConstraintClassifier
        from pinlane.integrations import claude_code  # noqa: F401 - import the handlers now

        self._classifier = ConstraintClassifier.load(os.environ.get("PINLANE_MODEL") or None)
        # two sentences, so the sentence splitter (spaCy, ~1-2 s to import) loads now, not on the
        # first pasted paragraph
        self._classifier.classify("Warm up: never push to main. Keep the diff small, please.")

    def handle(self, line: bytes) -> tuple[dict[str, Any], bool]:
        """The reply to one request line, and whether the daemon should stop after it."""
        from pinlane.integrations import claude_code

        try:
            message = json.loads(line)
        except json.JSONDecodeError as exc:
            return {"ok": False, "handled": False, "error": f"bad request ({exc.msg})"}, False
        if message.get("event") == "shutdown":
            return {"ok": True, "answer": None}, True
        if message.get("key") != self.key:
            return {"ok": False, "handled": False, "error": "another pinlane version or model; restarting"}, True
        event = message.get("event")
        if event not in claude_code.HANDLERS or not isinstance(message.get("payload"), dict):
            return {"ok": False, "handled": False, "error": f"unknown event {event!r}"}, False
        saved = {k: os.environ.get(k) for k in PASSED_ENV}
        try:
            for k in PASSED_ENV:
                os.environ.pop(k, None)
            os.environ.update({k: v for k, v in (message.get("env") or {}).items() if k in PASSED_ENV})
            answer = claude_code.HANDLERS[event](message["payload"], classifier=self._classifier)
            return {"ok": True, "answer": answer}, False
        except Exception as exc:  # reported to the hook, which fails open
            claude_code.log_failure()
            return {"ok": False, "handled": True, "error": f"{type(exc).__name__}: {exc}"}, False
        finally:
            for k, v in saved.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v

    def serve(self) -> int:
        if not self.acquire():
            return 0  # another daemon serves this home
        self.warm()
        with _suppress(FileNotFoundError):
            self.path.unlink()  # stale: its daemon is gone (we hold the lock)
        server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        old_umask = os.umask(0o177)  # the socket is the user's only
        try:
            server.bind(str(self.path))
        finally:
            os.umask(old_umask)
        server.listen(16)
        server.settimeout(1.0)
        last = time.monotonic()
        stop = False
        try:
            while not stop and time.monotonic() - last < self.idle:
                try:
                    conn, _ = server.accept()
                except TimeoutError:
                    continue
                with conn:
                    conn.settimeout(ANSWER_TIMEOUT)
                    try:
                        line = _read_line(conn)
                        reply, stop = self.handle(line)
                        conn.sendall(json.dumps(reply).encode("utf-8", "surrogatepass") + b"\n")
                    except OSError:
                        pass  # the client went away; the next request is another connection
                last = time.monotonic()
        finally:
            server.close()
            with _suppress(FileNotFoundError):
                self.path.unlink()
        return 0


class _suppress:
    def __init__(self, *kinds: type[BaseException]) -> None:
        self.kinds = kinds

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: Any, value: Any, tb: Any) -> bool:
        return kind is not None and issubclass(kind, self.kinds)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["serve"]:
        return Daemon().serve()
    if args[:1] == ["stop"]:
        try:
            request("shutdown", {})
        except (Unreachable, OSError, ValueError):
            return 1
        return 0
    print("usage: python -m pinlane.integrations.daemon serve|stop", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
