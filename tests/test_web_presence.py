"""A player who loses the connection keeps their seat for a grace period
and resumes where the game stands; past it the game is conceded for them
(CR 1-2-3) and stored as a concession.  A running server with a grace of
a second or two stands in for the default five minutes."""

from __future__ import annotations

import json
import time

import httpx

from web_helpers import running_server

from websockets.sync.client import connect  # noqa: E402

from optcg.web.presence import GRACE_SECONDS  # noqa: E402


def start(address: str, **body) -> dict:
    r = httpx.post(f"http://{address}/api/games", json={"deck": "st01", "ai": "greedy",
                                                        "seed": 21, **body})
    assert r.status_code == 200, r.text
    return r.json()


def join(ws, token=None) -> tuple[dict, dict]:
    ws.send(json.dumps({"type": "join", "token": token} if token else {"type": "join"}))
    hello = json.loads(ws.recv(10))
    assert hello["type"] == "joined", hello
    return hello, json.loads(ws.recv(10))


def wait_for(predicate, seconds: float = 15.0) -> None:
    deadline = time.monotonic() + seconds
    while not predicate():
        assert time.monotonic() < deadline, "it did not happen in time"
        time.sleep(0.05)


def test_the_default_grace_is_five_minutes():
    assert GRACE_SECONDS == 300.0


def test_a_player_back_within_the_grace_resumes_where_the_game_stands(store):
    with running_server(store, grace=3.0) as (address, app):
        g = start(address)
        url = f"ws://{address}/ws/games/{g['game']}"
        with connect(url) as ws:
            _, state = join(ws, g["token"])
            ws.send(json.dumps({"type": "act", "seq": state["seq"], "option": 0}))
            state = json.loads(ws.recv(10))
        # the server learns of the closed connection a moment later
        wait_for(lambda: app.state.presence.seconds_left(g["game"], 0) is not None)
        with connect(url) as ws:
            hello, again = join(ws, g["token"])
            assert again["seq"] >= state["seq"] and again["result"] is None
            assert app.state.presence.seconds_left(g["game"], 0) is None
            time.sleep(3.5)             # past the grace, but seated: nothing happens
        assert store.game(g["game"]).status == "playing"


def test_past_the_grace_the_game_is_conceded_and_stored_as_such(store):
    with running_server(store, grace=1.0) as (address, app):
        g = start(address)
        with connect(f"ws://{address}/ws/games/{g['game']}") as ws:
            join(ws, g["token"])
        wait_for(lambda: store.game(g["game"]).status == "over")
        row = store.game(g["game"])
        assert row.result[:2] == [1, "concession"]
        assert store.actions(g["game"])[-1][0] == "concede"
        assert app.state.presence.pending() == 0


def test_a_player_who_never_comes_also_concedes_after_the_grace(store):
    with running_server(store, grace=1.0) as (address, _):
        g = start(address)
        wait_for(lambda: store.game(g["game"]).status == "over")
        assert store.game(g["game"]).result[:2] == [1, "concession"]


def test_the_opponent_and_spectators_are_told_who_left_and_who_came_back(store):
    """A game of two people: P2 drops, P1 and a spectator learn it with the
    time P2 has left; P2 comes back and they learn that too."""
    from optcg.decks import load_deck
    with running_server(store, grace=30.0) as (address, app):
        hub = app.state.hub
        game_id, tokens = hub.create((load_deck("st01"), load_deck("st02")),
                                     ["human", "human"], seed=5)
        url = f"ws://{address}/ws/games/{game_id}"
        with connect(url) as p1, connect(url) as watcher:
            join(p1, tokens[0])
            join(watcher)
            with connect(url) as p2:
                join(p2, tokens[1])
            for ws in (p1, watcher):
                gone = json.loads(ws.recv(10))
                assert gone["type"] == "presence" and gone["seat"] == 1
                assert not gone["connected"] and 0 < gone["seconds_left"] <= 30
            with connect(url) as p2:
                hello, _ = join(p2, tokens[1])
                assert hello["grace"] == 30.0 and hello["away"] == {}
                for ws in (p1, watcher):
                    back = json.loads(ws.recv(10))
                    assert back == {"type": "presence", "seat": 1, "connected": True,
                                    "seconds_left": None, "forfeited": False}


def test_a_spectator_leaving_starts_no_countdown(store):
    with running_server(store, grace=1.0) as (address, app):
        g = start(address)
        url = f"ws://{address}/ws/games/{g['game']}"
        with connect(url) as seat:
            join(seat, g["token"])
            with connect(url) as watcher:
                join(watcher)
            time.sleep(1.5)
            assert store.game(g["game"]).status == "playing"
            seat.send(json.dumps({"type": "ping"}))
            assert json.loads(seat.recv(10)) == {"type": "pong"}
