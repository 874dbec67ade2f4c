"""Bootstrap tells a new user to set the seller's tax profile first: without it no invoice is
finalized (a request answers 409 with `missing_fields`, a billing run leaves drafts)."""

from __future__ import annotations

import re

import pytest

from billing.cli import main


def _bootstrap(capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["bootstrap"]) == 0
    return capsys.readouterr().out


def test_the_summary_asks_for_the_tax_profile_with_a_ready_curl_command(cli_env, capsys):
    out = _bootstrap(capsys)

    assert len(re.findall(r"sk_live_[0-9a-f]{64}", out)) == 1, "the key is printed once"
    assert "tax profile" in out
    command = next(line for line in out.splitlines() if "curl" in line)
    assert "-X PATCH" in command
    assert "/v1/tax/profile" in command
    assert "Bearer $BILLING_API_KEY" in out
    assert '"legal_name"' in out and '"legal_address"' in out


def test_a_second_bootstrap_repeats_the_hint_without_the_key(cli_env, capsys):
    _bootstrap(capsys)
    out = _bootstrap(capsys)

    assert "/v1/tax/profile" in out
    assert "sk_live_" not in out
