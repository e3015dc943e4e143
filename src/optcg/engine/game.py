"""The public face of the engine: Game and its decision API.

    game = Game.new(deck1, deck2, seed=7)
    while not game.over:
        d = game.decision
        game.apply(agent.choose(game.view(d.player), d))
    print(game.result)
"""

from __future__ import annotations

from typing import Any, Final, NamedTuple

# Importing these modules registers their tasks and decisions with the loop.
from . import battle, damage, main_phase, setup, turn  # noqa: F401
from .effects import resolution  # noqa: F401  (registers every effect handler)
from .actions import Action, Decision, OpenDecision
from .battle_results import BattleRecord, battle_records
from .carddef import CardDef
from .determinize import determinize
from .constants import (PHASE_MAIN, PHASE_SETUP, REASON_CONCESSION, ActionKind,
                        DecisionKind)
from .errors import GameOverError, IllegalActionError, SaveError, UnimplementedCardsError
from .legality import why_illegal
from . import events as E
from .events import events_for
from .events.deferred import settle
from .log import player_name
from .loop import ENUMERATE, KINDS, PURPOSE, RESOLVE, run
from .main_phase import MAIN_PURPOSE, main_options, main_resolve
from .rules import end_game
from .serialize import state_from_dict, state_hash, state_to_dict
from .state import GameState
from .stats import base_cost, cost, power
from .view import DonPlaces, PlayerView, don_places


_new: Final = tuple.__new__
# What every decision reads, as C statics in the native build (there a name
# imported from another module is looked up in a dict at each use)
_DECISION: Final = Decision
_MAIN_PURPOSE: Final = MAIN_PURPOSE
_ENUMERATE: Final = ENUMERATE
_PURPOSE: Final = PURPOSE
_RESOLVE: Final = RESOLVE
_MAIN: Final[str] = DecisionKind.MAIN


class GameResult(NamedTuple):
    winner: int | None   # 0 or 1; None for a draw
    reason: str          # "life", "deck_out", "concession", ...
    turns: int


