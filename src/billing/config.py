"""Process configuration, read once from `BILLING_*` environment variables.

Every field here is a documented knob (docs/reference.md, "Configuration"); nothing else
configures the service.
"""

from __future__ import annotations

import ipaddress
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any

import orjson
from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError

ENV_PREFIX = "BILLING_"
DEFAULT_SQLITE_URL = "sqlite+aiosqlite:///./var/billing.db"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")

ASYNC_DRIVERS = {
    "sqlite": "sqlite+aiosqlite",
    "sqlite+aiosqlite": "sqlite+aiosqlite",
    "postgresql": "postgresql+psycopg",
    "postgres": "postgresql+psycopg",
    "postgresql+psycopg": "postgresql+psycopg",
}
"""The URL schemes accepted in BILLING_DATABASE_URL and the async driver each one runs on."""

_DATABASE_URL_FORMS = "use sqlite:///path/to/billing.db or postgresql://user:password@host/db"


def env_variable(field: str) -> str:
    """The environment variable of a settings field (`port` → `BILLING_PORT`)."""
    return f"{ENV_PREFIX}{field.upper()}"


def async_database_url(value: str) -> str:
    """`sqlite:///…`, `postgresql://…` and `postgres://…` with the async driver chosen; any
    other scheme is refused (ValueError) rather than failing later with a traceback."""
    try:
        url = make_url(value.strip())
    except ArgumentError:
        raise ValueError(f"not a database URL; {_DATABASE_URL_FORMS}") from None
    driver = ASYNC_DRIVERS.get(url.drivername)
    if driver is None:
        raise ValueError(f"the scheme {url.drivername!r} is not supported; {_DATABASE_URL_FORMS}")
    return url.set(drivername=driver).render_as_string(hide_password=False)


class Settings(BaseSettings):
    """Every knob of the service; each one is documented in docs/reference.md."""

    model_config = SettingsConfigDict(env_prefix=ENV_PREFIX, extra="ignore")

    database_url: str = DEFAULT_SQLITE_URL
    host: str = "127.0.0.1"
    port: int = Field(default=8000, ge=0, le=65535)
    log_level: str = "INFO"
    max_body_bytes: int = Field(default=1024 * 1024, ge=1)
    trusted_proxies: Annotated[list[str], NoDecode] = Field(default_factory=list)
    access_token_ttl_seconds: int = Field(default=900, ge=1)
    refresh_token_ttl_seconds: int = Field(default=30 * 24 * 3600, ge=1)
    password_hash_time_cost: int = Field(default=3, ge=1)
    password_hash_memory_kib: int = Field(default=65536, ge=8)
    worker_poll_seconds: float = Field(default=1.0, gt=0)
    run_worker_in_process: bool | None = None
    db_pool_size: int = Field(default=10, ge=1)
    bootstrap_admin_email: str = "admin@example.com"
    document_store: str = "database"
    """Where rendered documents are archived: `database`, `directory:<path>` or
    `s3://<bucket>/<prefix>`."""
    s3_endpoint_url: str | None = None
    """The endpoint of S3-compatible storage (MinIO, ...); AWS itself needs none."""
    max_backdate_days: int = Field(default=365, ge=0)
    """How far in the past (on the customer's clock) a subscription may start and a price
    version take effect: a run catches up every period from there."""
    max_periods_per_run: int = Field(default=12, ge=1)
    """Periods one billing-run job closes in its transaction; the rest continue in a next job."""
    webhook_secret_keys: str = ""
    """Comma-separated Fernet keys that encrypt webhook signing secrets at rest (the first
    encrypts, every one decrypts); empty: the key in `webhook_secret_key_file`."""
    webhook_secret_key_file: str = "./var/webhook-secret.key"  # noqa: S105  (a path)
    """Created with a fresh key on first use when `webhook_secret_keys` is empty."""
    webhook_timeout_seconds: float = Field(default=10.0, gt=0, le=60)
    """How long one delivery waits for the receiver's answer."""
    webhook_dispatch_seconds: float = Field(default=5.0, gt=0, le=3600)
    """How often a workspace's new events are turned into deliveries (the latency bound)."""
    webhook_retention_days: int = Field(default=30, ge=1, le=3650)
    """Webhook deliveries (with their attempt logs) and finished webhook jobs are deleted
    this many days after they were created; a pending delivery is kept until it ends."""
    run_batch_size: int = Field(default=100, ge=1)
    """Billing-run jobs (of one workspace) a worker claims and runs in one transaction
    (`BILLING_RUN_BATCH_SIZE`)."""

    @field_validator("database_url")
    @classmethod
    def _async_driver(cls, value: str) -> str:
        return async_database_url(value)

    @field_validator("log_level")
    @classmethod
    def _known_level(cls, value: str) -> str:
        level = value.strip().upper()
        if level not in LOG_LEVELS:
            raise ValueError(f"log level must be one of {', '.join(LOG_LEVELS)}")
        return level

    @field_validator("trusted_proxies", mode="before")
    @classmethod
    def _proxy_list(cls, value: Any) -> Any:
        """Accepts a comma-separated list (`10.0.0.1,10.1.0.0/16`) or a JSON list."""
        if isinstance(value, str):
            text = value.strip()
            if text.startswith("["):
                return orjson.loads(text)
            return [part.strip() for part in text.split(",") if part.strip()]
        return value

    @field_validator("trusted_proxies")
    @classmethod
    def _valid_networks(cls, value: list[str]) -> list[str]:
        for entry in value:
            ipaddress.ip_network(entry, strict=False)  # raises ValueError on a bad entry
        return value

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
        path = make_url(self.database_url).database
        return None if path in (None, "", ":memory:") else Path(path)


@lru_cache
def get_settings() -> Settings:
    return Settings()
