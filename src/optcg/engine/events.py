"""What happened in a game, as plain data: one small record per kind of event.

The engine appends events to `GameState.log` (only when a log is kept: every
emission sits behind `if st.log is not None`, so a game without a log pays
nothing).  An event holds ids, numbers, area codes and the rule it applies;
no English: words are the text layer's job (`optcg.text`).

Secrets (CR 3-1-5, 3-4-3, 11-2, 11-3).  A kind that can name a card from a
secret area lists those fields in `SECRET_FIELDS` and carries `seen`, the
players allowed to know them (a bit per player: `ALL`, `NOBODY` or
`only(p)`), decided at emit time from the areas involved.  `events_for`
is the one filter every stream that leaves the engine goes through: what
a viewer may not know becomes `HIDDEN` ("a card": no id, hence no number
and no name).  Nor may anything else a viewer reads depend on what they
may not know: a kind that also tells a fact about a secret card (a
declined [Trigger], a cost that could not be paid with the cards of a
hidden hand) has a public form in `PUBLIC_FORMS`, the event that viewer
would have read had the fact been otherwise, or none at all (a decision
asked of the other player, DecisionAsked).

Card fields are annotated `CardId` (one card) or `CardIds` (several), so a
reader can find every card an event names without knowing the kind.
"""

from __future__ import annotations

from typing import Final, NamedTuple, Optional

from .constants import CHARACTER_AREA, HAND, LEADER_AREA, NOWHERE, STAGE_AREA, TRASH

CardId = int
CardIds = tuple  # of CardId

#: the id a redacted card field holds
HIDDEN: Final = -1

#: `seen` masks: who may know the secret fields of an event
NOBODY: Final = 0
ALL: Final = 3


def only(player: int) -> int:
    """The `seen` mask of an event only `player` may read in full."""
    return 1 << player


_OPEN_AREAS: Final = (TRASH, LEADER_AREA, CHARACTER_AREA, STAGE_AREA)


def seen_moving(owner: int, src: int, dst: int, face_up: bool = False) -> int:
    """Who may know which card moved from area `src` to area `dst`: everyone
    when either area is open (the field, the trash, or a face-up Life card:
    CR 3-1-4, 3-10-2-1), its owner when either is their hand (CR 3-4-2),
    nobody between the deck and face-down Life (CR 3-1-5)."""
    if src in _OPEN_AREAS or dst in _OPEN_AREAS or face_up:
        return ALL
    if src == HAND or dst == HAND or src == NOWHERE or dst == NOWHERE:
        return only(owner)
    return NOBODY


# -- the game's start and its turns (CR 5-2, 6) -----------------------------------

class LeadersShown(NamedTuple):
    turn: int
    rule: str
    leaders: CardIds


class NotAutomated(NamedTuple):
    """The decks hold cards whose effects are not automated yet."""
    turn: int
    rule: str
    numbers: tuple


class RockPaperScissorsWon(NamedTuple):
    turn: int
    rule: str
    player: int


class TurnOrderChosen(NamedTuple):
    turn: int
    rule: str
    player: int
    go_first: bool
    first_player: int


class OpeningHandDrawn(NamedTuple):
    turn: int
    rule: str
    player: int
    count: int


class MulliganDecided(NamedTuple):
    turn: int
    rule: str
    player: int
    redraw: bool


class LifeSetUp(NamedTuple):
    turn: int
    rule: str
    player: int
    count: int


class TurnBegan(NamedTuple):
    turn: int
    rule: str
    player: int


class ExtraTurn(NamedTuple):
    """`player` takes an extra turn now, or will after this one
    (`scheduled`)."""
    turn: int
    rule: str
    player: int
    scheduled: bool


# phases named by PhaseBegan / PhaseEnded (the Refresh, Draw and DON!! Phases
# are told by Refreshed, Drew and DonPlaced)
MAIN: Final = "main"
END: Final = "end"


class PhaseBegan(NamedTuple):
    turn: int
    rule: str
    player: int
    phase: str


class DecisionAsked(NamedTuple):
    """`player` must decide: `kind` (engine.constants decision kinds), about
    `card` (-1: none), asked by `rule` (the rule the decision's purpose cites,
    "" for none).  Only that player is told: whether a decision is
    asked at all can depend on their hidden cards (a Counter Step asked only
    with a Counter in hand, a [Trigger] asked only for a Life card that has
    one, a cost confirmed only when it can be paid), so for every other
    viewer the event does not exist (no public form)."""
    turn: int
    rule: str
    player: int
    kind: str
    card: CardId
    seen: int


class PhaseEnded(NamedTuple):
    turn: int
    rule: str
    player: int
    phase: str


class Refreshed(NamedTuple):
    """Refresh Phase: given DON!! come back, cards become active (CR 6-2)."""
    turn: int
    rule: str
    player: int
    don_returned: int


class StayRested(NamedTuple):
    """Cards or DON!! that do not become active in a Refresh Phase (CR 6-2-4):
    `cards` (or `don` DON!! cards of `player`), `permanent` when a
    permanent effect keeps the cards rested."""
    turn: int
    rule: str
    player: int
    cards: CardIds
    don: int
    permanent: bool


class FirstTurnDrawSkipped(NamedTuple):
    turn: int
    rule: str
    player: int


class DonPlaced(NamedTuple):
    """DON!! Phase: `count` DON!! placed, `total` now in the cost area."""
    turn: int
    rule: str
    player: int
    count: int
    total: int


# -- cards and DON!! ----------------------------------------------------------

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


