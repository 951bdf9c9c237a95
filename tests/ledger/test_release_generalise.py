"""Releases and amendments phrased the ways of dev3 (issue 21): leftover words that qualify a
permission versus words that name another object, idioms, and the hard keeps each mechanism must
not turn into a change. Every example is invented (none is a benchmark item)."""

import pytest
from release_helpers import rule

from pinlane.ledger.pinned import Rule
from pinlane.ledger.release import amend_text, content_words, detect


def verdict(r, turn, previous=""):
    found = [d for d in detect([r] if isinstance(r, Rule) else r, turn, previous=previous) if d.confident]
    return (found[0].label, found[0].rule_id, found[0].new_text) if found else ("keep", None, "")


@pytest.mark.parametrize(
    "r, turn",
    [
        # a one-off scope, a recipient or a purpose after the rule's words qualifies the permission
        (rule("Never edit the billing tables by hand."), "you can edit the billing tables by hand for this hotfix"),
        (
            rule("Don't share the roadmap slides outside the design team."),
            "legal cleared it, so you can share the roadmap slides with the whole company",
        ),
        (rule("Don't export the survey answers from the portal."), "you can export the survey answers for the audit"),
        # the act permitted in other words, right after the cue
        (rule("Don't promise a refund date to a client."), "you can give clients refund dates now"),
        (rule("Don't accept calendar invites without asking."), "go ahead and accept calendar invites on your own"),
    ],
)
def test_qualifiers_after_the_rules_words_still_release(r, turn):
    assert verdict(r, turn)[:2] == ("release", 1)


@pytest.mark.parametrize(
    "r, turn",
    [
        # a modifier of the rule's noun where the rule has its own ("temp" for "audit")
        (rule("Don't delete the audit logs."), "you can delete the temp logs"),
        (rule("Never write to the prod database directly."), "you can write to the staging database directly"),
        (rule("Don't call the Weather API more than 50 times an hour."), "the tide API has no quota, call it freely"),
        # a new object where the rule names a place or recipient the turn lacks
        (rule("Don't mail parcels to Oslo until customs clears."), "you can mail the Bergen parcels now"),
        (rule("Do not force-push to main."), "you can force-push your topic branch"),
        (rule("Don't deploy to production on Fridays."), "you can deploy to staging on Fridays"),
        # a possessive: the rule's noun owns another thing
        (rule("Never email the board."), "feel free to email the board's secretary about the venue"),
        # the user says the thing is not the rule's
        (rule("No calls before 9am."), "you can book the dentist before 9, that's not a call"),
        (rule("Don't add new packages to requirements.txt."), "add packages to the docs toolchain, that's separate"),
    ],
)
def test_words_that_name_another_object_never_release(r, turn):
    assert verdict(r, turn) == ("keep", None, "")


def test_a_possessive_or_contraction_is_not_a_word_of_its_own():
    assert content_words("the garage's door") == content_words("the garage door")
    assert content_words("I'll sleep, they're out") == content_words("sleep out")


@pytest.mark.parametrize(
    "turn, label",
    [
        ("late checkouts are fine after all, the cleaners come at noon", "release"),  # "after all" is no condition
        ("I'll let you know when you can book late checkouts", "keep"),  # "know when": a future condition
    ],
)
def test_after_all_is_no_condition_and_know_when_is_one(turn, label):
    assert verdict(rule("No late checkouts."), turn)[0] == label


def test_the_colon_of_a_time_is_no_lead_in():
    assert amend_text("no standups before 8:45am") == "no standups before 8:45am"
    assert amend_text("new rule: no standups before 9am.") == "no standups before 9am"


