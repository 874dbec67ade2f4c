from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.envelope_price_out import EnvelopePriceOut
from ...models.price_update import PriceUpdate
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID


def _get_kwargs(
    price_id: UUID,
    *,
    body: PriceUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_workspace_id, Unset):
        headers["X-Workspace-Id"] = x_workspace_id

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v1/prices/{price_id}".format(
            price_id=quote(str(price_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EnvelopePriceOut | Problem | None:
    if response.status_code == 200:
        response_200 = EnvelopePriceOut.from_dict(response.json())

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

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[EnvelopePriceOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    price_id: UUID,
    *,
    client: AuthenticatedClient,
    body: PriceUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> Response[EnvelopePriceOut | Problem]:
    """Update Price

     Update a price's nickname or metadata, archive it (`active: false`) or restore it.

    Requires the permission `prices:write`.

    Args:
        price_id (UUID):
        x_workspace_id (str | Unset):
        body (PriceUpdate): A merge-patch; `active: false` archives the price and `true` restores
            it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnvelopePriceOut | Problem]
    """

    kwargs = _get_kwargs(
        price_id=price_id,
        body=body,
        x_workspace_id=x_workspace_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    price_id: UUID,
    *,
    client: AuthenticatedClient,
    body: PriceUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> EnvelopePriceOut | Problem | None:
    """Update Price

     Update a price's nickname or metadata, archive it (`active: false`) or restore it.

    Requires the permission `prices:write`.

    Args:
        price_id (UUID):
        x_workspace_id (str | Unset):
        body (PriceUpdate): A merge-patch; `active: false` archives the price and `true` restores
            it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnvelopePriceOut | Problem
    """

    return sync_detailed(
        price_id=price_id,
        client=client,
        body=body,
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    price_id: UUID,
    *,
    client: AuthenticatedClient,
    body: PriceUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> Response[EnvelopePriceOut | Problem]:
    """Update Price

     Update a price's nickname or metadata, archive it (`active: false`) or restore it.

    Requires the permission `prices:write`.

    Args:
        price_id (UUID):
        x_workspace_id (str | Unset):
        body (PriceUpdate): A merge-patch; `active: false` archives the price and `true` restores
            it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnvelopePriceOut | Problem]
    """

    kwargs = _get_kwargs(
        price_id=price_id,
        body=body,
        x_workspace_id=x_workspace_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    price_id: UUID,
    *,
    client: AuthenticatedClient,
    body: PriceUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> EnvelopePriceOut | Problem | None:
    """Update Price

     Update a price's nickname or metadata, archive it (`active: false`) or restore it.

    Requires the permission `prices:write`.

    Args:
        price_id (UUID):
        x_workspace_id (str | Unset):
        body (PriceUpdate): A merge-patch; `active: false` archives the price and `true` restores
            it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnvelopePriceOut | Problem
    """

    return (
        await asyncio_detailed(
            price_id=price_id,
            client=client,
            body=body,
            x_workspace_id=x_workspace_id,
        )
    ).parsed
