"""OP17-012 Blenheim (Character, [Blocker]): "[On K.O.] Play up to 1 card with
a cost of 1 and a type including "Whitebeard Pirates" from your hand."
(CR 2-4-3-1: a type including the words; CR 10-2-17 [On K.O.])."""

from optcg import Action
from optcg.engine.constants import KEYWORD_BITS
from optcg.engine.stats import has_keyword
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2, selectable

BLENHEIM = "OP17-012"
WB_1 = custom_card("T-WB1", "Deckhand", cost=1, power=2000, types=("Whitebeard Pirates",))
WB_2 = custom_card("T-WB2", "Cook", cost=2, power=3000, types=("Whitebeard Pirates",))
PLAIN_1 = custom_card("T-P1", "Stranger", cost=1, power=2000, types=("Navy",))
ATTACKER = custom_card("T-ATK", "Attacker", cost=9, power=12000)


def _koed(*hand):
    s = Scenario(turn=4, turn_player=P2, strict=True)
    blenheim = s.p1.character(BLENHEIM, rested=True)
    cards = s.p1.hand(*hand)
    attacker = s.p2.character(ATTACKER)
    g = s.build()
    g.apply(Action("attack", attacker, blenheim))
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    return g, blenheim, cards


def test_op17_012_has_blocker():
    s = Scenario()
    blenheim = s.p1.character(BLENHEIM)
    assert has_keyword(s.build().state, blenheim, KEYWORD_BITS["Blocker"])


def test_op17_012_on_ko_plays_a_cost_1_whitebeard_card_from_the_hand():
    g, blenheim, (wb1, wb2, plain) = _koed(WB_1, WB_2, PLAIN_1)
    expect_decision(g, P1, "select")
    assert selectable(g) == {wb1}
    g.apply(Action("select", wb1))
    st = g.state
    assert blenheim in st.trash[P1] and wb1 in st.chars[P1]
    assert wb2 in st.hand[P1] and plain in st.hand[P1]


def test_op17_012_nothing_to_play_without_a_matching_card():
    g, blenheim, (wb2, plain) = _koed(WB_2, PLAIN_1)
    expect_decision(g, P2, "main")
    assert g.state.chars[P1] == [] and len(g.state.hand[P1]) == 2
