"""CR 3-1-5 in the observation: re-dealing every card a player cannot see
(Game.determinized) leaves that player's observation byte-identical, with
its mask and its option table, at every decision of many random games."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

from optcg.rl.core import observe  # noqa: E402
from optcg.rl.observation import Encoder  # noqa: E402

from rl_helpers import BUILTIN, playable_meta_decks, random_positions  # noqa: E402


def _leaks(decks, games, seed, encoder_class=Encoder, every=1):
    """(positions checked, [(what, decision kind)] of every difference)."""
    found = []
    checked = 0
    encoders = {}
    for k, (game, d) in enumerate(random_positions(decks, games, seed)):
        if k % every:
            continue
        key = id(game.state.defs)
        enc = encoders.get(key) or encoders.setdefault(key, encoder_class(game.state.defs))
        for p in (0, 1):
            mine = d if d.player == p else None
            for interface in ("fixed", "options"):
                real = observe(game, p, enc, interface, 256, mine)
                for s in (1, 2):
                    other = game.determinized(p, s)
                    seen = observe(other, p, enc, interface, 256,
                                   other.decision if mine is not None else None)
                    found += [(key, d.kind) for key in real
                              if real[key].tobytes() != seen[key].tobytes()]
        checked += 1
    return checked, found


def test_observation_unchanged_by_redealing_hidden_cards_builtin_decks():
    checked, found = _leaks(BUILTIN, 12, 7)
    assert checked > 1000
    assert found == []


def test_observation_unchanged_by_redealing_hidden_cards_tournament_decks(shared_dir):
    """Tournament decks search, look at and reveal cards, turn Life face up."""
    decks = playable_meta_decks(shared_dir)
    if not decks:
        pytest.skip("no tournament deck of ../shared is fully automated")
    checked, found = _leaks(decks, 16, 8)
    assert checked > 1000
    assert found == []


def test_the_spectator_render_shows_public_facts_only():
    """env.render() reads nothing a re-deal changes, for either player."""
    from optcg.rl.aec import describe_public
    checked = 0
    for k, (game, d) in enumerate(random_positions(BUILTIN, 3, 9)):
        if k % 7:
            continue
        text = describe_public(game)
        for p in (0, 1):
            assert describe_public(game.determinized(p, k)) == text
        checked += 1
    assert checked > 50


class _PeekingEncoder:
    """Writes the opponent's top deck card's cost into a spare field: a leak.
    (It wraps an Encoder: the compiled Encoder cannot be subclassed.)"""

    def __init__(self, defs):
        self.inner = Encoder(defs)
        self.facts = self.inner.facts

    def encode(self, st, player, decision=None, n_options=0):
        vec, ids = self.inner.encode(st, player, decision, n_options)
        deck = st.deck[1 - player]
        if deck:
            vec[-1] = st.defs[deck[-1]].cost + 1
        return vec, ids


def test_the_leak_test_catches_a_leak():
    """The check above can fail: an encoder reading a hidden card is caught."""
    checked, found = _leaks(BUILTIN, 1, 7, _PeekingEncoder, every=5)
    assert checked > 10 and found
