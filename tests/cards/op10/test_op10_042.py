"""OP10-042 Usopp (Leader): its owner's {Dressrosa} Characters of cost 2 or
more cost 1 more; and in the opponent's turn, once per turn, it may be used
when one of its owner's {Dressrosa} Characters leaves the field by the
opponent's effect or is K.O.'d: then, with 5 or fewer cards in hand, its
owner draws 1.

Official Q&A on OP10-042: a {Dressrosa} Character K.O.'d by the opponent's
attack counts; with the Character's own [On K.O.], the player orders the two
effects (CR 6-6-1-1-3).
"""

from optcg import Action
from optcg.engine.effects.language import (KO, Ability, Cards, Choose, Draw, ReturnToHand,
                                           exactly)
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

USOPP = "OP10-042"
DRESSROSA = custom_card("T-DR", "Dressrosa one", cost=1, power=2000, types=("Dressrosa",))
DRESSROSA_ON_KO = custom_card("T-DRKO", "Dressrosa with On K.O.", "Character",
                              Ability(timing="On K.O.", steps=(Draw(count=exactly(1)),)),
                              cost=1, power=2000, types=("Dressrosa",))
OTHER = custom_card("T-OTHER", "Other", cost=1, power=2000)
KNOCKER = custom_card("T-KO", "Knocker", "Character",
                      Ability(timing="On Play",
                              steps=(KO(target=Choose(cards=Cards(owner="opponent",
                                                                  cost_max=5))),)),
                      cost=1)
BOUNCER = custom_card("T-RET", "Bouncer", "Character",
                      Ability(timing="On Play",
                              steps=(ReturnToHand(target=Choose(cards=Cards(owner="opponent",
                                                                            cost_max=5))),)),
                      cost=1)
BIG = custom_card("T-BIG", "Big", cost=5, power=8000)
DECK = ["ST01-006"] * 6


def _board(turn_player=P2):
    s = Scenario(turn=4, turn_player=turn_player)
    s.p1.leader(USOPP)
    s.p1.deck(*DECK)
    s.p2.deck(*DECK)
    s.p1.don(active=4)
    s.p2.don(active=4)
    return s


def _p2_plays(s, card, target_number):
    played, = s.p2.hand(card)
    target = s.p1.character(target_number)
    g = s.build()
    g.apply(Action("play", played))
    g.apply(Action("select", target))
    return g, target


def test_op10_042_draws_when_the_opponents_effect_kos_a_dressrosa_character():
    s = _board()
    g, target = _p2_plays(s, KNOCKER, DRESSROSA)
    assert target in g.state.trash[P1]
    expect(g, "confirm", P1)
    before = len(g.state.hand[P1])
    g.apply(Action("accept"))
    assert len(g.state.hand[P1]) == before + 1
    expect(g, "main", P2)


def test_op10_042_draws_when_the_opponents_effect_returns_one_to_the_hand():
    s = _board()
    g, target = _p2_plays(s, BOUNCER, DRESSROSA)
    assert target in g.state.hand[P1]
    expect(g, "confirm", P1)
    before = len(g.state.hand[P1])
    g.apply(Action("accept"))
    assert len(g.state.hand[P1]) == before + 1


def test_op10_042_a_dressrosa_character_koed_by_the_opponents_attack_counts():
    """Official Q&A on OP10-042: K.O.'d by the opponent's attack: it draws."""
    s = _board()
    attacker = s.p2.character(BIG)
    target = s.p1.character(DRESSROSA, rested=True)
    g = s.build()
    g.apply(Action("attack", attacker, target))
    while g.decision.kind in ("blocker", "counter"):     # no [Blocker], no Counter
        g.apply(g.legal_actions()[-1])
    assert target in g.state.trash[P1]
    expect(g, "confirm", P1)
    before = len(g.state.hand[P1])
    g.apply(Action("accept"))
    assert len(g.state.hand[P1]) == before + 1


def test_op10_042_its_on_ko_and_the_leaders_effect_are_ordered_by_the_player():
    """Official Q&A on OP10-042: the [On K.O.] and this effect in either order."""
    s = _board()
    g, target = _p2_plays(s, KNOCKER, DRESSROSA_ON_KO)
    expect(g, "order_effects", P1)
    assert {a.card for a in g.legal_actions()} == {s.p1.leader_id, target}
    g.apply(Action("resolve_effect", s.p1.leader_id, 0))     # the Leader's first
    g.apply(Action("accept"))
    assert len(g.state.hand[P1]) == 2                        # both drew
    expect(g, "main", P2)


def test_op10_042_not_for_a_character_of_another_type():
    s = _board()
    g, target = _p2_plays(s, KNOCKER, OTHER)
    assert target in g.state.trash[P1]
    expect(g, "main", P2)                                # not asked


def test_op10_042_not_in_your_own_turn():
    """In its owner's turn the opponent's [Counter] Event (OP01-026) K.O.'s a
    {Dressrosa} Character: [Opponent's Turn] does not hold."""
    s = _board(turn_player=P1)
    target = s.p1.character(DRESSROSA)
    hawk, = s.p2.hand("OP01-026")
    s.p2.don(active=2)
    g = s.build()
    g.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    g.apply(Action("counter_event", hawk))
    g.apply(Action("select", s.p2.leader_id))
    g.apply(Action("select", target))
    assert target in g.state.trash[P1]
    assert g.decision.kind != "confirm"
    assert len(g.state.hand[P1]) == 0
