"""The fixed action ids and the mask computed in C (optcg.rl._actions_c,
where it is built) are the ones Python computes, for every decision kind
of played games, both players and both interfaces (the fixed ids, and the
option list with its references known beforehand); bad input raises a
Python exception naming what is wrong."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

from rl_helpers import BUILTIN, playable_meta_decks, random_positions  # noqa: E402

from optcg import native  # noqa: E402
from optcg.engine.constants import ActionKind, DecisionKind  # noqa: E402
from optcg.rl import actions as A  # noqa: E402
from optcg.rl.options import option_ids  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def _need_c():
    if A._NATIVE is None:
        if os.environ.get("OPTCG_EXPECT_NATIVE"):
            pytest.fail("OPTCG_EXPECT_NATIVE=1 but optcg.rl._actions_c is not loaded")
        pytest.skip("optcg.rl._actions_c is not built here or OPTCG_PURE=1 "
                    "(python scripts/build_native.py --c-only builds it in place)")


def _outcome(f, *args, **kwargs):
    """('ok', what f returned) or ('raised', the exception's class and message)."""
    try:
        return "ok", f(*args, **kwargs)
    except A.ActionSpaceError as exc:
        return "raised", (type(exc), str(exc))


def _main_phase(seed):
    """The game and decision of the first Main Phase of a random starter game."""
    for game, d in random_positions(("st01", "st02"), 1, seed=seed):
        if d.kind == DecisionKind.MAIN:
            return game, d
    raise AssertionError("a game with no Main Phase")


def _compare(decks, games, seed):
    """(positions compared, decision kinds seen, players seen, [(decision kind,
    what differed)]) over every decision of random games."""
    found = []
    kinds = set()
    players = set()
    n = 0
    for game, d in random_positions(decks, games, seed):
        st, p = game.state, d.player
        kinds.add(d.kind)
        players.add(p)
        n += 1
        for q in (p, 1 - p):            # the references of either player's side
            if A.known_refs(st, q) != A.known_refs(st, q, native=False):
                found.append((d.kind, f"known_refs of player {q}"))
        # the fixed ids: the same ids for the same options, in the same order
        c = _outcome(A.legal_ids, st, p, d.options)
        py = _outcome(A.legal_ids, st, p, d.options, native=False)
        if c[0] != py[0] or (c[0] == "ok" and list(c[1].items()) != list(py[1].items())) \
                or (c[0] == "raised" and c[1] != py[1]):
            found.append((d.kind, "legal_ids"))
        if c[0] == "ok":
            want = {A.action_id(st, p, a): a for a in d.options}
            if list(c[1].items()) != list(want.items()):
                found.append((d.kind, "legal_ids against action_id"))
            m, w = A.mask_of(c[1]), A.mask_of(c[1], native=False)
            if m.dtype != w.dtype or m.shape != w.shape or m.tobytes() != w.tobytes() \
                    or not m.flags.writeable:
                found.append((d.kind, "mask_of"))
        # the option list: its ids made with the references known beforehand
        refs_c, refs_py = A.known_refs(st, p), A.known_refs(st, p, native=False)
        c = _outcome(A.legal_ids, st, p, d.options, refs_c)
        py = _outcome(A.legal_ids, st, p, d.options, refs_py, native=False)
        if c[0] != py[0] or (c[0] == "ok" and list(c[1].items()) != list(py[1].items())):
            found.append((d.kind, "legal_ids with refs"))
        if refs_c != refs_py:           # the cards met beyond the hand and fields, added
            found.append((d.kind, "refs added to"))
        if option_ids(st, p, d.options) != [_option_id(st, p, a) for a in d.options]:
            found.append((d.kind, "option_ids"))
    return n, kinds, players, found


def _option_id(st, player, a):
    try:
        return A.action_id(st, player, a)
    except A.ActionSpaceError:
        return -1


def test_c_ids_and_masks_are_the_python_ones_starter_decks():
    _need_c()
    n, kinds, players, found = _compare(BUILTIN, 12, seed=41)
    assert n > 1000 and players == {0, 1}
    assert {DecisionKind.MAIN, DecisionKind.COUNTER, DecisionKind.BLOCK,
            DecisionKind.MULLIGAN, DecisionKind.TRIGGER} <= kinds
    assert found == []


def test_c_ids_and_masks_are_the_python_ones_tournament_decks(shared_dir):
    _need_c()
    decks = playable_meta_decks(shared_dir)
    if len(decks) < 2:
        pytest.skip("fewer than two fully automated tournament decks in ../shared")
    n, kinds, players, found = _compare(decks, 12, seed=42)
    assert n > 1000 and players == {0, 1}
    assert {DecisionKind.SELECT, DecisionKind.CHOOSE_NUMBER, DecisionKind.ARRANGE} <= kinds
    assert found == []


def test_c_names_what_the_space_cannot_as_python_does():
    """Options naming hidden cards, cards beyond the hand and the fields,
    abilities and numbers beyond their slots, and two options given one id:
    C hands them to Python, which names them or raises the same error."""
    _need_c()
    game, d = _main_phase(4)
    st, p = game.state, d.player
    hidden = st.hand[1 - p][0]
    mine = st.hand[p][0]
    leader = st.leaders[p]
    deck = st.deck[p][0]
    cases = [
        [(ActionKind.PLAY, hidden, -1)],
        [(ActionKind.ACTIVATE, leader, A.ABILITY_SLOTS)],
        [(ActionKind.NUMBER, -1, A.NUMBER_SLOTS)],
        [(ActionKind.SELECT, deck, -1)],
        [(ActionKind.ATTACK, leader, leader)],
        [(ActionKind.PLAY, mine, -1), (ActionKind.PLAY, mine, -1)],
        [(ActionKind.GIVE_DON, -1, hidden)],
        [("no such kind", mine, -1)],
    ]
    for options in cases:
        c = _outcome(A.legal_ids, st, p, options)
        py = _outcome(A.legal_ids, st, p, options, native=False)
        assert c[0] == py[0] == "raised", options
        assert c[1] == py[1], options
    # named in Python: numbers, DON!! of the cost area, ability slots, a card in no slot
    options = [(ActionKind.NUMBER, -1, 3), (ActionKind.RETURN_DON, -1, 1),
               (ActionKind.DON, -1, 0), (ActionKind.RESOLVE_EFFECT, leader, 2),
               (ActionKind.GO_FIRST, -1, -1), (ActionKind.GIVE_DON, -1, leader)]
    got = A.legal_ids(st, p, options)
    assert list(got.items()) == list(A.legal_ids(st, p, options, native=False).items())
    assert list(got) == [A.action_id(st, p, a) for a in options]


def test_c_refuses_bad_input_with_python_errors():
    _need_c()
    game, d = _main_phase(5)
    st, p = game.state, d.player
    c = A._NATIVE
    args = [p, st.hand, st.chars, st.stage, st.leaders, st, d.options, None]
    assert list(c.legal_ids(*args).items()) == \
        list(A.legal_ids(st, p, d.options, native=False).items())
    with pytest.raises(TypeError, match="arguments"):
        c.legal_ids(*args[:-1])
    with pytest.raises(ValueError, match="no player 2"):
        c.legal_ids(2, *args[1:])
    with pytest.raises(TypeError, match="pair"):
        c.legal_ids(p, st.hand[0], *args[2:])
    with pytest.raises(TypeError, match="list or tuple"):
        c.legal_ids(p, ({}, {}), *args[2:])
    with pytest.raises(TypeError, match="dict or None"):
        c.legal_ids(*args[:-1], [])
    with pytest.raises(TypeError, match="sequence"):
        c.legal_ids(*args[:-2], 5, None)
    with pytest.raises(TypeError, match="arguments"):
        c.known_refs(p, st.hand)
    with pytest.raises(IndexError, match="out of range"):
        c.mask_bytes([A.ACTIONS])
    with pytest.raises(TypeError, match="integer"):
        c.mask_bytes(["1"])
    with pytest.raises(TypeError):
        c.mask_bytes(5)
    mask = c.mask_bytes([3, -1, 3])     # a negative id counts from the end, as in a bytearray
    assert isinstance(mask, bytearray) and len(mask) == A.ACTIONS
    assert np.flatnonzero(np.frombuffer(mask, np.int8)).tolist() == [3, A.ACTIONS - 1]
    assert A.mask_of([3, -1], native=False).tobytes() == bytes(mask)
    assert A.mask_of({3: None, 7: None}).tobytes() == A.mask_of([3, 7], native=False).tobytes()


def test_optcg_pure_names_the_ids_in_python():
    env = {k: v for k, v in os.environ.items() if k != native.PURE_VARIABLE}
    env[native.PURE_VARIABLE] = "1"
    code = ("import json, sys, optcg.rl.actions as A\n"
            "print(json.dumps([A._NATIVE is None, 'optcg.rl._actions_c' in sys.modules]))")
    result = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT,
                            capture_output=True, text=True, timeout=300, check=False)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == [True, False]


def test_the_c_source_is_listed_for_the_builds():
    assert ("optcg.rl._actions_c", "optcg/rl/_actions.c") in native.C_EXTENSIONS
    assert (ROOT / "src" / "optcg" / "rl" / "_actions.c").is_file()
