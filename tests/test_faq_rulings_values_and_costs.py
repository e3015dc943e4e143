"""Official Q&A rulings on values and costs, checked with made-up cards
(tests/test_faq_rulings.py explains how rulings are named): DON!! x1
bonuses and DON!! lost by paying, power set to 0, counts that include the
Event itself, "you may" costs of [Counter] Events, and where looked-at
cards go.
"""

from optcg import Action
from optcg.engine.constants import DOUBLE_ATTACK, DecisionKind
from optcg.engine.effects.language import (
    COUNTER, KO, MAIN, ON_PLAY, OPPONENT, THIS_BATTLE, TRASH, WHEN_ATTACKING, YOU, Ability, Cards,
    Choose, DonAttached, DonMinus, Every, GainKeyword, Has, If, LookAtTop, PowerChange, Select,
    Selected, SetPowerToZero, Static, StaticPower, TrashFromHand, YourTurn)
from optcg.engine.stats import keywords, power
from optcg.testing import Scenario, custom_card, expect_decision

from faq_helpers import (
    ALL_CATEGORIES, BLANK, CHOPPER, FRANKY, LEADER_OR_CHARACTER, NO_COUNTER_LIFE, ROBIN, VIVI,
    counter_plus, opts)


def test_faq_op01_001_don_x1_leader_bonus_is_not_doubled_and_reaches_new_characters():
    """qa_op01.md, OP01-001 Q1 and Q2: a Leader whose [DON!! x1] [Your Turn]
    permanent effect gives all your Characters +1000 gives +1000 only, even
    with 2 DON!! given; a Character played afterwards gains it too."""
    # Made-up stand-in for OP01-001: [DON!! x1] [Your Turn] all of your
    # Characters gain +1000 power.
    zoro = custom_card("T-OP01-001", "Zoro", "Leader", Static(
        StaticPower(Every(Cards(YOU)), 1000), conditions=(DonAttached(1), YourTurn())),
        power=5000)
    s = Scenario()
    s.p1.leader(zoro, don=2)
    on_field = s.p1.character(ROBIN)
    newcomer = s.p1.hand(VIVI)[0]
    s.p1.don(active=2)
    g = s.build()
    st = g.state
    assert power(st, on_field) == 6000, "+1000, not +2000"
    g.apply(Action("play", newcomer))
    assert power(st, newcomer) == 5000
    assert power(st, s.p1.leader_id) == 7000, "the Leader itself: only its DON!!"


def test_faq_op01_073_looked_at_cards_all_go_to_the_top_or_all_to_the_bottom():
    """qa_op01.md, OP01-073 Q1 and Q2: after looking at the top 5 cards,
    they cannot be split between the top and the bottom; with 4 or fewer
    cards in the deck, all of them are looked at."""
    # Made-up stand-in for OP01-073: [On Play] look at the top 5 cards and put
    # them back on the top or at the bottom in any order.
    doffy = custom_card("T-OP01-073", "Doflamingo", "Character", Ability(
        ON_PLAY, steps=(LookAtTop(5),)), cost=3, power=4000)
    s = Scenario()
    h = s.p1.hand(doffy)[0]
    deck = s.p1.deck(FRANKY, ROBIN, VIVI, CHOPPER)      # only 4 cards
    s.p1.don(active=3)
    g = s.build()
    g.apply(Action("play", h))
    expect_decision(g, 0, DecisionKind.ARRANGE)
    looking = g.view(0).looking_at()
    assert set(looking) == set(deck), "all 4 cards are looked at"
    g.apply(Action("place_top", deck[2]))
    assert opts(g) == {Action("place_top", i) for i in (deck[0], deck[1], deck[3])}
    g.apply(Action("place_top", deck[0]))
    g.apply(Action("place_top", deck[1]))         # the last one follows them
    expect_decision(g, 0, DecisionKind.MAIN)
    assert set(g.state.deck[0]) == set(deck)


def test_faq_op02_068_a_counter_event_may_be_used_without_paying_its_may_cost():
    """qa_op02.md, OP02-068 Q2 (also OP03-072, OP03-097, OP04-016): an
    Event whose [Counter] effect reads "you may trash 1 card from your hand:
    +3000" can be activated in the Counter Step and the trash declined; the
    power is then not gained (CR 8-3-1-4)."""
    # Made-up stand-in for OP02-068: cost 0 Event, [Counter] you may trash 1
    # card from your hand: up to 1 of your Leader or Character cards gains
    # +3000 power during this battle.
    rain = custom_card("T-OP02-068", "Rain", "Event", Ability(
        COUNTER, cost=(TrashFromHand(1),),
        steps=(PowerChange(Choose(LEADER_OR_CHARACTER), 3000, THIS_BATTLE),)), cost=0)
    s = Scenario()
    ev, keep = s.p2.hand(rain, BLANK)
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.COUNTER)
    g.apply(Action("counter_event", ev))
    assert ev in g.state.trash[1]
    expect_decision(g, 1, DecisionKind.CONFIRM)                 # the "you may" cost
    g.apply(Action("decline"))
    assert keep in g.state.hand[1]
    assert power(g.state, s.p2.leader_id) == 5000


