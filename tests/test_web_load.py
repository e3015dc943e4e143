"""A short version of the load test (benchmarks/web_load.py): concurrent
games between AI clients through the WebSocket protocol on loopback, the
server in a process of its own; every game ends, no error is received."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

pytest.importorskip("fastapi", reason="the web server's packages are not installed")

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "web_load.py"


def _load():
    spec = importlib.util.spec_from_file_location("web_load", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module         # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_concurrent_ai_games_through_websockets_all_end_without_error():
    figures = _load().run_load(games=8, timeout=600)
    assert figures["finished"] == 8 and figures["lost"] == 0
    assert figures["errors"] == 0, figures["error_samples"]
    assert figures["decisions"] > 8 * 20
    rt = figures["round_trip_ms"]
    assert 0 < rt["p50"] <= rt["p95"] <= rt["p99"]
    assert figures["messages_per_second"] > 0 and figures["bytes_per_decision"] > 0
