"""The `billing` command: serve, worker, migrate, bootstrap, openapi, tax update-rates, and
the operator commands keys, users reset-password and status (docs/operations.md).

Configuration comes only from `BILLING_*` environment variables (see `billing.config`); the
flags here only choose what to run and where to listen.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.metadata
import shutil
import sys
import uuid
from pathlib import Path
from typing import Any, TextIO

import orjson
from alembic import command
from alembic.config import Config
from alembic.script import ScriptDirectory
from pydantic import ValidationError
from sqlalchemy import inspect
from sqlalchemy.engine import Connection, make_url
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncSession

from billing.access.api_keys import CreatedKey
from billing.access.provisioning import ProvisionedOrganization, bootstrap, is_bootstrapped
from billing.access.secrets import Passwords
from billing.config import Settings, env_variable
from billing.operations import commands, keys, status, users
from billing.platform.db import Database
from billing.platform.errors import BillingError
from billing.platform.validation_wording import readable_message

REPO_ROOT = Path(__file__).resolve().parents[2]
DATABASE_WAIT_SECONDS = 10.0
"""How long a command waits for the database to answer before it gives up with one line."""

USAGE_ERROR = 2
UNREACHABLE = 1
REFUSED = 1
UNHEALTHY = 1


def alembic_config(database_url: str) -> Config:
    config = Config(str(REPO_ROOT / "alembic.ini"))
    config.set_main_option("script_location", str(REPO_ROOT / "migrations"))
    config.attributes["database_url"] = database_url
    config.attributes["configure_logging"] = False
    return config


def migrate(database_url: str) -> None:
    """Upgrade the database to the newest migration (creating the SQLite folder if needed)."""
    _ensure_sqlite_folder(database_url)
    command.upgrade(alembic_config(database_url), "head")


def newest_revisions() -> tuple[str, ...]:
    """The head revision(s) of the migrations shipped with this version."""
    config = alembic_config("sqlite://")
    return tuple(ScriptDirectory.from_config(config).get_heads())


def _ensure_sqlite_folder(database_url: str) -> None:
    path = Settings(database_url=database_url).sqlite_path()
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)


async def _has_schema(database_url: str) -> bool:
    """Whether migrations ever ran here (an empty database has no `alembic_version`)."""

    def check(connection: Connection) -> bool:
        return inspect(connection).has_table("alembic_version")

    db = Database(database_url, pool_size=1)
    try:
        async with db.engine.connect() as connection:
            return await connection.run_sync(check)
    finally:
        await db.dispose()


async def _answers(database_url: str) -> None:
    db = Database(database_url, pool_size=1)
    try:
        async with asyncio.timeout(DATABASE_WAIT_SECONDS):
            await db.answers()
    finally:
        await db.dispose()


def database_problem(settings: Settings) -> str | None:
    """Why the configured database cannot be used, in one line; None when it answers."""
    reason = unanswered(settings)
    if reason is None:
        return None
    safe_url = make_url(settings.database_url).render_as_string(hide_password=True)
    return f"{env_variable('database_url')}: cannot use the database {safe_url}: {reason}"


def unanswered(settings: Settings) -> str | None:
    """What the database answered instead of `SELECT 1`; None when it answers."""
    try:
        _ensure_sqlite_folder(settings.database_url)
        asyncio.run(_answers(settings.database_url))
    except TimeoutError:
        return f"no answer within {DATABASE_WAIT_SECONDS:g} seconds"
    except DBAPIError as exc:
        return " ".join(str(exc.orig).split()) or type(exc.orig).__name__
    except OSError as exc:
        return " ".join(str(exc).split())
    return None


def prepare_schema(settings: Settings, out: TextIO | None = None) -> bool:
    """Migrate an empty database, and an embedded SQLite one always; True when it migrated.
    With `out`, say so first (`serve` tells each step of a start).

    A PostgreSQL database that already has a schema is upgraded by `billing migrate` only, so
    that several `serve` processes never race each other through a migration.
    """
    _ensure_sqlite_folder(settings.database_url)
    if settings.is_sqlite or not asyncio.run(_has_schema(settings.database_url)):
        if out is not None:
            step(out, f"Migrating {database_location(settings)} to the newest schema.")
        migrate(settings.database_url)
        return True
    return False


def database_location(settings: Settings) -> str:
    """`the SQLite file /srv/var/billing.db`, or the PostgreSQL URL without its password."""
    path = settings.sqlite_path()
    if path is not None:
        return f"the SQLite file {path.resolve()}"
    if settings.is_sqlite:
        return "an in-memory SQLite database"
    return make_url(settings.database_url).render_as_string(hide_password=True)


def step(out: TextIO, text: str) -> None:
    """One line per step of a start, as `make run` prints its own steps."""
    out.write(f"{text}\n")
    out.flush()


def command_name() -> str:
    """How the user runs this command: `billing` when that is on the PATH, else the path of
    the script that runs (`.venv/bin/billing` after `make run`)."""
    script = Path(sys.argv[0])
    if script.name != "billing":
        return "billing"
    on_path = shutil.which("billing")
    if on_path is not None and Path(on_path).resolve() == script.resolve():
        return "billing"
    try:
        return str(script.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(script)


async def run_bootstrap(settings: Settings) -> ProvisionedOrganization:
    db = Database(settings.database_url, pool_size=1)
    passwords = Passwords(settings.password_hash_time_cost, settings.password_hash_memory_kib)
    try:
        async with db.session() as session, session.begin():
            return await bootstrap(session, passwords, admin_email=settings.bootstrap_admin_email)
    finally:
        await db.dispose()


async def _is_bootstrapped(settings: Settings) -> bool:
    db = Database(settings.database_url, pool_size=1)
    try:
        async with db.session(readonly=True) as session, session.begin():
            return await is_bootstrapped(session)
    finally:
        await db.dispose()


def print_summary(
    result: ProvisionedOrganization, out: TextIO, base_url: str = "http://127.0.0.1:8000"
) -> None:
    """The human-readable form of `bootstrap`; secrets appear only when just created."""
    lines = [f"Organization {result.organization_id}"]
    if result.created:
        lines.append(f"  Admin login: {result.admin_email}  password: {result.admin_password}")
        lines.append("  API keys (shown once; only their SHA-256 hash is stored):")
    else:
        lines.append(f"  Admin login: {result.admin_email} (password set at first bootstrap)")
        lines.append(
            f"  Workspaces (keys are shown only when created; `{command_name()} keys create "
            "live` makes a new one):"
        )
    for workspace in result.workspaces:
        key = workspace.api_key or "-"
        lines.append(f"    {workspace.slug:<8} {workspace.mode:<8} {workspace.id}  {key}")
    lines += [
        "",
        "Next: set the seller's tax profile. No invoice is finalized without the legal name,",
        "address and country (and, in the EU, a VAT id or tax number). With the live key above:",
        "  export BILLING_API_KEY='<the live API key>'",
        f"  curl -X PATCH {base_url}/v1/tax/profile \\",
        '    -H "Authorization: Bearer $BILLING_API_KEY" \\',
        "    -H 'Content-Type: application/json' \\",
        """    -d '{"legal_name": "Example GmbH", "vat_id": "DE123456788", "legal_address": """
        """{"line1": "Hauptstr. 1", "city": "Berlin", "postal_code": "10115", "country": "DE"}}'""",
    ]
    out.write("\n".join(lines) + "\n")
    out.flush()


