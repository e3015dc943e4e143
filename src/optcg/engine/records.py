"""The typed records of the game state.

Every record but the battle is never changed once made: a clone shares
them (GameState.clone copies the lists that hold them, not the records).
The battle changes as it goes (a block changes its target), so a clone
copies it.  The one exception is the effect task a state keeps with its
working frame (GameState.frame_task): no other state holds it, so the
runtime brings it up to date in place, and clone() gives it up first.  Records are slotted classes rather than tuples: reading a field
by name costs no more than a tuple index, and the native build compiles
them to C structs.

`FIELDS` names each record's fields in the order of its constructor; the
save format (serialize.py) writes them by name.  A card is a card instance
id, a player is 0 or 1, and -1 says "none" where a field may be empty.
"""

from __future__ import annotations

from typing import ClassVar, Final

NONE: Final = -1           # no card, no player


class Record:
    """Field-wise equality and a readable repr for every record."""

    __slots__ = ()
    FIELDS: ClassVar[tuple[str, ...]] = ()

    def values(self) -> tuple:
        return tuple([getattr(self, name) for name in self.FIELDS])

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and isinstance(other, Record) \
            and self.values() == other.values()

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.values()))

    def __repr__(self) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.FIELDS)
        return f"{type(self).__name__}({inner})"


# -- tasks: the pending work of the loop (loop.py) ------------------------------------

class TaskKind:
    """The kinds of task: each names the handler that runs it (loop.task)
    and is written in saves."""

    START_OF_GAME: Final = "start_of_game"
    OPENING_HANDS: Final = "opening_hands"
    PLACE_LIFE: Final = "place_life"
    START_TURN: Final = "start_turn"
    REFRESH_PHASE: Final = "refresh_phase"
    REFRESH_CARDS: Final = "refresh_cards"
    DRAW_PHASE: Final = "draw_phase"
    DON_PHASE: Final = "don_phase"
    MAIN_PHASE: Final = "main_phase"
    MAIN: Final = "main"
    END_PHASE: Final = "end_phase"
    END_PHASE_OPPONENT: Final = "end_phase_opponent"
    END_PHASE_DELAYED: Final = "end_phase_delayed"
    END_PHASE_DURATIONS: Final = "end_phase_durations"
    BLOCK_STEP: Final = "block_step"
    COUNTER_STEP: Final = "counter_step"
    COUNTER: Final = "counter"
    DAMAGE_STEP: Final = "damage_step"
    END_OF_BATTLE: Final = "end_of_battle"
    BATTLE_OVER: Final = "battle_over"
    PROCESS_PENDING: Final = "process_pending"
    EFFECT: Final = "effect"
    ACTIVATE: Final = "activate"
    KO: Final = "ko"
    KO_REPLACE: Final = "ko_replace"
    REMOVE: Final = "remove"
    REMOVE_REPLACE: Final = "remove_replace"
    REST_REPLACE: Final = "rest_replace"
    DAMAGE: Final = "damage"
    DAMAGE_REPEAT: Final = "damage_repeat"
    LIFE_CARD: Final = "life_card"
    TRASH_TRIGGER_CARD: Final = "trash_trigger_card"
    SHUFFLE_IF_CHANGED: Final = "shuffle_if_changed"
    MULLIGAN: Final = "mulligan"


class Task(Record):
    """A unit of pending work; `kind` names its handler (loop.task)."""

    __slots__ = ("kind",)
    kind: str


class Step(Task):
    """A task that carries nothing but its kind: a step of the turn, of a
    battle or of the start of the game."""

    __slots__ = ()
    FIELDS: ClassVar[tuple[str, ...]] = ()

    def __init__(self, kind: str) -> None:
        self.kind = kind

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Step) and other.kind == self.kind

    def __hash__(self) -> int:
        return hash(self.kind)

    def __repr__(self) -> str:
        return f"Step({self.kind!r})"


