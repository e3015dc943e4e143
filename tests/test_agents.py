"""The AI players: legal, deterministic for a seed, through the public API
only; the search player finds a winning move the greedy heuristic misses."""

from __future__ import annotations

import pytest

import optcg
from optcg import Action
from optcg.agents import AGENTS, GreedyAgent, RandomAgent, SearchAgent, make_agent
from optcg.agents.evaluate import FEATURES, WEIGHTS, features, win_chance
from optcg.engine.constants import ActionKind, DecisionKind
from optcg.engine.effects.language import (
    THIS_BATTLE,
    WHEN_ATTACKING,
    Ability,
    PowerChange,
    This,
)
from optcg.testing import Scenario, custom_card

P1, P2 = 0, 1


def tiny(name: str, seed: int):
    """The named agent; search players at a tiny budget, to keep tests fast."""
    if name.startswith("search"):
        level = name.partition("-")[2] or "medium"
        return SearchAgent(seed=seed, level=level, iterations=3)
    return make_agent(name, seed=seed)


def play(agents, deck1="st01", deck2="st02", seed=1, check=None):
    game = optcg.new_game(deck1, deck2, seed=seed, log=False)
    while not game.over:
        d = game.decision
        a = agents[d.player].choose(game.view(d.player), d)
        if check is not None:
            check(game, d, a)
        game.apply(a)
    return game


def test_every_agent_is_registered_and_made_by_name():
    assert {"random", "greedy", "search", "search-easy", "search-medium",
            "search-hard"} <= set(AGENTS)
    for name in AGENTS:
        agent = make_agent(name, seed=3)
        assert hasattr(agent, "choose")
    assert make_agent("search", seed=1).level == "medium"
    assert make_agent("search-hard", seed=1).level == "hard"
    assert make_agent("search-easy", seed=1).iterations < \
        make_agent("search-hard", seed=1).iterations
    with pytest.raises(ValueError, match="unknown agent"):
        make_agent("deep-blue")
    with pytest.raises(ValueError, match="unknown level"):
        SearchAgent(level="impossible")


@pytest.mark.parametrize("name", ["random", "greedy", "search-easy", "search-medium",
                                  "search-hard"])
def test_agents_return_only_legal_options_and_finish_games(name):
    def check(game, d, a):
        assert a in d.options

    game = play([tiny(name, 1), GreedyAgent(1)], "st01", "st02", seed=1, check=check)
    assert game.over and game.result.reason in ("life", "deck_out")
    game = play([RandomAgent(2), tiny(name, 2)], "st03", "st04", seed=2, check=check)
    assert game.over and game.result.reason in ("life", "deck_out")


@pytest.mark.parametrize("name", ["random", "greedy", "search-medium"])
def test_agents_are_deterministic_for_a_seed(name):
    a = play([tiny(name, 5), tiny(name, 6)], seed=9)
    b = play([tiny(name, 5), tiny(name, 6)], seed=9)
    assert a.history == b.history and a.hash() == b.hash()


def test_the_search_never_reads_the_real_hidden_state():
    """The search samples through the view: however the hidden cards are
    arranged in the real game, the choice is the same."""
    game = optcg.new_game("st01", "st02", seed=4, log=False)
    agents = [GreedyAgent(1), GreedyAgent(2)]
    while game.decision.kind != DecisionKind.MAIN or game.state.turn < 3:
        d = game.decision
        game.apply(agents[d.player].choose(game.view(d.player), d))
    me = game.decision.player
    choices = set()
    for seed in range(3):
        other = game.determinized(me, 100 + seed)          # another real game, same view
        view = other.view(me)
        choices.add(SearchAgent(seed=7, iterations=6).choose(view, other.decision))
    assert len(choices) == 1


def striker_position():
    """P2 has no Life left.  P1's rested Leader has attacked; its Character
    has 4000 power against P2's 5000-power Leader, but gains +2000 power
    when it attacks.  The greedy heuristic sees a lost battle and ends the
    phase; attacking wins the game."""
    striker = custom_card("TEST-STRIKE", "Striker", "Character",
                          Ability(WHEN_ATTACKING,
                                  steps=(PowerChange(This(), 2000, THIS_BATTLE),)),
                          cost=3, power=4000)
    s = Scenario(turn=5)
    s.p1.leader(custom_card("L-PLAIN", "Plain Leader", "Leader", power=5000), rested=True)
    s.p2.leader(custom_card("L-PLAIN2", "Plain Leader", "Leader", power=5000))
    c = s.p1.character(striker)
    s.p2.life()
    s.p1.life("ST01-006", "ST01-007")
    game = s.build(log=False)
    return game, c, s.p2.leader_id


def test_the_greedy_heuristic_misses_the_win():
    game, c, leader = striker_position()
    d = game.decision
    assert Action(ActionKind.ATTACK, c, leader) in d.options
    assert GreedyAgent(1).choose(game.view(P1), d).kind == ActionKind.END_PHASE


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_the_search_finds_the_winning_attack_at_a_tiny_budget(level):
    game, c, leader = striker_position()
    agent = SearchAgent(seed=1, level=level, iterations=4)
    action = agent.choose(game.view(P1), game.decision)
    assert action == Action(ActionKind.ATTACK, c, leader)
    game.apply(action)
    while not game.over:
        d = game.decision
        game.apply(agent.choose(game.view(d.player), d) if d.player == P1
                   else GreedyAgent(2).choose(game.view(d.player), d))
    assert game.result.winner == P1


def test_a_time_budget_searches_at_least_once():
    game, c, leader = striker_position()
    agent = SearchAgent(seed=1, time_ms=1.0)
    # how far 1 ms goes depends on the machine's load: the choice is only
    # asked to be legal, the search to have run once however short the budget
    assert agent.choose(game.view(P1), game.decision) in game.legal_actions()
    assert agent.iterations_run >= 1


def test_the_position_model_reads_the_view_only():
    game = optcg.new_game("st01", "st02", seed=2, log=False)
    while game.state.turn < 3:
        d = game.decision
        game.apply(GreedyAgent(1).choose(game.view(d.player), d))
    assert len(FEATURES) == len(WEIGHTS)
    for p in (P1, P2):
        x = features(game.view(p))
        assert len(x) == len(FEATURES)
        assert 0.0 < win_chance(game.view(p)) < 1.0
        # the same view in another deal of the hidden cards: the same value
        other = game.determinized(p, 5)
        assert win_chance(other.view(p)) == win_chance(game.view(p))


def test_greedy_activates_a_free_repeatable_ability_once_a_turn():
    # "[Activate: Main] Set up to 1 of your DON!! cards as active." without
    # [Once Per Turn] can be activated forever; greedy must not loop on it
    from optcg.engine.effects.language import ACTIVATE_MAIN, SetDonActive
    free = custom_card("T-FREE", "Free Helper", "Character",
                       Ability(ACTIVATE_MAIN, steps=(SetDonActive(),)), cost=1, power=1000)
    s = Scenario(turn=3)
    s.p1.character(free)
    s.p1.don(rested=1)
    game = s.build(log=False)
    c = game.state.chars[P1][0]
    agent = GreedyAgent(1)
    mine = Action(ActionKind.ACTIVATE, c, 0)
    assert mine in game.decision.options
    taken = []
    while game.state.turn == 3 and not game.over and len(taken) < 50:
        d = game.decision
        a = agent.choose(game.view(d.player), d) if d.player == P1 else d.options[0]
        if d.kind == DecisionKind.MAIN:
            taken.append(a)
        game.apply(a)
    assert taken.count(mine) == 1 and len(taken) < 50       # once, and the turn ends
