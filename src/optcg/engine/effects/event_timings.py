"""Event timings: "When <event>, ..." (language.EVENT_TIMINGS, CR 8-1-3-1).

The rules modules call these where the event happens, behind a check of
`st.listeners` (empty unless a card of the game listens to an event); each
queues the effects of the cards that listen to it (activation.fire).
"""

from __future__ import annotations

from .. import zones
from ..constants import (PHASE_DRAW, MOD_HAND_TRASHED, THIS_TURN, MOD_EVENT_ACTIVATED,
                         CHARACTER as CHARACTER_CATEGORY)
from ..records import Pending, player_mod
from ..state import GameState
from ..stats import negated
from . import language as L
from .activation import fire, used_this_turn
from .targets import all_hold, matches, has_no_base_effect


def fire_event(st: GameState, timing: str, p: int) -> None:
    """Queue the `timing` effects of the cards on player p's field (CR 8-1-3-1)."""
    ids = st.listeners.get(timing)
    if ids:
        fire(st, timing, [i for i in ids if st.owner[i] == p and zones.on_field(st, i)])


def became_rested(st: GameState, i: int, by: int = -1) -> None:
    """Card i became rested (CR 4-4-1-2): "When this Character becomes
    rested"; `by`: the player whose effect or cost rested it (-1: the rules,
    an attack or a block)."""
    this_fires(st, L.WHEN_RESTED, i)
    if by >= 0:
        if by != st.owner[i]:
            this_fires(st, L.WHEN_THIS_RESTED_BY_OPPONENT, i)
        if st.defs[i].category == CHARACTER_CATEGORY:
            fire_event(st, L.WHEN_CHARACTER_RESTED_BY_YOU, by)


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


def opponent_character_attacks(st: GameState, attacker: int) -> None:
    """A Character attacks: "When your opponent's Character attacks" of the
    other player's cards."""
    if st.defs[attacker].category == CHARACTER_CATEGORY:
        fire_event(st, L.WHEN_OPPONENT_CHARACTER_ATTACKS, 1 - st.owner[attacker])


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
        p = st.owner[i]
        gen = st.cur_gen + 1
        for ab in _applying(st, i, L.WHEN_THIS_BATTLES, other, p):
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


def trigger_activated(st: GameState, p: int = -1) -> None:
    """Player p (-1: not said) activated a [Trigger] (CR 10-1-5)."""
    fire_event(st, L.WHEN_TRIGGER_ACTIVATES, st.turn_player)
    fire_event(st, L.WHEN_TRIGGER_ACTIVATES, 1 - st.turn_player)
    if p >= 0:
        fire_event(st, L.WHEN_OPPONENT_ACTIVATES_EVENT_OR_TRIGGER, 1 - p)


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


def _applying(st: GameState, s: int, timing: str, i: int, p: int) -> list[int]:
    """The `timing` abilities of card s (player p's) that apply to an event
    about card i (-1: an event without a card, which any description fits):
    their description of the event's card fits i, their conditions hold and
    their [Once Per Turn] is unused."""
    d = st.defs[s]
    out: list[int] = []
    for ab in d.by_timing[timing]:
        a = d.abilities[ab]
        if i >= 0 and a.event_cards is not None and not matches(st, i, a.event_cards, s):
            continue
        if a.conditions and not all_hold(st, a.conditions, s, p):
            continue
        if a.once_per_turn and used_this_turn(st, s, ab):
            continue
        out.append(ab)
    return out


def watching(st: GameState, timing: str, p: int, i: int,
             skip: int = -1) -> list[tuple[int, int]]:
    """The `timing` abilities (card, index) of the cards on player p's field
    (but `skip`) that apply to an event about card i (see _applying)."""
    out: list[tuple[int, int]] = []
    ids = st.listeners.get(timing)
    if not ids:
        return out
    for s in ids:
        if s == skip or st.owner[s] != p or not zones.on_field(st, s) or negated(st, s):
            continue
        for ab in _applying(st, s, timing, i, p):
            out.append((s, ab))
    return out


