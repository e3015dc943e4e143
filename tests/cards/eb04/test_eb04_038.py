"""EB04-038 Rosinante & Law (Character): also named Trafalgar Law and
Donquixote Rosinante; a Blocker; when played with no more DON!! than the
opponent, draw 1 and then take an active DON!! (CR 8-3-3: nothing after the
"if" when it fails). The Q&A headed "EB04-034 EB04-038" in qa_op14_eb04.md
is about EB04-034, not this card."""

from optcg import Action
from optcg.engine.decision_kinds import CHOOSE_NUMBER
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI
from ..searching import add_one, back_at_main, played_searcher
from ..strict_battle import attacked_by_opponent

CARD = "EB04-038"
ROSINANTE_SEARCH = "OP12-108"   # looks for a [Trafalgar Law]


def _play(mine, theirs):
    s = Scenario(strict=True)
    card, = s.p1.hand(CARD)
    s.p1.don(active=mine)
    s.p2.don(active=theirs)
    top = s.p1.deck(VIVI, VIVI)[0]
    g = s.build()
    g.apply(Action("play", card))
    return g, top


def test_eb04_038_fewer_don_draws_and_adds_an_active_don():
    g, top = _play(6, 7)
    expect_decision(g, 0, CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, "main")
    assert g.state.hand[0] == [top] and g.don(0).active == 1 and g.don(0).deck == 3


def test_eb04_038_more_don_nothing():
    g, top = _play(7, 6)
    expect_decision(g, 0, "main")
    assert g.state.hand[0] == [] and g.don(0).deck == 3


def test_eb04_038_is_a_trafalgar_law_for_a_search():
    g, ids, _ = played_searcher(ROSINANTE_SEARCH, [VIVI, CARD, VIVI, VIVI, VIVI])
    add_one(g, ids, addable=[ids[1]], pick=ids[1])
    back_at_main(g)


def test_eb04_038_blocker():
    s = Scenario(turn=4, turn_player=1, strict=True)
    card = s.p1.character(CARD)
    g, att = attacked_by_opponent(s)
    expect_decision(g, 0, "block")
    g.apply(Action("block", card))
    assert g.state.rested[card]
