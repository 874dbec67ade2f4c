from typing import Literal

EffectiveSettingSource = Literal["default", "organization"]

EFFECTIVE_SETTING_SOURCE_VALUES: set[EffectiveSettingSource] = {
    "default",
    "organization",
}


def check_effective_setting_source(value: str) -> EffectiveSettingSource:
    if value in EFFECTIVE_SETTING_SOURCE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EFFECTIVE_SETTING_SOURCE_VALUES!r}"
    )
