"""Games in progress on the server: created, played, stored, rebuilt.

Every action is stored as it is taken (the seed, both players' cards and
the actions rebuild a game exactly); a game not in memory, after a
restart, is rebuilt on first use and checked against the stored state
hash.  Methods here are synchronous: the server calls them in a worker
thread under the game's lock."""

from __future__ import annotations

import asyncio
import os
import secrets
import threading
from typing import Any, Optional

from ..agents import AGENTS, make_agent
from ..api import deck_defs
from ..cards.defs import card_def
from ..decks import (DeckFormatError, DeckList, builtin_decks, load_deck, parse_deck,
                     validate_deck)
from ..engine import Action, Game, IllegalActionError, Replay, UnimplementedCardsError
from ..engine import events as E
from ..engine.serialize import FORMATS, state_hash
from .clock import ChessClock
from .protocol import ProtocolError
from .store import Store

HUMAN = "human"
SEED_LIMIT = 2 ** 32


class DeckInputError(ValueError):
    """A deck that cannot be played: `problems` lists each as a dict with
    the line (or None), the rule (or None) and the message."""

    def __init__(self, what: str, problems: list[dict]):
        self.problems = problems
        super().__init__(f"{what}: " + "; ".join(
            (f"line {p['line']}: " if p["line"] else "") + p["message"]
            + (f" [CR {p['rule']}]" if p["rule"] else "") for p in problems))


class RestoreError(RuntimeError):
    """A stored game that cannot be rebuilt as it was."""


def read_deck(text: str, what: str) -> DeckList:
    """A built-in deck name or a pasted list in the OPTCGSim format, checked
    against the deck rules (DeckInputError with the line and rule of each
    problem)."""
    name = text.strip().lower()
    if name in builtin_decks():
        return load_deck(name)
    try:
        deck = parse_deck(text, source=what)
    except DeckFormatError as e:
        raise DeckInputError(what, [{"line": e.line, "rule": None, "message": e.reason}])
    problems = validate_deck(deck)
    if problems:
        raise DeckInputError(what, [{"line": p.line, "rule": p.rule, "message": p.message}
                                    for p in problems])
    return deck


def refuse_unautomated(deck: DeckList) -> None:
    """DeckInputError naming the line of each card whose effects are not
    automated yet: a rated game (between people) plays none of them."""
    entries = ([deck.leader] if deck.leader is not None else []) + list(deck.entries)
    problems = [{"line": e.line or None, "rule": None,
                 "message": f"{e.number} ({card_def(e.number).name}) is not automated yet: "
                            f"refused in rated play"}
                for e in entries if not card_def(e.number).implemented]
    if problems:
        raise DeckInputError("your deck", problems)


