from typing import Literal

FlowUpdateFailurePolicyType0 = Literal["continue_independent", "halt"]

FLOW_UPDATE_FAILURE_POLICY_TYPE_0_VALUES: set[FlowUpdateFailurePolicyType0] = {
    "continue_independent",
    "halt",
}


def check_flow_update_failure_policy_type_0(value: str) -> FlowUpdateFailurePolicyType0:
    if value in FLOW_UPDATE_FAILURE_POLICY_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {FLOW_UPDATE_FAILURE_POLICY_TYPE_0_VALUES!r}"
    )
