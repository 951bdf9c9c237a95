"""The task-state lane: a fixed schema, rewritten at each compaction, validated before use."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

from pinlane.ledger.errors import InvalidTaskStateError

FIELDS = (
    "goal",
    "confirmed_findings",
    "ruled_out",
    "actions_taken_with_side_effects",
    "open_questions",
    "user_stated_constraints_not_yet_pinned",
)


@dataclass(frozen=True)
class TaskState:
    """What the agent knows about the task, as data rather than prose.

    ``user_stated_constraints_not_yet_pinned`` is the safety net: rules the classifier was unsure
    of, or that the summarizer noticed, shown for review and promotable to pinned rules.
    """

    goal: str = ""
    confirmed_findings: tuple[str, ...] = ()
    ruled_out: tuple[str, ...] = ()
    actions_taken_with_side_effects: tuple[str, ...] = ()
    open_questions: tuple[str, ...] = ()
    user_stated_constraints_not_yet_pinned: tuple[str, ...] = field(default=())

    @classmethod
    def from_dict(cls, data: Any) -> TaskState:
        """Validate structured output; raise InvalidTaskStateError naming the bad field."""
        if not isinstance(data, dict):
            raise InvalidTaskStateError(f"task state must be a JSON object, got {type(data).__name__}.")
        keys = set(data)
        if keys != set(FIELDS):
            missing, extra = sorted(set(FIELDS) - keys), sorted(keys - set(FIELDS))
            raise InvalidTaskStateError(
                f"task state must have exactly the fields {', '.join(FIELDS)}; missing {missing}, unexpected {extra}."
            )
        if not isinstance(data["goal"], str):
            raise InvalidTaskStateError(f"'goal' must be a string, got {type(data['goal']).__name__}.")
        values: dict[str, Any] = {"goal": data["goal"]}
        for name in FIELDS[1:]:
            items = data[name]
            if not isinstance(items, list) or not all(isinstance(i, str) for i in items):
                raise InvalidTaskStateError(f"'{name}' must be a list of strings, got {items!r:.80}.")
            values[name] = tuple(items)
        return cls(**values)

    def to_dict(self) -> dict[str, Any]:
        return {k: list(v) if isinstance(v, tuple) else v for k, v in asdict(self).items()}

    def render(self) -> str:
        """The task state as it goes into the context (JSON: unambiguous for the model)."""
        return "## Task state\n" + json.dumps(self.to_dict(), indent=1, ensure_ascii=False)
