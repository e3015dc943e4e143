"""The web server under load: N concurrent games between two AI clients
each, every decision taken through the WebSocket protocol on loopback.

    python benchmarks/web_load.py [--games 200] [--decks st01,st02,st03,st04]
                                  [--timeout 1800] [--json]

The server runs in a process of its own (uvicorn, one event loop, a fresh
SQLite database in a temporary folder), opened with a rate limit high
enough for clients that answer at once (people do not send 20 messages a
second; AI clients do).  Each game is a room: one client opens it, the
other joins, and both play random legal options (seeded) until the game
ends.  Reports messages per second (both ways), the decision round trip
(from sending an answer to receiving the state that follows it: p50, p95,
p99), bytes the server sends per decision, the server's memory per game
(the growth of its resident memory while all games are open, divided by
the games), errors received and games lost (not finished in time).  The
machine is shared: compare figures of one run, not across machines.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx
from websockets.asyncio.client import connect

SERVER = """
import sys, uvicorn
from optcg.web.app import create_app
from optcg.web.store import Store
app = create_app(Store(sys.argv[1]), rate=100_000)
uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[2]), log_level="warning",
            ws_max_size=65536)
"""


@dataclass
class Stats:
    messages: int = 0
    bytes_in: int = 0
    decisions: int = 0
    round_trips: list = field(default_factory=list)
    errors: list = field(default_factory=list)
    finished: int = 0


def _rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


async def _seat(url: str, token: str, rng: random.Random, stats: Stats) -> None:
    async with connect(url, max_size=2 ** 22) as ws:
        await ws.send(json.dumps({"type": "join", "token": token}))
        stats.messages += 1
        sent_at = sent_seq = None
        async for raw in ws:
            stats.messages += 1
            stats.bytes_in += len(raw)
            m = json.loads(raw)
            if m["type"] == "error":
                stats.errors.append(m)
                continue
            if m["type"] != "state":
                continue
            if sent_at is not None and m["seq"] > sent_seq:
                stats.round_trips.append(time.perf_counter() - sent_at)
                sent_at = None
            if m["result"] is not None:
                return
            d = m["decision"]
            if d and d["yours"] and sent_at is None:
                sent_seq, sent_at = m["seq"], time.perf_counter()
                await ws.send(json.dumps({"type": "act", "seq": m["seq"],
                                          "option": rng.randrange(len(d["options"]))}))
                stats.messages += 1
                stats.decisions += 1


async def _game(http: httpx.AsyncClient, base: str, decks: tuple[str, str], seed: int,
                stats: Stats) -> None:
    room = (await http.post(f"{base}/api/rooms", json={"deck": decks[0]})).json()
    guest = (await http.post(f"{base}/api/rooms/{room['room']}/join",
                             json={"deck": decks[1]})).json()
    host = (await http.get(f"{base}/api/rooms/{room['room']}",
                           params={"secret": room["secret"]})).json()
    url = base.replace("http://", "ws://") + f"/ws/games/{guest['game']}"
    rngs = [random.Random(seed * 2), random.Random(seed * 2 + 1)]
    await asyncio.gather(_seat(url, host["token"], rngs[0], stats),
                         _seat(url, guest["token"], rngs[1], stats))
    stats.finished += 1


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def _wait_up(base: str, deadline: float) -> None:
    async with httpx.AsyncClient() as http:
        while True:
            try:
                if (await http.get(f"{base}/api/options")).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("the server did not start")
            await asyncio.sleep(0.2)


async def _run(games: int, decks: list[str], timeout: float, base: str, pid: int) -> dict:
    await _wait_up(base, time.monotonic() + 60)
    stats = Stats()
    # no kept-alive HTTP connections: uvicorn closes one idle for 5 s, and a
    # request sent on it at that moment fails (ReadError) through no fault of
    # the game server (5 of 200 games in one run)
    limits = httpx.Limits(max_connections=50, max_keepalive_connections=0)
    async with httpx.AsyncClient(timeout=120, limits=limits) as http:
        await _game(http, base, (decks[0], decks[1 % len(decks)]), 10 ** 6, Stats())  # warm-up
        baseline = _rss_kib(pid)
        peak = baseline
        start = time.perf_counter()
        tasks = [asyncio.create_task(_game(http, base, (decks[n % len(decks)],
                                                         decks[(n // len(decks) + n + 1)
                                                               % len(decks)]), n, stats))
                 for n in range(games)]
        deadline = time.monotonic() + timeout
        while not all(t.done() for t in tasks) and time.monotonic() < deadline:
            peak = max(peak, _rss_kib(pid))
            await asyncio.sleep(0.5)
        elapsed = time.perf_counter() - start
        for t in tasks:
            if not t.done():
                t.cancel()
            elif t.exception() is not None:
                stats.errors.append({"code": "client", "message": repr(t.exception())})
    trips = sorted(stats.round_trips)

    def pct(p: float) -> float:
        return 1000 * trips[min(len(trips) - 1, int(p * len(trips)))] if trips else 0.0

    return {"games": games, "finished": stats.finished, "lost": games - stats.finished,
            "errors": len(stats.errors), "error_samples": stats.errors[:3],
            "seconds": round(elapsed, 2), "decisions": stats.decisions,
            "messages_per_second": round(stats.messages / elapsed, 1),
            "round_trip_ms": {"p50": round(pct(0.50), 2), "p95": round(pct(0.95), 2),
                              "p99": round(pct(0.99), 2),
                              "mean": round(1000 * statistics.fmean(trips), 2) if trips else 0},
            "bytes_per_decision": round(stats.bytes_in / max(1, stats.decisions)),
            "server_memory_per_game_kib": round((peak - baseline) / games, 1),
            "server_rss_mib": {"baseline": round(baseline / 1024, 1),
                               "peak": round(peak / 1024, 1)}}


def run_load(games: int = 200, decks: tuple[str, ...] = ("st01", "st02", "st03", "st04"),
             timeout: float = 1800.0) -> dict:
    """Serve `games` concurrent games to AI clients; the figures as a dict."""
    with tempfile.TemporaryDirectory() as folder:
        port = _free_port()
        server = subprocess.Popen([sys.executable, "-c", SERVER,
                                   f"sqlite:///{Path(folder) / 'load.db'}", str(port)],
                                  env={**os.environ, "PYTHONUNBUFFERED": "1"})
        try:
            return asyncio.run(_run(games, list(decks), timeout, f"http://127.0.0.1:{port}",
                                    server.pid))
        finally:
            server.terminate()
            server.wait(30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--decks", default="st01,st02,st03,st04")
    parser.add_argument("--timeout", type=float, default=1800.0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    figures = run_load(args.games, tuple(args.decks.split(",")), args.timeout)
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    rt = figures["round_trip_ms"]
    print(f"{figures['games']} concurrent games, {figures['finished']} finished, "
          f"{figures['lost']} lost, {figures['errors']} errors, in {figures['seconds']} s")
    print(f"decisions {figures['decisions']}, messages/s {figures['messages_per_second']}")
    print(f"decision round trip ms: p50 {rt['p50']}, p95 {rt['p95']}, p99 {rt['p99']}")
    print(f"bytes per decision {figures['bytes_per_decision']}, server memory per game "
          f"{figures['server_memory_per_game_kib']} KiB "
          f"(RSS {figures['server_rss_mib']['baseline']} -> "
          f"{figures['server_rss_mib']['peak']} MiB)")


if __name__ == "__main__":
    main()
