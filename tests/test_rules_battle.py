"""Card attacks and battles (CR 7), keyword effects (CR 10-1), damage (CR 4-6)
and defeat (CR 1-2, 9-2)."""

import pytest

from optcg import Action, IllegalActionError
from optcg.engine import CardDef, zones
from optcg.engine.constants import (BANISH, CHARACTER, DOUBLE_ATTACK, RUSH_CHARACTER, TRASH,
                                    UNBLOCKABLE, DecisionKind)
from optcg.engine.records import MAIN_TASK
from optcg.engine.stats import power
from optcg.engine.effects.language import exactly
from optcg.engine.effects.language import (TRIGGER as TRIGGER_TIMING, Ability, AddLifeFromDeck,
                                          Draw)
from optcg.testing import Scenario, answer, custom_card, expect_decision

KAROO = "ST01-003"      # vanilla, cost 1, 3000, Counter +1000
VIVI = "ST01-009"       # vanilla, cost 2, 4000, Counter +1000
ROBIN = "ST01-008"      # vanilla, cost 3, 5000, Counter +1000
FRANKY = "ST01-010"     # vanilla, cost 4, 6000, Counter +1000
CHOPPER = "ST01-006"    # [Blocker], cost 1, 1000
BEGE = "ST02-004"       # [Blocker], cost 1, 1000
LUFFY = "ST01-012"      # [Rush], cost 5, 6000
APOO = "ST02-008"       # cost 2, 3000, Counter +2000


def keyword_card(kw, power=5000, name="Test"):
    return CardDef(f"TEST-{kw}", name, CHARACTER, colors=("Red",), cost=3,
                   power=power, counter=1000, keywords=kw)


def attack(game, attacker, target):
    game.apply(Action("attack", attacker, target))


def test_cr_7_1_1_attack_rests_attacker_and_targets_leader_or_rested_character():
    s = Scenario()
    a = s.p1.character(ROBIN)
    rested = s.p2.character(KAROO, rested=True)
    active = s.p2.character(VIVI)
    g = s.build()
    targets = {x.target for x in g.legal_actions() if x.kind == "attack" and x.card == a}
    assert targets == {s.p2.leader_id, rested}
    with pytest.raises(IllegalActionError) as e:
        attack(g, a, active)
    assert e.value.rule == "7-1-1-2"
    attack(g, a, rested)
    assert g.state.rested[a]                              # CR 7-1-1-1


def test_cr_7_1_1_1_rested_cards_cannot_attack():
    s = Scenario()
    a = s.p1.character(ROBIN, rested=True)
    g = s.build()
    assert not [x for x in g.legal_actions() if x.card == a]
    with pytest.raises(IllegalActionError) as e:
        attack(g, a, s.p2.leader_id)
    assert e.value.rule == "7-1-1-1"


def test_cr_3_7_4_played_this_turn_cannot_attack_but_rush_can():
    s = Scenario()
    fresh = s.p1.character(ROBIN, played_this_turn=True)
    rush = s.p1.character(LUFFY, played_this_turn=True)
    g = s.build()
    attackers = {x.card for x in g.legal_actions() if x.kind == "attack"}
    assert fresh not in attackers
    assert rush in attackers                              # CR 10-1-1-1
    with pytest.raises(IllegalActionError) as e:
        attack(g, fresh, s.p2.leader_id)
    assert e.value.rule == "3-7-4"


def test_cr_10_1_6_rush_character_attacks_only_characters_on_its_first_turn():
    s = Scenario()
    rc = s.p1.character(keyword_card(RUSH_CHARACTER), played_this_turn=True)
    rested = s.p2.character(KAROO, rested=True)
    g = s.build()
    targets = {x.target for x in g.legal_actions() if x.kind == "attack" and x.card == rc}
    assert targets == {rested}
    with pytest.raises(IllegalActionError) as e:
        attack(g, rc, s.p2.leader_id)
    assert e.value.rule == "10-1-6-1"


def test_cr_7_1_4_1_1_winning_against_the_leader_moves_top_life_to_hand():
    s = Scenario()
    a = s.p1.character(ROBIN)
    life = s.p2.life(KAROO, VIVI)                         # KAROO on top
    g = s.build()
    attack(g, a, s.p2.leader_id)                          # 5000 vs 5000: tie
    assert g.state.life[1] == [life[1]]
    assert life[0] in g.state.hand[1]                     # CR 4-6-2-1
    expect_decision(g, 0, DecisionKind.MAIN)


