"""The hand-written layer over the generated client.

`BillingClient(base_url, api_key)` groups every operation by its resource, the first segment of
its path: `client.invoices.finalize_invoice(invoice_id=...)`, `client.customers.create_customer(
body={...})`. Each call

- sends an `Idempotency-Key` (a fresh UUID) to the operations that require one, unless the
  caller passes `idempotency_key=`: a retry with the same key is safe;
- accepts the body as a generated model or as a plain dict;
- returns the parsed success body (a typed model; a `File` for a PDF or XML download);
- raises a `ProblemError` subclass (`NotFound`, `Conflict`, ...) carrying the problem's `code`.

`client.invoices.list_all(status="draft")` follows the cursor through every page and yields
the items. `AsyncBillingClient` is the same with `await` and `async for`.
"""

from __future__ import annotations

import datetime
import decimal
import importlib
import inspect
import json
import uuid
from collections.abc import AsyncIterator, Callable, Iterator, Mapping
from types import ModuleType
from typing import Any

from billing_client.errors import problem_error
from billing_client.generated.client import AuthenticatedClient
from billing_client.generated.operations import OPERATIONS, Operation
from billing_client.generated.types import UNSET

WORKSPACE_HEADER = "X-Workspace-Id"


def _module(operation: Operation) -> ModuleType:
    return importlib.import_module(
        f"billing_client.generated.api.{operation.tag}.{operation.module}"
    )


def _prepare(operation: Operation, function: Callable[..., Any], kwargs: dict[str, Any]) -> None:
    """Fill the Idempotency-Key and turn a dict body into its model, in place."""
    if operation.idempotent and not kwargs.get("idempotency_key"):
        kwargs["idempotency_key"] = uuid.uuid4().hex
    body = kwargs.get("body")
    if isinstance(body, Mapping):
        plain = json.loads(json.dumps(body, default=_plain))
        kwargs["body"] = _body_model(function).from_dict(plain)


def _plain(value: Any) -> Any:
    """A value of a dict body as JSON has it: ids, dates and decimals as strings, a generated
    model as its dict."""
    if hasattr(value, "to_dict"):
        return value.to_dict()
    if isinstance(value, (datetime.date, datetime.datetime)):
        return value.isoformat()
    if isinstance(value, (uuid.UUID, decimal.Decimal)):
        return str(value)
    raise TypeError(f"{type(value).__name__} is not JSON")


def _body_model(function: Callable[..., Any]) -> Any:
    annotation = inspect.signature(function, eval_str=True).parameters["body"].annotation
    options = getattr(annotation, "__args__", (annotation,))
    return next(option for option in options if hasattr(option, "from_dict"))


def _result(response: Any) -> Any:
    if response.status_code >= 400:
        raise problem_error(int(response.status_code), response.content, dict(response.headers))
    return response.parsed


def _page(parsed: Any) -> tuple[list[Any], str | None]:
    pagination = parsed.pagination
    has_more = getattr(pagination, "has_more", False)
    cursor = getattr(pagination, "cursor", None)
    return list(parsed.data), (cursor if has_more and isinstance(cursor, str) else None)


def _list_operation(namespace: str) -> str:
    """The namespace's own list (`GET /v1/invoices`)."""
    for name, operation in OPERATIONS.items():
        if (
            operation.namespace == namespace
            and operation.method == "GET"
            and operation.paginated
            and operation.path.count("/") == 2
        ):
            return name
    raise AttributeError(f"{namespace} has no list to iterate; use iterate(operation, ...)")


class Namespace:
    """The operations of one resource, as methods named by their operation id."""

    def __init__(self, client: BillingClient, namespace: str) -> None:
        self._client = client
        self._namespace = namespace

    def __getattr__(self, name: str) -> Callable[..., Any]:
        operation = OPERATIONS.get(name)
        if operation is None or operation.namespace != self._namespace:
            raise AttributeError(f"{self._namespace} has no operation {name!r}")
        return lambda **kwargs: self._client.call(name, **kwargs)

    def __dir__(self) -> list[str]:
        names = [n for n, o in OPERATIONS.items() if o.namespace == self._namespace]
        return [*sorted(names), "list_all"]

    def list_all(self, **filters: Any) -> Iterator[Any]:
        """Every item of the resource's list, page after page (filters as the list takes)."""
        return self._client.iterate(_list_operation(self._namespace), **filters)


