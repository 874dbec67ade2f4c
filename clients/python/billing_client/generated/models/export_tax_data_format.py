from typing import Literal

ExportTaxDataFormat = Literal["csv", "json"]

EXPORT_TAX_DATA_FORMAT_VALUES: set[ExportTaxDataFormat] = {
    "csv",
    "json",
}


def check_export_tax_data_format(value: str) -> ExportTaxDataFormat:
    if value in EXPORT_TAX_DATA_FORMAT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EXPORT_TAX_DATA_FORMAT_VALUES!r}"
    )
