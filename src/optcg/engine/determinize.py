"""Determinization: a copy of the game consistent with what one player sees.

A searching player cannot look at the opponent's hand, at either deck's
order or at face-down Life cards (CR 3-1-5).  `determinize(st, player,
seed)` returns a clone in which every card `player` cannot see now is dealt
again, at random, among the places that player cannot see: each player's
own hidden cards (the opponent's hand, deck, face-down Life and a Life card
taken by damage whose [Trigger] is not decided yet; the player's own deck
and face-down Life) are shuffled together and dealt back into those places,
each keeping its size.  A card keeps its owner and its definition.

The deal is a function of what the player may know and of the seed only
(CR 3-1-5, 11-3): the hidden cards are dealt in order of id, not in their
true order, into the hidden places taken in an order that names no hidden
card, so two games the player cannot tell apart give the same copy for a
seed, and no copy can be inverted to the true hands, decks or Life.  The
engine's pending work (the Life card between damage and hand, the cards an
effect in progress has looked at or chosen, the source of a waiting effect)
refers to hidden cards by id: it is relabelled with the deal, so it now
refers to the card dealt into the same place.  Hidden cards carry no
history either: their per-card facts are reset, and a record that named
one keeps pointing at it (incarnation 0) only if it still did in the real
game (CR 3-1-6).

What the player is assumed to know:

- both deck lists (as in a simulated matchup, and as the game's card
  definitions say): the hidden cards of a player are that player's cards
  that are not in sight;
- everything `PlayerView` shows now: both fields, both trashes, the
  player's own hand, face-up Life cards, the cards an effect lets the
  player look at (CR 11-3), the cards of the battle, and a [Trigger] card
  revealed while it resolves (CR 10-1-5-1);
- the source of every effect activated and not yet resolved, and of every
  effect waiting to activate or to resume at the end of a turn or battle;
- nothing else: a card revealed earlier and hidden again (a searched card
  added to the opponent's hand, a card put back on top of a deck) is not
  remembered.

Pure: no I/O, no module-level random state; mypyc-compatible.
"""

from __future__ import annotations

from .actions import OpenDecision
from .loop import ENUMERATE
from .constants import DECK, EVERYONE, HAND, LIFE, NOWHERE
from .records import (ActivateTask, Battle, DamageTask, Delayed, EffectTask, KoReplaceTask,
                      KoTask, LifeCardTask, Looking, Modifier, OnceUsed, Pending,
                      RemoveReplaceTask, RemoveTask, RestReplaceTask, ShuffleIfChangedTask, Task,
                      TrashTriggerCardTask)
from .rng import next_u64, seed_state
from .state import GameState

#: the incarnation a record gets when the hidden card it names has moved
#: since (it matches no card: CR 3-1-6)
STALE = -1


def known_cards(st: GameState, player: int) -> set[int]:
    """The cards of secret areas `player` knows now: those an effect lets
    them look at (CR 11-3-1) or reveals (CR 11-2), the cards of the battle
    (declared in the open, CR 7-1-1), a [Trigger] card revealed while it
    resolves (CR 10-1-5-1) and the sources of effects under way."""
    out: set[int] = set()
    looking = st.looking
    if looking is not None and (looking.player == player or looking.player == EVERYONE):
        out.update(looking.cards)
    if st.battle is not None:
        out.add(st.battle.attacker)
        out.add(st.battle.target)
    for t in st.tasks:
        if isinstance(t, (TrashTriggerCardTask, EffectTask, ActivateTask)):
            out.add(t.card)
    # The source of an effect activated or waiting was in sight when it
    # activated (CR 8-1-3): a script runs from it, so it keeps its identity
    # even once it has gone to a hidden place (a Character returned to the
    # hand by its own cost).
    for p in st.pending:
        out.add(p.card)
    for d in st.delayed:
        out.add(d.card)
    return out


def hidden_from(st: GameState, player: int) -> list[bool]:
    """For each card id: True when `player` cannot see the card now (the
    same rule as `PlayerView.visible`, for the places a redeal uses, and a
    card of the opponent's in no area that was not revealed)."""
    n = len(st.defs)
    out = [False] * n
    seen = known_cards(st, player)
    area, owner, face_up = st.area, st.owner, st.face_up
    for i in range(n):
        a = area[i]
        if a == DECK:
            out[i] = i not in seen
        elif a == HAND:
            out[i] = owner[i] != player and i not in seen
        elif a == LIFE:
            out[i] = not face_up[i] and i not in seen
        elif a == NOWHERE:
            out[i] = owner[i] != player and i not in seen
    return out


