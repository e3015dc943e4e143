"""OP14-029 Tashigi (Character, 6000): "[Opponent's Turn] If this Character
would be removed from the field by your opponent's effect, you may rest 1 of
your cards instead." and "[Activate: Main] [Once Per Turn] You may rest 2 of
your cards: This Character gains +2000 power until the end of your
opponent's next End Phase."  Official rulings qa_op14_eb04.md OP14-029: any
active Leader, Character, Stage or DON!! card may be rested, Tashigi itself
included."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import expect

from ..common import activations
from ..common_play import P1, P2, accept, choose_number, decline, koed_by_opponent, on_field, pick

TASHIGI = "OP14-029"


def test_qa_op14_029_rests_itself_instead_of_being_removed():
    b = koed_by_opponent(TASHIGI, active=1)
    g = b.game
    accept(g)
    choose_number(g, 0)                                  # no DON!! card: another card
    pick(g, b.card)                                      # itself (ruling Q2)
    expect(g, "main", P2)
    assert b.card in g.state.chars[P1] and g.state.rested[b.card]


def test_op14_029_rests_a_don_instead_of_being_removed():
    b = koed_by_opponent(TASHIGI, active=1)
    g = b.game
    accept(g)
    choose_number(g, 1)
    expect(g, "main", P2)
    st = g.state
    assert b.card in st.chars[P1] and not st.rested[b.card] and st.don_rested[P1] == 1


def test_op14_029_declined_it_is_koed():
    b = koed_by_opponent(TASHIGI, active=1)
    decline(b.game)
    expect(b.game, "main", P2)
    assert b.card in b.game.state.trash[P1]


def test_qa_op14_029_rests_the_leader_and_a_don_for_2000_once_per_turn():
    b = on_field(TASHIGI, active=3)
    g = b.game
    g.apply(Action("activate", b.card, 1))
    choose_number(g, 1)                                  # 1 DON!! card ...
    pick(g, b.leader)                                    # ... and the Leader (ruling Q1)
    expect(g, "main", P1)
    assert power(g.state, b.card) == 8000 and g.state.rested[b.leader]
    assert g.state.don_rested[P1] == 1
    assert activations(g, b.card) == []                  # 2 DON!! still active
    g.apply(Action("end_phase"))
    expect(g, "main", P2)
    assert power(g.state, b.card) == 8000                # through the opponent's turn
