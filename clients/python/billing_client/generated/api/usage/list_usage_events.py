from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.list_envelope_usage_event_out import ListEnvelopeUsageEventOut
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    *,
    meter: None | str | Unset = UNSET,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    customer_id: None | str | Unset = UNSET,
    customer_id_in: None | str | Unset = UNSET,
    subscription_id: None | str | Unset = UNSET,
    subscription_id_in: None | str | Unset = UNSET,
    timestamp: None | str | Unset = UNSET,
    timestamp_gt: None | str | Unset = UNSET,
    timestamp_gte: None | str | Unset = UNSET,
    timestamp_lt: None | str | Unset = UNSET,
    timestamp_lte: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_workspace_id, Unset):
        headers["X-Workspace-Id"] = x_workspace_id

    params: dict[str, Any] = {}

    json_meter: None | str | Unset
    if isinstance(meter, Unset):
        json_meter = UNSET
    else:
        json_meter = meter
    params["meter"] = json_meter

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

    json_customer_id: None | str | Unset
    if isinstance(customer_id, Unset):
        json_customer_id = UNSET
    else:
        json_customer_id = customer_id
    params["customer_id"] = json_customer_id

    json_customer_id_in: None | str | Unset
    if isinstance(customer_id_in, Unset):
        json_customer_id_in = UNSET
    else:
        json_customer_id_in = customer_id_in
    params["customer_id.in"] = json_customer_id_in

    json_subscription_id: None | str | Unset
    if isinstance(subscription_id, Unset):
        json_subscription_id = UNSET
    else:
        json_subscription_id = subscription_id
    params["subscription_id"] = json_subscription_id

    json_subscription_id_in: None | str | Unset
    if isinstance(subscription_id_in, Unset):
        json_subscription_id_in = UNSET
    else:
        json_subscription_id_in = subscription_id_in
    params["subscription_id.in"] = json_subscription_id_in

    json_timestamp: None | str | Unset
    if isinstance(timestamp, Unset):
        json_timestamp = UNSET
    else:
        json_timestamp = timestamp
    params["timestamp"] = json_timestamp

    json_timestamp_gt: None | str | Unset
    if isinstance(timestamp_gt, Unset):
        json_timestamp_gt = UNSET
    else:
        json_timestamp_gt = timestamp_gt
    params["timestamp.gt"] = json_timestamp_gt

    json_timestamp_gte: None | str | Unset
    if isinstance(timestamp_gte, Unset):
        json_timestamp_gte = UNSET
    else:
        json_timestamp_gte = timestamp_gte
    params["timestamp.gte"] = json_timestamp_gte

    json_timestamp_lt: None | str | Unset
    if isinstance(timestamp_lt, Unset):
        json_timestamp_lt = UNSET
    else:
        json_timestamp_lt = timestamp_lt
    params["timestamp.lt"] = json_timestamp_lt

    json_timestamp_lte: None | str | Unset
    if isinstance(timestamp_lte, Unset):
        json_timestamp_lte = UNSET
    else:
        json_timestamp_lte = timestamp_lte
    params["timestamp.lte"] = json_timestamp_lte

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/usage-events",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ListEnvelopeUsageEventOut | Problem | None:
    if response.status_code == 200:
        response_200 = ListEnvelopeUsageEventOut.from_dict(response.json())

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
) -> Response[ListEnvelopeUsageEventOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    meter: None | str | Unset = UNSET,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    customer_id: None | str | Unset = UNSET,
    customer_id_in: None | str | Unset = UNSET,
    subscription_id: None | str | Unset = UNSET,
    subscription_id_in: None | str | Unset = UNSET,
    timestamp: None | str | Unset = UNSET,
    timestamp_gt: None | str | Unset = UNSET,
    timestamp_gte: None | str | Unset = UNSET,
    timestamp_lt: None | str | Unset = UNSET,
    timestamp_lte: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Response[ListEnvelopeUsageEventOut | Problem]:
    """List Usage Events

     List usage events, newest reported first (filters customer_id, subscription_id,
    timestamp ranges, meter).

    Requires the permission `usage_events:read`.

    Args:
        meter (None | str | Unset): Only events of the meter with this key.
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        customer_id (None | str | Unset): `customer_id` equals the value (a comma list means
            `in`).
        customer_id_in (None | str | Unset): `customer_id` in the value.
        subscription_id (None | str | Unset): `subscription_id` equals the value (a comma list
            means `in`).
        subscription_id_in (None | str | Unset): `subscription_id` in the value.
        timestamp (None | str | Unset): `timestamp` equals the value (a comma list means `in`).
        timestamp_gt (None | str | Unset): `timestamp` gt the value.
        timestamp_gte (None | str | Unset): `timestamp` gte the value.
        timestamp_lt (None | str | Unset): `timestamp` lt the value.
        timestamp_lte (None | str | Unset): `timestamp` lte the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListEnvelopeUsageEventOut | Problem]
    """

    kwargs = _get_kwargs(
        meter=meter,
        limit=limit,
        cursor=cursor,
        customer_id=customer_id,
        customer_id_in=customer_id_in,
        subscription_id=subscription_id,
        subscription_id_in=subscription_id_in,
        timestamp=timestamp,
        timestamp_gt=timestamp_gt,
        timestamp_gte=timestamp_gte,
        timestamp_lt=timestamp_lt,
        timestamp_lte=timestamp_lte,
        x_workspace_id=x_workspace_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    meter: None | str | Unset = UNSET,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    customer_id: None | str | Unset = UNSET,
    customer_id_in: None | str | Unset = UNSET,
    subscription_id: None | str | Unset = UNSET,
    subscription_id_in: None | str | Unset = UNSET,
    timestamp: None | str | Unset = UNSET,
    timestamp_gt: None | str | Unset = UNSET,
    timestamp_gte: None | str | Unset = UNSET,
    timestamp_lt: None | str | Unset = UNSET,
    timestamp_lte: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> ListEnvelopeUsageEventOut | Problem | None:
    """List Usage Events

     List usage events, newest reported first (filters customer_id, subscription_id,
    timestamp ranges, meter).

    Requires the permission `usage_events:read`.

    Args:
        meter (None | str | Unset): Only events of the meter with this key.
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        customer_id (None | str | Unset): `customer_id` equals the value (a comma list means
            `in`).
        customer_id_in (None | str | Unset): `customer_id` in the value.
        subscription_id (None | str | Unset): `subscription_id` equals the value (a comma list
            means `in`).
        subscription_id_in (None | str | Unset): `subscription_id` in the value.
        timestamp (None | str | Unset): `timestamp` equals the value (a comma list means `in`).
        timestamp_gt (None | str | Unset): `timestamp` gt the value.
        timestamp_gte (None | str | Unset): `timestamp` gte the value.
        timestamp_lt (None | str | Unset): `timestamp` lt the value.
        timestamp_lte (None | str | Unset): `timestamp` lte the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListEnvelopeUsageEventOut | Problem
    """

    return sync_detailed(
        client=client,
        meter=meter,
        limit=limit,
        cursor=cursor,
        customer_id=customer_id,
        customer_id_in=customer_id_in,
        subscription_id=subscription_id,
        subscription_id_in=subscription_id_in,
        timestamp=timestamp,
        timestamp_gt=timestamp_gt,
        timestamp_gte=timestamp_gte,
        timestamp_lt=timestamp_lt,
        timestamp_lte=timestamp_lte,
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    meter: None | str | Unset = UNSET,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    customer_id: None | str | Unset = UNSET,
    customer_id_in: None | str | Unset = UNSET,
    subscription_id: None | str | Unset = UNSET,
    subscription_id_in: None | str | Unset = UNSET,
    timestamp: None | str | Unset = UNSET,
    timestamp_gt: None | str | Unset = UNSET,
    timestamp_gte: None | str | Unset = UNSET,
    timestamp_lt: None | str | Unset = UNSET,
    timestamp_lte: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Response[ListEnvelopeUsageEventOut | Problem]:
    """List Usage Events

     List usage events, newest reported first (filters customer_id, subscription_id,
    timestamp ranges, meter).

    Requires the permission `usage_events:read`.

    Args:
        meter (None | str | Unset): Only events of the meter with this key.
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        customer_id (None | str | Unset): `customer_id` equals the value (a comma list means
            `in`).
        customer_id_in (None | str | Unset): `customer_id` in the value.
        subscription_id (None | str | Unset): `subscription_id` equals the value (a comma list
            means `in`).
        subscription_id_in (None | str | Unset): `subscription_id` in the value.
        timestamp (None | str | Unset): `timestamp` equals the value (a comma list means `in`).
        timestamp_gt (None | str | Unset): `timestamp` gt the value.
        timestamp_gte (None | str | Unset): `timestamp` gte the value.
        timestamp_lt (None | str | Unset): `timestamp` lt the value.
        timestamp_lte (None | str | Unset): `timestamp` lte the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListEnvelopeUsageEventOut | Problem]
    """

    kwargs = _get_kwargs(
        meter=meter,
        limit=limit,
        cursor=cursor,
        customer_id=customer_id,
        customer_id_in=customer_id_in,
        subscription_id=subscription_id,
        subscription_id_in=subscription_id_in,
        timestamp=timestamp,
        timestamp_gt=timestamp_gt,
        timestamp_gte=timestamp_gte,
        timestamp_lt=timestamp_lt,
        timestamp_lte=timestamp_lte,
        x_workspace_id=x_workspace_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    meter: None | str | Unset = UNSET,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    customer_id: None | str | Unset = UNSET,
    customer_id_in: None | str | Unset = UNSET,
    subscription_id: None | str | Unset = UNSET,
    subscription_id_in: None | str | Unset = UNSET,
    timestamp: None | str | Unset = UNSET,
    timestamp_gt: None | str | Unset = UNSET,
    timestamp_gte: None | str | Unset = UNSET,
    timestamp_lt: None | str | Unset = UNSET,
    timestamp_lte: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> ListEnvelopeUsageEventOut | Problem | None:
    """List Usage Events

     List usage events, newest reported first (filters customer_id, subscription_id,
    timestamp ranges, meter).

    Requires the permission `usage_events:read`.

    Args:
        meter (None | str | Unset): Only events of the meter with this key.
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        customer_id (None | str | Unset): `customer_id` equals the value (a comma list means
            `in`).
        customer_id_in (None | str | Unset): `customer_id` in the value.
        subscription_id (None | str | Unset): `subscription_id` equals the value (a comma list
            means `in`).
        subscription_id_in (None | str | Unset): `subscription_id` in the value.
        timestamp (None | str | Unset): `timestamp` equals the value (a comma list means `in`).
        timestamp_gt (None | str | Unset): `timestamp` gt the value.
        timestamp_gte (None | str | Unset): `timestamp` gte the value.
        timestamp_lt (None | str | Unset): `timestamp` lt the value.
        timestamp_lte (None | str | Unset): `timestamp` lte the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListEnvelopeUsageEventOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            meter=meter,
            limit=limit,
            cursor=cursor,
            customer_id=customer_id,
            customer_id_in=customer_id_in,
            subscription_id=subscription_id,
            subscription_id_in=subscription_id_in,
            timestamp=timestamp,
            timestamp_gt=timestamp_gt,
            timestamp_gte=timestamp_gte,
            timestamp_lt=timestamp_lt,
            timestamp_lte=timestamp_lte,
            x_workspace_id=x_workspace_id,
        )
    ).parsed
