"""The tenancy guard's registry: each domain lists its routes with an id in its `probes.py`.

A probe says how to make the object in its owner's workspace and how to see that it is
unchanged; `tests/test_tenancy.py` collects every domain's `PROBES` and fails when a route with
an id has none, so the guard grows with the API.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.support import Api, Tenant


@dataclass(frozen=True)
class Probe:
    """How to make the object in its owner's workspace, and how to see that it is unchanged."""

    make: Callable[[Api, Tenant, str], Any]
    """Returns the object's id, or a dict of path parameters for a route with several ids."""
    body: dict[str, Any] | None = None
    read_back: Callable[[Api, Any], Any] | None = None
    workspace_scoped: bool = field(default=True)
    sandbox_only: bool = field(default=False)
    """Sandbox-only routes are probed between two organizations' sandbox workspaces."""
    user_session: bool = field(default=False)
    """Routes that only a user may call are probed with the admin's session, not a key."""


def collect() -> dict[tuple[str, str], Probe]:
    """Every `PROBES` dict of the `tests/<domain>/probes.py` modules, merged."""
    probes: dict[tuple[str, str], Probe] = {}
    root = Path(__file__).parent
    for package in pkgutil.iter_modules([str(root)]):
        if not package.ispkg or not (root / package.name / "probes.py").exists():
            continue
        module = importlib.import_module(f"tests.{package.name}.probes")
        for key, probe in module.PROBES.items():
            if key in probes:
                raise ValueError(f"two probes for {key}")
            probes[key] = probe
    return probes
