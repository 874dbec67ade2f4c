"""Pagination helpers: page size rules, cursor binding and encoding."""

from __future__ import annotations

import base64
import json
import uuid
from datetime import UTC, datetime

import pytest

from billing.platform.errors import InvalidCursor
from billing.platform.pagination import (
    decode_cursor,
    encode_cursor,
    list_fingerprint,
    page_request,
)
from tests.platform.helpers import emit_events


class TestPageRequest:
    @pytest.mark.parametrize(
        ("raw", "expected"),
        [
            (None, 50),
            ("1", 1),
            ("50", 50),
            ("200", 200),
            ("201", 200),
            ("999999999999", 200),
            ("abc", 50),
            ("0", 50),
            ("-5", 50),
            ("", 50),
            ("2.5", 50),
        ],
    )
    def test_default_cap_and_fallback(self, raw, expected):
        assert page_request(raw, None).limit == expected

    def test_list_specific_default_and_cap(self):
        assert page_request(None, None, default=500, cap=500).limit == 500
        assert page_request("900", None, default=100, cap=200).limit == 200

    def test_empty_cursor_means_first_page(self):
        assert page_request("5", "").cursor is None


class TestCursor:
    KINDS = ("datetime", "uuid")

    def test_round_trip(self):
        keys = [datetime(2024, 1, 2, 3, 4, 5, 678901, tzinfo=UTC), uuid.uuid4()]
        binding = list_fingerprint("events", [("type", "a")])

        assert decode_cursor(encode_cursor(keys, binding), binding, self.KINDS) == keys

    def test_bound_to_list_and_filters(self):
        keys = [datetime(2024, 1, 1, tzinfo=UTC), uuid.uuid4()]
        cursor = encode_cursor(keys, list_fingerprint("events", [("type", "a")]))

        for other in (
            list_fingerprint("invoices", [("type", "a")]),
            list_fingerprint("events", [("type", "b")]),
            list_fingerprint("events", []),
            list_fingerprint("events", [("type", "a"), ("resource_type", "x")]),
        ):
            with pytest.raises(InvalidCursor):
                decode_cursor(cursor, other, self.KINDS)

    def test_page_size_counts_and_parameter_order_do_not_bind(self):
        base = list_fingerprint("events", [("a", "1"), ("b", "2")])

        assert base == list_fingerprint(
            "events", [("limit", "5"), ("b", "2"), ("counts", "type"), ("a", "1"), ("cursor", "x")]
        )

    def test_wrong_key_kinds(self):
        binding = list_fingerprint("events", [])
        cursor = encode_cursor([5, "x"], binding)

        with pytest.raises(InvalidCursor):
            decode_cursor(cursor, binding, self.KINDS)
        huge = base64.urlsafe_b64encode(json.dumps({"k": [2**64], "b": binding}).encode())
        with pytest.raises(InvalidCursor):
            decode_cursor(huge.decode(), binding, ("int",))
        with pytest.raises(InvalidCursor):
            decode_cursor(encode_cursor([True], binding), binding, ("int",))
        assert decode_cursor(encode_cursor([7, "a"], binding), binding, ("int", "str")) == [7, "a"]


def test_a_cursor_does_not_work_on_another_list(tenant, live):
    emit_events(tenant, count=3)
    cursor = tenant.live.get("/v1/events?limit=1").json()["pagination"]["cursor"]
    copy_cursor = live.get("/v1/probe/events-copy?limit=1").json()["pagination"]["cursor"]

    refused = live.get(f"/v1/probe/events-copy?limit=1&cursor={cursor}")
    refused_back = tenant.live.get(f"/v1/events?limit=1&cursor={copy_cursor}")
    accepted = live.get(f"/v1/probe/events-copy?limit=1&cursor={copy_cursor}")

    assert refused.status_code == 400
    assert refused.json()["code"] == "INVALID_CURSOR"
    assert refused_back.status_code == 400
    assert refused_back.json()["code"] == "INVALID_CURSOR"
    assert accepted.status_code == 200
