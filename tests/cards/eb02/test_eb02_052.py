"""EB02-052 Enel (Character): [Rush] with a {Sky Island} Leader only, and the
official Q&A on its [When Attacking], played with the compiled script.
"""

import pytest
from test_card_compiler import P1, scenario, vanilla

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision


@pytest.mark.parametrize("life, gains", [(1, True), (2, False)])
def test_faq_eb02_052_the_sentence_after_then_needs_the_if_too(life, gains):
    # the official Q&A: with 2 or more Life cards its [When Attacking] gives
    # no +1000 power either (the compiled script, not a hand one)
    from optcg.cards.defs import card_def
    from optcg.cards.scripts import script_for
    assert script_for("EB02-052").origin == "compiled"
    s = scenario()
    c = s.p1.character("EB02-052")
    s.p1.hand(vanilla("Fodder"))
    s.p1.life(*[vanilla()] * life)
    s.p2.life(vanilla(), vanilla())
    game = s.build(log=False)
    game.apply(Action("attack", c, s.p2.leader_id))
    expect_decision(game, P1, "confirm")                  # its "you may trash" cost
    game.apply(Action("accept"))
    if gains:
        expect_decision(game, P1, "choose_number")
        game.apply(Action("number", -1, 1))
    expect_decision(game, P1, "main")
    assert power(game.state, c) == card_def("EB02-052").power + (1000 if gains else 0)
    assert len(game.state.life[P1]) == life + (1 if gains else 0)


SKY_LEADER = custom_card("T-SKY-LEAD", "Sky Leader", "Leader", power=5000, colors=("Yellow",),
                         types=("Sky Island",))


@pytest.mark.parametrize("leader, rush", [(SKY_LEADER, True), ("ST01-001", False)])
def test_eb02_052_rush_only_with_a_sky_island_leader(leader, rush):
    s = Scenario(turn=3)
    s.p1.leader(leader)
    enel, = s.p1.hand("EB02-052")
    s.p1.don(active=10)
    g = s.build()
    g.apply(Action("play", enel))
    expect_decision(g, P1, "main")
    assert (Action("attack", enel, s.p2.leader_id) in g.legal_actions()) is rush
