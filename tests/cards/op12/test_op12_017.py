"""OP12-017 Color of Observation Haki (Event): "[Main] You may give 1 active
DON!! card to 1 of your [Silvers Rayleigh]: Look at 4 cards from the top of
your deck; reveal up to 1 red Event or up to 1 Character card with a cost of
3 or more and add it to your hand. Then, place the rest at the bottom of your
deck in any order."

A name in brackets with no noun after it is any card of that name, the
Leader included (CR 2-1-2); "red" applies to both descriptions (official
Q&A on OP12-017: a red Event or a red Character card with a cost of 3 or
more)."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, expect_decision

from ..common import selectable

CARD = "OP12-017"
RAYLEIGH_LEADER = "OP12-001"
RED_COST_3 = "ST01-008"       # Nico Robin, red Character, cost 3
RED_COST_2 = "ST01-009"       # Nefeltari Vivi, red Character, cost 2
GREEN_COST_7 = "ST02-013"     # Eustass"Captain"Kid, green Character, cost 7


def _play(leader: str = RAYLEIGH_LEADER):
    s = Scenario()
    s.p1.leader(leader)
    event, = s.p1.hand(CARD)
    s.p1.don(active=2)
    deck = s.p1.deck(RED_COST_3, GREEN_COST_7, CARD, RED_COST_2, RED_COST_2)
    g = s.build()
    g.apply(Action("play", event))
    return s, g, deck


def test_op12_017_cr_2_1_2_cost_gives_the_don_to_the_silvers_rayleigh_leader():
    s, g, deck = _play()
    expect_decision(g, 0, DecisionKind.CONFIRM)                # "You may give ...": asked
    g.apply(Action("accept"))
    st = g.state
    assert st.don[s.p1.leader_id] == 1 and st.don_active[0] == 1
    expect_decision(g, 0, DecisionKind.SELECT)                 # the effect resolves


def test_op12_017_qa_red_applies_to_the_character_card_too():
    """qa_op12.md, OP12-017 Q4: a non-red Character card with a cost of 3 or
    more cannot be added; a red one (cost 3) and the red Event can."""
    s, g, deck = _play()
    g.apply(Action("accept"))
    expect_decision(g, 0, DecisionKind.SELECT)
    robin, green_kid, red_event, vivi = deck[:4]
    assert selectable(g) == {robin, red_event}     # not green Kid, not cost-2 Vivi
    g.apply(Action("select", robin))
    assert robin in g.state.hand[0]
    expect_decision(g, 0, DecisionKind.ARRANGE)                # the rest go back into the deck
    assert all(g.describe(a).endswith("on the bottom of the deck") for a in g.legal_actions())


def test_op12_017_cr_8_3_1_3_no_silvers_rayleigh_no_effect():
    """Without a [Silvers Rayleigh] the cost cannot be paid (official Q&A on
    OP12-017: the [Main] effect cannot be activated): nothing is looked at."""
    s = Scenario()
    s.p1.leader("ST01-001")
    event, = s.p1.hand(CARD)
    s.p1.don(active=2)
    s.p1.deck(RED_COST_3, GREEN_COST_7, CARD, RED_COST_2, RED_COST_2)
    g = s.build()
    deck = list(g.state.deck[0])
    assert Action("play", event) in g.legal_actions()     # CR 6-5-3-1
    g.apply(Action("play", event))
    expect_decision(g, 0, DecisionKind.MAIN)
    st = g.state
    assert st.deck[0] == deck and st.don[s.p1.leader_id] == 0
    assert event in st.trash[0] and st.don_active[0] == 2   # it costs 0
