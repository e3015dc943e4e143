"""The Main Phase (CR 6-5): play cards, give DON!!, battle, or end it."""

from __future__ import annotations

from typing import Final

from . import zones
from .actions import (ACTIVATE_ABILITY, ATTACK_ON, GIVE_DON_TO, PLAY_CARD, PLAY_REPLACING,
                      Action, OpenDecision, Purpose)
from .battle import declare_attack
from .constants import (ATTACK_ACTIVE, CHARACTER, CHARACTER_AREA, EVENT, HAND,
                        LEADER_AREA, MAX_CHARACTERS, MOD_CANNOT_ATTACK, MOD_KEYWORD,
                        MOD_NO_ATTACK_COST_AT_MOST, MOD_NO_PLAY_FROM_HAND, MOD_ATTACK_TAX,
                        RUSH, RUSH_CHARACTER, STAGE, STAGE_AREA, TRASH,
                        ActionKind, DecisionKind, NO_LEADER_ATTACK_WHEN_PLAYED)
from .effects import language as L
from .effects import statics
from .costs import event_playable, next_play_reduction, pay_don, play_cost
from .effects.language import PLAY_COST_MARK
from .effects.resolution.restrictions import attack_tax, pay_attack_taxes
from .effects.resolution.play import played_rested
from .effects.triggers import (activate_later, begin, can_activate, character_played,
                               don_given, event_activated, fire_card, flush,
                               played_from_hand)
from . import events as E
from .legality import not_an_option
from .log import card_name, player_name
from .loop import decision, task
from . import shared_records as shared
from .records import END_PHASE_TASK, MAIN_TASK, Modifier, Task, TaskKind
from .carddef import (STATIC_ATTACK_ACTIVE_BIT, STATIC_ATTACK_ONLY, STATIC_CANNOT_ATTACK,
                      STATIC_COST, STATIC_HAND_COST, STATIC_KEYWORD)
from .stats import base_cost, cannot_play_characters, cost, keywords
from .state import GameState

# The most frequent events are recorded raw, a plain tuple of their class
# and fields (events/deferred.py), and built only when the log is read; the
# classes are Final so that the native build reads them from C statics.
_DON_GIVEN_IN_MAIN: Final = E.don_given_in_main
_PLAYED: Final = E.Played
_EVENT_ACTIVATED: Final = E.EventActivated

_END: Final = Action(ActionKind.END_PHASE)
# The Main Phase's decision of each player (the most frequent question).
# Typed as variable-length: the native build would keep a pair unboxed and
# box a new tuple at every index.
_ASK_MAIN: Final[tuple[OpenDecision, ...]] = (OpenDecision(0, DecisionKind.MAIN),
                                              OpenDecision(1, DecisionKind.MAIN))


@task(TaskKind.MAIN)
def main(st: GameState, t: Task) -> None:
    if st.pending and flush(st, t):              # (the test first: this asks often)
        return
    st.decision = _ASK_MAIN[st.turn_player]           # ask(...), without the call


def no_play_from_hand(mods: list[Modifier], p: int) -> bool:
    """An effect stops player p playing cards from the hand for their cost
    (language.CannotPlayFromHand)."""
    for m in mods:
        if m.kind == MOD_NO_PLAY_FROM_HAND and m.player == p:
            return True
    return False


def _gives_attack_active(mods: list[Modifier]) -> bool:
    for m in mods:
        if m.kind == MOD_KEYWORD and m.value & ATTACK_ACTIVE:
            return True
    return False


# Why the Main Phase does not offer a play or an attack: one code per rule,
# returned by the checks the enumerator itself runs, worded by `why_illegal`.
ALLOWED: Final = 0
NOT_PLAYABLE: Final = 1           # CR 6-5-3-1: a Leader, or no such card
CANNOT_PLAY_CHARACTERS: Final = 2  # CR 3-7-3: an effect forbids it
TOO_EXPENSIVE: Final = 3          # CR 2-7-2
NO_MAIN_EFFECT: Final = 4         # CR 2-7-3, 10-2-3-1: an Event that cannot be used
ATTACKER_RESTED: Final = 5        # CR 7-1-1-1
ATTACK_FORBIDDEN: Final = 6       # CR 8-1-4-2: an effect forbids it
ATTACK_FORBIDDEN_STATIC: Final = 7  # CR 8-1-3-3: a permanent effect forbids it
NO_RUSH: Final = 8                # CR 3-7-4
RUSH_CHARACTER_ONLY: Final = 9    # CR 10-1-6-1: Characters only this turn
NO_LEADER_WHEN_PLAYED: Final = 10  # "cannot attack a Leader on the turn it is played"
NO_PLAY_FROM_HAND: Final = 11     # CR 8-1-4-2: an effect forbids playing from the hand
ATTACK_TAXED: Final = 12          # CR 8-1-4-2: too few cards in hand to pay for the attack
# the keywords without which a card played this turn cannot attack (CR 3-7-4)
_MAY_ATTACK_WHEN_PLAYED: Final = RUSH | RUSH_CHARACTER


