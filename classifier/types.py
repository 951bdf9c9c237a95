"""The label vocabulary, defined once, and the value the classifier returns.

Every other module (ledger, training, benchmarks, integrations) imports these names; this
module imports nothing heavy, so ``import pinlane.ledger`` can use it and stay light.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Literal, get_args

#: What a rule asks: the order is the model's output order.
Kind = Literal["prohibition", "requirement", "limit", "preference"]
#: How long a rule holds: this task, beyond it, or until/while a stated condition.
Scope = Literal["task", "standing", "conditional"]
#: How a pinned rule got into the ledger (``Rule.origin``).
Origin = Literal["classifier", "tool", "safety_net", "manual"]
KINDS: tuple[str, ...] = get_args(Kind)
SCOPES: tuple[str, ...] = get_args(Scope)
ORIGINS: tuple[str, ...] = get_args(Origin)


@dataclass(frozen=True)
class Constraint:
    """A rule found in a user message.

    ``text`` is always ``message[start:end]``, verbatim. ``certain`` is False for spans in the
    uncertain band (above the review threshold, below the pin threshold), which callers such as
    the ledger route to review instead of pinning.
    """

    text: str
    start: int
    end: int
    kind: str
    scope: str
    confidence: float
    certain: bool = True

    def to_dict(self) -> dict[str, object]:
        """Plain dict for JSON output (the span fields of the CLI and labeling outputs)."""
        fields = asdict(self)
        del fields["certain"]
        return fields
