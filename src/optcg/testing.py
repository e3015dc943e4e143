"""A scenario builder: set a board directly, then script every choice.

    from optcg.testing import Scenario
    from optcg import Action

    s = Scenario(turn=3)                       # P1's turn 3, Main Phase
    luffy = s.p1.character("ST01-012", don=2)
    chopper = s.p2.character("ST01-006")
    s.p2.life("ST01-003", "ST01-008")          # top card first
    game = s.build()
    game.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    assert game.decision.kind == "block"

Ids are the card instance ids the engine uses in actions; they are handed
out as cards are added.  Players are 0 (P1) and 1 (P2).  Nothing here
reaches into the engine's internals beyond building the starting state.

`Scenario(phase="pre_game")` starts before the opening hands, with the
decks stacked as listed (CR 5-2), and `Scenario(strict=True)` asks every
decision, even one with a single option, and stops at every Block and
Counter Step.  `expect(game, kind)` fails a test, naming what was asked
instead, when the decision it expects is not the open one.
"""

from __future__ import annotations

from .cards.defs import card_def
from .engine import Action, Decision, Game
from .engine import events as E
from .engine.carddef import CardDef
from .engine.constants import (CATEGORY_BY_NAME, CHARACTER_AREA, DECK,
                               HAND, KEYWORD_BITS, LEADER_AREA,
                               LIFE, MAX_CHARACTERS, NOWHERE, PHASE_MAIN,
                               STAGE_AREA, TRASH, ActionKind, DecisionKind)
from .engine.effects.compiler import compile_ability
from .engine.effects.language import Static
from .engine.loop import ask, run
from .engine.records import MAIN_TASK, START_TURN_TASK
from .engine.rng import seed_state
from .engine.setup import ChooseOrder, don_deck_size
from .engine.state import GameState

DEFAULT_LEADERS = ("ST01-001", "ST02-001")
FILLER = "ST01-003"   # a vanilla Character: decks that nobody set still draw
PRE_GAME_DECK_SIZE = 50   # CR 5-1-2: the deck a pre-game scenario fills up to


def custom_card(number: str = "TEST-001", name: str = "Test card",
                category: str = "Character", *parts, cost: int = 1, power: int = 1000,
                counter: int = 0, life: int = 5, colors=("Red",), types=(),
                keywords: tuple[str, ...] = ()) -> CardDef:
    """A made-up card for rules tests: printed stats plus abilities and
    permanent effects written in the effect language."""
    bits = 0
    for k in keywords:
        bits |= KEYWORD_BITS[k]
    abilities = tuple(compile_ability(p) for p in parts if not isinstance(p, Static))
    statics = tuple(p for p in parts if isinstance(p, Static))
    # "a card with a [Trigger]" looks at this flag, as the card data sets it
    has_trigger = any(getattr(p, "timing", None) == "Trigger" for p in parts)
    return CardDef(number, name, CATEGORY_BY_NAME[category], colors=colors, cost=cost,
                   power=power, counter=counter, life=life, types=types, keywords=bits,
                   abilities=abilities, statics=statics, has_trigger=has_trigger)


class PlayerSetup:
    """One player's side of a scenario.  Methods return card instance ids."""

    def __init__(self, scenario: "Scenario", player: int):
        self._s = scenario
        self.player = player
        self.leader_id: int | None = None
        self._don = None
        self._deck_set = False

    def _add(self, card, area: int, **flags) -> int:
        return self._s._add(self.player, card, area, flags)

    def leader(self, number, rested: bool = False, don: int = 0) -> int:
        """The Leader, given `don` DON!! (given DON!! are neither active nor
        rested, CR 4-4-2)."""
        if self.leader_id is not None:
            raise ValueError(f"P{self.player + 1} already has a Leader")
        _check_count("don", don, f"P{self.player + 1}'s Leader {number}")
        self.leader_id = self._add(number, LEADER_AREA, rested=rested, don=don)
        return self.leader_id

    def character(self, number, rested: bool = False, don: int = 0,
                  played_this_turn: bool = False) -> int:
        """A Character, given `don` DON!!."""
        _check_count("don", don, f"P{self.player + 1}'s Character {number}")
        return self._add(number, CHARACTER_AREA, rested=rested, don=don,
                         played=played_this_turn)

    def characters(self, *numbers) -> list[int]:
        return [self.character(n) for n in numbers]

    def stage(self, number, rested: bool = False) -> int:
        return self._add(number, STAGE_AREA, rested=rested)

    def hand(self, *numbers) -> list[int]:
        return [self._add(n, HAND) for n in numbers]

    def deck(self, *numbers) -> list[int]:
        """Cards of the deck, the top card first."""
        self._deck_set = True
        return [self._add(n, DECK) for n in numbers]

    def life(self, *numbers, face_up: bool = False) -> list[int]:
        """Life cards, the top card first (face-up ones: CR 3-10-2-1)."""
        return [self._add(n, LIFE, face_up=face_up) for n in numbers]

    def trash(self, *numbers) -> list[int]:
        return [self._add(n, TRASH) for n in numbers]

    def don(self, active: int = 0, rested: int = 0, deck: int | None = None) -> None:
        """DON!! in the cost area, active and rested; the DON!! deck holds
        the rest of the 10 (those given to cards counted) unless `deck`
        says otherwise.  `game.don(player)` reads them back."""
        where = f"P{self.player + 1}'s DON!!"
        _check_count("active", active, where)
        _check_count("rested", rested, where)
        if deck is not None:
            _check_count("deck", deck, where)
        self._don = (active, rested, deck)


