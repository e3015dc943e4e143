"""OP15-058 Enel (Leader):
- "Under the rules of this game, your DON!! deck consists of 6 cards." (a
  deck-construction effect, CR 5-1-2-4): the game starts with 6 DON!! cards;
- "[Activate: Main] [Once Per Turn] If it is your second turn or later, add
  up to 1 DON!! card from your DON!! deck and set it as active, and add up to
  4 additional DON!! cards and rest them. Then, give up to 4 rested DON!!
  cards to 1 of your Characters."

Official Q&A on OP15-058: playing with 6 DON!! cards suffices; used on the
first turn, the ability adds and gives nothing; negated later, the Leader
leaves the DON!! deck as it was (6 cards between the field and the deck).
"""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.cards.scripts import script_for
from optcg.decks import don_deck_size, parse_deck
from optcg.engine.effects import language as L
from optcg.engine.game import Game
from optcg.testing import Scenario, custom_card, expect_decision

from ..common_play import choose_number

P1, P2 = 0, 1
ENEL = "OP15-058"
ALLY = custom_card("T-ALLY", "Ally", cost=2, power=3000)
FILLER = "ST01-003"


def test_op15_058_the_don_deck_rule_is_scripted_as_printed():
    script = script_for(ENEL)
    assert script is not None and script.complete
    assert [s.effect for s in script.statics] == [L.DonDeckSize(6)]
    assert card_def(ENEL).implemented


def test_op15_058_its_deck_list_has_a_6_card_don_deck():
    assert don_deck_size(parse_deck(f"1x{ENEL}\n")) == 6


def test_op15_058_the_game_starts_with_6_don_cards():
    """Q&A OP15-058: 6 DON!! cards suffice (CR 5-1-2-4 replaces the 10 of
    CR 5-1-2); the opponent keeps 10."""
    g = Game.new((card_def(ENEL), [card_def(FILLER)] * 50),
                 (card_def("ST01-001"), [card_def(FILLER)] * 50), seed=0)
    assert list(g.state.don_deck) == [6, 10]


def _board(turn: int, active: int = 0, rested: int = 0):
    s = Scenario(turn=turn, turn_player=P1, first_player=P1)
    leader = s.p1.leader(ENEL)
    s.p2.leader("ST01-001")
    ally = s.p1.character(ALLY)
    s.p1.don(active=active, rested=rested)
    s.p1.deck(*[FILLER] * 5)
    g = s.build()
    g.apply(Action("activate", leader, 0))
    return g, ally


def test_op15_058_adds_1_active_and_4_rested_then_gives_them_on_the_second_turn():
    g, ally = _board(turn=3)
    st = g.state
    choose_number(g, 1)         # up to 1 DON!! card, set as active
    choose_number(g, 4)         # up to 4 additional DON!! cards, rested
    choose_number(g, 4)         # up to 4 rested DON!! cards given
    expect_decision(g, P1, "main")
    assert st.don_deck[P1] == 1 and st.don_active[P1] == 1
    assert st.don_rested[P1] == 0 and st.don[ally] == 4


def test_op15_058_a_6_card_don_deck_limits_what_it_adds():
    """With 4 of the 6 DON!! cards already on the field, 2 are left to add."""
    g, ally = _board(turn=3, active=2, rested=2)
    st = g.state
    assert st.don_deck[P1] == 2
    choose_number(g, 1)
    expect_decision(g, P1, "choose_number")
    assert len(g.decision.options) == 2          # 0 or 1 more: the DON!! deck holds 1
    choose_number(g, 1)
    choose_number(g, 0)
    expect_decision(g, P1, "main")
    assert st.don_deck[P1] == 0 and st.don_active[P1] == 3 and st.don_rested[P1] == 3


def test_op15_058_on_the_first_turn_adds_and_gives_nothing():
    """Q&A OP15-058: used on the first turn, nothing is added or given."""
    g, ally = _board(turn=1)
    st = g.state
    expect_decision(g, P1, "main")
    assert st.don_deck[P1] == 6 and st.don_active[P1] == 0 and st.don[ally] == 0
