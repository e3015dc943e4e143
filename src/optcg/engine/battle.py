"""Card attacks and battles (CR 7-1): the Attack, Block, Counter and
Damage Steps and the End of the Battle."""

from __future__ import annotations

from typing import Final

from . import zones
from .actions import BLOCK_WITH, COUNTER_ON, COUNTER_WITH_EVENT, Action, Purpose
from .constants import (BANISH, BLOCKER, BLOCKER_BAN, BLOCKER_BAN_COST, BLOCKER_BAN_MAX,
                        CHARACTER, CHARACTER_AREA, DOUBLE_ATTACK, HAND,
                        LEADER_AREA, MOD_CANNOT_BLOCK,
                        MOD_NO_BLOCK_ATTACKER,
                        MOD_POWER, STEP_ATTACK, STEP_BLOCK,
                        STEP_COUNTER, STEP_DAMAGE, STEP_END, STEP_NONE,
                        THIS_BATTLE, TRASH, UNBLOCKABLE, ActionKind, DecisionKind)
from .costs import event_playable, pay_don
from .effects import language as L
from .effects.triggers import (activate_later, battle_joined, became_rested, blocker_activated,
                               event_activated, fire_card, fire_field, flush, ko,
                               this_fires)
from .effects.triggers import opponent_character_attacks
from . import events as E
from .decisions import card_purpose
from .legality import not_an_option
from .log import card_name, player_name
from .loop import ask, decision, task
from .records import (BATTLE_OVER_TASK, BLOCK_STEP_TASK, COUNTER_STEP_TASK, COUNTER_TASK,
                      DAMAGE_STEP_TASK, END_OF_BATTLE_TASK, PROCESS_PENDING_TASK, Battle,
                      DamageTask, EffectTask, OnceUsed, Task, TaskKind, card_mod)
from .stats import cost as cost_of, counter as counter_value, has_mod, keywords, power
from .carddef import STATIC_COUNTER
from .effects import statics
from .state import GameState
from .turn import end_durations

# The most frequent events are recorded raw, a plain tuple of their class
# and fields (events/deferred.py), and built only when the log is read; the
# classes are Final so that the native build reads them from C statics.
_ATTACK_DECLARED: Final = E.AttackDeclared
_COUNTER_USED: Final = E.CounterUsed
_BATTLE_RESULT: Final = E.BattleResult
_BLOCKED: Final = E.Blocked
_EVENT_ACTIVATED: Final = E.EventActivated

_NO_BLOCK: Final = Action(ActionKind.NO_BLOCK)
# a battle's steps as pushed on the task stack, the last to run first
# (one tuple, not a new list at each attack)
_BATTLE_STEPS: Final = (END_OF_BATTLE_TASK, DAMAGE_STEP_TASK, COUNTER_STEP_TASK,
                        BLOCK_STEP_TASK)
_END_COUNTERS: Final = Action(ActionKind.END_COUNTERS)


def declare_attack(st: GameState, attacker: int, target: int) -> None:
    """CR 7-1-1-1 and 7-1-1-2: rest the attacker and choose the target."""
    st.rested[attacker] = True
    st.battle = Battle(attacker, target, st.incarnation[attacker], st.incarnation[target],
                       False, False)
    st.step = STEP_ATTACK
    if st.log is not None:
        st.log.append((_ATTACK_DECLARED, st.turn, "7-1-1", st.turn_player, attacker, target,
                       power(st, attacker)))
    st.tasks.extend(_BATTLE_STEPS)
    # CR 7-1-1-3, 10-2-16-1: [When Attacking], then [On Your Opponent's Attack].
    fire_card(st, L.WHEN_ATTACKING, attacker)
    d = 1 - st.turn_player
    fire_field(st, L.ON_OPPONENTS_ATTACK, d)
    if st.listeners:
        opponent_character_attacks(st, attacker)
        became_rested(st, attacker)
        if target == st.leaders[d]:
            this_fires(st, L.WHEN_ATTACKS_LEADER, attacker)
        this_fires(st, L.WHEN_ATTACKS_OR_ATTACKED, attacker)


