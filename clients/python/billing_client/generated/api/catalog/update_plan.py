from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.envelope_plan_out import EnvelopePlanOut
from ...models.plan_update import PlanUpdate
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID


def _get_kwargs(
    plan_id: UUID,
    *,
    body: PlanUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_workspace_id, Unset):
        headers["X-Workspace-Id"] = x_workspace_id

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v1/plans/{plan_id}".format(
            plan_id=quote(str(plan_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EnvelopePlanOut | Problem | None:
    if response.status_code == 200:
        response_200 = EnvelopePlanOut.from_dict(response.json())

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
) -> Response[EnvelopePlanOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    plan_id: UUID,
    *,
    client: AuthenticatedClient,
    body: PlanUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> Response[EnvelopePlanOut | Problem]:
    """Update Plan

     Update a plan (merge-patch; `items` replaces the list; `active: false` archives it).

    Requires the permission `plans:write`.

    Args:
        plan_id (UUID):
        x_workspace_id (str | Unset):
        body (PlanUpdate): A merge-patch; `items` replaces the whole list; `active: false`
            archives the plan.

            The billing terms (`currency`, `interval`, `interval_count`, `billing_timing`, `items`)
            change only while no open subscription uses the plan.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnvelopePlanOut | Problem]
    """

    kwargs = _get_kwargs(
        plan_id=plan_id,
        body=body,
        x_workspace_id=x_workspace_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    plan_id: UUID,
    *,
    client: AuthenticatedClient,
    body: PlanUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> EnvelopePlanOut | Problem | None:
    """Update Plan

     Update a plan (merge-patch; `items` replaces the list; `active: false` archives it).

    Requires the permission `plans:write`.

    Args:
        plan_id (UUID):
        x_workspace_id (str | Unset):
        body (PlanUpdate): A merge-patch; `items` replaces the whole list; `active: false`
            archives the plan.

            The billing terms (`currency`, `interval`, `interval_count`, `billing_timing`, `items`)
            change only while no open subscription uses the plan.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnvelopePlanOut | Problem
    """

    return sync_detailed(
        plan_id=plan_id,
        client=client,
        body=body,
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    plan_id: UUID,
    *,
    client: AuthenticatedClient,
    body: PlanUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> Response[EnvelopePlanOut | Problem]:
    """Update Plan

     Update a plan (merge-patch; `items` replaces the list; `active: false` archives it).

    Requires the permission `plans:write`.

    Args:
        plan_id (UUID):
        x_workspace_id (str | Unset):
        body (PlanUpdate): A merge-patch; `items` replaces the whole list; `active: false`
            archives the plan.

            The billing terms (`currency`, `interval`, `interval_count`, `billing_timing`, `items`)
            change only while no open subscription uses the plan.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnvelopePlanOut | Problem]
    """

    kwargs = _get_kwargs(
        plan_id=plan_id,
        body=body,
        x_workspace_id=x_workspace_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    plan_id: UUID,
    *,
    client: AuthenticatedClient,
    body: PlanUpdate,
    x_workspace_id: str | Unset = UNSET,
) -> EnvelopePlanOut | Problem | None:
    """Update Plan

     Update a plan (merge-patch; `items` replaces the list; `active: false` archives it).

    Requires the permission `plans:write`.

    Args:
        plan_id (UUID):
        x_workspace_id (str | Unset):
        body (PlanUpdate): A merge-patch; `items` replaces the whole list; `active: false`
            archives the plan.

            The billing terms (`currency`, `interval`, `interval_count`, `billing_timing`, `items`)
            change only while no open subscription uses the plan.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnvelopePlanOut | Problem
    """

    return (
        await asyncio_detailed(
            plan_id=plan_id,
            client=client,
            body=body,
            x_workspace_id=x_workspace_id,
        )
    ).parsed