def cmd_migrate(settings: Settings, _: argparse.Namespace) -> int:
    migrate(settings.database_url)
    safe_url = make_url(settings.database_url).render_as_string(hide_password=True)
    print(f"Migrated {safe_url} to the newest schema.")
    return 0


def cmd_bootstrap(settings: Settings, args: argparse.Namespace) -> int:
    prepare_schema(settings)
    result = asyncio.run(run_bootstrap(settings))
    if args.json:
        sys.stdout.write(orjson.dumps(result.as_json()).decode() + "\n")
    else:
        if not result.created:
            print("Already bootstrapped: nothing was created.")
        print_summary(result, sys.stdout)
    return 0


def cmd_openapi(settings: Settings, _: argparse.Namespace) -> int:
    from billing.app import create_app

    document = create_app(settings).openapi()
    sys.stdout.write(orjson.dumps(document, option=orjson.OPT_INDENT_2).decode() + "\n")
    return 0


def cmd_tax_update_rates(settings: Settings, args: argparse.Namespace) -> int:
    from billing.tax import commands, rates

    path = Path(args.file)
    try:
        entries = commands.read_file(path)
    except rates.InvalidRateTable as exc:
        print(f"billing: {path} was not loaded; nothing changed:", file=sys.stderr)
        for problem in exc.problems:
            print(f"  {problem}", file=sys.stderr)
        return 1
    prepare_schema(settings)
    summary = asyncio.run(commands.load(settings.database_url, entries))
    commands.print_summary(summary, path, sys.stdout)
    return 0


