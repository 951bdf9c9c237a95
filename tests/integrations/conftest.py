"""Hooks run in-process in these tests unless a test asks for the daemon (test_daemon.py), so no
test leaves a warm daemon behind."""

import pytest


@pytest.fixture(autouse=True)
def _no_hook_daemon(monkeypatch, request):
    if request.module.__name__.endswith("test_daemon"):
        monkeypatch.delenv("PINLANE_DAEMON", raising=False)
    else:
        monkeypatch.setenv("PINLANE_DAEMON", "off")
