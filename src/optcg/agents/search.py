"""A searching player: information-set Monte Carlo tree search (ISMCTS).

At each decision that matters (the Main Phase at every level; blocking
and countering from `medium` up), the player:

1. *determinizes*: deals the cards it cannot see at random among the
   places it cannot see (`PlayerView.sample_game`, engine/determinize.py),
   so a sample is a full game consistent with its view, and nothing hidden
   leaks into the search (both deck lists are assumed known, as in a
   simulated matchup);
2. *searches* that sample: one tree per decision, shared by all samples
   (single-observer ISMCTS).  The tree's nodes are this player's own
   decisions, keyed by its actions so far; the options of a node are those
   legal in the sample at hand, and a node counts how often each option was
   available, which replaces the parent's visits in the UCB1 rule.  The
   opponent, and this player beyond the tree, play by the greedy heuristic
   (the rollout policy);
3. *evaluates*: a rollout stops when `horizon` turns have begun (1: at
   the start of the next turn, so a Main Phase line is scored once the
   turn is over and a block or a counter once the attacking turn is) and
   the position is scored by the logistic model of evaluate.py, read from
   this player's view of the sample (a finished game scores 1 or 0);
4. *aggregates* over the samples: the statistics of every sample add up in
   the one tree, and the most visited option of the root is played.

The root's options are compared on common samples: the k-th try of every
option is played in the k-th deal of the hidden cards, so the difference
between two options is not drowned by the luck of the deal.

The budget is a number of iterations (one sample and one rollout each) per
decision, or milliseconds for people.  With an iteration budget a player is
deterministic for a seed.  Decisions with a single option, and the kinds a
level does not search (the choices inside effects, which the heuristic
makes well: searching them added noise, not strength), are taken by the
greedy heuristic at once.  Copies of a card in hand are one option.

Tree reuse: when the player decides again in the same turn, the subtree
under its previous choice becomes the new root, so the iterations spent on
that line are not lost.
"""

from __future__ import annotations

import math
import random
import time

from ..engine import Action, Decision, PlayerView
from ..engine.constants import ActionKind, DecisionKind
from .evaluate import win_chance
from .greedy import GreedyAgent

# What each level searches and how hard.  Iterations per searched decision;
# `reuse`: keep the subtree of the previous decision of the same turn.
LEVELS: dict[str, dict] = {
    "easy": {"iterations": 16, "kinds": (DecisionKind.MAIN,), "horizon": 1, "c": 0.25},
    "medium": {"iterations": 48,
               "kinds": (DecisionKind.MAIN, DecisionKind.BLOCK, DecisionKind.COUNTER), "horizon": 1,
               "c": 0.25},
    "hard": {"iterations": 96,
             "kinds": (DecisionKind.MAIN, DecisionKind.BLOCK, DecisionKind.COUNTER), "horizon": 1,
             "c": 0.25},
}

# A rollout that runs this many decisions without reaching its horizon stops
# there and is scored as it stands (a safety net, never reached in practice).
MAX_ROLLOUT = 400


class Node:
    """One decision of the searching player: per option, its visits, the
    sum of its values, how often it was available, and its child."""

    __slots__ = ("avail", "children", "total", "visits")

    def __init__(self) -> None:
        self.visits: dict[Action, int] = {}
        self.total: dict[Action, float] = {}
        self.avail: dict[Action, int] = {}
        self.children: dict[Action, Node] = {}

    def child(self, a: Action) -> Node:
        node = self.children.get(a)
        if node is None:
            node = self.children[a] = Node()
        return node


