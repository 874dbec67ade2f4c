from typing import Literal

FlowUpdateTargetBindingType0 = Literal["live_at_fire", "snapshot_at_activate"]

FLOW_UPDATE_TARGET_BINDING_TYPE_0_VALUES: set[FlowUpdateTargetBindingType0] = {
    "live_at_fire",
    "snapshot_at_activate",
}


def check_flow_update_target_binding_type_0(value: str) -> FlowUpdateTargetBindingType0:
    if value in FLOW_UPDATE_TARGET_BINDING_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {FLOW_UPDATE_TARGET_BINDING_TYPE_0_VALUES!r}"
    )
