"""Which endpoint URLs the service may call: http(s) only, and no private, loopback,
link-local or otherwise internal address (SSRF), unless the organization's
`webhooks.allow_private_urls` setting says so. Checked on create and update, and again
before each delivery, since a name may resolve elsewhere later: the delivery resolves the
name, checks every address and connects to the checked one (`pin_destination`), with the
name kept in the Host header and as the TLS server name, so a name that re-resolves to an
internal address between the check and the connection cannot reach it."""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from urllib.parse import urlsplit


class RefusedUrl(ValueError):
    """The URL is not one the service will call; the message says why."""


def _is_internal(address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return (
        address.is_private
        or address.is_loopback
        or address.is_link_local
        or address.is_multicast
        or address.is_reserved
        or address.is_unspecified
    )


def check_form(url: str) -> str:
    """The host of an http(s) URL without credentials; RefusedUrl otherwise."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https"):
        raise RefusedUrl("must be an http or https URL")
    if not parts.hostname:
        raise RefusedUrl("must name a host")
    if parts.username is not None or parts.password is not None:
        raise RefusedUrl("must not carry credentials")
    try:
        _ = parts.port
    except ValueError:
        raise RefusedUrl("has an invalid port") from None
    return parts.hostname


async def system_resolver(host: str) -> list[str]:
    """The host's addresses, as the operating system resolves them."""
    found = await asyncio.get_running_loop().getaddrinfo(host, None, type=socket.SOCK_STREAM)
    return [str(info[4][0]) for info in found]


Resolver = Callable[[str], Awaitable[list[str]]]
resolver: Resolver = system_resolver
"""How host names are resolved (tests put a stub here)."""


@dataclass(frozen=True)
class Destination:
    """Where a delivery connects: the address checked for the URL's host."""

    address: str


async def _addresses(host: str) -> list[ipaddress.IPv4Address | ipaddress.IPv6Address]:
    try:
        return [ipaddress.ip_address(host)]
    except ValueError:
        pass
    try:
        found = await resolver(host)
    except (OSError, UnicodeError):
        raise RefusedUrl(f"the host {host} does not resolve") from None
    if not found:
        raise RefusedUrl(f"the host {host} does not resolve")
    return [ipaddress.ip_address(address) for address in found]


def _refuse_internal(addresses: list[ipaddress.IPv4Address | ipaddress.IPv6Address]) -> None:
    internal = sorted({str(a) for a in addresses if _is_internal(a)})
    if internal:
        raise RefusedUrl(
            f"resolves to a private, loopback or link-local address ({', '.join(internal)})"
        )


async def check_destination(url: str, *, allow_private: bool) -> None:
    """RefusedUrl when the URL's host is, or resolves to, an internal address (unless
    `allow_private`), or does not resolve at all."""
    host = check_form(url)
    if not allow_private:
        _refuse_internal(await _addresses(host))


async def pin_destination(url: str, *, allow_private: bool) -> Destination:
    """Resolve the URL's host now, check every address (unless `allow_private`) and return
    the one to connect to: the delivery connects to that address, not to whatever the name
    resolves to a moment later (DNS rebinding)."""
    host = check_form(url)
    addresses = await _addresses(host)
    if not allow_private:
        _refuse_internal(addresses)
    return Destination(str(addresses[0]))