def _check_count(name: str, value, where: str) -> None:
    if type(value) is not int or value < 0:
        raise ValueError(f"{where}: {name}={value!r} is not a number of DON!! cards "
                         f"(0 or more)")


PHASES = ("main", "turn_start", "pre_game")


class Scenario:
    """A board set by hand.  `build()` gives a Game at the Main Phase
    decision of `turn_player` (or at the start of the turn with
    `phase="turn_start"`).

    `phase="pre_game"` starts the game procedure of CR 5-2 with only the
    Leaders and the decks set, each deck in the order listed (top first,
    filled up to 50 cards with a vanilla Character): the game stops at the
    first player's redraw decision, the opening hands drawn, with
    `first_player` going first (P1 unless said); or, given `rps_winner`, at
    that player's choice to go first or second (CR 5-2-1-4).

    `strict=True` makes the game ask every decision, even one with a single
    option, and stop at every Block and Counter Step (`Game.strict`).
    """

    def __init__(self, turn: int = 3, turn_player: int = 0,
                 first_player: int | None = None, phase: str = "main",
                 seed: int = 0, strict: bool = False, rps_winner: int | None = None):
        if phase not in PHASES:
            raise ValueError(f"phase is one of {', '.join(map(repr, PHASES))}, not {phase!r}")
        for name, p in (("turn_player", turn_player), ("first_player", first_player),
                        ("rps_winner", rps_winner)):
            if p is not None and p not in (0, 1):
                raise ValueError(f"{name} is a player, 0 (P1) or 1 (P2), not {p!r}")
        if rps_winner is not None and phase != "pre_game":
            raise ValueError("rps_winner is for phase='pre_game' (CR 5-2-1-4)")
        if rps_winner is not None and first_player is not None:
            raise ValueError("give either rps_winner (who then chooses) or first_player")
        if phase == "pre_game":
            turn = 0
            turn_player = 0 if first_player is None else first_player
            first_player = turn_player
        self.strict = strict
        self.rps_winner = rps_winner
        self.turn = turn
        self.turn_player = turn_player
        self.first_player = (first_player if first_player is not None
                             else (turn_player if turn % 2 else 1 - turn_player))
        self.phase = phase
        self.seed = seed
        self._cards: list[tuple[int, CardDef, int, dict]] = []
        self.p1 = PlayerSetup(self, 0)
        self.p2 = PlayerSetup(self, 1)

    @property
    def players(self) -> tuple[PlayerSetup, PlayerSetup]:
        return self.p1, self.p2

    def _add(self, player: int, card, area: int, flags: dict) -> int:
        d = card if isinstance(card, CardDef) else card_def(card)
        self._cards.append((player, d, area, flags))
        return len(self._cards) - 1

    def build(self, log: bool = True) -> Game:
        pre_game = self.phase == "pre_game"
        if pre_game:
            self._check_pre_game()
        for p, side in enumerate(self.players):
            if side.leader_id is None:
                side.leader(DEFAULT_LEADERS[p])
            if pre_game:
                dealt = sum(1 for c in self._cards if c[0] == p and c[2] == DECK)
                side.deck(*[FILLER] * max(0, PRE_GAME_DECK_SIZE - dealt))
            elif not side._deck_set:
                side.deck(*[FILLER] * 10)
        defs = [c[1] for c in self._cards]
        owner = [c[0] for c in self._cards]
        leaders = [self.p1.leader_id, self.p2.leader_id]
        st = GameState(defs, owner, leaders)
        for i, (p, d, area, flags) in enumerate(self._cards):
            st.area[i] = area
            st.rested[i] = bool(flags.get("rested", False))
            st.don[i] = flags.get("don", 0)
            st.face_up[i] = bool(flags.get("face_up", False))
            if area == CHARACTER_AREA:
                st.chars[p].append(i)
                st.played_turn[i] = self.turn if flags.get("played") else self.turn - 1
            elif area == STAGE_AREA:
                st.stage[p].append(i)
            elif area == HAND:
                st.hand[p].append(i)
            elif area == TRASH:
                st.trash[p].append(i)
        for p in (0, 1):
            # Decks and Life are listed top first; their lists keep the top last.
            st.deck[p].extend(reversed([i for i, c in enumerate(self._cards)
                                        if c[0] == p and c[2] == DECK]))
            st.life[p].extend(reversed([i for i, c in enumerate(self._cards)
                                        if c[0] == p and c[2] == LIFE]))
            active, rested, deck = self.players[p]._don or (0, 0, None)
            given = sum(st.don[i] for i in range(len(defs)) if owner[i] == p)
            size = don_deck_size(defs[leaders[p]])      # 10, or the Leader's (CR 5-1-2-4)
            if deck is None:
                deck = size - active - rested - given
            if deck < 0:
                raise ValueError(f"P{p + 1} has more than {size} DON!! "
                                 f"({active} active, {rested} rested, {given} given)")
            st.don_active[p], st.don_rested[p], st.don_deck[p] = active, rested, deck
        st.rebuild_field_statics()
        st.seed = self.seed
        st.rng = seed_state(self.seed)
        st.first_player = self.first_player
        st.order_chooser = self.first_player
        st.turn_player = self.turn_player
        st.strict = self.strict
        game = Game(st, [] if log else None)
        if pre_game:
            self._start_pre_game(st)
        elif self.phase == "main":
            st.turn = self.turn
            st.phase = PHASE_MAIN
            st.tasks.append(MAIN_TASK)
        else:
            st.turn = self.turn - 1
            st.tasks.append(START_TURN_TASK)
        run(st)
        return game

    def _check_pre_game(self) -> None:
        """Before the game only the Leaders and the decks exist (CR 5-2-1)."""
        for p, d, area, flags in self._cards:
            if area not in (DECK, LEADER_AREA):
                place = AREA_LISTS.get(area, "field")
                raise ValueError(f"a pre-game scenario has only Leaders and decks: "
                                 f"P{p + 1}'s {d.number} is set in the {place}")
            if flags.get("don"):
                raise ValueError(f"a pre-game scenario has no DON!! on the field: "
                                 f"P{p + 1}'s Leader {d.number} was given {flags['don']}")
        for side in self.players:
            if side._don is not None:
                raise ValueError(f"a pre-game scenario has no DON!! in the cost area "
                                 f"(P{side.player + 1}'s was set): all 10 are in the DON!! deck")

    def _start_pre_game(self, st: GameState) -> None:
        """The steps of CR 5-2-1 after the decks are shuffled (here:
        stacked): the Leaders shown, then who goes first."""
        st.turn = 0
        if st.log is not None:
            st.log.append(E.LeadersShown(0, "5-2-1-3", (st.leaders[0], st.leaders[1])))
        if self.rps_winner is not None:
            st.order_chooser = self.rps_winner
            if st.log is not None:
                st.log.append(E.RockPaperScissorsWon(0, "5-2-1-4", self.rps_winner))
            ask(st, self.rps_winner, DecisionKind.CHOOSE_ORDER)
        else:
            st.order_chooser = self.first_player         # chosen: they go first
            ChooseOrder.resolve(st, Action(ActionKind.GO_FIRST))


