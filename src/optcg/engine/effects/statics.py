"""Permanent effects (CR 8-1-3-3): computed, never stored.

A permanent effect of a card on the field adds to the power or keywords of
its targets while its conditions hold.  Stats are computed on demand, so
the effects are always "re-applied until stable" (CR 8-1-3-3-5): a
condition that reads another card's power reads it with that card's own
permanent effects applied.  An effect whose condition depends on itself
is treated as not applying while that condition is evaluated, which is
where the repeated application of CR 8-1-3-3-5 starts.
"""

from __future__ import annotations

from typing import Final

from ..constants import (ATTACK_ACTIVE, CATEGORY_NAMES, CHARACTER_AREA, KEYWORD_BITS, LEADER_AREA,
                         MOD_BASE_POWER, MOD_NEGATED, MOD_NO_KO, RUSH_CHARACTER, STAGE_AREA,
                         MOD_ON_PLAY_NEGATED,
                         NO_LEADER_ATTACK_WHEN_PLAYED, HAND as HAND_AREA)
from ..carddef import (STATIC_BASE_POWER, STATIC_CANNOT_ATTACK, STATIC_COST, STATIC_COUNTER,
                       STATIC_HAND_COST, STATIC_KEYWORD,
                       STATIC_KO, STATIC_POWER, STATIC_ATTACK_ONLY, STATIC_REFRESH_LOCK)
from ..state import GameState
from . import targets
from .language import (BY_EFFECTS, BY_OPPONENTS_EFFECTS, KO_CAUSES, Against, CannotBeRemoved,
                       BY_BATTLE, BY_YOUR_EFFECTS, StaticCannotBeRested, StaticBasePower,
                       StaticAttackActive, StaticAttackCharactersWhenPlayed, StaticKeyword, This,
                       FIELD, HAND, StaticNoLeaderAttackWhenPlayed, StaticPower)
from .language import ON_PLAY_NEGATED_MARK, OnPlayNegated, YOU
from .language import DonAttached, OpponentsTurn, YourTurn

_FIELD: Final = (LEADER_AREA, CHARACTER_AREA, STAGE_AREA)
_busy: set = set()


def _negated(st: GameState) -> tuple:
    if not st.mods:
        return ()
    return tuple(m.card for m in st.mods if m.kind == MOD_NEGATED)


def _applies(st: GameState, target, s: int, p: int, i: int) -> bool:
    if isinstance(target, This):
        return i == s
    c = target.cards
    if c.area != FIELD:      # "Give blue Events in your hand -1 cost"
        return (c.area == HAND and st.area[i] == HAND_AREA and st.owner[i] == p
                and targets.matches(st, i, c, s))
    if st.owner[i] not in targets.players_of(c.owner, p) or st.area[i] not in _FIELD:
        return False
    if targets.matches(st, i, c, s):
        return True
    for alt in c.alt:        # "your [Name] and all your ... Characters"
        if targets.matches(st, i, alt, s):
            return True
    return False


# _simple: what the conditions that read no stats say at once
_FAILS: Final = 0           # one of them does not hold
_HOLDS: Final = 1           # all the conditions hold, every one of them simple
_OTHERS: Final = 2          # the simple ones hold; others remain to be read


def _simple(st: GameState, s: int, p: int, conditions: tuple) -> int:
    """[DON!! xN], [Your Turn] and [Opponent's Turn] read no stats, so they
    cannot lead back to the effect they belong to: they are read first, at
    once and without the guard, and most often settle the answer."""
    out = _HOLDS
    for c in conditions:
        if isinstance(c, DonAttached):
            if st.don[s] < c.count:
                return _FAILS
        elif isinstance(c, YourTurn):
            if st.turn_player != p:
                return _FAILS
        elif isinstance(c, OpponentsTurn):
            if st.turn_player == p:
                return _FAILS
        else:
            out = _OTHERS
    return out


def _guarded(st: GameState, s: int, k: int, p: int, conditions: tuple) -> bool:
    key = (s, k)
    if key in _busy:
        return False
    _busy.add(key)
    try:
        return targets.all_hold(st, conditions, s, p)
    finally:
        _busy.discard(key)


def _active(st: GameState, s: int, k: int, p: int, conditions: tuple) -> bool:
    simple = _simple(st, s, p, conditions)
    if simple != _OTHERS:
        return simple == _HOLDS
    return _guarded(st, s, k, p, conditions)


def static_holds(st: GameState, s: int, k: int, p: int, conditions: tuple) -> bool:
    """Whether permanent effect k of card s (owned by p) applies now."""
    return _active(st, s, k, p, conditions)


