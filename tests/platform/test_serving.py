"""`billing serve --workers N` gives each worker a socket of its own on the shared address
(platform/serving.py); the kernel spreads new connections over them. The command itself is
tested as a process in tests/service/test_cli.py."""

from __future__ import annotations

import socket

import pytest

from billing.platform import serving

pytestmark = pytest.mark.skipif(
    not serving.reuse_port_supported(), reason="SO_REUSEPORT spreads connections on Linux only"
)

CONNECTIONS = 32


def test_connections_are_spread_over_the_workers_sockets() -> None:
    """The supervisor's own socket (bound, never listening) takes none of them."""
    reserved = serving.listening_socket("127.0.0.1", 0)
    port = reserved.getsockname()[1]
    first = serving.listening_socket("127.0.0.1", port)
    second = serving.listening_socket("127.0.0.1", port)
    clients = []
    try:
        for listener in (first, second):
            listener.listen(CONNECTIONS)
            listener.setblocking(False)
        clients = [socket.create_connection(("127.0.0.1", port)) for _ in range(CONNECTIONS)]
        accepted = [_accept_all(first), _accept_all(second)]
    finally:
        for sock in (*clients, first, second, reserved):
            sock.close()

    assert sum(accepted) == CONNECTIONS
    assert min(accepted) > 0  # all on one socket: a chance of 2 in 2**32


def test_an_address_that_another_server_listens_on_is_refused() -> None:
    with socket.socket() as other_server:
        other_server.bind(("127.0.0.1", 0))
        other_server.listen()
        with pytest.raises(OSError):
            serving.listening_socket("127.0.0.1", other_server.getsockname()[1])


def _accept_all(listener: socket.socket) -> int:
    count = 0
    while True:
        try:
            connection, _ = listener.accept()
        except BlockingIOError:
            return count
        connection.close()
        count += 1
