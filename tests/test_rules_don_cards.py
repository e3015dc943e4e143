"""DON!! cards by place (CR 3-9, 4-4-2, 6-2-3, 6-2-4, 6-5-5, 10-2-10): a
choice of DON!! offers each place it can take one from (active or rested
in a cost area, given to which card), one option per place; the harness
places DON!! there and `game.don(player)` reads them back; the view and the
events say the same.

Given DON!! cards are neither active nor rested (CR 4-4-2; the Q&A on
OP04-019 and OP02-027): a DON!! given from the rested ones of the cost area
is not one of the active ones, is never set active while given, and comes
back rested.
"""

from __future__ import annotations

import pytest

from optcg import Action
from optcg.engine import events as E
from optcg.engine.view import DonPlaces
from optcg.testing import Scenario, answer, check_invariants, expect, play

P1, P2 = 0, 1
LUFFY = "ST01-001"        # [Activate: Main] [Once Per Turn] give up to 1 rested DON!!
KING = "ST04-004"         # [On Play] DON!! -1: K.O. up to 1 cost 4 or less (cost 6)
KAROO = "ST01-003"        # a Character with no effect, cost 1, 3000
ZORO = "ST01-013"         # cost 3, 5000
NAMI = "ST01-007"         # cost 1, 1000


def test_game_don_reads_each_place_the_harness_set():
    s = Scenario(turn=3)
    leader = s.p1.leader(LUFFY, don=1)
    zoro = s.p1.character(ZORO, don=2)
    s.p1.don(active=3, rested=1)
    s.p2.don(rested=4, deck=2)
    game = s.build()
    assert game.don(P1) == DonPlaces(deck=3, active=3, rested=1, given={leader: 1, zoro: 2})
    assert game.don(P1).total == 10
    assert game.don(P2) == DonPlaces(deck=2, active=0, rested=4, given={})
    # both players see every DON!! (CR 3-3-2, 3-9: open areas)
    for viewer in (P1, P2):
        assert game.view(viewer).don(P1) == game.don(P1)
        snapshot = game.view(viewer).to_dict()["players"][P1]
        assert snapshot["don_given"] == {str(leader): 1, str(zoro): 2}
        assert (snapshot["don_active"], snapshot["don_rested"], snapshot["don_deck"]) == (3, 1, 3)
    with pytest.raises(ValueError, match="no player 2"):
        game.don(2)


def test_the_harness_refuses_more_than_ten_don():
    s = Scenario(turn=3)
    s.p1.character(ZORO, don=4)
    s.p1.don(active=5, rested=2)
    with pytest.raises(ValueError, match="more than 10 DON!!"):
        s.build()


@pytest.mark.parametrize("place", [
    lambda s: s.p1.don(active=-1), lambda s: s.p1.don(rested="2"),
    lambda s: s.p1.character(ZORO, don=-2), lambda s: s.p1.leader(LUFFY, don=1.5)])
def test_the_harness_refuses_a_count_of_don_that_is_not_one(place):
    with pytest.raises(ValueError, match="is not a number of DON!! cards"):
        place(Scenario(turn=3))


def test_cr_6_5_5_1_the_main_phase_gives_an_active_don_of_the_cost_area():
    s = Scenario(turn=3)
    zoro = s.p1.character(ZORO)
    s.p1.don(active=2, rested=3)
    game = s.build()
    # two active DON!! in the cost area are one option per card, not two
    gives = [a for a in game.legal_actions() if a.kind == "give_don"]
    assert sorted(a.target for a in gives) == sorted([s.p1.leader_id, zoro])
    play(game, ("give_don", -1, zoro))
    assert game.don(P1) == DonPlaces(deck=5, active=1, rested=3, given={zoro: 1})