def _queue_described(st: GameState, timing: str, p: int, i: int, skip: int = -1) -> None:
    """Queue `timing`'s abilities of the cards on player p's field (but
    `skip`) whose description of the event's card fits card i (i is -1
    for an event without a card: any description fits)."""
    if not st.listeners.get(timing):
        return                      # the common case, kept cheap: nobody listens
    gen = st.cur_gen + 1
    for s, ab in watching(st, timing, p, i, skip):
        st.pending.append(Pending(gen, p, s, st.incarnation[s], ab))


def removed_by_effect(st: GameState, i: int, who: int) -> None:
    """Character i is about to leave the field by player `who`'s effect:
    "When your <Character> is removed from the field by your opponent's
    effect" of the other cards on its owner's field (checked while it is
    still there, for its description)."""
    p = st.owner[i]
    left_field(st, i)
    if who == 1 - p:
        _queue_described(st, L.WHEN_REMOVED_BY_OPPONENT, p, i, skip=i)
        _queue_described(st, L.WHEN_REMOVED_BY_OPPONENT_OR_KOED, p, i, skip=i)
    if who >= 0:
        fire_event(st, L.WHEN_CHARACTER_REMOVED_BY_YOU, who)


def left_field(st: GameState, i: int) -> None:
    """Card i is about to leave the field in any way (K.O.'d, in battle too,
    or moved by an effect or a cost): "When your <Character> card is removed
    from the field" of the other cards on its owner's field (checked while it
    is still there, for its description)."""
    _queue_described(st, L.WHEN_YOUR_CHARACTER_REMOVED, st.owner[i], i, skip=i)


def damage_or_koed(st: GameState, p: int, i: int) -> None:
    """Player p took damage (i is -1), or their Character i is about to be
    K.O.'d: "When you take damage or your Character [with ...] is K.O.'d" of
    the cards on p's field (the Character's description checked while it is
    still there: official ruling on OP14-053)."""
    _queue_described(st, L.WHEN_DAMAGE_OR_CHARACTER_KOED, p, i)


def koed_not_by_opponent(st: GameState, p: int, i: int) -> None:
    """Player p's Character i is about to be K.O.'d other than by the
    opponent's effect (removed_by_effect hears that one): "When your
    <Character> is removed from the field by your opponent's effect or
    K.O.'d" of the other cards on p's field."""
    _queue_described(st, L.WHEN_REMOVED_BY_OPPONENT_OR_KOED, p, i, skip=i)


def one_of_yours_koed(st: GameState, p: int, i: int) -> None:
    """Player p's Character i is about to be K.O.'d: "When one of your
    <Characters> is K.O.'d" of the cards on p's field, the Character's
    description checked while it is still there (as damage_or_koed)."""
    _queue_described(st, L.WHEN_ONE_OF_YOUR_CHARACTERS_KOED, p, i)


def character_played(st: GameState, p: int, i: int = -1, by_character: bool = False) -> None:
    """Player p played Character i (from the hand or by an effect;
    `by_character`: by a Character's effect other than a [Trigger])."""
    fire_event(st, L.WHEN_YOU_PLAY_CHARACTER, p)
    fire_event(st, L.WHEN_OPPONENT_PLAYS_CHARACTER, 1 - p)
    if i >= 0:      # by a Character's effect: any Character fits (-1)
        _queue_described(st, L.WHEN_OPPONENT_PLAYS_DESCRIBED_OR_BY_CHARACTER, 1 - p,
                         -1 if by_character else i)
    if i >= 0 and st.defs[i].has_trigger:
        fire_event(st, L.WHEN_YOU_PLAY_TRIGGER_CHARACTER, p)


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
        if timing in d.by_timing:
            out.extend(_applying(st, i, timing, -1, p))
    # its own "When a Character is K.O.'d" too, as it leaves the field
    # (official ruling on EB01-047): character_koed sees only cards still there
    if L.WHEN_CHARACTER_KOED in d.by_timing:
        out.extend(_applying(st, i, L.WHEN_CHARACTER_KOED, -1, p))
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
    fire_event(st, L.WHEN_OPPONENT_ACTIVATES_EVENT_OR_TRIGGER, 1 - p)


def blocker_activated(st: GameState, p: int) -> None:
    """Player p activated [Blocker] (CR 10-1-4)."""
    fire_event(st, L.WHEN_OPPONENT_ACTIVATES_BLOCKER, 1 - p)
    fire_event(st, L.WHEN_OPPONENT_ACTIVATES_EVENT_OR_BLOCKER, 1 - p)
