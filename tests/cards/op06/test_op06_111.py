"""OP06-111 Braham (Character): once per turn, putting a cost-1 Stage under its
owner's deck rests an opposing Character of cost 4 or less; its Trigger
plays it at 2 Life or fewer. Q&A (qa_op06.md, OP06-111): the opponent's
Stage may be the one used."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI
from ..strict_battle import life_trigger_offered

CARD = "OP06-111"
UPPER_YARD = "OP05-117"      # a cost-1 Stage
FRANKY = "ST01-010"          # cost 4


def test_op06_111_qa_places_the_opponents_stage_and_rests_a_cost_4():
    """qa_op06.md, OP06-111."""
    s = Scenario(strict=True)
    braham = s.p1.character(CARD)
    stage = s.p2.stage(UPPER_YARD)
    franky = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("activate", braham, 0))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {stage}
    g.apply(Action("select", stage))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", franky))
    expect_decision(g, 0, "main")
    st = g.state
    assert st.deck[1][0] == stage and st.stage[1] == [] and st.rested[franky]
    assert Action("activate", braham, 0) not in g.legal_actions()     # once per turn


def test_op06_111_no_stage_not_offered():
    s = Scenario(strict=True)
    braham = s.p1.character(CARD)
    s.p2.character(FRANKY)
    g = s.build()
    assert Action("activate", braham, 0) not in g.legal_actions()


def _trigger(life):
    s = Scenario(turn=4, turn_player=1, strict=True)
    card, *_ = s.p1.life(CARD, *[VIVI] * (life - 1))
    g = life_trigger_offered(s)
    g.apply(Action("use_trigger"))
    expect_decision(g, 1, "main")
    return g, card


def test_op06_111_trigger_with_2_life_plays_it():
    g, card = _trigger(3)                              # 2 left once it is taken
    assert card in g.state.chars[0]


def test_op06_111_trigger_with_3_life_does_not_play_it():
    g, card = _trigger(4)
    assert card in g.state.trash[0]
