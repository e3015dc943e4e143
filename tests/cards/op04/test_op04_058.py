"""OP04-058 Crocodile (Leader): "[Opponent's Turn] [Once Per Turn] When a
DON!! card on your field is returned to your DON!! deck by your effect, add
up to 1 DON!! card from your DON!! deck and set it as active."

"By your effect" follows the controller of the effect (CR 8-1-3-4-7 for a
replaced part): a DON!! the opponent's effect makes you return (OP02-085,
OP16-074) is not returned by your effect.
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.events import AbilityActivated
from optcg.testing import Scenario, expect_decision

from ..qa import FRANKY

CROCODILE = "OP04-058"
MAGELLAN = "OP02-085"        # [On Play] DON!! −1: your opponent returns 1 DON!!
MIKITA = "OP04-066"          # [Trigger] DON!! −1: play this card


def _answer_until_main(g, player: int = 0) -> None:
    """Accept the costs, take the largest number ("up to 1": 1) and the first
    option of every other choice until `player`'s Main Phase comes back."""
    for _ in range(20):
        d = g.decision
        if d is None or (d.kind == "main" and d.player == player):
            return
        acts = g.legal_actions()
        accept = [a for a in acts if a.kind == "accept"]
        if d.kind == DecisionKind.CHOOSE_NUMBER:
            g.apply(max(acts, key=lambda a: a.target))
        else:
            g.apply(accept[0] if accept else acts[0])
    raise AssertionError("the Main Phase did not come back")


def test_op04_058_not_set_off_by_the_opponents_effect_returning_your_don():
    """P1's OP02-085 makes P2 return 1 DON!! in P1's turn (P2's opponent's
    turn): returned by P1's effect, so P2's Crocodile adds none."""
    s = Scenario(turn=3, turn_player=0)
    s.p2.leader(CROCODILE)
    magellan, = s.p1.hand(MAGELLAN)
    s.p1.don(active=6, deck=4)
    s.p2.don(active=3, deck=7)
    g = s.build()
    g.apply(Action("play", magellan))
    _answer_until_main(g)
    st = g.state
    assert st.don_deck[1] == 8 and st.don_active[1] == 2     # returned, none added
    assert not _activated(g, s.p2.leader_id)


def test_op04_058_set_off_by_your_own_trigger_returning_your_don():
    """qa_op04.md, OP04-058 Q1: P2's own [Trigger] "DON!! −1: Play this card"
    in P1's turn returns P2's DON!! by P2's effect: Crocodile adds 1 active."""
    s = Scenario(turn=3, turn_player=0)
    s.p2.leader(CROCODILE)
    a = s.p1.character(FRANKY)
    mikita = s.p2.life(MIKITA)[0]
    s.p2.don(active=3, deck=7)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    _answer_until_main(g)
    st = g.state
    assert mikita in st.chars[1]
    # 3 active: 1 returned by the cost, 1 added back active by Crocodile
    assert st.don_deck[1] == 7 and st.don_active[1] == 3
    assert _activated(g, s.p2.leader_id)


def _activated(g, card: int) -> bool:
    return any(isinstance(e, AbilityActivated) and e.card == card for e in g.events)