class LiveGame:
    """One game in memory, its seats and who is listening."""

    def __init__(self, game_id: str, game: Game, seats: list[str], count: int,
                 store: Store, clock: Optional[ChessClock] = None, rated: bool = False):
        self.id = game_id
        self.game = game
        self.seats = seats
        self.count = count              # actions applied (and stored)
        self.store = store
        self.clock = clock
        self.rated = rated
        self.agents = {p: make_agent(kind, seed=game.state.seed + p)
                       for p, kind in enumerate(seats) if kind != HUMAN}
        self.lock = asyncio.Lock()
        self.listeners: list[Any] = []
        self.tick()

    def tick(self) -> None:
        """Run the clock of the person who must decide now (nobody's once
        the game is over or while the AI decides)."""
        if self.clock is None:
            return
        d = None if self.game.over else self.game.decision
        self.clock.run(d.player if d is not None and self.seats[d.player] == HUMAN else None)

    def out_of_time(self, seat: int) -> None:
        """The seat's time has run out: the game is conceded for it."""
        self.concede(seat)

    def _record(self, actions: list[Action]) -> None:
        game = self.game
        result = replay = None
        if game.over:
            r = game.result
            result = [r.winner, r.reason, r.turns]
            replay = Replay.from_game(game).to_dict()
        self.tick()
        self.store.add_actions(self.id, self.count, [a.to_json() for a in actions],
                               game.hash(), result, replay,
                               self.clock.to_json() if self.clock is not None else None)
        self.count += len(actions)

    def run_agents(self) -> int:
        """Let the AI seats decide until a person must, or the game ends;
        the number of actions taken."""
        game = self.game
        taken: list[Action] = []
        while not game.over:
            d = game.decision
            agent = self.agents.get(d.player)
            if agent is None:
                break
            action = agent.choose(game.view(d.player), d)
            game.apply(action)
            taken.append(action)
        if taken:
            self._record(taken)
        return len(taken)

    def act(self, seat: Optional[int], seq: int, option: int) -> None:
        """Seat `seat` answers the open decision with option `option`
        (ProtocolError, and no change, when it may not)."""
        game = self.game
        if seat is None:
            raise ProtocolError("not_seated", "spectators cannot act")
        if game.over:
            raise ProtocolError("game_over", "the game is over")
        d = game.decision
        if d.player != seat:
            raise ProtocolError("not_your_decision",
                                f"out of turn: the open decision ({d.kind}) is P{d.player + 1}'s")
        if seq != self.count:
            raise ProtocolError("stale", f"the answer is for action {seq} but the game is at "
                                         f"action {self.count}: answer the newest decision")
        if option >= len(d.options):
            raise ProtocolError("illegal", f"no option {option}: this {d.kind} decision has "
                                           f"{len(d.options)} options (0 to "
                                           f"{len(d.options) - 1})")
        action = d.options[option]
        try:
            game.apply(action)
        except IllegalActionError as e:     # listed options are legal: a defect if reached
            raise ProtocolError("illegal", str(e)) from None
        self._record([action])

    def undo(self, seat: Optional[int]) -> int:
        """Take back the seat's last action and the AI's answers to it, in
        a casual game against the AI, if no card hidden from the seat when
        it acted has been shown to it since (ProtocolError saying why not);
        the number of actions taken back."""
        if seat is None:
            raise ProtocolError("not_seated", "spectators cannot undo")
        if self.rated or self.seats[seat] != HUMAN or self.seats[1 - seat] == HUMAN:
            raise ProtocolError("no_undo", "undo is only for casual games against the AI")
        if self.game.over:
            raise ProtocolError("game_over", "the game is over")
        row = self.store.game(self.id)
        actions = [Action.from_json(a) for a in self.store.actions(self.id)]
        game = Replay(decks=row.decks, seed=row.seed, actions=[],
                      conceal_decisions=row.conceal_decisions).play(card_def)
        keep, back = -1, game
        for k, a in enumerate(actions):
            if game.decision.player == seat:        # the game before the seat's last action
                keep, back = k, game.clone(log=True)
            game.apply(a)
        if keep < 0:
            raise ProtocolError("no_undo", "you have taken no action to undo")
        if _shown_since(back, game, seat):
            raise ProtocolError("no_undo", "a card hidden from you then has been shown since: "
                                           "undoing would let you play it again knowing it")
        if self.clock is not None:
            self.clock.stop()
        self.game = back
        self.count = keep
        self.tick()
        self.store.take_back(self.id, keep, back.hash(),
                             self.clock.to_json() if self.clock is not None else None)
        return len(actions) - keep

    def concede(self, seat: Optional[int]) -> None:
        if seat is None:
            raise ProtocolError("not_seated", "spectators cannot concede")
        if self.game.over:
            raise ProtocolError("game_over", "the game is over")
        self.game.concede(seat)
        self._record([Action.concede(seat)])


def _shown_since(before: Game, now: Game, seat: int) -> bool:
    """True if a card hidden from `seat` in `before` has been shown to it
    by `now`: visible in its view now, or named to it by an event since
    (a card looked at and put back)."""
    was = before.view(seat)
    is_now = now.view(seat)
    for i in range(len(now.state.defs)):
        if is_now.visible(i) and not was.visible(i):
            return True
    for e in now.events[len(before.events):]:
        secret = E.SECRET_FIELDS.get(type(e), ())
        if not secret or not (e.seen == E.ALL or e.seen >> seat & 1):
            continue
        for name in secret:
            ids = getattr(e, name)
            for i in (ids if isinstance(ids, tuple) else (ids,)):
                if isinstance(i, int) and i >= 0 and not was.visible(i):
                    return True
    return False


