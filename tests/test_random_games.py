"""Seeded random games: invariants after every action, and determinism."""

import random

import pytest

import optcg
from optcg.engine.effects.language import DonMinus
from optcg import Replay
from optcg.cards.defs import card_def
from optcg.rule_checks import RuleChecks

from helpers import check_invariants

STARTERS = ("st01", "st02", "st03", "st04")
MATCHUPS = [(a, b) for a in STARTERS for b in STARTERS]
GAMES_PER_MATCHUP = 625            # 16 matchups: 10,000 games


@pytest.mark.parametrize("deck1,deck2", MATCHUPS)
def test_seeded_random_games_keep_every_invariant(deck1, deck2):
    """10,000 games in all: every card accounted for, area limits held and
    DON!! counts consistent after every action, the rules of optcg.rule_checks
    followed (battle outcomes, first-turn attacks, DON!! moves, DON!! power,
    DON!! -X, [Trigger] offers, once per turn),
    every game finished."""
    reasons = {}
    checked: dict = {}
    base = 1000 * (STARTERS.index(deck1) * 4 + STARTERS.index(deck2))
    for seed in range(base, base + GAMES_PER_MATCHUP):
        g = optcg.new_game(deck1, deck2, seed=seed, log=True)
        rules = RuleChecks(g)
        rng = random.Random(seed)
        check_invariants(g)
        steps = 0
        while not g.over:
            g.apply(rng.choice(g.legal_actions()))
            check_invariants(g)
            rules.after_action()
            steps += 1
            assert steps < 5000, f"seed {seed}: game does not end"
        reasons[g.result.reason] = reasons.get(g.result.reason, 0) + 1
        for k, v in rules.checked.items():
            checked[k] = checked.get(k, 0) + v
    assert sum(reasons.values()) == GAMES_PER_MATCHUP
    assert reasons.get("life", 0) > GAMES_PER_MATCHUP // 2
    # the checks had something to check in these games
    assert checked["battles"] > GAMES_PER_MATCHUP, checked
    assert all(v > 0 for k, v in checked.items() if k != "don_minus"), checked
    assert (checked["don_minus"] > 0) == (_has_don_minus(deck1) or _has_don_minus(deck2)), checked


def _has_don_minus(deck: str) -> bool:
    """Whether a card of the deck has a DON!! -X cost."""
    g = optcg.new_game(deck, deck, seed=1, log=False)
    return any(isinstance(c, DonMinus) for d in g.state.defs for a in d.abilities for c in a.cost)


def test_same_seed_same_game_and_replays_match():
    for seed in range(20):
        hashes = []
        for _ in range(2):
            g = optcg.new_game("st01", "st02", seed=seed, log=False)
            rng = random.Random(seed)
            while not g.over:
                g.apply(rng.choice(g.legal_actions()))
            hashes.append(g.hash())
        assert hashes[0] == hashes[1]
        ok, h = Replay.from_game(g).verify(card_def)
        assert ok and h == hashes[0]


def test_different_seeds_shuffle_differently():
    tops = {tuple(optcg.new_game("st01", "st02", seed=s).state.deck[0][-5:])
            for s in range(30)}
    assert len(tops) == 30
