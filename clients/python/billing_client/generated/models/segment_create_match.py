from typing import Literal

SegmentCreateMatch = Literal["all", "any"]

SEGMENT_CREATE_MATCH_VALUES: set[SegmentCreateMatch] = {
    "all",
    "any",
}


def check_segment_create_match(value: str) -> SegmentCreateMatch:
    if value in SEGMENT_CREATE_MATCH_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEGMENT_CREATE_MATCH_VALUES!r}")
