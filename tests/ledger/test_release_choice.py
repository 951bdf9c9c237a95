"""A rule's choice handed back to the assistant: "<the rule's thing> is up to you / your call",
"whichever <the rule's choice>", "<the rule's act> wherever" (issue 21, check4/check5). Every
example is invented (none is a benchmark item)."""

import pytest
from release_helpers import rule, verdict

TONE = rule("Write the report in a formal tone.", "requirement")
PHONE = rule("Use my personal phone for all vendor calls.", "requirement")
BRANCH = rule("Only deploy from the release branch.", "requirement")
FONT = rule("Use the Garamond font for all slides.", "requirement")
LOAD = rule("Only run load tests against the staging cluster.", "requirement")


@pytest.mark.parametrize(
    "r, turn",
    [
        (TONE, "the board has its own letter now, tone's up to you"),
        (TONE, "honestly the tone is your call from here on"),
        (PHONE, "use whichever phone, the personal line is being cancelled"),
        (FONT, "pick whatever font, the brand refresh dropped that"),
        (LOAD, "prod is idle all week, run load tests wherever"),
    ],
)
def test_choice_handed_back_releases(r, turn):
    assert verdict(r, turn)[:2] == ("release", 1)


@pytest.mark.parametrize(
    "r, turn",
    [
        # another thing is left to the assistant
        (TONE, "the subject line is up to you"),
        (TONE, "the font is your call, keep the tone formal"),
        (PHONE, "call whichever vendor answers first"),
        (BRANCH, "deploy whichever service is ready"),
        (FONT, "the speaker notes can use whatever font"),
        # asked, denied, for later, relayed
        (TONE, "is the tone up to you? no, it's mine"),
        (TONE, "the tone isn't up to you, keep it formal"),
        (TONE, "once the board meeting is over, the tone is up to you"),
        (TONE, "Dana says the tone is up to you"),
        (BRANCH, "should we deploy from wherever?"),
    ],
)
def test_choice_of_another_thing_or_not_meant_keeps(r, turn):
    assert verdict(r, turn)[0] == "keep"


@pytest.mark.parametrize(
    "r, turn",
    [
        # a choice inside the rule, or by another criterion that may keep it: asked or kept, not applied
        (rule("Book only nonstop flights.", "requirement"), "book whichever nonstop flight is cheapest"),
        (rule("Book only nonstop flights.", "requirement"), "book whatever flight is cheapest, nonstop of course"),
        (
            rule("Book only hotels with free cancellation.", "requirement"),
            "book whichever hotel is closest to the venue",
        ),
        # a limit's value is a number: a free choice of the thing is no release of the bound
        (rule("Don't book hotels over $200 a night.", "limit"), "book whatever hotel is cheapest"),
    ],
)
def test_choice_inside_the_rule_or_by_another_criterion_keeps(r, turn):
    assert verdict(r, turn)[0] == "keep"


def test_criterion_after_a_free_choice_names_no_other_thing():
    """ "whatever scooter's cheapest": the superlative is how to choose, not another scooter."""
    r = rule("Rent only electric scooters.", "requirement")
    assert verdict(r, "rent whatever scooter's cheapest, the motor type doesn't matter")[:2] == ("release", 1)