def test_cr_4_4_2_giving_a_rested_don_leaves_the_active_ones_and_pays_no_cost():
    """Luffy gives a rested DON!! of the cost area: the active ones are left
    alone, and the given one is no active DON!! to pay with."""
    s = Scenario(turn=3)
    leader = s.p1.leader(LUFFY)
    nami = s.p1.character(NAMI)
    zoro, = s.p1.hand(ZORO)                          # cost 3
    s.p1.don(active=2, rested=1)
    game = s.build()
    play(game, ("activate", leader, 0))
    answer(game, "select", Action("select", nami))
    answer(game, "choose_number", Action("number", -1, 1))     # up to 1 rested DON!!
    assert game.don(P1) == DonPlaces(deck=7, active=2, rested=0, given={nami: 1})
    given = [e for e in game.events if type(e) is E.DonGiven]
    assert given[-1].state == "rested" and given[-1].card == nami
    # 3 DON!! on the field, but the given one pays no cost (CR 6-5-3-1, 2-7-2)
    assert Action("play", zoro) not in game.legal_actions()


def test_cr_4_4_2_a_given_don_is_not_set_active_official_ruling_on_op04_019():
    """Doflamingo's [End of Your Turn] sets rested DON!! of the cost area as
    active, never one given to a Character (Q&A on OP04-019)."""
    s = Scenario(turn=3)
    dofla = s.p1.character("OP04-019", don=2)
    s.p1.don(rested=1)
    game = s.build()
    play(game, ("end_phase",))
    while game.decision.player == P1:
        game.apply(game.legal_actions()[-1])
    assert game.state.turn_player == P2
    assert game.don(P1) == DonPlaces(deck=7, active=1, rested=0, given={dofla: 2})


def test_cr_6_5_5_4_a_character_ko_d_in_battle_sends_its_given_don_to_the_cost_area_rested():
    s = Scenario(turn=3)
    attacker = s.p1.character(ZORO, don=2)          # 7000
    victim = s.p2.character(KAROO, rested=True, don=2)   # 3000: 2 DON!! count on P2's turn only
    s.p2.don(active=2)
    game = s.build()
    play(game, ("attack", attacker, victim))         # no Blocker, no hand: no response
    assert victim in game.state.trash[P2]
    assert game.don(P2) == DonPlaces(deck=6, active=2, rested=2, given={})
    back = [e for e in game.events if type(e) is E.DonReturned]
    assert [(e.rule, e.player, e.source, e.count) for e in back] == [("6-5-5-4", P2, victim, 2)]
    check_invariants(game, None)


def test_cr_6_2_3_and_6_2_4_refresh_returns_given_don_rested_then_sets_all_active():
    s = Scenario(turn=3, phase="turn_start")
    leader = s.p1.leader(LUFFY, don=2)
    zoro = s.p1.character(ZORO, don=1)
    s.p1.don(active=1, rested=3)                     # 3 left in the DON!! deck
    game = s.build()
    expect(game, "main", P1)
    # 6-2-3 then 6-2-4: all 7 active; then 6-4-1: 2 more from the DON!! deck
    assert game.don(P1) == DonPlaces(deck=1, active=9, rested=0, given={})
    refreshed = [e for e in game.events if type(e) is E.Refreshed]
    assert refreshed[0].don_returned == 3
    assert not game.state.rested[leader] and not game.state.rested[zoro]


@pytest.mark.parametrize("pick, after", [
    (("return_don", -1, 1), DonPlaces(deck=3, active=0, rested=6, given=None)),
    (("return_don", -1, 0), DonPlaces(deck=3, active=1, rested=5, given=None)),
])
def test_cr_10_2_10_don_minus_from_the_cost_area_returns_exactly_x(pick, after):
    s = Scenario(turn=3)
    king, = s.p1.hand(KING)
    zoro = s.p1.character(ZORO, don=1)
    s.p1.don(active=7, rested=0, deck=2)            # King costs 6: 1 active and 6 rested left
    game = s.build()
    play(game, ("play", king), ("accept",))
    d = expect(game, "return_don", P1)
    # three places, three options: rested, active, given to Zoro
    assert set(d.options) == {Action("return_don", -1, 0), Action("return_don", -1, 1),
                              Action("return_don", zoro)}
    game.apply(Action(*pick))
    assert game.don(P1) == after._replace(given={zoro: 1})
    returned = [e for e in game.events if type(e) is E.DonReturned]
    assert [(e.count, e.state, e.deck) for e in returned] == \
        [(1, "active" if pick[2] == 1 else "rested", True)]


