"""OP13-082 Five Elders (Character, cost 10, 12000 power): [Activate: Main]
if your Leader is [Imu], you may rest 1 of your DON!! cards and trash 1 card
from your hand: trash all of your Characters and play up to 5 {Five Elders}
type Character cards with 5000 power and different card names from your
trash.

Official Q&A on OP13-082: this Character itself is trashed too.
"""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect_decision

P1, P2 = 0, 1
FIVE_ELDERS = "OP13-082"
IMU = "OP13-079"
RED_LEADER = "ST01-001"
FILLER = "ST01-003"                 # Karoo


def _elder(tag: str, name: str, power: int = 5000, types=("Five Elders",)):
    return custom_card(f"T-{tag}", name, "Character", power=power, cost=5, types=types)


ALPHA, ALPHA_TOO = _elder("A", "Alpha"), _elder("A2", "Alpha")
BETA = _elder("B", "Beta")
BIG = _elder("BIG", "Big", power=6000)
NAVY = _elder("N", "Navy", types=("Navy",))


def _board(leader: str = IMU, hand=(FILLER,), active: int = 1):
    s = Scenario(turn=3)
    s.p1.leader(leader)
    elders = s.p1.character(FIVE_ELDERS)
    other = s.p1.character(FILLER)
    cards = s.p1.hand(*hand)
    s.p1.don(active=active)
    trash = s.p1.trash(ALPHA, ALPHA_TOO, BETA, BIG, NAVY)
    return s.build(), elders, other, cards, trash


def test_op13_082_trashes_every_character_and_plays_five_elders_with_different_names():
    game, elders, other, (paid,), (alpha, alpha_too, beta, big, navy) = _board()
    game.apply(Action("activate", elders, 0))          # the only hand card is the cost
    expect_decision(game, P1, "select")
    # 5000 power {Five Elders} only: not the 6000 one, not the {Navy} one,
    # nor this 12000 Character, trashed just before
    assert {a.card for a in game.legal_actions() if a.kind == "select"} == {alpha, alpha_too, beta}
    game.apply(Action("select", alpha))
    expect_decision(game, P1, "select")
    # a second [Alpha] is not offered: different card names
    assert {a.card for a in game.legal_actions() if a.kind == "select"} == {beta}
    game.apply(Action("select", beta))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.chars[P1] == [alpha, beta]
    # official Q&A on OP13-082: this Character is trashed as well
    assert {elders, other, paid, alpha_too} <= set(st.trash[P1])
    assert game.don(P1).rested == 1 and st.hand[P1] == []


def test_op13_082_may_play_none():
    game, elders, other, _, _ = _board()
    game.apply(Action("activate", elders, 0))
    expect_decision(game, P1, "select")
    game.apply(Action("select_done"))
    expect_decision(game, P1, "main")
    st = game.state
    assert st.chars[P1] == [] and elders in st.trash[P1] and other in st.trash[P1]


def test_op13_082_cannot_be_activated_without_imu_or_without_its_costs():
    game, elders, _, _, _ = _board(leader=RED_LEADER)
    assert Action("activate", elders, 0) not in game.legal_actions()
    game, elders, _, _, _ = _board(hand=())             # no card to trash
    assert Action("activate", elders, 0) not in game.legal_actions()
    game, elders, _, _, _ = _board(active=0)            # no DON!! to rest
    assert Action("activate", elders, 0) not in game.legal_actions()
