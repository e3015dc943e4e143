"""OP08-045 Thatch: if this Character would be removed from the field by
your opponent's effect or K.O.'d, trash it and draw 1 card instead (a
replacement with no "you may": CR 8-1-3-4).  Printed with the removal first,
the same timing as "would be K.O.'d or would be removed from the field by
your opponent's effect" (its wording entry says which order).

Official Q&A on OP08-045: trashed instead of K.O.'d, it does not set off
"When a Character is K.O.'d" effects.
"""

from optcg import Action
from optcg.engine.effects import language as L
from optcg.engine.effects.phrasing import wording
from optcg.cards.defs import card_def
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2
from cards.common_battle import ko_by_opponents_effect

THATCH = "OP08-045"
BIG = custom_card("T-BIG9", "Nine Thousand", cost=5, power=9000)


def test_op08_045_reads_as_the_one_ko_or_removal_timing_in_its_printed_order():
    (ability,) = card_def(THATCH).abilities
    assert ability.timing == L.WOULD_BE_KO_OR_REMOVED_BY_OPPONENT
    assert ability.forced
    assert wording(ability, "event_form") == 1


def test_op08_045_kod_by_an_opponents_effect_is_trashed_and_draws_instead():
    s = Scenario(turn=4, turn_player=P2)
    thatch = s.p1.character(THATCH)
    drawn = s.p1.deck("ST01-004", "ST01-004")[0]
    hand_before = list(s.p1.hand("ST01-006"))
    g = ko_by_opponents_effect(s, thatch)
    expect(g, "main", P2)                    # forced: nothing asked of P1
    assert thatch in g.state.trash[P1]
    assert g.state.hand[P1] == hand_before + [drawn]


def test_op08_045_kod_in_battle_is_replaced_too():
    s = Scenario(turn=3)
    attacker = s.p1.character(BIG)
    thatch = s.p2.character(THATCH, rested=True)
    drawn = s.p2.deck("ST01-004", "ST01-004")[0]
    g = s.build()
    g.apply(Action("attack", attacker, thatch))
    expect(g, "main", P1)                     # no blocker, no counter: the battle ends
    assert thatch in g.state.trash[P2]
    assert g.state.hand[P2] == [drawn]


def test_op08_045_another_character_kod_draws_nothing():
    s = Scenario(turn=4, turn_player=P2)
    other = s.p1.character("ST01-004")
    s.p1.deck("ST01-004", "ST01-004")
    g = ko_by_opponents_effect(s, other)
    expect(g, "main", P2)
    assert other in g.state.trash[P1]
    assert g.state.hand[P1] == []
