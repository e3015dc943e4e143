"""The versioned save format (engine/serialize.py) and the typed records.

Saves of every format the engine reads (tests/data/saves_format<N>.json,
made by scripts/make_save_fixtures.py: format 1 on main before the records
were typed) are loaded mid-game and played on to the end, which must be
the end of the same game played from the start.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import optcg
from optcg import Action, Replay
from optcg.cards.defs import card_def
from optcg.engine.records import Battle, EffectTask, Modifier, Step
from optcg.engine.replay import ReplayError
from optcg.engine.serialize import (FORMAT, FORMATS, SaveFormatError, from_format_1,
                                    from_format_2, state_from_dict, state_hash, state_to_dict,
                                    to_format_1, to_format_2, to_format_3)

DATA = Path(__file__).parent / "data"
SAVES = {fmt: json.loads((DATA / f"saves_format{fmt}.json").read_text()) for fmt in (1, 2, 3, 4)}
CASES = [(fmt, n) for fmt, saves in SAVES.items() for n in range(len(saves))]


def _fresh(fixture: dict) -> optcg.Game:
    """The same game played from the start: the save's history, then the rest."""
    actions = [Action.from_json(a) for a in fixture["save"]["history"] + fixture["then"]]
    conceal = fixture["save"]["state"].get("conceal_decisions", False)
    return Replay(decks=fixture["decks"], seed=fixture["seed"], actions=actions,
                  conceal_decisions=conceal).play(card_def, log=False)


@pytest.mark.parametrize("fmt,n", CASES)
def test_a_save_plays_on_to_the_end_of_the_same_game(fmt, n):
    fixture = SAVES[fmt][n]
    assert fixture["save"]["state"]["format"] == fmt
    game = optcg.load_game(fixture["save"])
    for a in fixture["then"]:
        game.apply(Action.from_json(a))
    r = game.result
    assert r is not None and [r.winner, r.reason, r.turns] == fixture["result"]
    assert game.hash() == _fresh(fixture).hash()


@pytest.mark.parametrize("n", range(len(SAVES[1])))
def test_format_1_migrates_without_loss(n):
    """Format 1 -> 4 -> 1 gives back the saved dict, and a format-1 save
    loads to the same state as the format-2 save of the same moment."""
    old = SAVES[1][n]["save"]["state"]
    st = state_from_dict(old, card_def)
    assert to_format_1(to_format_2(to_format_3(state_to_dict(st)))) == old
    assert to_format_2(to_format_3(state_to_dict(st))) == SAVES[2][n]["save"]["state"]
    assert from_format_1(old) == SAVES[2][n]["save"]["state"]


@pytest.mark.parametrize("n", range(len(SAVES[2])))
def test_format_2_round_trips(n):
    d = SAVES[2][n]["save"]["state"]
    st = state_from_dict(json.loads(json.dumps(d)), card_def)
    assert state_to_dict(st) == dict(from_format_2(d), format=FORMAT) == dict(d, format=FORMAT)
    assert to_format_2(to_format_3(state_to_dict(st.clone()))) == d


def test_a_save_of_every_format_read_is_kept():
    """Each format the engine reads has its saves here, the current one
    included (scripts/make_save_fixtures.py writes them)."""
    assert sorted(SAVES) == sorted(FORMATS) and FORMAT in SAVES


@pytest.mark.parametrize("n", range(len(SAVES[3])))
def test_format_3_migrates_as_it_is(n):
    """What format 4 adds was written under the number 3 for a while, so a
    format-3 save reads unchanged, and its format-3 form is itself."""
    d = SAVES[3][n]["save"]["state"]
    st = state_from_dict(json.loads(json.dumps(d)), card_def)
    assert state_to_dict(st) == dict(d, format=4)
    assert to_format_3(state_to_dict(st.clone())) == d


@pytest.mark.parametrize("n", range(len(SAVES[4])))
def test_format_4_round_trips(n):
    d = SAVES[4][n]["save"]["state"]
    st = state_from_dict(json.loads(json.dumps(d)), card_def)
    assert state_to_dict(st) == d
    assert state_to_dict(st.clone()) == d


def test_the_format_4_saves_hold_a_game_with_concealed_decisions():
    concealed = [f for f in SAVES[4] if f["save"]["state"].get("conceal_decisions")]
    assert concealed
    assert all(optcg.load_game(f["save"]).conceal_decisions for f in concealed)


