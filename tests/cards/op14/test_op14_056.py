"""OP14-056 Wadatsumi (Character, cost 3, 5000): it cannot attack; when a
card is trashed from your hand by an effect, this Character's own effect is
negated during this turn, so that it may attack (and what other cards gave
it stays: the OP14-056 Q&A)."""

from optcg import Action
from optcg.engine.effects.wording import Ctx, read_line
from optcg.engine.stats import has_keyword
from optcg.engine.constants import KEYWORD_BITS
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, attacks_of

WADATSUMI = "OP14-056"
DISCARD = custom_card("T-DIS", "Discard", "Event",
                      read_line("[Main] Trash 1 card from your hand.", Ctx("Event")), cost=0)
OPPONENT_DISCARDS = custom_card(
    "T-ODS", "Opponent discards", "Event",
    read_line("[Main] Your opponent trashes 1 card from their hand.", Ctx("Event")), cost=0)
GIVE_BLOCKER = custom_card(
    "T-BLK", "Give Blocker", "Event",
    read_line("[Main] Up to 1 of your Characters gains [Blocker] during this turn.",
              Ctx("Event")), cost=0)
FILLER = custom_card("T-FIL", "Filler", "Character", cost=1, power=1000)


def test_op14_056_a_card_trashed_from_your_hand_by_an_effect_lets_it_attack():
    s = Scenario(turn=3)
    wadatsumi = s.p1.character(WADATSUMI)
    discard, filler, kept = s.p1.hand(DISCARD, FILLER, FILLER)
    game = s.build()
    assert attacks_of(game, wadatsumi) == []
    game.apply(Action("play", discard))
    expect_decision(game, P1, "select")
    game.apply(Action("select", filler))
    assert filler in game.state.trash[P1] and kept in game.state.hand[P1]
    expect_decision(game, P1, "main")
    assert Action("attack", wadatsumi, s.p2.leader_id) in attacks_of(game, wadatsumi)


def test_op14_056_a_card_trashed_from_the_opponents_hand_does_not_count():
    s = Scenario(turn=3)
    wadatsumi = s.p1.character(WADATSUMI)
    [discard] = s.p1.hand(OPPONENT_DISCARDS)
    [theirs] = s.p2.hand(FILLER)
    game = s.build()
    game.apply(Action("play", discard))             # their only card: no choice
    assert theirs in game.state.trash[1]
    expect_decision(game, P1, "main")
    assert attacks_of(game, wadatsumi) == []


def test_op14_056_effects_gained_from_other_cards_are_not_negated():
    s = Scenario(turn=3)
    wadatsumi = s.p1.character(WADATSUMI)
    blocker, discard, filler, _ = s.p1.hand(GIVE_BLOCKER, DISCARD, FILLER, FILLER)
    game = s.build()
    game.apply(Action("play", blocker))
    expect_decision(game, P1, "select")
    game.apply(Action("select", wadatsumi))
    assert has_keyword(game.state, wadatsumi, KEYWORD_BITS["Blocker"])
    game.apply(Action("play", discard))
    game.apply(Action("select", filler))
    expect_decision(game, P1, "main")
    assert attacks_of(game, wadatsumi)                  # its own effect negated
    assert has_keyword(game.state, wadatsumi, KEYWORD_BITS["Blocker"])
