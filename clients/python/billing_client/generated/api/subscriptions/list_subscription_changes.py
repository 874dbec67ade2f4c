from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.list_envelope_subscription_change_out import ListEnvelopeSubscriptionChangeOut
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID


def _get_kwargs(
    subscription_id: UUID,
    *,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    kind: None | str | Unset = UNSET,
    kind_in: None | str | Unset = UNSET,
    effective_at: None | str | Unset = UNSET,
    effective_at_gt: None | str | Unset = UNSET,
    effective_at_gte: None | str | Unset = UNSET,
    effective_at_lt: None | str | Unset = UNSET,
    effective_at_lte: None | str | Unset = UNSET,
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

    json_kind: None | str | Unset
    if isinstance(kind, Unset):
        json_kind = UNSET
    else:
        json_kind = kind
    params["kind"] = json_kind

    json_kind_in: None | str | Unset
    if isinstance(kind_in, Unset):
        json_kind_in = UNSET
    else:
        json_kind_in = kind_in
    params["kind.in"] = json_kind_in

    json_effective_at: None | str | Unset
    if isinstance(effective_at, Unset):
        json_effective_at = UNSET
    else:
        json_effective_at = effective_at
    params["effective_at"] = json_effective_at

    json_effective_at_gt: None | str | Unset
    if isinstance(effective_at_gt, Unset):
        json_effective_at_gt = UNSET
    else:
        json_effective_at_gt = effective_at_gt
    params["effective_at.gt"] = json_effective_at_gt

    json_effective_at_gte: None | str | Unset
    if isinstance(effective_at_gte, Unset):
        json_effective_at_gte = UNSET
    else:
        json_effective_at_gte = effective_at_gte
    params["effective_at.gte"] = json_effective_at_gte

    json_effective_at_lt: None | str | Unset
    if isinstance(effective_at_lt, Unset):
        json_effective_at_lt = UNSET
    else:
        json_effective_at_lt = effective_at_lt
    params["effective_at.lt"] = json_effective_at_lt

    json_effective_at_lte: None | str | Unset
    if isinstance(effective_at_lte, Unset):
        json_effective_at_lte = UNSET
    else:
        json_effective_at_lte = effective_at_lte
    params["effective_at.lte"] = json_effective_at_lte

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/subscriptions/{subscription_id}/changes".format(
            subscription_id=quote(str(subscription_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ListEnvelopeSubscriptionChangeOut | Problem | None:
    if response.status_code == 200:
        response_200 = ListEnvelopeSubscriptionChangeOut.from_dict(response.json())

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
) -> Response[ListEnvelopeSubscriptionChangeOut | Problem]:
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
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    kind: None | str | Unset = UNSET,
    kind_in: None | str | Unset = UNSET,
    effective_at: None | str | Unset = UNSET,
    effective_at_gt: None | str | Unset = UNSET,
    effective_at_gte: None | str | Unset = UNSET,
    effective_at_lt: None | str | Unset = UNSET,
    effective_at_lte: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Response[ListEnvelopeSubscriptionChangeOut | Problem]:
    """List Subscription Changes

     The recorded mid-period changes of a subscription, newest first.

    Requires the permission `subscriptions:read`.

    Args:
        subscription_id (UUID):
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        kind (None | str | Unset): `kind` equals the value (a comma list means `in`).
        kind_in (None | str | Unset): `kind` in the value.
        effective_at (None | str | Unset): `effective_at` equals the value (a comma list means
            `in`).
        effective_at_gt (None | str | Unset): `effective_at` gt the value.
        effective_at_gte (None | str | Unset): `effective_at` gte the value.
        effective_at_lt (None | str | Unset): `effective_at` lt the value.
        effective_at_lte (None | str | Unset): `effective_at` lte the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListEnvelopeSubscriptionChangeOut | Problem]
    """

    kwargs = _get_kwargs(
        subscription_id=subscription_id,
        limit=limit,
        cursor=cursor,
        kind=kind,
        kind_in=kind_in,
        effective_at=effective_at,
        effective_at_gt=effective_at_gt,
        effective_at_gte=effective_at_gte,
        effective_at_lt=effective_at_lt,
        effective_at_lte=effective_at_lte,
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
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    kind: None | str | Unset = UNSET,
    kind_in: None | str | Unset = UNSET,
    effective_at: None | str | Unset = UNSET,
    effective_at_gt: None | str | Unset = UNSET,
    effective_at_gte: None | str | Unset = UNSET,
    effective_at_lt: None | str | Unset = UNSET,
    effective_at_lte: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> ListEnvelopeSubscriptionChangeOut | Problem | None:
    """List Subscription Changes

     The recorded mid-period changes of a subscription, newest first.

    Requires the permission `subscriptions:read`.

    Args:
        subscription_id (UUID):
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        kind (None | str | Unset): `kind` equals the value (a comma list means `in`).
        kind_in (None | str | Unset): `kind` in the value.
        effective_at (None | str | Unset): `effective_at` equals the value (a comma list means
            `in`).
        effective_at_gt (None | str | Unset): `effective_at` gt the value.
        effective_at_gte (None | str | Unset): `effective_at` gte the value.
        effective_at_lt (None | str | Unset): `effective_at` lt the value.
        effective_at_lte (None | str | Unset): `effective_at` lte the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListEnvelopeSubscriptionChangeOut | Problem
    """

    return sync_detailed(
        subscription_id=subscription_id,
        client=client,
        limit=limit,
        cursor=cursor,
        kind=kind,
        kind_in=kind_in,
        effective_at=effective_at,
        effective_at_gt=effective_at_gt,
        effective_at_gte=effective_at_gte,
        effective_at_lt=effective_at_lt,
        effective_at_lte=effective_at_lte,
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    subscription_id: UUID,
    *,
    client: AuthenticatedClient,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    kind: None | str | Unset = UNSET,
    kind_in: None | str | Unset = UNSET,
    effective_at: None | str | Unset = UNSET,
    effective_at_gt: None | str | Unset = UNSET,
    effective_at_gte: None | str | Unset = UNSET,
    effective_at_lt: None | str | Unset = UNSET,
    effective_at_lte: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Response[ListEnvelopeSubscriptionChangeOut | Problem]:
    """List Subscription Changes

     The recorded mid-period changes of a subscription, newest first.

    Requires the permission `subscriptions:read`.

    Args:
        subscription_id (UUID):
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        kind (None | str | Unset): `kind` equals the value (a comma list means `in`).
        kind_in (None | str | Unset): `kind` in the value.
        effective_at (None | str | Unset): `effective_at` equals the value (a comma list means
            `in`).
        effective_at_gt (None | str | Unset): `effective_at` gt the value.
        effective_at_gte (None | str | Unset): `effective_at` gte the value.
        effective_at_lt (None | str | Unset): `effective_at` lt the value.
        effective_at_lte (None | str | Unset): `effective_at` lte the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListEnvelopeSubscriptionChangeOut | Problem]
    """

    kwargs = _get_kwargs(
        subscription_id=subscription_id,
        limit=limit,
        cursor=cursor,
        kind=kind,
        kind_in=kind_in,
        effective_at=effective_at,
        effective_at_gt=effective_at_gt,
        effective_at_gte=effective_at_gte,
        effective_at_lt=effective_at_lt,
        effective_at_lte=effective_at_lte,
        x_workspace_id=x_workspace_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    subscription_id: UUID,
    *,
    client: AuthenticatedClient,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    kind: None | str | Unset = UNSET,
    kind_in: None | str | Unset = UNSET,
    effective_at: None | str | Unset = UNSET,
    effective_at_gt: None | str | Unset = UNSET,
    effective_at_gte: None | str | Unset = UNSET,
    effective_at_lt: None | str | Unset = UNSET,
    effective_at_lte: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> ListEnvelopeSubscriptionChangeOut | Problem | None:
    """List Subscription Changes

     The recorded mid-period changes of a subscription, newest first.

    Requires the permission `subscriptions:read`.

    Args:
        subscription_id (UUID):
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        kind (None | str | Unset): `kind` equals the value (a comma list means `in`).
        kind_in (None | str | Unset): `kind` in the value.
        effective_at (None | str | Unset): `effective_at` equals the value (a comma list means
            `in`).
        effective_at_gt (None | str | Unset): `effective_at` gt the value.
        effective_at_gte (None | str | Unset): `effective_at` gte the value.
        effective_at_lt (None | str | Unset): `effective_at` lt the value.
        effective_at_lte (None | str | Unset): `effective_at` lte the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListEnvelopeSubscriptionChangeOut | Problem
    """

    return (
        await asyncio_detailed(
            subscription_id=subscription_id,
            client=client,
            limit=limit,
            cursor=cursor,
            kind=kind,
            kind_in=kind_in,
            effective_at=effective_at,
            effective_at_gt=effective_at_gt,
            effective_at_gte=effective_at_gte,
            effective_at_lt=effective_at_lt,
            effective_at_lte=effective_at_lte,
            x_workspace_id=x_workspace_id,
        )
    ).parsed
