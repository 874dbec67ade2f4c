from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.list_envelope_result_out import ListEnvelopeResultOut
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID


def _get_kwargs(
    flow_id: UUID,
    step_id: UUID,
    *,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    status: None | str | Unset = UNSET,
    status_in: None | str | Unset = UNSET,
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

    json_counts: None | str | Unset
    if isinstance(counts, Unset):
        json_counts = UNSET
    else:
        json_counts = counts
    params["counts"] = json_counts

    json_status: None | str | Unset
    if isinstance(status, Unset):
        json_status = UNSET
    else:
        json_status = status
    params["status"] = json_status

    json_status_in: None | str | Unset
    if isinstance(status_in, Unset):
        json_status_in = UNSET
    else:
        json_status_in = status_in
    params["status.in"] = json_status_in

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/schedule-flows/{flow_id}/steps/{step_id}/results".format(
            flow_id=quote(str(flow_id), safe=""),
            step_id=quote(str(step_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ListEnvelopeResultOut | Problem | None:
    if response.status_code == 200:
        response_200 = ListEnvelopeResultOut.from_dict(response.json())

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
) -> Response[ListEnvelopeResultOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    flow_id: UUID,
    step_id: UUID,
    *,
    client: AuthenticatedClient,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    status: None | str | Unset = UNSET,
    status_in: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Response[ListEnvelopeResultOut | Problem]:
    """List Step Results

     List a fan-out step's per-target results (oldest first), totals in pagination.counts.

    Requires the permission `schedule_flows:read`.

    Args:
        flow_id (UUID):
        step_id (UUID):
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        counts (None | str | Unset): Comma-separated fields to count by: status.
        status (None | str | Unset): `status` equals the value (a comma list means `in`).
        status_in (None | str | Unset): `status` in the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListEnvelopeResultOut | Problem]
    """

    kwargs = _get_kwargs(
        flow_id=flow_id,
        step_id=step_id,
        limit=limit,
        cursor=cursor,
        counts=counts,
        status=status,
        status_in=status_in,
        x_workspace_id=x_workspace_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    flow_id: UUID,
    step_id: UUID,
    *,
    client: AuthenticatedClient,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    status: None | str | Unset = UNSET,
    status_in: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> ListEnvelopeResultOut | Problem | None:
    """List Step Results

     List a fan-out step's per-target results (oldest first), totals in pagination.counts.

    Requires the permission `schedule_flows:read`.

    Args:
        flow_id (UUID):
        step_id (UUID):
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        counts (None | str | Unset): Comma-separated fields to count by: status.
        status (None | str | Unset): `status` equals the value (a comma list means `in`).
        status_in (None | str | Unset): `status` in the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListEnvelopeResultOut | Problem
    """

    return sync_detailed(
        flow_id=flow_id,
        step_id=step_id,
        client=client,
        limit=limit,
        cursor=cursor,
        counts=counts,
        status=status,
        status_in=status_in,
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    flow_id: UUID,
    step_id: UUID,
    *,
    client: AuthenticatedClient,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    status: None | str | Unset = UNSET,
    status_in: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Response[ListEnvelopeResultOut | Problem]:
    """List Step Results

     List a fan-out step's per-target results (oldest first), totals in pagination.counts.

    Requires the permission `schedule_flows:read`.

    Args:
        flow_id (UUID):
        step_id (UUID):
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        counts (None | str | Unset): Comma-separated fields to count by: status.
        status (None | str | Unset): `status` equals the value (a comma list means `in`).
        status_in (None | str | Unset): `status` in the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListEnvelopeResultOut | Problem]
    """

    kwargs = _get_kwargs(
        flow_id=flow_id,
        step_id=step_id,
        limit=limit,
        cursor=cursor,
        counts=counts,
        status=status,
        status_in=status_in,
        x_workspace_id=x_workspace_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    flow_id: UUID,
    step_id: UUID,
    *,
    client: AuthenticatedClient,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    status: None | str | Unset = UNSET,
    status_in: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> ListEnvelopeResultOut | Problem | None:
    """List Step Results

     List a fan-out step's per-target results (oldest first), totals in pagination.counts.

    Requires the permission `schedule_flows:read`.

    Args:
        flow_id (UUID):
        step_id (UUID):
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        counts (None | str | Unset): Comma-separated fields to count by: status.
        status (None | str | Unset): `status` equals the value (a comma list means `in`).
        status_in (None | str | Unset): `status` in the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListEnvelopeResultOut | Problem
    """

    return (
        await asyncio_detailed(
            flow_id=flow_id,
            step_id=step_id,
            client=client,
            limit=limit,
            cursor=cursor,
            counts=counts,
            status=status,
            status_in=status_in,
            x_workspace_id=x_workspace_id,
        )
    ).parsed
