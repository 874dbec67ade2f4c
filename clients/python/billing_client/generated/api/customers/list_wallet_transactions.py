from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.list_envelope_wallet_transaction_out import ListEnvelopeWalletTransactionOut
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID


def _get_kwargs(
    customer_id: UUID,
    *,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    currency: None | str | Unset = UNSET,
    currency_in: None | str | Unset = UNSET,
    type_: None | str | Unset = UNSET,
    type_in: None | str | Unset = UNSET,
    source_type: None | str | Unset = UNSET,
    source_type_in: None | str | Unset = UNSET,
    invoice_id: None | str | Unset = UNSET,
    invoice_id_in: None | str | Unset = UNSET,
    created_at: None | str | Unset = UNSET,
    created_at_gt: None | str | Unset = UNSET,
    created_at_gte: None | str | Unset = UNSET,
    created_at_lt: None | str | Unset = UNSET,
    created_at_lte: None | str | Unset = UNSET,
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

    json_type_: None | str | Unset
    if isinstance(type_, Unset):
        json_type_ = UNSET
    else:
        json_type_ = type_
    params["type"] = json_type_

    json_type_in: None | str | Unset
    if isinstance(type_in, Unset):
        json_type_in = UNSET
    else:
        json_type_in = type_in
    params["type.in"] = json_type_in

    json_source_type: None | str | Unset
    if isinstance(source_type, Unset):
        json_source_type = UNSET
    else:
        json_source_type = source_type
    params["source_type"] = json_source_type

    json_source_type_in: None | str | Unset
    if isinstance(source_type_in, Unset):
        json_source_type_in = UNSET
    else:
        json_source_type_in = source_type_in
    params["source_type.in"] = json_source_type_in

    json_invoice_id: None | str | Unset
    if isinstance(invoice_id, Unset):
        json_invoice_id = UNSET
    else:
        json_invoice_id = invoice_id
    params["invoice_id"] = json_invoice_id

    json_invoice_id_in: None | str | Unset
    if isinstance(invoice_id_in, Unset):
        json_invoice_id_in = UNSET
    else:
        json_invoice_id_in = invoice_id_in
    params["invoice_id.in"] = json_invoice_id_in

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

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/customers/{customer_id}/wallet/transactions".format(
            customer_id=quote(str(customer_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ListEnvelopeWalletTransactionOut | Problem | None:
    if response.status_code == 200:
        response_200 = ListEnvelopeWalletTransactionOut.from_dict(response.json())

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
) -> Response[ListEnvelopeWalletTransactionOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    customer_id: UUID,
    *,
    client: AuthenticatedClient,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    currency: None | str | Unset = UNSET,
    currency_in: None | str | Unset = UNSET,
    type_: None | str | Unset = UNSET,
    type_in: None | str | Unset = UNSET,
    source_type: None | str | Unset = UNSET,
    source_type_in: None | str | Unset = UNSET,
    invoice_id: None | str | Unset = UNSET,
    invoice_id_in: None | str | Unset = UNSET,
    created_at: None | str | Unset = UNSET,
    created_at_gt: None | str | Unset = UNSET,
    created_at_gte: None | str | Unset = UNSET,
    created_at_lt: None | str | Unset = UNSET,
    created_at_lte: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Response[ListEnvelopeWalletTransactionOut | Problem]:
    """List Wallet Transactions

     List the customer's wallet transactions, newest first.

    Requires the permission `customers:read`.

    Args:
        customer_id (UUID):
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        counts (None | str | Unset): Comma-separated fields to count by: currency, type.
        currency (None | str | Unset): `currency` equals the value (a comma list means `in`).
        currency_in (None | str | Unset): `currency` in the value.
        type_ (None | str | Unset): `type` equals the value (a comma list means `in`).
        type_in (None | str | Unset): `type` in the value.
        source_type (None | str | Unset): `source_type` equals the value (a comma list means
            `in`).
        source_type_in (None | str | Unset): `source_type` in the value.
        invoice_id (None | str | Unset): `invoice_id` equals the value (a comma list means `in`).
        invoice_id_in (None | str | Unset): `invoice_id` in the value.
        created_at (None | str | Unset): `created_at` equals the value (a comma list means `in`).
        created_at_gt (None | str | Unset): `created_at` gt the value.
        created_at_gte (None | str | Unset): `created_at` gte the value.
        created_at_lt (None | str | Unset): `created_at` lt the value.
        created_at_lte (None | str | Unset): `created_at` lte the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListEnvelopeWalletTransactionOut | Problem]
    """

    kwargs = _get_kwargs(
        customer_id=customer_id,
        limit=limit,
        cursor=cursor,
        counts=counts,
        currency=currency,
        currency_in=currency_in,
        type_=type_,
        type_in=type_in,
        source_type=source_type,
        source_type_in=source_type_in,
        invoice_id=invoice_id,
        invoice_id_in=invoice_id_in,
        created_at=created_at,
        created_at_gt=created_at_gt,
        created_at_gte=created_at_gte,
        created_at_lt=created_at_lt,
        created_at_lte=created_at_lte,
        x_workspace_id=x_workspace_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    customer_id: UUID,
    *,
    client: AuthenticatedClient,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    currency: None | str | Unset = UNSET,
    currency_in: None | str | Unset = UNSET,
    type_: None | str | Unset = UNSET,
    type_in: None | str | Unset = UNSET,
    source_type: None | str | Unset = UNSET,
    source_type_in: None | str | Unset = UNSET,
    invoice_id: None | str | Unset = UNSET,
    invoice_id_in: None | str | Unset = UNSET,
    created_at: None | str | Unset = UNSET,
    created_at_gt: None | str | Unset = UNSET,
    created_at_gte: None | str | Unset = UNSET,
    created_at_lt: None | str | Unset = UNSET,
    created_at_lte: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> ListEnvelopeWalletTransactionOut | Problem | None:
    """List Wallet Transactions

     List the customer's wallet transactions, newest first.

    Requires the permission `customers:read`.

    Args:
        customer_id (UUID):
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        counts (None | str | Unset): Comma-separated fields to count by: currency, type.
        currency (None | str | Unset): `currency` equals the value (a comma list means `in`).
        currency_in (None | str | Unset): `currency` in the value.
        type_ (None | str | Unset): `type` equals the value (a comma list means `in`).
        type_in (None | str | Unset): `type` in the value.
        source_type (None | str | Unset): `source_type` equals the value (a comma list means
            `in`).
        source_type_in (None | str | Unset): `source_type` in the value.
        invoice_id (None | str | Unset): `invoice_id` equals the value (a comma list means `in`).
        invoice_id_in (None | str | Unset): `invoice_id` in the value.
        created_at (None | str | Unset): `created_at` equals the value (a comma list means `in`).
        created_at_gt (None | str | Unset): `created_at` gt the value.
        created_at_gte (None | str | Unset): `created_at` gte the value.
        created_at_lt (None | str | Unset): `created_at` lt the value.
        created_at_lte (None | str | Unset): `created_at` lte the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListEnvelopeWalletTransactionOut | Problem
    """

    return sync_detailed(
        customer_id=customer_id,
        client=client,
        limit=limit,
        cursor=cursor,
        counts=counts,
        currency=currency,
        currency_in=currency_in,
        type_=type_,
        type_in=type_in,
        source_type=source_type,
        source_type_in=source_type_in,
        invoice_id=invoice_id,
        invoice_id_in=invoice_id_in,
        created_at=created_at,
        created_at_gt=created_at_gt,
        created_at_gte=created_at_gte,
        created_at_lt=created_at_lt,
        created_at_lte=created_at_lte,
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    customer_id: UUID,
    *,
    client: AuthenticatedClient,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    currency: None | str | Unset = UNSET,
    currency_in: None | str | Unset = UNSET,
    type_: None | str | Unset = UNSET,
    type_in: None | str | Unset = UNSET,
    source_type: None | str | Unset = UNSET,
    source_type_in: None | str | Unset = UNSET,
    invoice_id: None | str | Unset = UNSET,
    invoice_id_in: None | str | Unset = UNSET,
    created_at: None | str | Unset = UNSET,
    created_at_gt: None | str | Unset = UNSET,
    created_at_gte: None | str | Unset = UNSET,
    created_at_lt: None | str | Unset = UNSET,
    created_at_lte: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Response[ListEnvelopeWalletTransactionOut | Problem]:
    """List Wallet Transactions

     List the customer's wallet transactions, newest first.

    Requires the permission `customers:read`.

    Args:
        customer_id (UUID):
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        counts (None | str | Unset): Comma-separated fields to count by: currency, type.
        currency (None | str | Unset): `currency` equals the value (a comma list means `in`).
        currency_in (None | str | Unset): `currency` in the value.
        type_ (None | str | Unset): `type` equals the value (a comma list means `in`).
        type_in (None | str | Unset): `type` in the value.
        source_type (None | str | Unset): `source_type` equals the value (a comma list means
            `in`).
        source_type_in (None | str | Unset): `source_type` in the value.
        invoice_id (None | str | Unset): `invoice_id` equals the value (a comma list means `in`).
        invoice_id_in (None | str | Unset): `invoice_id` in the value.
        created_at (None | str | Unset): `created_at` equals the value (a comma list means `in`).
        created_at_gt (None | str | Unset): `created_at` gt the value.
        created_at_gte (None | str | Unset): `created_at` gte the value.
        created_at_lt (None | str | Unset): `created_at` lt the value.
        created_at_lte (None | str | Unset): `created_at` lte the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListEnvelopeWalletTransactionOut | Problem]
    """

    kwargs = _get_kwargs(
        customer_id=customer_id,
        limit=limit,
        cursor=cursor,
        counts=counts,
        currency=currency,
        currency_in=currency_in,
        type_=type_,
        type_in=type_in,
        source_type=source_type,
        source_type_in=source_type_in,
        invoice_id=invoice_id,
        invoice_id_in=invoice_id_in,
        created_at=created_at,
        created_at_gt=created_at_gt,
        created_at_gte=created_at_gte,
        created_at_lt=created_at_lt,
        created_at_lte=created_at_lte,
        x_workspace_id=x_workspace_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    customer_id: UUID,
    *,
    client: AuthenticatedClient,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    currency: None | str | Unset = UNSET,
    currency_in: None | str | Unset = UNSET,
    type_: None | str | Unset = UNSET,
    type_in: None | str | Unset = UNSET,
    source_type: None | str | Unset = UNSET,
    source_type_in: None | str | Unset = UNSET,
    invoice_id: None | str | Unset = UNSET,
    invoice_id_in: None | str | Unset = UNSET,
    created_at: None | str | Unset = UNSET,
    created_at_gt: None | str | Unset = UNSET,
    created_at_gte: None | str | Unset = UNSET,
    created_at_lt: None | str | Unset = UNSET,
    created_at_lte: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> ListEnvelopeWalletTransactionOut | Problem | None:
    """List Wallet Transactions

     List the customer's wallet transactions, newest first.

    Requires the permission `customers:read`.

    Args:
        customer_id (UUID):
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        counts (None | str | Unset): Comma-separated fields to count by: currency, type.
        currency (None | str | Unset): `currency` equals the value (a comma list means `in`).
        currency_in (None | str | Unset): `currency` in the value.
        type_ (None | str | Unset): `type` equals the value (a comma list means `in`).
        type_in (None | str | Unset): `type` in the value.
        source_type (None | str | Unset): `source_type` equals the value (a comma list means
            `in`).
        source_type_in (None | str | Unset): `source_type` in the value.
        invoice_id (None | str | Unset): `invoice_id` equals the value (a comma list means `in`).
        invoice_id_in (None | str | Unset): `invoice_id` in the value.
        created_at (None | str | Unset): `created_at` equals the value (a comma list means `in`).
        created_at_gt (None | str | Unset): `created_at` gt the value.
        created_at_gte (None | str | Unset): `created_at` gte the value.
        created_at_lt (None | str | Unset): `created_at` lt the value.
        created_at_lte (None | str | Unset): `created_at` lte the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListEnvelopeWalletTransactionOut | Problem
    """

    return (
        await asyncio_detailed(
            customer_id=customer_id,
            client=client,
            limit=limit,
            cursor=cursor,
            counts=counts,
            currency=currency,
            currency_in=currency_in,
            type_=type_,
            type_in=type_in,
            source_type=source_type,
            source_type_in=source_type_in,
            invoice_id=invoice_id,
            invoice_id_in=invoice_id_in,
            created_at=created_at,
            created_at_gt=created_at_gt,
            created_at_gte=created_at_gte,
            created_at_lt=created_at_lt,
            created_at_lte=created_at_lte,
            x_workspace_id=x_workspace_id,
        )
    ).parsed
