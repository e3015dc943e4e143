"""OP11-103 Long-Jaw Neptunian (Character, cost 5): [Activate: Main] if your
Leader is [Shirahoshi], you may rest this Character and turn 1 card from the
top of your Life cards face-down: K.O. up to 1 of your opponent's Characters
with a cost of 3 or less.  (No official Q&A on this card.)"""

from optcg import Action
from optcg.testing import custom_card, expect_decision

from cards.op11.shirahoshi_costs import RED_LEADER, board

P1, P2 = 0, 1
LONG_JAW = "OP11-103"
COST_3 = custom_card("T-C3", "Three", cost=3, power=4000)
COST_4 = custom_card("T-C4", "Four", cost=4, power=5000)


def _board(**kw):
    s, life = board(**kw)
    jaw = s.p1.character(LONG_JAW)
    three, four = s.p2.character(COST_3), s.p2.character(COST_4)
    return s.build(), jaw, life, three, four


def test_op11_103_rests_itself_turns_life_face_down_and_kos_a_cost_3_character():
    game, jaw, life, three, four = _board()
    game.apply(Action("activate", jaw, 0))
    expect_decision(game, P1, "select")
    assert {a.card for a in game.legal_actions() if a.kind == "select"} == {three}
    game.apply(Action("select", three))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.rested[jaw] and not st.face_up[life[0]]
    assert three in st.trash[P2] and four in st.chars[P2]


def test_op11_103_cannot_be_activated_under_another_leader_or_without_a_face_up_life():
    for kw in ({"leader": RED_LEADER}, {"top_face_up": False}):
        game, jaw, _, _, _ = _board(**kw)
        expect_decision(game, P1, "main")
        assert Action("activate", jaw, 0) not in game.legal_actions()
