"""Shared fixtures: every test's state goes to tmp_path; nothing is downloaded.

Fixtures for the ledger's unit tests: a keyword test double in place of the shipped model.

``KeywordClassifierDouble`` is *not* a model and not a stand-in for one in product code: it marks
sentences with obvious trigger words so the ledger's own logic (pinning, scopes, the safety net,
merging) can be tested deterministically, whatever the shipped model currently predicts. Tests
against the real model live with the classifier's integration tests.
"""

from __future__ import annotations

import re

import pytest

from pinlane.classifier.types import Constraint
from pinlane.ledger import Ledger


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch, request):
    monkeypatch.setenv("PINLANE_HOME", str(tmp_path / "pinlane-home"))
    monkeypatch.delenv("PINLANE_MODEL", raising=False)
    monkeypatch.delenv("PINLANE_LLM_BASE_URL", raising=False)
    # Hooks run in-process unless a test asks for the warm daemon (test_daemon.py), so no test
    # leaves a daemon behind.
    if request.module.__name__.endswith("test_daemon"):
        monkeypatch.delenv("PINLANE_DAEMON", raising=False)
    else:
        monkeypatch.setenv("PINLANE_DAEMON", "off")
    yield


@pytest.fixture()
def shared_file():
    """``shared_file("bench", "gold.jsonl")``: a path in the shared inputs ($PINLANE_SHARED or
    ../shared), for the few tests whose whole point is checking them. Skipped with the reason
    when the folder is absent (a fresh clone); a failure when PINLANE_REQUIRE_SHARED=1 or CI=true
    (CI always has it)."""
    import os

    from training.errors import SharedDataMissingError
    from training.shared import shared_path

    def find(*parts: str):
        try:
            return shared_path(*parts)
        except SharedDataMissingError as exc:
            if os.environ.get("PINLANE_REQUIRE_SHARED") == "1" or os.environ.get("CI") == "true":
                pytest.fail(f"the shared inputs are required here (CI=true or PINLANE_REQUIRE_SHARED=1): {exc}")
            pytest.skip(f"needs the shared inputs: {exc}")

    return find


@pytest.fixture(autouse=True)
def llm_waits(monkeypatch):
    """The LLM client's backoff waits, recorded instead of slept (a test asserts on them)."""
    from pinlane.ledger import llm_http

    waits: list[float] = []
    monkeypatch.setattr(llm_http, "_sleep", waits.append)
    return waits


_SENTENCE = re.compile(r"[^.!?\n]+[.!?]?")
_RULE = re.compile(r"\b(do not|don't|never|no more than|at most|always|must|only|avoid|from now on)\b", re.I)
_SOFT = re.compile(r"\b(i'd rather|ideally|maybe|prefer)\b", re.I)


class KeywordClassifierDouble:
    """Test double with the classifier's ``classify`` contract; records every text it saw."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def classify(self, text: str, *, include_uncertain: bool = False) -> list[Constraint]:
        self.calls.append(text)
        found = []
        for match in _SENTENCE.finditer(text):
            raw = match.group(0)
            sentence = raw.strip()
            if not sentence:
                continue
            start = match.start() + raw.index(sentence)
            low = sentence.lower()
            if _RULE.search(low):
                if re.search(r"\b(no more than|at most|under)\b.*\d", low):
                    kind = "limit"
                elif re.search(r"\b(do not|don't|never|avoid|no)\b", low):
                    kind = "prohibition"
                else:
                    kind = "requirement"
                if re.search(r"\b(until|while|for the next)\b", low):
                    scope = "conditional"
                elif re.search(r"\b(from now on|always|in general)\b", low):
                    scope = "standing"
                else:
                    scope = "task"
                found.append(Constraint(sentence, start, start + len(sentence), kind, scope, 0.95))
            elif include_uncertain and _SOFT.search(low):
                found.append(Constraint(sentence, start, start + len(sentence), "preference", "task", 0.45, False))
        return found


class NoRulesDouble:
    """Test double that finds nothing (for tests about other pinning paths)."""

    def classify(self, text: str, *, include_uncertain: bool = False) -> list[Constraint]:
        return []


@pytest.fixture()
def classifier_double() -> KeywordClassifierDouble:
    return KeywordClassifierDouble()


@pytest.fixture()
def make_ledger(classifier_double):
    """``make_ledger(path=":memory:", **options)`` with the keyword double injected."""
    made: list[Ledger] = []

    def make(path=":memory:", **options):
        options.setdefault("classifier", classifier_double)
        ledger = Ledger(path, **options)
        made.append(ledger)
        return ledger

    yield make
    for ledger in made:
        ledger.store.close()


@pytest.fixture()
def quiet_ledger(make_ledger):
    """A ledger whose classifier finds nothing."""
    return make_ledger(classifier=NoRulesDouble())


@pytest.fixture()
def server():
    """The adapter tests' local chat-completions server (tests/ledger/chat_server.py); test
    modules with a scripted server of their own define their own ``server``."""
    from chat_server import serve

    with serve() as running:
        yield running
