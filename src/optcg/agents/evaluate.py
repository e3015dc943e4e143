"""A position's value for one player: the chance of winning, from a view.

A logistic model over a few public features (Life, hands, boards, DON!!,
whose turn it is), read from `PlayerView` only, so it never uses what the
player cannot see.  Its weights were fitted by `scripts/fit_value.py` on
greedy-v-greedy games of the starter decks, at the first decision of every
turn; the search players call it at the horizon of their rollouts.
"""

from __future__ import annotations

import math

from ..engine import PlayerView

FEATURES = (
    "bias", "to_move", "life", "opp_life", "hand", "opp_hand",
    "chars", "opp_chars", "power", "opp_power", "cost", "opp_cost",
    "don", "opp_don", "counter", "rested_chars", "opp_rested_chars",
    "leader_don", "no_life", "opp_no_life",
)

# Fitted by scripts/fit_value.py (see its docstring for the data).
WEIGHTS = (
    -0.0134,  # bias
    0.0608,  # to_move
    0.9212,  # life
    -0.9367,  # opp_life
    0.2001,  # hand
    -0.2255,  # opp_hand
    -0.1052,  # chars
    0.1176,  # opp_chars
    0.1012,  # power
    -0.1030,  # opp_power
    0.0483,  # cost
    -0.0521,  # opp_cost
    0.1395,  # don
    -0.1287,  # opp_don
    0.0554,  # counter
    -0.3507,  # rested_chars
    0.3655,  # opp_rested_chars
    -0.1649,  # leader_don
    0.1883,  # no_life
    -0.2066,  # opp_no_life
)


def features(view: PlayerView) -> list[float]:
    """The model's inputs for `view.player`, in the order of FEATURES."""
    me = view.player
    opp = 1 - me
    out = [1.0, 1.0 if view.turn_player == me else 0.0,
           float(view.life_size(me)), float(view.life_size(opp)),
           float(view.hand_size(me)), float(view.hand_size(opp))]
    side = []
    for p in (me, opp):
        chars = view.characters(p)
        power = cost = rested = 0
        for i in chars:
            power += view.power(i)
            cost += view.cost(i)
            if view.rested(i):
                rested += 1
        side.append((len(chars), power / 1000.0, cost, rested))
    (n0, p0, c0, r0), (n1, p1, c1, r1) = side
    counter = 0
    for i in view.hand():
        counter += view.card(i).counter
    out += [float(n0), float(n1), p0, p1, float(c0), float(c1),
            float(10 - view.don_deck(me)), float(10 - view.don_deck(opp)),
            counter / 1000.0, float(r0), float(r1),
            float(view.don_given(view.leader(me))),
            1.0 if view.life_size(me) == 0 else 0.0,
            1.0 if view.life_size(opp) == 0 else 0.0]
    return out


def win_chance(view: PlayerView, weights=WEIGHTS) -> float:
    """The model's chance that `view.player` wins, in (0, 1)."""
    z = 0.0
    for w, x in zip(weights, features(view)):
        z += w * x
    if z < -30.0:
        return 0.0
    if z > 30.0:
        return 1.0
    return 1.0 / (1.0 + math.exp(-z))
