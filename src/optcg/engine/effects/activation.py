"""How an ability activates (CR 8-4-1): whether it can, the auto effects an
event queues, the choice to use an optional one, and the frame pushed for the
runtime to resolve.

- `fire` queues the auto effects of the cards an event concerns, those whose
  conditions hold and whose [Once Per Turn] is unused (CR 8-1-3-1, 10-2-13).
- `activate` (a task) checks the cost can be paid in full (CR 8-3-1-3) and
  asks whether to use an effect with a cost or a "you may" (CR 8-3-1-4);
  `begin` marks [Once Per Turn] and pushes the effect's frame.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from .. import events as E
from ..carddef import TIMING_BITS, timing_bit
from ..constants import DecisionKind
from ..loop import ask, task
from ..records import ActivateTask, EffectTask, OnceUsed, Pending, TaskKind
from ..state import GameState
from ..stats import negated
from . import language as L
from . import statics
from .targets import all_hold, can_pay_all, cost_count, hold_when_fired, is_secret

# The most frequent events are recorded raw (events/deferred.py), built only
# when the log is read; Final, so that the native build reads them from C statics.
_ABILITY_ACTIVATED: Final = E.AbilityActivated


def used_this_turn(st: GameState, i: int, ab: int) -> bool:
    inc = st.incarnation[i]
    for u in st.once_used:
        if u.card == i and u.ability == ab and u.incarnation == inc:
            return True
    return False


# A card without an ability of the timing (most of those an event concerns)
# is passed over by its timing bits, before any call or lookup.

def fire(st: GameState, timing: str, cards: Iterable[int]) -> None:
    """Queue the `timing` auto effects of `cards` whose conditions hold."""
    gen = st.cur_gen + 1
    bit = timing_bit(timing)
    defs = st.defs
    for i in cards:
        if defs[i].timings & bit:
            _fire_one(st, timing, i, gen)


def fire_card(st: GameState, timing: str, i: int) -> None:
    """fire(st, timing, (i,)) without the tuple.  A timing without a bit
    is no card's (CardDef.timings gives each of a card's timings one)."""
    if st.defs[i].timings & TIMING_BITS.get(timing, 0):
        _fire_one(st, timing, i, st.cur_gen + 1)


def fire_field(st: GameState, timing: str, p: int) -> None:
    """fire() for player p's field in its order (Leader, Characters, Stage),
    read in place: queuing an effect changes no area."""
    gen = st.cur_gen + 1
    bit = TIMING_BITS.get(timing, 0)            # as in fire_card
    if not bit:
        return
    defs = st.defs
    i = st.leaders[p]
    if defs[i].timings & bit:
        _fire_one(st, timing, i, gen)
    for i in st.chars[p]:
        if defs[i].timings & bit:
            _fire_one(st, timing, i, gen)
    for i in st.stage[p]:
        if defs[i].timings & bit:
            _fire_one(st, timing, i, gen)


def _fire_one(st: GameState, timing: str, i: int, gen: int) -> None:
    d = st.defs[i]
    idxs = d.by_timing.get(timing)
    if not idxs or (st.mods and negated(st, i)):
        return
    p = st.owner[i]
    if timing == L.ON_PLAY and (st.mods or st.listeners) \
            and statics.on_play_negated(st, p):       # L.OnPlayNegated
        return
    for ab in idxs:
        a = d.abilities[ab]
        if a.conditions and not hold_when_fired(st, a.conditions, i, p):
            continue
        if a.once_per_turn and used_this_turn(st, i, ab):
            continue
        st.pending.append(Pending(gen, p, i, st.incarnation[i], ab))

def activate_later(st: GameState, i: int, p: int, ab: int) -> None:
    """Activate an Event's effect, or one ability started by another ("Activate
    this card's [Main] effect"): its cost must be payable in full (CR
    8-3-1-3) and its "you may" cost may be declined (CR 8-3-1-4), which
    leaves the effect unresolved.  (A [Trigger] is activated, cost
    accepted, by the choice to use it: damage.Trigger.)"""
    st.tasks.append(ActivateTask(i, st.incarnation[i], p, ab, 0))


def needs_confirmation(a: L.Ability) -> bool:
    """Auto effects with a cost or a "you may" are the player's to decline."""
    return bool(a.cost) or a.declined_before_activation


