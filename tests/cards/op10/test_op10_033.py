"""OP10-033 Nami (Character, cost 2, {ODYSSEY}): "[On Play] If you have 2 or
more rested {ODYSSEY} type Characters, up to 1 of your opponent's rested
DON!! cards will not become active in your opponent's next Refresh Phase."
(CR 6-2-3: the Refresh Phase sets DON!! active; DON!! are alike, so a number
is chosen)."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2

NAMI = "OP10-033"
ODYSSEY = custom_card("T-OD", "Voyager", cost=3, power=4000, types=("ODYSSEY",))
PLAIN = custom_card("T-PL", "Local", cost=3, power=4000, types=("Navy",))


def _played(*rested):
    s = Scenario(turn=3, strict=True)
    for n in rested:
        s.p1.character(n, rested=True)
    nami, = s.p1.hand(NAMI)
    s.p1.don(active=2)
    s.p2.don(active=2, rested=3)
    return s.build(), nami


def test_op10_033_one_rested_don_stays_rested_in_the_opponents_refresh():
    g, nami = _played(ODYSSEY, ODYSSEY)
    g.apply(Action("play", nami))
    expect_decision(g, P1, "choose_number")        # up to 1
    g.apply(Action("number", -1, 1))
    g.apply(Action("end_phase"))
    expect_decision(g, P2, "main")
    st = g.state
    # 5 DON!! and 2 more for the turn (CR 6-4-1): all active but the one kept rested
    assert st.don_rested[P2] == 1 and st.don_active[P2] == 6


def test_op10_033_choosing_none_keeps_nothing_rested():
    g, nami = _played(ODYSSEY, ODYSSEY)
    g.apply(Action("play", nami))
    g.apply(Action("number", -1, 0))
    g.apply(Action("end_phase"))
    assert g.state.don_rested[P2] == 0


def test_op10_033_needs_two_rested_odyssey_characters():
    g, nami = _played(ODYSSEY, PLAIN)
    g.apply(Action("play", nami))
    expect_decision(g, P1, "main")                 # the condition fails: nothing asked
    g.apply(Action("end_phase"))
    assert g.state.don_rested[P2] == 0
