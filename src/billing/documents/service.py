"""The documents of invoices and credit notes: the legal PDF (rendered by a job, archived once
by content hash, downloaded), the on-demand rendering of any invoice (drafts included, not the
legal document), and the XRechnung CII XML, alone or embedded in the PDF (the hybrid).

The XML is built on request from the stored document data, so it needs no archive: the same
invoice always gives the same XML.
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import uuid
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from billing.admin import service as admin
from billing.credit_notes import service as credit_notes
from billing.customers import service as customers
from billing.documents import assemble, cii, hybrid, pdf, requirements
from billing.documents.model import Document
from billing.documents.repository import ArtifactRepository
from billing.documents.storage import configured_store, store_named
from billing.invoices import service as invoices
from billing.invoices.document_requests import Kind, render_key, request_pdf
from billing.invoices.finalization import buyer_snapshot
from billing.models.credit_note import CreditNote
from billing.models.document import DocumentArtifact
from billing.models.invoice import Invoice
from billing.platform import clock, money
from billing.platform.context import RequestContext
from billing.platform.errors import ArtifactNotReady, InvalidState
from billing.platform.outbox import has_unfinished_job
from billing.tax import service as tax

PDF = "application/pdf"
RETRY_AFTER_SECONDS = 5
CREDIT_NOTE_DOCUMENT_STATUSES = frozenset({"issued", "partially_applied", "applied"})


@dataclass(frozen=True)
class Artifact:
    content: bytes
    media_type: str
    filename: str
    sha256: str | None = None
    """Set for an archived legal document."""


# --- building the document ------------------------------------------------------------------


async def _locale(
    db: AsyncSession, ctx: RequestContext, own: str | None, customer_id: uuid.UUID
) -> str:
    if own:
        return own
    customer = await customers.customer_of_record(db, ctx, customer_id)
    if customer.locale:
        return customer.locale
    return str(await admin.effective_setting(db, ctx, "default_locale"))


async def invoice_document(db: AsyncSession, ctx: RequestContext, invoice: Invoice) -> Document:
    """The invoice as its documents show it: what was frozen at finalize (seller, buyer, due
    date and so the payment term); a draft with today's seller, buyer and payment term."""
    lines = await invoices.lines_of(db, ctx, invoice.id)
    locale = await _locale(db, ctx, invoice.locale, invoice.customer_id)
    terms = seller = buyer = None
    if invoice.status == "draft":
        terms = int(await admin.effective_setting(db, ctx, "payment_terms_days"))
        customer = await customers.customer_of_record(db, ctx, invoice.customer_id)
        seller = await tax.profile_snapshot(db, ctx)
        buyer = buyer_snapshot(customer, invoice.buyer_reference or customer.buyer_reference)
    now = await clock.now(
        db, ctx, test_clock_id=await customers.bound_clock(db, ctx, invoice.customer_id)
    )
    return assemble.invoice_document(
        invoice,
        lines,
        locale=locale,
        today=now.date(),
        seller=seller,
        buyer=buyer,
        payment_terms_days=terms,
    )


async def credit_note_document(db: AsyncSession, ctx: RequestContext, note: CreditNote) -> Document:
    lines = await credit_notes.lines_of(db, ctx, note.id)
    preceding = await invoices.get_invoice(db, ctx, note.invoice_id) if note.invoice_id else None
    locale = await _locale(db, ctx, note.locale, note.customer_id)
    now = await clock.now(
        db, ctx, test_clock_id=await customers.bound_clock(db, ctx, note.customer_id)
    )
    return assemble.credit_note_document(
        note, lines, locale=locale, today=now.date(), preceding=preceding
    )


async def _subject(
    db: AsyncSession, ctx: RequestContext, kind: Kind, resource_id: uuid.UUID
) -> Invoice | CreditNote:
    if kind == "invoice":
        return await invoices.get_invoice(db, ctx, resource_id)
    return await credit_notes.get_note(db, ctx, resource_id)


