"""Phrase families from check6 (``release_phrases``, ``release_audience``, the new reach in
``release_restated``): invented examples, none from any set, each failing without its change."""

import pytest
from release_helpers import rule, verdict

# -- releases: the thing declared allowed by a state word, a note taken back -------------------------


@pytest.mark.parametrize(
    ("text", "turn"),
    [
        ("Don't rent electric scooters.", "the insurance covers them now, electric scooters are a go"),
        ("No dessert recipes on weekdays.", "my checkup went great, dessert recipes are back"),
        ("Write the release notes in plain text.", "the renderer got fixed, so release notes can be rich text again"),
        ("Don't book anything on Monday mornings.", "the course ended, Monday mornings are open for bookings again"),
        (
            "Don't paste API keys into tickets.",
            "we mask them automatically now, API keys in tickets are no longer a problem",
        ),
        (
            "Don't cc the sales team on bug reports.",
            "ignore my note about cc'ing the sales team on bug reports, they want them",
        ),
        (
            "Don't mention pricing in the onboarding emails.",
            "scrap my comment on pricing in onboarding emails, marketing wants it",
        ),
    ],
)
def test_a_state_or_a_retracted_note_releases(text, turn):
    assert verdict(rule(text), turn)[:2] == ("release", 1)


@pytest.mark.parametrize(
    ("text", "scope", "turn"),
    [
        # the state word is the rule's own condition: reported, not permitted
        ("Don't call the plumber until Sam is back.", "conditional", "Sam is back"),
        ("Don't call the plumber until Sam is back.", "conditional", "great news, he's back"),
        ("Don't schedule calls with Omar before he's back from leave.", "standing", "Omar is back"),
        # a conditional rule: "a go" may be the condition come true
        ("Don't post about the merger until the board approves.", "conditional", "the merger is a go"),
        # another thing back, another thing open
        ("No dessert recipes on weekdays.", "standing", "the bakery on 5th is back"),
        ("Don't book anything on Monday mornings.", "standing", "Tuesday mornings are open for bookings again"),
        # a note about something else taken back
        ("Don't cc the sales team on bug reports.", "standing", "ignore my note about the standup time, it's fine"),
        # a condition still to come
        ("Don't rent electric scooters.", "standing", "if the insurance covers them, scooters are a go"),
    ],
)
def test_a_state_cue_that_lifts_nothing_is_kept(text, scope, turn):
    assert verdict(rule(text, scope=scope), turn)[0] == "keep"


# -- amendments: a new value as the new bound ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kind", "turn", "new"),
    [
        (
            "Keep the team lunch under $25 a head.",
            "limit",
            "prices went up. $35 a head is the new budget for the team lunch",
            "$35 a head is the new budget for the team lunch",
        ),
        ("Keep the reading list under 10 books.", "limit", "I read faster now. let's call it 14", "let's call it 14"),
        (
            "Send the weekly report at 8am.",
            "requirement",
            "people start later. the weekly report at 9am from now on",
            "the weekly report at 9am from now on",
        ),
        (
            "Keep voicemail transcripts under 100 words.",
            "limit",
            "they lose the details. cap voicemail transcripts at 150 words",
            "cap voicemail transcripts at 150 words",
        ),
    ],
)
def test_a_new_bound_value_amends(text, kind, turn, new):
    assert verdict(rule(text, kind), turn) == ("amend", 1, new)


@pytest.mark.parametrize(
    ("text", "kind", "turn"),
    [
        ("Keep the reading list under 10 books.", "limit", "still 10 books from now on, like before"),
        ("Keep the reading list under 10 books.", "limit", "10 books from now on"),
        ("Keep voicemail transcripts under 100 words.", "limit", "cap the meeting summaries at 300 words"),
        ("No meetings after 4pm.", "prohibition", "call it 5pm then"),
        ("Keep the team lunch under $25 a head.", "limit", "is $35 the new budget?"),
    ],
)
def test_a_value_cue_without_a_new_bound_is_kept(text, kind, turn):
    assert verdict(rule(text, kind), turn)[0] == "keep"


# -- the rule written out again with a new reach (release_restated) -------------------------------


@pytest.mark.parametrize(
    ("text", "turn", "new"),
    [
        (
            "Delete trial accounts when the trial ends.",
            "sales wants a grace period. delete trial accounts a week after the trial ends",
            "delete trial accounts a week after the trial ends",
        ),
        (
            "Translate the product pages into German.",
            "the US shop is English only now. translate the product pages into German only for the EU store",
            "translate the product pages into German only for the EU store",
        ),
    ],
)
def test_the_rule_restated_with_a_new_reach_amends(text, turn, new):
    assert verdict(rule(text, "requirement"), turn) == ("amend", 1, new)


