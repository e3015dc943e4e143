"""OP12-027 Koushirou (Character): resting him saves another of your Slash
Characters of cost 5 or less from a K.O. by the opponent's effect; a
Blocker. Q&A (qa_op12.md, OP12-027): two active copies K.O.'d together save
each other."""

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM
from optcg.testing import Scenario, expect_decision

from ..qa import ROBIN, VIVI
from ..replacing import KO_ALL
from ..strict_battle import attacked_by_opponent

CARD = "OP12-027"            # <Slash>, cost 2


def _ko_all(*mine):
    s = Scenario(turn=4, turn_player=1, strict=True)
    ids = [s.p1.character(c) for c in mine]
    e, = s.p2.hand(KO_ALL)
    g = s.build()
    g.apply(Action("play", e))
    return g, ids


def test_op12_027_rests_to_save_a_slash_character():
    g, (koushirou, vivi) = _ko_all(CARD, VIVI)         # Vivi: <Slash>, cost 2
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 1, "main")
    st = g.state
    assert vivi in st.chars[0] and not st.rested[vivi]
    assert koushirou in st.trash[0]          # rested for Vivi, then K.O.'d: not covered itself


def test_op12_027_a_wisdom_character_is_not_covered():
    g, (koushirou, robin) = _ko_all(CARD, ROBIN)       # Robin: <Wisdom>
    expect_decision(g, 1, "main")                      # not offered
    assert robin in g.state.trash[0] and koushirou in g.state.trash[0]


def test_op12_027_qa_two_koushirous_save_each_other():
    """qa_op12.md, OP12-027: both rest, neither is K.O.'d."""
    g, (a, b) = _ko_all(CARD, CARD)
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 1, "main")
    st = g.state
    assert st.chars[0] == [a, b] and st.rested[a] and st.rested[b]


def test_op12_027_blocker():
    s = Scenario(turn=4, turn_player=1, strict=True)
    koushirou = s.p1.character(CARD)
    g, att = attacked_by_opponent(s)
    expect_decision(g, 0, "block")
    g.apply(Action("block", koushirou))
    assert g.state.rested[koushirou]