def referenced_cards(st: GameState) -> list[int]:
    """The card ids the engine's pending work names, in the order of that
    work (the task stack from the bottom, the open decision, the waiting
    effects...), which names no hidden card: each id once."""
    out: list[int] = []
    for t in st.tasks:
        _task_cards(t, out)
    if st.decision is not None:
        out.append(st.decision.card)
    for p in st.pending:
        out.append(p.card)
    for d in st.delayed:
        out.append(d.card)
        _add_slots(out, d.slots)
    if st.looking is not None:
        out.extend(st.looking.cards)
    for m in st.mods:
        out.append(m.card)
        out.append(m.source)
    for u in st.once_used:
        out.append(u.card)
    return list(dict.fromkeys([i for i in out if i >= 0]))


def _add_slots(out: list[int], slots: tuple) -> None:
    for slot in slots:
        for i in slot:
            out.append(i)


def _task_cards(t: Task, out: list[int]) -> None:
    if isinstance(t, EffectTask):
        out.append(t.card)
        _add_slots(out, t.slots)
    elif isinstance(t, (ActivateTask, LifeCardTask, TrashTriggerCardTask)):
        out.append(t.card)
    elif isinstance(t, (KoTask, RemoveTask)):
        out.append(t.card)
        out.extend([pair[0] for pair in t.tried])
    elif isinstance(t, (KoReplaceTask, RemoveReplaceTask)):
        out.append(t.card)
        out.extend([pair[0] for pair in t.tried])
        out.append(t.source[0])
    elif isinstance(t, RestReplaceTask):
        out.append(t.card)
        out.append(t.source[0])
    elif isinstance(t, DamageTask):
        out.append(t.attacker)
    elif isinstance(t, ShuffleIfChangedTask):
        out.extend(t.deck)


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


def hidden_places(st: GameState, player: int, owner: int) -> list[int]:
    """The cards in `owner`'s places hidden from `player`, place by place in
    an order that names no hidden card: the deck and the face-down Life from
    the bottom, then (for the opponent) the hand, then the opponent's cards
    in no area in the order the pending work names them."""
    seen = known_cards(st, player)
    out = [i for i in st.deck[owner] if i not in seen]
    face_up = st.face_up
    out.extend([i for i in st.life[owner] if not face_up[i] and i not in seen])
    if owner != player:
        out.extend([i for i in st.hand[owner] if i not in seen])
        area = st.area
        out.extend([i for i in referenced_cards(st)
                    if area[i] == NOWHERE and st.owner[i] == owner and i not in seen])
    return out


#: how many deals a copy may take to leave the other player's open decision
#: an option (see determinize)
REDEALS = 32


