"""Replays: the two deck lists, the seed and the actions (DESIGN.md).

Replaying reproduces the same final state, bit for bit, which `verify`
checks against the recorded state hash.  A replay's format is the save
format (serialize.py) its final hash was taken over: a replay of format 1
is verified against the format-1 form of the final state.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .actions import Action
from .constants import ActionKind
from .errors import IllegalActionError, SaveError
from .game import Game
from .serialize import FORMAT, FORMATS, state_hash


class ReplayError(IllegalActionError, SaveError):
    """A replay that cannot be loaded or played back as recorded: a SaveError
    (a ValueError) whose `path` names the field at fault (`actions[12]`)."""

    def __init__(self, message: str, rule: str | None = None, action=None,
                 path: str = "") -> None:
        self.rule = rule
        self.action = action
        self.path = path
        self.problem = message
        text = f"{message} [CR {rule}]" if rule else message
        Exception.__init__(self, f"{path}: {text}" if path else text)


@dataclass
class Replay:
    decks: list[list[str]]         # per player: Leader number, then 50 card numbers
    seed: int
    actions: list[Action] = field(default_factory=list)
    final_hash: str | None = None
    result: list | None = None     # [winner, reason, turns]
    format: int = FORMAT           # the save format of the state `final_hash` is over
    # the game asked the decisions that turn on hidden cards always
    # (Game.conceal_decisions): its actions answer them, so it replays with it
    conceal_decisions: bool = False

    @classmethod
    def from_game(cls, game: Game) -> "Replay":
        r = game.result
        return cls(decks=game.decks, seed=game.state.seed, actions=game.history,
                   final_hash=game.hash(),
                   result=[r.winner, r.reason, r.turns] if r else None,
                   conceal_decisions=game.state.conceal_decisions)

    def to_dict(self) -> dict:
        d = {"format": self.format, "decks": self.decks, "seed": self.seed,
             "actions": [a.to_json() for a in self.actions],
             "final_hash": self.final_hash, "result": self.result}
        if self.conceal_decisions:          # written only when set: older replays unchanged
            d["conceal_decisions"] = True
        return d

    @classmethod
    def from_dict(cls, d: dict) -> "Replay":
        """A replay from its dict, checked field by field (ReplayError names
        the field at fault)."""
        if not isinstance(d, dict) or "format" not in d:
            raise ReplayError("not an optcg replay (an object with 'format', 'decks', "
                              "'seed' and 'actions')", path="format")
        if d["format"] not in FORMATS or isinstance(d["format"], bool):
            raise ReplayError(f"this optcg reads replays of formats "
                              f"{', '.join(str(f) for f in FORMATS)}, not format "
                              f"{d['format']!r}", path="format")
        decks = d.get("decks")
        if (not isinstance(decks, list) or len(decks) != 2
                or not all(isinstance(x, list) and x and all(isinstance(n, str) for n in x)
                           for x in decks)):
            raise ReplayError("malformed replay: 'decks' must be two lists of card "
                              "numbers, Leader first", path="decks")
        for key in ("seed", "actions"):
            if key not in d:
                raise ReplayError("missing", path=key)
        seed = d["seed"]
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2 ** 63:
            raise ReplayError(f"expected a seed from 0 to 2**63 - 1, found {seed!r:.40}",
                              path="seed")
        if not isinstance(d["actions"], list):
            raise ReplayError("expected a list of actions", path="actions")
        actions = []
        for k, a in enumerate(d["actions"]):
            if not (isinstance(a, list) and 1 <= len(a) <= 3 and isinstance(a[0], str)
                    and all(isinstance(x, int) and not isinstance(x, bool) for x in a[1:])):
                raise ReplayError(f"expected an action [kind, card, target], found {a!r:.60}",
                                  path=f"actions[{k}]")
            actions.append(Action.from_json(a))
        final_hash = d.get("final_hash")
        if final_hash is not None and not isinstance(final_hash, str):
            raise ReplayError("expected a hash (a string) or null", path="final_hash")
        result = d.get("result")
        if result is not None and not (
                isinstance(result, list) and len(result) == 3 and result[0] in (None, 0, 1)
                and isinstance(result[1], str) and isinstance(result[2], int)):
            raise ReplayError("expected [winner, reason, turns] or null", path="result")
        conceal = d.get("conceal_decisions", False)
        if not isinstance(conceal, bool):
            raise ReplayError(f"expected true or false, found {conceal!r:.40}",
                              path="conceal_decisions")
        return cls(decks=[list(x) for x in decks], seed=seed, actions=actions,
                   final_hash=final_hash, result=result, format=d["format"],
                   conceal_decisions=conceal)

    def play(self, lookup, log: bool = True) -> Game:
        """Play the replay back; `lookup(number)` gives CardDefs.

        A recorded game was already started, so cards not automated yet are
        allowed (the game that made the replay had to opt in to them).
        """
        decks = []
        for p, numbers in enumerate(self.decks):
            defs = []
            for k, number in enumerate(numbers):
                try:
                    defs.append(lookup(number))
                except (LookupError, ValueError) as e:
                    raise ReplayError(f"unknown card {number!r} ({e})",
                                      path=f"decks[{p}][{k}]") from None
            decks.append((defs[0], defs[1:]))
        game = Game.new(decks[0], decks[1], seed=self.seed, log=log,
                        allow_unimplemented=True, conceal_decisions=self.conceal_decisions)
        for n, a in enumerate(self.actions):
            try:
                try:
                    game.apply(a)
                except IllegalActionError:      # refused, the game unchanged
                    older = legacy_don_choice(game, a)
                    if older is a:
                        raise
                    game.apply(older)
            except IllegalActionError as e:
                raise ReplayError(f"action {n + 1} of {len(self.actions)} "
                                  f"{tuple(a)} cannot be replayed: {e}",
                                  path=f"actions[{n}]") from e
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


def legacy_don_choice(game: Game, a: Action) -> Action:
    """The DON option an older recording chose by a number, where a choice
    of DON!! now names the DON!!: the number 1 among the cards of "rest
    your opponent's Characters or DON!! cards" (an active DON!!), and 1 (a
    rested DON!! if there was one, else an active one) or 2 (an active one)
    for "give 1 DON!! card from its owner's cost area".  Any other action
    is returned as it is."""
    d = game.decision
    if a.kind != ActionKind.NUMBER or d is None or a.target not in (1, 2):
        return a
    dons = [o for o in d.options if o.kind == ActionKind.DON]
    if not dons:
        return a
    return dons[-1] if a.target == 2 else dons[0]      # offered rested first
