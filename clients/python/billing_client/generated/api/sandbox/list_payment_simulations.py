from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.list_envelope_payment_simulation_out import ListEnvelopePaymentSimulationOut
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    *,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    payment_method_id: None | str | Unset = UNSET,
    payment_method_id_in: None | str | Unset = UNSET,
    outcome: None | str | Unset = UNSET,
    outcome_in: None | str | Unset = UNSET,
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

    json_payment_method_id: None | str | Unset
    if isinstance(payment_method_id, Unset):
        json_payment_method_id = UNSET
    else:
        json_payment_method_id = payment_method_id
    params["payment_method_id"] = json_payment_method_id

    json_payment_method_id_in: None | str | Unset
    if isinstance(payment_method_id_in, Unset):
        json_payment_method_id_in = UNSET
    else:
        json_payment_method_id_in = payment_method_id_in
    params["payment_method_id.in"] = json_payment_method_id_in

    json_outcome: None | str | Unset
    if isinstance(outcome, Unset):
        json_outcome = UNSET
    else:
        json_outcome = outcome
    params["outcome"] = json_outcome

    json_outcome_in: None | str | Unset
    if isinstance(outcome_in, Unset):
        json_outcome_in = UNSET
    else:
        json_outcome_in = outcome_in
    params["outcome.in"] = json_outcome_in

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/test-payment-simulations",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ListEnvelopePaymentSimulationOut | Problem | None:
    if response.status_code == 200:
        response_200 = ListEnvelopePaymentSimulationOut.from_dict(response.json())

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
) -> Response[ListEnvelopePaymentSimulationOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    payment_method_id: None | str | Unset = UNSET,
    payment_method_id_in: None | str | Unset = UNSET,
    outcome: None | str | Unset = UNSET,
    outcome_in: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Response[ListEnvelopePaymentSimulationOut | Problem]:
    """List Payment Simulations

     List the sandbox workspace's payment simulations, newest first.

    Requires the permission `payment_simulations:read`.

    Args:
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        counts (None | str | Unset): Comma-separated fields to count by: outcome.
        payment_method_id (None | str | Unset): `payment_method_id` equals the value (a comma list
            means `in`).
        payment_method_id_in (None | str | Unset): `payment_method_id` in the value.
        outcome (None | str | Unset): `outcome` equals the value (a comma list means `in`).
        outcome_in (None | str | Unset): `outcome` in the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListEnvelopePaymentSimulationOut | Problem]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        counts=counts,
        payment_method_id=payment_method_id,
        payment_method_id_in=payment_method_id_in,
        outcome=outcome,
        outcome_in=outcome_in,
        x_workspace_id=x_workspace_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    payment_method_id: None | str | Unset = UNSET,
    payment_method_id_in: None | str | Unset = UNSET,
    outcome: None | str | Unset = UNSET,
    outcome_in: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> ListEnvelopePaymentSimulationOut | Problem | None:
    """List Payment Simulations

     List the sandbox workspace's payment simulations, newest first.

    Requires the permission `payment_simulations:read`.

    Args:
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        counts (None | str | Unset): Comma-separated fields to count by: outcome.
        payment_method_id (None | str | Unset): `payment_method_id` equals the value (a comma list
            means `in`).
        payment_method_id_in (None | str | Unset): `payment_method_id` in the value.
        outcome (None | str | Unset): `outcome` equals the value (a comma list means `in`).
        outcome_in (None | str | Unset): `outcome` in the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListEnvelopePaymentSimulationOut | Problem
    """

    return sync_detailed(
        client=client,
        limit=limit,
        cursor=cursor,
        counts=counts,
        payment_method_id=payment_method_id,
        payment_method_id_in=payment_method_id_in,
        outcome=outcome,
        outcome_in=outcome_in,
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    payment_method_id: None | str | Unset = UNSET,
    payment_method_id_in: None | str | Unset = UNSET,
    outcome: None | str | Unset = UNSET,
    outcome_in: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Response[ListEnvelopePaymentSimulationOut | Problem]:
    """List Payment Simulations

     List the sandbox workspace's payment simulations, newest first.

    Requires the permission `payment_simulations:read`.

    Args:
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        counts (None | str | Unset): Comma-separated fields to count by: outcome.
        payment_method_id (None | str | Unset): `payment_method_id` equals the value (a comma list
            means `in`).
        payment_method_id_in (None | str | Unset): `payment_method_id` in the value.
        outcome (None | str | Unset): `outcome` equals the value (a comma list means `in`).
        outcome_in (None | str | Unset): `outcome` in the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListEnvelopePaymentSimulationOut | Problem]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        counts=counts,
        payment_method_id=payment_method_id,
        payment_method_id_in=payment_method_id_in,
        outcome=outcome,
        outcome_in=outcome_in,
        x_workspace_id=x_workspace_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    payment_method_id: None | str | Unset = UNSET,
    payment_method_id_in: None | str | Unset = UNSET,
    outcome: None | str | Unset = UNSET,
    outcome_in: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> ListEnvelopePaymentSimulationOut | Problem | None:
    """List Payment Simulations

     List the sandbox workspace's payment simulations, newest first.

    Requires the permission `payment_simulations:read`.

    Args:
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        counts (None | str | Unset): Comma-separated fields to count by: outcome.
        payment_method_id (None | str | Unset): `payment_method_id` equals the value (a comma list
            means `in`).
        payment_method_id_in (None | str | Unset): `payment_method_id` in the value.
        outcome (None | str | Unset): `outcome` equals the value (a comma list means `in`).
        outcome_in (None | str | Unset): `outcome` in the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListEnvelopePaymentSimulationOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            cursor=cursor,
            counts=counts,
            payment_method_id=payment_method_id,
            payment_method_id_in=payment_method_id_in,
            outcome=outcome,
            outcome_in=outcome_in,
            x_workspace_id=x_workspace_id,
        )
    ).parsed
