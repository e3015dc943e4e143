"""Activating and resolving effects (CR 8), keywords (CR 10-2), loops (CR 11-1)."""

import json

import pytest


from optcg import Action, IllegalActionError
from optcg.engine import zones
from optcg.engine.constants import TRASH, DecisionKind
from optcg.engine.effects.language import exactly, up_to
from optcg.engine.effects.language import (
    ACTIVATE_MAIN, END_OF_YOUR_TURN, HAND, CHARACTER, ON_KO,
    ON_OPPONENTS_ATTACK, ON_PLAY, OPPONENT, THIS_BATTLE, TRIGGER, WHEN_ATTACKING,
    WOULD_BE_KO, YOU, Ability, CannotBeKOd, Cards, Choose,
    DonAttached, DonMinus, Draw, Has, If, KO, PlayCard, PowerChange, Python, ReturnToHand, Select, Selected, SetPowerToZero, Static, StaticPower, This,
    Trash, TrashFromHand)
from optcg.engine.records import ActivateTask, card_mod
from optcg.engine.stats import cost, power
from optcg.testing import Scenario, answer, custom_card, expect_decision
from optcg.text.english import log_lines

KAROO = "ST01-003"      # vanilla, cost 1, 3000
ROBIN = "ST01-008"      # vanilla, cost 3, 5000
FRANKY = "ST01-010"     # vanilla, cost 4, 6000


def marker(name, log):
    """A step that records when it resolves."""
    return Python(lambda st, f: log.append(name), f"(records {name})")


def test_cr_8_6_1_turn_players_effect_first_then_the_opponents():
    order = []
    attacker = custom_card("T-A", "Attacker", "Character",
                           Ability(WHEN_ATTACKING, steps=(marker("mine", order),)),
                           power=5000)
    watcher = custom_card("T-W", "Watcher", "Character",
                          Ability(ON_OPPONENTS_ATTACK, steps=(marker("theirs", order),)))
    s = Scenario()
    a = s.p1.character(attacker)
    s.p2.character(watcher)
    s.p2.life(KAROO)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    assert order == ["mine", "theirs"]


def test_cr_8_6_the_player_orders_their_simultaneous_effects():
    order = []
    one = custom_card("T-1", "One", "Character",
                      Ability(END_OF_YOUR_TURN, steps=(marker("one", order),)))
    two = custom_card("T-2", "Two", "Character",
                      Ability(END_OF_YOUR_TURN, steps=(marker("two", order),)))
    s = Scenario()
    c1 = s.p1.character(one)
    c2 = s.p1.character(two)
    g = s.build()
    g.apply(Action("end_phase"))
    expect_decision(g, 0, DecisionKind.ORDER_EFFECTS)
    assert {a.card for a in g.legal_actions()} == {c1, c2}
    g.apply(Action("resolve_effect", c2, 0))
    assert order == ["two", "one"]


def test_cr_8_6_1_1_an_effect_triggered_while_resolving_waits_for_the_others():
    order = []
    newcomer = custom_card("T-N", "Newcomer", "Character",
                           Ability(ON_PLAY, steps=(marker("C", order),)))
    a_card = custom_card("T-A", "A", "Character", Ability(END_OF_YOUR_TURN, steps=(
        marker("A", order), PlayCard(Choose(Cards(YOU, area=HAND, names=("Newcomer",)), exactly(1))))))
    b_card = custom_card("T-B", "B", "Character",
                         Ability(END_OF_YOUR_TURN, steps=(marker("B", order),)))
    s = Scenario()
    a = s.p1.character(a_card)
    s.p1.character(b_card)
    s.p1.hand(newcomer)
    g = s.build()
    g.apply(Action("end_phase"))
    g.apply(Action("resolve_effect", a, 0))
    assert order == ["A", "B", "C"]


