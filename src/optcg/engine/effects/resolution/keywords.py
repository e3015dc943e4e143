"""Gaining, losing and negating keywords and effects (CR 8-2, 10-1)."""

from __future__ import annotations

from typing import Final
from ... import stats
from ...zones import on_field
from ...constants import (KEYWORD_BITS, MOD_CANNOT_ATTACK, MOD_KEYWORD, MOD_LOSE_KEYWORD,
                          MOD_NEGATED, MOD_POWER)
from ... import events as E
from ...records import card_mod, player_mod
from ...constants import MOD_ON_PLAY_NEGATED
from .. import language as L
from ..runtime import duration, resolves
from .restrictions import card_restriction


@resolves(L.GainKeyword)
def s_keyword(st, f, step, targets):
    dur = duration(st, f, step.duration)
    for i in targets:
        if on_field(st, i):
            st.mods.append(card_mod(MOD_KEYWORD, i, KEYWORD_BITS[step.keyword], dur, f.ctl, f.src))
            if st.log is not None:
                st.log.append((E.KeywordGained, st.turn, "8-1-4-2", i, step.keyword,
                                                step.duration))
            if step.amount:             # "gains [Blocker] and +1000 power"
                st.mods.append(card_mod(MOD_POWER, i, step.amount, dur, f.ctl, f.src))
                if st.log is not None:
                    st.log.append((E.PowerChanged, st.turn, "8-1-4-2", i, step.amount,
                                                   step.duration, stats.power(st, i)))


_NEGATE: Final = card_restriction(MOD_NEGATED, E.NEGATED)


_NO_ATTACK: Final = card_restriction(MOD_CANNOT_ATTACK, E.CANNOT_ATTACK)


@resolves(L.Negate)
def s_negate(st, f, step, targets):
    """CR 8-2; with "and that Character cannot attack" or "and give that
    card −N power" as well."""
    _NEGATE(st, f, step, targets)
    if step.cannot_attack:
        _NO_ATTACK(st, f, step, targets)
    if step.power:
        dur = duration(st, f, step.duration)
        for i in targets:
            if on_field(st, i):
                st.mods.append(card_mod(MOD_POWER, i, step.power, dur, f.ctl, f.src))
                if st.log is not None:
                    st.log.append((E.PowerChanged, st.turn, "8-1-4-2", i, step.power,
                                   step.duration, stats.power(st, i)))


resolves(L.LoseKeyword)(card_restriction(MOD_LOSE_KEYWORD, E.LOSES_KEYWORD))


@resolves(L.OnPlayNegated)
def s_on_play_negated(st, f, step, targets):
    """A player's [On Play] effects negated for the duration (read by
    statics.on_play_negated)."""
    p = f.ctl if step.player == L.YOU else 1 - f.ctl
    st.mods.append(player_mod(MOD_ON_PLAY_NEGATED, p, 0, duration(st, f, step.duration), f.ctl,
                              f.src))
    if st.log is not None:
        st.log.append((E.PlayerRestricted, st.turn, "8-1-4-2", p, E.ON_PLAY_NEGATED, 0,
                                           step.duration))
