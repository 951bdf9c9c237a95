"""Rules lifted and changed the way busy people do it (issue 21, dev4): the lift buried after a
reason, the rule named by its act or a pronoun ("send it", "deploy away"), a synonym or a covering
act ("reach her"), only the new value ("four a week is fine this month"), a swapped value with a
pronoun for the rule's object, a cap on a forbidden act; and the keeps those readings must not
swallow. Every example is invented (none is a benchmark item)."""

import pytest
from release_helpers import rule, verdict


@pytest.mark.parametrize(
    "r, turn",
    [
        (rule("Keep blog posts under 800 words.", "limit"), "don't worry about the blog word count this month"),
        (rule("Keep the guest room free this weekend.", "preference"), "the guest room is up for grabs now"),
        (rule("Don't post the launch photos on social media."), "the launch photos can go up now"),
        (rule("Don't issue credits over $30 without asking me.", "limit"), "credit whatever you think is fair now"),
        (rule("No dessert on weeknights."), "good news, the dentist was happy, so dessert is back on the menu"),
        (rule("No coffee after 3pm.", "preference"), "coffee whenever is fine, I sleep like a log"),
    ],
)
def test_permission_idioms_release(r, turn):
    assert verdict(r, turn)[:2] == ("release", 1)


@pytest.mark.parametrize(
    "r, turn",
    [
        # the forbidden act ordered as "<act> away" or with a pronoun for its object
        (rule("Don't merge anything until the tests pass."), "tests are green, merge away"),
        (rule("Don't publish the post until I've proofread it."), "proofread the post, publish it"),
        (rule("Don't contact the supplier until the budget is approved."), "budget went through, reach out to them"),
        (rule("Don't send the board pack until I've checked the numbers."), "numbers look right, fire it off"),
        (rule("Don't offer vouchers to walk-in customers."), "hand out vouchers to walk-in customers"),
        # the same act in other words, or an act that covers the forbidden ones
        (rule("Don't call or text the landlord after 9pm."), "you can reach the landlord any time now"),
        (rule("No deploys to production until the soak test passes."), "soak test passed, go ahead and ship to prod"),
        (rule("Don't add new Python dependencies in this PR."), "the freeze is over so add whatever packages you need"),
    ],
)
def test_the_rules_act_ordered_releases(r, turn):
    assert verdict(r, turn)[:2] == ("release", 1)


@pytest.mark.parametrize(
    "r, turn",
    [
        # the pronoun points at something else the turn names
        (rule("Don't schedule meetings after 6pm."), "7pm works for the plumber, schedule it"),
        (rule("Don't send the Acme invoice until I've checked it."), "I drafted a note for Initech. send it"),
        # what "as many ... as you want" wraps is another thing
        (
            rule("Don't rent more than 2 GPU instances at once.", "limit"),
            "you can rent as many CPU servers as you want",
        ),
        # sarcasm
        (
            rule("Never paste customer phone numbers into tickets."),
            "yes please paste their phone numbers into the tickets, legal would love that",
        ),
        # "drop" of a forbidden thing is the opposite of a release
        (rule("No peanuts in the stir fry."), "drop the peanuts"),
        # the pronoun's noun is another one of the rule's kind
        (
            rule("Don't send the Globex invoice until I've checked the line items."),
            "the Initech invoice looks good, send it",
        ),
        # a rule that removes its thing: its place declared fine is no permission
        (rule("Redact phone numbers in exported CSVs.", "requirement"), "the exported CSVs are fine now"),
        # another day than the rule's
        (
            rule("Keep Wednesday afternoons free for focus time.", "preference"),
            "thursday afternoons are up for grabs now",
        ),
        # relayed permission stays relayed without the user's own "so ..."
        (rule("Don't ping Priya on weekends."), "Priya said you can ping her on weekends"),
    ],
)
def test_readings_that_must_not_release(r, turn):
    assert verdict(r, turn)[0] == "keep"


@pytest.mark.parametrize(
    "r, turn",
    [
        # a reason before "so" or after the cue is not where the permission's object stands
        (
            rule("Don't edit the pricing sheet until the audit is over."),
            "the audit wrapped up, so edit the pricing sheet",
        ),
        (rule("Never force-push to shared branches."), "force pushes are fine now, we keep reflogs for every branch"),
        (
            rule("Keep Friday afternoons free for reviews.", "preference"),
            "friday afternoons are up for grabs now, the review rota experiment ended",
        ),
        # someone else's view as the reason for the user's own permission
        (
            rule("Don't ping Priya on weekends."),
            "Priya told me she doesn't mind anymore, so feel free to ping her on weekends",
        ),
        # a rule that removes its thing forbids it
        (rule("Redact emails in the export.", "requirement"), "emails in the export are fine now, it only goes to us"),
        # what a demanding rule asks for, discarded
        (
            rule("Always end emails with a formal sign-off.", "requirement"),
            "drop the formal sign-off, people like it casual",
        ),
        # no punctuation before the reason
        (
            rule("Update the changelog on every merge.", "requirement"),
            "dont bother with the changelog anymore we switched to release notes",
        ),
    ],
)
def test_lifts_beside_a_reason_release(r, turn):
    assert verdict(r, turn)[:2] == ("release", 1)


