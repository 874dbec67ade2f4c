from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.envelope_test_clock_out import EnvelopeTestClockOut
from ...models.problem import Problem
from ...models.test_clock_advance import TestClockAdvance
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID


def _get_kwargs(
    clock_id: UUID,
    *,
    body: TestClockAdvance,
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
        "url": "/v1/test-clocks/{clock_id}/advance".format(
            clock_id=quote(str(clock_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EnvelopeTestClockOut | Problem | None:
    if response.status_code == 202:
        response_202 = EnvelopeTestClockOut.from_dict(response.json())

        return response_202

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
) -> Response[EnvelopeTestClockOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    clock_id: UUID,
    *,
    client: AuthenticatedClient,
    body: TestClockAdvance,
    x_workspace_id: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[EnvelopeTestClockOut | Problem]:
    """Advance Test Clock

     Move the clock forward to `frozen_at`: 202 with the clock `advancing`; the jobs of its
    customers due by then (period-end runs, payment attempts, dunning retries, trial ends,
    due dates) run in time order in the background, and the clock is `active` again after.

    Requires the permission `test_clocks:write`.

    Args:
        clock_id (UUID):
        x_workspace_id (str | Unset):
        idempotency_key (str | Unset):
        body (TestClockAdvance):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnvelopeTestClockOut | Problem]
    """

    kwargs = _get_kwargs(
        clock_id=clock_id,
        body=body,
        x_workspace_id=x_workspace_id,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    clock_id: UUID,
    *,
    client: AuthenticatedClient,
    body: TestClockAdvance,
    x_workspace_id: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> EnvelopeTestClockOut | Problem | None:
    """Advance Test Clock

     Move the clock forward to `frozen_at`: 202 with the clock `advancing`; the jobs of its
    customers due by then (period-end runs, payment attempts, dunning retries, trial ends,
    due dates) run in time order in the background, and the clock is `active` again after.

    Requires the permission `test_clocks:write`.

    Args:
        clock_id (UUID):
        x_workspace_id (str | Unset):
        idempotency_key (str | Unset):
        body (TestClockAdvance):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnvelopeTestClockOut | Problem
    """

    return sync_detailed(
        clock_id=clock_id,
        client=client,
        body=body,
        x_workspace_id=x_workspace_id,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    clock_id: UUID,
    *,
    client: AuthenticatedClient,
    body: TestClockAdvance,
    x_workspace_id: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[EnvelopeTestClockOut | Problem]:
    """Advance Test Clock

     Move the clock forward to `frozen_at`: 202 with the clock `advancing`; the jobs of its
    customers due by then (period-end runs, payment attempts, dunning retries, trial ends,
    due dates) run in time order in the background, and the clock is `active` again after.

    Requires the permission `test_clocks:write`.

    Args:
        clock_id (UUID):
        x_workspace_id (str | Unset):
        idempotency_key (str | Unset):
        body (TestClockAdvance):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnvelopeTestClockOut | Problem]
    """

    kwargs = _get_kwargs(
        clock_id=clock_id,
        body=body,
        x_workspace_id=x_workspace_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    clock_id: UUID,
    *,
    client: AuthenticatedClient,
    body: TestClockAdvance,
    x_workspace_id: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> EnvelopeTestClockOut | Problem | None:
    """Advance Test Clock

     Move the clock forward to `frozen_at`: 202 with the clock `advancing`; the jobs of its
    customers due by then (period-end runs, payment attempts, dunning retries, trial ends,
    due dates) run in time order in the background, and the clock is `active` again after.

    Requires the permission `test_clocks:write`.

    Args:
        clock_id (UUID):
        x_workspace_id (str | Unset):
        idempotency_key (str | Unset):
        body (TestClockAdvance):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnvelopeTestClockOut | Problem
    """

    return (
        await asyncio_detailed(
            clock_id=clock_id,
            client=client,
            body=body,
            x_workspace_id=x_workspace_id,
            idempotency_key=idempotency_key,
        )
    ).parsed
