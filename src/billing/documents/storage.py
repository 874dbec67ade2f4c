"""Where archived documents' bytes live, behind one interface: in the database row (the
default, nothing to set up) or in a directory (`BILLING_DOCUMENT_STORE=directory:<path>`), one
file per workspace and content hash, written atomically."""

from __future__ import annotations

import asyncio
import os
import tempfile
import uuid
from pathlib import Path
from typing import Protocol

from billing.config import get_settings


class ArtifactStore(Protocol):
    name: str

    async def write(self, workspace_id: uuid.UUID, sha256: str, content: bytes) -> bytes | None:
        """Keep the bytes; returns what the archive row must hold itself (None: nothing)."""
        ...

    async def read(self, workspace_id: uuid.UUID, sha256: str, held: bytes | None) -> bytes: ...


class DatabaseStore:
    name = "database"

    async def write(self, workspace_id: uuid.UUID, sha256: str, content: bytes) -> bytes | None:
        return content

    async def read(self, workspace_id: uuid.UUID, sha256: str, held: bytes | None) -> bytes:
        if held is None:
            raise FileNotFoundError(f"document {sha256} has no content in the database")
        return held


class DirectoryStore:
    name = "directory"

    def __init__(self, root: Path) -> None:
        self.root = root

    def _path(self, workspace_id: uuid.UUID, sha256: str) -> Path:
        return self.root / str(workspace_id) / sha256[:2] / sha256

    async def write(self, workspace_id: uuid.UUID, sha256: str, content: bytes) -> bytes | None:
        await asyncio.to_thread(self._write, self._path(workspace_id, sha256), content)
        return None

    @staticmethod
    def _write(path: Path, content: bytes) -> None:
        if path.exists():
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(content)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise

    async def read(self, workspace_id: uuid.UUID, sha256: str, held: bytes | None) -> bytes:
        return await asyncio.to_thread(self._path(workspace_id, sha256).read_bytes)


def configured_store(setting: str | None = None) -> ArtifactStore:
    """The store `BILLING_DOCUMENT_STORE` names."""
    value = setting if setting is not None else get_settings().document_store
    if value == "database":
        return DatabaseStore()
    if value.startswith("directory:") and len(value) > len("directory:"):
        return DirectoryStore(Path(value.split(":", 1)[1]))
    raise ValueError(
        f"BILLING_DOCUMENT_STORE must be 'database' or 'directory:<path>', not {value!r}"
    )


def store_named(name: str) -> ArtifactStore:
    """The store an archived row was written to (its `store` column)."""
    if name == "database":
        return DatabaseStore()
    configured = configured_store()
    if configured.name != name:
        raise ValueError(f"a document was archived in the {name} store, which is not configured")
    return configured
