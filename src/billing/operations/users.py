"""`billing users reset-password EMAIL`: a new password for a user who lost theirs.

The admin password is printed once, at bootstrap. The new password is generated (never
typed on a command line, where shell history keeps it), shown once, and stored only as its
argon2 hash; every session of the user ends, so whoever held the old password is logged out.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from billing.access.secrets import Passwords, new_password
from billing.operations.repository import OperatorQueries
from billing.platform.errors import NotFound


@dataclass(frozen=True)
class PasswordReset:
    email: str
    password: str
    sessions_ended: int

    def as_json(self) -> dict[str, object]:
        return {
            "email": self.email,
            "password": self.password,
            "sessions_ended": self.sessions_ended,
        }


async def reset_password(session: AsyncSession, passwords: Passwords, email: str) -> PasswordReset:
    queries = OperatorQueries(session)
    user = await queries.user_by_email(email)
    if user is None:
        raise NotFound(f"no user has the email address {email.strip()!r}")
    password = new_password()
    await queries.set_password(user.id, passwords.hash(password))
    ended = await queries.revoke_sessions_of(user.id)
    return PasswordReset(user.email, password, ended)
