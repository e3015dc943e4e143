"""Shared by the web server's tests: stores on SQLite and, when
OPTCG_TEST_POSTGRES_URL names a PostgreSQL database, on PostgreSQL."""

from __future__ import annotations

import os

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
