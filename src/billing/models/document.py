"""The document archive: each rendered legal document (PDF) stored once per workspace, keyed by
the SHA-256 of its content. The invoice or credit note names its artifact by that hash
(`document_sha256`); writing the same bytes again changes nothing."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, LargeBinary, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from billing.platform.db import Base, IdMixin, WorkspaceScoped


class DocumentArtifact(IdMixin, WorkspaceScoped, Base):
    __tablename__ = "document_artifacts"
    __noun__ = "document"
    __table_args__ = (UniqueConstraint("workspace_id", "sha256"),)

    sha256: Mapped[str] = mapped_column(String(64))
    media_type: Mapped[str] = mapped_column(String(64))
    size: Mapped[int] = mapped_column(BigInteger)
    store: Mapped[str] = mapped_column(String(16))
    """Where the bytes are: `database` (in `content`) or `directory` (a file named by hash)."""
    content: Mapped[bytes | None] = mapped_column(LargeBinary, default=None)
    created_at: Mapped[datetime]
