"""PRB02-008 Marco (Character, cost 4, [Blocker]): "[On K.O.] Draw 2 cards." """

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.constants import KEYWORD_BITS
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

MARCO = "PRB02-008"


def test_prb02_008_is_a_blocker_and_draws_2_when_koed_in_battle():
    assert card_def(MARCO).keywords & KEYWORD_BITS["Blocker"]
    s = Scenario(turn=4, turn_player=P2)
    marco = s.p1.character(MARCO, rested=True)
    att = s.p2.character(custom_card("T-ATK7", "Attacker", cost=5, power=7000))
    g = s.build()
    g.apply(Action("attack", att, marco))
    expect(g, "main", P2)
    assert marco in g.state.trash[P1] and len(g.state.hand[P1]) == 2


def test_prb02_008_returned_to_hand_is_not_koed_and_draws_nothing():
    from test_card_compiler import card_of
    bounce = card_of("[On Play] Return up to 1 of your opponent's Characters to the owner's hand.",
                     name="Bouncer", number="T-BOUNCE", cost=1, power=1000)
    s = Scenario(turn=4, turn_player=P2)
    marco = s.p1.character(MARCO)
    b, = s.p2.hand(bounce)
    s.p2.don(active=1)
    g = s.build()
    g.apply(Action("play", b))
    g.apply(Action("select", marco))
    assert g.state.hand[P1] == [marco]
