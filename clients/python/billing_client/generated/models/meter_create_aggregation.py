from typing import Literal

MeterCreateAggregation = Literal["count", "last", "max", "sum"]

METER_CREATE_AGGREGATION_VALUES: set[MeterCreateAggregation] = {
    "count",
    "last",
    "max",
    "sum",
}


def check_meter_create_aggregation(value: str) -> MeterCreateAggregation:
    if value in METER_CREATE_AGGREGATION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {METER_CREATE_AGGREGATION_VALUES!r}"
    )
