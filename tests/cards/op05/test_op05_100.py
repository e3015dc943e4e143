"""OP05-100 Enel (Character): "[Once Per Turn] If this Character would leave
the field, you may trash 1 card from the top of your Life cards instead."
Official rulings, qa_op05.md OP05-100: it applies when Enel leaves by your
own effect, and when Enel is returned as the cost of OP01-047 Trafalgar
Law's [On Play] the cost is not paid, so Law plays nothing."""

from optcg import Action
from optcg.testing import Scenario, expect_decision

ENEL, LAW = "OP05-100", "OP01-047"
VIVI, CHOPPER = "ST01-009", "ST01-006"          # cost 2; a Life card with no [Trigger]


def law_returns_enel(answer: str):
    s = Scenario()
    enel = s.p1.character(ENEL)
    law, vivi = s.p1.hand(LAW, VIVI)
    s.p1.don(active=5)
    s.p1.life(CHOPPER, CHOPPER)
    game = s.build()
    game.apply(Action("play", law))
    expect_decision(game, 0, "confirm")                # "you may return 1 of your Characters"
    game.apply(Action("accept"))
    expect_decision(game, 0, "select")
    game.apply(Action("select", enel))
    expect_decision(game, 0, "confirm")                # Enel's replacement
    assert game.decision.card == enel
    game.apply(Action(answer))
    return game, enel, law, vivi


def test_qa_op05_100_q2_replaced_cost_is_not_paid_and_law_plays_nothing():
    game, enel, law, vivi = law_returns_enel("accept")
    expect_decision(game, 0, "main")
    st = game.state
    assert enel in st.chars[0] and len(st.life[0]) == 1
    assert vivi in st.hand[0]                           # the [On Play] did not happen


def test_op05_100_declined_enel_returns_and_law_plays():
    game, enel, law, vivi = law_returns_enel("decline")
    expect_decision(game, 0, "select")
    game.apply(Action("select", vivi))
    expect_decision(game, 0, "main")
    st = game.state
    assert enel in st.hand[0] and vivi in st.chars[0] and len(st.life[0]) == 2
