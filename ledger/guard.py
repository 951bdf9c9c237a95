"""Guards: pinned rules enforced at the tool boundary, outside the model.

Declared guards (``forbid``, ``require_approval``) see the call's arguments and a small dict of
flags. For side-effecting tools nobody wrote a guard for, an automatic net (the structured
matcher of ``ledger.matcher``) compares the parsed call with the pinned rules and escalates a
likely match to approval, with the match explained. Every decision is written to the ledger
store; nothing is refused silently, and anything that goes wrong inside a guard (a predicate
that raises, an approver that hangs) ends in a refusal, never an unguarded call.
"""

from __future__ import annotations

import functools
import inspect
import json
import logging
import re
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from pinlane.ledger.core import Ledger
from pinlane.ledger.errors import CallRefusedError, GuardConfigError
from pinlane.ledger.matcher import Match, match_call, read_call
from pinlane.ledger.pair_guard import check as pair_check
from pinlane.ledger.pinned import Rule
from pinlane.ledger.release import confirm_message, pending_release

log = logging.getLogger("pinlane.guard")

Predicate = Callable[[Mapping[str, Any], Mapping[str, Any]], bool]
Approver = Callable[[str, Mapping[str, Any], str], bool]
DEFAULT_APPROVAL_TIMEOUT_S = 60.0
_STOP = frozenset(
    "a an the to of in on at for and or but with any anything all whatever you your do does did not no "
    "never dont don't doesnt avoid without please ever is are be it this that these those from by as "
    "until while make sure must should shall can cannot can't won't".split()
)
_WORD = re.compile(r"[a-z0-9]+")


def _stem(word: str) -> str:
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def content_words(text: str) -> set[str]:
    return {_stem(w) for w in _WORD.findall(text.lower()) if w not in _STOP and not w.isdigit()}


#: Generic action verbs that name the same kind of side effect (documented, small, not tuned
#: per case): a rule saying "touch" covers writes, deletes and moves.
ACTION_SYNONYMS: dict[str, frozenset[str]] = {
    "restart": frozenset({"reboot", "bounce", "cycle"}),
    "touch": frozenset({"write", "delete", "edit", "modify", "move", "remove", "chang", "updat", "creat"}),
    "send": frozenset({"post", "email", "messag", "notify", "publish", "mail"}),
    "post": frozenset({"send", "publish", "messag"}),
    "delete": frozenset({"purge", "remove", "drop", "wipe", "eras"}),
    "refund": frozenset({"refund"}),
    "merge": frozenset({"merge"}),
    "chang": frozenset({"updat", "edit", "modify", "set", "writ"}),
    "email": frozenset({"send", "mail"}),
}
#: Argument names whose values describe the action itself (shell commands, SQL).
ACTION_ARGS = frozenset({"cmd", "command", "sql", "action", "query"})


def _expand(words: set[str]) -> set[str]:
    out = set(words)
    for w in words:
        out |= ACTION_SYNONYMS.get(w, frozenset())
    return out


def call_text(tool: str, arguments: Mapping[str, Any]) -> str:
    """Tool name and argument values (not keys: "channel=ops" must not match "billing channel")."""
    values = " ".join(json.dumps(v, default=str) for v in arguments.values())
    return (tool + " " + values).replace("_", " ")


