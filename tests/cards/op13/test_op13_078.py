"""OP13-078 Oro Jackson (Stage): "[Once Per Turn] When your Character with a
type including "Roger Pirates" is removed from the field by your opponent's
effect, add up to 1 DON!! card from your DON!! deck and rest it."

Trashing a Character from the field by an effect removes it from the field
by that effect's controller (OP09-009 Benn.Beckman: "Trash up to 1 of your
opponent's Characters").
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.testing import Scenario, answer, custom_card, expect_decision

ORO_JACKSON = "OP13-078"
BECKMAN = "OP09-009"          # [On Play] trash up to 1 of your opponent's Characters
ROGER_CREW = custom_card("T-ROGER", "Roger crew", "Character", power=5000,
                         types=("Roger Pirates",))
OTHER_CREW = custom_card("T-OTHER", "Other crew", "Character", power=5000,
                         types=("Navy",))


def _trash_with_beckman(victim_card, adds: bool):
    s = Scenario(turn=3, turn_player=0)
    s.p2.stage(ORO_JACKSON)
    victim = s.p2.character(victim_card)
    beckman, = s.p1.hand(BECKMAN)
    s.p1.don(active=10, deck=0)
    s.p2.don(active=2, deck=8)
    g = s.build()
    g.apply(Action("play", beckman))
    g.apply(Action("select", victim))
    if adds:                                            # "up to 1": P2 adds it
        answer(g, DecisionKind.CHOOSE_NUMBER, max(g.legal_actions(), key=lambda a: a.target), 1)
    expect_decision(g, 0, "main")
    assert victim in g.state.trash[1]
    return g


def test_op13_078_roger_pirates_character_trashed_by_opponent_adds_a_rested_don():
    g = _trash_with_beckman(ROGER_CREW, adds=True)
    assert g.state.don_deck[1] == 7 and g.state.don_rested[1] == 1


def test_op13_078_other_character_trashed_adds_nothing():
    g = _trash_with_beckman(OTHER_CREW, adds=False)
    assert g.state.don_deck[1] == 8 and g.state.don_rested[1] == 0
