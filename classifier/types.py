"""The value the classifier returns: one constraint span of a message."""

from __future__ import annotations

from dataclasses import asdict, dataclass

KINDS: tuple[str, ...] = ("prohibition", "requirement", "limit", "preference")
SCOPES: tuple[str, ...] = ("task", "standing", "conditional")


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