def battle_broken(st: GameState, rule: str) -> bool:
    """CR 7-1-1-4, 7-1-2-3 and the end of the Counter Step: when the
    attacker or the attacked card has left its area, the battle goes
    straight to its end."""
    b = st.battle
    assert b is not None
    if b.cut_short:
        return True
    inc = st.incarnation
    if inc[b.attacker] == b.attacker_incarnation and inc[b.target] == b.target_incarnation:
        return False
    b.cut_short = True
    if st.log is not None:
        st.log.append(E.BattleAbandoned(st.turn, rule))
    return True


def blockers(st: GameState) -> list:
    """The defender's Characters able to block now (CR 7-1-2-1, 10-1-4-1)."""
    b = st.battle
    assert b is not None
    a = b.attacker
    if b.blocked:
        return []
    defs = st.defs
    mods = st.mods
    # without a modifier or a permanent effect on the field that may give
    # [Blocker] or [Unblockable], those of a card are its printed ones
    # (stats.keywords)
    printed = not mods and not (st.field_statics
                                and statics.keywords_given(st) & (BLOCKER | UNBLOCKABLE))
    if (defs[a].keywords if printed else keywords(st, a)) & UNBLOCKABLE:   # CR 10-1-7-1
        return []
    defender = 1 - st.turn_player
    ban = None
    ban_max = None                  # Blockers with this power or less
    ban_cost = None                 # ... or this cost or less
    for m in mods:
        kind = m.kind
        if kind == MOD_NO_BLOCK_ATTACKER and m.card == a:
            return []
        if m.player != defender:
            continue
        if kind == BLOCKER_BAN:
            ban = m.value if ban is None else min(ban, m.value)
        elif kind == BLOCKER_BAN_MAX:
            ban_max = m.value if ban_max is None else max(ban_max, m.value)
        elif kind == BLOCKER_BAN_COST:
            ban_cost = m.value if ban_cost is None else max(ban_cost, m.value)
    target = b.target
    rested = st.rested
    out: list[int] = []             # a loop, not a comprehension: no call of its own
    for c in [st.leaders[defender], *st.chars[defender]]:   # (a list: no tuple made of it)
        if rested[c] or c == target:
            continue
        if ((defs[c].keywords if printed else keywords(st, c)) & BLOCKER
                and (ban is None or power(st, c) < ban)
                and (ban_max is None or power(st, c) > ban_max)
                and (ban_cost is None or c == st.leaders[defender]
                     or cost_of(st, c) > ban_cost)
                and not (mods and has_mod(st, c, MOD_CANNOT_BLOCK))):
            out.append(c)
    return out


@task(TaskKind.BLOCK_STEP)
def block_step(st: GameState, t: Task) -> None:
    if st.pending and flush(st, t):
        return
    if battle_broken(st, "7-1-1-4"):
        return
    st.step = STEP_BLOCK
    b = st.battle
    assert b is not None
    if blockers(st):
        ask(st, 1 - st.turn_player, DecisionKind.BLOCK, b.attacker)
        return
    if st.log is not None and keywords(st, b.attacker) & UNBLOCKABLE:   # only recorded
        st.log.append(E.Unblockable(st.turn, "10-1-7-1", b.attacker))
    if st.strict:                                     # the step stops: "no block" only
        ask(st, 1 - st.turn_player, DecisionKind.BLOCK, b.attacker)


