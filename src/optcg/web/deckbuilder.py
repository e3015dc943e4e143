"""The deck builder's API: search the card pool (name, type, color, cost,
category and the effect text rendered from our scripts), check a list
(each problem on its line, with the rule), keep a user's decks and export
them in the OPTCGSim format."""

from __future__ import annotations

import asyncio
import threading
from typing import Optional

from fastapi import APIRouter, Query, Request
from fastapi.responses import JSONResponse, PlainTextResponse
from pydantic import BaseModel, ConfigDict, Field

from ..cards import default_database
from ..cards.defs import card_def
from ..decks import DeckFormatError, DeckList, parse_deck, validate_deck
from .accounts import Sessions
from .messages import card_face
from .store import Store

#: the most cards one search answers
PAGE = 60


class DeckText(BaseModel):
    model_config = ConfigDict(extra="forbid")
    text: str = Field(min_length=1, max_length=20_000)


class CardIndex:
    """Every card of the pool with its face and a lower-case text to search,
    built once, on first use."""

    def __init__(self) -> None:
        self._cards: Optional[list[tuple[dict, str, str]]] = None
        self._lock = threading.Lock()

    def cards(self) -> list[tuple[dict, str, str]]:
        with self._lock:
            if self._cards is None:
                built = []
                for info in default_database():
                    face = card_face(card_def(info.number))
                    built.append((face, face["name"].lower(), face["text"].lower()))
                self._cards = built
            return self._cards

    def search(self, name: str = "", type_: str = "", color: str = "",
               category: str = "", cost: Optional[int] = None, text: str = "",
               automated: Optional[bool] = None, offset: int = 0,
               number: str = "") -> tuple[list[dict], int]:
        """The faces that match every criterion given (words are matched
        case-insensitively, as parts of names, types and text), one page
        from `offset`, and how many match in all."""
        name, type_, text = name.lower().strip(), type_.lower().strip(), text.lower().strip()
        color, category = color.lower().strip(), category.lower().strip()
        number = number.upper().strip()
        found = []
        for face, lname, ltext in self.cards():
            if number and face["number"] != number:
                continue
            if name and name not in lname:
                continue
            if text and text not in ltext:
                continue
            if type_ and not any(type_ in t.lower() for t in face["types"]):
                continue
            if color and color not in (c.lower() for c in face["colors"]):
                continue
            if category and face["category"].lower() != category:
                continue
            if cost is not None and (face["life"] if face["category"] == "Leader"
                                     else face["cost"]) != cost:
                continue
            if automated is not None and face["automated"] != automated:
                continue
            found.append(face)
        return found[offset:offset + PAGE], len(found)


def check_deck(text: str) -> dict:
    """A pasted or built list read and checked: its problems (line, rule,
    message), its cards that are not automated (refused in rated play) and
    its export in the OPTCGSim format when it parses."""
    try:
        deck = parse_deck(text, source="your deck")
    except DeckFormatError as e:
        return {"ok": False, "problems": [{"line": e.line, "rule": None, "message": e.reason}],
                "unautomated": [], "export": None, "count": 0, "leader": None}
    problems = [{"line": p.line, "rule": p.rule, "message": p.message}
                for p in validate_deck(deck)]
    unautomated = []
    for e in ([deck.leader] if deck.leader else []) + deck.entries:
        try:
            automated = card_def(e.number).implemented
        except (KeyError, ValueError, LookupError):
            continue                        # an unknown card: a problem above already
        if not automated:
            unautomated.append({"line": e.line or None, "number": e.number})
    return {"ok": not problems, "problems": problems, "unautomated": unautomated,
            "export": export(deck), "count": deck.total(), "leader": deck.leader_number}


def export(deck: DeckList) -> str:
    """The list in the OPTCGSim format: the Leader, then one line per card
    number (repeated lines added up), nothing else."""
    lines = [f"1x{deck.leader.number}"] if deck.leader is not None else []
    lines += [f"{n}x{number}" for number, n in deck.counts().items()]
    return "\n".join(lines) + "\n"


def deckbuilder_router(store: Store, sessions: Sessions, index: CardIndex) -> APIRouter:
    router = APIRouter()

    @router.get("/api/cards")
    async def cards(name: str = Query("", max_length=60), type: str = Query("", max_length=60),
                    color: str = Query("", max_length=20),
                    category: str = Query("", max_length=20),
                    cost: Optional[int] = Query(None, ge=0, le=20),
                    text: str = Query("", max_length=100),
                    automated: Optional[bool] = None,
                    offset: int = Query(0, ge=0, le=100_000),
                    number: str = Query("", max_length=20)) -> dict:
        found, total = await asyncio.to_thread(index.search, name, type, color, category,
                                               cost, text, automated, offset, number)
        return {"cards": found, "total": total, "offset": offset}

    @router.post("/api/decks/check")
    async def check(body: DeckText) -> dict:
        return await asyncio.to_thread(check_deck, body.text)

    def signed_in(request: Request):
        user = sessions.user(request)
        if user is None:
            return None, JSONResponse({"error": "not signed in: play as a guest or sign in "
                                                "to keep decks"}, status_code=401)
        return user, None

    @router.get("/api/decks")
    async def decks(request: Request) -> JSONResponse:
        user, refused = signed_in(request)
        if refused:
            return refused
        return JSONResponse({"decks": [{"name": d.name, "text": d.text}
                                       for d in store.decks_of(user.id)]})

    @router.put("/api/decks/{name:path}")
    async def save(name: str, body: DeckText, request: Request) -> JSONResponse:
        user, refused = signed_in(request)
        if refused:
            return refused
        if not 1 <= len(name) <= 80 or any(ord(c) < 32 for c in name):
            return JSONResponse({"error": "a deck name is 1 to 80 printable characters"},
                                status_code=400)
        checked = await asyncio.to_thread(check_deck, body.text)
        if checked["export"] is None:
            return JSONResponse({"error": "the list does not read as a deck", **checked},
                                status_code=400)
        store.save_deck(user.id, name, checked["export"])
        return JSONResponse({"name": name, **checked})

    @router.delete("/api/decks/{name:path}")
    async def delete(name: str, request: Request) -> JSONResponse:
        user, refused = signed_in(request)
        if refused:
            return refused
        if not store.delete_deck(user.id, name):
            return JSONResponse({"error": f"no deck {name!r}"}, status_code=404)
        return JSONResponse({"deleted": name})

    @router.get("/api/decks/{name:path}/export")
    async def export_deck(name: str, request: Request):
        user, refused = signed_in(request)
        if refused:
            return refused
        for d in store.decks_of(user.id):
            if d.name == name:
                return PlainTextResponse(d.text, headers={
                    "Content-Disposition": 'attachment; filename="deck.txt"'})
        return JSONResponse({"error": f"no deck {name!r}"}, status_code=404)

    return router
