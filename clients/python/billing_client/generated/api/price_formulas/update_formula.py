from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.envelope_price_formula_out import EnvelopePriceFormulaOut
from ...models.price_formula_update import PriceFormulaUpdate
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID


def _get_kwargs(
    formula_id: UUID,
    *,
    body: PriceFormulaUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_workspace_id, Unset):
        headers["X-Workspace-Id"] = x_workspace_id

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v1/price-formulas/{formula_id}".format(
            formula_id=quote(str(formula_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EnvelopePriceFormulaOut | Problem | None:
    if response.status_code == 200:
        response_200 = EnvelopePriceFormulaOut.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

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
) -> Response[EnvelopePriceFormulaOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    formula_id: UUID,
    *,
    client: AuthenticatedClient,
    body: PriceFormulaUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> Response[EnvelopePriceFormulaOut | Problem]:
    """Update Formula

     Merge-patch a price formula: a new expression or variables is a new version.

    Requires the permission `price_formulas:write`.

    Args:
        formula_id (UUID):
        x_workspace_id (str | Unset):
        body (PriceFormulaUpdate): A merge-patch: a new expression or variables make a new version
            (published now, or
            parked as a draft with `save_as_draft`); a new name alone makes none.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnvelopePriceFormulaOut | Problem]
    """

    kwargs = _get_kwargs(
        formula_id=formula_id,
        body=body,
        x_workspace_id=x_workspace_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    formula_id: UUID,
    *,
    client: AuthenticatedClient,
    body: PriceFormulaUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> EnvelopePriceFormulaOut | Problem | None:
    """Update Formula

     Merge-patch a price formula: a new expression or variables is a new version.

    Requires the permission `price_formulas:write`.

    Args:
        formula_id (UUID):
        x_workspace_id (str | Unset):
        body (PriceFormulaUpdate): A merge-patch: a new expression or variables make a new version
            (published now, or
            parked as a draft with `save_as_draft`); a new name alone makes none.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnvelopePriceFormulaOut | Problem
    """

    return sync_detailed(
        formula_id=formula_id,
        client=client,
        body=body,
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    formula_id: UUID,
    *,
    client: AuthenticatedClient,
    body: PriceFormulaUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> Response[EnvelopePriceFormulaOut | Problem]:
    """Update Formula

     Merge-patch a price formula: a new expression or variables is a new version.

    Requires the permission `price_formulas:write`.

    Args:
        formula_id (UUID):
        x_workspace_id (str | Unset):
        body (PriceFormulaUpdate): A merge-patch: a new expression or variables make a new version
            (published now, or
            parked as a draft with `save_as_draft`); a new name alone makes none.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnvelopePriceFormulaOut | Problem]
    """

    kwargs = _get_kwargs(
        formula_id=formula_id,
        body=body,
        x_workspace_id=x_workspace_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    formula_id: UUID,
    *,
    client: AuthenticatedClient,
    body: PriceFormulaUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> EnvelopePriceFormulaOut | Problem | None:
    """Update Formula

     Merge-patch a price formula: a new expression or variables is a new version.

    Requires the permission `price_formulas:write`.

    Args:
        formula_id (UUID):
        x_workspace_id (str | Unset):
        body (PriceFormulaUpdate): A merge-patch: a new expression or variables make a new version
            (published now, or
            parked as a draft with `save_as_draft`); a new name alone makes none.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnvelopePriceFormulaOut | Problem
    """

    return (
        await asyncio_detailed(
            formula_id=formula_id,
            client=client,
            body=body,
            x_workspace_id=x_workspace_id,
        )
    ).parsed
