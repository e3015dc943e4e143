"""The replay viewer's API: any step of a stored game, as either player,
a spectator, or both once the game is over; a view of a game in progress
is only what that receiver could see live (CR 3-1-5, 11-2: hidden cards
stay hidden)."""

from __future__ import annotations

import pytest

from web_helpers import make_store

from fastapi.testclient import TestClient  # noqa: E402

from optcg.decks import load_deck  # noqa: E402
from optcg.web.app import create_app  # noqa: E402
from optcg.web.messages import state_message  # noqa: E402

from test_web_leaks import Oracle  # noqa: E402


@pytest.fixture
def setup(tmp_path):
    store = make_store("sqlite", tmp_path)
    app = create_app(store)
    yield app, TestClient(app), store
    store.close()


def _finished(app) -> str:
    """A game between two people, played by its first options to the end."""
    hub = app.state.hub
    game_id, _ = hub.create((load_deck("st01"), load_deck("st02")), ["human", "human"], seed=12)
    live = hub.get(game_id)
    while not live.game.over:
        live.act(live.game.decision.player, live.count, 0)
    return game_id


def test_each_step_of_a_finished_game_as_each_view(setup):
    app, client, store = setup
    game_id = _finished(app)
    whole = client.get(f"/api/games/{game_id}/frames", params={"step": 10 ** 6,
                                                              "view": "both"}).json()
    steps = whole["steps"]
    assert whole["step"] == steps == store.game(game_id).action_count
    assert [f["seat"] for f in whole["frames"]] == [0, 1]
    assert whole["frames"][0]["result"] is not None
    # the turns' first steps, for scrubbing: increasing, from turn 1
    turns = whole["turns"]
    assert turns[0][1] == 0 and [t for t, _ in turns] == sorted(t for t, _ in turns)
    assert len(turns) >= whole["frames"][0]["result"]["turns"]
    turn, step = turns[3]
    frame = client.get(f"/api/games/{game_id}/frames",
                       params={"step": step, "view": "0"}).json()["frames"][0]
    assert frame["board"]["turn"] == turn and frame["seq"] == step
    assert isinstance(frame["board"]["players"][0]["hand"], list)
    assert isinstance(frame["board"]["players"][1]["hand"], int)
    watcher = client.get(f"/api/games/{game_id}/frames",
                         params={"step": step, "view": "spectator"}).json()["frames"][0]
    assert all(isinstance(p["hand"], int) for p in watcher["board"]["players"])


def test_a_frame_is_what_that_receiver_saw_live(setup):
    """The frame of step N equals the board the receiver was sent at step
    N, and passes the leak test's oracle."""
    app, client, _ = setup
    hub = app.state.hub
    game_id, _ = hub.create((load_deck("st01"), load_deck("st03")), ["human", "human"], seed=3)
    live = hub.get(game_id)
    oracle = Oracle(live.game)
    boards = {}
    for _ in range(40):
        for r in (0, 1, None):
            boards[(live.count, r)] = state_message(live.game, r, live.count, 0)["board"]
        live.act(live.game.decision.player, live.count, live.count % len(live.game.decision.options))
    oracle.update()
    for (step, r), board in list(boards.items())[::7]:
        view = "spectator" if r is None else str(r)
        token_free = client.get(f"/api/games/{game_id}/frames",
                                params={"step": step, "view": view})
        if r is not None:           # a player's view of a game in progress: their token only
            assert token_free.status_code == 403
            continue
        frame = token_free.json()["frames"][0]
        assert frame["board"] == board
        oracle.check(None, frame)


def test_views_of_a_game_in_progress_are_guarded(setup):
    app, client, _ = setup
    hub = app.state.hub
    game_id, tokens = hub.create((load_deck("st01"), load_deck("st02")), ["human", "human"],
                                 seed=4)
    url = f"/api/games/{game_id}/frames"
    assert client.get(url, params={"view": "both"}).status_code == 409
    assert client.get(url, params={"view": "1"}).status_code == 403
    assert client.get(url, params={"view": "1"},
                      headers={"X-Seat-Token": tokens[0]}).status_code == 403
    mine = client.get(url, params={"view": "1"}, headers={"X-Seat-Token": tokens[1]})
    assert mine.status_code == 200 and mine.json()["frames"][0]["seat"] == 1
    assert client.get(url, params={"view": "everything"}).status_code == 400
    assert client.get("/api/games/nope/frames").status_code == 404
    assert client.get(url, params={"step": -1}).status_code == 422
