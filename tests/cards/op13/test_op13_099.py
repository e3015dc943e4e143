"""OP13-099 The Empty Throne (Stage, cost 7): "[Your Turn] If you have 19 or
more cards in your trash, your Leader gains +1000 power." and "[Activate:
Main] You may rest this card and 3 of your DON!! cards: Play up to 1 black
{Five Elders} type Character card with a cost equal to or less than the
number of DON!! cards on your field from your hand."."""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import Scenario, expect

from ..common import activations, selectable
from ..common_play import P1, P2, PLAIN, pick
from ..qa import bottom_all

THRONE = "OP13-099"
MARS = "OP13-091"         # black {Five Elders}, cost 6
SATURN = "OP13-083"       # black {Five Elders}, cost 4
SHALRIA = "OP13-086"      # black {Celestial Dragons}, not {Five Elders}


def _board(turn_player=P1, trash=0, active=5):
    s = Scenario(turn=3 if turn_player == P1 else 4, turn_player=turn_player, strict=True)
    ldr = s.p1.leader("ST01-001")
    throne = s.p1.stage(THRONE)
    s.p1.trash(*[PLAIN] * trash)
    hand = s.p1.hand(MARS, SATURN, SHALRIA)
    s.p1.don(active=active)
    return s.build(), ldr, throne, hand


def test_op13_099_leader_gains_1000_in_your_turn_with_19_in_trash():
    for trash, expected in ((19, 6000), (18, 5000)):
        g, ldr, throne, hand = _board(trash=trash)
        assert power(g.state, ldr) == expected, trash


def test_op13_099_not_in_the_opponents_turn():
    g, ldr, throne, hand = _board(turn_player=P2, trash=19)
    assert power(g.state, ldr) == 5000


def test_op13_099_plays_a_five_elders_up_to_the_don_on_field():
    g, ldr, (throne), (mars, saturn, shalria) = _board(active=5)
    g.apply(Action("activate", throne, 0))
    expect(g, "select", P1)
    assert selectable(g) == {saturn}                   # 5 DON!!: not Mars (6), not Shalria
    pick(g, saturn)
    bottom_all(g)                                      # Saturn's [On Play] search
    expect(g, "main", P1)
    st = g.state
    assert saturn in st.chars[P1] and st.rested[throne]
    assert st.don_active[P1] == 2 and st.don_rested[P1] == 3     # Saturn's cost not paid
    assert activations(g, throne) == []                # rested now


def test_op13_099_cannot_be_activated_with_2_don():
    g, ldr, throne, hand = _board(active=2)
    assert activations(g, throne) == []
