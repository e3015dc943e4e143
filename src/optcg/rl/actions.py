"""The fixed action space: every answer to every decision as one integer.

An action names cards by where the acting player sees them (a *card
reference*: slot k of their hand, their Character slot i, position k of a
trash, card k of those an effect lets them look at...), never by engine card
id, so the same integer means the same thing in every game and no integer
can tell a hidden card from another.  `ACTION_LAYOUT` lists the blocks of
the space; docs/rl/actions.md explains them and `action_name(i)` says any id
in words.
"""

from __future__ import annotations

from typing import Any, Final

import numpy as np  # type: ignore[import-not-found, unused-ignore]

from ..engine import Action
from ..engine.constants import (CHARACTER_AREA, EVERYONE, HAND, LEADER_AREA, LIFE, NOWHERE,
                                STAGE_AREA, TRASH, ActionKind)
from ..engine.state import GameState
from ..errors import OptcgError
from ..native import c_extension

HAND_SLOTS: Final = 20      # cards of one's own hand
CHAR_SLOTS: Final = 5       # Characters of one side (CR 3-7-6)
TRASH_SLOTS: Final = 56     # cards of one trash
LOOK_SLOTS: Final = 50      # cards an effect lets the player look at (CR 11-3)
LIFE_SLOTS: Final = 8       # face-up Life cards of one side, by position from the bottom
LIMBO_SLOTS: Final = 2      # one's own cards in no area (a [Trigger] card resolving)
ABILITY_SLOTS: Final = 4    # abilities of one card
NUMBER_SLOTS: Final = 64    # answers to "choose a number" and choices by position
FIELD_SLOTS: Final = 1 + CHAR_SLOTS     # a side's Leader (0) and Characters (1..5)

# Card references, relative to the acting player ("my" = theirs).
R_HAND: Final = 0
R_MY_LEADER: Final = R_HAND + HAND_SLOTS
R_MY_CHARS: Final = R_MY_LEADER + 1
R_MY_STAGE: Final = R_MY_CHARS + CHAR_SLOTS
R_OPP_LEADER: Final = R_MY_STAGE + 1
R_OPP_CHARS: Final = R_OPP_LEADER + 1
R_OPP_STAGE: Final = R_OPP_CHARS + CHAR_SLOTS
R_MY_TRASH: Final = R_OPP_STAGE + 1
R_OPP_TRASH: Final = R_MY_TRASH + TRASH_SLOTS
R_LOOK: Final = R_OPP_TRASH + TRASH_SLOTS
R_MY_LIFE: Final = R_LOOK + LOOK_SLOTS
R_OPP_LIFE: Final = R_MY_LIFE + LIFE_SLOTS
R_LIMBO: Final = R_OPP_LIFE + LIFE_SLOTS
REFS: Final = R_LIMBO + LIMBO_SLOTS

REF_LAYOUT: Final = (
    ("hand", R_HAND, HAND_SLOTS), ("my leader", R_MY_LEADER, 1),
    ("my character", R_MY_CHARS, CHAR_SLOTS), ("my stage", R_MY_STAGE, 1),
    ("opponent's leader", R_OPP_LEADER, 1), ("opponent's character", R_OPP_CHARS, CHAR_SLOTS),
    ("opponent's stage", R_OPP_STAGE, 1), ("my trash", R_MY_TRASH, TRASH_SLOTS),
    ("opponent's trash", R_OPP_TRASH, TRASH_SLOTS), ("looked at", R_LOOK, LOOK_SLOTS),
    ("my face-up life", R_MY_LIFE, LIFE_SLOTS), ("opponent's face-up life", R_OPP_LIFE, LIFE_SLOTS),
    ("my card in no area", R_LIMBO, LIMBO_SLOTS),
)

