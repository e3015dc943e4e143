"""ST02-009 Trafalgar Law (Character): its effects played in scenarios through
the decision API, with the cases where a condition, a cost or an "up to"
choice does not apply.
"""

from optcg import Action
from optcg.testing import Scenario, expect_decision

from ..common import back_to_main, opts
from .numbers import BEPO, HEAT, KID, KILLER

LAW = "ST02-009"


def test_st02_009_law_sets_a_supernovas_or_heart_pirates_character_active():
    s = Scenario(turn=3)
    law = s.p1.hand(LAW)[0]
    killer = s.p1.character(KILLER, rested=True)        # Supernovas, cost 3
    bepo = s.p1.character(BEPO, rested=True)            # Heart Pirates, cost 1
    kid = s.p1.character(KID, rested=True)              # Supernovas, cost 7: too high
    heat = s.p1.character(HEAT, rested=True)            # Kid Pirates: wrong type
    s.p1.don(active=5)
    game = s.build()
    st = game.state

    game.apply(Action("play", law))
    expect_decision(game, 0, "select")
    assert opts(game) == {Action("select", killer), Action("select", bepo),
                          Action("select_done")}
    game.apply(Action("select", bepo))
    back_to_main(game)
    assert not st.rested[bepo]
    assert st.rested[killer] and st.rested[kid] and st.rested[heat]
    assert st.don_rested[0] == 5


def test_st02_009_law_up_to_none():
    s = Scenario(turn=3)
    law = s.p1.hand(LAW)[0]
    killer = s.p1.character(KILLER, rested=True)
    s.p1.don(active=5)
    game = s.build()

    game.apply(Action("play", law))
    expect_decision(game, 0, "select")
    game.apply(Action("select_done"))
    back_to_main(game)
    assert game.state.rested[killer]
