"""Check a labeling batch before handing it back: python data/work/check_labels.py OUT [IN].

OUT lines: {"id", "constraints": [{"text", "kind", "scope", "rationale"?}], "notes"?}
(synthetic batches also carry "source", "text", "group"). IN: the input batch, if any.
"""
import json
import sys

KINDS = {"prohibition", "requirement", "limit", "preference"}
SCOPES = {"task", "standing", "conditional"}


def main(out_path, in_path=None):
    texts = {}
    if in_path:
        for line in open(in_path, encoding="utf-8"):
            r = json.loads(line)
            texts[r["id"]] = r["text"]
    seen, problems, spans = set(), 0, 0
    for n, line in enumerate(open(out_path, encoding="utf-8"), 1):
        try:
            r = json.loads(line)
        except json.JSONDecodeError as exc:
            print(f"line {n}: not JSON: {exc}"); problems += 1; continue
        rid = r.get("id")
        if rid in seen:
            print(f"line {n}: duplicate id {rid}"); problems += 1
        seen.add(rid)
        text = r.get("text", texts.get(rid))
        if text is None:
            print(f"line {n}: id {rid} not in the input and no text given"); problems += 1; continue
        for c in r.get("constraints", []):
            spans += 1
            if c.get("kind") not in KINDS or c.get("scope") not in SCOPES:
                print(f"line {n} ({rid}): bad kind/scope {c.get('kind')}/{c.get('scope')}"); problems += 1
            if not c.get("text") or c["text"] not in text:
                print(f"line {n} ({rid}): span text is not a verbatim substring: {c.get('text')!r}"); problems += 1
    missing = set(texts) - seen
    if missing:
        print(f"{len(missing)} input ids not labeled yet, e.g. {sorted(missing)[:5]}")
    print(f"{len(seen)} records, {spans} spans, {problems} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
