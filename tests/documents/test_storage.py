"""The document archive's stores: the database (default, covered by the route tests), a
directory, and S3-compatible object storage (against moto's in-memory S3)."""

from __future__ import annotations

import hashlib

import boto3
import pytest
from moto import mock_aws

from billing.config import Settings
from billing.documents import storage
from tests.documents.http_helpers import finalized_invoice


def _use_store(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setattr(storage, "get_settings", lambda: Settings(document_store=value))


def _archived_pdf(api, run_jobs) -> bytes:
    invoice = finalized_invoice(api)
    run_jobs()
    response = api.get(f"/v1/invoices/{invoice['id']}/pdf")
    assert response.status_code == 200, response.text
    return response.content


def test_a_directory_store_keeps_one_file_per_workspace_and_hash(
    tenant, run_jobs, tmp_path, monkeypatch
):
    _use_store(monkeypatch, f"directory:{tmp_path}")

    content = _archived_pdf(tenant.live, run_jobs)

    digest = hashlib.sha256(content).hexdigest()
    # Other tests' render jobs may run in the same worker pass: look for this document only.
    files = list(tmp_path.rglob(digest))
    assert len(files) == 1
    assert files[0].read_bytes() == content
    assert files[0].parent.name == digest[:2]


def test_an_s3_store_keeps_one_object_per_workspace_and_hash(tenant, run_jobs, monkeypatch):
    for name, value in {
        "AWS_ACCESS_KEY_ID": "testing",
        "AWS_SECRET_ACCESS_KEY": "testing",
        "AWS_DEFAULT_REGION": "eu-central-1",
    }.items():
        monkeypatch.setenv(name, value)
    with mock_aws():
        s3 = boto3.client("s3")
        s3.create_bucket(
            Bucket="invoices",
            CreateBucketConfiguration={"LocationConstraint": "eu-central-1"},
        )
        _use_store(monkeypatch, "s3://invoices/archive")

        content = _archived_pdf(tenant.live, run_jobs)

        digest = hashlib.sha256(content).hexdigest()
        listed = s3.list_objects_v2(Bucket="invoices")["Contents"]
        keys = [o["Key"] for o in listed if o["Key"].endswith(digest)]
        assert len(keys) == 1
        assert keys[0].startswith("archive/") and keys[0].endswith(f"/{digest}")
        stored = s3.get_object(Bucket="invoices", Key=keys[0])["Body"].read()
        assert stored == content


@pytest.mark.parametrize("value", ["", "directory:", "s3://", "ftp://x", "Database"])
def test_an_unknown_store_is_refused(value):
    with pytest.raises(ValueError, match="BILLING_DOCUMENT_STORE"):
        storage.configured_store(value)
