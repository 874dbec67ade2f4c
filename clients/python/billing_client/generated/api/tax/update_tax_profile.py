from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.envelope_tax_profile_out import EnvelopeTaxProfileOut
from ...models.problem import Problem
from ...models.tax_profile_update import TaxProfileUpdate
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    *,
    body: TaxProfileUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_workspace_id, Unset):
        headers["X-Workspace-Id"] = x_workspace_id

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v1/tax/profile",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EnvelopeTaxProfileOut | Problem | None:
    if response.status_code == 200:
        response_200 = EnvelopeTaxProfileOut.from_dict(response.json())

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
) -> Response[EnvelopeTaxProfileOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: TaxProfileUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> Response[EnvelopeTaxProfileOut | Problem]:
    """Update Tax Profile

     Update the tax profile (merge-patch: omitted fields stay, `null` clears, objects are
    replaced whole).

    Requires the permission `tax:write`.

    Args:
        x_workspace_id (str | Unset):
        body (TaxProfileUpdate): A merge-patch: omitted fields stay, `null` clears a field, and an
            object
            (`legal_address`, `contact`, `electronic_address`, `bank_account`) replaces the stored one
            as a whole.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnvelopeTaxProfileOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        x_workspace_id=x_workspace_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: TaxProfileUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> EnvelopeTaxProfileOut | Problem | None:
    """Update Tax Profile

     Update the tax profile (merge-patch: omitted fields stay, `null` clears, objects are
    replaced whole).

    Requires the permission `tax:write`.

    Args:
        x_workspace_id (str | Unset):
        body (TaxProfileUpdate): A merge-patch: omitted fields stay, `null` clears a field, and an
            object
            (`legal_address`, `contact`, `electronic_address`, `bank_account`) replaces the stored one
            as a whole.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnvelopeTaxProfileOut | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: TaxProfileUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> Response[EnvelopeTaxProfileOut | Problem]:
    """Update Tax Profile

     Update the tax profile (merge-patch: omitted fields stay, `null` clears, objects are
    replaced whole).

    Requires the permission `tax:write`.

    Args:
        x_workspace_id (str | Unset):
        body (TaxProfileUpdate): A merge-patch: omitted fields stay, `null` clears a field, and an
            object
            (`legal_address`, `contact`, `electronic_address`, `bank_account`) replaces the stored one
            as a whole.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnvelopeTaxProfileOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        x_workspace_id=x_workspace_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: TaxProfileUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> EnvelopeTaxProfileOut | Problem | None:
    """Update Tax Profile

     Update the tax profile (merge-patch: omitted fields stay, `null` clears, objects are
    replaced whole).

    Requires the permission `tax:write`.

    Args:
        x_workspace_id (str | Unset):
        body (TaxProfileUpdate): A merge-patch: omitted fields stay, `null` clears a field, and an
            object
            (`legal_address`, `contact`, `electronic_address`, `bank_account`) replaces the stored one
            as a whole.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnvelopeTaxProfileOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            x_workspace_id=x_workspace_id,
        )
    ).parsed
