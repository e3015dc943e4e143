"""Deck construction rules (CR 5-1-2).

CR 5-1-2: each player needs exactly 1 Leader card, a 50-card deck and a
10-card DON!! deck.  A deck list names only the Leader and the 50-card main
deck: the DON!! deck is implicit (10 DON!! cards, or what a Leader's
deck-construction effect says, see `don_deck_size`) and is never written in
the list, so it cannot be wrong.

Checked here:

* CR 5-1-2     exactly 1 Leader card; exactly 50 cards in the main deck;
* CR 5-1-2-1   the main deck holds only Character, Event and Stage cards;
* CR 5-1-2-2   only cards whose every color is a color of the Leader;
* CR 5-1-2-3   at most 4 cards with the same card number (over all lines);
* CR 5-1-2-4   the deck-construction effects of the cards below, which
               replace the rules above.

The deck-construction effects are read from the cards' scripts (compiled
from their text like every other effect: `engine.effects.nodes.deck_rules`
and the deck rules of `nodes.keywords`), never looked up by card number, so
every card printed with the same words gets the same rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from ..cards import CardDatabase, CardInfo, default_database
from ..errors import OptcgError
from .decklist import DeckEntry, DeckList

__all__ = [
    "DeckProblem",
    "DeckError",
    "validate_deck",
    "check_deck",
    "don_deck_size",
    "MAIN_DECK_SIZE",
    "MAX_COPIES",
    "DON_DECK_SIZE",
    "DeckRule",
    "any_number_allowed",
    "leader_deck_rules",
    "leader_don_deck_size",
]

MAIN_DECK_SIZE = 50
MAX_COPIES = 4
DON_DECK_SIZE = 10


def _statics(number: str) -> tuple:
    from ..cards.scripts import script_for
    script = script_for(number)
    return script.statics if script is not None else ()


def any_number_allowed(number: str) -> bool:
    """CR 5-1-2-4: the card's text says "Under the rules of this game, you may
    have any number of this card in your deck"."""
    from ..engine.effects.language import AnyNumberInDeck
    return any(isinstance(s.effect, AnyNumberInDeck) for s in _statics(number))


@dataclass(frozen=True)
class DeckRule:
    """A Leader's deck-construction effect (CR 5-1-2-4-1): `forbids` is True
    for a card the deck may not hold, `what` says which in words."""

    what: str
    forbids: Callable[[CardInfo], bool]


def _printed_cost(card: CardInfo) -> int:
    return card.cost if card.cost is not None else 0     # a printed 0 is stored as None


def _fits(card: CardInfo, cards: Any) -> bool:
    """Whether `card` matches the description of a deck rule: its category
    (none named: any), types and printed cost (official ruling on OP12-001:
    a cost lowered by an effect does not count)."""
    from ..engine.effects.language import Cards
    plain = Cards(cards.owner, cards.area, cards.categories, types=cards.types,
                  cost_min=cards.cost_min, cost_max=cards.cost_max)
    if cards != plain:
        raise ValueError(f"a deck rule describes cards by more than category, type and "
                         f"cost: {cards!r}")
    cost = _printed_cost(card)
    return ((not cards.categories or card.category in cards.categories)
            and (not cards.types or any(card.has_type(t) for t in cards.types))
            and (cards.cost_min is None or cost >= cards.cost_min)
            and (cards.cost_max is None or cost <= cards.cost_max))


def _noun(categories: tuple[str, ...]) -> str:
    return " or ".join(categories) if categories else "card"


def leader_deck_rules(number: str) -> list[DeckRule]:
    """The deck restrictions the card's text states: "you cannot include
    cards with a cost of 5 or more in your deck" (DeckExcludes),
    "you can only include {East Blue} type cards in your deck" (DeckOnly)."""
    from ..engine.effects import language as L
    rules: list[DeckRule] = []
    for s in _statics(number):
        e = s.effect
        if isinstance(e, L.DeckExcludes):
            c = e.cards
            low = f" costing {c.cost_min} or more" if c.cost_min is not None else ""
            types = f" with the {' or '.join(c.types)} type" if c.types else ""
            rules.append(DeckRule(f"any {_noun(c.categories)}{types}{low}",
                                  lambda card, c=c: _fits(card, c)))
        elif isinstance(e, L.DeckOnly):
            c = e.cards
            what = f"any {_noun(c.categories)}"
            if c.types:
                what += f" without the {' or '.join(c.types)} type"
            rules.append(DeckRule(what, lambda card, c=c: not _fits(card, c)))
    return rules


def leader_don_deck_size(number: str) -> int:
    """CR 5-1-2, 5-1-2-4: 10 DON!! cards, or as many as the Leader's text
    says ("Under the rules of this game, your DON!! deck consists of 6
    cards")."""
    from ..engine.effects.language import DonDeckSize
    for s in _statics(number):
        if isinstance(s.effect, DonDeckSize):
            return s.effect.count
    return DON_DECK_SIZE


@dataclass(frozen=True)
class DeckProblem:
    """One broken deck-construction rule.

    `rule` is the Comprehensive Rules number ('5-1-2-2'), `line` the line of
    the deck list at fault (None for the list as a whole) and `number` the card
    number concerned, if any.
    """

    rule: str
    message: str
    line: int | None = None
    number: str | None = None

    def __str__(self) -> str:
        where = f"line {self.line}: " if self.line is not None else ""
        return f"{where}{self.message} [CR {self.rule}]"


