"""Game setup (CR 5-2): decks, Leaders, who goes first, opening hands, Life."""

from __future__ import annotations

from typing import Final

from . import rng, zones
from .actions import Action, Purpose
from .carddef import CardDef
from .constants import (DECK, DON_DECK_SIZE, LEADER_AREA, LIFE, OPENING_HAND,
                        ActionKind, DecisionKind)
from .effects import language as L
from .effects.triggers import ability_index
from .legality import not_an_option
from . import events as E
from .loop import ask, decision, task
from .records import (OPENING_HANDS_TASK, PLACE_LIFE_TASK, START_OF_GAME_TASK, START_TURN_TASK,
                      ActivateTask, MulliganTask, ShuffleIfChangedTask, Task, TaskKind)
from .shared_records import interned_of
from .state import GameState

# the records of the setup are each the process's one copy
# (shared_records.interned_of), built only the first time


def new_state(decks: tuple, seed: int, log: list | None = None) -> GameState:
    """Build a game from two decks, each a (leader CardDef, [50 CardDefs]).

    Card instance ids follow the deck lists: player 1's Leader, their deck
    cards, then player 2's.  They say nothing of deck order, and views
    never show the ids of hidden cards.
    """
    defs: list[CardDef] = []
    owner: list[int] = []
    leaders = []
    for p, (leader, cards) in enumerate(decks):
        leaders.append(len(defs))
        defs.append(leader)
        defs.extend(cards)
        owner.extend([p] * (1 + len(cards)))
    st = GameState(defs, owner, leaders)
    st.log = log
    st.seed = seed
    st.rng = rng.seed_state(seed)
    for p in (0, 1):
        st.area[leaders[p]] = LEADER_AREA                   # CR 5-2-1-3
        deck = st.deck[p]
        first = leaders[p] + 1
        last = first + len(decks[p][1])
        st.area[first:last] = [DECK] * (last - first)
        deck.extend(range(first, last))
        st.rng = rng.shuffle(st.rng, deck)                  # CR 5-2-1-2
        st.don_deck[p] = don_deck_size(decks[p][0])         # CR 5-1-2, 5-1-2-4
    st.rebuild_field_statics()
    if st.log is not None:
        st.log.append(interned_of(E.LeadersShown,
                                  (st.turn, "5-2-1-3", (leaders[0], leaders[1]))))
    if st.log is not None:
        missing = sorted({d.number for d in st.defs if not d.implemented})
        if missing:
            st.log.append(E.NotAutomated(st.turn, "", tuple(missing)))
    st.rng, chooser = rng.below(st.rng, 2)                  # CR 5-2-1-4
    st.order_chooser = chooser
    if st.log is not None:
        st.log.append(interned_of(E.RockPaperScissorsWon, (st.turn, "5-2-1-4", chooser)))
    ask(st, chooser, DecisionKind.CHOOSE_ORDER)
    return st


def don_deck_size(leader: CardDef) -> int:
    """The DON!! cards a player starts with: 10 (CR 5-1-2), or what their
    Leader's deck-construction effect says (CR 5-1-2-4, OP15-058's "your
    DON!! deck consists of 6 cards")."""
    for s in leader.statics:
        if isinstance(s.effect, L.DonDeckSize):
            return s.effect.count
    return DON_DECK_SIZE


_CHOOSE_ORDER_PURPOSE: Final = Purpose("The winner of rock-paper-scissors chooses to go "
                                        "first or second", "5-2-1-4")
_MULLIGAN_PURPOSE: Final = Purpose("Opening hand: keep it, or shuffle it back and draw 5 "
                                   "cards once", "5-2-1-6")


@decision(DecisionKind.CHOOSE_ORDER)
class ChooseOrder:
    OPTIONS = (Action(ActionKind.GO_FIRST), Action(ActionKind.GO_SECOND))

    @staticmethod
    def enumerate(st: GameState) -> tuple:
        return ChooseOrder.OPTIONS

    @staticmethod
    def resolve(st: GameState, action: Action) -> None:
        chooser = st.order_chooser
        first = chooser if action.kind == ActionKind.GO_FIRST else 1 - chooser
        st.first_player = first
        st.turn_player = first
        if st.log is not None:
            st.log.append(interned_of(E.TurnOrderChosen,
                                      (st.turn, "5-2-1-5", chooser,
                                       action.kind == ActionKind.GO_FIRST, first)))
        second = 1 - first
        st.tasks.extend([
            START_TURN_TASK,
            PLACE_LIFE_TASK,
            MulliganTask(second),
            MulliganTask(first),
            OPENING_HANDS_TASK,
            START_OF_GAME_TASK,
        ])

    @staticmethod
    def describe(st: GameState, action: Action) -> str:
        return action.kind.replace("_", " ").capitalize()

    @staticmethod
    def why_illegal(st: GameState, action: Action) -> tuple[str, str | None]:
        return not_an_option(st, action, "5-2-1-5")

    @staticmethod
    def purpose(st: GameState) -> Purpose:
        return _CHOOSE_ORDER_PURPOSE