# Answers that name no card, in this order, at the start of the space.
SINGLES: Final = (ActionKind.GO_FIRST, ActionKind.GO_SECOND, ActionKind.KEEP, ActionKind.REDRAW,
                  ActionKind.END_PHASE, ActionKind.NO_BLOCK, ActionKind.END_COUNTERS,
                  ActionKind.USE_TRIGGER, ActionKind.DECLINE_TRIGGER, ActionKind.ACCEPT,
                  ActionKind.DECLINE, ActionKind.SELECT_DONE)
_SINGLE_ID: Final = {k: n for n, k in enumerate(SINGLES)}

A_PLAY: Final = len(SINGLES)                                   # + card ref
A_PLAY_REPLACING: Final = A_PLAY + REFS                        # + hand slot * 5 + Character slot
A_ACTIVATE: Final = A_PLAY_REPLACING + HAND_SLOTS * CHAR_SLOTS  # + card ref * 4 + ability
A_GIVE_DON: Final = A_ACTIVATE + REFS * ABILITY_SLOTS          # + card ref of the receiver
A_ATTACK: Final = A_GIVE_DON + REFS                            # + my field slot * 6 + theirs
A_BLOCK: Final = A_ATTACK + FIELD_SLOTS * FIELD_SLOTS          # + card ref of the Blocker
A_COUNTER: Final = A_BLOCK + REFS                              # + hand slot * 6 + my field slot
A_COUNTER_EVENT: Final = A_COUNTER + HAND_SLOTS * FIELD_SLOTS  # + card ref
A_RESOLVE_EFFECT: Final = A_COUNTER_EVENT + REFS               # + card ref * 4 + ability
A_SELECT: Final = A_RESOLVE_EFFECT + REFS * ABILITY_SLOTS      # + card ref
A_PLACE_TOP: Final = A_SELECT + REFS                           # + card ref
A_PLACE_BOTTOM: Final = A_PLACE_TOP + REFS                     # + card ref
A_NUMBER: Final = A_PLACE_BOTTOM + REFS                        # + the number
A_TRASH_FOR_ROOM: Final = A_NUMBER + NUMBER_SLOTS              # + card ref
A_RETURN_GIVEN_DON: Final = A_TRASH_FOR_ROOM + REFS            # + card ref the DON!! is given to
A_RETURN_COST_DON: Final = A_RETURN_GIVEN_DON + REFS           # + 0 rested, 1 active
A_DON_GIVEN: Final = A_RETURN_COST_DON + 2                     # + card ref the DON!! is given to
A_DON_COST: Final = A_DON_GIVEN + REFS                         # + 0 rested, 1 active
ACTIONS: Final = A_DON_COST + 2                                # the size of the space

ACTION_LAYOUT: Final = (
    ("answers naming no card", 0, len(SINGLES), "one of " + ", ".join(SINGLES)),
    ("play", A_PLAY, REFS, "card ref"),
    ("play, trashing a Character for room", A_PLAY_REPLACING, HAND_SLOTS * CHAR_SLOTS,
     "hand slot * 5 + my Character slot"),
    ("activate", A_ACTIVATE, REFS * ABILITY_SLOTS, "card ref * 4 + ability"),
    ("give DON!!", A_GIVE_DON, REFS, "card ref of the card given to"),
    ("attack", A_ATTACK, FIELD_SLOTS * FIELD_SLOTS,
     "my field slot * 6 + the opponent's field slot (0 Leader, 1-5 Characters)"),
    ("block", A_BLOCK, REFS, "card ref"),
    ("counter with a Character's counter", A_COUNTER, HAND_SLOTS * FIELD_SLOTS,
     "hand slot * 6 + my field slot given the power"),
    ("counter with an Event", A_COUNTER_EVENT, REFS, "card ref"),
    ("resolve this effect first", A_RESOLVE_EFFECT, REFS * ABILITY_SLOTS,
     "card ref * 4 + ability"),
    ("select a card", A_SELECT, REFS, "card ref"),
    ("place on top", A_PLACE_TOP, REFS, "card ref"),
    ("place at the bottom", A_PLACE_BOTTOM, REFS, "card ref"),
    ("choose a number or a position", A_NUMBER, NUMBER_SLOTS, "the number"),
    ("trash a Character for room", A_TRASH_FOR_ROOM, REFS, "card ref"),
    ("return a DON!! given to a card", A_RETURN_GIVEN_DON, REFS, "card ref"),
    ("return a DON!! of the cost area", A_RETURN_COST_DON, 2, "0 rested, 1 active"),
    ("choose a DON!! given to a card", A_DON_GIVEN, REFS, "card ref"),
    ("choose a DON!! of a cost area", A_DON_COST, 2, "0 rested, 1 active"),
)