def test_cr_8_6_1_the_opponents_pending_effect_comes_before_a_newly_triggered_one():
    order = []
    newcomer = custom_card("T-N", "Newcomer", "Character",
                           Ability(ON_PLAY, steps=(marker("C", order),)))
    attacker = custom_card("T-A", "Attacker", "Character", Ability(WHEN_ATTACKING, steps=(
        marker("A", order), PlayCard(Choose(Cards(YOU, area=HAND, names=("Newcomer",)), exactly(1))))), power=5000)
    watcher = custom_card("T-X", "Watcher", "Character",
                          Ability(ON_OPPONENTS_ATTACK, steps=(marker("X", order),)))
    s = Scenario()
    a = s.p1.character(attacker)
    s.p1.hand(newcomer)
    s.p2.character(watcher)
    s.p2.life(KAROO)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    assert order == ["A", "X", "C"]


def test_cr_8_6_2_effects_triggered_during_damage_wait_until_it_ends():
    order = []
    trig = custom_card("T-T", "Trigger body", "Character",
                       Ability(ON_PLAY, steps=(marker("on play", order),)),
                       Ability(TRIGGER, steps=(PlayCard(This()),)))
    s = Scenario()
    a = s.p1.character(custom_card("T-DA", "Double", "Character", power=6000,
                                   keywords=("Double Attack",)))
    life = s.p2.life(trig, KAROO)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    g.apply(Action("use_trigger"))
    assert life[0] in g.state.chars[1]
    assert order == ["on play"]
    events = [e.rule for e in g.events]
    second_damage = max(n for n, e in enumerate(g.events) if e.rule == "4-6-2-1")
    on_play = max(n for n, e in enumerate(g.events) if e.rule == "10-2-6")
    assert second_damage < on_play, "the [On Play] resolved before the 2nd damage"
    assert "10-2-6" in events


def test_cr_8_1_3_1_3_an_effect_whose_card_moved_does_not_activate():
    order = []
    bouncer = custom_card("T-B", "Bouncer", "Character", Ability(END_OF_YOUR_TURN, steps=(
        ReturnToHand(Choose(Cards(YOU, names=("Drawer",)), exactly(1))),)))
    drawer = custom_card("T-D", "Drawer", "Character",
                         Ability(END_OF_YOUR_TURN, steps=(marker("draw", order),)))
    s = Scenario()
    b = s.p1.character(bouncer)
    d = s.p1.character(drawer)
    g = s.build()
    g.apply(Action("end_phase"))
    g.apply(Action("resolve_effect", b, 0))
    assert d in g.state.hand[0]
    assert order == []
    assert any(e.rule == "8-1-3-1-3" for e in g.events)


def test_cr_10_2_13_once_per_turn_per_card_and_again_after_moving():
    opt = custom_card("T-O", "Once", "Character",
                      Ability(ACTIVATE_MAIN, once_per_turn=True, steps=(Draw(exactly(1)),)), cost=1)
    s = Scenario()
    c = s.p1.character(opt)
    c2 = s.p1.character(opt)
    s.p1.don(active=2)
    g = s.build()
    g.apply(Action("activate", c, 0))
    acts = g.legal_actions()
    assert Action("activate", c, 0) not in acts
    assert Action("activate", c2, 0) in acts, "CR 10-2-13-2: once for each card"
    zones.move(g.state, c, 1)           # back to hand (as an effect would)
    g._options = None
    g.apply(Action("play", c))
    assert Action("activate", c, 0) in g.legal_actions(), "CR 10-2-13-4: a new card"


def test_cr_10_2_17_on_ko_checked_on_the_field_resolved_in_the_trash():
    where = []
    card = custom_card("T-K", "Last words", "Character", Ability(
        ON_KO, conditions=(DonAttached(1),),
        steps=(Python(lambda st, f: where.append(st.area[f.src]), "(records its area)"),
               Draw(exactly(1)))), power=2000)
    s = Scenario()
    a = s.p1.character(FRANKY)
    t = s.p2.character(card, rested=True, don=1)
    s.p2.deck(KAROO, KAROO)
    g = s.build()
    g.apply(Action("attack", a, t))
    assert t in g.state.trash[1] and where == [TRASH]
    assert len(g.state.hand[1]) == 1
    # without the DON!! the condition fails on the field: nothing happens
    s = Scenario()
    a = s.p1.character(FRANKY)
    t = s.p2.character(card, rested=True)
    g = s.build()
    g.apply(Action("attack", a, t))
    assert len(g.state.hand[1]) == 0


