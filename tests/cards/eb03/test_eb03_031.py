"""EB03-031 Vinsmoke Reiju (Character, cost 5): in your turn, when played,
for DON!! −1 and with a [Sanji] Leader, the [Main] effect of up to 1 Event
of cost 7 or less in your trash is activated.  The Event stays in the trash
and is not itself activated (qa_eb03.md, EB03-031: OP04-053 Page One's "when
you activate an Event" does not fire; faq_op15-eb04.md, OP15-119 Q3)."""

from optcg import Action
from optcg.engine.effects import language as L
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, selectable

REIJU = "EB03-031"
SANJI = "OP12-041"                 # Leader [Sanji]
PILAF = "OP03-056"                 # Event, cost 3: [Main] Draw 2 cards.
GUARD_POINT = "ST01-014"           # Event, cost 1: [Counter] only
PAGE_ONE = "OP04-053"              # [DON!! x1] When you activate an Event, draw 1 card ...
COSTLY = custom_card("T-EV8", "Costly Feast", "Event",
                     L.Ability(L.MAIN, steps=(L.Draw(L.exactly(1)),)), cost=8)


def _played(leader=SANJI, trash=(PILAF,), page_one=False):
    """P1 plays Reiju with 6 active DON!! and accepts the DON!! −1 cost."""
    s = Scenario(turn=3, strict=True)
    s.p1.leader(leader)
    reiju, = s.p1.hand(REIJU)
    in_trash = s.p1.trash(*trash)
    if page_one:
        s.p1.character(PAGE_ONE, don=1)
    s.p1.deck(*["ST01-006"] * 5)
    s.p1.don(active=6)
    g = s.build()
    g.apply(Action("play", reiju))
    expect(g, "confirm", P1)                        # the DON!! −1 cost is optional
    g.apply(Action("accept"))
    expect(g, "return_don", P1)
    g.apply(Action("return_don", -1, 1))
    return g, reiju, in_trash


def test_eb03_031_resolves_the_main_effect_of_an_event_in_the_trash():
    g, reiju, (pilaf,) = _played()
    expect(g, "select", P1)
    g.apply(Action("select", pilaf))
    expect(g, "main", P1)
    st = g.state
    assert len(st.hand[P1]) == 2, "Pilaf's [Main]: draw 2 cards"
    assert pilaf in st.trash[P1], "the Event stays in the trash"
    assert reiju in st.chars[P1]
    assert g.don(P1).active == 0 and st.don_deck[P1] == 5, "5 paid, 1 returned"


def test_eb03_031_is_not_an_event_activation_for_page_one():
    """qa_eb03.md, EB03-031: Page One's "When you activate an Event" does not
    fire for a [Main] effect activated from the trash."""
    g, _reiju, (pilaf,) = _played(page_one=True)
    g.apply(Action("select", pilaf))
    expect(g, "main", P1)
    assert len(g.state.hand[P1]) == 2, "only Pilaf's 2 cards; Page One draws none"


def test_eb03_031_only_events_of_cost_7_or_less_with_a_main_effect():
    g, _reiju, (pilaf, _guard, _costly) = _played(trash=(PILAF, GUARD_POINT, COSTLY))
    expect(g, "select", P1)
    assert selectable(g) == {pilaf}, "not a [Counter]-only Event, not cost 8"


def test_eb03_031_needs_a_sanji_leader():
    g, _reiju, _trash = _played(leader="ST01-001")      # Luffy
    expect(g, "main", P1)
    assert len(g.state.hand[P1]) == 0
