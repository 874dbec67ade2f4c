"""Every request-body example of the OpenAPI document is accepted by the service.

For each operation with a request body, its example (the request model's
`json_schema_extra={"examples": [...]}`) is sent to the app over HTTP, in a sandbox workspace
furnished with one of everything (`World`), and must answer 2xx. Ids are substituted:

- a path parameter by its name (`customer_id`, `invoice_id`, ...: `World.path_ids`);
- a body field by its name, at any depth: `<name>_id` holding any UUID becomes the world's
  object of that name, `<name>_ids` a list of them (`World.body_ids`).

So an example may carry any UUID in its id fields: a new route needs only a realistic example
and, if its name is new, one line in `World.body_ids`/`World.path_ids`. An operation that needs
an object in a particular state (a finalized invoice, a draft price version, a pending
approval) gets it from `STATES`, keyed by method and path. Operations that need a user session
(`x-user-session` in the document) are sent with the admin's.

The test runs every operation and then fails once, listing ALL operations whose example was
refused (or that have no example), so that a merge sees everything to fix at once.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable
from functools import cached_property
from typing import Any

from fastapi.testclient import TestClient

from tests.support import Api, Tenant

UUID_TEXT = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
APPROVAL_THRESHOLD = "1000.00"
"""Invoices at or over this total need an approval in the world's workspace."""


def _data(response: Any, status: int = 201) -> Any:
    assert response.status_code == status, f"{response.request.url}: {response.text}"
    return response.json()["data"]


