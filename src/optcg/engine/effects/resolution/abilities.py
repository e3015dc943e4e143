"""How an ability's flow runs: conditions and jumps, "you may", "Choose one:",
"For every", steps carried out on chosen cards, delayed steps, and activating
another of the card's own abilities."""

from __future__ import annotations

from ... import stats, zones
from ...zones import on_field
from ...constants import HAND, NOWHERE, TRASH, DecisionKind
from ... import events as E
from ...records import Delayed
from ...state import GameState
from .. import instructions as I
from .. import language as L
from ..compiler import LOOK_SLOT
from ..targets import all_hold, find, holds, players_of, matches, count_of
from ..triggers import ability_index, activate_later, event_activated, fire_event, life_left
from ..runtime import (EACH_STEPS, STEPS, limits, Frame, STOP, WAIT, advance, instruction, keep,
                       pause, resolve_target, resolves, resolves_each)
from .don import rest_don_of
from .power_cost import s_power, s_set_base
from .restrictions import keep_don_rested
from .ko_trash import trash_from_deck
from .life import e_may_take_life
from ..statics import on_play_negated


@instruction(I.Unless)
def i_unless(st: GameState, f: Frame, instr: I.Unless):
    cond = instr.condition
    if type(cond) is L.RevealedIs:
        if instr.slot >= 0:      # the card chosen before, with no Look
            ok = any(matches(st, i, cond.cards, f.src) for i in f.slots[instr.slot])
        else:
            ok = bool(find(st, cond.cards, f.src, f.ctl, f.slots[LOOK_SLOT]))
    elif type(cond) is L.RevealedHasChosenCost:       # the declared cost, in its slot
        declared = f.slots[instr.slot]
        ok = bool(declared) and any(st.defs[i].cost == declared[0]
                                    for i in f.slots[LOOK_SLOT])
    elif type(cond) is L.YouDid:                # a card was chosen (all N of "N cards")
        ok = len(f.slots[instr.slot]) >= instr.needs
    elif type(cond) is L.TheyDidNot:
        ok = not f.slots[instr.slot]
    else:
        ok = holds(st, cond, f.src, f.ctl)
    if ok:
        return None
    return instr.at


@instruction(I.Merge)
def i_merge(st: GameState, f: Frame, instr: I.Merge):
    """Two targets of one step (language.Both): the second choice's cards
    join the first's, so the step applies to all of them at once."""
    f.slots[instr.into] = f.slots[instr.into] + f.slots[instr.other]


@instruction(I.Act)
def i_act(st: GameState, f: Frame, instr: I.Act):
    if instr.don:
        return act_with_don(st, f, instr)
    step = instr.step
    slot = instr.slot
    if slot >= 0:
        targets = [i for i in f.slots[slot] if st.area[i] != NOWHERE or i == f.src]
    else:
        target = getattr(step, "target", None)
        targets = resolve_target(st, f, target) if target is not None else []
    return STEPS[type(step)](st, f, step, targets)


@instruction(I.TrashInto)
def i_trash_into(st: GameState, f: Frame, instr: I.TrashInto):
    """A step that puts cards into the controller's
    trash (May of a TrashFromDeck); those cards fill the slot, for an
    "If you do" after it."""
    step = instr.step
    slot = instr.slot
    trash = st.trash[f.ctl]
    before = len(trash)
    if type(step) is L.May:                     # "you may trash N ...": all or none
        r = trash_from_deck(st, f, step.step.count, True)
    else:
        r = STEPS[type(step)](st, f, step, [])
    if r != WAIT:
        f.slots[slot] = tuple(trash[before:])
    return r


@instruction(I.YouMay)
def i_may(st: GameState, f: Frame, instr: I.YouMay):
    """"You may <step>": the controller confirms (CR 8-3-1-4; f.sub 2) or
    declines (f.sub 1: the step is skipped); accepting marks the slot, for
    an "If you do" after a step that chooses nothing."""
    if not f.sub:
        return pause(st, f, f.ctl, DecisionKind.CONFIRM)
    if f.sub == 1:
        if st.log is not None:
            st.log.append((E.StepDeclined, st.turn, "8-3-1-4", f.ctl, f.src, f.ab))
        return instr.at
    f.slots[instr.mark] = (f.src,)
    return None


