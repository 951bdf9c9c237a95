"""call_text: a host call rendered as plain text for the guard's pair head."""

import json

import pytest

from pinlane.ledger.call_text import MAX_CALL_TEXT_CHARS, call_text, render
from pinlane.ledger.matcher import call_text as matcher_call_text


def cc(command, description=None):
    tool_input = {"command": command}
    if description:
        tool_input["description"] = description
    return {"tool_name": "Bash", "tool_input": tool_input}


def test_matcher_exposes_call_text():
    call = cc("git push -f origin main")
    assert matcher_call_text(call) == call_text(call)


@pytest.mark.parametrize(
    "call",
    [
        {"tool_name": "delete_customer", "tool_input": {"customer_id": "cus_9", "environment": "production"}},
        {
            "id": "call_1",
            "type": "function",
            "function": {
                "name": "delete_customer",
                "arguments": json.dumps({"customer_id": "cus_9", "environment": "production"}),
            },
        },
        {"name": "delete_customer", "arguments": {"customer_id": "cus_9", "environment": "production"}},
    ],
    ids=["claude_code", "openai", "mcp"],
)
def test_the_three_host_shapes_render_the_same(call):
    assert call_text(call) == (
        "tool: delete_customer\narguments: customer_id=cus_9; environment=production\ndoes: delete; environment prod"
    )


def test_description_comes_right_after_the_tool():
    text = call_text(cc("alembic upgrade head", "Apply database migrations to production"))
    assert text.splitlines()[:3] == [
        "tool: Bash",
        "description: Apply database migrations to production",
        "shell: alembic | subcommand: upgrade | targets: head",
    ]
    assert text.splitlines()[-1] == "does: migrate; environment prod"


@pytest.mark.parametrize(
    ("command", "lines"),
    [
        # program, subcommand from the vocabulary, flags with values, targets
        ("git push --force origin main", ["shell: git | subcommand: push | flags: --force | targets: origin main"]),
        (
            "kubectl delete pod api-1 -n payments",
            ["shell: kubectl | subcommand: delete | flags: -n payments | targets: pod api-1"],
        ),
        # wrappers are unwrapped: sudo, env assignments, python -m
        ("sudo systemctl restart nginx", ["shell: systemctl | subcommand: restart | targets: nginx"]),
        (
            "python manage.py migrate --settings=prod",
            ["shell: manage.py | subcommand: migrate | flags: --settings prod"],
        ),
        # ssh runs another command on a host; kubectl exec runs one in a pod
        ("ssh web-3 'sudo reboot'", ["shell: ssh | host: web-3", "shell: reboot"]),
        (
            "kubectl exec -n prod deploy/api -- python manage.py migrate",
            [
                "shell: kubectl | subcommand: exec | flags: -n prod | targets: deploy/api",
                "shell: manage.py | subcommand: migrate",
            ],
        ),
        ("docker exec -it pg psql -c 'DROP TABLE x'", ["shell: docker | subcommand: exec | flags: -it | targets: pg"]),
        ("bash -c 'rm -rf /srv/uploads'", ["shell: rm | flags: -rf | targets: /srv/uploads"]),
        # SQL in psql -c gets its own line, not a flag value
        (
            'psql -h db-primary -c "DELETE FROM users WHERE id=4"',
            ["shell: psql | flags: -h db-primary", "sql: DELETE FROM users WHERE id=4"],
        ),
        # pipes and redirects
        (
            "pg_dump -d app -t users > users.sql",
            ["redirect: overwrites users.sql", "shell: pg_dump | flags: -d app -t users"],
        ),
        # an unknown program keeps its words as targets
        ("frobnicate --all now", ["shell: frobnicate | flags: --all | targets: now"]),
    ],
)
def test_shell_commands_are_parsed(command, lines):
    text = call_text(cc(command))
    for line in lines:
        assert line in text.splitlines(), text


def test_sql_arguments_render_one_statement_per_line():
    text = call_text({"name": "run_sql", "arguments": {"query": "TRUNCATE orders; SELECT 1", "database": "prod"}})
    assert text.splitlines() == [
        "tool: run_sql",
        "sql: TRUNCATE orders",
        "sql: SELECT 1",
        "arguments: database=prod",
        "does: read, truncate; environment prod",
    ]


def test_edits_show_path_old_and_new():
    call = {
        "tool_name": "Edit",
        "tool_input": {"file_path": "/etc/nginx/nginx.conf", "old_string": "workers 4", "new_string": "workers 8"},
    }
    assert call_text(call).splitlines() == [
        "tool: Edit",
        "edit: /etc/nginx/nginx.conf",
        "old: workers 4",
        "new: workers 8",
        "does: write",
    ]
    write = call_text({"tool_name": "Write", "tool_input": {"file_path": ".env", "content": "A=1"}})
    assert "write: .env" in write and "new: A=1" in write


def test_dry_runs_are_marked():
    assert call_text(cc("kubectl apply -f k8s/ --dry-run=server")).endswith("does: dry run")
    assert "does: read" in call_text(cc("terraform plan"))


def test_long_values_and_texts_are_cut():
    text = call_text({"name": "send_email", "arguments": {"to": "a@b.c", "body": "x" * 5000}})
    assert len(text) <= MAX_CALL_TEXT_CHARS
    assert "body=" + "x" * 10 in text and "..." in text
    huge = call_text(cc(" && ".join(f"echo {i}" for i in range(2000))))
    assert len(huge) <= MAX_CALL_TEXT_CHARS


def test_render_takes_a_split_call_and_odd_inputs_do_not_raise():
    assert render("Bash", {"command": "ls"}) == "tool: Bash\nshell: ls\ndoes: run"
    assert render("noop", None) == "tool: noop\ndoes: run"
    assert "shell:" in render("Bash", {"command": "echo 'unbalanced"})


def test_a_search_query_is_an_argument_not_sql():
    text = call_text({"name": "slack_search_messages", "arguments": {"query": "in:#general @channel"}})
    assert text.splitlines() == ["tool: slack_search_messages", "arguments: query=in:#general @channel", "does: read"]
