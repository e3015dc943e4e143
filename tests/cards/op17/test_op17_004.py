"""OP17-004 Inuarashi & Nekomamushi (Character, cost 3): "[On Play] Up to 1 of
your {Land of Wano} type Characters or up to 1 of your Characters with a type
including "Whitebeard Pirates" gains [Rush] during this turn."  One choice
among either description (CR 2-4-3-1: a type including the words)."""

from optcg import Action
from optcg.engine.constants import KEYWORD_BITS
from optcg.engine.stats import has_keyword
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, attacks_of, selectable

CARD = "OP17-004"
WANO = custom_card("T-WANO", "Samurai", cost=4, power=6000, types=("Land of Wano",))
WB = custom_card("T-WB", "Son", cost=4, power=6000, types=("Whitebeard Pirates",))
PLAIN = custom_card("T-PLAIN", "Stranger", cost=4, power=6000, types=("Navy",))
RUSH = KEYWORD_BITS["Rush"]


def _played(*numbers):
    s = Scenario(turn=3, strict=True)
    chars = [s.p1.character(n, played_this_turn=True) for n in numbers]
    card, = s.p1.hand(CARD)
    s.p1.don(active=3)
    g = s.build()
    g.apply(Action("play", card))
    return g, card, chars


def test_op17_004_offers_land_of_wano_and_whitebeard_characters():
    g, card, (wano, wb, plain) = _played(WANO, WB, PLAIN)
    expect_decision(g, P1, "select")
    # Inuarashi & Nekomamushi has both types: itself too
    assert selectable(g) == {wano, wb, card}


def test_op17_004_the_chosen_character_attacks_this_turn():
    g, card, (wb,) = _played(WB)
    g.apply(Action("select", wb))
    expect_decision(g, P1, "main")
    assert has_keyword(g.state, wb, RUSH) and attacks_of(g, wb) != []
    assert not has_keyword(g.state, card, RUSH)


def test_op17_004_other_types_do_not_gain_rush():
    g, card, (plain,) = _played(PLAIN)
    expect_decision(g, P1, "select")
    assert plain not in selectable(g)
    g.apply(Action("select_done"))
    assert not has_keyword(g.state, plain, RUSH) and attacks_of(g, plain) == []
