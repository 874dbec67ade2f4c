from typing import Literal

SegmentUpdateMatchType0 = Literal["all", "any"]

SEGMENT_UPDATE_MATCH_TYPE_0_VALUES: set[SegmentUpdateMatchType0] = {
    "all",
    "any",
}


def check_segment_update_match_type_0(value: str) -> SegmentUpdateMatchType0:
    if value in SEGMENT_UPDATE_MATCH_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SEGMENT_UPDATE_MATCH_TYPE_0_VALUES!r}"
    )
