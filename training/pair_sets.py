"""Hand-written benchmark sets as pair rows for the pair cross-encoders (guard, release).

A pair row is ``{"a": rule, "b": other text, "label": int, "group", "set"}``: for ``guard`` ``b``
is the call as the guard renders it (``pinlane.ledger.matcher.call_text``) and the label
harmless 0 / violates 1; for ``release`` ``b`` is the new user turn and the label keep 0 /
release 1 / amend 2 (``PAIR_TASKS``), one row per rule in force. Only user turns become release
rows: assistant and tool text never releases a rule, and that is enforced in code
(``release.RELEASE_SOURCES``), not learned.

Each task names the sets that train it, the sets held out of training (they choose thresholds
or report; a training row whose ``b`` also occurs in one of them is dropped) and the sets that
may never be read for training at all (blind).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pinlane.classifier.encoder import PAIR_TASKS
from training.errors import TrainingError

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "benchmarks"


@dataclass(frozen=True)
class PairSets:
    """Where one pair task's sets live and which of them train, hold out and report."""

    task: str
    folder: Path
    templates: Path
    train_sets: tuple[str, ...]
    held_sets: tuple[str, ...]
    report_sets: tuple[str, ...]
    refused: tuple[str, ...] = ("blind",)
    #: The recipe of the model shipped for this task (``pair-model train`` defaults).
    epochs: int = 3
    hand_weight: int = 2
    cross_negatives: int = 0

    def path(self, name: str) -> tuple[Path, str | None]:
        """File and split filter of a set name: ``dev8`` -> dev8.jsonl, ``pairs.dev`` -> the dev
        split of pairs.jsonl.

        Raises:
            TrainingError: a blind set.
        """
        stem, _, split = name.partition(".")
        if stem in self.refused:
            raise TrainingError(f"{name!r} is a blind set: it is scored once at the end and never read for training.")
        return self.folder / f"{stem}.jsonl", split or None

    def records(self, name: str) -> list[dict[str, Any]]:
        """The set's JSON records (its split only).

        Raises:
            TrainingError: a blind set, a missing file, a line that is not JSON.
        """
        path, split = self.path(name)
        if not path.is_file():
            raise TrainingError(f"No {self.task} pair set at {path}. Known sets are the .jsonl files in {self.folder}.")
        return _read_split(path, split)

    def rows(self, name: str) -> list[dict[str, Any]]:
        """The set as pair rows.

        Raises:
            TrainingError: as :meth:`records`, a record of the wrong shape, or no rows selected.
        """
        to_rows = _ROWS[self.task]
        rows: list[dict[str, Any]] = []
        for record in self.records(name):
            try:
                rows += to_rows(record, name)
            except (KeyError, TypeError, ValueError) as exc:
                raise TrainingError(
                    f"{record['_where']} is not a {self.task} record ({exc!r}); see {self.folder / 'README.md'}."
                ) from None
        if not rows:
            raise TrainingError(f"{name!r} selects no {self.task} rows of {self.path(name)[0]}.")
        return rows

    def held_texts(self) -> set[str]:
        """``b`` of every row of the held sets, blind included (read for this exclusion only)."""
        texts: set[str] = set()
        for name in self.held_sets:
            stem, _, split = name.partition(".")
            path = self.folder / f"{stem}.jsonl"
            if path.is_file():  # the refusal in ``path`` is for training, not for this exclusion
                for record in _read_split(path, split or None):
                    texts.add(_call_text(record) if self.task == "guard" else record["turn"]["content"])
        return texts


def _read_split(path: Path, split: str | None) -> list[dict[str, Any]]:
    """The JSON records of ``path`` in ``split`` (all when None), each with its ``_where``.

    Raises:
        TrainingError: a line that is not JSON, with its location.
    """
    out = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise TrainingError(f"{path}:{n} is not JSON ({exc}); see {path.parent / 'README.md'}.") from None
        if split is None or record.get("split") == split:
            record["_where"] = f"{path}:{n}"
            out.append(record)
    return out


def template_rows(path: Path, task: str) -> list[dict[str, Any]]:
    """The rows of a templated pair file (data/pairs/README.md) for ``task``."""
    if not path.is_file():
        raise TrainingError(f"No template pair file at {path}; see data/pairs/README.md.")
    rows = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]
    return [
        {"a": r["a"], "b": r["b"], "label": int(r["label"]), "group": r["group"], "set": "templates"}
        for r in rows
        if r["task"] == task
    ]


