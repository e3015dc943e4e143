"""Random and malformed input, made by Hypothesis, against a live server
(uvicorn on loopback): every WebSocket message is answered, a refused one
changes no game and closes nothing, and no HTTP request gets a server
error (a 500 would be a Python exception escaping)."""

from __future__ import annotations

import json

import httpx
import pytest

from web_helpers import make_store, running_server

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, assume, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from websockets.sync.client import connect  # noqa: E402

from optcg.web.protocol import Act, Concede, ProtocolError, Undo, parse  # noqa: E402

SETTINGS = settings(max_examples=150, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.function_scoped_fixture,
                                           HealthCheck.too_slow])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2 ** 70, 2 ** 70) | st.floats()
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=12)
# near misses of the real messages: the right keys with wrong or odd values
near_messages = st.fixed_dictionaries(
    {"type": st.sampled_from(["join", "act", "concede", "ping", "undo", "JOIN", "", "act "])},
    optional={"seq": json_values, "option": json_values, "token": json_values,
              "extra": json_values})
frames = st.one_of(
    near_messages.map(json.dumps),
    json_values.map(lambda v: json.dumps(v, allow_nan=True)),
    st.text(max_size=300),
    st.binary(max_size=300),
    st.integers(2000, 5000).map(lambda n: json.dumps({"type": "ping", "pad": "x" * n})),
)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    store = make_store("sqlite", tmp_path_factory.mktemp("fuzz"))
    with running_server(store) as (address, app):
        g = httpx.post(f"http://{address}/api/games",
                       json={"deck": "st01", "ai": "greedy", "seed": 9}).json()
        url = f"ws://{address}/ws/games/{g['game']}"
        with connect(url) as seat, connect(url) as watcher, connect(url) as stranger:
            seat.send(json.dumps({"type": "join", "token": g["token"]}))
            json.loads(seat.recv(10))
            first = json.loads(seat.recv(10))
            watcher.send(json.dumps({"type": "join"}))
            json.loads(watcher.recv(10))
            json.loads(watcher.recv(10))
            yield {"address": address, "app": app, "game": g["game"], "seat": seat,
                   "watcher": watcher, "stranger": stranger, "seq": first["seq"]}
    store.close()


def _would_move(raw) -> bool:
    """A well-formed act, concede or undo: it may change the game, rightly."""
    try:
        return isinstance(parse(raw), (Act, Concede, Undo))
    except ProtocolError:
        return False


@SETTINGS
@given(raw=frames, who=st.sampled_from(["seat", "watcher", "stranger"]))
def test_random_messages_change_no_game_and_close_nothing(server, raw, who):
    if who == "seat":
        assume(not _would_move(raw))
    live = server["app"].state.hub.live[server["game"]]
    before = (live.game.hash(), live.count)
    ws = server[who]
    ws.send(raw)
    reply = json.loads(ws.recv(10))
    assert reply["type"] in ("error", "pong", "joined"), reply
    if reply["type"] == "error":
        assert reply["code"] and reply["message"] and "Traceback" not in reply["message"]
    if reply["type"] == "joined":           # the stranger joined as a spectator
        assert json.loads(ws.recv(10))["type"] == "state"
    assert (live.game.hash(), live.count) == before
    # the connection still works
    ws.send(json.dumps({"type": "ping"}))
    assert json.loads(ws.recv(10)) == {"type": "pong"}


http_bodies = st.one_of(json_values, st.fixed_dictionaries(
    {"deck": st.one_of(st.text(max_size=200), json_values)},
    optional={"ai": json_values, "ai_deck": json_values, "seed": json_values,
              "clock": json_values, "allow_unautomated": json_values,
              "text": json_values, "name": json_values, "password": json_values}))


@settings(SETTINGS, max_examples=80)
@given(body=http_bodies, path=st.sampled_from([
    "/api/games", "/api/rooms", "/api/rooms/ABCDEF/join", "/api/decks/check",
    "/api/register", "/api/login", "/api/guest"]))
def test_random_request_bodies_get_an_answer_never_a_server_error(server, body, path):
    r = httpx.post(f"http://{server['address']}{path}", content=json.dumps(body),
                   headers={"Content-Type": "application/json"}, timeout=30)
    assert r.status_code < 500, (path, body, r.text)
    if r.status_code >= 400:
        answer = r.json()
        assert answer.get("error") or answer.get("detail")


@settings(SETTINGS, max_examples=80)
@given(query=st.dictionaries(st.sampled_from(["name", "type", "color", "category", "cost",
                                              "text", "automated", "offset", "step", "view"]),
                             st.text(max_size=70), max_size=5),
       path=st.sampled_from(["/api/cards", "/api/games/{game}/frames", "/api/games/x/frames",
                             "/api/games/{game}/replay", "/api/rooms/ABCDEF"]))
def test_random_queries_get_an_answer_never_a_server_error(server, query, path):
    url = f"http://{server['address']}{path.format(game=server['game'])}"
    r = httpx.get(url, params=query, timeout=60)
    assert r.status_code < 500, (path, query, r.text)
