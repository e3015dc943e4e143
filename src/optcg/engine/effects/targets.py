"""Finding cards, checking conditions and costs: the read-only half of effects."""

from __future__ import annotations

from typing import Final

from .. import stats
from ..constants import (CATEGORY_BY_NAME, CHARACTER, CHARACTER_AREA, DECK,
                         KEYWORD_BITS, LEADER_AREA, STAGE_AREA)
from ..constants import MOD_CANNOT_BE_RESTED     # misc family
from ..state import GameState
from . import language as L
from .language import (Ability, BattledCharacter, CountAtLeast, DonAttached, DonMinus,
                       DonOnFieldAtLeast, HandAtMost, LeaderHasType, LeaderIs, LifeAtMost,
                       OpponentsTurn, RestDon, RestThis, ThisRested, TrashAtLeast,
                       TrashFromHand, YourTurn)

_FIELD: Final = (LEADER_AREA, CHARACTER_AREA, STAGE_AREA)


def players_of(owner: str, ctl: int) -> tuple[int, ...]:
    if owner == L.YOU:
        return (ctl,)
    if owner == L.OPPONENT:
        return (1 - ctl,)
    return (ctl, 1 - ctl)


def area_cards(st: GameState, p: int, area: str, looked=()) -> list[int]:
    if area == L.FIELD:
        out = [st.leaders[p]]
        out.extend(st.chars[p])
        out.extend(st.stage[p])
        return out
    if area == L.HAND:
        return list(st.hand[p])
    if area == L.TRASH:
        return list(st.trash[p])
    if area == L.DECK:
        return list(st.deck[p])
    if area == L.LIFE:
        return list(st.life[p][-1:])          # only the top card (CR 3-10-2)
    if area == L.LOOKED:
        return [i for i in looked if st.owner[i] == p and st.area[i] == DECK]
    raise ValueError(f"unknown area {area!r}")


def matches(st: GameState, i: int, c: L.Cards, src: int) -> bool:
    d = st.defs[i]
    if d.category not in _category_ids(c.categories):
        return False
    if c.other_than_this and i == src:
        return False
    if c.types and not any(t in d.types for t in c.types):
        return False
    if c.type_includes is not None and not any(c.type_includes in t for t in d.types):
        return False
    if c.attributes and not any(a in d.attributes for a in c.attributes):
        return False
    if c.colors and not any(x in d.colors for x in c.colors):
        return False
    if c.names and d.name not in c.names:
        return False
    if c.exclude_names and d.name in c.exclude_names:
        return False
    if c.cost_max is not None or c.cost_min is not None:
        cost = stats.cost(st, i)
        if c.cost_max is not None and cost > c.cost_max:
            return False
        if c.cost_min is not None and cost < c.cost_min:
            return False
    if c.power_max is not None or c.power_min is not None:
        p = stats.power(st, i) if st.area[i] in _FIELD else d.power
        if c.power_max is not None and p > c.power_max:
            return False
        if c.power_min is not None and p < c.power_min:
            return False
    if c.rested is not None and st.rested[i] != c.rested:
        return False
    if c.keyword is not None and not stats.keywords(st, i) & KEYWORD_BITS[c.keyword]:
        return False
    return True


_CAT_CACHE: dict = {}


def _category_ids(names: tuple) -> frozenset:
    ids = _CAT_CACHE.get(names)
    if ids is None:
        ids = _CAT_CACHE[names] = frozenset(CATEGORY_BY_NAME[n] for n in names)
    return ids


def find(st: GameState, c: L.Cards, src: int, ctl: int, looked=()) -> list[int]:
    out = []
    for p in players_of(c.owner, ctl):
        for i in area_cards(st, p, c.area, looked):
            if matches(st, i, c, src):
                out.append(i)
    return out


def is_secret(area: str) -> bool:
    """Choices from secret areas may come up empty (CR 8-4-4-2)."""
    return area in (L.DECK, L.LIFE)


# -- conditions ----------------------------------------------------------------

def holds(st: GameState, cond, src: int, ctl: int) -> bool:
    if isinstance(cond, DonAttached):
        return st.don[src] >= cond.count
    if isinstance(cond, YourTurn):
        return st.turn_player == ctl
    if isinstance(cond, OpponentsTurn):
        return st.turn_player != ctl
    if isinstance(cond, CountAtLeast):
        return len(find(st, cond.cards, src, ctl)) >= cond.count
    if isinstance(cond, HandAtMost):
        return len(st.hand[ctl]) <= cond.count
    if isinstance(cond, LifeAtMost):
        p = ctl if cond.owner == L.YOU else 1 - ctl
        return len(st.life[p]) <= cond.count
    if isinstance(cond, LeaderIs):
        return st.defs[st.leaders[ctl]].name == cond.name
    if isinstance(cond, TrashAtLeast):
        return len(st.trash[ctl]) >= cond.count
    if isinstance(cond, DonOnFieldAtLeast):
        return don_on_field(st, ctl) >= cond.count
    if isinstance(cond, LeaderHasType):
        return cond.type in st.defs[st.leaders[ctl]].types
    if isinstance(cond, ThisRested):
        return st.rested[src]
    if isinstance(cond, BattledCharacter):
        b = st.battle
        if b is None or src not in (b[0], b[1]):
            return False
        other = b[1] if b[0] == src else b[0]
        # the other card may already be K.O.'d (CR 7-1-4-1-2, then 7-1-5-2)
        return st.defs[other].category == CHARACTER and st.owner[other] != st.owner[src]
    return _holds_general(st, cond, src, ctl)


