"""Playing cards by an effect (CR 3-7-3, 3-8-3) and restrictions on play."""

from __future__ import annotations

from ... import stats, zones
from ...constants import (CHARACTER, CHARACTER_AREA, HAND, MAX_CHARACTERS, STAGE, STAGE_AREA,
                          THIS_TURN, TRASH, MOD_NO_PLAY_CHARACTER, MOD_NEXT_PLAY_COST,
                          DecisionKind)
from ...constants import MOD_NO_PLAY_FROM_HAND
from ... import events as E
from ...records import player_mod
from ...zones import on_field
from ...state import GameState
from .. import language as L
from ..triggers import fire, played_from_hand, character_played
from ..activation import begin_with
from ..event_timings import watching
from ..runtime import WAIT, duration, keep, pause, resolves


@resolves(L.NextPlayCostReduction)
def s_next_play_cost(st, f, step, targets):
    """See language.NextPlayCostReduction."""
    st.mods.append(player_mod(MOD_NEXT_PLAY_COST, f.ctl, step.amount, THIS_TURN, f.ctl, f.src))
    if st.log is not None:
        st.log.append((E.PlayerRestricted, st.turn, "8-1-4-2", f.ctl, E.NEXT_PLAY_COST,
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
        watching = play_card(st, i, step.rested, st.defs[f.src].category == CHARACTER
                             and f.ability.timing != L.TRIGGER)
        f.sub += 1
        if watching:
            # "When ... is played from your trash, <effect>": each effect runs
            # as the card is played, then the rest of this play
            st.tasks.append(keep(st, f))
            for s, ab in reversed(watching):
                begin_with(st, s, st.owner[s], ab, (i,))
            return WAIT
    return None


def play_card(st: GameState, i: int, rested: bool = False,
              by_character: bool = False) -> list[tuple[int, int]]:
    """Play a Character or Stage card from wherever it is (CR 3-7-3, 3-8-3);
    `by_character`: by a Character's effect, not a [Trigger].
    Returns the abilities (card, index) that watch it being played from the
    trash, for the caller to run (played_from_trash)."""
    d = st.defs[i]
    p = st.owner[i]
    from_hand = st.area[i] == HAND
    from_trash = st.area[i] == TRASH
    if d.category == STAGE:
        for old in list(st.stage[p]):
            zones.move(st, old, TRASH)                 # CR 3-8-5-1
        zones.move(st, i, STAGE_AREA)
    else:
        zones.move(st, i, CHARACTER_AREA)
    st.rested[i] = rested or (d.category == CHARACTER and bool(st.listeners)
                              and played_rested(st, p))
    st.played_turn[i] = st.turn
    if st.log is not None:
        st.log.append((E.Played, st.turn, "3-7-3", p, i, -1, rested))
    fire(st, L.ON_PLAY, (i,))
    if d.category == CHARACTER and st.listeners:
        character_played(st, p, i, by_character)
        if from_hand:
            played_from_hand(st, i)
        if from_trash:
            return played_from_trash(st, i)
    return []


def played_rested(st: GameState, p: int) -> bool:
    """Whether a Character player p plays now enters rested: a card of theirs on
    the field says so (language.PlayedRested)."""
    for s in st.listeners.get(L.PLAYED_RESTED_MARK, ()):
        if st.owner[s] == p and on_field(st, s):
            return True
    return False


def played_from_trash(st: GameState, i: int) -> list[tuple[int, int]]:
    """Character i was played from its owner's trash: the abilities "When
    <cards> is played from your trash, <effect>" of the cards on that player's
    field that apply to it (card, index).  Their effects run as the card is
    played, "that Character" being i (compiler slot 1, as a replacement's
    replaced card)."""
    return watching(st, L.WHEN_PLAYED_FROM_TRASH, st.owner[i], i)


@resolves(L.CannotPlayCharacters)
def s_cannot_play_characters(st, f, step, targets):
    """Player f.ctl plays no Character card for the duration."""
    p = f.ctl
    least = step.base_cost_min or 0
    st.mods.append(player_mod(MOD_NO_PLAY_CHARACTER, p, least, duration(st, f, step.duration),
                              p, f.src))
    if st.log is not None:
        st.log.append((E.PlayerRestricted, st.turn, "3-7-3", p, E.NO_CHARACTER_PLAY, least,
                                           step.duration))


@resolves(L.CannotPlayFromHand)
def s_cannot_play_from_hand(st, f, step, targets):
    """Player f.ctl plays no card from the hand by paying its cost for the
    duration (main_phase reads the modifier)."""
    p = f.ctl
    st.mods.append(player_mod(MOD_NO_PLAY_FROM_HAND, p, 0, duration(st, f, step.duration),
                              p, f.src))
    if st.log is not None:
        st.log.append((E.PlayerRestricted, st.turn, "8-1-4-2", p, E.NO_PLAY_FROM_HAND, 0,
                                           step.duration))
