"""Another act than the rule's (issue 21, check3): a permission for a sibling of the forbidden act.

"feel free to email the client after 6pm" against "Don't call the client after 6pm" names the
rule's object and condition, but allows another act of the same family: the client may be
emailed, the call is still forbidden. The scorer cannot tell a paraphrase ("give clients refund
dates" for "promise a refund date") from another act in general, so only acts that people
contrast on purpose are listed, in families: two members of one family are different acts.
"""

from __future__ import annotations

import re
from collections.abc import Callable

#: Families of acts that are contrasted, not synonyms: calling versus emailing, reading versus
#: deleting, drafting versus sending. Words are stemmed with the scorer's ``content_words``.
_FAMILIES = (
    "call phone ring email text message ping dm slack",
    "read view look query inspect browse list copy export download delete drop remove archive purge truncate "
    "overwrite wipe reformat",
    "draft prepare preview outline schedule send publish post submit announce",
    "open review approve merge close",
    "build test lint stage deploy",
    "fetch pull push rebase",
    "plan book cancel",
)
_VERB_RULE = re.compile(r"\s*(?:don't|do not|dont|never)\s+([a-z][\w-]*)", re.I)


def _families(content: Callable[[str], set[str]]) -> list[set[str]]:
    return [set().union(*(content(w) for w in family.split())) for family in _FAMILIES]


def sibling_act(rule_text: str, verb: str, content: Callable[[str], set[str]], same: set[str]) -> str:
    """The permitted act ``verb`` (stemmed) when it is a sibling of the act a "Don't <verb> ..."
    rule forbids (same family, not the same act nor one of ``same``, its synonyms), else ""."""
    found = _VERB_RULE.match(rule_text)
    if not found or not verb:
        return ""
    act = content(found.group(1))
    if not act or verb in act or verb in same:
        return ""
    for family in _families(content):
        if act & family and verb in family:
            return verb
    # "feel free to read the payments module" against "Don't touch the payments module": looking is
    # not the changing the rule forbids
    if act & set().union(*(content(w) for w in _CHANGING.split())) and verb in set().union(
        *(content(w) for w in _LOOKING.split())
    ):
        return verb
    return ""


#: Acts that only look, and acts that change: a look is never the change a rule forbids.
_LOOKING = "read view look inspect browse review study skim check open see"
_CHANGING = "touch edit change modify alter rewrite refactor update tweak write"
