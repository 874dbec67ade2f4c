from typing import Literal

PaymentSimulationOutOutcome = Literal[
    "decline",
    "expired_card",
    "fraud",
    "insufficient_funds",
    "network_error",
    "processing_error",
    "success",
]

PAYMENT_SIMULATION_OUT_OUTCOME_VALUES: set[PaymentSimulationOutOutcome] = {
    "decline",
    "expired_card",
    "fraud",
    "insufficient_funds",
    "network_error",
    "processing_error",
    "success",
}


def check_payment_simulation_out_outcome(value: str) -> PaymentSimulationOutOutcome:
    if value in PAYMENT_SIMULATION_OUT_OUTCOME_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PAYMENT_SIMULATION_OUT_OUTCOME_VALUES!r}"
    )
