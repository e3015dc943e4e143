"""OP11-082 Aramaki (Character): trashing himself lets a Navy Character attack
active Characters this turn, with a Navy Leader, and then trashes the top 2
of the deck. Q&A (qa_op11.md, OP11-082): a Character played this turn still
cannot attack."""

from test_card_compiler import leader

from optcg import Action
from optcg.engine.decision_kinds import SELECT
from optcg.testing import Scenario, expect_decision

from ..common import selectable
from ..qa import VIVI

CARD = "OP11-082"
KOMILLE = "OP02-097"         # {Navy}
NAVY_LEADER = leader("Navy Leader", types=("Navy",))


def _activate(lead, played_this_turn=False):
    s = Scenario(strict=True)
    s.p1.leader(lead)
    aramaki = s.p1.character(CARD)
    navy = s.p1.character(KOMILLE, played_this_turn=played_this_turn)
    robin = s.p1.character("ST01-008")                 # not {Navy}
    deck = s.p1.deck(VIVI, VIVI, VIVI, VIVI)
    foe = s.p2.character(VIVI)                         # active
    g = s.build()
    g.apply(Action("activate", aramaki, 0))
    return s, g, aramaki, navy, robin, deck, foe


def test_op11_082_a_navy_character_may_attack_an_active_character():
    s, g, aramaki, navy, robin, deck, foe = _activate(NAVY_LEADER)
    expect_decision(g, 0, SELECT)
    assert selectable(g) == {navy}
    g.apply(Action("select", navy))
    expect_decision(g, 0, "main")
    st = g.state
    assert aramaki in st.trash[0] and set(deck[:2]) <= set(st.trash[0])
    assert Action("attack", navy, foe) in g.legal_actions()
    assert Action("attack", robin, foe) not in g.legal_actions()


def test_op11_082_qa_a_character_played_this_turn_still_cannot_attack():
    """qa_op11.md, OP11-082."""
    s, g, aramaki, navy, robin, deck, foe = _activate(NAVY_LEADER, played_this_turn=True)
    g.apply(Action("select", navy))
    expect_decision(g, 0, "main")
    assert not [a for a in g.legal_actions() if a.kind == "attack" and a.card == navy]


def test_op11_082_cr_8_3_3_other_leader_nothing_after_the_if():
    """CR 8-3-3: the "if" not fulfilled, nothing after it resolves, the
    "Then, trash 2" included; the cost (Aramaki himself) is paid."""
    s, g, aramaki, navy, robin, deck, foe = _activate(leader("Plain"))
    expect_decision(g, 0, "main")
    st = g.state
    assert st.trash[0] == [aramaki] and len(st.deck[0]) == 4
    assert Action("attack", navy, foe) not in g.legal_actions()
