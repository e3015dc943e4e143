"""Power and cost changes for a duration (CR 4-9, 4-12, 8-1-4-2)."""

from __future__ import annotations

from ... import stats
from ...zones import on_field
from ...constants import HAND, MOD_BASE_COST, MOD_BASE_POWER, MOD_COST, MOD_POWER, MOD_SET_COST
from ... import events as E
from ...records import card_mod
from .. import language as L
from ..compiler import LOOK_SLOT
from ..runtime import duration, resolves


@resolves(L.PowerPerCost)
def s_power_per_cost(st, f, step, targets):
    """N power per 1 cost of the revealed card."""
    revealed = f.slots[LOOK_SLOT]
    if not revealed:
        return None
    amount = step.amount * stats.cost(st, revealed[0])
    return s_power(st, f, L.PowerChange(step.target, amount, step.duration), targets)


@resolves(L.PowerPerGivenDon)
def s_power_per_given_don(st, f, step, targets):
    """Each target: N power per DON!! card given to it now (none: no change)."""
    for i in targets:
        if on_field(st, i) and st.don[i]:
            s_power(st, f, L.PowerChange(step.target, step.amount * st.don[i], step.duration),
                    [i])


@resolves(L.PowerChange)
def s_power(st, f, step, targets):
    dur = duration(st, f, step.duration)
    for i in targets:
        if on_field(st, i):
            st.mods.append(card_mod(MOD_POWER, i, step.amount, dur, f.ctl, f.src))
            if st.log is not None:
                st.log.append((E.PowerChanged, st.turn, "8-1-4-2", i, step.amount, step.duration,
                                               stats.power(st, i)))


@resolves(L.SetBasePower, L.SetBaseCost)
def s_set_base(st, f, step, targets):
    kind = MOD_BASE_POWER if type(step) is L.SetBasePower else MOD_BASE_COST
    for i in targets:
        if on_field(st, i):
            st.mods.append(card_mod(kind, i, step.value, duration(st, f, step.duration), f.ctl,
                                    f.src))
            if st.log is not None:
                st.log.append((E.BaseSet, st.turn, "4-9", i, kind == MOD_BASE_COST, step.value,
                                          step.duration, False))


@resolves(L.SwapBasePower)
def s_swap_base_power(st, f, step, targets):
    """Both cards still on the field: each one's base power becomes the
    other's (CR 4-9), a modifier for the step's duration."""
    cards = [i for i in targets if on_field(st, i)]
    if len(cards) != 2:
        return
    a, b = cards
    values = (stats.base_power(st, b), stats.base_power(st, a))
    dur = duration(st, f, step.duration)
    for i, value in zip(cards, values):
        st.mods.append(card_mod(MOD_BASE_POWER, i, value, dur, f.ctl, f.src))
        if st.log is not None:
            st.log.append(E.BaseSet(st.turn, "4-9", i, False, value, step.duration, False))


@resolves(L.SetCost)
def s_set_cost(st, f, step, targets):
    for i in targets:
        if on_field(st, i):
            st.mods.append(card_mod(MOD_SET_COST, i, step.value, duration(st, f, step.duration),
                                    f.ctl, f.src))
            if st.log is not None:
                st.log.append((E.CostSet, st.turn, "8-1-4-2", i, step.value, step.duration))


@resolves(L.SetPowerToZero)
def s_power_to_zero(st, f, step, targets):
    for i in targets:
        if on_field(st, i):
            p = stats.power(st, i)
            if p <= 0:
                continue                          # CR 4-12-2
            st.mods.append(card_mod(MOD_POWER, i, -p, duration(st, f, step.duration), f.ctl, f.src))
            if st.log is not None:
                st.log.append((E.BaseSet, st.turn, "4-12-1", i, False, 0, step.duration, True))


@resolves(L.CostChange)
def s_cost(st, f, step, targets):
    for i in targets:
        if on_field(st, i) or st.area[i] == HAND:
            st.mods.append(card_mod(MOD_COST, i, step.amount, duration(st, f, step.duration),
                                    f.ctl, f.src))
            if st.log is not None:
                st.log.append((E.CostChanged, st.turn, "8-1-4-2", i, step.amount, step.duration))
