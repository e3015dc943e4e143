"""OP10-029 Dracule Mihawk (Character, cost 5, {ODYSSEY}): "[On Play] If you
have 2 or more rested Characters, set up to 1 of your rested {ODYSSEY} type
Characters with a cost of 5 or less as active."  With the OP09-022 Lim Leader
("Your Character cards are played rested") Mihawk counts and may choose
itself."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, selectable

MIHAWK = "OP10-029"
LIM = "OP09-022"
ODYSSEY_5 = custom_card("T-OD5", "Voyager", cost=5, power=6000, types=("ODYSSEY",))
ODYSSEY_6 = custom_card("T-OD6", "Giant", cost=6, power=7000, types=("ODYSSEY",))
PLAIN = custom_card("T-PL", "Local", cost=2, power=3000, types=("Navy",))


def _played(*rested, leader="ST01-001"):
    s = Scenario(turn=3, strict=True)
    s.p1.leader(leader)
    chars = [s.p1.character(n, rested=True) for n in rested]
    mihawk, = s.p1.hand(MIHAWK)
    s.p1.don(active=5)
    g = s.build()
    g.apply(Action("play", mihawk))
    return g, mihawk, chars


def test_op10_029_sets_a_rested_odyssey_character_of_cost_5_or_less_active():
    g, mihawk, (five, six, plain) = _played(ODYSSEY_5, ODYSSEY_6, PLAIN)
    expect_decision(g, P1, "select")
    assert selectable(g) == {five}                 # cost 6 or other types: not offered
    g.apply(Action("select", five))
    st = g.state
    assert not st.rested[five] and st.rested[six] and st.rested[plain]


def test_op10_029_with_lim_mihawk_itself_is_rested_and_may_be_chosen():
    g, mihawk, (five,) = _played(ODYSSEY_5, leader=LIM)
    assert g.state.rested[mihawk]
    expect_decision(g, P1, "select")
    assert selectable(g) == {five, mihawk}
    g.apply(Action("select", mihawk))
    assert not g.state.rested[mihawk]


def test_op10_029_with_1_rested_character_nothing_happens():
    g, mihawk, (five,) = _played(ODYSSEY_5)
    expect_decision(g, P1, "main")
    assert g.state.rested[five]
