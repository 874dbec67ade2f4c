from typing import Literal

TargetSelectorStatusType0Item = Literal["active", "canceled", "past_due", "trialing"]

TARGET_SELECTOR_STATUS_TYPE_0_ITEM_VALUES: set[TargetSelectorStatusType0Item] = {
    "active",
    "canceled",
    "past_due",
    "trialing",
}


def check_target_selector_status_type_0_item(value: str) -> TargetSelectorStatusType0Item:
    if value in TARGET_SELECTOR_STATUS_TYPE_0_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TARGET_SELECTOR_STATUS_TYPE_0_ITEM_VALUES!r}"
    )
