"""When effects happen: triggered effects, their order, and activation.

- An event (a card played, an attack declared, a K.O. ...) *fires* the auto
  effects of the cards it concerns; each whose conditions hold is queued in
  `GameState.pending` (CR 8-1-3-1, 8-3-2-3).
- Queued effects resolve at the next check point of the core, never in the
  middle of another effect (CR 8-6-3) nor of damage processing (CR 8-6-2):
  the turn player's first, in the order they choose, then the other
  player's; effects queued while those resolve come after them (CR 8-6-1,
  8-6-1-1).  Each queued entry is a records.Pending.
- Activation (CR 8-4-1): conditions, [Once Per Turn] (CR 10-2-13), the
  choice to pay a "you may" cost (CR 8-3-1-4), then the effect's frame is
  pushed for the runtime to resolve.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from .. import zones
from .. import events as E
from ..actions import Action, Purpose
from ..constants import (CHARACTER_AREA, DECK, HAND, PHASE_DRAW, TRASH, ActionKind,
                         DecisionKind, MOD_CANNOT_BE_RESTED, MOD_HAND_TRASHED, THIS_TURN,
                         STAGE_AREA, MOD_EVENT_ACTIVATED,
                         CHARACTER as CHARACTER_CATEGORY)
from ..legality import not_an_option
from ..log import card_name
from ..loop import ask, decision, task
from ..records import (PROCESS_PENDING_TASK, ActivateTask, EffectTask, KoReplaceTask, KoTask,
                       OnceUsed, Pending, RemoveReplaceTask, RemoveTask, RestReplaceTask, Task,
                       TaskKind, player_mod)
from ..state import GameState
from ..stats import has_mod, negated
from . import language as L
from .language import Choose
from . import statics
from .targets import (all_hold, can_pay_all, find, matches, don_on_field, turnable_life,
                      rest_cards_candidates, has_no_base_effect)
from .replacements import DECIDED, applied_to_run, covers, declined_for_run, wait_for_run


def flush(st: GameState, t: Task) -> bool:
    """At a check point: resolve queued effects first, then come back to `t`."""
    if st.pending:
        st.tasks.append(t)
        st.tasks.append(PROCESS_PENDING_TASK)
        return True
    return False


def used_this_turn(st: GameState, i: int, ab: int) -> bool:
    inc = st.incarnation[i]
    for u in st.once_used:
        if u.card == i and u.ability == ab and u.incarnation == inc:
            return True
    return False


def fire(st: GameState, timing: str, cards: Iterable[int]) -> None:
    """Queue the `timing` auto effects of `cards` whose conditions hold."""
    gen = st.cur_gen + 1
    for i in cards:
        d = st.defs[i]
        idxs = d.by_timing.get(timing)
        if not idxs or negated(st, i):
            continue
        p = st.owner[i]
        if timing == L.ON_PLAY and (st.mods or st.listeners) \
                and statics.on_play_negated(st, p):       # L.OnPlayNegated
            continue
        for ab in idxs:
            a = d.abilities[ab]
            if a.conditions and not all_hold(st, a.conditions, i, p):
                continue
            if a.once_per_turn and used_this_turn(st, i, ab):
                continue
            st.pending.append(Pending(gen, p, i, st.incarnation[i], ab))


def ko(st: GameState, i: int, rule: str = "10-2-1", by: str = "effects", who: int = -1) -> None:
    """Push the K.O. of Character `i` caused by "battle" or "effects" (of
    player `who`, -1: unknown): a task, since it may be prevented (CR
    10-2-1-3) or replaced (CR 8-1-3-4)."""
    st.tasks.append(KoTask(i, st.incarnation[i], by, rule, (), 0, who))


def protected(st: GameState, i: int, by: str) -> bool:
    if (statics.cannot_be_koed(st, i, by)
            or (st.mods and statics.protected_by_mods(st, i, by))):
        if st.log is not None:
            st.log.append(E.Protected(st.turn, "10-2-1-3", i, by))
        return True
    return False


@task(TaskKind.KO)
def ko_task(st: GameState, t: KoTask) -> None:
    """A K.O. that may be prevented or replaced (records.KoTask)."""
    i, inc, by, rule, tried, checked = t.card, t.incarnation, t.by, t.rule, t.tried, t.checked
    who = t.by_player
    if st.incarnation[i] != inc or st.area[i] != CHARACTER_AREA:
        if st.incarnation[i] == inc and st.area[i] == STAGE_AREA:
            _ko_stage(st, i, rule)
        return
    if not checked and protected(st, i, by):
        return
    if DECIDED in tried:                          # its replacements were decided
        do_ko(st, i, rule, by, who)
        return
    p = st.owner[i]
    # CR 8-1-3-4-2, 8-1-3-4-3: the card's own replacement effects first, then
    # those of its owner's other cards ("If your Character ... would be
    # K.O.'d"), each once.
    others = [j for j in (st.leaders[p], *st.chars[p], *st.stage[p]) if j != i]
    for j in (i, *others):
        d = st.defs[j]
        for ab in () if negated(st, j) else replacements(d, by):
            if (j, ab) in tried or not _replaces(st, j, ab, i, p):
                continue
            if d.abilities[ab].forced:             # no "you may"
                replace_ko(st, i, j, p, ab, cards=applied_to_run(st, t, j, ab))
                return
            st.tasks.append(KoReplaceTask(i, inc, by, rule, tried, (j, ab), checked, who))
            ask(st, p, DecisionKind.CONFIRM, j)                 # CR 8-1-3-4-1
            return
    if not wait_for_run(st, t):
        do_ko(st, i, rule, by, who)


def _ko_stage(st: GameState, i: int, rule: str) -> None:
    """"K.O. up to 1 of your opponent's Stages": the Stage
    goes from the Stage area to its owner's trash, as a K.O.'d Character
    does (CR 10-2-1-2); no Character effect watches it."""
    zones.move(st, i, TRASH)
    if st.log is not None:
        st.log.append(E.KOd(st.turn, rule, i))


def _replaces(st: GameState, j: int, ab: int, i: int, p: int) -> bool:
    """Whether card j's replacement effect `ab` applies to the K.O. of card i."""
    if not covers(st, j, ab, i, p):
        return False
    a = st.defs[j].abilities[ab]
    if a.once_per_turn and used_this_turn(st, j, ab):
        return False
    # CR 8-1-3-4-5: a replacement that cannot be carried out does not apply
    return cost_payable(st, j, p, ab) and can_carry_out(st, a, j, p)


