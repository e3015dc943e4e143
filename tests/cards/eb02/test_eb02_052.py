"""EB02-052 Enel (Character): the official Q&A on its [When Attacking], played
with the compiled script.
"""

import pytest
from test_card_compiler import P1, scenario, vanilla

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import expect_decision


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
