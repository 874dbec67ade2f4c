"""The committed Python client (clients/python) is what `make client` generates from the current
OpenAPI document: a route or schema changed without `make client` fails here, naming the files."""

from __future__ import annotations

import filecmp
import importlib.util
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
GENERATOR = ROOT / "clients" / "python" / "generate.py"


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("billing_client_generate", GENERATOR)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _files(folder: Path) -> dict[str, Path]:
    return {
        str(path.relative_to(folder)): path
        for path in folder.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    }


def test_the_committed_client_is_what_make_client_generates(tmp_path: Path) -> None:
    generator = _generator()
    fresh = tmp_path / "generated"
    generator.generate(fresh)
    committed, generated = _files(generator.TARGET), _files(fresh)
    missing = sorted(set(generated) - set(committed))
    stale = sorted(set(committed) - set(generated))
    changed = sorted(
        name
        for name in set(generated) & set(committed)
        if not filecmp.cmp(generated[name], committed[name], shallow=False)
    )
    drift = [f"new: {n}" for n in missing] + [f"gone: {n}" for n in stale]
    drift += [f"changed: {n}" for n in changed]
    assert not drift, "run `make client` and commit the result:\n" + "\n".join(drift)
