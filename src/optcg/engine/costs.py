"""Paying for cards: the DON!! a card costs, and whether an Event can be used."""

from __future__ import annotations

from .effects import language as L
from .effects.targets import matches
from .carddef import STATIC_PLAY_COST
from .constants import CHARACTER_AREA, LEADER_AREA, MOD_NEXT_PLAY_COST, STAGE_AREA
from .effects.statics import static_holds
from .state import GameState
from .stats import cost


def pay_don(st: GameState, p: int, amount: int) -> None:
    """Rest `amount` active DON!! in the cost area (CR 2-7-2)."""
    st.don_active[p] -= amount
    st.don_rested[p] += amount


def event_playable(st: GameState, i: int, ab: int, active: int) -> bool:
    """Whether Event i can be used now for its ability `ab` (-1: none): only
    the card's own cost must be paid from `active` DON!! (CR 2-7-3, 6-5-3-1,
    7-1-3-2-2).  An activation cost of the ability that cannot be paid, or a
    condition that does not hold, makes the effect do nothing once the card
    is used (CR 8-3-1-3; official Q&A on OP01-055), not the card unusable."""
    if ab < 0:
        return False
    # permanent effects may change it in hand ("give this card in your hand −N cost")
    c = cost(st, i) if st.mods or st.defs[i].statics else st.defs[i].cost
    return c <= active


# -- "the next time you play ... the cost will be reduced" --

def next_play_reduction(st: GameState, i: int) -> tuple[int, int]:
    """(the reduction of playing Character i from its owner's hand now, the
    index in st.mods of the effect giving it, -1: none): the first waiting
    effect whose description i matches (language.NextPlayCostReduction)."""
    p = st.owner[i]
    for k, m in enumerate(st.mods):
        if m.kind == MOD_NEXT_PLAY_COST and m.player == p:
            for a in st.defs[m.source].abilities:
                for step in a.steps:
                    for s in (step.steps if isinstance(step, L.If) else (step,)):
                        if isinstance(s, L.NextPlayCostReduction) and \
                                matches(st, i, s.cards, m.source):
                            return m.value, k
    return 0, -1



# -- "The cost of playing ... from your hand will be reduced by N" (permanent) ------

_ON_FIELD = (LEADER_AREA, CHARACTER_AREA, STAGE_AREA)


def play_cost_reduction(st: GameState, i: int) -> int:
    """How much less card i costs to play from its owner's hand now, by the
    permanent effects of that player's cards on the field
    (language.PlayCostReduction).  Games without such a card look no further
    than one dict (GameState.listeners)."""
    sources = st.listeners.get(L.PLAY_COST_MARK)
    if sources is None:
        return 0
    p = st.owner[i]
    total = 0
    for s in sources:
        if st.owner[s] != p or st.area[s] not in _ON_FIELD:
            continue
        for k, sa in st.defs[s].statics_by_kind[STATIC_PLAY_COST]:
            if matches(st, i, sa.effect.cards, s) and static_holds(st, s, k, p, sa.conditions):
                total += sa.effect.amount
    return total


def play_cost(st: GameState, i: int) -> int:
    """The DON!! that playing Character or Stage i from the hand costs now:
    its cost less the waiting and permanent reductions, never below 0 (the
    next-play reduction is counted, not used up: see main_phase.play_from_hand)."""
    c = cost(st, i)
    if st.mods:
        c -= next_play_reduction(st, i)[0]
    if L.PLAY_COST_MARK in st.listeners:
        c -= play_cost_reduction(st, i)
    return max(0, c)
