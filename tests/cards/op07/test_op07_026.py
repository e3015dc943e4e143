"""OP07-026 Jewelry Bonney (Character, cost 5): "[On Play] Up to 1 of your
opponent's rested Character or DON!! cards will not become active in your
opponent's next Refresh Phase" (CR 6-2-4).
Official Q&A on OP07-026: an active DON!! or a DON!! given to a Character
cannot be chosen.
"""

from optcg import Action
from optcg.testing import Scenario, expect

from cards.common import P1, P2

BONNEY = "OP07-026"


def _play(their_active=2, their_rested=2, given=0):
    s = Scenario(turn=3)
    bonney, = s.p1.hand(BONNEY)
    s.p1.don(active=5)
    rested = s.p2.character("ST01-006", rested=True)
    active = s.p2.character("ST01-004", don=given)
    s.p2.don(active=their_active, rested=their_rested)
    g = s.build()
    g.apply(Action("play", bonney))
    return rested, active, g


def test_op07_026_a_rested_character_stays_rested_through_the_next_refresh():
    rested, active, g = _play()
    expect(g, "choose_number", P1)                 # how many of the opponent's rested DON!!
    g.apply(Action("number", -1, 0))
    expect(g, "select", P1)
    assert active not in {a.card for a in g.legal_actions() if a.kind == "select"}
    g.apply(Action("select", rested))
    g.apply(Action("end_phase"))
    expect(g, "main", P2)
    assert g.state.rested[rested]


def test_op07_026_a_rested_don_stays_rested_but_not_an_active_or_given_one():
    rested, active, g = _play(their_active=2, their_rested=1, given=1)
    expect(g, "choose_number", P1)                 # the one rested DON!! of the cost area
    assert [a.target for a in g.legal_actions()] == [0, 1]
    g.apply(Action("number", -1, 1))
    expect(g, "main", P1)                          # "up to 1": nothing left to choose
    g.apply(Action("end_phase"))
    expect(g, "main", P2)
    # refresh: the given DON!! returns and all but the chosen one become active,
    # then the DON!! Phase adds 2 from the DON!! deck
    assert g.state.don_rested[P2] == 1
    assert not g.state.rested[rested]


def test_op07_026_with_no_rested_don_only_characters_are_offered():
    rested, active, g = _play(their_active=3, their_rested=0, given=1)
    expect(g, "select", P1)                        # no DON!! count asked
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {rested}, \
        "Q&A OP07-026: active and given DON!! cannot be chosen"
