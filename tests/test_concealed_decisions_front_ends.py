"""Where a person or a learning agent watches the other side, games conceal
their decisions (Game.conceal_decisions, CR 3-1-5): games served by `optcg
serve`, games of `optcg play` with a human seat, and the RL environments.
Simulations and games between AIs keep the default (off)."""

from __future__ import annotations

import json
import random

import pytest
from typer.testing import CliRunner

import optcg
from optcg.cards.defs import card_def
from optcg.cli.main import app


def test_optcg_play_conceals_decisions_when_a_person_plays(tmp_path):
    with_person, between_ais = tmp_path / "person.json", tmp_path / "ais.json"
    runner = CliRunner()
    result = runner.invoke(app, ["play", "--p1", "human", "--p2", "greedy", "--seed", "3",
                                 "--save-replay", str(with_person)], input="1\n" * 800)
    assert result.exit_code == 0, result.output[-2000:]
    result = runner.invoke(app, ["play", "--p1", "random", "--p2", "greedy", "--seed", "3",
                                 "--quiet", "--save-replay", str(between_ais)])
    assert result.exit_code == 0, result.output[-2000:]
    assert json.loads(with_person.read_text())["conceal_decisions"] is True
    assert "conceal_decisions" not in json.loads(between_ais.read_text())
    replay = optcg.Replay.from_dict(json.loads(with_person.read_text()))
    assert replay.verify(card_def)[0]


def test_the_rl_environments_ask_concealed_decisions_as_one_legal_action():
    """The AEC environment's games conceal: `agent_selection` turns to the
    defender at every Counter Step and to the owner at every Life card
    taken, with a single legal action when there is nothing to choose."""
    pytest.importorskip("pettingzoo", reason="optcg.rl needs the 'rl' extra")
    from optcg.rl import OptcgAECEnv
    env = OptcgAECEnv(decks=("st01", "st02"))
    env.reset(seed=5)
    assert env.match.game.conceal_decisions
    rng = random.Random(5)
    single = set()
    for agent in env.agent_iter(max_iter=3000):
        obs, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        mask = obs["action_mask"]
        d = env.match.game.decision
        if mask.sum() == 1:
            single.add(d.kind)
        legal = [i for i in range(len(mask)) if mask[i]]
        env.step(rng.choice(legal))
    assert {"counter", "trigger"} <= single


def test_served_games_conceal_and_are_rebuilt_as_they_were_played(tmp_path):
    """A served game conceals its decisions and is rebuilt so after a
    restart; a game stored before the option (its row says no) is rebuilt
    without it."""
    pytest.importorskip("fastapi", reason="the web server's packages are not installed")
    from web_helpers import make_store
    from optcg.decks import load_deck
    from optcg.web.games import HUMAN, GameHub
    store = make_store("sqlite", tmp_path)
    try:
        hub = GameHub(store)
        game_id, _ = hub.create((load_deck("st01"), load_deck("st02")), [HUMAN, HUMAN], seed=9)
        live = hub.get(game_id)
        assert live.game.conceal_decisions
        rng = random.Random(9)
        while live.count < 80 and not live.game.over:
            d = live.game.decision
            live.act(d.player, live.count, rng.randrange(len(d.options)))
        before = live.game.hash()
        hub.live.pop(game_id)
        rebuilt = hub.get(game_id)
        assert rebuilt.game.conceal_decisions and rebuilt.game.hash() == before
        assert store.game(game_id).conceal_decisions

        older = optcg.new_game("st01", "st02", seed=9)
        store.create_game("older", 9, older.decks, [HUMAN, HUMAN], older.hash(), {})
        assert not hub.get("older").game.conceal_decisions
    finally:
        store.close()
