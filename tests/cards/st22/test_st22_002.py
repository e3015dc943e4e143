"""ST22-002 Izo (Character): when played, searches the top 5 for a card whose
type includes Whitebeard Pirates, not named Izo; when the opponent attacks,
trashing himself draws 1 and puts a hand card under the deck. Q&A
(qa_st-22.md, ST22-002): K.O.'d first by the attacker's own ability, he
cannot use it."""

from test_card_compiler import card_of

from optcg import Action
from optcg.engine.decision_kinds import CONFIRM, SELECT
from optcg.testing import Scenario, expect_decision

from ..qa import VIVI
from ..searching import add_one, back_at_main, nothing_to_add, played_searcher
from ..strict_battle import attacked_by_opponent

CARD = "ST22-002"
ATMOS = "OP02-003"           # {Whitebeard Pirates}
DOMA = "EB01-005"            # {Whitebeard Pirates Allies}: the type includes it
MARCO = "OP01-023"           # {Former Whitebeard Pirates}
KILLER = card_of("[When Attacking] K.O. up to 1 of your opponent's Characters with a cost "
                 "of 1 or less.", name="Killer", number="T-WA-KO", cost=4, power=6000)


def test_st22_002_on_play_adds_a_whitebeard_pirates_card_other_than_izo():
    g, ids, _ = played_searcher(CARD, [CARD, DOMA, VIVI, ATMOS, MARCO])
    add_one(g, ids, addable=[ids[1], ids[3], ids[4]], pick=ids[1])
    back_at_main(g)


def test_st22_002_on_play_nothing_fits():
    g, ids, _ = played_searcher(CARD, [CARD, VIVI, VIVI, VIVI, VIVI])
    nothing_to_add(g, ids)
    back_at_main(g)


def _attacked(attacker="OP01-018"):
    s = Scenario(turn=4, turn_player=1, strict=True)
    izo = s.p1.character(CARD)
    kept, = s.p1.hand(VIVI)
    top = s.p1.deck(ATMOS, VIVI)[0]
    g, att = attacked_by_opponent(s, attacker)
    return g, izo, kept, top


def test_st22_002_on_opponents_attack_trashes_izo_draws_and_places_one_at_the_bottom():
    g, izo, kept, top = _attacked()
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("accept"))
    assert izo in g.state.trash[0] and top in g.state.hand[0]
    expect_decision(g, 0, SELECT)
    g.apply(Action("select", kept))
    st = g.state
    assert st.hand[0] == [top] and st.deck[0][0] == kept


def test_st22_002_declined_izo_stays():
    g, izo, kept, top = _attacked()
    expect_decision(g, 0, CONFIRM)
    g.apply(Action("decline"))
    expect_decision(g, 0, "block")
    assert izo in g.state.chars[0] and g.state.hand[0] == [kept]


def test_st22_002_qa_koed_by_the_when_attacking_effect_first_no_activation():
    """qa_st-22.md, ST22-002: the turn player's [When Attacking] resolves
    first (CR 8-6-1) and K.O.s Izo; his effect is then not activated."""
    g, izo, kept, top = _attacked(KILLER)
    expect_decision(g, 1, SELECT)
    g.apply(Action("select", izo))
    expect_decision(g, 0, "block")                       # no offer for Izo
    assert izo in g.state.trash[0] and g.state.hand[0] == [kept]
