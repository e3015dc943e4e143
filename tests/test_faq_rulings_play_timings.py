"""Official Q&A rulings on effects that wait for a Character to be played
("when you play a Character with no base effect", "when your opponent plays
a Character"), set up with the real cards (tests/test_faq_rulings.py
explains how rulings are named).  An auto effect with no "you may" is
carried out whenever it can be (CR 8-1-3-1); [Once Per Turn] is used up by
its first activation (CR 10-2-13).
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2
from test_card_compiler import card_of

SANJI_LEADER = "OP02-026"   # [Once Per Turn] you play a vanilla from the hand, 3 or less: 2 DON!!
SUGAR = "OP04-024"          # [Opponent's Turn] [Once Per Turn] they play: rest 1, then this
MARCO = "OP03-013"          # [Your Turn] [On Play] K.O. a 3000-or-less Character
VANILLA = "ST01-009"        # a Character with no effect, cost 2
FRANKY = "ST01-010"
BLANK = "ST01-006"          # [Blocker]: not a vanilla

DONQUIXOTE_LEADER = custom_card("T-DQL", "Young Master", "Leader", power=5000,
                                types=("Donquixote Pirates",))
PLAY_FROM_HAND_COUNTER = card_of("[Counter] Play up to 1 Character card with a cost of 2 or "
                                 "less from your hand.", category="Event", name="Reinforce",
                                 number="T-REINF", cost=0)


def sanji_plays_vanilla(characters):
    s = Scenario(strict=True)
    s.p1.leader(SANJI_LEADER)
    for _ in range(characters):
        s.p1.character(FRANKY)
    vanilla, = s.p1.hand(VANILLA)
    s.p1.don(active=2, rested=2)
    g = s.build()
    g.apply(Action("play", vanilla))
    return g


def test_faq_op02_026_sanji_not_with_4_characters_after_the_play():
    """qa_op02.md, OP02-026 Q1: with 3 Characters, the one played makes 4:
    no DON!! is set active."""
    g = sanji_plays_vanilla(3)
    expect_decision(g, P1, DecisionKind.MAIN)
    assert g.state.don_active[P1] == 0 and g.state.don_rested[P1] == 4


def test_faq_op02_026_sanji_cannot_be_declined():
    """qa_op02.md, OP02-026 Q2: with no Character before the play, the
    effect activates without a 'you may' question."""
    g = sanji_plays_vanilla(0)
    assert g.decision.kind != DecisionKind.CONFIRM
    while g.decision.kind == DecisionKind.CHOOSE_NUMBER:   # "up to 2": how many
        g.apply(g.legal_actions()[-1])
    expect_decision(g, P1, DecisionKind.MAIN)
    assert g.state.don_active[P1] == 2


def test_faq_op02_026_sanji_in_the_opponents_turn():
    """qa_op02.md, OP02-026 Q3: in the opponent's turn, with 2 Characters,
    a vanilla played from the hand (by a [Counter] Event) makes 3: 2 DON!!
    are set active."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.leader(SANJI_LEADER)
    s.p1.character(FRANKY)
    s.p1.character(FRANKY)
    ev, vanilla = s.p1.hand(PLAY_FROM_HAND_COUNTER, VANILLA)
    s.p1.don(rested=2)
    s.p1.life(BLANK)
    attacker = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("attack", attacker, s.p1.leader_id))
    g.apply(Action("no_block"))
    g.apply(Action("counter_event", ev))
    g.apply(Action("select", vanilla))
    while g.decision.player == P1 and g.decision.kind == DecisionKind.CHOOSE_NUMBER:
        g.apply(g.legal_actions()[-1])
    assert vanilla in g.state.chars[P1]
    assert g.state.don_active[P1] == 2


def sugar_board(rested=False, leader=DONQUIXOTE_LEADER):
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.leader(leader)
    sugar = s.p1.character(SUGAR, rested=rested)
    target = s.p2.character(FRANKY)
    first, second = s.p2.hand(VANILLA, VANILLA)
    s.p2.don(active=4)
    return s, sugar, target, first, second


def test_faq_op04_024_sugar_works_while_rested():
    """qa_op04.md, OP04-024 Q1: Sugar, already rested, still rests the
    opponent's Character when they play one."""
    s, sugar, target, first, _ = sugar_board(rested=True)
    g = s.build()
    g.apply(Action("play", first))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", target))
    assert g.state.rested[target] and g.state.rested[sugar]


def test_faq_op04_024_sugar_cannot_wait_for_the_next_play():
    """qa_op04.md, OP04-024 Q2: choosing no Character at the first play
    uses the [Once Per Turn]: nothing happens at the second play."""
    s, sugar, target, first, second = sugar_board()
    g = s.build()
    g.apply(Action("play", first))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select_done"))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert g.state.rested[sugar]                           # "then, rest this Character"
    g.apply(Action("play", second))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert not g.state.rested[target]


def test_faq_op04_024_sugar_on_play_needs_no_leader_type():
    """qa_op04.md, OP04-024 Q3: Sugar's [On Play] rests a cost-4 Character
    whatever the Leader's type."""
    s = Scenario(strict=True)
    sugar, = s.p1.hand(SUGAR)
    s.p1.don(active=2)
    target = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("play", sugar))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select", target))
    assert g.state.rested[target]


def test_faq_op04_024_sugar_kod_by_marcos_on_play_does_not_activate():
    """qa_op04.md, OP04-024 Q4: OP03-013 Marco's [On Play] (the turn
    player's, first) K.O.s Sugar; Sugar's effect then does not activate."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.leader(DONQUIXOTE_LEADER)
    sugar = s.p1.character(SUGAR)
    target = s.p2.character(FRANKY)
    marco, = s.p2.hand(MARCO)
    s.p2.don(active=5)
    g = s.build()
    g.apply(Action("play", marco))
    expect_decision(g, P2, DecisionKind.SELECT)            # Marco's K.O.
    g.apply(Action("select", sugar))
    expect_decision(g, P2, DecisionKind.MAIN)
    assert sugar in g.state.trash[P1] and not g.state.rested[target]
