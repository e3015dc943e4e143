"""Game setup (CR 5-2) and the first turns (CR 6-3-1, 6-4-1, 6-5-6-1)."""

import pytest

import optcg
from optcg import Action, IllegalActionError
from optcg.cards.defs import card_def
from optcg.engine import Game, zones
from optcg.engine.constants import DecisionKind
from optcg.engine.effects.language import START_OF_GAME, Ability, Python
from optcg.testing import custom_card


def started(seed=1):
    return optcg.new_game("st01", "st02", seed=seed)


def test_cr_5_2_1_4_rock_paper_scissors_winner_chooses_order():
    chooser = {started(s).decision.player for s in range(20)}
    assert chooser == {0, 1}, "the seeded rock-paper-scissors should pick either player"
    g = started(1)
    d = g.decision
    assert d.kind == DecisionKind.CHOOSE_ORDER
    assert {a.kind for a in d.options} == {"go_first", "go_second"}


@pytest.mark.parametrize("choice", ["go_first", "go_second"])
def test_cr_5_2_1_5_chooser_declares_first_or_second(choice):
    g = started(2)
    chooser = g.decision.player
    g.apply(Action(choice))
    first = chooser if choice == "go_first" else 1 - chooser
    assert g.state.first_player == first
    # CR 5-2-1-6: the player going first decides on their redraw first.
    assert g.decision.kind == DecisionKind.MULLIGAN and g.decision.player == first


def test_cr_5_2_1_6_opening_hands_and_redraw_order():
    g = started(3)
    g.apply(Action("go_first"))
    first = g.state.first_player
    for p in (0, 1):
        assert len(g.state.hand[p]) == 5
        assert len(g.state.deck[p]) == 45
    g.apply(Action("keep"))
    assert g.decision.kind == DecisionKind.MULLIGAN and g.decision.player == 1 - first


def test_cr_5_2_1_6_1_redraw_returns_hand_reshuffles_and_draws_five():
    g = started(4)
    g.apply(Action("go_first"))
    p = g.decision.player
    every_card = sorted(g.state.hand[p] + g.state.deck[p])
    g.apply(Action("redraw"))
    assert len(g.state.hand[p]) == 5
    assert len(g.state.deck[p]) == 45
    assert g.state.redrew[p]
    assert sorted(g.state.hand[p] + g.state.deck[p]) == every_card


def test_cr_5_2_1_6_1_redraw_changes_the_hand_for_most_seeds():
    changed = 0
    for seed in range(10):
        g = started(seed)
        g.apply(Action("go_first"))
        p = g.decision.player
        before = sorted(g.state.hand[p])
        g.apply(Action("redraw"))
        changed += sorted(g.state.hand[p]) != before
    assert changed >= 8


def test_cr_5_2_1_7_top_of_deck_ends_at_bottom_of_life():
    g = started(5)
    g.apply(Action("go_first"))
    g.apply(Action("keep"))
    top_five = {p: list(g.state.deck[p][-5:]) for p in (0, 1)}   # the end is the top
    g.apply(Action("keep"))
    for p in (0, 1):
        life = g.state.life[p]             # index 0 is the bottom
        assert len(life) == 5              # ST-01 and ST-02 Leaders have 5 Life
        assert life[0] == top_five[p][-1], "the deck's top card must be the bottom Life card"
        assert life == list(reversed(top_five[p]))
        assert len(g.state.deck[p]) == 40


def test_cr_5_2_1_5_1_start_of_game_leader_effects_chooser_first():
    calls = []

    def leader(tag):
        def effect(st, frame):
            calls.append((tag, frame.ctl))
            zones.draw(st, frame.ctl, 1)      # the deck changes: CR 5-2-1-5-2
        return custom_card(f"T-{tag}", f"Leader {tag}", "Leader",
                           Ability(START_OF_GAME, steps=(Python(effect, "Draw 1 card."),)),
                           power=5000, life=5)

    deck = [card_def("ST01-003")] * 50
    g = Game.new((leader("a"), deck), (leader("b"), deck), seed=0)
    chooser = g.decision.player
    g.apply(Action("go_second"))
    tags = {0: "a", 1: "b"}
    assert calls == [(tags[chooser], chooser), (tags[1 - chooser], 1 - chooser)]
    assert len(g.state.hand[0]) == 6 and len(g.state.hand[1]) == 6


def begin(seed=6):
    g = started(seed)
    g.apply(Action("go_first"))
    g.apply(Action("keep"))
    g.apply(Action("keep"))
    return g


def test_cr_6_3_1_and_6_4_1_first_player_first_turn():
    g = begin()
    st = g.state
    fp = st.first_player
    assert st.turn == 1 and st.turn_player == fp
    assert len(st.hand[fp]) == 5, "CR 6-3-1: no draw on the first player's first turn"
    assert st.don_active[fp] == 1 and st.don_deck[fp] == 9, "CR 6-4-1: 1 DON!! on turn 1"
    assert g.decision.kind == DecisionKind.MAIN and g.decision.player == fp


def test_cr_6_3_1_and_6_4_1_second_player_first_turn():
    g = begin()
    g.apply(Action("end_phase"))
    st = g.state
    sp = 1 - st.first_player
    assert st.turn == 2 and st.turn_player == sp
    assert len(st.hand[sp]) == 6, "the second player draws on their first turn"
    assert st.don_active[sp] == 2


def test_cr_6_5_6_1_no_battle_on_either_first_turn():
    g = begin()
    for _ in range(2):
        assert not [a for a in g.legal_actions() if a.kind == "attack"]
        p = g.state.turn_player
        with pytest.raises(IllegalActionError) as e:
            g.apply(Action("attack", g.state.leaders[p], g.state.leaders[1 - p]))
        assert e.value.rule == "6-5-6-1"
        g.apply(Action("end_phase"))
    p = g.state.turn_player
    assert Action("attack", g.state.leaders[p], g.state.leaders[1 - p]) in g.legal_actions()