def cmd_serve(settings: Settings, args: argparse.Namespace) -> int:
    import uvicorn

    from billing.app import create_app
    from billing.platform import serving
    from billing.platform.observability import configure_logging, logging_config

    configure_logging(settings.log_level)
    host = args.host or settings.host
    port = settings.port if args.port is None else args.port
    base_url = f"http://{host}:{port}"
    prepare_schema(settings, sys.stdout)
    if not asyncio.run(_is_bootstrapped(settings)):
        step(sys.stdout, "First start: bootstrapping the organization, its admin and API keys.")
        print_summary(asyncio.run(run_bootstrap(settings)), sys.stdout, base_url)
    else:
        print_second_start(settings, sys.stdout)
    if not settings.embedded_worker:
        print(f"Background jobs run in `{command_name()} worker` processes: start at least one.")
    step(sys.stdout, f"Serving the billing API on {base_url} (interactive docs at /docs)")
    options: dict[str, Any] = {
        "host": host,
        "port": port,
        "log_config": logging_config(settings.log_level),
        "access_log": False,
        # Client addresses come from BILLING_TRUSTED_PROXIES only (platform/auth.py).
        "proxy_headers": False,
    }
    if args.workers > 1 and serving.reuse_port_supported():
        return serving.serve("billing.app:create_app", workers=args.workers, options=options)
    if args.workers > 1:
        uvicorn.run("billing.app:create_app", factory=True, workers=args.workers, **options)
    else:
        uvicorn.run(create_app(settings), **options)
    return 0


def print_second_start(settings: Settings, out: TextIO) -> None:
    """A start after the first: where the data is, and how to get credentials again."""
    name = command_name()
    out.write(
        f"Database: {database_location(settings)} (already set up).\n"
        "The admin login and API keys were printed on the first start; only their hashes are "
        "stored. To make new ones:\n"
        f"  {name} keys create live                  # a new API key of the live workspace\n"
        f"  {name} users reset-password {settings.bootstrap_admin_email}"
        "   # a new admin password\n"
    )
    out.flush()


def cmd_worker(settings: Settings, _: argparse.Namespace) -> int:
    from billing.platform.observability import configure_logging
    from billing.platform.worker import run_worker

    configure_logging(settings.log_level)
    asyncio.run(
        run_worker(
            settings.database_url,
            poll_seconds=settings.worker_poll_seconds,
            pool_size=settings.db_pool_size,
        )
    )
    return 0


def _organization(args: argparse.Namespace) -> uuid.UUID | None:
    return None if args.organization is None else uuid.UUID(args.organization)


def cmd_keys_create(settings: Settings, args: argparse.Namespace) -> int:
    async def create(session: AsyncSession) -> tuple[keys.WorkspaceFound, CreatedKey]:
        found = await keys.find_workspace(session, args.workspace, _organization(args))
        return found, await keys.create_key(session, found, args.name)

    found, created = asyncio.run(commands.in_transaction(settings.database_url, create))
    if args.json:
        commands.write_json(commands.created_key_json(found, created), sys.stdout)
    else:
        commands.print_created_key(found, created, sys.stdout)
    return 0


