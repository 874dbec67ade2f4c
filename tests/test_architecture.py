"""The architecture, read off the source: an import graph of `src/billing` built with `ast`.

A domain is a package under `src/billing` other than `platform` and `models`. Every import
counts, at module level or inside a function, and also under `if TYPE_CHECKING:` (a type is a
dependency too, and a type-only import would otherwise be an easy way to hide a cycle). The
domains form no import cycle, and the platform imports no domain and no domain table.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src"
PACKAGE = "billing"
NOT_DOMAINS = frozenset({"platform", "models"})

PLATFORM_MAY_IMPORT = (
    "billing.platform",
    "billing.config",
    "billing.models.platform",
    "billing.models.tenancy",
)
"""What the platform may import from the package: itself, the settings, and its own tables
(jobs, events, idempotency records; organizations and workspaces). `import billing` alone, to
find the domains' job modules, names no domain."""


@dataclass(frozen=True)
class Import:
    module: str
    """The importing module, e.g. `billing.collection.refunds`."""
    target: str
    """The imported module or name, e.g. `billing.credit_notes.service`."""
    where: str
    """`path:line` of the import statement, relative to `src`."""


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _targets(node: ast.AST, module: str, is_package: bool) -> Iterator[str]:
    if isinstance(node, ast.Import):
        yield from (alias.name for alias in node.names)
    elif isinstance(node, ast.ImportFrom):
        if node.level:
            base = module.split(".")
            base = base[: len(base) - node.level + (1 if is_package else 0)]
            source = ".".join([*base, node.module] if node.module else base)
        else:
            source = node.module or ""
        yield source
        yield from (f"{source}.{alias.name}" for alias in node.names if alias.name != "*")


def package_imports() -> list[Import]:
    """Every import of a `billing` module by a `billing` module, wherever it stands."""
    found = []
    for path in sorted((SRC / PACKAGE).rglob("*.py")):
        module = _module_name(path)
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            for target in _targets(node, module, path.name == "__init__.py"):
                if target == PACKAGE or target.startswith(f"{PACKAGE}."):
                    where = f"{path.relative_to(SRC)}:{getattr(node, 'lineno', 0)}"
                    found.append(Import(module, target, where))
    return found


def domain_of(module: str) -> str | None:
    parts = module.split(".")
    if len(parts) < 2 or parts[1] in NOT_DOMAINS:
        return None
    return parts[1] if (SRC / PACKAGE / parts[1]).is_dir() else None


def domain_graph(imports: list[Import]) -> dict[tuple[str, str], list[str]]:
    """(importing domain, imported domain) -> where the imports stand."""
    edges: dict[tuple[str, str], list[str]] = defaultdict(list)
    for found in imports:
        source, target = domain_of(found.module), domain_of(found.target)
        if source and target and source != target and found.where not in edges[source, target]:
            edges[source, target].append(found.where)
    return dict(edges)


def find_cycle(edges: set[tuple[str, str]]) -> list[str] | None:
    """A cycle of the graph as a closed path [a, b, ..., a], or None (depth-first search)."""
    successors: dict[str, list[str]] = defaultdict(list)
    for source, target in sorted(edges):
        successors[source].append(target)
    state: dict[str, str] = {}
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = "open"
        path.append(node)
        for nxt in successors[node]:
            if state.get(nxt) == "open":
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state and (cycle := visit(nxt)) is not None:
                return cycle
        state[node] = "done"
        path.pop()
        return None

    for start in sorted(successors):
        if start not in state and (cycle := visit(start)) is not None:
            return cycle
    return None


def _describe(cycle: list[str], graph: Mapping[tuple[str, str], list[str]]) -> str:
    lines = [" -> ".join(cycle)]
    for source, target in pairwise(cycle):
        lines.append(f"  {source} -> {target}: {', '.join(graph[source, target])}")
    return "\n".join(lines)


