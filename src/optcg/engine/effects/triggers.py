"""When effects happen: triggered effects, their order, and activation.

- An event (a card played, an attack declared, a K.O. ...) *fires* the auto
  effects of the cards it concerns; each whose conditions hold is queued in
  `GameState.pending` (CR 8-1-3-1, 8-3-2-3).
- Queued effects resolve at the next check point of the core, never in the
  middle of another effect (CR 8-6-3) nor of damage processing (CR 8-6-2):
  the turn player's first, in the order they choose, then the other
  player's; effects queued while those resolve come after them (CR 8-6-1,
  8-6-1-1).  Each queued entry is (generation, player, card, incarnation,
  ability index).
- Activation (CR 8-4-1): conditions, [Once Per Turn] (CR 10-2-13), the
  choice to pay a "you may" cost (CR 8-3-1-4), then the effect's frame is
  pushed for the runtime to resolve.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from .. import zones
from ..actions import Action
from ..constants import (ACCEPT, CHARACTER_AREA, CONFIRM, DECLINE,
                         ORDER_EFFECTS, RESOLVE_EFFECT, TRASH)
from ..log import card_name, emit, player_name
from ..loop import ask, decision, task
from ..state import GameState
from ..stats import negated
from . import language as L
from .language import Choose
from . import statics
from .render import ability_text
from .targets import all_hold, can_pay_all, find
from .targets import don_on_field     # misc family


def flush(st: GameState, t: tuple) -> bool:
    """At a check point: resolve queued effects first, then come back to `t`."""
    if st.pending:
        st.tasks.append(t)
        st.tasks.append(("process_pending",))
        return True
    return False


def used_this_turn(st: GameState, i: int, ab: int) -> bool:
    return (i, st.incarnation[i], ab) in st.once_used


def fire(st: GameState, timing: str, cards: Iterable[int]) -> None:
    """Queue the `timing` auto effects of `cards` whose conditions hold."""
    gen = st.cur_gen + 1
    for i in cards:
        d = st.defs[i]
        idxs = d.by_timing.get(timing)
        if not idxs or negated(st, i):
            continue
        p = st.owner[i]
        for ab in idxs:
            a = d.abilities[ab]
            if a.conditions and not all_hold(st, a.conditions, i, p):
                continue
            if a.once_per_turn and used_this_turn(st, i, ab):
                continue
            st.pending.append((gen, p, i, st.incarnation[i], ab))


def ko(st: GameState, i: int, rule: str = "10-2-1", by: str = "effects") -> None:
    """Push the K.O. of Character `i` caused by "battle" or "effects": a task,
    since it may be prevented (CR 10-2-1-3) or replaced (CR 8-1-3-4)."""
    st.tasks.append(("ko", i, st.incarnation[i], by, rule, (), 0))


def protected(st: GameState, i: int, by: str) -> bool:
    if statics.cannot_be_koed(st, i, by):
        if st.log is not None:
            emit(st, f"{card_name(st, i)} cannot be K.O.'d by {by}.", "10-2-1-3")
        return True
    return False


@task("ko")
def ko_task(st: GameState, t: tuple) -> None:
    """("ko", card, incarnation, by, rule, replacements tried, protection
    already checked)."""
    _, i, inc, by, rule, tried, checked = t
    if st.incarnation[i] != inc or st.area[i] != CHARACTER_AREA:
        return
    if not checked and protected(st, i, by):
        return
    d = st.defs[i]
    p = st.owner[i]
    # CR 8-1-3-4-2, 8-1-3-4-3: the card's own replacement effects, each once.
    for ab in () if negated(st, i) else _replacements(d.by_timing, by):
        if ab in tried:
            continue
        a = d.abilities[ab]
        if a.conditions and not all_hold(st, a.conditions, i, p):
            continue
        if a.once_per_turn and used_this_turn(st, i, ab):
            continue
        if a.cost and not can_pay_all(st, a.cost, i, p) or not can_carry_out(st, a, i, p):
            continue                               # CR 8-1-3-4-5
        st.tasks.append(("ko_replace", i, inc, by, rule, tried, ab, checked))
        ask(st, p, CONFIRM, i)                     # CR 8-1-3-4-1
        return
    do_ko(st, i, rule)


def _replacements(by_timing: dict, by: str) -> tuple:
    """The card's replacement effects for a K.O. `by` "battle" or "effects"
    (misc family: those for one kind only)."""
    only = L.WOULD_BE_KO_IN_BATTLE if by == "battle" else L.WOULD_BE_KO_BY_EFFECT
    return by_timing.get(L.WOULD_BE_KO, ()) + by_timing.get(only, ())


def can_carry_out(st: GameState, a: L.Ability, src: int, ctl: int) -> bool:
    """Whether every "choose N" of the effect has N cards to choose from
    (a replacement that cannot be carried out cannot apply: CR 8-1-3-4-5)."""
    for step in a.steps:
        if not _enough_for(st, step, ctl):          # misc family
            return False
        target = getattr(step, "target", None)
        if isinstance(target, Choose) and not target.up_to:
            if len(find(st, target.cards, src, ctl)) < target.count:
                return False
    return True


def _enough_for(st: GameState, step, ctl: int) -> bool:
    """Misc family: DON!! to return, Life cards to move (CR 8-1-3-4-5)."""
    t = type(step)
    if t is L.ReturnDon and step.owner == L.YOU:
        return don_on_field(st, ctl) >= step.count
    if (t is L.TakeLife or t is L.TrashLife) and not step.up_to:
        p = ctl if step.owner == L.YOU else 1 - ctl
        return len(st.life[p]) >= step.count
    return True


def replace_ko(st: GameState, i: int, p: int, ab: int) -> None:
    if st.log is not None:
        emit(st, f"{card_name(st, i)} would be K.O.'d: a replacement effect applies "
                 "instead.", "8-1-3-4")
    begin(st, i, p, ab)


def do_ko(st: GameState, i: int, rule: str) -> None:
    """Trash the Character.  Its [On K.O.] effects are checked on the field
    and resolve from the trash (CR 10-2-17)."""
    d = st.defs[i]
    p = st.owner[i]
    ready = []
    for ab in () if negated(st, i) else d.by_timing.get(L.ON_KO, ()):
        a = d.abilities[ab]
        if not a.conditions or all_hold(st, a.conditions, i, p):
            ready.append(ab)
    zones.move(st, i, TRASH)
    if st.log is not None:
        emit(st, f"{card_name(st, i)} is K.O.'d.", rule)
    gen = st.cur_gen + 1
    for ab in ready:
        st.pending.append((gen, p, i, st.incarnation[i], ab))


@task("process_pending")
def process_pending(st: GameState, t: tuple) -> None:
    pending = st.pending
    if not pending:
        st.cur_gen = -1
        return
    moved = [e for e in pending if st.incarnation[e[2]] != e[3]]
    for e in moved:
        # CR 8-1-3-1-3: the card moved before its effect could activate.
        pending.remove(e)
        if st.log is not None:
            emit(st, f"{card_name(st, e[2])} has moved: its effect does not activate.",
                 "8-1-3-1-3")
    if not pending:
        st.cur_gen = -1
        return
    gen = min(e[0] for e in pending)
    tp = st.turn_player
    for p in (tp, 1 - tp):
        mine = [e for e in pending if e[0] == gen and e[1] == p]
        if mine:
            break
    st.tasks.append(("process_pending",))
    if len({(e[2], e[4]) for e in mine}) > 1:
        ask(st, p, ORDER_EFFECTS)                      # CR 6-6-1-1-3, 8-6
        return
    start_pending(st, mine[0])


def start_pending(st: GameState, entry: tuple) -> None:
    st.pending.remove(entry)
    gen, p, i, inc, ab = entry
    st.cur_gen = gen
    if st.incarnation[i] != inc:
        # CR 8-1-3-1-3: the card moved before its effect could activate.
        if st.log is not None:
            emit(st, f"{card_name(st, i)} has moved: its effect does not activate.",
                 "8-1-3-1-3")
        return
    st.tasks.append(("activate", i, inc, p, ab, 0))


@decision(ORDER_EFFECTS)
class OrderEffects:
    @staticmethod
    def enumerate(st: GameState) -> list:
        p = st.decision[0]
        gen = min(e[0] for e in st.pending)
        seen = []
        for e in st.pending:
            if e[0] == gen and e[1] == p:
                a = Action(RESOLVE_EFFECT, e[2], e[4])
                if a not in seen:
                    seen.append(a)
        return seen

    @staticmethod
    def resolve(st: GameState, action: Action) -> None:
        p = st.decision[0]
        gen = min(e[0] for e in st.pending)
        for e in st.pending:
            if e[0] == gen and e[1] == p and e[2] == action.card and e[4] == action.target:
                start_pending(st, e)
                return


def activate_later(st: GameState, i: int, p: int, ab: int) -> None:
    """Activate an Event's or [Trigger]'s effect: its "you may" cost may be
    declined (CR 8-3-1-4), which leaves the effect unresolved."""
    st.tasks.append(("activate", i, st.incarnation[i], p, ab, 0))


def needs_confirmation(a: L.Ability) -> bool:
    """Auto effects with a cost or a "you may" are the player's to decline."""
    return bool(a.cost) or a.optional