@decision(DecisionKind.BLOCK)
class Block:
    RULE = "7-1-2"

    @staticmethod
    def enumerate(st: GameState) -> list:
        acts = [BLOCK_WITH[c] for c in blockers(st)]
        acts.append(_NO_BLOCK)
        return acts

    @staticmethod
    def resolve(st: GameState, action: Action) -> None:
        if action.kind == ActionKind.NO_BLOCK:
            return
        c = action.card
        b = st.battle
        assert b is not None
        st.rested[c] = True                           # CR 10-1-4-1
        b.target = c
        b.target_incarnation = st.incarnation[c]
        b.blocked = True
        if st.log is not None:
            st.log.append((_BLOCKED, st.turn, "7-1-2", st.owner[c], c, power(st, c)))
        fire_card(st, L.ON_BLOCK, c)                  # CR 7-1-2-2
        if st.listeners:
            became_rested(st, c)
            blocker_activated(st, st.owner[c])

    @staticmethod
    def describe(st: GameState, action: Action) -> str:
        if action.kind == ActionKind.DECLARE_BLOCK:
            return f"Block with {card_name(st, action.card)}"
        return action.kind.replace("_", " ").capitalize()

    @staticmethod
    def why_illegal(st: GameState, action: Action) -> tuple[str, str | None]:
        if action.kind != ActionKind.DECLARE_BLOCK or action.card == -1:
            return not_an_option(st, action, "7-1-2")
        c = action.card
        b = st.battle
        assert b is not None
        player = st.decision.player
        if st.owner[c] != player or st.area[c] != CHARACTER_AREA:
            return f"{card_name(st, c)} is not one of {player_name(player)}'s Characters", "7-1-2-1"
        if not keywords(st, c) & BLOCKER:
            return f"{card_name(st, c)} does not have [Blocker]", "10-1-4-1"
        if st.rested[c]:
            return f"{card_name(st, c)} is rested; a [Blocker] must rest to block", "10-1-4-1"
        if c == b.target:
            return f"{card_name(st, c)} is the card being attacked", "10-1-4-1"
        if keywords(st, b.attacker) & UNBLOCKABLE:
            return f"{card_name(st, b.attacker)} is [Unblockable]", "10-1-7-1"
        return f"{card_name(st, c)} cannot block this attack (an effect forbids it)", "8-1-3-3"

    @staticmethod
    def purpose(st: GameState) -> Purpose:
        return card_purpose("Block Step: block the attack with a [Blocker], or not", Block.RULE,
                            st.decision.card)


@task(TaskKind.COUNTER_STEP)
def counter_step(st: GameState, t: Task) -> None:
    if st.pending and flush(st, t):
        return
    if battle_broken(st, "7-1-2-3"):
        return
    st.step = STEP_COUNTER
    st.tasks.append(COUNTER_TASK)
    b = st.battle
    assert b is not None
    fire_card(st, L.WHEN_ATTACKED, b.target)          # CR 7-1-3-1
    if st.listeners:
        this_fires(st, L.WHEN_ATTACKS_OR_ATTACKED, b.target)
        battle_joined(st, b.attacker, b.target)


def counter_cards(st: GameState, p: int) -> list:
    """Character cards in hand with a Counter value (CR 7-1-3-2-1)."""
    defs = st.defs
    if st.field_statics and statics.on_field(st, STATIC_COUNTER):   # values set by a card
        return [i for i in st.hand[p] if counter_value(st, i) > 0 and defs[i].category == 1]
    out: list[int] = []             # a loop, not a comprehension: no call of its own
    for i in st.hand[p]:
        d = defs[i]
        if d.counter > 0 and d.category == 1:
            out.append(i)
    return out


def counter_events(st: GameState, p: int) -> list:
    """Event cards in hand whose [Counter] effect can be used (CR 7-1-3-2-2)."""
    defs = st.defs
    active = st.don_active[p]
    out: list[int] = []             # as in counter_cards
    for i in st.hand[p]:
        ab = defs[i].counter_ability
        if ab >= 0 and event_playable(st, i, ab, active):
            out.append(i)
    return out


@task(TaskKind.COUNTER)
def counter(st: GameState, t: Task) -> None:
    # The moved-card check comes only at the end of the Counter Step: a
    # Counter may still be used after the attacker has gone (CR 7-1-3-2).
    if st.pending and flush(st, t):
        return
    defender = 1 - st.turn_player
    # conceal_decisions: asked even with no Counter to use (only ending the
    # step offered), so that whether it is asked tells nothing of the hand
    if (st.conceal_decisions or counter_cards(st, defender) or counter_events(st, defender)
            or st.strict):
        b = st.battle
        assert b is not None
        ask(st, defender, DecisionKind.COUNTER, b.attacker)


