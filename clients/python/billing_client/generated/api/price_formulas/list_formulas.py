from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.list_envelope_price_formula_out import ListEnvelopePriceFormulaOut
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    *,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    name: None | str | Unset = UNSET,
    name_contains: None | str | Unset = UNSET,
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

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/price-formulas",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ListEnvelopePriceFormulaOut | Problem | None:
    if response.status_code == 200:
        response_200 = ListEnvelopePriceFormulaOut.from_dict(response.json())

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
) -> Response[ListEnvelopePriceFormulaOut | Problem]:
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
    x_workspace_id: str | Unset = UNSET,
) -> Response[ListEnvelopePriceFormulaOut | Problem]:
    """List Formulas

     List price formulas, newest first.

    Requires the permission `price_formulas:read`.

    Args:
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        name (None | str | Unset): `name` equals the value (a comma list means `in`).
        name_contains (None | str | Unset): `name` contains the value.
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
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListEnvelopePriceFormulaOut | Problem]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        name=name,
        name_contains=name_contains,
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
    x_workspace_id: str | Unset = UNSET,
) -> ListEnvelopePriceFormulaOut | Problem | None:
    """List Formulas

     List price formulas, newest first.

    Requires the permission `price_formulas:read`.

    Args:
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        name (None | str | Unset): `name` equals the value (a comma list means `in`).
        name_contains (None | str | Unset): `name` contains the value.
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
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListEnvelopePriceFormulaOut | Problem
    """

    return sync_detailed(
        client=client,
        limit=limit,
        cursor=cursor,
        name=name,
        name_contains=name_contains,
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
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    name: None | str | Unset = UNSET,
    name_contains: None | str | Unset = UNSET,
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
    x_workspace_id: str | Unset = UNSET,
) -> Response[ListEnvelopePriceFormulaOut | Problem]:
    """List Formulas

     List price formulas, newest first.

    Requires the permission `price_formulas:read`.

    Args:
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        name (None | str | Unset): `name` equals the value (a comma list means `in`).
        name_contains (None | str | Unset): `name` contains the value.
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
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListEnvelopePriceFormulaOut | Problem]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        name=name,
        name_contains=name_contains,
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
    x_workspace_id: str | Unset = UNSET,
) -> ListEnvelopePriceFormulaOut | Problem | None:
    """List Formulas

     List price formulas, newest first.

    Requires the permission `price_formulas:read`.

    Args:
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        name (None | str | Unset): `name` equals the value (a comma list means `in`).
        name_contains (None | str | Unset): `name` contains the value.
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
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListEnvelopePriceFormulaOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            cursor=cursor,
            name=name,
            name_contains=name_contains,
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
            x_workspace_id=x_workspace_id,
        )
    ).parsed
