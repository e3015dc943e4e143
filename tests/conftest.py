from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parents[1].parent / "shared"


@pytest.fixture
def shared_dir() -> Path:
    if not (SHARED / "cards").is_dir():
        pytest.skip(f"reference data not found at {SHARED} (it sits beside the "
                    "checkout in CI; a fresh clone does not have it)")
    return SHARED


@pytest.fixture
def store(tmp_path):
    """The web server's store on a fresh SQLite file (the web tests)."""
    from web_helpers import make_store
    s = make_store("sqlite", tmp_path)
    yield s
    s.close()
