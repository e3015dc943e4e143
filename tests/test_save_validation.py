"""A malformed or inconsistent saved game or replay is refused on load with
one exception type, SaveError (a ValueError), naming the field at fault:
`optcg.load_game` and `Replay.from_dict` check the layout and the
invariants of a game (engine/save_check.py) before anything is played."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import optcg
from optcg import Replay
from optcg.engine.errors import SaveError
from optcg.engine.replay import ReplayError


def _midgame(seed: int = 4, steps: int = 40) -> optcg.Game:
    game = optcg.new_game("st01", "st02", seed=seed, log=False)
    for _ in range(steps):
        game.apply(game.legal_actions()[-1])
    return game


@pytest.fixture(scope="module")
def save() -> dict:
    return json.loads(json.dumps(_midgame().to_json()))


def _refused(data, *words: str) -> SaveError:
    with pytest.raises(SaveError) as e:
        optcg.load_game(data)
    assert isinstance(e.value, ValueError)
    for w in words:
        assert w in str(e.value), str(e.value)
    return e.value


def test_a_good_save_loads(save):
    assert optcg.load_game(copy.deepcopy(save)).hash() == optcg.load_game(save).hash()


def test_a_save_without_its_state_names_the_missing_key(save):
    e = _refused({"history": save["history"]}, "state", "missing")
    assert e.path == "state"


@pytest.mark.parametrize("data", [None, 5, "text", [1, 2], {"state": 5},
                                  {"state": {"format": 2}}])
def test_garbage_is_refused_not_a_key_or_attribute_error(data):
    _refused(data)


@pytest.mark.parametrize("key, value, path", [
    ("hand", "x", "state.hand"),
    ("turn", "3", "state.turn"),
    ("cards", [1, 2, 3], "state.cards[0]"),
    ("owner", [], "state.owner"),
    ("decision", [0, "main"], "state.decision"),
    ("tasks", [{"task": "teleport"}], "state.tasks[0].task"),
    ("mods", [{"kind": 0}], "state.mods[0].card"),
])
def test_a_value_of_the_wrong_shape_names_its_field(save, key, value, path):
    data = copy.deepcopy(save)
    data["state"][key] = value
    assert _refused(data).path == path


def test_a_card_duplicated_in_a_hand_is_refused(save):
    """The issue's example: one card twice in a hand played on to the end."""
    data = copy.deepcopy(save)
    hand = data["state"]["hand"][0]
    hand.append(hand[0])
    e = _refused(data, "also in", "one place")
    assert e.path == f"state.hand[0][{len(hand) - 1}]"


def test_a_card_moved_between_players_or_lost_is_refused(save):
    data = copy.deepcopy(save)
    card = data["state"]["hand"][0].pop()
    data["state"]["hand"][1].append(card)
    _refused(data, "belongs to player 0")
    data = copy.deepcopy(save)
    data["state"]["deck"][0].pop()
    _refused(data, "in no list")


def test_dons_that_do_not_add_up_are_refused(save):
    data = copy.deepcopy(save)
    data["state"]["don_deck"][1] += 1
    assert _refused(data, "DON!! add up to 11").path == "state.don_deck[1]"


def test_a_decision_and_a_result_together_are_refused(save):
    data = copy.deepcopy(save)
    data["state"]["result"] = {"winner": 0, "reason": "life"}
    _refused(data, "has both")


def test_a_decision_the_state_cannot_ask_is_refused(save):
    data = copy.deepcopy(save)
    data["state"]["decision"][1] = "juggle"
    assert _refused(data, "juggle").path == "state.decision[1]"
    data = copy.deepcopy(save)
    data["state"]["decision"] = [1 - data["state"]["turn_player"], "main", -1]
    _refused(data, "Main Phase")
    data = copy.deepcopy(save)                   # CR 7-1-3: counters only in a battle
    assert data["state"]["battle"] is None
    data["state"]["decision"] = [1 - data["state"]["turn_player"], "counter", -1]
    _refused(data, "needs a battle")
    data = copy.deepcopy(save)                   # CR 5-2-1-6: the redraw is in the setup
    data["state"]["decision"] = [data["state"]["turn_player"], "mulligan", -1]
    _refused(data, "after the setup")


