from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.product_create_tax_category_code import check_product_create_tax_category_code
from ..models.product_create_tax_category_code import ProductCreateTaxCategoryCode
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.product_create_metadata import ProductCreateMetadata


T = TypeVar("T", bound="ProductCreate")


@_attrs_define
class ProductCreate:
    """
    Attributes:
        name (str):
        description (None | str | Unset):
        tax_category_code (ProductCreateTaxCategoryCode | Unset):  Default: 'S'.
        metadata (ProductCreateMetadata | Unset):
    """

    name: str
    description: None | str | Unset = UNSET
    tax_category_code: ProductCreateTaxCategoryCode | Unset = "S"
    metadata: ProductCreateMetadata | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.product_create_metadata import ProductCreateMetadata  # noqa: PLC0415

        name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        tax_category_code: str | Unset = UNSET
        if not isinstance(self.tax_category_code, Unset):
            tax_category_code = self.tax_category_code

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if tax_category_code is not UNSET:
            field_dict["tax_category_code"] = tax_category_code
        if metadata is not UNSET:
            field_dict["metadata"] = metadata

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.product_create_metadata import ProductCreateMetadata  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        _tax_category_code = d.pop("tax_category_code", UNSET)
        tax_category_code: ProductCreateTaxCategoryCode | Unset
        if isinstance(_tax_category_code, Unset):
            tax_category_code = UNSET
        else:
            tax_category_code = check_product_create_tax_category_code(_tax_category_code)

        _metadata = d.pop("metadata", UNSET)
        metadata: ProductCreateMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = ProductCreateMetadata.from_dict(_metadata)

        product_create = cls(
            name=name,
            description=description,
            tax_category_code=tax_category_code,
            metadata=metadata,
        )

        return product_create
