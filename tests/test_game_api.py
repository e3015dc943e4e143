"""The decision API: clone, JSON, replays, views, illegal actions (DESIGN.md)."""

import json
import random

import pytest

import optcg
from optcg import Action, HiddenCardError, IllegalActionError, Replay
from optcg.agents import GreedyAgent
from optcg.cards.defs import card_def
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision
from optcg.text.english import log_lines


def play_random(game, rng, steps=None):
    n = 0
    while not game.over and (steps is None or n < steps):
        game.apply(rng.choice(game.legal_actions()))
        n += 1
    return game


def test_public_names_are_importable_from_optcg():
    for name in ("new_game", "Game", "Action", "Decision", "Replay", "PlayerView",
                 "GameResult", "IllegalActionError", "load_deck"):
        assert hasattr(optcg, name)


def test_clone_is_independent_and_plays_on_identically():
    g = play_random(optcg.new_game("st01", "st02", seed=11), random.Random(1), 60)
    c = g.clone()
    assert c.hash() == g.hash()
    actions = g.legal_actions()
    c.apply(actions[0])
    assert c.hash() != g.hash(), "changing the clone must not change the original"
    g.apply(actions[0])
    assert c.hash() == g.hash()


def test_clone_shares_card_definitions_and_copies_no_card_data():
    g = optcg.new_game("st01", "st02", seed=2)
    c = g.clone()
    assert c.state.defs is g.state.defs
    assert c.state.deck[0] is not g.state.deck[0]


@pytest.mark.parametrize("steps", [0, 3, 40, 90])
def test_json_round_trip_mid_game_plays_on_identically(steps):
    g = play_random(optcg.new_game("st01", "st02", seed=5), random.Random(5), steps)
    data = json.loads(json.dumps(g.to_json()))
    h = optcg.load_game(data)
    assert h.hash() == g.hash()
    assert h.history == g.history
    rng1, rng2 = random.Random(9), random.Random(9)
    play_random(g, rng1)
    play_random(h, rng2)
    assert h.hash() == g.hash() and h.result == g.result


def test_json_round_trip_in_the_middle_of_a_battle():
    s = Scenario()
    a = s.p1.character("ST01-010")
    s.p2.hand("ST01-003", "ST01-009")
    s.p2.life("ST01-008")
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.COUNTER)
    h = optcg.load_game(json.loads(json.dumps(g.to_json())))
    assert h.decision == g.decision
    for game in (g, h):
        game.apply(Action("counter", game.state.hand[1][0], s.p2.leader_id))
    assert h.hash() == g.hash()


def test_replay_reproduces_the_final_state_bit_for_bit():
    g = play_random(optcg.new_game("st01", "st02", seed=21), random.Random(3))
    replay = Replay.from_game(g)
    text = json.dumps(replay.to_dict())
    again = Replay.from_dict(json.loads(text))
    ok, h = again.verify(card_def)
    assert ok and h == g.hash()
    assert optcg.replay_game(again).result == g.result


def test_a_tampered_replay_does_not_verify():
    g = play_random(optcg.new_game("st01", "st02", seed=22), random.Random(4))
    data = Replay.from_game(g).to_dict()
    data["seed"] += 1
    r = Replay.from_dict(data)
    with pytest.raises(IllegalActionError):
        # with another seed the recorded actions soon stop being legal
        r.verify(card_def)


def test_a_replay_with_concession_replays():
    g = optcg.new_game("st01", "st02", seed=23)
    play_random(g, random.Random(1), 30)
    g.concede(1)
    r = Replay.from_dict(json.loads(json.dumps(Replay.from_game(g).to_dict())))
    ok, _ = r.verify(card_def)
    assert ok
    assert optcg.replay_game(r).result.reason == "concession"


def test_illegal_action_raises_cites_rule_and_leaves_state_exactly_as_before():
    rng = random.Random(7)
    g = optcg.new_game("st01", "st02", seed=7)
    checked = 0
    while not g.over:
        before = json.dumps(g.to_json(), sort_keys=True)
        legal = set(g.legal_actions())
        st = g.state
        candidates = [Action("attack", st.leaders[0], st.leaders[1]),
                      Action("attack", st.leaders[1], st.leaders[0]),
                      Action("play", st.hand[st.turn_player][0]) if st.hand[st.turn_player] else Action("play", 0),
                      Action("give_don", -1, st.leaders[1 - st.turn_player]),
                      Action("block", 3), Action("counter", 5, 0),
                      Action("keep"), Action("go_first"), Action("end_phase"),
                      Action("play", 999), Action("nonsense")]
        for a in candidates:
            if a in legal:
                continue
            with pytest.raises(IllegalActionError) as e:
                g.apply(a)
            assert str(e.value)
            assert json.dumps(g.to_json(), sort_keys=True) == before
            checked += 1
        g.apply(rng.choice(g.legal_actions()))
    assert checked > 100


def test_malformed_actions_are_refused_cleanly():
    g = optcg.new_game("st01", "st02", seed=1)
    before = g.hash()
    for bad in (None, 42, ("attack", "x"), []):
        with pytest.raises(IllegalActionError):
            g.apply(bad)
    assert g.hash() == before
    g.apply(("go_first",))            # a plain tuple is accepted
    assert g.decision.kind == "mulligan"


