"""Official Q&A rulings on keywords gained or lost, checked with made-up
cards (tests/test_faq_rulings.py explains how rulings are named): [Rush],
[Blocker], [Banish] and [Double Attack] that follow a condition, that an
effect gives or takes away, and when the change is seen.
"""

from optcg import Action
from optcg.engine.constants import BANISH, DOUBLE_ATTACK, RUSH, DecisionKind
from optcg.engine.effects.language import exactly
from optcg.engine.effects.language import (
    ANY, COUNTER, HAND, KO, MAIN, ON_OPPONENTS_ATTACK, ON_PLAY, OPPONENT, THIS_BATTLE, TRASH,
    TRIGGER, WHEN_ATTACKING, YOU, Ability, AddToHand, CannotActivateBlocker, Cards, Choose, Draw,
    Every, GainKeyword, Has, If, PlayCard, PowerChange, RestThis, ReturnToHand, Static,
    StaticKeyword, This, TrashFromHand)
from optcg.engine.stats import keywords, power
from optcg.testing import Scenario, custom_card, expect_decision

from faq_helpers import ALL_CATEGORIES, BIG, BLANK, FRANKY, NO_COUNTER_LIFE, ROBIN, attacks_of, opts


def test_faq_op02_062_return_none_and_still_gain_double_attack_but_only_if_paid():
    """qa_op02.md, OP02-062 Q2 and Q3: after paying "trash 2 cards", the
    Character may return no Character ("up to 1") and still gains [Double
    Attack]; with fewer than 2 other cards in hand it can be played but its
    effect cannot activate."""
    # Made-up stand-in for OP02-062: [On Play] you may trash 2 cards from your
    # hand: return up to 1 Character with a cost of 4 or less to the owner's
    # hand, then this Character gains [Double Attack] during this turn.
    luffy = custom_card("T-OP02-062", "Luffy", "Character", Ability(
        ON_PLAY, cost=(TrashFromHand(2),), steps=(
            ReturnToHand(Choose(Cards(ANY, cost_max=4))),
            GainKeyword(This(), "Double Attack"))), cost=6, power=7000)
    s = Scenario()
    h, *fodder = s.p1.hand(luffy, BLANK, BLANK)
    foe = s.p2.character(ROBIN)
    s.p1.don(active=6)
    g = s.build()
    g.apply(Action("play", h))
    expect_decision(g, 0, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select_done"))
    st = g.state
    assert all(c in st.trash[0] for c in fodder)
    assert foe in st.chars[1]
    assert keywords(st, h) & DOUBLE_ATTACK
    # Only 1 other card in hand: it is played, its effect does not activate.
    s = Scenario()
    h, other = s.p1.hand(luffy, BLANK)
    s.p1.don(active=6)
    g = s.build()
    g.apply(Action("play", h))
    expect_decision(g, 0, DecisionKind.MAIN)
    st = g.state
    assert h in st.chars[0] and other in st.hand[0]
    assert not keywords(st, h) & DOUBLE_ATTACK


# Made-up stand-in for OP05-003: if you have a Character with 7000 power or
# more other than this one, this Character gains [Rush].
INAZUMA_RUSH = custom_card("T-OP05-003", "Inazuma", "Character", Static(
    StaticKeyword(This(), "Rush"),
    conditions=(Has(Cards(YOU, power_min=7000, other_than_this=True), 1),)),
    cost=3, power=4000)


def test_faq_op05_003_a_conditional_rush_follows_its_condition_during_the_turn():
    """qa_op05.md, OP05-003 Q1 and Q3: a permanent "gains [Rush] while you
    have a 7000-power Character" lets the Character attack the turn it is
    played as soon as the condition holds, and not once it stops holding."""
    bounce = custom_card("T-BOUNCE", "Bounce", "Event", Ability(MAIN, steps=(
        ReturnToHand(Choose(Cards(YOU, power_min=7000))),)), cost=0)
    s = Scenario()
    franky = s.p1.character(FRANKY)               # 6000
    h, ev = s.p1.hand(INAZUMA_RUSH, bounce)
    s.p1.don(active=4)
    g = s.build()
    g.apply(Action("play", h))
    assert attacks_of(g, h) == set()              # no 7000 yet
    g.apply(Action("give_don", -1, franky))       # Franky 7000: condition met
    assert Action("attack", h, s.p2.leader_id) in opts(g)
    g.apply(Action("play", ev))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", franky))
    assert franky in g.state.hand[0]
    assert attacks_of(g, h) == set()


def test_faq_op05_003_losing_the_rush_condition_mid_battle_does_not_stop_the_attack():
    """qa_op05.md, OP05-003 Q2: the 7000-power Character leaves during the
    battle of the Character that attacked thanks to [Rush]: the battle goes
    on as is."""
    # The defender's [Counter]: return up to 1 of the opponent's Characters
    # with 7000 power or more to its owner's hand.
    push = custom_card("T-PUSH", "Push", "Event", Ability(COUNTER, steps=(
        ReturnToHand(Choose(Cards(OPPONENT, power_min=7000))),)), cost=0)
    s = Scenario()
    big = s.p1.character(BIG)
    h = s.p1.hand(INAZUMA_RUSH)[0]
    s.p1.don(active=4)
    ev = s.p2.hand(push)[0]
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("play", h))
    g.apply(Action("give_don", -1, h))            # 5000: it wins against the Leader
    g.apply(Action("attack", h, s.p2.leader_id))
    g.apply(Action("counter_event", ev))
    g.apply(Action("select", big))
    assert big in g.state.hand[0] and not keywords(g.state, h) & RUSH
    expect_decision(g, 0, DecisionKind.MAIN)
    assert len(g.state.life[1]) == 1, "the attack still dealt its damage"