# The steps, made once and shared (a Step is never changed).
START_OF_GAME_TASK: Final = Step(TaskKind.START_OF_GAME)
OPENING_HANDS_TASK: Final = Step(TaskKind.OPENING_HANDS)
PLACE_LIFE_TASK: Final = Step(TaskKind.PLACE_LIFE)
START_TURN_TASK: Final = Step(TaskKind.START_TURN)
REFRESH_PHASE_TASK: Final = Step(TaskKind.REFRESH_PHASE)
REFRESH_CARDS_TASK: Final = Step(TaskKind.REFRESH_CARDS)
DRAW_PHASE_TASK: Final = Step(TaskKind.DRAW_PHASE)
DON_PHASE_TASK: Final = Step(TaskKind.DON_PHASE)
MAIN_PHASE_TASK: Final = Step(TaskKind.MAIN_PHASE)
MAIN_TASK: Final = Step(TaskKind.MAIN)
END_PHASE_TASK: Final = Step(TaskKind.END_PHASE)
END_PHASE_OPPONENT_TASK: Final = Step(TaskKind.END_PHASE_OPPONENT)
END_PHASE_DELAYED_TASK: Final = Step(TaskKind.END_PHASE_DELAYED)
END_PHASE_DURATIONS_TASK: Final = Step(TaskKind.END_PHASE_DURATIONS)
BLOCK_STEP_TASK: Final = Step(TaskKind.BLOCK_STEP)
COUNTER_STEP_TASK: Final = Step(TaskKind.COUNTER_STEP)
COUNTER_TASK: Final = Step(TaskKind.COUNTER)
DAMAGE_STEP_TASK: Final = Step(TaskKind.DAMAGE_STEP)
END_OF_BATTLE_TASK: Final = Step(TaskKind.END_OF_BATTLE)
BATTLE_OVER_TASK: Final = Step(TaskKind.BATTLE_OVER)
PROCESS_PENDING_TASK: Final = Step(TaskKind.PROCESS_PENDING)
STEPS: Final = {s.kind: s for s in (
    START_OF_GAME_TASK, OPENING_HANDS_TASK, PLACE_LIFE_TASK, START_TURN_TASK,
    REFRESH_PHASE_TASK, REFRESH_CARDS_TASK, DRAW_PHASE_TASK, DON_PHASE_TASK, MAIN_PHASE_TASK,
    MAIN_TASK, END_PHASE_TASK, END_PHASE_OPPONENT_TASK, END_PHASE_DELAYED_TASK,
    END_PHASE_DURATIONS_TASK, BLOCK_STEP_TASK, COUNTER_STEP_TASK, COUNTER_TASK,
    DAMAGE_STEP_TASK, END_OF_BATTLE_TASK, BATTLE_OVER_TASK, PROCESS_PENDING_TASK)}


class EffectTask(Task):
    """An effect resolving (effects/runtime.py): its instruction counter
    `pc`, the cards chosen so far per slot (slot 0: the cards looked at)
    and `sub`, the progress inside the current instruction."""

    __slots__ = ("card", "incarnation", "player", "ability", "pc", "slots", "sub")
    FIELDS: ClassVar[tuple[str, ...]] = ("card", "incarnation", "player", "ability", "pc",
                                         "slots", "sub")
    card: int
    incarnation: int
    player: int
    ability: int
    pc: int
    slots: tuple
    sub: int

    def __init__(self, card: int, incarnation: int, player: int, ability: int, pc: int,
                 slots: tuple, sub: int) -> None:
        self.kind = TaskKind.EFFECT
        self.card = card
        self.incarnation = incarnation
        self.player = player
        self.ability = ability
        self.pc = pc
        self.slots = slots
        self.sub = sub


class ActivateTask(Task):
    """An ability about to activate (CR 8-4-1); `confirmed` (0 or 1): its
    player has accepted its "you may" or cost."""

    __slots__ = ("card", "incarnation", "player", "ability", "confirmed")
    FIELDS: ClassVar[tuple[str, ...]] = ("card", "incarnation", "player", "ability",
                                         "confirmed")
    card: int
    incarnation: int
    player: int
    ability: int
    confirmed: int

    def __init__(self, card: int, incarnation: int, player: int, ability: int,
                 confirmed: int) -> None:
        self.kind = TaskKind.ACTIVATE
        self.card = card
        self.incarnation = incarnation
        self.player = player
        self.ability = ability
        self.confirmed = confirmed