@decision(DecisionKind.COUNTER)
class Counter:
    RULE = "7-1-3-2"

    @staticmethod
    def enumerate(st: GameState) -> list:
        p = 1 - st.turn_player
        acts = []
        cards = counter_cards(st, p)
        if cards:
            targets = [st.leaders[p], *st.chars[p]]
            for i in cards:
                row = COUNTER_ON[i]
                for tgt in targets:
                    acts.append(row[tgt])
        for i in counter_events(st, p):
            acts.append(COUNTER_WITH_EVENT[i])
        acts.append(_END_COUNTERS)
        return acts

    @staticmethod
    def resolve(st: GameState, action: Action) -> None:
        if action.kind == ActionKind.END_COUNTERS:
            return
        if action.kind == ActionKind.COUNTER_EVENT:
            use_counter_event(st, action.card)
            return
        i, target = action.card, action.target
        p = st.owner[i]
        value = counter_value(st, i)
        zones.move(st, i, TRASH)                      # CR 7-1-3-2-1
        st.mods.append(card_mod(MOD_POWER, target, value, THIS_BATTLE, p, i))
        if st.log is not None:
            st.log.append((_COUNTER_USED, st.turn, "7-1-3-2-1", p, i, target, value,
                           power(st, target)))
        st.tasks.append(COUNTER_TASK)                 # any number of times

    @staticmethod
    def describe(st: GameState, action: Action) -> str:
        k = action.kind
        if k == ActionKind.USE_COUNTER:
            return (f"Counter: trash {card_name(st, action.card)} for "
                    f"+{counter_value(st, action.card)} to {card_name(st, action.target)}")
        if k == ActionKind.COUNTER_EVENT:
            return f"Counter: activate the Event {card_name(st, action.card)}"
        return k.replace("_", " ").capitalize()

    @staticmethod
    def why_illegal(st: GameState, action: Action) -> tuple[str, str | None]:
        p = st.decision.player
        i = action.card
        if action.kind not in (ActionKind.USE_COUNTER, ActionKind.COUNTER_EVENT) or i == -1:
            return not_an_option(st, action, "7-1-3-2")
        if st.area[i] != HAND or st.owner[i] != p:
            return f"{card_name(st, i)} is not in {player_name(p)}'s hand", "7-1-3-2-1"
        if action.kind == ActionKind.COUNTER_EVENT:
            if i not in counter_events(st, p):
                return (f"{card_name(st, i)} has no [Counter] effect that can be "
                        "activated now"), "7-1-3-2-2"
            return not_an_option(st, action, "7-1-3-2")
        if i not in counter_cards(st, p):
            return f"{card_name(st, i)} is not a Character card with a Counter value", "7-1-3-2-1"
        return ("a Counter raises the power of your own Leader or one of your "
                "Characters"), "7-1-3-2-1"

    @staticmethod
    def purpose(st: GameState) -> Purpose:
        return card_purpose("Counter Step: raise the power of the attacked card with "
                            "Counters, or go on to the Damage Step", Counter.RULE,
                            st.decision.card)


def use_counter_event(st: GameState, i: int) -> None:
    """CR 7-1-3-2-2: pay the Event's cost, trash it, activate its [Counter]."""
    p = st.owner[i]
    c = cost_of(st, i)
    pay_don(st, p, c)
    zones.move(st, i, TRASH)
    if st.log is not None:
        st.log.append((_EVENT_ACTIVATED, st.turn, "7-1-3-2-2", p, i, c))
    st.tasks.append(COUNTER_TASK)                     # any number of times
    activate_later(st, i, p, st.defs[i].counter_ability)
    if st.listeners:
        event_activated(st, p, i)