def test_view_hides_the_opponents_hand_decks_and_life():
    g = play_random(optcg.new_game("st01", "st02", seed=31), random.Random(2), 40)
    st = g.state
    for p in (0, 1):
        v = g.view(p)
        opp = 1 - p
        for i in st.hand[opp] + st.deck[opp] + st.deck[p] + st.life[p] + st.life[opp]:
            assert not v.visible(i)
            with pytest.raises(HiddenCardError):
                v.card(i)
        for i in st.hand[p]:
            assert v.card(i) is st.defs[i]
        snap = json.dumps(v.to_dict())
        hidden_ids = set(st.hand[opp] + st.deck[0] + st.deck[1] + st.life[0] + st.life[1])
        shown = set()

        def collect(x):
            if isinstance(x, dict):
                if "id" in x:
                    shown.add(x["id"])
                for y in x.values():
                    collect(y)
            elif isinstance(x, list):
                for y in x:
                    collect(y)
        collect(json.loads(snap))
        assert not shown & hidden_ids
        assert v.to_dict()["players"][opp]["hand"] == len(st.hand[opp])


def test_log_keeps_life_cards_added_to_hand_private():
    s = Scenario()
    a = s.p1.character("ST01-008")
    s.p2.life("ST01-010")
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    assert any("Franky" in line for line in log_lines(g, 1))
    assert not any("Franky" in line for line in log_lines(g, 0))
    assert not any("Franky" in line for line in log_lines(g, None))


def test_result_names_winner_reason_and_turns():
    g = optcg.new_game("st01", "st02", seed=41)
    agents = [GreedyAgent(1), GreedyAgent(2)]
    while not g.over:
        d = g.decision
        g.apply(agents[d.player].choose(g.view(d.player), d))
    r = g.result
    assert r.winner in (0, 1) and r.reason in ("life", "deck_out") and r.turns > 2
    assert g.decision is None and g.legal_actions() == ()


def test_new_game_refuses_an_invalid_deck(tmp_path):
    from optcg.decks import DeckError
    bad = tmp_path / "bad.txt"
    bad.write_text("1xST01-001\n4xST01-003\n")
    with pytest.raises(DeckError) as e:
        optcg.new_game(str(bad), "st02", seed=1)
    assert "5-1-2" in str(e.value)


def test_a_replay_with_an_edited_result_or_no_hash_does_not_verify():
    from optcg.engine import ReplayError
    g = play_random(optcg.new_game("st01", "st02", seed=24), random.Random(5))
    data = Replay.from_game(g).to_dict()
    data["result"] = [1 - g.result.winner, "life", g.result.turns]
    ok, _ = Replay.from_dict(data).verify(card_def)
    assert not ok
    data["final_hash"] = None
    with pytest.raises(ReplayError):
        Replay.from_dict(data).verify(card_def)


def test_malformed_replay_decks_are_refused():
    from optcg.engine import ReplayError
    with pytest.raises(ReplayError):
        Replay.from_dict({"format": 1, "decks": "abc", "seed": 1, "actions": []})


def test_replay_game_checks_the_decks():
    from optcg.decks import DeckError
    r = Replay(decks=[["ST01-001"] + ["ST01-003"] * 10, ["ST02-001"] + ["ST02-002"] * 10],
               seed=1)
    with pytest.raises(DeckError):
        optcg.replay_game(r)


def test_the_engine_runs_native_when_ci_builds_it():
    """CI runs the suite a second time against the mypyc build; make sure
    that run really uses the compiled modules (and the usual run does not)."""
    import os
    from optcg.engine import compiled
    if not os.environ.get("OPTCG_EXPECT_NATIVE"):
        pytest.skip("only in the run against the native build (OPTCG_EXPECT_NATIVE=1)")
    assert "optcg.engine.game" in compiled() and "optcg.engine.effects.runtime" in compiled()


def test_legal_actions_are_shared_interned_objects_equal_to_fresh_ones():
    """Legal actions come from tables shared by all games (engine/actions.py):
    each must equal the Action built from its fields, and two games offering
    the same action offer the same object."""
    from optcg.engine import actions as A

    g1 = optcg.new_game("st01", "st02", seed=3, log=False)
    g2 = optcg.new_game("st01", "st02", seed=3, log=False)
    rng = random.Random(3)
    seen = 0
    while not g1.over and seen < 400:
        opts1, opts2 = g1.legal_actions(), g2.legal_actions()
        assert opts1 == opts2
        for a, b in zip(opts1, opts2):
            assert a == Action(a.kind, a.card, a.target)
            if a.kind in ("play", "give_don", "attack", "counter", "block", "select"):
                assert a is b
        act = rng.choice(opts1)
        g1.apply(act)
        g2.apply(Action(act.kind, act.card, act.target))   # a fresh, equal object
        seen += 1
    assert g1.hash() == g2.hash()
    # The tables grow to cover any number of card instances and abilities.
    n = len(A.PLAY_CARD) + 5
    A.reserve(n, 9)
    assert A.PLAY_CARD[n - 1] == Action("play", n - 1)
    assert A.GIVE_DON_TO[n - 1] == Action("give_don", -1, n - 1)
    assert len(A.ATTACK_ON) == n and all(len(row) == n for row in A.ATTACK_ON)
    assert A.ATTACK_ON[n - 1][2] == Action("attack", n - 1, 2)
    assert A.ACTIVATE_ABILITY[n - 1][8] == Action("activate", n - 1, 8)