# -- DON!! --------------------------------------------------------------------

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


# -- battle (CR 7) ------------------------------------------------------------

class AttackDeclared(NamedTuple):
    turn: int
    rule: str
    player: int
    attacker: CardId
    target: CardId
    power: int


class AttackRetargeted(NamedTuple):
    turn: int
    rule: str
    target: CardId


class BattleAbandoned(NamedTuple):
    """The attacking or attacked card left: the battle goes to its end."""
    turn: int
    rule: str


class Unblockable(NamedTuple):
    turn: int
    rule: str
    attacker: CardId


class Blocked(NamedTuple):
    turn: int
    rule: str
    player: int
    blocker: CardId
    power: int


class CounterUsed(NamedTuple):
    """`player` trashed `card` from their hand for its Counter: `target`
    gains `value` power, now `power`."""
    turn: int
    rule: str
    player: int
    card: CardId
    target: CardId
    value: int
    power: int


class EventActivated(NamedTuple):
    """`player` activated the Event `card` paying `cost` DON!! (in the Main
    Phase or as a [Counter])."""
    turn: int
    rule: str
    player: int
    card: CardId
    cost: int


class BattleResult(NamedTuple):
    """The powers compared (CR 7-1-4): `won`, and `damage` dealt to a Leader
    (0 when a Character was attacked or the attack lost)."""
    turn: int
    rule: str
    attacker: CardId
    target: CardId
    attacker_power: int
    target_power: int
    won: bool
    damage: int


class DamageTaken(NamedTuple):
    """`player` took damage with 0 Life left (CR 7-1-4-1-1-1)."""
    turn: int
    rule: str
    player: int


class EffectDamage(NamedTuple):
    """`player`'s effect deals `count` damage to `target` (a player)."""
    turn: int
    rule: str
    player: int
    target: int
    count: int


# -- effects (CR 8, 10) --------------------------------------------------------

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


def cost_paid(log: list, turn: int, player: int, card: int, ability: int, costs: tuple,
              counts: tuple) -> CostPaid:
    """The CostPaid event of the cost just paid: its cards are those the
    events logged since the ability was activated name, each kept secret
    from whoever could not see it go."""
    start = len(log)
    for k in range(len(log) - 1, -1, -1):
        e = log[k]
        if type(e) is AbilityActivated and e.card == card and e.ability == ability:
            start = k + 1
            break
    public: list = []
    secret: list = []
    seen = ALL
    for e in log[start:]:
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


# -- the end (CR 1-2, 9-2) -----------------------------------------------------

class Conceded(NamedTuple):
    turn: int
    rule: str
    player: int


class DeckOutWin(NamedTuple):
    """`player` has no deck left but an effect makes them win (CR 1-2-5)."""
    turn: int
    rule: str
    player: int


class Lost(NamedTuple):
    """`player` loses by a rule: `reason` engine.constants REASON_*."""
    turn: int
    rule: str
    player: int
    reason: str


class GameOver(NamedTuple):
    """`winner` (None: a draw) for `reason`."""
    turn: int
    rule: str
    winner: Optional[int]
    reason: str


# -- the filter ------------------------------------------------------------------

#: for each kind that may name a card of a secret area, the fields `seen`
#: guards
SECRET_FIELDS: Final[dict] = {
    CardMoved: ("card",),
    DecisionAsked: ("card",),
    EffectResolved: ("card",),
    CardPlaced: ("card",),
    LifeTaken: ("card",),
    LifeTurned: ("card",),
    Looked: ("cards",),
    CostUnpayable: (),
    CostPaid: ("secret_cards",),
}


def _redact(value):
    if isinstance(value, tuple):
        return (HIDDEN,) * len(value)
    return HIDDEN


def _redacted(event):
    return event._replace(**{f: _redact(getattr(event, f)) for f in SECRET_FIELDS[type(event)]})


def _decision_in_public(e: DecisionAsked) -> None:
    return None                         # not told at all: see DecisionAsked


def _life_taken_in_public(e: LifeTaken) -> LifeTaken:
    if e.trigger_declined:              # as if the card had no [Trigger] (CR 4-6-2-1)
        return e._replace(rule="4-6-2-1", card=HIDDEN, trigger_declined=False)
    return e._replace(card=HIDDEN)


def _unpayable_in_public(e: CostUnpayable) -> AbilityDeclined:
    return AbilityDeclined(e.turn, "8-1-2", e.player, e.card, e.timing)


#: the kinds that tell a viewer who may not know their secret fields more
#: than those fields: what that viewer is told instead (the default:
#: the secret fields redacted)
PUBLIC_FORMS: Final[dict] = {
    DecisionAsked: _decision_in_public,
    LifeTaken: _life_taken_in_public,
    CostUnpayable: _unpayable_in_public,
}


def event_for(event, viewer: Optional[int]):
    """`event` as `viewer` (0, 1, or None for a spectator) may know it, or
    None when that viewer is not told of it at all."""
    kind = type(event)
    if kind not in SECRET_FIELDS:
        return event
    seen = event.seen
    if seen == ALL or (viewer is not None and seen >> viewer & 1):
        return event
    public = PUBLIC_FORMS.get(kind)
    return public(event) if public is not None else _redacted(event)


def events_for(events, viewer: Optional[int]) -> list:
    """The events a viewer may know: player 0 or 1, or None for a spectator
    (public information only).  Everything that leaves the engine for a
    player goes through here."""
    out = []
    for e in events:
        seen = event_for(e, viewer)
        if seen is not None:
            out.append(seen)
    return out
