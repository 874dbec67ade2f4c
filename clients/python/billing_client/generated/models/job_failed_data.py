from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.job_failed_data_payload import JobFailedDataPayload


T = TypeVar("T", bound="JobFailedData")


@_attrs_define
class JobFailedData:
    """A background job gave up after its last attempt.

    Attributes:
        kind (str):
        payload (JobFailedDataPayload):
        attempts (int):
        error (str):
    """

    kind: str
    payload: JobFailedDataPayload
    attempts: int
    error: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.job_failed_data_payload import JobFailedDataPayload  # noqa: PLC0415

        kind = self.kind

        payload = self.payload.to_dict()

        attempts = self.attempts

        error = self.error

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "payload": payload,
                "attempts": attempts,
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.job_failed_data_payload import JobFailedDataPayload  # noqa: PLC0415

        d = dict(src_dict)
        kind = d.pop("kind")

        payload = JobFailedDataPayload.from_dict(d.pop("payload"))

        attempts = d.pop("attempts")

        error = d.pop("error")

        job_failed_data = cls(
            kind=kind,
            payload=payload,
            attempts=attempts,
            error=error,
        )

        job_failed_data.additional_properties = d
        return job_failed_data

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