async def _document(
    db: AsyncSession, ctx: RequestContext, subject: Invoice | CreditNote
) -> Document:
    if isinstance(subject, Invoice):
        return await invoice_document(db, ctx, subject)
    return await credit_note_document(db, ctx, subject)


def _is_legal(subject: Invoice | CreditNote) -> bool:
    if isinstance(subject, Invoice):
        return subject.status != "draft"
    return subject.status in CREDIT_NOTE_DOCUMENT_STATUSES or (
        subject.status == "void" and subject.credit_note_number is not None
    )


def _filename(document: Document, extension: str) -> str:
    prefix = "invoice" if document.kind == "invoice" else "credit-note"
    return f"{prefix}-{document.number or 'draft'}.{extension}"


# --- the legal PDF ---------------------------------------------------------------------------


async def legal_pdf_content(
    db: AsyncSession, ctx: RequestContext, kind: Kind, resource_id: uuid.UUID
) -> bytes | None:
    """The legal PDF rendered now, not archived; None for a document without one. Only reads,
    so the render job does it before it takes a write transaction."""
    subject = await _subject(db, ctx, kind, resource_id)
    if not _is_legal(subject):
        return None
    return await asyncio.to_thread(pdf.render, await _document(db, ctx, subject))


async def render_legal_pdf(
    db: AsyncSession,
    ctx: RequestContext,
    kind: Kind,
    resource_id: uuid.UUID,
    *,
    rendered: bytes | None = None,
) -> str | None:
    """Render (unless `rendered` is given) and archive the legal PDF (the job; idempotent: the
    same bytes are archived once and the document names them). Returns the hash, or None for a
    document without one."""
    subject = await _subject(db, ctx, kind, resource_id)
    if not _is_legal(subject):
        return None
    if rendered is None:
        rendered = await asyncio.to_thread(pdf.render, await _document(db, ctx, subject))
    sha256 = await archive(db, ctx, rendered, PDF)
    if subject.document_sha256 != sha256:
        subject.document_sha256 = sha256
        await db.flush()
    return sha256


async def archive(db: AsyncSession, ctx: RequestContext, content: bytes, media_type: str) -> str:
    """Store the bytes once per workspace; returns their SHA-256."""
    sha256 = hashlib.sha256(content).hexdigest()
    repository = ArtifactRepository(db, ctx)
    if await repository.by_hash(sha256) is not None:
        return sha256
    store = configured_store()
    held = await store.write(ctx.workspace_id, sha256, content)
    await repository.add_once(
        DocumentArtifact(
            sha256=sha256,
            media_type=media_type,
            size=len(content),
            store=store.name,
            content=held,
            created_at=clock.wall_now(),
        )
    )
    return sha256


async def _archived(db: AsyncSession, ctx: RequestContext, sha256: str) -> bytes | None:
    found = await ArtifactRepository(db, ctx).by_hash(sha256)
    if found is None:
        return None
    return await store_named(found.store).read(ctx.workspace_id, sha256, found.content)


async def legal_pdf(
    db: AsyncSession, ctx: RequestContext, kind: Kind, resource_id: uuid.UUID
) -> Artifact:
    """The archived legal PDF. A draft has none (409). While its render job has not run (the
    grace window after finalize, issue or regenerate) a missing PDF answers 409 with
    Retry-After; after that it is rendered and archived there and then."""
    subject = await _subject(db, ctx, kind, resource_id)
    if not _is_legal(subject):
        hint = "; render a preview with /render instead" if kind == "invoice" else ""
        raise ArtifactNotReady(
            f"a {subject.status} {kind.replace('_', ' ')} has no legal PDF{hint}"
        )
    content = await _archived(db, ctx, subject.document_sha256) if subject.document_sha256 else None
    if content is None:
        if await has_unfinished_job(db, render_key(subject.id)):
            raise ArtifactNotReady(
                "the PDF is still being rendered; try again shortly",
                headers={"Retry-After": str(RETRY_AFTER_SECONDS)},
            )
        await render_legal_pdf(db, ctx, kind, resource_id)
        content = await _archived(db, ctx, subject.document_sha256 or "")
        if content is None:
            raise ArtifactNotReady("the PDF could not be archived; try again shortly")
    number = subject.invoice_number if isinstance(subject, Invoice) else subject.credit_note_number
    prefix = "invoice" if kind == "invoice" else "credit-note"
    return Artifact(content, PDF, f"{prefix}-{number}.pdf", subject.document_sha256)


