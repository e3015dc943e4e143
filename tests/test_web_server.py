"""The web server through FastAPI's TestClient: games against the AI over
the WebSocket protocol (docs/web/protocol.md), bad input, restarts."""

from __future__ import annotations

import json

import pytest

from web_helpers import running_server

from fastapi.testclient import TestClient  # noqa: E402

from optcg.web.app import CSP, create_app  # noqa: E402
from optcg.web.protocol import MAX_MESSAGE_BYTES  # noqa: E402


def client_for(store, rate: int = 100_000) -> TestClient:
    return TestClient(create_app(store, rate=rate))


def new_game(client, **body) -> dict:
    r = client.post("/api/games", json={"deck": "st01", "ai": "greedy", "seed": 11, **body})
    assert r.status_code == 200, r.text
    return r.json()


def next_state(ws) -> dict:
    while True:
        m = ws.receive_json()
        if m["type"] == "state":
            return m
        assert m["type"] != "error", m


def joined(ws, token=None) -> dict:
    ws.send_json({"type": "join", "token": token} if token else {"type": "join"})
    hello = ws.receive_json()
    assert hello["type"] == "joined"
    return next_state(ws)


def play_until(ws, state: dict, stop) -> dict:
    """Answer every decision of ours with its first option until stop(state)."""
    while not stop(state):
        d = state["decision"]
        assert d is not None and d["yours"], "the server waits for nobody"
        ws.send_json({"type": "act", "seq": state["seq"], "option": 0})
        state = next_state(ws)
        while state["decision"] and not state["decision"]["yours"] and not state["result"]:
            state = next_state(ws)
    return state


def test_the_page_and_api_are_served_with_a_content_security_policy(store):
    client = client_for(store)
    page = client.get("/")
    assert page.status_code == 200 and "<script type=\"module\" src=\"/static/app.js\">" in page.text
    assert page.headers["content-security-policy"] == CSP
    assert "'unsafe-inline'" not in CSP and "script-src 'self'" in CSP
    assert client.get("/static/app.js").status_code == 200
    options = client.get("/api/options").json()
    assert "st01" in options["decks"] and {"random", "greedy", "search-easy"} <= set(options["ai"])


def test_a_whole_game_against_the_ai_to_its_end(store):
    client = client_for(store)
    g = new_game(client)
    with client.websocket_connect(f"/ws/games/{g['game']}") as ws:
        state = joined(ws, g["token"])
        assert state["seat"] == 0 and isinstance(state["board"]["players"][0]["hand"], list)
        final = play_until(ws, state, lambda s: s["result"] is not None)
    assert final["result"]["winner"] in (0, 1) and final["decision"] is None
    row = store.game(g["game"])
    assert row.status == "over" and row.replay["result"] == [
        final["result"]["winner"], final["result"]["reason"], final["result"]["turns"]]
    # the finished game's replay is public, and plays back to the stored hash
    replay = client.get(f"/api/games/{g['game']}/replay").json()
    from optcg.cards.defs import card_def
    from optcg.engine import Replay
    assert Replay.from_dict(replay).verify(card_def)[0]


@pytest.mark.parametrize("ai", ["random", "greedy", "search-easy", "search-medium",
                                "search-hard"])
def test_each_ai_level_plays_its_seat_through_the_server(store, ai):
    """A game against each AI level the lobby offers: the AI's seat answers
    its decisions by itself until its first turn is over."""
    client = client_for(store)
    assert ai in client.get("/api/options").json()["ai"]
    g = new_game(client, ai=ai, seed=5)
    ours = 0
    with client.websocket_connect(f"/ws/games/{g['game']}") as ws:
        state = joined(ws, g["token"])
        while state["board"]["turn"] < 3 and state["result"] is None:
            assert state["decision"]["yours"], "the server waits for the AI"
            ws.send_json({"type": "act", "seq": state["seq"], "option": 0})
            ours += 1
            state = next_state(ws)
            while not (state["decision"] or {}).get("yours") and state["result"] is None:
                state = next_state(ws)
    assert state["board"]["turn"] >= 3 or state["result"] is not None
    row = store.game(g["game"])
    assert row.seats == ["human", ai]
    assert row.action_count == state["seq"] > ours            # the AI's actions too


