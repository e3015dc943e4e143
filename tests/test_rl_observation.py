"""The observation and the card facts: fields hold what docs/rl/observation.md
says, and card ids are stable."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

from pathlib import Path  # noqa: E402

import optcg  # noqa: E402
from optcg.cards.defs import card_def  # noqa: E402
from optcg.engine.constants import BLOCKER, DecisionKind  # noqa: E402
from optcg.rl import cards as C  # noqa: E402
from optcg.rl import observation as O  # noqa: E402

DOCS = Path(__file__).resolve().parents[1] / "docs" / "rl"


def _main_position():
    game = optcg.new_game("st01", "st02", seed=5, log=False)
    while not (game.decision.kind == DecisionKind.MAIN and game.state.turn >= 3):
        game.apply(game.decision.options[-1])
    return game


def _row(vec, r):
    state = vec[O.O_CARD_STATE + r * O.DYN:O.O_CARD_STATE + (r + 1) * O.DYN]
    facts = vec[O.O_CARD_FACTS + r * C.FACTS:O.O_CARD_FACTS + (r + 1) * C.FACTS]
    return state, facts


def test_fields_hold_the_position():
    game = _main_position()
    st = game.state
    p = game.decision.player
    enc = O.Encoder(st.defs)
    vec, ids = enc.encode(st, p, game.decision, len(game.decision.options))
    assert vec.shape == (O.OBSERVATION,) and vec.dtype == np.float32
    g = vec[O.O_GLOBAL:O.O_GLOBAL + O.GLOBAL]
    assert g[O.G_TURN] == pytest.approx(st.turn / 20) and g[O.G_MY_TURN] == 1
    assert g[O.G_DECIDING] == 1 and g[O.G_KIND + O.DECISION_KINDS.index("main")] == 1
    assert g[O.G_PHASE + O.PHASES.index("main")] == 1
    me = vec[O.O_MY_SIDE:O.O_MY_SIDE + O.SIDE]
    them = vec[O.O_OPP_SIDE:O.O_OPP_SIDE + O.SIDE]
    assert me[O.S_HAND] == pytest.approx(len(st.hand[p]) / 10)
    assert them[O.S_HAND] == pytest.approx(len(st.hand[1 - p]) / 10)
    assert them[O.S_LIFE] == pytest.approx(len(st.life[1 - p]) / 5)
    assert me[O.S_DON_ACTIVE] == pytest.approx(st.don_active[p] / 10)
    state, facts = _row(vec, O.ROW_MY_LEADER)
    assert state[O.D_PRESENT] == 1 and state[O.D_MINE] == 1
    assert state[O.D_POWER] == pytest.approx(game.power(st.leaders[p]) / 10000)
    assert np.array_equal(facts, C.card_facts(st.defs[st.leaders[p]]))
    assert ids[O.ROW_MY_LEADER] == C.stable_id(st.defs[st.leaders[p]].number)
    state, _ = _row(vec, O.ROW_OPP_LEADER)
    assert state[O.D_PRESENT] == 1 and state[O.D_MINE] == 0
    for k in range(O.HAND_SLOTS):
        state, _ = _row(vec, O.ROW_HAND + k)
        assert state[O.D_PRESENT] == (k < len(st.hand[p]))
    # the opponent never sees this player's decision
    other, _ = enc.encode(st, 1 - p, None)
    assert other[O.G_DECIDING] == 0 and not other[O.G_KIND:O.G_KIND + len(O.DECISION_KINDS)].any()


def test_card_facts_read_the_printed_card_and_its_script():
    d = card_def("ST01-006")            # a Character with [Blocker]
    f = C.card_facts(d)
    assert f[C.F_CATEGORY + 1] == 1 and f[C.F_COST] == pytest.approx(d.cost / 10)
    assert f[C.F_POWER] == pytest.approx(d.power / 10000)
    assert d.keywords & BLOCKER and f[C.F_KEYWORDS + C.KEYWORDS.index(BLOCKER)] == 1
    assert f[C.F_COLORS + C.COLORS.index(d.colors[0])] == 1
    on_play = card_def("ST01-011")      # an [On Play] Character
    assert any(a.timing == "On Play" for a in on_play.abilities)
    g = C.card_facts(on_play)
    assert g[C.F_TIMINGS + C.TIMINGS.index("On Play")] >= 1 and g[C.F_NODES:].any()


def test_stable_ids_never_depend_on_the_pool():
    assert C.stable_id("OP01-016") == 101_016
    assert C.stable_id("ST01-001") == 201_001
    assert C.stable_id("EB01-061") == 301_061
    assert C.stable_id("PRB01-001") == 401_001
    assert C.stable_id("P-001") == 500_001
    odd = C.stable_id("XYZ-1-A")
    assert odd >= 90_000_000 and odd == C.stable_id("XYZ-1-A")
    numbers = optcg.default_database().numbers()
    assert len({C.stable_id(n) for n in numbers}) == len(list(numbers))


def test_docs_name_every_field_and_size():
    text = (DOCS / "observation.md").read_text(encoding="utf-8")
    for name, offset, size in O.FIELDS:
        assert f"| {offset} | {size} | {name}" in text, name
    assert f"{O.OBSERVATION} float32" in text
    actions = (DOCS / "actions.md").read_text(encoding="utf-8")
    from optcg.rl.actions import ACTION_LAYOUT, ACTIONS
    for name, start, size, _ in ACTION_LAYOUT:
        assert f"| {start} | {size} | {name}" in actions, name
    assert f"{ACTIONS} ids" in actions