@task("activate")
def activate(st: GameState, t: tuple) -> None:
    """("activate", card, incarnation, player, ability, confirmed)."""
    _, i, inc, p, ab, confirmed = t
    if st.incarnation[i] != inc:
        return
    a = st.defs[i].abilities[ab]
    if a.once_per_turn and used_this_turn(st, i, ab):
        return
    if a.cost and not can_pay_all(st, a.cost, i, p):
        if st.log is not None:
            emit(st, f"{card_name(st, i)}: the cost of [{a.timing}] cannot be paid.", "8-3-1-3")
        return
    if not confirmed and needs_confirmation(a):
        st.tasks.append(t)
        ask(st, p, CONFIRM, i)
        return
    begin(st, i, p, ab)


@decision(CONFIRM)
class Confirm:
    OPTIONS = (Action(ACCEPT), Action(DECLINE))

    @staticmethod
    def enumerate(st: GameState) -> tuple:
        return Confirm.OPTIONS

    @staticmethod
    def resolve(st: GameState, action: Action) -> None:
        t = st.tasks.pop()
        accepted = action.kind == ACCEPT
        if t[0] == "ko_replace":
            _, i, inc, by, rule, tried, ab, checked = t
            if accepted:
                replace_ko(st, i, st.owner[i], ab)
            else:
                st.tasks.append(("ko", i, inc, by, rule, tried + (ab,), checked))
            return
        _, i, inc, p, ab, _ = t
        if accepted:
            st.tasks.append(("activate", i, inc, p, ab, 1))
        else:
            a = st.defs[i].abilities[ab]
            if st.log is not None:
                emit(st, f"{player_name(p)} does not activate [{a.timing}] of "
                         f"{card_name(st, i)}.", "8-1-2")