def _call_text(record: dict[str, Any]) -> str:
    from pinlane.ledger.matcher import call_text

    return call_text(record["call"])


def _guard_rows(record: dict[str, Any], name: str) -> list[dict[str, Any]]:
    label = int(record["violates"])
    if label not in (0, 1):
        raise ValueError(f"violates must be 0/1 or a bool, got {record['violates']!r}")
    return [{"a": record["rule"], "b": _call_text(record), "label": label, "group": record["rule_id"], "set": name}]


_RELEASE_LABELS = {name: i for i, name in enumerate(PAIR_TASKS["release"])}


def _release_rows(record: dict[str, Any], name: str) -> list[dict[str, Any]]:
    """One row per rule in force, for a user turn; none for assistant or tool turns."""
    turn = record["turn"]
    if turn["role"] != "user":
        return []
    label = _RELEASE_LABELS[record["label"]]
    target = record["target_rule"]
    if label and target is None:
        raise ValueError(f"label {record['label']!r} without a target_rule")
    return [
        {
            "a": rule["text"],
            "b": turn["content"],
            "label": label if rule["id"] == target else 0,
            "group": record["scenario"],
            "set": name,
        }
        for rule in record["rules"]
    ]


_ROWS = {"guard": _guard_rows, "release": _release_rows}

