"""Events of effects: activation, costs, resolution, changes of power and
cost, keywords, restrictions, protection and replacement (CR 8, 10)."""

from __future__ import annotations

from typing import Final, NamedTuple

from .cards import (CardMoved, CardPlaced, KOd, LifeTaken, LifeToDeck, LifeTrashed, LifeTurned,
                    Rested, Revealed)
from .seen import ALL, CardId, CardIds, seen_moving


class AbilityActivated(NamedTuple):
    """`player` activated ability `ability` (its index) of `card`."""
    turn: int
    rule: str
    player: int
    card: CardId
    ability: int


class EffectResolved(NamedTuple):
    """The effect of ability `ability` of `card`, activated by `player`, is
    done (CR 8-4-1-5), carried out or stopped; the card may have gone to a
    secret area meanwhile (returned to its owner's hand)."""
    turn: int
    rule: str
    player: int
    card: CardId
    ability: int
    seen: int


def effect_resolved(log: list, k: int, turn: int, player: int, card: int, ability: int,
                    owner: int, area: int, face_up: bool) -> EffectResolved:
    """EffectResolved from its raw record (events/deferred.py): who may know
    the card, from the area it was in when the effect was done."""
    return EffectResolved(turn, "8-4-1-5", player, card, ability,
                          seen_moving(owner, area, area, face_up))


class AbilityDeclined(NamedTuple):
    turn: int
    rule: str
    player: int
    card: CardId
    timing: str


class StepDeclined(NamedTuple):
    """`player` chose not to carry out the "you may" step of ability
    `ability` of `card` (CR 8-3-1-4): it is skipped, and an "If you do"
    after it does not hold."""
    turn: int
    rule: str
    player: int
    card: CardId
    ability: int


class CostPaid(NamedTuple):
    """`player` paid the whole cost of ability `ability` of `card` (CR 8-3-1;
    in full or not at all, CR 8-3-1-3).  Per cost step, in the card's order:
    `costs` names it by its node in the effect language ("RestDon",
    "DonMinus", "RestThis", "TrashFromHand", or the step of a cost written as
    an action: "Trash", "ToDeckBottom", "LifeCards", ...) and `counts` says
    how many DON!! or cards it takes.  `cards` are the cards the cost moved,
    rested or revealed where everyone sees them (the trash, the field, a
    reveal); `secret_cards` those only the payer may know (a card of the hand
    placed face down in the deck, a Life card added to the hand: CR 3-1-5,
    3-4-3)."""
    turn: int
    rule: str
    player: int
    card: CardId
    ability: int
    costs: tuple
    counts: tuple
    cards: CardIds
    secret_cards: CardIds
    seen: int


# the card field of each kind of event a cost step logs
_PAID_CARD_FIELDS: Final[dict] = {
    CardMoved: "card", CardPlaced: "card", Rested: "card", KOd: "card", LifeTaken: "card",
    LifeTrashed: "card", LifeToDeck: "card", LifeTurned: "card", Revealed: "cards"}


def cost_paid(log: list, end: int, turn: int, player: int, card: int, ability: int,
              costs: tuple, counts: tuple) -> CostPaid:
    """The CostPaid event of the cost just paid, recorded at `end` in the
    log: its cards are those the events logged since the ability was
    activated name, each kept secret from whoever could not see it go."""
    start = end
    for k in range(end - 1, -1, -1):
        e = log[k]
        if type(e) is AbilityActivated and e.card == card and e.ability == ability:
            start = k + 1
            break
    public: list = []
    secret: list = []
    seen = ALL
    for e in log[start:end]:
        field = _PAID_CARD_FIELDS.get(type(e))
        if field is None:
            continue
        value = getattr(e, field)
        ids = [i for i in (value if isinstance(value, tuple) else (value,)) if i >= 0]
        mask = getattr(e, "seen", ALL)
        if mask == ALL:
            public.extend(ids)
        else:
            secret.extend(ids)
            seen &= mask
    return CostPaid(turn, "8-3-1", player, card, ability, costs, counts, tuple(public),
                    tuple(secret), seen if secret else ALL)


class CostUnpayable(NamedTuple):
    """The ability of `card` (`player`'s) is not activated: its cost cannot be
    paid (CR 8-3-1-3).  Whether it could be paid may depend on the cards of
    a hidden hand, so only `player` is told why: the others read that they
    did not activate it (AbilityDeclined)."""
    turn: int
    rule: str
    player: int
    card: CardId
    timing: str
    seen: int


