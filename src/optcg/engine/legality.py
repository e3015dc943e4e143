"""Why an action is illegal, with the rule that says so.

Legality itself has one source: the enumerators of the decision kinds
(`Game.legal_actions`).  This module only explains a refusal, checking the
most specific reasons first so the message helps the person who asked.
"""

from __future__ import annotations

from .constants import (ATTACK, ATTACK_ACTIVE, BLOCK, BLOCKER, CHARACTER, CHARACTER_AREA,
                        COUNTER, DECLARE_BLOCK, EVENT, GIVE_DON, HAND,
                        LEADER_AREA, MAIN, MAX_CHARACTERS, MOD_CANNOT_ATTACK,
                        PLAY, RUSH,
                        RUSH_CHARACTER, STAGE, UNBLOCKABLE, USE_COUNTER)
from .state import GameState
from .stats import cost, keywords
from .stats import cannot_play_characters     # meta family
from .log import card_name, player_name
from .constants import NO_LEADER_ATTACK_WHEN_PLAYED     # tail-A family
from .effects import statics

_KIND_RULES = {
    "choose_order": "5-2-1-5", "mulligan": "5-2-1-6", "main": "6-5-2",
    "block": "7-1-2", "counter": "7-1-3-2", "trigger": "10-1-5",
}


def _valid_id(st: GameState, i: int) -> bool:
    return isinstance(i, int) and 0 <= i < len(st.defs)


def why_illegal(st: GameState, action) -> tuple[str, str | None]:
    player, kind, _ = st.decision
    rule = _KIND_RULES.get(kind)
    who = player_name(player)
    for x in (action.card, action.target):
        if x != -1 and not _valid_id(st, x):
            return f"there is no card {x} in this game (ids run 0 to {len(st.defs) - 1})", None
    if kind == MAIN:
        if action.kind == PLAY:
            return _why_not_play(st, action)
        if action.kind == GIVE_DON:
            if st.don_active[player] == 0:
                return f"{who} has no active DON!! in their cost area", "6-5-5-1"
            t = action.target
            if t == -1 or st.owner[t] != player or st.area[t] not in (LEADER_AREA, CHARACTER_AREA):
                return ("DON!! can only be given to your own Leader or a Character "
                        "in your Character area"), "6-5-5-1"
        if action.kind == ATTACK:
            return _why_not_attack(st, action)
    if kind == BLOCK and action.kind == DECLARE_BLOCK and _valid_id(st, action.card):
        c = action.card
        b = st.battle
        if st.owner[c] != player or st.area[c] != CHARACTER_AREA:
            return f"{card_name(st, c)} is not one of {who}'s Characters", "7-1-2-1"
        if not keywords(st, c) & BLOCKER:
            return f"{card_name(st, c)} does not have [Blocker]", "10-1-4-1"
        if st.rested[c]:
            return f"{card_name(st, c)} is rested; a [Blocker] must rest to block", "10-1-4-1"
        if c == b.target:
            return f"{card_name(st, c)} is the card being attacked", "10-1-4-1"
        if keywords(st, b.attacker) & UNBLOCKABLE:
            return f"{card_name(st, b.attacker)} is [Unblockable]", "10-1-7-1"
    if kind == COUNTER and action.kind == USE_COUNTER and _valid_id(st, action.card):
        i = action.card
        if st.area[i] != HAND or st.owner[i] != player:
            return f"{card_name(st, i)} is not in {who}'s hand", "7-1-3-2-1"
        if st.defs[i].category != CHARACTER or st.defs[i].counter <= 0:
            return f"{card_name(st, i)} is not a Character card with a Counter value", "7-1-3-2-1"
        return ("a Counter raises the power of your own Leader or one of your "
                "Characters"), "7-1-3-2-1"
    return (f"{action.kind!r} is not a legal answer to {who}'s {kind} decision now "
            "(see Game.legal_actions())"), rule


def _why_not_play(st: GameState, action) -> tuple[str, str | None]:
    p = st.turn_player
    i = action.card
    if i == -1 or st.area[i] != HAND or st.owner[i] != p:
        return f"card {i} is not in {player_name(p)}'s hand", "6-5-3-1"
    d = st.defs[i]
    c = cost(st, i)
    if d.category == EVENT:
        if c > st.don_active[p]:
            return (f"{card_name(st, i)} costs {c} but only {st.don_active[p]} DON!! "
                    "are active"), "2-7-3"
        return f"{card_name(st, i)} has no [Main] effect that can be activated now", "10-2-3-1"
    if d.category not in (CHARACTER, STAGE):
        return f"{card_name(st, i)} cannot be played from the hand", "6-5-3-1"
    if c > st.don_active[p]:
        return (f"{card_name(st, i)} costs {c} but only {st.don_active[p]} DON!! "
                "are active"), "2-7-2"
    if d.category == CHARACTER and cannot_play_characters(st, p, i):     # meta family
        return f"{player_name(p)} cannot play Character cards this turn", "3-7-3"
    if d.category == CHARACTER:
        full = len(st.chars[p]) >= MAX_CHARACTERS
        if full and action.target == -1:
            return ("the Character area holds 5 Characters: name the one to trash "
                    "as the target"), "3-7-6-1"
        if not full and action.target != -1:
            return "there is room in the Character area: nothing is trashed", "3-7-6"
        if full and action.target not in st.chars[p]:
            return f"card {action.target} is not one of your Characters", "3-7-6-1"
    return "this play is not legal now", "6-5-3-1"


def _why_not_attack(st: GameState, action) -> tuple[str, str | None]:
    p = st.turn_player
    a, t = action.card, action.target
    if st.turn <= 2:
        return "neither player can battle on their first turn", "6-5-6-1"
    if a == -1 or st.owner[a] != p or st.area[a] not in (LEADER_AREA, CHARACTER_AREA):
        return "only your Leader or one of your Characters can attack", "7-1-1-1"
    if st.rested[a]:
        return f"{card_name(st, a)} is rested; an attacker must be active", "7-1-1-1"
    if t == -1 or st.owner[t] == p or st.area[t] not in (LEADER_AREA, CHARACTER_AREA):
        return "the target must be your opponent's Leader or one of their Characters", "7-1-1-2"
    if st.area[t] == CHARACTER_AREA and not st.rested[t] and not keywords(st, a) & ATTACK_ACTIVE:
        return f"{card_name(st, t)} is active; only rested Characters can be attacked", "7-1-1-2"
    if any(m.kind == MOD_CANNOT_ATTACK and m.card == a for m in st.mods):
        return f"{card_name(st, a)} cannot attack now (an effect forbids it)", "8-1-4-2"
    only = statics.attack_only(st, p) if st.field_statics else None     # repl family
    if only is not None and t not in only:
        return f"{card_name(st, t)} cannot be attacked (a permanent effect forbids it)", "8-1-3-3"
    if st.field_statics and statics.cannot_attack(st, a):
        return f"{card_name(st, a)} cannot attack (a permanent effect forbids it)", "8-1-3-3"
    if st.played_turn[a] == st.turn:
        k = keywords(st, a)
        if k & RUSH_CHARACTER and not k & RUSH:
            return (f"{card_name(st, a)} was played this turn and has [Rush: Character]: "
                    "it can attack only Characters"), "10-1-6-1"
        if k & RUSH and k & NO_LEADER_ATTACK_WHEN_PLAYED:      # tail-A family
            return (f"{card_name(st, a)} cannot attack a Leader on the turn in which it is "
                    "played"), "8-1-3-3"
        return f"{card_name(st, a)} was played this turn and has no [Rush]", "3-7-4"
    return "this attack is not legal now", "7-1-1"