# Empty lists shared by every listing where no effect restricts attacks:
# only read, never changed (no list made for nothing at each decision).
_NO_CARDS: Final[list[int]] = []
_NO_MODIFIERS: Final[list[Modifier]] = []

# the bits of CardDef.static_kinds read by the Main Phase's listing
_COST_BIT: Final = 1 << STATIC_COST
_CANNOT_ATTACK_BIT: Final = 1 << STATIC_CANNOT_ATTACK
_KEYWORD_BIT: Final = 1 << STATIC_KEYWORD
_ATTACK_ONLY_BIT: Final = 1 << STATIC_ATTACK_ONLY
# the kinds that may stop an attacker or change its targets
_RESTRICTING_BITS: Final = _CANNOT_ATTACK_BIT | STATIC_ATTACK_ACTIVE_BIT | _ATTACK_ONLY_BIT

MAIN_PURPOSE: Final = Purpose("Main Phase: play a card, activate an effect, give DON!!, "
                              "attack, or end the phase", "6-5-2")


def main_options(st: GameState, hand: list[int] | None = None,
                 attackers: list[int] | None = None,
                 why: list[int] | None = None) -> list[Action]:
    """The Main Phase's options.  The same checks explain a refusal:
    given `hand` (cards to try to play) and `attackers`, it tries to
    play and attack with those only, and appends to the `why` list the
    refusal code of each card refused (an attacker that may attack only
    Characters counts as refused for the Leader)."""
    p = st.turn_player
    defs = st.defs
    acts: list[Action] = []
    active = st.don_active[p]
    chars = st.chars[p]
    full = len(chars) >= MAX_CHARACTERS
    mods = st.mods
    # costs.play_cost (an if, not bool(mods): no call)
    if mods:
        cheaper = True
    else:
        cheaper = PLAY_COST_MARK in st.listeners
    # one look at the field's permanent effects for the kinds read here
    # (statics.on_field for each, inlined): the bits of their kinds
    kinds = 0
    for s in st.field_statics:
        kinds |= defs[s].static_kinds
    cost_statics = kinds & _COST_BIT
    # CR 6-5-3: play a Character or Stage, or activate a [Main] Event.
    playable = st.hand[p] if hand is None else hand
    if mods and no_play_from_hand(mods, p):
        if why is not None:
            why.extend([NO_PLAY_FROM_HAND] * len(playable))
        playable = []
    for i in playable:
        d = defs[i]
        cat = d.category
        if cat == CHARACTER:
            if mods and cannot_play_characters(st, p, i):
                if why is not None:
                    why.append(CANNOT_PLAY_CHARACTERS)
                continue
            # without a modifier, a cost effect on the field or one of its
            # own in the hand, a card costs its printed cost (stats.cost)
            c = (cost(st, i) if mods or cost_statics or d.statics_by_kind[STATIC_HAND_COST]
                 else d.cost)
            if cheaper and c > active:
                c = play_cost(st, i)
            if c <= active:
                if full:                          # CR 3-7-6-1
                    row = PLAY_REPLACING[i]
                    for c in chars:
                        acts.append(row[c])
                else:
                    acts.append(PLAY_CARD[i])
            elif why is not None:
                why.append(TOO_EXPENSIVE)
        elif cat == STAGE:
            c = cost(st, i)
            if cheaper and c > active:
                c = play_cost(st, i)
            if c <= active:
                acts.append(PLAY_CARD[i])
            elif why is not None:
                why.append(TOO_EXPENSIVE)
        elif cat == EVENT:
            if d.main_ability >= 0 and event_playable(st, i, d.main_ability, active):
                acts.append(PLAY_CARD[i])
            elif why is not None:
                why.append(NO_MAIN_EFFECT)
        elif why is not None:
            why.append(NOT_PLAYABLE)
    # CR 6-5-4: activate [Activate: Main] effects of cards on the field.
    leader = st.leaders[p]
    for ab in defs[leader].activate_main:
        if can_activate(st, leader, p, ab):
            acts.append(ACTIVATE_ABILITY[leader][ab])
    for i in chars:
        for ab in defs[i].activate_main:
            if can_activate(st, i, p, ab):
                acts.append(ACTIVATE_ABILITY[i][ab])
    for i in st.stage[p]:
        for ab in defs[i].activate_main:
            if can_activate(st, i, p, ab):
                acts.append(ACTIVATE_ABILITY[i][ab])
    # CR 6-5-5: give DON!! cards, one at a time.
    if active:
        acts.append(GIVE_DON_TO[leader])
        for c in chars:
            acts.append(GIVE_DON_TO[c])
    # CR 6-5-6 and 7-1-1: attack.
    if st.turn > 2:
        opp = 1 - p
        rested = st.rested
        leader_target = st.leaders[opp]
        # (loops, not comprehensions: a comprehension is a call of its own)
        char_targets: list[int] = []
        for c in st.chars[opp]:
            if rested[c]:
                char_targets.append(c)
        if attackers is None:
            attackers = [leader, *chars]          # (one allocation: no extend)
        if mods or kinds & _RESTRICTING_BITS:
            # an effect may stop an attacker or change its targets
            _attacks_under_effects(st, acts, attackers, char_targets, kinds, why)
        else:
            # no effect restricts attacks: every active attacker attacks the
            # Leader and the rested Characters (most Main Phases)
            turn = st.turn
            played = st.played_turn
            for a in attackers:
                if rested[a]:
                    if why is not None:
                        why.append(ATTACKER_RESTED)
                    continue
                row = ATTACK_ON[a]
                if played[a] == turn:             # CR 3-7-4
                    # (no modifier: printed keywords without a keyword effect)
                    k = keywords(st, a) if kinds & _KEYWORD_BIT else defs[a].keywords
                    if not k & _MAY_ATTACK_WHEN_PLAYED:
                        if why is not None:
                            why.append(NO_RUSH)
                        continue
                    if not _attacks_when_played(k, row, char_targets, acts, why):
                        continue
                acts.append(row[leader_target])
                for c in char_targets:
                    acts.append(row[c])
    acts.append(_END)                             # CR 6-5-2-1
    return acts


