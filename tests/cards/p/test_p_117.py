"""P-117 Nami (Leader):
- "Under the rules of this game, you can only include {East Blue} type cards
  in your deck and when your deck is reduced to 0, you win the game instead
  of losing." (a deck-construction effect, CR 5-1-2-4, and a victory by
  effect replacing the defeat of CR 9-2-1-2, CR 1-2-5);
- "[DON!! x1] When this Leader's attack deals damage to your opponent's
  Life, you may trash 1 card from the top of your deck."."""

import pytest

from optcg import Action
from optcg.cards.defs import card_def
from optcg.cards.scripts import script_for
from optcg.decks import parse_deck, validate_deck
from optcg.engine.effects import language as L
from optcg.testing import Scenario

from ..common_play import choose_number

P1, P2 = 0, 1
NAMI = "P-117"


def test_p_117_the_rules_are_scripted_as_printed():
    script = script_for(NAMI)
    assert script is not None and script.complete and card_def(NAMI).implemented
    assert [s.effect for s in script.statics] == [
        L.DeckOnly(L.Cards(L.YOU, L.DECK, (), types=("East Blue",))), L.DeckOutWins()]


def test_p_117_refuses_a_card_without_the_east_blue_type():
    problems = [p for p in validate_deck(parse_deck(f"1x{NAMI}\n4xOP01-075\n"))
                if p.rule == "5-1-2-4"]
    assert [(p.line, p.number) for p in problems] == [(2, "OP01-075")]
    assert "East Blue" in problems[0].message


@pytest.mark.parametrize("leader, winner", [(NAMI, P1), ("ST01-001", P2)])
def test_p_117_drawing_the_last_card_wins_instead_of_losing(leader, winner):
    """CR 9-2-1-2: a player whose deck is 0 loses; P-117's player wins
    instead (CR 1-2-5), at the same rule processing."""
    s = Scenario(turn=2, turn_player=P2)
    s.p1.leader(leader)
    s.p2.leader("ST01-001")
    s.p1.deck("ST01-003")
    s.p2.deck(*["ST01-003"] * 5)
    g = s.build()
    g.apply(Action("end_phase"))             # P1's Draw Phase takes the last card
    assert g.over and g.result.winner == winner


def test_p_117_don_x1_attack_damage_may_trash_the_top_card():
    s = Scenario(turn=3, turn_player=P1)
    nami = s.p1.leader(NAMI, don=1)
    s.p2.leader("ST01-001")
    s.p2.life("ST01-003")
    s.p2.deck(*["ST01-003"] * 5)
    top = s.p1.deck("ST01-003", "ST01-003")[0]
    g = s.build()
    g.apply(Action("attack", nami, s.p2.leader_id))
    choose_number(g, 1)                      # the damage dealt: trash 1 from the top
    assert top in g.state.trash[P1] and len(g.state.deck[P1]) == 1
