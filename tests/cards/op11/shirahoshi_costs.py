"""Boards shared by the cards whose ability reads "If your Leader is
[Shirahoshi], you may <turn a Life card face-down or face-up ...>: ..."."""

from optcg.testing import Scenario

SHIRAHOSHI = "OP11-022"             # Leader: cannot attack; its own ability is not used here
RED_LEADER = "ST01-001"
FILLER = "ST01-003"                 # Karoo, cost 1, 3000 power


def board(leader: str = SHIRAHOSHI, top_face_up: bool = True, turn: int = 3):
    """P1's Main Phase with 2 Life cards, the top one face-up or not."""
    s = Scenario(turn=turn)
    s.p1.leader(leader)
    life = s.p1.life(FILLER, face_up=top_face_up) + s.p1.life(FILLER)
    s.p1.deck(*[FILLER] * 5)
    return s, life
