"""Lifecycles as data: each resource with a status keeps one table of its allowed moves next to
its service, so that the state rules of the interface document read off the code, and every
refusal is the same 409 `INVALID_STATE`, raised here.

`transitions` maps each status to the statuses it may become. `operations` maps an action that
needs a status but does not change it (editing a draft, applying credit) to the statuses that
accept it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Protocol

from billing.platform.errors import InvalidState


class HasStatus(Protocol):
    status: str


def _a(status: str) -> str:
    return f"{'an' if status[:1] in 'aeiou' else 'a'} {status}"


@dataclass(frozen=True)
class Lifecycle:
    noun: str
    """How a refusal names the resource: `credit note`, `price version`."""
    transitions: Mapping[str, frozenset[str]]
    operations: Mapping[str, frozenset[str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        named = set().union(*self.transitions.values(), *self.operations.values())
        if unknown := named - set(self.transitions):
            raise ValueError(f"the {self.noun} lifecycle names unknown statuses {sorted(unknown)}")

    @property
    def statuses(self) -> frozenset[str]:
        return frozenset(self.transitions)

    def allows(self, status: str, to: str) -> bool:
        return to in self.transitions[status]

    def check(self, resource: HasStatus, to: str) -> None:
        """409 unless the resource may become `to` (before the work that leads there)."""
        if not self.allows(resource.status, to):
            raise InvalidState(f"{_a(resource.status)} {self.noun} cannot become {to}")

    def move(self, resource: HasStatus, to: str) -> None:
        self.check(resource, to)
        resource.status = to

    def require(self, resource: HasStatus, operation: str, *, hint: str = "") -> None:
        """409 unless the resource's status accepts `operation`; `hint` says what to do."""
        accepted = self.operations[operation]
        if resource.status not in accepted:
            raise InvalidState(
                f"cannot {operation} {_a(resource.status)} {self.noun} "
                f"(only {' or '.join(sorted(accepted))}){'; ' + hint if hint else ''}"
            )
