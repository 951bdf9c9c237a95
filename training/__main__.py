"""``python -m training VERB [options]``: the training side's commands, one argparse style.

Verbs: train, bench, validate, build-data, datasheet, cross-source, cross-source-accurate, review, sample,
agent-messages, pair-model. Training code lives in the source checkout only (not in the wheel); ``pinlane
train`` / ``pinlane bench`` / ``pinlane validate`` call the same modules.
"""

from __future__ import annotations

import argparse
import importlib
import sys

#: verb -> (module, help). A module has add_arguments/run, or main(argv).
VERBS: dict[str, tuple[str, str]] = {
    "train": ("training.cli_train", "train the n-gram model, choose thresholds on dev, export ONNX, report"),
    "bench": ("training.bench", "score the classifier and an LLM pinner on a labeled set"),
    "validate": ("training.validate", "validate data/labeled.jsonl and print the counts table"),
    "build-data": ("training.build_data", "assemble data/labeled.jsonl from data/work batches"),
    "datasheet": ("training.datasheet", "regenerate data/README.md from the data"),
    "cascade": ("training.cascade", "fix the cascade band and thresholds on dev, write them into the encoder"),
    "cross-source": ("training.cross_source", "leave-one-source-out evaluation"),
    "cross-source-accurate": ("training.cross_source_accurate", "hold sources out of both tiers, score both"),
    "review": ("training.review", "label review rounds: candidates | apply NAME"),
    "sample": ("training.sample_batches", "draw labeling batches from ../shared/corpora"),
    "agent-messages": ("training.agent_messages", "build agent-rules labeling messages (L14)"),
    "pair-model": (
        "training.pair_model",
        "fine-tune the guard's pair cross-encoder and merge it into the encoder graph",
    ),
}


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] not in VERBS:
        width = max(map(len, VERBS))
        print("usage: python -m training VERB [options]\n", file=sys.stderr)
        for verb, (_, text) in VERBS.items():
            print(f"  {verb:<{width}}  {text}", file=sys.stderr)
        return 0 if args and args[0] in ("-h", "--help") else 2
    verb, rest = args[0], args[1:]
    module = importlib.import_module(VERBS[verb][0])
    if hasattr(module, "add_arguments"):
        parser = argparse.ArgumentParser(prog=f"python -m training {verb}", description=VERBS[verb][1])
        module.add_arguments(parser)
        return int(module.run(parser.parse_args(rest)) or 0)
    try:
        return int(module.main(rest) or 0)
    except TypeError:  # main() without argv: no options
        if rest:
            print(f"python -m training {verb}: takes no options, got {rest}", file=sys.stderr)
            return 2
        return int(module.main() or 0)


if __name__ == "__main__":
    sys.exit(main())
