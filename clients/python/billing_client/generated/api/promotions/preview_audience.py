from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.audience import Audience
from ...models.audience_preview_out import AudiencePreviewOut
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID


def _get_kwargs(
    promotion_id: UUID,
    *,
    body: Audience | None | Unset = UNSET,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_workspace_id, Unset):
        headers["X-Workspace-Id"] = x_workspace_id

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

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

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/promotions/{promotion_id}/audience/preview".format(
            promotion_id=quote(str(promotion_id), safe=""),
        ),
        "params": params,
    }

    if isinstance(body, Audience):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AudiencePreviewOut | Problem | None:
    if response.status_code == 200:
        response_200 = AudiencePreviewOut.from_dict(response.json())

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
) -> Response[AudiencePreviewOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    promotion_id: UUID,
    *,
    client: AuthenticatedClient,
    body: Audience | None | Unset = UNSET,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[AudiencePreviewOut | Problem]:
    """Preview Audience

     Preview the customers an audience matches (the stored one without a body), with the
    total and each one's enrollment status.

    Requires the permission `promotions:read`.

    Args:
        promotion_id (UUID):
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        x_workspace_id (str | Unset):
        idempotency_key (str | Unset):
        body (Audience | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AudiencePreviewOut | Problem]
    """

    kwargs = _get_kwargs(
        promotion_id=promotion_id,
        body=body,
        limit=limit,
        cursor=cursor,
        x_workspace_id=x_workspace_id,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    promotion_id: UUID,
    *,
    client: AuthenticatedClient,
    body: Audience | None | Unset = UNSET,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> AudiencePreviewOut | Problem | None:
    """Preview Audience

     Preview the customers an audience matches (the stored one without a body), with the
    total and each one's enrollment status.

    Requires the permission `promotions:read`.

    Args:
        promotion_id (UUID):
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        x_workspace_id (str | Unset):
        idempotency_key (str | Unset):
        body (Audience | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AudiencePreviewOut | Problem
    """

    return sync_detailed(
        promotion_id=promotion_id,
        client=client,
        body=body,
        limit=limit,
        cursor=cursor,
        x_workspace_id=x_workspace_id,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    promotion_id: UUID,
    *,
    client: AuthenticatedClient,
    body: Audience | None | Unset = UNSET,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[AudiencePreviewOut | Problem]:
    """Preview Audience

     Preview the customers an audience matches (the stored one without a body), with the
    total and each one's enrollment status.

    Requires the permission `promotions:read`.

    Args:
        promotion_id (UUID):
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        x_workspace_id (str | Unset):
        idempotency_key (str | Unset):
        body (Audience | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AudiencePreviewOut | Problem]
    """

    kwargs = _get_kwargs(
        promotion_id=promotion_id,
        body=body,
        limit=limit,
        cursor=cursor,
        x_workspace_id=x_workspace_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    promotion_id: UUID,
    *,
    client: AuthenticatedClient,
    body: Audience | None | Unset = UNSET,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> AudiencePreviewOut | Problem | None:
    """Preview Audience

     Preview the customers an audience matches (the stored one without a body), with the
    total and each one's enrollment status.

    Requires the permission `promotions:read`.

    Args:
        promotion_id (UUID):
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        x_workspace_id (str | Unset):
        idempotency_key (str | Unset):
        body (Audience | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AudiencePreviewOut | Problem
    """

    return (
        await asyncio_detailed(
            promotion_id=promotion_id,
            client=client,
            body=body,
            limit=limit,
            cursor=cursor,
            x_workspace_id=x_workspace_id,
            idempotency_key=idempotency_key,
        )
    ).parsed
