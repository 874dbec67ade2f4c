"""`billing serve --workers N` on Linux: N uvicorn processes, each with a listening socket of its
own on the same address (SO_REUSEPORT), so that the kernel spreads connections over them.

uvicorn's own multi-process mode shares one listening socket among its workers: the first worker
to wake accepts every connection waiting, so a few keep-alive clients arriving together (a load
balancer's pool, a benchmark's clients) all land on one worker while the others idle. With a
socket per worker, the kernel picks the worker of each new connection by a hash of its addresses.

The parent only supervises: it checks that the address can be bound before any worker starts,
forwards SIGINT and SIGTERM to the workers (uvicorn's graceful shutdown), and starts a new worker
when one dies, as uvicorn's supervisor does; a worker that fails its own start-up stops them all.
"""

from __future__ import annotations

import logging
import multiprocessing
import signal
import socket
import sys
import threading
from multiprocessing.process import BaseProcess
from types import FrameType
from typing import Any

import uvicorn
from uvicorn.config import STARTUP_FAILURE

log = logging.getLogger("billing.serving")

SUPERVISE_SECONDS = 0.5
STOP_SECONDS = 30.0


def reuse_port_supported() -> bool:
    """Linux spreads connections over SO_REUSEPORT sockets; other systems may hand them all to
    one socket, so there uvicorn's shared socket stays."""
    return sys.platform.startswith("linux") and hasattr(socket, "SO_REUSEPORT")


def listening_socket(host: str, port: int) -> socket.socket:
    """A socket bound to `host:port` that other sockets of this user may bind too (not yet
    listening: only listening sockets receive connections)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        sock.bind((host, port))
    except OSError:
        sock.close()
        raise
    return sock


def run_worker(app: str, options: dict[str, Any]) -> None:
    """One worker process: its own socket on the shared address, then uvicorn on it."""
    config = uvicorn.Config(app, factory=True, **options)
    try:
        sock = listening_socket(config.host, config.port)
    except OSError:
        log.exception("cannot listen on %s:%s", config.host, config.port)
        sys.exit(STARTUP_FAILURE)
    uvicorn.Server(config).run(sockets=[sock])


def serve(app: str, *, workers: int, options: dict[str, Any]) -> int:
    """Runs `workers` processes of the app factory `app` (uvicorn `options`, `host` and `port`
    included) until SIGINT or SIGTERM; the exit status is 0 after a requested stop, 1 when a
    worker failed to start."""
    host, port = options["host"], options["port"]
    try:
        reserved = listening_socket(host, port)
    except OSError as exc:
        log.error("cannot listen on %s:%s: %s", host, port, exc)
        return 1
    spawn = multiprocessing.get_context("spawn")
    stop = threading.Event()

    def start() -> BaseProcess:
        process = spawn.Process(target=run_worker, args=(app, options))
        process.start()
        return process

    def request_stop(signum: int, _frame: FrameType | None) -> None:
        stop.set()

    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, request_stop)
    processes = [start() for _ in range(workers)]
    status = 0
    try:
        while not stop.wait(SUPERVISE_SECONDS):
            for index, process in enumerate(processes):
                if process.is_alive():
                    continue
                if process.exitcode == STARTUP_FAILURE:
                    log.error("a server worker failed to start; stopping")
                    status = 1
                    stop.set()
                    break
                log.warning(
                    "server worker %s exited (%s); starting another",
                    process.pid,
                    process.exitcode,
                )
                processes[index] = start()
    finally:
        for process in processes:
            if process.is_alive():
                process.terminate()
        for process in processes:
            process.join(STOP_SECONDS)
            if process.is_alive():
                process.kill()
                process.join()
        reserved.close()
    return status
