from typing import Literal

BulkConfigAction = Literal["apply_promotion", "cancel_subscription", "change_version"]

BULK_CONFIG_ACTION_VALUES: set[BulkConfigAction] = {
    "apply_promotion",
    "cancel_subscription",
    "change_version",
}


def check_bulk_config_action(value: str) -> BulkConfigAction:
    if value in BULK_CONFIG_ACTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BULK_CONFIG_ACTION_VALUES!r}")
