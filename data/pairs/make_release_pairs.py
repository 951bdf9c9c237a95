"""Write data/pairs/release_train.jsonl: (pinned rule, new user turn) pairs for the release head.

    python data/pairs/make_release_pairs.py   (deterministic, seed 2121)

Scenarios are hand-written in release_scenarios.txt (one rule each, none from
benchmarks/release/); the templates below are written for this file, independent of the
benchmark's templates. Labels: 0 keep, 1 release, 2 amend. Only user turns are written (assistant
and tool text never releases: that is a rule in code, not a model decision).
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
SCENARIOS = HERE / "release_scenarios.txt"
HAND = HERE / "release_hand.txt"
OUT = HERE / "release_train.jsonl"
SEED = 2121
KEEP, RELEASE, AMEND = 0, 1, 2

DOUBLE = {
    "ban",
    "let",
    "run",
    "stop",
    "ship",
    "cut",
    "put",
    "set",
    "get",
    "drop",
    "plan",
    "chat",
    "tag",
    "log",
    "pin",
    "skip",
    "submit",
    "commit",
    "admit",
    "permit",
    "forget",
    "begin",
    "spin",
    "swap",
    "wrap",
    "flip",
    "bid",
}


def gerund(phrase: str) -> str:
    verb, _, rest = phrase.partition(" ")
    v = verb.lower()
    if v in DOUBLE:
        g = v + v[-1] + "ing"
    elif v.endswith("ie"):
        g = v[:-2] + "ying"
    elif v.endswith("e") and not v.endswith(("ee", "ye", "oe")):
        g = v[:-1] + "ing"
    else:
        g = v + "ing"
    return f"{g} {rest}".strip()


def load() -> list[dict]:
    keys = ("id", "kind", "rule", "topic", "free", "other", "cond", "done", "new", "rest", "nv")
    out = []
    for line in SCENARIOS.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split(" | ")]
        if len(parts) != len(keys):
            raise SystemExit(f"{SCENARIOS.name}: expected {len(keys)} fields, got {len(parts)}: {line!r}")
        s = dict(zip(keys, parts))
        for k in ("cond", "done", "rest", "nv"):
            if s[k] == "-":
                s[k] = ""
        s["free_ing"] = gerund(s["free"])
        s["other_ing"] = gerund(s["other"])
        out.append(s)
    return out


PEOPLE = [
    "Dana",
    "my boss",
    "Raj",
    "the client",
    "legal",
    "Mei",
    "the ops lead",
    "Carlos",
    "my wife",
    "the teacher",
    "our CTO",
    "Jonas",
    "the landlord",
    "HR",
    "the vet",
    "Aisha",
    "the PM",
]
BOTS = [
    "the status page",
    "the bot in #ops",
    "the dashboard",
    "the ticket",
    "an email from IT",
    "the tool output",
    "the monitoring alert",
    "the assistant earlier",
]
OPENERS = [
    "",
    "",
    "",
    "ok ",
    "ok, ",
    "alright, ",
    "right, ",
    "hey, ",
    "so ",
    "good news: ",
    "update: ",
    "fyi ",
    "quick one: ",
    "alright so ",
    "great, ",
    "cool, ",
    "hm, ",
    "listen, ",
    "one more thing: ",
]
CLOSERS = ["", "", "", "", ".", ".", "!", " thanks", " :)", ", thx", " please", ", cheers"]

# ---- release turns -----------------------------------------------------------------------------
REL_ANY = [
    "forget what I said about {topic}",
    "forget the rule about {topic}",
    "scrap the {topic} rule",
    "the rule on {topic} is lifted",
    "consider the {topic} rule gone",
    "ignore my earlier instruction about {topic}",
    "disregard what I told you about {topic}",
    "that thing about {topic} doesn't apply anymore",
    "the {topic} restriction is off",
    "we're done with the {topic} rule, drop it",
    "I'm lifting the rule on {topic}",
    "you can forget about the {topic} rule now",
    "{topic}: no longer a rule",
    "retire the {topic} rule",
    "cancel that instruction about {topic}",
    "never mind the {topic} thing, it's fine",
    "the {topic} rule no longer applies",
    "I take back what I said about {topic}",
    "remove the {topic} rule from your list",
    "you're off the hook on {topic}",
    "let's drop the rule about {topic} altogether",
    "rescind the {topic} instruction",
    "that restriction on {topic}? gone",
    "please un-pin the {topic} rule",
]
REL_FREE = [
    "you can {free} now",
    "go ahead and {free}",
    "feel free to {free}",
    "you may {free} now",
    "it's fine to {free} now",
    "{free_ing} is fine now",
    "{free_ing} is ok from here on",
    "you're cleared to {free}",
    "you have my ok to {free}",
    "permission granted: {free}",
    "{free}, you have the green light",
    "I'm fine with you {free_ing} now",
    "go for it, {free}",
    "you're allowed to {free} from now on",
    "{free} whenever you're ready",
    "no problem if you {free} now",
    "it's ok to {free} again",
    "{free_ing} is allowed again",
    "you're free to {free}",
    "we're good to {free} now",
    "please {free} now, the rule is over",
    "{free}. the restriction is lifted",
    "I no longer mind if you {free}",
    "from now on you can {free}",
    "{free_ing}? totally fine now",
    "yes, {free}, it's approved",
    "ok to {free} now",
    "you don't need to hold back anymore, {free}",
]
REL_DONE = [
    "{done}, so you can {free} now",
    "{done}. go ahead and {free}",
    "{done} - feel free to {free}",
    "{done}, you're clear to {free}",
    "{done}; {free_ing} is fine now",
    "since {done}, please {free}",
]
REL_REQ = [
    "no need to {req} anymore",
    "you don't have to {req} anymore",
    "stop {req_ing}, it's not needed now",
    "you can stop {req_ing}",
    "{req_ing} isn't required anymore",
    "skip {req_ing} from now on",
    "{req_ing} is optional now",
    "don't bother {req_ing} from here on",
]
REL_LIMIT = [
    "the {topic} is gone, no cap anymore",
    "no limit on that anymore",
    "take as much as you need, forget {topic}",
    "there's no cap anymore, the {topic} is off",
    "don't worry about {topic} anymore",
    "{topic}? not a thing anymore",
]
REL_PREF = [
    "I don't care about {topic} anymore, do whatever",
    "{topic} doesn't matter now, use whatever you like",
    "forget my preference for {topic}",
    "no preference anymore on {topic}",
]

# ---- amendments --------------------------------------------------------------------------------
AM_NEW = [
    "actually, {new_l}",
    "change of plan: {new_l}",
    "let me revise that: {new_l}",
    "correction: {new_l}",
    "scratch that, {new_l}",
    "new rule on {topic}: {new_l}",
    "update the {topic} rule: {new_l}",
    "replace the {topic} rule with this: {new_l}",
    "on second thought, {new_l}",
    "I want to change the {topic} rule. {new}",
    "small change: {new_l}",
    "make it this instead: {new_l}",
    "{new} That replaces what I said before.",
    "let's amend the {topic} rule: {new_l}",
]
AM_REST = [
    "you can {free} now, but still {rest}",
    "ok to {free}, but {rest}",
    "go ahead and {free}, just {rest}",
    "{free_ing} is fine now, but {rest}",
    "feel free to {free} - but {rest}",
    "the {topic} rule is lifted, but {rest}",
]
AM_NV = [
    "make that {nv}",
    "let's say {nv} instead",
    "bump it to {nv}",
    "change it to {nv}",
    "raise the limit to {nv}",
    "{nv} is the new cap",
    "ok, {nv} instead of the old number",
    "the {topic} is now {nv}",
]

# ---- hard keeps ---------------------------------------------------------------------------------
RESTATE = [
    "{rule}",
    "remember: {rule_l}",
    "just a reminder, {rule_l}",
    "again, {rule_l}",
    "{rule} I mean it.",
    "to be clear, the {topic} rule still stands",
    "the {topic} rule is still in force, ok?",
    "nothing has changed about {topic}",
    "still no exceptions on {topic}",
    "keep following the {topic} rule",
    "as I said, {rule_l}",
    "{rule} No exceptions.",
    "quick reminder that {rule_l}",
    "don't forget: {rule_l}",
    "I repeat: {rule_l}",
    "just making sure you remember the {topic} rule",
    "the {topic} rule hasn't changed",
    "{rule} That goes for everyone on the team.",
]
ASK = [
    "can you {free} now?",
    "is it ok to {free} yet?",
    "should we {free}?",
    "would it be fine to {free}?",
    "any reason we can't {free} yet?",
    "what's the status on {topic}?",
    "is the {topic} rule still on?",
    "did you {free}?",
    "do you think we could {free} soon?",
    "why can't you {free}?",
    "when can you {free}?",
    "have you been {free_ing}?",
    "wait, are you allowed to {free} now",
    "could you remind me why we're not {free_ing}?",
    "is {free_ing} allowed now?",
    "how long until we can {free}?",
]
ASK_DONE = ["has {done}?", "did you check whether {done}?", "is it true {done}?"]
OTHER = [
    "you can {other} now",
    "go ahead and {other}",
    "feel free to {other}",
    "{other_ing} is fine",
    "please {other} today",
    "you're cleared to {other}",
    "ok to {other}",
    "{other} whenever you're ready",
]
NEG = [
    "don't {free} yet",
    "not yet, keep holding off on {free_ing}",
    "hold off on {free_ing} for now",
    "you still can't {free}",
    "no, {free_ing} is still off the table",
    "please don't {free} until I say so",
    "not so fast, no {free_ing} today",
    "we're not ready to {free}",
    "no, you may not {free}",
    "I haven't lifted the {topic} rule",
    "the {topic} rule isn't lifted yet",
    "don't even think about {free_ing}",
    "keep {free_ing} off the list for now",
    "the answer's still no on {free_ing}",
    "nope, no {free_ing}",
    "{free_ing} remains off limits",
    "do not {free}",
    "never {free}, like I said",
    "absolutely not, don't {free}",
    "stop, don't {free}",
]
FUTURE = [
    "once {cond}, you can {free}",
    "when {cond} I'll let you {free}",
    "after {cond} you may {free}",
    "if {cond} later, go ahead and {free}",
    "as soon as {cond} you're free to {free}",
    "tomorrow you can probably {free}",
    "next week we'll lift the {topic} rule",
    "I'll tell you when you can {free}",
    "maybe later today you can {free}, not now",
    "we might {free} after the weekend",
]
RELAYED = [
    "{person} said you can {free}",
    "{person} told me it's fine to {free}, but I haven't decided",
    "{bot} says you're allowed to {free}",
    "according to {person}, {free_ing} is ok now",
    "{person} thinks you can {free}, wait for my word",
    "apparently {person} wants you to {free}, I'll check",
    "{bot} claims the {topic} rule is lifted, ignore it",
]
SARCASM = [
    "sure, {free}, what could possibly go wrong",
    "yeah right, go ahead and {free}, then explain it to {person}",
    "oh great idea, let's just {free} and see what breaks",
    "why not {free} while you're at it /s",
    "sure, and while you're {free_ing}, set the house on fire too",
    "lol no. '{free}' he says",
    "go ahead and {free}... said no one ever",
]
HYPO = [
    "if I told you to {free}, would you?",
    "hypothetically, could you {free} if I lifted the rule?",
    "imagine we could {free}, how long would it take?",
    "suppose the {topic} rule were gone, what would you do first?",
    "in a world where {free_ing} is allowed, what's the plan?",
    "what would happen if you {free}?",
    "if the {topic} rule didn't exist, would you {free}?",
    "say I let you {free}, what's the risk?",
]
CHATTER = [
    "thanks, that's helpful",
    "what's next on the list?",
    "nice work so far",
    "can you summarize where we are?",
    "let me grab a coffee, back in 10",
    "ok, sounds good",
    "great, carry on",
    "how long will the rest take?",
    "perfect, thank you",
    "hmm, let me think about it",
    "good progress on {topic} today",
    "any blockers?",
    "let's take a break",
    "sorry, was in a meeting. where were we?",
    "sounds like a plan",
    "I'm heading out, continue without me",
]


# ---- v2: more phrasings, two-sentence turns ----------------------------------------------------
REL_FREE_2 = [
    "you're good to go on {free_ing}",
    "have at it: {free}",
    "fine by me if you {free} now",
    "consider yourself cleared to {free}",
    "{free_ing}? yes, do it",
    "I'm giving you the go-ahead to {free}",
    "I'm ok with {free_ing} now",
    "sure thing, you can {free} now",
    "yes please, {free}",
    "you have the all-clear to {free}",
    "{free_ing} is back on, go ahead",
    "we can stop tiptoeing around {topic}, {free}",
    "{free} as needed, no need to check with me",
    "the hold on {topic} is over, you may {free}",
    "i've decided you can {free}",
    "ok, final answer: you can {free}",
]
REL_ANY_2 = [
    "that rule about {topic} is dead, forget it",
    "I'm dropping the {topic} rule",
    "stop worrying about {topic}, the rule's gone",
    "you can ignore the {topic} rule from now on",
    "the {topic} rule was only for last week, it's done",
    "let's retire the rule on {topic}",
    "nix the {topic} rule",
    "I'm removing the restriction on {topic}",
    "{topic} is no longer restricted",
    "treat the {topic} rule as cancelled",
]
REASONS = [
    "I talked to {person} and it's settled",
    "things have changed",
    "the situation is different now",
    "we got the sign-off",
    "I checked and it's safe",
    "that was only a temporary thing",
    "I've thought about it",
    "turns out it's not a problem",
    "good news from {person}",
]
FOLLOWUPS = [
    "let me know when it's done",
    "also, send me a summary after",
    "thanks for being careful about it",
    "then move on to the next item",
    "ping me if anything looks off",
    "after that, check the other tasks",
]
AM_NEW_2 = [
    "tweak the {topic} rule: {new_l}",
    "I'm changing my mind on {topic}: {new_l}",
    "let's adjust that: {new_l}",
    "revised rule: {new}",
    "going forward it's this: {new_l}",
    "{new} That's the updated version.",
    "update to what I said about {topic}: {new_l}",
    "wait, I said that wrong. {new}",
]
KEEP_2 = [
    "I'm thinking about letting you {free}, not decided yet",
    "I'd like to lift the {topic} rule eventually",
    "let's revisit the {topic} rule next week",
    "maybe we should drop the {topic} rule? thoughts?",
    "what would you need from me to {free}?",
    "{person} asked whether you can {free}; the answer is still no",
    "the {topic} rule is annoying, but keep it",
    "I wish we could {free}",
    "don't worry, I won't ask you to {free}",
    "ignore anyone who says you can {free}",
    "if anyone asks, you still can't {free}",
    "even if a tool says so, don't {free}",
    "good that you didn't {free}",
    "thanks for not {free_ing}",
    "you were right not to {free}",
    "I know you want to {free}, but no",
    "remind me tomorrow to think about the {topic} rule",
    "what's the risk if we {free} next month?",
]
KEEP_MULTI = [
    "{chat}. {restate}",
    "{restate} {chat}.",
    "{chat}. {ask}",
]


def cap(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def low(text: str) -> str:
    return text[:1].lower() + text[1:] if text and not text[:2].isupper() else text


def fill(template: str, s: dict, rng: random.Random) -> str:
    rule_l = low(s["rule"])
    new_l = low(s["new"])
    req = s.get("req", "")
    vals = {
        **s,
        "rule_l": rule_l,
        "new_l": new_l,
        "req": req,
        "req_ing": gerund(req) if req else "",
        "person": rng.choice(PEOPLE),
        "bot": rng.choice(BOTS),
    }
    text = template.format(**vals)
    # "the {topic} rule" with a topic that has its own determiner ("the the VM", "the Leo's tablet")
    return re.sub(r"\b[Tt]he ((?:the|my|our|a|an) |[A-Z][a-z]+'s )", r"\1", text)


def dress(text: str, rng: random.Random) -> str:
    """Vary the surface: an opener, a closer, the case of the first letter."""
    opener = rng.choice(OPENERS)
    text = opener + text if opener else text
    if not text.rstrip().endswith(("?", ".", "!")) and not text.endswith(")"):
        text += rng.choice(CLOSERS)
    r = rng.random()
    if r < 0.35:
        text = cap(text)
    elif r < 0.45:
        text = text.lower()
    return text


REQ_VERBS = {
    "run",
    "attach",
    "cc",
    "add",
    "ask",
    "take",
    "send",
    "get",
    "cite",
    "put",
    "make",
    "check",
    "update",
    "confirm",
    "encrypt",
    "post",
    "reply",
    "have",
    "remind",
    "use",
}


def requirement_action(s: dict) -> str:
    """The act a requirement asks for, from its rule text, for "no need to ..." turns."""
    rule = re.sub(r"^(?:always|please)\s+", "", s["rule"].rstrip("."), flags=re.I)
    verb = rule.split(" ", 1)[0].lower()
    return rule[0].lower() + rule[1:] if verb in REQ_VERBS and verb != "cc" else (rule if verb == "cc" else "")


def turns(s: dict, rng: random.Random) -> list[tuple[str, int, str]]:
    """(text, label, case) for one scenario."""
    out: list[tuple[str, int, str]] = []
    kind = s["kind"]

    def pick(templates: list[str], n: int, label: int, case: str, need: tuple[str, ...] = ()) -> None:
        if any(not s.get(k) for k in need):
            return
        for t in rng.sample(templates, min(n, len(templates))):
            out.append((dress(fill(t, s, rng), rng), label, case))

    if kind == "requirement":
        s["req"] = requirement_action(s)
    pick(REL_ANY, 6, RELEASE, "release_lift")
    pick(REL_FREE, 7, RELEASE, "release_permit")
    pick(REL_DONE, 2, RELEASE, "release_done_explicit", ("done",))
    if kind == "requirement":
        pick(REL_REQ, 3, RELEASE, "release_requirement", ("req",))
    if kind == "limit":
        pick(REL_LIMIT, 3, RELEASE, "release_limit")
    if kind == "preference":
        pick(REL_PREF, 2, RELEASE, "release_preference")
    if s["done"] and kind != "prohibition":
        # a non-prohibition whose condition is reported over has simply ended
        out.append((dress(s["done"], rng), RELEASE, "release_condition_over"))
    pick(AM_NEW, 4, AMEND, "amend_new")
    pick(AM_REST, 2, AMEND, "amend_partial", ("rest",))
    pick(AM_NV, 3, AMEND, "amend_value", ("nv",))
    pick(RESTATE, 5, KEEP, "restate")
    pick(ASK, 6, KEEP, "ask")
    pick(ASK_DONE, 1, KEEP, "ask", ("done",))
    pick(OTHER, 3, KEEP, "other_target")
    pick(NEG, 5, KEEP, "negated")
    if s["cond"]:
        pick(FUTURE, 2, KEEP, "future")
    else:
        pick([t for t in FUTURE if "{cond}" not in t], 2, KEEP, "future")
    pick(RELAYED, 2, KEEP, "relayed")
    pick(SARCASM, 1, KEEP, "sarcasm")
    pick(HYPO, 2, KEEP, "hypothetical")
    if s["done"] and kind == "prohibition":
        # a prohibition's condition reported done, no release words: the ledger asks, label keep
        out.append((dress(s["done"], rng), KEEP, "condition_done_only"))
        out.append(
            (
                dress(rng.choice(["looks like {done}", "{done}, fyi", "just so you know, {done}"]).format(**s), rng),
                KEEP,
                "condition_done_only",
            )
        )
    pick(CHATTER, 2, KEEP, "chatter")
    # v2
    pick(REL_FREE_2, 3, RELEASE, "release_permit")
    pick(REL_ANY_2, 2, RELEASE, "release_lift")
    for _ in range(2):
        rel = fill(rng.choice(REL_FREE + REL_FREE_2 + REL_ANY), s, rng)
        if rng.random() < 0.5:
            text = f"{cap(fill(rng.choice(REASONS), s, rng))}. {cap(rel)}."
        else:
            text = f"{cap(rel)}. {cap(fill(rng.choice(FOLLOWUPS), s, rng))}."
        out.append((text, RELEASE, "release_two_sentences"))
    pick(AM_NEW_2, 2, AMEND, "amend_new")
    pick(KEEP_2, 5, KEEP, "keep_hard")
    chat = fill(rng.choice(CHATTER), s, rng).rstrip("?.")
    restate = fill(rng.choice(RESTATE), s, rng)
    ask = fill(rng.choice(ASK), s, rng)
    template = rng.choice(KEEP_MULTI)
    out.append((template.format(chat=cap(chat), restate=cap(restate), ask=cap(ask)), KEEP, "keep_two_sentences"))
    return out


#: Turns that name no target ("make that 20 slides"): they fit any rule, so never cross-rule keeps.
PRONOUN_CASES = {"amend_value", "release_limit", "release_condition_over", "release_preference"}


def build() -> list[dict]:
    """Every pair, in file order (deterministic)."""
    rng = random.Random(SEED)
    scenarios = load()
    ids = [s["id"] for s in scenarios]
    if len(set(ids)) != len(ids):
        raise SystemExit("duplicate scenario ids")
    rows = []
    per = {}
    for s in scenarios:
        per[s["id"]] = turns(s, rng)
        for text, label, case in per[s["id"]]:
            rows.append(dict(task="release", group=s["id"], a=s["rule"], b=text, label=label, source=f"gen:{case}"))
    # The same turn against a DIFFERENT rule: keep (the turn names another rule's target).
    by_kind: dict[str, list[dict]] = {}
    for s in scenarios:
        by_kind.setdefault(s["kind"], []).append(s)
    for s in scenarios:
        others = [o for o in scenarios if o["id"] != s["id"]]
        same = [o for o in by_kind[s["kind"]] if o["id"] != s["id"]]
        for o in rng.sample(same, 3) + rng.sample(others, 2):
            cands = [t for t in per[o["id"]] if t[1] != KEEP and t[2] not in PRONOUN_CASES]
            for text, _, case in rng.sample(cands, 2):
                rows.append(
                    dict(
                        task="release", group=s["id"], a=s["rule"], b=text, label=KEEP, source=f"gen:cross_rule:{case}"
                    )
                )
    # Hand-written pairs (free phrasing), grouped by rule.
    codes = {"K": KEEP, "R": RELEASE, "A": AMEND}
    hand_groups: dict[str, str] = {}
    for line in HAND.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        rule, label, turn = (p.strip() for p in line.split(" | "))
        group = hand_groups.setdefault(rule, f"hand-{len(hand_groups) + 1:02d}")
        rows.append(dict(task="release", group=group, a=rule, b=turn, label=codes[label], source="hand"))
    # One turn, two rules: "you can <B> now, but <A> still stands" releases B and keeps A.
    for s in scenarios:
        o = rng.choice([x for x in scenarios if x["id"] != s["id"]])
        rel = fill(rng.choice(["you can {free} now", "go ahead and {free}", "forget the rule about {topic}"]), o, rng)
        keep = rng.choice(["{rule_l} still stands", "{rule_l} still applies", "the {topic} rule stays"])
        text = dress(f"{rel}, but {fill(keep, s, rng).replace('. still', ' still')}", rng)
        rows.append(dict(task="release", group=s["id"], a=s["rule"], b=text, label=KEEP, source="gen:cross_both:keep"))
        rows.append(
            dict(task="release", group=o["id"], a=o["rule"], b=text, label=RELEASE, source="gen:cross_both:release")
        )
    seen = set()
    unique = []
    for r in rows:
        key = (r["a"], r["b"].lower())
        if key in seen:
            continue
        seen.add(key)
        unique.append(r)
    rng.shuffle(unique)
    return unique


def main() -> None:
    from collections import Counter

    rows = build()
    with OUT.open("w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(rows)} pairs, {len({r['group'] for r in rows})} scenarios -> {OUT}")
    print("labels:", dict(Counter(r["label"] for r in rows)))
    print("cases:", dict(Counter(r["source"].split(":")[1] if ":" in r["source"] else r["source"] for r in rows)))


if __name__ == "__main__":
    main()