def test_cr_10_2_10_don_minus_from_a_given_don_names_the_card():
    s = Scenario(turn=3)
    king, = s.p1.hand(KING)
    zoro = s.p1.character(ZORO, don=1)
    nami = s.p1.character(NAMI, don=2)
    s.p1.don(active=6, deck=1)                       # all 6 pay for King
    game = s.build()
    play(game, ("play", king), ("accept",))
    d = expect(game, "return_don", P1)
    assert set(d.options) == {Action("return_don", -1, 0), Action("return_don", zoro),
                              Action("return_don", nami)}
    assert game.describe(Action("return_don", nami)) == \
        f"Return a DON!! given to {game.card(nami).name} ({game.card(nami).number}) " \
        "to your DON!! deck"
    game.apply(Action("return_don", nami))
    assert game.don(P1) == DonPlaces(deck=2, active=0, rested=6, given={zoro: 1, nami: 1})
    back = [e for e in game.events if type(e) is E.DonReturned]
    assert [(e.rule, e.count, e.state, e.source, e.deck) for e in back] == \
        [("10-2-10", 1, "given", nami, True)]
    # the opponent's stream names the same DON!! (all DON!! are public)
    assert [e for e in game.events_for(P2) if type(e) is E.DonReturned] == back
    check_invariants(game, None)


def test_a_replay_recorded_when_don_were_chosen_by_number_still_plays():
    """Older recordings chose these DON!! by a number: Replay.play maps a
    refused number to the DON option it meant (engine/replay.py)."""
    from optcg.engine.replay import legacy_don_choice
    s = Scenario(turn=3)
    arlong = s.p1.character("OP15-023")
    s.p1.don(active=1, rested=2)
    s.p2.character(KAROO)
    s.p2.don(active=1, rested=2)
    game = s.build()
    play(game, ("activate", arlong, 1), ("select", s.p1.leader_id))
    expect(game, "choose_number", P1)
    assert legacy_don_choice(game, Action("number", -1, 1)) == Action("don", -1, 0)
    assert legacy_don_choice(game, Action("number", -1, 2)) == Action("don", -1, 1)
    assert legacy_don_choice(game, Action("number", -1, 0)) == Action("number", -1, 0)

    s = Scenario(turn=3)
    hody, = s.p1.hand("OP06-035")
    s.p1.don(active=7)
    s.p2.don(active=2)
    game = s.build()
    play(game, ("play", hody))
    expect(game, "select", P1)
    assert legacy_don_choice(game, Action("number", -1, 1)) == Action("don", -1, 1)
    assert legacy_don_choice(game, Action("select_done")) == Action("select_done")


def test_cr_8_4_4_1_a_number_of_alike_don_says_which_don_and_where_they_go():
    """Where the DON!! of one place are alike, a number says which: its
    words name the place and the card that receives them."""
    s = Scenario(turn=3)
    s.p1.leader(LUFFY)
    karoo = s.p1.character(KAROO)
    s.p1.don(active=1, rested=2)
    game = s.build()
    play(game, ("activate", s.p1.leader_id, 0), ("select", karoo))
    d = expect(game, "choose_number", P1)
    assert [game.describe(a) for a in d.options] == [
        "Give no rested DON!! in your cost area to Karoo (ST01-003)",
        "Give 1 rested DON!! in your cost area to Karoo (ST01-003)"]

    s = Scenario(turn=3)                 # OP04-004: each Alabasta Character in turn
    first = s.p1.character("OP04-004")
    s.p1.don(rested=2)
    game = s.build()
    play(game, ("activate", first, 0))
    assert game.describe(Action("number", -1, 1)) == \
        "Give 1 rested DON!! in your cost area to Karoo (OP04-004)"

    s = Scenario(turn=3)                 # ST02-008 [DON!! x1] [When Attacking]
    apoo = s.p1.character("ST02-008", don=1)
    s.p2.don(active=2)
    game = s.build()
    play(game, ("attack", apoo, s.p2.leader_id))
    assert game.describe(expect(game, "choose_number", P1).options[1]) == \
        "Rest 1 active DON!! in your opponent's cost area"
