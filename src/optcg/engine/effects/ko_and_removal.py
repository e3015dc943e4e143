"""K.O.s, removals from the field and rests by an effect, and the
replacement effects that may stand in for them (CR 8-1-3-4).

- A K.O. (CR 10-2-1) and a removal from the field by an effect (CR 8-4-3)
  are tasks: the K.O. may be prevented (CR 10-2-1-3), and either may be
  replaced, the card's own replacement effects first, then those of its
  owner's other cards (CR 8-1-3-4-2, 8-1-3-4-3), each once.
- A replacement that cannot be carried out does not apply (CR 8-1-3-4-5):
  `can_carry_out` checks it has the cards, DON!! and Life it needs.
- [On K.O.] effects are checked on the field and resolve from the trash
  (CR 10-2-17).
"""

from __future__ import annotations

from typing import Final

from .. import zones
from .. import events as E
from ..carddef import timing_bit
from ..constants import (CHARACTER_AREA, DECK, HAND, TRASH, DecisionKind, MOD_CANNOT_BE_RESTED,
                         STAGE_AREA, CHARACTER as CHARACTER_CATEGORY)
from ..loop import ask, task
from ..records import (KoReplaceTask, KoTask, Pending, RemoveReplaceTask, RemoveTask,
                       RestReplaceTask, TaskKind)
from ..state import GameState
from ..stats import has_mod, negated
from . import language as L
from .language import Choose
from . import statics
from .activation import begin, begin_with, cost_payable, used_this_turn
from .event_timings import (became_rested, character_koed, damage_or_koed, koed_abilities,
                            koed_not_by_opponent, one_of_yours_koed, removed_by_effect,
                            left_field,
                            this_fires)
from .targets import (all_hold, find, don_on_field, turnable_life, rest_cards_candidates)
from .replacements import DECIDED, applied_to_run, covers, wait_for_run

# The most frequent events are recorded raw (events/deferred.py), built only
# when the log is read; Final, so that the native build reads them from C statics.
_KOD: Final = E.KOd
# The timings of the abilities that may replace a K.O. by each cause, or a
# removal from the field by an effect, in the order they are offered:
# leaving or being removed from the field counts whatever the cause.
_LEAVING: Final = (L.WOULD_LEAVE_FIELD, L.WOULD_BE_REMOVED)
_KO_IN_BATTLE: Final = (L.WOULD_BE_KO, L.WOULD_BE_KO_IN_BATTLE, *_LEAVING,
                        L.WOULD_BE_KO_OR_REMOVED_BY_OPPONENT)
_KO_BY_EFFECT: Final = (L.WOULD_BE_KO, L.WOULD_BE_KO_BY_EFFECT, *_LEAVING,
                        L.WOULD_BE_KO_OR_REMOVED_BY_OPPONENT)
_KO_BY_OPPONENT: Final = (*_KO_BY_EFFECT, L.WOULD_BE_KO_BY_OPPONENT,
                          L.WOULD_BE_REMOVED_BY_OPPONENT)
_REMOVED_BY_OPPONENT: Final = (*_LEAVING, L.WOULD_BE_REMOVED_BY_OPPONENT,
                               L.WOULD_BE_KO_OR_REMOVED_BY_OPPONENT)
# Their timing bits (CardDef.timings; one bit a timing, so the sum of the
# distinct ones is their union): a card with none of them is passed over
# before its negation is read or its abilities are looked up.
_REPLACING: Final = sum({timing_bit(t) for t in (*_KO_IN_BATTLE, *_KO_BY_OPPONENT,
                                                 *_REMOVED_BY_OPPONENT)})


def ko(st: GameState, i: int, rule: str = "10-2-1", by: str = "effects", who: int = -1) -> None:
    """Push the K.O. of Character `i` caused by "battle" or "effects" (of
    player `who`, -1: unknown): a task, since it may be prevented (CR
    10-2-1-3) or replaced (CR 8-1-3-4)."""
    st.tasks.append(KoTask(i, st.incarnation[i], by, rule, (), 0, who))


def protected(st: GameState, i: int, by: str, src: int = -1) -> bool:
    """Whether card i cannot be K.O.'d `by` battle or an effect of card
    `src` (-1: not known) now (CR 10-2-1-3)."""
    if (statics.cannot_be_koed(st, i, by, src)
            or (st.mods and statics.protected_by_mods(st, i, by))):
        if st.log is not None:
            st.log.append((E.Protected, st.turn, "10-2-1-3", i, by))
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
        if not d.timings & _REPLACING:
            continue
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
        st.log.append((E.KOd, st.turn, rule, i))