class KoTask(Task):
    """A K.O. about to happen (CR 10-2-1): caused `by` "battle" or an
    effects cause, the (card, ability) replacements already offered, whether
    its protection was `checked` (0 or 1), and `by_player`, the player whose
    effect K.O.s it (-1: a battle, or not known)."""

    __slots__ = ("card", "incarnation", "by", "rule", "tried", "checked", "by_player")
    FIELDS: ClassVar[tuple[str, ...]] = ("card", "incarnation", "by", "rule", "tried",
                                         "checked", "by_player")
    card: int
    incarnation: int
    by: str
    rule: str
    tried: tuple
    checked: int
    by_player: int

    def __init__(self, card: int, incarnation: int, by: str, rule: str, tried: tuple,
                 checked: int, by_player: int) -> None:
        self.kind = TaskKind.KO
        self.card = card
        self.incarnation = incarnation
        self.by = by
        self.rule = rule
        self.tried = tried
        self.checked = checked
        self.by_player = by_player


class KoReplaceTask(Task):
    """A K.O. waiting for its owner to accept or decline the replacement
    effect `source` (card, ability) (CR 8-1-3-4-1)."""

    __slots__ = ("card", "incarnation", "by", "rule", "tried", "source", "checked",
                 "by_player")
    FIELDS: ClassVar[tuple[str, ...]] = ("card", "incarnation", "by", "rule", "tried",
                                         "source", "checked", "by_player")
    card: int
    incarnation: int
    by: str
    rule: str
    tried: tuple
    source: tuple
    checked: int
    by_player: int

    def __init__(self, card: int, incarnation: int, by: str, rule: str, tried: tuple,
                 source: tuple, checked: int, by_player: int) -> None:
        self.kind = TaskKind.KO_REPLACE
        self.card = card
        self.incarnation = incarnation
        self.by = by
        self.rule = rule
        self.tried = tried
        self.source = source
        self.checked = checked
        self.by_player = by_player


class RemoveTask(Task):
    """A card leaving the field by an effect for `dest` ("hand", "top" or
    "bottom" of the deck), unless a replacement applies (CR 8-1-3-4)."""

    __slots__ = ("card", "incarnation", "dest", "tried", "by_opponent")
    FIELDS: ClassVar[tuple[str, ...]] = ("card", "incarnation", "dest", "tried",
                                         "by_opponent")
    card: int
    incarnation: int
    dest: str
    tried: tuple
    by_opponent: bool

    def __init__(self, card: int, incarnation: int, dest: str, tried: tuple,
                 by_opponent: bool) -> None:
        self.kind = TaskKind.REMOVE
        self.card = card
        self.incarnation = incarnation
        self.dest = dest
        self.tried = tried
        self.by_opponent = by_opponent


class RemoveReplaceTask(Task):
    """A removal waiting for its owner to accept or decline the replacement
    effect `source` (card, ability)."""

    __slots__ = ("card", "incarnation", "dest", "tried", "source", "by_opponent")
    FIELDS: ClassVar[tuple[str, ...]] = ("card", "incarnation", "dest", "tried", "source",
                                         "by_opponent")
    card: int
    incarnation: int
    dest: str
    tried: tuple
    source: tuple
    by_opponent: bool

    def __init__(self, card: int, incarnation: int, dest: str, tried: tuple, source: tuple,
                 by_opponent: bool) -> None:
        self.kind = TaskKind.REMOVE_REPLACE
        self.card = card
        self.incarnation = incarnation
        self.dest = dest
        self.tried = tried
        self.source = source
        self.by_opponent = by_opponent


class RestReplaceTask(Task):
    """An opponent's effect would rest `card`: its owner accepts or declines
    the replacement effect `source` (card, ability) (CR 8-1-3-4-1);
    declined, the card is rested."""

    __slots__ = ("card", "incarnation", "source")
    FIELDS: ClassVar[tuple[str, ...]] = ("card", "incarnation", "source")
    card: int
    incarnation: int
    source: tuple

    def __init__(self, card: int, incarnation: int, source: tuple) -> None:
        self.kind = TaskKind.REST_REPLACE
        self.card = card
        self.incarnation = incarnation
        self.source = source


class DamageTask(Task):
    """`amount` damage to `player`, one point at a time; `banish` (0 or 1);
    `attacker`: the card whose attack deals it (-1: damage by an effect).
    The points after the first are a DamageRepeatTask."""

    __slots__ = ("player", "amount", "banish", "attacker")
    FIELDS: ClassVar[tuple[str, ...]] = ("player", "amount", "banish", "attacker")
    player: int
    amount: int
    banish: int
    attacker: int

    def __init__(self, player: int, amount: int, banish: int, attacker: int) -> None:
        self.kind = TaskKind.DAMAGE
        self.player = player
        self.amount = amount
        self.banish = banish
        self.attacker = attacker


