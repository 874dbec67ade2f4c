from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.list_envelope_rate_table_out import ListEnvelopeRateTableOut
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    *,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    name: None | str | Unset = UNSET,
    name_contains: None | str | Unset = UNSET,
    currency: None | str | Unset = UNSET,
    currency_in: None | str | Unset = UNSET,
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

    json_name: None | str | Unset
    if isinstance(name, Unset):
        json_name = UNSET
    else:
        json_name = name
    params["name"] = json_name

    json_name_contains: None | str | Unset
    if isinstance(name_contains, Unset):
        json_name_contains = UNSET
    else:
        json_name_contains = name_contains
    params["name.contains"] = json_name_contains

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

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/rate-tables",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ListEnvelopeRateTableOut | Problem | None:
    if response.status_code == 200:
        response_200 = ListEnvelopeRateTableOut.from_dict(response.json())

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
) -> Response[ListEnvelopeRateTableOut | Problem]:
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
    name: None | str | Unset = UNSET,
    name_contains: None | str | Unset = UNSET,
    currency: None | str | Unset = UNSET,
    currency_in: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Response[ListEnvelopeRateTableOut | Problem]:
    """List Rate Tables

     List rate tables, newest first.

    Requires the permission `rate_tables:read`.

    Args:
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        name (None | str | Unset): `name` equals the value (a comma list means `in`).
        name_contains (None | str | Unset): `name` contains the value.
        currency (None | str | Unset): `currency` equals the value (a comma list means `in`).
        currency_in (None | str | Unset): `currency` in the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListEnvelopeRateTableOut | Problem]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        name=name,
        name_contains=name_contains,
        currency=currency,
        currency_in=currency_in,
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
    name: None | str | Unset = UNSET,
    name_contains: None | str | Unset = UNSET,
    currency: None | str | Unset = UNSET,
    currency_in: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> ListEnvelopeRateTableOut | Problem | None:
    """List Rate Tables

     List rate tables, newest first.

    Requires the permission `rate_tables:read`.

    Args:
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        name (None | str | Unset): `name` equals the value (a comma list means `in`).
        name_contains (None | str | Unset): `name` contains the value.
        currency (None | str | Unset): `currency` equals the value (a comma list means `in`).
        currency_in (None | str | Unset): `currency` in the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListEnvelopeRateTableOut | Problem
    """

    return sync_detailed(
        client=client,
        limit=limit,
        cursor=cursor,
        name=name,
        name_contains=name_contains,
        currency=currency,
        currency_in=currency_in,
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    name: None | str | Unset = UNSET,
    name_contains: None | str | Unset = UNSET,
    currency: None | str | Unset = UNSET,
    currency_in: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Response[ListEnvelopeRateTableOut | Problem]:
    """List Rate Tables

     List rate tables, newest first.

    Requires the permission `rate_tables:read`.

    Args:
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        name (None | str | Unset): `name` equals the value (a comma list means `in`).
        name_contains (None | str | Unset): `name` contains the value.
        currency (None | str | Unset): `currency` equals the value (a comma list means `in`).
        currency_in (None | str | Unset): `currency` in the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListEnvelopeRateTableOut | Problem]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        name=name,
        name_contains=name_contains,
        currency=currency,
        currency_in=currency_in,
        x_workspace_id=x_workspace_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    name: None | str | Unset = UNSET,
    name_contains: None | str | Unset = UNSET,
    currency: None | str | Unset = UNSET,
    currency_in: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> ListEnvelopeRateTableOut | Problem | None:
    """List Rate Tables

     List rate tables, newest first.

    Requires the permission `rate_tables:read`.

    Args:
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        name (None | str | Unset): `name` equals the value (a comma list means `in`).
        name_contains (None | str | Unset): `name` contains the value.
        currency (None | str | Unset): `currency` equals the value (a comma list means `in`).
        currency_in (None | str | Unset): `currency` in the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListEnvelopeRateTableOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            cursor=cursor,
            name=name,
            name_contains=name_contains,
            currency=currency,
            currency_in=currency_in,
            x_workspace_id=x_workspace_id,
        )
    ).parsed