def test_cr_7_1_4_2_a_weaker_attacker_loses_and_nothing_happens():
    s = Scenario()
    a = s.p1.character(VIVI)                              # 4000 vs 5000
    s.p2.life(KAROO)
    g = s.build()
    attack(g, a, s.p2.leader_id)
    assert len(g.state.life[1]) == 1 and a in g.state.chars[0]
    assert any(e.rule == "7-1-4-2" for e in g.events)


def test_cr_7_1_4_1_2_a_character_that_loses_is_koed_and_its_don_return_rested():
    s = Scenario()
    a = s.p1.character(FRANKY)
    t = s.p2.character(ROBIN, rested=True, don=2)
    g = s.build()
    attack(g, a, t)
    assert t in g.state.trash[1] and g.state.don[t] == 0
    assert g.state.don_rested[1] == 2                     # CR 6-5-5-4
    assert any(e.rule == "7-1-4-1-2" for e in g.events)


def test_cr_7_1_4_1_1_1_damage_at_zero_life_wins_the_game():
    s = Scenario()
    a = s.p1.character(ROBIN)
    g = s.build()                                         # P2 has no Life
    attack(g, a, s.p2.leader_id)
    assert g.over and g.result.winner == 0 and g.result.reason == "life"
    assert g.decision is None


def test_cr_10_1_2_double_attack_deals_two_damage():
    s = Scenario()
    a = s.p1.character(keyword_card(DOUBLE_ATTACK))
    s.p2.life(KAROO, VIVI, ROBIN)
    g = s.build()
    attack(g, a, s.p2.leader_id)
    assert len(g.state.life[1]) == 1 and len(g.state.hand[1]) == 2


def test_cr_7_1_4_1_1_1_and_3_double_attack_at_one_life_takes_it_and_does_not_defeat():
    """Defeat is decided once, when it is determined that damage will be
    dealt (CR 7-1-4-1-1-1): with 1 Life the player is not defeated; the
    second point repeats only 7-1-4-1-1-2 (CR 7-1-4-1-1-3), which does
    nothing at 0 Life."""
    s = Scenario()
    a = s.p1.character(keyword_card(DOUBLE_ATTACK))
    s.p2.life(KAROO)
    g = s.build()
    attack(g, a, s.p2.leader_id)
    assert g.state.life[1] == [] and len(g.state.hand[1]) == 1
    assert not g.over and not g.state.defeated[1]
    expect_decision(g, 0, DecisionKind.MAIN)


def test_cr_7_1_4_1_1_1_double_attack_at_zero_life_defeats():
    s = Scenario()
    a = s.p1.character(keyword_card(DOUBLE_ATTACK))
    s.p2.life()
    g = s.build()
    attack(g, a, s.p2.leader_id)
    assert g.over and g.result.winner == 0


def test_cr_10_1_3_banish_trashes_the_life_card_without_trigger():
    s = Scenario()
    a = s.p1.character(keyword_card(BANISH))
    life = s.p2.life(TRIGGER_CARD)
    g = s.build()
    attack(g, a, s.p2.leader_id)
    assert life[0] in g.state.trash[1]
    assert len(g.state.hand[1]) == 0, "no [Trigger]: nothing was drawn"
    expect_decision(g, 0, DecisionKind.MAIN)


def test_cr_10_1_3_and_10_1_2_banish_applies_to_both_points_of_double_attack():
    """[Banish] holds for the whole damage an attack deals (CR 10-1-3): the
    second point of [Double Attack] (CR 10-1-2), which repeats only
    CR 7-1-4-1-1-2 (CR 7-1-4-1-1-3), trashes its Life card too, and neither
    card offers its [Trigger]."""
    s = Scenario(strict=True)               # strict: a [Trigger] offer cannot be skipped
    a = s.p1.character(keyword_card(DOUBLE_ATTACK | BANISH))
    life = s.p2.life(TRIGGER_CARD, TRIGGER_CARD, KAROO)
    g = s.build()
    attack(g, a, s.p2.leader_id)
    answer(g, DecisionKind.BLOCK, Action("no_block"), 1)       # strict: both Steps are asked
    answer(g, DecisionKind.COUNTER, Action("end_counters"), 1)
    expect_decision(g, 0, DecisionKind.MAIN)                   # no [Trigger] decision in between
    assert g.state.trash[1] == [life[0], life[1]]         # top card first, both trashed
    assert g.state.life[1] == [life[2]] and g.state.hand[1] == []
    asked = [e.kind for e in g.events if type(e).__name__ == "DecisionAsked"]
    assert DecisionKind.TRIGGER not in asked, "a [Trigger] was offered for a banished Life card"
    trashed = [e for e in g.events if type(e).__name__ == "LifeTrashed"]
    assert [(e.card, e.banish) for e in trashed] == [(life[0], True), (life[1], True)]


