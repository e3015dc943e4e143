"""The web server's data layer (optcg.web.store) on SQLite and PostgreSQL."""

from __future__ import annotations

import pytest

from web_helpers import BACKENDS, make_store

from sqlalchemy import inspect  # noqa: E402

from optcg.web.models import Base  # noqa: E402
from optcg.web.store import Store, StoreError, migrate  # noqa: E402


@pytest.fixture(params=BACKENDS)
def store(request, tmp_path):
    s = make_store(request.param, tmp_path)
    yield s
    s.close()


def test_migrations_make_the_schema_of_the_models(store):
    found = inspect(store.engine)
    for table in Base.metadata.sorted_tables:
        columns = {c["name"] for c in found.get_columns(table.name)}
        assert columns == {c.name for c in table.columns}, table.name


def test_migrating_twice_changes_nothing(store):
    migrate(store.engine)
    assert set(inspect(store.engine).get_table_names()) >= {
        "users", "decks", "games", "game_actions", "seat_tokens", "alembic_version"}


def test_a_game_round_trips_with_its_actions_and_seat_tokens(store):
    decks = [["ST01-001"] + ["ST01-002"] * 50, ["ST02-001"] + ["ST02-002"] * 50]
    store.create_game("g1", 4294967295, decks, ["human", "greedy"], "h0",
                      {0: "a-token-of-thirty-two-characters"})
    store.add_actions("g1", 0, [["go_first", -1, -1], ["keep", -1, -1]], "h2")
    store.add_actions("g1", 2, [["play", 7, -1]], "h3")
    row = store.game("g1")
    assert (row.seed, row.decks, row.seats, row.action_count, row.state_hash, row.status) \
        == (4294967295, decks, ["human", "greedy"], 3, "h3", "playing")
    assert store.actions("g1") == [["go_first", -1, -1], ["keep", -1, -1], ["play", 7, -1]]
    assert [g.id for g in store.games_in_progress()] == ["g1"]
    assert store.seat_of("g1", "a-token-of-thirty-two-characters") == 0
    assert store.seat_of("g1", "another-token-of-32-characters!!") is None
    assert store.seat_of("g2", "a-token-of-thirty-two-characters") is None


def test_a_finished_game_keeps_its_result_and_replay(store):
    store.create_game("g1", 1, [["a"], ["b"]], ["human", "random"], "h0", {})
    store.add_actions("g1", 0, [["concede", 0, -1]], "h1", result=[1, "concession", 1],
                      replay={"format": 1, "seed": 1})
    row = store.game("g1")
    assert (row.status, row.result, row.replay) == ("over", [1, "concession", 1],
                                                    {"format": 1, "seed": 1})
    assert store.games_in_progress() == []


def test_a_game_actions_cannot_be_stored_twice(store):
    store.create_game("g1", 1, [["a"], ["b"]], ["human", "random"], "h0", {})
    store.add_actions("g1", 0, [["keep", -1, -1]], "h1")
    with pytest.raises(StoreError, match="not at action 0"):
        store.add_actions("g1", 0, [["keep", -1, -1]], "h1")
    assert store.actions("g1") == [["keep", -1, -1]]


def test_passwords_are_hashed_with_argon2_and_checked(store):
    store.create_user("nami", "mikan orchard")
    store.create_user("guest-1", None)
    with store.session() as s:
        from optcg.web.models import User
        stored = {u.name: u.password_hash for u in s.query(User)}
    assert stored["nami"].startswith("$argon2") and "mikan" not in stored["nami"]
    assert stored["guest-1"] is None
    assert store.check_password("nami", "mikan orchard").name == "nami"
    assert store.check_password("nami", "wrong") is None
    assert store.check_password("guest-1", "") is None
    with pytest.raises(StoreError, match="taken"):
        store.create_user("nami", "again")


def test_sessions_open_expire_and_close(store):
    """A session proves its user until it is closed or older than the
    limit; its secret is stored only as a hash."""
    user = store.create_user("chopper", "cotton-candy")
    secret = store.open_session(user.id, 3600)
    assert store.session_user(user.id, secret, 3600).name == "chopper"
    assert store.session_user(user.id + 1, secret, 3600) is None
    assert store.session_user(user.id, secret + "x", 3600) is None
    assert store.session_user(user.id, secret, -1) is None          # expired
    with store.session() as s:
        from optcg.web.models import LoginSession
        assert secret not in {r.token_hash for r in s.query(LoginSession)}
    assert store.close_session(secret) is True
    assert store.session_user(user.id, secret, 3600) is None
    assert store.close_session(secret) is False


def test_decks_are_saved_per_user_and_replaced_by_name(store):
    user = store.create_user("zoro", "three swords")
    store.save_deck(user.id, "red", "1xST01-001\n")
    store.save_deck(user.id, "red", "1xST01-001\n4xST01-002\n")
    store.save_deck(user.id, "green", "1xST02-001\n")
    assert [(d.name, d.text) for d in store.decks_of(user.id)] == [
        ("green", "1xST02-001\n"), ("red", "1xST01-001\n4xST01-002\n")]


@pytest.mark.parametrize("url, problem", [
    ("not a url", "not a database URL"),
    ("mysql://root@localhost/x", "unsupported database 'mysql'"),
])
def test_a_bad_database_url_is_refused_with_the_reason(url, problem):
    with pytest.raises(StoreError, match=problem):
        Store(url)


def test_a_database_password_is_never_shown():
    """`optcg serve` prints its database: never with the password in it."""
    from optcg.web.store import shown_url
    shown = shown_url("postgresql://optcg:s3cret@db.example/optcg")
    assert "s3cret" not in shown and shown.startswith("postgresql://optcg:***@db.example/")
    assert shown_url("sqlite:////tmp/optcg.db") == "sqlite:////tmp/optcg.db"
    with pytest.raises(StoreError) as refused:
        Store("mysql://root:s3cret@localhost/x")
    assert "s3cret" not in str(refused.value)
