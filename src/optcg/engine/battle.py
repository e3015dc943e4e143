"""Card attacks and battles (CR 7-1): the Attack, Block, Counter and
Damage Steps and the End of the Battle."""

from __future__ import annotations

from . import zones
from .actions import Action
from .constants import (BLOCK, BLOCKER, CHARACTER_AREA, COUNTER, DECLARE_BLOCK,
                        DOUBLE_ATTACK, END_COUNTERS, LEADER_AREA, MOD_POWER,
                        NO_BLOCK, STEP_ATTACK, STEP_BLOCK, STEP_COUNTER,
                        STEP_DAMAGE, STEP_END, STEP_NONE, THIS_BATTLE, TRASH,
                        UNBLOCKABLE, USE_COUNTER, BANISH)
from .log import card_name, emit, player_name
from .loop import ask, decision, task
from .stats import keywords, power
from .state import GameState
from .turn import end_durations

# Indexes into GameState.battle.
ATTACKER, TARGET, ATTACKER_INC, TARGET_INC, BLOCKED, CUT_SHORT = range(6)


def can_attack(st: GameState, a: int) -> bool:
    return not st.rested[a] and st.area[a] in (LEADER_AREA, CHARACTER_AREA)


def declare_attack(st: GameState, attacker: int, target: int) -> None:
    """CR 7-1-1-1 and 7-1-1-2: rest the attacker and choose the target."""
    st.rested[attacker] = True
    st.battle = [attacker, target, st.incarnation[attacker], st.incarnation[target],
                 False, False]
    st.step = STEP_ATTACK
    emit(st, f"{player_name(st.turn_player)} attacks {card_name(st, target)} "
             f"with {card_name(st, attacker)} ({power(st, attacker)} power).", "7-1-1")
    st.tasks.extend([("end_of_battle",), ("damage_step",), ("counter_step",),
                     ("block_step",)])


def battle_broken(st: GameState, rule: str) -> bool:
    """CR 7-1-1-4, 7-1-2-3 and the end of the Counter Step: when the
    attacker or the attacked card has left its area, the battle goes
    straight to its end."""
    b = st.battle
    if b[CUT_SHORT]:
        return True
    inc = st.incarnation
    if inc[b[ATTACKER]] == b[ATTACKER_INC] and inc[b[TARGET]] == b[TARGET_INC]:
        return False
    b[CUT_SHORT] = True
    emit(st, "The attacking or attacked card has moved: the battle proceeds "
             "to its end.", rule)
    return True


def blockers(st: GameState) -> list:
    """The defender's Characters able to block now (CR 7-1-2-1, 10-1-4-1)."""
    b = st.battle
    if b[BLOCKED] or keywords(st, b[ATTACKER]) & UNBLOCKABLE:   # CR 10-1-7-1
        return []
    target = b[TARGET]
    rested = st.rested
    return [c for c in st.chars[1 - st.turn_player]
            if not rested[c] and c != target and keywords(st, c) & BLOCKER]


@task("block_step")
def block_step(st: GameState, t: tuple) -> None:
    if battle_broken(st, "7-1-1-4"):
        return
    st.step = STEP_BLOCK
    if blockers(st):
        ask(st, 1 - st.turn_player, BLOCK, st.battle[ATTACKER])
    elif keywords(st, st.battle[ATTACKER]) & UNBLOCKABLE:
        emit(st, f"{card_name(st, st.battle[ATTACKER])} is [Unblockable].", "10-1-7-1")


@decision(BLOCK)
class Block:
    @staticmethod
    def enumerate(st: GameState) -> list:
        acts = [Action(DECLARE_BLOCK, c) for c in blockers(st)]
        acts.append(Action(NO_BLOCK))
        return acts

    @staticmethod
    def resolve(st: GameState, action: Action) -> None:
        if action.kind == NO_BLOCK:
            return
        c = action.card
        b = st.battle
        st.rested[c] = True                           # CR 10-1-4-1
        b[TARGET] = c
        b[TARGET_INC] = st.incarnation[c]
        b[BLOCKED] = True
        emit(st, f"{player_name(st.owner[c])} blocks with {card_name(st, c)} "
                 f"({power(st, c)} power).", "7-1-2")


@task("counter_step")
def counter_step(st: GameState, t: tuple) -> None:
    if battle_broken(st, "7-1-2-3"):
        return
    st.step = STEP_COUNTER
    st.tasks.append(("counter",))


def counter_cards(st: GameState, p: int) -> list:
    """Character cards in hand with a Counter value (CR 7-1-3-2-1)."""
    defs = st.defs
    return [i for i in st.hand[p] if defs[i].counter > 0 and defs[i].category == 1]


@task("counter")
def counter(st: GameState, t: tuple) -> None:
    defender = 1 - st.turn_player
    if counter_cards(st, defender):
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
            for tgt in targets:
                acts.append(Action(USE_COUNTER, i, tgt))
        acts.append(Action(END_COUNTERS))
        return acts

    @staticmethod
    def resolve(st: GameState, action: Action) -> None:
        if action.kind == END_COUNTERS:
            return
        i, target = action.card, action.target
        p = st.owner[i]
        value = st.defs[i].counter
        zones.move(st, i, TRASH)                      # CR 7-1-3-2-1
        st.mods.append((MOD_POWER, target, value, THIS_BATTLE, p, i))
        emit(st, f"{player_name(p)} trashes {card_name(st, i)} from their hand: "
                 f"{card_name(st, target)} gains +{value} power during this battle "
                 f"({power(st, target)}).", "7-1-3-2-1")
        st.tasks.append(("counter",))                 # any number of times


@task("damage_step")
def damage_step(st: GameState, t: tuple) -> None:
    # The end of the Counter Step (printed as a second 7-1-2-3 in v1.2.0).
    if battle_broken(st, "7-1-3"):
        return
    st.step = STEP_DAMAGE
    b = st.battle
    a, target = b[ATTACKER], b[TARGET]
    pa, pt = power(st, a), power(st, target)
    if pa < pt:                                       # CR 7-1-4-2
        emit(st, f"{card_name(st, a)} ({pa}) loses the battle against "
                 f"{card_name(st, target)} ({pt}).", "7-1-4-2")
        return
    if st.area[target] == LEADER_AREA:                # CR 7-1-4-1-1
        k = keywords(st, a)
        n = 2 if k & DOUBLE_ATTACK else 1             # CR 10-1-2-1
        emit(st, f"{card_name(st, a)} ({pa}) wins the battle against "
                 f"{card_name(st, target)} ({pt}): {n} damage.", "7-1-4-1-1")
        st.tasks.append(("damage", st.owner[target], n, 1 if k & BANISH else 0))
    else:                                             # CR 7-1-4-1-2
        emit(st, f"{card_name(st, a)} ({pa}) wins the battle against "
                 f"{card_name(st, target)} ({pt}).", "7-1-4-1-2")
        ko(st, target, "7-1-4-1-2")


def ko(st: GameState, i: int, rule: str = "10-2-1") -> None:
    """K.O. a Character: place it in its owner's trash (CR 10-2-1-2)."""
    zones.move(st, i, TRASH)
    emit(st, f"{card_name(st, i)} is K.O.'d.", rule)


@task("end_of_battle")
def end_of_battle(st: GameState, t: tuple) -> None:
    st.step = STEP_END                                # CR 7-1-5-1
    tp = st.turn_player
    end_durations(st, THIS_BATTLE, tp)                # CR 7-1-5-3
    end_durations(st, THIS_BATTLE, 1 - tp)            # CR 7-1-5-4
    st.battle = None
    st.step = STEP_NONE                               # CR 7-1-5-5