@task(TaskKind.ACTIVATE)
def activate(st: GameState, t: ActivateTask) -> None:
    """An ability about to activate (records.ActivateTask)."""
    i, inc, p, ab, confirmed = t.card, t.incarnation, t.player, t.ability, t.confirmed
    if st.incarnation[i] != inc:
        return
    a = st.defs[i].abilities[ab]
    if a.once_per_turn and used_this_turn(st, i, ab):
        return
    if not cost_payable(st, i, p, ab):
        if not confirmed and needs_confirmation(a) and offered_unpaid(st, i, p, ab):
            st.tasks.append(ActivateTask(i, inc, p, ab, DECLINE_ONLY))
            ask(st, p, DecisionKind.CONFIRM, i)       # asked as if payable: decline only
            return
        if st.log is not None:
            st.log.append((E.CostUnpayable, st.turn, "8-3-1-3", p, i, a.timing, E.only(p)))
        return
    if not confirmed and needs_confirmation(a):
        st.tasks.append(t)
        ask(st, p, DecisionKind.CONFIRM, i)
        return
    begin(st, i, p, ab)


# ActivateTask.confirmed of an ability offered although its cost cannot be
# paid: its player may only decline (triggers.Confirm).
DECLINE_ONLY: Final = 2
_ANY_CARD: Final = frozenset((L.LEADER, L.CHARACTER, L.EVENT, L.STAGE))


def cost_turns_on_hidden(a: L.Ability) -> bool:
    """Whether the opponent may be unable to tell if ability `a`'s cost can
    be paid: a part of it chooses cards with a filter from the hand, the deck
    or the Life, whose faces they do not see (CR 3-1-5)."""
    for c in a.cost:
        if _hidden_part(c):
            return True
    return False


def offered_unpaid(st: GameState, i: int, p: int, ab: int) -> bool:
    """Whether card i's ability `ab`, whose cost player p cannot pay, is
    offered all the same (to be declined): its cost turns on cards the
    opponent does not see, and its other parts (DON!!, the field, counts)
    can be paid, so that who decides, and when, tells nothing of those
    cards.  A cost unpayable for public reasons is not offered."""
    a = st.defs[i].abilities[ab]
    if not cost_turns_on_hidden(a):
        return False
    for c in a.cost:
        if _hidden_part(c) and _too_few(st, c, i, p):
            return False                            # too few cards there: seen by all
    public = tuple(c for c in a.cost if not _hidden_part(c))
    return not public or can_pay_all(st, public, i, p)


def _too_few(st: GameState, c: object, i: int, p: int) -> bool:
    """Whether the area a hidden cost part chooses from holds fewer cards
    (besides card i) than it needs: its size is public."""
    step = getattr(c, "step", None)
    target = getattr(step, "target", None)
    if not isinstance(target, L.Choose) or target.cards.alt:
        return False
    area = target.cards.area
    cards = st.hand[p] if area == L.HAND else st.deck[p] if area == L.DECK else st.life[p]
    return len(cards) - (1 if i in cards else 0) < cost_count(step)


def _hidden_part(c: object) -> bool:
    if not isinstance(c, L.StepCost):
        return False
    target = getattr(c.step, "target", None)
    return isinstance(target, L.Choose) and _hidden_choice(target.cards)


def _hidden_choice(cards: L.Cards) -> bool:
    for alt in cards.alt:           # "... or 1 card from your hand"
        if _hidden_choice(alt):
            return True
    if cards.area != L.HAND and not is_secret(cards.area):
        return False
    # "1 card from your hand": only the hand's size, which is public, counts
    anything = L.Cards(owner=cards.owner, area=cards.area, categories=cards.categories,
                       alt=cards.alt)
    return cards != anything or not _ANY_CARD <= set(cards.categories)


