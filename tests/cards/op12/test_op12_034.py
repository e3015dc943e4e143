"""OP12-034 Perona (Character, cost 1): "[On Play] If your Leader has the
<Slash> attribute, look at 5 cards from the top of your deck; reveal up to 1
<Slash> attribute card or green Event and add it to your hand. Then, place the
rest at the bottom of your deck in any order."
Official Q&A on OP12-034: a <Slash> card that is not green may be added.
"""

from optcg import Action
from optcg.testing import Scenario, expect

from cards.common import P1

PERONA = "OP12-034"
SLASH_LEADER = "OP01-001"        # Roronoa Zoro, <Slash>
STRIKE_LEADER = "ST01-001"       # Monkey.D.Luffy, <Strike>
RED_SLASH = "ST01-013"           # Roronoa Zoro, red, <Slash>
GREEN_EVENT = "ST02-016"         # a green Event
RED_EVENT = "ST01-014"           # a red Event
STRIKE = "ST01-006"              # Chopper, <Strike>


def _play(leader):
    s = Scenario(turn=3)
    s.p1.leader(leader)
    perona, = s.p1.hand(PERONA)
    top = s.p1.deck(RED_SLASH, GREEN_EVENT, RED_EVENT, STRIKE, STRIKE, STRIKE)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", perona))
    return top, g


def test_op12_034_offers_slash_cards_of_any_color_and_green_events():
    top, g = _play(SLASH_LEADER)
    expect(g, "select", P1)
    assert {a.card for a in g.legal_actions() if a.kind == "select"} == {top[0], top[1]}
    g.apply(Action("select", top[0]))
    assert top[0] in g.state.hand[P1], "Q&A OP12-034: a red <Slash> card"


def test_op12_034_without_a_slash_leader_looks_at_nothing():
    top, g = _play(STRIKE_LEADER)
    expect(g, "main", P1)
    assert g.state.deck[P1][-1] == top[0]