_BY_CARD: Final = {ActionKind.PLAY: A_PLAY, ActionKind.DECLARE_BLOCK: A_BLOCK,
                   ActionKind.COUNTER_EVENT: A_COUNTER_EVENT, ActionKind.SELECT: A_SELECT,
                   ActionKind.PLACE_TOP: A_PLACE_TOP, ActionKind.PLACE_BOTTOM: A_PLACE_BOTTOM,
                   ActionKind.TRASH_FOR_ROOM: A_TRASH_FOR_ROOM}
_BY_ABILITY: Final = {ActionKind.ACTIVATE: A_ACTIVATE,
                      ActionKind.RESOLVE_EFFECT: A_RESOLVE_EFFECT}


class ActionSpaceError(OptcgError):
    """An action of the game that the fixed action space cannot name (a
    slot count too small for this position), or an id that is no legal
    action now."""


def card_ref(st: GameState, player: int, c: int) -> int:
    """The card reference of card `c` for `player`: -1 if the player cannot
    see it (CR 3-1-5), -2 if it is visible but beyond the slots."""
    a = st.area[c]
    owner = st.owner[c]
    mine = owner == player
    if a == HAND:
        if not mine:
            return _looked_at(st, player, c)
        k = st.hand[owner].index(c)
        return R_HAND + k if k < HAND_SLOTS else -2
    if a == CHARACTER_AREA:
        k = st.chars[owner].index(c)
        if k >= CHAR_SLOTS:
            return -2
        return (R_MY_CHARS if mine else R_OPP_CHARS) + k
    if a == LEADER_AREA:
        return R_MY_LEADER if mine else R_OPP_LEADER
    if a == STAGE_AREA:
        return (R_MY_STAGE if mine else R_OPP_STAGE) if st.stage[owner].index(c) == 0 else -2
    if a == TRASH:
        k = st.trash[owner].index(c)
        return (R_MY_TRASH if mine else R_OPP_TRASH) + k if k < TRASH_SLOTS else -2
    if a == LIFE and st.face_up[c]:
        k = st.life[owner].index(c)
        return (R_MY_LIFE if mine else R_OPP_LIFE) + k if k < LIFE_SLOTS else -2
    if a == NOWHERE and mine:
        k = [i for i in range(len(st.area))
             if st.area[i] == NOWHERE and st.owner[i] == player].index(c)
        return R_LIMBO + k if k < LIMBO_SLOTS else -2
    return _looked_at(st, player, c)


def _looked_at(st: GameState, player: int, c: int) -> int:
    looking = st.looking
    if looking is not None and (looking.player == player or looking.player == EVERYONE) \
            and c in looking.cards:
        k = looking.cards.index(c)
        return R_LOOK + k if k < LOOK_SLOTS else -2
    return -1


def _ref(st: GameState, player: int, c: int, action: Action, within: tuple[int, int]) -> int:
    r = card_ref(st, player, c)
    if r < 0 or not within[0] <= r < within[1]:
        where = "is hidden from the player" if r == -1 else "has no slot there"
        raise ActionSpaceError(f"the fixed action space cannot name {tuple(action)}: card {c} "
                               f"{where} (optcg.rl.actions: the slot counts)")
    return r


