"""Playing cards by an effect (CR 3-7-3, 3-8-3) and restrictions on play."""

from __future__ import annotations

from ... import stats, zones
from ...constants import (CHARACTER, CHARACTER_AREA, HAND, MAX_CHARACTERS, STAGE, STAGE_AREA,
                          THIS_TURN, TRASH, MOD_NO_PLAY_CHARACTER, MOD_NEXT_PLAY_COST,
                          DecisionKind)
from ... import events as E
from ...records import player_mod
from ...state import GameState
from .. import language as L
from ..triggers import fire, played_from_hand, character_played
from ..runtime import duration, pause, resolves


@resolves(L.NextPlayCostReduction)
def s_next_play_cost(st, f, step, targets):
    """See language.NextPlayCostReduction."""
    st.mods.append(player_mod(MOD_NEXT_PLAY_COST, f.ctl, step.amount, THIS_TURN, f.ctl, f.src))
    if st.log is not None:
        st.log.append(E.PlayerRestricted(st.turn, "8-1-4-2", f.ctl, E.NEXT_PLAY_COST,
                                         step.amount, L.THIS_TURN))


@resolves(L.PlayCard)
def s_play(st, f, step, targets):
    while f.sub < len(targets):
        i = targets[f.sub]
        d = st.defs[i]
        p = st.owner[i]
        if d.category != CHARACTER and d.category != STAGE:
            f.sub += 1                   # a named card that cannot be played (CR 3-7, 3-8)
            continue
        if d.category == CHARACTER and st.mods and stats.cannot_play_characters(st, p, i):
            f.sub += 1                   # L.CannotPlayCharacters
            continue
        if d.category == CHARACTER and len(st.chars[p]) >= MAX_CHARACTERS:
            if not st.chars[p]:
                break
            return pause(st, f, p, DecisionKind.MAKE_ROOM)
        play_card(st, i, step.rested)
        f.sub += 1
    return None


def play_card(st: GameState, i: int, rested: bool = False) -> None:
    """Play a Character or Stage card from wherever it is (CR 3-7-3, 3-8-3)."""
    d = st.defs[i]
    p = st.owner[i]
    from_hand = st.area[i] == HAND
    if d.category == STAGE:
        for old in list(st.stage[p]):
            zones.move(st, old, TRASH)                 # CR 3-8-5-1
        zones.move(st, i, STAGE_AREA)
    else:
        zones.move(st, i, CHARACTER_AREA)
    st.rested[i] = rested
    st.played_turn[i] = st.turn
    if st.log is not None:
        st.log.append(E.Played(st.turn, "3-7-3", p, i, -1, rested))
    fire(st, L.ON_PLAY, (i,))
    if d.category == CHARACTER and st.listeners:
        character_played(st, p)
        if from_hand:
            played_from_hand(st, i)


@resolves(L.CannotPlayCharacters)
def s_cannot_play_characters(st, f, step, targets):
    """Player f.ctl plays no Character card for the duration."""
    p = f.ctl
    least = step.base_cost_min or 0
    st.mods.append(player_mod(MOD_NO_PLAY_CHARACTER, p, least, duration(st, f, step.duration),
                              p, f.src))
    if st.log is not None:
        st.log.append(E.PlayerRestricted(st.turn, "3-7-3", p, E.NO_CHARACTER_PLAY, least,
                                         step.duration))