def _attacks_when_played(k: int, row: list[Action], targets: list[int], acts: list[Action],
                         why: list[int] | None) -> bool:
    """CR 3-7-4: whether a card played this turn, with keywords k, attacks
    as any other; if not, the attacks it may make (`row` on `targets`) are
    listed here, and why it may not attack the Leader, or at all."""
    if k & RUSH and not k & NO_LEADER_ATTACK_WHEN_PLAYED:     # CR 10-1-1
        return True
    if k & (RUSH_CHARACTER | RUSH):       # CR 10-1-6 (or Rush, no Leader)
        for c in targets:
            acts.append(row[c])
        if why is not None:
            why.append(NO_LEADER_WHEN_PLAYED if k & RUSH else RUSH_CHARACTER_ONLY)
    elif why is not None:
        why.append(NO_RUSH)
    return False


def _attacks_under_effects(st: GameState, acts: list[Action], attackers: list[int],
                           char_targets: list[int], kinds: int,
                           why: list[int] | None) -> None:
    """The attacks of `main_options` where a modifier or a permanent effect
    on the field may stop an attacker or change its targets (`kinds`: the
    CardDef.static_kinds bits of the field's permanent effects)."""
    keyword_statics = (kinds & _KEYWORD_BIT) != 0
    # a permanent "can also attack active Characters" on the field, applying
    # or not: without one, only a modifier can give it (no need to read
    # every attacker's keywords for it)
    attack_active = (kinds & STATIC_ATTACK_ACTIVE_BIT) != 0
    attack_only_on = (kinds & _ATTACK_ONLY_BIT) != 0
    no_attack = (kinds & _CANNOT_ATTACK_BIT) != 0
    p = st.turn_player
    opp = 1 - p
    defs = st.defs
    mods = st.mods
    rested = st.rested
    leader_target = st.leaders[opp]
    turn = st.turn
    played = st.played_turn
    banned: list[int] = _NO_CARDS
    taxed: list[int] = _NO_CARDS
    cost_caps: list[Modifier] = _NO_MODIFIERS
    if mods:
        banned = [m.card for m in mods if m.kind == MOD_CANNOT_ATTACK]
        taxed = [m.card for m in mods if m.kind == MOD_ATTACK_TAX]
        cost_caps = [m for m in mods if m.kind == MOD_NO_ATTACK_COST_AT_MOST]
    # with no modifier and no permanent keyword effect on the field,
    # a card's keywords are its printed ones (stats.keywords)
    printed_keywords = not mods and not keyword_statics
    # active Characters some attacker may attack (only effects allow
    # it: a permanent keyword effect, or a keyword given by an effect)
    may_attack_active = attack_active or (mods and _gives_attack_active(mods))
    active_targets = ([c for c in st.chars[opp] if not rested[c]]
                      if may_attack_active else _NO_CARDS)
    only = statics.attack_only(st, p) if attack_only_on else None
    if only is not None:
        char_targets = [c for c in char_targets if c in only]
        active_targets = [c for c in active_targets if c in only]
    # whether some effect may stop an attacker, or narrow its targets
    restricted = bool(banned or taxed or no_attack)
    narrowed = bool(active_targets or cost_caps)
    for a in attackers:
        if rested[a]:
            if why is not None:
                why.append(ATTACKER_RESTED)
            continue
        if restricted:
            if (banned and a in banned) or (no_attack and statics.cannot_attack(st, a)):
                if why is not None:
                    why.append(ATTACK_FORBIDDEN if banned and a in banned
                               else ATTACK_FORBIDDEN_STATIC)
                continue
            if taxed and a in taxed and attack_tax(st, a) > len(st.hand[p]):
                if why is not None:
                    why.append(ATTACK_TAXED)
                continue
        row = ATTACK_ON[a]
        targets = char_targets
        k = -1                                # the keywords, read once if needed
        if narrowed:
            if active_targets:
                k = keywords(st, a)
                if k & ATTACK_ACTIVE:
                    targets = char_targets + active_targets
            if cost_caps:
                targets = _above_cost_cap(st, a, targets, cost_caps)
        if played[a] == turn:                 # CR 3-7-4
            if k < 0:
                k = defs[a].keywords if printed_keywords else keywords(st, a)
            if not _attacks_when_played(k, row, targets, acts, why):
                continue
        if only is None or leader_target in only:
            acts.append(row[leader_target])
        for c in targets:
            acts.append(row[c])


