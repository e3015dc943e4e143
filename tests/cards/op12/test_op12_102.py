"""OP12-102 Shirahoshi (Character): turning the top Life card face-up saves a
Character of base cost 6 or less from removal by the opponent's effect; in
the opponent's turn, without another cost-2 Shirahoshi, Neptunian Characters
have +2000. Q&A (qa_op12.md, OP12-102): she covers herself too."""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.engine.decision_kinds import CONFIRM
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI
from ..replacing import RETURN_ALL

CARD = "OP12-102"
NEPTUNIAN = "OP11-027"       # Bulge-Eyed Neptunian, {Neptunian}, 6000


def _return_all(*mine, life=(VIVI, VIVI)):
    s = Scenario(turn=4, turn_player=1, strict=True)
    ids = [s.p1.character(c) for c in mine]
    lives = s.p1.life(*life)
    e, = s.p2.hand(RETURN_ALL)
    g = s.build()
    g.apply(Action("play", e))
    return g, ids, lives


def test_op12_102_qa_turns_a_life_face_up_to_keep_herself():
    """qa_op12.md, OP12-102: she can replace her own removal."""
    g, (shira,), (top, _) = _return_all(CARD)
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 1, "main")
    assert shira in g.state.chars[0] and g.state.face_up[top]


def test_op12_102_declined_she_returns_to_the_hand():
    g, (shira,), (top, _) = _return_all(CARD)
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("decline"))
    expect_decision(g, 1, "main")
    assert shira in g.state.hand[0] and not g.state.face_up[top]


def test_op12_102_no_life_card_nothing_to_turn():
    g, (shira,), _ = _return_all(CARD, life=())
    expect_decision(g, 1, "main")                      # CR 8-1-3-4-5: not offered
    assert shira in g.state.hand[0]


def test_op12_102_neptunians_gain_2000_in_the_opponents_turn_only():
    assert "Neptunian" in card_def(NEPTUNIAN).types
    base = card_def(NEPTUNIAN).power
    for turn_player, bonus in ((1, 2000), (0, 0)):
        s = Scenario(turn=4 - turn_player, turn_player=turn_player, strict=True)
        s.p1.character(CARD)
        nep = s.p1.character(NEPTUNIAN)
        g = s.build()
        assert power(g.state, nep) == base + bonus


def test_op12_102_another_cost_2_shirahoshi_turns_the_bonus_off():
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.characters(CARD, CARD)
    nep = s.p1.character(NEPTUNIAN)
    g = s.build()
    assert power(g.state, nep) == card_def(NEPTUNIAN).power
