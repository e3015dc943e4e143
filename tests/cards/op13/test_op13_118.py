"""OP13-118 Monkey.D.Luffy (Character): "[Double Attack]" and "[On Play] If
your Leader is multicolored, set up to 4 of your DON!! cards as active. Then,
you cannot play Character cards with a base cost of 5 or more during this
turn."  Official ruling qa_op13.md OP13-118: with a mono-colored Leader
neither part applies (Characters of cost 5 or more can still be played)."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from ..common_play import P1, P2, PLAIN, choose_number, play_from_hand

LUFFY = "OP13-118"
TWO_COLORS = custom_card("T-RG", "Two Colors", "Leader", power=5000, colors=("Red", "Green"))


def _cheap_five():
    """A Character of base cost 5 that costs 2 in hand."""
    from test_card_compiler import card_of
    return card_of("If you have 0 or more cards in your trash, give this card in your hand "
                   "−3 cost.", name="Cheap Five", number="T-CHEAP5", cost=5, power=6000)


def test_op13_118_multicolored_leader_sets_4_active_then_no_cost_5_plays():
    b = play_from_hand(LUFFY, leader=TWO_COLORS, active=6, rested=4, hand=[_cheap_five(), PLAIN])
    g = b.game
    choose_number(g, 4)
    expect(g, "main", P1)
    st = g.state
    assert st.don_active[P1] == 4 and st.don_rested[P1] == 6
    plays = {a.card for a in g.legal_actions() if a.kind == "play"}
    assert b.hand[0] not in plays and b.hand[1] in plays


def test_qa_op13_118_mono_colored_leader_neither_sets_don_nor_bans():
    b = play_from_hand(LUFFY, active=10, hand=[_cheap_five()])
    g = b.game
    expect(g, "main", P1)
    assert g.state.don_active[P1] == 4
    assert Action("play", b.hand[0]) in g.legal_actions()


def test_op13_118_double_attack_deals_2_damage():
    s = Scenario(strict=True)
    luffy = s.p1.character(LUFFY)
    s.p2.life(PLAIN, PLAIN, PLAIN)
    g = s.build()
    g.apply(Action("attack", luffy, s.p2.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("end_counters"))
    expect(g, "main", P1)
    assert len(g.state.life[P2]) == 1 and len(g.state.hand[P2]) == 2
