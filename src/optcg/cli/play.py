"""Running a game between players at the command line.

A player here is anything with `choose(game, decision) -> Action`: an AI
agent (which only ever sees its own PlayerView) or a HumanPlayer.
"""

from __future__ import annotations

import json
from pathlib import Path

from rich.text import Text

from ..agents import make_agent
from ..api import load_game, replay_game
from ..engine import Replay
from ..engine.errors import SaveError
from ..engine.events import DecisionAsked, event_for
from ..errors import OptcgError
from ..files import write_text
from .human import HumanPlayer, UndoRequest
from .render import LogPrinter


class InputError(OptcgError):
    """A file given to read that cannot be read."""


class AIPlayer:
    """An agent from `optcg.agents`, deciding from its own view only."""

    def __init__(self, kind: str, seed: int | None = None):
        self.kind = kind
        self.agent = make_agent(kind, seed)

    def choose(self, game, decision):
        return self.agent.choose(game.view(decision.player), decision)


def agent_seed(game_seed: int, player: int) -> int:
    """A seed for an AI player, derived from the game's, so that one seed
    replays the whole game, AI choices included."""
    return game_seed * 2 + player + 1


class TableSession:
    """A game at the table: its players, its log, and the undo of a
    person's last choice.

    Undo is offered to a person playing an AI: it takes the game back to
    their last decision, unless a card hidden from anybody was seen since
    (a draw, a Life card, a look at the deck, a card from the AI's hand)
    or the game ended.  `game` is the game as it stands (undo replaces it).
    """

    def __init__(self, game, players, printer: LogPrinter, undo: bool = False):
        self.game = game
        self.players = players
        self.printer = printer
        self.undo = undo
        self._previous = None          # the game at the person's last decision

    def why_no_undo(self, human: int) -> str | None:
        """Why the last choice of `human` cannot be taken back, or None.

        Refused once they were told something the public is not (their
        draw, a look at a deck) or a card left or entered a hidden place (a
        deck, a Life area, the AI's hand: a Life card taken, a Counter from
        the AI's hand).  One reason for all, so that a refusal tells nothing
        the log does not."""
        before, now = self._previous, self.game
        if before is None:
            return "there is no choice of yours to take back here"
        hidden = "a card hidden before was seen or moved since (a draw, a look at a " \
                 "deck, a Life card, a card of the AI's hand)"
        for e in now.events[len(before.events):]:
            # a decision asked tells no card: what it shows comes in its own events
            if not isinstance(e, DecisionAsked) and event_for(e, human) != event_for(e, None):
                return hidden
        b, n = before.state, now.state
        places = [(b.hand[1 - human], n.hand[1 - human])]
        for p in (0, 1):
            places += [(b.deck[p], n.deck[p]), (b.life[p], n.life[p])]
        if any(x != y for x, y in places):
            return hidden
        return None

    def _take_back(self, player) -> None:
        self.game = self._previous
        self._previous = None
        self.printer.printed = len(self.game.events)
        self.printer.console.print(Text("Undone: back to your last choice.", style="yellow"))
        player._last_board = ""                 # draw the board again

    def run(self):
        """Play to the end, printing the log as it grows; the GameResult."""
        while not self.game.over:
            game = self.game
            self.printer.flush(game)
            decision = game.decision
            player = self.players[decision.player]
            if not self.undo or not isinstance(player, HumanPlayer):
                game.apply(player.choose(game, decision))
                continue
            here = game.clone(log=True)
            player.undo = lambda p=decision.player: self.why_no_undo(p)
            try:
                action = player.choose(game, decision)
            except UndoRequest:
                self._take_back(player)
                continue
            self._previous = here
            game.apply(action)
        self.printer.flush(self.game)
        return self.game.result


def run_game(game, players, printer: LogPrinter):
    """Play `game` to its end, printing the log as it grows; the GameResult."""
    return TableSession(game, players, printer).run()


def save_replay(game, path: Path, force: bool = False) -> None:
    """Write the game's replay as JSON, atomically (OutputError if it cannot).
    A replay of a game not finished can be resumed (`optcg play --resume`)."""
    write_text(path, json.dumps(Replay.from_game(game).to_dict()), force=force)


def save_game(game, path: Path, force: bool = False) -> None:
    """Write the game as `Game.to_json` saves it, atomically."""
    write_text(path, json.dumps(game.to_json()), force=force)


def read_json(path: Path, what: str):
    """The JSON in `path`; OptcgError naming the file and the problem if
    it cannot be read or is not JSON."""
    try:
        text = path.read_text(encoding="utf-8")
    except IsADirectoryError:
        raise InputError(f"{path} is a folder, not {what}") from None
    except FileNotFoundError:
        raise InputError(f"no file {path}") from None
    except OSError as exc:
        raise InputError(f"cannot read {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise InputError(f"{path} is not {what} (not UTF-8 text)") from None
    try:
        return json.loads(text)
    except ValueError as exc:
        raise InputError(f"{path} is not {what} (not JSON: {exc})") from None
    except RecursionError:
        raise InputError(f"{path} is not {what} (JSON nested too deeply)") from None


def load_saved(path: Path):
    """The game saved in `path`: a saved game (`Game.to_json`, as Ctrl-C
    saves it) or a replay, played back to where it stopped.  SaveError (with
    the file and field) if it is neither or is inconsistent."""
    data = read_json(path, "a saved game or a replay")
    try:
        if isinstance(data, dict) and "state" in data:
            return load_game(data)
        if isinstance(data, dict) and "actions" in data:
            return replay_game(Replay.from_dict(data), log=True)
        raise SaveError("", "neither a saved game (an object with 'state') nor a replay "
                            "(an object with 'decks', 'seed' and 'actions')")
    except SaveError as exc:
        raise SaveError(exc.path, f"{path}: {exc.problem}" if not exc.path
                        else f"{exc.problem} (in {path})") from None