def test_log_lines_carry_the_rule_they_apply(store):
    client = client_for(store)
    g = new_game(client)
    with client.websocket_connect(f"/ws/games/{g['game']}") as ws:
        state = joined(ws, g["token"])
    rules = [e["rule"] for e in state["log"]]
    assert "5-2-1-4" in rules          # rock-paper-scissors, then who goes first


@pytest.mark.parametrize("raw, code", [
    ("not json", "malformed"),
    ("[1, 2]", "malformed"),
    ('{"type": "dance"}', "invalid"),
    ('{"type": "act", "seq": "0", "option": 0}', "invalid"),
    ('{"type": "act", "seq": 0, "option": -1}', "invalid"),
    ('{"type": "act", "seq": 0, "option": 0, "extra": 1}', "invalid"),
    ('{"type": "join", "token": "short"}', "invalid"),
    ('{"type": "act", "seq": 0, "option": 0, "pad": "' + "x" * MAX_MESSAGE_BYTES + '"}',
     "oversized"),
])
def test_a_bad_message_gets_a_clear_error_and_changes_nothing(store, raw, code):
    client = client_for(store)
    g = new_game(client)
    with client.websocket_connect(f"/ws/games/{g['game']}") as ws:
        before = joined(ws, g["token"])
        ws.send_text(raw)
        error = ws.receive_json()
        assert error["type"] == "error" and error["code"] == code and error["message"]
        # the game goes on: the same decision is still open and answerable
        ws.send_json({"type": "act", "seq": before["seq"], "option": 0})
        after = next_state(ws)
        assert after["seq"] > before["seq"]
    assert store.game(g["game"]).action_count >= after["seq"]


def test_stale_and_impossible_answers_are_refused(store):
    client = client_for(store)
    g = new_game(client)
    with client.websocket_connect(f"/ws/games/{g['game']}") as ws:
        state = joined(ws, g["token"])
        n = len(state["decision"]["options"])
        ws.send_json({"type": "act", "seq": state["seq"], "option": n})
        error = ws.receive_json()
        assert error["code"] == "illegal" and f"no option {n}" in error["message"]
        ws.send_json({"type": "act", "seq": state["seq"] + 5, "option": 0})
        assert ws.receive_json()["code"] == "stale"
    assert store.game(g["game"]).action_count == state["seq"]


def test_messages_before_joining_and_bad_tokens_are_refused(store):
    client = client_for(store)
    g = new_game(client)
    with client.websocket_connect(f"/ws/games/{g['game']}") as ws:
        ws.send_json({"type": "act", "seq": 0, "option": 0})
        assert ws.receive_json()["code"] == "not_joined"
        ws.send_json({"type": "join", "token": "x" * 32})
        assert ws.receive_json()["code"] == "bad_token"
    with client.websocket_connect("/ws/games/nosuchgame") as ws:
        assert ws.receive_json()["code"] == "no_game"


def test_a_spectator_sees_no_hand_and_cannot_act(store):
    client = client_for(store)
    g = new_game(client)
    with client.websocket_connect(f"/ws/games/{g['game']}") as ws:
        state = joined(ws)
        assert state["seat"] is None
        assert all(isinstance(p["hand"], int) for p in state["board"]["players"])
        assert state["decision"]["yours"] is False and "options" not in state["decision"]
        ws.send_json({"type": "act", "seq": state["seq"], "option": 0})
        assert ws.receive_json()["code"] == "not_seated"
        ws.send_json({"type": "concede"})
        assert ws.receive_json()["code"] == "not_seated"


def test_a_seat_token_acts_only_for_its_player(store):
    """Out of turn: player 0's token cannot answer a decision of player 1
    (a game of two people; the AI seat of a game against the AI has no token)."""
    from optcg.decks import load_deck
    app = create_app(store, rate=100_000)
    hub = app.state.hub
    game_id, tokens = hub.create((load_deck("st01"), load_deck("st02")),
                                 ["human", "human"], seed=4)
    live = hub.get(game_id)
    decider = live.game.decision.player
    other = tokens[1 - decider]
    client = TestClient(app)
    with client.websocket_connect(f"/ws/games/{game_id}") as ws:
        state = joined(ws, other)
        assert state["decision"]["yours"] is False
        ws.send_json({"type": "act", "seq": state["seq"], "option": 0})
        error = ws.receive_json()
        assert error["code"] == "not_your_decision" and f"P{decider + 1}" in error["message"]
    assert live.count == 0