class SearchAgent:
    """ISMCTS player (module docstring).  `level` picks the defaults;
    `iterations` or `time_ms` (per searched decision) override the budget."""

    name = "search"

    def __init__(self, seed: int | None = None, level: str = "medium",
                 iterations: int | None = None, time_ms: float | None = None,
                 horizon: int | None = None, c: float | None = None,
                 kinds=None, reuse: bool = True):
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}")
        cfg = LEVELS[level]
        self.level = level
        self.name = f"search-{level}"
        self.iterations = iterations if iterations is not None else cfg["iterations"]
        self.time_ms = time_ms
        self.horizon = horizon if horizon is not None else cfg["horizon"]
        self.c = c if c is not None else cfg["c"]
        self.kinds = frozenset(kinds if kinds is not None else cfg["kinds"])
        self.reuse = reuse
        self._rng = random.Random(seed)
        self._policy = GreedyAgent(seed=seed)
        self._root: Node | None = None
        self._root_key: tuple | None = None
        self.searched = 0            # decisions searched (for reports)
        self.iterations_run = 0

    # -- the decision API ------------------------------------------------------
    def choose(self, view: PlayerView, decision: Decision) -> Action:
        opts = decision.options
        if len(opts) == 1:
            return opts[0]
        if decision.kind not in self.kinds:
            return self._policy.choose(view, decision)
        return self._search(view, decision)

    # -- search ------------------------------------------------------------------
    def _search(self, view: PlayerView, decision: Decision) -> Action:
        me = view.player
        prior = self._policy.choose(view, decision)
        opts = distinct(view, decision.options, prior)
        if len(opts) == 1:
            return opts[0]
        root = self._reused_root(view)
        deadline = None
        if self.time_ms is not None:
            deadline = time.perf_counter() + self.time_ms / 1000.0
        stop_turn = view.turn + self.horizon
        # Common samples: the k-th try of every root option is played in the
        # k-th sample, so options are compared on the same deals of the
        # hidden cards (far less noise than a fresh deal for each).
        worlds: list[int] = []
        tries: dict[Action, int] = {}
        n = 0
        while True:
            if deadline is not None:
                if n > 0 and time.perf_counter() >= deadline:
                    break
            elif n >= self.iterations:
                break
            a = self._select(root, opts, prior, view, decision)
            k = tries.get(a, 0)
            tries[a] = k + 1
            while len(worlds) <= k:
                worlds.append(self._rng.getrandbits(62))
            self._iterate(view.sample_game(worlds[k]), me, root, a, stop_turn)
            n += 1
        self.searched += 1
        self.iterations_run += n
        best = self._best(root, opts, prior)
        self._root = root.children.get(best)
        self._root_key = (view.turn, me)
        return best

    def _reused_root(self, view: PlayerView) -> Node:
        root = self._root
        if (self.reuse and root is not None and self._root_key == (view.turn, view.player)):
            return root
        return Node()

    def _iterate(self, game, me: int, root: Node, first: Action, stop_turn: int) -> None:
        """One sample: play `first` at the root, descend the tree (expanding
        one node), roll out to the horizon, score, back the value up the path."""
        path: list[tuple[Node, Action]] = [(root, first)]
        node: Node | None = root.child(first) if root.visits.get(first, 0) > 0 else None
        game.apply(first)
        policy = self._policy
        kinds = self.kinds
        steps = 0
        while not game.over and steps < MAX_ROLLOUT:
            view = game.view(me)
            if view.turn >= stop_turn:
                break
            d = game.decision
            opts = d.options
            if len(opts) == 1:
                a = opts[0]
            elif node is not None and d.player == me and d.kind in kinds:
                a = self._select(node, distinct(view, opts, None), None, view, d)
                path.append((node, a))
                # a new option ends the descent: the rest is rollout; its
                # node is made when it is tried again
                node = node.child(a) if node.visits.get(a, 0) > 0 else None
            else:
                a = policy.choose(view if d.player == me else game.view(d.player), d)
            game.apply(a)
            steps += 1
        if game.over:
            w = game.result.winner
            value = 1.0 if w == me else (0.5 if w is None else 0.0)
        else:
            value = win_chance(game.view(me))
        for nd, a in path:
            nd.visits[a] = nd.visits.get(a, 0) + 1
            nd.total[a] = nd.total.get(a, 0.0) + value

    def _select(self, node: Node, opts, prior: Action | None, view: PlayerView,
                d: Decision) -> Action:
        """UCB1 with availability counts; untried options first (the greedy
        heuristic's choice before the others)."""
        visits, total, avail = node.visits, node.total, node.avail
        untried = None
        for a in opts:
            avail[a] = avail.get(a, 0) + 1
            if untried is None and visits.get(a, 0) == 0:
                untried = a
        if untried is not None:
            if prior is None:
                prior = self._policy.choose(view, d)
            if visits.get(prior, 0) == 0 and prior in opts:
                return prior
            return untried
        c = self.c
        best, best_score = opts[0], -1.0
        for a in opts:
            v = visits[a]
            score = total[a] / v + c * math.sqrt(math.log(avail[a]) / v)
            if score > best_score:
                best, best_score = a, score
        return best

    @staticmethod
    def _best(root: Node, opts, prior: Action) -> Action:
        """The most visited option; ties go to the better mean, then to the
        greedy heuristic's choice."""
        best, key = prior, (root.visits.get(prior, 0),
                            _mean(root, prior), 1)
        for a in opts:
            k = (root.visits.get(a, 0), _mean(root, a), 1 if a == prior else 0)
            if k > key:
                best, key = a, k
        return best


def distinct(view: PlayerView, opts, keep: Action | None) -> tuple:
    """The options less the copies: playing one of two copies of a card
    (same card number, same Character replaced) is the same move, so only
    one of them is searched (`keep`, the greedy choice, when it is one)."""
    seen: dict[tuple, Action] = {}
    out = []
    for a in opts:
        if a.kind == ActionKind.PLAY:
            key = (view.card(a.card).number, a.target)
            other = seen.get(key)
            if other is not None:
                if a == keep:
                    out[out.index(other)] = a
                    seen[key] = a
                continue
            seen[key] = a
        out.append(a)
    return tuple(out) if len(out) < len(opts) else opts


def _mean(node: Node, a: Action) -> float:
    v = node.visits.get(a, 0)
    return node.total[a] / v if v else 0.0


def make_level(level: str):
    """A constructor `f(seed=...)` of the given level, for AGENTS."""
    def make(seed: int | None = None) -> SearchAgent:
        return SearchAgent(seed=seed, level=level)
    make.__name__ = f"search_{level}"
    return make
