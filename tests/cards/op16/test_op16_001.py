"""OP16-001 Portgas.D.Ace (Leader): "[Activate: Main] [Once Per Turn] Up to 1
of your [Monkey.D.Luffy] Characters or up to 1 of your Characters with a type
including "Whitebeard Pirates", with 8000 power or more, gains [Rush] during
this turn."  One choice among either description; the 8000 power holds for
both (CR 2-4-3-1: a type including the words)."""

from optcg import Action
from optcg.engine.constants import KEYWORD_BITS
from optcg.engine.stats import has_keyword
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, activations, attacks_of, selectable

ACE = "OP16-001"
LUFFY_8000 = custom_card("T-LUF8", "Monkey.D.Luffy", cost=5, power=8000)
LUFFY_7000 = custom_card("T-LUF7", "Monkey.D.Luffy", cost=5, power=7000)
NEWGATE_9000 = custom_card("T-WB9", "Big Dad", cost=7, power=9000,
                           types=("Whitebeard Pirates",))
ALLIES_8000 = custom_card("T-WBA", "Ally", cost=6, power=8000,
                          types=("Whitebeard Pirates Allies",))
WB_7000 = custom_card("T-WB7", "Small Son", cost=5, power=7000, types=("Whitebeard Pirates",))
PLAIN_9000 = custom_card("T-P9", "Stranger", cost=7, power=9000)

RUSH = KEYWORD_BITS["Rush"]


def _board(*numbers):
    s = Scenario(turn=3, strict=True)
    ace = s.p1.leader(ACE)
    chars = [s.p1.character(n, played_this_turn=True) for n in numbers]
    return s.build(), ace, chars


def test_op16_001_offers_luffy_and_whitebeard_types_with_8000_power_or_more():
    g, ace, (luffy8, luffy7, wb9, allies, wb7, plain) = _board(
        LUFFY_8000, LUFFY_7000, NEWGATE_9000, ALLIES_8000, WB_7000, PLAIN_9000)
    g.apply(activations(g, ace)[0])
    expect_decision(g, P1, "select")
    # a type including "Whitebeard Pirates" ("... Allies" too); 8000 or more for both
    assert selectable(g) == {luffy8, wb9, allies}


def test_op16_001_the_chosen_character_attacks_the_turn_it_was_played():
    g, ace, (wb9,) = _board(NEWGATE_9000)
    assert attacks_of(g, wb9) == []                    # CR 6-5-6-1: played this turn
    g.apply(activations(g, ace)[0])
    g.apply(Action("select", wb9))
    expect_decision(g, P1, "main")
    assert has_keyword(g.state, wb9, RUSH)
    assert attacks_of(g, wb9) != []
    assert activations(g, ace) == []                   # [Once Per Turn]


def test_op16_001_luffy_gains_rush():
    g, ace, (luffy8,) = _board(LUFFY_8000)
    g.apply(activations(g, ace)[0])
    g.apply(Action("select", luffy8))
    assert has_keyword(g.state, luffy8, RUSH)


def test_op16_001_rush_lasts_only_this_turn():
    g, ace, (wb9,) = _board(NEWGATE_9000)
    g.apply(activations(g, ace)[0])
    g.apply(Action("select", wb9))
    g.apply(Action("end_phase"))
    assert not has_keyword(g.state, wb9, RUSH)


def test_op16_001_no_character_qualifies_nothing_gains_rush():
    g, ace, (luffy7, wb7, plain) = _board(LUFFY_7000, WB_7000, PLAIN_9000)
    g.apply(activations(g, ace)[0])
    expect_decision(g, P1, "main")                     # up to 1: no choice to make
    assert not any(has_keyword(g.state, c, RUSH) for c in (luffy7, wb7, plain))
