from typing import Literal

FlowCreateTargetBindingType0 = Literal["live_at_fire", "snapshot_at_activate"]

FLOW_CREATE_TARGET_BINDING_TYPE_0_VALUES: set[FlowCreateTargetBindingType0] = {
    "live_at_fire",
    "snapshot_at_activate",
}


def check_flow_create_target_binding_type_0(value: str) -> FlowCreateTargetBindingType0:
    if value in FLOW_CREATE_TARGET_BINDING_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {FLOW_CREATE_TARGET_BINDING_TYPE_0_VALUES!r}"
    )
