"""When effects happen: the queue of triggered effects, their order, and
the choices to use an optional effect or a replacement.

- An event (a card played, an attack declared, a K.O. ...) *fires* the auto
  effects of the cards it concerns; each whose conditions hold is queued in
  `GameState.pending` (CR 8-1-3-1, 8-3-2-3; activation.fire).
- Queued effects resolve at the next check point of the core, never in the
  middle of another effect (CR 8-6-3) nor of damage processing (CR 8-6-2):
  the turn player's first, in the order they choose, then the other
  player's; effects queued while those resolve come after them (CR 8-6-1,
  8-6-1-1).  Each queued entry is a records.Pending.
- Activation (CR 8-4-1) is in `activation`, the "When <event>" timings in
  `event_timings`, K.O.s, removals and their replacement effects in
  `ko_and_removal`.  Their names are also importable from here, as the rules
  modules and older code import them.
"""

from __future__ import annotations

from typing import Final

from .. import events as E
from ..actions import Action, Purpose
from ..constants import ActionKind, DecisionKind
from ..legality import not_an_option
from ..log import card_name
from ..loop import ask, decision, task
from ..records import (PROCESS_PENDING_TASK, ActivateTask, EffectTask, KoReplaceTask, KoTask,
                       Pending, RemoveReplaceTask, RemoveTask, RestReplaceTask, Task, TaskKind)
from ..state import GameState
from ..stats import negated  # noqa: F401  (imported from here by card tests)
from .replacements import applied_to_run, declined_for_run
# the timing core's other modules, importable from here
from .activation import DECLINE_ONLY
from .activation import (TIMING_RULES, ability_index, activate, activate_later,  # noqa: F401
                         begin, can_activate, cost_payable, fire, fire_card, fire_field,
                         needs_confirmation, used_this_turn)
from .event_timings import (attack_dealt_damage, battle_joined, became_rested,  # noqa: F401
                            blocker_activated, character_koed, character_played,
                            damage_or_koed, don_given, don_returned, drew_by_effect,
                            event_activated, fire_event, hand_trashed, koed_abilities,
                            life_left, one_of_yours_koed, opponent_character_attacks,
                            played_from_hand, removed_by_effect,
                            returned_to_hand, this_fires, trigger_activated, you_dealt_damage)
from .ko_and_removal import (can_carry_out, choosable, do_ko, ko, ko_task,  # noqa: F401
                             may_replace_leaving, may_replace_removal, move_from_field,
                             protected, remove_task, replace_ko, replacements, rest_card,
                             rest_replace_task, rest_replacement)


def flush(st: GameState, t: Task) -> bool:
    """At a check point: resolve queued effects first, then come back to `t`."""
    if st.pending:
        st.tasks.append(t)
        st.tasks.append(PROCESS_PENDING_TASK)
        return True
    return False


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
            st.log.append((E.EffectLapsed, st.turn, "8-1-3-1-3", e.card, True))
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
            st.log.append((E.EffectLapsed, st.turn, "8-1-3-1-3", i, True))
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


_ORDER_PURPOSE: Final = Purpose("Several of your effects happen at once: choose the one "
                                "that resolves first", "8-6-1")


@decision(DecisionKind.CONFIRM)
class Confirm:
    OPTIONS = (Action(ActionKind.ACCEPT), Action(ActionKind.DECLINE))

    DECLINE_ONLY = (Action(ActionKind.DECLINE),)

    @staticmethod
    def enumerate(st: GameState) -> tuple:
        t = st.tasks[-1]
        if isinstance(t, ActivateTask) and t.confirmed == DECLINE_ONLY:
            return Confirm.DECLINE_ONLY                 # a cost it cannot pay (CR 8-3-1-3)
        if st.conceal_decisions and isinstance(t, (KoReplaceTask, RemoveReplaceTask)):
            j, ab = t.source                            # asked to conceal the hand
            if not can_carry_out(st, st.defs[j].abilities[ab], j, st.owner[t.card]):
                return Confirm.DECLINE_ONLY             # CR 8-1-3-4-5
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
            else:       # the replacement is for the opponent's effects only
                rest_card(st, t.card, 1 - st.owner[t.card])
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
            if st.log is None:
                pass
            elif t.confirmed == DECLINE_ONLY:         # seen by others as declined
                st.log.append((E.CostUnpayable, st.turn, "8-3-1-3", p, i, a.timing, E.only(p)))
            else:
                st.log.append((E.AbilityDeclined, st.turn, "8-1-2", p, i, a.timing))

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