# -- "would be removed from the field by your opponent's effect" --

def may_replace_removal(st: GameState, i: int) -> bool:
    """Whether a card of i's owner has an effect that may replace i's removal
    from the field by an opponent's effect (a quick test before the moves)."""
    p = st.owner[i]
    for j in (st.leaders[p], *st.chars[p], *st.stage[p]):
        timings = st.defs[j].by_timing
        if L.WOULD_BE_REMOVED_BY_OPPONENT in timings \
                or L.WOULD_BE_KO_OR_REMOVED_BY_OPPONENT in timings \
                or L.WOULD_BE_REMOVED_BY_OPPONENT_SHORT in timings \
                or L.WOULD_BE_REMOVED_BY_OPPONENT_OR_KO in timings:
            return True
    return may_replace_leaving(st, i)


def may_replace_leaving(st: GameState, i: int) -> bool:
    """Whether a card of i's owner may replace i's leaving the
    field by any effect ("If this Character would leave the field")."""
    p = st.owner[i]
    for j in (st.leaders[p], *st.chars[p], *st.stage[p]):
        timings = st.defs[j].by_timing
        if L.WOULD_LEAVE_FIELD in timings or L.WOULD_BE_REMOVED in timings:
            return True
    return False


def _removal_replacements(d, by_opponent: bool) -> tuple[int, ...]:
    """The abilities that may replace a removal from the field by an effect."""
    get = d.by_timing.get
    out = get(L.WOULD_LEAVE_FIELD, ()) + get(L.WOULD_BE_REMOVED, ())
    if by_opponent:
        out += (get(L.WOULD_BE_REMOVED_BY_OPPONENT, ())
                + get(L.WOULD_BE_KO_OR_REMOVED_BY_OPPONENT, ())
                + get(L.WOULD_BE_REMOVED_BY_OPPONENT_SHORT, ())
                + get(L.WOULD_BE_REMOVED_BY_OPPONENT_OR_KO, ()))
    return out


@task(TaskKind.REMOVE)
def remove_task(st: GameState, t: RemoveTask) -> None:
    """Card i leaves the field by an effect, unless it is the opponent's
    and a replacement applies (CR 8-1-3-4; records.RemoveTask)."""
    i, inc, dest, tried, by_opponent = t.card, t.incarnation, t.dest, t.tried, t.by_opponent
    if st.incarnation[i] != inc or not zones.on_field(st, i):
        return
    p = st.owner[i]
    if DECIDED in tried or (not by_opponent and not may_replace_leaving(st, i)):
        move_from_field(st, i, dest)
        return
    others = [j for j in (st.leaders[p], *st.chars[p], *st.stage[p]) if j != i]
    for j in (i, *others):
        d = st.defs[j]
        for ab in () if negated(st, j) else _removal_replacements(d, by_opponent):
            if (j, ab) in tried or not _replaces(st, j, ab, i, p):
                continue
            if d.abilities[ab].forced:             # no "you may"
                replace_ko(st, i, j, p, ab, "leave the field", applied_to_run(st, t, j, ab))
                return
            st.tasks.append(RemoveReplaceTask(i, inc, dest, tried, (j, ab), by_opponent))
            ask(st, p, DecisionKind.CONFIRM, j)                 # CR 8-1-3-4-1
            return
    if not wait_for_run(st, t):
        move_from_field(st, i, dest)


