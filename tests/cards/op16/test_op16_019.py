"""OP16-019 Let's Show 'Em What We're Made Of!! (Event, cost 9): [Main]
play up to 2 Character cards with a type including "Whitebeard Pirates" and
8000 power (exactly) from the hand; [Trigger] the Leader gains +1000 power
during this turn."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2, selectable

SHOW = "OP16-019"
WB_8000 = custom_card("T-WB8", "Big one", "Character", cost=8, power=8000,
                      types=("Whitebeard Pirates",))
ALLIED_8000 = custom_card("T-WBA8", "Ally", "Character", cost=7, power=8000,
                          types=("Whitebeard Pirates Allied",))
WB_7000 = custom_card("T-WB7", "Smaller one", "Character", cost=6, power=7000,
                      types=("Whitebeard Pirates",))
NAVY_8000 = custom_card("T-N8", "Navy one", "Character", cost=8, power=8000, types=("Navy",))


def test_op16_019_main_plays_two_whitebeard_8000_characters_for_free():
    s = Scenario(turn=3)
    [event] = s.p1.hand(SHOW)
    big, ally, smaller, navy = s.p1.hand(WB_8000, ALLIED_8000, WB_7000, NAVY_8000)
    s.p1.don(active=9)
    g = s.build()
    g.apply(Action("play", event))
    expect(g, "select", P1)
    assert selectable(g) == {big, ally}, "8000 power and the type words only"
    g.apply(Action("select", big))
    expect(g, "select", P1)
    g.apply(Action("select", ally))
    st = g.state
    assert big in st.chars[P1] and ally in st.chars[P1]
    assert smaller in st.hand[P1] and navy in st.hand[P1]
    assert st.don_rested[P1] == 9                     # the Event's cost only


def test_op16_019_trigger_gives_the_leader_1000():
    s = Scenario(turn=3)
    attacker = s.p1.character("ST01-010")
    s.p2.life(SHOW, "ST01-006")
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect(g, "trigger", P2)
    g.apply(Action("use_trigger"))
    assert power(g.state, s.p2.leader_id) == 6000


def test_op16_019_trigger_declined_gives_nothing():
    s = Scenario(turn=3)
    attacker = s.p1.character("ST01-010")
    [life, _] = s.p2.life(SHOW, "ST01-006")
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect(g, "trigger", P2)
    g.apply(Action("decline_trigger"))
    assert power(g.state, s.p2.leader_id) == 5000 and life in g.state.hand[P2]
