import json

import pytest

from training.data import DATA_FILE, load_benchmark_texts, load_probe_rules, load_records, normalize_for_dedup
from training.errors import DataValidationError


def write(tmp_path, rows):
    path = tmp_path / "set.jsonl"
    path.write_text("\n".join(r if isinstance(r, str) else json.dumps(r) for r in rows) + "\n")
    return path


GOOD = {
    "id": "x-1",
    "source": "synthetic_oncall",
    "split": "train",
    "text": "Check db-2. Never restart the primary.",
    "constraints": [
        {"start": 12, "end": 38, "text": "Never restart the primary.", "kind": "prohibition", "scope": "task"}
    ],
}


def test_valid_record_round_trips(tmp_path):
    (record,) = load_records(write(tmp_path, [GOOD]))
    assert record.constraints[0].text == "Never restart the primary."
    assert record.constraints[0].kind == "prohibition"


@pytest.mark.parametrize(
    "change, message",
    [
        (
            {"constraints": [{**GOOD["constraints"][0], "start": 11}]},
            r"line 1.*does not match message\[11:38\]",
        ),
        (
            {"constraints": [{**GOOD["constraints"][0], "scope": "forever"}]},
            r"'scope' must be one of task, standing, conditional\. Got 'forever'",
        ),
        ({"constraints": [{**GOOD["constraints"][0], "kind": "rule"}]}, r"'kind' must be one of"),
        ({"split": "holdout"}, r"'split' must be one of train, dev, test"),
        ({"text": ""}, r"'text' must be a non-empty string"),
        ({"constraints": [{**GOOD["constraints"][0], "end": 999}]}, r"start < end <= 38"),
    ],
)
def test_invalid_records_name_file_line_and_problem(tmp_path, change, message):
    path = write(tmp_path, [{**GOOD, **change}])
    with pytest.raises(DataValidationError, match=message) as info:
        load_records(path)
    assert "set.jsonl line 1" in str(info.value)


def test_duplicate_ids_and_bad_json_are_all_reported(tmp_path):
    path = write(tmp_path, [GOOD, "{not json", GOOD])
    with pytest.raises(DataValidationError) as info:
        load_records(path)
    text = str(info.value)
    assert "2 problem(s)" in text
    assert "line 2: not valid JSON" in text
    assert "line 3: id 'x-1' already used on line 1" in text


def test_missing_file_says_how_to_build_it(tmp_path):
    with pytest.raises(DataValidationError, match="build_data"):
        load_records(tmp_path / "nope.jsonl")


# --- the shipped data -------------------------------------------------------------------


@pytest.fixture(scope="module")
def shipped():
    return load_records(DATA_FILE)


def test_shipped_data_is_valid_and_meets_the_targets(shipped):
    from training.validate import check_targets, counts

    assert check_targets(counts(shipped)) == []


def test_no_benchmark_text_is_in_data(shipped, shared_file):
    shared_file("bench", "gold.jsonl")
    bench = load_benchmark_texts()
    leaked = [r.id for r in shipped if normalize_for_dedup(r.text) in bench]
    assert leaked == []


def test_no_guard_or_survival_benchmark_rule_is_in_data(shipped):
    rules = load_probe_rules()
    assert len(rules) >= 20
    leaked = [r.id for r in shipped if any(rule in normalize_for_dedup(r.text) for rule in rules)]
    assert leaked == []


def test_no_evaluation_only_source_is_in_data(shipped):
    assert {r.source for r in shipped}.isdisjoint({"prefeval", "lmsys_via_prefeval"})


def test_pypi_agent_files_are_split_by_package_and_never_repeat_a_held_out_rule_file(shipped):
    pypi = [r for r in shipped if r.source == "pypi_agent_files"]
    assert len(pypi) >= 1000
    assert {r.split for r in pypi} == {"train", "dev", "test"}
    assert not any(r.extra.get("held_out") for r in pypi)
    held_out = {normalize_for_dedup(r.text) for r in shipped if r.extra.get("held_out")}
    assert [r.id for r in pypi if normalize_for_dedup(r.text) in held_out] == []
    packages = {r.group for r in pypi}
    assert all(group.startswith("pypi_agent_files:") for group in packages)


