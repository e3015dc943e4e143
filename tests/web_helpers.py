"""Shared by the web server's tests: stores on SQLite and, when
OPTCG_TEST_POSTGRES_URL names a PostgreSQL database, on PostgreSQL."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import threading
import time
from contextlib import contextmanager

import pytest

pytest.importorskip("fastapi", reason="the web server's packages are not installed "
                                      "(pip install -e '.[test]')")

from optcg.web.models import Base  # noqa: E402
from optcg.web.store import Store  # noqa: E402

POSTGRES_URL = os.environ.get("OPTCG_TEST_POSTGRES_URL")
BACKENDS = ["sqlite", "postgresql"]


def make_store(backend: str, tmp_path) -> Store:
    """An empty store on `backend` ("sqlite": a file under tmp_path)."""
    if backend == "sqlite":
        return Store(f"sqlite:///{tmp_path / 'optcg.db'}")
    if not POSTGRES_URL:
        pytest.skip("no PostgreSQL server to test against: set OPTCG_TEST_POSTGRES_URL "
                    "(.ci/run starts one and sets it)")
    store = Store(POSTGRES_URL)
    with store.engine.begin() as c:        # a clean database for each test
        for table in reversed(Base.metadata.sorted_tables):
            c.execute(table.delete())
    return store


@contextmanager
def running_server(store, rate: int = 100_000, **options):
    """The application served by uvicorn on a free loopback port, in a
    thread: one event loop for every connection, as in production
    (TestClient runs each WebSocket in an event loop of its own, which
    cannot show one connection's message sent to another); `options` go to
    create_app (a short `grace`, for one)."""
    import uvicorn

    from optcg.web.app import create_app
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(create_app(store, rate=rate, **options), host="127.0.0.1",
                                           port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "the server did not start"
        time.sleep(0.05)
    try:
        yield f"127.0.0.1:{port}", server.config.app
    finally:
        server.should_exit = True
        thread.join(10)


_SERVER = """
import sys, uvicorn
from optcg.web.app import create_app
from optcg.web.store import Store
uvicorn.run(create_app(Store(sys.argv[1]), rate=100_000), host="127.0.0.1",
            port=int(sys.argv[2]), log_level="warning")
"""


@contextmanager
def server_process(db_url: str):
    """The application served by uvicorn in a process of its own (a core of
    its own, not sharing the tests' interpreter lock), with a message rate
    high enough for clients that answer at once; yields its address."""
    import httpx
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen([sys.executable, "-c", _SERVER, db_url, str(port)],
                              env={**os.environ, "PYTHONUNBUFFERED": "1"})
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"http://127.0.0.1:{port}/api/options").status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert server.poll() is None and time.monotonic() < deadline, \
                "the server did not start"
            time.sleep(0.2)
        yield f"127.0.0.1:{port}"
    finally:
        server.terminate()
        server.wait(30)