async def regenerate_pdf(
    db: AsyncSession, ctx: RequestContext, kind: Kind, resource_id: uuid.UUID
) -> Invoice | CreditNote:
    subject = await _subject(db, ctx, kind, resource_id)
    if not _is_legal(subject):
        raise ArtifactNotReady(f"a {subject.status} document has no legal PDF to regenerate")
    await request_pdf(db, ctx, kind, subject.id, reason="regenerate")
    return subject


async def preview_pdf(db: AsyncSession, ctx: RequestContext, invoice_id: uuid.UUID) -> Artifact:
    """Any invoice rendered now, drafts included, marked as not the legal document."""
    invoice = await invoices.get_invoice(db, ctx, invoice_id)
    document = await invoice_document(db, ctx, invoice)
    preview = dataclasses.replace(document, legal=False)
    content = await asyncio.to_thread(pdf.render, preview)
    return Artifact(content, PDF, _filename(preview, "pdf"))


# --- XRechnung --------------------------------------------------------------------------------


def _require_two_decimals(currency: str) -> None:
    """EN 16931 writes amounts with at most two decimals (BR-DEC-*). An amount in a currency
    of three (KWD, BHD, ...) cannot be written exactly, and rounding it would break the sums
    (BR-CO-10 to 16) and state a different debt: such a document has no XRechnung."""
    decimals = money.exponent(currency)
    if decimals > 2:
        raise InvalidState(
            f"XRechnung amounts have at most 2 decimals (EN 16931 BR-DEC-*) and {currency} "
            f"amounts have {decimals}: this document has no XRechnung; use its PDF",
            extra={"currency": currency},
        )


def _require_one_vat_scope(document: Document) -> None:
    """EN 16931 allows no other category beside O (not subject to VAT; BR-O-11/12). Invoices
    are refused such a mix at finalize; a credit note (or an invoice finalized before that rule)
    can still carry one, and gets no XRechnung."""
    categories = sorted({line.category for line in document.lines})
    if "O" in categories and len(categories) > 1:
        raise InvalidState(
            "an XRechnung cannot mix lines not subject to VAT (category O) with other "
            f"categories ({', '.join(categories)}; EN 16931 BR-O-11/BR-O-12)",
            extra={"categories": categories},
        )


async def xrechnung(
    db: AsyncSession,
    ctx: RequestContext,
    kind: Kind,
    resource_id: uuid.UUID,
    *,
    hybrid_pdf: bool,
) -> Artifact:
    subject = await _subject(db, ctx, kind, resource_id)
    if not _is_legal(subject) or (subject.status == "void" and kind == "credit_note"):
        raise ArtifactNotReady(
            f"a {subject.status} {kind.replace('_', ' ')} has no XRechnung; "
            + ("finalize it first" if kind == "invoice" else "issue it first")
        )
    _require_two_decimals(subject.currency)
    document = await _document(db, ctx, subject)
    _require_one_vat_scope(document)
    missing = requirements.missing(document)
    if missing:
        raise InvalidState(
            "XRechnung needs data this document lacks: " + ", ".join(missing),
            extra={"missing_fields": missing},
        )
    xml = cii.build(document)
    if not hybrid_pdf:
        return Artifact(xml, "application/xml", _filename(document, "xml"))
    base = await _archived(db, ctx, subject.document_sha256) if subject.document_sha256 else None
    if base is None:
        raise ArtifactNotReady(
            "the hybrid needs the legal PDF, which is not rendered yet",
            headers={"Retry-After": str(RETRY_AFTER_SECONDS)},
        )
    content = await asyncio.to_thread(hybrid.embed, base, xml)
    return Artifact(content, PDF, _filename(document, "pdf"))