@pytest.mark.parametrize(
    "r, turn, new_text",
    [
        (
            rule("Don't spend over $200 a week on ads.", "limit"),
            "bump the weekly cap to $300",
            "bump the weekly cap to $300",
        ),
        (
            rule("No more than three posts a week.", "limit"),
            "four a week is fine this month",
            "four a week is fine this month",
        ),
        (rule("No more than one coffee a day.", "limit"), "two coffees a day is ok", "two coffees a day is ok"),
        (
            rule("Don't set the fan above 25 percent.", "limit"),
            "it's hot today. let's allow up to 30",
            "let's allow up to 30",
        ),
        (rule("Schedule the sync at 8:30.", "requirement"), "lets do 8 instead", "lets do 8 instead"),
        (
            rule("Escalate every outage to Ravi.", "requirement"),
            "only escalate outages over 10 minutes to Ravi",
            "only escalate outages over 10 minutes to Ravi",
        ),
        (rule("Don't merge PRs on release day."), "merge at most two PRs today", "merge at most two PRs today"),
        (
            rule("Post release notes in #eng.", "requirement"),
            "post them in #product from now on",
            "post them in #product from now on",
        ),
        (
            rule("Use imperial units on the product pages.", "requirement"),
            "we're selling in Canada now. use metric units from here on",
            "use metric units from here on",
        ),
        (
            rule("Keep greetings formal in support replies.", "preference"),
            "go with short but warm instead",
            "go with short but warm instead",
        ),
        (
            rule("Keep the screen time to one hour a day.", "limit"),
            "90 minutes is fine now that school is out",
            "90 minutes is fine now that school is out",
        ),
        (
            rule("No mowing before 9am.", "preference"),
            "the neighbours moved. move the mowing cutoff to noon",
            "move the mowing cutoff to noon",
        ),
    ],
)
def test_amendments_busy_people_write(r, turn, new_text):
    assert verdict(r, turn) == ("amend", 1, new_text)


def test_a_forbidding_new_rule_goes_to_the_forbidding_rule():
    rules = [
        rule("Keep marketing emails under 100 words.", "limit", id=2),
        rule("Don't send marketing emails on weekends.", id=1),
    ]
    turn = "saturdays are fine for emails now, but still nothing on sundays"
    assert verdict(rules, turn) == ("amend", 1, "nothing on sundays")


@pytest.mark.parametrize(
    "r, turn",
    [
        # the rule's object replaced as well as its value: a rule of its own
        (
            rule("Always sign support emails as 'The Tidewell Team'.", "requirement"),
            "sign the sales emails as 'The Harbor Team' from now on",
        ),
        # "let's do" with another thing, not a new value
        (rule("Schedule the sync at 8:30.", "requirement"), "lets do lunch at 12 instead"),
    ],
)
def test_another_rule_or_plan_is_no_amendment(r, turn):
    assert verdict(r, turn)[0] == "keep"


@pytest.mark.parametrize(
    "r, turn, new_text",
    [
        # a new means that suffices
        (
            rule("Take a snapshot before resizing the volume.", "requirement"),
            "a quick tarball of the volume is enough instead of a snapshot",
            "a quick tarball of the volume is enough instead of a snapshot",
        ),
        # "for the next hour" is when, not what
        (
            rule("Keep tracing at ERROR level on the workers.", "requirement"),
            "turn worker tracing up to TRACE for the next hour",
            "turn worker tracing up to TRACE for the next hour",
        ),
        # a new number joined to the rule's own
        (
            rule("Use only the 2022 survey for the report.", "requirement"),
            "the new wave is in. use 2022 and 2023 for the report",
            "use 2022 and 2023 for the report",
        ),
        # the rule's comparator given another value in words
        (
            rule("Send the invoice summary to finance within an hour of closing.", "requirement"),
            "within the same day is fine for the invoice summary",
            "within the same day is fine for the invoice summary",
        ),
    ],
)
def test_new_values_in_other_shapes_amend(r, turn, new_text):
    assert verdict(r, turn) == ("amend", 1, new_text)


def test_a_comparator_value_for_another_thing_is_no_amendment():
    assert verdict(rule("Keep videos under 5 minutes.", "limit"), "under 2 minutes is fine for the intro")[0] == "keep"


@pytest.mark.parametrize(
    "r, turn",
    [
        (rule("Don't touch the billing service config."), "the billing config is all yours now"),
        (rule("Don't email the landlord about the leak."), "go ahead and tell the landlord"),
        (rule("Don't book taxis over $40.", "limit"), "I don't care what the taxi costs anymore"),
        # the rule's condition said in its own words is no other target
        (rule("Don't call the supplier before noon."), "calling before noon is ok now, they moved"),
        # the order, not the reason before it, is the cue clause
        (rule("Don't text Omar during work hours."), "omar's on leave, text him whenever"),
    ],
)
def test_more_ways_to_lift_release(r, turn):
    assert verdict(r, turn)[:2] == ("release", 1)


@pytest.mark.parametrize(
    "r, turn, new_text",
    [
        (rule("Don't book taxis over $40.", "limit"), "the budget is 60 now", "the budget is 60 now"),
        (
            rule("Keep tweets under 200 characters.", "limit"),
            "250 chars is the new limit",
            "250 chars is the new limit",
        ),
        (
            rule("Don't schedule calls after 5pm."),
            "push that to 7pm, evenings are free now",
            "push that to 7pm, evenings are free now",
        ),
        (rule("Answer in French only.", "requirement"), "german is fine too", "german is fine too"),
    ],
)
def test_more_ways_to_amend(r, turn, new_text):
    assert verdict(r, turn) == ("amend", 1, new_text)


def test_a_buried_order_with_a_courtesy_when_releases():
    r = rule("Don't run the export until the schema check finishes.")
    turn = (
        "morning. the schema check finished overnight and the counts look sane, so kick off the export when "
        "you get a chance. also the wiki page is stale, can you look at it after"
    )
    assert verdict(r, turn)[:2] == ("release", 1)


def test_switch_everything_to_a_new_value_amends():
    r = rule("Use the v1 API for all requests.", "requirement")
    assert verdict(r, "v3 is stable now. switch everything to v3") == ("amend", 1, "switch everything to v3")
