"""OP09-097 Black Vortex (Event, cost 2): [Counter] negate the effect of up
to 1 of the opponent's Leader or Character cards and give that card −4000
power during this turn; [Trigger] negate the effect of one of them during
this turn.  A negated Character's [On K.O.] does not activate (qa_op09.md,
OP09-097)."""

from optcg import Action
from optcg.engine.effects import language as L
from optcg.engine.stats import negated, power
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

VORTEX = "OP09-097"
# 5000 printed, +2000 while its effect is not negated; [On K.O.] draw 1 card
BOASTER = custom_card("T-BO", "Boaster", "Character",
                      L.Static(effect=L.StaticPower(target=L.This(), amount=2000)),
                      L.Ability(L.ON_KO, steps=(L.Draw(L.exactly(1)),)), cost=4, power=5000)
FILLER = "ST01-006"


def test_op09_097_counter_negates_the_attacker_and_gives_it_minus_4000():
    s = Scenario(turn=4, turn_player=P2, strict=True)
    vortex, = s.p1.hand(VORTEX)
    s.p1.don(active=2)
    boaster = s.p2.character(BOASTER)
    g = s.build()
    assert power(g.state, boaster) == 7000
    g.apply(Action("attack", boaster, s.p1.leader_id))
    expect(g, "block", P1)
    g.apply(Action("no_block"))
    expect(g, "counter", P1)
    g.apply(Action("counter_event", vortex))
    expect(g, "select", P1)
    g.apply(Action("select", boaster))
    assert negated(g.state, boaster) and power(g.state, boaster) == 1000, "5000 − 4000"


def test_op09_097_trigger_negates_only_and_a_negated_character_has_no_on_ko():
    """qa_op09.md, OP09-097: the negated Character's [On K.O.] does not
    activate when it is K.O.'d."""
    s = Scenario(turn=3, strict=True)
    boaster = s.p1.character(BOASTER)
    s.p1.deck(*[FILLER] * 3)
    s.p2.life(VORTEX, FILLER)
    s.p2.deck(*[FILLER] * 3)
    killer = custom_card("T-KL", "Killer", "Character", L.Ability(L.ON_PLAY, steps=(
        L.KO(L.Choose(L.Cards(L.YOU))),)), cost=1)
    k, = s.p1.hand(killer)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("attack", boaster, s.p2.leader_id))
    expect(g, "block", P2)
    g.apply(Action("no_block"))
    expect(g, "counter", P2)
    g.apply(Action("end_counters"))
    expect(g, "trigger", P2)
    g.apply(Action("use_trigger"))
    expect(g, "select", P2)
    g.apply(Action("select", boaster))
    expect(g, "main", P1)
    assert negated(g.state, boaster) and power(g.state, boaster) == 5000, "no power change"
    g.apply(Action("play", k))
    expect(g, "select", P1)
    g.apply(Action("select", boaster))
    expect(g, "main", P1)
    assert boaster in g.state.trash[P1] and len(g.state.hand[P1]) == 0, "no [On K.O.] draw"
