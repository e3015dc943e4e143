"""OP10-082 Kuzan (Character): the opponent's effects cannot remove him;
trashing himself draws 1 and then plays a Blackbeard Pirates Character of
cost 5 or less, not named Kuzan, from the trash."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI
from ..replacing import KO_ALL, RETURN_ALL

CARD = "OP10-082"
PIZARRO = "OP09-082"         # {Blackbeard Pirates}, cost 4


def test_op10_082_trashed_it_draws_and_plays_a_blackbeard_character_from_the_trash():
    s = Scenario(strict=True)
    kuzan = s.p1.character(CARD)
    pizarro, other_kuzan = s.p1.trash(PIZARRO, CARD)
    top = s.p1.deck(VIVI, VIVI)[0]
    g = s.build()
    g.apply(Action("activate", kuzan, 0))
    expect_decision(g, 0, SELECT)
    assert g.state.hand[0] == [top] and kuzan in g.state.trash[0]
    assert selectable(g) == {pizarro}                  # not a [Kuzan]
    g.apply(Action("select", pizarro))
    expect_decision(g, 0, "main")
    assert pizarro in g.state.chars[0]


def test_op10_082_cannot_be_removed_by_the_opponents_effects():
    for event in (KO_ALL, RETURN_ALL):
        s = Scenario(turn=4, turn_player=1, strict=True)
        kuzan = s.p1.character(CARD)
        vivi = s.p1.character(VIVI)
        e, = s.p2.hand(event)
        g = s.build()
        g.apply(Action("play", e))
        expect_decision(g, 1, "main")
        assert kuzan in g.state.chars[0] and vivi not in g.state.chars[0]
