"""OP14-080 Gecko Moria (Leader):
- "[Activate: Main] [Once Per Turn] You may K.O. 1 of your {Thriller Bark
  Pirates} type Characters: your Leader and all of your Characters gain +1000
  power during this turn" (Q&A on OP14-080: a Character played afterwards does
  not gain it);
- "[When Attacking] You may trash 3 cards from your hand: add up to 1 card from
  the top of your deck to the top of your Life cards."
"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1

MORIA = "OP14-080"
ZOMBIE = custom_card("T-TB", "Zombie", cost=2, power=3000, types=("Thriller Bark Pirates",))
OTHER = custom_card("T-OTHER", "Other", cost=1, power=2000, types=("Navy",))
LATER = custom_card("T-LATER", "Latecomer", cost=1, power=2000)


def test_op14_080_koing_a_thriller_bark_character_boosts_leader_and_characters_this_turn():
    s = Scenario(turn=3)
    moria = s.p1.leader(MORIA)
    zombie, other = s.p1.character(ZOMBIE), s.p1.character(OTHER)
    later, = s.p1.hand(LATER)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("activate", moria, 0))        # the only candidate is K.O.'d as the cost
    expect(g, "main", P1)
    assert zombie in g.state.trash[P1]
    assert power(g.state, moria) == 6000 and power(g.state, other) == 3000
    g.apply(Action("play", later))
    assert power(g.state, later) == 2000, "Q&A OP14-080: a Character played afterwards gains nothing"
    assert not [a for a in g.legal_actions() if a.kind == "activate" and a.card == moria]
    g.apply(Action("end_phase"))
    assert power(g.state, moria) == 5000 and power(g.state, other) == 2000, "during this turn"


def test_op14_080_without_a_thriller_bark_character_cannot_be_activated():
    s = Scenario(turn=3)
    moria = s.p1.leader(MORIA)
    s.p1.character(OTHER)
    g = s.build()
    assert not [a for a in g.legal_actions() if a.kind == "activate" and a.card == moria]


def _attack(hand_cards):
    s = Scenario(turn=3)
    moria = s.p1.leader(MORIA)
    hand = s.p1.hand(*hand_cards)
    top, = s.p1.deck("ST01-004")
    s.p1.life("ST01-006")
    s.p2.life("ST01-006", "ST01-006")
    g = s.build()
    g.apply(Action("attack", moria, s.p2.leader_id))
    return hand, top, g


def test_op14_080_trashing_3_cards_adds_the_top_of_the_deck_to_life():
    hand, top, g = _attack(["ST02-007"] * 4)
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    for card in hand[:3]:
        expect(g, "select", P1)
        g.apply(Action("select", card))
    expect(g, "choose_number", P1)                 # "up to 1"
    g.apply(Action("number", -1, 1))
    assert all(c in g.state.trash[P1] for c in hand[:3]) and hand[3] in g.state.hand[P1]
    assert g.state.life[P1][-1] == top and len(g.state.life[P1]) == 2


def test_op14_080_with_2_cards_in_hand_the_cost_cannot_be_paid():
    hand, top, g = _attack(["ST02-007"] * 2)
    expect(g, "main", P1)                          # not asked; the battle went on to its end
    assert len(g.state.life[P1]) == 1 and all(c in g.state.hand[P1] for c in hand)
