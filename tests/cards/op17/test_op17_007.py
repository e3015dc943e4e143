"""OP17-007 Kouzuki Oden (Character, cost 7): when played, if the Leader is
[Edward.Newgate] or has the {Land of Wano} type, up to 1 Character card of
6000 power or less is played from the hand if it is {Land of Wano} type or
has a type including "Whitebeard Pirates" (one card, either description)."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, selectable

ODEN = "OP17-007"
NEWGATE = "OP02-001"               # Leader [Edward.Newgate], not {Land of Wano}
YAMATO = "OP06-022"                # Leader, {Land of Wano}
LUFFY = "ST01-001"                 # Leader, neither
SAMURAI = custom_card("T-LW", "Samurai", cost=4, power=6000, types=("Land of Wano",))
PIRATE = custom_card("T-WB", "Pirate", cost=3, power=5000, types=("Whitebeard Pirates",))
STRONG = custom_card("T-LW7", "Strong Samurai", cost=5, power=7000, types=("Land of Wano",))
OTHER = custom_card("T-OT", "Other", cost=2, power=3000, types=("Navy",))


def _played(leader, *hand):
    s = Scenario(turn=3, strict=True)
    s.p1.leader(leader)
    oden, *in_hand = s.p1.hand(ODEN, *hand)
    s.p1.don(active=7)
    g = s.build()
    g.apply(Action("play", oden))
    return g, in_hand


def test_op17_007_plays_a_wano_or_whitebeard_character_of_6000_power_or_less():
    g, (samurai, pirate, _strong, _other) = _played(YAMATO, SAMURAI, PIRATE, STRONG, OTHER)
    expect(g, "select", P1)
    assert selectable(g) == {samurai, pirate}, "not 7000 power, not another type"
    g.apply(Action("select", pirate))
    expect(g, "main", P1)
    assert pirate in g.state.chars[P1] and samurai in g.state.hand[P1]


def test_op17_007_a_newgate_leader_is_enough():
    g, (samurai,) = _played(NEWGATE, SAMURAI)
    g.apply(Action("select", samurai))
    expect(g, "main", P1)
    assert samurai in g.state.chars[P1]


def test_op17_007_not_with_another_leader():
    g, (samurai, pirate) = _played(LUFFY, SAMURAI, PIRATE)
    expect(g, "main", P1)
    assert samurai in g.state.hand[P1] and pirate in g.state.hand[P1]
