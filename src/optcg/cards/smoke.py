"""The pool-wide smoke run: every automated card, played in seeded random games.

    >>> from optcg.cards.smoke import smoke_pool
    >>> report = smoke_pool(["ST01-012", "OP01-016"], games=4, seed=1, jobs=1)
    >>> [(c.number, c.games, len(c.failures)) for c in report.cards]

For each card under test (the *subject*) and each of its games, two legal
decks are built around it (CR 5-1-2): an automated Leader whose colors
include every color of the subject (the subject itself if it is a Leader),
4 copies of the subject, and 4 copies each of other automated cards of the
Leader's colors, chosen at random (mostly Characters).  Both players get
such a deck and play with `SmokeAgent`: uniform random choices, except
that an action of the subject (play it, activate it, attack or block with
it, use its [Trigger] or its optional effect, keep a hand holding it) is
taken most of the time, so that its abilities actually resolve.

After every action `optcg.testing.check_invariants` runs (every card in one
place, area limits, DON!! counts, a legal option at every decision), and so
do the rule checks of `optcg.rule_checks` (battle outcomes, first-turn
attacks, DON!! moves, DON!! power).  An
exception, a broken invariant or a game that does not end within
`max_actions` actions is a failure of that card, recorded with the game's
seed, a one-line summary of the traceback, and the *suspect*: the card
whose effect was resolving when it went wrong (a filler card may be to
blame).  Any game replays exactly with `smoke_game(number, game_seed)`.

The log counts how often the subject was played and each of its abilities
resolved ("P1 activates <card>: <ability text>"); an ability that never
resolved is listed, as the card's effect was then not exercised.

Cards are numbers from the packaged card database, or CardDefs made for a
test (`optcg.testing.custom_card`); those run in-process only (`jobs=1`).
This module is a front end: it uses the engine's public Game API only.
"""

from __future__ import annotations

import os
import random
import time
import traceback
import zlib
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from typing import Any

from ..decks.validation import any_number_allowed, leader_deck_rules
from ..engine import Action, Game
from ..engine.carddef import CardDef
from ..engine.constants import CHARACTER, LEADER, ActionKind, DecisionKind
from ..engine.effects import language as L
from ..engine import events as E
from ..engine.effects.text import ability_text
from ..engine.records import ActivateTask, EffectTask
from ..rule_checks import RuleChecks
from ..testing import check_invariants
from .coverage import set_of
from .database import CardDatabase, default_database
from .defs import card_def
from ..text.english import log_lines

__all__ = ["SMOKE_FORMAT", "CardResult", "Failure", "SmokeAgent", "SmokePool",
           "SmokeReport", "automated_numbers", "build_deck", "don_needed", "game_seed",
           "smoke_card", "smoke_game", "smoke_pool"]

#: The format number of `SmokeReport.to_json()`.
SMOKE_FORMAT = 1

DECK_SIZE = 50
COPIES = 4
#: A random game of two 50-card decks takes about 150 actions; one that has
#: not ended after this many is reported as a failure ("no_end").
MAX_ACTIONS = 5000

# Actions of the subject the agent prefers: play it, activate it, attack,
# block or counter with it.
_OWN_KINDS = frozenset({ActionKind.PLAY, ActionKind.ACTIVATE, ActionKind.COUNTER_EVENT,
                        ActionKind.USE_COUNTER, ActionKind.DECLARE_BLOCK})


# -- results -----------------------------------------------------------------

@dataclass
class Failure:
    """One game of a card that raised, broke an invariant or did not end.

    `kind` is "exception", "invariant" or "no_end"; `seed` the game seed
    (`smoke_game(card, seed)` plays it again); `error` the exception type and
    message; `where` the innermost frame ("runtime.py:668 in s_python");
    `suspect` the card whose effect was resolving (None if none was);
    `step` the number of actions applied before it went wrong; `log` the
    last lines of the game log."""

    seed: int
    kind: str
    error: str
    where: str = ""
    suspect: str | None = None
    step: int = 0
    turn: int = 0
    log: list[str] = field(default_factory=list)
    traceback: str = ""