class GameHub:
    """The server's games: made here, kept in memory while in use, rebuilt
    from the store when not."""

    def __init__(self, store: Store):
        self.store = store
        self.live: dict[str, LiveGame] = {}
        # two connections to a game not in memory must not rebuild it twice
        # (each would hold a copy of its own, deaf to the other's moves)
        self._rebuilding = threading.Lock()

    def create(self, decks: tuple[DeckList, DeckList], seats: list[str],
               seed: Optional[int] = None, allow_unautomated: bool = False,
               users: Optional[dict[int, int]] = None, rated: bool = False,
               clock: Optional[float] = None) -> tuple[str, dict[int, str]]:
        """A new game; its id and the token of each human seat (`users`
        binds a seat's token to the user who holds it).  A rated game
        refuses unautomated cards."""
        if rated and allow_unautomated:
            raise ValueError("a rated game plays only automated cards")
        for kind in seats:
            if kind != HUMAN and kind not in AGENTS:
                raise ValueError(f"unknown AI {kind!r}; choose from "
                                 f"{', '.join(sorted(AGENTS))}")
        if seed is None:
            seed = int.from_bytes(os.urandom(4), "little")
        defs = [deck_defs(d) for d in decks]
        try:
            # who is deciding is shown to both seats and to spectators: every
            # decision that turns on hidden cards is asked whatever they are
            game = Game.new(defs[0], defs[1], seed=seed, allow_unimplemented=allow_unautomated,
                            conceal_decisions=True)
        except UnimplementedCardsError as e:
            raise DeckInputError("decks", [{"line": None, "rule": None, "message": str(e)}])
        game_id = secrets.token_hex(8)
        tokens = {p: secrets.token_urlsafe(24) for p, kind in enumerate(seats)
                  if kind == HUMAN}
        chess_clock = ChessClock(clock) if clock is not None else None
        self.store.create_game(game_id, seed, game.decks, list(seats), game.hash(), tokens,
                               users, rated,
                               chess_clock.to_json() if chess_clock is not None else None,
                               conceal_decisions=True)
        live = LiveGame(game_id, game, list(seats), 0, self.store, chess_clock, rated)
        live.run_agents()
        self.live[game_id] = live
        return game_id, tokens

    def get(self, game_id: str) -> Optional[LiveGame]:
        """The game, rebuilt from the store if it is not in memory (None:
        no such game); RestoreError if the rebuild does not match."""
        live = self.live.get(game_id)
        if live is not None:
            return live
        with self._rebuilding:
            live = self.live.get(game_id)
            return live if live is not None else self._rebuild(game_id)

    def suspend(self) -> None:
        """The server is stopping: stop every running chess clock and keep
        what each seat has left, so that a restart resumes from there and
        the time the server is down is charged to nobody."""
        for live in list(self.live.values()):
            if live.clock is not None and not live.game.over:
                live.clock.stop()
                self.store.save_clock(live.id, live.clock.to_json())

    def _rebuild(self, game_id: str) -> Optional[LiveGame]:
        row = self.store.game(game_id)
        if row is None:
            return None
        actions = [Action.from_json(a) for a in self.store.actions(game_id)]
        if len(actions) != row.action_count:
            raise RestoreError(f"game {game_id}: {len(actions)} actions stored, "
                               f"{row.action_count} expected")
        game = Replay(decks=row.decks, seed=row.seed, actions=actions,
                      conceal_decisions=row.conceal_decisions).play(card_def)
        # a game stored by an optcg of an earlier save format has its hash
        # over that format's layout of the same state
        if row.state_hash not in {state_hash(game.state, f) for f in FORMATS}:
            raise RestoreError(f"game {game_id}: the rebuilt state does not match "
                               f"its stored hash")
        clock = (ChessClock(row.clock["budget"], row.clock["left"])
                 if row.clock is not None else None)
        live = LiveGame(game_id, game, list(row.seats), len(actions), self.store, clock,
                        row.rated)
        live.run_agents()
        self.live[game_id] = live
        return live
