"""The replay viewer's API: any step of a stored game, seen as one player,
as a spectator, or as both players once the game is over.

A frame is the same `state` message a live client gets (messages.py),
built from the game replayed to that step and that view only: a player's
view of a game still in progress needs that seat's token (and, when the
seat is bound to an account, that account's session); the view of both
players, which shows both hands, only exists once the game is over."""

from __future__ import annotations

import asyncio
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Optional

from fastapi import APIRouter, Header, Query, Request
from fastapi.responses import JSONResponse

from ..cards.defs import card_def
from ..engine import Action, Game, Replay
from .accounts import Sessions
from .messages import state_message
from .store import Store

VIEWS = ("0", "1", "spectator", "both")
_CACHED = 32                # finished games whose timeline is kept in memory


@dataclass(frozen=True)
class Timeline:
    """Where each turn begins (turn, step) and how many events the game
    had after each step (marks[0]: before the first action)."""
    steps: int
    turns: tuple[tuple[int, int], ...]
    marks: tuple[int, ...]


class ReplayFrames:
    """Games replayed to a step, from the store's seed and actions."""

    def __init__(self, store: Store):
        self.store = store
        self._timelines: OrderedDict[str, Timeline] = OrderedDict()
        self._lock = threading.Lock()

    def _replay(self, game_id: str, steps: Optional[int] = None) -> Game:
        row = self.store.game(game_id)
        actions = [Action.from_json(a) for a in self.store.actions(game_id)]
        return Replay(decks=row.decks, seed=row.seed,
                      actions=actions[:steps] if steps is not None else actions,
                      conceal_decisions=row.conceal_decisions).play(card_def)

    def timeline(self, game_id: str, over: bool) -> Timeline:
        with self._lock:
            known = self._timelines.get(game_id)
        if known is not None:
            return known
        row = self.store.game(game_id)
        actions = [Action.from_json(a) for a in self.store.actions(game_id)]
        game = Replay(decks=row.decks, seed=row.seed, actions=[],
                      conceal_decisions=row.conceal_decisions).play(card_def)
        turns = [(game.state.turn, 0)]
        marks = [len(game.events)]
        for n, a in enumerate(actions):
            game.apply(a)
            marks.append(len(game.events))
            if game.state.turn != turns[-1][0]:
                turns.append((game.state.turn, n + 1))
        made = Timeline(len(actions), tuple(turns), tuple(marks))
        if over:                            # a game in progress still grows
            with self._lock:
                self._timelines[game_id] = made
                while len(self._timelines) > _CACHED:
                    self._timelines.popitem(last=False)
        return made

    def frame(self, game_id: str, step: int, view: str, over: bool) -> dict:
        """The `state` message(s) of that step for that view, with the
        game's timeline."""
        timeline = self.timeline(game_id, over)
        step = min(step, timeline.steps)
        game = self._replay(game_id, step)
        start = timeline.marks[step - 1] if step > 0 else 0
        seats = (0, 1) if view == "both" else ((None,) if view == "spectator" else (int(view),))
        return {"game": game_id, "step": step, "steps": timeline.steps, "over": over,
                "view": view, "turns": [list(t) for t in timeline.turns],
                "frames": [state_message(game, seat, step, start) for seat in seats]}


def replays_router(store: Store, sessions: Sessions, frames: ReplayFrames) -> APIRouter:
    router = APIRouter()

    @router.get("/api/games/{game_id}/frames")
    async def frame(game_id: str, request: Request,
                    step: int = Query(0, ge=0, le=1_000_000),
                    view: str = Query("spectator", max_length=10),
                    x_seat_token: Optional[str] = Header(None, max_length=128)
                    ) -> JSONResponse:
        if view not in VIEWS:
            return JSONResponse({"error": f"no view {view!r}: choose 0, 1, spectator "
                                          f"or both"}, status_code=400)
        row = store.game(game_id) if len(game_id) <= 32 else None
        if row is None:
            return JSONResponse({"error": f"no game {game_id!r}"}, status_code=404)
        over = row.status == "over"
        if not over and view == "both":
            return JSONResponse({"error": "both players' view shows both hands: it opens "
                                          "once the game is over"}, status_code=409)
        if not over and view in ("0", "1"):
            held = store.seat_token(game_id, x_seat_token) if x_seat_token else None
            user = sessions.user(request)
            if (held is None or str(held.seat) != view
                    or (held.user_id is not None and (user is None or user.id != held.user_id))):
                return JSONResponse({"error": f"P{int(view) + 1}'s view of a game in "
                                              f"progress is for P{int(view) + 1} only "
                                              f"(their seat token)"}, status_code=403)
        body = await asyncio.to_thread(frames.frame, game_id, step, view, over)
        return JSONResponse(body)

    return router
