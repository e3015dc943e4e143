"""OP16-118 Portgas.D.Ace (Character): "The counter of all of your Character
cards with 8000 power in your hand becomes +2000." (a permanent effect read
when a Counter is used, CR 7-1-3-2-1) and "[On Play]/[On K.O.] Look at 5
cards from the top of your deck; reveal up to 1 [Monkey.D.Luffy] or up to 1
card with a type including "Whitebeard Pirates" and add it to your hand.
Then, place the rest at the bottom of your deck in any order."  """

from optcg import Action
from optcg.engine.decision_kinds import ARRANGE, COUNTER, SELECT
from optcg.engine.stats import counter, power
from optcg.testing import Scenario, custom_card, expect_decision

from ..common import selectable
from ..qa import VIVI
from ..replacing import KO_ALL

ACE = "OP16-118"
NEWGATE = "OP02-004"         # a {Whitebeard Pirates} card
LUFFY = "ST13-003"           # [Monkey.D.Luffy]
ATTACKER = "ST01-008"        # vanilla Character, 5000 power
BIG = custom_card("T-8000", "Eight Thousand", "Character", cost=6, power=8000)
BIG_1000 = custom_card("T-8000-C", "Eight Thousand Counter", "Character", cost=6,
                       power=8000, counter=1000)


def test_op16_118_8000_power_cards_in_hand_counter_2000_while_ace_is_on_the_field():
    s = Scenario()
    s.p1.character(ACE)
    big, big_1000, vivi = s.p1.hand(BIG, BIG_1000, VIVI)
    st = s.build().state
    assert counter(st, big) == counter(st, big_1000) == 2000
    assert counter(st, vivi) == 1000                   # 4000 power: printed


def test_op16_118_not_without_ace_on_the_field():
    s = Scenario()
    s.p1.hand(ACE)
    big, = s.p1.hand(BIG)
    assert counter(s.build().state, big) == 0


def test_op16_118_an_8000_power_card_is_used_as_a_2000_counter():
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.character(ACE)
    big, = s.p1.hand(BIG)                              # printed Counter: none
    attacker = s.p2.character(ATTACKER)
    g = s.build()
    leader = s.p1.leader_id
    g.apply(Action("attack", attacker, leader))
    g.apply(Action("no_block"))
    expect_decision(g, 0, COUNTER)
    g.apply(Action("counter", big, leader))
    assert power(g.state, leader) == 7000 and big in g.state.trash[0]


def test_op16_118_on_play_adds_luffy_or_a_whitebeard_card():
    s = Scenario(strict=True)
    ace, = s.p1.hand(ACE)
    top = s.p1.deck(VIVI, LUFFY, NEWGATE, VIVI, VIVI, VIVI)     # top first
    s.p1.don(active=5)
    g = s.build()
    g.apply(Action("play", ace))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {top[1], top[2]}
    g.apply(Action("select", top[2]))
    expect_decision(g, 0, ARRANGE)                     # the rest, in any order
    while g.decision.kind == ARRANGE:
        g.apply(g.legal_actions()[0])
    st = g.state
    assert st.hand[0] == [top[2]] and st.deck[0][-1] == top[5]  # the 6th is now on top


def test_op16_118_on_ko_looks_too_and_may_add_nothing():
    s = Scenario(turn=4, turn_player=1, strict=True)
    ace = s.p1.character(ACE)
    s.p1.deck(VIVI, VIVI, LUFFY, VIVI, VIVI)
    e, = s.p2.hand(KO_ALL)
    g = s.build()
    g.apply(Action("play", e))
    expect_decision(g, 0, SELECT)                      # [On K.O.]: up to 1 [Monkey.D.Luffy]
    g.apply(Action("select_done"))
    expect_decision(g, 0, ARRANGE)
    while g.decision.kind == ARRANGE:
        g.apply(g.legal_actions()[0])
    st = g.state
    assert ace in st.trash[0] and st.hand[0] == [] and len(st.deck[0]) == 5
