from typing import Literal

LineCreateLineTypeType0 = Literal["ADJUSTMENT", "CREDIT", "EXPENSE_PASSTHROUGH", "MILESTONE"]

LINE_CREATE_LINE_TYPE_TYPE_0_VALUES: set[LineCreateLineTypeType0] = {
    "ADJUSTMENT",
    "CREDIT",
    "EXPENSE_PASSTHROUGH",
    "MILESTONE",
}


def check_line_create_line_type_type_0(value: str) -> LineCreateLineTypeType0:
    if value in LINE_CREATE_LINE_TYPE_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LINE_CREATE_LINE_TYPE_TYPE_0_VALUES!r}"
    )
