"""Which endpoint URLs the service may call: http(s) only, and no private, loopback,
link-local or otherwise internal address (SSRF), unless the organization's
`webhooks.allow_private_urls` setting says so. Checked on create and update, and again
before each delivery, since a name may resolve elsewhere later."""

from __future__ import annotations

import asyncio
import ipaddress
import socket
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


async def check_destination(url: str, *, allow_private: bool) -> None:
    """RefusedUrl when the URL's host is, or resolves to, an internal address (unless
    `allow_private`), or does not resolve at all."""
    host = check_form(url)
    if allow_private:
        return
    try:
        addresses = [ipaddress.ip_address(host)]
    except ValueError:
        try:
            found = await asyncio.get_running_loop().getaddrinfo(
                host, None, type=socket.SOCK_STREAM
            )
        except OSError:
            raise RefusedUrl(f"the host {host} does not resolve") from None
        addresses = [ipaddress.ip_address(info[4][0]) for info in found]
    internal = sorted({str(a) for a in addresses if _is_internal(a)})
    if internal:
        raise RefusedUrl(
            f"resolves to a private, loopback or link-local address ({', '.join(internal)})"
        )
