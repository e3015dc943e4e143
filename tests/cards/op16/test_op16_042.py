"""OP16-042 Prisoner of Impel Down (Character, cost 6, 6000): "Under the rules
of this game, you may have any number of this card in your deck." (CR
5-1-2-3 and 5-1-2-4)."""

from optcg.cards import default_database
from optcg.decks import parse_deck, validate_deck

from optcg.engine.stats import power
from optcg.testing import expect

from ..common_play import P1, play_from_hand

PRISONER = "OP16-042"


def _blue_leader():
    return next(c for c in default_database().search(category="Leader", color="Blue")
                if c.colors == ("Blue",) and c.number != "P-117")


def test_op16_042_fifty_copies_make_a_legal_deck():
    deck = parse_deck(f"1x{_blue_leader().number}\n50x{PRISONER}\n")
    assert validate_deck(deck) == []


def test_op16_042_another_card_is_still_limited_to_4():
    deck = parse_deck(f"1x{_blue_leader().number}\n45x{PRISONER}\n5xOP16-045\n")
    assert "5-1-2-3" in {p.rule for p in validate_deck(deck)}


def test_op16_042_plays_as_a_cost_6_6000_character_with_nothing_else():
    b = play_from_hand(PRISONER, active=7)
    g = b.game
    expect(g, "main", P1)
    st = g.state
    assert b.card in st.chars[P1] and power(st, b.card) == 6000 and st.don_active[P1] == 1
    assert not [a for a in g.legal_actions() if a.card == b.card and a.kind == "attack"]