@pytest.mark.parametrize(
    "r, turn",
    [
        # the user drops what the rule demands
        (rule("Don't merge PRs without two approvals."), "you don't need two approvals for docs PRs anymore"),
        (rule("Every release needs a signed changelog.", "requirement"), "you don't need signed changelogs now"),
        # the act a prohibition forbids, ordered in the rule's words and nothing else
        (rule("Don't publish the post until the editor signs off."), "editor signed off. publish the post"),
        # a negation only in the reason before "so"
        (rule("No shellfish in the menu."), "my aunt can't come after all, so shellfish is fine again"),
        # permission idioms
        (rule("Always run the smoke tests before tagging.", "requirement"), "skip the smoke tests for now, CI is down"),
        (rule("Don't install new fonts on the kiosk."), "install whatever fonts u need on the kiosk"),
        (rule("Keep Tuesday mornings free.", "requirement"), "tuesday mornings are open again, the class ended"),
        (rule("Don't rename any public functions."), "renaming public functions: i've given up on that rule"),
    ],
)
def test_permission_idioms_release(r, turn):
    assert verdict(r, turn)[:2] == ("release", 1)


@pytest.mark.parametrize(
    "r, turn",
    [
        (rule("No meetings before 10am."), "we don't need more meetings before 10am"),  # not what the rule demands
        # more words than the rule's: a change, not the act ordered
        (rule("Don't drop rows from the raw tables."), "drop rows from the raw tables where the id is null"),
        (rule("Don't drop rows from the raw tables."), "sure, drop the rows from the raw tables, who needs history"),
        (rule("Don't publish the post until the editor signs off."), "the editor can't sign off, so don't publish"),
        (rule("Don't run queries against the billing replica."), "run whatever queries you want against the warehouse"),
    ],
)
def test_idioms_do_not_release_what_they_do_not_name(r, turn):
    assert verdict(r, turn)[0] != "release"


def test_cannot_make_it_is_no_amendment():
    r = rule("No shellfish in the menu.")
    assert verdict(r, "my aunt can't make it after all, so shellfish is fine again")[0] == "release"


@pytest.mark.parametrize(
    "r, turn, new_text",
    [
        # the rule turned around with change words
        (rule("Always use semicolons.", "requirement"), "no semicolons from now on", "no semicolons from now on"),
        # the rule widened: a new value joined to one of its own
        (
            rule("Answer tickets in French only.", "requirement"),
            "we have a German speaker now. answer tickets in French or German",
            "answer tickets in French or German",
        ),
        (
            rule("Only edit files under lib/parser/.", "limit"),
            "you may edit files under lib/parser/ and lib/lexer/",
            "you may edit files under lib/parser/ and lib/lexer/",
        ),
        # the rule's comparator with a new value is not a future condition
        (rule("No pushes after 4pm on Fridays."), "no pushes after 6pm on Fridays", "no pushes after 6pm on Fridays"),
        # the rule restated whole with a new number
        (
            rule("Always answer pager alerts within 15 minutes.", "requirement"),
            "we're short-staffed. answer pager alerts within 30 minutes",
            "answer pager alerts within 30 minutes",
        ),
        (
            rule("Don't send more than 20 emails per day.", "limit"),
            "cap it at 50 emails per day",
            "cap it at 50 emails per day",
        ),
    ],
)
def test_the_rule_restated_with_a_change_amends(r, turn, new_text):
    assert verdict(r, turn) == ("amend", 1, new_text)


@pytest.mark.parametrize(
    "r, turn",
    [
        (rule("Always use semicolons.", "requirement"), "always use semicolons, even in one-liners"),  # no flip
        (rule("Answer tickets in French only.", "requirement"), "answer tickets in French and be polite"),
        (rule("Don't email Ana or Bo.", "prohibition"), "don't email Ana or Cy either"),  # a prohibition: added
        (rule("Always answer pager alerts within 15 minutes.", "requirement"), "answer pager alerts within 15 minutes"),
    ],
)
def test_restatements_and_additions_are_no_amendment(r, turn):
    assert verdict(r, turn)[0] == "keep"


