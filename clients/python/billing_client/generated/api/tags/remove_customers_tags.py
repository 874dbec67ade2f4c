from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID


def _get_kwargs(
    customer_id: UUID,
    *,
    tag_ids: list[str] | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_workspace_id, Unset):
        headers["X-Workspace-Id"] = x_workspace_id

    params: dict[str, Any] = {}

    json_tag_ids: list[str] | Unset = UNSET
    if not isinstance(tag_ids, Unset):
        json_tag_ids = tag_ids

    params["tag_ids"] = json_tag_ids

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/customers/{customer_id}/tags".format(
            customer_id=quote(str(customer_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Problem | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

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
) -> Response[Any | Problem]:
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
    tag_ids: list[str] | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Response[Any | Problem]:
    """Remove tags from a customer

     Other tags stay; ids the resource does not carry are ignored.

    Requires the permission `customers:write`.

    Args:
        customer_id (UUID):
        tag_ids (list[str] | Unset): Comma-separated (or repeated) tag ids to remove; none removes
            none.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
    """

    kwargs = _get_kwargs(
        customer_id=customer_id,
        tag_ids=tag_ids,
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
    tag_ids: list[str] | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Any | Problem | None:
    """Remove tags from a customer

     Other tags stay; ids the resource does not carry are ignored.

    Requires the permission `customers:write`.

    Args:
        customer_id (UUID):
        tag_ids (list[str] | Unset): Comma-separated (or repeated) tag ids to remove; none removes
            none.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
    """

    return sync_detailed(
        customer_id=customer_id,
        client=client,
        tag_ids=tag_ids,
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    customer_id: UUID,
    *,
    client: AuthenticatedClient,
    tag_ids: list[str] | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Response[Any | Problem]:
    """Remove tags from a customer

     Other tags stay; ids the resource does not carry are ignored.

    Requires the permission `customers:write`.

    Args:
        customer_id (UUID):
        tag_ids (list[str] | Unset): Comma-separated (or repeated) tag ids to remove; none removes
            none.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
    """

    kwargs = _get_kwargs(
        customer_id=customer_id,
        tag_ids=tag_ids,
        x_workspace_id=x_workspace_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    customer_id: UUID,
    *,
    client: AuthenticatedClient,
    tag_ids: list[str] | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Any | Problem | None:
    """Remove tags from a customer

     Other tags stay; ids the resource does not carry are ignored.

    Requires the permission `customers:write`.

    Args:
        customer_id (UUID):
        tag_ids (list[str] | Unset): Comma-separated (or repeated) tag ids to remove; none removes
            none.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
    """

    return (
        await asyncio_detailed(
            customer_id=customer_id,
            client=client,
            tag_ids=tag_ids,
            x_workspace_id=x_workspace_id,
        )
    ).parsed
