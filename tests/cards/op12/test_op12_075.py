"""OP12-075 Ms. All Sunday (Character, cost 4): [On Play] K.O. up to 1 of the
opponent's Characters with a cost of 3 or less, then the opponent may add 1
DON!! card from their DON!! deck, set as active; [Trigger] DON!! −1: play
this card.

Official Q&A on OP12-075: the opponent decides whether they add the DON!!
card (a CHOOSE_NUMBER decision of theirs: 1 yes, 0 no)."""

from optcg import Action
from optcg.testing import Scenario, expect

from cards.common import P1, P2, selectable

SUNDAY = "OP12-075"


def _played(their_don_deck=4):
    s = Scenario(turn=3)
    [sunday] = s.p1.hand(SUNDAY)
    s.p1.don(active=4)
    small, big = s.p2.characters("ST01-008", "ST01-010")      # cost 3, cost 4
    s.p2.don(active=1, rested=2, deck=their_don_deck)
    g = s.build()
    g.apply(Action("play", sunday))
    expect(g, "select", P1)
    assert selectable(g) == {small}
    g.apply(Action("select", small))
    assert small in g.state.trash[P2] and big in g.state.chars[P2]
    return g


def test_op12_075_the_opponent_chooses_to_add_an_active_don():
    """Official Q&A on OP12-075: the opponent decides."""
    g = _played()
    expect(g, "choose_number", P2)
    g.apply(Action("number", -1, 1))
    st = g.state
    assert st.don_active[P2] == 2 and st.don_rested[P2] == 2 and st.don_deck[P2] == 3
    expect(g, "main", P1)


def test_op12_075_the_opponent_may_decline():
    g = _played()
    expect(g, "choose_number", P2)
    g.apply(Action("number", -1, 0))
    st = g.state
    assert st.don_active[P2] == 1 and st.don_deck[P2] == 4


def test_op12_075_with_an_empty_don_deck_nothing_is_asked():
    g = _played(their_don_deck=0)
    expect(g, "main", P1)
    assert g.state.don_active[P2] == 1


def test_op12_075_trigger_returns_a_don_to_play_it():
    s = Scenario(turn=3)
    attacker = s.p1.character("ST01-010")
    [life] = s.p2.life(SUNDAY)
    s.p2.don(active=1)
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect(g, "trigger", P2)
    g.apply(Action("use_trigger"))
    st = g.state
    assert life in st.chars[P2] and st.don_active[P2] == 0
