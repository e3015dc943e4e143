"""OP17-107 Charlotte Daifuku (Character, cost 3, 4000): only a [Trigger],
play this card.  The data gives it as "- [Trigger] ...", its "-" standing
for "no effect" (normalize rule 8)."""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.testing import Scenario, expect

from cards.common import P1, P2

DAIFUKU = "OP17-107"


def _hit(use: bool):
    s = Scenario(turn=3)
    attacker = s.p1.character("ST01-010")
    [life] = s.p2.life(DAIFUKU)
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect(g, "trigger", P2)
    g.apply(Action("use_trigger" if use else "decline_trigger"))
    return g, life


def test_op17_107_trigger_plays_it():
    g, life = _hit(True)
    assert life in g.state.chars[P2]
    expect(g, "main", P1)


def test_op17_107_trigger_declined_goes_to_the_hand():
    g, life = _hit(False)
    assert life in g.state.hand[P2] and life not in g.state.chars[P2]


def test_op17_107_has_no_other_ability():
    d = card_def(DAIFUKU)
    assert d.implemented and [a.timing for a in d.abilities] == ["Trigger"]
