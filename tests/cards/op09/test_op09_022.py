"""OP09-022 Lim (Leader):
- "Your Character cards are played rested." (from the hand or by an effect;
  Q&A OP09-022: that is not "rested by your effect");
- "[Activate: Main] [Once Per Turn] You may rest 3 of your DON!! cards: Add
  up to 1 DON!! card from your DON!! deck and rest it, and play up to 1
  {ODYSSEY} type Character card with a cost of 5 or less from your hand."
  (an unpayable cost is not offered, CR 8-3-1-3)."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import P1, P2, activations, selectable

LIM = "OP09-022"
ODYSSEY_5 = custom_card("T-OD5", "Voyager", cost=5, power=6000, types=("ODYSSEY",))
ODYSSEY_6 = custom_card("T-OD6", "Giant", cost=6, power=7000, types=("ODYSSEY",))
PLAIN_2 = custom_card("T-PL2", "Local", cost=2, power=3000)


def _board(hand, active=3, leader=LIM):
    s = Scenario(turn=3, strict=True)
    lead = s.p1.leader(leader)
    cards = s.p1.hand(*hand)
    s.p1.don(active=active, deck=10 - active)
    return s.build(), lead, cards


def test_op09_022_characters_played_from_the_hand_enter_rested():
    g, lead, (plain,) = _board((PLAIN_2,), active=2)
    g.apply(Action("play", plain))
    st = g.state
    assert plain in st.chars[P1] and st.rested[plain]


def test_op09_022_the_opponents_characters_enter_active():
    s = Scenario(turn=4, turn_player=P2, strict=True)
    s.p1.leader(LIM)
    theirs, = s.p2.hand(PLAIN_2)
    s.p2.don(active=2)
    g = s.build()
    g.apply(Action("play", theirs))
    assert theirs in g.state.chars[P2] and not g.state.rested[theirs]


def test_op09_022_another_leader_plays_them_active():
    g, lead, (plain,) = _board((PLAIN_2,), active=2, leader="ST01-001")
    g.apply(Action("play", plain))
    assert not g.state.rested[plain]


def test_op09_022_rest_3_don_adds_a_rested_don_and_plays_an_odyssey_character_rested():
    g, lead, (five, six, plain) = _board((ODYSSEY_5, ODYSSEY_6, PLAIN_2))
    g.apply(activations(g, lead)[0])
    expect_decision(g, P1, "choose_number")        # up to 1 DON!! card
    g.apply(Action("number", -1, 1))
    expect_decision(g, P1, "select")
    assert selectable(g) == {five}                 # cost 6, other types: not offered
    g.apply(Action("select", five))
    st = g.state
    assert five in st.chars[P1] and st.rested[five]
    assert st.don_active[P1] == 0 and st.don_rested[P1] == 4
    assert activations(g, lead) == []              # [Once Per Turn]


def test_op09_022_not_offered_with_2_active_don():
    g, lead, _ = _board((ODYSSEY_5,), active=2)
    assert activations(g, lead) == []