def play(game: Game, *actions) -> Game:
    """Apply actions in order, each strictly checked; tuples are accepted."""
    for a in actions:
        game.apply(a if isinstance(a, Action) else Action(*a))
    return game


def expect_decision(game: Game, player: int, kind: str) -> None:
    """Assert that `player` must now make a decision of `kind`."""
    d = game.decision
    if d is None or d.player != player or d.kind != kind:
        got = "none (game over)" if d is None else f"P{d.player + 1} {d.kind}"
        raise AssertionError(f"expected P{player + 1} to decide {kind}, got {got}")


def _asked(game: Game) -> str:
    d = game.decision
    if d is None:
        r = game.result
        who = "a draw" if r is None or r.winner is None else f"P{r.winner + 1} won"
        return f"nothing: the game is over ({who}, {r.reason if r else '?'})"
    shown = ", ".join(game.describe(a) for a in d.options[:6])
    more = f" and {len(d.options) - 6} more" if len(d.options) > 6 else ""
    return (f"P{d.player + 1} {d.kind!r} ({d.purpose.text}; options: {shown}{more})")


def expect(game: Game, kind: str, player: int | None = None) -> Decision:
    """The open decision, which must be of `kind` (and `player`'s, if
    given); otherwise AssertionError naming what is asked instead.  Use it
    in place of `if game.decision.kind == kind:` so that a test fails when
    the decision it answers is not asked (with `strict=True` a decision with
    one option is asked too)."""
    d = game.decision
    if d is None or d.kind != kind or (player is not None and d.player != player):
        whose = "" if player is None else f"P{player + 1} "
        raise AssertionError(f"expected {whose}to be asked {kind!r}, but asked is "
                             f"{_asked(game)}")
    return d


