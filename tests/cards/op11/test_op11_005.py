"""OP11-005 Smoker: [Blocker]; with 1 DON!! given, this Character cannot be
K.O.'d by the effects of Characters that lack the <Special> attribute
(CR 10-2-1-3: only the K.O.s the protection names are prevented)."""

from optcg import Action
from optcg.testing import Scenario, expect_decision

SMOKER = "OP11-005"
SHANKS = "OP06-007"       # <Slash> Character: [On Play] K.O. up to 1 with 10000 power or less
SPECIAL_KO = "OP04-030"   # <Special> Character: [On Play] K.O. up to 1 rested, cost 5 or less
EVENT_KO = "OP02-046"     # Event: [Main] K.O. up to 1 with a cost of 4 or less


def _play_ko(source: str, smoker_don: int) -> bool:
    """P1 plays `source` and chooses Smoker; whether Smoker was K.O.'d."""
    s = Scenario(turn=3)
    smoker = s.p2.character(SMOKER, rested=True, don=smoker_don)
    card, = s.p1.hand(source)
    s.p1.don(active=10)
    game = s.build()
    game.apply(Action("play", card))
    expect_decision(game, 0, "select")
    game.apply(Action("select", smoker))
    expect_decision(game, 0, "main")
    return smoker in game.state.trash[1]


def test_op11_005_not_koed_by_a_character_without_special_with_don_given():
    assert _play_ko(SHANKS, smoker_don=1) is False


def test_op11_005_koed_by_a_special_character():
    assert _play_ko(SPECIAL_KO, smoker_don=1) is True


def test_op11_005_koed_by_an_event_which_is_no_character():
    assert _play_ko(EVENT_KO, smoker_don=1) is True


def test_op11_005_without_don_given_it_is_not_protected():
    assert _play_ko(SHANKS, smoker_don=0) is True


def test_op11_005_has_blocker():
    from optcg.cards.defs import card_def
    from optcg.engine.constants import KEYWORD_BITS
    assert card_def(SMOKER).keywords & KEYWORD_BITS["Blocker"]
