"""SQL of the document archive."""

from __future__ import annotations

from sqlalchemy.exc import IntegrityError

from billing.models.document import DocumentArtifact
from billing.platform.repository import WorkspaceRepository


class ArtifactRepository(WorkspaceRepository[DocumentArtifact]):
    model = DocumentArtifact

    async def by_hash(self, sha256: str) -> DocumentArtifact | None:
        stmt = self.scoped().where(DocumentArtifact.sha256 == sha256)
        found: DocumentArtifact | None = await self.session.scalar(stmt)
        return found

    async def add_once(self, artifact: DocumentArtifact) -> DocumentArtifact:
        """Insert unless the workspace has these bytes already (also when a concurrent writer
        stored them first: the unique (workspace, sha256) decides, in a savepoint)."""
        existing = await self.by_hash(artifact.sha256)
        if existing is not None:
            return existing
        try:
            async with self.session.begin_nested():
                self.add(artifact)
        except IntegrityError:
            existing = await self.by_hash(artifact.sha256)
            if existing is None:
                raise
            return existing
        return artifact
