from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.envelope_version_rules_out import EnvelopeVersionRulesOut
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID


def _get_kwargs(
    promotion_id: UUID,
    version: int,
    *,
    x_workspace_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_workspace_id, Unset):
        headers["X-Workspace-Id"] = x_workspace_id

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/promotions/{promotion_id}/versions/{version}/rules".format(
            promotion_id=quote(str(promotion_id), safe=""),
            version=quote(str(version), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EnvelopeVersionRulesOut | Problem | None:
    if response.status_code == 200:
        response_200 = EnvelopeVersionRulesOut.from_dict(response.json())

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
) -> Response[EnvelopeVersionRulesOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    promotion_id: UUID,
    version: int,
    *,
    client: AuthenticatedClient,
    x_workspace_id: str | Unset = UNSET,
) -> Response[EnvelopeVersionRulesOut | Problem]:
    """Get Version Rules

     Get a version's phases, conditions and effects.

    Requires the permission `promotions:read`.

    Args:
        promotion_id (UUID):
        version (int): The version number (1, 2, …).
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnvelopeVersionRulesOut | Problem]
    """

    kwargs = _get_kwargs(
        promotion_id=promotion_id,
        version=version,
        x_workspace_id=x_workspace_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    promotion_id: UUID,
    version: int,
    *,
    client: AuthenticatedClient,
    x_workspace_id: str | Unset = UNSET,
) -> EnvelopeVersionRulesOut | Problem | None:
    """Get Version Rules

     Get a version's phases, conditions and effects.

    Requires the permission `promotions:read`.

    Args:
        promotion_id (UUID):
        version (int): The version number (1, 2, …).
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnvelopeVersionRulesOut | Problem
    """

    return sync_detailed(
        promotion_id=promotion_id,
        version=version,
        client=client,
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    promotion_id: UUID,
    version: int,
    *,
    client: AuthenticatedClient,
    x_workspace_id: str | Unset = UNSET,
) -> Response[EnvelopeVersionRulesOut | Problem]:
    """Get Version Rules

     Get a version's phases, conditions and effects.

    Requires the permission `promotions:read`.

    Args:
        promotion_id (UUID):
        version (int): The version number (1, 2, …).
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnvelopeVersionRulesOut | Problem]
    """

    kwargs = _get_kwargs(
        promotion_id=promotion_id,
        version=version,
        x_workspace_id=x_workspace_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    promotion_id: UUID,
    version: int,
    *,
    client: AuthenticatedClient,
    x_workspace_id: str | Unset = UNSET,
) -> EnvelopeVersionRulesOut | Problem | None:
    """Get Version Rules

     Get a version's phases, conditions and effects.

    Requires the permission `promotions:read`.

    Args:
        promotion_id (UUID):
        version (int): The version number (1, 2, …).
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnvelopeVersionRulesOut | Problem
    """

    return (
        await asyncio_detailed(
            promotion_id=promotion_id,
            version=version,
            client=client,
            x_workspace_id=x_workspace_id,
        )
    ).parsed