def test_an_unknown_card_or_a_leader_that_is_not_one_is_refused(save):
    data = copy.deepcopy(save)
    data["state"]["cards"][5] = "XX99-999"
    assert _refused(data, "XX99-999").path == "state.cards[5]"
    data = copy.deepcopy(save)
    leader = data["state"]["leaders"][0]
    data["state"]["cards"][leader] = data["state"]["cards"][data["state"]["deck"][0][0]]
    _refused(data, "not a Leader")


def test_a_history_entry_that_is_not_an_action_is_refused(save):
    data = copy.deepcopy(save)
    data["history"][3] = {"kind": "play"}
    assert _refused(data).path == "history[3]"


def _leaves(x, path=()):
    if isinstance(x, dict):
        for k, v in x.items():
            yield from _leaves(v, path + (k,))
    elif isinstance(x, list) and x:
        for k, v in enumerate(x):
            yield from _leaves(v, path + (k,))
    else:
        yield path


_JUNK = st.one_of(st.none(), st.booleans(), st.integers(-3, 300), st.text(max_size=4),
                  st.lists(st.integers(-1, 5), max_size=3), st.just({}))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_corrupted_field_loads_or_is_refused_with_a_save_error(save, data):
    """Whatever one field of a save is changed to, loading either works or
    raises SaveError: never a KeyError, TypeError or AttributeError."""
    leaves = list(_leaves(save))
    where = data.draw(st.sampled_from(leaves))
    corrupt = copy.deepcopy(save)
    node = corrupt
    for key in where[:-1]:
        node = node[key]
    node[where[-1]] = data.draw(_JUNK)
    try:
        optcg.load_game(corrupt)
    except SaveError:
        pass


# -- replays ------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def replay() -> dict:
    return json.loads(json.dumps(Replay.from_game(_midgame(steps=20)).to_dict()))


@pytest.mark.parametrize("change, path", [
    ({"seed": "7"}, "seed"),
    ({"seed": -1}, "seed"),
    ({"actions": {"a": 1}}, "actions"),
    ({"actions": [["main_end"], "x"]}, "actions[1]"),
    ({"final_hash": 5}, "final_hash"),
    ({"result": [0, "life"]}, "result"),
    ({"format": True}, "format"),
])
def test_a_malformed_replay_names_its_field(replay, change, path):
    with pytest.raises(ReplayError) as e:
        Replay.from_dict({**replay, **change})
    assert isinstance(e.value, SaveError) and isinstance(e.value, ValueError)
    assert e.value.path == path and str(e.value).startswith(path + ":")


def test_a_replay_without_its_seed_is_refused(replay):
    data = dict(replay)
    del data["seed"]
    with pytest.raises(SaveError, match="seed: missing"):
        Replay.from_dict(data)


def test_a_replay_with_an_unknown_card_or_an_illegal_action_names_it(replay):
    from optcg.cards.defs import card_def
    decks = copy.deepcopy(replay["decks"])
    decks[1][7] = "NOPE-000"
    with pytest.raises(SaveError, match=r"^decks\[1\]\[7\]: unknown card 'NOPE-000'"):
        Replay.from_dict({**replay, "decks": decks}).play(card_def)
    actions = copy.deepcopy(replay["actions"])
    actions[5] = ["attack", 0, 0]
    with pytest.raises(SaveError, match=r"^actions\[5\]: action 6 of"):
        Replay.from_dict({**replay, "actions": actions}).play(card_def)


def test_lists_nested_too_deeply_are_refused_not_a_recursion_error(save):
    data = copy.deepcopy(save)
    deep: list = []
    for _ in range(500):
        deep = [deep]
    data["state"]["tasks"].append({"task": "ko_replace", "card": 0, "incarnation": 0,
                                   "by": "effect", "rule": "", "tried": [], "source": deep,
                                   "checked": 0, "by_player": 0})
    _refused(data, "nested too deeply")
