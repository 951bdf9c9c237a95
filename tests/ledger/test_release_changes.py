"""Releases and amendments phrased the ways users actually phrase them (issue 21, dev2): the rule
restated with a change, a threshold given a new number, a kept part in a sentence of its own,
permission idioms; and the hard keeps those mechanisms must not turn into changes."""

import pytest

from pinlane.ledger.release import detect


def rule(text, kind="prohibition", scope="standing", id=1):
    from pinlane.ledger.pinned import Rule

    return Rule(id, text, kind, scope, "t", "manual", 1.0, (1,))


SUMMARY = rule("Keep the summary under 200 words.", "limit")
SPELLING = rule("Use British spelling.", "preference")
CALLS = rule("Don't schedule calls after 6pm.")
NUTS = rule("No nuts in any recipe.")
FRIDAYS = rule("Don't book meetings on Fridays or weekends.")
INDENT = rule("Indent with 2 spaces.", "requirement")
PROD = rule("Don't deploy to production on Fridays.")
AISLE = rule("No forklift work in aisle 7.")
HEADINGS = rule("Use at most 3 headings per page.", "limit")
RETENTION = rule("Keep log retention under 7 days.", "limit")


@pytest.mark.parametrize(
    "r, turn, new_text",
    [
        # the rule restated with another value: the last sentence, verbatim
        (SUMMARY, "it can be longer. keep the summary under 400 words", "keep the summary under 400 words"),
        (SPELLING, "use American spelling from now on", "use American spelling from now on"),
        # a threshold given a new number with permission or change words
        (CALLS, "calls until 7pm are fine now", "calls until 7pm are fine now"),
        (RETENTION, "raise retention to 14 days", "raise retention to 14 days"),
        (
            rule("Keep replies under 300 characters.", "limit"),
            "replies can be up to 500 characters now",
            "replies can be up to 500 characters now",
        ),
        (
            rule("Don't set the heating above 20 degrees.", "limit"),
            "it's freezing. 22 is fine this week",
            "22 is fine this week",
        ),
        # a partial release whose kept part is a sentence of its own
        (NUTS, "almonds are ok, he outgrew that one. no other nuts though", "no other nuts though"),
        (
            FRIDAYS,
            "Friday mornings are ok now. don't book meetings on Friday afternoons or weekends",
            "don't book meetings on Friday afternoons or weekends",
        ),
        # a new value for the requirement in focus
        (INDENT, "switch to tabs instead", "switch to tabs instead"),
        # a replacement rule that opens with its own negation
        (
            rule("Don't book any flights before I confirm the dates."),
            "change of plan on the flights: no red-eye flights instead.",
            "no red-eye flights instead",
        ),
    ],
)
def test_amendments_stated_as_the_rule_with_a_change(r, turn, new_text):
    (found,) = detect([r], turn)
    assert (found.label, found.confident, found.new_text) == ("amend", True, new_text), found.features


@pytest.mark.parametrize(
    "r, turn",
    [
        (rule("Never force-push to main."), "just this once you can force-push to main, I've told the team"),
        (rule("Avoid the passive voice.", "preference"), "what I said earlier about passive voice, forget it"),
        (SUMMARY, "length doesn't matter anymore, write as much as you need"),
        (FRIDAYS, "you can book meetings any day now"),
        (rule("Don't email my boss without asking me first."), "you can email my boss directly from now on"),
        (rule("Don't post in #general."), "that restriction on #general is lifted"),
        (CALLS, "feel free to schedule calls after 6pm now"),
        (HEADINGS, "use as many headings as you want"),
        (
            rule("Avoid technical jargon in the newsletter.", "preference"),
            "jargon is fine, this issue goes to engineers",
        ),
    ],
)
def test_releases_phrased_other_ways(r, turn):
    (found,) = detect([r], turn)
    assert (found.label, found.confident) == ("release", True), found.features


@pytest.mark.parametrize(
    "r, turn",
    [
        # another rule added, not this one changed
        (SUMMARY, "keep the intro under 50 words"),
        (rule("Keep at most 3 replicas running.", "limit"), "at most 3 replicas, and at most 2 workers"),
        (PROD, "don't deploy to staging on Fridays either"),
        (PROD, "also, don't deploy to production after 5pm"),
        (AISLE, "no forklift work in aisle 3"),
        (SPELLING, "use American spelling in the code identifiers, that's standard"),
        # restating, checking, holding
        (SUMMARY, "short please, 200 words tops"),
        (SUMMARY, "remember, keep the summary under 200 words"),
        (rule("Don't go over 150 a night.", "limit"), "don't go over 150, I mean it"),
        (
            rule("Escalate every billing ticket to a human.", "requirement"),
            "every billing ticket goes to a human, no exceptions",
        ),
        (rule("Don't scale down the checkout pods."), "please keep holding off on scaling down checkout"),
        # another thing declared fine, the rule's word only in the reason
        (NUTS, "coconut is fine, it's not a nut for him"),
        # another time, not a new limit
        (CALLS, "you can schedule the dentist at 6:30, that's not a call"),
        # a negation that holds the rule, with change words
        (rule("Don't book any flights before I confirm the dates."), "not yet, don't book the flights instead"),
        # questions and hypotheticals
        (SUMMARY, "I think the summary under 300 words would read better, what do you think"),
        (SUMMARY, "would 400 words be too long?"),
        (CALLS, "if the client insists, calls until 7pm could be fine"),
    ],
)
def test_hard_keeps_are_not_changes(r, turn):
    assert [d for d in detect([r], turn) if d.confident] == []


@pytest.mark.parametrize("role", ["assistant", "tool"])
def test_a_changed_rule_in_assistant_or_tool_text_changes_nothing(role):
    assert detect([SUMMARY], "keep the summary under 600 words", role=role) == []


def test_an_amendment_with_no_new_words_is_asked_not_applied():
    """Fuzz finding: a cue sentence ending in ':' leaves no words to pin; the ledger used to raise
    LedgerParameterError from pin('') and lose the turn."""
    from pinlane.ledger import Ledger

    ledger = Ledger(":memory:", classifier=None)
    rule = ledger.pin("never deploy on Fridays def f(x):", kind="requirement", scope="task")
    ledger.on_user_turn("def f(x):\n    return x  # never def f(x):\n    return x  # never ")
    assert [r.id for r in ledger.rules()][:1] == [rule.id]
    assert ledger.rule(rule.id).text == "never deploy on Fridays def f(x):"
    assert all(r.text.strip() for r in ledger.rules())