@pytest.mark.parametrize(
    "turn",
    [
        # one person, one occasion: not the rule's new reach
        "Jo asked nicely. delete trial accounts for Jo a week after the trial ends",
        # another thing's reach
        "sales wants a grace period. delete paid accounts a week after the trial ends",
    ],
)
def test_a_new_reach_for_someone_or_something_else_is_kept(turn):
    assert verdict(rule("Delete trial accounts when the trial ends.", "requirement"), turn)[0] == "keep"


# -- another audience (release_audience) ------------------------------------------------------------


def test_a_permission_for_another_audience_is_kept():
    r = rule("Don't send discount codes to wholesale clients.")
    assert verdict(r, "discount codes for retail customers are fine") == ("keep", None, "")
    assert verdict(r, "you can send discount codes to our interns") == ("keep", None, "")


def test_the_rules_own_or_any_audience_still_releases():
    r = rule("Don't send discount codes to wholesale clients.")
    assert verdict(r, "margins are fine now, you can send discount codes to wholesale clients")[:2] == ("release", 1)
    r = rule("Don't give free samples to walk-in customers.")
    assert verdict(r, "stock is huge, you can give free samples to anyone now")[:2] == ("release", 1)


# -- the held-back ones of a conditional rule (release_phrases.HELD_BACK) ------------------------------


@pytest.mark.parametrize(
    "turn",
    [
        "you can run the pending migrations now",
        "the freeze is over, you can run the stalled migrations",
        "feel free to run the postponed migrations",
    ],
)
def test_the_held_back_objects_of_a_conditional_rule_are_its_own(turn):
    r = rule("Don't run any schema migrations during the code freeze.", scope="conditional")
    assert verdict(r, turn)[:2] == ("release", 1)


def test_held_back_words_do_not_hide_another_object():
    r = rule("Don't run any schema migrations during the code freeze.", scope="conditional")
    assert verdict(r, "you can run the pending data exports now")[0] == "keep"
    r = rule("Don't send the invoices to Globex until the contract is signed.", scope="conditional")
    assert verdict(r, "you can send the queued receipts now")[0] == "keep"


# -- a reason after the permission (release_phrases.trailing_reason) ---------------------------------


def test_a_reason_after_the_permission_names_no_other_thing():
    r = rule("Use the light theme for all screenshots in the manual.", "requirement")
    assert verdict(r, "theme doesn't matter anymore, the new manual site has a dark mode switch")[:2] == ("release", 1)


@pytest.mark.parametrize(
    ("text", "turn"),
    [
        # the rule's words only in the reason: the permission is for another thing
        ("Don't email the vendor.", "you can email the client, the vendor has the details"),
        ("Don't delete the audit logs.", "you can delete the debug logs, the audit logs are archived"),
    ],
)
def test_the_rules_words_in_a_trailing_reason_are_no_target(text, turn):
    assert verdict(rule(text), turn)[0] == "keep"


# -- more shapes of a lift (release_phrases, second batch) -------------------------------------------


@pytest.mark.parametrize(
    ("text", "kind", "turn"),
    [
        (
            "Don't water the lawn on weekdays.",
            "prohibition",
            "it's been so dry, we're fine watering the lawn on weekdays",
        ),
        ("Don't order takeout on school nights.", "prohibition", "honestly I no longer mind takeout on school nights"),
        ("Don't park in the visitor spots.", "prohibition", "you're welcome to park in the visitor spots"),
        ("Don't expense taxis to the airport.", "prohibition", "taxis to the airport: approved"),
        ("Don't renew any software licenses.", "prohibition", "that rule on renewing software licenses can go"),
        (
            "Don't use the shared printer after 6pm.",
            "prohibition",
            "the toner is fixed, we can use the shared printer after 6pm again",
        ),
        ("Don't open the staging firewall.", "prohibition", "the staging firewall is unrestricted now"),
        ("Don't book client calls on Mondays.", "prohibition", "client calls on Mondays are fine from today"),
        (
            "Don't publish blog posts until the editor signs off.",
            "prohibition",
            "editor signed off, publish whatever's queued",
        ),
        ("Keep the onboarding doc under 5 pages.", "limit", "use as many pages as the onboarding doc needs"),
        (
            "Always add a cover letter to grant applications.",
            "requirement",
            "cover letters aren't required on grant applications now",
        ),
    ],
)
def test_more_shapes_of_a_lift_release(text, kind, turn):
    scope = "conditional" if "until" in text else "standing"
    assert verdict(rule(text, kind, scope), turn)[:2] == ("release", 1)