def test_faq_op05_086_a_conditional_blocker_lost_before_the_block_step_cannot_block():
    """qa_op05.md, OP05-086 Q1 (also OP05-062, OP06-072): a Character that
    has [Blocker] only while there are 10 or more cards in its owner's trash
    cannot block once the trash drops to 9."""
    # Made-up stand-in for OP05-086: with 10 or more cards in your trash,
    # this Character gains [Blocker].
    vivi = custom_card("T-OP05-086", "Vivi", "Character", Static(
        StaticKeyword(This(), "Blocker"),
        conditions=(Has(Cards(YOU, area=TRASH, categories=ALL_CATEGORIES), 10),)),
        cost=1, power=1000)
    # On the opponent's attack, add up to 1 card from your trash to your hand.
    fetch = custom_card("T-FETCH", "Fetch", "Character", Ability(ON_OPPONENTS_ATTACK, steps=(
        AddToHand(Choose(Cards(YOU, area=TRASH, categories=ALL_CATEGORIES))),)),
        cost=1, power=1000)
    s = Scenario()
    v = s.p2.character(vivi)
    s.p2.character(fetch)
    trashed = s.p2.trash(*[BLANK] * 10)
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    assert keywords(g.state, v)                   # [Blocker] with 10 in the trash
    g.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.SELECT)
    g.apply(Action("select", trashed[0]))
    assert not keywords(g.state, v)
    assert g.decision.kind != DecisionKind.BLOCK
    expect_decision(g, 0, DecisionKind.MAIN)
    assert len(g.state.life[1]) == 0


