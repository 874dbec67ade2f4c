from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
    from ..models.product_out_metadata import ProductOutMetadata
    from ..models.tag_ref import TagRef


T = TypeVar("T", bound="ProductOut")


@_attrs_define
class ProductOut:
    """
    Attributes:
        id (UUID):
        name (str):
        description (None | str):
        tax_category_code (str):
        metadata (ProductOutMetadata):
        active (bool):
        archived_at (datetime.datetime | None):
        tags (list[TagRef]):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: UUID
    name: str
    description: None | str
    tax_category_code: str
    metadata: ProductOutMetadata
    active: bool
    archived_at: datetime.datetime | None
    tags: list[TagRef]
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.product_out_metadata import ProductOutMetadata  # noqa: PLC0415
        from ..models.tag_ref import TagRef  # noqa: PLC0415

        id = str(self.id)

        name = self.name

        description: None | str
        description = self.description

        tax_category_code = self.tax_category_code

        metadata = self.metadata.to_dict()

        active = self.active

        archived_at: None | str
        if isinstance(self.archived_at, datetime.datetime):
            archived_at = self.archived_at.isoformat()
        else:
            archived_at = self.archived_at

        tags = []
        for tags_item_data in self.tags:
            tags_item = tags_item_data.to_dict()
            tags.append(tags_item)

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "description": description,
                "tax_category_code": tax_category_code,
                "metadata": metadata,
                "active": active,
                "archived_at": archived_at,
                "tags": tags,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.product_out_metadata import ProductOutMetadata  # noqa: PLC0415
        from ..models.tag_ref import TagRef  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        name = d.pop("name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        tax_category_code = d.pop("tax_category_code")

        metadata = ProductOutMetadata.from_dict(d.pop("metadata"))

        active = d.pop("active")

        def _parse_archived_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                archived_at_type_0 = datetime.datetime.fromisoformat(data)

                return archived_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        archived_at = _parse_archived_at(d.pop("archived_at"))

        tags = []
        _tags = d.pop("tags")
        for tags_item_data in _tags:
            tags_item = TagRef.from_dict(tags_item_data)

            tags.append(tags_item)

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        product_out = cls(
            id=id,
            name=name,
            description=description,
            tax_category_code=tax_category_code,
            metadata=metadata,
            active=active,
            archived_at=archived_at,
            tags=tags,
            created_at=created_at,
            updated_at=updated_at,
        )

        product_out.additional_properties = d
        return product_out

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
