"""The official XRechnung validation for the test suite (the CEN EN 16931 and KoSIT rules).

The official artifacts (CII D16B schema, CEN and KoSIT validation XSLT) and the runner
`xr_check.py` beside them are third-party data kept outside the repository; the variable
`BILLING_XRECHNUNG_ARTIFACTS` names the artifacts folder (`.ci/run` sets it when
`../shared/einvoice/official` exists) and `xr_check.py` is loaded from that folder's parent, not
copied here. Without the variable nothing is validated, and the suite says so (a report header
line, a warning, and skips of the tests that exist to check official validity); it never
silently passes.

`Recorder` collects every CII document `billing.documents.cii.build` produces during one test;
`tests/conftest.py` installs it around every test and fails the test when one of them does not
pass the official rules.
"""

from __future__ import annotations

import functools
import importlib.util
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ARTIFACTS_VARIABLE = "BILLING_XRECHNUNG_ARTIFACTS"
NOT_CONFIGURED = (
    f"official XRechnung validation not configured: set {ARTIFACTS_VARIABLE} "
    "(e.g. to ../shared/einvoice/official)"
)
INVALID_MARKER = "invalid_xrechnung"
"""The marker of a test that builds invalid XRechnung on purpose (it is not validated)."""


def artifacts_folder() -> Path | None:
    """The folder the variable names, or None when it is unset (a wrong path is an error)."""
    value = os.environ.get(ARTIFACTS_VARIABLE, "").strip()
    if not value:
        return None
    folder = Path(value)
    if not (folder / "XRechnung-CII-validation.xsl").is_file():
        raise RuntimeError(f"{ARTIFACTS_VARIABLE}={value} holds no official XRechnung artifacts")
    if not (folder.parent / "xr_check.py").is_file():
        raise RuntimeError(f"{ARTIFACTS_VARIABLE}={value}: no xr_check.py in its parent folder")
    return folder


@dataclass(frozen=True)
class Verdict:
    blocking: list[tuple[str, str]]
    """(rule id, text) of each fatal or error finding."""
    warnings: list[str] = field(default_factory=list)
    """The rule ids of the warnings (which do not reject the document)."""

    @property
    def accepted(self) -> bool:
        return not self.blocking


class OfficialValidator:
    """`xr_check.Validator` loaded once per process (per xdist worker): compiling the two
    stylesheets takes seconds, validating a document a few milliseconds."""

    def __init__(self, artifacts: Path) -> None:
        path = artifacts.parent / "xr_check.py"
        spec = importlib.util.spec_from_file_location("xr_check", path)
        assert spec is not None and spec.loader is not None, path
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module  # its dataclasses look their module up there
        spec.loader.exec_module(module)
        self._blocking_flags: set[str] = set(module.BLOCKING)
        self._validator: Any = module.Validator(artifacts)

    def check(self, xml: bytes) -> Verdict:
        findings = self._validator.validate(xml)
        return Verdict(
            [(f.rule_id, f.text) for f in findings if f.flag in self._blocking_flags],
            [f.rule_id for f in findings if f.flag == "warning"],
        )


@functools.cache
def official_validator() -> OfficialValidator | None:
    folder = artifacts_folder()
    return OfficialValidator(folder) if folder is not None else None


@dataclass
class Recorder:
    """The XRechnung documents built during one test, with a label each."""

    built: list[tuple[str, bytes]] = field(default_factory=list)

    def record(self, label: str, xml: bytes) -> None:
        self.built.append((label, xml))

    def rejections(self, validator: OfficialValidator) -> list[str]:
        """One paragraph per rejected document: its label and each blocking rule."""
        found = []
        for label, xml in self.built:
            verdict = validator.check(xml)
            if not verdict.accepted:
                rules = "\n".join(f"  {rule}: {text[:300]}" for rule, text in verdict.blocking)
                found.append(f"{label} is rejected by the official rules:\n{rules}")
        return found
