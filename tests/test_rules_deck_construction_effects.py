"""CR 5-1-2-4: deck-construction effects replace the deck rules of CR 5-1-2,
read from each card's text (its script), never from its card number.  For
every such card of the pool, a deck that keeps the rule is accepted and one
that breaks it is refused with the deck line and the rule named."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from optcg.cards import CardInfo, default_database
from optcg.decks import DeckError, check_deck, don_deck_size, parse_deck, validate_deck
from optcg.decks.validation import any_number_allowed, leader_deck_rules

DB = default_database()


def _fillers(leader: str, fits: Callable[[CardInfo], bool], skip: str = "") -> list[str]:
    """Card numbers a deck led by `leader` may hold by colour, that `fits`."""
    colors = set(DB.get(leader).colors)
    return [c.number for c in DB
            if not c.is_leader and set(c.colors) <= colors and fits(c)
            and not any_number_allowed(c.number) and c.number != skip]


def _deck_text(leader: str, first: list[tuple[int, str]], fits: Callable[[CardInfo], bool]) -> str:
    """A list led by `leader`: the `first` lines, then 4 copies each of
    cards that `fits` up to 50 cards."""
    lines = [f"1x{leader}"] + [f"{n}x{number}" for n, number in first]
    total = sum(n for n, _ in first)
    for number in _fillers(leader, fits, skip=",".join(num for _, num in first)):
        if total >= 50:
            break
        n = min(4, 50 - total)
        lines.append(f"{n}x{number}")
        total += n
    assert total == 50
    return "\n".join(lines) + "\n"


def _refused_at(text: str, line: int, number: str, *words: str) -> None:
    with pytest.raises(DeckError) as e:
        check_deck(parse_deck(text))
    problems = [p for p in e.value.problems if p.rule == "5-1-2-4"]
    assert len(problems) == 1, e.value.problems
    p = problems[0]
    assert p.line == line and p.number == number
    message = str(e.value)
    assert f"line {line}:" in message and "[CR 5-1-2-4]" in message
    for w in words:
        assert w in message, message


@pytest.mark.parametrize("card", ["OP01-075", "OP08-072", "OP16-042"])
def test_any_number_of_this_card_is_accepted(card):
    """"Under the rules of this game, you may have any number of this card
    in your deck" replaces the limit of 4 (CR 5-1-2-3)."""
    leader = next(c.number for c in DB if c.is_leader and c.colors == DB.get(card).colors
                  and not leader_deck_rules(c.number))
    text = _deck_text(leader, [(30, card)], lambda c: True)
    assert validate_deck(parse_deck(text)) == []


@pytest.mark.parametrize("card", ["OP01-075", "OP08-072", "OP16-042"])
def test_any_number_is_a_property_of_that_card_only(card):
    """Another card of the same deck still may not pass 4 copies."""
    leader = next(c.number for c in DB if c.is_leader and c.colors == DB.get(card).colors
                  and not leader_deck_rules(c.number))
    other = _fillers(leader, lambda c: True)[0]
    text = _deck_text(leader, [(30, card), (5, other)], lambda c: True)
    problems = validate_deck(parse_deck(text))
    assert [(p.rule, p.line, p.number) for p in problems] == [("5-1-2-3", 3, other)]


def test_op12_001_cards_costing_5_or_more_refused_and_4_accepted():
    """"you cannot include cards with a cost of 5 or more in your deck";
    Q&A OP12-001: the printed cost counts."""
    cheap = lambda c: (c.cost or 0) <= 4          # noqa: E731
    assert validate_deck(parse_deck(_deck_text("OP12-001", [], cheap))) == []
    five = _fillers("OP12-001", lambda c: c.cost == 5)[0]
    text = _deck_text("OP12-001", [(4, five)], cheap)
    _refused_at(text, 2, five, "OP12-001", "costing 5 or more")


def test_op13_079_events_costing_2_or_more_refused_other_cards_accepted():
    """"you cannot include Events with a cost of 2 or more in your deck":
    Characters of any cost stay allowed."""
    allowed = lambda c: not (c.is_event and (c.cost or 0) >= 2)   # noqa: E731
    big = _fillers("OP13-079", lambda c: c.is_character and (c.cost or 0) >= 5)[0]
    assert validate_deck(parse_deck(_deck_text("OP13-079", [(4, big)], allowed))) == []
    event = _fillers("OP13-079", lambda c: c.is_event and (c.cost or 0) >= 2)[0]
    text = _deck_text("OP13-079", [(2, event)], allowed)
    _refused_at(text, 2, event, "OP13-079", "Event costing 2 or more")


def test_p_117_only_east_blue_cards_accepted():
    """"you can only include {East Blue} type cards in your deck"."""
    east_blue = lambda c: c.has_type("East Blue")      # noqa: E731
    assert validate_deck(parse_deck(_deck_text("P-117", [], east_blue))) == []
    other = _fillers("P-117", lambda c: not c.has_type("East Blue"))[0]
    text = _deck_text("P-117", [(1, other)], east_blue)
    _refused_at(text, 2, other, "P-117", "without the East Blue type")


def test_op15_058_a_legal_list_has_a_6_card_don_deck():
    """"your DON!! deck consists of 6 cards": the list (Leader and 50
    cards) is checked as any other; its DON!! deck is 6 cards."""
    deck = parse_deck(_deck_text("OP15-058", [], lambda c: True))
    assert validate_deck(deck) == []
    assert don_deck_size(deck) == 6


def test_every_deck_rule_of_the_pool_is_read_from_a_script():
    """The Leaders whose text restricts the deck all have the rule in their
    scripts (OP12-001, OP13-079, P-117), and no other Leader has one."""
    ruled = {c.number for c in DB if c.is_leader and leader_deck_rules(c.number)}
    assert ruled == {"OP12-001", "OP13-079", "P-117"}
    unlimited = {c.number for c in DB if any_number_allowed(c.number)}
    assert unlimited == {"OP01-075", "OP08-072", "OP16-042"}
