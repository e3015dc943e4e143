"""Card attacks and battles (CR 7-1): the Attack, Block, Counter and
Damage Steps and the End of the Battle."""

from __future__ import annotations

from typing import Final

from . import zones
from .actions import BLOCK_WITH, COUNTER_ON, COUNTER_WITH_EVENT, Action
from .constants import (BANISH, BLOCK, BLOCKER, BLOCKER_BAN, BLOCKER_BAN_COST, BLOCKER_BAN_MAX,
                        COUNTER, COUNTER_EVENT, DOUBLE_ATTACK,
                        END_COUNTERS, LEADER_AREA, MOD_CANNOT_BLOCK,
                        MOD_NO_BLOCK_ATTACKER,
                        MOD_POWER, NO_BLOCK, STEP_ATTACK, STEP_BLOCK,
                        STEP_COUNTER, STEP_DAMAGE, STEP_END, STEP_NONE,
                        THIS_BATTLE, TRASH, UNBLOCKABLE)
from .costs import event_playable, pay_don
from .effects import language as L
from .effects.triggers import activate_later, fire, flush, ko
from .effects.triggers import became_rested, blocker_activated, event_activated, this_fires
from .effects.triggers import battle_joined        # events family (round 2)
from . import events as E
from .loop import ask, decision, task
from .stats import cost as cost_of, has_mod, keywords, power
from .state import GameState
from .turn import end_durations

# Indexes into GameState.battle.
ATTACKER: Final = 0
TARGET: Final = 1
ATTACKER_INC: Final = 2
TARGET_INC: Final = 3
BLOCKED: Final = 4
CUT_SHORT: Final = 5
_NO_BLOCK: Final = Action(NO_BLOCK)
_END_COUNTERS: Final = Action(END_COUNTERS)


def declare_attack(st: GameState, attacker: int, target: int) -> None:
    """CR 7-1-1-1 and 7-1-1-2: rest the attacker and choose the target."""
    st.rested[attacker] = True
    st.battle = [attacker, target, st.incarnation[attacker], st.incarnation[target],
                 False, False]
    st.step = STEP_ATTACK
    if st.log is not None:
        st.log.append(E.AttackDeclared(st.turn, "7-1-1", st.turn_player, attacker, target,
                                       power(st, attacker)))
    st.tasks.extend([("end_of_battle",), ("damage_step",), ("counter_step",),
                     ("block_step",)])
    # CR 7-1-1-3, 10-2-16-1: [When Attacking], then [On Your Opponent's Attack].
    fire(st, L.WHEN_ATTACKING, (attacker,))
    d = 1 - st.turn_player
    fire(st, L.ON_OPPONENTS_ATTACK, (st.leaders[d], *st.chars[d], *st.stage[d]))
    if st.listeners:
        became_rested(st, attacker)
        if target == st.leaders[d]:
            this_fires(st, L.WHEN_ATTACKS_LEADER, attacker)
        this_fires(st, L.WHEN_ATTACKS_OR_ATTACKED, attacker)   # events family (round 2)


def battle_broken(st: GameState, rule: str) -> bool:
    """CR 7-1-1-4, 7-1-2-3 and the end of the Counter Step: when the
    attacker or the attacked card has left its area, the battle goes
    straight to its end."""
    b: list[int] = st.battle
    if b[CUT_SHORT]:
        return True
    inc = st.incarnation
    if inc[b[ATTACKER]] == b[ATTACKER_INC] and inc[b[TARGET]] == b[TARGET_INC]:
        return False
    b[CUT_SHORT] = True
    if st.log is not None:
        st.log.append(E.BattleAbandoned(st.turn, rule))
    return True


