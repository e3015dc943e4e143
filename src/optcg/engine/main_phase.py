"""The Main Phase (CR 6-5): play cards, give DON!!, battle, or end it."""

from __future__ import annotations

from typing import Final

from . import zones
from .actions import (ACTIVATE_ABILITY, ATTACK_ON, GIVE_DON_TO, PLAY_CARD, PLAY_REPLACING,
                      Action)
from .battle import declare_attack
from .constants import (ACTIVATE, ATTACK, ATTACK_ACTIVE, CHARACTER, CHARACTER_AREA,
                        END_PHASE, EVENT, GIVE_DON, MAIN, MAX_CHARACTERS,
                        MOD_CANNOT_ATTACK, MOD_KEYWORD, PLAY,
                        RUSH, RUSH_CHARACTER, STAGE, STAGE_AREA, TRASH)
from .effects import language as L
from .constants import NO_LEADER_ATTACK_WHEN_PLAYED     # tail-A family
from .effects import statics
from .costs import event_playable, pay_don
from .effects.triggers import played_from_hand    # events family (round 2)
from .costs import next_play_reduction, play_cost
from .effects.language import PLAY_COST_MARK
from .effects.triggers import (activate_later, begin, can_activate, character_played,
                               don_given, event_activated, fire, flush)
from . import events as E
from .loop import ask, decision, task
from .carddef import STATIC_CANNOT_ATTACK, STATIC_KEYWORD
from .stats import cost, keywords
from .stats import cannot_play_characters     # meta family
from .state import GameState

_END: Final = Action(END_PHASE)


@task("main")
def main(st: GameState, t: tuple) -> None:
    if flush(st, t):
        return
    ask(st, st.turn_player, MAIN)


def _gives_attack_active(mods: list) -> bool:
    for m in mods:
        if m[0] == MOD_KEYWORD and m[2] & ATTACK_ACTIVE:
            return True
    return False