def move_from_field(st: GameState, i: int, dest: str) -> None:
    """Move card i from the field: to its owner's "hand", deck "bottom",
    deck "top" or "trash" (CR 8-4-3)."""
    src = st.area[i]
    zones.move(st, i, HAND if dest == "hand" else TRASH if dest == "trash" else DECK,
               bottom=dest == "bottom")
    if st.log is not None:
        st.log.append(E.CardMoved(st.turn, "8-4-3", i, st.owner[i], -1, src, st.area[i],
                                  dest == "top", False, E.ALL))



# -- "If this Character would be rested by your opponent's Character's effect" --

def rest_replacement(st: GameState, i: int, src: int, ctl: int) -> int:
    """The ability of card i that may replace its being rested by the
    effect of card `src` controlled by `ctl`, or -1: only an effect of
    the owner's opponent's Character (CR 8-1-3-4), and only one that can be
    carried out (CR 8-1-3-4-5)."""
    abilities = st.defs[i].by_timing.get(L.WOULD_BE_RESTED_BY_OPPONENT_CHARACTER)
    p = st.owner[i]
    if not abilities or ctl == p or st.defs[src].category != CHARACTER_CATEGORY \
            or negated(st, i):
        return -1
    for ab in abilities:
        a = st.defs[i].abilities[ab]
        if a.once_per_turn and used_this_turn(st, i, ab):
            continue
        if (not a.conditions or all_hold(st, a.conditions, i, p)) \
                and can_carry_out(st, a, i, p):
            return ab
    return -1


def rest_card(st: GameState, i: int) -> None:
    """An effect rests card i (CR 4-4-1-2)."""
    st.rested[i] = True
    if st.log is not None:
        st.log.append(E.Rested(st.turn, "4-4-1-2", i, -1, False))
    if st.listeners:
        became_rested(st, i)


@task(TaskKind.REST_REPLACE)
def rest_replace_task(st: GameState, t: RestReplaceTask) -> None:
    """Card i is about to be rested by an opponent's Character's effect: its
    owner is asked whether its replacement applies (CR 8-1-3-4-1), when it
    still can."""
    i = t.card
    if st.incarnation[i] != t.incarnation or not zones.on_field(st, i) or st.rested[i]:
        return
    st.tasks.append(t)
    ask(st, st.owner[i], DecisionKind.CONFIRM, t.source[0])


def replacements(d, by: str) -> tuple[int, ...]:
    """The card's "If this Character would be K.O.'d ..." abilities that
    replace a K.O. caused `by` "battle" or "effects"."""
    get = d.by_timing.get
    # leaving or being removed from the field, whatever the cause
    leave = (get(L.WOULD_LEAVE_FIELD, ()) + get(L.WOULD_BE_REMOVED, ())
             + get(L.WOULD_BE_KO_OR_REMOVED_BY_OPPONENT, ())
             + get(L.WOULD_BE_REMOVED_BY_OPPONENT_OR_KO, ()))
    if by == L.BY_BATTLE:
        return get(L.WOULD_BE_KO, ()) + get(L.WOULD_BE_KO_IN_BATTLE, ()) + leave
    out = get(L.WOULD_BE_KO, ()) + get(L.WOULD_BE_KO_BY_EFFECT, ()) + leave
    if by == L.BY_OPPONENTS_EFFECTS:
        out += get(L.WOULD_BE_KO_BY_OPPONENT, ()) + get(L.WOULD_BE_REMOVED_BY_OPPONENT, ())
        out += get(L.WOULD_BE_REMOVED_BY_OPPONENT_SHORT, ())
    return out


def can_carry_out(st: GameState, a: L.Ability, src: int, ctl: int) -> bool:
    """Whether every "choose N" of the effect has N cards to choose from,
    and a card to rest is active (a replacement that cannot be carried out
    cannot apply: CR 8-1-3-4-5)."""
    for step in a.steps:
        if not _enough_for(st, step, ctl):
            return False
        target = getattr(step, "target", None)
        rest = type(step) is L.Rest                # a rested card cannot be rested
        if rest and isinstance(target, L.This) and st.rested[src]:
            return False                           # (official ruling on OP10-032)
        if isinstance(target, Choose) and target.count.low:
            found = choosable(st, target.cards, src, ctl)
            if rest:             # active, and not kept from being rested
                found = [i for i in found if not st.rested[i]
                         and not (st.mods and has_mod(st, i, MOD_CANNOT_BE_RESTED))]
            if len(found) < target.count.low:
                return False
    return True


def choosable(st: GameState, c: L.Cards, src: int, ctl: int) -> list[int]:
    """The cards a choice can take: the description's, or one
    of its alternatives' ("your Leader or 1 [Name]")."""
    found = find(st, c, src, ctl)
    for alt in c.alt:
        found += [i for i in find(st, alt, src, ctl) if i not in found]
    return found


