from typing import Literal

SelectorMatch = Literal["all", "any"]

SELECTOR_MATCH_VALUES: set[SelectorMatch] = {
    "all",
    "any",
}


def check_selector_match(value: str) -> SelectorMatch:
    if value in SELECTOR_MATCH_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SELECTOR_MATCH_VALUES!r}")
