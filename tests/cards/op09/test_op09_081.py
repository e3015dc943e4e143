"""OP09-081 Marshall.D.Teach (Leader): his player's [On Play] effects are
negated while he leads; by trashing a card from hand, his opponent's [On
Play] effects are negated until the end of that opponent's next turn.
Q&A (qa_op09.md, OP09-081): an [On Play] activated by a [Trigger] does
nothing (Q1); his own [On Play] cards are negated (Q2); the opponent's
Characters played the next turn do not activate [On Play] (Q3) but still
attack with [When Attacking] (Q4); they keep their effects (Q6)."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.decision_kinds import SELECT
from optcg.engine.effects.statics import on_play_negated
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY, NO_COUNTER_LIFE, VIVI, decline_counters

CARD = "OP09-081"
WEEVIL = "EB01-023"          # cost 4 Character: [On Play] draw 1
NAMI = "OP08-106"            # [Trigger] activate this card's [On Play]


def _teach(turn_player=0):
    s = Scenario(strict=True)
    s.p1.leader(CARD)
    discard, = s.p1.hand(VIVI)
    s.p1.deck(*[VIVI] * 6)
    s.p2.deck(*[VIVI] * 6)
    return s, discard


def _activated(s, discard):
    g = s.build()
    g.apply(Action("activate", s.p1.leader_id, 0))
    expect_decision(g, 0, SELECT)                      # the card trashed from hand
    g.apply(Action("select", discard))
    expect_decision(g, 0, "main")
    assert discard in g.state.trash[0]
    return g


def test_op09_081_qa_own_on_play_effects_are_negated():
    """qa_op09.md, OP09-081 Q2: his player's [On Play] effects are negated."""
    s, discard = _teach()
    weevil, = s.p1.hand(WEEVIL)
    s.p1.don(active=4)
    g = s.build()
    hand = len(g.state.hand[0])
    g.apply(Action("play", weevil))
    expect_decision(g, 0, "main")
    assert weevil in g.state.chars[0] and len(g.state.hand[0]) == hand - 1   # no draw


def test_op09_081_opponents_on_play_works_without_the_activation():
    s, discard = _teach()
    weevil, = s.p2.hand(WEEVIL)
    s.p2.don(active=4)
    g = s.build()
    assert not on_play_negated(g.state, 1)
    g.apply(Action("end_phase"))
    expect_decision(g, 1, "main")
    hand = len(g.state.hand[1])
    g.apply(Action("play", weevil))
    expect_decision(g, 1, "main")
    assert len(g.state.hand[1]) == hand                # played 1, drew 1


def test_op09_081_qa_activation_negates_the_opponents_on_play_through_their_next_turn():
    """qa_op09.md, OP09-081 Q3: a Character the opponent plays on the next
    turn does not activate its [On Play]; Q6: it keeps its effects."""
    s, discard = _teach()
    weevil, later = s.p2.hand(WEEVIL, WEEVIL)
    s.p2.don(active=10)
    g = _activated(s, discard)
    g.apply(Action("end_phase"))
    expect_decision(g, 1, "main")
    hand = len(g.state.hand[1])
    g.apply(Action("play", weevil))
    expect_decision(g, 1, "main")
    assert len(g.state.hand[1]) == hand - 1            # no draw
    assert g.state.defs[weevil].by_timing.get("On Play")    # not a card without effects
    g.apply(Action("end_phase"))                       # the negation ends here
    expect_decision(g, 0, "main")
    assert not on_play_negated(g.state, 1)
    g.apply(Action("end_phase"))
    expect_decision(g, 1, "main")
    hand = len(g.state.hand[1])
    g.apply(Action("play", later))
    expect_decision(g, 1, "main")
    assert len(g.state.hand[1]) == hand                # played 1, drew 1 again


def test_op09_081_qa_trigger_activating_an_on_play_does_nothing():
    """qa_op09.md, OP09-081 Q1: the [Trigger] may be used, nothing happens,
    and the card is trashed."""
    s, discard = _teach()
    attacker = s.p1.character(FRANKY)                  # cost 4: Nami could K.O. it
    nami, _ = s.p2.life(NAMI, NO_COUNTER_LIFE)
    s.p2.hand(NAMI)                                    # a [Trigger] card to pay with
    g = _activated(s, discard)
    g.apply(Action("attack", attacker, s.p2.leader_id))
    g.apply(Action("no_block"))
    decline_counters(g)
    expect_decision(g, 1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    expect_decision(g, 0, "main")                      # no cost asked, nothing chosen
    assert attacker in g.state.chars[0] and nami in g.state.trash[1]


def test_op09_081_own_static_leaves_the_opponent_alone():
    """The permanent half names only his player: the opponent is untouched
    until the [Activate: Main] is used."""
    s, discard = _teach()
    g = s.build()
    assert on_play_negated(g.state, 0) and not on_play_negated(g.state, 1)