def _enough_for(st: GameState, step, ctl: int) -> bool:
    """DON!! to return, Life cards to move (CR 8-1-3-4-5)."""
    t = type(step)
    if t is L.ReturnDon and step.owner == L.YOU:
        return don_on_field(st, ctl) >= step.count.low
    if (t is L.TakeLife or t is L.TrashLife) and step.count.low:
        p = ctl if step.owner == L.YOU else 1 - ctl
        return len(st.life[p]) >= step.count.low
    if t is L.LifeCards:
        return len(st.life[ctl]) >= step.count
    if t is L.TurnLife:              # "turn 1 card ... face-up instead"
        return len(turnable_life(st, step, ctl)) >= step.count
    if t is L.RestDonCards:          # "rest 2 of your active DON!! cards instead"
        return st.don_active[ctl] >= step.count
    if t is L.RestCards and step.count.low:     # "rest 2 of your cards instead"
        return st.don_active[ctl] + len(rest_cards_candidates(st, ctl)) >= step.count.low
    return True


def replace_ko(st: GameState, i: int, j: int, p: int, ab: int,
               what: str = "be K.O.'d", cards: tuple = ()) -> None:
    """Card j's replacement effect `ab` applies to the K.O. (or removal) of
    card i, and of the other `cards` of the same effect it covers
    (replacements.applied_to_run), all at once."""
    cards = cards or (i,)
    if st.log is not None:
        for c in cards:
            st.log.append(E.Replaced(st.turn, "8-1-3-4", c, what != "be K.O.'d"))
    begin(st, j, p, ab)
    if st.defs[j].abilities[ab].timing in L.WOULD_BE_KO_TIMINGS:
        # "that Character" of the steps is the replaced cards (compiler slot 1)
        t = st.tasks[-1]
        assert isinstance(t, EffectTask)
        st.tasks[-1] = EffectTask(t.card, t.incarnation, t.player, t.ability, t.pc,
                                  (t.slots[0], cards) + t.slots[2:], t.sub)


def do_ko(st: GameState, i: int, rule: str, by: str = "effects", who: int = -1) -> None:
    """Trash the Character.  Its [On K.O.] effects are checked on the field
    and resolve from the trash (CR 10-2-17)."""
    d = st.defs[i]
    p = st.owner[i]
    ready = []
    for ab in () if negated(st, i) else d.by_timing.get(L.ON_KO, ()):
        a = d.abilities[ab]
        if not a.conditions or all_hold(st, a.conditions, i, p):
            ready.append(ab)
    if st.listeners:
        ready.extend(koed_abilities(st, i, by, who))
        if by != L.BY_BATTLE:
            removed_by_effect(st, i, who)
        damage_or_koed(st, p, i)
        one_of_yours_koed(st, p, i)
    zones.move(st, i, TRASH)
    if st.log is not None:
        st.log.append(E.KOd(st.turn, rule, i))
    gen = st.cur_gen + 1
    for ab in ready:
        st.pending.append(Pending(gen, p, i, st.incarnation[i], ab))
    if st.listeners:
        character_koed(st, p)
        b = st.battle
        # the attacker, still the card that attacked
        if (by == "battle" and b is not None
                and st.incarnation[b.attacker] == b.attacker_incarnation):
            this_fires(st, L.WHEN_BATTLES_AND_KOS, b.attacker)


@task(TaskKind.PROCESS_PENDING)
def process_pending(st: GameState, t: Task) -> None:
    pending = st.pending
    if not pending:
        st.cur_gen = -1
        return
    moved = [e for e in pending if st.incarnation[e.card] != e.incarnation]
    for e in moved:
        # CR 8-1-3-1-3: the card moved before its effect could activate.
        pending.remove(e)
        if st.log is not None:
            st.log.append(E.EffectLapsed(st.turn, "8-1-3-1-3", e.card, True))
    if not pending:
        st.cur_gen = -1
        return
    gen = min(e.generation for e in pending)
    tp = st.turn_player
    for p in (tp, 1 - tp):
        mine = [e for e in pending if e.generation == gen and e.player == p]
        if mine:
            break
    st.tasks.append(PROCESS_PENDING_TASK)
    if len({(e.card, e.ability) for e in mine}) > 1:
        ask(st, p, DecisionKind.ORDER_EFFECTS)                      # CR 6-6-1-1-3, 8-6
        return
    start_pending(st, mine[0])


def start_pending(st: GameState, entry: Pending) -> None:
    st.pending.remove(entry)
    i, inc = entry.card, entry.incarnation
    st.cur_gen = entry.generation
    if st.incarnation[i] != inc:
        # CR 8-1-3-1-3: the card moved before its effect could activate.
        if st.log is not None:
            st.log.append(E.EffectLapsed(st.turn, "8-1-3-1-3", i, True))
        return
    st.tasks.append(ActivateTask(i, inc, entry.player, entry.ability, 0))


