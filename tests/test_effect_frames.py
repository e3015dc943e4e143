"""The working frame an effect keeps while it waits for a decision
(effects/runtime.py `keep`): a clone never sees it change, and a game that
resumes through it plays exactly as one restored from its saved state."""

import random

import optcg
from optcg.cards.defs import card_def
from optcg.engine.constants import DecisionKind
from optcg.engine.records import EffectTask

EFFECT_DECISIONS = {DecisionKind.SELECT, DecisionKind.ARRANGE, DecisionKind.CHOOSE_NUMBER,
                    DecisionKind.RETURN_DON}


def _effect_decisions(deck1, deck2, seeds):
    """(game, seed) at every decision an effect asks, in seeded random games."""
    for seed in seeds:
        g = optcg.new_game(deck1, deck2, seed=seed, log=False, validate=False)
        rng = random.Random(seed)
        while not g.over:
            d = g.state.decision
            if d.kind in EFFECT_DECISIONS and isinstance(g.state.tasks[-1], EffectTask):
                yield g, seed * 1000 + g.state.actions_taken
            g.apply(rng.choice(g.legal_actions()))


def _play_out(game, seed):
    rng = random.Random(seed)
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
    return game.hash()


def test_a_clone_taken_at_an_effect_decision_is_untouched_by_the_original():
    checked = 0
    for g, _ in _effect_decisions("st03", "st04", range(40)):
        if g.state.frame_task is None:
            continue                          # nothing kept here: not what is tested
        c = g.clone()
        saved = c.to_json()
        g.apply(g.legal_actions()[0])         # the original answers and runs on
        assert c.to_json() == saved, "the original changed a task its clone shares"
        checked += 1
        if checked >= 60:
            break
    assert checked >= 20, "too few kept frames met to test anything"


def test_resuming_through_the_kept_frame_plays_as_a_restored_game():
    checked = 0
    for deck1, deck2 in (("st01", "st02"), ("st03", "st04")):
        for g, seed in _effect_decisions(deck1, deck2, range(25)):
            if g.state.frame_task is None:
                continue                      # nothing kept here: not what is tested
            restored = optcg.Game.from_json(g.to_json(), card_def)
            assert restored.state.frame_task is None
            # the original goes on through its kept frame; clone() would drop it
            assert _play_out(g, seed) == _play_out(restored, seed)
            checked += 1
            break
    assert checked == 2, "no kept frame met in one of the deck pairs"
