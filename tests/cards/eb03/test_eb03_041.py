"""EB03-041 Kujyaku (Character): in the opponent's turn your SWORD Characters
of cost 6 or less have +2000; when played, trashing a Navy card from the
hand draws 2."""

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, SELECT
from optcg.engine.stats import power
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI

CARD = "EB03-041"            # {Navy}/{SWORD}, cost 4, 6000
HIBARI = "EB03-008"          # {SWORD}, cost 3, 5000
KOMILLE = "OP02-097"         # {Navy}


def test_eb03_041_sword_characters_gain_2000_in_the_opponents_turn():
    for turn_player, bonus in ((1, 2000), (0, 0)):
        s = Scenario(turn=4 - turn_player, turn_player=turn_player, strict=True)
        kujyaku = s.p1.character(CARD)
        hibari = s.p1.character(HIBARI)
        vivi = s.p1.character(VIVI)
        g = s.build()
        assert power(g.state, hibari) == 5000 + bonus
        assert power(g.state, kujyaku) == 6000 + bonus      # itself too
        assert power(g.state, vivi) == 4000


def test_eb03_041_on_play_trashes_a_navy_card_and_draws_2():
    s = Scenario(strict=True)
    kujyaku, komille, vivi = s.p1.hand(CARD, KOMILLE, VIVI)
    s.p1.don(active=4)
    deck = s.p1.deck(VIVI, VIVI, VIVI)
    g = s.build()
    g.apply(Action("play", kujyaku))
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {komille}
    g.apply(Action("select", komille))
    expect_decision(g, 0, "main")
    assert set(g.state.hand[0]) == {vivi, deck[0], deck[1]}


def test_eb03_041_on_play_without_a_navy_card_no_draw():
    s = Scenario(strict=True)
    kujyaku, vivi = s.p1.hand(CARD, VIVI)
    s.p1.don(active=4)
    s.p1.deck(VIVI, VIVI, VIVI)
    g = s.build()
    g.apply(Action("play", kujyaku))
    assert g.decision.kind == "confirm" and g.decision.player == 0
    assert g.decision.options == (Action("decline"),)   # offered unpaid: CR 3-1-5, 8-3-1-3
    g.apply(Action("decline"))
    expect_decision(g, 0, "main")
    assert g.state.hand[0] == [vivi]