@decision(DecisionKind.ORDER_EFFECTS)
class OrderEffects:
    @staticmethod
    def enumerate(st: GameState) -> list:
        p = st.decision.player
        gen = min(e.generation for e in st.pending)
        seen = []
        for e in st.pending:
            if e.generation == gen and e.player == p:
                a = Action(ActionKind.RESOLVE_EFFECT, e.card, e.ability)
                if a not in seen:
                    seen.append(a)
        return seen

    @staticmethod
    def resolve(st: GameState, action: Action) -> None:
        p = st.decision.player
        gen = min(e.generation for e in st.pending)
        for e in st.pending:
            if (e.generation == gen and e.player == p and e.card == action.card
                    and e.ability == action.target):
                start_pending(st, e)
                return

    @staticmethod
    def describe(st: GameState, action: Action) -> str:
        if action.kind == ActionKind.RESOLVE_EFFECT:
            a = st.defs[action.card].abilities[action.target]
            return f"Resolve first: {card_name(st, action.card)} [{a.timing}]"
        return action.kind.replace("_", " ").capitalize()

    @staticmethod
    def why_illegal(st: GameState, action: Action) -> tuple[str, str | None]:
        if action.kind == ActionKind.RESOLVE_EFFECT:
            return ("that effect is not one of the effects of yours waiting to "
                    "resolve now"), "8-6-1"
        return not_an_option(st, action, "8-6-1")

    @staticmethod
    def purpose(st: GameState) -> Purpose:
        return _ORDER_PURPOSE


def activate_later(st: GameState, i: int, p: int, ab: int) -> None:
    """Activate an Event's effect, or one ability started by another ("Activate
    this card's [Main] effect"): its cost must be payable in full (CR
    8-3-1-3) and its "you may" cost may be declined (CR 8-3-1-4), which
    leaves the effect unresolved.  (A [Trigger] is activated, cost
    accepted, by the choice to use it: damage.Trigger.)"""
    st.tasks.append(ActivateTask(i, st.incarnation[i], p, ab, 0))


def needs_confirmation(a: L.Ability) -> bool:
    """Auto effects with a cost or a "you may" are the player's to decline."""
    return bool(a.cost) or a.optional


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
        if st.log is not None:
            st.log.append(E.CostUnpayable(st.turn, "8-3-1-3", p, i, a.timing, E.only(p)))
        return
    if not confirmed and needs_confirmation(a):
        st.tasks.append(t)
        ask(st, p, DecisionKind.CONFIRM, i)
        return
    begin(st, i, p, ab)


_ORDER_PURPOSE: Final = Purpose("Several of your effects happen at once: choose the one "
                                "that resolves first", "8-6-1")


@decision(DecisionKind.CONFIRM)
class Confirm:
    OPTIONS = (Action(ActionKind.ACCEPT), Action(ActionKind.DECLINE))

    @staticmethod
    def enumerate(st: GameState) -> tuple:
        return Confirm.OPTIONS

    @staticmethod
    def resolve(st: GameState, action: Action) -> None:
        t = st.tasks.pop()
        accepted = action.kind == ActionKind.ACCEPT
        if isinstance(t, RemoveReplaceTask):
            i, (j, ab) = t.card, t.source
            removal = RemoveTask(i, t.incarnation, t.dest, t.tried + (t.source,),
                                 t.by_opponent)
            if accepted:
                replace_ko(st, i, j, st.owner[i], ab, "leave the field",
                           applied_to_run(st, removal, j, ab))
            else:
                declined_for_run(st, removal, t.source)
                st.tasks.append(removal)
            return
        if isinstance(t, KoReplaceTask):
            i, (j, ab) = t.card, t.source
            retry = KoTask(i, t.incarnation, t.by, t.rule, t.tried + (t.source,), t.checked,
                           t.by_player)
            if accepted:
                replace_ko(st, i, j, st.owner[i], ab, cards=applied_to_run(st, retry, j, ab))
            else:
                declined_for_run(st, retry, t.source)
                st.tasks.append(retry)
            return
        if isinstance(t, RestReplaceTask):           # declined: the card is rested
            if accepted:
                begin(st, t.source[0], st.owner[t.card], t.source[1])
            else:
                rest_card(st, t.card)
            return
        if isinstance(t, EffectTask):                 # a "you may" step (resolution.abilities.i_may)
            st.tasks.append(EffectTask(t.card, t.incarnation, t.player, t.ability, t.pc,
                                       t.slots, 2 if accepted else 1))
            return
        assert isinstance(t, ActivateTask)
        i, inc, p, ab = t.card, t.incarnation, t.player, t.ability
        if accepted:
            st.tasks.append(ActivateTask(i, inc, p, ab, 1))
        else:
            a = st.defs[i].abilities[ab]
            if st.log is not None:
                st.log.append(E.AbilityDeclined(st.turn, "8-1-2", p, i, a.timing))

    @staticmethod
    def describe(st: GameState, action: Action) -> str:
        if action.kind == ActionKind.ACCEPT:
            i = st.decision.card
            if i < 0 or isinstance(st.tasks[-1], EffectTask):    # a step of a resolving effect
                return "Yes"
            return f"Yes: activate {card_name(st, i)}"
        if action.kind == ActionKind.DECLINE:
            return "No"
        return action.kind.replace("_", " ").capitalize()

    @staticmethod
    def why_illegal(st: GameState, action: Action) -> tuple[str, str | None]:
        return not_an_option(st, action, _confirmed(st)[2])

    @staticmethod
    def purpose(st: GameState) -> Purpose:
        from ..decisions import ability_wording, effect_purpose
        if isinstance(st.tasks[-1], EffectTask):          # a "you may" step: its words
            return effect_purpose(st, DecisionKind.CONFIRM, "8-3-1-4")
        i, ab, rule = _confirmed(st)
        return Purpose(f"You may: {ability_wording(st, i, ab)}", rule, i, ab)


