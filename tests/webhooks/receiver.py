"""A real HTTP receiver on 127.0.0.1 that verifies Standard Webhooks signatures with its own
implementation of the specification (not the service's code) and deduplicates by webhook-id."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import threading
from collections import Counter
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


def verify(secret: str, headers: dict[str, str], body: bytes) -> bool:
    """https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md:
    HMAC-SHA256 with the base64-decoded secret (after `whsec_`) over `id.timestamp.body`; the
    header holds space-separated `v1,<base64>` signatures, any of which may match."""
    key = base64.b64decode(secret.split("_", 1)[1])
    content = f"{headers['webhook-id']}.{headers['webhook-timestamp']}.".encode() + body
    expected = base64.b64encode(hmac.new(key, content, hashlib.sha256).digest()).decode()
    for candidate in headers["webhook-signature"].split(" "):
        version, _, value = candidate.partition(",")
        if version == "v1" and hmac.compare_digest(value, expected):
            return True
    return False


@dataclass
class Receiver:
    """Records what arrives; `status` is what it answers (settable while it runs). It handles
    each webhook-id once (`handled`), as a receiver of at-least-once deliveries must; the
    next `drop_answers` requests are handled and then the connection is closed without an
    answer, as by a receiver that died before it could reply."""

    secret: str = ""
    status: int = 204
    drop_answers: int = 0
    received: list[dict[str, Any]] = field(default_factory=list)
    headers: list[dict[str, str]] = field(default_factory=list)
    handled: dict[str, dict[str, Any]] = field(default_factory=dict)
    bad_signatures: int = 0
    port: int = 0
    _server: ThreadingHTTPServer | None = None
    _lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/hooks"

    def start(self) -> Receiver:
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers["content-length"]))
                headers = {k.lower(): v for k, v in self.headers.items()}
                with receiver._lock:
                    if receiver.secret and not verify(receiver.secret, headers, body):
                        receiver.bad_signatures += 1
                    message = json.loads(body)
                    receiver.received.append(message)
                    receiver.headers.append(headers)
                    receiver.handled.setdefault(headers["webhook-id"], message)
                    dropped = receiver.drop_answers > 0
                    receiver.drop_answers -= dropped
                if dropped:
                    self.close_connection = True
                    return
                self.send_response(receiver.status)
                self.send_header("content-length", "0")
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                del args

        ThreadingHTTPServer.allow_reuse_address = True
        self._server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        self.port = self._server.server_address[1]
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        """Kill it: the port refuses connections until `start` again."""
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def ids(self) -> Counter[str]:
        """How often each webhook-id arrived."""
        return Counter(headers["webhook-id"] for headers in self.headers)

    def duplicates(self) -> int:
        """Requests that repeated a webhook-id already handled."""
        return len(self.received) - len(self.handled)