def main_resolve(st: GameState, action: Action) -> None:
    kind = action.kind
    if kind == ActionKind.GIVE_DON:
        give_don(st, action.target)
        if st.pending or st.defeated[0] or st.defeated[1] or not st.deck[0] or not st.deck[1]:
            st.tasks.append(MAIN_TASK)
        else:
            # no effect waits and rule processing has nothing to do (loop.run's
            # check): the next Main Phase decision is asked at once, as the
            # task would ask it (Game.apply clears the decision first)
            st.decision = _ASK_MAIN[st.turn_player]
    elif kind == ActionKind.ATTACK:
        st.tasks.append(MAIN_TASK)                # CR 7-1-5-5: back to 6-5-2
        declare_attack(st, action.card, action.target)
        if st.mods:
            pay_attack_taxes(st, action.card)     # the hand cards an effect asks for
    elif kind == ActionKind.PLAY:
        st.tasks.append(MAIN_TASK)
        play_from_hand(st, action.card, action.target)
    elif kind == ActionKind.ACTIVATE:
        st.tasks.append(MAIN_TASK)
        begin(st, action.card, st.turn_player, action.target)
    elif kind == ActionKind.END_PHASE:
        if st.log is not None:
            st.log.append(shared.main_ended(st.turn, st.turn_player))
        st.tasks.append(END_PHASE_TASK)


