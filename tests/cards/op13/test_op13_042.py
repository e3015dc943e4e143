"""OP13-042 Edward.Newgate (Character, cost 10, [Blocker]): "[On Play] Draw 2
cards and trash 1 card from your hand. Then, give your Leader and 1 Character
up to 2 rested DON!! cards each."
Official Q&A on OP13-042: 2 to the Leader and 2 to one Character may be
given; DON!! cannot go to two Characters.
"""

from optcg import Action
from optcg.testing import Scenario, expect

from cards.common import P1

NEWGATE = "OP13-042"


def _play():
    s = Scenario(turn=3)
    leader = s.p1.leader("ST01-001")
    newgate, = s.p1.hand(NEWGATE)
    chopper, sanji = s.p1.character("ST01-006"), s.p1.character("ST01-004")
    s.p1.don(active=10)
    g = s.build()
    g.apply(Action("play", newgate))
    return leader, newgate, chopper, sanji, g


def test_op13_042_draws_2_trashes_1_and_gives_2_each_to_the_leader_and_one_character():
    leader, newgate, chopper, sanji, g = _play()
    expect(g, "select", P1)                        # the card to trash, after drawing 2
    drawn = list(g.state.hand[P1])
    assert len(drawn) == 2
    g.apply(Action("select", drawn[0]))
    expect(g, "choose_number", P1)                 # to the Leader: up to 2
    assert [a.target for a in g.legal_actions()] == [0, 1, 2]
    g.apply(Action("number", -1, 2))
    expect(g, "select", P1)                        # 1 Character
    g.apply(Action("select", chopper))
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, 2))
    expect(g, "main", P1)
    st = g.state
    assert st.don[leader] == 2 and st.don[chopper] == 2 and st.don[sanji] == 0
    assert st.don_rested[P1] == 10 - 4 and drawn[0] in st.trash[P1]


def test_op13_042_only_one_character_receives_don():
    leader, newgate, chopper, sanji, g = _play()
    g.apply(Action("select", g.state.hand[P1][0]))
    g.apply(Action("number", -1, 0))
    g.apply(Action("select", chopper))
    g.apply(Action("number", -1, 2))
    expect(g, "main", P1)                          # no second Character asked
    assert g.state.don[sanji] == 0 and g.state.don[leader] == 0
