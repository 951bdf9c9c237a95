"""Amounts in any notation (ledger.amounts) and the limits the matcher checks with them."""

import pytest

from pinlane.ledger import amounts as A
from pinlane.ledger.matcher import match


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("$1,250.00", (1250.0, "money")),
        ("1250 USD", (1250.0, "money")),
        ("EUR 80", (80.0, "money")),
        ("€19.99", (19.99, "money")),
        ("35%", (35.0, "percent")),
        ("-12.5 percent", (-12.5, "percent")),
        ("512Mi", (512.0, "size")),
        ("3GB", (3072.0, "size")),
        ("4,000", (4000.0, "num")),
        (7, (7.0, "num")),
        ("next tuesday", None),
        (True, None),
    ],
)
def test_parse_value_reads_the_notation(value, expected):
    assert A.parse_value(value) == expected


def test_words_to_digits_reads_a_limit_written_in_words():
    assert A.words_to_digits("never drain more than two nodes") == "never drain more than 2 nodes"


def test_rekey_names_a_json_patch_value_by_its_path_and_reads_weights_as_percent():
    pairs = [("op", "replace"), ("path", "/environments/prod/rollout/variations/1/weight"), ("value", 70000)]
    assert ("rollout percent", 70.0) in A.rekey(pairs)


def test_rekey_reads_a_value_typed_as_percentage():
    assert ("percent", "-45") in A.rekey([("value", "-45"), ("value_type", "percentage")])


@pytest.mark.parametrize(
    ("args", "breaks"),
    [
        ({"payment": "py_1", "amount": "2,400.00 USD"}, True),
        ({"payment": "py_1", "amount": "USD 40"}, False),
        ({"payment": "py_1", "amount": "$300.01"}, True),
        ({"payment": "py_1", "amount": "$300.00"}, False),
    ],
)
def test_money_limits_read_amounts_given_as_strings(args, breaks):
    m = match("credits above $300 need my sign-off", "issue_credit", args)
    assert (m is not None) is breaks


@pytest.mark.parametrize(
    ("args", "breaks"),
    [
        ({"code": "WINTER", "value": "-35.0", "value_type": "percentage"}, True),
        ({"code": "WINTER", "value": "-5.0", "value_type": "percentage"}, False),
        ({"coupon": "WINTER", "percent": "22%"}, True),
        ({"coupon": "WINTER", "percent": "8%"}, False),
    ],
)
def test_percent_limits_read_percent_strings_and_typed_values(args, breaks):
    assert (match("no promo codes over 20% off", "create_promo_code", args) is not None) is breaks


@pytest.mark.parametrize(
    ("tool", "args", "breaks"),
    [
        ("Bash", {"command": "aws lambda update-function-configuration --function-name ocr --memory-size 4096"}, True),
        ("Bash", {"command": "aws lambda update-function-configuration --function-name ocr --memory-size 512"}, False),
        (
            "Edit",
            {"file_path": "/srv/app/serverless.yml", "old_string": "MemorySize: 512", "new_string": "MemorySize: 5120"},
            True,
        ),
        (
            "Edit",
            {"file_path": "/srv/app/serverless.yml", "old_string": "MemorySize: 512", "new_string": "MemorySize: 768"},
            False,
        ),
    ],
)
def test_size_limits_compare_in_one_unit(tool, args, breaks):
    assert (match("keep lambda memory under 3gb", tool, args) is not None) is breaks


@pytest.mark.parametrize(
    ("args", "breaks"),
    [
        (
            {
                "flag": "beta-search",
                "patch": [
                    {
                        "op": "replace",
                        "path": "/environments/production/fallthrough/rollout/variations/0/weight",
                        "value": 60000,
                    }
                ],
            },
            True,
        ),
        (
            {
                "flag": "beta-search",
                "patch": [
                    {
                        "op": "replace",
                        "path": "/environments/production/fallthrough/rollout/variations/0/weight",
                        "value": 5000,
                    }
                ],
            },
            False,
        ),
        ({"flag": "beta-search", "percentage": "35%"}, True),
        ({"flag": "beta-search", "percentage": "5%"}, False),
    ],
)
def test_rollout_limits_read_weights_and_percent_strings(args, breaks):
    assert (match("no flag rollouts above 30% of users", "update_flag_rollout", args) is not None) is breaks


def test_a_count_limit_written_in_words_counts_the_hosts_a_call_names():
    rule = "never restart more than one server at a time"
    assert match(rule, "restart_servers", {"hosts": ["web-1", "web-2", "web-3"]}) is not None
    assert match(rule, "restart_servers", {"hosts": ["web-1"]}) is None