def blockers(st: GameState) -> list:
    """The defender's Characters able to block now (CR 7-1-2-1, 10-1-4-1)."""
    b: list[int] = st.battle
    a = b[ATTACKER]
    if b[BLOCKED] or keywords(st, a) & UNBLOCKABLE:   # CR 10-1-7-1
        return []
    defender = 1 - st.turn_player
    ban = None
    ban_max = None                  # tail family: Blockers with this power or less
    ban_cost = None                 # ... or this cost or less
    for m in st.mods:
        if m[0] == MOD_NO_BLOCK_ATTACKER and m[1] == a:
            return []
        if m[0] == BLOCKER_BAN and m[1] == -1 - defender:
            ban = m[2] if ban is None else min(ban, m[2])
        elif m[0] == BLOCKER_BAN_MAX and m[1] == -1 - defender:
            ban_max = m[2] if ban_max is None else max(ban_max, m[2])
        elif m[0] == BLOCKER_BAN_COST and m[1] == -1 - defender:
            ban_cost = m[2] if ban_cost is None else max(ban_cost, m[2])
    target = b[TARGET]
    rested = st.rested
    return [c for c in (st.leaders[defender], *st.chars[defender])
            if not rested[c] and c != target and keywords(st, c) & BLOCKER
            and (ban is None or power(st, c) < ban)
            and (ban_max is None or power(st, c) > ban_max)
            and (ban_cost is None or c == st.leaders[defender] or cost_of(st, c) > ban_cost)
            and not has_mod(st, c, MOD_CANNOT_BLOCK)]


@task("block_step")
def block_step(st: GameState, t: tuple) -> None:
    if flush(st, t):
        return
    if battle_broken(st, "7-1-1-4"):
        return
    st.step = STEP_BLOCK
    if blockers(st):
        ask(st, 1 - st.turn_player, BLOCK, st.battle[ATTACKER])
    elif keywords(st, st.battle[ATTACKER]) & UNBLOCKABLE:
        if st.log is not None:
            st.log.append(E.Unblockable(st.turn, "10-1-7-1", st.battle[ATTACKER]))


@decision(BLOCK)
class Block:
    @staticmethod
    def enumerate(st: GameState) -> list:
        acts = [BLOCK_WITH[c] for c in blockers(st)]
        acts.append(_NO_BLOCK)
        return acts

    @staticmethod
    def resolve(st: GameState, action: Action) -> None:
        if action.kind == NO_BLOCK:
            return
        c = action.card
        b: list[int] = st.battle
        st.rested[c] = True                           # CR 10-1-4-1
        b[TARGET] = c
        b[TARGET_INC] = st.incarnation[c]
        b[BLOCKED] = True
        if st.log is not None:
            st.log.append(E.Blocked(st.turn, "7-1-2", st.owner[c], c, power(st, c)))
        fire(st, L.ON_BLOCK, (c,))                    # CR 7-1-2-2
        if st.listeners:
            became_rested(st, c)
            blocker_activated(st, st.owner[c])


@task("counter_step")
def counter_step(st: GameState, t: tuple) -> None:
    if flush(st, t):
        return
    if battle_broken(st, "7-1-2-3"):
        return
    st.step = STEP_COUNTER
    st.tasks.append(("counter",))
    fire(st, L.WHEN_ATTACKED, (st.battle[TARGET],))  # CR 7-1-3-1
    if st.listeners:                                  # events family (round 2)
        this_fires(st, L.WHEN_ATTACKS_OR_ATTACKED, st.battle[TARGET])
        battle_joined(st, st.battle[ATTACKER], st.battle[TARGET])


def counter_cards(st: GameState, p: int) -> list:
    """Character cards in hand with a Counter value (CR 7-1-3-2-1)."""
    defs = st.defs
    return [i for i in st.hand[p] if defs[i].counter > 0 and defs[i].category == 1]


def counter_events(st: GameState, p: int) -> list:
    """Event cards in hand whose [Counter] effect can be used (CR 7-1-3-2-2)."""
    defs = st.defs
    active = st.don_active[p]
    return [i for i in st.hand[p]
            if defs[i].counter_ability >= 0 and event_playable(st, i, defs[i].counter_ability,
                                                                 active)]


@task("counter")
def counter(st: GameState, t: tuple) -> None:
    # The moved-card check comes only at the end of the Counter Step: a
    # Counter may still be used after the attacker has gone (CR 7-1-3-2).
    if flush(st, t):
        return
    defender = 1 - st.turn_player
    if counter_cards(st, defender) or counter_events(st, defender):
        ask(st, defender, COUNTER, st.battle[ATTACKER])


