from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.envelope_wallet_transaction_out import EnvelopeWalletTransactionOut
from ...models.problem import Problem
from ...models.wallet_transaction_create import WalletTransactionCreate
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID


def _get_kwargs(
    customer_id: UUID,
    *,
    body: WalletTransactionCreate,
    idempotency_key: str,
    x_workspace_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key

    if not isinstance(x_workspace_id, Unset):
        headers["X-Workspace-Id"] = x_workspace_id

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/customers/{customer_id}/wallet/transactions".format(
            customer_id=quote(str(customer_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EnvelopeWalletTransactionOut | Problem | None:
    if response.status_code == 201:
        response_201 = EnvelopeWalletTransactionOut.from_dict(response.json())

        return response_201

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
) -> Response[EnvelopeWalletTransactionOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    customer_id: UUID,
    *,
    client: AuthenticatedClient,
    body: WalletTransactionCreate,
    idempotency_key: str,
    x_workspace_id: str | Unset = UNSET,
) -> Response[EnvelopeWalletTransactionOut | Problem]:
    """Create Wallet Transaction

     Grant credit to the customer's wallet (positive amount) or take credit out of it
    (negative amount, at most the balance) by hand.

    Requires the permission `customers:write`.

    Args:
        customer_id (UUID):
        idempotency_key (str):
        x_workspace_id (str | Unset):
        body (WalletTransactionCreate): An operator's manual movement: a positive amount grants
            credit, a negative one takes
            credit out (never more than the wallet holds).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnvelopeWalletTransactionOut | Problem]
    """

    kwargs = _get_kwargs(
        customer_id=customer_id,
        body=body,
        idempotency_key=idempotency_key,
        x_workspace_id=x_workspace_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    customer_id: UUID,
    *,
    client: AuthenticatedClient,
    body: WalletTransactionCreate,
    idempotency_key: str,
    x_workspace_id: str | Unset = UNSET,
) -> EnvelopeWalletTransactionOut | Problem | None:
    """Create Wallet Transaction

     Grant credit to the customer's wallet (positive amount) or take credit out of it
    (negative amount, at most the balance) by hand.

    Requires the permission `customers:write`.

    Args:
        customer_id (UUID):
        idempotency_key (str):
        x_workspace_id (str | Unset):
        body (WalletTransactionCreate): An operator's manual movement: a positive amount grants
            credit, a negative one takes
            credit out (never more than the wallet holds).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnvelopeWalletTransactionOut | Problem
    """

    return sync_detailed(
        customer_id=customer_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    customer_id: UUID,
    *,
    client: AuthenticatedClient,
    body: WalletTransactionCreate,
    idempotency_key: str,
    x_workspace_id: str | Unset = UNSET,
) -> Response[EnvelopeWalletTransactionOut | Problem]:
    """Create Wallet Transaction

     Grant credit to the customer's wallet (positive amount) or take credit out of it
    (negative amount, at most the balance) by hand.

    Requires the permission `customers:write`.

    Args:
        customer_id (UUID):
        idempotency_key (str):
        x_workspace_id (str | Unset):
        body (WalletTransactionCreate): An operator's manual movement: a positive amount grants
            credit, a negative one takes
            credit out (never more than the wallet holds).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnvelopeWalletTransactionOut | Problem]
    """

    kwargs = _get_kwargs(
        customer_id=customer_id,
        body=body,
        idempotency_key=idempotency_key,
        x_workspace_id=x_workspace_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    customer_id: UUID,
    *,
    client: AuthenticatedClient,
    body: WalletTransactionCreate,
    idempotency_key: str,
    x_workspace_id: str | Unset = UNSET,
) -> EnvelopeWalletTransactionOut | Problem | None:
    """Create Wallet Transaction

     Grant credit to the customer's wallet (positive amount) or take credit out of it
    (negative amount, at most the balance) by hand.

    Requires the permission `customers:write`.

    Args:
        customer_id (UUID):
        idempotency_key (str):
        x_workspace_id (str | Unset):
        body (WalletTransactionCreate): An operator's manual movement: a positive amount grants
            credit, a negative one takes
            credit out (never more than the wallet holds).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnvelopeWalletTransactionOut | Problem
    """

    return (
        await asyncio_detailed(
            customer_id=customer_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            x_workspace_id=x_workspace_id,
        )
    ).parsed