_ANY: Final = (0, REFS)
_MY_HAND: Final = (R_HAND, R_HAND + HAND_SLOTS)
_MY_FIELD: Final = (R_MY_LEADER, R_MY_CHARS + CHAR_SLOTS)
_OPP_FIELD: Final = (R_OPP_LEADER, R_OPP_CHARS + CHAR_SLOTS)
_MY_CHARS: Final = (R_MY_CHARS, R_MY_CHARS + CHAR_SLOTS)
_HAND_REFS: Final = tuple(range(R_HAND, R_HAND + HAND_SLOTS))
_MY_CHAR_REFS: Final = tuple(range(R_MY_CHARS, R_MY_CHARS + CHAR_SLOTS))
_OPP_CHAR_REFS: Final = tuple(range(R_OPP_CHARS, R_OPP_CHARS + CHAR_SLOTS))


def action_id(st: GameState, player: int, action: Action) -> int:
    """The integer of `action`, an answer of `player` to the open decision."""
    kind, card, target = action
    n = _SINGLE_ID.get(kind)
    if n is not None and card < 0:
        return n
    base = _BY_CARD.get(kind)
    if base is not None:
        if kind == ActionKind.PLAY and target >= 0:         # CR 3-7-6-1: trash one for room
            h = _ref(st, player, card, action, _MY_HAND) - R_HAND
            c = _ref(st, player, target, action, _MY_CHARS) - R_MY_CHARS
            return A_PLAY_REPLACING + h * CHAR_SLOTS + c
        return base + _ref(st, player, card, action, _ANY)
    base = _BY_ABILITY.get(kind)
    if base is not None:
        if not 0 <= target < ABILITY_SLOTS:
            raise ActionSpaceError(f"the fixed action space cannot name {tuple(action)}: "
                                   f"ability {target} (at most {ABILITY_SLOTS})")
        return base + _ref(st, player, card, action, _ANY) * ABILITY_SLOTS + target
    if kind == ActionKind.ATTACK:
        a = _ref(st, player, card, action, _MY_FIELD) - R_MY_LEADER
        t = _ref(st, player, target, action, _OPP_FIELD) - R_OPP_LEADER
        return A_ATTACK + a * FIELD_SLOTS + t
    if kind == ActionKind.GIVE_DON:
        return A_GIVE_DON + _ref(st, player, target, action, _ANY)
    if kind == ActionKind.USE_COUNTER:
        h = _ref(st, player, card, action, _MY_HAND) - R_HAND
        t = _ref(st, player, target, action, _MY_FIELD) - R_MY_LEADER
        return A_COUNTER + h * FIELD_SLOTS + t
    if kind == ActionKind.NUMBER:
        if not 0 <= target < NUMBER_SLOTS:
            raise ActionSpaceError(f"the fixed action space cannot name {tuple(action)}: "
                                   f"numbers go up to {NUMBER_SLOTS - 1}")
        return A_NUMBER + target
    if kind == ActionKind.RETURN_DON:
        if card >= 0:
            return A_RETURN_GIVEN_DON + _ref(st, player, card, action, _ANY)
        return A_RETURN_COST_DON + (1 if target else 0)
    if kind == ActionKind.DON:              # which DON!!, placed as for RETURN_DON
        if card >= 0:
            return A_DON_GIVEN + _ref(st, player, card, action, _ANY)
        return A_DON_COST + (1 if target else 0)
    raise ActionSpaceError(f"the fixed action space has no id for an action of kind {kind!r}")


def known_refs(st: GameState, player: int, native: bool = True) -> dict[int, int]:
    """card -> its reference (card_ref) for the hand, both fields and their
    Stages, the cards most options name, in one pass: a new dict, to which
    callers add any other card with card_ref when they first meet it.
    native=False: made in Python even where optcg.rl._actions_c is built."""
    c = _NATIVE
    if c is not None and native:
        made: dict[int, int] = c.known_refs(player, st.hand, st.chars, st.stage, st.leaders)
        return made
    opp = 1 - player
    # plain loops over the few cards cost less than dict(zip(...)) and two
    # updates; zip stops at the last slot, for a hand or field past its slots
    refs: dict[int, int] = {}
    hand = st.hand[player]
    if len(hand) <= HAND_SLOTS:
        k = R_HAND
        for card in hand:
            refs[card] = k
            k += 1
    else:
        refs.update(zip(hand, _HAND_REFS))
    for cards, slots in ((st.chars[player], _MY_CHAR_REFS), (st.chars[opp], _OPP_CHAR_REFS)):
        if len(cards) <= CHAR_SLOTS:
            k = slots[0]
            for card in cards:
                refs[card] = k
                k += 1
        else:
            refs.update(zip(cards, slots))
    stage = st.stage
    if stage[player]:
        refs[stage[player][0]] = R_MY_STAGE
    if stage[opp]:
        refs[stage[opp][0]] = R_OPP_STAGE
    refs[st.leaders[player]] = R_MY_LEADER
    refs[st.leaders[opp]] = R_OPP_LEADER
    return refs