def test_cr_8_3_1_6_don_minus_returns_don_chosen_from_the_field():
    card = custom_card("T-M", "Minus", "Character",
                       Ability(ON_PLAY, cost=(DonMinus(2),), steps=(Draw(exactly(1)),)), cost=1)
    s = Scenario()
    h = s.p1.hand(card)[0]
    s.p1.leader("ST01-001", don=1)
    s.p1.don(active=2, rested=1)
    g = s.build()
    g.apply(Action("play", h))
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, DecisionKind.RETURN_DON)
    g.apply(Action("return_don", s.p1.leader_id))
    g.apply(Action("return_don", -1, 0))        # a rested one from the cost area
    st = g.state
    assert st.don[s.p1.leader_id] == 0 and st.don_rested[0] == 1 and st.don_active[0] == 1
    assert st.don_deck[0] == 6 + 2 and len(st.hand[0]) == 1


def test_cr_8_3_1_3_an_unpayable_cost_means_no_activation():
    card = custom_card("T-M", "Minus", "Character",
                       Ability(ON_PLAY, cost=(DonMinus(5),), steps=(Draw(exactly(1)),)), cost=1)
    s = Scenario()
    h = s.p1.hand(card)[0]
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", h))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert len(g.state.hand[0]) == 0
    assert any(e.rule == "8-3-1-3" for e in g.events)
    # nothing of the cost was paid: the DON!! that paid for the card stays
    assert g.state.don_rested[0] == 1 and g.state.don_deck[0] == 9


def test_cr_8_3_1_4_a_declined_may_cost_means_no_effect():
    card = custom_card("T-J", "Maybe", "Character",
                       Ability(ON_PLAY, cost=(TrashFromHand(1),), steps=(Draw(exactly(2)),)), cost=1)
    s = Scenario()
    h, other = s.p1.hand(card, KAROO)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", h))
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("decline"))
    assert g.state.hand[0] == [other] and other not in g.state.trash[0]


def test_cr_4_10_1_if_clause_not_met_skips_what_follows():
    card = custom_card("T-I", "If", "Character", Ability(ON_PLAY, steps=(
        If(Has(Cards(YOU), 3), (Draw(exactly(1)),)),)), cost=1)
    s = Scenario()
    h = s.p1.hand(card)[0]
    s.p1.character(KAROO)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", h))
    assert len(g.state.hand[0]) == 0               # 2 Characters: no draw
    s = Scenario()
    h = s.p1.hand(card)[0]
    s.p1.characters(KAROO, KAROO)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", h))
    assert len(g.state.hand[0]) == 1


def test_cr_8_4_4_1_choose_as_many_as_possible_when_not_up_to():
    card = custom_card("T-T", "Trash two", "Character", Ability(ON_PLAY, steps=(
        Trash(Choose(Cards(YOU, area=HAND, categories=(CHARACTER, "Event", "Stage")),
                     count=exactly(2))),)), cost=1)
    s = Scenario()
    h, only = s.p1.hand(card, KAROO)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", h))
    assert only in g.state.trash[0], "the one card there is must be chosen"


def test_cr_8_4_4_1_up_to_allows_choosing_none():
    card = custom_card("T-K", "Maybe K.O.", "Character", Ability(ON_PLAY, steps=(
        KO(Choose(Cards(OPPONENT))),)), cost=1)
    s = Scenario()
    h = s.p1.hand(card)[0]
    foe = s.p2.character(ROBIN)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", h))
    expect_decision(g, 0, DecisionKind.SELECT)
    assert Action("select_done") in g.legal_actions()
    g.apply(Action("select_done"))
    assert foe in g.state.chars[1]


def test_cr_8_4_4_2_a_card_may_be_left_unchosen_in_a_secret_area():
    card = custom_card("T-S", "Fetch", "Character", Ability(ON_PLAY, steps=(
        PlayCard(Choose(Cards(YOU, area="deck", names=("Karoo",)), exactly(1))),)), cost=1)
    s = Scenario()
    h = s.p1.hand(card)[0]
    s.p1.deck(KAROO, ROBIN)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", h))
    expect_decision(g, 0, DecisionKind.SELECT)
    assert Action("select_done") in g.legal_actions()
    assert g.view(0).looking_at() and not g.view(1).looking_at()
    g.apply(Action("select_done"))
    assert len(g.state.deck[0]) == 2


