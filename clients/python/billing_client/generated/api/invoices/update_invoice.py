from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.envelope_invoice_out import EnvelopeInvoiceOut
from ...models.invoice_update import InvoiceUpdate
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID


def _get_kwargs(
    invoice_id: UUID,
    *,
    body: InvoiceUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_workspace_id, Unset):
        headers["X-Workspace-Id"] = x_workspace_id

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v1/invoices/{invoice_id}".format(
            invoice_id=quote(str(invoice_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EnvelopeInvoiceOut | Problem | None:
    if response.status_code == 200:
        response_200 = EnvelopeInvoiceOut.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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
    invoice_id: UUID,
    *,
    client: AuthenticatedClient,
    body: InvoiceUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> Response[EnvelopeInvoiceOut | Problem]:
    """Update Invoice

     Update the header of a draft (merge-patch).

    Requires the permission `invoices:write`.

    Args:
        invoice_id (UUID):
        x_workspace_id (str | Unset):
        body (InvoiceUpdate): A merge-patch of a draft's header: omitted fields stay, `null`
            clears (metadata: `{}`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnvelopeInvoiceOut | Problem]
    """

    kwargs = _get_kwargs(
        invoice_id=invoice_id,
        body=body,
        x_workspace_id=x_workspace_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    invoice_id: UUID,
    *,
    client: AuthenticatedClient,
    body: InvoiceUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> EnvelopeInvoiceOut | Problem | None:
    """Update Invoice

     Update the header of a draft (merge-patch).

    Requires the permission `invoices:write`.

    Args:
        invoice_id (UUID):
        x_workspace_id (str | Unset):
        body (InvoiceUpdate): A merge-patch of a draft's header: omitted fields stay, `null`
            clears (metadata: `{}`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnvelopeInvoiceOut | Problem
    """

    return sync_detailed(
        invoice_id=invoice_id,
        client=client,
        body=body,
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    invoice_id: UUID,
    *,
    client: AuthenticatedClient,
    body: InvoiceUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> Response[EnvelopeInvoiceOut | Problem]:
    """Update Invoice

     Update the header of a draft (merge-patch).

    Requires the permission `invoices:write`.

    Args:
        invoice_id (UUID):
        x_workspace_id (str | Unset):
        body (InvoiceUpdate): A merge-patch of a draft's header: omitted fields stay, `null`
            clears (metadata: `{}`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnvelopeInvoiceOut | Problem]
    """

    kwargs = _get_kwargs(
        invoice_id=invoice_id,
        body=body,
        x_workspace_id=x_workspace_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    invoice_id: UUID,
    *,
    client: AuthenticatedClient,
    body: InvoiceUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> EnvelopeInvoiceOut | Problem | None:
    """Update Invoice

     Update the header of a draft (merge-patch).

    Requires the permission `invoices:write`.

    Args:
        invoice_id (UUID):
        x_workspace_id (str | Unset):
        body (InvoiceUpdate): A merge-patch of a draft's header: omitted fields stay, `null`
            clears (metadata: `{}`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnvelopeInvoiceOut | Problem
    """

    return (
        await asyncio_detailed(
            invoice_id=invoice_id,
            client=client,
            body=body,
            x_workspace_id=x_workspace_id,
        )
    ).parsed
