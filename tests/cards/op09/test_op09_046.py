"""OP09-046 Crocodile (Character, cost 7): when played, up to 1 Character card from the hand
of cost 5 or less is played if it is {Cross Guild} type or has a type
including "Baroque Works" (one card: either description, the cost limit
holding for both)."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, selectable

CARD = "OP09-046"
GUILD = custom_card("T-CG", "Guildsman", cost=5, power=6000, types=("Cross Guild",))
AGENT = custom_card("T-BW", "Agent", cost=4, power=5000, types=("Baroque Works Officer Agents",))
BIG_GUILD = custom_card("T-CG6", "Guild Boss", cost=6, power=7000, types=("Cross Guild",))
PLAIN = custom_card("T-PL", "Plain", cost=2, power=3000, types=("Navy",))


def _played(*hand):
    s = Scenario(turn=3, strict=True)
    card, *in_hand = s.p1.hand(CARD, *hand)
    s.p1.don(active=10)
    g = s.build()
    g.apply(Action("play", card))
    return g, in_hand


def test_op09_046_plays_a_cross_guild_or_baroque_works_character_of_cost_5_or_less():
    g, (guild, agent, big, plain) = _played(GUILD, AGENT, BIG_GUILD, PLAIN)
    expect(g, "select", P1)
    assert selectable(g) == {guild, agent}, "not cost 6, not another type"
    g.apply(Action("select", agent))
    expect(g, "main", P1)
    assert agent in g.state.chars[P1] and guild in g.state.hand[P1]


def test_op09_046_plays_the_cross_guild_one_without_paying_its_cost():
    g, (guild,) = _played(GUILD)
    g.apply(Action("select", guild))
    expect(g, "main", P1)
    assert guild in g.state.chars[P1]
    assert g.don(P1).active == 10 - 7, "only Crocodile's own cost of 7 is paid"


def test_op09_046_with_no_matching_card_nothing_is_played():
    g, (big, plain) = _played(BIG_GUILD, PLAIN)
    expect(g, "main", P1)
    assert big in g.state.hand[P1] and plain in g.state.hand[P1]