# The layout that the current format number stands for: the keys of a saved
# state and the fields of each record and task.  A difference here is a
# change of layout: move serialize.FORMAT, migrate the format before it
# (serialize.from_format_<N>), keep saves of it (scripts/make_save_fixtures.py)
# and pin the new layout here.  (A new modifier kind, constants.MOD_*, is a
# change of layout too, which this cannot see.)
LAYOUT = {
    "state": ["actions_taken", "area", "battle", "cards", "chars", "conceal_decisions",
              "cur_gen", "decision", "deck", "defeated", "delayed", "don", "don_active",
              "don_deck", "don_rested", "face_up", "first_player", "format", "hand",
              "incarnation", "leaders", "life", "looking", "mods", "once_used",
              "order_chooser", "owner", "pending", "phase", "played_turn", "redrew", "rested",
              "result", "rng", "seed", "stage", "step", "strict", "tasks", "trash", "turn",
              "turn_player"],
    "records": {
        "Modifier": ("kind", "card", "player", "value", "duration", "controller", "source"),
        "Pending": ("generation", "player", "card", "incarnation", "ability"),
        "OnceUsed": ("card", "incarnation", "ability"),
        "Delayed": ("player", "card", "incarnation", "ability", "pc", "slots", "battle_end"),
        "Battle": ("attacker", "target", "attacker_incarnation", "target_incarnation",
                   "blocked", "cut_short"),
        "Looking": ("player", "cards"),
        "Result": ("winner", "reason"),
    },
    "steps": ["battle_over", "block_step", "counter", "counter_step", "damage_step",
              "don_phase", "draw_phase", "end_of_battle", "end_phase", "end_phase_delayed",
              "end_phase_durations", "end_phase_opponent", "main", "main_phase",
              "opening_hands", "place_life", "process_pending", "refresh_cards",
              "refresh_phase", "start_of_game", "start_turn"],
    "tasks": {
        "activate": ("card", "incarnation", "player", "ability", "confirmed"),
        "damage": ("player", "amount", "banish", "attacker"),
        "damage_repeat": ("player", "amount", "banish"),
        "effect": ("card", "incarnation", "player", "ability", "pc", "slots", "sub"),
        "ko": ("card", "incarnation", "by", "rule", "tried", "checked", "by_player"),
        "ko_replace": ("card", "incarnation", "by", "rule", "tried", "source", "checked",
                       "by_player"),
        "life_card": ("player", "card", "banish"),
        "mulligan": ("player",),
        "remove": ("card", "incarnation", "dest", "tried", "by_opponent"),
        "remove_replace": ("card", "incarnation", "dest", "tried", "source", "by_opponent"),
        "rest_replace": ("card", "incarnation", "source"),
        "shuffle_if_changed": ("player", "deck"),
        "trash_trigger_card": ("card",),
    },
}


def test_the_layout_is_the_one_its_format_number_stands_for():
    from optcg.engine.records import (STEPS, TASK_RECORDS, Delayed, Looking, OnceUsed,
                                      Pending, Result)
    game = optcg.new_game("st01", "st02", seed=1, log=False)
    st = game.state
    # every key saved only when set, set
    st.strict = st.conceal_decisions = True
    st.face_up[0] = True
    records = (Modifier, Pending, OnceUsed, Delayed, Battle, Looking, Result)
    found = {
        "state": sorted(state_to_dict(st)),
        "records": {c.__name__: c.FIELDS for c in records},
        "steps": sorted(STEPS),
        "tasks": {kind: cls.FIELDS for kind, cls in sorted(TASK_RECORDS.items())},
    }
    assert FORMAT == 4 and found == LAYOUT, (
        "the save layout changed: move serialize.FORMAT, migrate the format before it "
        "and keep saves of it (see the comment above LAYOUT)")


def test_format_2_names_the_fields_of_records():
    fixture = SAVES[2][1]                      # an effect waiting with a chosen card
    d = fixture["save"]["state"]
    assert d["format"] == 2
    effect = d["tasks"][-1]
    assert effect["task"] == "effect" and effect["slots"] == [[], [39]]
    assert set(effect) == {"task", "card", "incarnation", "player", "ability", "pc", "slots",
                           "sub"}
    st = state_from_dict(d, card_def)
    t = st.tasks[-1]
    assert isinstance(t, EffectTask) and t.slots == ((), (39,)) and t.pc == effect["pc"]
    assert isinstance(st.tasks[0], Step) and st.tasks[0].kind == "main"
    mods = SAVES[2][4]["save"]["state"]["mods"]          # a [Blocker] ban on player 0
    assert mods == [{"kind": 4, "card": -1, "player": 0, "value": -10 ** 9, "duration": 0,
                     "controller": 1, "source": 90}]


@pytest.mark.parametrize("found", [5, 0, None, "2"])
def test_an_unknown_format_is_refused_naming_both(found):
    d = dict(SAVES[2][0]["save"]["state"], format=found)
    with pytest.raises(SaveFormatError) as e:
        state_from_dict(d, card_def)
    assert isinstance(e.value, ValueError)
    text = str(e.value)
    assert f"format {found!r}" in text and f"format {FORMAT}" in text
    with pytest.raises(ValueError):
        optcg.load_game({"state": d, "history": []})