def net_match(rule_text: str, tool: str, arguments: Mapping[str, Any]) -> set[str]:
    """Words a call shares with a prohibition when it likely breaks it, else an empty set.

    Likely means: the call's action (tool name, or a command/SQL argument) is one the rule
    forbids (directly or through a generic synonym), and one more of the rule's words appears in
    the call (its arguments, or the rest of the command); or the two share three or more content
    words outright.
    """
    rule = content_words(rule_text)
    commanded: set[str] = set()
    for key, value in arguments.items():
        if key in ACTION_ARGS:
            commanded |= content_words(str(value))
    action = content_words(tool.replace("_", " ")) | commanded
    target = content_words(
        " ".join(json.dumps(v, default=str) for k, v in arguments.items() if k not in ACTION_ARGS).replace("_", " ")
    )
    # Count the rule's words the call covers, each once, and want two: a verb the call performs
    # (by name, command or synonym) and one more rule word among the arguments. The object may
    # sit in the same shell command as the verb ("git push origin main"), so a command argument
    # counts for both; the tool's name counts only as the verb ("send_email" names two verbs of
    # one rule word, "kill_job" a verb and a generic noun).
    verbs = {w for w in rule if ({w} | ACTION_SYNONYMS.get(w, frozenset())) & action}
    objects = rule & (target | commanded)
    if any(v != o for v in verbs for o in objects):
        return verbs | objects
    shared = rule & (action | target)
    return shared if len(shared) >= 3 else set()


#: A safety-net item (a sentence the classifier was unsure of) counts for the net only when it
#: reads as a prohibition: the net compares calls with things the user said not to do.
_NEGATIVE = re.compile(r"\b(never|not|no|don'?t|avoid|without|stop|nothing|nobody)\b|n't\b", re.IGNORECASE)


@dataclass(frozen=True)
class NetHit:
    """A prohibition a call likely breaks: a pinned rule, or a safety-net sentence (``rule`` None).

    ``match`` is the structured matcher's explanation (the action, the part of the call that
    matched, the confidence); ``shared`` its matched words, for callers that list them."""

    text: str
    rule: Rule | None
    shared: frozenset[str]
    match: Match | None = None

    def describe(self, tool: str) -> str:
        why = f" Matched: {self.match.explain()}." if self.match is not None else ""
        if self.rule is None:
            return (
                f'pinlane: this {tool} call may break a rule the user stated, "{self.text}" '
                f"(in the safety net: the classifier was unsure, so it is not pinned yet).{why}"
            )
        turn = self.rule.source_turns[0] if self.rule.source_turns else 0
        return f'pinlane: this {tool} call may break the pinned rule "{self.text}" (turn {turn}).{why}'


def prohibition_hit(ledger: Ledger, tool: str, arguments: Mapping[str, Any], description: str = "") -> NetHit | None:
    """The first pinned rule the call likely breaks, else the first negative safety-net item.

    Decided by the structured matcher (``ledger.matcher``) and, when the ledger's classifier is
    loaded and has a guard pair head, by its pair probability too (``ledger.pair_guard``): every
    active rule that restricts
    something (a prohibition, an approval it asks for, an amount or time limit) is matched
    against the parsed call and its description; the confident match comes first. The safety
    net is searched too because a missed prohibition is the costly error: a user's "Never push
    to main." that the classifier scored just under the pin threshold still makes a matching
    call ask first. Shared by the Guard, the PreToolUse hook and the MCP server.
    """
    call = read_call(tool, arguments, description)
    rules = [rule for rule in ledger.rules() if rule.kind in MATCHED_KINDS]
    # The matcher, plus the pair model when a classifier with a guard head is loaded (ledger.pair_guard).
    found = pair_check(
        [r.text for r in rules], tool, arguments, description, classifier=ledger.loaded_classifier, call=call
    )
    hits = [NetHit(rule.text, rule, _matched_words(m), m) for rule, m in zip(rules, found) if m is not None]
    if hits:
        return max(hits, key=lambda h: h.match.confidence if h.match else 0.0)
    for text in ledger.task_state.user_stated_constraints_not_yet_pinned:
        if _NEGATIVE.search(text) and (m := match_call(text, call)) is not None:
            return NetHit(text, None, _matched_words(m), m)
    return None


#: Rule kinds the matcher checks calls against (a preference never stops a call).
MATCHED_KINDS = frozenset({"prohibition", "limit", "requirement"})


