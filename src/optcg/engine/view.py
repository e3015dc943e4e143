"""What one player may know (CR 3-1-4, 3-1-5, 3-4-3, 11-3).

A PlayerView answers questions about the game without revealing the
opponent's hand, either deck's order or face-down Life cards.  Hidden
cards are only counted; asking for one raises HiddenCardError.
"""

from __future__ import annotations

from typing import NamedTuple

from ..errors import OptcgError
from .constants import (AREA_NAMES, CHARACTER_AREA, EVERYONE, HAND, KEYWORD_NAMES, LIFE,
                        LEADER_AREA, NOWHERE, STAGE_AREA, TRASH)
from .state import GameState
from . import stats


class HiddenCardError(OptcgError):
    """The card is in a secret area this player may not look at (CR 3-1-5)."""


_OPEN = (LEADER_AREA, CHARACTER_AREA, STAGE_AREA, TRASH)


class DonPlaces(NamedTuple):
    """Where one player's DON!! cards are, all public (CR 3-3-2, 3-9):
    `deck` in the DON!! deck, `active` and `rested` in the cost area, and
    `given` the DON!! given to each of their cards, card id to number, for
    the cards that have any.  Given DON!! are neither active nor rested
    (CR 4-4-2).  DON!! cards are alike: a place and a number say which."""

    deck: int
    active: int
    rested: int
    given: dict[int, int]

    @property
    def total(self) -> int:
        return self.deck + self.active + self.rested + sum(self.given.values())


def don_places(st: GameState, p: int) -> DonPlaces:
    return DonPlaces(st.don_deck[p], st.don_active[p], st.don_rested[p],
                     {i: st.don[i] for i in (st.leaders[p], *st.chars[p]) if st.don[i]})