def test_cr_3_1_6_a_card_that_changes_area_is_a_new_card():
    s = Scenario()
    c = s.p1.character(ROBIN)
    s.p1.don(active=3)
    g = s.build()
    g.state.mods.append(card_mod(0, c, 2000, 1, 0, c))
    assert power(g.state, c) == 7000
    zones.move(g.state, c, 1)
    g._options = None
    g.apply(Action("play", c))
    assert power(g.state, c) == 5000


def test_cr_8_1_3_3_permanent_effects_apply_while_their_conditions_hold():
    lord = custom_card("T-L", "Lord", "Character", Static(
        StaticPower(This(), 2000), conditions=(Has(Cards(YOU), 2),)), power=3000)
    s = Scenario()
    c = s.p1.character(lord)
    g = s.build()
    assert power(g.state, c) == 3000
    other = s.p1.character(KAROO)
    g = s.build()
    assert power(g.state, c) == 5000 and other is not None


def test_cr_8_1_3_3_5_a_self_referring_permanent_effect_settles():
    # "+1000 if this has 4000 power or more": it cannot lift itself there.
    proud = custom_card("T-P", "Proud", "Character", Static(
        StaticPower(This(), 1000),
        conditions=(Has(Cards(YOU, power_min=4000, names=("Proud",)), 1),)),
        power=3000)
    s = Scenario()
    c = s.p1.character(proud)
    g = s.build()
    assert power(g.state, c) == 3000


def test_cr_4_9_2_1_the_highest_base_power_wins():
    s = Scenario()
    c = s.p2.character(ROBIN)
    g = s.build()
    from optcg.engine.constants import MOD_BASE_POWER, THIS_TURN
    g.state.mods.append(card_mod(MOD_BASE_POWER, c, 1000, THIS_TURN, 0, c))
    g.state.mods.append(card_mod(MOD_BASE_POWER, c, 2000, THIS_TURN, 1, c))
    g.state.mods.append(card_mod(0, c, 500, THIS_TURN, 0, c))
    assert power(g.state, c) == 2500


def test_cr_4_12_set_power_to_zero_and_already_negative_power():
    card = custom_card("T-Z", "Zero", "Character", Ability(ON_PLAY, steps=(
        SetPowerToZero(Choose(Cards(OPPONENT), exactly(1))),)), cost=1)
    s = Scenario()
    h = s.p1.hand(card)[0]
    foe = s.p2.character(ROBIN, don=1)            # 5000 on P1's turn
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", h))
    assert power(g.state, foe) == 0
    # CR 4-12-2: already negative power is left alone
    sink = custom_card("T-S", "Sink", "Character", Ability(ON_PLAY, steps=(
        Select(Choose(Cards(OPPONENT), exactly(1))), PowerChange(Selected(), -6000),
        SetPowerToZero(Selected()))), cost=1)
    s = Scenario()
    h = s.p1.hand(sink)[0]
    foe = s.p2.character(ROBIN)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", h))
    assert power(g.state, foe) == -1000


def test_cr_1_3_6_2_1_negative_cost_counts_inside_a_calculation():
    s = Scenario()
    h = s.p1.hand(KAROO)[0]                       # cost 1
    g = s.build()
    g.state.mods.append(card_mod(1, h, -3, 1, 0, h))
    assert cost(g.state, h, raw=True) == -2 and cost(g.state, h) == 0
    g.state.mods.append(card_mod(1, h, 2, 1, 0, h))
    assert cost(g.state, h) == 0, "-2 + 2 = 0: the negative value was kept"


