"""The test payment details a sandbox workspace accepts, modelled on Stripe's test cards and
test IBANs, and the outcome each one produces at the sandbox gateway.

A sandbox payment method must be one of these (cards by brand and last four digits, SEPA
debits by the IBAN's last four characters); anything else is refused, so that no real payment
data ever lands in a sandbox. Live workspaces accept any well-formed display data. A payment
simulation on a method overrides the outcome listed here.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from billing.models.sandbox import Outcome


@dataclass(frozen=True)
class SandboxCard:
    brand: str
    last4: str
    outcome: Outcome
    description: str
    number: str
    """The full test number (public test data, shown in the documentation only)."""


@dataclass(frozen=True)
class SandboxIban:
    last4: str
    outcome: Outcome
    settle_after: timedelta
    """How long the debit stays pending before a retrieve can settle it."""
    description: str
    iban: str


_CARDS = (
    SandboxCard("visa", "4242", "success", "Visa, succeeds", "4242424242424242"),
    SandboxCard("visa", "1881", "success", "Visa, succeeds", "4012888888881881"),
    SandboxCard("visa", "5556", "success", "Visa debit, succeeds", "4000056655665556"),
    SandboxCard("mastercard", "4444", "success", "Mastercard, succeeds", "5555555555554444"),
    SandboxCard("mastercard", "3222", "success", "Mastercard 2-series", "2223003122003222"),
    SandboxCard("mastercard", "8210", "success", "Mastercard debit", "5200828282828210"),
    SandboxCard("mastercard", "5100", "success", "Mastercard prepaid", "5105105105105100"),
    SandboxCard("amex", "8431", "success", "American Express, succeeds", "371449635398431"),
    SandboxCard("amex", "0005", "success", "American Express, succeeds", "378282246310005"),
    SandboxCard("discover", "1117", "success", "Discover, succeeds", "6011111111111117"),
    SandboxCard("discover", "9424", "success", "Discover, succeeds", "6011000990139424"),
    SandboxCard("diners", "0004", "success", "Diners Club, succeeds", "3056930009020004"),
    SandboxCard("diners", "1667", "success", "Diners Club 14-digit", "36227206271667"),
    SandboxCard("jcb", "0505", "success", "JCB, succeeds", "3566002020360505"),
    SandboxCard("unionpay", "0005", "success", "UnionPay, succeeds", "6200000000000005"),
    SandboxCard(
        "cartes_bancaires", "1001", "success", "Cartes Bancaires, succeeds", "4000002500001001"
    ),
    SandboxCard("visa", "0002", "decline", "generic decline", "4000000000000002"),
    SandboxCard("visa", "0341", "decline", "attaches, every charge declines", "4000000000000341"),
    SandboxCard("visa", "9987", "decline", "declined: lost card", "4000000000009987"),
    SandboxCard("visa", "9979", "decline", "declined: stolen card", "4000000000009979"),
    SandboxCard("visa", "0127", "decline", "declined: incorrect CVC", "4000000000000127"),
    SandboxCard("visa", "6975", "decline", "declined: velocity exceeded", "4000000000006975"),
    SandboxCard(
        "visa", "9995", "insufficient_funds", "declined: insufficient funds", "4000000000009995"
    ),
    SandboxCard("visa", "0069", "expired_card", "declined: expired card", "4000000000000069"),
    SandboxCard("visa", "0019", "fraud", "blocked as fraudulent", "4100000000000019"),
    SandboxCard("visa", "0119", "processing_error", "processing error", "4000000000000119"),
)

_IMMEDIATE = timedelta(0)
_DELAYED = timedelta(minutes=3)

_IBANS = (
    SandboxIban("3000", "success", _IMMEDIATE, "succeeds", "DE89370400440532013000"),
    SandboxIban("3003", "success", _DELAYED, "succeeds after 3 minutes", "DE08370400440532013003"),
    SandboxIban("3001", "decline", _IMMEDIATE, "fails", "DE62370400440532013001"),
    SandboxIban("3004", "decline", _DELAYED, "fails after 3 minutes", "DE78370400440532013004"),
    SandboxIban("3201", "success", _IMMEDIATE, "succeeds", "AT611904300234573201"),
    SandboxIban("3204", "success", _DELAYED, "succeeds after 3 minutes", "AT321904300235473204"),
    SandboxIban("3202", "decline", _IMMEDIATE, "fails", "AT861904300235473202"),
    SandboxIban("3205", "decline", _DELAYED, "fails after 3 minutes", "AT051904300235473205"),
)

SANDBOX_CARDS: dict[tuple[str, str], SandboxCard] = {(c.brand, c.last4): c for c in _CARDS}
SANDBOX_IBANS: dict[str, SandboxIban] = {i.last4: i for i in _IBANS}


def sandbox_card(brand: str | None, last4: str | None) -> SandboxCard | None:
    if brand is None or last4 is None:
        return None
    return SANDBOX_CARDS.get((brand, last4))


def sandbox_iban(last4: str | None) -> SandboxIban | None:
    return SANDBOX_IBANS.get(last4) if last4 is not None else None


def card_hint() -> str:
    return "use a test card, e.g. visa 4242 (succeeds) or visa 0002 (declines)"


def iban_hint() -> str:
    return "use a test IBAN, e.g. last4 3000 (succeeds) or 3001 (fails)"
