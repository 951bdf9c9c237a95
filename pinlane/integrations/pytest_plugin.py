"""pytest plugin: the ``compaction_check`` fixture (installed with pinlane, entry point pytest11).

def test_my_summarizer_keeps_rules(compaction_check):
    result = compaction_check(my_transcript, summarizer=MySummarizer())
    assert result.ok
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from pinlane.ledger.harness import SurvivalResult, check_survival


@pytest.fixture()
def compaction_check() -> Callable[..., SurvivalResult]:
    def run(transcript: list[dict[str, Any]], **options: Any) -> SurvivalResult:
        return check_survival(transcript, **options)

    return run