def test_too_many_messages_are_refused_without_harm(store):
    client = client_for(store, rate=5)
    g = new_game(client)
    with client.websocket_connect(f"/ws/games/{g['game']}") as ws:
        joined(ws, g["token"])
        codes = []
        for _ in range(8):
            ws.send_json({"type": "ping"})
            codes.append(ws.receive_json().get("code", "pong"))
        assert codes.count("rate_limited") >= 3 and codes[0] == "pong"


def test_a_restarted_server_resumes_the_game_mid_way(store, tmp_path):
    client = client_for(store)
    g = new_game(client)
    with client.websocket_connect(f"/ws/games/{g['game']}") as ws:
        state = joined(ws, g["token"])
        state = play_until(ws, state, lambda s: s["board"]["turn"] >= 4 or s["result"])
    assert state["result"] is None
    board_before = state["board"]
    # a new server over the same database: the game is rebuilt from its seed
    # and actions, checked against the stored state hash
    restarted = client_for(store)
    with restarted.websocket_connect(f"/ws/games/{g['game']}") as ws:
        again = joined(ws, g["token"])
        assert again["seq"] == state["seq"] and again["board"] == board_before
        final = play_until(ws, again, lambda s: s["result"] is not None)
    assert final["result"] is not None


def test_a_tampered_store_is_not_resumed(store):
    client = client_for(store)
    g = new_game(client)
    from optcg.web.models import GameRow
    with store.session() as s:
        s.get(GameRow, g["game"]).state_hash = "0" * 64
        s.commit()
    with client_for(store).websocket_connect(f"/ws/games/{g['game']}") as ws:
        error = ws.receive_json()
    assert error["code"] == "broken" and "hash" in error["message"]


def test_a_game_stored_before_the_save_format_moved_is_resumed(store):
    """The stored hash is over the save layout of the optcg that stored it
    (format 3 before format 4): the rebuilt game is checked against each
    layout this optcg reads."""
    from optcg.cards.defs import card_def
    from optcg.engine import Action, Replay
    from optcg.engine.serialize import state_hash
    from optcg.web.models import GameRow
    client = client_for(store)
    g = new_game(client)
    with store.session() as s:
        row = s.get(GameRow, g["game"])
        actions = [Action.from_json(a) for a in store.actions(g["game"])]
        state = Replay(decks=row.decks, seed=row.seed, actions=actions,
                       conceal_decisions=row.conceal_decisions).play(card_def).state
        assert row.state_hash == state_hash(state) != state_hash(state, 3)
        row.state_hash = state_hash(state, 3)
        s.commit()
    with client_for(store).websocket_connect(f"/ws/games/{g['game']}") as ws:
        resumed = joined(ws, g["token"])
    assert resumed["result"] is None and resumed["decision"] is not None


def test_a_pasted_deck_with_a_problem_names_its_line_and_rule(store):
    client = client_for(store)
    text = "1xST01-001\n4xST01-002\n4xNOPE-999\n"
    r = client.post("/api/games", json={"deck": text, "ai": "greedy"})
    assert r.status_code == 400
    problem = r.json()["problems"][0]
    assert problem["line"] == 3 and "NOPE-999" in problem["message"]
    short = "1xST01-001\n4xST01-002\n"
    r = client.post("/api/games", json={"deck": short, "ai": "greedy"})
    assert r.status_code == 400 and r.json()["problems"][0]["rule"] == "5-1-2"
    r = client.post("/api/games", json={"deck": "st01", "ai": "grandmaster"})
    assert r.status_code == 400 and "unknown AI 'grandmaster'" in r.json()["error"]
    assert store.games_in_progress() == []


