from typing import Literal

TagCreateEntityType = Literal[
    "CREDIT_NOTE", "CUSTOMER", "INVOICE", "PLAN", "PRODUCT", "SUBSCRIPTION"
]

TAG_CREATE_ENTITY_TYPE_VALUES: set[TagCreateEntityType] = {
    "CREDIT_NOTE",
    "CUSTOMER",
    "INVOICE",
    "PLAN",
    "PRODUCT",
    "SUBSCRIPTION",
}


def check_tag_create_entity_type(value: str) -> TagCreateEntityType:
    if value in TAG_CREATE_ENTITY_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TAG_CREATE_ENTITY_TYPE_VALUES!r}"
    )
