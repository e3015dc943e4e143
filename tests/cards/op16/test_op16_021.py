"""OP16-021 Moby Dick (Stage, cost 1):
- "[On Play] If your Leader has the {Whitebeard Pirates} type, look at 3 cards
  from the top of your deck and add up to 1 card to your hand. Then, place the
  rest at the bottom of your deck in any order";
- "[Activate: Main] You may trash this Stage: Give up to 1 rested DON!! card to
  your Leader or 1 of your Characters."
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1

MOBY_DICK = "OP16-021"
WHITEBEARD_LEADER = custom_card("T-WB", "Edward.Newgate", "Leader", power=6000,
                                types=("Whitebeard Pirates",))


def test_op16_021_a_whitebeard_leader_looks_at_3_and_adds_1():
    s = Scenario(turn=3)
    s.p1.leader(WHITEBEARD_LEADER)
    moby, = s.p1.hand(MOBY_DICK)
    top = s.p1.deck("ST01-004", "ST01-005", "ST01-006", "ST02-007")
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", moby))
    expect(g, "select", P1)
    g.apply(Action("select", top[2]))
    for _ in range(1):
        expect(g, "arrange", P1)
        g.apply(Action("place_bottom", top[0]))
    expect(g, "main", P1)
    assert top[2] in g.state.hand[P1] and set(g.state.deck[P1][:2]) == {top[0], top[1]}


def test_op16_021_another_leader_looks_at_nothing():
    s = Scenario(turn=3)
    moby, = s.p1.hand(MOBY_DICK)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", moby))
    expect(g, "main", P1)
    assert g.state.hand[P1] == []


def test_op16_021_trashed_gives_a_rested_don_to_the_leader():
    s = Scenario(turn=3)
    leader = s.p1.leader("ST01-001")
    moby = s.p1.stage(MOBY_DICK)
    s.p1.don(rested=2)
    g = s.build()
    g.apply(Action("activate", moby, 1))       # its second ability
    expect(g, "choose_number", P1)                 # the Leader, the only card: how many
    g.apply(Action("number", -1, 1))
    assert moby in g.state.trash[P1] and g.state.don[leader] == 1 and g.state.don_rested[P1] == 1
