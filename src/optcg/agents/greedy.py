"""A fast heuristic player that plays like a sensible beginner.

It develops its board with the most expensive Characters it can afford,
gives DON!! to attackers where they turn a losing attack into a winning
one, never attacks into a battle it cannot win, blocks and counters only
when that changes the outcome, and always uses its [Trigger]s.
"""

from __future__ import annotations

import random

from ..engine import Action, Decision, PlayerView
from ..engine.constants import ActionKind, DecisionKind
from ..engine.effects import language as L


class GreedyAgent:
    name = "greedy"

    def __init__(self, seed: int | None = None):
        self._rng = random.Random(seed)
        self._used: tuple[int, set] = (-1, set())     # (turn, abilities activated in it)

    def _first_use(self, turn: int, a: Action) -> bool:
        """An ability without [Once Per Turn] may be activated again and
        again, doing nothing the second time (a free "set DON!! active, then
        you cannot"): activate each one once a turn, never in a loop."""
        if self._used[0] != turn:
            self._used = (turn, set())
        key = (a.card, a.target)
        if key in self._used[1]:
            return False
        self._used[1].add(key)
        return True

    def choose(self, view: PlayerView, decision: Decision) -> Action:
        kind = decision.kind
        opts = decision.options
        if kind == DecisionKind.CHOOSE_ORDER:
            return _find(opts, ActionKind.GO_FIRST)
        if kind == DecisionKind.MULLIGAN:
            return self._mulligan(view, opts)
        if kind == DecisionKind.MAIN:
            return self._main(view, opts)
        if kind == DecisionKind.BLOCK:
            return self._block(view, opts)
        if kind == DecisionKind.COUNTER:
            return self._counter(view, opts)
        if kind == DecisionKind.TRIGGER:
            return _find(opts, ActionKind.USE_TRIGGER) or opts[0]
        if kind == DecisionKind.CONFIRM:
            return _find(opts, ActionKind.ACCEPT) or opts[0]
        if kind == DecisionKind.SELECT:
            return self._select(view, opts)
        if kind == DecisionKind.CHOOSE_NUMBER:
            return max(opts, key=lambda a: a.target)
        if kind == DecisionKind.ARRANGE:
            return self._arrange(view, opts)
        if kind == DecisionKind.RETURN_DON:
            # rested DON!! in the cost area are worth least this turn
            return min(opts, key=lambda a: (a.card != -1 or a.target != 0, a.card == -1))
        if kind == DecisionKind.MAKE_ROOM:
            return min(opts, key=lambda a: view.power(a.card))
        return opts[0]

    # -- effects --------------------------------------------------------------
    def _select(self, view: PlayerView, opts) -> Action:
        picks = [a for a in opts if a.kind != ActionKind.SELECT_DONE]
        if not picks:
            return opts[0]
        me = view.player

        def value(a):
            i = a.card
            if i < 0:                 # a face-down position or a DON!! card
                return 0
            if not view.visible(i):
                return 0
            d = view.card(i)
            if view.owner(i) != me:
                return 100 + d.cost                  # hit the opponent's best card
            if i in view.hand():
                return -d.cost                       # give up the cheapest card
            return d.cost
        return max(picks, key=value)

    def _arrange(self, view: PlayerView, opts) -> Action:
        def value(a):
            if not view.visible(a.card):          # placed unseen: no preference
                return 0
            c = view.card(a.card)
            top = a.kind == ActionKind.PLACE_TOP
            return c.cost if top else -c.cost
        tops = [a for a in opts if a.kind == ActionKind.PLACE_TOP]
        bottoms = [a for a in opts if a.kind == ActionKind.PLACE_BOTTOM]
        if tops and bottoms:
            return max(opts, key=value)
        return (tops or bottoms)[0]

    # -- setup ------------------------------------------------------------
    def _mulligan(self, view: PlayerView, opts) -> Action:
        cheap = sum(1 for i in view.hand()
                    if view.card(i).is_character and view.cost(i) <= 3)
        return _find(opts, ActionKind.KEEP if cheap >= 2 else ActionKind.REDRAW)

    # -- main phase ---------------------------------------------------------
    def _main(self, view: PlayerView, opts) -> Action:
        me, opp = view.player, view.opponent
        plays = [a for a in opts if a.kind == ActionKind.PLAY]
        if plays:
            # Develop first: the most expensive card, never trashing a
            # stronger Character to make room.
            def value(a):
                gain = view.power(a.card) if view.card(a.card).is_character else 0
                loss = view.power(a.target) if a.target != -1 else 0
                return (view.cost(a.card), gain - loss)
            best = max(plays, key=value)
            if best.target == -1 or view.power(best.card) > view.power(best.target):
                return best
        for a in opts:
            if a.kind == ActionKind.ACTIVATE:
                ability = view.card(a.card).abilities[a.target]
                if not any(isinstance(c, L.DonMinus) for c in ability.cost) \
                        and self._first_use(view.turn, a):
                    return a
        attacks = [a for a in opts if a.kind == ActionKind.ATTACK]
        # Attack where the attacker already wins the battle: the Leader
        # first, then K.O. the strongest rested Character.
        winning = [a for a in attacks if view.power(a.card) >= view.power(a.target)]
        leader = view.leader(opp)
        on_leader = [a for a in winning if a.target == leader]
        if on_leader and view.power(on_leader[0].card) >= view.power(leader) + 1000 \
                or on_leader and view.don_active(me) == 0:
            # Attack with the weakest sufficient attacker first.
            return min(on_leader, key=lambda a: view.power(a.card))
        # Give DON!! to the attacker that most needs it to beat the Leader
        # with a margin the opponent must pay a counter for.
        gives = [a for a in opts if a.kind == ActionKind.GIVE_DON]
        if gives:
            need = view.power(leader) + 1000
            best, gap = None, None
            for a in gives:
                t = a.target
                if view.rested(t) or view.played_this_turn(t) and t != view.leader(me):
                    continue
                missing = need - view.power(t)
                if missing > 0 and (gap is None or missing < gap):
                    best, gap = a, missing
            if best is not None:
                return best
        if on_leader:
            return min(on_leader, key=lambda a: view.power(a.card))
        ko = [a for a in winning if a.target != leader]
        if ko:
            return max(ko, key=lambda a: (view.cost(a.target), -view.power(a.card)))
        return _find(opts, ActionKind.END_PHASE)

    # -- defence --------------------------------------------------------------
    def _block(self, view: PlayerView, opts) -> Action:
        attacker, target = view.battle
        if not (view.visible(attacker) and view.visible(target)):
            return _find(opts, ActionKind.NO_BLOCK) or opts[0]   # the battle is over already
        ap = view.power(attacker)
        me = view.player
        if view.power(target) > ap:
            return _find(opts, ActionKind.NO_BLOCK)          # the attack fails anyway
        blocks = [a for a in opts if a.kind == ActionKind.DECLARE_BLOCK]
        survivors = [a for a in blocks if view.power(a.card) > ap]
        if survivors:
            return min(survivors, key=lambda a: view.power(a.card))
        if target == view.leader(me) and view.life_size(me) <= 2 and blocks:
            return min(blocks, key=lambda a: view.cost(a.card))
        return _find(opts, ActionKind.NO_BLOCK)

    def _counter(self, view: PlayerView, opts) -> Action:
        attacker, target = view.battle
        if not (view.visible(attacker) and view.visible(target)):
            return _find(opts, ActionKind.END_COUNTERS) or opts[0]   # the battle is over already
        me = view.player
        gap = view.power(attacker) - view.power(target) + 1   # needed to win
        if gap <= 0:
            return _find(opts, ActionKind.END_COUNTERS)
        mine = [a for a in opts if a.kind == ActionKind.USE_COUNTER and a.target == target]
        total = sum(view.card(a.card).counter for a in mine)
        events = [a for a in opts if a.kind == ActionKind.COUNTER_EVENT]
        if total < gap:
            if events and (target == view.leader(me) and view.life_size(me) <= 2
                           or target != view.leader(me) and view.cost(target) >= 4):
                return events[0]
            return _find(opts, ActionKind.END_COUNTERS)      # cannot change the outcome
        is_leader = target == view.leader(me)
        worth = (is_leader and view.life_size(me) <= 3) or (
            not is_leader and view.cost(target) >= 4) or (
            is_leader and gap <= 1000)
        if not worth:
            return _find(opts, ActionKind.END_COUNTERS)
        enough = [a for a in mine if view.card(a.card).counter >= gap]
        if enough:
            return min(enough, key=lambda a: view.card(a.card).counter)
        return max(mine, key=lambda a: view.card(a.card).counter)


def _find(opts, kind: str) -> Action | None:
    for a in opts:
        if a.kind == kind:
            return a
    return None