def test_cr_7_1_2_blocker_becomes_the_target_and_rests():
    s = Scenario(strict=True)               # strict: the Counter Step is asked, mid-battle
    a = s.p1.character(ROBIN)
    blocker = s.p2.character(CHOPPER)
    s.p2.life(KAROO)
    g = s.build()
    attack(g, a, s.p2.leader_id)
    expect_decision(g, 1, DecisionKind.BLOCK)
    assert g.decision.card == a
    assert {x.card for x in g.legal_actions() if x.kind == "block"} == {blocker}
    assert not g.state.rested[blocker]
    g.apply(Action("block", blocker))
    expect_decision(g, 1, DecisionKind.COUNTER)
    assert g.state.rested[blocker], "blocking rests the Blocker (CR 10-1-4-1)"
    assert g.state.battle.target == blocker, "the Blocker is now the card attacked"
    g.apply(Action("end_counters"))
    assert blocker in g.state.trash[1]                    # 5000 beats 1000: K.O.
    assert len(g.state.life[1]) == 1, "the Leader took no damage"


def test_cr_10_1_4_1_blocking_rests_the_blocker_and_makes_it_the_card_attacked():
    """A [Blocker] that outlives the battle shows what blocking does: it is
    rested (CR 10-1-4-1), takes the place of the card attacked, and stays
    rested after winning the battle."""
    from optcg.engine.constants import BLOCKER
    s = Scenario()
    a = s.p1.character(KAROO)                             # 3000
    blocker = s.p2.character(keyword_card(BLOCKER, power=5000))
    s.p2.life(KAROO)
    g = s.build()
    attack(g, a, s.p2.leader_id)
    expect_decision(g, 1, DecisionKind.BLOCK)
    g.apply(Action("block", blocker))
    expect_decision(g, 0, DecisionKind.MAIN)           # no Counter in hand: the battle is over
    result = [e for e in g.events if type(e).__name__ == "BattleResult"][-1]
    assert (result.target, result.won) == (blocker, False)     # 3000 < 5000
    assert blocker in g.state.chars[1] and g.state.rested[blocker]
    assert len(g.state.life[1]) == 1, "the Leader took no damage"


def test_cr_10_1_4_1_a_blocker_cannot_block_for_itself_nor_while_rested():
    s = Scenario()
    a = s.p1.character(ROBIN)
    target = s.p2.character(CHOPPER, rested=True)
    s.p2.character(BEGE, rested=True)
    g = s.build()
    attack(g, a, target)
    assert g.decision is None or g.decision.kind != DecisionKind.BLOCK
    assert target in g.state.trash[1]


def test_cr_10_1_7_1_unblockable_cannot_be_blocked():
    s = Scenario()
    a = s.p1.character(keyword_card(UNBLOCKABLE))
    s.p2.character(CHOPPER)
    s.p2.life(KAROO)
    g = s.build()
    attack(g, a, s.p2.leader_id)
    expect_decision(g, 0, DecisionKind.MAIN)
    assert g.state.life[1] == []
    assert any(e.rule == "10-1-7-1" for e in g.events)


def test_cr_7_1_2_1_only_one_blocker_per_battle():
    s = Scenario()
    a = s.p1.character(ROBIN)
    b1 = s.p2.character(CHOPPER)
    s.p2.character(BEGE)
    s.p2.hand(KAROO)
    s.p2.life(VIVI)
    g = s.build()
    attack(g, a, s.p2.leader_id)
    g.apply(Action("block", b1))
    expect_decision(g, 1, DecisionKind.COUNTER)        # on to the Counter Step, no second block


def test_cr_7_1_3_2_1_counter_trashes_from_hand_for_power_during_the_battle():
    s = Scenario()
    a = s.p1.character(FRANKY)                            # 6000 vs Leader 5000
    counter_card, spare = s.p2.hand(APOO, KAROO)          # +2000, +1000
    s.p2.life(KAROO)
    g = s.build()
    attack(g, a, s.p2.leader_id)
    expect_decision(g, 1, DecisionKind.COUNTER)
    g.apply(Action("counter", counter_card, s.p2.leader_id))
    assert counter_card in g.state.trash[1]
    assert power(g.state, s.p2.leader_id) == 7000
    expect_decision(g, 1, DecisionKind.COUNTER)                        # any number of times
    g.apply(Action("end_counters"))
    assert len(g.state.life[1]) == 1, "7000 beats 6000: no damage"
    assert spare in g.state.hand[1]
    assert power(g.state, s.p2.leader_id) == 5000, "CR 7-1-5-4: the boost ended with the battle"