def cmd_keys_list(settings: Settings, args: argparse.Namespace) -> int:
    async def listing(session: AsyncSession) -> tuple[keys.WorkspaceFound, list[dict[str, Any]]]:
        found = await keys.find_workspace(session, args.workspace, _organization(args))
        return found, list(await keys.list_keys(session, found))

    found, listed = asyncio.run(commands.in_transaction(settings.database_url, listing))
    if args.json:
        commands.write_json({"workspace": found.describe(), "data": listed}, sys.stdout)
    else:
        commands.print_keys(found, listed, sys.stdout)
    return 0


def cmd_keys_revoke(settings: Settings, args: argparse.Namespace) -> int:
    async def revoke(session: AsyncSession) -> dict[str, Any]:
        return await keys.revoke_key(session, args.key_id)

    revoked = asyncio.run(commands.in_transaction(settings.database_url, revoke))
    if args.json:
        commands.write_json(revoked, sys.stdout)
    else:
        commands.print_revoked_key(revoked, sys.stdout)
    return 0


def cmd_users_reset_password(settings: Settings, args: argparse.Namespace) -> int:
    passwords = Passwords(settings.password_hash_time_cost, settings.password_hash_memory_kib)

    async def reset(session: AsyncSession) -> users.PasswordReset:
        return await users.reset_password(session, passwords, args.email)

    done = asyncio.run(commands.in_transaction(settings.database_url, reset))
    if args.json:
        commands.write_json(done.as_json(), sys.stdout)
    else:
        commands.print_password_reset(done, sys.stdout)
    return 0


def cmd_status(settings: Settings, args: argparse.Namespace) -> int:
    safe_url = make_url(settings.database_url).render_as_string(hide_password=True)
    reason = unanswered(settings)
    if reason is not None:
        report = status.StatusReport(safe_url, reason)
    else:
        report = asyncio.run(status.gather(settings.database_url, safe_url, newest_revisions()))
    if args.json:
        commands.write_json(report.as_json(), sys.stdout)
    else:
        sys.stdout.write("\n".join(report.lines()) + "\n")
    return 0 if report.healthy else UNHEALTHY


class _PrintVersion(argparse.Action):
    """`--version`, read when asked for only (finding the newest migration loads them all)."""

    def __init__(self, option_strings: list[str], dest: str, **_: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, help="print the version and exit")

    def __call__(self, parser: argparse.ArgumentParser, *_: Any) -> None:
        sys.stdout.write(version() + "\n")
        parser.exit()


def version() -> str:
    try:
        number = importlib.metadata.version("billing")
    except importlib.metadata.PackageNotFoundError:
        number = "unknown"
    return f"billing {number} (schema {', '.join(newest_revisions())})"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="billing",
        description="The billing service. Configuration: BILLING_* environment variables.",
    )
    parser.add_argument("--version", action=_PrintVersion)
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    serve = sub.add_parser("serve", help="run the HTTP API (with the worker loop on SQLite)")
    serve.add_argument("--host", default=None, help="listen address (default: BILLING_HOST)")
    serve.add_argument("--port", type=int, default=None, help="port (default: BILLING_PORT)")
    serve.add_argument("--workers", type=_positive, default=1, help="server processes")
    serve.set_defaults(handler=cmd_serve)
    sub.add_parser("worker", help="run the background worker until SIGINT/SIGTERM").set_defaults(
        handler=cmd_worker
    )
    sub.add_parser("migrate", help="apply database migrations").set_defaults(handler=cmd_migrate)
    boot = sub.add_parser("bootstrap", help="create the first organization (idempotent)")
    boot.add_argument("--json", action="store_true", help="print the result as JSON")
    boot.set_defaults(handler=cmd_bootstrap)
    sub.add_parser("openapi", help="print the OpenAPI document").set_defaults(handler=cmd_openapi)
    tax = sub.add_parser("tax", help="tax data").add_subparsers(
        dest="tax_command", required=True, metavar="TAX_COMMAND"
    )
    update_rates = tax.add_parser(
        "update-rates",
        help="replace the EU VAT rate table from a JSON file (same format as the shipped one)",
    )
    update_rates.add_argument("file", help="the JSON file of rates")
    update_rates.set_defaults(handler=cmd_tax_update_rates)
    _add_operator_commands(sub)
    return parser


