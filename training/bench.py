"""`pinlane bench`: the classifier and an LLM pinner on the same labeled messages.

Both are scored by training.scoring (LABELING.md section 6). Also: latency p50/p99, tokens and
estimated cost per 1,000 messages, and a cascade (the classifier decides where it is confident;
messages with a unit in its uncertain band go to the LLM) across bands. The default band is
fixed from the classifier's own dev-split thresholds, not tuned on the benchmark.

    pinlane bench --gold ../shared/bench/gold.jsonl --llm replay:../shared/bench/llm_pinning.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from datetime import date
from pathlib import Path

import numpy as np

from pinlane.classifier import ConstraintClassifier, segment
from pinlane.classifier.features import message_context
from training.errors import TrainingError
from training.llm_pinner import PIN_TOOL, SYSTEM_NOTE, make_pinner
from training.outdir import add_output_arguments, output_dir
from training.scoring import PredSpan, score

REPORT_DIR = Path(__file__).resolve().parents[1] / "benchmarks" / "llm_pinning"
COLUMNS = [
    "msg_precision",
    "msg_recall",
    "msg_f1",
    "span_precision",
    "span_recall",
    "span_f1",
    "prohibition_recall",
    "kind_accuracy",
    "scope_accuracy",
]
#: Rough tokens the recorded run's prompt costs besides the message (system note + tool schema).
PROMPT_OVERHEAD_TOKENS = (len(SYSTEM_NOTE) + len(json.dumps(PIN_TOOL))) // 4
COMPLETION_TOKENS_PER_CALL = 40


def load_gold(path: str) -> list[dict]:
    rows = []
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            if not isinstance(row["text"], str) or not isinstance(row["constraints"], list):
                raise TypeError("text must be a string and constraints a list")
            row.setdefault("source", "unknown")
            rows.append(row)
        except (json.JSONDecodeError, KeyError, TypeError) as exc:
            raise TrainingError(f"{path} line {number}: not a labeled record ({exc}).") from exc
    return rows


class UnitScores:
    """Per-message unit probabilities, computed once, reused for every threshold and band."""

    def __init__(self, clf: ConstraintClassifier, rows: list[dict]):
        self.clf = clf
        self.rows = rows
        self.units = [segment(r["text"]) for r in rows]
        flat = [u for units in self.units for u in units]
        ctx = [
            c for units in self.units for c in message_context([u.text for u in units], [u.is_bullet for u in units])
        ]
        p, pk, ps = clf.predict_units([u.text for u in flat], [u.is_bullet for u in flat], ctx)
        self.p, self.kind, self.scope = [], [], []
        i = 0
        for units in self.units:
            n = len(units)
            self.p.append(p[i : i + n])
            self.kind.append([clf.kinds[int(k)] for k in np.argmax(pk[i : i + n], axis=1)] if n else [])
            self.scope.append([clf.scopes[int(s)] for s in np.argmax(ps[i : i + n], axis=1)] if n else [])
            i += n

    def predict(self, threshold: float | None = None) -> dict[str, list[PredSpan]]:
        out = {}
        for row, units, p, kinds, scopes in zip(self.rows, self.units, self.p, self.kind, self.scope):
            spans = []
            for u, prob, kind, scope in zip(units, p, kinds, scopes):
                t = threshold if threshold is not None else self.clf.thresholds.pin_for(kind)
                if prob >= t:
                    spans.append(PredSpan(u.start, u.end, kind, scope))
            out[row["id"]] = spans
        return out

    def uncertain(self, low: float, high: float) -> set[str]:
        return {row["id"] for row, p in zip(self.rows, self.p) if np.any((p >= low) & (p < high))}


def _percentile(values: list[float], q: float) -> float:
    return float(np.percentile(values, q)) if values else 0.0


#: Largest share of dev messages the default cascade may route to the LLM (the goal is <= 1/5
#: on unseen data; a margin below it absorbs the shift from dev to a new set).
DEV_ROUTED_SHARE = 0.15


def band_grid(review: float, pin: float, step: float = 0.05) -> tuple[list[float], list[float]]:
    """Candidate band edges: lows from ``review`` up to (not reaching) ``pin``, highs from ``pin``
    to 0.95. Counted steps, not np.arange over floats, which can yield a last low a hair under
    ``pin`` (0.3 + 5 * 0.05) that rounds to the pin itself and empties the band's lower half."""
    lows = [review + step * i for i in range(math.ceil(round((pin - review) / step, 6)))]
    highs = [pin + step * i for i in range(math.floor(round((0.95 - pin) / step, 6)) + 1)]
    return lows, highs


