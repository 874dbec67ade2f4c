from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.referrer_list import ReferrerList
from ...types import UNSET, Unset
from typing import cast
from typing import Literal, cast
from uuid import UUID


def _get_kwargs(
    formula_id: UUID,
    version: int,
    *,
    type_: Literal["rate_table_version"] | None | Unset = UNSET,
    limit: None | str | Unset = UNSET,
    offset: int | Unset = 0,
    x_workspace_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_workspace_id, Unset):
        headers["X-Workspace-Id"] = x_workspace_id

    params: dict[str, Any] = {}

    json_type_: Literal["rate_table_version"] | None | Unset
    if isinstance(type_, Unset):
        json_type_ = UNSET
    else:
        json_type_ = type_
    params["type"] = json_type_

    json_limit: None | str | Unset
    if isinstance(limit, Unset):
        json_limit = UNSET
    else:
        json_limit = limit
    params["limit"] = json_limit

    params["offset"] = offset

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/price-formulas/{formula_id}/versions/{version}/referrers".format(
            formula_id=quote(str(formula_id), safe=""),
            version=quote(str(version), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | ReferrerList | None:
    if response.status_code == 200:
        response_200 = ReferrerList.from_dict(response.json())

        return response_200

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
) -> Response[Problem | ReferrerList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    formula_id: UUID,
    version: int,
    *,
    client: AuthenticatedClient,
    type_: Literal["rate_table_version"] | None | Unset = UNSET,
    limit: None | str | Unset = UNSET,
    offset: int | Unset = 0,
    x_workspace_id: str | Unset = UNSET,
) -> Response[Problem | ReferrerList]:
    """List Version Referrers

     List what pins a version (rate-table versions), offset-paginated, oldest first.

    Requires the permission `price_formulas:read`.

    Args:
        formula_id (UUID):
        version (int): The version number (1, 2, …).
        type_ (Literal['rate_table_version'] | None | Unset): Required: which referrers to list
            (rate_table_version).
        limit (None | str | Unset): Page size: default 50, at most 200.
        offset (int | Unset):  Default: 0.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ReferrerList]
    """

    kwargs = _get_kwargs(
        formula_id=formula_id,
        version=version,
        type_=type_,
        limit=limit,
        offset=offset,
        x_workspace_id=x_workspace_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    formula_id: UUID,
    version: int,
    *,
    client: AuthenticatedClient,
    type_: Literal["rate_table_version"] | None | Unset = UNSET,
    limit: None | str | Unset = UNSET,
    offset: int | Unset = 0,
    x_workspace_id: str | Unset = UNSET,
) -> Problem | ReferrerList | None:
    """List Version Referrers

     List what pins a version (rate-table versions), offset-paginated, oldest first.

    Requires the permission `price_formulas:read`.

    Args:
        formula_id (UUID):
        version (int): The version number (1, 2, …).
        type_ (Literal['rate_table_version'] | None | Unset): Required: which referrers to list
            (rate_table_version).
        limit (None | str | Unset): Page size: default 50, at most 200.
        offset (int | Unset):  Default: 0.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ReferrerList
    """

    return sync_detailed(
        formula_id=formula_id,
        version=version,
        client=client,
        type_=type_,
        limit=limit,
        offset=offset,
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    formula_id: UUID,
    version: int,
    *,
    client: AuthenticatedClient,
    type_: Literal["rate_table_version"] | None | Unset = UNSET,
    limit: None | str | Unset = UNSET,
    offset: int | Unset = 0,
    x_workspace_id: str | Unset = UNSET,
) -> Response[Problem | ReferrerList]:
    """List Version Referrers

     List what pins a version (rate-table versions), offset-paginated, oldest first.

    Requires the permission `price_formulas:read`.

    Args:
        formula_id (UUID):
        version (int): The version number (1, 2, …).
        type_ (Literal['rate_table_version'] | None | Unset): Required: which referrers to list
            (rate_table_version).
        limit (None | str | Unset): Page size: default 50, at most 200.
        offset (int | Unset):  Default: 0.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ReferrerList]
    """

    kwargs = _get_kwargs(
        formula_id=formula_id,
        version=version,
        type_=type_,
        limit=limit,
        offset=offset,
        x_workspace_id=x_workspace_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    formula_id: UUID,
    version: int,
    *,
    client: AuthenticatedClient,
    type_: Literal["rate_table_version"] | None | Unset = UNSET,
    limit: None | str | Unset = UNSET,
    offset: int | Unset = 0,
    x_workspace_id: str | Unset = UNSET,
) -> Problem | ReferrerList | None:
    """List Version Referrers

     List what pins a version (rate-table versions), offset-paginated, oldest first.

    Requires the permission `price_formulas:read`.

    Args:
        formula_id (UUID):
        version (int): The version number (1, 2, …).
        type_ (Literal['rate_table_version'] | None | Unset): Required: which referrers to list
            (rate_table_version).
        limit (None | str | Unset): Page size: default 50, at most 200.
        offset (int | Unset):  Default: 0.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ReferrerList
    """

    return (
        await asyncio_detailed(
            formula_id=formula_id,
            version=version,
            client=client,
            type_=type_,
            limit=limit,
            offset=offset,
            x_workspace_id=x_workspace_id,
        )
    ).parsed
