"""Signing secrets encrypted at rest (Fernet: AES-128-CBC with HMAC-SHA256).

The keys come from `BILLING_WEBHOOK_SECRET_KEYS` (comma-separated Fernet keys: the first
encrypts, each decrypts, so a key can be rotated in). Without it, a key file is used
(`BILLING_WEBHOOK_SECRET_KEY_FILE`, created with a fresh key on first use, mode 0600): right for
one machine; several machines must share the setting.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

from cryptography.fernet import Fernet, MultiFernet

from billing.config import get_settings


def _key_file_key(path: Path) -> bytes:
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            pass  # another process wrote it meanwhile: read theirs
        else:
            with os.fdopen(descriptor, "wb") as file:
                file.write(Fernet.generate_key())
    return path.read_bytes().strip()


@lru_cache
def _box() -> MultiFernet:
    settings = get_settings()
    keys = [key.strip().encode() for key in settings.webhook_secret_keys.split(",") if key.strip()]
    if not keys:
        keys = [_key_file_key(Path(settings.webhook_secret_key_file))]
    return MultiFernet([Fernet(key) for key in keys])


def seal(secret: str) -> str:
    return _box().encrypt(secret.encode()).decode("ascii")


def unseal(ciphertext: str) -> str:
    return _box().decrypt(ciphertext.encode("ascii")).decode()
