"""OP12-081 Koala (Leader): [Once Per Turn], when the opponent plays a
Character with a base cost of 8 or more, or plays a Character using a
Character's effect, the opponent may be made to add their top Life card to
their hand (qa_op12.md, OP12-081: a [Trigger] is not a Character's effect,
Q1; 8 or more played by a Character's effect adds 1 card only, Q2)."""

from optcg import Action
from optcg.engine.effects import language as L
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

KOALA = "OP12-081"
BIG = custom_card("T-BG", "Giant", cost=8, power=10000)
SMALL = custom_card("T-SM", "Small", cost=2, power=3000)
_PLAY_SMALL = L.PlayCard(L.Choose(L.Cards(L.YOU, L.HAND, cost_max=2)))
_PLAY_BIG = L.PlayCard(L.Choose(L.Cards(L.YOU, L.HAND, cost_min=8)))
CALLER = custom_card("T-CL", "Caller", "Character", L.Ability(L.ON_PLAY, steps=(_PLAY_SMALL,)),
                     cost=1)
BIG_CALLER = custom_card("T-BC", "Big Caller", "Character",
                         L.Ability(L.ON_PLAY, steps=(_PLAY_BIG,)), cost=1)
TRIGGER_CALLER = custom_card("T-TC", "Trigger Caller", "Character",
                             L.Ability(L.TRIGGER, steps=(_PLAY_SMALL,)), cost=3)
FILLER = "ST01-006"


def _p2_turn(*hand, don=10):
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.leader(KOALA)
    cards = s.p2.hand(*hand)
    s.p2.life(FILLER, FILLER)
    s.p2.don(active=don)
    return s.build(), cards


def _takes_life(g):
    expect(g, "confirm", P1)                        # "can be activated": Koala's player chooses
    g.apply(Action("accept"))
    assert len(g.state.life[P2]) == 1 and len(g.state.hand[P2]) >= 1


def test_op12_081_a_base_cost_8_character_played_from_the_hand():
    g, (big,) = _p2_turn(BIG)
    g.apply(Action("play", big))
    _takes_life(g)
    expect(g, "main", P2)


def test_op12_081_not_for_a_smaller_character_played_from_the_hand():
    g, (small,) = _p2_turn(SMALL)
    g.apply(Action("play", small))
    expect(g, "main", P2)
    assert len(g.state.life[P2]) == 2


def test_op12_081_a_character_played_by_a_characters_effect_once_per_turn():
    g, (caller, small, caller_2, small_2) = _p2_turn(CALLER, SMALL, CALLER, SMALL)
    g.apply(Action("play", caller))                 # cost 1, from the hand: not yet
    expect(g, "select", P2)
    g.apply(Action("select", small))                # played by Caller's [On Play]
    _takes_life(g)
    expect(g, "main", P2)
    g.apply(Action("play", caller_2))
    expect(g, "select", P2)
    g.apply(Action("select", small_2))
    expect(g, "main", P2)                           # [Once Per Turn]
    assert len(g.state.life[P2]) == 1


def test_op12_081_q2_a_big_character_played_by_an_effect_adds_1_card_only():
    """qa_op12.md, OP12-081 Q2."""
    g, (caller, big) = _p2_turn(BIG_CALLER, BIG)
    g.apply(Action("play", caller))
    expect(g, "select", P2)
    g.apply(Action("select", big))
    _takes_life(g)
    expect(g, "main", P2)
    assert len(g.state.life[P2]) == 1


def test_op12_081_q1_a_character_played_by_a_trigger_does_not_count():
    """qa_op12.md, OP12-081 Q1: a Character card's [Trigger] that plays a
    Character is not a Character's effect."""
    s = Scenario(turn=3, strict=True)
    s.p1.leader(KOALA)
    s.p1.don(active=0)
    small, = s.p2.hand(SMALL)
    s.p2.life(TRIGGER_CALLER, FILLER)
    g = s.build()
    g.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect(g, "block", P2)
    g.apply(Action("no_block"))
    expect(g, "counter", P2)
    g.apply(Action("end_counters"))
    expect(g, "trigger", P2)
    g.apply(Action("use_trigger"))
    expect(g, "select", P2)
    g.apply(Action("select", small))
    assert small in g.state.chars[P2]
    expect(g, "main", P1)                           # Koala's player is not asked
    assert len(g.state.life[P2]) == 1