@dataclass
class CardResult:
    """The smoke run of one card.

    `plays`: times it was played from hand (Characters, Stages, Events);
    `activations`: times any of its abilities resolved; `abilities`:
    [timing, times resolved] per ability, in card order; `skipped`: why no
    game could be played (no deck can be built around it), else None;
    `fallback_leader`: games whose Leader is not automated (no automated
    Leader has the card's colors; it plays with its printed stats only)."""

    number: str
    name: str
    category: str
    origin: str
    games: int = 0
    finished: int = 0
    plays: int = 0
    activations: int = 0
    abilities: list[list[Any]] = field(default_factory=list)
    actions: int = 0
    fallback_leader: int = 0
    leaders: list[str] = field(default_factory=list)
    failures: list[Failure] = field(default_factory=list)
    skipped: str | None = None
    seconds: float = 0.0
    cpu_seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return not self.failures and self.skipped is None

    @property
    def unresolved(self) -> list[str]:
        """Timings of the abilities that never resolved in any game."""
        return [timing for timing, n in self.abilities if not n]


@dataclass
class SmokeReport:
    cards: list[CardResult]
    games_per_card: int
    seed: int
    jobs: int
    seconds: float

    @property
    def games(self) -> int:
        return sum(c.games for c in self.cards)

    @property
    def cpu_seconds(self) -> float:
        """Processor time spent in the games, over every process."""
        return sum(c.cpu_seconds for c in self.cards)

    @property
    def failures(self) -> list[tuple[CardResult, Failure]]:
        return [(c, f) for c in self.cards for f in c.failures]

    @property
    def failed_cards(self) -> list[CardResult]:
        return [c for c in self.cards if c.failures]

    @property
    def skipped(self) -> list[CardResult]:
        return [c for c in self.cards if c.skipped is not None]

    def suspects(self) -> list[tuple[str, int]]:
        """(card, failures) for each card blamed by a failure, most first."""
        counts: dict[str, int] = {}
        for c, f in self.failures:
            key = f.suspect or c.number
            counts[key] = counts.get(key, 0) + 1
        return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))

    def by_set(self) -> dict[str, dict[str, int]]:
        out: dict[str, dict[str, int]] = {}
        for c in self.cards:
            s = out.setdefault(set_of(c.number), {
                "cards": 0, "games": 0, "failed": 0, "skipped": 0,
                "never_played": 0, "unresolved": 0})
            s["cards"] += 1
            s["games"] += c.games
            s["failed"] += bool(c.failures)
            s["skipped"] += c.skipped is not None
            s["never_played"] += (c.games > 0 and c.category != "Leader" and not c.plays)
            s["unresolved"] += bool(c.games and c.unresolved)
        return out

    def to_json(self) -> dict[str, Any]:
        return {"format": SMOKE_FORMAT, "seed": self.seed,
                "games_per_card": self.games_per_card, "jobs": self.jobs,
                "seconds": round(self.seconds, 2),
                "cpu_seconds": round(self.cpu_seconds, 2),
                "summary": {"cards": len(self.cards), "games": self.games,
                            "failed_cards": len(self.failed_cards),
                            "failures": len(self.failures),
                            "skipped": len(self.skipped),
                            "suspects": [list(s) for s in self.suspects()]},
                "sets": self.by_set(),
                "cards": [asdict(c) for c in self.cards]}


# -- the card pool and the decks ---------------------------------------------

def _origin(d: CardDef) -> str:
    if d.script is None:
        return "vanilla"
    return getattr(d.script, "origin", "hand")


def automated_numbers(db: CardDatabase | None = None,
                      sets: Iterable[str] | None = None) -> list[str]:
    """Every card that plays as printed (automated or hand-scripted: vanilla
    cards included), in database order; only those of `sets` if given."""
    db = db or default_database()
    wanted = {s.replace("-", "").upper() for s in sets} if sets else None
    return [c.number for c in db
            if card_def(c.number).implemented
            and (wanted is None or set_of(c.number).upper() in wanted)]


