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


# Repositories stay in their domain


def _is_repository(module: str) -> bool:
    """`billing.<domain>.repository` or `billing.<domain>.<name>_repository`, or a name in one."""
    parts = module.split(".")
    return len(parts) >= 3 and (parts[2] == "repository" or parts[2].endswith("_repository"))


def foreign_repository_imports(imports: list[Import]) -> list[str]:
    """Imports of another domain's repository module (or of a name from one)."""
    return sorted(
        {
            f"{found.where}: {found.target}"
            for found in imports
            if _is_repository(found.target)
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
