"""Pinning is linear in the rules of one message (#19.2), counted in SQLite work, not timed;
the message is stored before it is classified and before its rules, and classification holds no
transaction."""

import pytest

from pinlane.classifier.types import Constraint
from pinlane.ledger import Ledger, StoreError


def span(message: str, rule: str) -> Constraint:
    """A certain prohibition at ``rule``'s place in ``message`` (the classifier's own type)."""
    start = message.find(rule)
    return Constraint(rule, start, start + len(rule), "prohibition", "task", 0.99)


class EveryLine:
    def __init__(self, on_classify=None):
        self.on_classify = on_classify

    def classify(self, text, *, include_uncertain=False):
        if self.on_classify:
            self.on_classify()
        return [span(text, line.strip("- ")) for line in text.splitlines() if line.strip()]


def rules_text(n):
    return "\n".join(f"- Never touch host {i} of rack {i % 7}." for i in range(n))


def sqlite_work(tmp_path, n):
    """SQLite VM instructions (in thousands) spent on one message of ``n`` distinct rule lines."""
    ledger = Ledger(tmp_path / f"w{n}.sqlite", classifier=EveryLine())
    ledger.on_user_turn("Never push to main.")
    steps = [0]

    def tick():
        steps[0] += 1
        return 0

    ledger.store._db.set_progress_handler(tick, 1000)
    pinned = ledger.on_user_turn(rules_text(n))
    ledger.store._db.set_progress_handler(None, 0)
    assert len(pinned) == n
    lookups = ledger._index.lookups
    ledger.close()
    return steps[0], lookups


def test_pinning_work_grows_linearly_with_the_rules_in_one_message(tmp_path):
    small, small_lookups = sqlite_work(tmp_path, 400)
    large, large_lookups = sqlite_work(tmp_path, 1600)
    assert large <= 5 * small  # 4x the rules: ~4x the work (it was ~16x)
    assert small_lookups == large_lookups == 0  # distinct rules never compare with each other


def test_near_duplicates_in_one_message_merge_through_the_index(quiet_ledger):
    ledger = quiet_ledger
    ledger._classifier = EveryLine()
    text = "\n".join(f"- Never touch host {i}.\n- Please never touch host {i}!" for i in range(50))
    pinned = ledger.on_user_turn(text)
    assert len(pinned) == len(ledger.rules()) == 50
    assert all(r.source_turns == (1,) for r in ledger.rules())
    assert len(ledger.rule_sources(pinned[0].id)) == 2


class Killed(BaseException):
    """Stands for the hook process being killed at its timeout while the classifier runs."""


def test_a_process_killed_while_classifying_keeps_the_message(tmp_path):
    ledger = Ledger(tmp_path / "l.sqlite", classifier=None)

    def die():
        raise Killed

    ledger._classifier = EveryLine(on_classify=die)
    with pytest.raises(Killed):
        ledger.on_user_turn(rules_text(600))
    again = Ledger(tmp_path / "l.sqlite", classifier=EveryLine())
    assert [(m.role, m.turn) for m in again.messages] == [("user", 1)]
    assert again.messages[0].content == rules_text(600)


def test_classification_happens_outside_any_transaction(tmp_path):
    path = tmp_path / "l.sqlite"
    ledger = Ledger(path, classifier=None)
    seen = []
    ledger._classifier = EveryLine(on_classify=lambda: seen.append(ledger.store._db.in_transaction))
    ledger.on_user_turn("Never push to main.")
    assert seen == [False]


def test_the_message_commits_before_its_rules_so_a_failure_midway_keeps_it(tmp_path, monkeypatch):
    ledger = Ledger(tmp_path / "l.sqlite", classifier=EveryLine())
    calls = [0]
    real = ledger.store.insert_rule

    def flaky(**kwargs):
        calls[0] += 1
        if calls[0] > 300:
            raise StoreError("ledger store l.sqlite: OperationalError: database is locked; retry.")
        return real(**kwargs)

    monkeypatch.setattr(ledger.store, "insert_rule", flaky)
    with pytest.raises(StoreError, match="database is locked"):
        ledger.on_user_turn(rules_text(600))
    again = Ledger(tmp_path / "l.sqlite", classifier=EveryLine())
    assert [m.role for m in again.messages] == ["user"]  # the message is kept
    assert len(again.rules()) == 250  # and every batch committed before the failure


@pytest.mark.parametrize(
    "a, b",
    [
        ("Never delete ~/data.", "Never delete /data."),
        ("Never delete ./build.", "Never delete /build."),
        ("Set retries to -1.", "Set retries to 1."),
        ("Never write C++ code.", "Never write C code."),
        ("Only deploy when x > 5.", "Only deploy when x < 5."),
        ("Keep the error rate under 5%.", "Keep the error rate under 5."),
        ("Never edit $HOME/.bashrc.", "Never edit HOME/.bashrc."),
        ("Never run git push --force.", "Never run git push force."),
        ("Keep functions under 40 lines.", "Keep functions under 50 lines."),
        ("Ask Priya before deploying billing.", "Ask Marco before deploying billing."),
        ("Do not edit src/legacy/.", "Do not edit src/vendor/."),
    ],
)
def test_rules_that_differ_in_a_number_name_path_or_symbol_stay_distinct(make_ledger, a, b):
    """Pinning used to fold every symbol to a space, so the second rule merged into the first
    (a path, a sign, an operator lost from the rules block)."""
    ledger = make_ledger(classifier=EveryLine())
    ledger.on_user_turn(f"- {a}\n- {b}")
    assert [r.text for r in ledger.rules()] == [a, b]


@pytest.mark.parametrize(
    "a, b",
    [
        ("Do not restart the primary.", "do NOT restart the primary!!"),
        ("Never push to `main`.", "Never push to main."),
        ("Never deploy on Fridays.", "never deploy on Fridays, please!"),
        ("Keep the error rate under 5%.", 'Keep the error rate under "5%".'),
        ("Do not edit config/prod.yaml.", "do not edit config/prod.yaml"),
    ],
)
def test_restatements_still_merge(make_ledger, a, b):
    ledger = make_ledger(classifier=EveryLine())
    ledger.on_user_turn(f"- {a}")
    ledger.on_user_turn(f"- {b}")
    (merged,) = ledger.rules()
    assert merged.text == a and merged.source_turns == (1, 2)


def test_a_realistic_rules_file_pins_every_line_once(make_ledger):
    """600 distinct plausible rule lines (benchmarks/rule_lines.py): none merges into another."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    from rule_lines import rule_lines, rules_file

    ledger = make_ledger(classifier=EveryLine())
    ledger.on_user_turn(rules_file(600))
    texts = [r.text for r in ledger.rules()]
    assert texts[1:] == rule_lines(600)


def test_the_shipped_model_pins_every_rule_of_the_benchmark_rules_file(make_ledger):
    """#19's target file (benchmarks/rule_lines.py, seed 0, 600 bullets under a heading) through
    the real classifier: every rule is pinned and none is left to the safety net (without the
    rules-file promotion of unsure bullets the shipped model pins 580 and nets 20)."""
    import sys
    from pathlib import Path

    from pinlane.classifier import ConstraintClassifier

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    from rule_lines import rule_lines, rules_file

    ledger = make_ledger(classifier=ConstraintClassifier.load())
    ledger.on_user_turn(rules_file(600))
    rules = set(rule_lines(600))
    assert rules <= {r.text for r in ledger.rules()}
    assert not rules & set(ledger.task_state.user_stated_constraints_not_yet_pinned)
