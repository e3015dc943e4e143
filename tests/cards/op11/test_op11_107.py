"""OP11-107 Topknot Neptunian (Character, cost 5): [Blocker].  [Activate:
Main] [Once Per Turn] if your Leader is [Shirahoshi], you may turn 1 card
from the top of your Life cards face-down: set this Character as active at
the end of this turn.  (No official Q&A on this card.)"""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.constants import KEYWORD_BITS
from optcg.testing import expect_decision

from cards.op11.shirahoshi_costs import RED_LEADER, board

P1, P2 = 0, 1
TOPKNOT = "OP11-107"


def _board(**kw):
    s, life = board(**kw)
    knot = s.p1.character(TOPKNOT, rested=True)
    return s.build(), knot, life


def test_op11_107_has_blocker():
    assert card_def(TOPKNOT).keywords & KEYWORD_BITS["Blocker"]


def test_op11_107_sets_itself_active_at_the_end_of_the_turn_once_per_turn():
    game, knot, life = _board()
    game.apply(Action("activate", knot, 0))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.rested[knot] and not st.face_up[life[0]]   # not yet: at the end of the turn
    assert Action("activate", knot, 0) not in game.legal_actions()   # [Once Per Turn]
    game.apply(Action("end_phase"))
    assert not game.state.rested[knot]


def test_op11_107_cannot_be_activated_under_another_leader_or_without_a_face_up_life():
    for kw in ({"leader": RED_LEADER}, {"top_face_up": False}):
        game, knot, _ = _board(**kw)
        expect_decision(game, P1, "main")
        assert Action("activate", knot, 0) not in game.legal_actions()
