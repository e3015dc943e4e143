"""OP11-117 Fish-Man Island (Stage, cost 2): [Activate: Main] [Once Per
Turn] if your Leader is [Shirahoshi], you may turn 1 card from the top of
your Life cards face-up: up to 1 of your {Neptunian}, {Fish-Man}, or
{Merfolk} type Characters gains +1000 power during this turn.  (No official
Q&A on this card.)"""

from optcg import Action
from optcg.engine.stats import power
from optcg.testing import custom_card, expect_decision

from cards.op11.shirahoshi_costs import RED_LEADER, board

P1 = 0
ISLAND = "OP11-117"
MERFOLK = custom_card("T-MER", "Merfolk", power=3000, types=("Merfolk",))
NAVY = custom_card("T-NAVY", "Navy", power=3000, types=("Navy",))


def _board(**kw):
    s, life = board(**kw)
    island = s.p1.stage(ISLAND)
    mer, navy = s.p1.character(MERFOLK), s.p1.character(NAVY)
    return s.build(), island, life, mer, navy


def test_op11_117_turns_life_face_up_and_gives_a_merfolk_1000_once_per_turn():
    game, island, life, mer, navy = _board(top_face_up=False)
    game.apply(Action("activate", island, 0))
    expect_decision(game, P1, "select")
    assert {a.card for a in game.legal_actions() if a.kind == "select"} == {mer}
    game.apply(Action("select", mer))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.face_up[life[0]] and power(st, mer) == 4000 and power(st, navy) == 3000
    assert Action("activate", island, 0) not in game.legal_actions()


def test_op11_117_cannot_be_activated_under_another_leader_or_with_the_top_face_up():
    for kw in ({"leader": RED_LEADER, "top_face_up": False}, {"top_face_up": True}):
        game, island, _, _, _ = _board(**kw)
        expect_decision(game, P1, "main")
        assert Action("activate", island, 0) not in game.legal_actions()