def test_cr_10_2_1_3_cannot_be_koed_by_effects_but_by_battle():
    tough = custom_card("T-T", "Tough", "Character",
                        Static(CannotBeKOd(This(), by="effects")), power=1000)
    killer = custom_card("T-K", "Killer", "Character", Ability(ON_PLAY, steps=(
        KO(Choose(Cards(OPPONENT), exactly(1))),)), cost=1, power=5000)
    s = Scenario()
    h = s.p1.hand(killer)[0]
    a = s.p1.character(FRANKY)
    t = s.p2.character(tough, rested=True)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", h))
    assert t in g.state.chars[1]
    assert any(e.rule == "10-2-1-3" for e in g.events)
    g.apply(Action("attack", a, t))
    assert t in g.state.trash[1], "a K.O. in battle still works"


def test_cr_8_1_3_4_replacement_effect_instead_of_a_ko():
    saver = custom_card("T-S", "Saver", "Character", Ability(
        WOULD_BE_KO, steps=(Trash(Choose(Cards(YOU, area=HAND,
                                                categories=(CHARACTER,)), exactly(1))),)),
        power=1000)
    s = Scenario()
    a = s.p1.character(FRANKY)
    t = s.p2.character(saver, rested=True)
    spare = s.p2.hand(KAROO)[0]
    g = s.build()
    g.apply(Action("attack", a, t))
    # the hand card has a Counter: decline countering first
    answer(g, "counter", Action("end_counters"))
    expect_decision(g, 1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    assert t in g.state.chars[1] and spare in g.state.trash[1]


def test_cr_8_1_3_4_1_a_declined_replacement_lets_the_ko_happen():
    saver = custom_card("T-S", "Saver", "Character", Ability(
        WOULD_BE_KO, steps=(Trash(Choose(Cards(YOU, area=HAND,
                                                categories=(CHARACTER,)), exactly(1))),)),
        power=1000)
    s = Scenario()
    a = s.p1.character(FRANKY)
    t = s.p2.character(saver, rested=True)
    s.p2.hand(FRANKY)
    g = s.build()
    g.apply(Action("attack", a, t))
    answer(g, "counter", Action("end_counters"))
    g.apply(Action("decline"))
    assert t in g.state.trash[1]


def test_cr_11_1_1_1_a_loop_nobody_can_stop_is_a_draw():
    def again(st, f):
        st.tasks.append(ActivateTask(f.src, st.incarnation[f.src], f.ctl, f.ab, 1))

    looper = custom_card("T-L", "Looper", "Character",
                         Ability(ON_PLAY, steps=(Python(again, "Do this again."),)), cost=1)
    s = Scenario()
    h = s.p1.hand(looper)[0]
    s.p1.don(active=1)
    g = s.build(log=False)
    g.apply(Action("play", h))
    assert g.over and g.result.winner is None and g.result.reason == "infinite_loop"


def test_a_game_paused_in_the_middle_of_an_effect_round_trips():
    card = custom_card("T-K", "Two K.O.s", "Character", Ability(ON_PLAY, steps=(
        KO(Choose(Cards(OPPONENT), count=up_to(2))), Draw(exactly(1)))), cost=1)
    s = Scenario()
    h = s.p1.hand(card)[0]
    foes = [s.p2.character(ROBIN), s.p2.character(KAROO), s.p2.character(FRANKY)]
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", h))
    g.apply(Action("select", foes[0]))
    expect_decision(g, 0, DecisionKind.SELECT)            # paused between the two choices
    data = json.loads(json.dumps(g.to_json()))
    from optcg.engine import Game
    # custom cards are not in the database: rebuild with a lookup of our own
    defs = {d.number: d for d in g.state.defs}
    h2 = Game.from_json(data, defs.__getitem__)
    c = g.clone()
    for game in (g, h2, c):
        game.apply(Action("select", foes[2]))
    assert g.hash() == h2.hash() == c.hash()
    assert foes[0] in g.state.trash[1] and foes[2] in g.state.trash[1]
    assert len(g.state.hand[0]) == 1


# -- building blocks of the effect language ---------------------------------------

def played(card_steps, *, setup=None, choices=()):
    """Play a made-up cost-1 Character whose [On Play] is `card_steps`."""
    card = custom_card("T-X", "Tester", "Character",
                       Ability(ON_PLAY, steps=tuple(card_steps)), cost=1)
    s = Scenario()
    h = s.p1.hand(card)[0]
    s.p1.don(active=1)
    ids = setup(s) if setup else None
    g = s.build()
    g.apply(Action("play", h))
    for c in choices:
        g.apply(c(ids) if callable(c) else c)
    return g, s, ids


def test_to_deck_top_puts_the_card_on_top():
    from optcg.engine.effects.language import ToDeckTop
    g, s, foe = played([ToDeckTop(Choose(Cards(OPPONENT), exactly(1)))],
                       setup=lambda s: s.p2.character(ROBIN))
    assert g.state.deck[1][-1] == foe


def test_add_life_from_deck_and_take_life():
    from optcg.engine.effects.language import AddLifeFromDeck, TakeLife
    g, s, ids = played([AddLifeFromDeck(exactly(1))],
                       setup=lambda s: (s.p1.deck(KAROO, ROBIN), s.p1.life(FRANKY)))
    deck, life = ids
    assert g.state.life[0] == [life[0], deck[0]], "the deck's top card is the new top Life"
    g, s, ids = played([TakeLife(exactly(1))], setup=lambda s: s.p1.life(KAROO, ROBIN))
    assert g.state.hand[0] == [ids[0]] and g.state.life[0] == [ids[1]]


def test_return_don_as_an_effect_returns_what_it_can():
    from optcg.engine.effects.language import ReturnDon
    g, s, _ = played([ReturnDon(exactly(3))])
    assert g.state.don_deck[0] == 10 and g.state.don_rested[0] == 0


def test_lose_keyword_and_cannot_activate_blocker():
    from optcg.engine.effects.language import CannotActivateBlocker, LoseKeyword
    for step in (LoseKeyword(Choose(Cards(OPPONENT), exactly(1)), "Blocker"),
                 CannotActivateBlocker(Choose(Cards(OPPONENT), exactly(1)))):
        def setup(s):
            s.p2.life(KAROO)
            return s.p2.character("ST01-006"), s.p1.character(ROBIN)
        g, s, (chopper, attacker) = played([step], setup=setup)
        g.apply(Action("attack", attacker, s.p2.leader_id))
        assert g.state.life[1] == [], "no block was offered"


def test_negate_removes_printed_keywords_permanent_and_auto_effects():
    from optcg.engine.effects.language import Negate
    g, s, zoro = played([Negate(Choose(Cards(YOU, names=("Roronoa Zoro",)), exactly(1)))],
                        setup=lambda s: s.p1.character("ST01-013", don=1))
    assert power(g.state, zoro) == 6000, "5000 + 1000 DON!!, without its own +1000"
    g.apply(Action("end_phase"))
    # P2's turn: the negation has ended, so the [DON!! x1] +1000 is back
    # (the given DON!! itself adds nothing outside P1's turn: CR 6-5-5-2)
    assert power(g.state, zoro) == 6000 and not g.state.mods
    # a negated [Blocker] with an auto effect: no Block Step, and its
    # [On Your Opponent's Attack] does not activate
    seen = []
    guard = custom_card("T-NG", "Negated Guard", "Character",
                        Ability(ON_OPPONENTS_ATTACK, steps=(marker("auto", seen),)),
                        power=1000, keywords=("Blocker",))

    def setup(s):
        s.p2.life(KAROO)
        return s.p2.character(guard), s.p1.character(ROBIN)
    g, s, (negated, attacker) = played([Negate(Choose(Cards(OPPONENT), exactly(1)))],
                                       setup=setup)
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert g.state.life[1] == [] and negated in g.state.chars[1], "no block was offered"
    assert seen == [], "the negated auto effect did not activate"
    # the same board without the negation blocks and activates
    s = Scenario()
    s.p2.life(KAROO)
    plain, attacker = s.p2.character(guard), s.p1.character(ROBIN)
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.BLOCK)
    assert seen == ["auto"]


