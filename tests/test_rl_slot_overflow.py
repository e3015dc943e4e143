"""A card beyond the fixed action space's slots (a 21st card in hand, which
the rules allow: there is no hand limit) is never silently left out of the
mask: the fixed ids refuse the position with ActionSpaceError
(docs/rl/actions.md).  The option list has the rows for it but carries each
option's fixed id, so it refuses the position too: a known gap, kept as a
strict xfail so that the test says when it is closed."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

from optcg.engine.constants import DecisionKind  # noqa: E402
from optcg.rl.actions import HAND_SLOTS, ActionSpaceError  # noqa: E402
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


@pytest.mark.xfail(strict=True, raises=ActionSpaceError,
                   reason="option rows carry the fixed id, which a 21st hand card lacks")
def test_the_option_list_covers_a_21st_card_in_hand():
    g = _main_phase_with_a_full_hand()
    d = g.decision
    obs = observe(g, 0, Encoder(g.state.defs), "options", 128, d)
    assert int(obs["action_mask"].sum()) == len(d.options)
