from typing import Literal

LineDiffChange = Literal["added", "changed", "removed"]

LINE_DIFF_CHANGE_VALUES: set[LineDiffChange] = {
    "added",
    "changed",
    "removed",
}


def check_line_diff_change(value: str) -> LineDiffChange:
    if value in LINE_DIFF_CHANGE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LINE_DIFF_CHANGE_VALUES!r}")
