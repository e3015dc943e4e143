"""The web server: a FastAPI application serving the client's static files,
a small JSON API to start games, and one WebSocket per client for play
(docs/web/protocol.md)."""

from __future__ import annotations

import asyncio
import time
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Optional

from fastapi import FastAPI, Request, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field
from starlette.websockets import WebSocketDisconnect, WebSocketState

from ..agents import AGENTS
from ..decks import builtin_decks
from .accounts import Sessions, accounts_router
from .clock import MAX_BUDGET
from .deckbuilder import CardIndex, deckbuilder_router
from .games import (HUMAN, SEED_LIMIT, DeckInputError, GameHub, LiveGame, RestoreError, read_deck,
                    refuse_unautomated)
from .limits import AuthLimits, Clock
from .messages import state_message
from .presence import GRACE_SECONDS, Presence
from .protocol import Act, Concede, Join, Ping, ProtocolError, Undo, parse
from .replays import ReplayFrames, replays_router
from .rooms import RoomError, Rooms
from .store import Store

STATIC = Path(__file__).with_name("static")

#: every page's Content-Security-Policy: our own scripts and styles only, no
#: inline code, no frames, connections to this server only
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
       "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")

#: messages a connection may send per second before being told to slow down
RATE_PER_SECOND = 20


class NewGame(BaseModel):
    """A game against the AI: your deck (a built-in name or a pasted list),
    the AI's deck and the AI's kind."""
    model_config = ConfigDict(extra="forbid")
    deck: str = Field(min_length=1, max_length=20_000)
    ai_deck: str = Field(default="st02", min_length=1, max_length=20_000)
    ai: str = "greedy"
    seed: Optional[int] = Field(default=None, ge=0, lt=SEED_LIMIT)
    allow_unautomated: bool = False
    clock: Optional[float] = Field(default=None, gt=0, le=MAX_BUDGET)


class RoomDeck(BaseModel):
    """The deck of a player opening or joining a room."""
    model_config = ConfigDict(extra="forbid")
    deck: str = Field(min_length=1, max_length=20_000)
    clock: Optional[float] = Field(default=None, gt=0, le=MAX_BUDGET)   # the host's choice


class _Listener:
    __slots__ = ("socket", "seat", "log_pos", "faces_sent")

    def __init__(self, socket: WebSocket, seat: Optional[int]):
        self.socket = socket
        self.seat = seat
        self.log_pos = 0
        # card numbers whose faces this connection has had: each is sent once
        # (they were most of every message's bytes)
        self.faces_sent: set[str] = set()


class _RateLimit:
    """At most `rate` messages in any second (a sliding window)."""

    def __init__(self, rate: int) -> None:
        self.rate = rate
        self.times: list[float] = []

    def allow(self) -> bool:
        now = time.monotonic()
        self.times = [t for t in self.times if now - t < 1.0]
        if len(self.times) >= self.rate:
            return False
        self.times.append(now)
        return True


async def _send(listener: _Listener, live: LiveGame) -> None:
    # built under the game's lock: an action applied in a worker thread
    # meanwhile would pair the state after it with the count before it
    # (a seat then answered a decision under a stale number)
    async with live.lock:
        message = state_message(live.game, listener.seat, live.count, listener.log_pos)
        if live.clock is not None:
            message["clock"] = live.clock.to_message()
        sent = listener.faces_sent
        message["cards"] = {n: f for n, f in message["cards"].items() if n not in sent}
        sent.update(message["cards"])
        listener.log_pos = len(live.game.events)
    await listener.socket.send_json(message)


async def _broadcast(live: LiveGame) -> None:
    for listener in list(live.listeners):
        try:
            await _send(listener, live)
        except (WebSocketDisconnect, RuntimeError):
            if listener in live.listeners:
                live.listeners.remove(listener)


async def _tell(live: LiveGame, message: dict, skip: Optional[_Listener] = None) -> None:
    """Send one message to everyone at the game but `skip`."""
    for listener in list(live.listeners):
        if listener is skip:
            continue
        try:
            await listener.socket.send_json(message)
        except (WebSocketDisconnect, RuntimeError):
            if listener in live.listeners:
                live.listeners.remove(listener)


def _presence_message(seat: int, connected: bool, seconds_left: Optional[float],
                      forfeited: bool = False) -> dict:
    return {"type": "presence", "seat": seat, "connected": connected,
            "seconds_left": None if seconds_left is None else round(seconds_left, 1),
            "forfeited": forfeited}


