"""Official Q&A rulings on [Trigger] and on effects at the start or end of
a turn, checked with made-up cards (tests/test_faq_rulings.py explains how
rulings are named): a [Trigger] that cannot play its card, one during
[Double Attack] damage, and "at the end of this turn" or "at the start of
your turn" effects.
"""

from optcg import Action
from optcg.engine.constants import DecisionKind
from optcg.engine.effects.language import up_to
from optcg.engine.effects.language import (
    ANY, END_OF_YOUR_TURN, FIELD, LEADER, MAIN, ON_PLAY, START_OF_YOUR_TURN, TRASH, TRIGGER, YOU,
    Ability, AddLifeFromDeck, AtEndOfTurn, CardIs, Cards, Choose, Has, If, PlayCard, PowerChange,
    Python, ReturnToHand, SetDonActive, This)
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

from faq_helpers import BLANK, LUFFY_LEADER, NO_COUNTER_LIFE, ROBIN, VIVI, opts


def test_faq_op03_033_a_trigger_whose_play_condition_fails_trashes_the_card():
    """qa_op03.md, OP03-033 Q1: a [Trigger] "if your Leader has type X, play
    this card" can be activated without the type; the card is then trashed,
    not played."""
    # Made-up stand-in for OP03-033: [Trigger] if your Leader has the {East
    # Blue} type, play this card.
    hatchan = custom_card("T-OP03-033", "Hatchan", "Character", Ability(
        TRIGGER, steps=(If(CardIs("leader", Cards(ANY, FIELD, (LEADER,), types=("East Blue",))),
                           (PlayCard(This()),)),)),
        cost=3, power=5000)
    east_blue = custom_card("T-EB-LEADER", "East Blue Leader", "Leader",
                            power=5000, types=("East Blue",))
    for leader, played in ((LUFFY_LEADER, False), (east_blue, True)):
        s = Scenario()
        s.p2.leader(leader)
        card = s.p2.life(hatchan)[0]
        g = s.build()
        g.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
        expect_decision(g, 1, DecisionKind.TRIGGER)
        g.apply(Action("use_trigger"))
        expect_decision(g, 0, DecisionKind.MAIN)
        st = g.state
        if played:
            assert card in st.chars[1]
        else:
            assert card in st.trash[1] and card not in st.hand[1]


def test_faq_op03_118_trigger_on_the_first_double_attack_damage_resolves_before_the_second():
    """qa_op03.md, OP03-118 Q1 (also ST07-015 Q4): with 1 Life, the first of
    2 [Double Attack] damage reveals a [Trigger] that adds a Life card; the
    Trigger resolves before the second damage, which then takes that card
    instead of defeating the player."""
    # Made-up stand-in for OP03-118: [Trigger] add up to 1 card from the top
    # of your deck to the top of your Life cards (its cost is left out).
    ikoku = custom_card("T-OP03-118", "Ikoku", "Event", Ability(TRIGGER, steps=(
        AddLifeFromDeck(up_to(1)),)), cost=2)
    s = Scenario()
    a = s.p1.character(custom_card("T-DA", "Double", "Character", cost=5, power=6000,
                                   keywords=("Double Attack",)))
    trig = s.p2.life(ikoku)[0]
    top = s.p2.deck(NO_COUNTER_LIFE, BLANK)[0]
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.TRIGGER)
    g.apply(Action("use_trigger"))
    expect_decision(g, 1, DecisionKind.CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 0, DecisionKind.MAIN)
    st = g.state
    assert not g.over and not st.defeated[1]
    assert trig in st.trash[1] and top in st.hand[1] and st.life[1] == []


def test_faq_op04_033_at_the_end_of_this_turn_happens_even_after_the_card_left():
    """qa_op04.md, OP04-033 Q2 (also OP04-026, EB02-015): an [On Play] that
    sets up "at the end of this turn, set up to 1 DON!! active" still does
    so when the Character has left the field before the End Phase."""
    # Made-up stand-in for OP04-033: [On Play] at the end of this turn, set up
    # to 1 of your DON!! cards as active (its first part is left out).
    machvise = custom_card("T-OP04-033", "Machvise", "Character", Ability(ON_PLAY, steps=(
        AtEndOfTurn((SetDonActive(up_to(1)),)),)), cost=4, power=5000)
    bounce = custom_card("T-BOUNCE-ANY", "Bounce any", "Event", Ability(MAIN, steps=(
        ReturnToHand(Choose(Cards(YOU))),)), cost=0)
    s = Scenario()
    h, ev = s.p1.hand(machvise, bounce)
    s.p1.don(active=4)
    g = s.build()
    g.apply(Action("play", h))
    g.apply(Action("play", ev))
    g.apply(Action("select", h))
    assert h in g.state.hand[0] and g.state.don_rested[0] == 4
    g.apply(Action("end_phase"))
    expect_decision(g, 0, DecisionKind.CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 1, DecisionKind.MAIN)
    assert g.state.don_active[0] == 1 and g.state.don_rested[0] == 3


