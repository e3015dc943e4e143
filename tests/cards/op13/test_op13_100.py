"""OP13-100 Jewelry Bonney (Character): in its owner's turn, once per turn,
it may be used when its owner plays a Character that has a [Trigger]; up to 2
of its owner's rested DON!! cards are then given to one of their Leader or
Character cards.

Official Q&A on OP13-100: the DON!! cards may go to the Character just played.
"""

from optcg import Action
from optcg.engine.effects.language import Ability, Draw, exactly
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

BONNEY = "OP13-100"
WITH_TRIGGER = custom_card("T-TRIG", "With a trigger", "Character",
                           Ability(timing="Trigger", steps=(Draw(count=exactly(1)),)), cost=1)
WITHOUT_TRIGGER = custom_card("T-PLAIN", "Plain", cost=1, power=2000)


def _board(*hand):
    s = Scenario(turn=3)
    bonney = s.p1.character(BONNEY)
    cards = s.p1.hand(*hand)
    s.p1.don(active=2, rested=3)
    return s, bonney, cards


def test_op13_100_gives_2_rested_don_to_the_character_just_played():
    """Official Q&A on OP13-100: the Character played may take them."""
    s, bonney, (played,) = _board(WITH_TRIGGER)
    g = s.build()
    g.apply(Action("play", played))              # 1 active DON!! rested to pay: 4 rested
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    expect(g, "select", P1)
    g.apply(Action("select", played))
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, 2))
    st = g.state
    assert st.don[played] == 2
    assert st.don_rested[P1] == 2 and st.don_active[P1] == 1, "rested DON!! given"
    expect(g, "main", P1)


def test_op13_100_declined_then_once_per_turn():
    s, bonney, (first, second) = _board(WITH_TRIGGER, WITH_TRIGGER)
    g = s.build()
    g.apply(Action("play", first))
    g.apply(Action("decline"))
    g.apply(Action("play", second))              # declined before activation: asked again
    g.apply(Action("accept"))
    g.apply(Action("select", s.p1.leader_id))
    g.apply(Action("number", -1, 1))
    assert g.state.don[s.p1.leader_id] == 1
    assert g.state.don[first] == 0 and g.state.don[second] == 0


def test_op13_100_not_for_a_character_without_a_trigger():
    s, bonney, (played,) = _board(WITHOUT_TRIGGER)
    g = s.build()
    g.apply(Action("play", played))
    assert played in g.state.chars[P1]
    expect(g, "main", P1)                        # not asked
    assert sum(g.state.don[i] for i in g.state.chars[P1]) == 0


def test_op13_100_not_when_the_opponent_plays_one():
    s = Scenario(turn=3, turn_player=P2)
    s.p1.character(BONNEY)
    s.p1.don(rested=3)
    played, = s.p2.hand(WITH_TRIGGER)
    s.p2.don(active=1)
    g = s.build()
    g.apply(Action("play", played))
    expect(g, "main", P2)
    assert g.state.don_rested[P1] == 3