class World:
    """One of everything, in one sandbox workspace, made through the API as a client would."""

    def __init__(self, tenant: Tenant) -> None:
        self.tenant = tenant
        self.api: Api = tenant.sandbox
        self.session = Api(tenant.client, tenant.login().token, tenant.workspace("sandbox").slug)
        # The examples' hosts are not looked up: this machine may have no DNS.
        no_lookup = {"settings": {"webhooks.allow_private_urls": True}}
        _data(self.api.put("/v1/settings", json=no_lookup), 200)

    def post(self, path: str, body: Any = None, status: int = 201) -> Any:
        return _data(self.api.post(path, json=body, idempotency_key=True), status)

    # --- the catalog and customers ---------------------------------------------------------

    @cached_property
    def customer(self) -> dict[str, Any]:
        return self.post(
            "/v1/customers",
            {
                "name": "Acme Corporation",
                "email": "billing@acme.example",
                "currency": "EUR",
                "address": {"line1": "Friedrichstr. 100", "city": "Berlin", "country": "DE"},
            },
        )

    @cached_property
    def payment_method(self) -> dict[str, Any]:
        card = {"brand": "visa", "last4": "4242", "exp_month": 12, "exp_year": 2030}
        return self.post(
            f"/v1/customers/{self.customer['id']}/payment-methods", {"type": "card", "card": card}
        )

    @cached_property
    def product(self) -> dict[str, Any]:
        return self.post("/v1/products", {"name": "Pro seat"})

    def new_price(self) -> dict[str, Any]:
        body = {"product_id": self.product["id"], "currency": "EUR", "unit_amount": "100.00"}
        return self.post("/v1/prices", body)

    @cached_property
    def price(self) -> dict[str, Any]:
        return self.new_price()

    def draft_version(self) -> dict[str, str]:
        price = self.new_price()
        version = self.post(f"/v1/prices/{price['id']}/versions", {"unit_amount": "120.00"})
        return {"price_id": price["id"], "version_id": version["id"]}

    @cached_property
    def plan(self) -> dict[str, Any]:
        body = {
            "name": "Pro",
            "currency": "EUR",
            "interval": "month",
            "items": [{"price_id": self.price["id"]}],
        }
        return self.post("/v1/plans", body)

    def new_subscription(self) -> dict[str, Any]:
        body = {"customer_id": self.customer["id"], "plan_id": self.plan["id"]}
        return self.post("/v1/subscriptions", body)

    @cached_property
    def subscription(self) -> dict[str, Any]:
        return self.new_subscription()

    @cached_property
    def segment(self) -> dict[str, Any]:
        rules = [{"field": "country", "op": "eq", "value": "DE"}]
        return self.post("/v1/segments", {"name": "Germany", "match": "all", "rules": rules})

    def tag(self, entity_type: str) -> dict[str, Any]:
        name = f"{entity_type} {uuid.uuid4().hex[:6]}"
        return self.post("/v1/tags", {"name": name, "entity_type": entity_type})

    @cached_property
    def customer_tag(self) -> dict[str, Any]:
        return self.tag("CUSTOMER")

    # --- invoices and credit notes ----------------------------------------------------------

    def draft_invoice(self, unit_price: str = "100.00") -> dict[str, Any]:
        line = {"description": "Consulting", "quantity": "1", "unit_price": unit_price}
        return self.post(
            "/v1/invoices",
            {"customer_id": self.customer["id"], "currency": "EUR", "lines": [line]},
        )

    @cached_property
    def invoice(self) -> dict[str, Any]:
        return self.draft_invoice()

    def finalized_invoice(self) -> dict[str, Any]:
        draft = self.draft_invoice()
        return self.post(f"/v1/invoices/{draft['id']}/finalize", status=200)

    @cached_property
    def open_invoice(self) -> dict[str, Any]:
        """A finalized invoice of 100.00 with nothing paid: what bodies name as `invoice_id`."""
        return self.finalized_invoice()

    def paid_invoice(self) -> dict[str, Any]:
        invoice = self.finalized_invoice()
        body = {"amount": invoice["amount_due"], "source": "bank_transfer"}
        self.post(f"/v1/invoices/{invoice['id']}/payments", body, status=200)
        return invoice

    def draft_credit_note(self) -> dict[str, Any]:
        line = {"description": "Service credit", "quantity": "1", "unit_price": "10.00"}
        return self.post(
            "/v1/credit-notes", {"invoice_id": self.open_invoice["id"], "lines": [line]}
        )

    @cached_property
    def credit_note(self) -> dict[str, Any]:
        return self.draft_credit_note()

    def issued_credit_note(self) -> dict[str, Any]:
        note = self.draft_credit_note()
        return self.post(f"/v1/credit-notes/{note['id']}/issue", status=200)

    def pending_approval(self) -> dict[str, Any]:
        settings = {"invoice_approval_threshold": APPROVAL_THRESHOLD}
        _data(self.api.put("/v1/settings", json={"settings": settings}), 200)
        draft = self.draft_invoice(unit_price="5000.00")
        return self.post(f"/v1/invoices/{draft['id']}/finalize", status=202)

    # --- promotions, pricing, usage ---------------------------------------------------------

    def promotion(self, distribution: str = "AUTO_APPLY", publish: bool = False) -> Any:
        body = {
            "name": f"{distribution} promotion",
            "distribution": distribution,
            "valid_from": "2026-01-01",
            "effects": [{"type": "percentage_discount", "percent": "10"}],
        }
        if distribution == "COUPON":
            body["code"] = f"SPRING{uuid.uuid4().hex[:6].upper()}"
        promotion = self.post("/v1/promotions", body)
        if publish:
            return self.post(f"/v1/promotions/{promotion['id']}/publish", status=200)
        return promotion

    @cached_property
    def draft_promotion(self) -> dict[str, Any]:
        return self.promotion()

    def redemption(self) -> dict[str, str]:
        promotion = self.promotion("DIRECT", publish=True)
        path = f"/v1/promotions/{promotion['id']}/redeem"
        redemption = self.post(path, {"customer_id": self.new_customer()["id"]})
        return {"promotion_id": promotion["id"], "redemption_id": redemption["id"]}

    def coupon_token(self) -> dict[str, Any]:
        promotion = self.promotion("COUPON", publish=True)
        path = f"/v1/promotions/{promotion['id']}/coupon-tokens"
        return {"token": self.post(path, {"count": 1})[0]["token"]}

    def new_customer(self) -> dict[str, Any]:
        return self.post("/v1/customers", {"name": f"Customer {uuid.uuid4().hex[:6]}"})

    @cached_property
    def formula(self) -> dict[str, Any]:
        body = {
            "name": "Markup",
            "expression": "round(cost * markup, 2)",
            "variables": [{"name": "markup", "type": "decimal", "default": "1.25"}],
        }
        return self.post("/v1/price-formulas", body)

    @cached_property
    def meter(self) -> dict[str, Any]:
        body = {"key": "api_calls", "name": "API calls", "aggregation": "sum", "unit": "call"}
        return self.post("/v1/meters", body)

    @cached_property
    def rate_table(self) -> dict[str, Any]:
        tiers = [{"up_to": "1000", "unit_amount": "0.002"}, {"unit_amount": "0.0015"}]
        return self.post(
            "/v1/rate-tables", {"name": "API calls", "currency": "EUR", "tiers": tiers}
        )

    @cached_property
    def flow(self) -> dict[str, Any]:
        """A draft schedule flow of one approval gate (flows are authored in a user session)."""
        body = {
            "name": "Approve only",
            "steps": [{"key": "approve", "kind": "approval_gate", "name": "Finance approves"}],
        }
        return _data(self.session.post("/v1/schedule-flows", json=body, idempotency_key=True))

    @cached_property
    def test_clock(self) -> dict[str, Any]:
        return self.post("/v1/test-clocks", {"frozen_at": "2026-01-01T00:00:00Z"})

    @cached_property
    def webhook_endpoint(self) -> dict[str, Any]:
        return self.post("/v1/webhook-endpoints", {"url": "https://example.com/hooks"})

    # --- organization -----------------------------------------------------------------------

    def invitation(self) -> dict[str, Any]:
        email = f"member-{uuid.uuid4().hex[:8]}@example.com"
        body = {"email": email, "roles": ["viewer"]}
        return _data(self.session.post("/v1/members", json=body), 201)

    @cached_property
    def member(self) -> dict[str, Any]:
        return self.invitation()

    def active_member(self) -> dict[str, str]:
        invited = self.invitation()
        body = {"token": invited["invitation_token"], "password": "a long passphrase"}
        _data(self.api.client.post("/v1/auth/accept-invitation", json=body), 200)
        return {"user_id": invited["id"]}

    # --- substitution -----------------------------------------------------------------------

    def path_ids(self) -> dict[str, Callable[[], str]]:
        """Path parameters by name: the world's object of that name."""
        return {
            "customer_id": lambda: self.customer["id"],
            "payment_method_id": lambda: self.payment_method["id"],
            "product_id": lambda: self.product["id"],
            "price_id": lambda: self.price["id"],
            "plan_id": lambda: self.plan["id"],
            "subscription_id": lambda: self.subscription["id"],
            "segment_id": lambda: self.segment["id"],
            "promotion_id": lambda: self.draft_promotion["id"],
            "formula_id": lambda: self.formula["id"],
            "invoice_id": lambda: self.invoice["id"],
            "credit_note_id": lambda: self.credit_note["id"],
            "clock_id": lambda: self.test_clock["id"],
            "tag_id": lambda: self.customer_tag["id"],
            "endpoint_id": lambda: self.webhook_endpoint["id"],
            "user_id": lambda: self.member["id"],
            "meter_id": lambda: self.meter["id"],
            "rate_table_id": lambda: self.rate_table["id"],
            "flow_id": lambda: self.flow["id"],
        }

    def body_ids(self) -> dict[str, Callable[[], str]]:
        """Body fields `<name>_id` / `<name>_ids` by name."""
        return {
            **self.path_ids(),
            "invoice_id": lambda: self.open_invoice["id"],
            "tag_id": lambda: self.customer_tag["id"],
        }