def test_the_graph_sees_imports_at_module_and_function_level() -> None:
    """The parser finds what it must: a known import, a relative one, one inside a function."""
    graph = domain_graph(package_imports())
    assert ("subscriptions", "catalog") in graph
    module = "billing.collection.refunds"
    relative = ast.parse("from ..tax import service\ndef f():\n    from . import states\n")
    targets = [t for node in ast.walk(relative) for t in _targets(node, module, False)]
    assert "billing.tax.service" in targets
    assert "billing.collection.states" in targets


def test_find_cycle_reports_the_closed_path() -> None:
    assert find_cycle({("a", "b"), ("b", "c"), ("c", "a"), ("c", "d")}) == ["a", "b", "c", "a"]
    assert find_cycle({("a", "b"), ("b", "c"), ("a", "c")}) is None


def test_domains_form_no_import_cycle() -> None:
    graph = domain_graph(package_imports())
    cycle = find_cycle(set(graph))
    assert cycle is None, "import cycle between domains:\n" + _describe(cycle, graph)


def test_the_platform_imports_no_domain() -> None:
    wrong = [
        f"{found.where}: {found.target}"
        for found in package_imports()
        if found.module.startswith("billing.platform")
        and found.target != PACKAGE
        and not any(
            found.target == allowed or found.target.startswith(f"{allowed}.")
            for allowed in PLATFORM_MAY_IMPORT
        )
    ]
    assert wrong == [], "the platform imports a domain or a domain's table:\n" + "\n".join(wrong)


# The clock

CLOCK_MODULE = "billing.platform.clock"

FORBIDDEN_CLOCK_CALLS = frozenset(
    {
        "datetime.datetime.now",
        "datetime.datetime.utcnow",
        "datetime.datetime.today",
        "datetime.date.today",
        "time.time",
        f"{CLOCK_MODULE}.utcnow",
    }
)
"""Readings of the system clock that bypass `platform/clock.py`: a time of day read anywhere
else would not move with a test clock or a pinned clock. (`time.monotonic` measures durations
and is fine.)"""

REMOVED_RESOLVERS = ("now_for", "now_of", "customer_now", "earliest_now")
"""Names of the resolvers of "now" that `clock.now` and `clock.earliest_now` replaced."""


def _qualified(node: ast.expr, aliases: Mapping[str, str]) -> str | None:
    """The dotted name a call's function stands for, through the module's imports."""
    if isinstance(node, ast.Name):
        return aliases.get(node.id)
    if isinstance(node, ast.Attribute):
        base = _qualified(node.value, aliases)
        return f"{base}.{node.attr}" if base is not None else None
    return None


def _import_aliases(tree: ast.Module) -> dict[str, str]:
    aliases: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname:
                    aliases[alias.asname] = alias.name
                else:
                    top = alias.name.split(".")[0]
                    aliases[top] = top
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            for alias in node.names:
                aliases[alias.asname or alias.name] = f"{node.module}.{alias.name}"
    return aliases


def clock_violations(source: str, where: str) -> list[str]:
    """Bare readings of the system clock and functions named like a removed resolver."""
    tree = ast.parse(source)
    aliases = _import_aliases(tree)
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = _qualified(node.func, aliases)
            if name in FORBIDDEN_CLOCK_CALLS:
                found.append((node.lineno, f"calls {name}()"))
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            named_like_a_resolver = node.name.lstrip("_").endswith(REMOVED_RESOLVERS)
            if named_like_a_resolver:
                found.append((node.lineno, f"defines {node.name}; ask clock.now"))
    return [f"{where}:{line} {what}" for line, what in sorted(found)]


