"""The LLM benchmark: replay reproduces the recorded run; the HTTP backend talks to a real
local server; malformed responses are errors, never predictions."""

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from pinlane.cli.main import main as cli
from training.errors import TrainingError
from training.llm_pinner import OpenAIPinner, locate, make_pinner


def test_replay_reproduces_the_recorded_scores(tmp_path, shared_file):
    gold, recorded = shared_file("bench", "gold.jsonl"), shared_file("bench", "llm_pinning.jsonl")
    out = tmp_path / "scores.json"
    code = cli(
        [
            "bench",
            "--gold",
            str(gold),
            "--llm",
            f"replay:{recorded}",
            "--json",
            str(out),
            "--report-dir",
            str(tmp_path / "report"),
        ]
    )
    assert code == 0
    report = json.loads(out.read_text())
    llm = report["systems"]["llm"]["scores"]["overall"]
    assert round(llm["span_f1"], 3) == 0.892
    assert round(llm["prohibition_recall"], 3) == 0.957
    assert round(llm["kind_accuracy"], 3) == 0.685
    assert (tmp_path / "report" / "pr_curve.png").stat().st_size > 1000
    assert (tmp_path / "report" / "accuracy_cost.png").stat().st_size > 1000
    cascade = report["systems"]["cascade"]
    assert 0.0 <= cascade["llm_share"] <= 1.0
    assert "| classifier |" in (tmp_path / "report" / "report.md").read_text()


class _ChatServer(BaseHTTPRequestHandler):
    """Answers chat completions by quoting the first sentence that contains 'never'."""

    requests: list = []

    def do_POST(self):  # noqa: N802
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).requests.append(body)
        message = body["messages"][-1]["content"]
        if "BROKEN" in message:
            self.send_response(200)
            self.end_headers()
            self.wfile.write(
                b'{"choices": [{"message": {"tool_calls": [{"function": {"name": "pin_constraint", "arguments": "{not json"}}]}}]}'  # noqa: E501
            )
            return
        if "FAIL" in message:
            self.send_response(500)
            self.end_headers()
            return
        calls = []
        for sentence in message.split(". "):
            if "never" in sentence.lower():
                calls.append(
                    {
                        "id": "c1",
                        "type": "function",
                        "function": {
                            "name": "pin_constraint",
                            "arguments": json.dumps(
                                {"text": sentence.strip(". ") + ".", "kind": "prohibition", "scope": "task"}
                            ),
                        },
                    }
                )
        payload = {
            "choices": [{"message": {"role": "assistant", "content": None, "tool_calls": calls}}],
            "usage": {"prompt_tokens": 100, "completion_tokens": 20},
        }
        data = json.dumps(payload).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


@pytest.fixture()
def server():
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _ChatServer)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    _ChatServer.requests = []
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


def test_http_backend_sends_the_tool_and_parses_calls(server):
    pinner = OpenAIPinner(server, model="test-model")
    result = pinner.pin("m1", "Check the logs. Never restart the primary. Thanks")
    assert result.error == ""
    (span,) = result.spans
    assert "Check the logs. Never restart the primary. Thanks"[span.start : span.end] == "Never restart the primary."
    assert result.prompt_tokens == 100
    sent = _ChatServer.requests[0]
    assert sent["model"] == "test-model"
    assert sent["tools"][0]["function"]["name"] == "pin_constraint"


@pytest.mark.parametrize("message", ["BROKEN reply", "FAIL please"])
def test_malformed_or_failing_responses_are_errors(server, message):
    result = OpenAIPinner(server, model="m").pin("x", message)
    assert result.error and result.spans == []


def test_bench_over_http_counts_errors_in_the_report(server, tmp_path):
    gold = tmp_path / "gold.jsonl"
    rows = [
        {
            "id": "a",
            "source": "s",
            "text": "Never restart the primary.",
            "constraints": [
                {
                    "start": 0,
                    "end": 26,
                    "text": "Never restart the primary.",
                    "kind": "prohibition",
                    "scope": "task",
                }
            ],
        },
        {"id": "b", "source": "s", "text": "FAIL this one", "constraints": []},
    ]
    gold.write_text("".join(json.dumps(r) + "\n" for r in rows))
    out = tmp_path / "s.json"
    assert (
        cli(
            [
                "bench",
                "--gold",
                str(gold),
                "--llm",
                server,
                "--llm-model",
                "m",
                "--json",
                str(out),
                "--report-dir",
                str(tmp_path / "r"),
            ]
        )
        == 0
    )
    llm = json.loads(out.read_text())["systems"]["llm"]
    assert llm["errors"] == 1
    assert llm["scores"]["overall"]["span_recall"] == 1.0
    assert llm["latency_p50_ms"] is not None


def test_locate_tolerates_case_and_outer_punctuation():
    assert locate("Do NOT use commas.", "do not use commas") == (0, 17)
    assert locate("abc", "zzz") is None


@pytest.mark.parametrize("spec, message", [("ftp://x", "unknown LLM backend"), ("http://x", "needs --llm-model")])
def test_bad_backend_specs(spec, message):
    with pytest.raises(TrainingError, match=message):
        make_pinner(spec)


def test_default_cascade_band_is_never_empty_when_prohibitions_pin_below_review():
    # The shipped thresholds can put the lowered prohibition threshold under the review one;
    # the default band is built around the general pin threshold and still routes something.
    import dataclasses

    from pinlane.classifier import ConstraintClassifier
    from training.bench import default_cascade_band

    clf = ConstraintClassifier.load()
    pin = dict(clf.thresholds.pin, prohibition=0.05)
    clf.thresholds = dataclasses.replace(clf.thresholds, pin=pin, review=0.3)
    low, high = default_cascade_band(clf)
    assert low < high
    assert 0.3 <= low < max(pin.values()) <= high


@pytest.mark.parametrize(("review", "pin"), [(0.3, 0.55), (0.2, 0.45), (0.28, 0.55), (0.1, 0.95), (0.5, 0.5)])
def test_band_grid_lows_stay_below_the_pin_after_rounding(review, pin):
    from training.bench import band_grid

    lows, highs = band_grid(review, pin)
    assert all(round(low, 2) < pin for low in lows)
    assert (bool(lows) and lows[0] == review) == (review < pin)
    assert highs[0] == pin and round(highs[-1], 2) <= 0.95 and 0.95 - highs[-1] < 0.05
