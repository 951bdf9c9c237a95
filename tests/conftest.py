"""Shared fixtures: every test's state goes to tmp_path; nothing is downloaded."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    monkeypatch.setenv("PINLANE_HOME", str(tmp_path / "pinlane-home"))
    monkeypatch.delenv("PINLANE_MODEL", raising=False)
    monkeypatch.delenv("PINLANE_LLM_BASE_URL", raising=False)
    yield
