"""Where archived documents' bytes live, behind one interface: in the database row (the
default, nothing to set up), in a directory (`BILLING_DOCUMENT_STORE=directory:<path>`, one
file per workspace and content hash, written atomically), or in S3-compatible object storage
(`BILLING_DOCUMENT_STORE=s3://<bucket>/<prefix>`, with the `s3` extra installed; credentials
and region from the usual AWS variables, `BILLING_S3_ENDPOINT_URL` for MinIO and the like)."""

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


class S3Store:
    """Objects `<prefix>/<workspace id>/<sha256>` in one bucket. Content-addressed, so a write
    of bytes already there changes nothing and needs no lock."""

    name = "s3"

    def __init__(self, bucket: str, prefix: str, endpoint_url: str | None = None) -> None:
        try:
            import boto3  # type: ignore[import-untyped]
        except ImportError as exc:  # pragma: no cover - depends on the installation
            raise ValueError(
                "the s3 document store needs boto3: pip install 'billing[s3]'"
            ) from exc
        self.bucket = bucket
        self.prefix = prefix.strip("/")
        self.client = boto3.client("s3", endpoint_url=endpoint_url)

    def _key(self, workspace_id: uuid.UUID, sha256: str) -> str:
        return "/".join(part for part in (self.prefix, str(workspace_id), sha256) if part)

    async def write(self, workspace_id: uuid.UUID, sha256: str, content: bytes) -> bytes | None:
        await asyncio.to_thread(
            self.client.put_object,
            Bucket=self.bucket,
            Key=self._key(workspace_id, sha256),
            Body=content,
        )
        return None

    async def read(self, workspace_id: uuid.UUID, sha256: str, held: bytes | None) -> bytes:
        response = await asyncio.to_thread(
            self.client.get_object, Bucket=self.bucket, Key=self._key(workspace_id, sha256)
        )
        body: bytes = await asyncio.to_thread(response["Body"].read)
        return body


def configured_store(setting: str | None = None) -> ArtifactStore:
    """The store `BILLING_DOCUMENT_STORE` names."""
    settings = get_settings()
    value = setting if setting is not None else settings.document_store
    if value == "database":
        return DatabaseStore()
    if value.startswith("directory:") and len(value) > len("directory:"):
        return DirectoryStore(Path(value.split(":", 1)[1]))
    if value.startswith("s3://") and len(value) > len("s3://"):
        bucket, _, prefix = value.removeprefix("s3://").partition("/")
        return S3Store(bucket, prefix, settings.s3_endpoint_url)
    raise ValueError(
        "BILLING_DOCUMENT_STORE must be 'database', 'directory:<path>' or "
        f"'s3://<bucket>/<prefix>', not {value!r}"
    )


def store_named(name: str) -> ArtifactStore:
    """The store an archived row was written to (its `store` column)."""
    if name == "database":
        return DatabaseStore()
    configured = configured_store()
    if configured.name != name:
        raise ValueError(f"a document was archived in the {name} store, which is not configured")
    return configured