class SmokePool:
    """The automated cards decks are built from, by color.  Built once per
    process (it reads the whole card database)."""

    def __init__(self, db: CardDatabase | None = None):
        self.db = db or default_database()
        self.leaders: list[CardDef] = []
        self.fallback_leaders: list[CardDef] = []
        self.cards: list[CardDef] = []
        for info in self.db:
            d = card_def(info.number)
            if info.is_leader:
                (self.leaders if d.implemented else self.fallback_leaders).append(d)
            elif d.implemented and not any_number_allowed(info.number):
                self.cards.append(d)
        self._fillers: dict[str, tuple[list[CardDef], list[CardDef]]] = {}

    def allowed(self, leader: CardDef, card: CardDef) -> bool:
        """CR 5-1-2-2 and 5-1-2-4: `card` may be in a deck led by `leader`."""
        if not set(card.colors) <= set(leader.colors):
            return False
        rules = leader_deck_rules(leader.number)       # CR 5-1-2-4
        if not rules:
            return True
        info = self.db.find(card.number)
        return info is None or not any(rule.forbids(info) for rule in rules)

    def leaders_for(self, subject: CardDef) -> tuple[list[CardDef], bool]:
        """Leaders a deck around `subject` may have, and whether they are
        fallbacks (not automated: no automated Leader fits)."""
        if subject.category == LEADER:
            return [subject], False
        found = [d for d in self.leaders if self.allowed(d, subject)]
        if found:
            return found, False
        return [d for d in self.fallback_leaders if self.allowed(d, subject)], True

    def fillers(self, leader: CardDef) -> tuple[list[CardDef], list[CardDef]]:
        """(Characters, other cards) a deck led by `leader` may hold."""
        got = self._fillers.get(leader.number)
        if got is None:
            fit = [d for d in self.cards if self.allowed(leader, d)]
            got = ([d for d in fit if d.category == CHARACTER],
                   [d for d in fit if d.category != CHARACTER])
            self._fillers[leader.number] = got
        return got


def build_deck(subject: CardDef, pool: SmokePool,
               rng: random.Random) -> tuple[CardDef, list[CardDef], bool] | None:
    """(Leader, 50 cards, fallback Leader?) of a legal deck holding 4 copies
    of `subject` (or led by it), or None when no such deck exists."""
    leaders, fallback = pool.leaders_for(subject)
    leaders = list(leaders)
    rng.shuffle(leaders)
    for leader in leaders:
        cards: list[CardDef] = []
        if subject.category != LEADER:
            cards.extend([subject] * COPIES)
        chars, others = pool.fillers(leader)
        chars = [d for d in chars if d.number != subject.number]
        others = [d for d in others if d.number != subject.number]
        rng.shuffle(chars)
        rng.shuffle(others)
        # mostly Characters: up to 3 Events or Stages, then Characters, then
        # whatever is left
        picks = others[:3] + chars + others[3:]
        for d in picks:
            if len(cards) >= DECK_SIZE:
                break
            cards.extend([d] * min(COPIES, DECK_SIZE - len(cards)))
        if len(cards) == DECK_SIZE:
            return leader, cards, fallback
    return None


def game_seed(seed: int, number: str, k: int) -> int:
    """The seed of game `k` of card `number` in a run seeded `seed`: the same
    whichever cards are run alongside, so a failure replays on its own."""
    return zlib.crc32(f"{seed}/{number}/{k}".encode()) & 0x7FFFFFFF


# -- the agent -----------------------------------------------------------------

class SmokeAgent:
    """Uniform random choices, except that the subject's own actions (of the
    card instances in `ids`) are preferred with probability `bias`: playing
    or activating it, blocking or countering with it, then giving it DON!!
    while it has fewer than `don_needed` (its [DON!! xX] abilities), then
    attacking with it; so are using its [Trigger], accepting its optional
    effects and keeping an opening hand that holds it."""

    name = "smoke"

    def __init__(self, ids: frozenset[int], seed: int, bias: float = 0.8,
                 don_needed: int = 0):
        self.ids = ids
        self._random = random.Random(seed).random
        self.bias = bias
        self.don_needed = don_needed

    def choose(self, game: Game, decision) -> Action:
        opts = decision.options
        ids = self.ids
        rand = self._random
        kind = decision.kind
        if kind == DecisionKind.MULLIGAN:
            holds = any(i in ids for i in game.state.hand[decision.player])
            want = ActionKind.KEEP if holds else ActionKind.REDRAW
            for a in opts:
                if a.kind == want and rand() < self.bias:
                    return a
        elif decision.card in ids:
            for a in opts:
                if ((a.kind == ActionKind.ACCEPT or a.kind == ActionKind.USE_TRIGGER)
                        and rand() < self.bias):
                    return a
        if len(opts) > 1:
            first, don, attack = [], [], []
            for a in opts:
                k = a.kind
                if a.card in ids:
                    if k == ActionKind.ATTACK:
                        attack.append(a)
                    elif k in _OWN_KINDS:
                        first.append(a)
                elif (k == ActionKind.GIVE_DON and a.target in ids
                      and game.state.don[a.target] < self.don_needed):
                    don.append(a)
            own = first or don or attack
            if own and rand() < self.bias:
                return own[int(rand() * len(own))]
        return opts[int(rand() * len(opts))]


