"""OP15-021 Just Watch Me, Ace!!! (Event, cost 4): "If you have 4 or more
Events in your trash, give this card in your hand −3 cost." and
"[Main]/[Counter] Give up to 1 of your opponent's Characters −3000 power
during this turn."  Official ruling faq_op15-eb04.md OP15-021: with only 3
cards in the trash the cost is not reduced."""

from optcg import Action
from optcg.engine.stats import cost, power
from optcg.testing import Scenario, expect

from ..common_play import P1, PLAIN, counter_event_used, opponent_attacks, pick, play_from_hand

ACE = "OP15-021"
EVENT = "OP13-096"


def test_op15_021_costs_1_with_4_events_in_the_trash():
    s = Scenario(strict=True)
    card, = s.p1.hand(ACE)
    s.p1.trash(*[EVENT] * 4)
    s.p1.don(active=1)
    g = s.build()
    assert cost(g.state, card) == 1 and Action("play", card) in g.legal_actions()
    g.apply(Action("play", card))                      # the −3000 finds no Character
    expect(g, "main", P1)
    assert card in g.state.trash[P1] and g.state.don_rested[P1] == 1


def test_qa_op15_021_costs_4_with_3_events_in_the_trash():
    s = Scenario(strict=True)
    card, = s.p1.hand(ACE)
    s.p1.trash(*[EVENT] * 3, PLAIN)
    s.p1.don(active=3)
    g = s.build()
    assert cost(g.state, card) == 4 and Action("play", card) not in g.legal_actions()


def test_op15_021_main_gives_minus_3000_this_turn():
    b = play_from_hand(ACE, theirs=[PLAIN])
    g = b.game
    pick(g, b.theirs[0])
    expect(g, "main", P1)
    assert power(g.state, b.theirs[0]) == 0
    g.apply(Action("end_phase"))
    assert power(g.state, b.theirs[0]) == 3000


def test_op15_021_counter_gives_the_attacker_minus_3000():
    b = opponent_attacks(hand=[ACE], active=4)
    g = counter_event_used(b)
    pick(g, b.theirs[0])
    expect(g, "counter", P1)
    assert power(g.state, b.theirs[0]) == 4000
