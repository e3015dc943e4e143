"""What the server tells each client, built only from what that client may
know: a player's view (`Game.view`), the events the privacy filter lets
through (`events_for`), and, for the player who must decide, the options
of their decision.  A spectator sees what both players may see.

Nothing here hands a client the Game object, a deck list or a card id of a
card the client may not see: a card the receiver cannot see is never
named, and an option about one is described as "a card"."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Optional

from ..engine import Action, Game
from ..engine.constants import ActionKind
from ..engine.effects.text import card_text
from ..engine.events import event_for
from ..engine.view import PlayerView
from ..text.english import render

# the action kinds whose `target` is a card (elsewhere it is a number or an
# ability index)
_TARGET_IS_CARD = frozenset({ActionKind.ATTACK, ActionKind.GIVE_DON,
                             ActionKind.USE_COUNTER, ActionKind.PLAY})
# the action kinds whose `card` is not a card
_CARD_IS_NOT_CARD = frozenset({ActionKind.CONCEDE})


@lru_cache(maxsize=None)
def card_face(d: Any) -> dict:
    """The facts printed on a card, and its text rendered from our script."""
    try:
        text = card_text(d.script, d.category_name) if d.script else ""
    except (TypeError, ValueError, AttributeError, KeyError):
        text = ""
    return {"number": d.number, "name": d.name, "category": d.category_name,
            "colors": list(d.colors), "cost": d.cost, "power": d.power,
            "counter": d.counter, "life": d.life, "attributes": list(d.attributes),
            "types": list(d.types), "keywords": d.keyword_names(),
            "trigger": d.has_trigger, "text": text, "automated": d.implemented}


class Viewer:
    """What one receiver may see: player 0 or 1, or None (a spectator:
    what both players may see)."""

    __slots__ = ("game", "player", "_views")

    def __init__(self, game: Game, player: Optional[int]):
        self.game = game
        self.player = player
        self._views = [game.view(0), game.view(1)]

    def sees(self, i: int) -> bool:
        if self.player is None:
            return self._views[0].visible(i) and self._views[1].visible(i)
        return self._views[self.player].visible(i)

    @property
    def view(self) -> PlayerView:
        return self._views[0 if self.player is None else self.player]


def _card(v: Viewer, entry: dict, faces: dict) -> dict:
    """A card of the view with its current cost and its power broken down."""
    st = v.game.state
    i = entry["id"]
    d = st.defs[i]
    faces.setdefault(d.number, card_face(d))
    out = dict(entry)
    out["cost"] = v.game.cost(i)
    if "power" in entry:
        from_don = 1000 * st.don[i] if st.owner[i] == st.turn_player else 0
        out["power_parts"] = {"printed": d.power, "don": from_don,
                              "effects": entry["power"] - d.power - from_don}
    return out


def snapshot(v: Viewer, faces: dict) -> dict:
    """The board as the viewer may know it."""
    data = v.view.to_dict()
    if v.player is None:            # a spectator: neither hand, only public looks
        data["player"] = None
        for p in data["players"]:
            p["hand"] = p["hand_size"]
        data["looking_at"] = [c for c in data["looking_at"] if v.sees(c["id"])]
    for p in data["players"]:
        p["leader"] = _card(v, p["leader"], faces)
        for key in ("characters", "stage", "trash", "life_face_up"):
            p[key] = [_card(v, c, faces) for c in p[key]]
        if isinstance(p["hand"], list):
            p["hand"] = [_card(v, c, faces) for c in p["hand"]]
    data["looking_at"] = [_card(v, c, faces) for c in data["looking_at"]]
    battle = data["battle"]
    if battle is not None:
        data["battle"] = {"attacker": battle[0], "target": battle[1],
                          "attacker_power": v.game.power(battle[0]),
                          "target_power": v.game.power(battle[1])}
    return data


def _option(v: Viewer, k: int, a: Action) -> dict:
    card = a.card if a.kind not in _CARD_IS_NOT_CARD and a.card >= 0 else None
    target = a.target if a.kind in _TARGET_IS_CARD and a.target >= 0 else None
    hidden = any(c is not None and not v.sees(c) for c in (card, target))
    out: dict = {"index": k, "kind": a.kind,
                 "card": None if card is not None and not v.sees(card) else card,
                 "target": None if target is not None and not v.sees(target) else target,
                 "value": a.target if a.kind not in _TARGET_IS_CARD else None,
                 "text": "Choose a card" if hidden else v.game.describe(a)}
    return out


def decision(v: Viewer) -> Optional[dict]:
    """The open decision: in full for the player who decides, else only
    whose it is and its kind."""
    d = v.game.decision
    if d is None:
        return None
    if v.player != d.player:
        return {"player": d.player, "kind": d.kind, "yours": False}
    purpose = d.purpose
    return {"player": d.player, "kind": d.kind, "yours": True,
            "card": d.card if d.card >= 0 and v.sees(d.card) else None,
            "purpose": purpose.text if purpose is not None else "",
            "rule": purpose.rule if purpose is not None else None,
            "options": [_option(v, k, a) for k, a in enumerate(d.options)]}


def log_entries(v: Viewer, start: int) -> list[dict]:
    """The log lines of the game's events from number `start` on, as the
    viewer may know them, each with the rule it applies."""
    game = v.game
    defs = game.state.defs
    out = []
    for e in game.events[start:]:
        seen = event_for(e, v.player)
        if seen is None:
            continue
        text = render(seen, defs)
        if text:
            out.append({"turn": seen.turn, "rule": seen.rule or None, "text": text})
    return out


def result(game: Game) -> Optional[dict]:
    r = game.result
    if r is None:
        return None
    return {"winner": r.winner, "reason": r.reason, "turns": r.turns}


def state_message(game: Game, player: Optional[int], seq: int, log_start: int) -> dict:
    """One update for one receiver: the board, the decision, the new log
    lines (events from `log_start` on) and the result once there is one."""
    v = Viewer(game, player)
    faces: dict = {}
    board = snapshot(v, faces)
    return {"type": "state", "seq": seq, "seat": player, "board": board,
            "decision": decision(v), "log": log_entries(v, log_start),
            "cards": faces, "result": result(game)}
