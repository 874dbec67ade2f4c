from typing import Literal

FlowCreateFailurePolicyType0 = Literal["continue_independent", "halt"]

FLOW_CREATE_FAILURE_POLICY_TYPE_0_VALUES: set[FlowCreateFailurePolicyType0] = {
    "continue_independent",
    "halt",
}


def check_flow_create_failure_policy_type_0(value: str) -> FlowCreateFailurePolicyType0:
    if value in FLOW_CREATE_FAILURE_POLICY_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {FLOW_CREATE_FAILURE_POLICY_TYPE_0_VALUES!r}"
    )
