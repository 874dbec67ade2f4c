"""The `billing` command: serve, worker, migrate, bootstrap, openapi, tax."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from alembic import command
from alembic.config import Config

from billing.config import Settings, get_settings

REPO_ROOT = Path(__file__).resolve().parents[2]


def alembic_config(database_url: str) -> Config:
    config = Config(str(REPO_ROOT / "alembic.ini"))
    config.set_main_option("script_location", str(REPO_ROOT / "migrations"))
    config.attributes["database_url"] = database_url
    config.attributes["configure_logging"] = False
    return config


def migrate(database_url: str) -> None:
    """Upgrade the database to the newest migration (creating the SQLite folder if needed)."""
    settings = Settings(database_url=database_url)
    path = settings.sqlite_path()
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
    command.upgrade(alembic_config(database_url), "head")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="billing", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("migrate", help="apply database migrations")
    args = parser.parse_args(argv)
    settings = get_settings()
    if args.command == "migrate":
        migrate(settings.database_url)
    return 0


if __name__ == "__main__":
    sys.exit(main())
