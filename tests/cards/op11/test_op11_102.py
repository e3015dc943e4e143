"""OP11-102 Camie (Character): in its owner's turn, once per turn, it may be
used when the opponent activates an Event or a [Trigger]; then, if the
opponent has 2 or more Life cards, each player trashes the top card of their
Life.

Official Q&A on OP11-102: an Event of the opponent that K.O.'s Camie leaves
nothing to activate; at a [Trigger] the Life is counted when the effect
resolves, after the [Trigger] (CR 8-6-3): 2 Life cards before the damage is 1
after it, so nothing happens; a [Trigger] that adds a Life card back
(OP05-115) makes 2 again, and both Life cards are trashed.
"""

from optcg import Action
from optcg.engine.effects.language import Ability, Draw, exactly
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

CAMIE = "OP11-102"
RED_HAWK = "OP01-026"          # [Counter] +4000, then K.O. a 4000-power-or-less Character
AMARU = "OP05-115"             # [Trigger]: trash 2 from hand, deck top to Life
FILLER = "ST01-006"
DRAW_TRIGGER = custom_card("T-TRIG", "Drawing trigger", "Character",
                           Ability(timing="Trigger", steps=(Draw(count=exactly(1)),)), cost=1)
MAIN_EVENT = custom_card("T-EV", "Drawing event", "Event",
                         Ability(timing="Main", steps=(Draw(count=exactly(1)),)), cost=0)


def _board(p2_life, turn_player=P1):
    s = Scenario(turn=3, turn_player=turn_player)
    camie = s.p1.character(CAMIE)
    s.p1.life(FILLER, FILLER, FILLER)
    s.p2.life(*p2_life)                       # the first is the top card
    s.p1.deck(*[FILLER] * 5)
    s.p2.deck(*[FILLER] * 5)
    return s, camie


def _attack_and_take(g, s):
    """P1's Leader attacks P2's Leader; P2 plays no Counter and uses the [Trigger]."""
    g.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect(g, "trigger", P2)
    g.apply(Action("use_trigger"))


def test_op11_102_at_the_opponents_trigger_each_player_trashes_a_life_card():
    s, camie = _board([DRAW_TRIGGER, FILLER, FILLER])
    g = s.build()
    hand = len(g.state.hand[P2])
    _attack_and_take(g, s)
    expect(g, "confirm", P1)
    assert len(g.state.hand[P2]) == hand + 1, "the [Trigger] resolved first"
    assert len(g.state.life[P2]) == 2
    g.apply(Action("accept"))
    assert len(g.state.life[P1]) == 2 and len(g.state.life[P2]) == 1
    assert len(g.state.trash[P1]) == 1
    expect(g, "main", P1)


def test_op11_102_two_life_before_the_damage_is_one_after_so_nothing_happens():
    """Official Q&A on OP11-102: 2 Life, 1 damage, a [Trigger]: activated, no effect."""
    s, camie = _board([DRAW_TRIGGER, FILLER])
    g = s.build()
    _attack_and_take(g, s)
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    assert len(g.state.life[P1]) == 3 and len(g.state.life[P2]) == 1


def test_op11_102_a_trigger_that_adds_a_life_card_makes_two_again():
    """Official Q&A on OP11-102 with OP05-115: 2 Life, 1 damage, +1 Life: both trashed."""
    s, camie = _board([AMARU, FILLER])
    s.p2.hand(FILLER, FILLER)
    g = s.build()
    _attack_and_take(g, s)
    expect(g, "choose_number", P2)               # its cost paid with the 2 hand cards
    g.apply(Action("number", -1, 1))             # 1 card from the deck to the Life
    assert len(g.state.life[P2]) == 2
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    assert len(g.state.life[P1]) == 2 and len(g.state.life[P2]) == 1


def test_op11_102_at_the_opponents_counter_event():
    s, camie = _board([FILLER, FILLER, FILLER])
    hawk, = s.p2.hand(RED_HAWK)
    s.p2.don(active=2)
    g = s.build()
    g.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    g.apply(Action("counter_event", hawk))
    while g.decision.player == P2:               # +4000 on the Leader, Camie not K.O.'d
        acts = g.legal_actions()
        pick = [a for a in acts if a.kind == "select" and a.card == s.p2.leader_id]
        g.apply(pick[0] if pick else next(a for a in acts if a.kind != "select"))
    assert camie in g.state.chars[P1]
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    assert len(g.state.life[P1]) == 2 and len(g.state.life[P2]) == 2


def test_op11_102_an_event_that_kos_it_leaves_nothing_to_activate():
    """Official Q&A on OP11-102 with OP01-026: Camie K.O.'d by the Event: not activated."""
    s, camie = _board([FILLER, FILLER, FILLER])
    hawk, = s.p2.hand(RED_HAWK)
    s.p2.don(active=2)
    g = s.build()
    g.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    g.apply(Action("counter_event", hawk))
    g.apply(Action("select", s.p2.leader_id))
    expect(g, "select", P2)
    g.apply(Action("select", camie))
    assert camie in g.state.trash[P1]
    assert g.decision.kind != "confirm"
    assert len(g.state.life[P1]) == 3


def test_op11_102_not_in_the_opponents_turn():
    s, camie = _board([FILLER, FILLER, FILLER], turn_player=P2)
    event, = s.p2.hand(MAIN_EVENT)
    g = s.build()
    g.apply(Action("play", event))
    expect(g, "main", P2)                        # Camie is not asked
    assert len(g.state.life[P1]) == 3 and len(g.state.life[P2]) == 3