def _effects(st: GameState, i: int, kind: int) -> list:
    """The permanent effects of `kind` (carddef.STATIC_POWER, STATIC_KEYWORD,
    STATIC_KO) that apply to card i now.  Their sources are few:
    st.field_statics lists them."""
    return _sourced_effects(st, i, kind, False)


def on_field(st: GameState, kind: int) -> bool:
    """Whether any card on the field has a permanent effect of `kind`: one
    look per decision instead of one per card."""
    defs = st.defs
    for s in st.field_statics:
        if defs[s].statics_by_kind[kind]:
            return True
    return False


def keywords_given(st: GameState) -> int:
    """The keyword bits the permanent effects on the field may give some
    card (CardDef.keywords_given): without a modifier, a card's keyword
    outside them is its printed one."""
    defs = st.defs
    bits = 0
    for s in st.field_statics:
        bits |= defs[s].keywords_given
    return bits


def _sourced_effects(st: GameState, i: int, kind: int, sourced: bool = True) -> list:
    """`_effects` with each effect's source card and its controller
    (`sourced`), or the effects alone."""
    defs = st.defs
    owner = st.owner
    negated = None
    out = []
    for s in st.field_statics:
        effs = defs[s].statics_by_kind[kind]
        if not effs:
            continue
        if negated is None:
            negated = _negated(st) if st.mods else ()
        if s in negated:
            continue
        p = owner[s]
        for k, sa in effs:
            target = sa.effect.target
            if i != s and isinstance(target, This):
                continue        # about its own card only (most are)
            # the conditions read at once first: cheaper than the target
            simple = _simple(st, s, p, sa.conditions)
            if simple == _FAILS or not _applies(st, target, s, p, i):
                continue
            if simple == _HOLDS or _guarded(st, s, k, p, sa.conditions):
                out.append((sa.effect, s, p) if sourced else sa.effect)
    return out


def _negated_source(st: GameState, s: int) -> bool:
    """Whether card s's effects are negated (as `_negated`, without a tuple)."""
    for m in st.mods:
        if m.card == s and m.kind == MOD_NEGATED:
            return True
    return False


# the CardDef.static_kinds bits static_power reads
_BASE_POWER_BIT: Final = 1 << STATIC_BASE_POWER
_POWER_KINDS: Final = (1 << STATIC_POWER) | _BASE_POWER_BIT