def determinize(st: GameState, player: int, seed: int) -> GameState:
    """A clone of `st` with every card hidden from `player` dealt again
    among the hidden places (module docstring); `st` is left untouched.

    When the open decision is the other player's, that player has something
    to choose (the decision was asked, and its options may depend on their
    hidden cards, as a cost already accepted that trashes a card with a
    [Trigger] from the hand): a deal that leaves it no option is not a game
    the player could be in, so it is dealt again with the next seeds, up to
    REDEALS times."""
    s = _deal(st, player, seed)
    d = st.decision
    if d is not None and d.player != player:
        tries = 1
        while tries < REDEALS and not ENUMERATE[d.kind](s):
            s = _deal(st, player, (seed + tries * 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF)
            tries += 1
    return s


def _deal(st: GameState, player: int, seed: int) -> GameState:
    s = st.clone()
    deal: dict[int, int] = {}          # the card at a hidden place -> the card dealt there
    state = seed_state(seed)
    for q in (0, 1):
        places = hidden_places(st, player, q)
        cards = sorted(places)          # the true order forgotten
        state = _shuffle(state, cards)
        for k in range(len(places)):
            deal[places[k]] = cards[k]
    _relabel(st, s, deal)
    # a fresh generator: the clone's future draws owe nothing to the real game's
    s.rng = seed_state(state ^ 0x5DEECE66D)
    s.seed = seed
    return s


# -- the relabelling: the clone's hidden places hold the cards dealt -----------------

def _relabel(st: GameState, s: GameState, deal: dict[int, int]) -> None:
    """Put the card `deal[i]` where hidden card i is, in the clone `s` of
    `st`, with no history (CR 3-1-6), and make every record naming i name
    it instead."""
    for i, j in deal.items():
        s.area[j] = st.area[i]
        s.incarnation[j] = 0
        s.rested[j] = False
        s.don[j] = 0
        s.played_turn[j] = -1
        s.face_up[j] = False
    for lists in (s.deck, s.hand, s.life):
        for lst in lists:
            for k in range(len(lst)):
                lst[k] = deal.get(lst[k], lst[k])
    r = _Relabel(deal, st.incarnation)
    s.tasks = [r.task(t) for t in st.tasks]
    if st.decision is not None:
        d = st.decision
        s.decision = OpenDecision(d.player, d.kind, r.card(d.card))
    s.pending = [Pending(p.generation, p.player, r.card(p.card), r.inc(p.card, p.incarnation),
                         p.ability) for p in st.pending]
    s.delayed = [Delayed(d.player, r.card(d.card), r.inc(d.card, d.incarnation), d.ability,
                         d.pc, r.slots(d.slots), d.battle_end) for d in st.delayed]
    if st.looking is not None:
        s.looking = Looking(st.looking.player, tuple([r.card(i) for i in st.looking.cards]))
    s.mods = [Modifier(m.kind, r.card(m.card), m.player, m.value, m.duration, m.controller,
                       r.card(m.source)) for m in st.mods]
    s.once_used = [OnceUsed(r.card(u.card), r.inc(u.card, u.incarnation), u.ability)
                   for u in st.once_used]
    b = st.battle
    if b is not None:
        s.battle = Battle(r.card(b.attacker), r.card(b.target),
                          r.inc(b.attacker, b.attacker_incarnation),
                          r.inc(b.target, b.target_incarnation), b.blocked, b.cut_short)


class _Relabel:
    """The deal applied to the fields of records."""

    __slots__ = ("deal", "incarnation")

    def __init__(self, deal: dict[int, int], incarnation: list[int]) -> None:
        self.deal = deal
        self.incarnation = incarnation

    def card(self, i: int) -> int:
        return self.deal.get(i, i)

    def inc(self, i: int, incarnation: int) -> int:
        """A record's incarnation of card i: 0 (the dealt card's) if it still
        names the card in the real game, else one no card has."""
        if i not in self.deal:
            return incarnation
        return 0 if incarnation == self.incarnation[i] else STALE

    def cards(self, ids: tuple) -> tuple:
        return tuple([self.card(i) for i in ids])

    def pairs(self, pairs: tuple) -> tuple:
        """(card, ability) pairs."""
        return tuple([(self.card(pair[0]), pair[1]) for pair in pairs])

    def slots(self, slots: tuple) -> tuple:
        return tuple([self.cards(slot) for slot in slots])

    def task(self, t: Task) -> Task:
        if isinstance(t, EffectTask):
            return EffectTask(self.card(t.card), self.inc(t.card, t.incarnation), t.player,
                              t.ability, t.pc, self.slots(t.slots), t.sub)
        if isinstance(t, ActivateTask):
            return ActivateTask(self.card(t.card), self.inc(t.card, t.incarnation), t.player,
                                t.ability, t.confirmed)
        if isinstance(t, LifeCardTask):
            return LifeCardTask(t.player, self.card(t.card), t.banish)
        if isinstance(t, TrashTriggerCardTask):
            return TrashTriggerCardTask(self.card(t.card))
        if isinstance(t, KoTask):
            return KoTask(self.card(t.card), self.inc(t.card, t.incarnation), t.by, t.rule,
                          self.pairs(t.tried), t.checked, t.by_player)
        if isinstance(t, KoReplaceTask):
            return KoReplaceTask(self.card(t.card), self.inc(t.card, t.incarnation), t.by,
                                 t.rule, self.pairs(t.tried), self.pairs((t.source,))[0],
                                 t.checked, t.by_player)
        if isinstance(t, RemoveTask):
            return RemoveTask(self.card(t.card), self.inc(t.card, t.incarnation), t.dest,
                              self.pairs(t.tried), t.by_opponent)
        if isinstance(t, RemoveReplaceTask):
            return RemoveReplaceTask(self.card(t.card), self.inc(t.card, t.incarnation),
                                     t.dest, self.pairs(t.tried), self.pairs((t.source,))[0],
                                     t.by_opponent)
        if isinstance(t, RestReplaceTask):
            return RestReplaceTask(self.card(t.card), self.inc(t.card, t.incarnation),
                                   self.pairs((t.source,))[0])
        if isinstance(t, DamageTask):
            return DamageTask(t.player, t.amount, t.banish, self.card(t.attacker))
        if isinstance(t, ShuffleIfChangedTask):
            return ShuffleIfChangedTask(t.player, self.cards(t.deck))
        return t
