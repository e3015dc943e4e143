"""OP14-003 Capone"Gang"Bege: this Character cannot be K.O.'d by the effects
of the opponent's Characters whose base power is 5000 or less, read as the
K.O. happens (CR 10-2-1-3; official Q&A on OP14-003: a Character whose base
power an effect made 7000 may K.O. it)."""

from optcg import Action
from optcg.testing import Scenario, expect_decision

BEGE = "OP14-003"
VISTA = "OP02-011"        # 3000 base power: [On Play] K.O. up to 1 with 3000 power or less
SHANKS = "OP06-007"       # 12000 base power: [On Play] K.O. up to 1 with 10000 power or less


def _play_ko(source: str) -> bool:
    s = Scenario(turn=3)
    bege = s.p2.character(BEGE)
    card, = s.p1.hand(source)
    s.p1.don(active=10)
    game = s.build()
    game.apply(Action("play", card))
    expect_decision(game, 0, "select")
    game.apply(Action("select", bege))
    expect_decision(game, 0, "main")
    return bege in game.state.trash[1]


def test_op14_003_not_koed_by_an_opponents_character_with_5000_base_power_or_less():
    assert _play_ko(VISTA) is False


def test_op14_003_koed_by_an_opponents_character_with_more_base_power():
    assert _play_ko(SHANKS) is True


def test_op14_003_base_power_is_read_as_the_ko_happens():
    """The Q&A case in small: Vista's base power made 7000 by an effect
    before its [On Play] resolves lets it K.O. Bege."""
    from optcg.engine.constants import END_OF_TURN, MOD_BASE_POWER
    from optcg.engine.records import card_mod
    s = Scenario(turn=3)
    bege = s.p2.character(BEGE)
    vista, = s.p1.hand(VISTA)
    s.p1.don(active=10)
    game = s.build()
    game.apply(Action("play", vista))
    expect_decision(game, 0, "select")
    game.state.mods.append(card_mod(MOD_BASE_POWER, vista, 7000, END_OF_TURN, 0, vista))
    game.apply(Action("select", bege))
    assert bege in game.state.trash[1]
