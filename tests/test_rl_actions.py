"""The fixed action space and the option list: over thousands of random
decisions, every masked id is a legal action and no unmasked id is; every
decision kind has an option table that lists exactly its legal options."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

import optcg  # noqa: E402
from optcg.engine.constants import (CHARACTER_AREA, HAND, ActionKind,  # noqa: E402
                                    DecisionKind)
from optcg.rl import actions as A  # noqa: E402
from optcg.rl.core import observe  # noqa: E402
from optcg.rl.observation import Encoder  # noqa: E402
from optcg.rl.options import ACTION_KINDS, C_KIND  # noqa: E402

from rl_helpers import BUILTIN, playable_meta_decks, random_positions  # noqa: E402


def _check_masks(decks, games, seed):
    """Masked ids decode to legal actions that apply; unmasked ids are refused;
    returns the decision kinds seen."""
    kinds = set()
    steps = 0
    for game, d in random_positions(decks, games, seed):
        kinds.add(d.kind)
        st = game.state
        legal = A.legal_ids(st, d.player, d.options)
        mask = A.mask_of(legal)
        # distinct options get distinct ids, so no legal option is left unmasked
        assert len(set(d.options)) == len(d.options) and mask.sum() == len(d.options)
        for i in np.flatnonzero(mask):
            action = legal[int(i)]
            assert action in d.options
            assert A.action_id(st, d.player, action) == i
        if steps % 25 == 0:             # masked ids apply without complaint
            for i in np.flatnonzero(mask):
                game.clone().apply(legal[int(i)])
        steps += 1
    return kinds, steps


def test_masked_ids_are_exactly_the_legal_actions_builtin_decks():
    kinds, steps = _check_masks(BUILTIN, 40, 1)
    assert steps > 3000
    assert {DecisionKind.MAIN, DecisionKind.COUNTER, DecisionKind.BLOCK,
            DecisionKind.MULLIGAN, DecisionKind.CHOOSE_ORDER} <= kinds


def test_masked_ids_are_exactly_the_legal_actions_tournament_decks(shared_dir):
    decks = playable_meta_decks(shared_dir)
    if not decks:
        pytest.skip("no tournament deck of ../shared is fully automated")
    kinds, steps = _check_masks(decks, 40, 2)
    assert steps > 3000
    assert {DecisionKind.SELECT, DecisionKind.ARRANGE, DecisionKind.CONFIRM} <= kinds


def test_env_refuses_every_unmasked_id_and_accepts_every_masked_one():
    """Through the environment itself: at each decision, a sample of unmasked
    ids raise (state unchanged) and each masked id is taken by a copy."""
    from optcg.rl import ActionSpaceError, OptcgAECEnv
    env = OptcgAECEnv(deck_pool=BUILTIN, illegal_action="raise", seed=4)
    rng = np.random.default_rng(0)
    checked = 0
    for episode in range(4):
        env.reset()
        for agent in env.agent_iter():
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
                continue
            mask = obs["action_mask"]
            np.testing.assert_array_equal(mask, env.action_masks())
            m = env.match
            before = m.game.hash()
            for i in rng.choice(np.flatnonzero(mask == 0), 10, replace=False):
                with pytest.raises(ActionSpaceError):
                    m.action_of(int(i))
                with pytest.raises(ActionSpaceError):
                    env.step(int(i))
                assert m.game.hash() == before
            for i in np.flatnonzero(mask):
                assert m.action_of(int(i)) in m.game.legal_actions()
            env.step(int(rng.choice(np.flatnonzero(mask))))
            checked += 1
    assert checked > 500


def test_ids_are_stable_across_games_and_named():
    """The same answer has the same id in any game: ending the Main Phase,
    keeping the hand, attacking the opponent's Leader with one's own."""
    for deck1, deck2, seed in (("st01", "st02", 1), ("st03", "st04", 2)):
        game = optcg.new_game(deck1, deck2, seed=seed, log=False)
        st = game.state
        assert A.action_id(st, 0, optcg.Action(ActionKind.GO_FIRST)) == 0
        assert A.action_id(st, 0, optcg.Action(ActionKind.END_PHASE)) == 4
        attack = optcg.Action(ActionKind.ATTACK, st.leaders[0], st.leaders[1])
        assert A.action_id(st, 0, attack) == A.A_ATTACK
        assert A.action_id(st, 1, optcg.Action(ActionKind.ATTACK, st.leaders[1],
                                                st.leaders[0])) == A.A_ATTACK
    assert A.action_name(A.A_ATTACK + 7) == \
        "attack: my field slot 1 -> opponent's field slot 1"
    assert A.action_name(A.A_SELECT + A.R_LOOK + 2) == "select a card: looked at 2"
    for name, start, size, _ in A.ACTION_LAYOUT:
        assert A.action_name(start) and A.action_name(start + size - 1)
    starts = [start for _, start, _, _ in A.ACTION_LAYOUT]
    assert starts == sorted(starts) and A.ACTION_LAYOUT[-1][1] + 2 == A.ACTIONS
    with pytest.raises(ValueError, match="ids are 0 to"):
        A.action_name(A.ACTIONS)


def test_a_hidden_card_has_no_reference():
    """CR 3-1-5: a card of the opponent's hand or of a deck cannot be named."""
    game = optcg.new_game("st01", "st02", seed=3, log=False)
    while game.decision.kind != DecisionKind.MAIN:
        game.apply(game.decision.options[0])
    st = game.state
    p = game.decision.player
    assert all(A.card_ref(st, p, c) == -1 for c in st.hand[1 - p] + st.deck[p] + st.deck[1 - p])
    assert [A.card_ref(st, p, c) for c in st.hand[p]] == list(range(len(st.hand[p])))
    with pytest.raises(A.ActionSpaceError, match="hidden"):
        A.action_id(st, p, optcg.Action(ActionKind.PLAY, st.hand[1 - p][0]))


