"""Offline corpus labeling: formats, errors, resuming, processes and Ray give one answer."""

import json

import pyarrow.parquet as pq
import pytest

from pinlane.classifier.corpus import user_turns
from pinlane.classifier.errors import InputFormatError
from pinlane.classifier.labeling import label_corpus
from pinlane.cli.main import main as cli

RULE = "Whatever you do, do not restart the primary."


def chats(n):
    rows = []
    for i in range(n):
        if i % 4 == 0:
            rows.append(
                {
                    "messages": [
                        {"role": "system", "content": "be brief"},
                        {"role": "user", "content": f"ticket {i}. {RULE}"},
                        {"role": "assistant", "content": "ok"},
                        {"role": "user", "content": [{"type": "text", "text": "thanks!"}]},
                    ]
                }
            )
        elif i % 4 == 1:
            rows.append({"conversations": [{"from": "human", "value": f"hi {i}"}, {"from": "gpt", "value": "hello"}]})
        elif i % 4 == 2:
            rows.append(
                {
                    "messages": [
                        {
                            "role": "user",
                            "content": [
                                {
                                    "type": "tool_result",
                                    "tool_use_id": "t",
                                    "content": "never report this issue",
                                }
                            ],
                        },
                        {
                            "role": "user",
                            "content": [{"type": "text", "text": f"No emojis in anything you write, {i}."}],
                        },
                    ]
                }
            )
        else:
            rows.append({"text": f"plain message {i}"})
    return rows


def write_jsonl(path, rows, bad_lines=()):
    lines = [json.dumps(r) for r in rows]
    for at in sorted(bad_lines, reverse=True):
        lines.insert(at, "{broken")
    path.write_text("\n".join(lines) + "\n")
    return path


def test_user_turns_of_each_format():
    assert user_turns(
        {
            "messages": [
                {"role": "user", "content": "a"},
                {"role": "assistant", "content": "b"},
                {"role": "user", "content": "c"},
            ]
        }
    ) == [(0, "a"), (2, "c")]
    assert user_turns({"conversations": [{"from": "gpt", "value": "x"}, {"from": "human", "value": "y"}]}) == [(1, "y")]
    anthropic = {"messages": [{"role": "user", "content": [{"type": "tool_result", "content": "never do X"}]}]}
    assert user_turns(anthropic) == []  # tool results are never user text
    assert user_turns({"body": "hi"}, text_column="body") == [(0, "hi")]
    with pytest.raises(InputFormatError, match="no 'messages', 'conversations' or 'text' field"):
        user_turns({"other": 1})


def test_jsonl_to_parquet_with_errors_and_summary(tmp_path):
    src = write_jsonl(tmp_path / "in.jsonl", chats(12), bad_lines=[3])
    out = tmp_path / "out.parquet"
    summary = label_corpus(src, out, shard_rows=5, progress=False)
    assert summary["rows_in"] == 13 and summary["rows_in_errors"] == 1 and summary["rows_balance_ok"]
    table = pq.read_table(out).to_pylist()
    rules = [c["text"] for row in table for c in row["constraints"]]
    assert rules.count(RULE) == 3
    assert all(row["model_version"] for row in table)
    (error,) = [json.loads(line) for line in (tmp_path / "out.errors.jsonl").read_text().splitlines()]
    assert error["location"] == "in.jsonl line 4" and "not valid JSON" in error["reason"]
    on_disk = json.loads((tmp_path / "out.summary.json").read_text())
    assert on_disk["spans_by_kind"].get("prohibition", 0) >= 3
    assert not any("never report" in row["text"] for row in table)


def test_interrupted_run_resumes_to_the_same_output(tmp_path):
    src = write_jsonl(tmp_path / "in.jsonl", chats(40))
    whole = tmp_path / "whole.jsonl"
    label_corpus(src, whole, shard_rows=7, progress=False)
    part = tmp_path / "part.jsonl"
    first = label_corpus(src, part, shard_rows=7, progress=False, max_shards=2)
    assert first["complete"] is False and first["shards_done"] == 2
    done_before = sorted((tmp_path / "part.jsonl.shards").glob("shard-*.stats.json"))
    mtimes = [p.stat().st_mtime_ns for p in done_before]
    final = label_corpus(src, part, shard_rows=7, progress=False)
    assert final["complete"] is True
    assert [p.stat().st_mtime_ns for p in done_before] == mtimes  # finished shards not redone
    assert part.read_text() == whole.read_text()


def test_a_different_run_in_the_same_place_is_refused(tmp_path):
    src = write_jsonl(tmp_path / "in.jsonl", chats(8))
    out = tmp_path / "o.jsonl"
    label_corpus(src, out, shard_rows=3, progress=False, max_shards=1)
    with pytest.raises(InputFormatError, match="different run.*--restart"):
        label_corpus(src, out, shard_rows=4, progress=False)
    assert label_corpus(src, out, shard_rows=4, progress=False, restart=True)["complete"]