class Game:
    """A game in progress.  Everything it holds is plain data: clone it,
    save it, replay it."""

    __slots__ = ("_state", "_options", "_history", "_length", "_log", "_settled",
                 "_log_as_actions")

    def __init__(self, state: GameState, log: list | None = None,
                 history: list | None = None, options=None, length: int = 0,
                 log_as_actions: bool = False):
        """Wrap a state; `log` is the list its events go to (None: keep no log).

        `log_as_actions`: the log is kept as the game's actions (see `new`),
        its events built by playing them again when first read."""
        self._state = state
        self._log_as_actions = log_as_actions
        self._options: tuple | None = options
        # the actions taken are the first `_length` of `_history`, a list a
        # clone shares (8 bytes an action, no record each); whichever of
        # them takes an action first appends to it, the other copies its part
        self._history: list = history if history is not None else []
        self._length = length
        # the events as recorded (some raw: events/deferred.py); `events`
        # builds them when read, and `_settled` says how far it has
        self._log: list = log if log is not None else []
        self._settled = 0
        state.log = log

    @property
    def events(self) -> list:
        """Every event in full (engine/events/): for the engine and its
        tests; what a player may know is `events_for(player)`."""
        if self._log_as_actions:
            self._keep_log()
        log = self._log
        if self._settled < len(log):
            self._settled = settle(log, self._settled)
        return log

    @property
    def state(self) -> GameState:
        """The game's state, to read or to set up positions (tests, tools).
        A game whose log is still kept as its actions records it first, so
        that a change made here is never missing from its events."""
        if self._log_as_actions:
            self._keep_log()
        return self._state

    def _keep_log(self) -> None:
        """Build the events of a log kept as the game's actions, by playing
        them again from the start with a log, and record from now on.

        The start is read from the state itself: its cards in id order (the
        deck lists, `new_state`), seed and options, which only `apply`,
        `concede` and the `state` property can reach, and the property
        comes here before anyone changes them."""
        now = self._state
        defs, (first, second) = now.defs, now.leaders
        decks = ((defs[first], defs[first + 1:second]), (defs[second], defs[second + 1:]))
        events: list = []
        st = setup.new_state(decks, now.seed, events)
        st.conceal_decisions = now.conceal_decisions
        st.strict = now.strict
        again = Game(st, events)
        run(st)
        for a in self._history[:self._length]:
            action: Action = a
            if action.kind == ActionKind.CONCEDE:
                again.concede(action.card)
            else:
                again.apply(action)
        if state_hash(st) != state_hash(now):
            # the engine is deterministic and nothing else reaches the
            # state: a difference is a bug, never a log to hand out
            raise RuntimeError("the game played again from its actions does not reach "
                               "its state: its events cannot be built")
        self._log = events
        self._settled = 0
        now.log = events
        self._log_as_actions = False

    # -- creation --------------------------------------------------------
    @classmethod
    def new(cls, deck1, deck2, seed: int = 0, log: bool = True,
            allow_unimplemented: bool = False, conceal_decisions: bool = False) -> "Game":
        """Start a game from two decks, each a (leader CardDef, [50 CardDefs]).

        A card whose effects are not automated yet (`CardDef.implemented` is
        False) is never played silently as a vanilla card: such a game raises
        UnimplementedCardsError unless `allow_unimplemented=True`, and then
        its log lists those cards at the start.

        `conceal_decisions=True` asks every decision that turns on hidden
        cards whatever those cards are (see the `conceal_decisions` property).

        The game stops at its first decision: which player goes first.
        """
        if not allow_unimplemented:
            missing = _not_automated(deck1) | _not_automated(deck2)
            if missing:
                raise UnimplementedCardsError(missing)
        # the log is kept as the game's actions: recording events costs
        # about a tenth of a random game, reading them is rarer (_keep_log)
        st = setup.new_state((deck1, deck2), seed, None)
        st.conceal_decisions = bool(conceal_decisions)
        game = cls(st, None, log_as_actions=log)
        run(st)
        return game

    # -- the decision API --------------------------------------------------
    @property
    def over(self) -> bool:
        return self._state.result is not None

    @property
    def result(self) -> GameResult | None:
        r = self._state.result
        if r is None:
            return None
        return GameResult(r.winner, r.reason, self._state.turn)

    @property
    def decision(self) -> Decision | None:
        """The open decision (None when the game is over): who decides, its
        kind, its legal options, the card it is about and its purpose."""
        st = self._state
        d = st.decision
        if d is None:
            return None
        player, kind, card = d
        opts = self._options                 # legal_actions(), without the call
        if kind == _MAIN:                    # the most frequent, called natively
            if opts is None:
                opts = self._options = tuple(main_options(st))
            purpose = _MAIN_PURPOSE
        else:
            if opts is None:
                opts = self._options = tuple(_ENUMERATE[kind](st))
            purpose = _PURPOSE[kind](st)
        # tuple.__new__: the record without its Python-level constructor
        return _new(_DECISION, (player, kind, opts, card, purpose))

    def legal_actions(self) -> tuple[Action, ...]:
        """Every legal answer to the current decision, as a tuple (concession
        aside: it is always legal, see `concede`).  Computed once per
        decision and shared, which is why it is immutable."""
        opts = self._options
        if opts is None:
            st = self._state
            if st.decision is None:
                return ()
            d: OpenDecision = st.decision
            kind: str = d[1]
            # the Main Phase's (the most frequent) called natively
            opts = self._options = tuple(main_options(st) if kind == _MAIN
                                         else _ENUMERATE[kind](st))
        return opts

    def apply(self, action) -> None:
        """Take `action` for the deciding player and play on to the next decision.

        An illegal action raises IllegalActionError, citing the rule, and
        leaves the game exactly as it was.
        """
        st = self._state
        if st.result is not None:
            raise GameOverError("the game is over", "1-2-1", action)
        if not isinstance(action, Action):
            action = _coerce(action)
        d: OpenDecision = st.decision          # open while the game is not over
        opts = self._options
        if opts is None:
            opts = self._options = _enumerate(st, d)
        # Legal actions are interned objects and an agent answers with one
        # of them: look for the object itself first (`in` compares every
        # option before it field by field)
        for o in opts:
            if o is action:
                break
        else:
            if action not in opts:
                self._refuse(action)
                return
        self._options = None
        h = self._history                   # _record(action), inlined
        if len(h) != self._length:          # a clone took an action from here first
            h = self._history = h[:self._length]
        h.append(action)
        self._length += 1
        st.actions_taken += 1
        kind: str = d[1]
        if kind == _MAIN:                  # the most frequent, called natively
            st.decision = None             # (before: it may ask the next at once)
            main_resolve(st, action)
            if st.decision is not None and st.log is None:
                return                     # asked at once, nothing to run or record
        else:
            _RESOLVE[kind](st, action)
            st.decision = None
        run(st)

    def _refuse(self, action: Action) -> None:
        """An action not among the options: a concession (never listed,
        always legal), or an error that leaves the game as it was."""
        if action.kind == ActionKind.CONCEDE:
            self.concede(action.card)
            return
        message, rule = why_illegal(self._state, action)
        raise IllegalActionError(f"illegal action {tuple(action)}: {message}", rule, action)

    def concede(self, player: int) -> None:
        """CR 1-2-3: either player may concede at any point and loses at once."""
        st = self._state
        if st.result is not None:
            raise GameOverError("the game is over", "1-2-1")
        if player not in (0, 1):
            raise IllegalActionError(f"no player {player!r}: players are 0 and 1")
        self._options = None
        self._record(Action.concede(player))
        if st.log is not None:
            st.log.append(E.Conceded(st.turn, "1-2-3", player))
        end_game(st, 1 - player, REASON_CONCESSION, "1-2-3")

    # -- copies, views, saving ---------------------------------------------
    def clone(self, log: bool = False) -> "Game":
        """An independent copy (the log is not copied unless asked)."""
        if log and self._log_as_actions:     # the copy keeps its log as actions too
            return Game(self._state.clone(), None, self._history, self._options,
                        self._length, log_as_actions=True)
        return Game(self._state.clone(), list(self.events) if log else None,
                    self._history, self._options, self._length)

    def _record(self, action: Action) -> None:
        h = self._history
        if len(h) != self._length:           # a clone took an action from here first
            h = self._history = h[:self._length]
        h.append(action)
        self._length += 1

    def view(self, player: int) -> PlayerView:
        return PlayerView(self._state, player)

    def determinized(self, player: int, seed: int) -> Game:
        """A copy of the game as `player` might believe it to be: every card
        that player cannot see now is dealt again among the places the
        player cannot see, each keeping its size, and the copy's generator
        is reseeded (engine/determinize.py says what is assumed known).  For
        search: this game is left untouched; the copy keeps no log and no
        history."""
        return Game(determinize(self._state, player, seed))

    @property
    def history(self) -> list[Action]:
        """Every action applied since the start, concessions included."""
        return self._history[:self._length]

    def to_json(self) -> dict:
        return {"state": state_to_dict(self._state),
                "history": [a.to_json() for a in self.history]}

    @classmethod
    def from_json(cls, data: object, lookup) -> "Game":
        """Rebuild a game saved by `to_json`; `lookup(number)` gives CardDefs.

        The save is checked first: a malformed or inconsistent one (a card in
        two places, a decision the state cannot have) raises SaveError, a
        ValueError whose message starts with the field at fault."""
        if not isinstance(data, dict):
            raise SaveError("", f"a saved game is an object with 'state' and 'history', "
                                f"not {type(data).__name__}")
        if "state" not in data:
            raise SaveError("state", "missing (a saved game is an object with 'state' "
                                     "and 'history')")
        saved = data.get("history", [])
        if not isinstance(saved, list):
            raise SaveError("history", f"expected a list of actions, found "
                                       f"{type(saved).__name__}")
        history = [_saved_action(a, k) for k, a in enumerate(saved)]
        game = cls(state_from_dict(data["state"], lookup), [], history, None, len(history))
        game._check_decision()
        return game

    def _check_decision(self) -> None:
        """The saved decision is one the state can ask: its options can be
        listed and there is at least one (SaveError otherwise)."""
        st = self._state
        d = st.decision
        if d is None:
            return
        if d.kind not in ENUMERATE:
            raise SaveError("state.decision[1]", f"no decision of kind {d.kind!r}")
        try:
            options = self.legal_actions()
        except Exception as exc:      # noqa: BLE001 - any failure is the save's fault
            raise SaveError("state.decision", f"the {d.kind} decision does not fit the "
                                              f"saved state ({type(exc).__name__}: {exc})"
                            ) from None
        if not options:
            raise SaveError("state.decision", f"the {d.kind} decision has no legal "
                                              f"option in the saved state")
        if d.kind == DecisionKind.MAIN and (d.player != st.turn_player
                                            or st.phase != PHASE_MAIN or st.battle is not None):
            raise SaveError("state.decision", f"a Main Phase decision for player {d.player} "
                                              f"in player {st.turn_player}'s turn, phase "
                                              f"{st.phase!r}{', in a battle' if st.battle else ''}")
        if d.kind in (DecisionKind.BLOCK, DecisionKind.COUNTER) and (
                st.battle is None or d.player == st.turn_player):
            raise SaveError("state.decision", f"a {d.kind} decision for player {d.player} "
                                              f"needs a battle of the other player's turn")
        if d.kind in (DecisionKind.CHOOSE_ORDER, DecisionKind.MULLIGAN) \
                and st.phase != PHASE_SETUP:
            raise SaveError("state.decision", f"a {d.kind} decision after the setup "
                                              f"(phase {st.phase!r})")

    def hash(self) -> str:
        return state_hash(self._state)

    def events_for(self, player: int | None) -> list:
        """The events `player` (0 or 1) may know, None: a spectator's (public
        information only); the text layer words them (optcg.text)."""
        return events_for(self.events, player)

    @property
    def strict(self) -> bool:
        """Strict mode (for tests): every decision is asked, even one with a
        single option, and the Block and Counter Steps always stop."""
        return self._state.strict

    @strict.setter
    def strict(self, on: bool) -> None:
        self.state.strict = bool(on)        # through `state`: the log first

    @property
    def conceal_decisions(self) -> bool:
        """Whether the decisions that turn on hidden cards are always asked,
        so that who decides, and what kind of decision, tells the other
        player nothing (CR 3-1-5): the Counter Step's (7-1-3) whatever the
        defender's hand holds, a Life card's [Trigger] (10-1-5) whether or
        not it has one, and choices among hand, deck, Life or looked-at cards
        whether or not any card fits; with nothing to choose, only "none" or
        declining is offered.  Off by default (simulations, search and the
        pinned replays); on where a person or a learning agent watches the
        other side (docs/api.md)."""
        return self._state.conceal_decisions

    @conceal_decisions.setter
    def conceal_decisions(self, on: bool) -> None:
        self.state.conceal_decisions = bool(on)     # the log first

    # -- reading the game ----------------------------------------------
    def card(self, i: int):
        return self._state.defs[i]

    # The card arguments are typed Any so that the native build lets a wrong
    # one through to this check, whose error says what is wrong.
    def _card_id(self, i: Any) -> int:
        n = len(self._state.defs)
        if type(i) is int and 0 <= i < n:
            return i
        raise ValueError(f"no card {i!r} in this game: card ids are the integers "
                         f"0 to {n - 1}")

    def power(self, card: Any) -> int:
        """The card's power now, with DON!! and every effect counted (CR
        6-5-5-2, 4-9); it may be negative (CR 1-3-6-1)."""
        return power(self._state, self._card_id(card))

    def cost(self, card: Any) -> int:
        """The card's cost now, with every effect counted (never below 0,
        CR 1-3-6-2)."""
        return cost(self._state, self._card_id(card))

    def base_cost(self, card: Any) -> int:
        """The card's base cost (CR 4-9): the printed cost unless an effect
        sets the base cost itself; effects that change or set the cost
        leave it alone."""
        return base_cost(self._state, self._card_id(card))

    def don(self, player: Any) -> DonPlaces:
        """Where the player's DON!! cards are: in the DON!! deck, active or
        rested in the cost area, and given to which of their cards (given
        DON!! are neither active nor rested, CR 4-4-2)."""
        if type(player) is not int or player not in (0, 1):
            raise ValueError(f"no player {player!r}: players are 0 (P1) and 1 (P2)")
        return don_places(self._state, player)

    @property
    def battles(self) -> list[BattleRecord]:
        """Every battle so far, oldest first, as typed records (powers
        compared, outcome, the rule that ended it): read from the game's
        events, so the game must keep a log (the default)."""
        if self._state.log is None and not self._log_as_actions:
            raise ValueError("this game keeps no log (log=False), and battles are "
                             "read from its events")
        return battle_records(self.events)

    @property
    def last_battle(self) -> BattleRecord | None:
        """The latest battle (the one in progress, if any), or None."""
        found = self.battles
        return found[-1] if found else None

    @property
    def decks(self) -> list[list[str]]:
        """Both players' cards as card numbers, Leader first, in card id order
        (for a game made by `new`, the deck lists as given)."""
        st = self._state
        out = []
        for p in (0, 1):
            numbers = [st.defs[st.leaders[p]].number]
            numbers.extend(st.defs[i].number for i in range(len(st.defs))
                           if st.owner[i] == p and i != st.leaders[p])
            out.append(numbers)
        return out

    @property
    def unimplemented(self) -> list[str]:
        return sorted({d.number for d in self._state.defs if not d.implemented})

    def describe(self, action: Action) -> str:
        """A one-line English description of an action of the current
        decision, in the words of its decision kind."""
        st = self._state
        if action.kind == ActionKind.CONCEDE:
            return f"{player_name(action.card)} concedes"
        if st.decision is None:
            return action.kind.replace("_", " ").capitalize()
        return KINDS[st.decision.kind].describe(st, action)


