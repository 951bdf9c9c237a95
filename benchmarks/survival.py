"""Survival benchmark: do rules stated early survive compaction? pinlane against the usual ways.

    python benchmarks/survival.py [--rules 20]

Transcripts are built from real material: a rule sentence (a labeled constraint span from the
test split of data/labeled.jsonl: IFEval/Multi-IF instructions, agent rule files, and the
synthetic on-call/support sets) is planted at user turn 2, then padded with real user turns from
../shared/corpora (SGD, Taskmaster, NL2Bash) and synthetic tool traffic up to 20k, 50k or 100k
tokens. Variants cover where real agents fail: sparse (the user rarely speaks) and dense (a user
turn between every tool call); compaction repeated 1, 3 and 10 times (the summary of the previous
summary plus new traffic); summary budgets of 200 and 500 words.

Methods on the same transcripts: truncation (keep the newest messages that fit), a recency
window of the last 10 user messages, one-pass and repeated offline summarization
(ledger.OfflineSummarizer), and pinlane's three lanes. Scored: rule present verbatim in the
compacted context; present in meaning (lexical test: at least 70% of the rule's content words
appear in the context; no LLM judge is configured here); context tokens spent on the pinned
block. pinlane's misses are the classifier's misses and are reported, not hidden. Writes
benchmarks/survival.md and benchmarks/survival.png.
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPORA = ROOT.parent / "shared" / "corpora"
BUDGET = 4_000
_WORD = re.compile(r"[a-z0-9]+")
_STOP = set("the a an to of and or in on for with your you be is are it this that all any do not no".split())


def content(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in _STOP}


def filler_turns() -> list[str]:
    out = []
    for source in ("sgd", "taskmaster4", "nl2bash"):
        path = next((CORPORA / source).glob("user_turns.jsonl*"))
        with gzip.open(path, "rt", encoding="utf-8") as handle:
            out += [json.loads(line)["text"] for _, line in zip(range(4000), handle)]
    return out


def rules_from_data(n: int, seed: int = 3) -> list[str]:
    rows = [json.loads(line) for line in (ROOT / "data" / "labeled.jsonl").read_text().splitlines()]
    spans = [c["text"] for r in rows if r["split"] == "test" for c in r["constraints"] if 25 <= len(c["text"]) <= 160]
    return random.Random(seed).sample(spans, min(n, len(spans)))


def transcript(rule: str, tokens: int, dense: bool, fillers: list[str], rng: random.Random) -> list[dict]:
    from ledger.history import approx_tokens

    msgs = [
        {"role": "user", "content": rng.choice(fillers)},
        {"role": "assistant", "content": "Sure."},
        {"role": "user", "content": rule},
        {"role": "assistant", "content": "Noted."},
    ]
    total, i = sum(approx_tokens(m["content"]) for m in msgs), 0
    while total < tokens:
        call = f"c{i}"
        msgs.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": call,
                        "type": "function",
                        "function": {"name": "search", "arguments": json.dumps({"q": f"item {i}"})},
                    }
                ],
            }
        )
        body = " ".join(f"row {rng.randrange(10**5)} status ok latency {rng.randrange(900)}ms" for _ in range(15))
        msgs.append({"role": "tool", "tool_call_id": call, "content": body})
        total += approx_tokens(body) + 12
        if dense or i % 12 == 0:
            text = rng.choice(fillers)
            msgs.append({"role": "user", "content": text})
            total += approx_tokens(text)
        i += 1
    return msgs


def context_text(messages: list[dict]) -> str:
    return "\n".join((m.get("content") or "") for m in messages)


def truncate(msgs: list[dict]) -> str:
    from ledger.history import approx_tokens

    kept, used = [], 0
    for m in reversed(msgs):
        used += approx_tokens(m.get("content") or "")
        if used > BUDGET:
            break
        kept.append(m)
    return context_text(kept)


def recency(msgs: list[dict]) -> str:
    users = [m for m in msgs if m["role"] == "user"][-10:]
    return context_text(users)


def summarize(msgs: list[dict], passes: int, words: int) -> str:
    from ledger.history import Message
    from ledger.state import TaskState
    from ledger.summarize import OfflineSummarizer

    summarizer = OfflineSummarizer(max_words=words)
    history = [
        Message(role=m["role"], content=m.get("content") or "", tool_calls=tuple(m.get("tool_calls") or ()))
        for m in msgs
    ]
    chunks = [history[i::passes] for i in range(passes)] if passes > 1 else [history]
    chunk_size = max(1, len(history) // passes)
    chunks = [history[i : i + chunk_size] for i in range(0, len(history), chunk_size)][:passes]
    summary, state = "", TaskState()
    for chunk in chunks:
        result = summarizer.summarize(chunk, previous=state, previous_summary=summary, pinned=[])
        summary, state = result.text, result.state
    return summary + "\n" + state.render() + "\n" + context_text(msgs[-6:])


def pinlane(msgs: list[dict], clf, passes: int, words: int) -> tuple[str, int]:
    from ledger import Ledger, OfflineSummarizer

    ledger = Ledger(
        classifier=clf, summarizer=OfflineSummarizer(max_words=words), budget_tokens=BUDGET, keep_last_turns=2
    )
    step = max(1, len(msgs) // passes)
    for i, m in enumerate(msgs):
        ledger.add_message(
            m["role"], m.get("content"), tool_calls=m.get("tool_calls"), tool_call_id=m.get("tool_call_id")
        )
        if (i + 1) % step == 0:
            ledger.compact()
    context = ledger.build_context(compact=False)
    block = next((m["content"] for m in context if (m["content"] or "").startswith("## Rules in force")), "")
    return context_text(context), ledger.count_tokens(block)


def present(rule: str, text: str) -> tuple[bool, bool]:
    verbatim = rule in text or json.dumps(rule, ensure_ascii=False)[1:-1] in text
    words = content(rule)
    meaning = verbatim or (bool(words) and len(words & content(text)) / len(words) >= 0.7)
    return verbatim, meaning


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rules", type=int, default=20)
    args = parser.parse_args()
    from classifier import ConstraintClassifier

    clf = ConstraintClassifier.load()
    fillers = filler_turns()
    rules = rules_from_data(args.rules)
    configs = [
        (t, dense, passes, words)
        for t in (20_000, 50_000, 100_000)
        for dense in (False, True)
        for passes, words in ((1, 500), (3, 200), (10, 200))
    ]
    methods = ("truncation", "recency window", "summary (offline)", "pinlane")
    rows = []
    for tokens, dense, passes, words in configs:
        score = {m: [0, 0] for m in methods}
        pinned_tokens = []
        for n, rule in enumerate(rules):
            rng = random.Random(n)
            msgs = transcript(rule, tokens, dense, fillers, rng)
            texts = {
                "truncation": truncate(msgs),
                "recency window": recency(msgs),
                "summary (offline)": summarize(msgs, passes, words),
            }
            texts["pinlane"], block_tokens = pinlane(msgs, clf, passes, words)
            pinned_tokens.append(block_tokens)
            for m in methods:
                v, mean = present(rule, texts[m])
                score[m][0] += v
                score[m][1] += mean
        rows.append(
            {
                "tokens": tokens,
                "dense": dense,
                "compactions": passes,
                "summary_words": words,
                "pinned_block_tokens": sum(pinned_tokens) / len(pinned_tokens),
                **{f"{m}|verbatim": score[m][0] / len(rules) for m in methods},
                **{f"{m}|meaning": score[m][1] / len(rules) for m in methods},
            }
        )
        print(rows[-1], file=sys.stderr)
    lines = [
        f"{len(rules)} rules (test-split constraint spans) per row; budget {BUDGET} tokens; meaning = lexical "
        "test (>= 70% of content words present).",
        "",
        "| transcript | user speaks | compactions | summary words | "
        + " | ".join(f"{m} verbatim / meaning" for m in methods)
        + " | pinned block tokens |",
        "|" + "---|" * (5 + len(methods)),
    ]
    for r in rows:
        cells = " | ".join(f"{r[m + '|verbatim']:.2f} / {r[m + '|meaning']:.2f}" for m in methods)
        lines.append(
            f"| {r['tokens'] // 1000}k | {'often' if r['dense'] else 'rarely'} | {r['compactions']} | "
            f"{r['summary_words']} | {cells} | {r['pinned_block_tokens']:.0f} |"
        )
    lines += [
        "",
        "Violating-probe refusal is measured by the compaction harness and the guard benchmark "
        "(benchmarks/guard_net.py), since these rules are output rules without a tool to refuse.",
    ]
    (ROOT / "benchmarks" / "survival.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4))
    labels = [f"{r['tokens'] // 1000}k {'d' if r['dense'] else 's'} x{r['compactions']}" for r in rows]
    for m in methods:
        ax.plot(range(len(rows)), [r[m + "|verbatim"] for r in rows], "o-", label=m)
    ax.set_xticks(range(len(rows)), labels, rotation=70, fontsize=7)
    ax.set_ylabel("rules present verbatim"), ax.set_ylim(-0.05, 1.05), ax.legend(fontsize=7), ax.grid(alpha=0.3)
    ax.set_title("Rule survival after compaction (s = sparse, d = dense user turns)")
    fig.tight_layout(), fig.savefig(ROOT / "benchmarks" / "survival.png", dpi=110)
    return 0


if __name__ == "__main__":
    sys.exit(main())