def legal_ids(st: GameState, player: int, options: Any, refs: dict[int, int] | None = None,
              native: bool = True) -> dict[int, Action]:
    """The id of each legal option (`options`: the decision's), checked
    one to one: two options with one id would make a policy's choice
    ambiguous.  `refs`: known_refs of this position, if already made
    (added to as cards beyond the hand and the fields are met).
    native=False: named in Python even where optcg.rl._actions_c is built
    (tests/test_rl_actions_c.py compares the two)."""
    c = _NATIVE
    if c is not None and native:
        out: dict[int, Action] = c.legal_ids(player, st.hand, st.chars, st.stage, st.leaders,
                                             st, options, refs)
    else:
        out = {}
        opp = 1 - player
        hand = st.hand[player]
        mine = st.chars[player]
        theirs = st.chars[opp]
        my_leader = st.leaders[player]
        their_leader = st.leaders[opp]
        for a in options:
            kind, card, target = a
            # the common kinds, named from where their cards are in the hand
            # and the fields (list.index costs less than making references
            # for every card); anything else, or a card beyond them, by _id_of
            try:
                if kind == _GIVE_DON:       # the DON!! is no card: the receiver names it
                    if target == my_leader:
                        out[_GIVE_MY_LEADER] = a
                        continue
                    k = mine.index(target)
                    if k < CHAR_SLOTS:
                        out[_GIVE_MY_CHARS + k] = a
                        continue
                elif kind == _ATTACK:
                    f = 0 if card == my_leader else 1 + mine.index(card)
                    t = 0 if target == their_leader else 1 + theirs.index(target)
                    if f < FIELD_SLOTS and t < FIELD_SLOTS:
                        out[A_ATTACK + f * FIELD_SLOTS + t] = a
                        continue
                elif card < 0:
                    n = _SINGLE_ID.get(kind)
                    if n is not None:
                        out[n] = a
                        continue
                    if kind == _NUMBER and 0 <= target < NUMBER_SLOTS:
                        out[A_NUMBER + target] = a
                        continue
                elif kind == _PLAY:
                    h = hand.index(card)
                    if h < HAND_SLOTS:
                        if target < 0:
                            out[_PLAY_HAND + h] = a
                            continue
                        k = mine.index(target)      # CR 3-7-6-1: trash a Character for room
                        if k < CHAR_SLOTS:
                            out[A_PLAY_REPLACING + h * CHAR_SLOTS + k] = a
                            continue
                elif kind == _USE_COUNTER:
                    h = hand.index(card)
                    t = 0 if target == my_leader else 1 + mine.index(target)
                    if h < HAND_SLOTS and t < FIELD_SLOTS:
                        out[A_COUNTER + h * FIELD_SLOTS + t] = a
                        continue
                else:                       # activate, select, block, place...: card_ref
                    base = _BY_CARD.get(kind)
                    if base is not None:
                        r = card_ref(st, player, card)
                        if refs is not None:
                            refs[card] = r
                        if r >= 0:
                            out[base + r] = a
                            continue
                    elif kind == _ACTIVATE and 0 <= target < ABILITY_SLOTS:
                        if card == my_leader:
                            r = R_MY_LEADER
                        else:
                            r = card_ref(st, player, card)
                            if refs is not None:
                                refs[card] = r
                        if r >= 0:
                            out[A_ACTIVATE + r * ABILITY_SLOTS + target] = a
                            continue
            except ValueError:              # not in that list: _id_of finds it
                pass
            if refs is None:
                refs = known_refs(st, player, False)
            out[_id_of(st, player, a, refs)] = a
    if len(out) != len(options):
        _one_to_one(st, player, options,
                    refs if refs is not None else known_refs(st, player, native))
    return out


