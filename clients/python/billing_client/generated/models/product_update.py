from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.product_update_tax_category_code_type_0 import (
    check_product_update_tax_category_code_type_0,
)
from ..models.product_update_tax_category_code_type_0 import ProductUpdateTaxCategoryCodeType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.product_update_metadata_type_0 import ProductUpdateMetadataType0


T = TypeVar("T", bound="ProductUpdate")


@_attrs_define
class ProductUpdate:
    """A merge-patch: omitted fields stay unchanged, `null` clears `description`;
    `active: false` archives the product and `true` restores it.

        Attributes:
            name (None | str | Unset):
            description (None | str | Unset):
            tax_category_code (None | ProductUpdateTaxCategoryCodeType0 | Unset):
            metadata (None | ProductUpdateMetadataType0 | Unset):
            active (bool | None | Unset):
    """

    name: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    tax_category_code: None | ProductUpdateTaxCategoryCodeType0 | Unset = UNSET
    metadata: None | ProductUpdateMetadataType0 | Unset = UNSET
    active: bool | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.product_update_metadata_type_0 import ProductUpdateMetadataType0  # noqa: PLC0415

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        tax_category_code: None | str | Unset
        if isinstance(self.tax_category_code, Unset):
            tax_category_code = UNSET
        elif isinstance(self.tax_category_code, str):
            tax_category_code = self.tax_category_code
        else:
            tax_category_code = self.tax_category_code

        metadata: dict[str, Any] | None | Unset
        if isinstance(self.metadata, Unset):
            metadata = UNSET
        elif isinstance(self.metadata, ProductUpdateMetadataType0):
            metadata = self.metadata.to_dict()
        else:
            metadata = self.metadata

        active: bool | None | Unset
        if isinstance(self.active, Unset):
            active = UNSET
        else:
            active = self.active

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if tax_category_code is not UNSET:
            field_dict["tax_category_code"] = tax_category_code
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if active is not UNSET:
            field_dict["active"] = active

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.product_update_metadata_type_0 import ProductUpdateMetadataType0  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_tax_category_code(
            data: object,
        ) -> None | ProductUpdateTaxCategoryCodeType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tax_category_code_type_0 = check_product_update_tax_category_code_type_0(data)

                return tax_category_code_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ProductUpdateTaxCategoryCodeType0 | Unset, data)

        tax_category_code = _parse_tax_category_code(d.pop("tax_category_code", UNSET))

        def _parse_metadata(data: object) -> None | ProductUpdateMetadataType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                metadata_type_0 = ProductUpdateMetadataType0.from_dict(data)

                return metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ProductUpdateMetadataType0 | Unset, data)

        metadata = _parse_metadata(d.pop("metadata", UNSET))

        def _parse_active(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        active = _parse_active(d.pop("active", UNSET))

        product_update = cls(
            name=name,
            description=description,
            tax_category_code=tax_category_code,
            metadata=metadata,
            active=active,
        )

        return product_update