def test_faq_op04_093_an_events_trash_count_includes_the_event_itself():
    """qa_op04.md, OP04-093 Q1 (also OP04-094, OP07-095): an Event activated
    with 14 cards in the trash sees 15, itself included (CR 8-4-2: it is
    trashed before its effect is carried out)."""
    # Made-up stand-in for OP04-093: [Main] up to 1 of your Characters gains
    # +6000 power; then, with 15 or more cards in your trash, it also gains
    # [Double Attack] during this turn.
    gun = custom_card("T-OP04-093", "Gun", "Event", Ability(MAIN, steps=(
        Select(Choose(Cards(YOU))), PowerChange(Selected(), 6000),
        If(Has(Cards(YOU, area=TRASH, categories=ALL_CATEGORIES), 15),
           (GainKeyword(Selected(), "Double Attack"),)))), cost=3)
    for in_trash, gains in ((14, True), (13, False)):
        s = Scenario()
        c = s.p1.character(ROBIN)
        ev = s.p1.hand(gun)[0]
        s.p1.trash(*[BLANK] * in_trash)
        s.p1.don(active=3)
        g = s.build()
        g.apply(Action("play", ev))
        g.apply(Action("select", c))
        st = g.state
        assert power(st, c) == 11000
        assert bool(keywords(st, c) & DOUBLE_ATTACK) is gains


def test_faq_op07_002_power_set_to_zero_still_gains_a_later_counter():
    """qa_op07.md, OP07-002 Q1: a Character whose power was set to 0 gains
    +1000 from a Counter used afterwards: its power is 1000 in that battle
    (CR 4-12-1: the effect is a fixed reduction)."""
    # Made-up stand-in for OP07-002: [On Play] set the power of up to 1 of
    # your opponent's Characters to 0 during this turn.
    ain = custom_card("T-OP07-002", "Ain", "Character", Ability(ON_PLAY, steps=(
        SetPowerToZero(Choose(Cards(OPPONENT))),)), cost=7, power=6000)
    s = Scenario()
    h = s.p1.hand(ain)[0]
    t = s.p2.character(ROBIN, rested=True)
    plus, _spare = s.p2.hand(counter_plus(1000), counter_plus(1000))
    s.p1.don(active=7)
    g = s.build()
    g.apply(Action("play", h))
    g.apply(Action("select", t))
    assert power(g.state, t) == 0
    g.apply(Action("attack", s.p1.leader_id, t))
    expect_decision(g, 1, DecisionKind.COUNTER)
    g.apply(Action("counter", plus, t))
    expect_decision(g, 1, DecisionKind.COUNTER)       # still in the Counter Step
    assert power(g.state, t) == 1000


def test_faq_op10_069_don_x1_lost_by_paying_don_minus_with_that_don_means_no_ko():
    """qa_op10.md, OP10-069 Q1: a [DON!! x1] [When Attacking] DON!! -1
    effect paid by returning the one DON!! given to the attacker no longer
    meets [DON!! x1]: its K.O. does not happen."""
    # Made-up stand-in for OP10-069: [DON!! x1] [When Attacking] DON!! -1:
    # K.O. up to 1 of your opponent's Characters with a cost of 1 or less.
    fish = custom_card("T-OP10-069", "Fish", "Character", Ability(
        WHEN_ATTACKING, conditions=(DonAttached(1),), cost=(DonMinus(1),),
        steps=(KO(Choose(Cards(OPPONENT, cost_max=1))),)), cost=4, power=6000)
    s = Scenario()
    f = s.p1.character(fish, don=1)               # the only DON!! on P1's field
    target = s.p2.character(BLANK)                # cost 1
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", f, s.p2.leader_id))
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    assert g.state.don[f] == 0 and g.state.don_deck[0] == 10
    assert g.decision.kind != DecisionKind.SELECT, "no K.O. to choose: [DON!! x1] is no longer met"
    assert target in g.state.chars[1]
