"""OP15-017 Morgan (Character): "[Blocker]" and "[Activate: Main] [Once Per
Turn] You may give 1 of your opponent's rested DON!! cards to 1 of your
opponent's Characters: Give up to 1 rested DON!! card to its owner's Leader
or 1 of their Characters."  Official rulings faq_op15-eb04.md OP15-017: Q1
either player's DON!! may be given to its owner's cards; Q3 never to the
other player's; Q4 not usable when the opponent has no Character or no
rested DON!!."""

from optcg import Action
from optcg.engine.constants import BLOCKER
from optcg.engine.stats import has_keyword
from optcg.testing import Scenario, expect

from ..common import activations, selectable
from ..common_play import P1, P2, PLAIN, choose_number, opponent_attacks, pick

MORGAN = "OP15-017"


def _board(their_rested=2, theirs=True):
    s = Scenario(strict=True)
    morgan = s.p1.character(MORGAN)
    s.p1.don(rested=2)
    plain = s.p2.character(PLAIN) if theirs else None
    s.p2.don(rested=their_rested)
    return s, s.build(), morgan, plain


def test_qa_op15_017_gives_their_don_then_one_of_mine_to_my_leader_once_per_turn():
    s, g, morgan, plain = _board()
    g.apply(Action("activate", morgan, 0))
    pick(g, plain)                                     # the cost: their rested DON!!
    expect(g, "select", P1)
    assert selectable(g) == {s.p1.leader_id, morgan, s.p2.leader_id, plain}
    pick(g, s.p1.leader_id)
    choose_number(g, 1)                                # one of my rested DON!! (ruling Q3)
    expect(g, "main", P1)
    st = g.state
    assert st.don[plain] == 1 and st.don[s.p1.leader_id] == 1
    assert st.don_rested[P1] == 1 and st.don_rested[P2] == 1
    assert activations(g, morgan) == []


def test_qa_op15_017_q4_not_usable_without_their_rested_don_or_character():
    for their_rested, theirs in ((0, True), (2, False)):
        s, g, morgan, plain = _board(their_rested, theirs)
        assert activations(g, morgan) == [], (their_rested, theirs)


def test_op15_017_has_blocker():
    b = opponent_attacks(MORGAN)
    expect(b.game, "block", P1)
    assert has_keyword(b.game.state, b.card, BLOCKER)
    b.game.apply(Action("block", b.card))
    assert b.game.state.rested[b.card]
