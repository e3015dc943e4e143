"""OP14-001 Trafalgar Law (Leader): [Activate: Main] [Once Per Turn] select 2
of your {Supernovas} or {Heart Pirates} type Characters and swap their base
powers for this turn (CR 4-9).  Official Q&A on OP14-001: only your own two
Characters may be selected, and a Character that remains after the other
leaves the field keeps the swapped base power."""

from optcg import Action
from optcg.engine import zones
from optcg.engine.constants import TRASH
from optcg.engine.stats import base_power, power
from optcg.testing import Scenario, custom_card, expect_decision

LAW = "OP14-001"
SMALL = custom_card("T-HEART-2", "Small heart", "Character", power=2000, types=("Heart Pirates",))
BIG = custom_card("T-SUPER-6", "Big nova", "Character", power=6000, types=("Supernovas",))
OTHER = custom_card("T-NAVY-9", "Navy", "Character", power=9000, types=("Navy",))
THIRD = custom_card("T-HEART-4", "Third heart", "Character", power=4000, types=("Heart Pirates",))


def _board():
    s = Scenario(turn=3)
    law = s.p1.leader(LAW)
    small = s.p1.character(SMALL)
    big = s.p1.character(BIG)
    other = s.p1.character(OTHER)
    s.p1.character(THIRD)
    theirs = s.p2.character(SMALL)
    s.p1.don(active=10)
    return s, law, small, big, other, theirs


def test_op14_001_swaps_the_base_power_of_two_of_your_characters():
    s, law, small, big, other, theirs = _board()
    game = s.build()
    third = next(i for i in game.state.chars[0] if i not in (small, big, other))
    game.apply(Action("activate", law, 0))
    expect_decision(game, 0, "select")
    # only your own Supernovas / Heart Pirates Characters (Q&A: not the opponent's)
    assert {a.card for a in game.legal_actions() if a.kind == "select"} == {small, big, third}
    game.apply(Action("select", small))
    game.apply(Action("select", big))
    expect_decision(game, 0, "main")
    st = game.state
    assert base_power(st, small) == 6000 and base_power(st, big) == 2000
    assert power(st, small) == 6000 and power(st, big) == 2000
    assert base_power(st, other) == 9000
    assert not [a for a in game.legal_actions() if a.kind == "activate"]    # once per turn


def test_op14_001_the_remaining_character_keeps_the_swapped_base_power():
    s, law, small, big, other, theirs = _board()
    game = s.build()
    game.apply(Action("activate", law, 0))
    game.apply(Action("select", small))
    game.apply(Action("select", big))
    st = game.state
    assert base_power(st, small) == 6000
    zones.move(st, big, TRASH)                      # leaves the field (the Q&A case)
    assert big in st.trash[0]
    assert base_power(st, small) == 6000


def test_op14_001_the_swap_ends_with_the_turn():
    s, law, small, big, other, theirs = _board()
    game = s.build()
    game.apply(Action("activate", law, 0))
    game.apply(Action("select", small))
    game.apply(Action("select", big))
    game.apply(Action("end_phase"))
    st = game.state
    assert st.turn_player == 1
    assert base_power(st, small) == 2000 and base_power(st, big) == 6000