def test_cannot_attack_for_the_turn():
    from optcg.engine.effects.language import CannotAttack
    g, s, mine = played([CannotAttack(Choose(Cards(YOU, names=("Nico Robin",)), exactly(1)))],
                        setup=lambda s: s.p1.character(ROBIN))
    assert not [a for a in g.legal_actions() if a.kind == "attack" and a.card == mine]
    with pytest.raises(IllegalActionError):
        g.apply(Action("attack", mine, s.p2.leader_id))
    g.apply(Action("end_phase"))                  # the ban ends with this turn
    expect_decision(g, 1, DecisionKind.MAIN)
    g.apply(Action("end_phase"))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert Action("attack", mine, s.p2.leader_id) in g.legal_actions()


def test_cr_1_2_5_an_effect_wins_or_loses_the_game():
    from optcg.engine.effects.language import LoseGame, WinGame
    g, _, _ = played([WinGame()])
    assert g.result.winner == 0 and g.result.reason == "effect"
    g, _, _ = played([LoseGame()])
    assert g.result.winner == 1 and g.result.reason == "effect"


def test_until_the_end_of_your_opponents_next_turn():
    from optcg.engine.effects.language import UNTIL_END_OF_OPPONENTS_NEXT_TURN
    g, s, foe = played([PowerChange(Choose(Cards(OPPONENT), exactly(1)), -2000,
                                    UNTIL_END_OF_OPPONENTS_NEXT_TURN)],
                       setup=lambda s: s.p2.character(ROBIN))
    assert power(g.state, foe) == 3000
    g.apply(Action("end_phase"))                  # P1's End Phase: still on
    assert power(g.state, foe) == 3000 and g.state.turn_player == 1
    g.apply(Action("end_phase"))                  # the end of P2's turn: gone
    assert power(g.state, foe) == 5000