def default_cascade_band(clf: ConstraintClassifier) -> tuple[float, float]:
    """The widest band around the pin threshold that routes at most DEV_ROUTED_SHARE of the
    dev split to the LLM. Chosen on dev, never on the benchmark being scored."""
    # Around the general pin threshold: the lowered prohibition threshold may sit below the review
    # threshold, and a band ending there would be empty.
    pin = max(clf.thresholds.pin.values())
    review = min(clf.thresholds.review, pin)
    try:
        from training.data import load_records

        dev = [{"id": r.id, "text": r.text} for r in load_records() if r.split == "dev"]
    except Exception:  # no data/ (an installed package): fall back to a symmetric band
        return review, round(min(0.95, pin + (pin - review)), 2)
    scores = UnitScores(clf, dev)
    best = (review, pin)
    lows, highs = band_grid(review, pin)
    for low in lows:
        for high in highs:
            share = len(scores.uncertain(float(low), float(high))) / max(1, len(dev))
            if share <= DEV_ROUTED_SHARE and high - low > best[1] - best[0]:
                best = (float(low), float(high))
    return round(best[0], 2), round(best[1], 2)


def run_bench(gold: list[dict], clf: ConstraintClassifier, pinner, *, price_in: float, price_out: float) -> dict:
    scores = UnitScores(clf, gold)
    clf_latency = []
    for row in gold:
        started = time.perf_counter()
        clf.classify(row["text"])
        clf_latency.append(time.perf_counter() - started)
    llm_preds, llm_errors, llm_latency, tokens_in, tokens_out = {}, [], [], 0, 0
    estimated_tokens = False
    for row in gold:
        result = pinner.pin(row["id"], row["text"])
        llm_preds[row["id"]] = result.spans
        if result.error:
            llm_errors.append(row["id"])
        if result.latency_s:
            llm_latency.append(result.latency_s)
        if result.prompt_tokens or result.completion_tokens:
            tokens_in += result.prompt_tokens
            tokens_out += result.completion_tokens
        else:
            estimated_tokens = True
            tokens_in += PROMPT_OVERHEAD_TOKENS + len(row["text"]) // 4
            tokens_out += COMPLETION_TOKENS_PER_CALL * max(1, len(result.spans))
    n = len(gold)
    llm_cost_per_1k = 1000 / n * (tokens_in * price_in + tokens_out * price_out) / 1e6
    clf_preds = scores.predict()
    systems = {
        "classifier": {
            "scores": score(gold, clf_preds),
            "latency_p50_ms": _percentile(clf_latency, 50) * 1e3,
            "latency_p99_ms": _percentile(clf_latency, 99) * 1e3,
            "tokens_per_1k": 0,
            "cost_per_1k_usd": 0.0,
            "llm_share": 0.0,
        },
        "llm": {
            "scores": score(gold, llm_preds, errors=llm_errors),
            "latency_p50_ms": _percentile(llm_latency, 50) * 1e3 if llm_latency else None,
            "latency_p99_ms": _percentile(llm_latency, 99) * 1e3 if llm_latency else None,
            "tokens_per_1k": round(1000 / n * (tokens_in + tokens_out)),
            "tokens_estimated": estimated_tokens,
            "cost_per_1k_usd": llm_cost_per_1k,
            "llm_share": 1.0,
            "errors": len(llm_errors),
        },
    }
    default_band = default_cascade_band(clf)
    cascade = []
    bands = sorted(
        {
            default_band,
            *[
                (round(lo, 2), round(hi, 2))
                for lo in (0.05, 0.1, 0.2, 0.3)
                for hi in (0.5, 0.6, 0.7, 0.8, 0.9)
                if lo < hi
            ],
        }
    )
    for low, high in bands:
        routed = scores.uncertain(low, high)
        preds = {rid: (llm_preds[rid] if rid in routed else spans) for rid, spans in clf_preds.items()}
        errors = [rid for rid in llm_errors if rid in routed]
        cascade.append(
            {
                "band": [round(low, 2), round(high, 2)],
                "default": (low, high) == default_band,
                "llm_share": len(routed) / n,
                "scores": score(gold, preds, errors=errors),
                "cost_per_1k_usd": llm_cost_per_1k * len(routed) / n,
            }
        )
    systems["cascade"] = next(c for c in cascade if c["default"])
    curve = []
    for t in np.arange(0.05, 0.96, 0.05):
        m = score(gold, scores.predict(float(t)))["overall"]
        curve.append({"threshold": round(float(t), 2), "precision": m["span_precision"], "recall": m["span_recall"]})
    return {
        "date": date.today().isoformat(),
        "messages": n,
        "llm": pinner.describe(),
        "prices_per_1m_tokens": {"input": price_in, "output": price_out},
        "systems": systems,
        "cascade_sweep": cascade,
        "pr_curve": curve,
        "model_version": clf.version,
    }


