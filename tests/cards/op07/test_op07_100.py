"""OP07-100 Edison (Character, cost 4): [On Play] with 2 or fewer Life cards,
draw 2 cards and trash 2 cards from the hand; [Trigger] with a Leader named
[Vegapunk], play this card.  The data prints "trash 2 card" (a singular
noun after 2): read as meant (normalize.MISPRINTS)."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2, selectable

EDISON = "OP07-100"
FILLER = "ST01-006"
VEGAPUNK = custom_card("T-VEGA", "Vegapunk", "Leader", power=5000, life=4, colors=("Yellow",))


def _played(*life):
    s = Scenario(turn=3)
    [edison] = s.p1.hand(EDISON)
    kept = s.p1.hand(FILLER, FILLER, FILLER)
    s.p1.life(*life)
    drawn = s.p1.deck(FILLER, FILLER, FILLER)
    s.p1.don(active=4)
    g = s.build()
    g.apply(Action("play", edison))
    return g, edison, kept, drawn


def test_op07_100_on_play_at_2_life_draws_2_then_trashes_2():
    g, edison, kept, drawn = _played(FILLER, FILLER)
    st = g.state
    assert drawn[0] in st.hand[P1] and drawn[1] in st.hand[P1]
    expect(g, "select", P1)
    assert selectable(g) == set(kept) | set(drawn[:2])
    g.apply(Action("select", kept[0]))
    expect(g, "select", P1)
    g.apply(Action("select", kept[1]))
    st = g.state
    assert kept[0] in st.trash[P1] and kept[1] in st.trash[P1]
    assert len(st.hand[P1]) == 3 and edison in st.chars[P1]


def test_op07_100_on_play_at_3_life_does_nothing():
    g, edison, kept, drawn = _played(FILLER, FILLER, FILLER)
    expect(g, "main", P1)
    st = g.state
    assert st.hand[P1] == kept and len(st.deck[P1]) == 3 and edison in st.chars[P1]


def _triggered(leader):
    s = Scenario(turn=3)
    s.p2.leader(leader)
    attacker = s.p1.character("ST01-010")
    [life] = s.p2.life(EDISON)
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect(g, "trigger", P2)
    g.apply(Action("use_trigger"))
    return g, life


def test_op07_100_trigger_plays_it_with_a_vegapunk_leader():
    g, life = _triggered(VEGAPUNK)
    assert life in g.state.chars[P2]


def test_op07_100_trigger_does_not_play_it_under_another_leader():
    g, life = _triggered(custom_card("T-OTHER", "Someone", "Leader", power=5000, life=4))
    st = g.state
    assert life not in st.chars[P2] and life in st.trash[P2]