def _confirmed(st: GameState) -> tuple[int, int, str]:
    """The card and ability a CONFIRM decision offers, and the rule: an
    optional effect or cost (CR 8-3-1-4) or a replacement (CR 8-1-3-4-1)."""
    t = st.tasks[-1]
    if isinstance(t, (RemoveReplaceTask, KoReplaceTask, RestReplaceTask)):
        return t.source[0], t.source[1], "8-1-3-4-1"
    assert isinstance(t, (ActivateTask, EffectTask))
    return t.card, t.ability, "8-3-1-4"


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
    L.WOULD_BE_KO_OR_REMOVED_BY_OPPONENT: "8-1-3-4", L.WOULD_BE_REMOVED_BY_OPPONENT_SHORT: "8-1-3-4",
    L.WOULD_BE_REMOVED_BY_OPPONENT_OR_KO: "8-1-3-4",
    L.WOULD_BE_RESTED_BY_OPPONENT_CHARACTER: "8-1-3-4",
    L.WHEN_ATTACKED: "7-1-3-1",
    **{t: "8-1-3-1" for t in L.EVENT_TIMINGS},
}


def begin(st: GameState, i: int, p: int, ab: int) -> None:
    """Activate an ability (CR 8-4-1): mark [Once Per Turn] and push its frame."""
    a = st.defs[i].abilities[ab]
    if a.once_per_turn:
        st.once_used.append(OnceUsed(i, st.incarnation[i], ab))   # CR 10-2-13-5
    if st.log is not None:
        st.log.append(E.AbilityActivated(st.turn, TIMING_RULES.get(a.timing, "8-4-1"), p, i,
                                         ab))
    t = EffectTask(i, st.incarnation[i], p, ab, 0, ((),) * max(a.slots, 1), 0)
    st.tasks.append(t)
    # a new task is held by st alone: its frame, once built, may keep it
    st.frame_task = t
    st.frame = None


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
    return cost_payable(st, i, p, ab, spent)


def cost_payable(st: GameState, i: int, p: int, ab: int, spent: int = 0) -> bool:
    """Whether player p can pay the whole activation cost of card i's
    ability `ab` (`spent`: active DON!! already committed): a cost that
    cannot be paid in full is not paid at all, and the ability is not
    activated (CR 8-3-1-3).  The one check of every path that starts an
    ability: the Main Phase, auto effects, Events and [Trigger]s, another
    ability's "activate this card's ..." and replacement effects."""
    a = st.defs[i].abilities[ab]
    return not a.cost or can_pay_all(st, a.cost, i, p, spent, a)


# -- event timings: "When <event>, ..." (language.EVENT_TIMINGS) ------------------
# The rules modules call these where the event happens, behind a check of
# `st.listeners` (empty unless a card of the game listens to an event).

def fire_event(st: GameState, timing: str, p: int) -> None:
    """Queue the `timing` effects of the cards on player p's field (CR 8-1-3-1)."""
    ids = st.listeners.get(timing)
    if ids:
        fire(st, timing, [i for i in ids if st.owner[i] == p and zones.on_field(st, i)])


def became_rested(st: GameState, i: int) -> None:
    """Card i became rested (CR 4-4-1-2): "When this Character becomes rested"."""
    this_fires(st, L.WHEN_RESTED, i)


def don_returned(st: GameState, p: int, n: int, by: int) -> None:
    """n DON!! of player p's field returned to their DON!! deck at once by
    a cost or effect of player `by` (whoever picks them): one event,
    whatever n (official rulings on OP02-071 and EB02-035).  "By your
    effect" is by the controller of the effect (CR 8-1-3-4-7 for a
    replacement): not when the opponent's effect makes p return them."""
    if n <= 0:
        return
    fire_event(st, L.WHEN_DON_RETURNED, p)
    if by == p:
        fire_event(st, L.WHEN_DON_RETURNED_BY_YOU, p)
    if n >= 2:
        fire_event(st, L.WHEN_2_DON_RETURNED, p)
    fire_event(st, L.WHEN_ANY_DON_RETURNED, p)
    fire_event(st, L.WHEN_ANY_DON_RETURNED, 1 - p)


