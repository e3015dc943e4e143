"""Events of the game's start, its turns and phases, the decisions asked,
and its end (CR 1-2, 5-2, 6, 9-2)."""

from __future__ import annotations

from typing import Final, NamedTuple, Optional

from .seen import HIDDEN, CardId, CardIds, only, seen_moving


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


def decision_asked(log: list, k: int, turn: int, rule: str, player: int, kind: str, card: int,
                   owner: int, area: int, face_up: bool) -> DecisionAsked:
    """DecisionAsked about a card, from its raw record (events/deferred.py):
    the card as the deciding player may know it in the area it was in when
    asked (a card gone where they cannot see it is HIDDEN)."""
    if not seen_moving(owner, area, area, face_up) >> player & 1:
        card = HIDDEN
    return DecisionAsked(turn, rule, player, kind, card, only(player))


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


# the end (CR 1-2, 9-2)

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
