"""OP11-001 Koby (Leader):
- "Your {SWORD} type Characters can attack Characters on the turn in which
  they are played" (an exception to CR 3-7-4);
- "[Once Per Turn] If your {Navy} type Character with 7000 base power or less
  would be removed from the field by your opponent's effect, you may place 3
  cards from your trash at the bottom of your deck in any order instead."

Official Q&A on OP11-001: two such Characters removed by one effect are both
kept for 3 cards; with 2 or fewer cards in the trash it cannot be used.
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2
from cards.common_battle import ko_by_opponents_effect

KOBY = "OP11-001"
SWORD = custom_card("T-SWORD", "Recruit", cost=1, power=2000, types=("Navy", "SWORD"))
NAVY = custom_card("T-NAVY7", "Captain", cost=4, power=7000, types=("Navy",))
BIG_NAVY = custom_card("T-NAVY8", "Admiral", cost=6, power=8000, types=("Navy",))
FILLER = "ST01-006"


def test_op11_001_a_sword_character_attacks_a_character_the_turn_it_is_played():
    s = Scenario(turn=3)
    s.p1.leader(KOBY)
    sword, = s.p1.hand(SWORD)
    s.p1.don(active=1)
    rested = s.p2.character(FILLER, rested=True)
    g = s.build()
    g.apply(Action("play", sword))
    targets = {a.target for a in g.legal_actions() if a.kind == "attack" and a.card == sword}
    assert targets == {rested}, "Characters only, not the Leader (CR 3-7-4)"


def test_op11_001_a_navy_character_without_sword_cannot_attack_the_turn_it_is_played():
    s = Scenario(turn=3)
    s.p1.leader(KOBY)
    navy, = s.p1.hand(NAVY)
    s.p1.don(active=4)
    s.p2.character(FILLER, rested=True)
    g = s.build()
    g.apply(Action("play", navy))
    assert not [a for a in g.legal_actions() if a.kind == "attack" and a.card == navy]


def _opponent_kos(*mine, trash=3):
    s = Scenario(turn=4, turn_player=P2)
    s.p1.leader(KOBY)
    chars = [s.p1.character(c) for c in mine]
    trashed = s.p1.trash(*[FILLER] * trash)
    g = ko_by_opponents_effect(s, *chars)
    return chars, trashed, g


def test_op11_001_two_navy_characters_are_kept_for_3_trash_cards():
    chars, trashed, g = _opponent_kos(NAVY, NAVY, trash=4)
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    while g.decision.player == P1 and g.decision.kind != "main":   # 3 cards, then their order
        g.apply(g.legal_actions()[0])
    expect(g, "main", P2)
    assert all(c in g.state.chars[P1] for c in chars)
    assert len(g.state.trash[P1]) == 1, "3 cards in all (Q&A OP11-001)"
    assert set(g.state.deck[P1][:3]) <= set(trashed), "at the bottom of the deck"


def test_op11_001_not_with_2_trash_cards_nor_over_7000_base_power():
    for mine, trash in (((NAVY,), 2), ((BIG_NAVY,), 3)):
        (c,), _, g = _opponent_kos(*mine, trash=trash)
        expect(g, "main", P2)
        assert c in g.state.trash[P1], (mine, trash)