def _not_automated(deck: tuple) -> set[tuple[str, str]]:
    """(number, name) of each card of a deck, (Leader, cards), whose
    effects are not automated yet; typed, so that the native build reads
    `implemented` as a field (a game starts from 102 of them)."""
    missing: set[tuple[str, str]] = set()
    leader: CardDef = deck[0]
    if not leader.implemented:
        missing.add((leader.number, leader.name))
    for d in deck[1]:
        c: CardDef = d
        if not c.implemented:
            missing.add((c.number, c.name))
    return missing


def _enumerate(st: GameState, d: OpenDecision) -> tuple[Action, ...]:
    """The options of decision `d`: the Main Phase's called natively (the
    most frequent), the others through the registry."""
    kind: str = d[1]
    if kind == _MAIN:
        return tuple(main_options(st))
    return tuple(_ENUMERATE[kind](st))


def _saved_action(a, k: int) -> Action:
    """Action `k` of a saved history (SaveError if it is not one)."""
    if (not isinstance(a, (list, str)) or isinstance(a, list)
            and not (1 <= len(a) <= 3 and isinstance(a[0], str)
                     and all(isinstance(x, int) and not isinstance(x, bool) for x in a[1:]))):
        raise SaveError(f"history[{k}]", f"expected an action [kind, card, target], "
                                         f"found {a!r:.60}")
    return Action.from_json(a)


def _coerce(action) -> Action:
    try:
        return Action.from_json(action)
    except (TypeError, ValueError) as e:
        raise IllegalActionError(f"not an action: {action!r} (expected "
                                 "Action(kind, card, target))") from e
