"""Looking at and revealing the top of the deck, and placing the looked-at
cards (CR 11-2, 11-3; language.Look, LookAtTop, PlaceRest, TrashRest)."""

from __future__ import annotations

from ... import zones
from ...constants import DECK, EVERYONE, LIFE, TRASH, DecisionKind
from ... import events as E
from ...records import Looking
from ...state import GameState
from .. import instructions as I
from .. import language as L
from ..compiler import LOOK_SLOT
from ..runtime import limits, Frame, WAIT, ask_number, how_many, instruction, pause, resolves


@instruction(I.Look)
def i_look(st: GameState, f: Frame, instr: I.Look):
    deck = st.deck[f.ctl]
    n = min(instr.count, len(deck))
    looked = tuple(reversed(deck[len(deck) - n:]))      # top card first
    f.slots[LOOK_SLOT] = looked
    st.looking = Looking(f.ctl, looked)
    if st.log is not None:
        st.log.append((E.Looked, st.turn, "11-3-1", f.ctl, f.ctl, DECK, n, looked,
                                 E.only(f.ctl)))
    return None


@instruction(I.Arrange)
def i_arrange(st: GameState, f: Frame, instr: I.Arrange):
    pile = LIFE if instr.area == L.LIFE else DECK       # where the looked-at cards are
    remaining = [i for i in f.slots[LOOK_SLOT] if st.area[i] == pile]
    f.slots[LOOK_SLOT] = tuple(remaining)
    if instr.by_owner:
        return _arrange_by_owner(st, f, remaining)
    if not remaining:
        st.looking = None
        return None
    places = instr.places
    if f.sub:
        places = ("top",) if f.sub == 1 else ("bottom",)
    if len(remaining) == 1 and len(places) == 1 and not st.strict:
        place(st, remaining[0], places[0] == "top")
        f.slots[LOOK_SLOT] = ()
        st.looking = None
        return None
    arranging(st, f.ctl, remaining)
    return pause(st, f, f.ctl, DecisionKind.ARRANGE)


def arranging(st: GameState, player: int, cards: list[int]) -> None:
    """The player arranging cards knows them (cards of their hand put on
    their deck, say) while they do (CR 11-3-1): they are looked at."""
    looking = st.looking
    if looking is None or not set(cards) <= set(looking.cards):
        st.looking = Looking(player, tuple(cards))


def _arrange_by_owner(st: GameState, f: Frame, remaining: list[int]):
    """Cards placed at the bottom of their owner's deck "in any
    order": each owner orders their own, unseen by the other player, the
    turn player first (official rulings on OP06-058 and OP05-058)."""
    while remaining:
        owner = st.turn_player if any(st.owner[i] == st.turn_player for i in remaining) \
            else 1 - st.turn_player
        mine = [i for i in remaining if st.owner[i] == owner]
        if len(mine) > 1 or st.strict:
            arranging(st, st.owner[mine[0]], mine)
            return pause(st, f, st.owner[mine[0]], DecisionKind.ARRANGE)
        place(st, mine[0], False)
        remaining.remove(mine[0])
        f.slots[LOOK_SLOT] = tuple(remaining)
    return None


def place(st: GameState, i: int, top: bool) -> None:
    """Put a looked-at card on the top or the bottom of its deck (or, for
    LookAtLife, of its Life area)."""
    deck = st.deck[st.owner[i]] if st.area[i] == DECK else st.life[st.owner[i]]
    deck.remove(i)
    if top:
        deck.append(i)
    else:
        deck.insert(0, i)


@resolves(L.Look)
def s_look(st, f, step, targets):
    """Look at (CR 11-3-1) or reveal (CR 11-2) the top cards of the deck:
    they stay in the deck (CR 11-3-2) in the LOOK slot for the steps after."""
    n = how_many(st, f, step)
    if n == WAIT:
        return WAIT
    deck = st.deck[f.ctl]
    looked = tuple(reversed(deck[len(deck) - n:])) if n else ()     # top card first
    f.slots[LOOK_SLOT] = looked
    st.looking = Looking(EVERYONE if step.reveal else f.ctl, looked)
    if st.log is not None:
        if step.reveal:
            st.log.append((E.Revealed, st.turn, "11-2", f.ctl, E.REVEAL_DECK_TOP, n, looked))
        else:
            st.log.append((E.Looked, st.turn, "11-3-1", f.ctl, f.ctl, DECK, n, looked,
                                     E.only(f.ctl)))
    return None


@resolves(L.LookAtOpponentTop)
def s_look_at_opponent_top(st, f, step, targets):
    """The player looks at the top cards of the opponent's deck (CR 11-3-1):
    seen by the player alone, they stay in place."""
    q = 1 - f.ctl
    deck = st.deck[q]
    n = min(step.count, len(deck))
    looked = tuple(reversed(deck[len(deck) - n:])) if n else ()     # top card first
    st.looking = Looking(f.ctl, looked)
    if st.log is not None:
        st.log.append((E.Looked, st.turn, "11-3-1", f.ctl, q, DECK, n, looked, E.only(f.ctl)))


@resolves(L.TrashRest)
def s_trash_rest(st, f, step, targets):
    for i in f.slots[LOOK_SLOT]:
        if st.area[i] == DECK:
            zones.move(st, i, TRASH)
            if st.log is not None:
                st.log.append((E.CardMoved, st.turn, "8-4-3", i, st.owner[i], f.ctl, DECK, TRASH,
                                            False, False, E.ALL))
    f.slots[LOOK_SLOT] = ()
    st.looking = None


@limits(L.Look)
def _look_limit(st: GameState, f: Frame, step) -> int:
    return min(step.count.high, len(st.deck[f.ctl]))


@instruction(I.DeclareCost)
def i_declare_cost(st: GameState, f: Frame, instr: I.DeclareCost):
    """language.DeclareCostReveal: the player declares a cost (CHOOSE_NUMBER,
    kept in the step's slot), then the top of the opponent's deck is
    revealed to both players (CR 11-2) and stays there."""
    step = instr.step
    slot = instr.slot
    n = ask_number(st, f)
    if n == WAIT:
        return WAIT
    f.slots[slot] = (n,)
    q = 1 - f.ctl
    deck = st.deck[q]
    k = min(step.count.high, len(deck))
    looked = tuple(reversed(deck[len(deck) - k:])) if k else ()      # top card first
    f.slots[LOOK_SLOT] = looked
    st.looking = Looking(EVERYONE, looked)
    if st.log is not None:
        st.log.append(E.Revealed(st.turn, "11-2", q, E.REVEAL_DECK_TOP, k, looked))
    return None


@limits(L.DeclareCostReveal)
def _declared_cost_limit(st: GameState, f: Frame, step) -> int:
    return L.MAX_DECLARED_COST
