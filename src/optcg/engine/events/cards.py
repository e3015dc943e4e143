"""Events of cards moving between areas, Life cards, looks and reveals, and
DON!! cards (CR 3, 4-6, 6-4, 11-2, 11-3)."""

from __future__ import annotations

from typing import Final, NamedTuple

from .seen import CardId, CardIds


class Drew(NamedTuple):
    turn: int
    rule: str
    player: int
    count: int


class CardMoved(NamedTuple):
    """`card` (owned by `owner`) went from area `src` to area `dst`
    (engine.constants areas), by `player` (-1: by a rule or by itself);
    `top` for the top of a deck or Life (else the bottom); `face_up` for
    Life."""
    turn: int
    rule: str
    card: CardId
    owner: int
    player: int
    src: int
    dst: int
    top: bool
    face_up: bool
    seen: int


class CardsMoved(NamedTuple):
    """`count` cards of `player` from area `src` to area `dst`, not named;
    `shuffled` when the deck was shuffled after."""
    turn: int
    rule: str
    player: int
    count: int
    src: int
    dst: int
    shuffled: bool


class CardPlaced(NamedTuple):
    """`player` placed a card in a secret area (CR 3-1-8): the top or bottom of
    the deck or Life area of `owner`, a card nobody else may know."""
    turn: int
    rule: str
    card: CardId
    owner: int
    player: int
    dst: int
    top: bool
    seen: int


class Played(NamedTuple):
    """`player` played `card`: paying `cost` DON!! (-1: by an effect, with
    no cost), `rested` when it enters the field rested."""
    turn: int
    rule: str
    player: int
    card: CardId
    cost: int
    rested: bool


class TrashedForRoom(NamedTuple):
    """A card trashed by the rules to make room (CR 3-7-6-1-1, 3-8-5-1): a
    Character (area full) or the Stage replaced; not a K.O."""
    turn: int
    rule: str
    player: int
    card: CardId


class KOd(NamedTuple):
    turn: int
    rule: str
    card: CardId


class Rested(NamedTuple):
    """`card` was rested (`active` False) or set as active, by `player`'s
    cost (-1: by an effect or a rule)."""
    turn: int
    rule: str
    card: CardId
    player: int
    active: bool


class LifeTaken(NamedTuple):
    """`player`'s Life card went to their hand (`to_hand`) or their trash.
    `damage`: by damage (CR 4-6-2-1), with `life_left` Life left;
    `trigger_declined` for a [Trigger] card added without activating it
    (CR 10-1-5-2), a fact only who may know the card is told."""
    turn: int
    rule: str
    player: int
    card: CardId
    to_hand: bool
    damage: bool
    life_left: int
    trigger_declined: bool
    seen: int


class LifeTrashed(NamedTuple):
    """A Life card trashed (and so shown): by [Banish] (`banish`, with
    `life_left`), by `player`'s effect or cost (`by_owner`), `face_up` when it
    was a face-up Life card."""
    turn: int
    rule: str
    player: int
    card: CardId
    banish: bool
    by_owner: bool
    face_up: bool
    life_left: int


class LifeToDeck(NamedTuple):
    """`player`'s Life card placed at the bottom of their deck; `card` is
    named only for a face-up card that would have gone to the hand
    (CR 8-1-3-4)."""
    turn: int
    rule: str
    player: int
    card: CardId


class LifeTurned(NamedTuple):
    """`player` turned Life cards `face_up` or face-down: `card`, or all
    of them (`card` == -1 and `all_cards`)."""
    turn: int
    rule: str
    player: int
    card: CardId
    face_up: bool
    all_cards: bool
    seen: int


class LifeFromDeck(NamedTuple):
    turn: int
    rule: str
    player: int
    count: int
    life: int


class Looked(NamedTuple):
    """`player` looked at `cards` of `owner`'s secret `area` (CR 11-3):
    `count` from the top of the deck, the top Life card (`count` 1), or
    all the Life cards (`count` -1)."""
    turn: int
    rule: str
    player: int
    owner: int
    area: int
    count: int
    cards: CardIds
    seen: int


# what Revealed shows
REVEAL_CARDS: Final = "cards"          # chosen cards (from the hand, by a cost)
REVEAL_FROM_HAND: Final = "from_hand"  # the opponent reveals chosen cards of their hand
REVEAL_HAND: Final = "hand"            # the whole hand
REVEAL_DECK_TOP: Final = "deck_top"    # the top `count` cards of the deck
REVEAL_LIFE_TOP: Final = "life_top"    # the top of the Life cards
REVEAL_TO_HAND: Final = "to_hand"      # a card revealed as it is added to the hand
REVEAL_TRIGGER: Final = "trigger"      # a Life card revealed to activate its [Trigger]


class Revealed(NamedTuple):
    """`player` revealed `cards` to both players (CR 11-2-1)."""
    turn: int
    rule: str
    player: int
    what: str
    count: int
    cards: CardIds


class HandCardChosen(NamedTuple):
    """`player` chose a card from `owner`'s hand face-down (CR 3-4-2)."""
    turn: int
    rule: str
    player: int
    owner: int


class Shuffled(NamedTuple):
    turn: int
    rule: str
    player: int



class DonGiven(NamedTuple):
    """`player` gave `count` of `owner`'s DON!! to `card`: from the cost area
    (`state` "active", "rested", or "" when the Main Phase gives one, with
    `given` now on the card), or from another card (`source`)."""
    turn: int
    rule: str
    player: int
    owner: int
    count: int
    card: CardId
    state: str
    given: int
    source: CardId


def don_given_in_main(log: list, k: int, turn: int, player: int, card: int,
                      given: int) -> DonGiven:
    """DonGiven of one active DON!! given in the Main Phase (CR 6-5-5-1), from
    its raw record (events/deferred.py): half the fields of the event, the
    others being the same every time."""
    return DonGiven(turn, "6-5-5-1", player, player, 1, card, "", given, -1)


class DonRested(NamedTuple):
    """`player` rested `count` of `owner`'s active DON!! (as a cost:
    `cost`)."""
    turn: int
    rule: str
    player: int
    owner: int
    count: int
    cost: bool


class DonReturned(NamedTuple):
    """`player` returned `count` of their DON!! to their DON!! deck (`deck`)
    or to their cost area rested: from the cost area (`state` "active" or
    "rested"), or given to `source` (`state` "given")."""
    turn: int
    rule: str
    player: int
    count: int
    state: str
    source: CardId = -1
    deck: bool = True


class DonAdded(NamedTuple):
    turn: int
    rule: str
    player: int
    count: int
    active: bool


class DonSetActive(NamedTuple):
    turn: int
    rule: str
    player: int
    count: int
