"""A DON!! deck of other than 10 cards: CR 5-1-2 (a 10-card DON!! deck)
replaced by a Leader's deck-construction effect (CR 5-1-2-4), as OP15-058's
"Under the rules of this game, your DON!! deck consists of 6 cards".  The
setup deals that many (CR 5-2-1, 3-3-1), the DON!! Phase runs dry by CR
6-4-2 and 6-4-3, and a saved game's DON!! must add up to each Leader's own
DON!! deck."""

from __future__ import annotations

import json

import pytest

import optcg
from optcg.cards.defs import card_def
from optcg.decks import don_deck_size, parse_deck
from optcg.engine.errors import SaveError
from optcg.engine.game import Game
from optcg.engine.setup import don_deck_size as leader_don_deck
from optcg.testing import check_invariants

SIX = "OP15-058"               # "your DON!! deck consists of 6 cards"
FILLER = "ST01-003"


def _game(seed: int = 0) -> Game:
    return Game.new((card_def(SIX), [card_def(FILLER)] * 50),
                    (card_def("ST01-001"), [card_def(FILLER)] * 50), seed=seed, log=False)


def test_cr_5_1_2_4_a_leaders_don_deck_size_is_read_from_its_text():
    assert leader_don_deck(card_def(SIX)) == 6
    assert leader_don_deck(card_def("ST01-001")) == 10
    assert don_deck_size(parse_deck(f"1x{SIX}\n")) == 6
    assert don_deck_size(parse_deck("1xST01-001\n")) == 10


def test_cr_5_1_2_4_setup_deals_the_leaders_don_deck():
    g = _game()
    assert list(g.state.don_deck) == [6, 10]
    assert list(g.state.don_active) == [0, 0] and list(g.state.don_rested) == [0, 0]


def test_cr_6_4_2_and_6_4_3_the_don_phase_places_what_is_left():
    """2 a turn (1 on the first player's first), then 1 when 1 is left, then
    none: the 6 DON!! cards are all placed, never a seventh."""
    g = _game(seed=3)
    placed = []
    while not g.over and g.state.turn < 12:
        acts = g.legal_actions()
        end = [a for a in acts if a.kind in ("end_phase", "keep", "go_first")]
        g.apply(end[0] if end else acts[0])
        check_invariants(g)
        st = g.state
        placed.append(st.don_active[0] + st.don_rested[0] + sum(
            st.don[i] for i in range(len(st.defs)) if st.owner[i] == 0) + st.don_deck[0])
    assert set(placed) == {6}
    assert g.state.don_deck[0] == 0
    assert g.state.don_deck[1] < 10


def test_a_saved_6_don_game_loads_and_a_wrong_total_is_refused():
    g = _game(seed=5)
    for _ in range(12):
        g.apply(g.legal_actions()[-1])
    data = json.loads(json.dumps(g.to_json()))
    loaded = optcg.load_game(data)
    assert loaded.hash() == g.hash()
    leader_player = 0
    data["state"]["don_deck"][leader_player] += 4        # 10: right for others, not for OP15-058
    with pytest.raises(SaveError) as e:
        optcg.load_game(data)
    assert "not 6" in str(e.value) and e.value.path == f"state.don_deck[{leader_player}]"
