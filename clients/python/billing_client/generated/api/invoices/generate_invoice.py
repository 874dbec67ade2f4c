from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.envelope_invoice_out import EnvelopeInvoiceOut
from ...models.invoice_generate import InvoiceGenerate
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    *,
    body: InvoiceGenerate,
    idempotency_key: str,
    x_workspace_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key

    if not isinstance(x_workspace_id, Unset):
        headers["X-Workspace-Id"] = x_workspace_id

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/invoices/generate",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EnvelopeInvoiceOut | Problem | None:
    if response.status_code == 201:
        response_201 = EnvelopeInvoiceOut.from_dict(response.json())

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
) -> Response[EnvelopeInvoiceOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: InvoiceGenerate,
    idempotency_key: str,
    x_workspace_id: str | Unset = UNSET,
) -> Response[EnvelopeInvoiceOut | Problem]:
    """Generate Invoice

     Generate a subscription's draft invoice for a period (default: its current period).

    A period that already has an invoice which is not void answers 409 INVALID_STATE naming it.

    Requires the permission `invoices:write`.

    Args:
        idempotency_key (str):
        x_workspace_id (str | Unset):
        body (InvoiceGenerate): The body of generate and preview. The period defaults to the
            subscription's current
            one; give both bounds or neither.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnvelopeInvoiceOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
        x_workspace_id=x_workspace_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: InvoiceGenerate,
    idempotency_key: str,
    x_workspace_id: str | Unset = UNSET,
) -> EnvelopeInvoiceOut | Problem | None:
    """Generate Invoice

     Generate a subscription's draft invoice for a period (default: its current period).

    A period that already has an invoice which is not void answers 409 INVALID_STATE naming it.

    Requires the permission `invoices:write`.

    Args:
        idempotency_key (str):
        x_workspace_id (str | Unset):
        body (InvoiceGenerate): The body of generate and preview. The period defaults to the
            subscription's current
            one; give both bounds or neither.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnvelopeInvoiceOut | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: InvoiceGenerate,
    idempotency_key: str,
    x_workspace_id: str | Unset = UNSET,
) -> Response[EnvelopeInvoiceOut | Problem]:
    """Generate Invoice

     Generate a subscription's draft invoice for a period (default: its current period).

    A period that already has an invoice which is not void answers 409 INVALID_STATE naming it.

    Requires the permission `invoices:write`.

    Args:
        idempotency_key (str):
        x_workspace_id (str | Unset):
        body (InvoiceGenerate): The body of generate and preview. The period defaults to the
            subscription's current
            one; give both bounds or neither.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnvelopeInvoiceOut | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
        x_workspace_id=x_workspace_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: InvoiceGenerate,
    idempotency_key: str,
    x_workspace_id: str | Unset = UNSET,
) -> EnvelopeInvoiceOut | Problem | None:
    """Generate Invoice

     Generate a subscription's draft invoice for a period (default: its current period).

    A period that already has an invoice which is not void answers 409 INVALID_STATE naming it.

    Requires the permission `invoices:write`.

    Args:
        idempotency_key (str):
        x_workspace_id (str | Unset):
        body (InvoiceGenerate): The body of generate and preview. The period defaults to the
            subscription's current
            one; give both bounds or neither.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnvelopeInvoiceOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            x_workspace_id=x_workspace_id,
        )
    ).parsed