def attack_dealt_damage(st: GameState, attacker: int) -> bool:
    """The attack of `attacker` dealt damage to a Life card (once per attack,
    [Double Attack] included); whether an effect was queued."""
    ids = st.listeners.get(L.WHEN_ATTACK_DEALS_DAMAGE)
    before = len(st.pending)
    if ids and attacker in ids:
        fire(st, L.WHEN_ATTACK_DEALS_DAMAGE, (attacker,))
    you_dealt_damage(st, attacker)
    return len(st.pending) > before


def you_dealt_damage(st: GameState, attacker: int) -> None:
    """The attack of `attacker` dealt damage to the opponent's Life: "When
    you deal damage to your opponent's Life" of its owner's cards, whichever
    card attacked; once per attack (official rulings on OP03-043)."""
    fire_event(st, L.WHEN_YOU_DEAL_DAMAGE, st.owner[attacker])


def battle_joined(st: GameState, attacker: int, target: int) -> None:
    """The battle's two cards are known (the Counter Step begins, CR 7-1-3):
    "When this Character battles <X> attribute Characters" of each, when
    the other is one of its opponent's Characters so described."""
    ids = st.listeners.get(L.WHEN_THIS_BATTLES)
    if not ids:
        return
    for i, other in ((attacker, target), (target, attacker)):
        if i not in ids or negated(st, i) or st.defs[other].category != CHARACTER_CATEGORY:
            continue
        d = st.defs[i]
        p = st.owner[i]
        gen = st.cur_gen + 1
        for ab in d.by_timing[L.WHEN_THIS_BATTLES]:
            a = d.abilities[ab]
            if a.event_cards is not None and not matches(st, other, a.event_cards, i):
                continue
            if a.conditions and not all_hold(st, a.conditions, i, p):
                continue
            if a.once_per_turn and used_this_turn(st, i, ab):
                continue
            st.pending.append(Pending(gen, p, i, st.incarnation[i], ab))


def played_from_hand(st: GameState, i: int) -> None:
    """Character i was played from its owner's hand (by the rules or an
    effect): "When you play a Character with no base effect from your hand"."""
    if has_no_base_effect(st.defs[i]):
        fire_event(st, L.WHEN_YOU_PLAY_VANILLA_FROM_HAND, st.owner[i])


def life_left(st: GameState, p: int, to_hand: bool) -> None:
    """Cards left player p's Life (to the hand if `to_hand`)."""
    if to_hand:
        fire_event(st, L.WHEN_LIFE_ADDED_TO_HAND, p)
    if not st.life[p]:
        fire_event(st, L.WHEN_LIFE_BECOMES_0, p)
    fire_event(st, L.WHEN_OPPONENT_LIFE_REMOVED, 1 - p)
    fire_event(st, L.WHEN_ANY_LIFE_REMOVED, p)
    fire_event(st, L.WHEN_ANY_LIFE_REMOVED, 1 - p)


def don_given(st: GameState, target: int, n: int) -> None:
    """n DON!! cards given to `target` (a Leader or Character): one event
    per DON!! card."""
    for _ in range(n):
        fire_event(st, L.WHEN_GIVEN_DON, st.owner[target])


def trigger_activated(st: GameState) -> None:
    """A [Trigger] activated, either player's (CR 10-1-5)."""
    fire_event(st, L.WHEN_TRIGGER_ACTIVATES, st.turn_player)
    fire_event(st, L.WHEN_TRIGGER_ACTIVATES, 1 - st.turn_player)


def this_fires(st: GameState, timing: str, i: int) -> None:
    """Fire `timing` for card i alone, if it listens to it."""
    ids = st.listeners.get(timing)
    if ids and i in ids:
        fire(st, timing, (i,))


def hand_trashed(st: GameState, p: int) -> None:
    """Cards of player p's hand were trashed by an effect or its cost."""
    fire_event(st, L.WHEN_HAND_TRASHED_BY_EFFECT, p)
    # noted for the turn
    if L.HAND_TRASHED_MARK in st.listeners and not any(
            m.kind == MOD_HAND_TRASHED and m.player == p for m in st.mods):
        st.mods.append(player_mod(MOD_HAND_TRASHED, p, 0, THIS_TURN, p, -1))


def _queue_described(st: GameState, timing: str, p: int, i: int, skip: int = -1) -> None:
    """Queue `timing`'s abilities of the cards on player p's field (but
    `skip`) whose description of the event's card fits card i (i is -1
    for an event without a card: any description fits)."""
    ids = st.listeners.get(timing)
    if not ids:
        return
    gen = st.cur_gen + 1
    for s in ids:
        if s == skip or st.owner[s] != p or not zones.on_field(st, s) or negated(st, s):
            continue
        d = st.defs[s]
        for ab in d.by_timing[timing]:
            a = d.abilities[ab]
            if i >= 0 and a.event_cards is not None and not matches(st, i, a.event_cards, s):
                continue
            if a.conditions and not all_hold(st, a.conditions, s, p):
                continue
            if a.once_per_turn and used_this_turn(st, s, ab):
                continue
            st.pending.append(Pending(gen, p, s, st.incarnation[s], ab))


