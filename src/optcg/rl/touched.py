"""The cards that the permanent effects on the field may change (power, cost,
keywords): the encoder asks the engine for the stats of those cards only,
and shows the printed values of the rest (observation.py).

An effect about "this card" may change its own card only.  An effect "every
card that ..." on the field may change the cards its description can match
by what never changes in a game (owner, category, types, attributes,
colors, names): a superset of the cards it reaches, whatever the state
(tests/test_rl_encoder_stats.py compares the stats shown with the
engine's).  An effect of another kind of target, or about the hand's cards,
may reach any card (None)."""

from __future__ import annotations

from typing import Any, Final

from ..engine.carddef import STATIC_BASE_POWER, STATIC_COST, STATIC_KEYWORD, STATIC_POWER
from ..engine.effects.nodes.vocabulary import FIELD
from ..engine.effects.nodes.conditions import DonAttached, OpponentsTurn, YourTurn
from ..engine.effects.nodes.filters import Cards, Every, This
from ..engine.effects.nodes.keywords import StaticKeyword
from ..engine.effects.nodes.power_cost import StaticCost, StaticPower
from ..engine.effects.nodes.restrictions import (StaticAttackActive,
                                                 StaticAttackCharactersWhenPlayed,
                                                 StaticNoLeaderAttackWhenPlayed)
from ..engine.effects.targets import matches_printed, players_of
from ..engine.state import GameState

_POWER_KINDS: Final = (STATIC_POWER, STATIC_BASE_POWER)
_COST_KINDS: Final = (STATIC_COST,)
_KEYWORD_KINDS: Final = (STATIC_KEYWORD,)
_ALL_KINDS: Final = (STATIC_POWER, STATIC_BASE_POWER, STATIC_COST, STATIC_KEYWORD)
_NO_CARDS: Final[frozenset[int]] = frozenset()
# effects whose value is fixed (no count, no base power read): with
# conditions that read only the card's DON!! and whose turn it is, what
# they add is known from those two
_FIXED_EFFECTS: Final = (StaticKeyword, StaticAttackActive, StaticAttackCharactersWhenPlayed,
                         StaticNoLeaderAttackWhenPlayed)
# the turn an effect applies in: any, its controller's, the opponent's
ANY_TURN: Final = 0
OWN_TURN: Final = 1
OTHER_TURN: Final = 2


def touched_by_kind(st: GameState, reaches: dict | None = None) -> tuple:
    """The cards the permanent effects on the field may change: by power,
    by cost, by keywords (see _touched), and by any of them, split by what
    the encoder must read to know whether they changed (_split).
    `reaches` keeps each effect's cards (_reach) for the next calls about
    the same game's cards and owners."""
    if reaches is None:
        reaches = {}
    by_power = _touched(st, _POWER_KINDS, reaches)
    by_cost = _touched(st, _COST_KINDS, reaches)
    by_keyword = _touched(st, _KEYWORD_KINDS, reaches)
    if by_power is None or by_cost is None or by_keyword is None:
        return by_power, by_cost, by_keyword, None, _NO_CARDS, ()
    return (by_power, by_cost, by_keyword, *_split(st, reaches))


def _touched(st: GameState, kinds: tuple[int, ...], reaches: dict) -> frozenset[int] | None:
    """The cards that permanent effects of these kinds on the field may
    change: their own sources when they name "this card", the cards their
    description may match (_reach), or any card (None)."""
    out: set[int] = set()
    defs = st.defs
    for s in st.field_statics:
        for kind in kinds:
            for _, sa in defs[s].statics_by_kind[kind]:
                reach = _kept_reach(st, s, sa.effect.target, reaches)
                if reach is None:
                    return None
                out |= reach
    return frozenset(out) if out else _NO_CARDS


def _kept_reach(st: GameState, s: int, target: Any, reaches: dict) -> frozenset[int] | None:
    """_reach, kept in `reaches` by card and target (the targets are the
    cards' own, shared objects)."""
    key = (s, id(target))
    if key in reaches:
        return reaches[key]
    reach = _reach(st, s, target)
    got = None if reach is None else frozenset(reach)
    reaches[key] = got
    return got


def _reach(st: GameState, s: int, target: Any) -> set[int] | None:
    """A superset of the cards an effect of card s with this target may
    change, or None (any card)."""
    if isinstance(target, This):
        return {s}
    if isinstance(target, Every) and isinstance(target.cards, Cards):
        c = target.cards
        if c.area != FIELD:         # the hand's cards (their cost): any card
            return None
        # (an alternative description is read with the first one's owner)
        players = players_of(c.owner, st.owner[s])
        out: set[int] = set()
        for d in (c, *c.alt):
            out |= _matching(st, s, d, players)
        return out
    return None


def _matching(st: GameState, s: int, c: Cards, players: tuple[int, ...]) -> set[int]:
    """The cards of these players that description c (of an effect of card
    s) may match on the field, by the facts that never change: a superset
    of what targets.matches finds, which also reads the state."""
    owner = st.owner
    return {i for i, d in enumerate(st.defs) if owner[i] in players and matches_printed(d, i, c, s)}


def _split(st: GameState, reaches: dict) -> tuple:
    """The cards the field's permanent effects may change, by what decides
    it: (those any time, those whose stats follow from their own DON!! and
    the turn alone, (source, DON!! needed, turn, cards) of the effects that
    apply only while their source has that many DON!! in that turn).

    An effect's conditions [DON!! xN], [Your Turn] and [Opponent's Turn]
    read no stats: while one of them fails, the effect changes nothing
    (statics._simple).  An effect about its own card whose conditions are
    all of these and whose value is fixed changes that card by what its
    DON!! and the turn say: the card's short key (observation.py) says when
    to read its stats again.  A card whose effects are negated has a
    modifier: the encoder asks the engine about every card a modifier names."""
    defs = st.defs
    always: set[int] = set()
    keyed: set[int] = set()
    gated: list[tuple] = []
    for s in st.field_statics:
        for kind in _ALL_KINDS:
            for _, sa in defs[s].statics_by_kind[kind]:
                e = sa.effect
                need, turn, simple = 0, ANY_TURN, True
                for cond in sa.conditions:
                    if isinstance(cond, DonAttached):
                        need = max(need, cond.count)
                    elif isinstance(cond, YourTurn):
                        turn = OWN_TURN if turn != OTHER_TURN else -1
                    elif isinstance(cond, OpponentsTurn):
                        turn = OTHER_TURN if turn != OWN_TURN else -1
                    else:
                        simple = False
                if turn < 0:
                    continue                # never holds
                fixed = isinstance(e, _FIXED_EFFECTS) or \
                    isinstance(e, (StaticPower, StaticCost)) and e.per is None
                if simple and fixed and isinstance(e.target, This):
                    keyed.add(s)
                    continue
                reach = _kept_reach(st, s, e.target, reaches)
                assert reach is not None    # (_touched found every reach)
                if need == 0 and turn == ANY_TURN:
                    always |= reach
                else:
                    gated.append((s, need, turn, reach))
    return frozenset(always), frozenset(keyed), tuple(gated)


def open_gates(gated: tuple, don: list[int], owner: tuple[int, ...], turn_player: int) -> list:
    """The cards of the effects of `gated` (_split) that may apply now:
    their source has the DON!! they need in a turn they hold in."""
    out: list = []
    for s, need, turn, cards in gated:
        if don[s] >= need and (turn == ANY_TURN or (turn == OWN_TURN) == (owner[s] == turn_player)):
            out.append(cards)
    return out
