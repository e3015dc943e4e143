"""OP13-079 Imu (Leader): under the rules of this game, you cannot include
Events with a cost of 2 or more in your deck and at the start of the game,
play up to 1 {Mary Geoise} type Stage card from your deck.  [Activate: Main]
[Once Per Turn] you may trash 1 of your {Celestial Dragons} type Characters
or 1 card from your hand: draw 1 card.

Official Q&A on OP13-079: the start-of-game effect resolves once the first
player is decided, before the opening hands are drawn, and the deck is
shuffled after; any card of the hand may pay the cost, {Celestial Dragons}
or not.
"""

from optcg import Action
from optcg.cards.defs import card_def
from optcg.decks import parse_deck, validate_deck
from optcg.engine.game import Game
from optcg.testing import Scenario, custom_card, expect_decision

P1, P2 = 0, 1
IMU = "OP13-079"
FILLER = "ST01-003"
GEOISE = custom_card("T-MG", "Holy Land", "Stage", cost=1, types=("Mary Geoise",))
DRAGON = custom_card("T-CD", "Noble", "Character", power=1000, types=("Celestial Dragons",))


def _new_game(deck):
    g = Game.new((card_def(IMU), deck), (card_def("ST01-001"), [card_def(FILLER)] * 50), seed=0)
    expect_decision(g, P1, "choose_order")
    g.apply(Action("go_first"))
    return g


def test_op13_079_plays_a_mary_geoise_stage_from_the_deck_before_the_opening_hands():
    g = _new_game([card_def(FILLER)] * 49 + [GEOISE])
    expect_decision(g, P1, "select")
    # official Q&A on OP13-079: before the opening hands are drawn
    assert g.state.hand[P1] == [] and g.state.hand[P2] == []
    [stage] = [a.card for a in g.legal_actions() if a.kind == "select"]
    g.apply(Action("select", stage))
    expect_decision(g, P1, "mulligan")
    st = g.state
    assert st.stage[P1] == [stage] and len(st.hand[P1]) == 5 and len(st.deck[P1]) == 44


def test_op13_079_may_play_no_stage_and_without_one_asks_nothing():
    g = _new_game([card_def(FILLER)] * 49 + [GEOISE])
    expect_decision(g, P1, "select")
    g.apply(Action("select_done"))
    expect_decision(g, P1, "mulligan")
    assert g.state.stage[P1] == [] and len(g.state.deck[P1]) == 45
    g = _new_game([card_def(FILLER)] * 50)               # no {Mary Geoise} Stage
    expect_decision(g, P1, "mulligan")
    assert g.state.stage[P1] == []


def test_op13_079_deck_rule_forbids_events_costing_2_or_more():
    deck = parse_deck(f"1x{IMU}\n4xEB01-050\n")          # a cost-3 Event
    problems = [p for p in validate_deck(deck) if p.rule == "5-1-2-4"]
    assert len(problems) == 1 and problems[0].number == "EB01-050"
    assert "Event costing 2 or more" in problems[0].message
    deck = parse_deck(f"1x{IMU}\n4xOP13-096\n")          # a cost-1 Event: allowed
    assert [p for p in validate_deck(deck) if p.rule == "5-1-2-4"] == []


def _main(chars=(), hand=()):
    s = Scenario(turn=3)
    imu = s.p1.leader(IMU)
    mine = [s.p1.character(c) for c in chars]
    cards = s.p1.hand(*hand)
    s.p1.deck(*[FILLER] * 5)
    return s.build(), imu, mine, cards


def test_op13_079_trashes_a_celestial_dragons_character_or_a_hand_card_to_draw_once_per_turn():
    game, imu, (dragon, karoo), (in_hand,) = _main((DRAGON, FILLER), (FILLER,))
    game.apply(Action("activate", imu, 1))
    expect_decision(game, P1, "select")
    # official Q&A on OP13-079: any hand card; on the field, {Celestial Dragons} only
    assert {a.card for a in game.legal_actions() if a.kind == "select"} == {dragon, in_hand}
    game.apply(Action("select", dragon))
    expect_decision(game, P1, "main")
    st = game.state
    assert dragon in st.trash[P1] and karoo in st.chars[P1]
    assert len(st.hand[P1]) == 2 and len(st.deck[P1]) == 4
    assert Action("activate", imu, 1) not in game.legal_actions()   # [Once Per Turn]


def test_op13_079_a_hand_card_pays_as_well():
    game, imu, _, (in_hand,) = _main((FILLER,), (FILLER,))
    game.apply(Action("activate", imu, 1))             # only the hand card can pay
    expect_decision(game, P1, "main")
    st = game.state
    assert in_hand in st.trash[P1] and len(st.hand[P1]) == 1 and len(st.deck[P1]) == 4


def test_op13_079_cannot_be_activated_with_nothing_to_trash():
    game, imu, _, _ = _main((FILLER,))
    assert Action("activate", imu, 1) not in game.legal_actions()
