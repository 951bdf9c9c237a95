"""A tool call rendered as plain text, for the guard's pair head (rule, call) -> breaks it?

The pair model reads a rule and a call side by side; it needs the call as a short, stable text
that puts what the call *does* first: the tool, its description, each shell segment parsed into
program, subcommand, flags and targets (wrappers such as ``sudo``, ``ssh host``, ``kubectl exec``
and ``sh -c`` unwrapped), SQL statements, the edited file, the arguments, and the matcher's
vocabulary reading of the call (its actions and environments). The same function renders the
training pairs (``data/pairs/guard_train.jsonl``) and the calls checked at run time, so the
model sees at run time exactly the text it was trained on.

    >>> print(call_text({"tool_name": "Bash", "tool_input": {"command": "sudo systemctl restart nginx"}}))
    tool: Bash
    shell: systemctl | subcommand: restart | targets: nginx
    does: restart
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from pinlane.ledger import matcher as M
from pinlane.ledger import tool_vocab as V

#: Characters of the rendered call kept (the encoder truncates at its max_length anyway; the
#: most telling parts come first, the raw arguments last).
MAX_CALL_TEXT_CHARS = 700
#: Characters of one argument value or edit string kept.
MAX_VALUE_CHARS = 160

_SHELL_TOOLS = ("bash", "shell", "run", "terminal", "exec")
_EDIT_TOOLS = ("edit", "write", "multiedit", "notebookedit")


def call_text(call: Mapping[str, Any]) -> str:
    """Render a host call (Claude Code PreToolUse payload, OpenAI ``tool_calls`` item, or MCP
    ``tools/call`` params, as ``matcher.from_host_call`` reads them) as plain text.

    Args:
        call: the call in one of the three host shapes.

    Returns:
        Lines ``tool:``, ``description:``, ``shell:`` (one per segment), ``sql:``, ``edit:``,
        ``arguments:`` and ``does:`` (the vocabulary's actions and environments), at most
        ``MAX_CALL_TEXT_CHARS`` characters.
    """
    tool, args, desc = M.from_host_call(call)
    return render(tool, args, desc)


def render(
    tool: str, arguments: Mapping[str, Any] | None, description: str = "", *, view: M.CallView | None = None
) -> str:
    """``call_text`` for an already split call: tool name, arguments, description (``view``: the
    call as ``matcher.read_call`` already parsed it, to skip parsing it twice)."""
    args = dict(arguments or {})
    lines = [f"tool: {tool}"]
    desc = description or next((str(args[k]) for k in M._DESCRIPTION_KEYS if isinstance(args.get(k), str)), "")
    if desc:
        lines.append(f"description: {_short(desc)}")
    command = next((args[k] for k in M._COMMAND_KEYS if isinstance(args.get(k), str)), None)
    shown: set[str] = {k for k in M._DESCRIPTION_KEYS if k in args}
    tool_l = tool.lower()
    if tool_l in _EDIT_TOOLS:
        lines.extend(_edit_lines(tool_l, args))
        shown |= {"file_path", "path", "notebook_path", "old_string", "new_string", "content", "new_source", "edits"}
    if command is not None:
        lines.extend(_shell_lines(command))
        shown |= {k for k in M._COMMAND_KEYS if args.get(k) is command}
    sql = next((args[k] for k in M._SQL_KEYS if isinstance(args.get(k), str)), None)
    if sql is not None and not _is_sql(sql):
        sql = None  # a search query or JQL stays an argument
    if sql is not None:
        lines.extend(f"sql: {_short(s.strip())}" for s in M._SQL_SPLIT.split(sql) if s.strip())
        shown |= {k for k in M._SQL_KEYS if args.get(k) is sql}
    rest = {k: v for k, v in args.items() if k not in shown}
    if rest:
        lines.append("arguments: " + "; ".join(f"{k}={_value(v)}" for k, v in rest.items()))
    lines.append(_does(tool, args, desc, view))
    text = "\n".join(line for line in lines if line)
    return text[:MAX_CALL_TEXT_CHARS]


def _is_sql(text: str) -> bool:
    first = text.split()[0].lower() if text.split() else ""
    return first in V.SQL_STATEMENTS or first.startswith("\\")


def _short(text: str, limit: int = MAX_VALUE_CHARS) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _value(value: Any) -> str:
    if isinstance(value, str):
        return _short(value)
    return _short(json.dumps(value, default=str, ensure_ascii=False))


def _edit_lines(tool: str, args: Mapping[str, Any]) -> list[str]:
    path = str(args.get("file_path") or args.get("path") or args.get("notebook_path") or "")
    out = [f"{'write' if tool == 'write' else 'edit'}: {path}"]
    old = str(args.get("old_string") or "")
    new = str(args.get("new_string") or args.get("content") or args.get("new_source") or "")
    for edit in args.get("edits") or ():
        if isinstance(edit, Mapping):
            old += "\n" + str(edit.get("old_string", ""))
            new += "\n" + str(edit.get("new_string", ""))
    if old.strip():
        out.append(f"old: {_short(old)}")
    if new.strip():
        out.append(f"new: {_short(new)}")
    return out


def _shell_lines(command: str) -> list[str]:
    out: list[str] = []
    _segments(command, out, depth=0)
    return out or [f"shell: {_short(command)}"]


def _segments(command: str, out: list[str], depth: int) -> None:
    if depth > 3:
        return
    for argv, out_to, in_from in M._split_segments(command):
        argv = M._program(argv, set(), {})
        if out_to and out_to.lstrip("!") not in ("/dev/null", "&1", "&2"):
            mode = "appends to" if not out_to.startswith("!") else "overwrites"
            out.append(f"redirect: {mode} {out_to.lstrip('!')}")
        if not argv:
            continue
        prog = argv[0].rsplit("/", 1)[-1]
        if prog == "docker" and len(argv) > 2 and argv[1] == "exec":
            # flags after the container name belong to the command run inside it
            i = 2
            while i < len(argv) and argv[i].startswith("-"):
                i += 2 if argv[i] in ("-u", "--user", "-w", "--workdir", "-e", "--env") else 1
            argv = argv[: i + 1] + ["--"] + argv[i + 1 :]
        positionals, flags, rest = _parse_argv(prog, argv)
        # Wrappers that run another command: render what they run, with where.
        if prog == "ssh" and positionals:
            out.append(f"shell: ssh | host: {positionals[0]}")
            if len(positionals) > 1:
                _segments(" ".join(positionals[1:]), out, depth + 1)
            continue
        if prog in ("sh", "bash", "zsh") and any(f in dict(flags) for f in ("-c", "-lc", "-ec")):
            d = dict(flags)
            _segments(
                d.get("-c") or d.get("-lc") or d.get("-ec") or (positionals[0] if positionals else ""), out, depth + 1
            )
            continue
        if prog in ("kubectl", "docker") and positionals[:1] == ["exec"] and (rest or len(positionals) > 2):
            where = positionals[1] if len(positionals) > 1 else ""
            head = [f"shell: {prog}", "subcommand: exec"]
            if flags:
                head.append("flags: " + " ".join(f"{k} {v}".strip() for k, v in flags))
            out.append(" | ".join(head + [f"targets: {where}"]))
            inner = rest or (argv[argv.index(where, 2) + 1 :] if prog == "docker" else [])
            if inner:
                _segments(M.shlex.join(inner), out, depth + 1)
            continue
        rows = V.COMMANDS.get(prog)
        sub: tuple[str, ...] = ()
        if rows:
            sub = M._best_row(rows, positionals).path
        elif positionals and not any(c in positionals[0] for c in "/.=@:") and len(positionals[0]) < 24:
            sub = (positionals[0],) if prog in _SUBCOMMAND_PROGRAMS else ()
        if prog in ("aws", "gcloud", "az", "stripe") and not sub:
            sub = tuple(p for p in positionals[:3] if not any(c in p for c in "/.=@:"))
        sql = dict(flags).get("-c") or dict(flags).get("-e") if prog in ("psql", "mysql", "sqlite3") else None
        if sql:
            flags = [(k, v) for k, v in flags if v != sql]
        targets = positionals[len(sub) :]
        parts = [f"shell: {prog}"]
        if sub:
            parts.append("subcommand: " + " ".join(sub))
        if flags:
            parts.append("flags: " + " ".join(f"{k} {_short(v, 60)}".strip() for k, v in flags))
        if targets:
            parts.append("targets: " + " ".join(_short(t, 80) for t in targets))
        if in_from and in_from != "|":
            parts.append(f"reads: {in_from}")
        out.append(" | ".join(parts))
        if sql:
            out.extend(f"sql: {_short(s.strip())}" for s in M._SQL_SPLIT.split(sql) if s.strip())
        if rest and prog in V.RUNS_AFTER_DASHDASH and prog not in ("kubectl", "docker"):
            _segments(M.shlex.join(rest), out, depth + 1)
        elif rest and prog not in V.RUNS_AFTER_DASHDASH:
            out[-1] += (" | targets: " if "| targets: " not in out[-1] else " ") + " ".join(_short(t, 80) for t in rest)


#: Programs whose first positional is a subcommand even when the vocabulary has no row for it.
_SUBCOMMAND_PROGRAMS = frozenset(
    "git gh kubectl helm terraform pulumi docker systemctl npm pnpm yarn poetry uv cargo go gem bundle apt apt-get "
    "brew twine vault amtool fly flyctl vercel heroku argocd gsutil manage.py alembic rails rake prisma flyway "
    "knex sequelize liquibase supabase wrangler firebase doctl mc rclone redis-cli".split()
)


def _parse_argv(prog: str, argv: list[str]) -> tuple[list[str], list[tuple[str, str]], list[str]]:
    """Positionals, (flag, value) pairs and the words after ``--``, as the matcher splits them."""
    bare = M._BARE_FLAGS.get(prog, frozenset())
    positionals: list[str] = []
    flags: list[tuple[str, str]] = []
    i = 1
    while i < len(argv):
        a = argv[i]
        if a == "--":
            return positionals, flags, argv[i + 1 :]
        if a.startswith("-") and len(a) > 1:
            if "=" in a:
                k, v = a.split("=", 1)
                flags.append((k, v))
            elif a in M._VALUE_FLAGS and a not in bare and i + 1 < len(argv) and not argv[i + 1].startswith("-"):
                flags.append((a, argv[i + 1]))
                i += 1
            else:
                flags.append((a, ""))
        else:
            positionals.append(a)
        i += 1
    return positionals, flags, []


def _does(tool: str, args: Mapping[str, Any], desc: str, view: M.CallView | None = None) -> str:
    """The vocabulary's reading: the actions of the call's non-description operations (the
    description's only when nothing else names one), dry runs marked, and environments named."""
    try:
        view = view if view is not None else M.read_call(tool, args, desc)
    except Exception:  # rendering must never fail a check; the raw text is still there
        return ""
    acts: set[str] = set()
    dry = False
    for op in view.ops:
        if op.source == "description":
            continue
        if op.dry:
            dry = True
            continue
        acts |= set(op.actions)
    if not acts:
        acts = {a for op in view.ops if op.source == "description" for a in op.actions}
    pool = set().union(*(op.tokens for op in view.ops)) if view.ops else set()
    envs = sorted({e for t in pool | view.context if (e := M._ENVS.get(t))})
    parts = [", ".join(sorted(acts - {"run"} or acts))] if acts else []
    if dry:
        parts.append("dry run")
    if envs:
        parts.append("environment " + ", ".join(envs))
    return ("does: " + "; ".join(parts)) if parts else ""