# -- conditions family: general counts, comparisons, card checks, conjunctions --

def _holds_general(st: GameState, cond, src: int, ctl: int) -> bool:
    if isinstance(cond, L.Has):
        n = count_of(st, cond.what, src, ctl)
        if cond.compare == L.AT_LEAST:
            return n >= cond.count
        if cond.compare == L.AT_MOST:
            return n <= cond.count
        if cond.compare == L.LESS:
            return n < cond.count
        return n == cond.count
    if isinstance(cond, L.Compare):
        left = count_of(st, cond.left, src, ctl) + cond.by
        right = count_of(st, cond.right, src, ctl)
        if cond.op == L.AT_MOST:
            return left <= right
        if cond.op == L.LESS:
            return left < right
        if cond.op == L.MORE:
            return left > right
        return left == right
    if isinstance(cond, L.CardIs):
        i = _the_card(st, cond.card, src, ctl)
        return matches(st, i, cond.cards, src)
    if isinstance(cond, L.OnlyHave):
        chars = st.chars[ctl]
        for i in chars:
            if not matches(st, i, cond.cards, src):
                return False
        return len(chars) > 0
    if isinstance(cond, L.PlayedThisTurn):
        return st.played_turn[src] == st.turn
    if isinstance(cond, L.LeaderMulticolored):
        return len(st.defs[st.leaders[ctl]].colors) >= 2
    if isinstance(cond, L.AllOf):
        return all_hold(st, cond.conditions, src, ctl)
    if isinstance(cond, L.AnyOf):
        for c in cond.conditions:
            if holds(st, c, src, ctl):
                return True
        return False
    raise TypeError(f"unknown condition {cond!r}")


def _the_card(st: GameState, card: str, src: int, ctl: int) -> int:
    if card == "leader":
        return st.leaders[ctl]
    if card == "opponent's leader":
        return st.leaders[1 - ctl]
    return src


def count_of(st: GameState, what, src: int, ctl: int) -> int:
    """How many cards a condition counts: a description (in any area, the
    whole Life area included) or DON!! cards on the field."""
    n = 0
    if isinstance(what, tuple):               # "cards in your Life area and hand"
        for part in what:
            n += count_of(st, part, src, ctl)
        return n
    if isinstance(what, L.RestedCards):
        for p in players_of(what.owner, ctl):
            n += st.don_rested[p]
            for i in area_cards(st, p, L.FIELD):
                if st.rested[i]:
                    n += 1
        return n
    if isinstance(what, L.DonCards):
        for p in players_of(what.owner, ctl):
            if what.given:
                n += don_on_field(st, p) - st.don_active[p] - st.don_rested[p]
            elif what.rested is None:
                n += don_on_field(st, p)
            elif what.rested:
                n += st.don_rested[p]
            else:
                n += st.don_active[p]
        return n
    for p in players_of(what.owner, ctl):
        cards = st.life[p] if what.area == L.LIFE else area_cards(st, p, what.area)
        for i in cards:
            if matches(st, i, what, src):
                n += 1
    return n


def all_hold(st: GameState, conds: tuple, src: int, ctl: int) -> bool:
    for c in conds:
        if not holds(st, c, src, ctl):
            return False
    return True


# -- costs ---------------------------------------------------------------------

def don_on_field(st: GameState, p: int) -> int:
    given = st.don[st.leaders[p]]
    for c in st.chars[p]:
        given += st.don[c]
    return st.don_active[p] + st.don_rested[p] + given


def cannot_be_rested(st: GameState, i: int) -> bool:
    """Misc family: under a "cannot be rested" effect (rulings OP13-032)."""
    for m in st.mods:
        if m[0] == MOD_CANNOT_BE_RESTED and m[1] == i:
            return True
    return False


def can_pay(st: GameState, cost, src: int, ctl: int, spent: int = 0) -> bool:
    if isinstance(cost, RestDon):
        return st.don_active[ctl] - spent >= cost.count
    if isinstance(cost, DonMinus):
        return don_on_field(st, ctl) >= cost.count
    if isinstance(cost, RestThis):
        return st.area[src] in _FIELD and not st.rested[src] and not cannot_be_rested(st, src)
    if isinstance(cost, TrashFromHand):
        return len([i for i in st.hand[ctl] if i != src]) >= cost.count
    raise TypeError(f"unknown cost {cost!r}")


def can_pay_all(st: GameState, costs: tuple, src: int, ctl: int, spent: int = 0,
                ability: Ability | None = None) -> bool:
    """CR 8-3-1-3: a cost that cannot be paid in full cannot be paid at all.

    A DON!! rested for ① stays on the field, so DON!! -X may still return it.
    """
    if ability is not None:
        rest, minus = ability.rest_don, ability.don_minus
    else:
        rest = sum(c.count for c in costs if isinstance(c, RestDon))
        minus = sum(c.count for c in costs if isinstance(c, DonMinus))
    if rest and st.don_active[ctl] - spent < rest:
        return False
    if minus and don_on_field(st, ctl) < minus:
        return False
    for c in costs:
        if (not isinstance(c, (RestDon, DonMinus))
                and not can_pay(st, c, src, ctl, spent)):
            return False
    return True
