"""One convention for service periods on documents: the last day of a period is the last day it
includes. A subscription's period is half-open ([24 Nov, 24 Dec) ends as 24 Dec begins), so its
invoice's PDF header, its XRechnung BillingSpecifiedPeriod (BG-14) and its line period (BG-26)
all end on 23 Dec, and consecutive invoices never overlap by a day."""

from __future__ import annotations

import io
import re
from typing import Any

import pypdf
from lxml import etree

from tests.billing_runs.helpers import create_plan, invoices_of, subscribe
from tests.documents.http_helpers import COMPLETE_SELLER, xrechnung_customer
from tests.invoices.helpers import set_tax_profile
from tests.sandbox.helpers import create_clock
from tests.support import Api

NS = {
    "rsm": "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
    "ram": "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
    "udt": "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
}
SETTLEMENT = "//rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement"
LINE = "//ram:IncludedSupplyChainTradeLineItem/ram:SpecifiedLineTradeSettlement"


def _subscription_invoice(api: Api, run_jobs: Any) -> dict[str, Any]:
    """The first invoice of a monthly subscription started on 24 Nov 2025 (finalized; the clock
    stays within the back-dating bound of the helpers' price versions, effective 2025-06-01)."""
    set_tax_profile(api, **COMPLETE_SELLER)
    clock = create_clock(api, frozen_at="2025-11-24T00:00:00Z")
    customer = xrechnung_customer(api, test_clock_id=clock["id"])
    subscription = subscribe(api, customer["id"], create_plan(api, "30.00")["id"])
    run_jobs()
    [invoice] = invoices_of(api, subscription["id"])
    assert invoice["status"] != "draft", invoice
    return invoice


def _pdf_text(content: bytes) -> str:
    pages = pypdf.PdfReader(io.BytesIO(content)).pages
    return re.sub(r"\s+", " ", " ".join(page.extract_text() for page in pages))


def _dates(root: etree._Element, path: str) -> list[str]:
    return [str(d) for d in root.xpath(f"{path}/udt:DateTimeString/text()", namespaces=NS)]


def test_the_documents_end_the_period_on_its_last_included_day(tenant, run_jobs):
    api = tenant.sandbox
    invoice = _subscription_invoice(api, run_jobs)
    [line] = api.get(f"/v1/invoices/{invoice['id']}").json()["data"]["lines"]
    assert (line["period_start"], line["period_end"]) == ("2025-11-24", "2025-12-23")

    xml = api.get(f"/v1/invoices/{invoice['id']}/xrechnung")
    assert xml.status_code == 200, xml.text
    root = etree.fromstring(xml.content)
    header = f"{SETTLEMENT}/ram:BillingSpecifiedPeriod"
    assert _dates(root, f"{header}/ram:StartDateTime") == ["20251124"]
    assert _dates(root, f"{header}/ram:EndDateTime") == ["20251223"]
    assert _dates(root, f"{LINE}/ram:BillingSpecifiedPeriod/ram:EndDateTime") == ["20251223"]

    run_jobs()
    document = api.get(f"/v1/invoices/{invoice['id']}/pdf")
    assert document.status_code == 200, document.text
    text = _pdf_text(document.content)
    assert "24.11.2025 \u2013 23.12.2025" in text, text
    assert "24.12.2025" not in text, text