@pytest.mark.parametrize(
    "r, turn, previous",
    [
        # a one-off scope in a clause that names one rule word only
        (rule("Always get a design review before launch.", "requirement"), "skip the review this one time", ""),
        # an abbreviation of the rule's noun
        (rule("Don't add new dependencies."), "add whatever deps you need", ""),
        # the rule named in the sentence before; the cue clause, not the reason beside it, is read
        (
            rule("Keep every call to 20 minutes max.", "limit"),
            "the 20-minute cap? scrap it, nobody keeps to it anyway",
            "",
        ),
    ],
)
def test_one_off_scopes_abbreviations_and_cue_clauses(r, turn, previous):
    assert verdict(r, turn, previous)[:2] == ("release", 1)


@pytest.mark.parametrize(
    "r, turn",
    [
        (rule("Don't schedule demos after 5pm."), "evening demos are fine again, book whenever"),  # schedule ~ book
        (rule("Don't use emoji in release notes."), "emoji are ok for this one changelog"),  # "for this <thing>"
        (
            rule("Don't enable the weekly backup task until the disk is replaced."),
            "disk swapped, turn the weekly backup task back on",
        ),
    ],
)
def test_synonyms_one_off_things_and_back_on_release(r, turn):
    assert verdict(r, turn)[:2] == ("release", 1)


def test_switch_to_a_new_value_amends_the_requirement_in_focus():
    r = rule("Write dates in ISO format.", "requirement")
    said = "Write dates in ISO format, please."
    assert verdict(r, "switch to US long-form dates instead", said) == (
        "amend",
        1,
        "switch to US long-form dates instead",
    )


def test_also_with_permission_widens_an_only_rule():
    r = rule("Only change files under app/ui.", "limit")
    assert verdict(r, "you can also change app/theme") == ("amend", 1, "you can also change app/theme")
    assert verdict(rule("Don't change files under app/ui."), "you can also change app/theme")[0] != "amend"


def test_just_opening_the_new_rule_stays_in_its_words():
    assert amend_text("ok, just redact the last four digits") == "just redact the last four digits"
    assert amend_text("just fyi, keep replies under 80 words") == "keep replies under 80 words"
    r = rule("Redact card numbers in any ticket you quote.", "requirement")
    said = "Redact card numbers in any ticket you quote, please."
    turn = "full redaction hides the card type. just redact the last four digits of card numbers"
    assert verdict(r, turn, said) == ("amend", 1, "just redact the last four digits of card numbers")


@pytest.mark.parametrize(
    "r, turn",
    [
        (rule("Don't book anything on Tuesday evenings."), "you can book tuesday lunches"),  # the noun after "tuesday"
        (rule("Never call the Lisbon office."), "you can call the Lisbon warehouse"),
    ],
)
def test_a_sibling_after_the_rules_word_is_another_object(r, turn):
    assert verdict(r, turn) == ("keep", None, "")


@pytest.mark.parametrize(
    "r, turn",
    [
        (rule("I prefer quiet restaurants.", "preference"), "no need to pick quiet places anymore"),  # a generic noun
        (rule("Keep at most 2 workers running.", "limit"), "forget the worker cap, scale as needed"),  # rule talk
        (
            rule("Don't merge across a major version."),
            "we have canaries now, merges across a major version are allowed",
        ),
        (
            rule("Don't reserve anything on Saturday mornings."),
            "i swapped my shift, so saturday mornings are reservable now",
        ),
        (rule("Don't bill the Hanse account."), "they paid the backlog, so billing the Hanse account is fine today"),
    ],
)
def test_generic_nouns_rule_talk_and_permission_in_any_clause_release(r, turn):
    assert verdict(r, turn)[:2] == ("release", 1)


