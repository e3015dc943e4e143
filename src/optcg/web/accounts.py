"""Accounts and sessions: a visitor plays at once as a guest; one who
registers (a name and a password, hashed with argon2) keeps their saved
decks and their game history.

A session is a row of the database (so sessions survive a restart) and a
cookie holding the user's id and the session's random secret, signed with
HMAC-SHA-256 under a key the database keeps (a forged cookie is refused
before any lookup): HttpOnly (no script reads it), SameSite=Strict (no
other site sends it), Secure whenever the page came over HTTPS.  Logging
out deletes the row: a copy of the cookie taken before is refused after."""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
import secrets
from typing import Optional, Union

from fastapi import APIRouter, Request, WebSocket
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field

from .limits import AuthLimits
from .models import User
from .store import Store, StoreError

COOKIE = "optcg_session"
SESSION_SECONDS = 30 * 24 * 3600
NAME = re.compile(r"[A-Za-z0-9_.-]{3,40}")
GUEST_PREFIX = "guest-"


class Credentials(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=3, max_length=40)
    password: str = Field(min_length=8, max_length=200)


class Sessions:
    """Signs and reads session cookies."""

    def __init__(self, store: Store):
        self.store = store
        self.key = bytes.fromhex(store.server_key("session"))

    def _sign(self, payload: str) -> str:
        mac = hmac.new(self.key, payload.encode(), hashlib.sha256).digest()
        return base64.urlsafe_b64encode(mac).decode().rstrip("=")

    def cookie_for(self, user_id: int) -> str:
        """A new session of the user, opened in the store, as its cookie."""
        payload = f"{user_id}.{self.store.open_session(user_id, SESSION_SECONDS)}"
        return f"{payload}.{self._sign(payload)}"

    def _signed(self, cookie: Optional[str]) -> Optional[tuple[int, str]]:
        """(user id, session secret) of a cookie this server signed, else None."""
        if not cookie or len(cookie) > 200:
            return None
        parts = cookie.split(".")
        if len(parts) != 3 or not parts[0].isdigit() or not parts[1]:
            return None
        payload = f"{parts[0]}.{parts[1]}"
        if not hmac.compare_digest(self._sign(payload), parts[2]):
            return None
        return int(parts[0]), parts[1]

    def user(self, connection: Union[Request, WebSocket]) -> Optional[User]:
        """The user of a request or WebSocket, or None (no cookie, a forged
        one, or one whose session expired or was closed by logging out)."""
        signed = self._signed(connection.cookies.get(COOKIE))
        if signed is None:
            return None
        return self.store.session_user(signed[0], signed[1], SESSION_SECONDS)

    def close(self, connection: Request) -> None:
        """End the session of a request's cookie, on the server."""
        signed = self._signed(connection.cookies.get(COOKIE))
        if signed is not None:
            self.store.close_session(signed[1])

    def set(self, response: JSONResponse, request: Request, user: User) -> JSONResponse:
        """Sign the user in with a new session; the request's old session,
        if any, is closed (a session id never outlives a change of who is
        signed in)."""
        self.close(request)
        response.set_cookie(COOKIE, self.cookie_for(user.id), max_age=SESSION_SECONDS,
                            httponly=True, samesite="strict", path="/",
                            secure=request.url.scheme == "https")
        return response


def _me(user: Optional[User]) -> dict:
    if user is None:
        return {"user": None}
    return {"user": {"name": user.name, "guest": user.password_hash is None}}


def _error(message: str, status: int = 400) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


def _name_problem(name: str) -> Optional[str]:
    if not NAME.fullmatch(name):
        return ("a name is 3 to 40 letters, digits, '_', '.' or '-'; "
                f"{name[:40]!r} is not")
    if name.lower().startswith(GUEST_PREFIX):
        return f"names beginning {GUEST_PREFIX!r} are kept for guests"
    return None


def accounts_router(store: Store, sessions: Sessions,
                    limits: Optional[AuthLimits] = None) -> APIRouter:
    """/api/me, /api/guest, /api/register, /api/login, /api/logout and
    /api/history; `limits`, how often one address may sign in, register
    or make a guest."""
    router = APIRouter()
    limits = limits or AuthLimits()

    @router.get("/api/me")
    async def me(request: Request) -> dict:
        return _me(sessions.user(request))

    @router.post("/api/guest")
    async def guest(request: Request) -> JSONResponse:
        user = sessions.user(request)
        if user is None:
            refused = limits.guest.refusal(request)
            if refused is not None:
                return refused
            user = store.create_user(GUEST_PREFIX + secrets.token_hex(6), None)
        return sessions.set(JSONResponse(_me(user)), request, user)

    @router.post("/api/register")
    async def register(request: Request, body: Credentials) -> JSONResponse:
        problem = _name_problem(body.name)
        if problem:
            return _error(problem)
        refused = limits.register.refusal(request)
        if refused is not None:
            return refused
        user = sessions.user(request)
        try:
            if user is not None and user.password_hash is None:
                user = store.register(user.id, body.name, body.password)   # keeps their games
            else:
                user = store.create_user(body.name, body.password)
        except StoreError as e:
            return _error(str(e), 409)
        return sessions.set(JSONResponse(_me(user)), request, user)

    @router.post("/api/login")
    async def login(request: Request, body: Credentials) -> JSONResponse:
        refused = limits.login.refusal(request)
        if refused is not None:
            return refused
        user = store.check_password(body.name, body.password)
        if user is None:
            return _error("wrong name or password", 401)
        return sessions.set(JSONResponse(_me(user)), request, user)

    @router.post("/api/logout")
    async def logout(request: Request) -> JSONResponse:
        sessions.close(request)
        response = JSONResponse({"user": None})
        response.delete_cookie(COOKIE, path="/", httponly=True, samesite="strict")
        return response

    @router.get("/api/history")
    async def history(request: Request) -> JSONResponse:
        user = sessions.user(request)
        if user is None:
            return _error("not signed in", 401)
        games = []
        for row, seat in store.games_of(user.id):
            result = row.result
            games.append({"game": row.id, "seat": seat, "seats": row.seats,
                          "status": row.status, "rated": row.rated,
                          "winner": result[0] if result else None,
                          "reason": result[1] if result else None,
                          "turns": result[2] if result else None,
                          "created": row.created.isoformat()})
        return JSONResponse({"games": games})

    return router
