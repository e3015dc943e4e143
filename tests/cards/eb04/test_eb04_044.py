"""EB04-044 Koby (Character, cost 6): once per turn, with a Navy Leader, a hand
card may be trashed instead of his leaving the field; once in your turn,
draw 1 when an opposing Character is K.O.'d."""

from test_card_compiler import card_of, leader

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, SELECT
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI

CARD = "EB04-044"
NAVY_LEADER = leader("Navy", types=("Navy",))
BOUNCE = card_of("[Main] Return up to 1 of your opponent's Characters to the owner's hand.",
                 category="Event", name="Bounce", number="T-BOUNCE-1", cost=0)
KO_ONE = card_of("[Main] K.O. up to 1 of your opponent's Characters.", category="Event",
                 name="KO One", number="T-KO-ONE", cost=0)


def _bounced(lead, hand=(VIVI,)):
    s = Scenario(turn=4, turn_player=1, strict=True)
    s.p1.leader(lead)
    koby = s.p1.character(CARD)
    held = s.p1.hand(*hand)
    e, = s.p2.hand(BOUNCE)
    g = s.build()
    g.apply(Action("play", e))
    g.apply(Action("select", koby))
    return g, koby, held


def test_eb04_044_trashes_a_hand_card_instead_of_leaving():
    g, koby, (vivi,) = _bounced(NAVY_LEADER)
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, SELECT)                      # strict: the only hand card
    g.apply(Action("select", vivi))
    expect_decision(g, 1, "main")
    assert koby in g.state.chars[0] and vivi in g.state.trash[0]


def test_eb04_044_other_leader_or_empty_hand_it_returns():
    for lead, hand in ((leader("Plain"), (VIVI,)), (NAVY_LEADER, ())):
        g, koby, held = _bounced(lead, hand)
        expect_decision(g, 1, "main")
        assert koby in g.state.hand[0]


def test_eb04_044_draws_when_an_opponents_character_is_koed_once_per_turn():
    s = Scenario(strict=True)
    s.p1.character(CARD)
    a, b = s.p1.hand(KO_ONE, KO_ONE)
    deck = s.p1.deck(VIVI, VIVI, VIVI)
    x, y = s.p2.character(VIVI), s.p2.character(VIVI)
    g = s.build()
    g.apply(Action("play", a))
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", x))
    expect_decision(g, 0, "main")
    assert g.state.hand[0] == [b, deck[0]]
    g.apply(Action("play", b))
    g.apply(Action("select", y))
    expect_decision(g, 0, "main")
    assert g.state.hand[0] == [deck[0]]                # no second draw this turn
