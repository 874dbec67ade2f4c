"""SQL of approval requests."""

from __future__ import annotations

from billing.models.approval import ApprovalRequest
from billing.platform.repository import WorkspaceRepository


class ApprovalRepository(WorkspaceRepository[ApprovalRequest]):
    model = ApprovalRequest
