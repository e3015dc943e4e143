"""The fast paths of the environments say the same as the plain ones: the
incremental encoder (rows rewritten only where the position changed) writes
the bytes a fresh encoder writes, and `legal_ids` names each option as
`action_id` does, at every decision of many random games."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

from optcg.rl import actions as A  # noqa: E402
from optcg.rl.cards import FACTS  # noqa: E402
from optcg.rl.observation import O_MY_TRASH_FACTS, O_OPP_TRASH_FACTS, Encoder  # noqa: E402

from rl_helpers import BUILTIN, playable_meta_decks, random_positions  # noqa: E402


def _differences(decks, games, seed):
    """(encodings compared, [(player, decision kind, first differing index)],
    encodings after which the hand rows showing a changed cost were not the
    same as before)."""
    kept: dict[int, Encoder] = {}
    found = []
    n = hand_changes = 0
    for k, (game, d) in enumerate(random_positions(decks, games, seed)):
        st = game.state
        enc = kept.get(id(st.defs)) or kept.setdefault(id(st.defs),
                                                       Encoder(st.defs, native=False))
        # both players, in an order that changes, so that each player's kept
        # encoding is some steps old; now and then a clone (a new state)
        order = (0, 1) if k % 3 else (1, 0)
        for p in order:
            mine = d if d.player == p else None
            target = game.clone() if k % 17 == 0 else game
            keyed = list(enc.seen[p].hand_keyed)
            got, got_ids = enc.encode(target.state, p, mine, len(d.options))
            hand_changes += keyed != enc.seen[p].hand_keyed
            want, want_ids = Encoder(st.defs).encode(st, p, mine, len(d.options))
            n += 1
            if got.tobytes() != want.tobytes() or got_ids.tobytes() != want_ids.tobytes():
                diff = np.flatnonzero(got != want)
                found.append((p, d.kind, int(diff[0]) if len(diff) else -1))
    return n, found, hand_changes


def test_incremental_encoding_is_the_full_encoding_starter_decks():
    n, found, _ = _differences(BUILTIN, 12, seed=3)
    assert n > 2000
    assert found == []


def test_incremental_encoding_is_the_full_encoding_tournament_decks(shared_dir):
    decks = playable_meta_decks(shared_dir)
    if len(decks) < 2:
        pytest.skip("fewer than two fully automated tournament decks in ../shared")
    n, found, hand_changes = _differences(decks, 10, seed=8)
    assert n > 1000
    assert found == []
    # the positions include hand cards whose cost play changed ("-N cost in
    # your hand", modifiers), shown and then shown printed again
    assert hand_changes > 0


def test_the_returned_observation_is_a_copy_later_steps_leave_alone():
    game = next(iter(random_positions(("st01", "st02"), 1, seed=2)))[0]
    enc = Encoder(game.state.defs)
    first, ids = enc.encode(game.state, 0)
    kept, kept_ids = first.copy(), ids.copy()
    while not game.over and game.state.turn < 4:
        d = game.decision
        game.apply(d.options[-1])
        enc.encode(game.state, 0)
    assert first.tobytes() == kept.tobytes()
    assert ids.tobytes() == kept_ids.tobytes()


def test_trash_mean_facts_are_numpys_mean_to_the_bit():
    positions = 0
    for game, d in random_positions(("st01", "st02", "st03"), 6, seed=11):
        st = game.state
        enc = Encoder(st.defs)
        vec, _ = enc.encode(st, d.player, d, len(d.options))
        for base, p in ((O_MY_TRASH_FACTS, d.player), (O_OPP_TRASH_FACTS, 1 - d.player)):
            trash = st.trash[p]
            want = enc.facts[trash].mean(axis=0) if trash else np.zeros(FACTS, np.float32)
            assert vec[base:base + FACTS].tobytes() == want.astype(np.float32).tobytes()
        positions += 1
    assert positions > 500


def test_legal_ids_name_each_option_as_action_id_does():
    checked = 0
    for game, d in random_positions(BUILTIN, 15, seed=6):
        st = game.state
        want = {A.action_id(st, d.player, a): a for a in d.options}
        got = A.legal_ids(st, d.player, d.options)
        assert list(got.items()) == list(want.items()), d.kind
        mask = A.mask_of(got)
        assert mask.dtype == np.int8 and mask.shape == (A.ACTIONS,)
        assert set(np.flatnonzero(mask).tolist()) == set(got)
        checked += 1
    assert checked > 2000


def test_a_hand_cost_that_ends_shows_the_printed_row_again():
    """A modifier on a card in the hand changes the cost its state row shows
    (stats.cost, CR 1-3-6-2); when it ends, with the card still in the same
    slot, the incremental encoder writes the printed row again, as a fresh
    one does."""
    from optcg.engine.constants import MOD_COST, THIS_TURN
    from optcg.engine.records import Modifier
    from optcg.rl.observation import D_COST, DYN, O_CARD_STATE, ROW_HAND

    game = next(g for g, _ in random_positions(("st01", "st02"), 1, seed=4)
                if g.state.turn >= 2 and g.state.hand[g.state.turn_player])
    st = game.state
    p = st.turn_player
    card = st.hand[p][0]
    enc = Encoder(st.defs)
    printed, _ = enc.encode(st, p)
    st.mods.append(Modifier(MOD_COST, card, -1, -1, THIS_TURN, p, -1))
    cheaper, _ = enc.encode(st, p)
    assert cheaper.tobytes() == Encoder(st.defs).encode(st, p)[0].tobytes()
    cost_at = O_CARD_STATE + ROW_HAND * DYN + D_COST
    if st.defs[card].cost > 0:
        assert cheaper[cost_at] == np.float32((st.defs[card].cost - 1) / 10.0)
    st.mods.pop()
    again, _ = enc.encode(st, p)
    assert again.tobytes() == printed.tobytes() == Encoder(st.defs).encode(st, p)[0].tobytes()