@pytest.mark.parametrize(
    ("text", "kind", "turn"),
    [
        ("Don't water the lawn on weekdays.", "prohibition", "we're fine skipping the lawn on weekdays"),
        (
            "Don't use the shared printer after 6pm.",
            "prohibition",
            "we can talk about the printer after 6pm again next month",
        ),
        ("Don't park in the visitor spots.", "prohibition", "you're welcome to park in the staff garage"),
        ("Don't renew any software licenses.", "prohibition", "the license renewal ban can go up on the wiki"),
        ("Always add a cover letter to grant applications.", "requirement", "is a cover letter not required anymore?"),
    ],
)
def test_shapes_of_a_lift_that_lift_nothing_are_kept(text, kind, turn):
    assert verdict(rule(text, kind), turn)[0] == "keep"


# -- the rule's object swapped in its own place (release_swapped) ------------------------------------


def test_another_object_in_the_rules_place_is_kept():
    r = rule("Always attach the budget sheet to grant applications.", "requirement")
    assert verdict(r, "a cover letter isn't required on grant applications now") == ("keep", None, "")
    assert verdict(r, "a cover letter is no longer needed on grant applications") == ("keep", None, "")


def test_the_rules_own_object_in_its_place_still_releases():
    r = rule("Always attach the budget sheet to grant applications.", "requirement")
    assert verdict(r, "the budget sheet is no longer needed on grant applications")[:2] == ("release", 1)


# -- more shapes of a new value (release_phrases, second batch) --------------------------------------


@pytest.mark.parametrize(
    ("text", "turn"),
    [
        ("Keep podcast episodes under 40 minutes.", "the cap's 55 minutes now"),
        ("Keep podcast episodes under 40 minutes.", "we'll do 55 minutes from here"),
        ("Keep podcast episodes under 40 minutes.", "go up to 55 minutes per episode"),
        ("Keep podcast episodes under 40 minutes.", "fine, 55 minutes tops"),
        ("Keep podcast episodes under 40 minutes.", "stretch the episodes to 55 minutes"),
        ("Answer pager alerts within 15 minutes.", "the window is 30 minutes now"),
    ],
)
def test_more_shapes_of_a_new_value_amend(text, turn):
    assert verdict(rule(text, "limit"), turn) == ("amend", 1, turn)


@pytest.mark.parametrize(
    "turn",
    [
        "the cap's 40 minutes, remember",  # the rule's own value
        "the trailer cap is 2 minutes now",  # another bound
        "40 minutes tops",
        "go up to 40 minutes if you need",
        "stretch the intro music to 30 seconds",  # another thing
        "once we get sponsors, the cap's 55 minutes now",  # for later
    ],
)
def test_shapes_of_a_value_that_change_nothing_are_kept(turn):
    assert verdict(rule("Keep podcast episodes under 40 minutes.", "limit"), turn)[0] == "keep"


# -- the demand met this once, someone else's grant (release_guards, release_phrases) -----------------


@pytest.mark.parametrize(
    ("text", "turn"),
    [
        ("Don't post announcements without my proofreading.", "I proofread it, post the announcement"),
        ("Don't send the newsletter without my review.", "I reviewed it, send the newsletter"),
        ("Don't send the newsletter without my review.", "feel free to draft the newsletter email, I'll review it"),
    ],
)
def test_the_demand_met_or_promised_this_once_keeps_the_rule(text, turn):
    assert verdict(rule(text), turn)[0] == "keep"


def test_the_rules_demand_dropped_still_releases():
    r = rule("Don't post announcements without my proofreading.")
    assert verdict(r, "you can post announcements without my proofreading now")[:2] == ("release", 1)


@pytest.mark.parametrize(
    "turn",
    ["our landlord gave the green light for the garden shed", "the HOA just gave the go-ahead for the garden shed"],
)
def test_someone_elses_grant_is_relayed_and_kept(turn):
    assert verdict(rule("Don't build the garden shed."), turn)[0] == "keep"


def test_the_users_own_grant_or_permission_after_anothers_still_releases():
    r = rule("Don't build the garden shed.")
    assert verdict(r, "the HOA gave us the go-ahead, so you can build the garden shed now")[:2] == ("release", 1)
    assert verdict(r, "you have the green light for the garden shed")[:2] == ("release", 1)