# The rule that makes each timing happen, for the log.
TIMING_RULES: Final = {
    L.ON_PLAY: "10-2-6", L.WHEN_ATTACKING: "10-2-5", L.ON_BLOCK: "10-2-15",
    L.ON_KO: "10-2-17", L.ON_OPPONENTS_ATTACK: "10-2-16",
    L.END_OF_YOUR_TURN: "10-2-7", L.END_OF_OPPONENTS_TURN: "10-2-8",
    L.END_OF_BATTLE: "7-1-5-2", L.START_OF_YOUR_TURN: "6-2-2",
    L.ACTIVATE_MAIN: "10-2-2", L.MAIN: "10-2-3", L.COUNTER: "10-2-4",
    L.TRIGGER: "10-1-5", L.START_OF_GAME: "5-2-1-5-1", L.WOULD_BE_KO: "8-1-3-4",
    L.WHEN_ATTACKED: "7-1-3-1",
    L.WOULD_BE_KO_IN_BATTLE: "8-1-3-4", L.WOULD_BE_KO_BY_EFFECT: "8-1-3-4",
}


def begin(st: GameState, i: int, p: int, ab: int) -> None:
    """Activate an ability (CR 8-4-1): mark [Once Per Turn] and push its frame."""
    a = st.defs[i].abilities[ab]
    if a.once_per_turn:
        st.once_used.append((i, st.incarnation[i], ab))   # CR 10-2-13-5
    if st.log is not None:
        emit(st, f"{player_name(p)} activates {card_name(st, i)}: "
                 f"{ability_text(a, st.defs[i].category_name)}",
             TIMING_RULES.get(a.timing, "8-4-1"))
    st.tasks.append(("effect", i, st.incarnation[i], p, ab, 0,
                     (() ,) * max(a.slots, 1), 0))


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
    return not a.cost or can_pay_all(st, a.cost, i, p, spent, a)
