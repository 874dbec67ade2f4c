from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.list_envelope_invoice_out import ListEnvelopeInvoiceOut
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    *,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    search: None | str | Unset = UNSET,
    status: None | str | Unset = UNSET,
    status_in: None | str | Unset = UNSET,
    status_ne: None | str | Unset = UNSET,
    customer_id: None | str | Unset = UNSET,
    customer_id_in: None | str | Unset = UNSET,
    subscription_id: None | str | Unset = UNSET,
    subscription_id_in: None | str | Unset = UNSET,
    currency: None | str | Unset = UNSET,
    currency_in: None | str | Unset = UNSET,
    invoice_number: None | str | Unset = UNSET,
    invoice_number_contains: None | str | Unset = UNSET,
    invoice_number_in: None | str | Unset = UNSET,
    created_at: None | str | Unset = UNSET,
    created_at_gt: None | str | Unset = UNSET,
    created_at_gte: None | str | Unset = UNSET,
    created_at_lt: None | str | Unset = UNSET,
    created_at_lte: None | str | Unset = UNSET,
    updated_at: None | str | Unset = UNSET,
    updated_at_gt: None | str | Unset = UNSET,
    updated_at_gte: None | str | Unset = UNSET,
    updated_at_lt: None | str | Unset = UNSET,
    updated_at_lte: None | str | Unset = UNSET,
    due_date: None | str | Unset = UNSET,
    due_date_gt: None | str | Unset = UNSET,
    due_date_gte: None | str | Unset = UNSET,
    due_date_lt: None | str | Unset = UNSET,
    due_date_lte: None | str | Unset = UNSET,
    issued_at: None | str | Unset = UNSET,
    issued_at_gt: None | str | Unset = UNSET,
    issued_at_gte: None | str | Unset = UNSET,
    issued_at_lt: None | str | Unset = UNSET,
    issued_at_lte: None | str | Unset = UNSET,
    paid_at: None | str | Unset = UNSET,
    paid_at_gt: None | str | Unset = UNSET,
    paid_at_gte: None | str | Unset = UNSET,
    paid_at_lt: None | str | Unset = UNSET,
    paid_at_lte: None | str | Unset = UNSET,
    partially_paid: None | str | Unset = UNSET,
    tag: None | str | Unset = UNSET,
    tag_in: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_workspace_id, Unset):
        headers["X-Workspace-Id"] = x_workspace_id

    params: dict[str, Any] = {}

    json_limit: None | str | Unset
    if isinstance(limit, Unset):
        json_limit = UNSET
    else:
        json_limit = limit
    params["limit"] = json_limit

    json_cursor: None | str | Unset
    if isinstance(cursor, Unset):
        json_cursor = UNSET
    else:
        json_cursor = cursor
    params["cursor"] = json_cursor

    json_counts: None | str | Unset
    if isinstance(counts, Unset):
        json_counts = UNSET
    else:
        json_counts = counts
    params["counts"] = json_counts

    json_search: None | str | Unset
    if isinstance(search, Unset):
        json_search = UNSET
    else:
        json_search = search
    params["search"] = json_search

    json_status: None | str | Unset
    if isinstance(status, Unset):
        json_status = UNSET
    else:
        json_status = status
    params["status"] = json_status

    json_status_in: None | str | Unset
    if isinstance(status_in, Unset):
        json_status_in = UNSET
    else:
        json_status_in = status_in
    params["status.in"] = json_status_in

    json_status_ne: None | str | Unset
    if isinstance(status_ne, Unset):
        json_status_ne = UNSET
    else:
        json_status_ne = status_ne
    params["status.ne"] = json_status_ne

    json_customer_id: None | str | Unset
    if isinstance(customer_id, Unset):
        json_customer_id = UNSET
    else:
        json_customer_id = customer_id
    params["customer_id"] = json_customer_id

    json_customer_id_in: None | str | Unset
    if isinstance(customer_id_in, Unset):
        json_customer_id_in = UNSET
    else:
        json_customer_id_in = customer_id_in
    params["customer_id.in"] = json_customer_id_in

    json_subscription_id: None | str | Unset
    if isinstance(subscription_id, Unset):
        json_subscription_id = UNSET
    else:
        json_subscription_id = subscription_id
    params["subscription_id"] = json_subscription_id

    json_subscription_id_in: None | str | Unset
    if isinstance(subscription_id_in, Unset):
        json_subscription_id_in = UNSET
    else:
        json_subscription_id_in = subscription_id_in
    params["subscription_id.in"] = json_subscription_id_in

    json_currency: None | str | Unset
    if isinstance(currency, Unset):
        json_currency = UNSET
    else:
        json_currency = currency
    params["currency"] = json_currency

    json_currency_in: None | str | Unset
    if isinstance(currency_in, Unset):
        json_currency_in = UNSET
    else:
        json_currency_in = currency_in
    params["currency.in"] = json_currency_in

    json_invoice_number: None | str | Unset
    if isinstance(invoice_number, Unset):
        json_invoice_number = UNSET
    else:
        json_invoice_number = invoice_number
    params["invoice_number"] = json_invoice_number

    json_invoice_number_contains: None | str | Unset
    if isinstance(invoice_number_contains, Unset):
        json_invoice_number_contains = UNSET
    else:
        json_invoice_number_contains = invoice_number_contains
    params["invoice_number.contains"] = json_invoice_number_contains

    json_invoice_number_in: None | str | Unset
    if isinstance(invoice_number_in, Unset):
        json_invoice_number_in = UNSET
    else:
        json_invoice_number_in = invoice_number_in
    params["invoice_number.in"] = json_invoice_number_in

    json_created_at: None | str | Unset
    if isinstance(created_at, Unset):
        json_created_at = UNSET
    else:
        json_created_at = created_at
    params["created_at"] = json_created_at

    json_created_at_gt: None | str | Unset
    if isinstance(created_at_gt, Unset):
        json_created_at_gt = UNSET
    else:
        json_created_at_gt = created_at_gt
    params["created_at.gt"] = json_created_at_gt

    json_created_at_gte: None | str | Unset
    if isinstance(created_at_gte, Unset):
        json_created_at_gte = UNSET
    else:
        json_created_at_gte = created_at_gte
    params["created_at.gte"] = json_created_at_gte

    json_created_at_lt: None | str | Unset
    if isinstance(created_at_lt, Unset):
        json_created_at_lt = UNSET
    else:
        json_created_at_lt = created_at_lt
    params["created_at.lt"] = json_created_at_lt

    json_created_at_lte: None | str | Unset
    if isinstance(created_at_lte, Unset):
        json_created_at_lte = UNSET
    else:
        json_created_at_lte = created_at_lte
    params["created_at.lte"] = json_created_at_lte

    json_updated_at: None | str | Unset
    if isinstance(updated_at, Unset):
        json_updated_at = UNSET
    else:
        json_updated_at = updated_at
    params["updated_at"] = json_updated_at

    json_updated_at_gt: None | str | Unset
    if isinstance(updated_at_gt, Unset):
        json_updated_at_gt = UNSET
    else:
        json_updated_at_gt = updated_at_gt
    params["updated_at.gt"] = json_updated_at_gt

    json_updated_at_gte: None | str | Unset
    if isinstance(updated_at_gte, Unset):
        json_updated_at_gte = UNSET
    else:
        json_updated_at_gte = updated_at_gte
    params["updated_at.gte"] = json_updated_at_gte

    json_updated_at_lt: None | str | Unset
    if isinstance(updated_at_lt, Unset):
        json_updated_at_lt = UNSET
    else:
        json_updated_at_lt = updated_at_lt
    params["updated_at.lt"] = json_updated_at_lt

    json_updated_at_lte: None | str | Unset
    if isinstance(updated_at_lte, Unset):
        json_updated_at_lte = UNSET
    else:
        json_updated_at_lte = updated_at_lte
    params["updated_at.lte"] = json_updated_at_lte

    json_due_date: None | str | Unset
    if isinstance(due_date, Unset):
        json_due_date = UNSET
    else:
        json_due_date = due_date
    params["due_date"] = json_due_date

    json_due_date_gt: None | str | Unset
    if isinstance(due_date_gt, Unset):
        json_due_date_gt = UNSET
    else:
        json_due_date_gt = due_date_gt
    params["due_date.gt"] = json_due_date_gt

    json_due_date_gte: None | str | Unset
    if isinstance(due_date_gte, Unset):
        json_due_date_gte = UNSET
    else:
        json_due_date_gte = due_date_gte
    params["due_date.gte"] = json_due_date_gte

    json_due_date_lt: None | str | Unset
    if isinstance(due_date_lt, Unset):
        json_due_date_lt = UNSET
    else:
        json_due_date_lt = due_date_lt
    params["due_date.lt"] = json_due_date_lt

    json_due_date_lte: None | str | Unset
    if isinstance(due_date_lte, Unset):
        json_due_date_lte = UNSET
    else:
        json_due_date_lte = due_date_lte
    params["due_date.lte"] = json_due_date_lte

    json_issued_at: None | str | Unset
    if isinstance(issued_at, Unset):
        json_issued_at = UNSET
    else:
        json_issued_at = issued_at
    params["issued_at"] = json_issued_at

    json_issued_at_gt: None | str | Unset
    if isinstance(issued_at_gt, Unset):
        json_issued_at_gt = UNSET
    else:
        json_issued_at_gt = issued_at_gt
    params["issued_at.gt"] = json_issued_at_gt

    json_issued_at_gte: None | str | Unset
    if isinstance(issued_at_gte, Unset):
        json_issued_at_gte = UNSET
    else:
        json_issued_at_gte = issued_at_gte
    params["issued_at.gte"] = json_issued_at_gte

    json_issued_at_lt: None | str | Unset
    if isinstance(issued_at_lt, Unset):
        json_issued_at_lt = UNSET
    else:
        json_issued_at_lt = issued_at_lt
    params["issued_at.lt"] = json_issued_at_lt

    json_issued_at_lte: None | str | Unset
    if isinstance(issued_at_lte, Unset):
        json_issued_at_lte = UNSET
    else:
        json_issued_at_lte = issued_at_lte
    params["issued_at.lte"] = json_issued_at_lte

    json_paid_at: None | str | Unset
    if isinstance(paid_at, Unset):
        json_paid_at = UNSET
    else:
        json_paid_at = paid_at
    params["paid_at"] = json_paid_at

    json_paid_at_gt: None | str | Unset
    if isinstance(paid_at_gt, Unset):
        json_paid_at_gt = UNSET
    else:
        json_paid_at_gt = paid_at_gt
    params["paid_at.gt"] = json_paid_at_gt

    json_paid_at_gte: None | str | Unset
    if isinstance(paid_at_gte, Unset):
        json_paid_at_gte = UNSET
    else:
        json_paid_at_gte = paid_at_gte
    params["paid_at.gte"] = json_paid_at_gte

    json_paid_at_lt: None | str | Unset
    if isinstance(paid_at_lt, Unset):
        json_paid_at_lt = UNSET
    else:
        json_paid_at_lt = paid_at_lt
    params["paid_at.lt"] = json_paid_at_lt

    json_paid_at_lte: None | str | Unset
    if isinstance(paid_at_lte, Unset):
        json_paid_at_lte = UNSET
    else:
        json_paid_at_lte = paid_at_lte
    params["paid_at.lte"] = json_paid_at_lte

    json_partially_paid: None | str | Unset
    if isinstance(partially_paid, Unset):
        json_partially_paid = UNSET
    else:
        json_partially_paid = partially_paid
    params["partially_paid"] = json_partially_paid

    json_tag: None | str | Unset
    if isinstance(tag, Unset):
        json_tag = UNSET
    else:
        json_tag = tag
    params["tag"] = json_tag

    json_tag_in: None | str | Unset
    if isinstance(tag_in, Unset):
        json_tag_in = UNSET
    else:
        json_tag_in = tag_in
    params["tag.in"] = json_tag_in

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/invoices",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ListEnvelopeInvoiceOut | Problem | None:
    if response.status_code == 200:
        response_200 = ListEnvelopeInvoiceOut.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ListEnvelopeInvoiceOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    search: None | str | Unset = UNSET,
    status: None | str | Unset = UNSET,
    status_in: None | str | Unset = UNSET,
    status_ne: None | str | Unset = UNSET,
    customer_id: None | str | Unset = UNSET,
    customer_id_in: None | str | Unset = UNSET,
    subscription_id: None | str | Unset = UNSET,
    subscription_id_in: None | str | Unset = UNSET,
    currency: None | str | Unset = UNSET,
    currency_in: None | str | Unset = UNSET,
    invoice_number: None | str | Unset = UNSET,
    invoice_number_contains: None | str | Unset = UNSET,
    invoice_number_in: None | str | Unset = UNSET,
    created_at: None | str | Unset = UNSET,
    created_at_gt: None | str | Unset = UNSET,
    created_at_gte: None | str | Unset = UNSET,
    created_at_lt: None | str | Unset = UNSET,
    created_at_lte: None | str | Unset = UNSET,
    updated_at: None | str | Unset = UNSET,
    updated_at_gt: None | str | Unset = UNSET,
    updated_at_gte: None | str | Unset = UNSET,
    updated_at_lt: None | str | Unset = UNSET,
    updated_at_lte: None | str | Unset = UNSET,
    due_date: None | str | Unset = UNSET,
    due_date_gt: None | str | Unset = UNSET,
    due_date_gte: None | str | Unset = UNSET,
    due_date_lt: None | str | Unset = UNSET,
    due_date_lte: None | str | Unset = UNSET,
    issued_at: None | str | Unset = UNSET,
    issued_at_gt: None | str | Unset = UNSET,
    issued_at_gte: None | str | Unset = UNSET,
    issued_at_lt: None | str | Unset = UNSET,
    issued_at_lte: None | str | Unset = UNSET,
    paid_at: None | str | Unset = UNSET,
    paid_at_gt: None | str | Unset = UNSET,
    paid_at_gte: None | str | Unset = UNSET,
    paid_at_lt: None | str | Unset = UNSET,
    paid_at_lte: None | str | Unset = UNSET,
    partially_paid: None | str | Unset = UNSET,
    tag: None | str | Unset = UNSET,
    tag_in: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Response[ListEnvelopeInvoiceOut | Problem]:
    """List Invoices

     List invoices, newest first (without their lines).

    Requires the permission `invoices:read`.

    Args:
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        counts (None | str | Unset): Comma-separated fields to count by: currency, status.
        search (None | str | Unset): Case-insensitive substring of the invoice number.
        status (None | str | Unset): `status` equals the value (a comma list means `in`).
        status_in (None | str | Unset): `status` in the value.
        status_ne (None | str | Unset): `status` ne the value.
        customer_id (None | str | Unset): `customer_id` equals the value (a comma list means
            `in`).
        customer_id_in (None | str | Unset): `customer_id` in the value.
        subscription_id (None | str | Unset): `subscription_id` equals the value (a comma list
            means `in`).
        subscription_id_in (None | str | Unset): `subscription_id` in the value.
        currency (None | str | Unset): `currency` equals the value (a comma list means `in`).
        currency_in (None | str | Unset): `currency` in the value.
        invoice_number (None | str | Unset): `invoice_number` equals the value (a comma list means
            `in`).
        invoice_number_contains (None | str | Unset): `invoice_number` contains the value.
        invoice_number_in (None | str | Unset): `invoice_number` in the value.
        created_at (None | str | Unset): `created_at` equals the value (a comma list means `in`).
        created_at_gt (None | str | Unset): `created_at` gt the value.
        created_at_gte (None | str | Unset): `created_at` gte the value.
        created_at_lt (None | str | Unset): `created_at` lt the value.
        created_at_lte (None | str | Unset): `created_at` lte the value.
        updated_at (None | str | Unset): `updated_at` equals the value (a comma list means `in`).
        updated_at_gt (None | str | Unset): `updated_at` gt the value.
        updated_at_gte (None | str | Unset): `updated_at` gte the value.
        updated_at_lt (None | str | Unset): `updated_at` lt the value.
        updated_at_lte (None | str | Unset): `updated_at` lte the value.
        due_date (None | str | Unset): `due_date` equals the value (a comma list means `in`).
        due_date_gt (None | str | Unset): `due_date` gt the value.
        due_date_gte (None | str | Unset): `due_date` gte the value.
        due_date_lt (None | str | Unset): `due_date` lt the value.
        due_date_lte (None | str | Unset): `due_date` lte the value.
        issued_at (None | str | Unset): `issued_at` equals the value (a comma list means `in`).
        issued_at_gt (None | str | Unset): `issued_at` gt the value.
        issued_at_gte (None | str | Unset): `issued_at` gte the value.
        issued_at_lt (None | str | Unset): `issued_at` lt the value.
        issued_at_lte (None | str | Unset): `issued_at` lte the value.
        paid_at (None | str | Unset): `paid_at` equals the value (a comma list means `in`).
        paid_at_gt (None | str | Unset): `paid_at` gt the value.
        paid_at_gte (None | str | Unset): `paid_at` gte the value.
        paid_at_lt (None | str | Unset): `paid_at` lt the value.
        paid_at_lte (None | str | Unset): `paid_at` lte the value.
        partially_paid (None | str | Unset): `partially_paid` equals the value (a comma list means
            `in`).
        tag (None | str | Unset): A tag id; repeat `tag` to list the resources that carry every
            named tag (a comma list means any of them).
        tag_in (None | str | Unset): `tag` in the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListEnvelopeInvoiceOut | Problem]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        counts=counts,
        search=search,
        status=status,
        status_in=status_in,
        status_ne=status_ne,
        customer_id=customer_id,
        customer_id_in=customer_id_in,
        subscription_id=subscription_id,
        subscription_id_in=subscription_id_in,
        currency=currency,
        currency_in=currency_in,
        invoice_number=invoice_number,
        invoice_number_contains=invoice_number_contains,
        invoice_number_in=invoice_number_in,
        created_at=created_at,
        created_at_gt=created_at_gt,
        created_at_gte=created_at_gte,
        created_at_lt=created_at_lt,
        created_at_lte=created_at_lte,
        updated_at=updated_at,
        updated_at_gt=updated_at_gt,
        updated_at_gte=updated_at_gte,
        updated_at_lt=updated_at_lt,
        updated_at_lte=updated_at_lte,
        due_date=due_date,
        due_date_gt=due_date_gt,
        due_date_gte=due_date_gte,
        due_date_lt=due_date_lt,
        due_date_lte=due_date_lte,
        issued_at=issued_at,
        issued_at_gt=issued_at_gt,
        issued_at_gte=issued_at_gte,
        issued_at_lt=issued_at_lt,
        issued_at_lte=issued_at_lte,
        paid_at=paid_at,
        paid_at_gt=paid_at_gt,
        paid_at_gte=paid_at_gte,
        paid_at_lt=paid_at_lt,
        paid_at_lte=paid_at_lte,
        partially_paid=partially_paid,
        tag=tag,
        tag_in=tag_in,
        x_workspace_id=x_workspace_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    search: None | str | Unset = UNSET,
    status: None | str | Unset = UNSET,
    status_in: None | str | Unset = UNSET,
    status_ne: None | str | Unset = UNSET,
    customer_id: None | str | Unset = UNSET,
    customer_id_in: None | str | Unset = UNSET,
    subscription_id: None | str | Unset = UNSET,
    subscription_id_in: None | str | Unset = UNSET,
    currency: None | str | Unset = UNSET,
    currency_in: None | str | Unset = UNSET,
    invoice_number: None | str | Unset = UNSET,
    invoice_number_contains: None | str | Unset = UNSET,
    invoice_number_in: None | str | Unset = UNSET,
    created_at: None | str | Unset = UNSET,
    created_at_gt: None | str | Unset = UNSET,
    created_at_gte: None | str | Unset = UNSET,
    created_at_lt: None | str | Unset = UNSET,
    created_at_lte: None | str | Unset = UNSET,
    updated_at: None | str | Unset = UNSET,
    updated_at_gt: None | str | Unset = UNSET,
    updated_at_gte: None | str | Unset = UNSET,
    updated_at_lt: None | str | Unset = UNSET,
    updated_at_lte: None | str | Unset = UNSET,
    due_date: None | str | Unset = UNSET,
    due_date_gt: None | str | Unset = UNSET,
    due_date_gte: None | str | Unset = UNSET,
    due_date_lt: None | str | Unset = UNSET,
    due_date_lte: None | str | Unset = UNSET,
    issued_at: None | str | Unset = UNSET,
    issued_at_gt: None | str | Unset = UNSET,
    issued_at_gte: None | str | Unset = UNSET,
    issued_at_lt: None | str | Unset = UNSET,
    issued_at_lte: None | str | Unset = UNSET,
    paid_at: None | str | Unset = UNSET,
    paid_at_gt: None | str | Unset = UNSET,
    paid_at_gte: None | str | Unset = UNSET,
    paid_at_lt: None | str | Unset = UNSET,
    paid_at_lte: None | str | Unset = UNSET,
    partially_paid: None | str | Unset = UNSET,
    tag: None | str | Unset = UNSET,
    tag_in: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> ListEnvelopeInvoiceOut | Problem | None:
    """List Invoices

     List invoices, newest first (without their lines).

    Requires the permission `invoices:read`.

    Args:
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        counts (None | str | Unset): Comma-separated fields to count by: currency, status.
        search (None | str | Unset): Case-insensitive substring of the invoice number.
        status (None | str | Unset): `status` equals the value (a comma list means `in`).
        status_in (None | str | Unset): `status` in the value.
        status_ne (None | str | Unset): `status` ne the value.
        customer_id (None | str | Unset): `customer_id` equals the value (a comma list means
            `in`).
        customer_id_in (None | str | Unset): `customer_id` in the value.
        subscription_id (None | str | Unset): `subscription_id` equals the value (a comma list
            means `in`).
        subscription_id_in (None | str | Unset): `subscription_id` in the value.
        currency (None | str | Unset): `currency` equals the value (a comma list means `in`).
        currency_in (None | str | Unset): `currency` in the value.
        invoice_number (None | str | Unset): `invoice_number` equals the value (a comma list means
            `in`).
        invoice_number_contains (None | str | Unset): `invoice_number` contains the value.
        invoice_number_in (None | str | Unset): `invoice_number` in the value.
        created_at (None | str | Unset): `created_at` equals the value (a comma list means `in`).
        created_at_gt (None | str | Unset): `created_at` gt the value.
        created_at_gte (None | str | Unset): `created_at` gte the value.
        created_at_lt (None | str | Unset): `created_at` lt the value.
        created_at_lte (None | str | Unset): `created_at` lte the value.
        updated_at (None | str | Unset): `updated_at` equals the value (a comma list means `in`).
        updated_at_gt (None | str | Unset): `updated_at` gt the value.
        updated_at_gte (None | str | Unset): `updated_at` gte the value.
        updated_at_lt (None | str | Unset): `updated_at` lt the value.
        updated_at_lte (None | str | Unset): `updated_at` lte the value.
        due_date (None | str | Unset): `due_date` equals the value (a comma list means `in`).
        due_date_gt (None | str | Unset): `due_date` gt the value.
        due_date_gte (None | str | Unset): `due_date` gte the value.
        due_date_lt (None | str | Unset): `due_date` lt the value.
        due_date_lte (None | str | Unset): `due_date` lte the value.
        issued_at (None | str | Unset): `issued_at` equals the value (a comma list means `in`).
        issued_at_gt (None | str | Unset): `issued_at` gt the value.
        issued_at_gte (None | str | Unset): `issued_at` gte the value.
        issued_at_lt (None | str | Unset): `issued_at` lt the value.
        issued_at_lte (None | str | Unset): `issued_at` lte the value.
        paid_at (None | str | Unset): `paid_at` equals the value (a comma list means `in`).
        paid_at_gt (None | str | Unset): `paid_at` gt the value.
        paid_at_gte (None | str | Unset): `paid_at` gte the value.
        paid_at_lt (None | str | Unset): `paid_at` lt the value.
        paid_at_lte (None | str | Unset): `paid_at` lte the value.
        partially_paid (None | str | Unset): `partially_paid` equals the value (a comma list means
            `in`).
        tag (None | str | Unset): A tag id; repeat `tag` to list the resources that carry every
            named tag (a comma list means any of them).
        tag_in (None | str | Unset): `tag` in the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListEnvelopeInvoiceOut | Problem
    """

    return sync_detailed(
        client=client,
        limit=limit,
        cursor=cursor,
        counts=counts,
        search=search,
        status=status,
        status_in=status_in,
        status_ne=status_ne,
        customer_id=customer_id,
        customer_id_in=customer_id_in,
        subscription_id=subscription_id,
        subscription_id_in=subscription_id_in,
        currency=currency,
        currency_in=currency_in,
        invoice_number=invoice_number,
        invoice_number_contains=invoice_number_contains,
        invoice_number_in=invoice_number_in,
        created_at=created_at,
        created_at_gt=created_at_gt,
        created_at_gte=created_at_gte,
        created_at_lt=created_at_lt,
        created_at_lte=created_at_lte,
        updated_at=updated_at,
        updated_at_gt=updated_at_gt,
        updated_at_gte=updated_at_gte,
        updated_at_lt=updated_at_lt,
        updated_at_lte=updated_at_lte,
        due_date=due_date,
        due_date_gt=due_date_gt,
        due_date_gte=due_date_gte,
        due_date_lt=due_date_lt,
        due_date_lte=due_date_lte,
        issued_at=issued_at,
        issued_at_gt=issued_at_gt,
        issued_at_gte=issued_at_gte,
        issued_at_lt=issued_at_lt,
        issued_at_lte=issued_at_lte,
        paid_at=paid_at,
        paid_at_gt=paid_at_gt,
        paid_at_gte=paid_at_gte,
        paid_at_lt=paid_at_lt,
        paid_at_lte=paid_at_lte,
        partially_paid=partially_paid,
        tag=tag,
        tag_in=tag_in,
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    search: None | str | Unset = UNSET,
    status: None | str | Unset = UNSET,
    status_in: None | str | Unset = UNSET,
    status_ne: None | str | Unset = UNSET,
    customer_id: None | str | Unset = UNSET,
    customer_id_in: None | str | Unset = UNSET,
    subscription_id: None | str | Unset = UNSET,
    subscription_id_in: None | str | Unset = UNSET,
    currency: None | str | Unset = UNSET,
    currency_in: None | str | Unset = UNSET,
    invoice_number: None | str | Unset = UNSET,
    invoice_number_contains: None | str | Unset = UNSET,
    invoice_number_in: None | str | Unset = UNSET,
    created_at: None | str | Unset = UNSET,
    created_at_gt: None | str | Unset = UNSET,
    created_at_gte: None | str | Unset = UNSET,
    created_at_lt: None | str | Unset = UNSET,
    created_at_lte: None | str | Unset = UNSET,
    updated_at: None | str | Unset = UNSET,
    updated_at_gt: None | str | Unset = UNSET,
    updated_at_gte: None | str | Unset = UNSET,
    updated_at_lt: None | str | Unset = UNSET,
    updated_at_lte: None | str | Unset = UNSET,
    due_date: None | str | Unset = UNSET,
    due_date_gt: None | str | Unset = UNSET,
    due_date_gte: None | str | Unset = UNSET,
    due_date_lt: None | str | Unset = UNSET,
    due_date_lte: None | str | Unset = UNSET,
    issued_at: None | str | Unset = UNSET,
    issued_at_gt: None | str | Unset = UNSET,
    issued_at_gte: None | str | Unset = UNSET,
    issued_at_lt: None | str | Unset = UNSET,
    issued_at_lte: None | str | Unset = UNSET,
    paid_at: None | str | Unset = UNSET,
    paid_at_gt: None | str | Unset = UNSET,
    paid_at_gte: None | str | Unset = UNSET,
    paid_at_lt: None | str | Unset = UNSET,
    paid_at_lte: None | str | Unset = UNSET,
    partially_paid: None | str | Unset = UNSET,
    tag: None | str | Unset = UNSET,
    tag_in: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Response[ListEnvelopeInvoiceOut | Problem]:
    """List Invoices

     List invoices, newest first (without their lines).

    Requires the permission `invoices:read`.

    Args:
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        counts (None | str | Unset): Comma-separated fields to count by: currency, status.
        search (None | str | Unset): Case-insensitive substring of the invoice number.
        status (None | str | Unset): `status` equals the value (a comma list means `in`).
        status_in (None | str | Unset): `status` in the value.
        status_ne (None | str | Unset): `status` ne the value.
        customer_id (None | str | Unset): `customer_id` equals the value (a comma list means
            `in`).
        customer_id_in (None | str | Unset): `customer_id` in the value.
        subscription_id (None | str | Unset): `subscription_id` equals the value (a comma list
            means `in`).
        subscription_id_in (None | str | Unset): `subscription_id` in the value.
        currency (None | str | Unset): `currency` equals the value (a comma list means `in`).
        currency_in (None | str | Unset): `currency` in the value.
        invoice_number (None | str | Unset): `invoice_number` equals the value (a comma list means
            `in`).
        invoice_number_contains (None | str | Unset): `invoice_number` contains the value.
        invoice_number_in (None | str | Unset): `invoice_number` in the value.
        created_at (None | str | Unset): `created_at` equals the value (a comma list means `in`).
        created_at_gt (None | str | Unset): `created_at` gt the value.
        created_at_gte (None | str | Unset): `created_at` gte the value.
        created_at_lt (None | str | Unset): `created_at` lt the value.
        created_at_lte (None | str | Unset): `created_at` lte the value.
        updated_at (None | str | Unset): `updated_at` equals the value (a comma list means `in`).
        updated_at_gt (None | str | Unset): `updated_at` gt the value.
        updated_at_gte (None | str | Unset): `updated_at` gte the value.
        updated_at_lt (None | str | Unset): `updated_at` lt the value.
        updated_at_lte (None | str | Unset): `updated_at` lte the value.
        due_date (None | str | Unset): `due_date` equals the value (a comma list means `in`).
        due_date_gt (None | str | Unset): `due_date` gt the value.
        due_date_gte (None | str | Unset): `due_date` gte the value.
        due_date_lt (None | str | Unset): `due_date` lt the value.
        due_date_lte (None | str | Unset): `due_date` lte the value.
        issued_at (None | str | Unset): `issued_at` equals the value (a comma list means `in`).
        issued_at_gt (None | str | Unset): `issued_at` gt the value.
        issued_at_gte (None | str | Unset): `issued_at` gte the value.
        issued_at_lt (None | str | Unset): `issued_at` lt the value.
        issued_at_lte (None | str | Unset): `issued_at` lte the value.
        paid_at (None | str | Unset): `paid_at` equals the value (a comma list means `in`).
        paid_at_gt (None | str | Unset): `paid_at` gt the value.
        paid_at_gte (None | str | Unset): `paid_at` gte the value.
        paid_at_lt (None | str | Unset): `paid_at` lt the value.
        paid_at_lte (None | str | Unset): `paid_at` lte the value.
        partially_paid (None | str | Unset): `partially_paid` equals the value (a comma list means
            `in`).
        tag (None | str | Unset): A tag id; repeat `tag` to list the resources that carry every
            named tag (a comma list means any of them).
        tag_in (None | str | Unset): `tag` in the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListEnvelopeInvoiceOut | Problem]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        counts=counts,
        search=search,
        status=status,
        status_in=status_in,
        status_ne=status_ne,
        customer_id=customer_id,
        customer_id_in=customer_id_in,
        subscription_id=subscription_id,
        subscription_id_in=subscription_id_in,
        currency=currency,
        currency_in=currency_in,
        invoice_number=invoice_number,
        invoice_number_contains=invoice_number_contains,
        invoice_number_in=invoice_number_in,
        created_at=created_at,
        created_at_gt=created_at_gt,
        created_at_gte=created_at_gte,
        created_at_lt=created_at_lt,
        created_at_lte=created_at_lte,
        updated_at=updated_at,
        updated_at_gt=updated_at_gt,
        updated_at_gte=updated_at_gte,
        updated_at_lt=updated_at_lt,
        updated_at_lte=updated_at_lte,
        due_date=due_date,
        due_date_gt=due_date_gt,
        due_date_gte=due_date_gte,
        due_date_lt=due_date_lt,
        due_date_lte=due_date_lte,
        issued_at=issued_at,
        issued_at_gt=issued_at_gt,
        issued_at_gte=issued_at_gte,
        issued_at_lt=issued_at_lt,
        issued_at_lte=issued_at_lte,
        paid_at=paid_at,
        paid_at_gt=paid_at_gt,
        paid_at_gte=paid_at_gte,
        paid_at_lt=paid_at_lt,
        paid_at_lte=paid_at_lte,
        partially_paid=partially_paid,
        tag=tag,
        tag_in=tag_in,
        x_workspace_id=x_workspace_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    search: None | str | Unset = UNSET,
    status: None | str | Unset = UNSET,
    status_in: None | str | Unset = UNSET,
    status_ne: None | str | Unset = UNSET,
    customer_id: None | str | Unset = UNSET,
    customer_id_in: None | str | Unset = UNSET,
    subscription_id: None | str | Unset = UNSET,
    subscription_id_in: None | str | Unset = UNSET,
    currency: None | str | Unset = UNSET,
    currency_in: None | str | Unset = UNSET,
    invoice_number: None | str | Unset = UNSET,
    invoice_number_contains: None | str | Unset = UNSET,
    invoice_number_in: None | str | Unset = UNSET,
    created_at: None | str | Unset = UNSET,
    created_at_gt: None | str | Unset = UNSET,
    created_at_gte: None | str | Unset = UNSET,
    created_at_lt: None | str | Unset = UNSET,
    created_at_lte: None | str | Unset = UNSET,
    updated_at: None | str | Unset = UNSET,
    updated_at_gt: None | str | Unset = UNSET,
    updated_at_gte: None | str | Unset = UNSET,
    updated_at_lt: None | str | Unset = UNSET,
    updated_at_lte: None | str | Unset = UNSET,
    due_date: None | str | Unset = UNSET,
    due_date_gt: None | str | Unset = UNSET,
    due_date_gte: None | str | Unset = UNSET,
    due_date_lt: None | str | Unset = UNSET,
    due_date_lte: None | str | Unset = UNSET,
    issued_at: None | str | Unset = UNSET,
    issued_at_gt: None | str | Unset = UNSET,
    issued_at_gte: None | str | Unset = UNSET,
    issued_at_lt: None | str | Unset = UNSET,
    issued_at_lte: None | str | Unset = UNSET,
    paid_at: None | str | Unset = UNSET,
    paid_at_gt: None | str | Unset = UNSET,
    paid_at_gte: None | str | Unset = UNSET,
    paid_at_lt: None | str | Unset = UNSET,
    paid_at_lte: None | str | Unset = UNSET,
    partially_paid: None | str | Unset = UNSET,
    tag: None | str | Unset = UNSET,
    tag_in: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> ListEnvelopeInvoiceOut | Problem | None:
    """List Invoices

     List invoices, newest first (without their lines).

    Requires the permission `invoices:read`.

    Args:
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        counts (None | str | Unset): Comma-separated fields to count by: currency, status.
        search (None | str | Unset): Case-insensitive substring of the invoice number.
        status (None | str | Unset): `status` equals the value (a comma list means `in`).
        status_in (None | str | Unset): `status` in the value.
        status_ne (None | str | Unset): `status` ne the value.
        customer_id (None | str | Unset): `customer_id` equals the value (a comma list means
            `in`).
        customer_id_in (None | str | Unset): `customer_id` in the value.
        subscription_id (None | str | Unset): `subscription_id` equals the value (a comma list
            means `in`).
        subscription_id_in (None | str | Unset): `subscription_id` in the value.
        currency (None | str | Unset): `currency` equals the value (a comma list means `in`).
        currency_in (None | str | Unset): `currency` in the value.
        invoice_number (None | str | Unset): `invoice_number` equals the value (a comma list means
            `in`).
        invoice_number_contains (None | str | Unset): `invoice_number` contains the value.
        invoice_number_in (None | str | Unset): `invoice_number` in the value.
        created_at (None | str | Unset): `created_at` equals the value (a comma list means `in`).
        created_at_gt (None | str | Unset): `created_at` gt the value.
        created_at_gte (None | str | Unset): `created_at` gte the value.
        created_at_lt (None | str | Unset): `created_at` lt the value.
        created_at_lte (None | str | Unset): `created_at` lte the value.
        updated_at (None | str | Unset): `updated_at` equals the value (a comma list means `in`).
        updated_at_gt (None | str | Unset): `updated_at` gt the value.
        updated_at_gte (None | str | Unset): `updated_at` gte the value.
        updated_at_lt (None | str | Unset): `updated_at` lt the value.
        updated_at_lte (None | str | Unset): `updated_at` lte the value.
        due_date (None | str | Unset): `due_date` equals the value (a comma list means `in`).
        due_date_gt (None | str | Unset): `due_date` gt the value.
        due_date_gte (None | str | Unset): `due_date` gte the value.
        due_date_lt (None | str | Unset): `due_date` lt the value.
        due_date_lte (None | str | Unset): `due_date` lte the value.
        issued_at (None | str | Unset): `issued_at` equals the value (a comma list means `in`).
        issued_at_gt (None | str | Unset): `issued_at` gt the value.
        issued_at_gte (None | str | Unset): `issued_at` gte the value.
        issued_at_lt (None | str | Unset): `issued_at` lt the value.
        issued_at_lte (None | str | Unset): `issued_at` lte the value.
        paid_at (None | str | Unset): `paid_at` equals the value (a comma list means `in`).
        paid_at_gt (None | str | Unset): `paid_at` gt the value.
        paid_at_gte (None | str | Unset): `paid_at` gte the value.
        paid_at_lt (None | str | Unset): `paid_at` lt the value.
        paid_at_lte (None | str | Unset): `paid_at` lte the value.
        partially_paid (None | str | Unset): `partially_paid` equals the value (a comma list means
            `in`).
        tag (None | str | Unset): A tag id; repeat `tag` to list the resources that carry every
            named tag (a comma list means any of them).
        tag_in (None | str | Unset): `tag` in the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListEnvelopeInvoiceOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            cursor=cursor,
            counts=counts,
            search=search,
            status=status,
            status_in=status_in,
            status_ne=status_ne,
            customer_id=customer_id,
            customer_id_in=customer_id_in,
            subscription_id=subscription_id,
            subscription_id_in=subscription_id_in,
            currency=currency,
            currency_in=currency_in,
            invoice_number=invoice_number,
            invoice_number_contains=invoice_number_contains,
            invoice_number_in=invoice_number_in,
            created_at=created_at,
            created_at_gt=created_at_gt,
            created_at_gte=created_at_gte,
            created_at_lt=created_at_lt,
            created_at_lte=created_at_lte,
            updated_at=updated_at,
            updated_at_gt=updated_at_gt,
            updated_at_gte=updated_at_gte,
            updated_at_lt=updated_at_lt,
            updated_at_lte=updated_at_lte,
            due_date=due_date,
            due_date_gt=due_date_gt,
            due_date_gte=due_date_gte,
            due_date_lt=due_date_lt,
            due_date_lte=due_date_lte,
            issued_at=issued_at,
            issued_at_gt=issued_at_gt,
            issued_at_gte=issued_at_gte,
            issued_at_lt=issued_at_lt,
            issued_at_lte=issued_at_lte,
            paid_at=paid_at,
            paid_at_gt=paid_at_gt,
            paid_at_gte=paid_at_gte,
            paid_at_lt=paid_at_lt,
            paid_at_lte=paid_at_lte,
            partially_paid=partially_paid,
            tag=tag,
            tag_in=tag_in,
            x_workspace_id=x_workspace_id,
        )
    ).parsed
