"""EB03-053 Nami (Character, cost 5):
- "[On Play] Give up to 1 rested DON!! card to your Leader. Then, if your
  opponent has 3 or more Life cards, add up to 1 card from the top of your
  opponent's Life cards to the owner's hand";
- "[On K.O.] You may turn 1 card from the top of your Life cards face-up: Play
  up to 1 Character card with 6000 power or less from your hand."
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

NAMI = "EB03-053"


def _play(their_life):
    s = Scenario(turn=3)
    leader = s.p1.leader("ST01-001")
    nami, = s.p1.hand(NAMI)
    s.p1.don(active=5, rested=1)
    theirs = s.p2.life(*["ST01-006"] * their_life)
    g = s.build()
    g.apply(Action("play", nami))
    expect(g, "choose_number", P1)                 # up to 1 rested DON!! to the Leader
    g.apply(Action("number", -1, 1))
    return leader, theirs, g


def test_eb03_053_gives_a_don_and_takes_the_top_of_3_opponent_life_cards():
    leader, theirs, g = _play(3)
    expect(g, "choose_number", P1)
    g.apply(Action("number", -1, 1))
    assert g.state.don[leader] == 1
    assert g.state.hand[P2] == [theirs[0]] and len(g.state.life[P2]) == 2


def test_eb03_053_against_2_life_only_the_don():
    leader, theirs, g = _play(2)
    expect(g, "main", P1)
    assert g.state.don[leader] == 1 and len(g.state.life[P2]) == 2


def test_eb03_053_koed_turns_a_life_card_face_up_to_play_a_6000_character():
    s = Scenario(turn=4, turn_player=P2)
    nami = s.p1.character(NAMI, rested=True)
    six, seven = s.p1.hand(custom_card("T-P6", "Six", cost=5, power=6000),
                           custom_card("T-P7", "Seven", cost=6, power=7000))
    life, _ = s.p1.life("ST01-006", "ST01-004")
    att = s.p2.character(custom_card("T-ATK9", "Attacker", cost=8, power=9000))
    g = s.build()
    g.apply(Action("attack", att, nami))
    expect(g, "confirm", P1)
    g.apply(Action("accept"))
    expect(g, "select", P1)
    assert {x.card for x in g.legal_actions() if x.kind == "select"} == {six}
    g.apply(Action("select", six))
    assert g.state.face_up[life] and six in g.state.chars[P1] and seven in g.state.hand[P1]
