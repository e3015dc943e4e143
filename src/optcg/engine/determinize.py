"""Determinization: a copy of the game consistent with what one player sees.

A searching player cannot look at the opponent's hand, at either deck's
order or at face-down Life cards (CR 3-1-5).  `determinize(st, player,
seed)` returns a clone in which every card `player` cannot see now is dealt
again, at random, among the places that player cannot see: each player's
own hidden cards (the opponent's hand, deck and face-down Life; the
player's own deck and face-down Life) are shuffled together and dealt back
into those places, each keeping its size.  Card *instance ids* move between
the places (a card keeps its owner and its definition), so every per-card
table of the state stays valid.  The clone's generator and seed are
reseeded, so nothing drawn later in the clone repeats the real game's
future.

What the player is assumed to know:

- both deck lists (as in a simulated matchup, and as the game's card
  definitions say): the hidden cards of a player are that player's cards
  that are not in sight;
- everything `PlayerView` shows now: both fields, both trashes, the
  player's own hand, face-up Life cards, and the cards an effect lets the
  player look at (CR 11-3);
- nothing else: a card revealed earlier and hidden again (a searched card
  added to the opponent's hand, a card put back on top of a deck) is not
  remembered.

A hidden card the engine's pending work refers to (the cards an effect in
progress has looked at or chosen, the source of a waiting effect, the
target of a continuous effect, the card of the open decision) stays where
it is, so the effect resumes consistently; that happens only in the middle
of an effect and is the one exception to the redeal.

Pure: no I/O, no module-level random state; mypyc-compatible.
"""

from __future__ import annotations

from typing import Any

from .constants import DECK, EVERYONE, HAND, LIFE
from .records import EffectTask
from .rng import next_u64, seed_state
from .state import GameState


def hidden_from(st: GameState, player: int) -> list[bool]:
    """For each card id: True when `player` cannot see the card now (the
    same rule as `PlayerView.visible`, for the places a redeal uses)."""
    n = len(st.defs)
    out = [False] * n
    looking = st.looking
    seen: set[int] = set()
    if looking is not None and (looking.player == player or looking.player == EVERYONE):
        seen = set(looking.cards)
    area, owner, face_up = st.area, st.owner, st.face_up
    for i in range(n):
        a = area[i]
        if a == DECK:
            out[i] = i not in seen
        elif a == HAND:
            out[i] = owner[i] != player
        elif a == LIFE:
            out[i] = not face_up[i] and i not in seen
    return out


def _pin_cards(into: set[int], value: Any) -> None:
    """Add the card ids held in an effect's slots (tuples of ids)."""
    if isinstance(value, tuple):
        for x in value:
            if isinstance(x, int):
                into.add(x)
            elif isinstance(x, tuple):
                _pin_cards(into, x)


def pinned_cards(st: GameState) -> set[int]:
    """Card ids the pending work of the engine refers to (kept in place)."""
    out: set[int] = set()
    for t in st.tasks:
        if isinstance(t, EffectTask):
            out.add(t.card)
            _pin_cards(out, t.slots)
    for p in st.pending:
        out.add(p.card)
    for d in st.delayed:
        out.add(d.card)
        _pin_cards(out, d.slots)
    for m in st.mods:
        out.add(m.card)
        out.add(m.source)
    if st.looking is not None:
        _pin_cards(out, st.looking.cards)
    if st.decision is not None:
        out.add(st.decision.card)
    if st.battle is not None:
        out.add(st.battle.attacker)
        out.add(st.battle.target)
    return out


def _shuffle(state: int, items: list[int]) -> int:
    """Fisher-Yates shuffle of `items` with the engine's SplitMix64
    generator, four 16-bit draws per output (the bias, below 50 / 2**16 per
    draw, is nothing a search can notice); returns the new state."""
    bits = 0
    left = 0
    for i in range(len(items) - 1, 0, -1):
        if left == 0:
            state, bits = next_u64(state)
            left = 4
        j = (bits & 0xFFFF) % (i + 1)
        bits >>= 16
        left -= 1
        items[i], items[j] = items[j], items[i]
    return state


def determinize(st: GameState, player: int, seed: int) -> GameState:
    """A clone of `st` with every card hidden from `player` dealt again
    among the hidden places (module docstring); `st` is left untouched."""
    s = st.clone()
    pinned = pinned_cards(s)
    looking = s.looking
    seen: set[int] = set()
    if looking is not None and (looking.player == player or looking.player == EVERYONE):
        seen = set(looking.cards)
    keep = pinned | seen
    face_up = s.face_up
    area = s.area
    state = seed_state(seed)
    for q in (0, 1):
        zones: list[list[int]] = [s.deck[q], s.life[q]]
        kinds = [DECK, LIFE]
        if q != player:
            zones.append(s.hand[q])
            kinds.append(HAND)
        # the hidden positions of q's places, and the cards in them
        slots: list[int] = []          # zone * 1024 + position
        pool: list[int] = []
        for z in range(len(zones)):
            lst = zones[z]
            life = kinds[z] == LIFE
            for pos in range(len(lst)):
                i = lst[pos]
                if i in keep or (life and face_up[i]):
                    continue
                slots.append(z * 1024 + pos)
                pool.append(i)
        if len(pool) < 2:
            continue
        state = _shuffle(state, pool)
        for k in range(len(slots)):
            z = slots[k] >> 10
            i = pool[k]
            zones[z][slots[k] & 1023] = i
            area[i] = kinds[z]
    # a fresh generator: the clone's future draws owe nothing to the real game's
    s.rng = seed_state(state ^ 0x5DEECE66D)
    s.seed = seed
    return s
