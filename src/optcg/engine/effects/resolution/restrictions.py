"""Resting and setting active, and the restrictions an effect puts on cards and
players for a duration (cannot attack, block, be rested, stay rested)."""

from __future__ import annotations

from ...zones import on_field
from ...constants import (ATTACK_ACTIVE, MOD_CANNOT_BE_RESTED, BAN_ALL, BLOCKER_BAN,
                          BLOCKER_BAN_COST, BLOCKER_BAN_MAX, KEYWORD_BITS, MOD_CANNOT_ATTACK,
                          MOD_NO_ATTACK_COST_AT_MOST,
                          MOD_CANNOT_BLOCK, MOD_KEYWORD, MOD_NO_BLOCK_ATTACKER, MOD_NO_REFRESH,
                          MOD_NO_REFRESH_DON)
from ... import events as E
from ...records import EffectTask, RestReplaceTask, card_mod, player_mod
from ...constants import MOD_ATTACK_TAX
from ...state import GameState
from ...stats import has_mod
from .. import instructions as I
from .. import language as L
from ..triggers import rest_card, rest_replacement
from .. import statics
from ..runtime import Frame, duration, end_of_next_turn_of, resolves, suspend_with


def keep_don_rested(st: GameState, f: Frame, p: int, n: int) -> None:
    """N rested DON!! of player p stay rested in their next Refresh Phase
    (CR 6-2-4; turn.refresh_cards)."""
    dur = end_of_next_turn_of(st, p, False)
    st.mods.append(player_mod(MOD_NO_REFRESH_DON, p, n, dur, f.ctl, f.src))
    if st.log is not None:
        st.log.append((E.PlayerRestricted, st.turn, "6-2-4", p, E.DON_STAY_RESTED, n, ""))


@resolves(L.Rest)
def s_rest(st, f, step, targets):
    asks = []
    for i in targets:
        if on_field(st, i) and not st.rested[i] and not cannot_be_rested(st, i):
            if st.owner[i] != f.ctl and st.field_statics \
                    and statics.cannot_be_rested_by(st, i, f.src):
                if st.log is not None:
                    st.log.append(E.Protected(st.turn, "8-1-3-3", i, E.CANNOT_BE_RESTED))
                continue
            if st.owner[i] != f.ctl:         # "would be rested by your opponent's ..."
                ab = rest_replacement(st, i, f.src, f.ctl)
                if ab >= 0:
                    asks.append(RestReplaceTask(i, st.incarnation[i], (i, ab)))
                    continue
            rest_card(st, i, f.ctl)
    if asks:
        return suspend_with(st, f, asks)


@resolves(L.SetActive)
def s_set_active(st, f, step, targets):
    for i in targets:
        if on_field(st, i) and st.rested[i]:
            st.rested[i] = False
            if st.log is not None:
                st.log.append((E.Rested, st.turn, "4-4-1-1", i, -1, True))


def card_restriction(kind: int, verb: str):
    def apply(st, f, step, targets):
        value = KEYWORD_BITS[step.keyword] if hasattr(step, "keyword") else 0
        for i in targets:
            if on_field(st, i):
                st.mods.append(card_mod(kind, i, value, duration(st, f, step.duration), f.ctl,
                                        f.src))
                if st.log is not None:
                    st.log.append((E.CardRestricted, st.turn, "8-1-4-2", i, st.owner[i], verb,
                                                     getattr(step, "keyword", ""),
                                                     step.duration))
    return apply


@resolves(L.CanAttackActive)
def s_attack_active(st, f, step, targets):
    """"can also attack active Characters" (an exception to CR 7-1-1-2)."""
    dur = duration(st, f, step.duration)
    for i in targets:
        if on_field(st, i):
            st.mods.append(card_mod(MOD_KEYWORD, i, ATTACK_ACTIVE, dur, f.ctl, f.src))
            if st.log is not None:
                st.log.append((E.CardRestricted, st.turn, "8-1-4-2", i, st.owner[i],
                                                 E.ATTACKS_ACTIVE, "", step.duration))


def cannot_be_rested(st: GameState, i: int) -> bool:
    return bool(st.mods) and has_mod(st, i, MOD_CANNOT_BE_RESTED)


@resolves(L.CannotBeRested)
def s_cannot_be_rested(st, f, step, targets):
    """"cannot be rested": nor attack nor block, which rest the card."""
    dur = duration(st, f, step.duration)
    for i in targets:
        if on_field(st, i):
            for kind in (MOD_CANNOT_BE_RESTED, MOD_CANNOT_ATTACK, MOD_CANNOT_BLOCK):
                st.mods.append(card_mod(kind, i, 0, dur, f.ctl, f.src))
            if st.log is not None:
                st.log.append((E.CardRestricted, st.turn, "8-1-4-2", i, st.owner[i],
                                                 E.CANNOT_BE_RESTED, "", step.duration))


@resolves(L.CannotBlock)
def s_cannot_block(st, f, step, targets):
    opp = 1 - f.ctl
    if step.max_power is not None or step.max_cost is not None:
        _cannot_block_weak(st, f, step, opp)
        return
    st.mods.append(player_mod(BLOCKER_BAN, opp,
                              step.min_power if step.min_power is not None else BAN_ALL,
                              duration(st, f, step.duration), f.ctl, f.src))
    if st.log is not None:
        st.log.append((E.PlayerRestricted, st.turn, "10-1-4", opp, E.NO_BLOCKER,
                                           step.min_power or 0, step.duration))


