"""Which tags promotions' `customer_tags` conditions name: the query the tags API will answer
409 REFERENCED with (the tags API does not exist yet, so the service is asked directly)."""

from __future__ import annotations

import uuid

from billing.platform.db import Database
from billing.platform.outbox import workspace_context
from billing.promotions import service
from tests.promotions.helpers import PERCENT_OFF, active_promotion, create_promotion
from tests.support import Tenant


def _referenced(tenant: Tenant, tag_id: str) -> bool:
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]
    workspace = tenant.workspace("live")

    async def ask() -> bool:
        async with db.session() as session:
            ctx = await workspace_context(session, tenant.org.organization_id, workspace.id)
            return await service.tag_referenced(session, ctx, uuid.UUID(tag_id))

    return bool(tenant.client.portal.call(ask))  # type: ignore[union-attr]


def _tagged(tag_id: str) -> dict:
    return {"all": [{"type": "customer_tags", "tag_ids": [tag_id]}]}


def test_a_condition_in_use_references_its_tags(tenant: Tenant):
    in_eligibility, in_phase, in_sandbox = (str(uuid.uuid4()) for _ in range(3))
    active_promotion(tenant.live, eligibility=_tagged(in_eligibility))
    create_promotion(
        tenant.live,
        effects=[],
        phases=[{"name": "P", "conditions": _tagged(in_phase), "effects": [PERCENT_OFF]}],
    )
    create_promotion(tenant.sandbox, eligibility=_tagged(in_sandbox))

    assert _referenced(tenant, in_eligibility)
    assert _referenced(tenant, in_phase)
    assert _referenced(tenant, in_sandbox)
    assert not _referenced(tenant, str(uuid.uuid4()))


def test_archived_deleted_and_audience_only_do_not_reference(tenant: Tenant, other_tenant):
    archived, deleted, audience_only, elsewhere = (str(uuid.uuid4()) for _ in range(4))
    promotion = active_promotion(tenant.live, eligibility=_tagged(archived))
    tenant.live.post(f"/v1/promotions/{promotion['id']}/archive", idempotency_key=True)
    draft = create_promotion(tenant.live, eligibility=_tagged(deleted))
    tenant.live.delete(f"/v1/promotions/{draft['id']}")
    create_promotion(
        tenant.live,
        audience={"segment_ids": [], "customer_tag_ids": [audience_only], "customer_ids": []},
    )
    create_promotion(other_tenant.live, eligibility=_tagged(elsewhere))

    for tag_id in (archived, deleted, audience_only, elsewhere):
        assert not _referenced(tenant, tag_id)