GUARD = PairSets(
    task="guard",
    folder=BENCH / "guard_pairs",
    templates=ROOT / "data" / "pairs" / "guard_train.jsonl",
    train_sets=(
        "dev2",
        "dev3",
        "dev4",
        "dev5",
        "dev6",
        "dev7",
        "pairs.dev",
        "train10",
        "train11",
        "train12",
        "train13",
        "train14",
        "train15",
        "train17",
        "train18",
        "train19",
    ),  # fmt: skip
    # train16, train20 and train21 (three new authors of the eighth round) report only: never
    # trained on, and no threshold is chosen on them
    held_sets=("dev8", "dev9", "dev10", "train16", "train20", "train21", "blind", "pairs.heldout"),
    report_sets=("dev8", "dev9", "dev10", "train16", "train20", "train21", "pairs.heldout"),
)
#: check7, check8 and check10-check12 were written by new authors, after the detector was frozen
#: for them, to choose the combination policy on; check9 and check13-check15 (each scored on a
#: shipped head before anything was chosen on it), dialogues.heldout and blind report.
#: Never trained on. blind2a-blind2c and blind3a-blind3c: new authors of the tenth round, written
#: with a blind brief (realistic dialogues, not aimed at the head's failures). blind2 was scored
#: once with the round's first head, then chose thresholds (*tuned on*); from the eleventh round it
#: trains. blind3 (scored in the tenth round, nothing chosen) chose the eleventh round's head and
#: thresholds (*tuned on*). blind4a-c and blind5a-c: new authors of the eleventh round, blind brief;
#: blind4 was scored once and then chose thresholds (*tuned on*), blind5 was scored once after
#: everything was chosen; both chose the twelfth round's head and thresholds. blind6a-c and
#: blind7a-c: six new authors of the twelfth round, blind brief, scored once pooled after everything
#: was chosen, then their misses were read (*tuned on*). blind3 trains from the twelfth round;
#: blind6 and blind7 may train from the thirteenth (THIRTEENTH_ROUND_SETS). blind8a-c and
#: blind9a-c: six new authors of the thirteenth round, blind brief, refused before anything
#: trained. blind10a-c and blind11a-c: six more new authors written at the end of the thirteenth
#: round, scored once in the fourteenth, then tuning sets (*tuned on*). blind12a-c and blind13a-c:
#: six more new authors written in the fourteenth round and scored once in its second decision.
#: blind14a-c and blind15a-c: six more new authors of the fifteenth round, refused before anything
#: trained or scored, then scored once in its decision. blind16a-c and blind17a-c: six more new
#: authors written at the end of the fifteenth round, scored once in the sixteenth round's
#: decision, then their errors were read (*tuned on*). blind18a-c and blind19a-c: six more new
#: authors written at the end of the sixteenth round, scored once in the seventeenth, then read
#: (*tuned on*). blind20a-c and blind21a-c: six more new authors of the seventeenth round, each
#: set reviewed before it was scored once. The refused sets are never trained on.
BLIND_RELEASE_SETS = (
    "blind", "blind4a", "blind4b", "blind4c", "blind5a", "blind5b", "blind5c",
    "blind8a", "blind8b", "blind8c", "blind9a", "blind9b", "blind9c",
    "blind10a", "blind10b", "blind10c", "blind11a", "blind11b", "blind11c",
    "blind12a", "blind12b", "blind12c", "blind13a", "blind13b", "blind13c",
    "blind14a", "blind14b", "blind14c", "blind15a", "blind15b", "blind15c",
    "blind16a", "blind16b", "blind16c", "blind17a", "blind17b", "blind17c",
    "blind18a", "blind18b", "blind18c", "blind19a", "blind19b", "blind19c",
    "blind20a", "blind20b", "blind20c", "blind21a", "blind21b", "blind21c",
)  # fmt: skip
#: The thirteenth round's candidate additions: blind6a-c and blind7a-c (tuned on) and rtrain56-63
#: (eight authors writing to the realistic mix with more terse lifts, permissions for another thing
#: and restated requirements). The run with them (F0.5 sum 1.899 left one tuning set out) and its
#: averages with the earlier runs (1.901, 1.906) did not beat the shipped head (1.907).
THIRTEENTH_ROUND_SETS = (
    *(f"blind{n}{x}" for n in (6, 7) for x in "abc"),
    *(f"rtrain{n}" for n in range(56, 64)),
)
#: The fourteenth round's contrast-twin sets: rtrain64-rtrain71 (eight authors; most releases have
#: sibling turns with the same words meaning amend, another thing, a reminder, or reported/relayed).
#: In the shipped recipe from the fifteenth round: the run with them (r14) was the only head whose
#: release precision, left one group of the seventeen tuning sets out, reached 0.97 (0.973 / 0.849;
#: benchmarks/release/README.md, fifteenth round).
FOURTEENTH_ROUND_SETS = tuple(f"rtrain{n}" for n in range(64, 72))
#: The fifteenth round's training sets: rtrain72-79, eight more authors writing contrast twins and,
#: new, two related rules in force where a turn lifts or changes exactly one of them (each with a
#: twin aimed at the other). The run with them (r15) scored release 0.962 / 0.871 left one group
#: out, more recall and less precision than r14's 0.973 / 0.849, so it is opt-in.
FIFTEENTH_ROUND_SETS = tuple(f"rtrain{n}" for n in range(72, 80))
RELEASE = PairSets(
    task="release",
    folder=BENCH / "release",
    templates=ROOT / "data" / "pairs" / "release_train.jsonl",
    train_sets=(
        "hand",
        "hand_dev",
        "dialogues.dev",
        "dev2",
        "dev3",
        "dev4",
        "check",
        "check2",
        "check3",
        "check4",
        "check5",
        "check6",
        *(f"rtrain{n}" for n in range(1, 41)),
        # eleventh round: the tenth round's blind2 (tuned on) and five authors writing to the blind
        # brief's realistic mix
        "blind2a",
        "blind2b",
        "blind2c",
        *(f"rtrain{n}" for n in range(46, 51)),
        # twelfth round: the tenth round's blind3 (tuned on) and five more authors writing to the
        # blind brief's realistic mix
        "blind3a",
        "blind3b",
        "blind3c",
        *(f"rtrain{n}" for n in range(51, 56)),
        # fifteenth round: the fourteenth round's contrast twins
        *FOURTEENTH_ROUND_SETS,
    ),  # fmt: skip
    # Not in the shipped head's recipe (each run with them did not beat the shipped head left out
    # of tuning; pass --train-sets to train with them): rtrain41-rtrain45 (tenth round),
    # THIRTEENTH_ROUND_SETS and FIFTEENTH_ROUND_SETS
    held_sets=(*(f"check{n}" for n in range(7, 16)), "dialogues.heldout", *BLIND_RELEASE_SETS),
    report_sets=("check7", "check8", *(f"check{n}" for n in range(10, 16)), "dialogues.heldout"),
    refused=BLIND_RELEASE_SETS,
    epochs=2,
    hand_weight=4,
    cross_negatives=2,  # ninth round: release recall 0.788 -> 0.823 over rtrain1-24 (leave one check set out)
)
SETS = {"guard": GUARD, "release": RELEASE}


def sets_for(task: str) -> PairSets:
    """The sets of a pair task.

    Raises:
        TrainingError: unknown task.
    """
    try:
        return SETS[task]
    except KeyError:
        raise TrainingError(f"Unknown pair task {task!r}: expected one of {sorted(SETS)}.") from None
