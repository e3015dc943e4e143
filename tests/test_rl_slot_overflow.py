"""A card beyond the fixed action space's slots (a 21st card in hand, which
the rules allow: there is no hand limit) is never silently left out of the
mask: the fixed ids refuse the position with ActionSpaceError
(docs/rl/actions.md).  The option list has no size limit but max_options:
an option the fixed ids cannot name gets fixed id -1 there, and its card,
which the player sees, keeps its facts but no reference."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

from optcg.engine.constants import ActionKind, DecisionKind  # noqa: E402
from optcg.rl import OptcgAECEnv  # noqa: E402
from optcg.rl import options as O  # noqa: E402
from optcg.rl.actions import HAND_SLOTS, ActionSpaceError, action_id  # noqa: E402
from optcg.rl.cards import FACTS  # noqa: E402
from optcg.rl.core import observe  # noqa: E402
from optcg.rl.observation import Encoder  # noqa: E402
from optcg.testing import Scenario, expect_decision  # noqa: E402

KAROO = "ST01-003"       # vanilla Character, cost 1


def _main_phase_with_a_full_hand():
    s = Scenario(turn=3)
    s.p1.hand(*[KAROO] * (HAND_SLOTS + 1))
    s.p1.don(active=2)
    g = s.build()
    expect_decision(g, 0, DecisionKind.MAIN)
    assert len(g.state.hand[0]) == HAND_SLOTS + 1
    return g


def test_a_21st_playable_card_in_hand_is_refused_by_the_fixed_ids():
    g = _main_phase_with_a_full_hand()
    last = g.state.hand[0][-1]
    with pytest.raises(ActionSpaceError, match=f"card {last} has no slot"):
        observe(g, 0, Encoder(g.state.defs), "fixed", 128, g.decision)


def _playing(game, card):
    return [k for k, a in enumerate(game.decision.options)
            if a[0] == ActionKind.PLAY and a[1] == card]


def test_the_option_list_covers_a_21st_card_in_hand():
    g = _main_phase_with_a_full_hand()
    d = g.decision
    enc = Encoder(g.state.defs)
    obs = observe(g, 0, enc, "options", 128, d)
    n = len(d.options)
    assert int(obs["action_mask"].sum()) == n
    last = g.state.hand[0][-1]
    (row,) = _playing(g, last)
    # the fixed ids cannot name it: -1, and no reference, but the card is seen
    assert obs["option_ids"][row] == -1
    assert list(obs["option_refs"][row]) == [-1, -1]
    assert obs["options"][row, O.C_CARD_REF] == 0.0
    facts = obs["options"][row, O.C_CARD_FACTS:O.C_CARD_FACTS + FACTS]
    np.testing.assert_array_equal(facts, enc.facts[last])
    assert facts.any()
    # every other option keeps its fixed id
    for k, a in enumerate(d.options):
        if k != row:
            assert obs["option_ids"][k] == action_id(g.state, 0, a)
    assert (obs["option_ids"][n:] == -1).all()


def test_the_c_option_writer_writes_the_python_bytes_for_a_21st_card():
    g = _main_phase_with_a_full_hand()
    if O._NATIVE is None:
        pytest.skip("optcg.rl._options_c is not built here or OPTCG_PURE=1 "
                    "(python scripts/build_native.py --c-only builds it in place)")
    d = g.decision
    enc = Encoder(g.state.defs)
    ids = O.option_ids(g.state, 0, d.options)
    assert ids.count(-1) == 1
    got = O.option_table(g.state, 0, d.options, ids, enc.facts, -1, 40)
    want = O.option_table(g.state, 0, d.options, ids, enc.facts, -1, 40, native=False)
    for name, c, py in zip(("features", "mask", "ids", "refs"), got, want):
        assert c.tobytes() == py.tobytes(), name


def test_the_option_list_aec_env_plays_the_21st_card_and_steps_on():
    g = _main_phase_with_a_full_hand()
    env = OptcgAECEnv(interface="options", seed=3, illegal_action="raise")
    env.reset()
    m = env.match          # the scenario's position in place of a dealt game
    m.game, m.encoder, m.steps, m._legal = g, Encoder(g.state.defs), 0, None
    env.agent_selection = env.agents[m.to_move]
    last = g.state.hand[0][-1]
    obs = env.observe(env.agent_selection)
    (row,) = _playing(g, last)
    assert obs["action_mask"][row] == 1 and obs["option_ids"][row] == -1
    env.step(row)
    assert last in g.state.chars[0]
    rng = np.random.default_rng(3)
    for _ in range(200):        # on to the game's end (the scenario's decks are short)
        agent = env.agent_selection
        if env.terminations[agent] or env.truncations[agent]:
            break
        obs = env.observe(agent)
        assert int(obs["action_mask"].sum()) == len(g.legal_actions())
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert m.over and env.terminations[env.agent_selection]