def test_cr_7_1_3_2_1_counter_may_boost_any_of_the_defenders_cards_and_only_characters_count():
    s = Scenario()
    a = s.p1.character(FRANKY)
    mine = s.p2.character(ROBIN)
    counters = s.p2.hand(KAROO, "ST01-017")               # a Character and a Stage
    s.p2.life(VIVI)
    g = s.build()
    attack(g, a, s.p2.leader_id)
    opts = [x for x in g.legal_actions() if x.kind == "counter"]
    assert {(x.card, x.target) for x in opts} == {
        (counters[0], s.p2.leader_id), (counters[0], mine)}
    with pytest.raises(IllegalActionError) as e:
        g.apply(Action("counter", counters[1], s.p2.leader_id))
    assert e.value.rule == "7-1-3-2-1"


def test_cr_7_1_3_no_counter_decision_without_counter_cards():
    s = Scenario()
    a = s.p1.character(FRANKY)
    s.p2.hand(LUFFY)                                     # no Counter value
    s.p2.life(KAROO)
    g = s.build()
    attack(g, a, s.p2.leader_id)
    expect_decision(g, 0, DecisionKind.MAIN)


def test_cr_7_1_2_3_attacker_moved_during_block_step_ends_the_battle():
    s = Scenario()
    a = s.p1.character(ROBIN)
    s.p2.character(CHOPPER)
    s.p2.life(KAROO)
    g = s.build()
    attack(g, a, s.p2.leader_id)
    expect_decision(g, 1, DecisionKind.BLOCK)
    zones.move(g.state, a, TRASH)       # as an effect during the Block Step would
    g.apply(Action("no_block"))
    assert len(g.state.life[1]) == 1, "no Counter Step, no damage"
    assert any(e.rule == "7-1-2-3" for e in g.events)
    expect_decision(g, 0, DecisionKind.MAIN)


def test_cr_7_1_3_target_moved_during_counter_step_skips_damage():
    s = Scenario()
    a = s.p1.character(FRANKY)
    t = s.p2.character(ROBIN, rested=True)
    s.p2.hand(KAROO)
    g = s.build()
    attack(g, a, t)
    expect_decision(g, 1, DecisionKind.COUNTER)
    zones.move(g.state, t, TRASH)
    g.apply(Action("end_counters"))
    assert not any(e.rule == "7-1-4-1-2" for e in g.events), "no K.O.: there was no Damage Step"
    assert any(e.rule == "7-1-3" for e in g.events)


TRIGGER_CARD = custom_card("TEST-DRAW", "Draw trigger", "Character",
                           Ability(TRIGGER_TIMING, steps=(Draw(exactly(1)),)))


def test_cr_10_1_5_trigger_activated_instead_of_adding_to_hand_then_trashed():
    s = Scenario()
    a = s.p1.character(ROBIN)
    life = s.p2.life(TRIGGER_CARD, KAROO)
    s.p2.deck(VIVI, ROBIN)
    g = s.build()
    attack(g, a, s.p2.leader_id)
    expect_decision(g, 1, DecisionKind.TRIGGER)
    assert g.decision.card == life[0]
    hand_before = len(g.state.hand[1])
    g.apply(Action("use_trigger"))
    assert life[0] in g.state.trash[1], "CR 10-1-5-3: trashed after resolving"
    assert len(g.state.hand[1]) == hand_before + 1, "the trigger drew a card"
    assert life[0] not in g.state.hand[1]


def test_cr_10_1_5_2_declined_trigger_goes_to_hand():
    s = Scenario()
    a = s.p1.character(ROBIN)
    life = s.p2.life(TRIGGER_CARD)
    g = s.build()
    attack(g, a, s.p2.leader_id)
    g.apply(Action("decline_trigger"))
    assert life[0] in g.state.hand[1]


