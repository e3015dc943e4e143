"""Whose effect it is (CR 8-1-3-4-7): "by your effect" and "by your
opponent's effect" follow the controller of the effect that does it, not
the player who carries it out; the part of an effect a replacement effect
replaced is the replacement owner's."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.effects.language import KO, MAIN, Ability, Cards, Choose, ReturnToHand
from optcg.engine.events import AbilityActivated
from optcg.testing import Scenario, custom_card, expect_decision

CROCODILE = "OP04-058"      # [Opponent's Turn] DON!! returned by your effect: add 1
VERGO = "OP14-061"          # {Donquixote Pirates} removed by the opponent's effect:
#                             you may return 1 DON!! instead
DOFLAMINGO_CREW = custom_card("T-DQ", "Donquixote crew", "Character", power=3000,
                              types=("Donquixote Pirates",))
BOUNCE = custom_card("T-BOUNCE", "Bounce", "Event", Ability(MAIN, steps=(
    ReturnToHand(Choose(Cards(owner="opponent"))),)), cost=0)


def _activated(g, card: int) -> bool:
    return any(isinstance(e, AbilityActivated) and e.card == card for e in g.events)


def test_cr_8_1_3_4_7_a_replacement_returning_don_is_by_its_owners_effect():
    """P1's Event would return P2's Character to the hand; P2's OP14-061
    returns 1 DON!! instead.  That return is P2's effect, so P2's Crocodile
    adds 1 DON!! in P1's turn."""
    s = Scenario(turn=3, turn_player=0)
    s.p2.leader(CROCODILE)
    s.p2.character(VERGO)
    crew = s.p2.character(DOFLAMINGO_CREW)
    bounce, = s.p1.hand(BOUNCE)
    s.p2.don(active=3, deck=7)
    g = s.build()
    g.apply(Action("play", bounce))
    g.apply(Action("select", crew))
    expect_decision(g, 1, DecisionKind.CONFIRM)                 # CR 8-1-3-4-1: P2 may replace
    g.apply(Action("accept"))
    for _ in range(10):
        d = g.decision
        if d.kind == "main" and d.player == 0:
            break
        acts = g.legal_actions()
        g.apply(max(acts, key=lambda a: a.target) if d.kind == DecisionKind.CHOOSE_NUMBER
                else acts[0])
    st = g.state
    assert crew in st.chars[1]
    assert _activated(g, s.p2.leader_id)
    assert st.don_deck[1] == 7 and st.don_active[1] == 3     # 1 returned, 1 added


ORO_JACKSON = "OP13-078"    # your "Roger Pirates" Character removed by the opponent's
#                             effect: add 1 DON!! rested
TOKI = "OP13-060"           # "Roger Pirates" would be K.O.'d by the opponent's effect:
#                             you may trash this Character instead
ROGER_CREW = custom_card("T-ROGER", "Roger crew", "Character", power=3000,
                         types=("Roger Pirates",))
KO_EVENT = custom_card("T-KOEV", "K.O. event", "Event", Ability(MAIN, steps=(
    KO(Choose(Cards(owner="opponent"))),)), cost=0)


def test_cr_8_1_3_4_7_a_replacement_trashing_its_own_card_is_not_the_opponents_removal():
    """P1's effect would K.O. P2's {Roger Pirates} Character; P2's OP13-060
    trashes itself instead.  That trash is P2's own effect (CR 8-1-3-4-7),
    so P2's OP13-078 ("removed ... by your opponent's effect") does not
    add a DON!!."""
    s = Scenario(turn=3, turn_player=0)
    s.p2.stage(ORO_JACKSON)
    toki = s.p2.character(TOKI)
    crew = s.p2.character(ROGER_CREW)
    ko_event, = s.p1.hand(KO_EVENT)
    s.p2.don(active=2, deck=8)
    g = s.build()
    g.apply(Action("play", ko_event))
    g.apply(Action("select", crew))
    expect_decision(g, 1, DecisionKind.CONFIRM)                 # CR 8-1-3-4-1
    g.apply(Action("accept"))
    expect_decision(g, 0, "main")
    st = g.state
    assert crew in st.chars[1] and toki in st.trash[1]
    assert st.don_deck[1] == 8 and st.don_rested[1] == 0