class DamageRepeatTask(Task):
    """The `amount` points of damage to `player` after the first (CR
    7-1-4-1-1-3, 4-6-2-2): each repeats only the taking of a Life card, so
    at 0 Life it does nothing; defeat is decided at the first point alone
    (CR 7-1-4-1-1-1)."""

    __slots__ = ("player", "amount", "banish")
    FIELDS: ClassVar[tuple[str, ...]] = ("player", "amount", "banish")
    player: int
    amount: int
    banish: int

    def __init__(self, player: int, amount: int, banish: int) -> None:
        self.kind = TaskKind.DAMAGE_REPEAT
        self.player = player
        self.amount = amount
        self.banish = banish


class LifeCardTask(Task):
    """The Life card taken as damage, once the effects its damage triggered
    have resolved."""

    __slots__ = ("player", "card", "banish")
    FIELDS: ClassVar[tuple[str, ...]] = ("player", "card", "banish")
    player: int
    card: int
    banish: int

    def __init__(self, player: int, card: int, banish: int) -> None:
        self.kind = TaskKind.LIFE_CARD
        self.player = player
        self.card = card
        self.banish = banish


class TrashTriggerCardTask(Task):
    """The [Trigger] card trashed once its effect resolved (CR 10-1-5-3)."""

    __slots__ = ("card",)
    FIELDS: ClassVar[tuple[str, ...]] = ("card",)
    card: int

    def __init__(self, card: int) -> None:
        self.kind = TaskKind.TRASH_TRIGGER_CARD
        self.card = card


class ShuffleIfChangedTask(Task):
    """Shuffle the player's deck if a start-of-game effect changed it from
    `deck` (CR 5-2-1-5-2)."""

    __slots__ = ("player", "deck")
    FIELDS: ClassVar[tuple[str, ...]] = ("player", "deck")
    player: int
    deck: tuple

    def __init__(self, player: int, deck: tuple) -> None:
        self.kind = TaskKind.SHUFFLE_IF_CHANGED
        self.player = player
        self.deck = deck


class MulliganTask(Task):
    """Ask the player whether to redraw their opening hand (CR 5-2-1-6)."""

    __slots__ = ("player",)
    FIELDS: ClassVar[tuple[str, ...]] = ("player",)
    player: int

    def __init__(self, player: int) -> None:
        self.kind = TaskKind.MULLIGAN
        self.player = player


# kind -> the record class of the tasks that carry data (the save format)
TASK_RECORDS: Final[dict[str, type]] = {
    TaskKind.EFFECT: EffectTask, TaskKind.ACTIVATE: ActivateTask, TaskKind.KO: KoTask,
    TaskKind.KO_REPLACE: KoReplaceTask, TaskKind.REMOVE: RemoveTask, TaskKind.REMOVE_REPLACE: RemoveReplaceTask,
    TaskKind.DAMAGE: DamageTask, TaskKind.DAMAGE_REPEAT: DamageRepeatTask,
    TaskKind.LIFE_CARD: LifeCardTask,
    TaskKind.TRASH_TRIGGER_CARD: TrashTriggerCardTask, TaskKind.SHUFFLE_IF_CHANGED: ShuffleIfChangedTask,
    TaskKind.MULLIGAN: MulliganTask, TaskKind.REST_REPLACE: RestReplaceTask,
}


# -- the other records ------------------------------------------------------------------

class Pending(Record):
    """A triggered effect waiting to resolve (effects/triggers.py); effects
    of a later `generation` were triggered while earlier ones resolved."""

    __slots__ = ("generation", "player", "card", "incarnation", "ability")
    FIELDS: ClassVar[tuple[str, ...]] = ("generation", "player", "card", "incarnation",
                                         "ability")
    generation: int
    player: int
    card: int
    incarnation: int
    ability: int

    def __init__(self, generation: int, player: int, card: int, incarnation: int,
                 ability: int) -> None:
        self.generation = generation
        self.player = player
        self.card = card
        self.incarnation = incarnation
        self.ability = ability