def _line_of_draft(world: World) -> dict[str, str]:
    draft = world.draft_invoice()
    return {"invoice_id": draft["id"], "line_id": draft["lines"][0]["id"]}


def _tagging(entity_type: str, id_name: str) -> Callable[[World], dict[str, Any]]:
    def state(world: World) -> dict[str, Any]:
        objects: dict[str, Callable[[], dict[str, Any]]] = {
            "customer_id": lambda: world.customer,
            "subscription_id": lambda: world.subscription,
            "product_id": lambda: world.product,
            "plan_id": lambda: world.plan,
            "invoice_id": lambda: world.invoice,
            "credit_note_id": lambda: world.credit_note,
        }
        return {id_name: objects[id_name]()["id"], "tag_ids": [world.tag(entity_type)["id"]]}

    return state


STATES: dict[tuple[str, str], Callable[[World], dict[str, Any]]] = {
    ("POST", "/v1/prices/{price_id}/versions"): lambda w: {"price_id": w.new_price()["id"]},
    ("PUT", "/v1/prices/{price_id}/versions/{version_id}"): lambda w: w.draft_version(),
    ("POST", "/v1/prices/{price_id}/versions/{version_id}/publish"): lambda w: w.draft_version(),
    ("POST", "/v1/subscriptions/{subscription_id}/cancel"): lambda w: {
        "subscription_id": w.new_subscription()["id"]
    },
    ("POST", "/v1/invoices/generate"): lambda w: {"subscription_id": w.new_subscription()["id"]},
    ("PATCH", "/v1/invoices/{invoice_id}/lines/{line_id}"): _line_of_draft,
    ("POST", "/v1/invoices/{invoice_id}/payments"): lambda w: {
        "invoice_id": w.finalized_invoice()["id"]
    },
    ("POST", "/v1/invoices/{invoice_id}/payment-attempts"): lambda w: {
        "invoice_id": w.finalized_invoice()["id"],
        "payment_method_id": w.payment_method["id"],
    },
    ("POST", "/v1/invoices/{invoice_id}/refund"): lambda w: {"invoice_id": w.paid_invoice()["id"]},
    ("POST", "/v1/credit-notes/{credit_note_id}/apply"): lambda w: {
        "credit_note_id": w.issued_credit_note()["id"],
        "invoice_id": w.finalized_invoice()["id"],
    },
    ("POST", "/v1/approvals/{approval_id}/approve"): lambda w: {
        "approval_id": w.pending_approval()["id"]
    },
    ("POST", "/v1/approvals/{approval_id}/reject"): lambda w: {
        "approval_id": w.pending_approval()["id"]
    },
    ("POST", "/v1/promotions/{promotion_id}/redeem"): lambda w: {
        "promotion_id": w.promotion("DIRECT", publish=True)["id"]
    },
    ("POST", "/v1/promotions/{promotion_id}/coupon-tokens"): lambda w: {
        "promotion_id": w.promotion("COUPON", publish=True)["id"]
    },
    ("POST", "/v1/promotions/{promotion_id}/bulk-enroll"): lambda w: {
        "promotion_id": w.promotion("AUTO_ENROLL", publish=True)["id"]
    },
    ("POST", "/v1/coupon-tokens/redeem"): lambda w: w.coupon_token(),
    ("POST", "/v1/promotions/{promotion_id}/redemptions/{redemption_id}/revoke"): lambda w: (
        w.redemption()
    ),
    ("PUT", "/v1/members/{user_id}/status"): lambda w: w.active_member(),
    ("POST", "/v1/auth/login"): lambda w: {
        "email": w.tenant.admin_email,
        "password": w.tenant.admin_password,
    },
    ("POST", "/v1/auth/refresh"): lambda w: {"refresh_token": _refresh_token(w.tenant)},
    ("POST", "/v1/auth/accept-invitation"): lambda w: {"token": w.invitation()["invitation_token"]},
    ("POST", "/v1/usage-events"): lambda w: {"meter": w.meter["key"]},
    **{
        ("POST", f"/v1/{kind}/{{{id_name}}}/tags"): _tagging(entity_type, id_name)
        for kind, id_name, entity_type in [
            ("customers", "customer_id", "CUSTOMER"),
            ("subscriptions", "subscription_id", "SUBSCRIPTION"),
            ("products", "product_id", "PRODUCT"),
            ("plans", "plan_id", "PLAN"),
            ("invoices", "invoice_id", "INVOICE"),
            ("credit-notes", "credit_note_id", "CREDIT_NOTE"),
        ]
    },
}
"""Operations that need an object in a given state: the path parameters and body fields they
get instead of the world's defaults (a body field is replaced wherever it occurs)."""


