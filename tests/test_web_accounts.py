"""Accounts: guests play at once; registered users (argon2-hashed
passwords) keep decks and game history; sessions live in signed cookies
(HttpOnly, SameSite=Strict); a seat's token stays bound to its player."""

from __future__ import annotations

import pytest

from web_helpers import BACKENDS, make_store

from fastapi.testclient import TestClient  # noqa: E402

from optcg.web.accounts import COOKIE  # noqa: E402
from optcg.web.app import create_app  # noqa: E402


def client_for(store) -> TestClient:
    return TestClient(create_app(store, rate=100_000))


def test_a_guest_plays_at_once_and_the_cookie_is_httponly_and_strict(store):
    client = client_for(store)
    assert client.get("/api/me").json() == {"user": None}
    r = client.post("/api/guest")
    me = r.json()["user"]
    assert me["guest"] and me["name"].startswith("guest-")
    cookie = r.headers["set-cookie"]
    assert "HttpOnly" in cookie and "SameSite=strict" in cookie.replace("Strict", "strict")
    assert "Secure" not in cookie           # plain http on loopback: a Secure cookie is dropped
    assert client.get("/api/me").json()["user"] == me
    game = client.post("/api/games", json={"deck": "st01", "seed": 3}).json()
    history = client.get("/api/history").json()["games"]
    assert [(g["game"], g["seat"], g["status"]) for g in history] == [
        (game["game"], 0, "playing")]


def test_the_session_cookie_is_secure_over_https(store):
    client = TestClient(create_app(store), base_url="https://testserver")
    assert "Secure" in client.post("/api/guest").headers["set-cookie"]


def test_a_forged_or_altered_cookie_proves_nobody(store):
    client = client_for(store)
    client.post("/api/register", json={"name": "nami", "password": "tangerines"})
    good = client.cookies[COOKIE]
    uid, issued, mac = good.split(".")
    for forged in (f"{int(uid) + 1}.{issued}.{mac}", f"{uid}.{issued}.{mac[:-2]}AA",
                   "1.2", "x" * 500, ""):
        other = client_for(store)
        other.cookies.set(COOKIE, forged)
        assert other.get("/api/me").json() == {"user": None}, forged


def test_register_log_out_and_log_in_again(store):
    client = client_for(store)
    r = client.post("/api/register", json={"name": "zoro", "password": "three-swords"})
    assert r.json() == {"user": {"name": "zoro", "guest": False}}
    assert store.user(1).password_hash.startswith("$argon2")
    assert client.post("/api/register", json={"name": "zoro", "password": "another1"}
                       ).status_code == 409
    client.post("/api/logout")
    client.cookies.clear()
    assert client.get("/api/me").json() == {"user": None}
    assert client.post("/api/login", json={"name": "zoro", "password": "wrong-one"}
                       ).status_code == 401
    r = client.post("/api/login", json={"name": "zoro", "password": "three-swords"})
    assert r.json()["user"]["name"] == "zoro"


@pytest.mark.parametrize("name, status", [("ab", 422), ("guest-me", 400), ("no spaces", 400),
                                          ("<script>", 400)])
def test_bad_names_are_refused_with_the_reason(store, name, status):
    r = client_for(store).post("/api/register", json={"name": name, "password": "password1"})
    assert r.status_code == status
    body = r.json()
    assert body.get("error") or body.get("detail")


def test_a_guest_who_registers_keeps_their_games(store):
    client = client_for(store)
    client.post("/api/guest")
    game = client.post("/api/games", json={"deck": "st02", "seed": 4}).json()
    client.post("/api/register", json={"name": "usopp", "password": "sogeking!"})
    assert [g["game"] for g in client.get("/api/history").json()["games"]] == [game["game"]]
    assert client.get("/api/me").json()["user"] == {"name": "usopp", "guest": False}


def test_a_seat_token_works_only_for_the_player_it_was_given_to(store):
    """A token copied to another browser (another session, or none) takes
    no seat; the spectator's view stays open to anyone."""
    owner = client_for(store)
    owner.post("/api/register", json={"name": "robin", "password": "ohara-ohara"})
    game = owner.post("/api/games", json={"deck": "st01", "seed": 6}).json()
    thief = client_for(store)
    thief.post("/api/register", json={"name": "spandam", "password": "cp9-cp9-cp9"})
    for client in (thief, client_for(store)):
        with client.websocket_connect(f"/ws/games/{game['game']}") as ws:
            ws.send_json({"type": "join", "token": game["token"]})
            error = ws.receive_json()
            assert error["code"] == "not_your_seat"
            ws.send_json({"type": "join"})
            hello = ws.receive_json()
            # the owner has not come yet: their seat counts down
            assert hello["seat"] is None and list(hello["away"]) == ["0"]
    with owner.websocket_connect(f"/ws/games/{game['game']}") as ws:
        ws.send_json({"type": "join", "token": game["token"]})
        assert ws.receive_json()["seat"] == 0


def test_history_needs_a_session(store):
    assert client_for(store).get("/api/history").status_code == 401


@pytest.mark.parametrize("backend", BACKENDS)
def test_logging_out_revokes_the_session_on_the_server(backend, tmp_path):
    """A copy of the cookie taken before logging out is refused after it,
    by the HTTP API and by the WebSocket (the seat it held stays closed to
    it); the user's other sessions are untouched."""
    store = make_store(backend, tmp_path)
    try:
        client = client_for(store)
        client.post("/api/register", json={"name": "franky", "password": "suuuper!"})
        game = client.post("/api/games", json={"deck": "st01", "seed": 8}).json()
        copied = client.cookies[COOKIE]
        elsewhere = client_for(store)
        elsewhere.post("/api/login", json={"name": "franky", "password": "suuuper!"})
        assert elsewhere.cookies[COOKIE] != copied
        assert client.post("/api/logout").status_code == 200
        thief = client_for(store)
        thief.cookies.set(COOKIE, copied)
        assert thief.get("/api/me").json() == {"user": None}
        assert thief.get("/api/history").status_code == 401
        with thief.websocket_connect(f"/ws/games/{game['game']}") as ws:
            ws.send_json({"type": "join", "token": game["token"]})
            assert ws.receive_json()["code"] == "not_your_seat"
        assert elsewhere.get("/api/me").json()["user"]["name"] == "franky"
        with elsewhere.websocket_connect(f"/ws/games/{game['game']}") as ws:
            ws.send_json({"type": "join", "token": game["token"]})
            assert ws.receive_json()["seat"] == 0
    finally:
        store.close()


def test_signing_in_again_replaces_the_session(store):
    """Logging in over a session (or a guest registering) closes the old
    session: its cookie, copied before, proves nobody after."""
    client = client_for(store)
    client.post("/api/guest")
    as_guest = client.cookies[COOKIE]
    client.post("/api/register", json={"name": "brook", "password": "yohohoho"})
    as_brook = client.cookies[COOKIE]
    client.post("/api/login", json={"name": "brook", "password": "yohohoho"})
    for old in (as_guest, as_brook):
        other = client_for(store)
        other.cookies.set(COOKIE, old)
        assert other.get("/api/me").json() == {"user": None}
    assert client.get("/api/me").json()["user"]["name"] == "brook"
