"""Process configuration, read once from `BILLING_*` environment variables."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

DEFAULT_SQLITE_URL = "sqlite+aiosqlite:///./var/billing.db"


class Settings(BaseSettings):
    """Every knob of the service; each one is documented in the README."""

    model_config = SettingsConfigDict(env_prefix="BILLING_", extra="ignore")

    database_url: str = DEFAULT_SQLITE_URL
    host: str = "127.0.0.1"
    port: int = 8000
    log_level: str = "INFO"
    max_body_bytes: int = Field(default=1024 * 1024, ge=1)
    trusted_proxies: list[str] = Field(default_factory=list)
    access_token_ttl_seconds: int = Field(default=900, ge=1)
    refresh_token_ttl_seconds: int = Field(default=30 * 24 * 3600, ge=1)
    password_hash_time_cost: int = Field(default=3, ge=1)
    password_hash_memory_kib: int = Field(default=65536, ge=8)
    worker_poll_seconds: float = Field(default=1.0, gt=0)
    run_worker_in_process: bool | None = None
    db_pool_size: int = Field(default=10, ge=1)

    @property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")

    @property
    def embedded_worker(self) -> bool:
        """SQLite runs the worker loop inside `serve`; PostgreSQL uses `billing worker`."""
        if self.run_worker_in_process is not None:
            return self.run_worker_in_process
        return self.is_sqlite

    def sqlite_path(self) -> Path | None:
        if not self.is_sqlite:
            return None
        path = self.database_url.split("///", 1)[1]
        return None if path in ("", ":memory:") else Path(path)


@lru_cache
def get_settings() -> Settings:
    return Settings()