def answer(game: Game, kind: str, action, player: int | None = None) -> Game:
    """`expect(game, kind, player)`, then apply `action` (an Action or a tuple)."""
    expect(game, kind, player)
    game.apply(action if isinstance(action, Action) else Action(*action))
    return game


class InvariantError(AssertionError):
    """A game state that breaks one of the invariants of `check_invariants`."""


AREA_LISTS = {DECK: "deck", HAND: "hand", TRASH: "trash", LIFE: "life",
              CHARACTER_AREA: "chars", STAGE_AREA: "stage"}


def check_invariants(game: Game, cards_per_player: int | None = 51) -> None:
    """Raise InvariantError unless every card is accounted for (each in exactly
    one place, listed where it is marked, `cards_per_player` cards each), the
    area limits hold (CR 3-7-6, 3-8-5), the DON!! counts add up to the DON!!
    deck (none negative, none given to a card off the field), and a game
    that is not over offers at least one legal action.

    Used after every action by the seeded random games and the pool-wide
    smoke run (optcg.cards.smoke); one pass over the cards, so it is cheap.
    """
    st = game.state
    area, owner, don = st.area, st.owner, st.don
    n = len(st.defs)
    seen: set[int] = set()
    limbo = [0, 0]
    given = [0, 0]
    for i in range(n):
        a = area[i]
        if a == NOWHERE:
            limbo[owner[i]] += 1
        g = don[i]
        if g:
            if g < 0:
                raise InvariantError(f"card {i} has {g} DON!! given")
            if a != LEADER_AREA and a != CHARACTER_AREA:
                raise InvariantError(f"DON!! on card {i} off the field")
            given[owner[i]] += g
        if st.face_up[i] and a != LIFE:                    # CR 3-10-2-1
            raise InvariantError(f"card {i} is face-up outside the Life area")
    for p in (0, 1):
        total = 0
        for where, name in AREA_LISTS.items():
            lst = getattr(st, name)[p]
            for i in lst:
                if area[i] != where:
                    raise InvariantError(f"card {i} listed in {name} but marked {area[i]}")
                if owner[i] != p:
                    raise InvariantError(f"card {i} of P{owner[i] + 1} in P{p + 1}'s {name}")
                if i in seen:
                    raise InvariantError(f"card {i} is in two places")
                seen.add(i)
            total += len(lst)
        leader = st.leaders[p]
        if area[leader] != LEADER_AREA:
            raise InvariantError(f"P{p + 1}'s Leader {leader} left the Leader area")
        seen.add(leader)
        total += 1 + limbo[p]
        if cards_per_player is not None and total != cards_per_player:
            raise InvariantError(f"P{p + 1} has {total} cards, not {cards_per_player}")
        if len(st.chars[p]) > MAX_CHARACTERS:
            raise InvariantError(f"P{p + 1} has {len(st.chars[p])} Characters")
        if len(st.stage[p]) > 1:
            raise InvariantError(f"P{p + 1} has {len(st.stage[p])} Stages")
        counts = (st.don_deck[p], st.don_active[p], st.don_rested[p], given[p])
        if min(counts) < 0:
            raise InvariantError(f"P{p + 1} has a negative DON!! count "
                                 f"(deck, active, rested, given) = {counts}")
        size = don_deck_size(st.defs[st.leaders[p]])
        if sum(counts) != size:
            raise InvariantError(f"P{p + 1}'s DON!! add up to {sum(counts)}, not "
                                 f"{size}: (deck, active, rested, given) = {counts}")
    if not game.over and not game.legal_actions():
        raise InvariantError("a decision with no legal option")


__all__ = ["FILLER", "InvariantError", "PlayerSetup", "Scenario", "answer",
           "check_invariants", "custom_card", "expect", "expect_decision", "play"]