def _placed_cards(st, p):
    """The cards known_refs places for player p: the hand, both fields and their Stages."""
    return (st.hand[p] + st.chars[p] + st.chars[1 - p] + st.stage[p] + st.stage[1 - p]
            + [st.leaders[p], st.leaders[1 - p]])


def test_known_refs_are_the_card_refs_of_the_hand_and_both_fields():
    """known_refs (in Python) maps each card of the player's hand, both fields
    and their Stages to card_ref's reference, and leaves out the cards beyond
    the slots (card_ref -2): at random positions, and with a hand grown past
    its 20 slots and a field past its 5 (the rules set no hand limit)."""
    checked = 0
    for game, d in random_positions(BUILTIN, 2, 45):
        st = game.state
        for p in (0, 1):
            refs = A.known_refs(st, p, native=False)
            want = {c: A.card_ref(st, p, c) for c in _placed_cards(st, p)}
            assert refs == {c: r for c, r in want.items() if r >= 0}
            checked += len(refs)
    assert checked > 1000
    game = optcg.new_game("st01", "st02", seed=3, log=False)
    st = game.state
    p = 0
    for _ in range(A.HAND_SLOTS + 3):       # deck cards moved into the hand
        c = st.deck[p].pop()
        st.hand[p].append(c)
        st.area[c] = HAND
    for _ in range(A.CHAR_SLOTS + 2):       # and onto the opponent's field
        c = st.deck[1 - p].pop()
        st.chars[1 - p].append(c)
        st.area[c] = CHARACTER_AREA
    refs = A.known_refs(st, p, native=False)
    want = {c: A.card_ref(st, p, c) for c in _placed_cards(st, p)}
    assert sorted(want.values()).count(-2) == 5
    assert refs == {c: r for c, r in want.items() if r >= 0}


def test_option_table_lists_every_option_of_every_kind(shared_dir):
    decks = list(BUILTIN) + playable_meta_decks(shared_dir)
    seen = set()
    enc = {}
    for game, d in random_positions(decks, 25, 3):
        st = game.state
        key = id(st.defs)
        e = enc.get(key) or enc.setdefault(key, Encoder(st.defs))
        obs = observe(game, d.player, e, "options", 256, d)
        n = len(d.options)
        assert obs["action_mask"][:n].all() and not obs["action_mask"][n:].any()
        ids = A.legal_ids(st, d.player, d.options)
        assert list(obs["option_ids"][:n]) == list(ids)
        kinds = obs["options"][:n, C_KIND:C_KIND + len(ACTION_KINDS)].argmax(axis=1)
        assert [ACTION_KINDS[k] for k in kinds] == [a.kind for a in d.options]
        seen.add(d.kind)
    assert {DecisionKind.MAIN, DecisionKind.COUNTER, DecisionKind.SELECT,
            DecisionKind.ARRANGE, DecisionKind.ORDER_EFFECTS} <= seen or len(decks) == 4


def test_option_table_too_small_says_how_to_fix():
    from optcg.rl.options import OptionOverflowError
    game = optcg.new_game("st01", "st02", seed=1, log=False)
    while game.decision.kind != DecisionKind.MAIN or len(game.decision.options) < 3:
        game.apply(game.decision.options[-1])
    d = game.decision
    with pytest.raises(OptionOverflowError, match="max_options"):
        observe(game, d.player, Encoder(game.state.defs), "options", 2, d)
