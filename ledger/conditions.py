"""Conditions inside rules, checked against what a call shows.

"no UPDATE without a WHERE", "never deploy without running tests first", "don't merge unless CI is
green", "don't skip the tests when deploying", "no kill -9 on prod processes": the action alone
does not break these rules; the call breaks them when the thing the rule asks for is missing or
switched off, or when it uses the flag the rule names. ``parse`` reads the condition out of a
rule; ``holds`` says whether a call satisfies it.

Two modes, because the two phrasings put the burden differently:

- ``needs`` ("X without Y", "X unless Y"): the call must show Y. Absent or switched off
  (``--no-tests``, ``SKIP_TESTS=1``, ``RUN_TESTS=false``) -> the rule applies.
- ``not_off`` ("don't skip Y when X"): only a call that switches Y off breaks it; a plain X
  (``make deploy``) does not say it skips anything.

Flags named in a rule ("kill -9", "rm -rf", "push --force") must be in the call, through
``FLAG_SYNONYMS`` (``-9`` is ``-KILL`` is ``-SIGKILL``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: A flag a rule names -> the spellings of the same flag in calls.
FLAG_SYNONYMS: dict[str, tuple[str, ...]] = {
    "-9": ("-9", "-KILL", "-SIGKILL", "-s KILL", "-s SIGKILL", "--signal=KILL", "--signal=SIGKILL", "-s 9"),
    "-f": ("-f", "--force"),
    "--force": ("--force", "-f"),
    "-rf": ("-rf", "-fr", "-Rf", "-fR", "--recursive --force"),
    "--hard": ("--hard",),
    "--no-verify": ("--no-verify", "-n"),
    "--admin": ("--admin",),
    "--auto-approve": ("--auto-approve", "-auto-approve"),
}
#: A condition word -> call text that shows it holds although the word is not in it
#: (``pytest && deploy`` ran the tests; ``gh pr merge --auto`` merges only once checks pass).
SHOWN_BY: dict[str, tuple[str, ...]] = {
    "test": (
        "pytest",
        "tox",
        "jest",
        "vitest",
        "mocha",
        "rspec",
        "phpunit",
        "go test",
        "cargo test",
        "npm test",
        "npm run test",
        "yarn test",
        "pnpm test",
        "make test",
        "make check",
        "mvn test",
        "gradle test",
        "bin/rails test",
        "manage.py test",
        "unittest",
        "nox",
    ),
    "ci": ("--auto", "auto_merge", "automerge", "merge_when_pipeline_succeeds", "--when-checks-pass"),
    "check": ("--auto", "auto_merge", "automerge", "merge_when_pipeline_succeeds", "gh pr checks"),
    "backup": ("pg_dump", "mysqldump", "mongodump", "create-db-snapshot", "snapshot", "backup"),
    "review": ("--reviewer", "approved"),
}

#: Words after "without"/"unless" that ask for a person, not for something a call shows.
_PERSON = re.compile(
    r"\b(ask\w*|approv\w*|permission|sign[- ]?off|confirm\w*|check(ing)? with|my (ok|okay|review|go)|me|"
    r"i say|telling|told|consent|review from|a (human|person))\b",
    re.I,
)
#: Filler between "without" and the thing needed.
_FILLER = frozenset(
    "a an the any first running having doing adding using passing getting writing making taking some its their "
    "is are be being been green passing pass passes ok okay done there first".split()
)
_NEEDS = re.compile(r"\b(without|unless|except with|only with|only after|not before)\s+(.*)$", re.I)
_SKIP_WHEN = re.compile(
    r"\b(?:don'?t|do not|never|no)\s+(?:skip|skipping)\s+(?:the\s+|any\s+)?"
    r"([\w-]+(?:\s+[\w-]+)?)\s+(?:when|while|before)\s+(.+)$",
    re.I,
)
_FLAG_IN_RULE = re.compile(r"(?<![\w/-])(--?[a-zA-Z0-9][\w-]*)")


@dataclass(frozen=True)
class Condition:
    """What a call must show (``needs``) or must not switch off (``not_off``), and flags it must use."""

    words: tuple[str, ...] = ()
    mode: str = ""  # needs | not_off | ""
    flags: tuple[str, ...] = ()
    text: str = ""


def _stems(text: str, stem) -> tuple[str, ...]:
    out = []
    for w in re.findall(r"[a-z0-9]+", text.lower()):
        if w in _FILLER or len(w) < 2:
            continue
        out.append(stem(w))
    return tuple(dict.fromkeys(out))


def rewrite(low: str, stem) -> tuple[str, Condition | None]:
    """ "don't skip the tests when deploying" -> ("never deploying", not_off tests): the action is
    the deploy; the condition is that the tests are not switched off."""
    m = _SKIP_WHEN.search(low)
    if not m:
        return low, None
    return f"never {m.group(2)}", Condition(_stems(m.group(1), stem), "not_off", (), m.group(0))


def parse(condition_text: str, rule_text: str, stem) -> Condition | None:
    """The condition of a rule from its condition clause and its flags (None when it has neither)."""
    flags = tuple(f for f in _FLAG_IN_RULE.findall(rule_text) if f in FLAG_SYNONYMS or re.fullmatch(r"-\d+", f))
    words: tuple[str, ...] = ()
    mode = ""
    m = _NEEDS.search(condition_text or "")
    if m and not _PERSON.search(m.group(2)):
        words = _stems(re.split(r"[,;.]", m.group(2))[0], stem)[:3]
        mode = "needs" if words else ""
    if not words and not flags:
        return None
    return Condition(words, mode, flags, condition_text)


def _switched_off(word: str, text: str) -> bool:
    """``--no-tests``, ``SKIP_TESTS=1``, ``RUN_TESTS=false``, ``--skip-tests``, ``-DskipTests``."""
    w = re.escape(word[:4])
    return bool(
        re.search(
            rf"(?i)(--no-|\bno[_-]?|skip[_-]?|without[_-]?|disable[_-]?)\w*{w}"
            rf"|\b\w*{w}\w*['\"]?\s*[:=]\s*['\"]?(false|0|no|off|skip|disabled?)\b"
            rf"|\b\w*skip\w*{w}\w*['\"]?\s*[:=]\s*['\"]?(true|1|yes|on)\b",
            text,
        )
    )


def _shows(word: str, text_words: set[str], text: str = "") -> bool:
    if word in text_words or any(len(word) >= 4 and t.startswith(word) for t in text_words):
        return True
    low = text.lower()
    return any(re.search(rf"(?<![\w-]){re.escape(s)}(?![\w-])", low) for s in SHOWN_BY.get(word, ()))


def holds(cond: Condition, text: str, text_words: set[str]) -> bool | None:
    """Does the call keep to the rule's condition? True: it shows what the rule asks for, so the
    rule does not apply; False: it lacks it or switches it off; None: nothing to check."""
    if cond.flags and not any(_has_flag(f, text) for f in cond.flags):
        return True  # "no kill -9": ``kill -TERM`` is not it
    if not cond.words:
        return None
    if any(_switched_off(w, text) for w in cond.words):
        return False
    if cond.mode == "not_off":
        return True
    if cond.mode == "needs" and any(_shows(w, text_words, text) for w in cond.words):
        return True
    return False


def _has_flag(flag: str, text: str) -> bool:
    for spelling in FLAG_SYNONYMS.get(flag, (flag,)):
        if " " in spelling:
            if all(re.search(rf"(?<![\w-]){re.escape(p)}(?![\w-])", text) for p in spelling.split()):
                return True
            continue
        if re.search(rf"(?<![\w-]){re.escape(spelling)}(?![\w-])", text):
            return True
        if re.fullmatch(r"-[a-zA-Z]", spelling) and re.search(rf"(?<![\w-])-[a-zA-Z]*{spelling[1]}[a-zA-Z]*\b", text):
            return True  # ``-rf`` has ``-f``
    return False