def test_faq_op10_003_end_of_turn_effects_see_this_turns_power_boosts():
    """qa_op10.md, OP10-003 Q3: an [End of Your Turn] effect checking for a
    Character with 6000 power or more activates before "during this turn"
    power boosts end (CR 6-6-1-1 before 6-6-1-3)."""
    # Made-up stand-in for OP10-003: [End of Your Turn] if you have a
    # Character with 6000 power or more, set up to 1 of your DON!! active.
    sugar = custom_card("T-OP10-003", "Sugar", "Leader", Ability(END_OF_YOUR_TURN, steps=(
        If(Has(Cards(YOU, power_min=6000), 1), (SetDonActive(up_to(1)),)),)), power=5000)
    boost = custom_card("T-BOOST", "Boost", "Event", Ability(MAIN, steps=(
        PowerChange(Choose(Cards(YOU)), 2000),)), cost=1)
    s = Scenario()
    s.p1.leader(sugar)
    c = s.p1.character(VIVI)                      # 4000
    ev = s.p1.hand(boost)[0]
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", ev))
    g.apply(Action("select", c))
    assert power(g.state, c) == 6000
    g.apply(Action("end_phase"))
    expect_decision(g, 0, DecisionKind.CHOOSE_NUMBER)
    g.apply(Action("number", -1, 1))
    expect_decision(g, 1, DecisionKind.MAIN)
    assert g.state.don_active[0] == 1
    assert power(g.state, c) == 4000, "the boost ended after the effect"


def test_faq_op11_040_start_of_turn_effects_come_before_the_refresh_and_the_draw():
    """qa_op11.md, OP11-040 Q1: an effect that activates "at the start of
    your turn" resolves at the beginning of the Refresh Phase: before given
    DON!! return, before rested cards become active and before the draw
    (CR 6-2-2, then 6-2-3, 6-2-4 and 6-3)."""
    seen = []

    def snapshot(st, f):
        seen.append((st.don[st.leaders[f.ctl]], st.rested[st.chars[f.ctl][0]],
                     len(st.hand[f.ctl])))

    # Made-up stand-in for OP11-040: at the start of your turn (here: record
    # the state the effect sees).
    luffy = custom_card("T-OP11-040", "Luffy", "Leader", Ability(
        START_OF_YOUR_TURN, steps=(Python(snapshot, "(records what it sees)"),)), power=5000)
    s = Scenario(turn=3, phase="turn_start")
    s.p1.leader(luffy, don=1)
    c = s.p1.character(ROBIN, rested=True)
    g = s.build()
    expect_decision(g, 0, DecisionKind.MAIN)
    assert seen == [(1, True, 0)], "DON!! still given, Character rested, no card drawn"
    st = g.state
    assert st.don[s.p1.leader_id] == 0 and not st.rested[c] and len(st.hand[0]) == 1


def test_faq_op14_082_a_trigger_cannot_play_its_own_card_from_the_trash():
    """qa_op14_eb04.md, OP14-082 Q2 (also OP14-089, OP14-100 ...): while its
    [Trigger] resolves the card is in no area, so a "play a card from your
    trash" [Trigger] cannot play the card itself (CR 10-1-5-3)."""
    # Made-up stand-in for OP14-082: a {Thriller Bark Pirates} Character,
    # cost 2; [Trigger] play up to 1 {Thriller Bark Pirates} Character card
    # with a cost of 2 or less from your trash rested.
    oink = custom_card("T-OP14-082", "Oinkchuck", "Character", Ability(TRIGGER, steps=(
        PlayCard(Choose(Cards(YOU, area=TRASH, types=("Thriller Bark Pirates",),
                              cost_max=2)), rested=True),)),
        cost=2, power=3000, types=("Thriller Bark Pirates",))
    other = custom_card("T-TBP", "Zombie", "Character", cost=2, power=3000,
                        types=("Thriller Bark Pirates",))
    s = Scenario()
    trig = s.p2.life(oink)[0]
    z = s.p2.trash(other)[0]
    g = s.build()
    g.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    g.apply(Action("use_trigger"))
    expect_decision(g, 1, DecisionKind.SELECT)
    assert opts(g) == {Action("select", z), Action("select_done")}
    g.apply(Action("select", z))
    st = g.state
    assert z in st.chars[1] and st.rested[z]
    assert trig in st.trash[1]
