"""OP07-038 Boa Hancock (Leader): in its owner's turn, once per turn, it may
be used when any Character leaves the field by its owner's effect; then, with
5 or fewer cards in hand, its owner draws 1.

Official Q&A on OP07-038: the player may let the first such removal pass and
use the effect at a later one in the same turn ("can be activated": declined
before it activates, its [Once Per Turn] unused, CR 8-1-2, 10-2-13).
"""

from optcg import Action
from optcg.engine.effects.language import (KO, Ability, Cards, Choose, ReturnToHand)
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

HANCOCK = "OP07-038"
KNOCKER = custom_card("T-KO", "Knocker", "Character",
                      Ability(timing="On Play",
                              steps=(KO(target=Choose(cards=Cards(owner="opponent",
                                                                  cost_max=5))),)),
                      cost=1)
BOUNCER = custom_card("T-RET", "Bouncer", "Character",
                      Ability(timing="On Play",
                              steps=(ReturnToHand(target=Choose(cards=Cards(cost_max=5))),)),
                      cost=1)
PLAIN = custom_card("T-PLAIN", "Plain", cost=2, power=3000)
DECK = ["ST01-006"] * 6


def _board(turn_player: int = P1, hand: int = 0):
    s = Scenario(turn=3, turn_player=turn_player)
    s.p1.leader(HANCOCK)
    s.p1.deck(*DECK)
    s.p2.deck(*DECK)
    s.p1.don(active=4)
    s.p2.don(active=4)
    if hand:
        s.p1.hand(*["ST01-006"] * hand)
    return s


def test_op07_038_draws_when_your_effect_kos_a_character():
    s = _board()
    knocker, = s.p1.hand(KNOCKER)
    plain = s.p2.character(PLAIN)
    g = s.build()
    g.apply(Action("play", knocker))
    g.apply(Action("select", plain))
    expect(g, "confirm", P1)                         # "can be activated": the player's choice
    before = len(g.state.hand[P1])
    g.apply(Action("accept"))
    assert len(g.state.hand[P1]) == before + 1
    expect(g, "main", P1)


def test_op07_038_your_own_character_returned_by_your_effect_counts():
    s = _board()
    bouncer, = s.p1.hand(BOUNCER)
    own = s.p1.character(PLAIN)
    g = s.build()
    g.apply(Action("play", bouncer))
    g.apply(Action("select", own))
    assert own in g.state.hand[P1]
    expect(g, "confirm", P1)
    before = len(g.state.hand[P1])
    g.apply(Action("accept"))
    assert len(g.state.hand[P1]) == before + 1


def test_op07_038_declined_at_the_first_removal_is_offered_at_the_next():
    """Official Q&A on OP07-038: decline the first, use it at the second."""
    s = _board()
    first, second = s.p1.hand(KNOCKER, KNOCKER)
    a, b = s.p2.character(PLAIN), s.p2.character(PLAIN)
    g = s.build()
    g.apply(Action("play", first))
    g.apply(Action("select", a))
    expect(g, "confirm", P1)
    before = len(g.state.hand[P1])
    g.apply(Action("decline"))
    assert len(g.state.hand[P1]) == before
    g.apply(Action("play", second))
    g.apply(Action("select", b))
    expect(g, "confirm", P1)
    before = len(g.state.hand[P1])
    g.apply(Action("accept"))
    assert len(g.state.hand[P1]) == before + 1


def test_op07_038_once_per_turn():
    s = _board()
    first, second = s.p1.hand(KNOCKER, KNOCKER)
    a, b = s.p2.character(PLAIN), s.p2.character(PLAIN)
    g = s.build()
    g.apply(Action("play", first))
    g.apply(Action("select", a))
    g.apply(Action("accept"))
    before = len(g.state.hand[P1])
    g.apply(Action("play", second))
    g.apply(Action("select", b))
    assert b in g.state.trash[P2]
    expect(g, "main", P1)                            # not offered again this turn
    assert len(g.state.hand[P1]) == before - 1       # only the card played left the hand


def test_op07_038_with_6_cards_in_hand_nothing_is_drawn():
    s = _board(hand=6)
    knocker, = s.p1.hand(KNOCKER)
    plain = s.p2.character(PLAIN)
    g = s.build()
    g.apply(Action("play", knocker))
    g.apply(Action("select", plain))
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    assert len(g.state.hand[P1]) == 6
    expect(g, "main", P1)


def test_op07_038_not_in_the_opponents_turn_nor_by_the_opponents_effect():
    s = _board(turn_player=P2)
    knocker, = s.p2.hand(KNOCKER)
    own = s.p1.character(PLAIN)
    g = s.build()
    g.apply(Action("play", knocker))
    g.apply(Action("select", own))
    assert own in g.state.trash[P1]
    expect(g, "main", P2)                            # Hancock is not asked


def test_op07_038_not_when_a_character_is_koed_in_battle():
    s = _board()
    attacker = s.p1.character(custom_card("T-BIG", "Big", cost=5, power=8000))
    plain = s.p2.character(PLAIN, rested=True)
    g = s.build()
    g.apply(Action("attack", attacker, plain))
    while g.decision.player == P2:                   # no [Blocker], no Counter
        g.apply(g.legal_actions()[-1])
    assert plain in g.state.trash[P2]
    expect(g, "main", P1)                            # K.O.'d in battle: not by an effect
