from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.vat_rate_list import VatRateList
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    *,
    on: None | str | Unset = UNSET,
    country: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_workspace_id, Unset):
        headers["X-Workspace-Id"] = x_workspace_id

    params: dict[str, Any] = {}

    json_on: None | str | Unset
    if isinstance(on, Unset):
        json_on = UNSET
    else:
        json_on = on
    params["on"] = json_on

    json_country: None | str | Unset
    if isinstance(country, Unset):
        json_country = UNSET
    else:
        json_country = country
    params["country"] = json_country

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tax/eu-vat-rates",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | VatRateList | None:
    if response.status_code == 200:
        response_200 = VatRateList.from_dict(response.json())

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
) -> Response[Problem | VatRateList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    on: None | str | Unset = UNSET,
    country: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Response[Problem | VatRateList]:
    """List Eu Vat Rates

     List the EU VAT rates in force on a day, one entry per member state.

    Requires the permission `tax:read`.

    Args:
        on (None | str | Unset): The day (YYYY-MM-DD) the rates apply on; today.
        country (None | str | Unset): Only this member state (e.g. `DE`).
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | VatRateList]
    """

    kwargs = _get_kwargs(
        on=on,
        country=country,
        x_workspace_id=x_workspace_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    on: None | str | Unset = UNSET,
    country: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Problem | VatRateList | None:
    """List Eu Vat Rates

     List the EU VAT rates in force on a day, one entry per member state.

    Requires the permission `tax:read`.

    Args:
        on (None | str | Unset): The day (YYYY-MM-DD) the rates apply on; today.
        country (None | str | Unset): Only this member state (e.g. `DE`).
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | VatRateList
    """

    return sync_detailed(
        client=client,
        on=on,
        country=country,
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    on: None | str | Unset = UNSET,
    country: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Response[Problem | VatRateList]:
    """List Eu Vat Rates

     List the EU VAT rates in force on a day, one entry per member state.

    Requires the permission `tax:read`.

    Args:
        on (None | str | Unset): The day (YYYY-MM-DD) the rates apply on; today.
        country (None | str | Unset): Only this member state (e.g. `DE`).
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | VatRateList]
    """

    kwargs = _get_kwargs(
        on=on,
        country=country,
        x_workspace_id=x_workspace_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    on: None | str | Unset = UNSET,
    country: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Problem | VatRateList | None:
    """List Eu Vat Rates

     List the EU VAT rates in force on a day, one entry per member state.

    Requires the permission `tax:read`.

    Args:
        on (None | str | Unset): The day (YYYY-MM-DD) the rates apply on; today.
        country (None | str | Unset): Only this member state (e.g. `DE`).
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | VatRateList
    """

    return (
        await asyncio_detailed(
            client=client,
            on=on,
            country=country,
            x_workspace_id=x_workspace_id,
        )
    ).parsed