class Modifier(Record):
    """A continuous effect (CR 8-1-4-2) of `kind` (constants MOD_*) on a
    `card`, or on a `player` for the kinds that concern a player (card -1).
    `duration` (constants THIS_BATTLE ...) says when it ends; `controller`
    is the player whose effect it is, `source` its card (-1: the rules)."""

    __slots__ = ("kind", "card", "player", "value", "duration", "controller", "source")
    FIELDS: ClassVar[tuple[str, ...]] = ("kind", "card", "player", "value", "duration",
                                         "controller", "source")
    kind: int
    card: int
    player: int
    value: int
    duration: int
    controller: int
    source: int

    def __init__(self, kind: int, card: int, player: int, value: int, duration: int,
                 controller: int, source: int) -> None:
        self.kind = kind
        self.card = card
        self.player = player
        self.value = value
        self.duration = duration
        self.controller = controller
        self.source = source


def card_mod(kind: int, card: int, value: int, duration: int, controller: int,
             source: int) -> Modifier:
    """A modifier on a card."""
    return Modifier(kind, card, NONE, value, duration, controller, source)


def player_mod(kind: int, player: int, value: int, duration: int, controller: int,
               source: int) -> Modifier:
    """A modifier on a player (what they can do, not one of their cards)."""
    return Modifier(kind, NONE, player, value, duration, controller, source)


class OnceUsed(Record):
    """A [Once Per Turn] ability used this turn (CR 10-2-13), or a mark of
    its card's (an ability number below 0, language.DREW_MARK)."""

    __slots__ = ("card", "incarnation", "ability")
    FIELDS: ClassVar[tuple[str, ...]] = ("card", "incarnation", "ability")
    card: int
    incarnation: int
    ability: int

    def __init__(self, card: int, incarnation: int, ability: int) -> None:
        self.card = card
        self.incarnation = incarnation
        self.ability = ability


class Delayed(Record):
    """The rest of an effect waiting for the End Phase (CR 6-6-1-2) or, with
    `battle_end`, for the end of the battle (CR 7-1-5-2): where its frame
    resumes (`pc`) with the cards it had chosen (`slots`)."""

    __slots__ = ("player", "card", "incarnation", "ability", "pc", "slots", "battle_end")
    FIELDS: ClassVar[tuple[str, ...]] = ("player", "card", "incarnation", "ability", "pc",
                                         "slots", "battle_end")
    player: int
    card: int
    incarnation: int
    ability: int
    pc: int
    slots: tuple
    battle_end: bool

    def __init__(self, player: int, card: int, incarnation: int, ability: int, pc: int,
                 slots: tuple, battle_end: bool) -> None:
        self.player = player
        self.card = card
        self.incarnation = incarnation
        self.ability = ability
        self.pc = pc
        self.slots = slots
        self.battle_end = battle_end


class Looking(Record):
    """Cards an effect is looking at (CR 11-3): `player` sees them, or every
    player (constants.EVERYONE) when they are revealed (CR 11-2)."""

    __slots__ = ("player", "cards")
    FIELDS: ClassVar[tuple[str, ...]] = ("player", "cards")
    player: int
    cards: tuple

    def __init__(self, player: int, cards: tuple) -> None:
        self.player = player
        self.cards = cards


class Result(Record):
    """The end of the game: the `winner` (None: a draw) and the reason
    (constants REASON_*)."""

    __slots__ = ("winner", "reason")
    FIELDS: ClassVar[tuple[str, ...]] = ("winner", "reason")
    winner: int | None
    reason: str

    def __init__(self, winner: int | None, reason: str) -> None:
        self.winner = winner
        self.reason = reason


class Battle(Record):
    """The battle in progress (CR 7-1), changed as it goes: the attacker and
    its target with the incarnations they had when it began, whether a
    Blocker was used, and whether it was `cut_short` (a card moved: CR
    7-1-1-4)."""

    __slots__ = ("attacker", "target", "attacker_incarnation", "target_incarnation",
                 "blocked", "cut_short")
    FIELDS: ClassVar[tuple[str, ...]] = ("attacker", "target", "attacker_incarnation",
                                         "target_incarnation", "blocked", "cut_short")
    attacker: int
    target: int
    attacker_incarnation: int
    target_incarnation: int
    blocked: bool
    cut_short: bool

    def __init__(self, attacker: int, target: int, attacker_incarnation: int,
                 target_incarnation: int, blocked: bool, cut_short: bool) -> None:
        self.attacker = attacker
        self.target = target
        self.attacker_incarnation = attacker_incarnation
        self.target_incarnation = target_incarnation
        self.blocked = blocked
        self.cut_short = cut_short

    def copy(self) -> "Battle":
        return Battle(self.attacker, self.target, self.attacker_incarnation,
                      self.target_incarnation, self.blocked, self.cut_short)
