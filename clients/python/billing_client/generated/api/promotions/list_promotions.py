from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.list_envelope_promotion_out import ListEnvelopePromotionOut
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    *,
    derived_status: None | str | Unset = UNSET,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    search: None | str | Unset = UNSET,
    status: None | str | Unset = UNSET,
    status_in: None | str | Unset = UNSET,
    archetype: None | str | Unset = UNSET,
    archetype_in: None | str | Unset = UNSET,
    code: None | str | Unset = UNSET,
    code_contains: None | str | Unset = UNSET,
    code_in: None | str | Unset = UNSET,
    created_at: None | str | Unset = UNSET,
    created_at_gt: None | str | Unset = UNSET,
    created_at_gte: None | str | Unset = UNSET,
    created_at_lt: None | str | Unset = UNSET,
    created_at_lte: None | str | Unset = UNSET,
    updated_at: None | str | Unset = UNSET,
    updated_at_gt: None | str | Unset = UNSET,
    updated_at_gte: None | str | Unset = UNSET,
    updated_at_lt: None | str | Unset = UNSET,
    updated_at_lte: None | str | Unset = UNSET,
    distribution: None | str | Unset = UNSET,
    distribution_in: None | str | Unset = UNSET,
    name: None | str | Unset = UNSET,
    name_contains: None | str | Unset = UNSET,
    stacking_group: None | str | Unset = UNSET,
    stacking_group_in: None | str | Unset = UNSET,
    stacking_mode: None | str | Unset = UNSET,
    stacking_mode_in: None | str | Unset = UNSET,
    valid_from: None | str | Unset = UNSET,
    valid_from_gt: None | str | Unset = UNSET,
    valid_from_gte: None | str | Unset = UNSET,
    valid_from_lt: None | str | Unset = UNSET,
    valid_from_lte: None | str | Unset = UNSET,
    valid_to: None | str | Unset = UNSET,
    valid_to_gt: None | str | Unset = UNSET,
    valid_to_gte: None | str | Unset = UNSET,
    valid_to_lt: None | str | Unset = UNSET,
    valid_to_lte: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_workspace_id, Unset):
        headers["X-Workspace-Id"] = x_workspace_id

    params: dict[str, Any] = {}

    json_derived_status: None | str | Unset
    if isinstance(derived_status, Unset):
        json_derived_status = UNSET
    else:
        json_derived_status = derived_status
    params["derived_status"] = json_derived_status

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

    json_search: None | str | Unset
    if isinstance(search, Unset):
        json_search = UNSET
    else:
        json_search = search
    params["search"] = json_search

    json_status: None | str | Unset
    if isinstance(status, Unset):
        json_status = UNSET
    else:
        json_status = status
    params["status"] = json_status

    json_status_in: None | str | Unset
    if isinstance(status_in, Unset):
        json_status_in = UNSET
    else:
        json_status_in = status_in
    params["status.in"] = json_status_in

    json_archetype: None | str | Unset
    if isinstance(archetype, Unset):
        json_archetype = UNSET
    else:
        json_archetype = archetype
    params["archetype"] = json_archetype

    json_archetype_in: None | str | Unset
    if isinstance(archetype_in, Unset):
        json_archetype_in = UNSET
    else:
        json_archetype_in = archetype_in
    params["archetype.in"] = json_archetype_in

    json_code: None | str | Unset
    if isinstance(code, Unset):
        json_code = UNSET
    else:
        json_code = code
    params["code"] = json_code

    json_code_contains: None | str | Unset
    if isinstance(code_contains, Unset):
        json_code_contains = UNSET
    else:
        json_code_contains = code_contains
    params["code.contains"] = json_code_contains

    json_code_in: None | str | Unset
    if isinstance(code_in, Unset):
        json_code_in = UNSET
    else:
        json_code_in = code_in
    params["code.in"] = json_code_in

    json_created_at: None | str | Unset
    if isinstance(created_at, Unset):
        json_created_at = UNSET
    else:
        json_created_at = created_at
    params["created_at"] = json_created_at

    json_created_at_gt: None | str | Unset
    if isinstance(created_at_gt, Unset):
        json_created_at_gt = UNSET
    else:
        json_created_at_gt = created_at_gt
    params["created_at.gt"] = json_created_at_gt

    json_created_at_gte: None | str | Unset
    if isinstance(created_at_gte, Unset):
        json_created_at_gte = UNSET
    else:
        json_created_at_gte = created_at_gte
    params["created_at.gte"] = json_created_at_gte

    json_created_at_lt: None | str | Unset
    if isinstance(created_at_lt, Unset):
        json_created_at_lt = UNSET
    else:
        json_created_at_lt = created_at_lt
    params["created_at.lt"] = json_created_at_lt

    json_created_at_lte: None | str | Unset
    if isinstance(created_at_lte, Unset):
        json_created_at_lte = UNSET
    else:
        json_created_at_lte = created_at_lte
    params["created_at.lte"] = json_created_at_lte

    json_updated_at: None | str | Unset
    if isinstance(updated_at, Unset):
        json_updated_at = UNSET
    else:
        json_updated_at = updated_at
    params["updated_at"] = json_updated_at

    json_updated_at_gt: None | str | Unset
    if isinstance(updated_at_gt, Unset):
        json_updated_at_gt = UNSET
    else:
        json_updated_at_gt = updated_at_gt
    params["updated_at.gt"] = json_updated_at_gt

    json_updated_at_gte: None | str | Unset
    if isinstance(updated_at_gte, Unset):
        json_updated_at_gte = UNSET
    else:
        json_updated_at_gte = updated_at_gte
    params["updated_at.gte"] = json_updated_at_gte

    json_updated_at_lt: None | str | Unset
    if isinstance(updated_at_lt, Unset):
        json_updated_at_lt = UNSET
    else:
        json_updated_at_lt = updated_at_lt
    params["updated_at.lt"] = json_updated_at_lt

    json_updated_at_lte: None | str | Unset
    if isinstance(updated_at_lte, Unset):
        json_updated_at_lte = UNSET
    else:
        json_updated_at_lte = updated_at_lte
    params["updated_at.lte"] = json_updated_at_lte

    json_distribution: None | str | Unset
    if isinstance(distribution, Unset):
        json_distribution = UNSET
    else:
        json_distribution = distribution
    params["distribution"] = json_distribution

    json_distribution_in: None | str | Unset
    if isinstance(distribution_in, Unset):
        json_distribution_in = UNSET
    else:
        json_distribution_in = distribution_in
    params["distribution.in"] = json_distribution_in

    json_name: None | str | Unset
    if isinstance(name, Unset):
        json_name = UNSET
    else:
        json_name = name
    params["name"] = json_name

    json_name_contains: None | str | Unset
    if isinstance(name_contains, Unset):
        json_name_contains = UNSET
    else:
        json_name_contains = name_contains
    params["name.contains"] = json_name_contains

    json_stacking_group: None | str | Unset
    if isinstance(stacking_group, Unset):
        json_stacking_group = UNSET
    else:
        json_stacking_group = stacking_group
    params["stacking_group"] = json_stacking_group

    json_stacking_group_in: None | str | Unset
    if isinstance(stacking_group_in, Unset):
        json_stacking_group_in = UNSET
    else:
        json_stacking_group_in = stacking_group_in
    params["stacking_group.in"] = json_stacking_group_in

    json_stacking_mode: None | str | Unset
    if isinstance(stacking_mode, Unset):
        json_stacking_mode = UNSET
    else:
        json_stacking_mode = stacking_mode
    params["stacking_mode"] = json_stacking_mode

    json_stacking_mode_in: None | str | Unset
    if isinstance(stacking_mode_in, Unset):
        json_stacking_mode_in = UNSET
    else:
        json_stacking_mode_in = stacking_mode_in
    params["stacking_mode.in"] = json_stacking_mode_in

    json_valid_from: None | str | Unset
    if isinstance(valid_from, Unset):
        json_valid_from = UNSET
    else:
        json_valid_from = valid_from
    params["valid_from"] = json_valid_from

    json_valid_from_gt: None | str | Unset
    if isinstance(valid_from_gt, Unset):
        json_valid_from_gt = UNSET
    else:
        json_valid_from_gt = valid_from_gt
    params["valid_from.gt"] = json_valid_from_gt

    json_valid_from_gte: None | str | Unset
    if isinstance(valid_from_gte, Unset):
        json_valid_from_gte = UNSET
    else:
        json_valid_from_gte = valid_from_gte
    params["valid_from.gte"] = json_valid_from_gte

    json_valid_from_lt: None | str | Unset
    if isinstance(valid_from_lt, Unset):
        json_valid_from_lt = UNSET
    else:
        json_valid_from_lt = valid_from_lt
    params["valid_from.lt"] = json_valid_from_lt

    json_valid_from_lte: None | str | Unset
    if isinstance(valid_from_lte, Unset):
        json_valid_from_lte = UNSET
    else:
        json_valid_from_lte = valid_from_lte
    params["valid_from.lte"] = json_valid_from_lte

    json_valid_to: None | str | Unset
    if isinstance(valid_to, Unset):
        json_valid_to = UNSET
    else:
        json_valid_to = valid_to
    params["valid_to"] = json_valid_to

    json_valid_to_gt: None | str | Unset
    if isinstance(valid_to_gt, Unset):
        json_valid_to_gt = UNSET
    else:
        json_valid_to_gt = valid_to_gt
    params["valid_to.gt"] = json_valid_to_gt

    json_valid_to_gte: None | str | Unset
    if isinstance(valid_to_gte, Unset):
        json_valid_to_gte = UNSET
    else:
        json_valid_to_gte = valid_to_gte
    params["valid_to.gte"] = json_valid_to_gte

    json_valid_to_lt: None | str | Unset
    if isinstance(valid_to_lt, Unset):
        json_valid_to_lt = UNSET
    else:
        json_valid_to_lt = valid_to_lt
    params["valid_to.lt"] = json_valid_to_lt

    json_valid_to_lte: None | str | Unset
    if isinstance(valid_to_lte, Unset):
        json_valid_to_lte = UNSET
    else:
        json_valid_to_lte = valid_to_lte
    params["valid_to.lte"] = json_valid_to_lte

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/promotions",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ListEnvelopePromotionOut | Problem | None:
    if response.status_code == 200:
        response_200 = ListEnvelopePromotionOut.from_dict(response.json())

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
) -> Response[ListEnvelopePromotionOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    derived_status: None | str | Unset = UNSET,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    search: None | str | Unset = UNSET,
    status: None | str | Unset = UNSET,
    status_in: None | str | Unset = UNSET,
    archetype: None | str | Unset = UNSET,
    archetype_in: None | str | Unset = UNSET,
    code: None | str | Unset = UNSET,
    code_contains: None | str | Unset = UNSET,
    code_in: None | str | Unset = UNSET,
    created_at: None | str | Unset = UNSET,
    created_at_gt: None | str | Unset = UNSET,
    created_at_gte: None | str | Unset = UNSET,
    created_at_lt: None | str | Unset = UNSET,
    created_at_lte: None | str | Unset = UNSET,
    updated_at: None | str | Unset = UNSET,
    updated_at_gt: None | str | Unset = UNSET,
    updated_at_gte: None | str | Unset = UNSET,
    updated_at_lt: None | str | Unset = UNSET,
    updated_at_lte: None | str | Unset = UNSET,
    distribution: None | str | Unset = UNSET,
    distribution_in: None | str | Unset = UNSET,
    name: None | str | Unset = UNSET,
    name_contains: None | str | Unset = UNSET,
    stacking_group: None | str | Unset = UNSET,
    stacking_group_in: None | str | Unset = UNSET,
    stacking_mode: None | str | Unset = UNSET,
    stacking_mode_in: None | str | Unset = UNSET,
    valid_from: None | str | Unset = UNSET,
    valid_from_gt: None | str | Unset = UNSET,
    valid_from_gte: None | str | Unset = UNSET,
    valid_from_lt: None | str | Unset = UNSET,
    valid_from_lte: None | str | Unset = UNSET,
    valid_to: None | str | Unset = UNSET,
    valid_to_gt: None | str | Unset = UNSET,
    valid_to_gte: None | str | Unset = UNSET,
    valid_to_lt: None | str | Unset = UNSET,
    valid_to_lte: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Response[ListEnvelopePromotionOut | Problem]:
    """List Promotions

     List promotions, newest first (ranked by match with `search`).

    Requires the permission `promotions:read`.

    Args:
        derived_status (None | str | Unset): Only promotions whose derived status (judged now) is
            one of these (comma-separated): draft, scheduled, upcoming, running, expired,
            budget_exhausted, cap_reached, archived.
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        counts (None | str | Unset): Comma-separated fields to count by: archetype, status.
        search (None | str | Unset): Case-insensitive substring of the name or code; exact matches
            first, then prefixes, then the rest.
        status (None | str | Unset): `status` equals the value (a comma list means `in`).
        status_in (None | str | Unset): `status` in the value.
        archetype (None | str | Unset): `archetype` equals the value (a comma list means `in`).
        archetype_in (None | str | Unset): `archetype` in the value.
        code (None | str | Unset): `code` equals the value (a comma list means `in`).
        code_contains (None | str | Unset): `code` contains the value.
        code_in (None | str | Unset): `code` in the value.
        created_at (None | str | Unset): `created_at` equals the value (a comma list means `in`).
        created_at_gt (None | str | Unset): `created_at` gt the value.
        created_at_gte (None | str | Unset): `created_at` gte the value.
        created_at_lt (None | str | Unset): `created_at` lt the value.
        created_at_lte (None | str | Unset): `created_at` lte the value.
        updated_at (None | str | Unset): `updated_at` equals the value (a comma list means `in`).
        updated_at_gt (None | str | Unset): `updated_at` gt the value.
        updated_at_gte (None | str | Unset): `updated_at` gte the value.
        updated_at_lt (None | str | Unset): `updated_at` lt the value.
        updated_at_lte (None | str | Unset): `updated_at` lte the value.
        distribution (None | str | Unset): `distribution` equals the value (a comma list means
            `in`).
        distribution_in (None | str | Unset): `distribution` in the value.
        name (None | str | Unset): `name` equals the value (a comma list means `in`).
        name_contains (None | str | Unset): `name` contains the value.
        stacking_group (None | str | Unset): `stacking_group` equals the value (a comma list means
            `in`).
        stacking_group_in (None | str | Unset): `stacking_group` in the value.
        stacking_mode (None | str | Unset): `stacking_mode` equals the value (a comma list means
            `in`).
        stacking_mode_in (None | str | Unset): `stacking_mode` in the value.
        valid_from (None | str | Unset): `valid_from` equals the value (a comma list means `in`).
        valid_from_gt (None | str | Unset): `valid_from` gt the value.
        valid_from_gte (None | str | Unset): `valid_from` gte the value.
        valid_from_lt (None | str | Unset): `valid_from` lt the value.
        valid_from_lte (None | str | Unset): `valid_from` lte the value.
        valid_to (None | str | Unset): `valid_to` equals the value (a comma list means `in`).
        valid_to_gt (None | str | Unset): `valid_to` gt the value.
        valid_to_gte (None | str | Unset): `valid_to` gte the value.
        valid_to_lt (None | str | Unset): `valid_to` lt the value.
        valid_to_lte (None | str | Unset): `valid_to` lte the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListEnvelopePromotionOut | Problem]
    """

    kwargs = _get_kwargs(
        derived_status=derived_status,
        limit=limit,
        cursor=cursor,
        counts=counts,
        search=search,
        status=status,
        status_in=status_in,
        archetype=archetype,
        archetype_in=archetype_in,
        code=code,
        code_contains=code_contains,
        code_in=code_in,
        created_at=created_at,
        created_at_gt=created_at_gt,
        created_at_gte=created_at_gte,
        created_at_lt=created_at_lt,
        created_at_lte=created_at_lte,
        updated_at=updated_at,
        updated_at_gt=updated_at_gt,
        updated_at_gte=updated_at_gte,
        updated_at_lt=updated_at_lt,
        updated_at_lte=updated_at_lte,
        distribution=distribution,
        distribution_in=distribution_in,
        name=name,
        name_contains=name_contains,
        stacking_group=stacking_group,
        stacking_group_in=stacking_group_in,
        stacking_mode=stacking_mode,
        stacking_mode_in=stacking_mode_in,
        valid_from=valid_from,
        valid_from_gt=valid_from_gt,
        valid_from_gte=valid_from_gte,
        valid_from_lt=valid_from_lt,
        valid_from_lte=valid_from_lte,
        valid_to=valid_to,
        valid_to_gt=valid_to_gt,
        valid_to_gte=valid_to_gte,
        valid_to_lt=valid_to_lt,
        valid_to_lte=valid_to_lte,
        x_workspace_id=x_workspace_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    derived_status: None | str | Unset = UNSET,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    search: None | str | Unset = UNSET,
    status: None | str | Unset = UNSET,
    status_in: None | str | Unset = UNSET,
    archetype: None | str | Unset = UNSET,
    archetype_in: None | str | Unset = UNSET,
    code: None | str | Unset = UNSET,
    code_contains: None | str | Unset = UNSET,
    code_in: None | str | Unset = UNSET,
    created_at: None | str | Unset = UNSET,
    created_at_gt: None | str | Unset = UNSET,
    created_at_gte: None | str | Unset = UNSET,
    created_at_lt: None | str | Unset = UNSET,
    created_at_lte: None | str | Unset = UNSET,
    updated_at: None | str | Unset = UNSET,
    updated_at_gt: None | str | Unset = UNSET,
    updated_at_gte: None | str | Unset = UNSET,
    updated_at_lt: None | str | Unset = UNSET,
    updated_at_lte: None | str | Unset = UNSET,
    distribution: None | str | Unset = UNSET,
    distribution_in: None | str | Unset = UNSET,
    name: None | str | Unset = UNSET,
    name_contains: None | str | Unset = UNSET,
    stacking_group: None | str | Unset = UNSET,
    stacking_group_in: None | str | Unset = UNSET,
    stacking_mode: None | str | Unset = UNSET,
    stacking_mode_in: None | str | Unset = UNSET,
    valid_from: None | str | Unset = UNSET,
    valid_from_gt: None | str | Unset = UNSET,
    valid_from_gte: None | str | Unset = UNSET,
    valid_from_lt: None | str | Unset = UNSET,
    valid_from_lte: None | str | Unset = UNSET,
    valid_to: None | str | Unset = UNSET,
    valid_to_gt: None | str | Unset = UNSET,
    valid_to_gte: None | str | Unset = UNSET,
    valid_to_lt: None | str | Unset = UNSET,
    valid_to_lte: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> ListEnvelopePromotionOut | Problem | None:
    """List Promotions

     List promotions, newest first (ranked by match with `search`).

    Requires the permission `promotions:read`.

    Args:
        derived_status (None | str | Unset): Only promotions whose derived status (judged now) is
            one of these (comma-separated): draft, scheduled, upcoming, running, expired,
            budget_exhausted, cap_reached, archived.
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        counts (None | str | Unset): Comma-separated fields to count by: archetype, status.
        search (None | str | Unset): Case-insensitive substring of the name or code; exact matches
            first, then prefixes, then the rest.
        status (None | str | Unset): `status` equals the value (a comma list means `in`).
        status_in (None | str | Unset): `status` in the value.
        archetype (None | str | Unset): `archetype` equals the value (a comma list means `in`).
        archetype_in (None | str | Unset): `archetype` in the value.
        code (None | str | Unset): `code` equals the value (a comma list means `in`).
        code_contains (None | str | Unset): `code` contains the value.
        code_in (None | str | Unset): `code` in the value.
        created_at (None | str | Unset): `created_at` equals the value (a comma list means `in`).
        created_at_gt (None | str | Unset): `created_at` gt the value.
        created_at_gte (None | str | Unset): `created_at` gte the value.
        created_at_lt (None | str | Unset): `created_at` lt the value.
        created_at_lte (None | str | Unset): `created_at` lte the value.
        updated_at (None | str | Unset): `updated_at` equals the value (a comma list means `in`).
        updated_at_gt (None | str | Unset): `updated_at` gt the value.
        updated_at_gte (None | str | Unset): `updated_at` gte the value.
        updated_at_lt (None | str | Unset): `updated_at` lt the value.
        updated_at_lte (None | str | Unset): `updated_at` lte the value.
        distribution (None | str | Unset): `distribution` equals the value (a comma list means
            `in`).
        distribution_in (None | str | Unset): `distribution` in the value.
        name (None | str | Unset): `name` equals the value (a comma list means `in`).
        name_contains (None | str | Unset): `name` contains the value.
        stacking_group (None | str | Unset): `stacking_group` equals the value (a comma list means
            `in`).
        stacking_group_in (None | str | Unset): `stacking_group` in the value.
        stacking_mode (None | str | Unset): `stacking_mode` equals the value (a comma list means
            `in`).
        stacking_mode_in (None | str | Unset): `stacking_mode` in the value.
        valid_from (None | str | Unset): `valid_from` equals the value (a comma list means `in`).
        valid_from_gt (None | str | Unset): `valid_from` gt the value.
        valid_from_gte (None | str | Unset): `valid_from` gte the value.
        valid_from_lt (None | str | Unset): `valid_from` lt the value.
        valid_from_lte (None | str | Unset): `valid_from` lte the value.
        valid_to (None | str | Unset): `valid_to` equals the value (a comma list means `in`).
        valid_to_gt (None | str | Unset): `valid_to` gt the value.
        valid_to_gte (None | str | Unset): `valid_to` gte the value.
        valid_to_lt (None | str | Unset): `valid_to` lt the value.
        valid_to_lte (None | str | Unset): `valid_to` lte the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListEnvelopePromotionOut | Problem
    """

    return sync_detailed(
        client=client,
        derived_status=derived_status,
        limit=limit,
        cursor=cursor,
        counts=counts,
        search=search,
        status=status,
        status_in=status_in,
        archetype=archetype,
        archetype_in=archetype_in,
        code=code,
        code_contains=code_contains,
        code_in=code_in,
        created_at=created_at,
        created_at_gt=created_at_gt,
        created_at_gte=created_at_gte,
        created_at_lt=created_at_lt,
        created_at_lte=created_at_lte,
        updated_at=updated_at,
        updated_at_gt=updated_at_gt,
        updated_at_gte=updated_at_gte,
        updated_at_lt=updated_at_lt,
        updated_at_lte=updated_at_lte,
        distribution=distribution,
        distribution_in=distribution_in,
        name=name,
        name_contains=name_contains,
        stacking_group=stacking_group,
        stacking_group_in=stacking_group_in,
        stacking_mode=stacking_mode,
        stacking_mode_in=stacking_mode_in,
        valid_from=valid_from,
        valid_from_gt=valid_from_gt,
        valid_from_gte=valid_from_gte,
        valid_from_lt=valid_from_lt,
        valid_from_lte=valid_from_lte,
        valid_to=valid_to,
        valid_to_gt=valid_to_gt,
        valid_to_gte=valid_to_gte,
        valid_to_lt=valid_to_lt,
        valid_to_lte=valid_to_lte,
        x_workspace_id=x_workspace_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    derived_status: None | str | Unset = UNSET,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    search: None | str | Unset = UNSET,
    status: None | str | Unset = UNSET,
    status_in: None | str | Unset = UNSET,
    archetype: None | str | Unset = UNSET,
    archetype_in: None | str | Unset = UNSET,
    code: None | str | Unset = UNSET,
    code_contains: None | str | Unset = UNSET,
    code_in: None | str | Unset = UNSET,
    created_at: None | str | Unset = UNSET,
    created_at_gt: None | str | Unset = UNSET,
    created_at_gte: None | str | Unset = UNSET,
    created_at_lt: None | str | Unset = UNSET,
    created_at_lte: None | str | Unset = UNSET,
    updated_at: None | str | Unset = UNSET,
    updated_at_gt: None | str | Unset = UNSET,
    updated_at_gte: None | str | Unset = UNSET,
    updated_at_lt: None | str | Unset = UNSET,
    updated_at_lte: None | str | Unset = UNSET,
    distribution: None | str | Unset = UNSET,
    distribution_in: None | str | Unset = UNSET,
    name: None | str | Unset = UNSET,
    name_contains: None | str | Unset = UNSET,
    stacking_group: None | str | Unset = UNSET,
    stacking_group_in: None | str | Unset = UNSET,
    stacking_mode: None | str | Unset = UNSET,
    stacking_mode_in: None | str | Unset = UNSET,
    valid_from: None | str | Unset = UNSET,
    valid_from_gt: None | str | Unset = UNSET,
    valid_from_gte: None | str | Unset = UNSET,
    valid_from_lt: None | str | Unset = UNSET,
    valid_from_lte: None | str | Unset = UNSET,
    valid_to: None | str | Unset = UNSET,
    valid_to_gt: None | str | Unset = UNSET,
    valid_to_gte: None | str | Unset = UNSET,
    valid_to_lt: None | str | Unset = UNSET,
    valid_to_lte: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> Response[ListEnvelopePromotionOut | Problem]:
    """List Promotions

     List promotions, newest first (ranked by match with `search`).

    Requires the permission `promotions:read`.

    Args:
        derived_status (None | str | Unset): Only promotions whose derived status (judged now) is
            one of these (comma-separated): draft, scheduled, upcoming, running, expired,
            budget_exhausted, cap_reached, archived.
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        counts (None | str | Unset): Comma-separated fields to count by: archetype, status.
        search (None | str | Unset): Case-insensitive substring of the name or code; exact matches
            first, then prefixes, then the rest.
        status (None | str | Unset): `status` equals the value (a comma list means `in`).
        status_in (None | str | Unset): `status` in the value.
        archetype (None | str | Unset): `archetype` equals the value (a comma list means `in`).
        archetype_in (None | str | Unset): `archetype` in the value.
        code (None | str | Unset): `code` equals the value (a comma list means `in`).
        code_contains (None | str | Unset): `code` contains the value.
        code_in (None | str | Unset): `code` in the value.
        created_at (None | str | Unset): `created_at` equals the value (a comma list means `in`).
        created_at_gt (None | str | Unset): `created_at` gt the value.
        created_at_gte (None | str | Unset): `created_at` gte the value.
        created_at_lt (None | str | Unset): `created_at` lt the value.
        created_at_lte (None | str | Unset): `created_at` lte the value.
        updated_at (None | str | Unset): `updated_at` equals the value (a comma list means `in`).
        updated_at_gt (None | str | Unset): `updated_at` gt the value.
        updated_at_gte (None | str | Unset): `updated_at` gte the value.
        updated_at_lt (None | str | Unset): `updated_at` lt the value.
        updated_at_lte (None | str | Unset): `updated_at` lte the value.
        distribution (None | str | Unset): `distribution` equals the value (a comma list means
            `in`).
        distribution_in (None | str | Unset): `distribution` in the value.
        name (None | str | Unset): `name` equals the value (a comma list means `in`).
        name_contains (None | str | Unset): `name` contains the value.
        stacking_group (None | str | Unset): `stacking_group` equals the value (a comma list means
            `in`).
        stacking_group_in (None | str | Unset): `stacking_group` in the value.
        stacking_mode (None | str | Unset): `stacking_mode` equals the value (a comma list means
            `in`).
        stacking_mode_in (None | str | Unset): `stacking_mode` in the value.
        valid_from (None | str | Unset): `valid_from` equals the value (a comma list means `in`).
        valid_from_gt (None | str | Unset): `valid_from` gt the value.
        valid_from_gte (None | str | Unset): `valid_from` gte the value.
        valid_from_lt (None | str | Unset): `valid_from` lt the value.
        valid_from_lte (None | str | Unset): `valid_from` lte the value.
        valid_to (None | str | Unset): `valid_to` equals the value (a comma list means `in`).
        valid_to_gt (None | str | Unset): `valid_to` gt the value.
        valid_to_gte (None | str | Unset): `valid_to` gte the value.
        valid_to_lt (None | str | Unset): `valid_to` lt the value.
        valid_to_lte (None | str | Unset): `valid_to` lte the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListEnvelopePromotionOut | Problem]
    """

    kwargs = _get_kwargs(
        derived_status=derived_status,
        limit=limit,
        cursor=cursor,
        counts=counts,
        search=search,
        status=status,
        status_in=status_in,
        archetype=archetype,
        archetype_in=archetype_in,
        code=code,
        code_contains=code_contains,
        code_in=code_in,
        created_at=created_at,
        created_at_gt=created_at_gt,
        created_at_gte=created_at_gte,
        created_at_lt=created_at_lt,
        created_at_lte=created_at_lte,
        updated_at=updated_at,
        updated_at_gt=updated_at_gt,
        updated_at_gte=updated_at_gte,
        updated_at_lt=updated_at_lt,
        updated_at_lte=updated_at_lte,
        distribution=distribution,
        distribution_in=distribution_in,
        name=name,
        name_contains=name_contains,
        stacking_group=stacking_group,
        stacking_group_in=stacking_group_in,
        stacking_mode=stacking_mode,
        stacking_mode_in=stacking_mode_in,
        valid_from=valid_from,
        valid_from_gt=valid_from_gt,
        valid_from_gte=valid_from_gte,
        valid_from_lt=valid_from_lt,
        valid_from_lte=valid_from_lte,
        valid_to=valid_to,
        valid_to_gt=valid_to_gt,
        valid_to_gte=valid_to_gte,
        valid_to_lt=valid_to_lt,
        valid_to_lte=valid_to_lte,
        x_workspace_id=x_workspace_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    derived_status: None | str | Unset = UNSET,
    limit: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    counts: None | str | Unset = UNSET,
    search: None | str | Unset = UNSET,
    status: None | str | Unset = UNSET,
    status_in: None | str | Unset = UNSET,
    archetype: None | str | Unset = UNSET,
    archetype_in: None | str | Unset = UNSET,
    code: None | str | Unset = UNSET,
    code_contains: None | str | Unset = UNSET,
    code_in: None | str | Unset = UNSET,
    created_at: None | str | Unset = UNSET,
    created_at_gt: None | str | Unset = UNSET,
    created_at_gte: None | str | Unset = UNSET,
    created_at_lt: None | str | Unset = UNSET,
    created_at_lte: None | str | Unset = UNSET,
    updated_at: None | str | Unset = UNSET,
    updated_at_gt: None | str | Unset = UNSET,
    updated_at_gte: None | str | Unset = UNSET,
    updated_at_lt: None | str | Unset = UNSET,
    updated_at_lte: None | str | Unset = UNSET,
    distribution: None | str | Unset = UNSET,
    distribution_in: None | str | Unset = UNSET,
    name: None | str | Unset = UNSET,
    name_contains: None | str | Unset = UNSET,
    stacking_group: None | str | Unset = UNSET,
    stacking_group_in: None | str | Unset = UNSET,
    stacking_mode: None | str | Unset = UNSET,
    stacking_mode_in: None | str | Unset = UNSET,
    valid_from: None | str | Unset = UNSET,
    valid_from_gt: None | str | Unset = UNSET,
    valid_from_gte: None | str | Unset = UNSET,
    valid_from_lt: None | str | Unset = UNSET,
    valid_from_lte: None | str | Unset = UNSET,
    valid_to: None | str | Unset = UNSET,
    valid_to_gt: None | str | Unset = UNSET,
    valid_to_gte: None | str | Unset = UNSET,
    valid_to_lt: None | str | Unset = UNSET,
    valid_to_lte: None | str | Unset = UNSET,
    x_workspace_id: str | Unset = UNSET,
) -> ListEnvelopePromotionOut | Problem | None:
    """List Promotions

     List promotions, newest first (ranked by match with `search`).

    Requires the permission `promotions:read`.

    Args:
        derived_status (None | str | Unset): Only promotions whose derived status (judged now) is
            one of these (comma-separated): draft, scheduled, upcoming, running, expired,
            budget_exhausted, cap_reached, archived.
        limit (None | str | Unset): Page size: default 50, at most 200 (larger values are clamped,
            invalid ones fall back to the default).
        cursor (None | str | Unset): Opaque cursor from the previous page's `pagination.cursor`.
        counts (None | str | Unset): Comma-separated fields to count by: archetype, status.
        search (None | str | Unset): Case-insensitive substring of the name or code; exact matches
            first, then prefixes, then the rest.
        status (None | str | Unset): `status` equals the value (a comma list means `in`).
        status_in (None | str | Unset): `status` in the value.
        archetype (None | str | Unset): `archetype` equals the value (a comma list means `in`).
        archetype_in (None | str | Unset): `archetype` in the value.
        code (None | str | Unset): `code` equals the value (a comma list means `in`).
        code_contains (None | str | Unset): `code` contains the value.
        code_in (None | str | Unset): `code` in the value.
        created_at (None | str | Unset): `created_at` equals the value (a comma list means `in`).
        created_at_gt (None | str | Unset): `created_at` gt the value.
        created_at_gte (None | str | Unset): `created_at` gte the value.
        created_at_lt (None | str | Unset): `created_at` lt the value.
        created_at_lte (None | str | Unset): `created_at` lte the value.
        updated_at (None | str | Unset): `updated_at` equals the value (a comma list means `in`).
        updated_at_gt (None | str | Unset): `updated_at` gt the value.
        updated_at_gte (None | str | Unset): `updated_at` gte the value.
        updated_at_lt (None | str | Unset): `updated_at` lt the value.
        updated_at_lte (None | str | Unset): `updated_at` lte the value.
        distribution (None | str | Unset): `distribution` equals the value (a comma list means
            `in`).
        distribution_in (None | str | Unset): `distribution` in the value.
        name (None | str | Unset): `name` equals the value (a comma list means `in`).
        name_contains (None | str | Unset): `name` contains the value.
        stacking_group (None | str | Unset): `stacking_group` equals the value (a comma list means
            `in`).
        stacking_group_in (None | str | Unset): `stacking_group` in the value.
        stacking_mode (None | str | Unset): `stacking_mode` equals the value (a comma list means
            `in`).
        stacking_mode_in (None | str | Unset): `stacking_mode` in the value.
        valid_from (None | str | Unset): `valid_from` equals the value (a comma list means `in`).
        valid_from_gt (None | str | Unset): `valid_from` gt the value.
        valid_from_gte (None | str | Unset): `valid_from` gte the value.
        valid_from_lt (None | str | Unset): `valid_from` lt the value.
        valid_from_lte (None | str | Unset): `valid_from` lte the value.
        valid_to (None | str | Unset): `valid_to` equals the value (a comma list means `in`).
        valid_to_gt (None | str | Unset): `valid_to` gt the value.
        valid_to_gte (None | str | Unset): `valid_to` gte the value.
        valid_to_lt (None | str | Unset): `valid_to` lt the value.
        valid_to_lte (None | str | Unset): `valid_to` lte the value.
        x_workspace_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListEnvelopePromotionOut | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            derived_status=derived_status,
            limit=limit,
            cursor=cursor,
            counts=counts,
            search=search,
            status=status,
            status_in=status_in,
            archetype=archetype,
            archetype_in=archetype_in,
            code=code,
            code_contains=code_contains,
            code_in=code_in,
            created_at=created_at,
            created_at_gt=created_at_gt,
            created_at_gte=created_at_gte,
            created_at_lt=created_at_lt,
            created_at_lte=created_at_lte,
            updated_at=updated_at,
            updated_at_gt=updated_at_gt,
            updated_at_gte=updated_at_gte,
            updated_at_lt=updated_at_lt,
            updated_at_lte=updated_at_lte,
            distribution=distribution,
            distribution_in=distribution_in,
            name=name,
            name_contains=name_contains,
            stacking_group=stacking_group,
            stacking_group_in=stacking_group_in,
            stacking_mode=stacking_mode,
            stacking_mode_in=stacking_mode_in,
            valid_from=valid_from,
            valid_from_gt=valid_from_gt,
            valid_from_gte=valid_from_gte,
            valid_from_lt=valid_from_lt,
            valid_from_lte=valid_from_lte,
            valid_to=valid_to,
            valid_to_gt=valid_to_gt,
            valid_to_gte=valid_to_gte,
            valid_to_lt=valid_to_lt,
            valid_to_lte=valid_to_lte,
            x_workspace_id=x_workspace_id,
        )
    ).parsed
