"""OP16-079 Yamato (Leader): "When a {Land of Wano} type Character card is
played from your trash, that Character gains [Rush] during this turn."
([Rush]: it can attack the turn it is played, CR 10-1-1.)"""

from optcg import Action
from optcg.engine.constants import RUSH
from optcg.engine import events as E
from optcg.engine.decision_kinds import MAIN, SELECT
from optcg.engine.effects import language as L
from optcg.engine.stats import keywords
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import attacks_of

YAMATO = "OP16-079"
WANO = custom_card("T-WANO", "Wano Samurai", "Character", cost=3, power=5000,
                   colors=("Black",), types=("Land of Wano",))
OTHER = custom_card("T-OTHER", "Other Samurai", "Character", cost=3, power=5000,
                    colors=("Black",), types=("Navy",))
# "[Main] Play up to 1 Character card with a cost of 5 or less from your trash."
REVIVE = custom_card("T-REVIVE", "Revive", "Event", L.Ability(L.MAIN, steps=(
    L.PlayCard(L.Choose(L.Cards(L.YOU, L.TRASH, categories=(L.CHARACTER,), cost_max=5))),)),
    cost=0)


def _revive(card):
    s = Scenario(strict=True)
    s.p1.leader(YAMATO)
    revived, = s.p1.trash(card)
    event, = s.p1.hand(REVIVE)
    g = s.build()
    g.apply(Action("play", event))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", revived))
    expect_decision(g, 0, MAIN)
    return g, revived


def test_op16_079_a_land_of_wano_character_played_from_the_trash_gains_rush():
    g, wano = _revive(WANO)
    assert keywords(g.state, wano) & RUSH
    assert attacks_of(g, wano)                         # the turn it was played


def test_op16_079_not_a_character_without_the_type():
    g, other = _revive(OTHER)
    assert not keywords(g.state, other) & RUSH and attacks_of(g, other) == []


def test_op16_079_not_one_played_from_the_hand():
    s = Scenario(strict=True)
    s.p1.leader(YAMATO)
    wano, = s.p1.hand(WANO)
    s.p1.don(active=3)
    g = s.build()
    g.apply(Action("play", wano))
    expect_decision(g, 0, MAIN)
    assert not keywords(g.state, wano) & RUSH and attacks_of(g, wano) == []


def test_op16_079_the_rush_lasts_this_turn_only():
    g, wano = _revive(WANO)
    g.apply(Action("end_phase"))
    assert not keywords(g.state, wano) & RUSH


def test_op16_079_the_effect_resolves_as_the_card_is_played_then_the_play_goes_on():
    """Yamato's effect is an auto effect of the general form (CR 8-1-3-1):
    activated and resolved through the runtime, inside the effect that
    played the Character, which then finishes."""
    g, wano = _revive(WANO)
    st = g.state
    yamato = st.leaders[0]
    kinds = [(type(e).__name__, e.card) for e in g.events
             if type(e) in (E.AbilityActivated, E.EffectResolved)]
    event = next(c for k, c in kinds if c != yamato)
    assert kinds[-3:] == [("AbilityActivated", yamato), ("EffectResolved", yamato),
                          ("EffectResolved", event)]