def test_cr_6_6_1_2_at_the_end_of_this_turn_a_delayed_effect_resolves():
    from optcg.engine.effects.language import AtEndOfTurn
    card = custom_card("T-D", "Delayed", "Character", Ability(ON_PLAY, steps=(
        Draw(exactly(1)), AtEndOfTurn((ReturnToHand(This()),)))),
        cost=1)
    s = Scenario()
    h = s.p1.hand(card)[0]
    s.p1.don(active=1)
    s.p1.deck(KAROO, KAROO)
    g = s.build()
    g.apply(Action("play", h))
    assert h in g.state.chars[0] and len(g.state.hand[0]) == 1
    g.apply(Action("end_phase"))
    assert h in g.state.hand[0], "returned to the hand at the end of the turn"
    assert any("At the end of this turn" in line for line in log_lines(g, None, full=True))


def test_cr_7_1_3_1_when_attacked_effects_activate_in_the_counter_step():
    from optcg.engine.effects.language import WHEN_ATTACKED
    guard = custom_card("T-G", "Guard", "Character", Ability(
        WHEN_ATTACKED, steps=(PowerChange(This(), 3000, THIS_BATTLE),)), power=4000)
    s = Scenario()
    a = s.p1.character(FRANKY)
    t = s.p2.character(guard, rested=True)
    g = s.build()
    g.apply(Action("attack", a, t))
    assert t in g.state.chars[1], "7000 against 6000: it survived"
    assert power(g.state, t) == 4000, "the boost lasted for the battle only"
    # strictly: not yet in the Block Step, already when the Counter Step opens
    s = Scenario(strict=True)
    a = s.p1.character(FRANKY)
    t = s.p2.character(guard, rested=True)
    g = s.build()
    g.apply(Action("attack", a, t))
    expect_decision(g, 1, DecisionKind.BLOCK)
    assert power(g.state, t) == 4000
    g.apply(Action("no_block"))
    expect_decision(g, 1, DecisionKind.COUNTER)
    assert power(g.state, t) == 7000


def test_filters_by_partial_type_attribute_and_color():
    from optcg.engine.effects.targets import find
    s = Scenario()
    luffy = s.p2.character("ST01-012")            # Red, Strike, Supernovas/Straw Hat Crew
    kid = s.p2.character("ST02-013")              # Green, Supernovas/Kid Pirates
    g = s.build()
    st = g.state
    assert find(st, Cards(OPPONENT, type_includes="Straw Hat"), -1, 0) == [luffy]
    assert find(st, Cards(OPPONENT, colors=("Green",)), -1, 0) == [kid]
    assert luffy in find(st, Cards(OPPONENT, attributes=("Strike",)), -1, 0)
    assert find(st, Cards(OPPONENT, type_includes="Nobody"), -1, 0) == []
