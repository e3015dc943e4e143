"""OP09-037 Lim (Character): when played, searches the top 5 for one ODYSSEY
card not named Lim, the rest under the deck; at the end of your turn, with 3
or more rested Characters, she stands up. Q&A (qa_op09.md, OP09-037): three
rested copies alone: only one stands (the others then count 2)."""

from optcg import Action
from optcg.engine.decision_kinds import ORDER_EFFECTS
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI
from ..searching import add_one, back_at_main, nothing_to_add, played_searcher

CARD = "OP09-037"
LUCCI = "OP09-038"           # {ODYSSEY}
PERONA = "OP10-036"          # {ODYSSEY}


def test_op09_037_on_play_adds_an_odyssey_card_other_than_lim():
    g, ids, _ = played_searcher(CARD, [CARD, LUCCI, VIVI, PERONA, VIVI])
    add_one(g, ids, addable=[ids[1], ids[3]], pick=ids[3])
    back_at_main(g)


def test_op09_037_on_play_another_lim_is_not_added():
    g, ids, _ = played_searcher(CARD, [CARD, VIVI, VIVI, VIVI, VIVI])
    nothing_to_add(g, ids)
    back_at_main(g)


def test_op09_037_end_of_turn_with_3_rested_characters_sets_lim_active():
    s = Scenario(strict=True)
    lim = s.p1.character(CARD, rested=True)
    others = [s.p1.character(VIVI, rested=True) for _ in range(2)]
    g = s.build()
    g.apply(Action("end_phase"))
    back_at_main(g, 1)
    assert not g.state.rested[lim] and all(g.state.rested[c] for c in others)


def test_op09_037_end_of_turn_with_2_rested_characters_nothing():
    s = Scenario(strict=True)
    lim = s.p1.character(CARD, rested=True)
    s.p1.character(VIVI, rested=True)
    s.p1.character(VIVI)
    g = s.build()
    g.apply(Action("end_phase"))
    back_at_main(g, 1)
    assert g.state.rested[lim]


def test_op09_037_qa_three_rested_lims_only_one_becomes_active():
    """qa_op09.md, OP09-037 Q1: one of the three stands up."""
    s = Scenario(strict=True)
    lims = [s.p1.character(CARD, rested=True) for _ in range(3)]
    g = s.build()
    g.apply(Action("end_phase"))
    while g.decision.kind == ORDER_EFFECTS:
        g.apply(g.legal_actions()[0])
    back_at_main(g, 1)
    assert sum(not g.state.rested[c] for c in lims) == 1
