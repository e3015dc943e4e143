"""OP15-047 Sanji (Character): "[Blocker]" and "[On Play] Up to 1 of your
Characters gains [Unblockable] during this turn."."""

from optcg import Action
from optcg.engine.constants import BLOCKER
from optcg.engine.stats import has_keyword
from optcg.testing import expect

from ..common_play import P1, P2, PLAIN, opponent_attacks, pick, play_from_hand

SANJI = "OP15-047"
BLOCKER_CARD = "ST01-006"     # Chopper, [Blocker]


def _blocks_offered(g):
    return [a for a in g.legal_actions() if a.kind == "block"]


def test_op15_047_on_play_makes_a_character_unblockable_this_turn():
    b = play_from_hand(SANJI, chars=[PLAIN], theirs=[BLOCKER_CARD], their_life=[PLAIN] * 2)
    g = b.game
    pick(g, b.chars[0])
    expect(g, "main", P1)
    g.apply(Action("attack", b.chars[0], b.scenario.p2.leader_id))
    expect(g, "block", P2)
    assert _blocks_offered(g) == []


def test_op15_047_a_character_not_chosen_can_be_blocked():
    b = play_from_hand(SANJI, chars=[PLAIN, PLAIN], theirs=[BLOCKER_CARD],
                       their_life=[PLAIN] * 2)
    g = b.game
    pick(g, b.chars[0])
    g.apply(Action("attack", b.chars[1], b.scenario.p2.leader_id))
    expect(g, "block", P2)
    assert _blocks_offered(g)


def test_op15_047_has_blocker():
    b = opponent_attacks(SANJI)
    expect(b.game, "block", P1)
    assert has_keyword(b.game.state, b.card, BLOCKER)
    assert Action("block", b.card) in b.game.legal_actions()
