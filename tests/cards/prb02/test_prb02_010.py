"""PRB02-010 Charlotte Pudding (Character, cost 7): [On Play] DON!! −2: with
a {Big Mom Pirates} Leader and 6 or more DON!! on the opponent's field, draw
2 cards, then play up to 1 {Big Mom Pirates} type Character card with 6000
to 8000 power from the hand.  Without the condition neither happens
(qa_prb02.md, PRB02-010 Q1)."""

from optcg import Action
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, selectable

PUDDING = "PRB02-010"
KATAKURI = "OP03-099"              # Leader, {Big Mom Pirates}
FILLER = "ST01-006"


def _bmp(name, power):
    return custom_card(f"T-{power}", name, cost=5, power=power, types=("Big Mom Pirates",))


LOW, MID, TOP, HIGH = _bmp("Low", 5000), _bmp("Mid", 6000), _bmp("Top", 8000), _bmp("High", 9000)


def _played(opponent_don):
    s = Scenario(turn=3, strict=True)
    s.p1.leader(KATAKURI)
    pudding, *hand = s.p1.hand(PUDDING, LOW, MID, TOP, HIGH)
    s.p1.deck(*[FILLER] * 4)
    s.p1.don(active=10)
    s.p2.don(active=opponent_don)
    g = s.build()
    g.apply(Action("play", pudding))
    expect(g, "confirm", P1)                        # the DON!! −2 cost is optional
    g.apply(Action("accept"))
    for _ in range(2):                              # DON!! −2: two active DON!! back
        expect(g, "return_don", P1)
        g.apply(Action("return_don", -1, 1))
    return g, hand


def test_prb02_010_draws_2_then_plays_a_character_with_6000_to_8000_power():
    g, (low, mid, top, high) = _played(opponent_don=6)
    expect(g, "select", P1)
    assert selectable(g) == {mid, top}, "6000 and 8000 included, 5000 and 9000 not"
    g.apply(Action("select", top))
    expect(g, "main", P1)
    assert top in g.state.chars[P1] and len(g.state.deck[P1]) == 2


def test_prb02_010_q1_neither_draw_nor_play_with_5_opponent_don():
    """qa_prb02.md, PRB02-010 Q1."""
    g, (low, mid, top, high) = _played(opponent_don=5)
    expect(g, "main", P1)
    assert len(g.state.deck[P1]) == 4 and mid in g.state.hand[P1]
