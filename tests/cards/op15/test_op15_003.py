"""OP15-003 Alvida (Character, cost 5):
- "If this Character would be K.O.'d, you may trash 1 Character card with a
  power of 6000 or less from your hand instead." (CR 8-1-3-4; not offered
  when it cannot be carried out, CR 8-1-3-4-5);
- "[Activate: Main] [Once Per Turn] You may give 1 of your opponent's rested
  DON!! cards to 1 of your opponent's Characters: Give up to 1 rested DON!!
  card to its owner's Leader or 1 of their Characters."
Q&A OP15-003: the second DON!! goes to either player's Leader or Character
from that card's owner's cost area, never one player's DON!! to the other's
cards; not usable when the opponent has no Character or no rested DON!!."""

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, MAIN, SELECT
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2, activations, selectable
from ..replacing import KO_ALL

ALVIDA = "OP15-003"
SMALL = custom_card("T-S6", "Six Thousand", cost=4, power=6000)
BIG = custom_card("T-B7", "Seven Thousand", cost=5, power=7000)
EVENT = custom_card("T-EV", "Plan", "Event", cost=1)
FOE = custom_card("T-FOE", "Foe", cost=3, power=4000)


def _ko_all(*hand):
    s = Scenario(turn=4, turn_player=P2, strict=True)
    alvida = s.p1.character(ALVIDA)
    cards = s.p1.hand(*hand)
    e, = s.p2.hand(KO_ALL)
    g = s.build()
    g.apply(Action("play", e))
    return g, alvida, cards


def test_op15_003_trashes_a_6000_power_character_card_instead_of_being_koed():
    g, alvida, (small, big, event) = _ko_all(SMALL, BIG, EVENT)
    expect_decision(g, P1, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, P1, SELECT)
    assert selectable(g) == {small}                # 7000 power, an Event: not offered
    g.apply(Action("select", small))
    expect_decision(g, P2, MAIN)
    st = g.state
    assert alvida in st.chars[P1] and st.trash[P1] == [small]


def test_op15_003_without_such_a_card_it_is_koed():
    g, alvida, (big, event) = _ko_all(BIG, EVENT)
    expect_decision(g, P2, MAIN)
    assert alvida in g.state.trash[P1]


def _main(opp_rested=2, own_rested=1, foe=True):
    s = Scenario(turn=3, strict=True)
    alvida = s.p1.character(ALVIDA)
    s.p1.don(rested=own_rested)
    theirs = s.p2.character(FOE) if foe else None
    s.p2.don(rested=opp_rested)
    return s.build(), alvida, theirs


def test_op15_003_gives_an_opponents_don_then_one_more_to_either_side():
    g, alvida, foe = _main()
    g.apply(activations(g, alvida)[0])
    expect_decision(g, P1, SELECT)                  # the cost: the opponent's Character
    g.apply(Action("select", foe))
    expect_decision(g, P1, SELECT)
    assert alvida in selectable(g) and foe in selectable(g)
    g.apply(Action("select", alvida))
    expect_decision(g, P1, "choose_number")          # up to 1
    g.apply(Action("number", -1, 1))
    st = g.state
    assert st.don[foe] == 1 and st.don_rested[P2] == 1
    assert st.don[alvida] == 1 and st.don_rested[P1] == 0   # Alvida's owner's DON!!
    assert activations(g, alvida) == []             # [Once Per Turn]


def test_op15_003_not_usable_without_an_opponents_rested_don():
    g, alvida, foe = _main(opp_rested=0)
    assert activations(g, alvida) == []


def test_op15_003_not_usable_without_an_opponents_character():
    g, alvida, foe = _main(foe=False)
    assert activations(g, alvida) == []