def markdown(report: dict) -> str:
    head = (
        "| system | LLM share | "
        + " | ".join(c.replace("_", " ") for c in COLUMNS)
        + " | p50 ms | p99 ms | $ / 1k msgs |"
    )
    lines = [
        f"Benchmark of {report['messages']} messages, {report['date']}; LLM: {report['llm']}; "
        f"classifier {report['model_version']}.",
        "",
        head,
        "|" + "---|" * (len(COLUMNS) + 5),
    ]
    for name, s in report["systems"].items():
        m = s["scores"]["overall"]
        p50 = "n/a" if s.get("latency_p50_ms") is None else f"{s['latency_p50_ms']:.3f}"
        p99 = "n/a" if s.get("latency_p99_ms") is None else f"{s['latency_p99_ms']:.3f}"
        lines.append(
            f"| {name} | {s['llm_share']:.3f} | "
            + " | ".join(f"{m[c]:.3f}" for c in COLUMNS)
            + f" | {p50} | {p99} | {s['cost_per_1k_usd']:.3f} |"
        )
    lines += [
        "",
        "Cascade sweep (band = classifier probabilities routed to the LLM):",
        "",
        "| band | LLM share | span F1 | prohibition recall | kind | scope | $ / 1k |",
        "|---|---|---|---|---|---|---|",
    ]
    for c in report["cascade_sweep"]:
        m = c["scores"]["overall"]
        mark = " (default)" if c["default"] else ""
        lines.append(
            f"| [{c['band'][0]:.2f}, {c['band'][1]:.2f}){mark} | {c['llm_share']:.3f} | {m['span_f1']:.3f} | "
            f"{m['prohibition_recall']:.3f} | {m['kind_accuracy']:.3f} | {m['scope_accuracy']:.3f} | {c['cost_per_1k_usd']:.3f} |"  # noqa: E501
        )
    if report["systems"]["llm"].get("tokens_estimated"):
        lines += [
            "",
            "LLM tokens are estimated (the backend reported no usage): prompt = system note + tool "
            "schema + message at 4 chars/token; 40 completion tokens per tool call.",
        ]
    return "\n".join(lines) + "\n"


def plots(report: dict, folder: Path) -> list[Path]:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    folder.mkdir(parents=True, exist_ok=True)
    fig, ax = plt.subplots(figsize=(5, 4))
    ax.plot(
        [c["recall"] for c in report["pr_curve"]],
        [c["precision"] for c in report["pr_curve"]],
        "o-",
        label="classifier (threshold sweep)",
    )
    llm = report["systems"]["llm"]["scores"]["overall"]
    ax.plot([llm["span_recall"]], [llm["span_precision"]], "r*", markersize=14, label="LLM pinning")
    cas = report["systems"]["cascade"]["scores"]["overall"]
    ax.plot([cas["span_recall"]], [cas["span_precision"]], "gs", markersize=9, label="cascade (default)")
    ax.set_xlabel("span recall"), ax.set_ylabel("span precision"), ax.set_title("Span precision-recall")
    ax.legend(loc="lower left"), ax.grid(alpha=0.3)
    pr = folder / "pr_curve.png"
    fig.tight_layout(), fig.savefig(pr, dpi=110), plt.close(fig)
    fig, ax = plt.subplots(figsize=(5, 4))
    floor = 1e-4
    for c in report["cascade_sweep"]:
        ax.plot(max(floor, c["cost_per_1k_usd"]), c["scores"]["overall"]["span_f1"], "g.", alpha=0.5)
    for name, style in (("classifier", "bo"), ("llm", "r*"), ("cascade", "gs")):
        s = report["systems"][name]
        ax.plot(
            max(floor, s["cost_per_1k_usd"]),
            s["scores"]["overall"]["span_f1"],
            style,
            markersize=10,
            label=name,
        )
    ax.set_xscale("log"), ax.set_xlabel(f"$ per 1,000 messages (log; classifier plotted at {floor})")
    ax.set_ylabel("span F1"), ax.set_title("Accuracy against cost"), ax.legend(), ax.grid(alpha=0.3)
    cost = folder / "accuracy_cost.png"
    fig.tight_layout(), fig.savefig(cost, dpi=110), plt.close(fig)
    return [pr, cost]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--gold", required=True, help="labeled JSONL (LABELING.md format)")
    parser.add_argument(
        "--llm", required=True, help="replay:FILE or http(s)://host:port of an OpenAI-compatible server"
    )
    parser.add_argument("--llm-model", default="", help="model name for an HTTP backend")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per LLM request")
    parser.add_argument("--price-in", type=float, default=3.0, help="$ per 1M input tokens")
    parser.add_argument("--price-out", type=float, default=15.0, help="$ per 1M output tokens")
    parser.add_argument("--model", default=None, help="classifier artifact (default: shipped)")
    parser.add_argument("--json", metavar="FILE", help="also write the scores as JSON")
    add_output_arguments(
        parser, flag="--report-dir", tracked=REPORT_DIR, prefix="pinlane-bench", what="report.md and the PNGs"
    )


def run(args: argparse.Namespace) -> int:
    gold = load_gold(args.gold)
    pinner = make_pinner(args.llm, model=args.llm_model, timeout=args.timeout)
    report = run_bench(
        gold, ConstraintClassifier.load(args.model), pinner, price_in=args.price_in, price_out=args.price_out
    )
    text = markdown(report)
    folder = output_dir(args.report_dir, write_in_place=args.write_in_place, tracked=REPORT_DIR, prefix="pinlane-bench")
    (folder / "report.md").write_text(text)
    images = plots(report, folder)
    print(text)
    print("wrote " + ", ".join(str(p) for p in [folder / "report.md", *images]))
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2, sort_keys=True))
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="python -m training.bench")
    add_arguments(parser)
    sys.exit(run(parser.parse_args()))
