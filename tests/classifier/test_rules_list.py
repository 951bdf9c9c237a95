"""A pasted rules file keeps every rule: unsure bullets of a mostly-rules list are pinned."""

import numpy as np
import pytest

from pinlane.classifier import ConstraintClassifier, Unit
from pinlane.classifier.runtime import RULES_LIST_MIN_BULLETS, _rules_list_rows

RULES_FILE = """- Never force-push to main.
- Do not edit files under vendor/.
- Always run the tests before committing.
- Keep functions under 50 lines.
- Use pathlib instead of os.path.
- Changes to the Makefile need Priya's approval."""

TODO_LIST = """- Fix the login bug.
- Update the changelog.
- Never force-push to main.
- Look into the flaky test.
- Rename the helper module.
- Only Priya may approve changes to the Makefile."""


@pytest.fixture(scope="module")
def clf():
    return ConstraintClassifier.load()


def _units(bullets: list[bool], message: int = 0) -> list[tuple[int, Unit]]:
    return [(message, Unit(k * 10, k * 10 + 6, f"unit {k}", is_bullet=b)) for k, b in enumerate(bullets)]


def test_every_item_of_a_rules_file_is_pinned(clf):
    found = clf.classify(RULES_FILE)
    items = [line[2:] for line in RULES_FILE.splitlines()]
    assert [c.text for c in found] == items
    assert all(c.certain for c in found)


def test_an_unsure_item_of_a_todo_list_stays_in_the_safety_net(clf):
    # Two rules among six bullets is a task list, not a rules file: nothing is promoted.
    uncertain = [c for c in clf.classify(TODO_LIST, include_uncertain=True) if not c.certain]
    assert "Rename the helper module." in [c.text for c in uncertain]
    assert "Rename the helper module." not in [c.text for c in clf.classify(TODO_LIST)]


def test_review_band_bullets_are_promoted_only_in_a_mostly_pinned_list():
    n = RULES_LIST_MIN_BULLETS + 1
    units = _units([True] * n)
    certain = np.array([True] * (n - 2) + [False, False])
    review = np.array([True] * (n - 1) + [False])
    promoted = _rules_list_rows(units, certain, review)
    # the review-band bullet is promoted; the one below the review threshold is not
    assert promoted.tolist() == [True] * (n - 1) + [False]
    mostly_unsure = np.array([True] + [False] * (n - 1))
    assert not _rules_list_rows(units, mostly_unsure, np.ones(n, dtype=bool))[1:].any()


def test_short_lists_and_prose_are_left_alone():
    short = RULES_LIST_MIN_BULLETS - 1
    units = _units([True] * short)
    certain = np.array([True] * (short - 1) + [False])
    assert not _rules_list_rows(units, certain, np.ones(short, dtype=bool)).any()
    prose = _units([False] * 8)
    certain = np.array([True] * 7 + [False])
    assert not _rules_list_rows(prose, certain, np.ones(8, dtype=bool)).any()


def test_lists_are_counted_per_message():
    # message 0 is a rules file, message 1 a short list with an unsure bullet: only message 0 changes
    units = _units([True] * 6, message=0) + _units([True] * 2, message=1)
    certain = np.array([True] * 5 + [False] + [True, False])
    review = np.ones(8, dtype=bool)
    assert _rules_list_rows(units, certain, review).tolist() == [True] * 6 + [False, False]