def test_a_conceded_game_is_over_for_both(store):
    client = client_for(store)
    g = new_game(client)
    with client.websocket_connect(f"/ws/games/{g['game']}") as ws:
        joined(ws, g["token"])
        ws.send_json({"type": "concede"})
        state = next_state(ws)
        assert state["result"] == {"winner": 1, "reason": "concession",
                                   "turns": state["result"]["turns"]}
        ws.send_json({"type": "concede"})
        assert ws.receive_json()["code"] == "game_over"
    assert json.loads(json.dumps(store.game(g["game"]).result))[1] == "concession"


def test_two_people_play_a_whole_game_through_a_room(store):
    """One opens a room, the other joins by its code; both play to the end,
    each answering only their own decisions (the defender's block, counter
    and [Trigger] decisions included)."""
    client = client_for(store)
    opened = client.post("/api/rooms", json={"deck": "st01"}).json()
    code, secret = opened["room"], opened["secret"]
    assert client.get(f"/api/rooms/{code}", params={"secret": secret}).json() == {"game": None}
    assert client.get(f"/api/rooms/{code}", params={"secret": "wrong"}).status_code == 403
    guest = client.post(f"/api/rooms/{code.lower()}/join", json={"deck": "st02"}).json()
    assert guest["seat"] == 1
    assert client.post(f"/api/rooms/{code}/join", json={"deck": "st03"}).status_code in (404, 409)
    host = client.get(f"/api/rooms/{code}", params={"secret": secret}).json()
    assert host["game"] == guest["game"] and host["seat"] == 0
    kinds = set()
    store_url = store.url
    store.close()
    # both seats on one running server: TestClient would run each WebSocket
    # in an event loop of its own, where one cannot hear the other's moves
    from websockets.sync.client import connect

    from optcg.web.store import Store
    with running_server(Store(store_url)) as (address, _):
        url = f"ws://{address}/ws/games/{host['game']}"
        with connect(url) as ws0, connect(url) as ws1:
            sockets = [ws0, ws1]
            states = []
            for ws, token in ((ws0, host["token"]), (ws1, guest["token"])):
                ws.send(json.dumps({"type": "join", "token": token}))
                assert json.loads(ws.recv(10))["type"] == "joined"
                states.append(json.loads(ws.recv(10)))
            for _ in range(5000):
                if states[0]["result"]:
                    break
                mine = [p for p in (0, 1) if states[p]["decision"]["yours"]]
                assert len(mine) == 1, "exactly one seat decides"
                p = mine[0]
                assert "options" not in states[1 - p]["decision"]
                d = states[p]["decision"]
                kinds.add(d["kind"])
                sockets[p].send(json.dumps({"type": "act", "seq": states[p]["seq"],
                                            "option": (states[p]["seq"] * 7) % len(d["options"])}))
                states = [json.loads(ws0.recv(30)), json.loads(ws1.recv(30))]
                assert states[0]["seq"] == states[1]["seq"]
            assert states[0]["result"] == states[1]["result"] is not None
    # a room's game has a random seed: which battle decisions come varies, but
    # the defender always had some, and answered them from their own socket
    assert "main" in kinds and kinds & {"block", "counter", "trigger"}


def test_optcg_serve_refuses_a_bad_database_or_a_busy_port_with_the_reason(tmp_path):
    import socket

    from typer.testing import CliRunner

    from optcg.cli.main import app
    runner = CliRunner()
    done = runner.invoke(app, ["serve", "--db", "mysql://root@localhost/optcg"])
    assert done.exit_code == 2 and "unsupported database 'mysql'" in done.output
    with socket.create_server(("127.0.0.1", 0)) as busy:
        port = busy.getsockname()[1]
        done = runner.invoke(app, ["serve", "--port", str(port),
                                   "--db", f"sqlite:///{tmp_path / 'x.db'}"])
    assert done.exit_code == 1 and f"cannot listen on 127.0.0.1:{port}" in done.output
    assert "Traceback" not in done.output
    # a database that cannot be reached is named without its password
    done = runner.invoke(app, ["serve", "--db", "postgresql://optcg:s3cret@127.0.0.1:1/optcg"])
    assert done.exit_code == 1 and "cannot open the database postgresql://optcg:***@" in done.output
    assert "s3cret" not in done.output and "Traceback" not in done.output