@task(TaskKind.DAMAGE_STEP)
def damage_step(st: GameState, t: Task) -> None:
    if st.pending and flush(st, t):
        return
    # The end of the Counter Step (printed as a second 7-1-2-3 in v1.2.0).
    if battle_broken(st, "7-1-3"):
        return
    st.step = STEP_DAMAGE
    b = st.battle
    assert b is not None
    a, target = b.attacker, b.target
    pa, pt = power(st, a), power(st, target)
    if pa < pt:                                       # CR 7-1-4-2
        if st.log is not None:
            st.log.append((_BATTLE_RESULT, st.turn, "7-1-4-2", a, target, pa, pt, False, 0))
        return
    if st.area[target] == LEADER_AREA:                # CR 7-1-4-1-1
        k = keywords(st, a)
        n = 2 if k & DOUBLE_ATTACK else 1             # CR 10-1-2-1
        if st.log is not None:
            st.log.append((_BATTLE_RESULT, st.turn, "7-1-4-1-1", a, target, pa, pt, True, n))
        st.tasks.append(DamageTask(st.owner[target], n, 1 if k & BANISH else 0, a))
    else:                                             # CR 7-1-4-1-2
        if st.log is not None:
            st.log.append((_BATTLE_RESULT, st.turn, "7-1-4-1-2", a, target, pa, pt, True, 0))
        ko(st, target, "7-1-4-1-2", by="battle")


@task(TaskKind.END_OF_BATTLE)
def end_of_battle(st: GameState, t: Task) -> None:
    if st.pending and flush(st, t):
        return
    st.step = STEP_END                                # CR 7-1-5-1
    b = st.battle
    assert b is not None
    if L.BATTLED_LISTEN in st.listeners and not b.cut_short:
        _note_battled(st, b)
    # CR 7-1-5-2: "at the end of the battle" and "if this ... battles".
    if st.incarnation[b.attacker] == b.attacker_incarnation:
        fire_card(st, L.END_OF_BATTLE, b.attacker)
    if st.incarnation[b.target] == (b.attacker_incarnation if b.target == b.attacker
                                    else b.target_incarnation):
        fire_card(st, L.END_OF_BATTLE, b.target)
    st.tasks.append(BATTLE_OVER_TASK)
    if st.delayed:
        battle_end_delayed(st)
    if st.pending:
        st.tasks.append(PROCESS_PENDING_TASK)


def _note_battled(st: GameState, b: Battle) -> None:
    """Each card listening for it notes, for this turn, a battle with an
    opponent's Character that reached its end (CR 7-1-5-2;
    language.BattledCharacterThisTurn)."""
    ids = st.listeners[L.BATTLED_LISTEN]
    for c, inc, other in ((b.attacker, b.attacker_incarnation, b.target),
                          (b.target, b.target_incarnation, b.attacker)):
        if c in ids and st.defs[other].category == CHARACTER:
            mark = OnceUsed(c, inc, L.BATTLED_MARK)
            if mark not in st.once_used:
                st.once_used.append(mark)


def battle_end_delayed(st: GameState) -> None:
    """The steps waiting for "the end of this
    battle" (CR 7-1-5-2), the turn player's first, after the effects this
    end of the battle triggered."""
    due = [e for e in st.delayed if e.battle_end]
    if not due:
        return
    st.delayed = [e for e in st.delayed if not e.battle_end]
    tp = st.turn_player
    ordered = [e for e in due if e.player == tp] + [e for e in due if e.player != tp]
    for e in reversed(ordered):                       # a stack: the first goes last
        st.tasks.append(EffectTask(e.card, e.incarnation, e.player, e.ability, e.pc, e.slots, 0))


@task(TaskKind.BATTLE_OVER)
def battle_over(st: GameState, t: Task) -> None:
    tp = st.turn_player
    if st.mods:                                       # (nothing to end without)
        end_durations(st, THIS_BATTLE, tp)            # CR 7-1-5-3
        end_durations(st, THIS_BATTLE, 1 - tp)        # CR 7-1-5-4
    st.battle = None
    st.step = STEP_NONE                               # CR 7-1-5-5