def test_cr_7_1_4_1_1_3_each_damage_processed_in_turn_with_triggers():
    s = Scenario()
    a = s.p1.character(keyword_card(DOUBLE_ATTACK))
    life = s.p2.life(TRIGGER_CARD, TRIGGER_CARD, KAROO)
    g = s.build()
    attack(g, a, s.p2.leader_id)
    expect_decision(g, 1, DecisionKind.TRIGGER)
    assert g.decision.card == life[0]
    g.apply(Action("decline_trigger"))
    expect_decision(g, 1, DecisionKind.TRIGGER)
    assert g.decision.card == life[1]
    g.apply(Action("use_trigger"))
    assert g.state.life[1] == [life[2]]


LIFE_TRIGGER_CARD = custom_card("TEST-LIFE", "Life trigger", "Character",
                                Ability(TRIGGER_TIMING, steps=(AddLifeFromDeck(exactly(1)),)))


def test_cr_7_1_4_1_1_3_each_repeat_sees_the_life_of_its_own_moment():
    """The second point of [Double Attack] takes the Life card the first
    point's [Trigger] added (CR 7-1-4-1-1-2 is checked point by point)."""
    s = Scenario()
    a = s.p1.character(keyword_card(DOUBLE_ATTACK))
    first = s.p2.life(LIFE_TRIGGER_CARD)[0]
    added = s.p2.deck(KAROO, KAROO)[0]           # the top card
    g = s.build()
    attack(g, a, s.p2.leader_id)
    expect_decision(g, 1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    assert first in g.state.trash[1]
    assert g.state.life[1] == [] and g.state.hand[1] == [added]
    assert not g.over


def test_cr_1_2_1_1_2_and_9_2_1_2_a_player_with_an_empty_deck_loses():
    s = Scenario(turn=3, turn_player=0)
    s.p2.deck(KAROO)                     # P2 draws it next turn: 0 cards left
    g = s.build()
    g.apply(Action("end_phase"))
    assert g.over and g.result.winner == 0 and g.result.reason == "deck_out"
    assert any(e.rule == "9-2-1-2" for e in g.events)


def test_cr_9_2_1_both_players_meeting_defeat_conditions_both_lose():
    s = Scenario()
    s.p1.deck()
    s.p2.deck()
    g = s.build()
    assert g.over and g.result.winner is None


def test_cr_1_2_3_either_player_may_concede_at_any_decision():
    s = Scenario()
    a = s.p1.character(FRANKY)
    s.p2.hand(KAROO)
    s.p2.life(KAROO)
    g = s.build()
    attack(g, a, s.p2.leader_id)
    expect_decision(g, 1, DecisionKind.COUNTER)
    g.apply(Action.concede(0))           # not the deciding player
    assert g.over and g.result == (1, "concession", 3)
    with pytest.raises(IllegalActionError):
        g.apply(Action("end_counters"))


def test_cr_7_1_1_4_attacker_moved_during_attack_step_goes_to_end_of_battle():
    from optcg.engine.battle import declare_attack
    from optcg.engine.loop import run
    s = Scenario()
    a = s.p1.character(ROBIN)
    s.p2.character(CHOPPER)                              # would offer a block
    s.p2.hand(KAROO)                                     # would offer a counter
    s.p2.life(VIVI)
    g = s.build()
    st = g.state
    st.decision = None
    st.tasks.append(MAIN_TASK)
    declare_attack(st, a, s.p2.leader_id)
    zones.move(st, a, TRASH)           # as a [When Attacking] effect could
    run(st)
    expect_decision(g, 0, DecisionKind.MAIN)         # no Block Step, no Counter Step
    assert len(st.life[1]) == 1
    assert any(e.rule == "7-1-1-4" for e in g.events)
    assert st.battle is None


def test_cr_10_1_4_1_an_attacked_active_blocker_cannot_block_its_own_attack():
    """[Blocker] protects "one of your other cards": an active [Blocker]
    attacked by a card that can attack active Characters is not offered as
    its own blocker, while another active [Blocker] is."""
    from optcg.engine.constants import ATTACK_ACTIVE, MOD_KEYWORD, PERMANENT
    from optcg.engine.records import card_mod

    s = Scenario()
    a = s.p1.character(ROBIN)
    target = s.p2.character(CHOPPER)                    # active [Blocker]
    other = s.p2.character(BEGE)                        # active [Blocker]
    g = s.build()
    g.state.mods.append(card_mod(MOD_KEYWORD, a, ATTACK_ACTIVE, PERMANENT, 0, a))
    attack(g, a, target)
    expect_decision(g, 1, DecisionKind.BLOCK)
    assert {x.card for x in g.legal_actions() if x.kind == "block"} == {other}