def test_connections_racing_to_a_stored_game_share_one_rebuild(store):
    """Two connections reaching a game not in memory (after a restart) at
    once get the same game: two rebuilds would each hear only their own
    player's moves (found by the room test, whose two seats joined at once)."""
    import threading

    from optcg.decks import load_deck
    from optcg.web.games import GameHub
    game_id, _ = GameHub(store).create((load_deck("st01"), load_deck("st02")),
                                       ["human", "human"], seed=8)
    hub = GameHub(store)                        # a restarted server
    got: list = []
    threads = [threading.Thread(target=lambda: got.append(hub.get(game_id))) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(got) == 4 and all(g is got[0] for g in got)


def test_card_faces_are_sent_once_per_connection(store):
    """A card number's face comes with the first message naming it on a
    connection, not again; a new connection gets it anew."""
    client = client_for(store)
    g = new_game(client)
    with client.websocket_connect(f"/ws/games/{g['game']}") as ws:
        first = joined(ws, g["token"])
        assert first["cards"]
        leader = first["board"]["players"][0]["leader"]["number"]
        assert leader in first["cards"]
        ws.send_json({"type": "act", "seq": first["seq"], "option": 0})
        later = next_state(ws)
        assert leader not in later["cards"]
        assert not set(later["cards"]) & set(first["cards"])
    with client.websocket_connect(f"/ws/games/{g['game']}") as ws:
        assert leader in joined(ws, g["token"])["cards"]


def test_a_state_is_never_built_while_an_action_is_being_applied(store):
    """A state message waits for the action in progress (applied in a
    worker thread under the game's lock): built meanwhile, it paired the
    state after the action with the count before it, and a seat answering
    it was refused as stale (found by the WebSocket leak test)."""
    import asyncio

    from optcg.decks import load_deck
    from optcg.web.app import _Listener, _send
    from optcg.web.games import HUMAN, GameHub

    class Socket:
        def __init__(self) -> None:
            self.sent: list[dict] = []

        async def send_json(self, message: dict) -> None:
            self.sent.append(message)

    hub = GameHub(store)
    game_id, _ = hub.create((load_deck("st01"), load_deck("st02")), [HUMAN, HUMAN], seed=3)
    live = hub.get(game_id)
    socket = Socket()
    listener = _Listener(socket, 0)

    async def scenario() -> None:
        await live.lock.acquire()           # an action is being applied
        sending = asyncio.create_task(_send(listener, live))
        await asyncio.sleep(0.05)
        assert socket.sent == []
        d = live.game.decision
        live.act(d.player, live.count, 0)
        live.lock.release()
        await sending

    asyncio.run(scenario())
    assert [m["seq"] for m in socket.sent] == [live.count] == [1]


def test_every_decision_kind_reaches_its_decider_as_numbered_options():
    """The page answers any decision by its numbered options: every kind
    of decision the engine asks (decision_kinds) is sent to its decider,
    in served games (decisions concealed), with each option worded and
    numbered in order, and to the other seat only as whose and what kind."""
    import random

    from optcg.api import deck_defs
    from optcg.decks import load_deck
    from optcg.engine import Game
    from optcg.engine import decision_kinds
    from optcg.web.messages import state_message
    kinds = {v for k, v in vars(decision_kinds).items() if k.isupper() and isinstance(v, str)}
    starters = ["st01", "st02", "st03", "st04"]
    seen: set[str] = set()
    rng = random.Random(1)
    for n in range(600):
        game = Game.new(deck_defs(load_deck(starters[n % 4])),
                        deck_defs(load_deck(starters[n // 4 % 4])), seed=n,
                        conceal_decisions=True)
        while not game.over and seen != kinds:
            d = game.decision
            if d.kind not in seen:
                seen.add(d.kind)
                mine = state_message(game, d.player, 0, 0)["decision"]
                assert mine["kind"] == d.kind and mine["yours"]
                assert [o["index"] for o in mine["options"]] == list(range(len(d.options)))
                assert all(o["text"] for o in mine["options"]), d.kind
                theirs = state_message(game, 1 - d.player, 0, 0)["decision"]
                assert theirs == {"player": d.player, "kind": d.kind, "yours": False}
            game.apply(rng.choice(d.options))
        if seen == kinds:
            break
    assert seen == kinds, f"never asked in 600 games: {sorted(kinds - seen)}"
