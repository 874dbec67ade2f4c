from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.billing_cycle import BillingCycle
    from ..models.customer_tags_condition import CustomerTagsCondition
    from ..models.date_range import DateRange
    from ..models.first_purchase import FirstPurchase
    from ..models.min_spend import MinSpend
    from ..models.plans_condition import PlansCondition
    from ..models.segments_condition import SegmentsCondition


T = TypeVar("T", bound="ConditionSet")


@_attrs_define
class ConditionSet:
    """`{"all": [...]}` or `{"any": [...]}`; items are conditions or nested sets.

    Attributes:
        all_ (list[BillingCycle | ConditionSet | CustomerTagsCondition | DateRange | FirstPurchase | MinSpend |
            PlansCondition | SegmentsCondition] | None | Unset):
        any_ (list[BillingCycle | ConditionSet | CustomerTagsCondition | DateRange | FirstPurchase | MinSpend |
            PlansCondition | SegmentsCondition] | None | Unset):
    """

    all_: (
        list[
            BillingCycle
            | ConditionSet
            | CustomerTagsCondition
            | DateRange
            | FirstPurchase
            | MinSpend
            | PlansCondition
            | SegmentsCondition
        ]
        | None
        | Unset
    ) = UNSET
    any_: (
        list[
            BillingCycle
            | ConditionSet
            | CustomerTagsCondition
            | DateRange
            | FirstPurchase
            | MinSpend
            | PlansCondition
            | SegmentsCondition
        ]
        | None
        | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.billing_cycle import BillingCycle  # noqa: PLC0415
        from ..models.customer_tags_condition import CustomerTagsCondition  # noqa: PLC0415
        from ..models.date_range import DateRange  # noqa: PLC0415
        from ..models.first_purchase import FirstPurchase  # noqa: PLC0415
        from ..models.min_spend import MinSpend  # noqa: PLC0415
        from ..models.plans_condition import PlansCondition  # noqa: PLC0415
        from ..models.segments_condition import SegmentsCondition  # noqa: PLC0415

        all_: list[dict[str, Any]] | None | Unset
        if isinstance(self.all_, Unset):
            all_ = UNSET
        elif isinstance(self.all_, list):
            all_ = []
            for all_type_0_item_data in self.all_:
                all_type_0_item: dict[str, Any]
                if isinstance(all_type_0_item_data, MinSpend):
                    all_type_0_item = all_type_0_item_data.to_dict()
                elif isinstance(all_type_0_item_data, PlansCondition):
                    all_type_0_item = all_type_0_item_data.to_dict()
                elif isinstance(all_type_0_item_data, SegmentsCondition):
                    all_type_0_item = all_type_0_item_data.to_dict()
                elif isinstance(all_type_0_item_data, CustomerTagsCondition):
                    all_type_0_item = all_type_0_item_data.to_dict()
                elif isinstance(all_type_0_item_data, DateRange):
                    all_type_0_item = all_type_0_item_data.to_dict()
                elif isinstance(all_type_0_item_data, FirstPurchase):
                    all_type_0_item = all_type_0_item_data.to_dict()
                elif isinstance(all_type_0_item_data, BillingCycle):
                    all_type_0_item = all_type_0_item_data.to_dict()
                else:
                    all_type_0_item = all_type_0_item_data.to_dict()

                all_.append(all_type_0_item)

        else:
            all_ = self.all_

        any_: list[dict[str, Any]] | None | Unset
        if isinstance(self.any_, Unset):
            any_ = UNSET
        elif isinstance(self.any_, list):
            any_ = []
            for any_type_0_item_data in self.any_:
                any_type_0_item: dict[str, Any]
                if isinstance(any_type_0_item_data, MinSpend):
                    any_type_0_item = any_type_0_item_data.to_dict()
                elif isinstance(any_type_0_item_data, PlansCondition):
                    any_type_0_item = any_type_0_item_data.to_dict()
                elif isinstance(any_type_0_item_data, SegmentsCondition):
                    any_type_0_item = any_type_0_item_data.to_dict()
                elif isinstance(any_type_0_item_data, CustomerTagsCondition):
                    any_type_0_item = any_type_0_item_data.to_dict()
                elif isinstance(any_type_0_item_data, DateRange):
                    any_type_0_item = any_type_0_item_data.to_dict()
                elif isinstance(any_type_0_item_data, FirstPurchase):
                    any_type_0_item = any_type_0_item_data.to_dict()
                elif isinstance(any_type_0_item_data, BillingCycle):
                    any_type_0_item = any_type_0_item_data.to_dict()
                else:
                    any_type_0_item = any_type_0_item_data.to_dict()

                any_.append(any_type_0_item)

        else:
            any_ = self.any_

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if all_ is not UNSET:
            field_dict["all"] = all_
        if any_ is not UNSET:
            field_dict["any"] = any_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.billing_cycle import BillingCycle  # noqa: PLC0415
        from ..models.customer_tags_condition import CustomerTagsCondition  # noqa: PLC0415
        from ..models.date_range import DateRange  # noqa: PLC0415
        from ..models.first_purchase import FirstPurchase  # noqa: PLC0415
        from ..models.min_spend import MinSpend  # noqa: PLC0415
        from ..models.plans_condition import PlansCondition  # noqa: PLC0415
        from ..models.segments_condition import SegmentsCondition  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_all_(
            data: object,
        ) -> (
            list[
                BillingCycle
                | ConditionSet
                | CustomerTagsCondition
                | DateRange
                | FirstPurchase
                | MinSpend
                | PlansCondition
                | SegmentsCondition
            ]
            | None
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                all_type_0 = []
                _all_type_0 = data
                for all_type_0_item_data in _all_type_0:

                    def _parse_all_type_0_item(
                        data: object,
                    ) -> (
                        BillingCycle
                        | ConditionSet
                        | CustomerTagsCondition
                        | DateRange
                        | FirstPurchase
                        | MinSpend
                        | PlansCondition
                        | SegmentsCondition
                    ):
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            all_type_0_item_type_0_type_0 = MinSpend.from_dict(data)

                            return all_type_0_item_type_0_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            all_type_0_item_type_0_type_1 = PlansCondition.from_dict(data)

                            return all_type_0_item_type_0_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            all_type_0_item_type_0_type_2 = SegmentsCondition.from_dict(data)

                            return all_type_0_item_type_0_type_2
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            all_type_0_item_type_0_type_3 = CustomerTagsCondition.from_dict(data)

                            return all_type_0_item_type_0_type_3
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            all_type_0_item_type_0_type_4 = DateRange.from_dict(data)

                            return all_type_0_item_type_0_type_4
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            all_type_0_item_type_0_type_5 = FirstPurchase.from_dict(data)

                            return all_type_0_item_type_0_type_5
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            all_type_0_item_type_0_type_6 = BillingCycle.from_dict(data)

                            return all_type_0_item_type_0_type_6
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        all_type_0_item_type_1 = ConditionSet.from_dict(data)

                        return all_type_0_item_type_1

                    all_type_0_item = _parse_all_type_0_item(all_type_0_item_data)

                    all_type_0.append(all_type_0_item)

                return all_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[
                    BillingCycle
                    | ConditionSet
                    | CustomerTagsCondition
                    | DateRange
                    | FirstPurchase
                    | MinSpend
                    | PlansCondition
                    | SegmentsCondition
                ]
                | None
                | Unset,
                data,
            )

        all_ = _parse_all_(d.pop("all", UNSET))

        def _parse_any_(
            data: object,
        ) -> (
            list[
                BillingCycle
                | ConditionSet
                | CustomerTagsCondition
                | DateRange
                | FirstPurchase
                | MinSpend
                | PlansCondition
                | SegmentsCondition
            ]
            | None
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                any_type_0 = []
                _any_type_0 = data
                for any_type_0_item_data in _any_type_0:

                    def _parse_any_type_0_item(
                        data: object,
                    ) -> (
                        BillingCycle
                        | ConditionSet
                        | CustomerTagsCondition
                        | DateRange
                        | FirstPurchase
                        | MinSpend
                        | PlansCondition
                        | SegmentsCondition
                    ):
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            any_type_0_item_type_0_type_0 = MinSpend.from_dict(data)

                            return any_type_0_item_type_0_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            any_type_0_item_type_0_type_1 = PlansCondition.from_dict(data)

                            return any_type_0_item_type_0_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            any_type_0_item_type_0_type_2 = SegmentsCondition.from_dict(data)

                            return any_type_0_item_type_0_type_2
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            any_type_0_item_type_0_type_3 = CustomerTagsCondition.from_dict(data)

                            return any_type_0_item_type_0_type_3
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            any_type_0_item_type_0_type_4 = DateRange.from_dict(data)

                            return any_type_0_item_type_0_type_4
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            any_type_0_item_type_0_type_5 = FirstPurchase.from_dict(data)

                            return any_type_0_item_type_0_type_5
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            any_type_0_item_type_0_type_6 = BillingCycle.from_dict(data)

                            return any_type_0_item_type_0_type_6
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        any_type_0_item_type_1 = ConditionSet.from_dict(data)

                        return any_type_0_item_type_1

                    any_type_0_item = _parse_any_type_0_item(any_type_0_item_data)

                    any_type_0.append(any_type_0_item)

                return any_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[
                    BillingCycle
                    | ConditionSet
                    | CustomerTagsCondition
                    | DateRange
                    | FirstPurchase
                    | MinSpend
                    | PlansCondition
                    | SegmentsCondition
                ]
                | None
                | Unset,
                data,
            )

        any_ = _parse_any_(d.pop("any", UNSET))

        condition_set = cls(
            all_=all_,
            any_=any_,
        )

        return condition_set