def _matched_words(m: Match) -> frozenset[str]:
    return frozenset(
        {m.action, *(w for d in m.details if d.startswith("target ") for w in re.findall(r"'([^']+)'", d))}
    )


@dataclass
class _Declared:
    tool: str
    action: str  # "forbid" | "approve"
    when: Predicate | None
    reason: str
    rule_id: int | None
    approver: Approver | None = None
    announced_retired: bool = False


#: What the store records per call: ``escalated`` (the net sent it to approval) is followed by
#: the outcome, ``approved`` or ``refused``.
DECISIONS = ("allowed", "refused", "approved", "escalated")


@dataclass(frozen=True)
class Decision:
    """The guard's verdict on one call; ``escalated`` is True when the automatic net asked."""

    decision: str  # allowed | refused | approved
    reason: str = ""
    rule: Rule | None = None
    escalated: bool = False

    @property
    def allowed(self) -> bool:
        return self.decision in ("allowed", "approved")


@dataclass
class Guard:
    """Sits between the model and its tools.

    Example::

        guard = Guard(ledger, flags={"replication_resync": True}, approver=ask_in_terminal)
        guard.register("restart", restart, side_effects=True)
        guard.forbid("restart", when=lambda a, f: f["replication_resync"] and a["host"] == "db-primary-1",
                     reason="replication is mid-resync", rule=rule.id)
        guard.call("restart", host="db-primary-1")   # raises CallRefusedError quoting the rule
    """

    ledger: Ledger
    flags: dict[str, Any] = field(default_factory=dict)
    approver: Approver | None = None
    approval_timeout: float = DEFAULT_APPROVAL_TIMEOUT_S
    auto_net: bool = True
    _tools: dict[str, tuple[Callable[..., Any], bool]] = field(default_factory=dict)
    _declared: list[_Declared] = field(default_factory=list)

    def register(self, name: str, fn: Callable[..., Any], *, side_effects: bool = True) -> None:
        """Make ``fn`` callable through the guard as ``name``; ``side_effects=False`` exempts a
        read-only tool from the automatic net (declared guards still apply)."""
        if not isinstance(name, str) or not name.strip():
            raise GuardConfigError(f"a tool needs a non-empty name, got {name!r}.")
        if not callable(fn):
            raise GuardConfigError(f"tool {name!r} must be callable, got {type(fn).__name__}.")
        self._tools[name] = (fn, side_effects)

    def _check_tool(self, tool: str, rule: int | Rule | None) -> int | None:
        if tool not in self._tools:
            raise GuardConfigError(
                f"guard on unknown tool {tool!r}; registered tools: {sorted(self._tools)}. "
                "Register it first with guard.register(name, fn)."
            )
        rule_id = rule.id if isinstance(rule, Rule) else rule
        if rule_id is not None:
            self.ledger.rule(rule_id)  # raises RuleNotFoundError for a bad id
        return rule_id

    def forbid(self, tool: str, *, when: Predicate | None = None, reason: str, rule: int | Rule | None = None) -> None:
        """Refuse ``tool`` while ``when(arguments, flags)`` holds (always, without ``when``)."""
        self._declared.append(_Declared(tool, "forbid", when, reason, self._check_tool(tool, rule)))

    def require_approval(
        self,
        tool: str,
        *,
        when: Predicate | None = None,
        approver: Approver | None = None,
        reason: str = "needs approval",
        rule: int | Rule | None = None,
    ) -> None:
        """Ask ``approver`` (or the guard's) before ``tool`` runs while ``when`` holds."""
        self._declared.append(_Declared(tool, "approve", when, reason, self._check_tool(tool, rule), approver))

    def _ask(self, approver: Approver | None, tool: str, arguments: Mapping[str, Any], why: str) -> tuple[bool, str]:
        """Ask the approver in a daemon thread; no answer within the timeout means refuse (the
        thread is abandoned, so a hung approver can neither run the call nor block exit)."""
        approver = approver or self.approver
        if approver is None:
            return False, "no approver configured, so the call is refused"
        answer: list[object] = []
        failure: list[BaseException] = []

        def ask() -> None:
            try:
                answer.append(approver(tool, dict(arguments), why))
            except BaseException as exc:  # an approver that fails refuses
                failure.append(exc)

        worker = threading.Thread(target=ask, name=f"pinlane-approval-{tool}", daemon=True)
        worker.start()
        worker.join(self.approval_timeout)
        if worker.is_alive():
            return False, f"approver did not answer within {self.approval_timeout:g}s"
        if failure:
            return False, f"approver failed: {type(failure[0]).__name__}: {failure[0]}"
        if answer and answer[0] is True:
            return True, "approver said yes"
        return False, f"approver said no ({answer[0]!r})" if answer else "approver gave no answer"

    def _rule(self, rule_id: int | None) -> Rule | None:
        return self.ledger.rule(rule_id) if rule_id is not None else None

    def check(self, tool: str, arguments: Mapping[str, Any]) -> Decision:
        """Decide one call and write the decision(s) to the store; does not run it."""
        decision = self._decide(tool, arguments)
        if decision.escalated:
            self.ledger.log_decision(
                tool=tool,
                arguments=dict(arguments),
                decision="escalated",
                rule=decision.rule,
                reason=decision.reason.split("; ")[0],
            )
        self.ledger.log_decision(
            tool=tool,
            arguments=dict(arguments),
            decision=decision.decision,
            rule=decision.rule,
            reason=decision.reason,
        )
        return decision

    def _decide(self, tool: str, arguments: Mapping[str, Any]) -> Decision:
        if tool not in self._tools:
            return Decision("refused", f"unknown tool {tool!r}: only registered tools run ({sorted(self._tools)})")
        for d in (d for d in self._declared if d.tool == tool):
            rule = self._rule(d.rule_id)
            if rule is not None and not rule.active:
                if not d.announced_retired:
                    log.info(
                        "guard %s on %s no longer applies: rule %s retired (%s)",
                        d.action,
                        tool,
                        rule.id,
                        rule.retired_reason,
                    )
                    d.announced_retired = True
                continue
            try:
                applies = d.when is None or bool(d.when(arguments, self.flags))
            except Exception as exc:
                return Decision(
                    "refused",
                    f"guard predicate on {tool!r} raised {type(exc).__name__}: {exc}; refusing "
                    "rather than running unguarded",
                    rule,
                )
            if not applies:
                continue
            if rule is not None and (pending := pending_release(self.ledger, rule.id)) is not None:
                return Decision("refused", confirm_message(rule, pending), rule)
            if d.action == "forbid":
                return Decision("refused", d.reason, rule)
            ok, how = self._ask(d.approver, tool, arguments, d.reason)
            return Decision("approved" if ok else "refused", f"{d.reason}; {how}", rule)
        if self.auto_net and self._tools[tool][1]:
            hit = prohibition_hit(self.ledger, tool, arguments)
            if hit is not None and hit.rule is not None and (pending := pending_release(self.ledger, hit.rule.id)):
                return Decision("refused", confirm_message(hit.rule, pending), hit.rule)
            if hit is not None:
                where = "pinned prohibition" if hit.rule else f"unpinned prohibition in the safety net {hit.text!r}"
                why = f"call matches {where} on {sorted(hit.shared)}" + (
                    f" ({hit.match.explain()})" if hit.match else ""
                )
                ok, how = self._ask(None, tool, arguments, why)
                return Decision("approved" if ok else "refused", f"{why}; {how}", hit.rule, escalated=True)
        return Decision("allowed")

    def call(self, tool: str, /, *args: Any, **kwargs: Any) -> Any:
        """Run a registered tool through the guard; raise CallRefusedError when refused.

        Positional arguments are bound to the tool's parameter names, so predicates always see
        a name -> value mapping: ``guard.call("restart", "db-primary-1")`` gives ``{"host": ...}``.
        """
        arguments = self._bind(tool, args, kwargs)
        decision = self.check(tool, arguments)
        if not decision.allowed:
            rule_text = decision.rule.text if decision.rule else ""
            quoted = f' Pinned rule: "{rule_text}".' if rule_text else ""
            raise CallRefusedError(
                f"{tool}({json.dumps(arguments, default=str)}) refused: {decision.reason}.{quoted}"
                " Do not retry this call; choose another action or ask the user.",
                rule_text=rule_text,
                reason=decision.reason,
            )
        return self._tools[tool][0](**arguments)

    def _bind(self, tool: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> dict[str, Any]:
        if not args:
            return dict(kwargs)
        if tool not in self._tools:
            return {**{f"arg{i}": a for i, a in enumerate(args)}, **kwargs}
        try:
            bound = inspect.signature(self._tools[tool][0]).bind(*args, **kwargs)
        except (TypeError, ValueError) as exc:
            raise GuardConfigError(
                f"cannot bind the arguments {args!r} {kwargs!r} to tool {tool!r}: {exc}. Pass them by name."
            ) from exc
        return dict(bound.arguments)

    def wrap(
        self, tool: str | Callable[..., Any], *, name: str | None = None, side_effects: bool = True
    ) -> Callable[..., Any]:
        """A tool as a plain callable that goes through the guard.

        ``tool`` is a registered name, or a function, which is registered (under ``name`` or its
        ``__name__``) first: ``restart = guard.wrap(restart)``.
        """
        if isinstance(tool, str):
            name_ = tool
            if name_ not in self._tools:
                raise GuardConfigError(
                    f"cannot wrap unknown tool {name_!r}; registered tools: {sorted(self._tools)}. "
                    "Pass the function itself, or register it first."
                )
        else:
            name_ = name or str(getattr(tool, "__name__", ""))
            self.register(name_, tool, side_effects=side_effects)

        @functools.wraps(self._tools[name_][0])
        def guarded(*args: Any, **kwargs: Any) -> Any:
            return self.call(name_, *args, **kwargs)

        return guarded

    def run_openai_tool_call(self, tool_call: Any) -> Any:
        """Run an OpenAI ``tool_calls`` item: a dict ``{"function": {"name", "arguments": JSON}}``
        or the SDK's object with the same attributes."""
        fn = _field(tool_call, "function") or {}
        raw = _field(fn, "arguments") or "{}"
        name = str(_field(fn, "name"))
        try:
            arguments = json.loads(raw) if isinstance(raw, str) else dict(raw)
        except json.JSONDecodeError as exc:
            raise CallRefusedError(
                f"{name}: tool call arguments are not JSON ({exc.msg}): {raw!r:.80}; refused.",
                reason="arguments are not JSON",
            ) from exc
        if not isinstance(arguments, dict):
            raise CallRefusedError(
                f"{name}: tool call arguments must be a JSON object, got {arguments!r:.80}; refused.",
                reason="arguments are not an object",
            )
        return self.call(name, **arguments)

    def run_anthropic_tool_use(self, block: Any) -> Any:
        """Run an Anthropic ``tool_use`` block: a dict ``{"name", "input": {...}}`` or the SDK's
        ``ToolUseBlock``."""
        arguments = _field(block, "input") or {}
        return self.call(str(_field(block, "name")), **dict(arguments))

    def run_tool_call(self, call: Any) -> Any:
        """Run an OpenAI tool call or an Anthropic tool_use block, whichever ``call`` is."""
        if _field(call, "function") is not None:
            return self.run_openai_tool_call(call)
        return self.run_anthropic_tool_use(call)


def _field(obj: Any, name: str) -> Any:
    """``obj[name]`` for mappings, ``obj.name`` for SDK objects, None when absent."""
    if isinstance(obj, Mapping):
        return obj.get(name)
    return getattr(obj, name, None)
