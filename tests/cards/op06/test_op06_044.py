"""OP06-044 Gion (Character, cost 4): [Your Turn] [Once Per Turn] when your
opponent activates an Event, they must place 1 card of their choice from
their hand at the bottom of their deck (the owner of the hand chooses:
official ruling on P-048).  The Event is processed in full first: a card it
draws can be the one placed (official ruling on OP06-044, with ST03-017)."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2
from ..placing import FILLER, placed_at_bottom, places

GION = "OP06-044"
MELLOW = "ST03-017"         # [Counter] +4000, then draw 1 with 3 or fewer cards in hand
ATTACKER = custom_card("T-ATK", "Attacker", cost=4, power=6000)


def _countered(turn_player):
    """The attack is in `turn_player`'s turn; the defender counters with
    Love-Love Mellow, their only card in hand (as in the ruling)."""
    defender = 1 - turn_player
    s = Scenario(turn=3 if turn_player == P1 else 4, turn_player=turn_player)
    side, other = (s.p1, s.p2) if turn_player == P1 else (s.p2, s.p1)
    side.character(GION)
    attacker = side.character(ATTACKER)
    mellow, = other.hand(MELLOW)
    other.don(active=2)
    drawn, _ = other.deck(FILLER, FILLER)
    other.life(FILLER)
    g = s.build()
    g.conceal_decisions = True              # a choice of one hand card is asked too
    g.apply(Action("attack", attacker, other.leader_id))
    expect_decision(g, defender, "counter")
    g.apply(Action("counter_event", mellow))
    expect_decision(g, defender, "select")         # the +4000 goes to the Leader
    g.apply(Action("select", other.leader_id))
    return g, mellow, drawn


def test_op06_044_the_card_drawn_by_the_event_is_placed_after_it_resolves():
    g, mellow, drawn = _countered(P1)
    assert g.state.hand[P2] == [drawn]             # Mellow drew first
    places(g, P2, drawn)
    assert g.state.hand[P2] == [] and mellow in g.state.trash[P2]
    placed_at_bottom(g, P2, drawn)


def test_op06_044_not_in_the_opponents_turn():
    g, _, drawn = _countered(P2)
    assert (g.decision.player, g.decision.kind) != (P2, "select")
    assert g.state.hand[P1] == [drawn]
