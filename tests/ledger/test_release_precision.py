"""Turns a rule-lifting detector could take for a release or an amendment, and are not (issue 21,
check3): the rule's object declared fine, what a rule demands declared fine, another thing that
"is fine", agreement that holds the act back, another act ordered with change words, a future
condition before a version number. Every example is invented (none is a benchmark item)."""

import pytest
from release_helpers import rule

from pinlane.ledger.release import detect


def verdict(r, turn, previous=""):
    found = [d for d in detect([r], turn, previous=previous or r.text) if d.confident]
    return (found[0].label, found[0].rule_id, found[0].new_text) if found else ("keep", None, "")


@pytest.mark.parametrize(
    "r, turn",
    [
        # a point between digits ends no sentence: the "once" still holds the permission back
        (rule("Don't upgrade the ORM."), "once we move to django 5.2 you can upgrade the ORM"),
        (rule("Don't raise the plan price."), "when the $4.50 tier sells out you can raise the plan price"),
    ],
)
def test_a_future_condition_with_a_decimal_number_keeps(r, turn):
    assert verdict(r, turn)[0] == "keep"


@pytest.mark.parametrize(
    "r, turn",
    [
        # the subject's head noun is another thing; the rule's words only follow a preposition
        (rule("No video games on weekday evenings."), "a podcast on weekday evenings is fine"),
        (rule("No sugar in the kids' lunches."), "fruit in the kids' lunches is fine"),
        (rule("No laptops at the dinner table."), "a book at the dinner table is ok"),
    ],
)
def test_another_thing_declared_fine_keeps(r, turn):
    assert verdict(r, turn)[0] == "keep"


@pytest.mark.parametrize(
    "r, turn",
    [
        # what a requirement or limit asks for, declared fine, agrees with it
        (rule("Only use metric units.", "requirement"), "metric units are fine"),
        (rule("Keep answers under 200 words.", "limit"), "200 words is fine"),
        (rule("Keep answers under 200 words.", "limit"), "your answers these days are fine"),
    ],
)
def test_what_a_rule_demands_declared_fine_agrees(r, turn):
    assert verdict(r, turn)[0] == "keep"


@pytest.mark.parametrize(
    "r, turn",
    [
        # how the rule's object is, not its act allowed
        (rule("Don't archive the support tickets."), "the support tickets are fine"),
        (rule("Don't reboot the router until the update finishes.", scope="conditional"), "the router is fine now"),
    ],
)
def test_the_rules_object_declared_fine_keeps(r, turn):
    assert verdict(r, turn)[0] == "keep"


@pytest.mark.parametrize(
    "r, turn",
    [
        # the forbidden thing itself: a light verb's object, a rule worded "Avoid"
        (rule("Don't use emoji in commit messages."), "emoji in commit messages are fine"),
        (rule("Avoid passive voice in the report.", "preference"), "passive voice is fine, it's a lab report"),
    ],
)
def test_the_forbidden_thing_declared_fine_still_releases(r, turn):
    assert verdict(r, turn)[:2] == ("release", 1)


@pytest.mark.parametrize(
    "r, turn",
    [
        (rule("No deploys on Fridays."), "friday deploys are fine, but wait till I say"),
        (rule("No deploys on Fridays."), "you can deploy on fridays, but not yet"),
    ],
)
def test_agreement_that_holds_the_act_back_is_not_applied(r, turn):
    assert verdict(r, turn)[0] == "keep"


@pytest.mark.parametrize(
    "r, turn",
    [
        # another act, or another object, ordered with change words: no new prohibition
        (rule("Don't send the quarterly report until finance checks it."), "prepare the quarterly report now"),
        (rule("Don't email the landlord."), "email the landlord's agent instead"),
        # a state, not an order
        (rule("Don't touch the CI pipeline."), "the CI pipeline is yours now, change what you need"),
    ],
)
def test_a_positive_order_or_state_does_not_amend_a_prohibition(r, turn):
    assert verdict(r, turn)[0] != "amend"


def test_a_prohibition_restated_with_a_new_slot_still_amends():
    r = rule("Don't book anything on Sundays.")
    assert verdict(r, "change of plan: don't book anything on Sunday mornings") == (
        "amend",
        1,
        "don't book anything on Sunday mornings",
    )


