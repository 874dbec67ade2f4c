from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.envelope_subscription_usage_out import EnvelopeSubscriptionUsageOut
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime


def _get_kwargs(
    subscription_id: UUID,
    *,
    meter: None | str | Unset = UNSET,
    period_start: datetime.datetime | None | Unset = UNSET,
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

    json_period_start: None | str | Unset
    if isinstance(period_start, Unset):
        json_period_start = UNSET
    elif isinstance(period_start, datetime.datetime):
        json_period_start = period_start.isoformat()
    else:
        json_period_start = period_start
    params["period_start"] = json_period_start

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/subscriptions/{subscription_id}/usage".format(
            subscription_id=quote(str(subscription_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EnvelopeSubscriptionUsageOut | Problem | None:
    if response.status_code == 200:
        response_200 = EnvelopeSubscriptionUsageOut.from_dict(response.json())

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
) -> Response[EnvelopeSubscriptionUsageOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    subscription_id: UUID,
    *,
    client: AuthenticatedClient,
    meter: None | str | Unset = UNSET,
    period_start: datetime.datetime | None | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Response[EnvelopeSubscriptionUsageOut | Problem]:
    """Get Subscription Usage

     Get a subscription's metered usage for a period, as its invoice will bill it.

    Requires the permission `subscriptions:read`.

    Args:
        subscription_id (UUID):
        meter (None | str | Unset): Only the meter with this key.
        period_start (datetime.datetime | None | Unset): The start of a billing period (RFC 3339);
            default the current one.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnvelopeSubscriptionUsageOut | Problem]
    """

    kwargs = _get_kwargs(
        subscription_id=subscription_id,
        meter=meter,
        period_start=period_start,
        x_workspace_id=x_workspace_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    subscription_id: UUID,
    *,
    client: AuthenticatedClient,
    meter: None | str | Unset = UNSET,
    period_start: datetime.datetime | None | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> EnvelopeSubscriptionUsageOut | Problem | None:
    """Get Subscription Usage

     Get a subscription's metered usage for a period, as its invoice will bill it.

    Requires the permission `subscriptions:read`.

    Args:
        subscription_id (UUID):
        meter (None | str | Unset): Only the meter with this key.
        period_start (datetime.datetime | None | Unset): The start of a billing period (RFC 3339);
            default the current one.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnvelopeSubscriptionUsageOut | Problem
    """

    return sync_detailed(
        subscription_id=subscription_id,
        client=client,
        meter=meter,
        period_start=period_start,
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    subscription_id: UUID,
    *,
    client: AuthenticatedClient,
    meter: None | str | Unset = UNSET,
    period_start: datetime.datetime | None | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Response[EnvelopeSubscriptionUsageOut | Problem]:
    """Get Subscription Usage

     Get a subscription's metered usage for a period, as its invoice will bill it.

    Requires the permission `subscriptions:read`.

    Args:
        subscription_id (UUID):
        meter (None | str | Unset): Only the meter with this key.
        period_start (datetime.datetime | None | Unset): The start of a billing period (RFC 3339);
            default the current one.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnvelopeSubscriptionUsageOut | Problem]
    """

    kwargs = _get_kwargs(
        subscription_id=subscription_id,
        meter=meter,
        period_start=period_start,
        x_workspace_id=x_workspace_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    subscription_id: UUID,
    *,
    client: AuthenticatedClient,
    meter: None | str | Unset = UNSET,
    period_start: datetime.datetime | None | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> EnvelopeSubscriptionUsageOut | Problem | None:
    """Get Subscription Usage

     Get a subscription's metered usage for a period, as its invoice will bill it.

    Requires the permission `subscriptions:read`.

    Args:
        subscription_id (UUID):
        meter (None | str | Unset): Only the meter with this key.
        period_start (datetime.datetime | None | Unset): The start of a billing period (RFC 3339);
            default the current one.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnvelopeSubscriptionUsageOut | Problem
    """

    return (
        await asyncio_detailed(
            subscription_id=subscription_id,
            client=client,
            meter=meter,
            period_start=period_start,
            x_workspace_id=x_workspace_id,
        )
    ).parsed
