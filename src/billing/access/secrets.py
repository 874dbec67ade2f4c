"""Generating and hashing credentials. Plaintexts leave this module once and are never stored."""

from __future__ import annotations

import hashlib
import re
import secrets
from dataclasses import dataclass

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

API_KEY_PATTERN = re.compile(r"^sk_(live|test)_[0-9a-f]{64}$")
ACCESS_TOKEN_PREFIX = "at_"  # noqa: S105  (a prefix, not a secret)
REFRESH_TOKEN_PREFIX = "rt_"  # noqa: S105
INVITATION_TOKEN_PREFIX = "inv_"  # noqa: S105
KEY_TYPE_PREFIX = {"sk_live": "sk_live_", "sk_test": "sk_test_"}


@dataclass(frozen=True, slots=True)
class IssuedSecret:
    plaintext: str
    hash: str
    display_prefix: str


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_api_key(key_type: str) -> IssuedSecret:
    plaintext = KEY_TYPE_PREFIX[key_type] + secrets.token_hex(32)
    return IssuedSecret(plaintext, hash_token(plaintext), plaintext[:12])


def new_token(prefix: str) -> IssuedSecret:
    plaintext = prefix + secrets.token_urlsafe(32)
    return IssuedSecret(plaintext, hash_token(plaintext), plaintext[: len(prefix) + 4])


def new_password() -> str:
    return secrets.token_urlsafe(18)


class Passwords:
    """argon2id hashing; the cost comes from configuration so tests can run it cheaply."""

    def __init__(self, time_cost: int, memory_kib: int) -> None:
        self._hasher = PasswordHasher(time_cost=time_cost, memory_cost=memory_kib)

    def hash(self, password: str) -> str:
        return self._hasher.hash(password)

    def verify(self, password_hash: str | None, password: str) -> bool:
        if password_hash is None:
            self._hasher.hash(password)  # same work either way: no user enumeration by timing
            return False
        try:
            return self._hasher.verify(password_hash, password)
        except (VerificationError, InvalidHashError):
            return False