def _id_of(st: GameState, player: int, a: Action, refs: dict[int, int]) -> int:
    """The id of one option (legal_ids), looking up and keeping in `refs`
    the references of the cards it names; an unusual option (a hidden card,
    a slot out of range) goes to action_id, which names it or says why it
    cannot."""
    kind, card, target = a
    i = -1
    if kind == ActionKind.GIVE_DON:
        t = refs.get(target)
        if t is None:
            t = refs[target] = card_ref(st, player, target) if target >= 0 else -1
        if t >= 0:
            i = A_GIVE_DON + t
    elif card < 0:
        n = _SINGLE_ID.get(kind)
        if n is not None:
            i = n
    else:
        r = refs.get(card)
        if r is None:
            r = refs[card] = card_ref(st, player, card)
        if r >= 0:
            if kind == ActionKind.ATTACK or kind == ActionKind.USE_COUNTER:
                t = refs.get(target)
                if t is None:
                    t = refs[target] = card_ref(st, player, target) if target >= 0 else -1
                if kind == ActionKind.ATTACK:
                    if _MY_FIELD[0] <= r < _MY_FIELD[1] and _OPP_FIELD[0] <= t < _OPP_FIELD[1]:
                        i = A_ATTACK + (r - R_MY_LEADER) * FIELD_SLOTS + t - R_OPP_LEADER
                elif _MY_HAND[0] <= r < _MY_HAND[1] and _MY_FIELD[0] <= t < _MY_FIELD[1]:
                    i = A_COUNTER + (r - R_HAND) * FIELD_SLOTS + t - R_MY_LEADER
            elif kind == ActionKind.PLAY:
                if target < 0:
                    i = A_PLAY + r
            else:
                base = _BY_CARD.get(kind)
                if base is not None:
                    i = base + r
                else:
                    base = _BY_ABILITY.get(kind)
                    if base is not None and 0 <= target < ABILITY_SLOTS:
                        i = base + r * ABILITY_SLOTS + target
    if i < 0:
        i = action_id(st, player, a)        # the rest, or raises naming the action
    return i


def _one_to_one(st: GameState, player: int, options, refs: dict[int, int]) -> None:
    """Raises for the first two options given one id (legal_ids found fewer
    ids than options)."""
    seen: dict[int, Action] = {}
    for a in options:
        i = _id_of(st, player, a, refs)
        if i in seen:
            raise ActionSpaceError(f"the fixed action space gives one id ({i}) to two "
                                   f"legal actions: {tuple(seen[i])} and {tuple(a)}")
        seen[i] = a


def mask_of(ids, native: bool = True) -> np.ndarray:
    """The action mask (int8, 1 for the legal ids); native=False: written
    in Python even where optcg.rl._actions_c is built."""
    c = _NATIVE
    if c is not None and native:
        return np.frombuffer(c.mask_bytes(ids), _INT8)
    m = bytearray(_NO_ACTIONS)        # copied from zero bytes: faster than bytearray(n)
    for i in ids:
        m[i] = 1
    return _ARRAY(_ACTIONS_SHAPE, _INT8, m)     # np.frombuffer costs more


