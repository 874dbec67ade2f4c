from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.envelope_simulation_out import EnvelopeSimulationOut
from ...models.problem import Problem
from ...models.simulate_request import SimulateRequest
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    *,
    body: SimulateRequest,
    x_workspace_id: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_workspace_id, Unset):
        headers["X-Workspace-Id"] = x_workspace_id

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/promotions/simulate",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EnvelopeSimulationOut | Problem | None:
    if response.status_code == 200:
        response_200 = EnvelopeSimulationOut.from_dict(response.json())

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
) -> Response[EnvelopeSimulationOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: SimulateRequest,
    x_workspace_id: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[EnvelopeSimulationOut | Problem]:
    """Simulate

     The proforma of the subscription's period with the promotions as if redeemed, its
    trace and the budget it would consume; nothing is persisted or consumed.

    Requires the permission `promotions:read`.

    Args:
        x_workspace_id (str | Unset):
        idempotency_key (str | Unset):
        body (SimulateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnvelopeSimulationOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        x_workspace_id=x_workspace_id,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: SimulateRequest,
    x_workspace_id: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> EnvelopeSimulationOut | Problem | None:
    """Simulate

     The proforma of the subscription's period with the promotions as if redeemed, its
    trace and the budget it would consume; nothing is persisted or consumed.

    Requires the permission `promotions:read`.

    Args:
        x_workspace_id (str | Unset):
        idempotency_key (str | Unset):
        body (SimulateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnvelopeSimulationOut | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        x_workspace_id=x_workspace_id,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SimulateRequest,
    x_workspace_id: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[EnvelopeSimulationOut | Problem]:
    """Simulate

     The proforma of the subscription's period with the promotions as if redeemed, its
    trace and the budget it would consume; nothing is persisted or consumed.

    Requires the permission `promotions:read`.

    Args:
        x_workspace_id (str | Unset):
        idempotency_key (str | Unset):
        body (SimulateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnvelopeSimulationOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        x_workspace_id=x_workspace_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: SimulateRequest,
    x_workspace_id: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> EnvelopeSimulationOut | Problem | None:
    """Simulate

     The proforma of the subscription's period with the promotions as if redeemed, its
    trace and the budget it would consume; nothing is persisted or consumed.

    Requires the permission `promotions:read`.

    Args:
        x_workspace_id (str | Unset):
        idempotency_key (str | Unset):
        body (SimulateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnvelopeSimulationOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            x_workspace_id=x_workspace_id,
            idempotency_key=idempotency_key,
        )
    ).parsed