def removed_by_effect(st: GameState, i: int, who: int) -> None:
    """Character i is about to leave the field by player `who`'s effect:
    "When your <Character> is removed from the field by your opponent's
    effect" of the other cards on its owner's field (checked while it is
    still there, for its description)."""
    p = st.owner[i]
    if who == 1 - p:
        _queue_described(st, L.WHEN_REMOVED_BY_OPPONENT, p, i, skip=i)


def damage_or_koed(st: GameState, p: int, i: int) -> None:
    """Player p took damage (i is -1), or their Character i is about to be
    K.O.'d: "When you take damage or your Character [with ...] is K.O.'d" of
    the cards on p's field (the Character's description checked while it is
    still there: official ruling on OP14-053)."""
    _queue_described(st, L.WHEN_DAMAGE_OR_CHARACTER_KOED, p, i)


def one_of_yours_koed(st: GameState, p: int, i: int) -> None:
    """Player p's Character i is about to be K.O.'d: "When one of your
    <Characters> is K.O.'d" of the cards on p's field, the Character's
    description checked while it is still there (as damage_or_koed)."""
    _queue_described(st, L.WHEN_ONE_OF_YOUR_CHARACTERS_KOED, p, i)


def character_played(st: GameState, p: int) -> None:
    """Player p played a Character (from the hand or by an effect)."""
    fire_event(st, L.WHEN_YOU_PLAY_CHARACTER, p)
    fire_event(st, L.WHEN_OPPONENT_PLAYS_CHARACTER, 1 - p)


def returned_to_hand(st: GameState, i: int, by: int) -> None:
    """Character i was returned to its owner's hand by player `by`'s effect."""
    if st.owner[i] != by:
        fire_event(st, L.WHEN_OPPONENT_CHARACTER_RETURNED_BY_YOU, by)


def drew_by_effect(st: GameState, p: int) -> None:
    """Player p drew by an effect: outside of their Draw Phase (CR 6-3)."""
    if st.phase != PHASE_DRAW or st.turn_player != p:
        fire_event(st, L.WHEN_DRAW_OUTSIDE_DRAW_PHASE, p)


def koed_abilities(st: GameState, i: int, by: str, who: int) -> list[int]:
    """The "When this Character is K.O.'d [by ...]" abilities of i that
    apply, checked on the field as [On K.O.] (CR 10-2-17)."""
    d = st.defs[i]
    p = st.owner[i]
    out: list[int] = []
    if negated(st, i):
        return out
    for timing in L.THIS_KOED_TIMINGS:
        if timing == L.WHEN_THIS_KOED_BY_EFFECT and by == L.BY_BATTLE:
            continue
        if timing == L.WHEN_THIS_KOED_BY_OPPONENT and (by == L.BY_BATTLE or who != 1 - p):
            continue
        for ab in d.by_timing.get(timing, ()):
            a = d.abilities[ab]
            if a.conditions and not all_hold(st, a.conditions, i, p):
                continue
            if a.once_per_turn and used_this_turn(st, i, ab):
                continue
            out.append(ab)
    return out


def character_koed(st: GameState, p: int) -> None:
    """A Character of player p was K.O.'d: once per Character (official
    ruling on ST08-001)."""
    fire_event(st, L.WHEN_CHARACTER_KOED, p)
    fire_event(st, L.WHEN_CHARACTER_KOED, 1 - p)
    fire_event(st, L.WHEN_OPPONENT_CHARACTER_KOED, 1 - p)


def event_activated(st: GameState, p: int, i: int) -> None:
    """Player p activated Event i ([Main] or [Counter], not a [Trigger]:
    official ruling on OP01-062); the effects resolve after it (CR 8-6)."""
    if L.EVENT_ACTIVATED_MARK in st.listeners:        # noted for the turn
        st.mods.append(player_mod(MOD_EVENT_ACTIVATED, p, st.defs[i].cost, THIS_TURN, p, -1))
    fire_event(st, L.WHEN_YOU_ACTIVATE_EVENT, p)
    fire_event(st, L.WHEN_OPPONENT_ACTIVATES_EVENT, 1 - p)
    fire_event(st, L.WHEN_OPPONENT_ACTIVATES_EVENT_OR_BLOCKER, 1 - p)


def blocker_activated(st: GameState, p: int) -> None:
    """Player p activated [Blocker] (CR 10-1-4)."""
    fire_event(st, L.WHEN_OPPONENT_ACTIVATES_BLOCKER, 1 - p)
    fire_event(st, L.WHEN_OPPONENT_ACTIVATES_A_BLOCKER, 1 - p)
    fire_event(st, L.WHEN_OPPONENT_ACTIVATES_EVENT_OR_BLOCKER, 1 - p)
