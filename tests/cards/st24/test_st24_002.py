"""ST24-002 Kid & Killer (Character, cost 2):
- "[On Play] Look at 5 cards from the top of your deck; reveal up to 1
  {Supernovas} type card and add it to your hand. Then, place the rest at the
  bottom of your deck in any order";
- "[On Your Opponent's Attack] You may trash this Character: Set up to 1 of
  your DON!! cards as active."
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

KID_KILLER = "ST24-002"


def test_st24_002_on_play_adds_a_supernovas_card():
    s = Scenario(turn=3)
    kk, = s.p1.hand(KID_KILLER)
    top = s.p1.deck("ST02-007", "ST01-004", "ST01-004", "ST01-004", "ST01-004", "ST01-005")
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("play", kk))
    expect(g, "select", P1)
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {top[0]}, \
        "Jewelry Bonney is {Supernovas}; Sanji is not"
    g.apply(Action("select", top[0]))
    assert top[0] in g.state.hand[P1]


def test_st24_002_trashed_when_attacked_sets_a_don_active():
    s = Scenario(turn=4, turn_player=P2)
    kk = s.p1.character(KID_KILLER)
    s.p1.don(rested=3)
    s.p1.life("ST01-006")
    att = s.p2.character(custom_card("T-ATK", "Attacker", cost=3, power=6000))
    g = s.build()
    g.apply(Action("attack", att, s.p1.leader_id))
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, 1))
    assert kk in g.state.trash[P1] and g.state.don_active[P1] == 1