class DeckError(OptcgError):
    """A deck that breaks the deck-construction rules; `problems` lists how."""

    def __init__(self, problems: list[DeckProblem], source: str = "<deck>"):
        self.problems = list(problems)
        self.source = source
        n = len(self.problems)
        head = f"{source}: the deck is not legal ({n} problem{'s' if n != 1 else ''})"
        super().__init__("\n  ".join([head + ":"] + [str(p) for p in self.problems]))


def don_deck_size(deck: DeckList) -> int:
    """Cards in the (implicit) DON!! deck: 10 unless the Leader says otherwise."""
    if deck.leader is not None:
        return leader_don_deck_size(deck.leader.number)
    return DON_DECK_SIZE


def _colors(card: CardInfo) -> str:
    return "/".join(card.colors)


def validate_deck(deck: DeckList, db: CardDatabase | None = None) -> list[DeckProblem]:
    """Every way `deck` breaks CR 5-1-2, in list order; [] for a legal deck."""
    if db is None:
        db = default_database()
    problems: list[DeckProblem] = []

    # --- CR 5-1-2: exactly one Leader card --------------------------------
    leader_entry = deck.leader
    leader: CardInfo | None = db.get(leader_entry.number) if leader_entry else None
    extra_leaders = [e for e in deck.entries if db.get(e.number).is_leader]
    if leader_entry is None:
        problems.append(DeckProblem(
            "5-1-2", "the list has no Leader card; a deck needs exactly 1 Leader "
            "(write it first, e.g. '1xOP01-001')"))
    else:
        total_leaders = leader_entry.count + sum(e.count for e in extra_leaders)
        if total_leaders != 1:
            numbers = [leader_entry.number] + [e.number for e in extra_leaders]
            problems.append(DeckProblem(
                "5-1-2",
                f"the list has {total_leaders} Leader cards ({', '.join(dict.fromkeys(numbers))}); "
                f"a deck needs exactly 1 Leader",
                leader_entry.line, leader_entry.number))

    # --- per entry: category, colors, Leader restrictions ----------------------
    restrictions = leader_deck_rules(leader.number) if leader is not None else []
    for entry in deck.entries:
        card = db.get(entry.number)
        if not (card.is_character or card.is_event or card.is_stage):
            problems.append(DeckProblem(
                "5-1-2-1",
                f"{card.number} {card.name} is a {card.category} card; the deck may hold "
                f"only Character, Event and Stage cards",
                entry.line, card.number))
            continue
        if leader is not None:
            off = [c for c in card.colors if c not in leader.colors]
            if off:
                if len(card.colors) == 1:
                    what = f"{card.number} is {card.colors[0]}, not a color of the Leader"
                else:
                    what = (f"{card.number} is {_colors(card)}; {'/'.join(off)} is not a color "
                            f"of the Leader")
                problems.append(DeckProblem(
                    "5-1-2-2", f"{what} ({_colors(leader)})", entry.line, card.number))
        for rule in restrictions:
            if leader is not None and rule.forbids(card):
                problems.append(DeckProblem(
                    "5-1-2-4",
                    f"{card.number} is not allowed: the Leader {leader.number} {leader.name} "
                    f"forbids {rule.what}",
                    entry.line, card.number))

    # --- CR 5-1-2-3: at most 4 per card number --------------------------------
    running: dict[str, int] = {}
    lines: dict[str, list[DeckEntry]] = {}
    reported: set[str] = set()
    for entry in deck.entries:
        running[entry.number] = running.get(entry.number, 0) + entry.count
        lines.setdefault(entry.number, []).append(entry)
    for entry in deck.entries:
        n = entry.number
        if n in reported or running[n] <= MAX_COPIES or any_number_allowed(n):
            continue
        if db.get(n).is_leader:
            continue  # already reported as a Leader in the deck
        reported.add(n)
        where = lines[n]
        # the line at which the running total first goes over the limit
        acc = 0
        at = where[-1]
        for e in where:
            acc += e.count
            if acc > MAX_COPIES:
                at = e
                break
        spread = ""
        if len(where) > 1:
            spread = " over lines " + ", ".join(str(e.line) for e in where)
        problems.append(DeckProblem(
            "5-1-2-3",
            f"{running[n]} copies of {n}{spread}; a deck may contain at most {MAX_COPIES} "
            f"cards with the same card number",
            at.line, n))

    # --- CR 5-1-2: 50 cards ----------------------------------------------------
    total = deck.total()
    if total != MAIN_DECK_SIZE:
        problems.append(DeckProblem(
            "5-1-2",
            f"the main deck has {total} card{'s' if total != 1 else ''}; it must have exactly "
            f"{MAIN_DECK_SIZE} (the Leader not counted)"))

    problems.sort(key=lambda p: (p.line is None, p.line or 0))
    return problems


def check_deck(deck: DeckList, db: CardDatabase | None = None) -> DeckList:
    """Return `deck` if it is legal; otherwise raise DeckError listing every problem."""
    problems = validate_deck(deck, db)
    if problems:
        raise DeckError(problems, deck.source)
    return deck
