from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.download_invoice_xrechnung_format import check_download_invoice_xrechnung_format
from ...models.download_invoice_xrechnung_format import DownloadInvoiceXrechnungFormat
from ...models.problem import Problem
from ...types import File, FileTypes
from ...types import UNSET, Unset
from io import BytesIO
from typing import cast
from uuid import UUID


def _get_kwargs(
    invoice_id: UUID,
    *,
    format_: DownloadInvoiceXrechnungFormat | Unset = "xml",
    x_workspace_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_workspace_id, Unset):
        headers["X-Workspace-Id"] = x_workspace_id

    params: dict[str, Any] = {}

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_

    params["format"] = json_format_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/invoices/{invoice_id}/xrechnung".format(
            invoice_id=quote(str(invoice_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> File | Problem | None:
    if response.status_code == 200:
        response_200 = File(payload=BytesIO(response.content))

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[File | Problem]:
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
    format_: DownloadInvoiceXrechnungFormat | Unset = "xml",
    x_workspace_id: str | Unset = UNSET,
) -> Response[File | Problem]:
    """Download Invoice Xrechnung

     XRechnung 3.0 CII XML of a finalized invoice; 409 listing the missing data when the
    CIUS needs more.

    Requires the permission `invoices:read`.

    Args:
        invoice_id (UUID):
        format_ (DownloadInvoiceXrechnungFormat | Unset): xml, or hybrid (PDF/A-3). Default:
            'xml'.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[File | Problem]
    """

    kwargs = _get_kwargs(
        invoice_id=invoice_id,
        format_=format_,
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
    format_: DownloadInvoiceXrechnungFormat | Unset = "xml",
    x_workspace_id: str | Unset = UNSET,
) -> File | Problem | None:
    """Download Invoice Xrechnung

     XRechnung 3.0 CII XML of a finalized invoice; 409 listing the missing data when the
    CIUS needs more.

    Requires the permission `invoices:read`.

    Args:
        invoice_id (UUID):
        format_ (DownloadInvoiceXrechnungFormat | Unset): xml, or hybrid (PDF/A-3). Default:
            'xml'.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        File | Problem
    """

    return sync_detailed(
        invoice_id=invoice_id,
        client=client,
        format_=format_,
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    invoice_id: UUID,
    *,
    client: AuthenticatedClient,
    format_: DownloadInvoiceXrechnungFormat | Unset = "xml",
    x_workspace_id: str | Unset = UNSET,
) -> Response[File | Problem]:
    """Download Invoice Xrechnung

     XRechnung 3.0 CII XML of a finalized invoice; 409 listing the missing data when the
    CIUS needs more.

    Requires the permission `invoices:read`.

    Args:
        invoice_id (UUID):
        format_ (DownloadInvoiceXrechnungFormat | Unset): xml, or hybrid (PDF/A-3). Default:
            'xml'.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[File | Problem]
    """

    kwargs = _get_kwargs(
        invoice_id=invoice_id,
        format_=format_,
        x_workspace_id=x_workspace_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    invoice_id: UUID,
    *,
    client: AuthenticatedClient,
    format_: DownloadInvoiceXrechnungFormat | Unset = "xml",
    x_workspace_id: str | Unset = UNSET,
) -> File | Problem | None:
    """Download Invoice Xrechnung

     XRechnung 3.0 CII XML of a finalized invoice; 409 listing the missing data when the
    CIUS needs more.

    Requires the permission `invoices:read`.

    Args:
        invoice_id (UUID):
        format_ (DownloadInvoiceXrechnungFormat | Unset): xml, or hybrid (PDF/A-3). Default:
            'xml'.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        File | Problem
    """

    return (
        await asyncio_detailed(
            invoice_id=invoice_id,
            client=client,
            format_=format_,
            x_workspace_id=x_workspace_id,
        )
    ).parsed
