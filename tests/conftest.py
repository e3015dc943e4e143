from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parents[1].parent / "shared"


@pytest.fixture
def shared_dir() -> Path:
    if not (SHARED / "cards").is_dir():
        pytest.skip(f"reference data not found at {SHARED} (it sits beside the "
                    "checkout in CI; a fresh clone does not have it)")
    return SHARED
