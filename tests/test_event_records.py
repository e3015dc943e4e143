"""Events recorded raw (engine/events/deferred.py) or with `tuple.__new__`
(engine/shared_records.py, loop.py) skip their named tuple's check of the
number of fields: every event of seeded games must still be whole."""

from __future__ import annotations

import random

import optcg


def test_every_event_of_seeded_games_has_all_its_fields():
    kinds = set()
    for seed in range(12):
        g = optcg.new_game("st01" if seed % 2 else "st03", "st02" if seed % 3 else "st04",
                           seed=seed)
        choice = random.Random(seed).choice
        while not g.over:
            g.apply(choice(g.legal_actions()))
        for e in g.events:
            assert len(e) == len(type(e)._fields), e
            kinds.add(type(e).__name__)
    # the kinds recorded that way were all met
    assert {"DecisionAsked", "TurnBegan", "Refreshed", "Drew", "DonPlaced", "PhaseBegan",
            "PhaseEnded", "AttackDeclared", "BattleResult", "DonGiven", "Played",
            "CounterUsed"} <= kinds
