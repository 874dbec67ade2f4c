from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.export_tax_data_format import check_export_tax_data_format
from ...models.export_tax_data_format import ExportTaxDataFormat
from ...models.problem import Problem
from ...models.tax_export_list import TaxExportList
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    *,
    from_: str,
    to: str,
    format_: ExportTaxDataFormat | Unset = "csv",
    jurisdiction: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_workspace_id, Unset):
        headers["X-Workspace-Id"] = x_workspace_id

    params: dict[str, Any] = {}

    params["from"] = from_

    params["to"] = to

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_

    params["format"] = json_format_

    json_jurisdiction: None | str | Unset
    if isinstance(jurisdiction, Unset):
        json_jurisdiction = UNSET
    else:
        json_jurisdiction = jurisdiction
    params["jurisdiction"] = json_jurisdiction

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tax/export",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | TaxExportList | None:
    if response.status_code == 200:
        response_200 = TaxExportList.from_dict(response.json())

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

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | TaxExportList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    from_: str,
    to: str,
    format_: ExportTaxDataFormat | Unset = "csv",
    jurisdiction: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Response[Problem | TaxExportList]:
    """Export Tax Data

     Export every line of the invoices issued in a period with its VAT, as CSV or JSON.

    Requires the permission `tax:read`.

    Args:
        from_ (str): First issue day (YYYY-MM-DD, UTC).
        to (str): Last issue day, inclusive (YYYY-MM-DD, UTC).
        format_ (ExportTaxDataFormat | Unset):  Default: 'csv'.
        jurisdiction (None | str | Unset): Only lines whose VAT is owed in this country (e.g.
            `FR`).
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TaxExportList]
    """

    kwargs = _get_kwargs(
        from_=from_,
        to=to,
        format_=format_,
        jurisdiction=jurisdiction,
        x_workspace_id=x_workspace_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    from_: str,
    to: str,
    format_: ExportTaxDataFormat | Unset = "csv",
    jurisdiction: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Problem | TaxExportList | None:
    """Export Tax Data

     Export every line of the invoices issued in a period with its VAT, as CSV or JSON.

    Requires the permission `tax:read`.

    Args:
        from_ (str): First issue day (YYYY-MM-DD, UTC).
        to (str): Last issue day, inclusive (YYYY-MM-DD, UTC).
        format_ (ExportTaxDataFormat | Unset):  Default: 'csv'.
        jurisdiction (None | str | Unset): Only lines whose VAT is owed in this country (e.g.
            `FR`).
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TaxExportList
    """

    return sync_detailed(
        client=client,
        from_=from_,
        to=to,
        format_=format_,
        jurisdiction=jurisdiction,
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    from_: str,
    to: str,
    format_: ExportTaxDataFormat | Unset = "csv",
    jurisdiction: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Response[Problem | TaxExportList]:
    """Export Tax Data

     Export every line of the invoices issued in a period with its VAT, as CSV or JSON.

    Requires the permission `tax:read`.

    Args:
        from_ (str): First issue day (YYYY-MM-DD, UTC).
        to (str): Last issue day, inclusive (YYYY-MM-DD, UTC).
        format_ (ExportTaxDataFormat | Unset):  Default: 'csv'.
        jurisdiction (None | str | Unset): Only lines whose VAT is owed in this country (e.g.
            `FR`).
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TaxExportList]
    """

    kwargs = _get_kwargs(
        from_=from_,
        to=to,
        format_=format_,
        jurisdiction=jurisdiction,
        x_workspace_id=x_workspace_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    from_: str,
    to: str,
    format_: ExportTaxDataFormat | Unset = "csv",
    jurisdiction: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Problem | TaxExportList | None:
    """Export Tax Data

     Export every line of the invoices issued in a period with its VAT, as CSV or JSON.

    Requires the permission `tax:read`.

    Args:
        from_ (str): First issue day (YYYY-MM-DD, UTC).
        to (str): Last issue day, inclusive (YYYY-MM-DD, UTC).
        format_ (ExportTaxDataFormat | Unset):  Default: 'csv'.
        jurisdiction (None | str | Unset): Only lines whose VAT is owed in this country (e.g.
            `FR`).
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TaxExportList
    """

    return (
        await asyncio_detailed(
            client=client,
            from_=from_,
            to=to,
            format_=format_,
            jurisdiction=jurisdiction,
            x_workspace_id=x_workspace_id,
        )
    ).parsed
