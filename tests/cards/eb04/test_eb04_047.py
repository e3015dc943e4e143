"""EB04-047 Helmeppo (Character): trashing himself plays a SWORD Character of
cost 3 or less, not named Helmeppo, from the hand or the trash."""

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import bottom_all

CARD = "EB04-047"
HIBARI = "EB03-008"          # {SWORD}, cost 3
KUJYAKU = "OP11-004"         # {SWORD}, cost 1
KUJYAKU_4 = "EB03-041"       # {SWORD}, cost 4: too costly


def test_eb04_047_plays_a_cheap_sword_character_from_the_hand_or_trash():
    s = Scenario(strict=True)
    helmeppo = s.p1.character(CARD)
    hibari, big = s.p1.hand(HIBARI, KUJYAKU_4)
    other, kujyaku = s.p1.trash(CARD, KUJYAKU)
    g = s.build()
    g.apply(Action("activate", helmeppo, 0))
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {hibari, kujyaku}          # not a Helmeppo, not cost 4
    g.apply(Action("select", kujyaku))
    assert helmeppo in g.state.trash[0] and kujyaku in g.state.chars[0]
    bottom_all(g)                                      # Kujyaku's own [On Play] search
    expect_decision(g, 0, "main")


def test_eb04_047_nothing_to_play_it_is_still_trashed():
    s = Scenario(strict=True)
    helmeppo = s.p1.character(CARD)
    s.p1.hand(KUJYAKU_4)
    g = s.build()
    g.apply(Action("activate", helmeppo, 0))
    expect_decision(g, 0, "main")
    assert helmeppo in g.state.trash[0] and g.state.chars[0] == []
