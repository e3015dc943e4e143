"""OP12-001 Silvers Rayleigh (Leader):
- "Under the rules of this game, you cannot include cards with a cost of 5 or
  more in your deck." (a deck-construction effect, CR 5-1-2-4);
- "[Activate: Main] [Once Per Turn] You may reveal 2 Events from your hand: Up
  to 1 of your Characters with 4000 base power or less gains +2000 power
  during this turn." (an unpayable cost is not offered, CR 8-3-1-3)."""

from optcg import Action
from optcg.cards.scripts import script_for
from optcg.decks import validate_deck
from optcg.decks.decklist import parse_deck
from optcg.engine.effects import language as L
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, activations, selectable

RAYLEIGH = "OP12-001"
EVENT = custom_card("T-EV", "Plan", "Event", cost=1)
SMALL = custom_card("T-S4", "Small", cost=2, power=4000)
BIG = custom_card("T-B5", "Big", cost=3, power=5000)
FOUR = "ST01-010"      # red, cost 4
FIVE = "ST01-012"      # red, cost 5


def test_op12_001_the_deck_rule_is_scripted_as_printed():
    statics = script_for(RAYLEIGH).statics
    assert [s.effect for s in statics] == [L.DeckExcludes(L.Cards(L.YOU, L.DECK, (), cost_min=5))]


def _deck(other: str) -> list:
    text = f"1x{RAYLEIGH}\n4x{other}\n" + "\n".join(
        f"4x{n}" for n in ("ST01-002", "ST01-003", "ST01-004", "ST01-005", "ST01-006",
                           "ST01-007", "ST01-008", "ST01-009", "ST01-011", "ST01-013",
                           "ST01-014")) + "\n2xST01-016\n"
    return validate_deck(parse_deck(text))


def test_op12_001_a_cost_5_card_makes_the_deck_illegal():
    """Q&A OP12-001: cards of base cost 5 or more, whatever their cost in play."""
    problems = _deck(FIVE)
    assert [p.number for p in problems] == [FIVE]
    assert problems[0].rule == "5-1-2-4"


def test_op12_001_cost_4_cards_are_allowed():
    assert _deck(FOUR) == []


def _board(hand):
    s = Scenario(turn=3, strict=True)
    rayleigh = s.p1.leader(RAYLEIGH)
    small, big = s.p1.character(SMALL), s.p1.character(BIG)
    cards = s.p1.hand(*hand)
    return s.build(), rayleigh, small, big, cards


def test_op12_001_reveal_2_events_gives_a_4000_base_power_character_2000():
    g, rayleigh, small, big, (e1, e2, vivi) = _board((EVENT, EVENT, "ST01-009"))
    g.apply(activations(g, rayleigh)[0])
    expect_decision(g, P1, "select")
    assert selectable(g) == {e1, e2}               # Events only
    g.apply(Action("select", e1))
    g.apply(Action("select", e2))
    expect_decision(g, P1, "select")
    assert selectable(g) == {small}                # 5000 base power: not offered
    g.apply(Action("select", small))
    st = g.state
    assert power(st, small) == 6000 and power(st, big) == 5000
    assert set(st.hand[P1]) == {e1, e2, vivi}      # revealed, kept in the hand
    assert activations(g, rayleigh) == []          # [Once Per Turn]


def test_op12_001_not_offered_with_1_event_in_hand():
    g, rayleigh, small, big, _ = _board((EVENT, "ST01-009"))
    assert activations(g, rayleigh) == []