def test_the_clock_rule_finds_every_spelling() -> None:
    snippet = """
import datetime
import datetime as dt
import time
from datetime import date, datetime as DateTime
from billing.platform import clock

datetime.datetime.now()
dt.datetime.utcnow()
DateTime.now(UTC)
DateTime.today()
date.today()
time.time()
clock.utcnow()
time.monotonic()
clock.wall_now()

async def customer_now(db, ctx, invoice): ...
def _now_of(job): ...
def now_for(): ...
"""
    found = clock_violations(snippet, "snippet.py")

    assert [line.split(" ", 1)[1] for line in found] == [
        "calls datetime.datetime.now()",
        "calls datetime.datetime.utcnow()",
        "calls datetime.datetime.now()",
        "calls datetime.datetime.today()",
        "calls datetime.date.today()",
        "calls time.time()",
        f"calls {CLOCK_MODULE}.utcnow()",
        "defines customer_now; ask clock.now",
        "defines _now_of; ask clock.now",
        "defines now_for; ask clock.now",
    ]


def test_only_the_clock_module_reads_the_system_clock() -> None:
    found = []
    for path in sorted((SRC / PACKAGE).rglob("*.py")):
        if _module_name(path) != CLOCK_MODULE:
            found += clock_violations(path.read_text(), str(path.relative_to(SRC)))

    assert found == [], "\n".join(found)


# Errors name fields
#
# A service names the field an error is about (`ValidationFailed(detail, field=("lines", 0,
# "unit_price"))`); only the HTTP edge writes it as a JSON pointer (`platform/errors.py`), since
# the same rules run in background jobs, where a request path means nothing.


def _is_edge(path: Path) -> bool:
    """Route modules and the platform: the HTTP edge, where pointers may be written."""
    relative = path.relative_to(SRC / PACKAGE)
    return relative.parts[0] == "platform" or path.stem == "routes" or path.stem.endswith("_routes")


def _starts_a_path(node: ast.AST) -> bool:
    """A string, or an f-string, that begins with `/`: a JSON pointer being written."""
    if isinstance(node, ast.JoinedStr) and node.values:
        node = node.values[0]
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value[:1] == "/"


def pointer_violations(tree: ast.AST, where: str) -> list[str]:
    """Calls that pass `pointer=`, and `errors=` lists holding a pointer string or key."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        for keyword in node.keywords:
            if keyword.arg == "pointer":
                found.append(f"{where}:{node.lineno}: pointer= is written at the HTTP edge")
            elif keyword.arg == "errors" and any(
                _starts_a_path(inner)
                or (isinstance(inner, ast.Dict) and any(map(_is_pointer_key, inner.keys)))
                for inner in ast.walk(keyword.value)
            ):
                found.append(f"{where}:{node.lineno}: an errors list names a JSON pointer")
    return found


def _is_pointer_key(key: ast.AST | None) -> bool:
    return isinstance(key, ast.Constant) and key.value == "pointer"


def test_pointer_check_finds_pointers_and_passes_fields() -> None:
    written = ast.parse(
        "raise ValidationFailed('bad', pointer='/lines/0/amount')\n"
        "lookup(db, ctx, price_id, pointer=at)\n"
        "raise InvalidFilter('bad', errors=[{'pointer': where, 'detail': 'bad'}])\n"
        "raise ValidationFailed('bad', errors=[Problem(f'/tiers/{index}', 'bad')])\n"
    )
    named = ast.parse(
        "raise ValidationFailed('bad', field=('lines', 0, 'amount'))\n"
        "raise ValidationFailed('bad', errors=[FieldError(('tiers', i), 'a/b')])\n"
    )

    assert [line.split(":")[1] for line in pointer_violations(written, "m")] == [
        "1",
        "2",
        "3",
        "4",
    ]
    assert pointer_violations(named, "m") == []


def test_services_name_fields_not_pointers() -> None:
    wrong = []
    for path in sorted((SRC / PACKAGE).rglob("*.py")):
        if not _is_edge(path):
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
            wrong.extend(pointer_violations(tree, str(path.relative_to(SRC))))
    assert wrong == [], "JSON pointers written outside the HTTP edge:\n" + "\n".join(wrong)


# SQL lives in repositories

SQL_PLACES = ("platform", "models")
"""Packages under `src/billing` whose modules may hold SQL, beside every `repository.py` and
`*_repository.py` (migrations live outside `src/billing`)."""

SESSION_NAMES = frozenset({"db", "session", "connection"})
"""Names a session (or connection) goes by: `db`, `session`, `self.session`, `connection`."""

SESSION_CALLS = frozenset({"execute", "scalar", "scalars", "add", "add_all", "delete"})
"""Statements and unit-of-work writes. `flush` is not one: it sends what repositories added,
and services flush to get ids and to order their writes, as the platform's outbox does."""