def _refresh_token(tenant: Tenant) -> str:
    body = {"email": tenant.admin_email, "password": tenant.admin_password}
    response = tenant.client.post("/v1/auth/login", json=body)
    return str(_data(response, 200)["refresh_token"])


def _substitute(value: Any, ids: dict[str, Callable[[], str]], state: dict[str, Any]) -> Any:
    """The example with its ids replaced by the world's, by field name, at any depth."""
    if isinstance(value, list):
        return [_substitute(item, ids, state) for item in value]
    if not isinstance(value, dict):
        return value
    replaced: dict[str, Any] = {}
    for name, item in value.items():
        if name in state:
            replaced[name] = state[name]
        elif name.endswith("_ids") and isinstance(item, list) and f"{name[:-1]}" in ids:
            replaced[name] = [ids[name[:-1]]() for _ in item]
        elif isinstance(item, str) and UUID_TEXT.match(item):
            if name not in ids:
                raise LookupError(f"no fixture for the body field {name!r} (World.body_ids)")
            replaced[name] = ids[name]()
        else:
            replaced[name] = _substitute(item, ids, state)
    return replaced


def _example(operation: dict[str, Any], schemas: dict[str, Any]) -> Any:
    for content in operation["requestBody"].get("content", {}).values():
        if "example" in content:
            return content["example"]
        schema = content.get("schema", {})
        for option in [schema, *schema.get("anyOf", [])]:
            name = option.get("$ref", "").rsplit("/", 1)[-1]
            examples = schemas.get(name, {}).get("examples")
            if examples:
                return examples[0]
    return None