def don_needed(d: CardDef) -> int:
    """The largest X of the card's [DON!! xX] abilities (0 if none)."""
    need = 0
    for a in d.abilities:
        for c in a.conditions:
            if type(c) is L.DonAttached:
                need = max(need, c.count)
    for st in d.statics:
        for c in st.conditions:
            if type(c) is L.DonAttached:
                need = max(need, c.count)
    return need


# -- one game, one card, the pool ------------------------------------------------

def _summary(exc: BaseException) -> tuple[str, str, str]:
    """(error, innermost frame, the last lines of the traceback)."""
    frames = traceback.extract_tb(exc.__traceback__)
    where = ""
    if frames:
        f = frames[-1]
        where = f"{os.path.basename(f.filename)}:{f.lineno} in {f.name}"
    error = f"{type(exc).__name__}: {exc}".strip()
    if len(error) > 300:
        error = error[:297] + "..."
    tb = "".join(traceback.format_exception(exc)).splitlines()
    return error, where, "\n".join(tb[-16:])




def _suspect(game: Game | None, mark: int, action: Action | None) -> str | None:
    """The card to blame: the last one whose effect activated during the
    failing action (the log from `mark` on), else one whose effect or
    activation is still on the task stack, else the card of the action."""
    if game is None:
        return None
    for e in reversed(game.events[mark:]):
        if isinstance(e, (E.AbilityActivated, E.EventActivated)):
            return game.state.defs[e.card].number
    st = game.state
    try:
        for t in reversed(st.tasks):
            if isinstance(t, (EffectTask, ActivateTask)):
                return st.defs[t.card].number
        if action is not None and action.card >= 0:
            return st.defs[action.card].number
    except (IndexError, TypeError, AttributeError):
        pass
    return None


@dataclass
class GameOutcome:
    actions: int = 0
    plays: int = 0
    resolved: list[int] = field(default_factory=list)
    leaders: tuple[str, str] = ("", "")
    fallback: bool = False
    winner: int | None = None
    reason: str = ""
    failure: Failure | None = None
    game: Game | None = None


def smoke_game(subject: str | CardDef, seed: int, pool: SmokePool | None = None,
               check: bool = True, max_actions: int = MAX_ACTIONS,
               bias: float = 0.8) -> GameOutcome | None:
    """Play one smoke game of `subject` from its game seed; None when no deck
    can be built around it.  `outcome.game` is the game as it ended (or
    where it failed)."""
    d = subject if isinstance(subject, CardDef) else card_def(subject)
    pool = pool or _default_pool()
    rng = random.Random(seed)
    decks = []
    fallback = False
    for _ in (0, 1):
        built = build_deck(d, pool, rng)
        if built is None:
            return None
        decks.append((built[0], built[1]))
        fallback = fallback or built[2]
    out = GameOutcome(leaders=(decks[0][0].number, decks[1][0].number), fallback=fallback,
                      resolved=[0] * len(d.abilities))
    game: Game | None = None
    step = mark = 0
    action: Action | None = None
    try:
        game = Game.new(decks[0], decks[1], seed=seed, log=True, allow_unimplemented=True)
        out.game = game
        st = game.state
        ids = frozenset(i for i, x in enumerate(st.defs) if x is d)
        need = don_needed(d)
        agents = [SmokeAgent(ids, seed * 2 + p + 1, bias, need) for p in (0, 1)]
        rules = RuleChecks(game) if check else None
        if check:
            check_invariants(game)
        while not game.over:
            if step >= max_actions:
                out.failure = Failure(seed, "no_end", f"the game has not ended after "
                                      f"{max_actions} actions", step=step, turn=st.turn)
                break
            decision = game.decision
            action = agents[decision.player].choose(game, decision)
            mark = len(game.events)
            game.apply(action)
            step += 1
            if check:
                check_invariants(game)
            if rules is not None:
                rules.after_action()
    except Exception as exc:  # noqa: BLE001 - every error of a card is reported
        error, where, tb = _summary(exc)
        kind = "invariant" if isinstance(exc, AssertionError) else "exception"
        out.failure = Failure(seed, kind, error, where, _suspect(game, mark, action), step,
                              game.state.turn if game is not None else 0, traceback=tb)
    out.actions = step
    if game is not None:
        _count(game, d, out)
        if out.failure is not None:
            out.failure.log = log_lines(game, None, full=True)[-4:]
        elif game.result is not None:
            out.winner, out.reason = game.result.winner, game.result.reason
    return out