def static_power(st: GameState, i: int) -> int:
    """What the permanent power effects on the field add to card i's power.
    The sum of `_sourced_effects(st, i, STATIC_POWER)` worked out in one
    pass, with no list built: a kept log reads the power of every attack and
    Counter, and most effects on the field are about their own card only."""
    total = 0
    defs = st.defs
    based = False               # some card on the field sets a base power
    for s in st.field_statics:
        kinds = defs[s].static_kinds
        if not kinds & _POWER_KINDS:
            continue            # (most: a keyword, K.O. or cost effect)
        if kinds & _BASE_POWER_BIT:
            based = True
        effs = defs[s].statics_by_kind[STATIC_POWER]
        if not effs or (st.mods and _negated_source(st, s)):
            continue
        p = st.owner[s]
        for k, sa in effs:
            e = sa.effect
            if not isinstance(e, StaticPower):
                continue        # never: STATIC_POWER lists StaticPower only
            target = e.target
            if isinstance(target, This) and i != s:
                continue
            # the conditions read at once first: cheaper than the target
            simple = _simple(st, s, p, sa.conditions)
            if simple == _FAILS:
                continue
            if not isinstance(target, This) and not _applies(st, target, s, p, i):
                continue
            if simple == _OTHERS and not _guarded(st, s, k, p, sa.conditions):
                continue
            if e.per is None:
                total += e.amount
            else:               # "+1000 power for every 2 Events in your trash"
                total += e.amount * (targets.count_of(st, e.per, s, p) // e.per_count)
    if based:
        static_base = -1
        for e, s, p in _sourced_effects(st, i, STATIC_BASE_POWER):
            static_base = max(static_base, _base_value(st, e, p))
        if static_base >= 0:
            return total + _past_base(st, i, static_base)
    return total


def _past_base(st: GameState, i: int, static_base: int) -> int:
    """How far a permanent "base power becomes N" moves card i's power from
    the base its modifiers set, or its printed one (stats.power): the
    highest base counts (CR 4-9-2-1)."""
    base = -1
    for m in st.mods:
        if m.card == i and m.kind == MOD_BASE_POWER and m.value > base:
            base = m.value
    if base < 0:
        return static_base - st.defs[i].power
    return static_base - base if static_base > base else 0


def static_counter(st: GameState, i: int) -> int:
    """The highest "The counter of ... becomes +N" permanent effect on hand
    card i, or -1."""
    out = -1
    for e in _effects(st, i, STATIC_COUNTER):
        if e.value > out:
            out = e.value
    return out


_basing: set = set()


def static_base_power(st: GameState, i: int) -> int:
    """The highest "base power becomes N" permanent effect on card i, or -1.
    A description of their targets that reads card i's base power reads it
    without them (no endless recursion)."""
    if i in _basing or not on_field(st, STATIC_BASE_POWER):
        return -1
    _basing.add(i)
    try:
        out = -1
        for e, s, p in _sourced_effects(st, i, STATIC_BASE_POWER):
            value = _base_value(st, e, p)
            if value > out:
                out = value
        return out
    finally:
        _basing.discard(i)


def _base_value(st: GameState, e: StaticBasePower, p: int) -> int:
    """The base power a "base power becomes" effect of player p sets."""
    if not e.same_as_leader:
        return e.value
    leader = st.leaders[p]
    if leader < 0 or leader in _basing:
        return -1
    from ..stats import base_power
    return base_power(st, leader)


def static_keywords(st: GameState, i: int) -> int:
    """The keyword bits the permanent effects on the field give card i (the
    keywords of each Blocker and attacker are read at every attack)."""
    defs = st.defs
    for s in st.field_statics:
        if defs[s].statics_by_kind[STATIC_KEYWORD]:
            break
    else:
        return 0                # no keyword effect on the field (on_field, inlined)
    bits = 0
    for e in _sourced_effects(st, i, STATIC_KEYWORD, False):
        if isinstance(e, StaticKeyword):
            bits |= KEYWORD_BITS[e.keyword]
        elif isinstance(e, StaticAttackActive):
            bits |= ATTACK_ACTIVE
        elif isinstance(e, StaticAttackCharactersWhenPlayed):
            bits |= RUSH_CHARACTER                  # what [Rush: Character] allows
        elif isinstance(e, StaticNoLeaderAttackWhenPlayed):
            bits |= NO_LEADER_ATTACK_WHEN_PLAYED
    return bits


def cannot_be_koed(st: GameState, i: int, by: str, src: int = -1) -> bool:
    """CR 10-2-1-3: a permanent "cannot be K.O.'d" protects card i from a
    K.O. caused `by` "battle" or "effects" (of card `src`, -1: not known)."""
    for e, s, p in _sourced_effects(st, i, STATIC_KO):
        if isinstance(e, CannotBeRemoved):
            if _removal_covered(st, i, e, p, by):
                return True
        elif isinstance(e, StaticCannotBeRested):
            continue
        elif not _covers(e.by, by):
            continue
        elif e.against is None:
            return True
        elif e.by == BY_BATTLE:
            if _battling(st, i, e.against):
                return True
        elif src >= 0 and _source_is(st, src, e.against):
            return True
    return False


def _removal_covered(st: GameState, i: int, e: CannotBeRemoved, p: int, by: str) -> bool:
    """Whether a "cannot be removed from the field by ... effects" of player
    p covers the K.O. of card i caused `by`: an effect of the opponent of
    the card's owner, or, "by your effects", an effect of p."""
    if e.by == BY_YOUR_EFFECTS:
        if by == BY_BATTLE:
            return False
        controller = st.owner[i] if by == BY_EFFECTS else 1 - st.owner[i]
        return controller == p
    return by == BY_OPPONENTS_EFFECTS


def _source_is(st: GameState, src: int, against: Against) -> bool:
    """Whether card `src`, whose effect acts, is one `against` describes
    (its base power read now: official ruling on OP14-003)."""
    d = st.defs[src]
    if CATEGORY_NAMES[d.category] not in against.categories:
        return False
    if against.attribute is not None and (against.attribute in d.attributes) == against.without:
        return False
    if against.base_power_max is not None:
        from ..stats import base_power
        if base_power(st, src) > against.base_power_max:
            return False
    return True


def cannot_be_rested_by(st: GameState, i: int, src: int) -> bool:
    """Whether a permanent "cannot be rested by your opponent's [...]
    effects" protects card i from the effect of card `src`, an effect of
    its owner's opponent."""
    for e in _effects(st, i, STATIC_KO):
        if isinstance(e, StaticCannotBeRested) and (
                e.against is None or (src >= 0 and _source_is(st, src, e.against))):
            return True
    return False


def protected_by_mods(st: GameState, i: int, by: str) -> bool:
    """A "cannot be K.O.'d <duration>" effect on card i covers a K.O. `by`."""
    for m in st.mods:
        if m.card == i and m.kind == MOD_NO_KO and _covers(KO_CAUSES[m.value], by):
            return True
    return False


def cannot_be_removed(st: GameState, i: int, ctl: int = -1) -> bool:
    """Whether card i cannot be removed from the field now by an effect of
    player `ctl`, its owner's opponent (-1: not known)."""
    for e, s, p in _sourced_effects(st, i, STATIC_KO):
        if isinstance(e, CannotBeRemoved) and (e.by != BY_YOUR_EFFECTS or ctl == p):
            return True
    return False


def _covers(protection: str | None, by: str) -> bool:
    """A protection from "effects" covers the opponent's effects too."""
    return (protection is None or protection == by
            or (protection == BY_EFFECTS and by == BY_OPPONENTS_EFFECTS))


def _battling(st: GameState, i: int, against: Against) -> bool:
    """Whether card i battles a card `against` describes (the K.O. in battle
    comes from the card it battles: CR 7-1-4-1-2)."""
    b = st.battle
    if b is None or i not in (b.attacker, b.target):
        return False
    d = st.defs[b.target if b.attacker == i else b.attacker]
    if CATEGORY_NAMES[d.category] not in against.categories:
        return False
    if against.attribute is None:
        return True
    return (against.attribute in d.attributes) != against.without


# -- cost changes and "cannot attack" -------------------------------------------

def hand_cost(st: GameState, i: int) -> int:
    """Card i's own "give this card in your hand −N cost" while in the hand."""
    total = 0
    p = st.owner[i]
    for k, sa in st.defs[i].statics_by_kind[STATIC_HAND_COST]:
        if _active(st, i, k, p, sa.conditions):
            total += sa.effect.amount
    return total


_costing: set = set()


def static_cost(st: GameState, i: int) -> int:
    """"gains +N cost" (or "give ... −N cost") permanent effects on card i
    (CR 8-1-3-3).  A description of their targets that reads card i's cost
    reads it without them (no endless recursion)."""
    if i in _costing:
        return 0
    _costing.add(i)
    try:
        total = 0
        for e, s, p in _sourced_effects(st, i, STATIC_COST):
            if e.per is None:
                total += e.amount
            else:               # "+1 cost for every 4 cards in your trash"
                total += e.amount * (targets.count_of(st, e.per, s, p) // e.per_count)
        return total
    finally:
        _costing.discard(i)


def cannot_attack(st: GameState, i: int) -> bool:
    """Whether a permanent "cannot attack" applies to card i now."""
    return bool(_effects(st, i, STATIC_CANNOT_ATTACK))


# -- Refresh Phase locks, attack restrictions -------------------------

def refresh_locked(st: GameState, p: int) -> list[int]:
    """Player p's Characters a permanent "do not become active in your and
    your opponent's Refresh Phases" keeps rested (an exception to CR 6-2-4)."""
    if not on_field(st, STATIC_REFRESH_LOCK):
        return []
    return [i for i in st.chars[p] if _effects(st, i, STATIC_REFRESH_LOCK)]


def attack_only(st: GameState, attacker: int) -> list[int] | None:
    """The only cards player `attacker` may attack, when a permanent "your
    opponent cannot attack any card other than the Character [Name]" of the
    other player applies (None: no such restriction)."""
    if not on_field(st, STATIC_ATTACK_ONLY):
        return None
    opp = 1 - attacker
    allowed: list[int] | None = None
    negated = _negated(st)
    for s in st.field_statics:
        if st.owner[s] != opp or s in negated:
            continue
        for k, sa in st.defs[s].statics_by_kind[STATIC_ATTACK_ONLY]:
            if not _active(st, s, k, opp, sa.conditions):
                continue
            ok = [i for i in (st.leaders[opp], *st.chars[opp])
                  if _applies(st, sa.effect.target, s, opp, i)]
            allowed = ok if allowed is None else [i for i in allowed if i in ok]
    return allowed


# -- [On Play] effects negated for a player ---------------------------

def on_play_negated(st: GameState, p: int) -> bool:
    """Whether player p's [On Play] effects are negated now (L.OnPlayNegated):
    by a lasting effect on p, or a permanent one of a card on the field
    that is not itself negated."""
    for m in st.mods:
        if m.kind == MOD_ON_PLAY_NEGATED and m.player == p:
            return True
    sources = st.listeners.get(ON_PLAY_NEGATED_MARK)
    if not sources:
        return False
    negated = _negated(st)
    for s in sources:
        if st.area[s] not in _FIELD or s in negated:
            continue
        owner = st.owner[s]
        for k, sa in enumerate(st.defs[s].statics):
            e = sa.effect
            if isinstance(e, OnPlayNegated) and (owner == p) == (e.player == YOU) \
                    and _active(st, s, -1 - k, owner, sa.conditions):
                return True
    return False