def test_faq_op06_002_banish_lost_in_the_counter_step_lets_the_trigger_be_used():
    """qa_op06.md, OP06-002 Q1: a Character that has [Banish] only with 7000
    power or more drops to 6000 in the Counter Step; the damage is dealt
    without [Banish], so the [Trigger] can be used."""
    # Made-up stand-in for OP06-002: this Character gains [Banish] while it
    # has 7000 power or more.
    inazuma = custom_card("T-OP06-002", "Inazuma B", "Character", Static(
        StaticKeyword(This(), "Banish"),
        conditions=(Has(Cards(YOU, power_min=7000, names=("Inazuma B",)), 1),)),
        cost=4, power=5000)
    sap = custom_card("T-SAP", "Sap", "Event", Ability(COUNTER, steps=(
        PowerChange(Choose(Cards(OPPONENT)), -1000, THIS_BATTLE),)), cost=0)
    trig = custom_card("T-TRIG", "Trigger body", "Character",
                       Ability(TRIGGER, steps=(Draw(exactly(1)),)), cost=1, power=1000)
    # Without the Counter: [Banish], the Life card is trashed, no [Trigger].
    s = Scenario()
    a = s.p1.character(inazuma, don=2)
    life = s.p2.life(trig)[0]
    g = s.build()
    assert keywords(g.state, a) & BANISH
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert life in g.state.trash[1]
    # With the Counter: 6000, no [Banish], the [Trigger] is offered.
    s = Scenario()
    a = s.p1.character(inazuma, don=2)
    ev = s.p2.hand(sap)[0]
    life = s.p2.life(trig)[0]
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    g.apply(Action("counter_event", ev))
    g.apply(Action("select", a))
    assert power(g.state, a) == 6000 and not keywords(g.state, a) & BANISH
    expect_decision(g, 1, DecisionKind.TRIGGER)


def test_faq_eb01_045_rush_gained_by_an_on_play_effect_stays_after_its_condition_ends():
    """qa_eb01.md, EB01-045 Q1 (also ST10-004, OP06-061, OP08-060): [Rush]
    given by an [On Play] effect whose condition held then stays for the
    turn after the condition stops holding (unlike a permanent effect)."""
    # Made-up stand-in for EB01-045: [On Play] if your opponent has a
    # Character with a cost of 0, this Character gains [Rush] during this turn.
    brook = custom_card("T-EB01-045", "Brook", "Character", Ability(ON_PLAY, steps=(
        If(Has(Cards(OPPONENT, cost_max=0), 1),
           (GainKeyword(This(), "Rush"),)),)), cost=4, power=5000)
    zero = custom_card("T-ZERO", "Zero", "Character", cost=0, power=1000)
    ko_zero = custom_card("T-KO0", "K.O. zero", "Event", Ability(MAIN, steps=(
        KO(Choose(Cards(OPPONENT, cost_max=0))),)), cost=0)
    s = Scenario()
    h, ev = s.p1.hand(brook, ko_zero)
    z = s.p2.character(zero)
    s.p1.don(active=4)
    g = s.build()
    g.apply(Action("play", h))
    assert Action("attack", h, s.p2.leader_id) in opts(g)
    g.apply(Action("play", ev))
    g.apply(Action("select", z))
    assert z in g.state.trash[1]
    assert Action("attack", h, s.p2.leader_id) in opts(g)


def test_faq_op07_024_blocker_gained_on_the_opponents_attack_can_block_it():
    """qa_op07.md, OP07-024 Q1 (also OP09-032): a Character that gains
    [Blocker] from an [On Your Opponent's Attack] effect can block that very
    attack."""
    # Made-up stand-in for OP07-024: [On Your Opponent's Attack] you may rest
    # this Character: up to 1 of your other Characters gains [Blocker] during
    # this turn.
    koala = custom_card("T-OP07-024", "Koala", "Character", Ability(
        ON_OPPONENTS_ATTACK, cost=(RestThis(),),
        steps=(GainKeyword(Choose(Cards(YOU, other_than_this=True)), "Blocker"),)),
        cost=3, power=3000)
    s = Scenario()
    k = s.p2.character(koala)
    guard = s.p2.character(ROBIN)
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.CONFIRM)
    g.apply(Action("accept"))
    expect_decision(g, 1, DecisionKind.SELECT)
    g.apply(Action("select", guard))
    expect_decision(g, 1, DecisionKind.BLOCK)
    assert Action("block", guard) in opts(g) and Action("block", k) not in opts(g)
    g.apply(Action("block", guard))
    assert len(g.state.life[1]) == 1