@decision(MAIN)
class MainPhase:
    @staticmethod
    def enumerate(st: GameState) -> list:
        p = st.turn_player
        defs = st.defs
        acts: list[Action] = []
        active = st.don_active[p]
        chars = st.chars[p]
        full = len(chars) >= MAX_CHARACTERS
        mods = st.mods
        cheaper = bool(mods) or PLAY_COST_MARK in st.listeners   # costs.play_cost
        # CR 6-5-3: play a Character or Stage, or activate a [Main] Event.
        for i in st.hand[p]:
            d = defs[i]
            cat = d.category
            if cat == CHARACTER:
                if mods and cannot_play_characters(st, p, i):     # meta family
                    continue
                c = cost(st, i) if mods or d.statics else d.cost
                if cheaper and c > active:
                    c = play_cost(st, i)
                if c <= active:
                    if full:                          # CR 3-7-6-1
                        row = PLAY_REPLACING[i]
                        for c in chars:
                            acts.append(row[c])
                    else:
                        acts.append(PLAY_CARD[i])
            elif cat == STAGE:
                c = cost(st, i)
                if cheaper and c > active:
                    c = play_cost(st, i)
                if c <= active:
                    acts.append(PLAY_CARD[i])
            elif cat == EVENT:
                if d.main_ability >= 0 and event_playable(st, i, d.main_ability, active):
                    acts.append(PLAY_CARD[i])
        # CR 6-5-4: activate [Activate: Main] effects of cards on the field.
        leader = st.leaders[p]
        for ab in defs[leader].activate_main:
            if can_activate(st, leader, p, ab):
                acts.append(ACTIVATE_ABILITY[leader][ab])
        for area in (chars, st.stage[p]):
            for i in area:
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
            char_targets = [c for c in st.chars[opp] if rested[c]]
            attackers = [leader]
            attackers.extend(chars)
            turn = st.turn
            played = st.played_turn
            banned = [m[1] for m in mods if m[0] == MOD_CANNOT_ATTACK] if mods else []
            statics_on = bool(st.field_statics)
            no_attack = statics_on and statics.on_field(st, STATIC_CANNOT_ATTACK)
            # active Characters some attacker may attack (only effects allow
            # it: a permanent keyword effect, or a keyword given by an effect)
            may_attack_active = (statics_on and statics.on_field(st, STATIC_KEYWORD)) or (
                mods and _gives_attack_active(mods))
            active_targets = ([c for c in st.chars[opp] if not rested[c]]
                              if may_attack_active else [])
            only = statics.attack_only(st, p) if statics_on else None     # repl family
            if only is not None:
                char_targets = [c for c in char_targets if c in only]
                active_targets = [c for c in active_targets if c in only]
            for a in attackers:
                if rested[a] or (banned and a in banned):
                    continue
                if no_attack and statics.cannot_attack(st, a):
                    continue
                row = ATTACK_ON[a]
                targets = char_targets
                k = -1                                # the keywords, read once if needed
                if active_targets:
                    k = keywords(st, a)
                    if k & ATTACK_ACTIVE:
                        targets = char_targets + active_targets
                if played[a] == turn:                 # CR 3-7-4
                    if k < 0:
                        k = keywords(st, a)
                    if k & RUSH and not k & NO_LEADER_ATTACK_WHEN_PLAYED:     # CR 10-1-1
                        pass
                    elif k & (RUSH_CHARACTER | RUSH):  # CR 10-1-6 (or Rush, no Leader: tail-A)
                        for c in targets:
                            acts.append(row[c])
                        continue
                    else:
                        continue
                if only is None or leader_target in only:
                    acts.append(row[leader_target])
                for c in targets:
                    acts.append(row[c])
        acts.append(_END)                             # CR 6-5-2-1
        return acts

    @staticmethod
    def resolve(st: GameState, action: Action) -> None:
        kind = action.kind
        if kind == GIVE_DON:
            give_don(st, action.target)
            st.tasks.append(("main",))
        elif kind == ATTACK:
            st.tasks.append(("main",))                # CR 7-1-5-5: back to 6-5-2
            declare_attack(st, action.card, action.target)
        elif kind == PLAY:
            st.tasks.append(("main",))
            play_from_hand(st, action.card, action.target)
        elif kind == ACTIVATE:
            st.tasks.append(("main",))
            begin(st, action.card, st.turn_player, action.target)
        elif kind == END_PHASE:
            if st.log is not None:
                st.log.append(E.PhaseEnded(st.turn, "6-5-2-1", st.turn_player, E.MAIN))
            st.tasks.append(("end_phase",))


def give_don(st: GameState, target: int) -> None:
    """CR 6-5-5-1: one active DON!! from the cost area goes under the card."""
    p = st.owner[target]
    st.don_active[p] -= 1
    st.don[target] += 1
    if st.log is not None:
        st.log.append(E.DonGiven(st.turn, "6-5-5-1", p, p, 1, target, "", st.don[target], -1))
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
                st.log.append(E.TrashedForRoom(st.turn, "3-7-6-1-1", p, replace))
        zones.move(st, i, CHARACTER_AREA)
        st.played_turn[i] = st.turn
        if st.log is not None:
            st.log.append(E.Played(st.turn, "6-5-3-1", p, i, c, False))
        fire(st, L.ON_PLAY, (i,))
        if st.listeners:
            character_played(st, p)
            played_from_hand(st, i)                   # events family (round 2)
    elif d.category == STAGE:
        for old in list(st.stage[p]):                 # CR 3-8-5-1
            zones.move(st, old, TRASH)
            if st.log is not None:
                st.log.append(E.TrashedForRoom(st.turn, "3-8-5-1", p, old))
        zones.move(st, i, STAGE_AREA)
        st.played_turn[i] = st.turn
        if st.log is not None:
            st.log.append(E.Played(st.turn, "6-5-3-1", p, i, c, False))
        fire(st, L.ON_PLAY, (i,))
    else:
        # CR 8-4-2: an Event is trashed, then its effect is carried out.
        zones.move(st, i, TRASH)
        if st.log is not None:
            st.log.append(E.EventActivated(st.turn, "2-7-3", p, i, c))
        activate_later(st, i, p, d.main_ability)
        if st.listeners:
            event_activated(st, p)
