"""The flow graph, pure: validation (unknown keys, duplicate keys, cycles) and the order the
engine advances steps in. `graphlib` does the topological sort."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from graphlib import CycleError, TopologicalSorter

from billing.platform.errors import FieldError


@dataclass(frozen=True)
class Edge:
    source: str
    target: str


def problems(keys: Sequence[str], edges: Sequence[Edge]) -> list[FieldError]:
    """What makes `keys` and `edges` no DAG: a repeated step key, an edge naming an unknown
    key, a self-loop or a cycle (named by its keys in order)."""
    found: list[FieldError] = []
    seen: set[str] = set()
    for index, key in enumerate(keys):
        if key in seen:
            found.append(FieldError(("steps", index, "key"), f"the step key {key!r} is repeated"))
        seen.add(key)
    for index, edge in enumerate(edges):
        for end, name in ((edge.source, "from"), (edge.target, "to")):
            if end not in seen:
                found.append(FieldError(("edges", index, name), f"no step has the key {end!r}"))
    if found:
        return found
    cycle = find_cycle(keys, edges)
    if cycle is not None:
        path = " -> ".join(cycle)
        found.append(FieldError(("edges",), f"the edges form a cycle: {path}"))
    return found


def find_cycle(keys: Sequence[str], edges: Sequence[Edge]) -> list[str] | None:
    """A cycle as its keys, first key repeated at the end (`a -> b -> a`), or None."""
    try:
        TopologicalSorter(_dependencies(keys, edges)).prepare()
    except CycleError as exc:
        return [str(key) for key in exc.args[1]]
    return None


def topological_order(keys: Sequence[str], edges: Sequence[Edge]) -> list[str]:
    """Every key after the keys it depends on; ties keep the authored order."""
    position = {key: index for index, key in enumerate(keys)}
    sorter = TopologicalSorter(_dependencies(keys, edges))
    sorter.prepare()
    ordered: list[str] = []
    while sorter.is_active():
        ready = sorted(sorter.get_ready(), key=position.__getitem__)
        ordered.extend(ready)
        sorter.done(*ready)
    return ordered


def dependencies(keys: Sequence[str], edges: Sequence[Edge]) -> dict[str, list[str]]:
    """Each key's direct prerequisites (the `from` of the edges into it)."""
    return {key: sorted(before) for key, before in _dependencies(keys, edges).items()}


def descendants(start: str, edges: Sequence[Edge]) -> set[str]:
    """Every key reachable from `start` along the edges (not `start` itself)."""
    following: dict[str, list[str]] = {}
    for edge in edges:
        following.setdefault(edge.source, []).append(edge.target)
    reached: set[str] = set()
    frontier = [start]
    while frontier:
        for nxt in following.get(frontier.pop(), []):
            if nxt not in reached:
                reached.add(nxt)
                frontier.append(nxt)
    return reached


def edges_of(raw: Sequence[Mapping[str, str]]) -> list[Edge]:
    """Stored edges (`{"from": ..., "to": ...}`) as `Edge`s."""
    return [Edge(item["from"], item["to"]) for item in raw]


def _dependencies(keys: Sequence[str], edges: Sequence[Edge]) -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {key: set() for key in keys}
    for edge in edges:
        graph.setdefault(edge.target, set()).add(edge.source)
    return graph
