"""The table of which cards listen to which event timings (GameState.listeners):
worked out once for a card list and shared by the games that play it again."""

from __future__ import annotations

import os

import pytest

import optcg
from optcg.engine import state as state_module

META = os.path.join(os.path.dirname(__file__), "..", "..", "shared", "decks", "meta")


def test_games_of_the_same_decks_share_one_listener_table():
    a = optcg.new_game("st01", "st02", seed=1, log=False, validate=False)
    b = optcg.new_game("st01", "st02", seed=2, log=False, validate=False)
    assert a.state.defs == b.state.defs
    assert a.state.listeners is b.state.listeners


def test_a_shared_table_equals_one_worked_out_afresh():
    if not os.path.isdir(META):
        pytest.skip("needs ../shared/decks/meta (the tournament deck lists)")
    tables = 0
    for name in sorted(os.listdir(META))[:12]:
        path = os.path.join(META, name)
        try:
            game = optcg.new_game(path, "st01", seed=3, log=False, validate=False)
        except optcg.UnimplementedCardsError:
            continue
        again = optcg.new_game(path, "st01", seed=4, log=False, validate=False)
        fresh = state_module._listeners_of(game.state.defs)
        assert again.state.listeners is game.state.listeners
        assert game.state.listeners == fresh
        tables += bool(fresh)
    assert tables, "no deck tried has a card that listens to an event timing"


def test_the_kept_tables_are_bounded():
    game = optcg.new_game("st01", "st02", seed=5, log=False, validate=False)
    defs = game.state.defs
    for k in range(state_module._LISTENER_TABLES_KEPT + 10):
        state_module.listeners_of(defs[: len(defs) - k])
        assert len(state_module._LISTENERS_OF_DEFS) <= state_module._LISTENER_TABLES_KEPT
