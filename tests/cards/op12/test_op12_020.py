"""OP12-020 Roronoa Zoro (Leader): "[DON!! x3] [Activate: Main] [Once Per
Turn]" after a battle with an opponent's Character this turn, the Leader is
set active, then cannot attack the opponent's Characters with a base cost of
7 or less this turn (language.BattledCharacterThisTurn, CannotAttackCostAtMost).

Official Q&A (OP-12, OP12-020): a battle with a Character that blocked an
attack on the Leader counts; a battle with a Leader that blocked does not; a
battle whose Character left the field before the Damage Step does not."""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.effects.wording import Ctx, read_line
from optcg.testing import Scenario, custom_card, expect_decision

from ..qa import CHOPPER, LUFFY_LEADER, ROBIN, VIVI

CARD = "OP12-020"
BIG = custom_card("T-BIG-8", "Big Eight", "Character", cost=8, power=1000)


def _board():
    """P1's Zoro with 3 DON!! given; P2 has rested Robin (cost 3), Vivi
    (cost 2) and a cost-8 Character, and an active [Blocker] Chopper."""
    s = Scenario(turn=3)
    zoro = s.p1.leader(CARD, don=3)
    s.p1.deck(CHOPPER, CHOPPER, CHOPPER)
    s.p2.leader(LUFFY_LEADER)
    robin = s.p2.character(ROBIN, rested=True)
    vivi = s.p2.character(VIVI, rested=True)
    big = s.p2.character(BIG, rested=True)
    chopper = s.p2.character(CHOPPER)
    s.p2.deck(CHOPPER, CHOPPER, CHOPPER)
    s.p2.life(CHOPPER, CHOPPER, CHOPPER)
    return s, zoro, robin, vivi, big, chopper


def _battle(g, zoro, target, blocker=None):
    g.apply(Action("attack", zoro, target))
    expect_decision(g, 1, DecisionKind.BLOCK)
    g.apply(Action("block", blocker) if blocker is not None else Action("no_block"))
    expect_decision(g, 0, DecisionKind.MAIN)  # P2 holds no card: no Counter Step choice


def _attack_targets(g, zoro):
    return {a.target for a in g.legal_actions() if a.kind == "attack" and a.card == zoro}


def test_op12_020_after_battling_a_character_sets_active_and_bans_low_cost_targets():
    s, zoro, robin, vivi, big, _ = _board()
    g = s.build()
    _battle(g, zoro, robin)                     # 8000 against 5000: Robin is K.O.'d
    assert robin in g.state.trash[1] and g.state.rested[zoro]
    g.apply(Action("activate", zoro, 0))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert not g.state.rested[zoro]
    # Vivi (base cost 2) may not be attacked; the cost-8 Character and the Leader may
    assert _attack_targets(g, zoro) == {s.p2.leader_id, big}
    assert Action("activate", zoro, 0) not in g.legal_actions()     # [Once Per Turn]


def test_op12_020_a_blocker_character_battle_counts():
    """Q&A: attacking the Leader, blocked by a Character, then battling it."""
    s, zoro, _, vivi, big, chopper = _board()
    g = s.build()
    _battle(g, zoro, s.p2.leader_id, blocker=chopper)
    g.apply(Action("activate", zoro, 0))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert not g.state.rested[zoro]
    assert vivi not in _attack_targets(g, zoro) and big in _attack_targets(g, zoro)


def test_op12_020_a_battle_with_the_leader_only_does_not_set_it_active():
    s, zoro, robin, vivi, big, _ = _board()
    g = s.build()
    _battle(g, zoro, s.p2.leader_id)
    g.apply(Action("activate", zoro, 0))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert g.state.rested[zoro]                 # no battle with a Character: nothing
    assert _attack_targets(g, zoro) == set()    # still rested


def test_op12_020_without_a_battle_the_restriction_does_not_apply_either():
    s, zoro, robin, vivi, big, _ = _board()
    g = s.build()
    g.apply(Action("activate", zoro, 0))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert _attack_targets(g, zoro) == {s.p2.leader_id, robin, vivi, big}


def test_op12_020_a_character_gone_before_the_damage_step_is_no_battle():
    """Q&A: the opponent's Character left the field during the Counter Step
    (CR 7-1-2-3: the battle ends there), so the effect does nothing."""
    recall = custom_card("T-RECALL", "Recall", "Event", read_line(
        "[Counter] Return up to 1 of your Characters to the owner's hand.", Ctx("Event")), cost=0)
    s = Scenario(turn=3)
    zoro = s.p1.leader(CARD, don=3)
    s.p2.leader(LUFFY_LEADER)
    robin = s.p2.character(ROBIN, rested=True)
    [event] = s.p2.hand(recall)
    s.p2.deck(CHOPPER, CHOPPER)
    g = s.build()
    g.apply(Action("attack", zoro, robin))
    expect_decision(g, 1, DecisionKind.COUNTER)
    g.apply(Action("counter_event", event))
    expect_decision(g, 1, DecisionKind.SELECT)
    g.apply(Action("select", robin))
    expect_decision(g, 1, DecisionKind.COUNTER)
    g.apply(Action("end_counters"))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert robin in g.state.hand[1]
    g.apply(Action("activate", zoro, 0))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert g.state.rested[zoro]


def test_op12_020_needs_3_don_given():
    s = Scenario(turn=3)
    zoro = s.p1.leader(CARD, don=2)
    s.p2.leader(LUFFY_LEADER)
    g = s.build()
    assert Action("activate", zoro, 0) not in g.legal_actions()