@pytest.mark.parametrize(
    "r, turn, new_text",
    [
        # a prohibition's condition replaced, its old words named in the sentence before
        (
            rule("Don't mow the lawn during quiet hours."),
            "quiet hours is too vague. don't mow the lawn before 10am",
            "don't mow the lawn before 10am",
        ),
        # a requirement's new means, stated as sufficient
        (
            rule("Print a paper copy before any contract signing.", "requirement"),
            "printing wastes paper. a PDF export before any contract signing is enough",
            "a PDF export before any contract signing is enough",
        ),
    ],
)
def test_replacements_named_before_or_stated_as_enough_amend(r, turn, new_text):
    assert verdict(r, turn) == ("amend", 1, new_text)


def test_a_prohibition_on_another_condition_without_naming_the_old_one_is_added_not_amended():
    # "don't mow the lawn before 10am" alone may be a rule of its own beside the quiet-hours one
    assert verdict(rule("Don't mow the lawn during quiet hours."), "don't mow the lawn before 10am")[0] == "keep"


@pytest.mark.parametrize(
    "r, turn",
    [
        (rule("Don't call the suppliers."), "you can call supplier support"),  # the rule's noun modifying another
        (rule("Don't send invoices to Globex until the PO arrives."), "send the Globex invoices, lol, as if"),
        (rule("Don't merge PRs without two approvals."), "you don't need two approvals to comment on PRs"),
        (rule("Only edit files under lib/core/.", "limit"), "don't edit files under lib/core/ and lib/io/"),
    ],
)
def test_compounds_sarcasm_qualified_needs_and_negated_widenings_never_release_or_amend(r, turn):
    assert verdict(r, turn) == ("keep", None, "")


def test_the_rules_noun_before_a_time_or_a_generic_noun_still_releases():
    assert verdict(rule("Don't call the suppliers."), "you can call the suppliers today")[:2] == ("release", 1)
    assert verdict(rule("Use metric units.", "preference"), "unit choice doesn't matter anymore")[:2] == ("release", 1)


@pytest.mark.parametrize(
    "text, numbers",
    [
        ("make it five hundred", {"500"}),
        ("bump it to a thousand an hour", {"1000"}),
        ("twenty-five minutes", {"25"}),
        ("sixty bucks", {"60"}),
        ("make it an hour", set()),
        ("someone said none", set()),
    ],
)
def test_numbers_in_words_are_read_as_numbers(text, numbers):
    from pinlane.ledger.release_amends import spelled_numbers

    assert spelled_numbers(text) == numbers


@pytest.mark.parametrize(
    "r, turn, label, new_text",
    [
        (
            rule("Don't spend more than $30 on lunch.", "limit"),
            "up it to fifty bucks, it's his farewell",
            "amend",
            "up it to fifty bucks, it's his farewell",
        ),
        (
            rule("Don't use more than 2 emoji per message.", "limit"),
            "four emoji per message is fine now",
            "amend",
            "four emoji per message is fine now",
        ),
        (rule("Don't spend more than $30 on lunch.", "limit"), "the 30 dollar thing is off for tonight", "release", ""),
        # a short plural is its singular ("PRs" / "PR")
        (
            rule("Don't open PRs against the main branch."),
            "open the PR against the main branch, the freeze ended",
            "release",
            "",
        ),
    ],
)
def test_spelled_numbers_number_references_and_short_plurals(r, turn, label, new_text):
    assert verdict(r, turn) == (label, 1, new_text)


def test_a_number_shared_by_chance_names_no_rule():
    r = rule("At most 3 retries per job.", "limit")
    assert verdict(r, "you can book the retro, but still nothing after 3pm on Fridays")[0] == "keep"


def test_a_new_object_right_after_the_rules_verb_is_another_object():
    r = rule("Don't refund orders over $100 without approval.", "limit")
    assert verdict(r, "you can refund shipping fees over $100 without approval")[0] == "keep"


def test_a_change_under_a_condition_is_for_later():
    r = rule("Keep standups under 15 minutes.", "limit")
    assert verdict(r, "if people complain, make it 20 minutes")[0] == "keep"
    assert verdict(r, "people complain, make it 20 minutes") == ("amend", 1, "people complain, make it 20 minutes")