def test_attribution_lists_every_pypi_package_in_data_with_its_licence(shipped):
    from training.shared import ROOT, read_corpus

    items = {row["id"]: row["meta"] for row in read_corpus("pypi_agent_files")}
    used = {
        (items[part]["repo"], items[part]["license"])
        for r in shipped
        if r.source == "pypi_agent_files"
        for part in r.extra.get("parts", [r.id])
    }
    attribution = (ROOT / "data" / "ATTRIBUTION.md").read_text(encoding="utf-8")
    missing = [(package, licence) for package, licence in used if f"| `{package}` |" not in attribution]
    assert used and missing == []
    for package, licence in used:
        row = next(line for line in attribution.splitlines() if f"| `{package}` |" in line)
        assert row.startswith("| pypi_agent_files |") and row.endswith(f"| {licence} |")


def test_near_duplicates_and_groups_never_straddle_splits(shipped):
    split_of_text, split_of_group = {}, {}
    for r in shipped:
        norm = normalize_for_dedup(r.text)
        assert split_of_text.setdefault(norm, r.split) == r.split, r.id
        assert split_of_group.setdefault(r.group, r.split) == r.split, r.id


def test_every_record_has_a_source_id_and_real_text_is_verbatim(shipped, shared_file):
    from training.shared import read_corpus

    shared_file("corpora")
    real = [r for r in shipped if not r.is_synthetic]
    by_source = {}
    for r in real:
        by_source.setdefault(r.source, set()).add(r.id)
    for source, ids in by_source.items():
        wanted = ids | {part for r in real if r.source == source for part in r.extra.get("parts", ())}
        originals = {row["id"]: row["text"] for row in read_corpus(source) if row["id"] in wanted}
        for r in real:
            if r.source != source:
                continue
            if "parts" not in r.extra:
                assert originals.get(r.id) == r.text, r.id
                continue
            # a message built from several corpus lines (a rule-file section) holds each verbatim, in order
            position = 0
            for part in r.extra["parts"]:
                position = r.text.find(originals[part], position)
                assert position >= 0, (r.id, part)


def test_corrections_change_remove_and_add_spans_and_skip_what_they_cannot_find(tmp_path, capsys):
    from training.build_data import apply_corrections

    text = "Never restart the primary. Keep answers short. I like tea."

    def span(s, kind="requirement", scope="task"):
        start = text.index(s)
        return {"start": start, "end": start + len(s), "text": s, "kind": kind, "scope": scope}

    records = [
        {
            "id": "r1",
            "text": text,
            "notes": "",
            "constraints": [span("Never restart the primary."), span("Keep answers short.")],
        }
    ]
    fixes = [
        {"id": "r1", "span": "Never restart the primary.", "kind": "prohibition", "why": "negative form"},
        {"id": "r1", "span": "Keep answers short.", "remove": True, "why": "not a rule here"},
        {
            "id": "r1",
            "add": {"text": "I like tea.", "kind": "preference", "scope": "standing"},
            "why": "personal taste",
        },
        {"id": "r1", "add": {"text": "restart the primary", "kind": "prohibition", "scope": "task"}, "why": "overlap"},
        {"id": "r1", "span": "No such span.", "remove": True, "why": "typo"},
        {"id": "gone", "span": "x", "remove": True, "why": "record dropped"},
    ]
    path = tmp_path / "corrections.jsonl"
    path.write_text("".join(json.dumps(f) + "\n" for f in fixes) + "{not json\n")

    assert apply_corrections(records, path) == 3
    spans = records[0]["constraints"]
    assert [(s["text"], s["kind"], s["scope"]) for s in spans] == [
        ("Never restart the primary.", "prohibition", "task"),
        ("I like tea.", "preference", "standing"),
    ]
    assert all(text[s["start"] : s["end"]] == s["text"] for s in spans)
    assert "corrected: personal taste" in records[0]["notes"]
    out = capsys.readouterr().out
    assert "line 4" in out and "overlaps a span" in out
    assert "line 5" in out and "not in r1" in out
    assert "line 7" in out and "not JSON" in out
