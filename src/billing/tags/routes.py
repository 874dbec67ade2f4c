"""HTTP routes of tags, and the add/remove routes of each taggable resource kind."""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable
from typing import Any

from fastapi import APIRouter, Path, Query, Response
from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.tags import Tag
from billing.platform import idempotency
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.errors import FieldError, ValidationFailed
from billing.platform.listing import ListParams, ListQuery
from billing.platform.pagination import Envelope, ListEnvelope, list_envelope
from billing.platform.routing import BillingRoute, DbSession
from billing.tags import service
from billing.tags.repository import TAG_FILTERS
from billing.tags.schemas import (
    MAX_TAGS_PER_REQUEST,
    EntityType,
    TagCreate,
    TagIds,
    TagOut,
    TagRef,
    TagUpdate,
)

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["tags"])

TAG = "/tags/{tag_id}"
_PROBLEM: dict[str, Any] = {"content": {"application/problem+json": {}}}


def tag_out(tag: Tag, usage_count: int | None = None) -> TagOut:
    return TagOut.model_validate(tag).model_copy(update={"usage_count": usage_count})


@router.get("/tags", response_model=ListEnvelope[TagOut])
async def list_tags(
    query: ListQuery = ListParams(TAG_FILTERS, "tags"),
    archived: str | None = Query(
        None,
        description="Absent or `false`: active tags only; `true`: archived ones too; "
        "`only`: archived ones only.",
    ),
    include: str | None = Query(None, description="`usage_count` adds each tag's count."),
    ctx: RequestContext = Permission("tags:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List the organization's tags, newest first."""
    page = await service.list_tags(db, ctx, query, archived=archived, include=include)
    return list_envelope([tag_out(view.tag, view.usage_count) for view in page.items], page)


@router.post(
    "/tags",
    response_model=Envelope[TagOut],
    status_code=201,
    openapi_extra=idempotency.OPENAPI_EXTRA,
    responses={409: {"description": "A tag of that name and entity type exists", **_PROBLEM}},
)
async def create_tag(
    body: TagCreate,
    ctx: RequestContext = Permission("tags:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Create a tag for one entity type (its name unique there, ignoring case)."""
    return {"data": tag_out(await service.create_tag(db, ctx, body))}


@router.get(TAG, response_model=Envelope[TagOut])
async def get_tag(
    tag_id: uuid.UUID,
    ctx: RequestContext = Permission("tags:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Get a tag (archived ones too)."""
    return {"data": tag_out(await service.get_tag(db, ctx, tag_id))}


@router.patch(TAG, response_model=Envelope[TagOut])
async def update_tag(
    tag_id: uuid.UUID,
    body: TagUpdate,
    ctx: RequestContext = Permission("tags:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Rename, recolor, describe, archive or unarchive a tag."""
    return {"data": tag_out(await service.update_tag(db, ctx, tag_id, body))}


@router.delete(
    TAG,
    status_code=204,
    responses={409: {"description": "A segment or promotion names the tag", **_PROBLEM}},
)
async def delete_tag(
    tag_id: uuid.UUID,
    ctx: RequestContext = Permission("tags:write"),
    db: AsyncSession = DbSession,
) -> Response:
    """Delete a tag (soft) and every tagging of it; refused while referenced (REFERENCED)."""
    await service.delete_tag(db, ctx, tag_id)
    return Response(status_code=204)


def _tag_ids(raw: list[str]) -> list[uuid.UUID]:
    """`tag_ids=a,b&tag_ids=c` → [a, b, c]; anything but UUIDs answers 422 at the query."""
    parts = [part.strip() for value in raw for part in value.split(",")]
    if len(parts) > MAX_TAGS_PER_REQUEST:
        raise ValidationFailed(
            f"at most {MAX_TAGS_PER_REQUEST} tag ids",
            errors=[FieldError(("tag_ids",), "too many", "query")],
        )
    try:
        return [uuid.UUID(part) for part in parts]
    except ValueError:
        raise ValidationFailed(
            "tag_ids must be UUIDs", errors=[FieldError(("tag_ids",), "expected UUIDs", "query")]
        ) from None


FindResource = Callable[[AsyncSession, RequestContext, uuid.UUID], Awaitable[object]]


def tagging_router(
    *, kind: str, id_name: str, entity_type: EntityType, permission: str, find: FindResource
) -> APIRouter:
    """`POST` and `DELETE /v1/{kind}/{id}/tags` for one taggable resource kind; `find` answers
    the resource of this workspace or raises NotFound, so a foreign id changes nothing."""
    tagging = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["tags"])
    path = f"/{kind}/{{{id_name}}}/tags"
    noun = kind.replace("-", " ").removesuffix("s")

    @tagging.post(
        path,
        response_model=Envelope[list[TagRef]],
        summary=f"Add tags to a {noun}",
        description=f"Additive: tags the {noun} carries already stay. Answers its tags "
        f"afterwards. Every tag must be a live {entity_type} tag (else 422).",
        operation_id=f"add_{kind.replace('-', '_')}_tags",
        openapi_extra=idempotency.OPENAPI_EXTRA,
    )
    async def add_tags(
        body: TagIds,
        resource_id: uuid.UUID = Path(alias=id_name),
        ctx: RequestContext = Permission(permission),
        db: AsyncSession = DbSession,
    ) -> dict[str, Any]:
        await find(db, ctx, resource_id)
        found = await service.add_tags(db, ctx, entity_type, resource_id, body.tag_ids)
        return {"data": [TagRef.model_validate(tag) for tag in found]}

    @tagging.delete(
        path,
        status_code=204,
        summary=f"Remove tags from a {noun}",
        description="Other tags stay; ids the resource does not carry are ignored.",
        operation_id=f"remove_{kind.replace('-', '_')}_tags",
    )
    async def remove_tags(
        resource_id: uuid.UUID = Path(alias=id_name),
        tag_ids: list[str] = Query(
            default_factory=list,
            description="Comma-separated (or repeated) tag ids to remove; none removes none.",
        ),
        ctx: RequestContext = Permission(permission),
        db: AsyncSession = DbSession,
    ) -> Response:
        await find(db, ctx, resource_id)
        await service.remove_tags(db, ctx, resource_id, _tag_ids(tag_ids))
        return Response(status_code=204)

    return tagging