def create_app(store: Store, rate: int = RATE_PER_SECOND,
               grace: float = GRACE_SECONDS, clock: Clock = time.monotonic,
               auth_limits: Optional[AuthLimits] = None) -> FastAPI:
    """The application over `store`; `rate` is the most messages a
    connection may send in a second, `grace` the seconds a player who lost
    the connection keeps their seat before the game is conceded for them;
    `auth_limits` (by default AuthLimits over `clock`), how often one
    address may sign in, register or make a guest."""
    @asynccontextmanager
    async def lifespan(_app: FastAPI):
        yield
        # stopping: no clock may run out while the server is down
        for watch in clock_watches.values():
            watch.cancel()
        await asyncio.to_thread(hub.suspend)

    app = FastAPI(title="optcg", docs_url=None, redoc_url=None, openapi_url=None,
                  lifespan=lifespan)
    hub = GameHub(store)
    app.state.hub = hub
    app.state.store = store

    async def forfeited(live: LiveGame) -> None:
        winner = live.game.result.winner
        seat = None if winner is None else 1 - winner       # the seat that did not come back
        if seat is not None:
            await _tell(live, _presence_message(seat, False, 0.0, forfeited=True))
        await changed(live)

    presence = Presence(grace, forfeited)
    app.state.presence = presence
    clock_watches: dict[str, asyncio.Task] = {}

    async def out_of_time(live: LiveGame, seat: int, seq: int) -> None:
        try:
            await asyncio.sleep(live.clock.seconds_left(seat) + 0.05)
            async with live.lock:
                if live.game.over or live.count != seq or live.clock.running != seat \
                        or live.clock.seconds_left(seat) > 0:
                    return
                await asyncio.to_thread(live.out_of_time, seat)
            await changed(live)
        except asyncio.CancelledError:
            pass

    def watch_clock(live: LiveGame) -> None:
        """Concede for the seat whose clock runs, when its time is out."""
        old = clock_watches.pop(live.id, None)
        if old is not None and old is not asyncio.current_task():
            old.cancel()
        clock = live.clock
        if clock is not None and clock.running is not None and not live.game.over:
            clock_watches[live.id] = asyncio.get_running_loop().create_task(
                out_of_time(live, clock.running, live.count))

    async def changed(live: LiveGame) -> None:
        """Tell everyone at the game; watch the clock of who decides now."""
        await _broadcast(live)
        watch_clock(live)

    sessions = Sessions(store)
    app.include_router(accounts_router(store, sessions, auth_limits or AuthLimits(clock)))
    app.include_router(deckbuilder_router(store, sessions, CardIndex()))
    app.include_router(replays_router(store, sessions, ReplayFrames(store)))

    def user_id(request: Request) -> Optional[int]:
        user = sessions.user(request)
        return user.id if user is not None else None

    @app.exception_handler(RequestValidationError)
    async def refused_request(request: Request, exc: RequestValidationError) -> JSONResponse:
        # the problems without the input they quote: a value JSON cannot
        # encode back (NaN, found by the fuzz test) must not become a 500
        problems = [{"loc": [str(x) for x in e.get("loc", ())], "msg": str(e.get("msg", ""))}
                    for e in exc.errors()]
        text = "; ".join(f"{'.'.join(p['loc'][1:]) or 'body'}: {p['msg']}" for p in problems)
        return JSONResponse({"error": text or "the request is not valid", "detail": problems},
                            status_code=422)

    @app.middleware("http")
    async def security_headers(request: Request, call_next):
        response = await call_next(request)
        response.headers["Content-Security-Policy"] = CSP
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "no-referrer"
        response.headers["X-Frame-Options"] = "DENY"
        return response

    @app.get("/")
    async def index() -> FileResponse:
        return FileResponse(STATIC / "index.html")

    @app.get("/favicon.ico")
    async def favicon() -> Response:
        return Response(status_code=204)       # no icon: browsers ask all the same

    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    @app.get("/api/options")
    async def options() -> dict:
        return {"decks": builtin_decks(), "ai": sorted(AGENTS)}

    @app.post("/api/games")
    async def new_game(body: NewGame, request: Request) -> JSONResponse:
        if body.ai not in AGENTS:
            return JSONResponse({"error": f"unknown AI {body.ai!r}; choose from "
                                          f"{', '.join(sorted(AGENTS))}", "problems": []},
                                status_code=400)
        try:
            decks = (read_deck(body.deck, "your deck"), read_deck(body.ai_deck, "AI deck"))
            uid = user_id(request)
            game_id, tokens = await asyncio.to_thread(
                hub.create, decks, [HUMAN, body.ai], body.seed, body.allow_unautomated,
                {0: uid} if uid is not None else None, False, body.clock)
        except DeckInputError as e:
            return JSONResponse({"error": str(e), "problems": e.problems}, status_code=400)
        presence.watch_empty_seats(hub.live[game_id])
        watch_clock(hub.live[game_id])
        return JSONResponse({"game": game_id, "seat": 0, "token": tokens[0]})

    rooms = Rooms(hub)

    @app.post("/api/rooms")
    async def open_room(body: RoomDeck, request: Request) -> JSONResponse:
        try:
            deck = read_deck(body.deck, "your deck")
            refuse_unautomated(deck)
            room = rooms.create(deck, user_id(request), body.clock)
        except DeckInputError as e:
            return JSONResponse({"error": str(e), "problems": e.problems}, status_code=400)
        except RoomError as e:
            return JSONResponse({"error": str(e)}, status_code=e.status)
        return JSONResponse({"room": room.code, "secret": room.host_secret})

    @app.get("/api/rooms/{code}")
    async def room_status(code: str, secret: str = "") -> JSONResponse:
        try:
            started = rooms.status(code, secret)
        except RoomError as e:
            return JSONResponse({"error": str(e)}, status_code=e.status)
        if started is None:
            return JSONResponse({"game": None})
        return JSONResponse({"game": started[0], "seat": 0, "token": started[1]})

    @app.post("/api/rooms/{code}/join")
    async def join_room(code: str, body: RoomDeck, request: Request) -> JSONResponse:
        try:
            deck = read_deck(body.deck, "your deck")
            refuse_unautomated(deck)
            game_id, token = await asyncio.to_thread(rooms.join, code, deck,
                                                     user_id(request))
        except DeckInputError as e:
            return JSONResponse({"error": str(e), "problems": e.problems}, status_code=400)
        except RoomError as e:
            return JSONResponse({"error": str(e)}, status_code=e.status)
        presence.watch_empty_seats(hub.live[game_id])
        watch_clock(hub.live[game_id])
        return JSONResponse({"game": game_id, "seat": 1, "token": token})

    @app.get("/api/games/{game_id}/replay")
    async def replay(game_id: str) -> JSONResponse:
        row = store.game(game_id) if len(game_id) <= 32 else None
        if row is None:
            return JSONResponse({"error": f"no game {game_id!r}"}, status_code=404)
        if row.replay is None:
            return JSONResponse({"error": "the game is not over: its replay would show "
                                          "hidden cards"}, status_code=409)
        return JSONResponse(row.replay)

    @app.websocket("/ws/games/{game_id}")
    async def play(socket: WebSocket, game_id: str) -> None:
        await socket.accept()
        try:
            live = await asyncio.to_thread(hub.get, game_id) if len(game_id) <= 32 else None
        except RestoreError as e:
            await socket.send_json(ProtocolError("broken", str(e)).to_message())
            await socket.close()
            return
        if live is None:
            await socket.send_json(ProtocolError("no_game", f"no game {game_id!r}").to_message())
            await socket.close()
            return
        presence.watch_empty_seats(live)
        if live.id not in clock_watches:
            watch_clock(live)
        session = sessions.user(socket)
        session_user = session.id if session is not None else None
        listener: Optional[_Listener] = None
        limit = _RateLimit(rate)
        try:
            while True:
                frame = await socket.receive()
                if frame["type"] == "websocket.disconnect":
                    break
                raw = frame.get("text") if frame.get("text") is not None else frame.get("bytes", b"")
                try:
                    if not limit.allow():
                        raise ProtocolError("rate_limited", f"more than {rate} messages a "
                                                            f"second; slow down")
                    msg = parse(raw)
                    if isinstance(msg, Ping):
                        await socket.send_json({"type": "pong"})
                    elif isinstance(msg, Join):
                        if listener is not None:
                            raise ProtocolError("joined", "this connection has joined already")
                        seat = None
                        if msg.token is not None:
                            held = store.seat_token(game_id, msg.token)
                            if held is None:
                                raise ProtocolError("bad_token", "that token holds no seat "
                                                                 "in this game")
                            if held.user_id is not None and held.user_id != session_user:
                                raise ProtocolError("not_your_seat", "that seat belongs to "
                                                    "another player: sign in as them")
                            seat = held.seat
                        listener = _Listener(socket, seat)
                        live.listeners.append(listener)
                        back = presence.arrived(live, seat)
                        await socket.send_json({"type": "joined", "game": game_id,
                                                "seat": seat, "grace": presence.grace,
                                                "away": presence.away(live)})
                        await _send(listener, live)
                        if back and seat is not None:
                            await _tell(live, _presence_message(seat, True, None), listener)
                    elif listener is None:
                        raise ProtocolError("not_joined", "send a join message first")
                    elif isinstance(msg, Act):
                        async with live.lock:
                            await asyncio.to_thread(live.act, listener.seat, msg.seq, msg.option)
                        await changed(live)
                        async with live.lock:
                            moved = await asyncio.to_thread(live.run_agents)
                        if moved:
                            await changed(live)
                    elif isinstance(msg, Concede):
                        async with live.lock:
                            await asyncio.to_thread(live.concede, listener.seat)
                        await changed(live)
                    elif isinstance(msg, Undo):
                        async with live.lock:
                            taken_back = await asyncio.to_thread(live.undo, listener.seat)
                        for other in live.listeners:    # their log starts again
                            other.log_pos = 0
                        await _tell(live, {"type": "undone", "seat": listener.seat,
                                           "actions": taken_back})
                        await changed(live)
                except ProtocolError as e:
                    await socket.send_json(e.to_message())
        except WebSocketDisconnect:
            pass
        finally:
            if listener is not None and listener in live.listeners:
                live.listeners.remove(listener)
                if presence.left(live, listener.seat, returning=True):
                    await _tell(live, _presence_message(
                        listener.seat, False, presence.seconds_left(live.id, listener.seat)))
            if socket.client_state == WebSocketState.CONNECTED:
                try:
                    await socket.close()
                except RuntimeError:
                    pass

    return app
