"""Request body size limit: 413 PAYLOAD_TOO_LARGE before any handler runs.

The body is read up to the limit before the app sees it (JSON bodies are small), so a handler
never starts on a request that will turn out too large.
"""

from __future__ import annotations

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from billing.platform.errors import PayloadTooLarge, problem_response


class BodySizeLimitMiddleware:
    def __init__(self, app: ASGIApp, *, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] in ("GET", "HEAD", "OPTIONS"):
            await self.app(scope, receive, send)
            return
        for name, value in scope.get("headers", []):
            if name == b"content-length" and value.isdigit() and int(value) > self.max_bytes:
                await self._refuse(scope, receive, send)
                return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_bytes:
                await self._refuse(scope, receive, send)
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        await self.app(scope, replaying(b"".join(chunks), receive), send)

    async def _refuse(self, scope: Scope, receive: Receive, send: Send) -> None:
        """The 413, built only for a body that turns out too large (not for every POST)."""
        refusal = PayloadTooLarge(f"the request body exceeds {self.max_bytes} bytes")
        await problem_response(refusal, instance=scope["path"])(scope, receive, send)


def replaying(body: bytes, receive: Receive) -> Receive:
    """A receive channel that hands the app the body already read, whole, then the client's
    further messages (a disconnect)."""
    delivered = False

    async def replay() -> Message:
        nonlocal delivered
        if not delivered:
            delivered = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replay