@instruction(I.OpponentMay)
def i_opponent_may(st: GameState, f: Frame, instr: I.OpponentMay):
    """"your opponent may trash N cards from the top
    of their Life cards": the opponent answers 1 (do it) or 0 (a
    CHOOSE_NUMBER decision), unless they cannot; the trashed cards fill the
    slot."""
    step = instr.step
    slot = instr.slot
    p = 1 - f.ctl
    life = st.life[p]
    kind = type(step)
    can = (st.don_active[p] if kind is L.OpponentMayReturnDon
           else st.don_deck[p] if kind is L.OpponentMayAddDon
           else len(st.hand[p]) if kind is L.OpponentMayTrashHand else len(life))
    if can < step.count:
        f.slots[slot] = ()
        return None
    if not f.sub:
        return pause(st, f, p, DecisionKind.CHOOSE_NUMBER)
    if f.sub == 1:                                     # declined
        f.slots[slot] = ()
        return None
    if kind is L.OpponentMayReturnDon:
        _opponent_returns_don(st, p, step.count)
        f.slots[slot] = (f.src,)                       # done (no card to name)
        return None
    if kind is L.OpponentMayAddDon:
        st.don_deck[p] -= step.count
        st.don_active[p] += step.count
        if st.log is not None:
            st.log.append((E.DonAdded, st.turn, "8-4-3", p, step.count, True))
        f.slots[slot] = (f.src,)
        return None
    if kind is L.OpponentMayTrashHand:      # yes: they choose the cards next (lowering)
        f.slots[slot] = (f.src,)
        return None
    moved = []
    for _ in range(step.count):
        i = life[-1]
        zones.move(st, i, TRASH)
        moved.append(i)
        if st.log is not None:
            st.log.append((E.LifeTrashed, st.turn, "8-4-3", p, i, False, True, False, -1))
    if st.listeners:
        life_left(st, p, False)
    f.slots[slot] = tuple(moved)
    return None


def _opponent_returns_don(st: GameState, p: int, n: int) -> None:
    """Player p returns n active DON!! of their cost area to their DON!! deck
    (by the other player's effect)."""
    st.don_active[p] -= n
    st.don_deck[p] += n
    if st.log is not None:
        st.log.append(E.DonReturned(st.turn, "6-4", p, n, "active"))
    if st.listeners:
        fire_event(st, L.WHEN_DON_RETURNED, p)
        fire_event(st, L.WHEN_ANY_DON_RETURNED, p)
        fire_event(st, L.WHEN_ANY_DON_RETURNED, 1 - p)


@instruction(I.ActPer)
def i_act_per(st: GameState, f: Frame, instr: I.ActPer):
    """"+N power for every card trashed": N times
    the chosen cards of slot `counted` that went to the trash."""
    step = instr.step
    slot = instr.slot
    n = sum(1 for i in f.slots[instr.counted] if st.area[i] == TRASH)
    if n == 0:
        return None
    if slot >= 0:
        targets = [i for i in f.slots[slot] if st.area[i] != NOWHERE or i == f.src]
    else:
        targets = resolve_target(st, f, step.target)
    return s_power(st, f, L.PowerChange(step.target, step.amount * n, step.duration), targets)


@instruction(I.ActPerDon)
def i_act_per_don(st: GameState, f: Frame, instr: I.ActPerDon):
    """"For every DON!! card rested this way": +N power once per DON!! card
    that the rest before it rested (the number in slot `counted`)."""
    step = instr.step
    slot = instr.slot
    rested = f.slots[instr.counted]
    n = rested[0] if rested else 0
    if n == 0:
        return None
    if slot >= 0:
        targets = [i for i in f.slots[slot] if st.area[i] != NOWHERE or i == f.src]
    else:
        targets = resolve_target(st, f, step.target)
    return s_power(st, f, L.PowerChange(step.target, step.amount * n, step.duration), targets)


@instruction(I.ActSame)
def i_act_same(st: GameState, f: Frame, instr: I.ActSame):
    """"base power becomes the same as" the
    source's power now (a fixed value: official rulings on OP06-009)."""
    step = instr.step
    slot = instr.slot
    src = _same_as_source(st, f, step.source, instr.source)
    if src < 0:
        return None
    value = stats.power(st, src)
    if slot >= 0:
        targets = [i for i in f.slots[slot] if st.area[i] != NOWHERE or i == f.src]
    else:
        targets = resolve_target(st, f, step.target)
    return s_set_base(st, f, L.SetBasePower(step.target, value, step.duration), targets)


