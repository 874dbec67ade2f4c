from typing import Literal

ListVersionReferrersPromotionsTypeType0 = Literal["invoice", "redemption"]

LIST_VERSION_REFERRERS_PROMOTIONS_TYPE_TYPE_0_VALUES: set[
    ListVersionReferrersPromotionsTypeType0
] = {
    "invoice",
    "redemption",
}


def check_list_version_referrers_promotions_type_type_0(
    value: str,
) -> ListVersionReferrersPromotionsTypeType0:
    if value in LIST_VERSION_REFERRERS_PROMOTIONS_TYPE_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_VERSION_REFERRERS_PROMOTIONS_TYPE_TYPE_0_VALUES!r}"
    )