def test_format_3_keeps_what_format_2_could_not_hold():
    """The harness's strict flag is saved (format 3 on) and left out of the
    format-2 form that format-2 replays are hashed over."""
    game = optcg.new_game("st01", "st02", seed=4, log=False)
    game.state.strict = True
    d = json.loads(json.dumps(state_to_dict(game.state)))
    assert d["format"] == FORMAT == 4 and d["strict"] is True
    assert state_from_dict(d, card_def).strict
    assert state_from_dict(to_format_3(d), card_def).strict
    old = to_format_2(to_format_3(d))
    assert old["format"] == 2 and "strict" not in old
    assert not state_from_dict(old, card_def).strict
    assert state_hash(game.state, 2) != state_hash(game.state)


def test_format_1_player_modifiers_and_steps_migrate():
    """A modifier on a player was written with target -1 - p; a delayed step
    due at the end of a battle ended with "battle"; damage without its
    attacker had four fields."""
    d = from_format_1({"format": 1, "mods": [[4, -2, 0, 0, 0, 7], [52, -1, 0, 4, 1, 3],
                                             [0, 12, 1000, 1, 0, 12]],
                       "tasks": [["main"], ["damage", 1, 2, 0]],
                       "pending": [[0, 1, 5, 2, 0]], "once_used": [[5, 2, -1]],
                       "delayed": [[0, 5, 2, 1, 3, [[], [9]], "battle"]],
                       "battle": [1, 2, 0, 0, True, False], "looking": [-1, [3, 4]],
                       "result": [None, "infinite_loop"]})
    assert [(m["card"], m["player"]) for m in d["mods"]] == [(-1, 1), (-1, -1), (12, -1)]
    assert d["tasks"] == [{"task": "main"}, {"task": "damage", "player": 1, "amount": 2,
                                             "banish": 0, "attacker": -1}]
    assert d["delayed"][0]["battle_end"] is True and d["delayed"][0]["slots"] == [[], [9]]
    assert d["battle"]["blocked"] is True and d["looking"] == {"player": -1, "cards": [3, 4]}
    assert d["result"] == {"winner": None, "reason": "infinite_loop"}
    assert d["pending"] == [{"generation": 0, "player": 1, "card": 5, "incarnation": 2,
                             "ability": 0}]


def test_replays_carry_the_format_of_their_hash():
    game = optcg.new_game("st01", "st02", seed=3, log=False)
    while not game.over:
        game.apply(game.legal_actions()[0])
    replay = Replay.from_game(game)
    assert replay.format == FORMAT
    saved = json.loads(json.dumps(game.to_json()))
    assert saved["state"]["result"]["winner"] == game.result.winner
    assert optcg.load_game(saved).result == game.result
    d = json.loads(json.dumps(replay.to_dict()))
    assert d["format"] == FORMAT and d["final_hash"] == state_hash(game.state)
    assert Replay.from_dict(d).verify(card_def)[0]
    # a format-1 replay checks the format-1 form of the same final state
    old = dict(d, format=1, final_hash=state_hash(game.state, 1))
    back = Replay.from_dict(old)
    assert back.format == 1 and back.to_dict()["format"] == 1
    assert back.verify(card_def) == (True, old["final_hash"])
    # and a format-3 replay the format-3 form, which differs by its number only
    three = dict(d, format=3, final_hash=state_hash(game.state, 3))
    assert three["final_hash"] != d["final_hash"]
    assert Replay.from_dict(three).verify(card_def) == (True, three["final_hash"])
    with pytest.raises(ReplayError, match="format 9"):
        Replay.from_dict(dict(d, format=9))


def test_a_clone_copies_the_battle_and_shares_the_other_records():
    game = optcg.load_game(SAVES[2][0]["save"])      # a battle is on
    st = game.state
    assert isinstance(st.battle, Battle)
    c = st.clone()
    c.battle.blocked = True
    assert st.battle.blocked is False
    assert c.mods == st.mods and all(isinstance(m, Modifier) for m in c.mods)
    assert c.tasks is not st.tasks and c.tasks == st.tasks


def test_every_task_kind_has_one_record_and_its_handler():
    from optcg.engine.loop import TASKS
    from optcg.engine.records import STEPS, TASK_RECORDS, TaskKind
    kinds = {v for k, v in vars(TaskKind).items() if k.isupper()}
    assert set(STEPS) | set(TASK_RECORDS) == kinds and not set(STEPS) & set(TASK_RECORDS)
    # the replacement tasks wait for a decision, which pops them (triggers.Confirm)
    assert set(TASKS) == kinds - {TaskKind.KO_REPLACE, TaskKind.REMOVE_REPLACE}


def test_a_task_of_an_unknown_kind_is_refused():
    d = json.loads(json.dumps(SAVES[2][0]["save"]["state"]))
    d["tasks"].append({"task": "teleport"})
    with pytest.raises(ValueError, match="teleport"):
        state_from_dict(d, card_def)