STATEMENT_BUILDERS = frozenset({"select", "insert", "update", "delete", "text"})

SQL_ALLOWED: Mapping[str, str] = {}
"""Modules outside the SQL places allowed to hold SQL (module -> why). It only shrinks: an entry
whose module holds no SQL any more fails the test."""


def _is_repository(path: Path) -> bool:
    return path.name == "repository.py" or path.name.endswith("_repository.py")


def _may_hold_sql(path: Path) -> bool:
    return path.relative_to(SRC / PACKAGE).parts[0] in SQL_PLACES or _is_repository(path)


def _is_session(node: ast.expr) -> bool:
    if isinstance(node, ast.Name):
        return node.id in SESSION_NAMES
    return isinstance(node, ast.Attribute) and node.attr in SESSION_NAMES


def sql_in(source: str) -> list[str]:
    """`line: what` for each statement import and each session call of a module's source."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [
                f"{node.lineno}: import {alias.name}"
                for alias in node.names
                if alias.name == "sqlalchemy"
            ]
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("sqlalchemy"):
            found += [
                f"{node.lineno}: from {node.module} import {alias.name}"
                for alias in node.names
                if alias.name in STATEMENT_BUILDERS
            ]
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in SESSION_CALLS
            and _is_session(node.func.value)
        ):
            found.append(f"{node.lineno}: {ast.unparse(node.func)}(...)")
    return sorted(found, key=lambda hit: int(hit.split(":")[0]))


def _sql_outside_repositories() -> dict[str, list[str]]:
    found = {}
    for path in sorted((SRC / PACKAGE).rglob("*.py")):
        if not _may_hold_sql(path) and (hits := sql_in(path.read_text(encoding="utf-8"))):
            found[_module_name(path)] = hits
    return found


def test_the_sql_finder_sees_statements_and_session_writes() -> None:
    source = (
        "from sqlalchemy import func, select\n"
        "from sqlalchemy.dialects.postgresql import insert\n"
        "import sqlalchemy as sa\n"
        "async def f(db, self, rows):\n"
        "    db.add(rows)\n"
        "    await self.session.execute(stmt)\n"
        "    await db.flush()\n"
        "    rows.add(1)\n"
        "    await repository.delete(rows)\n"
    )
    assert sql_in(source) == [
        "1: from sqlalchemy import select",
        "2: from sqlalchemy.dialects.postgresql import insert",
        "3: import sqlalchemy",
        "5: db.add(...)",
        "6: self.session.execute(...)",
    ]
    assert _may_hold_sql(SRC / PACKAGE / "invoices" / "sequence_repository.py")
    assert not _may_hold_sql(SRC / PACKAGE / "invoices" / "drafts.py")


def test_sql_lives_in_repositories_and_the_platform() -> None:
    found = {
        module: hits
        for module, hits in _sql_outside_repositories().items()
        if module not in SQL_ALLOWED
    }
    assert found == {}, "SQL outside the repositories and the platform:\n" + "\n".join(
        f"{module}: {'; '.join(hits)}" for module, hits in found.items()
    )


def test_allowed_sql_outside_repositories_still_exists() -> None:
    """An allow-list entry whose module holds no SQL any more must go."""
    assert [m for m in SQL_ALLOWED if m not in _sql_outside_repositories()] == []


TENANT_IDS = frozenset({"organization_id", "workspace_id"})
SCOPING_HELPER = Path("billing/platform/repository.py")


def _is_tenant_of_context(node: ast.expr) -> bool:
    """`ctx.workspace_id`, `self.ctx.organization_id` and the like."""
    if not (isinstance(node, ast.Attribute) and node.attr in TENANT_IDS):
        return False
    owner = node.value
    return (isinstance(owner, ast.Name) and owner.id == "ctx") or (
        isinstance(owner, ast.Attribute) and owner.attr == "ctx"
    )


def tenant_predicates_in(source: str) -> list[str]:
    """`line: comparison` for each comparison against the context's tenant ids."""
    found = [
        node
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Compare)
        and any(_is_tenant_of_context(side) for side in [node.left, *node.comparators])
    ]
    return [f"{node.lineno}: {ast.unparse(node)}" for node in sorted(found, key=_line)]