def _same_as_source(st: GameState, f: Frame, source: str, slot: int) -> int:
    """The card whose power is copied, if it is on the field, or -1."""
    if source == L.SAME_AS_OPPONENTS_LEADER or source == L.SAME_AS_OPPONENTS_LEADER_POWER:
        return st.leaders[1 - f.ctl]
    if source == L.SAME_AS_ATTACKER:
        b = st.battle
        if (b is None or st.owner[b.attacker] == f.ctl
                or st.incarnation[b.attacker] != b.attacker_incarnation):
            return -1
        return b.attacker
    chosen = [i for i in f.slots[slot] if on_field(st, i)] if slot >= 0 else []
    return chosen[0] if chosen else -1


@instruction(I.Delay)
def i_delay(st: GameState, f: Frame, instr: I.Delay):
    """CR 6-6-1-2: "at the end of this turn" steps wait for the End Phase."""
    st.delayed.append(Delayed(f.ctl, f.src, f.inc, f.ab, f.pc + 1, tuple(f.slots), False))
    return instr.at


@instruction(I.DelayBattle)
def i_delay_battle(st: GameState, f: Frame, instr: I.DelayBattle):
    """"at the end of this battle" steps wait for
    the End of the Battle (CR 7-1-5-2); kept with the delayed effects,
    marked, and taken out there (battle.end_of_battle)."""
    if st.battle is not None:
        st.delayed.append(Delayed(f.ctl, f.src, f.inc, f.ab, f.pc + 1, tuple(f.slots), True))
    return instr.at


@instruction(I.Stop)
def i_stop(st: GameState, f: Frame, instr: I.Stop):
    return STOP


@instruction(I.Branch)
def i_choose(st: GameState, f: Frame, instr: I.Branch):
    """CR 8-4-4: the player picks an option as the effect resolves (a
    CHOOSE_NUMBER decision: number k is option k + 1)."""
    if f.sub:
        k = f.sub - 1
        if st.log is not None:
            chooser = f.ctl if instr.step.chooser == L.YOU else 1 - f.ctl
            st.log.append((E.OptionChosen, st.turn, "8-4-4", chooser, f.src, k))
        return instr.starts[k]
    return pause(st, f, f.ctl if instr.step.chooser == L.YOU else 1 - f.ctl,
                 DecisionKind.CHOOSE_NUMBER)


@instruction(I.Jump)
def i_jump(st: GameState, f: Frame, instr: I.Jump):
    return instr.at


def act_with_don(st: GameState, f: Frame, instr: I.Act):
    """StayRested on the cards and DON!! cards chosen into a slot (the one
    step with a L.Cards.don choice)."""
    step = instr.step
    chosen = f.slots[instr.slot]
    targets = [i for i in chosen if i >= 0 and st.area[i] != NOWHERE]
    dons = len(chosen) - len([i for i in chosen if i >= 0])
    if dons:
        p = players_of(step.target.cards.owner, f.ctl)[0]
        keep_don_rested(st, f, p, dons)
    return STEPS[type(step)](st, f, step, targets)


@instruction(I.Each)
def i_each(st: GameState, f: Frame, instr: I.Each):
    """The step's cards (those of the slot `chosen`, or all its Every
    target) and a scratch slot for its progress."""
    step = instr.step
    slot = instr.chosen
    if slot >= 0:
        targets = [i for i in f.slots[slot] if st.area[i] != NOWHERE]
    else:
        target = getattr(step, "target", None)
        targets = resolve_target(st, f, target) if target is not None else []
    return EACH_STEPS[type(step)](st, f, step, targets, instr.slot)


@resolves_each(L.May)
def e_may(st, f, step, targets, scratch):
    """A May whose answer is kept in `scratch`: a Life card from the top or
    bottom, or N DON!! rested."""
    if type(step.step) is L.TakeLife:
        return e_may_take_life(st, f, step, targets, scratch)
    return e_may_rest_don(st, f, step, targets, scratch)