@decision(DecisionKind.MAIN)
class MainPhase:
    # module functions, so that Game calls the most frequent decision
    # natively, not through the registry's Python-level call
    enumerate = staticmethod(main_options)
    resolve = staticmethod(main_resolve)

    @staticmethod
    def describe(st: GameState, action: Action) -> str:
        k = action.kind
        if k == ActionKind.PLAY:
            text = f"Play {card_name(st, action.card)}"
            if action.target != -1:
                text += f", trashing {card_name(st, action.target)}"
            return text
        if k == ActionKind.GIVE_DON:
            return f"Give 1 active DON!! to {card_name(st, action.target)}"   # CR 6-5-5-1
        if k == ActionKind.ATTACK:
            return f"Attack {card_name(st, action.target)} with {card_name(st, action.card)}"
        if k == ActionKind.ACTIVATE:
            a = st.defs[action.card].abilities[action.target]
            return f"Activate: {card_name(st, action.card)} [{a.timing}]"
        if k == ActionKind.END_PHASE:
            return "End the Main Phase"
        return k.replace("_", " ").capitalize()

    @staticmethod
    def why_illegal(st: GameState, action: Action) -> tuple[str, str | None]:
        k = action.kind
        if k == ActionKind.PLAY:
            return _why_not_play(st, action)
        if k == ActionKind.ATTACK:
            return _why_not_attack(st, action)
        if k == ActionKind.GIVE_DON:
            p = st.turn_player
            if not st.don_active[p]:
                return f"{player_name(p)} has no active DON!! in their cost area", "6-5-5-1"
            return ("DON!! can only be given to your own Leader or a Character "
                    "in your Character area"), "6-5-5-1"
        if k == ActionKind.ACTIVATE and action.card != -1:
            return (f"{card_name(st, action.card)} has no [Activate: Main] effect "
                    f"number {action.target} that can be activated now"), "6-5-4"
        return not_an_option(st, action, "6-5-2")

    @staticmethod
    def purpose(st: GameState) -> Purpose:
        return MAIN_PURPOSE


def _why_not_play(st: GameState, action: Action) -> tuple[str, str | None]:
    p = st.turn_player
    i = action.card
    if i == -1 or st.area[i] != HAND or st.owner[i] != p:
        return f"card {i} is not in {player_name(p)}'s hand", "6-5-3-1"
    d = st.defs[i]
    active = st.don_active[p]
    refused: list[int] = []
    main_options(st, [i], [], refused)
    why = refused[0] if refused else ALLOWED
    if why == NOT_PLAYABLE:
        return f"{card_name(st, i)} cannot be played from the hand", "6-5-3-1"
    if why == CANNOT_PLAY_CHARACTERS:
        return f"{player_name(p)} cannot play Character cards this turn", "3-7-3"
    if why == NO_PLAY_FROM_HAND:
        return f"{player_name(p)} cannot play cards from their hand this turn", "8-1-4-2"
    if why == TOO_EXPENSIVE:
        return (f"{card_name(st, i)} costs {play_cost(st, i)} but only {active} DON!! "
                "are active"), "2-7-2"
    if why == NO_MAIN_EFFECT:
        c = cost(st, i)
        if c > active:
            return f"{card_name(st, i)} costs {c} but only {active} DON!! are active", "2-7-3"
        return f"{card_name(st, i)} has no [Main] effect that can be activated now", "10-2-3-1"
    if d.category == CHARACTER:
        full = len(st.chars[p]) >= MAX_CHARACTERS
        if full and action.target == -1:
            return ("the Character area holds 5 Characters: name the one to trash "
                    "as the target"), "3-7-6-1"
        if not full and action.target != -1:
            return "there is room in the Character area: nothing is trashed", "3-7-6"
        if full and action.target not in st.chars[p]:
            return f"card {action.target} is not one of your Characters", "3-7-6-1"
    return "this play is not legal now", "6-5-3-1"


def _why_not_attack(st: GameState, action: Action) -> tuple[str, str | None]:
    p = st.turn_player
    a, t = action.card, action.target
    if st.turn <= 2:
        return "neither player can battle on their first turn", "6-5-6-1"
    if a == -1 or st.owner[a] != p or st.area[a] not in (LEADER_AREA, CHARACTER_AREA):
        return "only your Leader or one of your Characters can attack", "7-1-1-1"
    refused: list[int] = []
    main_options(st, [], [a], refused)
    why = refused[0] if refused else ALLOWED
    if why == ATTACKER_RESTED:
        return f"{card_name(st, a)} is rested; an attacker must be active", "7-1-1-1"
    if why == ATTACK_FORBIDDEN:
        return f"{card_name(st, a)} cannot attack now (an effect forbids it)", "8-1-4-2"
    if why == ATTACK_FORBIDDEN_STATIC:
        return f"{card_name(st, a)} cannot attack (a permanent effect forbids it)", "8-1-3-3"
    if why == NO_RUSH:
        return f"{card_name(st, a)} was played this turn and has no [Rush]", "3-7-4"
    if why == ATTACK_TAXED:
        return (f"{card_name(st, a)} can attack only if {player_name(p)} trashes "
                f"{attack_tax(st, a)} cards from their hand, and they hold "
                f"{len(st.hand[p])}"), "8-1-4-2"
    if t == -1 or st.owner[t] == p or st.area[t] not in (LEADER_AREA, CHARACTER_AREA):
        return "the target must be your opponent's Leader or one of their Characters", "7-1-1-2"
    if st.area[t] == LEADER_AREA and why == RUSH_CHARACTER_ONLY:
        return (f"{card_name(st, a)} was played this turn and has [Rush: Character]: "
                "it can attack only Characters"), "10-1-6-1"
    if st.area[t] == LEADER_AREA and why == NO_LEADER_WHEN_PLAYED:
        return (f"{card_name(st, a)} cannot attack a Leader on the turn in which it is "
                "played"), "8-1-3-3"
    only = statics.attack_only(st, p) if st.field_statics else None
    if only is not None and t not in only:
        return f"{card_name(st, t)} cannot be attacked (a permanent effect forbids it)", "8-1-3-3"
    if st.area[t] == CHARACTER_AREA and not st.rested[t]:
        return f"{card_name(st, t)} is active; only rested Characters can be attacked", "7-1-1-2"
    cap = _cost_cap(st, a, [m for m in st.mods if m.kind == MOD_NO_ATTACK_COST_AT_MOST])
    if st.area[t] == CHARACTER_AREA and base_cost(st, t) <= cap:
        return (f"{card_name(st, a)} cannot attack Characters with a base cost of {cap} or less "
                "now (an effect forbids it)"), "8-1-4-2"
    return "this attack is not legal now", "7-1-1"


