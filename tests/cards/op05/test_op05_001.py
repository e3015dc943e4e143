"""OP05-001 Sabo (Leader): "[DON!! x1] [Opponent's Turn] [Once Per Turn] If
your Character with 5000 power or more would be K.O.'d, you may give that
Character −1000 power during this turn instead of that Character being
K.O.'d."  Official rulings, qa_op05.md OP05-001: two such Characters K.O.'d
at once are both saved or both K.O.'d; a declined replacement is not used up."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..replacing import KO_ALL

SABO = "OP05-001"
ROBIN, FRANKY, VIVI = "ST01-008", "ST01-010", "ST01-009"     # 5000, 6000, 4000


def sabo_game(events: int = 1):
    s = Scenario(turn=4, turn_player=1)
    s.p1.leader(SABO, don=1)
    ids = s.p1.characters(ROBIN, FRANKY, VIVI)
    es = s.p2.hand(*[KO_ALL] * events)
    game = s.build()
    game.apply(Action("play", es[0]))
    return game, ids, es


def test_qa_op05_001_two_characters_koed_at_once_both_saved():
    game, (robin, franky, vivi), _ = sabo_game()
    expect_decision(game, 0, "confirm")                # asked once for both
    game.apply(Action("accept"))
    expect_decision(game, 1, "main")
    st = game.state
    assert st.chars[0] == [robin, franky] and vivi in st.trash[0]    # 4000: not covered
    assert power(st, robin) == 4000 and power(st, franky) == 5000


def test_qa_op05_001_declined_both_are_koed_and_it_stays_usable():
    game, (robin, franky, vivi), es = sabo_game(events=2)
    expect_decision(game, 0, "confirm")
    game.apply(Action("decline"))
    expect_decision(game, 1, "main")
    st = game.state
    assert st.chars[0] == [] and {robin, franky, vivi} <= set(st.trash[0])
    assert st.once_used == []                           # Q2: not used up