def _count(game: Game, d: CardDef, out: GameOutcome) -> None:
    """Plays (paid from the hand) and resolved abilities of `d`, read from the
    game's events."""
    texts: dict[str, int] = {}
    first = []             # abilities worded alike count as the first of them
    for k, a in enumerate(d.abilities):
        first.append(texts.setdefault(ability_text(a, d.category_name), k))
    defs = game.state.defs
    for e in game.events:
        kind = type(e)
        if kind is E.Played or kind is E.EventActivated or kind is E.AbilityActivated:
            if defs[e.card].number != d.number:
                continue
            if kind is E.AbilityActivated:
                out.resolved[first[e.ability]] += 1
            elif kind is E.EventActivated or e.cost >= 0:
                out.plays += 1


def smoke_card(subject: str | CardDef, games: int = 8, seed: int = 0,
               pool: SmokePool | None = None, check: bool = True,
               max_actions: int = MAX_ACTIONS, bias: float = 0.8) -> CardResult:
    """Play `games` smoke games of one card and gather what happened."""
    start, cpu = time.perf_counter(), time.process_time()
    d = subject if isinstance(subject, CardDef) else card_def(subject)
    pool = pool or _default_pool()
    result = CardResult(d.number, d.name, d.category_name, _origin(d),
                        abilities=[[a.timing, 0] for a in d.abilities])
    leaders: set[str] = set()
    for k in range(games):
        s = game_seed(seed, d.number, k)
        out = smoke_game(d, s, pool, check, max_actions, bias)
        if out is None:
            result.skipped = ("no legal deck: no Leader has all of its colors "
                              f"({'/'.join(d.colors) or 'none'}) with enough cards to fill it")
            break
        result.games += 1
        result.actions += out.actions
        result.plays += out.plays
        result.fallback_leader += out.fallback
        leaders.update(out.leaders)
        for k2, n in enumerate(out.resolved):
            result.abilities[k2][1] += n
        if out.failure is not None:
            result.failures.append(out.failure)
        else:
            result.finished += 1
    result.activations = sum(n for _, n in result.abilities)
    result.leaders = sorted(leaders)
    result.seconds = round(time.perf_counter() - start, 3)
    result.cpu_seconds = round(time.process_time() - cpu, 3)
    return result


_POOL: SmokePool | None = None


def _default_pool() -> SmokePool:
    global _POOL
    if _POOL is None:
        _POOL = SmokePool()
    return _POOL


def _worker(number: str, games: int, seed: int, check: bool, max_actions: int,
            bias: float) -> CardResult:
    return smoke_card(number, games, seed, None, check, max_actions, bias)


def smoke_pool(cards: Sequence[str | CardDef] | None = None, games: int = 8,
               seed: int = 0, jobs: int | None = None, check: bool = True,
               max_actions: int = MAX_ACTIONS, bias: float = 0.8,
               progress: Callable[[CardResult], None] | None = None) -> SmokeReport:
    """Smoke every card of `cards` (default: every automated card), each in
    `games` seeded games, on `jobs` processes (default: every core).
    `progress(result)` is called as each card finishes.  The report lists
    the cards in the order given."""
    start = time.perf_counter()
    subjects: list[str | CardDef] = list(cards) if cards is not None else automated_numbers()
    jobs = max(1, jobs if jobs is not None else (os.cpu_count() or 1))
    if jobs > 1 and any(isinstance(c, CardDef) for c in subjects):
        raise ValueError("cards given as CardDefs (test cards) run with jobs=1 only")
    results: list[CardResult | None] = [None] * len(subjects)
    if jobs == 1 or len(subjects) <= 1:
        jobs = 1
        pool = _default_pool()
        for n, c in enumerate(subjects):
            r = smoke_card(c, games, seed, pool, check, max_actions, bias)
            results[n] = r
            if progress:
                progress(r)
    else:
        with ProcessPoolExecutor(max_workers=jobs) as ex:
            futures = {ex.submit(_worker, str(c), games, seed, check, max_actions, bias): n
                       for n, c in enumerate(subjects)}
            for fut in as_completed(futures):
                r = fut.result()
                results[futures[fut]] = r
                if progress:
                    progress(r)
    done = [r for r in results if r is not None]
    return SmokeReport(done, games, seed, jobs, time.perf_counter() - start)
