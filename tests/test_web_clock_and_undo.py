"""The optional chess clock (each person's time runs only while they have
a decision; out of time, the game is conceded for them, CR 1-2-3) and undo
against the AI in casual games, refused once a card hidden at the time of
the action has been shown since."""

from __future__ import annotations

import json
import time

import httpx
import pytest

from web_helpers import running_server

from fastapi.testclient import TestClient  # noqa: E402
from websockets.sync.client import connect  # noqa: E402

from optcg.decks import load_deck  # noqa: E402
from optcg.web.app import create_app  # noqa: E402
from optcg.web.clock import ChessClock  # noqa: E402
from optcg.web.games import GameHub  # noqa: E402
from optcg.web.protocol import ProtocolError  # noqa: E402


def test_a_clock_runs_only_for_the_seat_that_decides():
    clock = ChessClock(10.0)
    clock.run(0)
    time.sleep(0.2)
    clock.run(1)
    assert clock.seconds_left(0) <= 9.85 and clock.seconds_left(1) > 9.95
    time.sleep(0.2)
    clock.run(None)
    frozen = clock.seconds_left(1)
    time.sleep(0.1)
    assert clock.seconds_left(1) == frozen <= 9.85 and clock.running is None
    with pytest.raises(ValueError, match="1 to 86400 seconds"):
        ChessClock(0)


def test_the_clock_is_in_every_state_and_survives_a_restart(store):
    client = TestClient(create_app(store))
    g = client.post("/api/games", json={"deck": "st01", "seed": 2, "clock": 600}).json()
    with client.websocket_connect(f"/ws/games/{g['game']}") as ws:
        ws.send_json({"type": "join", "token": g["token"]})
        ws.receive_json()
        state = ws.receive_json()
        clock = state["clock"]
        assert clock["running"] == 0 and clock["left"][1] == 600.0 and clock["left"][0] <= 600
        time.sleep(0.3)
        ws.send_json({"type": "act", "seq": state["seq"], "option": 0})
        after = ws.receive_json()
        assert after["clock"]["left"][0] <= 599.7
    row = store.game(g["game"])
    assert row.clock["budget"] == 600.0 and row.clock["left"][0] <= 599.7
    hub = GameHub(store)                    # a restart: the clock comes back as stored
    assert hub.get(g["game"]).clock.seconds_left(0) <= 599.7
    assert client.post("/api/games", json={"deck": "st01", "clock": 0}).status_code == 422


def test_the_time_the_server_is_down_is_charged_to_nobody(store):
    """The server stops while P1's clock runs: the time P1 had used until
    then is kept, and after a restart P1's clock resumes from what it had
    when the server stopped, not counting the time it was down."""
    with running_server(store) as (address, _):
        g = httpx.post(f"http://{address}/api/games",
                       json={"deck": "st01", "seed": 2, "clock": 600}).json()
        with connect(f"ws://{address}/ws/games/{g['game']}") as ws:
            ws.send(json.dumps({"type": "join", "token": g["token"]}))
            json.loads(ws.recv(10))
            assert json.loads(ws.recv(10))["clock"]["running"] == 0
            time.sleep(0.4)                 # P1 thinks, then the server stops
    stopped = store.game(g["game"]).clock["left"]
    assert 590 < stopped[0] <= 599.6 and stopped[1] == 600.0
    time.sleep(1.0)                         # the server is down
    with running_server(store) as (address, app):
        with connect(f"ws://{address}/ws/games/{g['game']}") as ws:
            ws.send(json.dumps({"type": "join", "token": g["token"]}))
            json.loads(ws.recv(10))
            state = json.loads(ws.recv(10))
            clock = app.state.hub.live[g["game"]].clock
            assert clock.left == stopped and clock.running == 0
            shown = state["clock"]["left"][0]          # rounded to 0.1 s
            assert stopped[0] - 0.5 < shown <= stopped[0] + 0.05


