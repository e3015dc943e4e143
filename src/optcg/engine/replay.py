"""Replays: the two deck lists, the seed and the actions (DESIGN.md).

Replaying reproduces the same final state, bit for bit, which `verify`
checks against the recorded state hash.  A replay's format is the save
format (serialize.py) its final hash was taken over: a replay of format 1
is verified against the format-1 form of the final state.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .actions import Action
from .errors import IllegalActionError
from .game import Game
from .serialize import FORMAT, FORMATS, state_hash


class ReplayError(IllegalActionError):
    """A replay that cannot be played back as recorded."""


@dataclass
class Replay:
    decks: list[list[str]]         # per player: Leader number, then 50 card numbers
    seed: int
    actions: list[Action] = field(default_factory=list)
    final_hash: str | None = None
    result: list | None = None     # [winner, reason, turns]
    format: int = FORMAT           # the save format of the state `final_hash` is over

    @classmethod
    def from_game(cls, game: Game) -> "Replay":
        r = game.result
        return cls(decks=game.decks, seed=game.state.seed, actions=game.history,
                   final_hash=game.hash(),
                   result=[r.winner, r.reason, r.turns] if r else None)

    def to_dict(self) -> dict:
        return {"format": self.format, "decks": self.decks, "seed": self.seed,
                "actions": [a.to_json() for a in self.actions],
                "final_hash": self.final_hash, "result": self.result}

    @classmethod
    def from_dict(cls, d: dict) -> "Replay":
        if not isinstance(d, dict) or "format" not in d:
            raise ReplayError("not an optcg replay (no format)")
        if d["format"] not in FORMATS:
            raise ReplayError(f"this optcg reads replays of formats "
                              f"{', '.join(str(f) for f in FORMATS)}, not format {d['format']!r}")
        decks = d.get("decks")
        if (not isinstance(decks, list) or len(decks) != 2
                or not all(isinstance(x, list) and x and all(isinstance(n, str) for n in x)
                           for x in decks)):
            raise ReplayError("malformed replay: 'decks' must be two lists of card "
                              "numbers, Leader first")
        try:
            return cls(decks=[list(x) for x in d["decks"]], seed=int(d["seed"]),
                       actions=[Action.from_json(a) for a in d["actions"]],
                       final_hash=d.get("final_hash"), result=d.get("result"),
                       format=d["format"])
        except (KeyError, TypeError, ValueError) as e:
            raise ReplayError(f"malformed replay: {e}") from e

    def play(self, lookup, log: bool = True) -> Game:
        """Play the replay back; `lookup(number)` gives CardDefs.

        A recorded game was already started, so cards not automated yet are
        allowed (the game that made the replay had to opt in to them).
        """
        decks = []
        for numbers in self.decks:
            defs = [lookup(n) for n in numbers]
            decks.append((defs[0], defs[1:]))
        game = Game.new(decks[0], decks[1], seed=self.seed, log=log,
                        allow_unimplemented=True)
        for n, a in enumerate(self.actions):
            try:
                game.apply(a)
            except IllegalActionError as e:
                raise ReplayError(f"action {n + 1} of {len(self.actions)} "
                                  f"{tuple(a)} cannot be replayed: {e}") from e
        return game

    def verify(self, lookup) -> tuple[bool, str]:
        """Replay and compare with the recorded final hash and result:
        (ok, final hash of the replayed game)."""
        if not self.final_hash:
            raise ReplayError("the replay records no final state hash to verify against")
        game = self.play(lookup, log=False)
        h = state_hash(game.state, self.format)
        r = game.result
        result_ok = self.result is None or (
            r is not None and list(self.result) == [r.winner, r.reason, r.turns])
        return (h == self.final_hash and result_ok), h