def _cost_cap(st: GameState, a: int, caps: list[Modifier]) -> int:
    """The highest base cost of the opponent's Characters that card a may not
    attack (language.CannotAttackCostAtMost); -1 for none."""
    cap = -1
    for m in caps:
        if m.card == a and m.value > cap:
            cap = m.value
    return cap


def _above_cost_cap(st: GameState, a: int, targets: list[int],
                    caps: list[Modifier]) -> list[int]:
    cap = _cost_cap(st, a, caps)
    return targets if cap < 0 else [c for c in targets if base_cost(st, c) > cap]


def give_don(st: GameState, target: int) -> None:
    """CR 6-5-5-1: one active DON!! from the cost area goes under the card."""
    p = st.owner[target]
    st.don_active[p] -= 1
    st.don[target] += 1
    if st.log is not None:
        st.log.append((_DON_GIVEN_IN_MAIN, st.turn, p, target, st.don[target]))
    if st.listeners:
        don_given(st, target, 1)


def play_from_hand(st: GameState, i: int, replace: int = -1) -> None:
    """CR 6-5-3-1: pay the cost and play a Character or Stage, or activate an Event."""
    p = st.owner[i]
    d = st.defs[i]
    # the same price the Main Phase offered it at (costs.play_cost); a
    # "next time you play" reduction is used up by this play
    c = cost(st, i) if d.category == EVENT else play_cost(st, i)
    if st.mods and d.category == CHARACTER:
        k = next_play_reduction(st, i)[1]
        if k >= 0:
            del st.mods[k]
    pay_don(st, p, c)
    if d.category == CHARACTER:
        if replace >= 0:
            # CR 3-7-6-1: trash one of the 5 Characters. A rule, not a K.O.
            zones.move(st, replace, TRASH)
            if st.log is not None:
                st.log.append((E.TrashedForRoom, st.turn, "3-7-6-1-1", p, replace))
        zones.move(st, i, CHARACTER_AREA)
        if st.listeners and played_rested(st, p):          # language.PlayedRested
            st.rested[i] = True
        st.played_turn[i] = st.turn
        if st.log is not None:
            st.log.append((_PLAYED, st.turn, "6-5-3-1", p, i, c, st.rested[i]))
        fire_card(st, L.ON_PLAY, i)
        if st.listeners:
            character_played(st, p, i)
            played_from_hand(st, i)
    elif d.category == STAGE:
        for old in list(st.stage[p]):                 # CR 3-8-5-1
            zones.move(st, old, TRASH)
            if st.log is not None:
                st.log.append((E.TrashedForRoom, st.turn, "3-8-5-1", p, old))
        zones.move(st, i, STAGE_AREA)
        st.played_turn[i] = st.turn
        if st.log is not None:
            st.log.append((_PLAYED, st.turn, "6-5-3-1", p, i, c, False))
        fire_card(st, L.ON_PLAY, i)
    else:
        # CR 8-4-2: an Event is trashed, then its effect is carried out.
        zones.move(st, i, TRASH)
        if st.log is not None:
            st.log.append((_EVENT_ACTIVATED, st.turn, "2-7-3", p, i, c))
        activate_later(st, i, p, d.main_ability)
        if st.listeners:
            event_activated(st, p, i)