def _add_operator_commands(sub: Any) -> None:
    """keys, users and status: what an operator does from a shell (docs/operations.md)."""
    key_commands = sub.add_parser("keys", help="API keys of a workspace").add_subparsers(
        dest="keys_command", required=True, metavar="KEYS_COMMAND"
    )
    for name, handler, text in (
        ("create", cmd_keys_create, "make a new full-access API key (printed once)"),
        ("list", cmd_keys_list, "list the workspace's keys (never their secret)"),
    ):
        command = key_commands.add_parser(name, help=text)
        command.add_argument("workspace", help="the workspace's id or slug (live, sandbox)")
        command.add_argument(
            "--organization",
            type=_uuid,
            default=None,
            help="the organization, when a slug is shared",
        )
        if name == "create":
            command.add_argument("--name", default=None, help="the key's name")
        command.add_argument("--json", action="store_true", help="print the result as JSON")
        command.set_defaults(handler=handler)
    revoke = key_commands.add_parser("revoke", help="revoke an API key by its id")
    revoke.add_argument("key_id", type=uuid.UUID, help="the key's id (see keys list)")
    revoke.add_argument("--json", action="store_true", help="print the result as JSON")
    revoke.set_defaults(handler=cmd_keys_revoke)
    user_commands = sub.add_parser("users", help="user accounts").add_subparsers(
        dest="users_command", required=True, metavar="USERS_COMMAND"
    )
    reset = user_commands.add_parser(
        "reset-password", help="give a user a new password (printed once); ends their sessions"
    )
    reset.add_argument("email", help="the user's email address")
    reset.add_argument("--json", action="store_true", help="print the result as JSON")
    reset.set_defaults(handler=cmd_users_reset_password)
    check = sub.add_parser(
        "status", help="database, schema, due and failed jobs, workers; exit 1 when unhealthy"
    )
    check.add_argument("--json", action="store_true", help="print the report as JSON")
    check.set_defaults(handler=cmd_status)


def _uuid(value: str) -> str:
    try:
        return str(uuid.UUID(value))
    except ValueError:
        raise argparse.ArgumentTypeError("must be a UUID") from None


def _positive(value: str) -> int:
    number = int(value)
    if number < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return number


def configuration_problems(exc: ValidationError) -> list[str]:
    """One line per invalid variable, named as it is set (`BILLING_PORT`); never its value,
    which may hold a password."""
    problems = []
    for error in exc.errors():
        field = str(error["loc"][0]) if error["loc"] else "configuration"
        problems.append(f"{env_variable(field)}: {readable_message(error)}")
    return problems


NEEDS_NO_DATABASE = {"openapi"}
REPORTS_THE_DATABASE = {"status"}
"""Commands that say themselves that the database is unreachable (in their own format)."""


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        settings = Settings()
    except ValidationError as exc:
        for line in configuration_problems(exc):
            print(f"billing: {line}", file=sys.stderr)
        return USAGE_ERROR
    if args.command not in NEEDS_NO_DATABASE | REPORTS_THE_DATABASE:
        unusable = database_problem(settings)
        if unusable is not None:
            print(f"billing: {unusable}", file=sys.stderr)
            return UNREACHABLE
    try:
        exit_status: int = args.handler(settings, args)
    except BillingError as refused:
        print(f"billing: {refused}", file=sys.stderr)
        return REFUSED
    except ValidationError as invalid:
        for error in invalid.errors():
            field = ".".join(str(part) for part in error["loc"]) or "input"
            print(f"billing: {field}: {readable_message(error)}", file=sys.stderr)
        return USAGE_ERROR
    return exit_status


if __name__ == "__main__":
    sys.exit(main())