def _line(node: ast.stmt | ast.expr) -> tuple[int, int]:
    return node.lineno, node.col_offset


def test_the_tenant_predicate_finder_sees_comparisons_with_the_context() -> None:
    source = (
        "stmt = select(X).where(X.workspace_id == self.ctx.workspace_id, X.id == id_)\n"
        "other = ctx.organization_id != Y.organization_id\n"
        "values = insert(X).values(workspace_id=self.ctx.workspace_id)\n"
    )
    assert tenant_predicates_in(source) == [
        "1: X.workspace_id == self.ctx.workspace_id",
        "2: ctx.organization_id != Y.organization_id",
    ]


def test_repositories_scope_through_the_shared_helper() -> None:
    """Tenant predicates come from `scope()`/`tenant_filter()` of platform/repository.py, so a
    repository cannot forget the workspace half of one or compare the wrong column."""
    found = [
        f"{path.relative_to(SRC)}:{hit}"
        for path in sorted((SRC / PACKAGE).rglob("*.py"))
        if _is_repository(path) and path.relative_to(SRC) != SCOPING_HELPER
        for hit in tenant_predicates_in(path.read_text(encoding="utf-8"))
    ]
    assert found == [], "hand-written tenant predicates:\n" + "\n".join(found)


# Repositories stay in their domain


def _names_a_repository(module: str) -> bool:
    """`billing.<domain>.repository` or `billing.<domain>.<name>_repository`, or a name in one."""
    parts = module.split(".")
    return len(parts) >= 3 and (parts[2] == "repository" or parts[2].endswith("_repository"))


def foreign_repository_imports(imports: list[Import]) -> list[str]:
    """Imports of another domain's repository module (or of a name from one)."""
    return sorted(
        {
            f"{found.where}: {found.target}"
            for found in imports
            if _names_a_repository(found.target)
            and domain_of(found.target) is not None
            and domain_of(found.module) not in (None, domain_of(found.target))
        }
    )


def test_the_repository_check_finds_a_foreign_repository() -> None:
    """It fails on another domain's repository in any import form, not on one's own."""
    module = "billing.credit_notes.applying"
    source = (
        "from billing.invoices.repository import InvoiceRepository\n"
        "from billing.collection import repository\n"
        "def f():\n    import billing.invoices.sequence_repository\n"
        "from billing.credit_notes.repository import CreditNoteRepository\n"
        "from billing.invoices import service\n"
    )
    imports = [
        Import(module, target, f"applying.py:{node.lineno}")
        for node in ast.walk(ast.parse(source))
        for target in _targets(node, module, False)
        if isinstance(node, ast.Import | ast.ImportFrom)
    ]
    assert foreign_repository_imports(imports) == [
        "applying.py:1: billing.invoices.repository",
        "applying.py:1: billing.invoices.repository.InvoiceRepository",
        "applying.py:2: billing.collection.repository",
        "applying.py:4: billing.invoices.sequence_repository",
    ]


def test_no_domain_imports_another_domains_repository() -> None:
    """A domain reaches another through its services; SQL stays with the domain that owns it."""
    wrong = foreign_repository_imports(package_imports())
    assert wrong == [], "a domain imports another domain's repository:\n" + "\n".join(wrong)