def _replaces(st: GameState, j: int, ab: int, i: int, p: int) -> bool:
    """Whether card j's replacement effect `ab` applies to the K.O. of card i."""
    if not covers(st, j, ab, i, p):
        return False
    a = st.defs[j].abilities[ab]
    if a.once_per_turn and used_this_turn(st, j, ab):
        return False
    # CR 8-1-3-4-5: a replacement that cannot be carried out does not apply;
    # conceal_decisions: one turning on hand cards is asked as if it could
    # (to be declined only, triggers.Confirm), so that asking tells nothing
    return cost_payable(st, j, p, ab) and can_carry_out(
        st, a, j, p, st.conceal_decisions and not a.forced)


# -- "would be removed from the field by your opponent's effect" --

def may_replace_removal(st: GameState, i: int) -> bool:
    """Whether a card of i's owner has an effect that may replace i's removal
    from the field by an opponent's effect (a quick test before the moves)."""
    p = st.owner[i]
    for j in (st.leaders[p], *st.chars[p], *st.stage[p]):
        timings = st.defs[j].by_timing
        if L.WOULD_BE_REMOVED_BY_OPPONENT in timings \
                or L.WOULD_BE_KO_OR_REMOVED_BY_OPPONENT in timings:
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
    return _abilities_at(d, _REMOVED_BY_OPPONENT if by_opponent else _LEAVING)


def _abilities_at(d, timings: tuple[str, ...]) -> tuple[int, ...]:
    """Card d's abilities of these timings, timing by timing."""
    get = d.by_timing.get
    out: tuple[int, ...] = ()
    for t in timings:
        out += get(t, ())
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
        if not d.timings & _REPLACING:
            continue
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
    if st.listeners:
        left_field(st, i)
    zones.move(st, i, HAND if dest == "hand" else TRASH if dest == "trash" else DECK,
               bottom=dest == "bottom")
    if st.log is not None:
        st.log.append((E.CardMoved, st.turn, "8-4-3", i, st.owner[i], -1, src, st.area[i],
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


def rest_card(st: GameState, i: int, by: int = -1) -> None:
    """An effect of player `by` rests card i (CR 4-4-1-2)."""
    st.rested[i] = True
    if st.log is not None:
        st.log.append((E.Rested, st.turn, "4-4-1-2", i, -1, False))
    if st.listeners:
        became_rested(st, i, by)


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
    if by == L.BY_BATTLE:
        return _abilities_at(d, _KO_IN_BATTLE)
    return _abilities_at(d, _KO_BY_OPPONENT if by == L.BY_OPPONENTS_EFFECTS else _KO_BY_EFFECT)


def can_carry_out(st: GameState, a: L.Ability, src: int, ctl: int,
                  unseen: bool = False) -> bool:
    """Whether every "choose N" of the effect has N cards to choose from,
    and a card to rest is active (a replacement that cannot be carried out
    cannot apply: CR 8-1-3-4-5).  `unseen`: as the other player can tell,
    a choice from the hand counting every card of it (its size is public)."""
    for step in a.steps:
        if not _enough_for(st, step, ctl):
            return False
        target = getattr(step, "target", None)
        rest = type(step) is L.Rest                # a rested card cannot be rested
        if rest and isinstance(target, L.This) and st.rested[src]:
            return False                           # (official ruling on OP10-032)
        if isinstance(target, Choose) and target.count.low:
            if unseen and target.cards.area == L.HAND and not target.cards.alt:
                if len(st.hand[ctl if target.cards.owner == L.YOU else 1 - ctl]) \
                        < target.count.low:
                    return False
                continue
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
            st.log.append((E.Replaced, st.turn, "8-1-3-4", c, what != "be K.O.'d"))
    if st.defs[j].abilities[ab].timing in L.WOULD_BE_KO_TIMINGS:
        # "that Character" of the steps is the replaced cards (compiler slot 1)
        begin_with(st, j, p, ab, cards)
    else:
        begin(st, j, p, ab)


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
        else:
            left_field(st, i)
        if by == L.BY_BATTLE or who != 1 - p:
            koed_not_by_opponent(st, p, i)
        damage_or_koed(st, p, i)
        one_of_yours_koed(st, p, i)
    zones.move(st, i, TRASH)
    if st.log is not None:
        st.log.append((_KOD, st.turn, rule, i))
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

