"""Changes that are not changes of the rule (issue 21, release9, ledger/release_scope.py): a rule for
a narrower thing, a value for one occasion, a change right after a question or someone else's
approval, the rule with one more thing joined to it, a free choice of another thing or inside the
rule's value; and the releases and amendments next to them that must still go through. Every
example is invented (none is a benchmark item)."""

import pytest
from release_helpers import rule

from pinlane.ledger.release import detect

LIMIT, REQ, PRO = "limit", "requirement", "prohibition"


def decided(r, turn):
    """(label, confident) of the turn's decision on ``r`` ("keep", False when none)."""
    found = detect([r], turn, previous=r.text)
    return (found[0].label, found[0].confident) if found else ("keep", False)


NARROWER = [
    ("Keep release notes under 200 words.", LIMIT, "the changelog is different. keep changelog notes under 500 words"),
    ("Keep release notes under 200 words.", LIMIT, "keep the changelog notes under 500 words"),
    ("Reply to customer messages within 4 hours.", REQ, "Acme complained. reply to Acme messages within 1 hour"),
    ("Keep meetings to 30 minutes.", LIMIT, "keep the meeting with Priya to 20 minutes"),
    ("Keep emails under 150 words.", LIMIT, "keep emails to the board under 80 words"),
    (
        "Keep blog posts under 800 words.",
        LIMIT,
        "the newsletter posts are shorter. keep newsletter posts under 400 words",
    ),
    ("Answer support tickets within 8 hours.", REQ, "answer Globex tickets within 2 hours, they pay for premium"),
    ("Don't call customers after 6pm.", PRO, "VIP customers are different. don't call VIP customers after 9pm"),
]
ONE_OFF = [
    ("Limit the kids' tablet time to 1 hour a day.", LIMIT, "limit the kids' tablet time to 30 minutes today"),
    ("Keep the grocery order under $120.", LIMIT, "keep this week's grocery order under $90"),
    ("Keep the grocery order under $120.", LIMIT, "for tonight's order, keep it under $60"),
    ("Set the thermostat to 20 degrees.", REQ, "set the thermostat to 23 degrees tonight"),
    ("Keep replies under 300 characters.", LIMIT, "keep this one under 100 characters"),
    ("Keep replies under 300 characters.", LIMIT, "for this reply only, keep it under 1000 characters"),
    ("Keep my screen time to 2 hours a day.", LIMIT, "keep my screen time to 4 hours today, I'm sick"),
]
AFTER_OTHERS = [
    ("No video games after 9pm.", PRO, "should we push it? no video games after 10pm"),
    ("No video games after 9pm.", PRO, "Sam says it's fine. no video games after 10pm"),
    ("No screens after 8pm.", PRO, "is 8 too early? no screens after 9pm"),
    ("No screens after 8pm.", PRO, "my wife says it's ok. no screens after 9pm"),
    ("Don't deploy on Fridays.", PRO, "should we allow it? you can deploy on fridays"),
    ("Don't deploy on Fridays.", PRO, "what about this friday? you can deploy on fridays"),
    ("No video games after 9pm.", PRO, "what do you think, 10pm? no video games after 10pm"),
    ("No video games after 9pm.", PRO, "Sam said it's fine. you can let them play video games after 9pm"),
    ("Don't deploy on Fridays.", PRO, "Sam's ok with it. deploy on fridays"),
    ("Don't deploy on Fridays.", PRO, "Sam thinks friday deploys are ok. you can deploy on fridays"),
    ("Don't deploy on Fridays.", PRO, "would that be risky? you can deploy on fridays"),
]
ADDED = [
    ("Always cc billing@ on refund emails.", REQ, "always cc billing@ on refund emails and the ticket"),
]
OTHER_CHOICE = [
    ("Use my personal phone for vendor calls.", REQ, "use whatever headset you like for vendor calls"),
    ("Use my work laptop for client calls.", REQ, "wear whatever shirt you want for client calls"),
]
INSIDE_VALUE = [
    ("Book hotels under $200 a night.", LIMIT, "book whichever hotel you like under $200"),
    ("Book hotels under $200 a night.", LIMIT, "book any hotel you want under $200 a night"),
    ("Only buy groceries from Costco.", REQ, "buy whatever snacks you like at Costco"),
    ("Use Postgres for new services.", REQ, "use whatever ORM you want with Postgres"),
    ("Only order from Acme Supplies.", REQ, "order whichever printer paper you like from Acme"),
    ("Use the staging database for tests.", REQ, "run whatever tests you want against staging"),
]


@pytest.mark.parametrize("text, kind, turn", NARROWER + ONE_OFF + AFTER_OTHERS + ADDED + OTHER_CHOICE)
def test_a_change_of_something_else_is_asked_not_applied(text, kind, turn):
    label, confident = decided(rule(text, kind), turn)
    assert not confident, (label, turn)
    assert label != "keep", "asked in the safety net, not dropped"


@pytest.mark.parametrize("text, kind, turn", INSIDE_VALUE)
def test_a_choice_inside_the_rules_value_releases_nothing(text, kind, turn):
    assert decided(rule(text, kind), turn) == ("keep", False)


@pytest.mark.parametrize(
    "text, kind, turn, label",
    [
        ("Keep blog posts under 800 words.", LIMIT, "keep blog posts under 1200 words", "amend"),
        ("Keep replies under 300 characters.", LIMIT, "keep your replies under 500 characters", "amend"),
        ("Keep lines under 80 characters.", LIMIT, "let's go with 100 characters per line", "amend"),
        ("Keep the PR under 400 lines.", LIMIT, "raise the limit to 800 lines, it's a big refactor", "amend"),
        ("No screens after 8pm.", PRO, "no screens after 9pm", "amend"),
        (
            "No screens after 8pm.",
            PRO,
            "the paediatrician thinks they need more wind-down. no screens after 7pm",
            "amend",
        ),
        ("No meetings before 10am.", PRO, "the 10am thing, can we move it earlier? no meetings before 9am", "amend"),
        ("Don't merge PRs on release day.", PRO, "merge at most two PRs today", "amend"),
        ("Reply in English only.", REQ, "reply in English or Spanish", "amend"),
        ("No screens after 8pm.", PRO, "you can let them use screens after 8pm", "release"),
        ("Use my work laptop for client calls.", REQ, "use whatever device you like for client calls", "release"),
        (
            "Use Inter for all slide headings.",
            REQ,
            "use any font you like for the headings, the brand team doesn't care anymore",
            "release",
        ),
        (
            "Don't issue refunds over $50 without asking me.",
            PRO,
            "refund whatever amount you think is fair now",
            "release",
        ),
    ],
)
def test_real_changes_still_go_through(text, kind, turn, label):
    assert decided(rule(text, kind), turn) == (label, True)
