"""OP06-104 Kikunojo (Character, cost 4):
- "[On K.O.] If your opponent has 3 or less Life cards, add up to 1 card from
  the top of your deck to the top of your Life cards";
- "[Trigger] If your opponent has 3 or less Life cards, play this card."
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2
from cards.common_battle import use_life_trigger

KIKUNOJO = "OP06-104"
ATTACKER = custom_card("T-ATK7", "Attacker", cost=5, power=7000)


def _koed(their_life):
    s = Scenario(turn=4, turn_player=P2)
    kiku = s.p1.character(KIKUNOJO, rested=True)
    top, _ = s.p1.deck("ST01-004", "ST01-005")
    s.p1.life("ST01-006")
    s.p2.life(*["ST01-006"] * their_life)
    att = s.p2.character(ATTACKER)
    g = s.build()
    g.apply(Action("attack", att, kiku))
    return kiku, top, g


def test_op06_104_koed_while_the_opponent_has_3_life_adds_a_life_card():
    kiku, top, g = _koed(3)
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, 1))
    assert kiku in g.state.trash[P1] and g.state.life[P1][-1] == top


def test_op06_104_koed_while_the_opponent_has_4_life_adds_nothing():
    kiku, top, g = _koed(4)
    expect(g, "main", P2)
    assert len(g.state.life[P1]) == 1


def test_op06_104_trigger_plays_it_only_against_3_or_less_life():
    for their_life, played in ((3, True), (4, False)):
        s = Scenario(turn=4, turn_player=P2)
        kiku, _ = s.p1.life(KIKUNOJO, "ST01-006")
        s.p2.life(*["ST01-006"] * their_life)
        g = use_life_trigger(s)
        assert (kiku in g.state.chars[P1]) is played, their_life