def e_may_rest_don(st, f, step, targets, scratch):
    """"you may rest 1 of your DON!! cards. If you do, ...": all of them or
    none (the player's choice, CR 8-3-3); `scratch` holds this card's id as
    the mark that it was done, for "If you do"."""
    p = f.ctl
    count = step.step.count
    if not f.sub:
        if st.don_active[p] < count:
            return None                              # cannot: "If you do" fails
        return pause(st, f, p, DecisionKind.CHOOSE_NUMBER)
    if f.sub - 1 == count:
        rest_don_of(st, f, p, count)
        f.slots[scratch] = (f.src,)
    return None


@instruction(I.Count)
def i_count(st: GameState, f: Frame, instr: I.Count):
    """How many times the steps repeat, counted once as the repetition
    starts."""
    f.slots[instr.slot] = (count_of(st, instr.per, f.src, f.ctl),)


@instruction(I.Loop)
def i_loop(st: GameState, f: Frame, instr: I.Loop):
    """One more round while the count lasts, each with its own choices
    (CR 8-4-4)."""
    counter = instr.counter
    left = f.slots[counter][0]
    if left <= 0:
        return instr.end
    f.slots[counter] = (left - 1,)
    for k in instr.slots:
        f.slots[k] = ()
    return None


@resolves(L.ActivateOwn)
def s_activate_own(st, f, step, targets):
    ab = ability_index(st, f.src, step.timing)
    if ab is None:
        return None
    if step.timing == L.ON_PLAY and on_play_negated(st, f.ctl):    # L.OnPlayNegated
        return None
    a = st.defs[f.src].abilities[ab]
    if a.conditions and not all_hold(st, a.conditions, f.src, f.ctl):
        return None
    # The frame of the activated effect goes on top: it resolves now, and
    # this frame finishes after it.
    st.tasks.append(keep(st, advance(f)))
    activate_later(st, f.src, f.ctl, ab)       # as any ability: its cost is asked (CR 8-3-1-4)
    return WAIT


@resolves(L.ActivateEvent)
def s_activate_event(st, f, step, targets):
    """The chosen Event of the hand is activated without paying its cost: it
    is trashed and its [Main] effect resolves before the rest of this effect
    (CR 8-4-2, 8-5-2); the activation is an Event activated (CR 8-5-4)."""
    p = f.ctl
    for i in targets:
        ab = st.defs[i].main_ability
        if st.area[i] != HAND or st.owner[i] != p or ab < 0:
            continue
        zones.move(st, i, TRASH)
        if st.log is not None:
            st.log.append((E.EventActivated, st.turn, "8-5-2", p, i, 0))
        st.tasks.append(keep(st, advance(f)))
        activate_later(st, i, p, ab)
        if st.listeners:
            event_activated(st, p, i)
        return WAIT
    return None


@resolves(L.ActivateMainOf)
def s_activate_main_of(st, f, step, targets):
    """The chosen Event's [Main] effect resolves before the rest of this
    effect; the card stays where it is, and no Event is activated (official
    rulings on EB03-031 and OP15-119 Q3: "when you activate an Event"
    effects do not fire)."""
    p = f.ctl
    for i in targets:
        ab = st.defs[i].main_ability
        if st.owner[i] != p or ab < 0:
            continue
        st.tasks.append(keep(st, advance(f)))
        activate_later(st, i, p, ab)
        return WAIT
    return None


@resolves(L.Python)
def s_python(st, f, step, targets):
    step.fn(st, f)


# -- the numbers these steps ask for (runtime.how_many, ChooseNumber) --

@limits(L.ChooseOne)                                   # option numbers
def _option_limit(st: GameState, f: Frame, step) -> int:
    return len(step.options) - 1


@limits(L.OpponentMayTrashLife, L.OpponentMayReturnDon, L.OpponentMayAddDon,   # 0 no, 1 yes
        L.OpponentMayTrashHand)
def _yes_no_limit(st: GameState, f: Frame, step) -> int:
    return 1


@limits(L.May)          # "you may rest N of your DON!! cards" (or trash N cards): N or none
def _may_limit(st: GameState, f: Frame, step) -> int:
    if type(step.step) is L.TrashFromDeck:
        return min(step.step.count, len(st.deck[f.ctl]))
    return step.step.count
