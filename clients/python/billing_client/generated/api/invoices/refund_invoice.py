from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.envelope_refund_out import EnvelopeRefundOut
from ...models.problem import Problem
from ...models.refund_create import RefundCreate
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID


def _get_kwargs(
    invoice_id: UUID,
    *,
    body: None | RefundCreate | Unset = UNSET,
    idempotency_key: str,
    x_workspace_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key

    if not isinstance(x_workspace_id, Unset):
        headers["X-Workspace-Id"] = x_workspace_id

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/invoices/{invoice_id}/refund".format(
            invoice_id=quote(str(invoice_id), safe=""),
        ),
    }

    if isinstance(body, RefundCreate):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | EnvelopeRefundOut | Problem | None:
    if response.status_code == 200:
        response_200 = EnvelopeRefundOut.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = cast(Any, None)
        return response_202

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 402:
        response_402 = Problem.from_dict(response.json())

        return response_402

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
) -> Response[Any | EnvelopeRefundOut | Problem]:
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
    body: None | RefundCreate | Unset = UNSET,
    idempotency_key: str,
    x_workspace_id: str | Unset = UNSET,
) -> Response[Any | EnvelopeRefundOut | Problem]:
    """Refund Invoice

     Refund a paid invoice in full (default) or in part, with a credit note.

    200 when the money went back at once (a full refund of a paid invoice voids it); 202 with
    `status` refund_pending while the gateway settles (see the invoice's payments list).

    Requires the permission `payments:write`.

    Args:
        invoice_id (UUID):
        idempotency_key (str):
        x_workspace_id (str | Unset):
        body (None | RefundCreate | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | EnvelopeRefundOut | Problem]
    """

    kwargs = _get_kwargs(
        invoice_id=invoice_id,
        body=body,
        idempotency_key=idempotency_key,
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
    body: None | RefundCreate | Unset = UNSET,
    idempotency_key: str,
    x_workspace_id: str | Unset = UNSET,
) -> Any | EnvelopeRefundOut | Problem | None:
    """Refund Invoice

     Refund a paid invoice in full (default) or in part, with a credit note.

    200 when the money went back at once (a full refund of a paid invoice voids it); 202 with
    `status` refund_pending while the gateway settles (see the invoice's payments list).

    Requires the permission `payments:write`.

    Args:
        invoice_id (UUID):
        idempotency_key (str):
        x_workspace_id (str | Unset):
        body (None | RefundCreate | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | EnvelopeRefundOut | Problem
    """

    return sync_detailed(
        invoice_id=invoice_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    invoice_id: UUID,
    *,
    client: AuthenticatedClient,
    body: None | RefundCreate | Unset = UNSET,
    idempotency_key: str,
    x_workspace_id: str | Unset = UNSET,
) -> Response[Any | EnvelopeRefundOut | Problem]:
    """Refund Invoice

     Refund a paid invoice in full (default) or in part, with a credit note.

    200 when the money went back at once (a full refund of a paid invoice voids it); 202 with
    `status` refund_pending while the gateway settles (see the invoice's payments list).

    Requires the permission `payments:write`.

    Args:
        invoice_id (UUID):
        idempotency_key (str):
        x_workspace_id (str | Unset):
        body (None | RefundCreate | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | EnvelopeRefundOut | Problem]
    """

    kwargs = _get_kwargs(
        invoice_id=invoice_id,
        body=body,
        idempotency_key=idempotency_key,
        x_workspace_id=x_workspace_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    invoice_id: UUID,
    *,
    client: AuthenticatedClient,
    body: None | RefundCreate | Unset = UNSET,
    idempotency_key: str,
    x_workspace_id: str | Unset = UNSET,
) -> Any | EnvelopeRefundOut | Problem | None:
    """Refund Invoice

     Refund a paid invoice in full (default) or in part, with a credit note.

    200 when the money went back at once (a full refund of a paid invoice voids it); 202 with
    `status` refund_pending while the gateway settles (see the invoice's payments list).

    Requires the permission `payments:write`.

    Args:
        invoice_id (UUID):
        idempotency_key (str):
        x_workspace_id (str | Unset):
        body (None | RefundCreate | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | EnvelopeRefundOut | Problem
    """

    return (
        await asyncio_detailed(
            invoice_id=invoice_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            x_workspace_id=x_workspace_id,
        )
    ).parsed