class PlayerView:
    __slots__ = ("_st", "player")

    def __init__(self, st: GameState, player: int):
        self._st = st
        self.player = player

    # -- the situation -------------------------------------------------
    @property
    def opponent(self) -> int:
        return 1 - self.player

    @property
    def turn(self) -> int:
        return self._st.turn

    @property
    def turn_player(self) -> int:
        return self._st.turn_player

    @property
    def first_player(self) -> int:
        return self._st.first_player

    @property
    def phase(self) -> str:
        return self._st.phase

    @property
    def step(self) -> str:
        return self._st.step

    @property
    def battle(self) -> tuple[int, int] | None:
        """(attacker, attacked card) of the battle in progress, or None."""
        b = self._st.battle
        return (b.attacker, b.target) if b is not None else None

    # -- areas -----------------------------------------------------------
    def leader(self, p: int) -> int:
        return self._st.leaders[p]

    def characters(self, p: int) -> list[int]:
        return list(self._st.chars[p])

    def stage(self, p: int) -> list[int]:
        return list(self._st.stage[p])

    def trash(self, p: int) -> list[int]:
        return list(self._st.trash[p])

    def hand(self) -> list[int]:
        """This player's own hand (CR 3-4-2)."""
        return list(self._st.hand[self.player])

    def hand_size(self, p: int) -> int:
        return len(self._st.hand[p])

    def deck_size(self, p: int) -> int:
        return len(self._st.deck[p])

    def life_size(self, p: int) -> int:
        return len(self._st.life[p])

    def don_deck(self, p: int) -> int:
        return self._st.don_deck[p]

    def don_active(self, p: int) -> int:
        return self._st.don_active[p]

    def don_rested(self, p: int) -> int:
        return self._st.don_rested[p]

    def don_given(self, i: int) -> int:
        self._check(i)
        return self._st.don[i]

    def don(self, p: int) -> DonPlaces:
        """Where player p's DON!! cards are (public to both players)."""
        return don_places(self._st, p)

    # -- cards -----------------------------------------------------------
    def visible(self, i: int) -> bool:
        st = self._st
        a = st.area[i]
        if a in _OPEN:
            return True
        if a == LIFE and st.face_up[i]:
            return True                               # CR 3-10-2-1: open as an exception
        if a == HAND or a == NOWHERE:
            return st.owner[i] == self.player
        looking = st.looking
        if looking is not None and looking.player in (self.player, EVERYONE) and i in looking.cards:
            return True                               # CR 11-3-1
        return False

    def _check(self, i: int) -> None:
        if not self.visible(i):
            raise HiddenCardError(
                f"card {i} is in P{self._st.owner[i] + 1}'s "
                f"{AREA_NAMES[self._st.area[i]]}, a secret area for "
                f"P{self.player + 1} [CR 3-1-5]")

    def card(self, i: int):
        self._check(i)
        return self._st.defs[i]

    def owner(self, i: int) -> int:
        return self._st.owner[i]

    def power(self, i: int) -> int:
        self._check(i)
        return stats.power(self._st, i)

    def cost(self, i: int) -> int:
        self._check(i)
        return stats.cost(self._st, i)

    def keywords(self, i: int) -> list[str]:
        self._check(i)
        k = stats.keywords(self._st, i)
        return [name for bit, name in KEYWORD_NAMES.items() if k & bit]

    def has_keyword(self, i: int, bit: int) -> bool:
        self._check(i)
        return bool(stats.keywords(self._st, i) & bit)

    def rested(self, i: int) -> bool:
        self._check(i)
        return self._st.rested[i]

    def played_this_turn(self, i: int) -> bool:
        self._check(i)
        return self._st.played_turn[i] == self._st.turn

    # -- snapshot ------------------------------------------------------
    def to_dict(self) -> dict:
        """A JSON-able snapshot of everything this player may know."""
        st = self._st

        def card(i):
            d = st.defs[i]
            out = {"id": i, "number": d.number, "name": d.name}
            if st.area[i] in (LEADER_AREA, CHARACTER_AREA):
                out.update(power=stats.power(st, i), rested=st.rested[i],
                           don=st.don[i], keywords=self.keywords(i))
            elif st.area[i] == STAGE_AREA:
                out.update(rested=st.rested[i])
            return out

        players = []
        for p in (0, 1):
            players.append({
                "leader": card(st.leaders[p]),
                "characters": [card(i) for i in st.chars[p]],
                "stage": [card(i) for i in st.stage[p]],
                "trash": [card(i) for i in st.trash[p]],
                "hand": ([card(i) for i in st.hand[p]] if p == self.player
                         else len(st.hand[p])),
                "hand_size": len(st.hand[p]),
                "deck_size": len(st.deck[p]),
                "life_size": len(st.life[p]),
                # the face-up Life cards, public (CR 3-10-2-1);
                # positions count from the bottom of the Life area
                "life_face_up": [{"position": n, **card(i)}
                                 for n, i in enumerate(st.life[p]) if st.face_up[i]],
                "don_deck": st.don_deck[p],
                "don_active": st.don_active[p],
                "don_rested": st.don_rested[p],
                # DON!! given, by card id (also on each card, as "don")
                "don_given": {str(i): n for i, n in don_places(st, p).given.items()},
            })
        looked = ([card(i) for i in st.looking.cards]
                  if st.looking is not None and st.looking.player in (self.player, EVERYONE)
                  else [])
        return {"player": self.player, "turn": st.turn, "turn_player": st.turn_player,
                "phase": st.phase, "step": st.step, "battle": self.battle,
                "players": players, "looking_at": looked}

    def sample_game(self, seed: int):
        """A Game consistent with this view: the real game with every card
        this player cannot see dealt again among the hidden places (see
        `Game.determinized` and engine/determinize.py), for players that
        search.  Different seeds give different deals; the real game is
        left untouched."""
        from .determinize import determinize
        from .game import Game
        return Game(determinize(self._st, self.player, seed))

    def looking_at(self) -> list[int]:
        """The cards of a secret area an effect lets this player look at now."""
        st = self._st
        if st.looking is not None and st.looking.player in (self.player, EVERYONE):
            return list(st.looking.cards)
        return []