_NO_ACTIONS: Final = bytes(ACTIONS)
_INT8: Final = np.dtype(np.int8)
_ARRAY: Final = np.ndarray
_ACTIONS_SHAPE: Final = (ACTIONS,)
_GIVE_DON: Final = ActionKind.GIVE_DON
_ATTACK: Final = ActionKind.ATTACK
_PLAY: Final = ActionKind.PLAY
_ACTIVATE: Final = ActionKind.ACTIVATE
_USE_COUNTER: Final = ActionKind.USE_COUNTER
_NUMBER: Final = ActionKind.NUMBER
_GIVE_MY_LEADER: Final = A_GIVE_DON + R_MY_LEADER
_GIVE_MY_CHARS: Final = A_GIVE_DON + R_MY_CHARS
_PLAY_HAND: Final = A_PLAY + R_HAND


def _ref_name(r: int) -> str:
    for name, start, size in REF_LAYOUT:
        if start <= r < start + size:
            return name if size == 1 else f"{name} {r - start}"
    return f"card ref {r}"


def action_name(i: int) -> str:
    """An action id in words ("attack: my field slot 0 -> opponent's field slot 2")."""
    if not 0 <= i < ACTIONS:
        raise ValueError(f"no action id {i!r}: ids are 0 to {ACTIONS - 1}")
    if i < len(SINGLES):
        return SINGLES[i]
    for name, start, size, _ in reversed(ACTION_LAYOUT):
        if i >= start:
            k = i - start
            break
    if start in (A_ACTIVATE, A_RESOLVE_EFFECT):
        return f"{name}: {_ref_name(k // ABILITY_SLOTS)}, ability {k % ABILITY_SLOTS}"
    if start == A_ATTACK:
        return f"{name}: my field slot {k // FIELD_SLOTS} -> opponent's field slot " \
               f"{k % FIELD_SLOTS}"
    if start == A_COUNTER:
        return f"{name}: hand {k // FIELD_SLOTS} -> my field slot {k % FIELD_SLOTS}"
    if start == A_PLAY_REPLACING:
        return f"{name}: hand {k // CHAR_SLOTS}, trashing my character {k % CHAR_SLOTS}"
    if start == A_NUMBER:
        return f"{name}: {k}"
    if start == A_RETURN_COST_DON or start == A_DON_COST:
        return f"{name}: {'active' if k else 'rested'}"
    return f"{name}: {_ref_name(k)}"


def _load_native() -> Any:
    """optcg.rl._actions_c, told the layout of the space, or None where it
    is not built or the pure-Python ids are asked for (OPTCG_PURE=1)."""
    module: Any = c_extension("optcg.rl._actions_c")
    if module is None:
        return None
    # how each kind is named (_actions.c: M_*) * 65536 + the first id of its block
    single, give_don, attack, play, activate, counter, card, number, cost_don = range(9)
    kinds = {k: single * 65536 + n for k, n in _SINGLE_ID.items()}
    kinds.update({k: card * 65536 + base for k, base in _BY_CARD.items()})
    kinds.update({ActionKind.GIVE_DON: give_don * 65536 + A_GIVE_DON,
                  ActionKind.ATTACK: attack * 65536 + A_ATTACK,
                  ActionKind.PLAY: play * 65536 + A_PLAY,
                  ActionKind.ACTIVATE: activate * 65536 + A_ACTIVATE,
                  ActionKind.RESOLVE_EFFECT: activate * 65536 + A_RESOLVE_EFFECT,
                  ActionKind.USE_COUNTER: counter * 65536 + A_COUNTER,
                  ActionKind.NUMBER: number * 65536 + A_NUMBER,
                  ActionKind.RETURN_DON: cost_don * 65536 + A_RETURN_COST_DON,
                  ActionKind.DON: cost_don * 65536 + A_DON_COST})
    module.configure_ids((HAND_SLOTS, CHAR_SLOTS, ABILITY_SLOTS, FIELD_SLOTS, NUMBER_SLOTS,
                          R_HAND, R_MY_LEADER, R_MY_CHARS, R_MY_STAGE, R_OPP_LEADER,
                          R_OPP_CHARS, R_OPP_STAGE, A_GIVE_DON, A_ATTACK, A_PLAY,
                          A_PLAY_REPLACING, A_COUNTER, ACTIONS), kinds, _id_of)
    return module


_NATIVE: Final[Any] = _load_native()