def test_out_of_time_the_game_is_conceded_for_the_player(store):
    with running_server(store) as (address, _):
        g = httpx.post(f"http://{address}/api/games",
                       json={"deck": "st01", "seed": 5, "clock": 1.0}).json()
        with connect(f"ws://{address}/ws/games/{g['game']}") as ws:
            ws.send(json.dumps({"type": "join", "token": g["token"]}))
            json.loads(ws.recv(10))
            state = json.loads(ws.recv(10))
            while state["result"] is None:
                state = json.loads(ws.recv(10))
        assert state["result"]["winner"] == 1 and state["result"]["reason"] == "concession"
        assert state["clock"]["left"][0] == 0.0
    assert store.game(g["game"]).result[:2] == [1, "concession"]


def _against_ai(store, seed: int):
    hub = GameHub(store)
    game_id, _ = hub.create((load_deck("st01"), load_deck("st02")), ["human", "greedy"],
                            seed=seed)
    return hub, hub.get(game_id)


def test_undo_takes_back_the_last_action_and_the_ais_answers(store):
    """Main-phase moves that show nothing new (giving DON!!) are taken back;
    the stored game is the same as the one in memory (a restart rebuilds it)."""
    hub, live = _against_ai(store, seed=7)
    while live.game.decision.kind != "main" or live.game.decision.player != 0:
        live.act(0, live.count, 0)
        live.run_agents()
    d = live.game.decision
    before_hash, before_count = live.game.hash(), live.count
    give = next(k for k, a in enumerate(d.options) if a.kind == "give_don")
    live.act(0, live.count, give)
    live.run_agents()
    assert live.count > before_count
    assert live.undo(0) >= 1
    assert live.game.hash() == before_hash and live.count == before_count
    assert store.game(live.id).action_count == before_count
    assert GameHub(store).get(live.id).game.hash() == before_hash


def test_undo_is_refused_once_a_hidden_card_was_shown(store):
    """Ending the turn lets the AI play cards from its hand and the next
    draw shows a card of the deck: taking that back would be a peek."""
    hub, live = _against_ai(store, seed=7)
    while live.game.decision.kind != "main" or live.game.decision.player != 0:
        live.act(0, live.count, 0)
        live.run_agents()
    end = next(k for k, a in enumerate(live.game.decision.options) if a.kind == "end_phase")
    live.act(0, live.count, end)
    live.run_agents()
    count = live.count
    with pytest.raises(ProtocolError, match="shown since"):
        live.undo(0)
    assert live.count == count and store.game(live.id).action_count == count


def test_undo_is_only_for_casual_games_against_the_ai(store):
    hub = GameHub(store)
    game_id, _ = hub.create((load_deck("st01"), load_deck("st02")), ["human", "human"], seed=1)
    live = hub.get(game_id)
    live.act(live.game.decision.player, 0, 0)
    with pytest.raises(ProtocolError, match="casual games against the AI"):
        live.undo(0)
    with pytest.raises(ProtocolError, match="spectators"):
        live.undo(None)


def test_undo_over_the_websocket(store):
    client = TestClient(create_app(store))
    g = client.post("/api/games", json={"deck": "st01", "seed": 7}).json()
    with client.websocket_connect(f"/ws/games/{g['game']}") as ws:
        ws.send_json({"type": "undo"})
        assert ws.receive_json()["code"] == "not_joined"
        ws.send_json({"type": "join", "token": g["token"]})
        ws.receive_json()
        state = ws.receive_json()
        while not (state["decision"]["kind"] == "main" and state["decision"]["yours"]):
            ws.send_json({"type": "act", "seq": state["seq"], "option": 0})
            state = ws.receive_json()
            while not state["decision"]["yours"]:
                state = ws.receive_json()
        give = next(o for o in state["decision"]["options"] if o["kind"] == "give_don")
        ws.send_json({"type": "act", "seq": state["seq"], "option": give["index"]})
        after = ws.receive_json()
        assert after["seq"] == state["seq"] + 1
        ws.send_json({"type": "undo"})
        undone = ws.receive_json()
        assert undone == {"type": "undone", "seat": 0, "actions": 1}
        again = ws.receive_json()
        assert again["seq"] == state["seq"] and again["board"] == state["board"]
        assert again["log"] and again["log"][0]["rule"]      # the whole log, sent again
