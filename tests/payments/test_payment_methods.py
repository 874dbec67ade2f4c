"""A customer's payment methods over HTTP: attach, list, get, detach, and the default method."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import pytest

from billing.payments.sandbox_data import SANDBOX_CARDS, SANDBOX_IBANS
from tests.payments.helpers import attach, card, create_customer, sepa
from tests.platform.helpers import add_api_key
from tests.sandbox.helpers import create_clock
from tests.support import Api, Tenant, pointers, problem

METHOD_FIELDS = {
    "id",
    "customer_id",
    "type",
    "status",
    "card",
    "sepa_debit",
    "is_default",
    "metadata",
    "created_at",
    "detached_at",
}


def _path(customer_id: str, method_id: str | None = None) -> str:
    base = f"/v1/customers/{customer_id}/payment-methods"
    return base if method_id is None else f"{base}/{method_id}"


def _default(api: Api, customer_id: str) -> str | None:
    response = api.get(f"/v1/customers/{customer_id}")
    assert response.status_code == 200, response.text
    default: str | None = response.json()["data"]["default_payment_method_id"]
    return default


def _listed(api: Api, customer_id: str, query: str = "") -> list[dict]:
    response = api.get(_path(customer_id) + query)
    assert response.status_code == 200, response.text
    return list(response.json()["data"])


class TestAttach:
    def test_a_sandbox_test_card(self, tenant: Tenant):
        customer_id = create_customer(tenant.sandbox)["id"]

        response = tenant.sandbox.post(
            _path(customer_id), json=card("visa", "4242", metadata={"source": "checkout"})
        )

        assert response.status_code == 201, response.text
        data = response.json()["data"]
        assert set(data) == METHOD_FIELDS
        assert data["customer_id"] == customer_id
        assert data["type"] == "card"
        assert data["status"] == "active"
        assert data["card"] == {"brand": "visa", "last4": "4242", "exp_month": 12, "exp_year": 2099}
        assert data["sepa_debit"] is None
        assert data["metadata"] == {"source": "checkout"}
        assert data["detached_at"] is None
        assert tenant.sandbox.get(_path(customer_id, data["id"])).json()["data"] == data

    def test_a_sandbox_test_iban(self, tenant: Tenant):
        customer_id = create_customer(tenant.sandbox)["id"]

        data = attach(tenant.sandbox, customer_id, sepa("3000"))

        assert data["type"] == "sepa_debit"
        assert data["card"] is None
        assert data["sepa_debit"] == {"iban_last4": "3000", "mandate_reference": "MANDATE-0001"}

    @pytest.mark.parametrize(("brand", "last4"), sorted(SANDBOX_CARDS))
    def test_every_listed_test_card_is_accepted_in_sandbox(self, tenant: Tenant, brand, last4):
        customer_id = create_customer(tenant.sandbox)["id"]

        assert attach(tenant.sandbox, customer_id, card(brand, last4))["card"]["last4"] == last4

    @pytest.mark.parametrize("last4", sorted(SANDBOX_IBANS))
    def test_every_listed_test_iban_is_accepted_in_sandbox(self, tenant: Tenant, last4):
        customer_id = create_customer(tenant.sandbox)["id"]

        assert attach(tenant.sandbox, customer_id, sepa(last4))["sepa_debit"]["iban_last4"] == last4

    @pytest.mark.parametrize(
        ("body", "pointer"),
        [
            (card("visa", "1234"), "/card/last4"),
            (card("visa", "4444"), "/card/last4"),  # 4444 is a Mastercard test number
            (card("mastercard", "4242"), "/card/last4"),
            (sepa("1234"), "/sepa_debit/iban_last4"),
        ],
    )
    def test_sandbox_refuses_anything_but_test_data(self, tenant: Tenant, body, pointer):
        customer_id = create_customer(tenant.sandbox)["id"]

        response = tenant.sandbox.post(_path(customer_id), json=body)

        assert pointers(response) == [pointer]
        assert "test" in response.json()["detail"]
        assert _listed(tenant.sandbox, customer_id) == []
        assert _default(tenant.sandbox, customer_id) is None

    def test_live_accepts_any_well_formed_display_data(self, tenant: Tenant):
        customer_id = create_customer(tenant.live)["id"]

        visa = attach(tenant.live, customer_id, card("visa", "1234"))
        debit = attach(tenant.live, customer_id, sepa("87AB"))

        assert visa["card"]["last4"] == "1234"
        assert debit["sepa_debit"]["iban_last4"] == "87AB"

    @pytest.mark.parametrize(
        ("body", "pointer"),
        [
            (card(card={"number": "4242424242424242"}), "/card/number"),
            (
                {
                    **sepa(),
                    "sepa_debit": {**sepa()["sepa_debit"], "iban": "DE89370400440532013000"},
                },
                "/sepa_debit/iban",
            ),
            (card(card={"last4": "42a2"}), "/card/last4"),
            (card(card={"last4": "42424"}), "/card/last4"),
            (card(card={"last4": 4242}), "/card/last4"),
            (card(card={"brand": "maestro"}), "/card/brand"),
            (card(card={"exp_month": 13}), "/card/exp_month"),
            (card(card={"exp_month": 0}), "/card/exp_month"),
            (card(card={"exp_year": 99}), "/card/exp_year"),
            ({"type": "card"}, "/card"),
            ({"type": "sepa_debit"}, "/sepa_debit"),
            ({**card(), "sepa_debit": sepa()["sepa_debit"]}, "/sepa_debit"),
            ({**sepa(), "card": card()["card"]}, "/card"),
            ({"type": "paypal"}, "/type"),
            ({**sepa(), "sepa_debit": {"iban_last4": "3000"}}, "/sepa_debit/mandate_reference"),
            (
                {**sepa(), "sepa_debit": {"iban_last4": "3000", "mandate_reference": "é"}},
                "/sepa_debit/mandate_reference",
            ),
            (card(metadata={"k": 1}), "/metadata/k"),
            (card(set_default="yes please"), "/set_default"),
        ],
    )
    def test_bad_bodies_are_refused_with_a_pointer(self, tenant: Tenant, body, pointer):
        customer_id = create_customer(tenant.live)["id"]

        response = tenant.live.post(_path(customer_id), json=body)

        assert pointers(response) == [pointer]
        assert _listed(tenant.live, customer_id) == []

    def test_a_card_expired_before_this_month_is_refused(self, tenant: Tenant, frozen_clock):
        frozen_clock(datetime(2030, 5, 31, 23, 59, tzinfo=UTC))
        customer_id = create_customer(tenant.live)["id"]

        expired = tenant.live.post(
            _path(customer_id), json=card(card={"exp_year": 2030, "exp_month": 4})
        )
        last_year = tenant.live.post(_path(customer_id), json=card(card={"exp_year": 2029}))
        this_month = tenant.live.post(
            _path(customer_id), json=card(card={"exp_year": 2030, "exp_month": 5})
        )

        assert pointers(expired) == ["/card/exp_year"]
        assert pointers(last_year) == ["/card/exp_year"]
        assert this_month.status_code == 201, this_month.text

    def test_expiry_is_judged_in_the_customer_s_test_clock(self, tenant: Tenant, frozen_clock):
        frozen_clock(datetime(2030, 5, 15, tzinfo=UTC))
        clock_id = create_clock(tenant.sandbox, frozen_at="2026-01-10T00:00:00Z")["id"]
        in_clock_time = create_customer(tenant.sandbox, test_clock_id=clock_id)["id"]
        in_real_time = create_customer(tenant.sandbox)["id"]
        body = card(card={"exp_year": 2027, "exp_month": 1})

        accepted = tenant.sandbox.post(_path(in_clock_time), json=body)
        refused = tenant.sandbox.post(_path(in_real_time), json=body)

        assert accepted.status_code == 201, accepted.text
        assert pointers(refused) == ["/card/exp_year"]

    def test_unknown_or_deleted_customer_is_not_found(self, tenant: Tenant):
        deleted = create_customer(tenant.live)["id"]
        assert tenant.live.delete(f"/v1/customers/{deleted}").status_code in (200, 204)

        for customer_id in (deleted, str(uuid.uuid4())):
            problem(tenant.live.post(_path(customer_id), json=card()), 404, "NOT_FOUND")
            problem(tenant.live.get(_path(customer_id)), 404, "NOT_FOUND")

    def test_writes_an_event(self, tenant: Tenant):
        customer_id = create_customer(tenant.live)["id"]
        method = attach(tenant.live, customer_id)

        events = tenant.live.get("/v1/events?type=payment_method.attached").json()["data"]

        assert [e["resource_id"] for e in events] == [method["id"]]
        assert events[0]["data"] == {"customer_id": customer_id, "type": "card", "is_default": True}

    def test_needs_payment_methods_write(self, tenant: Tenant):
        customer_id = create_customer(tenant.live)["id"]
        reader = add_api_key(tenant, scopes=["payment_methods:read", "customers:read"])

        refused = reader.post(_path(customer_id), json=card())

        assert "payment_methods:write" in problem(refused, 403, "FORBIDDEN")["detail"]
        assert reader.get(_path(customer_id)).status_code == 200


class TestDefaultMethod:
    def test_the_first_method_becomes_the_default(self, tenant: Tenant):
        customer_id = create_customer(tenant.live)["id"]

        first = attach(tenant.live, customer_id)
        second = attach(tenant.live, customer_id, card("mastercard", "4444"))

        assert first["is_default"] is True
        assert second["is_default"] is False
        assert _default(tenant.live, customer_id) == first["id"]

    def test_set_default_moves_it(self, tenant: Tenant):
        customer_id = create_customer(tenant.live)["id"]
        first = attach(tenant.live, customer_id)

        second = attach(tenant.live, customer_id, sepa("3000", set_default=True))

        assert second["is_default"] is True
        assert _default(tenant.live, customer_id) == second["id"]
        again = tenant.live.get(_path(customer_id, first["id"])).json()["data"]
        assert again["is_default"] is False

    def test_a_customer_without_a_default_gets_the_next_method(self, tenant: Tenant):
        customer_id = create_customer(tenant.live)["id"]
        attach(tenant.live, customer_id)
        cleared = tenant.live.patch(
            f"/v1/customers/{customer_id}", json={"default_payment_method_id": None}
        )
        assert cleared.status_code == 200, cleared.text

        later = attach(tenant.live, customer_id, card("amex", "8431"))

        assert later["is_default"] is True
        assert _default(tenant.live, customer_id) == later["id"]


class TestListAndGet:
    def test_newest_first_active_by_default(self, tenant: Tenant, frozen_clock):
        customer_id = create_customer(tenant.live)["id"]
        start = datetime(2031, 1, 1, tzinfo=UTC)
        ids = []
        for minute, body in enumerate([card(), sepa(), card("amex", "0005")]):
            frozen_clock(start + timedelta(minutes=minute))
            ids.append(attach(tenant.live, customer_id, body)["id"])
        tenant.live.delete(_path(customer_id, ids[1]))

        active = _listed(tenant.live, customer_id)
        detached = _listed(tenant.live, customer_id, "?status=detached")
        every = _listed(tenant.live, customer_id, "?status=active,detached")
        cards = _listed(tenant.live, customer_id, "?type=card")

        assert [m["id"] for m in active] == [ids[2], ids[0]]
        assert [m["is_default"] for m in active] == [False, True]
        assert [m["id"] for m in detached] == [ids[1]]
        assert [m["id"] for m in every] == [ids[2], ids[1], ids[0]]
        assert [m["id"] for m in cards] == [ids[2], ids[0]]

    def test_pages_and_counts(self, tenant: Tenant):
        customer_id = create_customer(tenant.live)["id"]
        for _ in range(3):
            attach(tenant.live, customer_id)

        first = tenant.live.get(_path(customer_id) + "?limit=2&counts=type").json()
        second = tenant.live.get(
            _path(customer_id) + f"?limit=2&cursor={first['pagination']['cursor']}"
        ).json()

        assert len(first["data"]) == 2
        assert first["pagination"]["counts"]["type"] == {"card": 3, "sepa_debit": 0}
        assert len(second["data"]) == 1
        assert second["pagination"]["has_more"] is False
        problem(tenant.live.get(_path(customer_id) + "?status=expired"), 400, "INVALID_FILTER")

    def test_only_the_customer_s_own_methods(self, tenant: Tenant):
        mine = create_customer(tenant.live)["id"]
        theirs = create_customer(tenant.live)["id"]
        own = attach(tenant.live, mine)["id"]
        other = attach(tenant.live, theirs)["id"]

        assert [m["id"] for m in _listed(tenant.live, mine)] == [own]
        problem(tenant.live.get(_path(mine, other)), 404, "NOT_FOUND")
        problem(tenant.live.delete(_path(mine, other)), 404, "NOT_FOUND")
        assert tenant.live.get(_path(theirs, other)).json()["data"]["status"] == "active"

    def test_unknown_method_is_not_found(self, tenant: Tenant):
        customer_id = create_customer(tenant.live)["id"]

        problem(tenant.live.get(_path(customer_id, str(uuid.uuid4()))), 404, "NOT_FOUND")


class TestDetach:
    def test_detaching_keeps_the_method_as_detached(self, tenant: Tenant, frozen_clock):
        moment = datetime(2031, 6, 1, 8, tzinfo=UTC)
        frozen_clock(moment)
        customer_id = create_customer(tenant.live)["id"]
        attach(tenant.live, customer_id)
        method = attach(tenant.live, customer_id, sepa())

        response = tenant.live.delete(_path(customer_id, method["id"]))

        assert response.status_code == 200, response.text
        data = response.json()["data"]
        assert data["status"] == "detached"
        assert datetime.fromisoformat(data["detached_at"]) == moment
        assert data["is_default"] is False
        assert tenant.live.get(_path(customer_id, method["id"])).json()["data"] == data
        events = tenant.live.get("/v1/events?type=payment_method.detached").json()["data"]
        assert [e["resource_id"] for e in events] == [method["id"]]

    def test_detaching_the_default_hands_it_to_the_latest_active_method(
        self, tenant: Tenant, frozen_clock
    ):
        customer_id = create_customer(tenant.live)["id"]
        start = datetime(2031, 1, 1, tzinfo=UTC)
        ids = []
        for minute in range(4):
            frozen_clock(start + timedelta(minutes=minute))
            ids.append(attach(tenant.live, customer_id)["id"])
        tenant.live.delete(_path(customer_id, ids[3]))  # the latest, but not the default

        detached = tenant.live.delete(_path(customer_id, ids[0])).json()["data"]

        assert detached["is_default"] is False
        assert _default(tenant.live, customer_id) == ids[2]
        assert tenant.live.get(_path(customer_id, ids[2])).json()["data"]["is_default"] is True

    def test_detaching_the_last_method_leaves_no_default(self, tenant: Tenant):
        customer_id = create_customer(tenant.live)["id"]
        method = attach(tenant.live, customer_id)

        tenant.live.delete(_path(customer_id, method["id"]))

        assert _default(tenant.live, customer_id) is None
        assert _listed(tenant.live, customer_id) == []

    def test_detaching_another_method_keeps_the_default(self, tenant: Tenant):
        customer_id = create_customer(tenant.live)["id"]
        default = attach(tenant.live, customer_id)["id"]
        other = attach(tenant.live, customer_id)["id"]

        tenant.live.delete(_path(customer_id, other))

        assert _default(tenant.live, customer_id) == default

    def test_detaching_twice_is_an_invalid_state(self, tenant: Tenant):
        customer_id = create_customer(tenant.live)["id"]
        method = attach(tenant.live, customer_id)["id"]
        first = tenant.live.delete(_path(customer_id, method)).json()["data"]

        again = tenant.live.delete(_path(customer_id, method))

        problem(again, 409, "INVALID_STATE")
        assert tenant.live.get(_path(customer_id, method)).json()["data"] == first

    def test_a_detached_method_cannot_become_the_default(self, tenant: Tenant):
        customer_id = create_customer(tenant.live)["id"]
        method = attach(tenant.live, customer_id)["id"]
        tenant.live.delete(_path(customer_id, method))

        response = tenant.live.patch(
            f"/v1/customers/{customer_id}", json={"default_payment_method_id": method}
        )

        assert pointers(response) == ["/default_payment_method_id"]
        assert _default(tenant.live, customer_id) is None
