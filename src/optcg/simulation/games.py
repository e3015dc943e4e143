"""One simulated game: what it is given (a `GameTask`) and what it leaves
(a `GameRecord`).  Everything here is plain, picklable data, so a task can
run in another process or on another machine (Ray) and give the same record.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import astuple, dataclass
from functools import lru_cache

from .. import __version__
from ..agents import make_agent
from ..api import new_game
from ..cards.defs import card_def
from ..decks import DeckList, check_deck, load_deck, parse_deck
from ..engine.constants import ActionKind, DecisionKind
from .seeds import game_seed

# A game that has not ended after this many actions is stopped and recorded
# as unfinished (no rule ends a game by itself, CR 1-2-1, but every real game
# ends long before: a random ST-01 v ST-02 game takes about 130 actions).
MAX_ACTIONS = 5000

# what `GameRecord.winner` holds
DECK_A, DECK_B, DRAW = "A", "B", "draw"


@dataclass(frozen=True)
class Deck:
    """A deck as a simulation carries it: a label and its card numbers
    (the Leader first, then the 50 cards), independent of any file."""

    label: str
    numbers: tuple[str, ...]

    @classmethod
    def load(cls, spec: str, label: str | None = None, validate: bool = True) -> "Deck":
        """A built-in deck name or a deck list file; a deck that breaks the
        construction rules raises DeckError (CR 5-1-2) unless not `validate`."""
        deck = load_deck(spec)
        if validate:
            check_deck(deck)
        return cls.from_list(deck, label or _label(spec, deck))

    def unimplemented(self) -> set[tuple[str, str]]:
        """(number, name) of its cards whose effects are not automated yet."""
        out = set()
        for number in set(self.numbers):
            d = card_def(number)
            if not d.implemented:
                out.add((d.number, d.name))
        return out

    @classmethod
    def from_list(cls, deck: DeckList, label: str) -> "Deck":
        leader = deck.leader_number
        return cls(label, ((leader,) if leader else ()) + tuple(deck.main_deck()))

    @property
    def digest(self) -> str:
        """Identifies the deck's contents (order of the list aside)."""
        body = self.numbers[:1] + tuple(sorted(self.numbers[1:]))
        return hashlib.sha256(" ".join(body).encode()).hexdigest()[:16]


def _label(spec: str, deck: DeckList) -> str:
    name = spec.replace("\\", "/").rsplit("/", 1)[-1]
    return name[:-4] if name.endswith(".txt") else name


@lru_cache(maxsize=64)
def _deck_list(numbers: tuple[str, ...]) -> DeckList:
    """The DeckList of a Deck's numbers (parsed once per process)."""
    return parse_deck("\n".join(f"1x{n}" for n in numbers), source="simulated deck")


@dataclass(frozen=True)
class Matchup:
    """Deck A against deck B, each with its agent, from a master seed: the
    games of a matchup are numbered, and game `i` is always the same game."""

    deck_a: Deck
    deck_b: Deck
    agent_a: str = "greedy"
    agent_b: str = "greedy"
    master_seed: int = 0
    allow_unimplemented: bool = False

    @property
    def key(self) -> str:
        """Identifies the matchup's games (results files group them by it);
        the optcg version is part of it, so results of two engines never mix."""
        body = json.dumps([self.deck_a.digest, self.deck_b.digest, self.agent_a,
                           self.agent_b, self.master_seed, self.allow_unimplemented,
                           __version__])
        return hashlib.sha256(body.encode()).hexdigest()[:24]

    def task(self, index: int) -> "GameTask":
        return GameTask(index, game_seed(self.master_seed, index), self.deck_a,
                        self.deck_b, self.agent_a, self.agent_b, self.allow_unimplemented)


@dataclass(frozen=True)
class GameTask:
    """Game `index` of a matchup: deck A is the first player seat (P1) in
    even games and P2 in odd ones."""

    index: int
    seed: int
    deck_a: Deck
    deck_b: Deck
    agent_a: str
    agent_b: str
    allow_unimplemented: bool = False

    @property
    def a_seat(self) -> int:
        return self.index % 2


@dataclass(frozen=True)
class GameRecord:
    """The outcome of one game, from deck A's side."""

    index: int
    seed: int
    a_seat: int              # 0: deck A sat as P1, 1: as P2
    a_first: bool | None     # deck A took the first turn (None: the game never got there)
    winner: str              # DECK_A, DECK_B or DRAW
    reason: str              # "life", "deck_out", ..., "unfinished" or "error"
    turns: int
    mulligan_a: bool
    mulligan_b: bool
    actions: int
    error: str = ""

    def as_row(self) -> tuple:
        return astuple(self)


def agent_seed(game_seed: int, seat: int) -> int:
    """The seed of the agent in `seat`, derived from the game's seed
    (the convention of `optcg play`: one seed replays the whole game)."""
    return game_seed * 2 + seat + 1


def play_game(task: GameTask) -> GameRecord:
    """Play one game to its end and record it.  A game that raises is
    recorded (reason "error"), not fatal: one broken card must not stop a
    ten-thousand-game run."""
    a_seat = task.a_seat
    decks = [_deck_list(task.deck_a.numbers), _deck_list(task.deck_b.numbers)]
    names = [task.agent_a, task.agent_b]
    if a_seat == 1:
        decks.reverse()
        names.reverse()
    mulligans = [False, False]
    actions = 0
    game = None
    try:
        game = new_game(decks[0], decks[1], seed=task.seed, log=False, validate=False,
                        allow_unimplemented=task.allow_unimplemented)
        agents = [make_agent(names[p], agent_seed(task.seed, p)) for p in (0, 1)]
        while not game.over and actions < MAX_ACTIONS:
            d = game.decision
            action = agents[d.player].choose(game.view(d.player), d)
            if d.kind == DecisionKind.MULLIGAN and action.kind == ActionKind.REDRAW:
                mulligans[d.player] = True
            game.apply(action)
            actions += 1
    except Exception as exc:  # noqa: BLE001 - recorded, see the docstring
        import traceback                  # only for a game that raised: a faster start
        frame = traceback.extract_tb(exc.__traceback__)[-1:]
        where = f" at {frame[0].filename.rsplit('/', 1)[-1]}:{frame[0].lineno}" if frame else ""
        return _record(task, game, mulligans, actions, DRAW, "error",
                       f"{type(exc).__name__}: {exc}{where}"[:500])
    if not game.over:
        return _record(task, game, mulligans, actions, DRAW, "unfinished",
                       f"no winner after {MAX_ACTIONS} actions")
    result = game.result
    if result.winner is None:
        winner = DRAW
    else:
        winner = DECK_A if result.winner == a_seat else DECK_B
    return _record(task, game, mulligans, actions, winner, result.reason)


def _record(task: GameTask, game, mulligans: list[bool], actions: int, winner: str,
            reason: str, error: str = "") -> GameRecord:
    a_seat = task.a_seat
    started = game is not None and game.state.turn > 0
    return GameRecord(
        index=task.index, seed=task.seed, a_seat=a_seat,
        a_first=game.state.first_player == a_seat if started else None,
        winner=winner, reason=reason, turns=game.state.turn if game is not None else 0,
        mulligan_a=mulligans[a_seat], mulligan_b=mulligans[1 - a_seat],
        actions=actions, error=error)