def _cannot_block_weak(st, f, step, opp: int) -> None:
    """No [Blocker] of a Character with `max_power` or less, or
    with a cost of `max_cost` or less (CR 10-1-4)."""
    if step.max_cost is not None:
        st.mods.append(player_mod(BLOCKER_BAN_COST, opp, step.max_cost,
                                  duration(st, f, step.duration), f.ctl, f.src))
        what, value = E.NO_BLOCKER_MAX_COST, step.max_cost
    else:
        st.mods.append(player_mod(BLOCKER_BAN_MAX, opp, step.max_power,
                                  duration(st, f, step.duration), f.ctl, f.src))
        what, value = E.NO_BLOCKER_MAX_POWER, step.max_power
    if st.log is not None:
        st.log.append((E.PlayerRestricted, st.turn, "10-1-4", opp, what, value, step.duration))


@resolves(L.UnblockableWhenAttacking)
def s_unblockable_when_attacking(st, f, step, targets):
    for i in targets:
        if on_field(st, i):
            st.mods.append(card_mod(MOD_NO_BLOCK_ATTACKER, i, 0, duration(st, f, step.duration),
                                    f.ctl, f.src))
            if st.log is not None:
                st.log.append((E.CardRestricted, st.turn, "10-1-4", i, 1 - f.ctl,
                                                 E.UNBLOCKED_ATTACKER, "", step.duration))


@resolves(L.StayRested)
def s_stay_rested(st, f, step, targets):
    """The targets stay rested in their owner's next Refresh
    Phase (CR 6-2-4), which comes before the end of the opponent's next turn.
    A card of the effect's own player chosen where any player's may be ("up
    to 1 rested Character ... in your opponent's next Refresh Phase") is not
    set active in that phase anyway: it is left as it is."""
    anyones = isinstance(step.target, L.Choose) and step.target.cards.owner == L.ANY
    for i in targets:
        if anyones and st.owner[i] == f.ctl:
            continue
        # whoever's turn it is, the owner's next Refresh Phase is in their next turn
        dur = end_of_next_turn_of(st, st.owner[i], False)
        if on_field(st, i):
            st.mods.append(card_mod(MOD_NO_REFRESH, i, 0, dur, f.ctl, f.src))
            if st.log is not None:
                st.log.append((E.CardRestricted, st.turn, "6-2-4", i, st.owner[i],
                                                 E.STAYS_RESTED, "", ""))




resolves(L.CannotAttack)(card_restriction(MOD_CANNOT_ATTACK, E.CANNOT_ATTACK))


@resolves(L.CannotAttackCostAtMost)
def s_cannot_attack_cost_at_most(st, f, step, targets):
    """The opponent's Characters with at most the base cost are no longer
    attack targets for the card (main_phase reads the modifier)."""
    dur = duration(st, f, step.duration)
    for i in targets:
        if on_field(st, i):
            st.mods.append(card_mod(MOD_NO_ATTACK_COST_AT_MOST, i, step.base_cost_max, dur,
                                    f.ctl, f.src))
            if st.log is not None:
                st.log.append((E.CardRestricted, st.turn, "8-1-4-2", i, st.owner[i],
                                                 E.CANNOT_ATTACK_COST_AT_MOST,
                                                 str(step.base_cost_max), step.duration))


resolves(L.CannotActivateBlocker)(card_restriction(MOD_CANNOT_BLOCK, E.CANNOT_BLOCK))


@resolves(L.AttackTax)
def s_attack_tax(st, f, step, targets):
    """The Characters attack only for `count` cards of their player's hand
    (main_phase checks the hand and pays with pay_attack_taxes)."""
    dur = duration(st, f, step.duration)
    for i in targets:
        if on_field(st, i):
            st.mods.append(card_mod(MOD_ATTACK_TAX, i, step.count, dur, f.ctl, f.src))
            if st.log is not None:
                st.log.append((E.CardRestricted, st.turn, "8-1-4-2", i, st.owner[i],
                                                 E.ATTACK_TAXED, str(step.count), step.duration))


def attack_tax(st: GameState, a: int) -> int:
    """How many cards of the hand an attack of card a costs (AttackTax)."""
    return sum([m.value for m in st.mods if m.kind == MOD_ATTACK_TAX and m.card == a])


def pay_attack_taxes(st: GameState, a: int) -> None:
    """Card a attacks: for each AttackTax on it, the trashing block its
    source's ability keeps after the AttackTax act (compiler) runs as an
    effect of that ability's controller, whose opponent chooses the cards."""
    for m in st.mods:
        if m.kind != MOD_ATTACK_TAX or m.card != a:
            continue
        src = m.source
        for ab, ability in enumerate(st.defs[src].abilities):
            for pc, instr in enumerate(ability.code):
                if type(instr) is I.Act and type(instr.step) is L.AttackTax:
                    t = EffectTask(src, st.incarnation[src], m.controller, ab, pc + 2,
                                   ((),) * max(ability.slots, 1), 0)
                    st.tasks.append(t)
                    st.frame_task = t          # held by st alone, as runtime.begin does
                    st.frame = None
