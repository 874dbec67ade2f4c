"""The lifecycle helper every state machine uses: a move or an operation the table does not
list is refused with 409 INVALID_STATE and changes nothing."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from billing.platform.errors import InvalidState
from billing.platform.lifecycle import Lifecycle

DOOR = Lifecycle(
    "door",
    {"open": frozenset({"closed"}), "closed": frozenset({"open", "locked"}), "locked": frozenset()},
    operations={"paint": frozenset({"closed", "locked"})},
)


@dataclass
class Door:
    status: str


def test_a_listed_move_changes_the_status() -> None:
    door = Door("closed")
    DOOR.move(door, "locked")
    assert door.status == "locked"


def test_a_move_not_listed_is_refused_and_changes_nothing() -> None:
    door = Door("open")
    with pytest.raises(InvalidState) as refused:
        DOOR.move(door, "locked")
    assert (refused.value.status, refused.value.code) == (409, "INVALID_STATE")
    assert refused.value.detail == "an open door cannot become locked"
    assert door.status == "open"


def test_an_operation_is_accepted_in_the_statuses_listed_for_it() -> None:
    DOOR.require(Door("locked"), "paint")
    with pytest.raises(InvalidState) as refused:
        DOOR.require(Door("open"), "paint", hint="close it first")
    assert refused.value.detail == (
        "cannot paint an open door (only closed or locked); close it first"
    )


def test_a_table_naming_an_unknown_status_is_a_mistake() -> None:
    with pytest.raises(ValueError, match="unknown statuses"):
        Lifecycle("door", {"open": frozenset({"ajar"})})
