"""Official Q&A rulings on K.O. and on playing Characters, checked with
made-up cards (tests/test_faq_rulings.py explains how rulings are named):
K.O. of several Characters, Characters that cannot be K.O.'d, [On K.O.]
of a negated Character, a full Character area, and a card played again
being a new card.
"""

from optcg import Action
from optcg.engine.constants import CHARACTER_AREA, DecisionKind
from optcg.engine.effects.language import exactly, up_to
from optcg.engine.effects.language import (
    ACTIVATE_MAIN, ANY, CHARACTER, FIELD, HAND, KO, LEADER, MAIN, ON_BLOCK, ON_KO, ON_PLAY,
    OPPONENT, TRASH, YOU, Ability, CannotBeKOd, CardIs, Cards, Choose, DonAttached, DonMinus, Draw,
    Every, If, Negate, OpponentsTurn, PlayCard, PowerChange, Select, Selected, Static, This)
from optcg.engine.stats import power
from optcg.testing import Scenario, custom_card, expect_decision

from faq_helpers import (
    BLANK, CHOPPER, FRANKY, KAIDO_LEADER, LUFFY_LEADER, NO_COUNTER_LIFE, ROBIN, VIVI, opts, record)


def test_faq_op01_014_on_block_play_with_five_characters_trashes_one():
    """qa_op01.md, OP01-014 Q1 and Q2: the [Blocker] can be used with no
    playable card in hand; with 5 Characters, its [On Block] play still
    works: one Character is trashed to make room (CR 3-7-6-1)."""
    # Made-up stand-in for OP01-014: [Blocker]; [DON!! x1] [On Block] play up
    # to 1 Character card with a cost of 2 or less from your hand.
    jinbe = custom_card("T-OP01-014", "Jinbe", "Character", Ability(
        ON_BLOCK, conditions=(DonAttached(1),),
        steps=(PlayCard(Choose(Cards(YOU, area=HAND, cost_max=2))),)),
        cost=4, power=5000, keywords=("Blocker",))
    # Q1: nothing to play, the Blocker is still there to use.
    s = Scenario()
    a = s.p1.character(FRANKY)
    j = s.p2.character(jinbe, don=1)
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.BLOCK)
    assert Action("block", j) in opts(g)
    # Q2: 5 Characters and a card to play.
    s = Scenario()
    a = s.p1.character(VIVI)                      # 4000: Jinbe survives the battle
    j = s.p2.character(jinbe, don=1)
    others = [s.p2.character(CHOPPER) for _ in range(4)]
    newcomer = s.p2.hand(BLANK)[0]
    s.p2.life(NO_COUNTER_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    g.apply(Action("block", j))
    expect_decision(g, 1, DecisionKind.SELECT)
    g.apply(Action("select", newcomer))
    expect_decision(g, 1, DecisionKind.MAKE_ROOM)
    g.apply(Action("trash_for_room", others[0]))
    st = g.state
    assert newcomer in st.chars[1] and others[0] in st.trash[1]
    assert j in st.chars[1] and len(st.chars[1]) == 5
    assert any(e.rule == "3-7-6-1-1" for e in g.events), "trashed by rule, not K.O.'d"


def test_faq_op01_094_ko_all_other_characters_spares_only_this_one():
    """qa_op01.md, OP01-094 Q1 and Q2: "K.O. all Characters other than this
    Character" after paying DON!! -6 spares only the card that activated
    the effect (both players' other Characters are K.O.'d); with no
    qualifying Leader the cost may still be paid but nothing happens."""
    # Made-up stand-in for OP01-094: [On Play] DON!! -6: if your Leader has
    # the {Animal Kingdom Pirates} type, K.O. all Characters other than this.
    kaido = custom_card("T-OP01-094", "Kaido", "Character", Ability(
        ON_PLAY, cost=(DonMinus(6),), steps=(If(
            CardIs("leader", Cards(ANY, FIELD, (LEADER,), types=("Animal Kingdom Pirates",))),
            (KO(Every(Cards(ANY, other_than_this=True))),)),)), cost=10, power=12000)
    for leader, ko_expected in ((KAIDO_LEADER, True), (LUFFY_LEADER, False)):
        s = Scenario()
        s.p1.leader(leader)
        h = s.p1.hand(kaido)[0]
        mine = s.p1.character(kaido)              # another copy: also K.O.'d
        theirs = [s.p2.character(ROBIN), s.p2.character(FRANKY)]
        s.p1.don(active=10)
        g = s.build()
        g.apply(Action("play", h))
        expect_decision(g, 0, DecisionKind.CONFIRM)
        g.apply(Action("accept"))
        st = g.state
        assert st.don_deck[0] == 6
        assert h in st.chars[0]
        gone = [mine, *theirs]
        if ko_expected:
            assert all(c in st.trash[st.owner[c]] for c in gone)
        else:
            assert all(st.area[c] == CHARACTER_AREA for c in gone)


def test_faq_op02_018_a_character_played_again_from_the_trash_is_a_new_card():
    """qa_op02.md, OP02-018 Q1: a Character given -2000 power and then
    K.O.'d comes back by its [On K.O.] effect without the -2000: a card that
    moves is a new card (CR 3-1-6)."""
    # Made-up stand-in for OP02-018: [On K.O.] play this Character card from
    # your trash rested (its cost and condition are left out).
    marco = custom_card("T-OP02-018", "Marco", "Character", Ability(
        ON_KO, steps=(PlayCard(This(), rested=True),)), cost=4, power=5000)
    weaken = custom_card("T-WEAKEN", "Weaken", "Event", Ability(
        MAIN, steps=(PowerChange(Choose(Cards(OPPONENT)), -2000),)), cost=0)
    s = Scenario()
    a = s.p1.character(ROBIN)                     # 5000
    ev = s.p1.hand(weaken)[0]
    m = s.p2.character(marco, rested=True)
    g = s.build()
    g.apply(Action("play", ev))
    g.apply(Action("select", m))
    assert power(g.state, m) == 3000
    g.apply(Action("attack", a, m))
    expect_decision(g, 0, DecisionKind.MAIN)
    st = g.state
    assert m in st.chars[1] and st.rested[m]
    assert power(st, m) == 5000


def test_faq_op04_079_a_chosen_character_that_cannot_be_koed_stays_and_the_rest_resolves():
    """qa_op04.md, OP04-079 Q1 and Q2: "K.O. 1 of your Characters" may choose
    one that cannot be K.O.'d by effects: the other parts still resolve and it
    stays; when the card itself is the only choice, it must be chosen."""
    # Made-up stand-in for OP04-079: [Activate: Main] [Once Per Turn] draw 1
    # card (standing for its first part), then K.O. 1 of your Characters.
    orlumbus = custom_card("T-OP04-079", "Orlumbus", "Character", Ability(
        ACTIVATE_MAIN, once_per_turn=True,
        steps=(Draw(exactly(1)), KO(Choose(Cards(YOU), exactly(1))))), cost=4, power=5000)
    tough = custom_card("T-TOUGH", "Tough", "Character",
                        Static(CannotBeKOd(This(), by="effects")), cost=2, power=3000)
    s = Scenario()
    o = s.p1.character(orlumbus)
    t = s.p1.character(tough)
    g = s.build()
    g.apply(Action("activate", o, 0))
    expect_decision(g, 0, DecisionKind.SELECT)
    assert opts(g) == {Action("select", o), Action("select", t)}, "no choosing none"
    g.apply(Action("select", t))
    st = g.state
    assert t in st.chars[0] and o in st.chars[0] and len(st.hand[0]) == 1
    # Alone on the field, it must K.O. itself.
    s = Scenario()
    o = s.p1.character(orlumbus)
    g = s.build()
    g.apply(Action("activate", o, 0))
    assert o in g.state.trash[0]


def test_faq_op04_119_protection_holds_when_the_protector_is_koed_at_the_same_time():
    """qa_op04.md, OP04-119 Q2: on the opponent's turn, one effect K.O.'s at
    the same time a rested Character whose permanent effect says "your active
    Characters with a base cost of 5 cannot be K.O.'d by effects" and such an
    active Character: the protector is K.O.'d, the protected one is not."""
    # Made-up stand-in for OP04-119: [Opponent's Turn] if this Character is
    # rested, your active Characters with a cost of 5 cannot be K.O.'d by
    # effects.
    rosinante = custom_card("T-OP04-119", "Rosinante", "Character", Static(
        CannotBeKOd(Every(Cards(YOU, cost_min=5, cost_max=5, rested=False)), by="effects"),
        conditions=(OpponentsTurn(), CardIs("this", Cards(ANY, FIELD, (CHARACTER,), rested=True)))),
        cost=8, power=8000)
    five = custom_card("T-FIVE", "Five", "Character", cost=5, power=6000)
    # K.O. all Characters other than this one (as OP01-094 does).
    wipe = custom_card("T-WIPE", "Wipe", "Character", Ability(ON_PLAY, steps=(
        KO(Every(Cards(ANY, other_than_this=True))),)), cost=1, power=1000)
    s = Scenario()
    h = s.p1.hand(wipe)[0]
    r = s.p2.character(rosinante, rested=True)
    f = s.p2.character(five)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", h))
    st = g.state
    assert r in st.trash[1]
    assert f in st.chars[1], "protected when the K.O.s happened at the same time"


def test_faq_op06_086_two_characters_played_at_once_and_one_trashed_for_room():
    """qa_op06.md, OP06-086 Q2 and Q3 (also OP10-058 Q2, Q3): the player orders the
    [On Play] effects of 2 Characters played by one effect; when the first
    one is trashed to make room for the second, its [On Play] does not
    activate."""
    order = []
    a_card = custom_card("T-A", "A", "Character", Ability(ON_PLAY, steps=(record("A", order),)),
                         cost=2, power=2000)
    b_card = custom_card("T-B", "B", "Character", Ability(ON_PLAY, steps=(record("B", order),)),
                         cost=2, power=2000)
    # Made-up stand-in for OP06-086: [On Play] play up to 2 Character cards
    # from your trash.
    moria = custom_card("T-OP06-086", "Moria", "Character", Ability(ON_PLAY, steps=(
        PlayCard(Choose(Cards(YOU, area=TRASH), count=up_to(2))),)), cost=8, power=9000)
    # Q2: the player chooses which [On Play] resolves first.
    s = Scenario()
    h = s.p1.hand(moria)[0]
    a, b = s.p1.trash(a_card, b_card)
    s.p1.don(active=8)
    g = s.build()
    g.apply(Action("play", h))
    g.apply(Action("select", a))
    g.apply(Action("select", b))
    expect_decision(g, 0, DecisionKind.ORDER_EFFECTS)
    assert {x.card for x in opts(g)} == {a, b}
    g.apply(Action("resolve_effect", b, 0))
    assert order == ["B", "A"]
    # Q3: 4 Characters with Moria; A fills the area, then A is trashed for B.
    order.clear()
    s = Scenario()
    h = s.p1.hand(moria)[0]
    for _ in range(3):
        s.p1.character(CHOPPER)
    a, b = s.p1.trash(a_card, b_card)
    s.p1.don(active=8)
    g = s.build()
    g.apply(Action("play", h))
    g.apply(Action("select", a))
    g.apply(Action("select", b))
    expect_decision(g, 0, DecisionKind.MAKE_ROOM)
    g.apply(Action("trash_for_room", a))
    # A's [On Play] is void with A gone: only B's is left, so no order is asked
    expect_decision(g, 0, DecisionKind.MAIN)
    assert a in g.state.trash[0] and b in g.state.chars[0]
    assert order == ["B"]


def test_faq_op06_074_a_negated_character_koed_does_not_activate_its_on_ko():
    """qa_op06.md, OP06-074 Q2 (also OP09-093, OP10-098): a Character whose
    effects were negated and which is then K.O.'d does not activate its
    [On K.O.] effect."""
    fired = []
    victim = custom_card("T-LASTWORDS", "Last words", "Character",
                         Ability(ON_KO, steps=(record("on K.O.", fired),)), cost=3, power=4000)
    # Made-up stand-in for OP06-074: [On Play] negate the effects of up to 1
    # of your opponent's Characters during this turn, then K.O. it if it has
    # 5000 power or less (its DON!! -1 cost and the power check are left out).
    zephyr = custom_card("T-OP06-074", "Zephyr", "Character", Ability(ON_PLAY, steps=(
        Select(Choose(Cards(OPPONENT))), Negate(Selected()), KO(Selected()))),
        cost=7, power=7000)
    s = Scenario()
    h = s.p1.hand(zephyr)[0]
    v = s.p2.character(victim)
    s.p1.don(active=7)
    g = s.build()
    g.apply(Action("play", h))
    g.apply(Action("select", v))
    expect_decision(g, 0, DecisionKind.MAIN)
    assert v in g.state.trash[1] and fired == []