@decision(COUNTER)
class Counter:
    @staticmethod
    def enumerate(st: GameState) -> list:
        p = 1 - st.turn_player
        targets = [st.leaders[p]]
        targets.extend(st.chars[p])
        acts = []
        for i in counter_cards(st, p):
            row = COUNTER_ON[i]
            for tgt in targets:
                acts.append(row[tgt])
        for i in counter_events(st, p):
            acts.append(COUNTER_WITH_EVENT[i])
        acts.append(_END_COUNTERS)
        return acts

    @staticmethod
    def resolve(st: GameState, action: Action) -> None:
        if action.kind == END_COUNTERS:
            return
        if action.kind == COUNTER_EVENT:
            use_counter_event(st, action.card)
            return
        i, target = action.card, action.target
        p = st.owner[i]
        value = st.defs[i].counter
        zones.move(st, i, TRASH)                      # CR 7-1-3-2-1
        st.mods.append((MOD_POWER, target, value, THIS_BATTLE, p, i))
        if st.log is not None:
            st.log.append(E.CounterUsed(st.turn, "7-1-3-2-1", p, i, target, value,
                                        power(st, target)))
        st.tasks.append(("counter",))                 # any number of times


def use_counter_event(st: GameState, i: int) -> None:
    """CR 7-1-3-2-2: pay the Event's cost, trash it, activate its [Counter]."""
    p = st.owner[i]
    c = cost_of(st, i)
    pay_don(st, p, c)
    zones.move(st, i, TRASH)
    if st.log is not None:
        st.log.append(E.EventActivated(st.turn, "7-1-3-2-2", p, i, c))
    st.tasks.append(("counter",))                     # any number of times
    activate_later(st, i, p, st.defs[i].counter_ability)
    if st.listeners:
        event_activated(st, p)


@task("damage_step")
def damage_step(st: GameState, t: tuple) -> None:
    if flush(st, t):
        return
    # The end of the Counter Step (printed as a second 7-1-2-3 in v1.2.0).
    if battle_broken(st, "7-1-3"):
        return
    st.step = STEP_DAMAGE
    b: list[int] = st.battle
    a, target = b[ATTACKER], b[TARGET]
    pa, pt = power(st, a), power(st, target)
    if pa < pt:                                       # CR 7-1-4-2
        if st.log is not None:
            st.log.append(E.BattleResult(st.turn, "7-1-4-2", a, target, pa, pt, False, 0))
        return
    if st.area[target] == LEADER_AREA:                # CR 7-1-4-1-1
        k = keywords(st, a)
        n = 2 if k & DOUBLE_ATTACK else 1             # CR 10-1-2-1
        if st.log is not None:
            st.log.append(E.BattleResult(st.turn, "7-1-4-1-1", a, target, pa, pt, True, n))
        st.tasks.append(("damage", st.owner[target], n, 1 if k & BANISH else 0, a))
    else:                                             # CR 7-1-4-1-2
        if st.log is not None:
            st.log.append(E.BattleResult(st.turn, "7-1-4-1-2", a, target, pa, pt, True, 0))
        ko(st, target, "7-1-4-1-2", by="battle")


@task("end_of_battle")
def end_of_battle(st: GameState, t: tuple) -> None:
    if flush(st, t):
        return
    st.step = STEP_END                                # CR 7-1-5-1
    b: list[int] = st.battle
    # CR 7-1-5-2: "at the end of the battle" and "if this ... battles".
    fire(st, L.END_OF_BATTLE, [c for c in (b[ATTACKER], b[TARGET])
                               if st.incarnation[c] == (b[ATTACKER_INC] if c == b[ATTACKER]
                                                        else b[TARGET_INC])])
    st.tasks.append(("battle_over",))
    if st.delayed:                                    # events family (round 2)
        battle_end_delayed(st)
    if st.pending:
        st.tasks.append(("process_pending",))


def battle_end_delayed(st: GameState) -> None:
    """Events family (round 2): the steps waiting for "the end of this
    battle" (CR 7-1-5-2), the turn player's first, after the effects this
    end of the battle triggered."""
    due = [e for e in st.delayed if len(e) > 6]
    if not due:
        return
    st.delayed = [e for e in st.delayed if len(e) <= 6]
    tp = st.turn_player
    ordered = [e for e in due if e[0] == tp] + [e for e in due if e[0] != tp]
    for e in reversed(ordered):                       # a stack: the first goes last
        st.tasks.append(("effect", e[1], e[2], e[0], e[3], e[4], e[5], 0))


@task("battle_over")
def battle_over(st: GameState, t: tuple) -> None:
    tp = st.turn_player
    end_durations(st, THIS_BATTLE, tp)                # CR 7-1-5-3
    end_durations(st, THIS_BATTLE, 1 - tp)            # CR 7-1-5-4
    st.battle = None
    st.step = STEP_NONE                               # CR 7-1-5-5