# The rule that makes each timing happen, for the log.
TIMING_RULES: Final = {
    L.ON_PLAY: "10-2-6", L.WHEN_ATTACKING: "10-2-5", L.ON_BLOCK: "10-2-15",
    L.ON_KO: "10-2-17", L.ON_OPPONENTS_ATTACK: "10-2-16",
    L.END_OF_YOUR_TURN: "10-2-7", L.END_OF_OPPONENTS_TURN: "10-2-8",
    L.END_OF_BATTLE: "7-1-5-2", L.START_OF_YOUR_TURN: "6-2-2",
    L.ACTIVATE_MAIN: "10-2-2", L.MAIN: "10-2-3", L.COUNTER: "10-2-4",
    L.TRIGGER: "10-1-5", L.START_OF_GAME: "5-2-1-5-1", L.WOULD_BE_KO: "8-1-3-4",
    L.WOULD_BE_KO_BY_EFFECT: "8-1-3-4", L.WOULD_BE_KO_IN_BATTLE: "8-1-3-4",
    L.WOULD_BE_KO_BY_OPPONENT: "8-1-3-4", L.WOULD_BE_REMOVED_BY_OPPONENT: "8-1-3-4",
    L.WOULD_LEAVE_FIELD: "8-1-3-4", L.WOULD_BE_REMOVED: "8-1-3-4",
    L.WOULD_BE_KO_OR_REMOVED_BY_OPPONENT: "8-1-3-4",
    L.WOULD_BE_RESTED_BY_OPPONENT_CHARACTER: "8-1-3-4",
    L.WHEN_ATTACKED: "7-1-3-1", L.WHEN_PLAYED_FROM_TRASH: "8-1-3-1",
    **{t: "8-1-3-1" for t in L.EVENT_TIMINGS},
}


def begin(st: GameState, i: int, p: int, ab: int) -> None:
    """Activate an ability (CR 8-4-1): mark [Once Per Turn] and push its frame."""
    a = st.defs[i].abilities[ab]
    if a.once_per_turn:
        st.once_used.append(OnceUsed(i, st.incarnation[i], ab))   # CR 10-2-13-5
    if st.log is not None:
        st.log.append((_ABILITY_ACTIVATED, st.turn, TIMING_RULES.get(a.timing, "8-4-1"), p, i,
                       ab))
    t = EffectTask(i, st.incarnation[i], p, ab, 0, ((),) * max(a.slots, 1), 0)
    st.tasks.append(t)
    # a new task is held by st alone: its frame, once built, may keep it
    st.frame_task = t
    st.frame = None


def begin_with(st: GameState, i: int, p: int, ab: int, cards: tuple) -> None:
    """Activate an ability about some cards an event or a replacement names:
    `cards` fill slot 1 of its frame ("that Character" of its steps, compiler
    slot language.REPLACED)."""
    begin(st, i, p, ab)
    t = st.tasks[-1]
    assert isinstance(t, EffectTask)
    st.tasks[-1] = EffectTask(t.card, t.incarnation, t.player, t.ability, t.pc,
                              (t.slots[0], cards) + t.slots[2:], t.sub)


def ability_index(st: GameState, i: int, timing: str) -> int | None:
    idxs = st.defs[i].by_timing.get(timing)
    return idxs[0] if idxs else None


def can_activate(st: GameState, i: int, p: int, ab: int, spent: int = 0) -> bool:
    """Conditions, [Once Per Turn] and costs of an ability the player starts
    (`spent`: active DON!! already committed to the card's own cost)."""
    a = st.defs[i].abilities[ab]
    if a.once_per_turn and st.once_used and used_this_turn(st, i, ab):
        return False
    if a.conditions and not all_hold(st, a.conditions, i, p):
        return False
    if st.mods and negated(st, i):
        return False                                  # CR 8-2-1-1
    return not a.cost or can_pay_all(st, a.cost, i, p, spent, a)   # cost_payable


def cost_payable(st: GameState, i: int, p: int, ab: int, spent: int = 0) -> bool:
    """Whether player p can pay the whole activation cost of card i's
    ability `ab` (`spent`: active DON!! already committed): a cost that
    cannot be paid in full is not paid at all, and the ability is not
    activated (CR 8-3-1-3).  The one check of every path that starts an
    ability: the Main Phase, auto effects, Events and [Trigger]s, another
    ability's "activate this card's ..." and replacement effects."""
    a = st.defs[i].abilities[ab]
    return not a.cost or can_pay_all(st, a.cost, i, p, spent, a)