def _send(
    world: World, method: str, path: str, operation: dict[str, Any], schemas: dict[str, Any]
) -> str | None:
    """None when the service accepts the operation's example, else why not."""
    example = _example(operation, schemas)
    if example is None:
        return "no request-body example"
    try:
        state = STATES.get((method, path), lambda _: {})(world)
        ids = world.path_ids()
        url = re.sub(
            r"\{(\w+)\}",
            lambda m: str(state[m.group(1)] if m.group(1) in state else ids[m.group(1)]()),
            path,
        )
        body = _substitute(example, world.body_ids(), state)
    except (AssertionError, LookupError) as exc:
        return f"could not prepare it: {exc}"
    api = world.session if operation.get("x-user-session") else world.api
    headers = api.headers({"Idempotency-Key": uuid.uuid4().hex} if method == "POST" else None)
    response = world.api.client.request(method, url, json=body, headers=headers)
    if response.status_code < 300:
        return None
    return f"{response.status_code} {response.text[:400]}\n    sent {body}"


def test_every_request_body_example_is_accepted(client: TestClient, tenant: Tenant) -> None:
    document = client.get("/openapi.json").json()
    schemas = document["components"]["schemas"]
    world = World(tenant)
    failures = []
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            if "requestBody" not in operation:
                continue
            why = _send(world, method.upper(), path, operation, schemas)
            if why is not None:
                failures.append(f"{method.upper()} {path}: {why}")
    assert not failures, f"{len(failures)} examples refused:\n" + "\n".join(failures)