def test_two_processes_give_the_same_output(tmp_path):
    src = write_jsonl(tmp_path / "in.jsonl", chats(30))
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    label_corpus(src, one, shard_rows=4, progress=False)
    label_corpus(src, two, shard_rows=4, progress=False, num_proc=2)
    assert one.read_text() == two.read_text()


def test_csv_and_parquet_inputs(tmp_path):
    import pyarrow as pa

    csv_path = tmp_path / "in.csv"
    csv_path.write_text('id,body\n1,"Never push to main."\n2,hello\n')
    out = tmp_path / "c.jsonl"
    summary = label_corpus(csv_path, out, text_column="body", progress=False)
    assert summary["rows_in"] == 2 and summary["rows_balance_ok"]
    pq.write_table(pa.Table.from_pylist([{"text": "No emojis."}, {"text": "hi"}]), tmp_path / "in.parquet")
    summary = label_corpus(tmp_path / "in.parquet", tmp_path / "p.parquet", progress=False)
    assert summary["user_turns"] == 2


def test_hf_dataset_saved_to_disk(tmp_path):
    datasets = pytest.importorskip("datasets")
    ds = datasets.Dataset.from_list([{"text": "Never push to main."}, {"text": "hi"}])
    ds.save_to_disk(str(tmp_path / "ds"))
    summary = label_corpus(tmp_path / "ds", tmp_path / "h.jsonl", progress=False)
    assert summary["rows_in"] == 2 and summary["rows_balance_ok"]


def test_cli_label(tmp_path, capsys):
    src = write_jsonl(tmp_path / "in.jsonl", chats(6))
    assert cli(["label", str(src), "--out", str(tmp_path / "o.parquet"), "--no-progress"]) == 0
    assert '"rows_balance_ok": true' in capsys.readouterr().out


@pytest.mark.slow
def test_ray_engine_matches_local(tmp_path):
    pytest.importorskip("ray")
    src = write_jsonl(tmp_path / "in.jsonl", chats(20))
    local, ray_out = tmp_path / "local.jsonl", tmp_path / "ray.jsonl"
    label_corpus(src, local, shard_rows=8, progress=False)
    summary = label_corpus(src, ray_out, shard_rows=8, progress=False, engine="ray", num_proc=2)
    import ray

    ray.shutdown()
    assert summary["engine"] == "ray"
    assert ray_out.read_text() == local.read_text()


def test_line_separators_inside_texts_survive_the_shards(tmp_path):
    """U+2028/U+0085 are written raw by json.dumps(ensure_ascii=False); reading the shards back
    must split on newlines only."""
    rows = [{"id": "a", "text": f"{RULE}\u2028second line"}, {"id": "b", "text": "x\x85y\u2029z"}]
    src = write_jsonl(tmp_path / "in.jsonl", rows)
    summary = label_corpus(src, tmp_path / "o.jsonl", shard_rows=1, progress=False)
    assert summary["rows_labeled"] == 2 and summary["rows_balance_ok"]
    out = [json.loads(line) for line in (tmp_path / "o.jsonl").read_text(encoding="utf-8").split("\n") if line]
    assert [r["text"] for r in out] == [r["text"] for r in rows]


def test_progress_advances_per_batch_not_per_shard(tmp_path, monkeypatch):
    import pinlane.classifier.labeling as labeling

    steps = []

    class Recorder(labeling.Progress):
        def advance(self, rows):
            steps.append(rows)
            super().advance(rows)

    monkeypatch.setattr(labeling, "Progress", Recorder)
    monkeypatch.setattr(labeling, "BATCH_ROWS", 4)
    src = write_jsonl(tmp_path / "in.jsonl", chats(10))
    label_corpus(src, tmp_path / "o.jsonl", shard_rows=100, progress=False)
    assert steps == [0, 4, 4, 2]  # one shard of 10 rows, three batches


def test_progress_draws_a_tqdm_bar_when_enabled(capsys):
    from pinlane.classifier.labeling import Progress

    bar = Progress(10, enabled=True)
    bar.advance(4)
    bar.close()
    assert "4/10" in capsys.readouterr().err


def test_progress_advances_per_batch_with_worker_processes(tmp_path, monkeypatch):
    import pinlane.classifier.labeling as labeling

    steps = []

    class Recorder(labeling.Progress):
        def advance(self, rows):
            steps.append(rows)
            super().advance(rows)

    monkeypatch.setattr(labeling, "Progress", Recorder)
    monkeypatch.setattr(labeling, "BATCH_ROWS", 3)
    src = write_jsonl(tmp_path / "in.jsonl", chats(12))
    summary = label_corpus(src, tmp_path / "o.jsonl", shard_rows=6, progress=False, num_proc=2)
    assert summary["rows_balance_ok"] and sum(steps) == 12
    assert sorted(s for s in steps if s) == [3, 3, 3, 3]  # two shards, two batches each
