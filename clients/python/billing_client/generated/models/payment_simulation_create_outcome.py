from typing import Literal

PaymentSimulationCreateOutcome = Literal[
    "decline",
    "expired_card",
    "fraud",
    "insufficient_funds",
    "network_error",
    "processing_error",
    "success",
]

PAYMENT_SIMULATION_CREATE_OUTCOME_VALUES: set[PaymentSimulationCreateOutcome] = {
    "decline",
    "expired_card",
    "fraud",
    "insufficient_funds",
    "network_error",
    "processing_error",
    "success",
}


def check_payment_simulation_create_outcome(value: str) -> PaymentSimulationCreateOutcome:
    if value in PAYMENT_SIMULATION_CREATE_OUTCOME_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PAYMENT_SIMULATION_CREATE_OUTCOME_VALUES!r}"
    )
