from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.envelope_flow_out import EnvelopeFlowOut
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID


def _get_kwargs(
    flow_id: UUID,
    *,
    idempotency_key: str,
    x_workspace_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key

    if not isinstance(x_workspace_id, Unset):
        headers["X-Workspace-Id"] = x_workspace_id

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/schedule-flows/{flow_id}/activate".format(
            flow_id=quote(str(flow_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EnvelopeFlowOut | Problem | None:
    if response.status_code == 200:
        response_200 = EnvelopeFlowOut.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[EnvelopeFlowOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    flow_id: UUID,
    *,
    client: AuthenticatedClient,
    idempotency_key: str,
    x_workspace_id: str | Unset = UNSET,
) -> Response[EnvelopeFlowOut | Problem]:
    """Activate Flow

     Activate a draft: its trigger instant is resolved and it is scheduled.

    Needs a user session.

    Requires the permission `schedule_flows:write`.

    Args:
        flow_id (UUID):
        idempotency_key (str):
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnvelopeFlowOut | Problem]
    """

    kwargs = _get_kwargs(
        flow_id=flow_id,
        idempotency_key=idempotency_key,
        x_workspace_id=x_workspace_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    flow_id: UUID,
    *,
    client: AuthenticatedClient,
    idempotency_key: str,
    x_workspace_id: str | Unset = UNSET,
) -> EnvelopeFlowOut | Problem | None:
    """Activate Flow

     Activate a draft: its trigger instant is resolved and it is scheduled.

    Needs a user session.

    Requires the permission `schedule_flows:write`.

    Args:
        flow_id (UUID):
        idempotency_key (str):
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnvelopeFlowOut | Problem
    """

    return sync_detailed(
        flow_id=flow_id,
        client=client,
        idempotency_key=idempotency_key,
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    flow_id: UUID,
    *,
    client: AuthenticatedClient,
    idempotency_key: str,
    x_workspace_id: str | Unset = UNSET,
) -> Response[EnvelopeFlowOut | Problem]:
    """Activate Flow

     Activate a draft: its trigger instant is resolved and it is scheduled.

    Needs a user session.

    Requires the permission `schedule_flows:write`.

    Args:
        flow_id (UUID):
        idempotency_key (str):
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnvelopeFlowOut | Problem]
    """

    kwargs = _get_kwargs(
        flow_id=flow_id,
        idempotency_key=idempotency_key,
        x_workspace_id=x_workspace_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    flow_id: UUID,
    *,
    client: AuthenticatedClient,
    idempotency_key: str,
    x_workspace_id: str | Unset = UNSET,
) -> EnvelopeFlowOut | Problem | None:
    """Activate Flow

     Activate a draft: its trigger instant is resolved and it is scheduled.

    Needs a user session.

    Requires the permission `schedule_flows:write`.

    Args:
        flow_id (UUID):
        idempotency_key (str):
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnvelopeFlowOut | Problem
    """

    return (
        await asyncio_detailed(
            flow_id=flow_id,
            client=client,
            idempotency_key=idempotency_key,
            x_workspace_id=x_workspace_id,
        )
    ).parsed