class BillingClient:
    """A synchronous client authenticated with an API key (or a session's access token)."""

    def __init__(
        self,
        base_url: str,
        api_key: str,
        *,
        workspace: str | None = None,
        timeout: float = 30.0,
        **httpx_args: Any,
    ) -> None:
        import httpx

        headers = {WORKSPACE_HEADER: workspace} if workspace else {}
        self.generated = AuthenticatedClient(
            base_url=base_url,
            token=api_key,
            headers=headers,
            timeout=httpx.Timeout(timeout),
            httpx_args=httpx_args,
        )

    def __getattr__(self, namespace: str) -> Namespace:
        if namespace.startswith("_") or not any(
            o.namespace == namespace for o in OPERATIONS.values()
        ):
            raise AttributeError(namespace)
        return Namespace(self, namespace)

    def call(self, operation_id: str, **kwargs: Any) -> Any:
        """Run one operation by its id; the typed success body, or a ProblemError."""
        operation = OPERATIONS[operation_id]
        function = _module(operation).sync_detailed
        _prepare(operation, function, kwargs)
        return _result(function(client=self.generated, **kwargs))

    def iterate(self, operation_id: str, **kwargs: Any) -> Iterator[Any]:
        """Every item of a cursor-paginated list operation."""
        cursor: str | None = None
        while True:
            parsed = self.call(operation_id, **kwargs, **({"cursor": cursor} if cursor else {}))
            items, cursor = _page(parsed)
            yield from items
            if cursor is None:
                return

    def close(self) -> None:
        self.generated.get_httpx_client().close()

    def __enter__(self) -> BillingClient:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()


class AsyncNamespace(Namespace):
    def __getattr__(self, name: str) -> Callable[..., Any]:
        operation = OPERATIONS.get(name)
        if operation is None or operation.namespace != self._namespace:
            raise AttributeError(f"{self._namespace} has no operation {name!r}")
        client: AsyncBillingClient = self._client  # type: ignore[assignment]
        return lambda **kwargs: client.call(name, **kwargs)

    def list_all(self, **filters: Any) -> AsyncIterator[Any]:  # type: ignore[override]
        client: AsyncBillingClient = self._client  # type: ignore[assignment]
        return client.iterate(_list_operation(self._namespace), **filters)


class AsyncBillingClient(BillingClient):
    """The same as `BillingClient`, for asyncio: `await client.invoices.get_invoice(...)`."""

    def __getattr__(self, namespace: str) -> AsyncNamespace:
        if namespace.startswith("_") or not any(
            o.namespace == namespace for o in OPERATIONS.values()
        ):
            raise AttributeError(namespace)
        return AsyncNamespace(self, namespace)

    async def call(self, operation_id: str, **kwargs: Any) -> Any:
        operation = OPERATIONS[operation_id]
        function = _module(operation).asyncio_detailed
        _prepare(operation, function, kwargs)
        return _result(await function(client=self.generated, **kwargs))

    async def iterate(self, operation_id: str, **kwargs: Any) -> AsyncIterator[Any]:  # type: ignore[override]
        cursor: str | None = None
        while True:
            extra = {"cursor": cursor} if cursor else {}
            parsed = await self.call(operation_id, **kwargs, **extra)
            items, cursor = _page(parsed)
            for item in items:
                yield item
            if cursor is None:
                return

    async def aclose(self) -> None:
        await self.generated.get_async_httpx_client().aclose()

    async def __aenter__(self) -> AsyncBillingClient:
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.aclose()


__all__ = ["UNSET", "AsyncBillingClient", "BillingClient"]