@task(TaskKind.START_OF_GAME)
def start_of_game(st: GameState, t: Task) -> None:
    """CR 5-2-1-5-1: Leader effects that read "At the start of the game",
    the chooser's first, then the other player's."""
    for p in (1 - st.order_chooser, st.order_chooser):    # a stack: reversed
        leader = st.leaders[p]
        ab = ability_index(st, leader, L.START_OF_GAME)
        if ab is not None:
            st.tasks.append(ShuffleIfChangedTask(p, tuple(st.deck[p])))
            st.tasks.append(ActivateTask(leader, st.incarnation[leader], p, ab, 0))


@task(TaskKind.SHUFFLE_IF_CHANGED)
def shuffle_if_changed(st: GameState, t: ShuffleIfChangedTask) -> None:
    """CR 5-2-1-5-2: a deck changed by a start-of-game effect is shuffled."""
    p = t.player
    if tuple(st.deck[p]) != t.deck:
        st.rng = rng.shuffle(st.rng, st.deck[p])


@task(TaskKind.OPENING_HANDS)
def opening_hands(st: GameState, t: Task) -> None:
    for p in (st.first_player, 1 - st.first_player):
        zones.draw(st, p, OPENING_HAND)                     # CR 5-2-1-6
        if st.log is not None:
            st.log.append(interned_of(E.OpeningHandDrawn,
                                      (st.turn, "5-2-1-6", p, OPENING_HAND)))


@task(TaskKind.MULLIGAN)
def mulligan(st: GameState, t: MulliganTask) -> None:
    ask(st, t.player, DecisionKind.MULLIGAN)


@decision(DecisionKind.MULLIGAN)
class Mulligan:
    OPTIONS = (Action(ActionKind.KEEP), Action(ActionKind.REDRAW))

    @staticmethod
    def enumerate(st: GameState) -> tuple:
        return Mulligan.OPTIONS

    @staticmethod
    def resolve(st: GameState, action: Action) -> None:
        p = st.decision.player
        if action.kind == ActionKind.KEEP:
            if st.log is not None:
                st.log.append(interned_of(E.MulliganDecided, (st.turn, "5-2-1-6", p, False)))
            return
        hand = st.hand[p]
        deck = st.deck[p]
        while hand:                                         # CR 5-2-1-6-1
            i = hand.pop()
            st.area[i] = DECK
            deck.append(i)
        st.rng = rng.shuffle(st.rng, deck)
        zones.draw(st, p, OPENING_HAND)
        st.redrew[p] = True
        if st.log is not None:
            st.log.append(interned_of(E.MulliganDecided, (st.turn, "5-2-1-6-1", p, True)))

    @staticmethod
    def describe(st: GameState, action: Action) -> str:
        return action.kind.replace("_", " ").capitalize()

    @staticmethod
    def why_illegal(st: GameState, action: Action) -> tuple[str, str | None]:
        return not_an_option(st, action, "5-2-1-6")

    @staticmethod
    def purpose(st: GameState) -> Purpose:
        return _MULLIGAN_PURPOSE


@task(TaskKind.PLACE_LIFE)
def place_life(st: GameState, t: Task) -> None:
    """CR 5-2-1-7: the deck's top card ends at the bottom of the Life area."""
    for p in (st.first_player, 1 - st.first_player):
        n = st.defs[st.leaders[p]].life
        deck = st.deck[p]
        life = st.life[p]
        for _ in range(min(n, len(deck))):
            i = deck.pop()
            st.area[i] = LIFE
            life.append(i)          # the first card placed stays at the bottom
        if st.log is not None:
            st.log.append(interned_of(E.LifeSetUp, (st.turn, "5-2-1-7", p, len(life))))