class EffectLapsed(NamedTuple):
    """An effect of `card` does not resolve: the card moved (`moved`) or the
    effect's conditions no longer hold."""
    turn: int
    rule: str
    card: CardId
    moved: bool


class OptionChosen(NamedTuple):
    turn: int
    rule: str
    player: int
    card: CardId
    option: int


class PowerChanged(NamedTuple):
    """`card` gains `amount` power `duration`; `power` after it."""
    turn: int
    rule: str
    card: CardId
    amount: int
    duration: str
    power: int


class CostChanged(NamedTuple):
    turn: int
    rule: str
    card: CardId
    amount: int
    duration: str


class CostSet(NamedTuple):
    """`card`'s cost is set to `value` (its base cost is not changed)."""
    turn: int
    rule: str
    card: CardId
    value: int
    duration: str


class BaseSet(NamedTuple):
    """`card`'s base power (or `cost`) becomes `value`; `zero_power` for
    "power is set to 0" (CR 4-12-1)."""
    turn: int
    rule: str
    card: CardId
    cost: bool
    value: int
    duration: str
    zero_power: bool


class KeywordGained(NamedTuple):
    turn: int
    rule: str
    card: CardId
    keyword: str
    duration: str


# what CardRestricted says of a card
NEGATED: Final = "negated"
CANNOT_ATTACK: Final = "cannot_attack"
# cannot attack the opponent's Characters with at most a base cost (keyword: the cost)
CANNOT_ATTACK_COST_AT_MOST: Final = "cannot_attack_cost_at_most"
CANNOT_BLOCK: Final = "cannot_block"            # cannot activate [Blocker]
LOSES_KEYWORD: Final = "loses_keyword"
CANNOT_BE_RESTED: Final = "cannot_be_rested"
CANNOT_BE_KOED: Final = "cannot_be_koed"
ATTACKS_ACTIVE: Final = "attacks_active"        # can also attack active Characters
UNBLOCKED_ATTACKER: Final = "unblocked"         # no [Blocker] if it attacks
STAYS_RESTED: Final = "stays_rested"            # in its owner's next Refresh Phase
# attacks only if its player trashes cards from their hand (keyword: how many)
ATTACK_TAXED: Final = "attack_taxed"


class CardRestricted(NamedTuple):
    """A lasting effect on `card` (`what`: one of the codes above; the
    `keyword` it loses) for `duration`; `player` is the one it binds."""
    turn: int
    rule: str
    card: CardId
    player: int
    what: str
    keyword: str
    duration: str


# what PlayerRestricted says of a player
NO_BLOCKER: Final = "no_blocker"                # [Blocker] of `value` or more power (0: any)
NO_BLOCKER_MAX_POWER: Final = "no_blocker_max_power"
NO_BLOCKER_MAX_COST: Final = "no_blocker_max_cost"
NO_CHARACTER_PLAY: Final = "no_character_play"  # base cost `value` or more (0: any)
NO_LIFE_TO_HAND: Final = "no_life_to_hand"
NO_DRAW_BY_EFFECT: Final = "no_draw_by_effect"
NO_DON_ACTIVE_BY_CHARACTERS: Final = "no_don_active_by_characters"
NEXT_PLAY_COST: Final = "next_play_cost"        # the next play costs `value` less
DON_STAY_RESTED: Final = "don_stay_rested"      # `value` rested DON!! in the next Refresh
NO_PLAY_FROM_HAND: Final = "no_play_from_hand"  # no card played from the hand for its cost
ON_PLAY_NEGATED: Final = "on_play_negated"      # the player's [On Play] effects are negated


class PlayerRestricted(NamedTuple):
    """A lasting effect on `player` (`what`: one of the codes above, with
    `value`) for `duration`."""
    turn: int
    rule: str
    player: int
    what: str
    value: int
    duration: str


class Protected(NamedTuple):
    """`card` is not K.O.'d (`by` "battle" or "effects") or not removed
    (`by` "" : by its opponent's effects) thanks to an effect."""
    turn: int
    rule: str
    card: CardId
    by: str


class Replaced(NamedTuple):
    """`card` would be K.O.'d (or leave the field: `leave`): a replacement
    effect applies instead (CR 8-1-3-4)."""
    turn: int
    rule: str
    card: CardId
    leave: bool
