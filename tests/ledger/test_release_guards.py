"""Turns that look like a release or an amendment and keep the rule (issue 21, check4): a value
inside the rule's bound, "no need to" about another act, a denied part, a promised demand, a
pronoun after a thing the user made, "drop the X" naming only the rule's scope, an ordered act
narrowed with "only", a requirement's demand met before its act; and the releases and
amendments next to them that must still go through. Every example is invented (none is a
benchmark item)."""

import pytest
from release_helpers import rule, verdict


@pytest.mark.parametrize(
    "r, turn",
    [
        # a value inside the bound, set or accepted: the rule followed
        (rule("Don't set the oven above 200C.", "limit"), "set it to 180"),
        (rule("Don't set the oven above 200C.", "limit"), "set it to 190 for the pie"),
        (rule("Don't book more than three meetings a day.", "limit"), "two meetings today is fine"),
        (rule("Keep the budget under $500.", "limit"), "$400 is fine"),
        (rule("Keep standups to 15 minutes.", "limit"), "10 minutes is fine today"),
        # "no need to" about something the rule does not ask for
        (
            rule("Don't share the beach photos outside the cousins chat."),
            "add Tom to the cousins chat, no need to check with me",
        ),
        # a denied part after the permission
        (rule("Don't force-push to main."), "go ahead and push to main, no force"),
        # the user promises what the rule waits for
        (rule("Don't post on the company blog without review."), "go ahead and write the blog post, I'll review"),
        # "it" is the thing the user just made
        (rule("Don't send the Globex invoice until the PO arrives."), "I wrote a note to Globex, send it"),
        # "drop the X" where X is the rule's scope, not its demand
        (rule("Always cc Priya on vendor emails.", "requirement"), "drop the email to the vendor"),
        # the cue took the verb: the next word is another thing ("flaky" test, not the "full" suite)
        (
            rule("Always run the full test suite before merging.", "requirement"),
            "skip the flaky test, it's quarantined",
        ),
        # the ordered act narrowed to what the rule allows
        (rule("Don't share the roadmap outside the team."), "share it with the team only"),
        # the requirement's demand met, the act it precedes allowed this once
        (rule("Always run the full test suite before merging.", "requirement"), "you can merge now, the suite passed"),
        # looking is not the change the rule forbids
        (rule("Don't touch the billing service."), "feel free to read the billing service"),
        # another place, another time than the rule's
        (
            rule("Don't run the benchmarks on the shared runner during office hours."),
            "you can run the benchmarks locally",
        ),
        (rule("No marketing emails to subscribers at night."), "you can send marketing emails during the day"),
        # a permission for later
        (
            rule("Don't run the benchmarks on the shared runner during office hours."),
            "office hours end at 6, then you can run them",
        ),
        # the condition met for another thing; a narrower audience; another day
        (
            rule("Don't send the lease to the Parkers until the bank signs off."),
            "the bank signed off on the loan, send it",
        ),
        (rule("Don't give tenants the move-in dates."), "move-in dates are fine to share internally"),
        (rule("Don't order pizza on weeknights."), "you can order pizza saturday"),
        # the rule's own value said back; another path than the rule's
        (rule("Keep the abstract under 250 words.", "limit"), "under 250 words is fine"),
        (rule("Only touch files under src/orders/.", "limit"), "you can read files under src/shared/"),
        # a time inside the rule's hours; the rule's noun owned by someone else; the demand met
        (rule("Don't call the supplier after 5pm."), "you can call the supplier now, it's 3pm"),
        (rule("Don't commit to the release branch."), "no need for a ticket on the typo fix, commit it to your branch"),
        (
            rule("Anonymize exports before sending them.", "requirement"),
            "you can share the anonymized export with the vendor",
        ),
        # a need dropped for a narrower thing than the rule's
        (rule("Anonymize exports before sending them.", "requirement"), "no need to anonymize the internal export"),
    ],
)
def test_look_alikes_keep(r, turn):
    assert verdict(r, turn) == ("keep", None, "")


def test_no_need_to_check_does_not_lift_the_other_rule():
    photos = rule("Don't share the beach photos outside the cousins chat.")
    ask = rule("Always ask before adding anyone to the cousins chat.", "requirement", id=2)
    label, rule_id, _ = verdict([photos, ask], "add whoever wants in to the cousins chat, no need to check with me")
    assert (label, rule_id) != ("release", 1)


@pytest.mark.parametrize(
    "r, turn, want",
    [
        # past the bound, or the rule restated with a new bound: still amendments
        (rule("Keep the budget under $500.", "limit"), "$650 is fine now", ("amend", 1, "$650 is fine now")),
        (
            rule("Keep replies under 300 characters.", "limit"),
            "keep replies under 200 characters",
            ("amend", 1, "keep replies under 200 characters"),
        ),
        (rule("Don't set the oven above 200C.", "limit"), "make that 170C", ("amend", 1, "make that 170C")),
    ],
)
def test_bound_changes_still_amend(r, turn, want):
    assert verdict(r, turn) == want


@pytest.mark.parametrize(
    "r, turn",
    [
        (rule("Keep the summary under 200 words.", "limit"), "no need to keep the summary short from now on"),
        (rule("At most 3 retries per job.", "limit"), "no need to cap the retries from now on"),
        (rule("Don't merge PRs without two approvals."), "no need to wait for approvals, merge the PRs whenever"),
        (
            rule("Don't post on the company blog without my review."),
            "post whatever you want on the blog, no review needed",
        ),
        (rule("Keep the tone formal in client emails.", "requirement"), "drop the formal tone, they're friends now"),
        (rule("Always reply to the Lyon office in French.", "requirement"), "drop the French, they all speak English"),
        (
            rule("Always run the full test suite before merging.", "requirement"),
            "you can merge without running the suite from now on",
        ),
        (rule("Spend no more than $80 on ads this week.", "limit"), "no need to keep ad spend under $80 from now on"),
        (rule("Don't touch the billing service."), "feel free to edit the billing service now"),
        (rule("No marketing emails to subscribers at night."), "you can send marketing emails at night now"),
        (
            rule("Don't send the lease to the Parkers until the bank signs off."),
            "the bank signed off on the lease, send it",
        ),
        (rule("Don't order pizza on weeknights."), "you can order pizza on weeknights again"),
        (rule("Don't call the supplier after 5pm."), "you can call the supplier after 5pm now"),
        (
            rule("Anonymize exports before sending them.", "requirement"),
            "you can send exports without anonymizing them now",
        ),
        (rule("Anonymize exports before sending them.", "requirement"), "no need to anonymize the exports anymore"),
    ],
)
def test_releases_next_to_the_guards(r, turn):
    assert verdict(r, turn)[:2] == ("release", 1)


def test_a_value_inside_the_bound_carried_by_a_permission_keeps_the_limit():
    call = rule("Don't email the board before the audit call.")
    words = rule("Keep board updates under 400 words.", "limit", id=2)
    label, rule_id, _ = verdict([call, words], "the audit call is done, you can send the 400-word update")
    assert (label, rule_id) != ("release", 2)
