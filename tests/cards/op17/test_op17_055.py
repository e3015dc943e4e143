"""OP17-055 There's No Authority in the World That Lasts Forever!!! (Event,
cost 0): [Main] you may rest 1 of your DON!! cards: up to 1 of your
[Rocks.D.Xebec] gains [Unblockable] during this turn; [Counter] up to 1 of
your Leader or Characters whose type includes "Rocks Pirates" gains +2000
power during this battle.  The data prints "up to 1 of your Character with
...": read as meant (normalize.MISPRINTS)."""

from optcg import Action
from optcg.engine.constants import KEYWORD_BITS
from optcg.engine.stats import has_keyword, power
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2, selectable

NO_AUTHORITY = "OP17-055"
XEBEC = custom_card("T-XEB", "Rocks.D.Xebec", "Character", cost=10, power=12000,
                    types=("Rocks Pirates",))
ROCKS_LEADER = custom_card("T-RL", "Captain", "Leader", power=5000, life=4,
                           types=("Rocks Pirates",), colors=("Blue",))
ROCKS = custom_card("T-RP", "Deckhand", "Character", cost=3, power=4000, types=("Rocks Pirates",))
NAVY = custom_card("T-NV", "Marine", "Character", cost=3, power=4000, types=("Navy",))
UNBLOCKABLE = KEYWORD_BITS["Unblockable"]


def _main(active_don):
    s = Scenario(turn=3)
    [event] = s.p1.hand(NO_AUTHORITY)
    s.p1.don(active=active_don)
    xebec, other = s.p1.characters(XEBEC, ROCKS)
    g = s.build()
    g.apply(Action("play", event))
    return g, xebec, other


def test_op17_055_main_rests_a_don_for_xebec_unblockable():
    g, xebec, other = _main(1)
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    expect(g, "select", P1)
    assert selectable(g) == {xebec}, "only [Rocks.D.Xebec]"
    g.apply(Action("select", xebec))
    st = g.state
    assert has_keyword(st, xebec, UNBLOCKABLE) and not has_keyword(st, other, UNBLOCKABLE)
    assert st.don_active[P1] == 0 and st.don_rested[P1] == 1


def test_op17_055_main_declined_gives_nothing():
    g, xebec, other = _main(1)
    expect(g, "confirm", P1)
    g.apply(Action("decline"))
    st = g.state
    assert not has_keyword(st, xebec, UNBLOCKABLE) and st.don_active[P1] == 1


def _countered():
    s = Scenario(turn=3)
    attacker = s.p1.character("ST01-010")                 # 6000 against the 5000 Leader
    s.p2.leader(ROCKS_LEADER)
    s.p2.life("ST01-006")
    [event] = s.p2.hand(NO_AUTHORITY)
    rocks, navy = s.p2.characters(ROCKS, NAVY)
    g = s.build()
    leader = s.p2.leader_id
    g.apply(Action("attack", attacker, leader))
    expect(g, "counter", P2)
    g.apply(Action("counter_event", event))
    expect(g, "select", P2)
    assert selectable(g) == {leader, rocks}, "the {Navy} Character may not be chosen"
    return g, leader, rocks


def test_op17_055_counter_gives_the_rocks_pirates_leader_2000_and_saves_its_life():
    g, leader, rocks = _countered()
    g.apply(Action("select", leader))             # 7000: the attack fails
    st = g.state
    assert len(st.life[P2]) == 1 and power(st, leader) == 5000   # the battle is over


def test_op17_055_counter_on_a_character_does_not_save_the_leader():
    g, leader, rocks = _countered()
    g.apply(Action("select", rocks))
    assert len(g.state.life[P2]) == 0
