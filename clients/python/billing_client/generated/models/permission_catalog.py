from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.role_permissions import RolePermissions


T = TypeVar("T", bound="PermissionCatalog")


@_attrs_define
class PermissionCatalog:
    """
    Attributes:
        permissions (list[str]):
        roles (list[RolePermissions]):
    """

    permissions: list[str]
    roles: list[RolePermissions]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.role_permissions import RolePermissions  # noqa: PLC0415

        permissions = self.permissions

        roles = []
        for roles_item_data in self.roles:
            roles_item = roles_item_data.to_dict()
            roles.append(roles_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "permissions": permissions,
                "roles": roles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.role_permissions import RolePermissions  # noqa: PLC0415

        d = dict(src_dict)
        permissions = cast(list[str], d.pop("permissions"))

        roles = []
        _roles = d.pop("roles")
        for roles_item_data in _roles:
            roles_item = RolePermissions.from_dict(roles_item_data)

            roles.append(roles_item)

        permission_catalog = cls(
            permissions=permissions,
            roles=roles,
        )

        permission_catalog.additional_properties = d
        return permission_catalog

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
