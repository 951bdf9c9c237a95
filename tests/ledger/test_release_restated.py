"""Amendments that write the rule out again, changed, after a reason; limits lifted as "drop the
X cap"; and a go-ahead with the harm it does read as sarcasm (issue 21, check4/check5). Every
example is invented (none is a benchmark item)."""

import pytest
from release_helpers import rule, verdict


@pytest.mark.parametrize(
    "r, turn, new",
    [
        # a value changed: a time, a version, a window
        (
            rule("No video games after 9pm."),
            "it's the holidays. no video games after 10:30pm",
            "no video games after 10:30pm",
        ),
        (
            rule("Don't target anything older than Node 16.", "prohibition"),
            "we cut 16 support in May. don't target anything older than Node 18",
            "don't target anything older than Node 18",
        ),
        (
            rule("No deploys to staging during the Monday standup."),
            "standups got shorter. no deploys to staging on Monday before 10am",
            "no deploys to staging on Monday before 10am",
        ),
        # a qualifier added after "unless" / "at most", a rule word replaced
        (
            rule("Never store card numbers without encryption."),
            "the auditors were flexible. never store card numbers unless they're tokenized by Stripe",
            "never store card numbers unless they're tokenized by Stripe",
        ),
        (
            rule("Order only decaf coffee.", "requirement"),
            "mornings are rough. order coffee with at most one caffeinated bag",
            "order coffee with at most one caffeinated bag",
        ),
        # a new name in the rule's own words
        (
            rule("Sign the newsletter as 'The Fernway crew'.", "requirement"),
            "we merged the teams. sign the newsletter as 'The Fernway Design crew'",
            "sign the newsletter as 'The Fernway Design crew'",
        ),
    ],
)
def test_rule_restated_with_a_change_after_a_reason_amends(r, turn, new):
    assert verdict(r, turn) == ("amend", 1, new)


@pytest.mark.parametrize(
    "r, turn",
    [
        # the rule said again, unchanged or only coloured
        (rule("No video games after 9pm."), "they were up late again. no video games after 9pm"),
        (
            rule("Keep release notes under 200 words.", "limit"),
            "people skim. keep release notes under 200 words please",
        ),
        # another, narrower thing named before the rule's words
        (
            rule("Never store card numbers without encryption."),
            "the logs leak too. never store card numbers in logs without encryption",
        ),
        # a word of its own beside a new value, no "unless": a value for another thing
        (
            rule("Don't run jobs that take longer than 10 minutes.", "limit"),
            "the cluster is busy. don't run jobs that take longer than 5 minutes on the gpu nodes",
        ),
        # "with ...": a second demand added, not the rule changed
        (rule("Book only window seats.", "requirement"), "I get cold. book only window seats with blankets"),
        (rule("Book only window seats.", "requirement"), "long flight. book only window seats, even on the short legs"),
    ],
)
def test_rule_restated_without_a_change_of_its_own_keeps(r, turn):
    assert verdict(r, turn)[0] == "keep"


@pytest.mark.parametrize(
    "r, turn",
    [
        (
            rule("Keep the weekly report under 300 words.", "limit"),
            "managers read it now, drop the word cap on the weekly report",
        ),
        (rule("Keep bike rides under 90 minutes.", "limit"), "legs are back, ditch the 90-minute cap"),
        (
            rule("Keep each commit under 200 changed lines.", "limit"),
            "it's a generated file, ignore the 200 line limit for it",
        ),
    ],
)
def test_limit_dropped_as_its_cap_releases(r, turn):
    assert verdict(r, turn)[:2] == ("release", 1)


@pytest.mark.parametrize(
    "r, turn",
    [
        # another cap, another value, another thing after it
        (rule("Keep the weekly report under 300 words.", "limit"), "drop the budget cap, we got more money"),
        (rule("Keep the weekly report under 300 words.", "limit"), "drop the 500 word cap from the template"),
        (
            rule("Keep the weekly report under 300 words.", "limit"),
            "drop the word cap for the board memo, keep it for the report",
        ),
        (rule("Keep bike rides under 90 minutes.", "limit"), "drop the 60-minute cap on swims"),
        # not now, not the user's, not meant
        (rule("Keep bike rides under 90 minutes.", "limit"), "ditch the 90-minute cap once the physio says so"),
        (rule("Keep bike rides under 90 minutes.", "limit"), "my coach says ditch the 90-minute cap"),
        (rule("Keep bike rides under 90 minutes.", "limit"), "sure, ditch the 90-minute cap, and wreck your knee"),
        (rule("Keep bike rides under 90 minutes.", "limit"), "should we ditch the 90-minute cap?"),
    ],
)
def test_cap_dropped_for_another_thing_or_not_meant_keeps(r, turn):
    assert verdict(r, turn)[0] == "keep"