def test_faq_op11_013_blocker_ban_applies_to_the_cards_that_qualified_when_it_resolved():
    """qa_op11.md, OP11-013 Q1-Q3: "opponent's Characters with 2000 power or
    less cannot activate [Blocker] during this turn" covers the Characters
    that had 2000 or less when it resolved: one played afterwards can block,
    one that had 3000 and dropped to 2000 can block, one that had 2000 and
    rose to 3000 still cannot."""
    # Made-up stand-in for OP11-013: [When Attacking] all of your opponent's
    # Characters with 2000 power or less cannot activate [Blocker] during
    # this turn.
    grus = custom_card("T-OP11-013", "Grus", "Character", Ability(WHEN_ATTACKING, steps=(
        CannotActivateBlocker(Every(Cards(OPPONENT, power_max=2000))),)), cost=1, power=2000)
    low = custom_card("T-LOWB", "Low blocker", "Character", cost=1, power=2000,
                      keywords=("Blocker",))
    high = custom_card("T-HIGHB", "High blocker", "Character", cost=3, power=3000,
                       keywords=("Blocker",))
    shift = custom_card("T-SHIFT", "Shift", "Event", Ability(MAIN, steps=(
        PowerChange(Choose(Cards(OPPONENT, power_max=2000)), 1000),
        PowerChange(Choose(Cards(OPPONENT, power_min=3000)), -1000))), cost=0)
    # Q2, Q3
    s = Scenario()
    gr = s.p1.character(grus)
    s.p1.character(FRANKY)
    ev = s.p1.hand(shift)[0]
    lo = s.p2.character(low)
    hi = s.p2.character(high)
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", gr, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.BLOCK)
    assert opts(g) == {Action("block", hi), Action("no_block")}
    g.apply(Action("no_block"))
    expect_decision(g, 0, DecisionKind.MAIN)
    g.apply(Action("play", ev))
    g.apply(Action("select", lo))                 # 2000 -> 3000
    g.apply(Action("select", hi))                 # 3000 -> 2000
    assert power(g.state, lo) == 3000 and power(g.state, hi) == 2000
    attacker = g.state.chars[0][1]
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.BLOCK)
    assert opts(g) == {Action("block", hi), Action("no_block")}
    # Q1: a Blocker played after the effect resolved.
    bring = custom_card("T-BRING", "Bring", "Character", Ability(ON_OPPONENTS_ATTACK, steps=(
        PlayCard(Choose(Cards(YOU, area=HAND))),)), cost=1, power=1000)
    s = Scenario()
    gr = s.p1.character(grus)
    s.p2.character(bring)
    newcomer = s.p2.hand(low)[0]
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", gr, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.SELECT)                 # Grus resolved first (CR 8-6-1)
    g.apply(Action("select", newcomer))
    expect_decision(g, 1, DecisionKind.BLOCK)
    assert Action("block", newcomer) in opts(g)


def test_faq_st06_004_double_attack_lost_before_the_damage_step_deals_one_damage():
    """qa_st-06.md, ST06-004 Q1: a Character has [Double Attack] only while
    some Character has a cost of 0; that Character is removed by a [Counter]
    Event during the battle, so only 1 damage is dealt."""
    # Made-up stand-in for ST06-004: if there is a Character with a cost of
    # 0, this Character gains [Double Attack] (its DON!! x1 is left out).
    smoker = custom_card("T-ST06-004", "Smoker", "Character", Static(
        StaticKeyword(This(), "Double Attack"),
        conditions=(Has(Cards(ANY, cost_max=0), 1),)), cost=5, power=7000)
    zero = custom_card("T-ZERO", "Zero", "Character", cost=0, power=1000)
    recall = custom_card("T-RECALL", "Recall", "Event", Ability(COUNTER, steps=(
        ReturnToHand(Choose(Cards(YOU, cost_max=0))),)), cost=0)
    s = Scenario()
    a = s.p1.character(smoker)
    z = s.p2.character(zero)
    ev = s.p2.hand(recall)[0]
    s.p2.life(NO_COUNTER_LIFE, NO_COUNTER_LIFE)
    g = s.build()
    assert keywords(g.state, a) & DOUBLE_ATTACK
    g.apply(Action("attack", a, s.p2.leader_id))
    g.apply(Action("counter_event", ev))
    g.apply(Action("select", z))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert len(g.state.life[1]) == 1, "1 damage, not 2"