@pytest.mark.parametrize(
    "r, turn",
    [
        # another thing allowed, then the rule restated in its own words: nothing of it changes
        (rule("Don't schedule anything on Monday mornings."), "the big room is bookable now, but not monday mornings"),
        # hypotheticals are asked about, like questions
        (rule("No deploys on Sundays."), "let's say you could deploy on sundays. what then?"),
        (rule("Don't delete the old branches."), "imagine you can delete the old branches"),
        # a time still to come
        (rule("Don't restart the cache."), "in an hour you can restart the cache"),
        # the user takes the act back, which lifts nothing
        (rule("Don't merge the PRs."), "I don't need you to merge the PRs anymore, I'll do it"),
        # what is resumed is another thing
        (rule("Don't delete the staging bucket."), "resume the cleanup of the staging bucket"),
        # praise of what a limit asks for
        (rule("Keep answers under 200 words.", "limit"), "the answers are fine now"),
    ],
)
def test_restatements_hypotheticals_and_later_times_keep(r, turn):
    assert verdict(r, turn)[0] == "keep"


@pytest.mark.parametrize(
    "r, turn",
    [
        # a second rule with its own value, not a new value joined to the rule's
        (
            rule("Keep the abstract under 150 words.", "limit"),
            "keep the abstract under 150 words and the title under 12 words",
        ),
        # a verb with its object after "and", not a new place
        (rule("Only edit files under docs/.", "requirement"), "edit files under docs/ and show me the diff"),
        # another act beside an "only" rule: neither widened nor lifted
        (rule("Only edit files under docs/.", "requirement"), "you can also read files under lib/"),
    ],
)
def test_another_act_or_a_second_value_does_not_widen(r, turn):
    assert verdict(r, turn)[0] == "keep"


def test_the_rules_own_act_also_allowed_still_widens():
    r = rule("Only edit files under docs/.", "requirement")
    assert verdict(r, "you can also edit files under lib/")[:2] == ("amend", 1)


@pytest.mark.parametrize(
    "r, turn",
    [
        # a sibling of the forbidden act, with the rule's object and condition (release_acts)
        (rule("Don't call the landlord after 8pm."), "feel free to text the landlord after 8pm"),
        (rule("Don't delete the shared photos."), "you can archive the shared photos"),
        (rule("Don't send the board memo until Friday.", scope="conditional"), "go ahead and draft the board memo"),
        # the rule itself endorsed
        (rule("Don't call the landlord after 8pm."), "the 8pm rule is fine, keep it"),
        # a later time
        (rule("Don't spend more than $40 on printer ink.", "limit"), "printer ink is open again next quarter"),
    ],
)
def test_a_sibling_act_an_endorsed_rule_or_a_later_quarter_keeps(r, turn):
    assert verdict(r, turn)[0] == "keep"


@pytest.mark.parametrize(
    "r, turn",
    [
        (rule("Don't call the landlord after 8pm."), "feel free to call the landlord after 8pm now"),
        (rule("Don't delete the shared photos."), "you can delete the shared photos, we have backups"),
    ],
)
def test_the_rules_own_act_still_releases(r, turn):
    assert verdict(r, turn)[:2] == ("release", 1)


@pytest.mark.parametrize(
    "turn",
    [
        # a value for someone of its own, with no change words: a one-off instruction
        "answer the landlord within 3 days",
        "for premium tenants answer within 1 day",
    ],
)
def test_a_new_value_for_another_addressee_keeps(turn):
    r = rule("Answer tenant emails within 2 days.", "requirement")
    assert verdict(r, turn)[0] == "keep"


def test_a_new_value_with_change_words_still_amends():
    r = rule("Answer tenant emails within 2 days.", "requirement")
    assert verdict(r, "we're swamped. answer tenant emails within 4 days") == (
        "amend",
        1,
        "answer tenant emails within 4 days",
    )


@pytest.mark.parametrize(
    "r, turn",
    [
        # a thing after a preposition is no act permitted: "staging" names another object
        (rule("Don't run the smoke tests against production."), "go for it with the staging smoke tests"),
        # "don't bother" agrees with a rule that forbids
        (rule("Don't run the smoke tests against production."), "don't bother with the smoke tests"),
        # a one-off scope the rule does not name narrows "you don't need"
        (rule("Always run the formatter before committing.", "requirement"), "you don't need the formatter for a typo"),
    ],
)
def test_narrowed_or_agreeing_permission_keeps(r, turn):
    assert verdict(r, turn)[0] == "keep"


def test_dont_bother_still_lifts_a_rule_that_demands():
    r = rule("Always run the formatter before committing.", "requirement")
    assert verdict(r, "don't bother with the formatter before committing anymore")[:2] == ("release", 1)
