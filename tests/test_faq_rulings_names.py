"""Official Q&A rulings on cards named in an effect ("[Penguin]", "your
[Charlotte Linlin]", "if you have a [Kouzuki Oden] Character") and on
types matched by a word, set up with the real cards
(tests/test_faq_rulings.py explains how rulings are named).  A name must
match in full (CR 2-2-3); "your [Name]" is a Leader or a Character.
"""

from optcg import Action
from optcg.engine.constants import BLOCKER, DecisionKind
from optcg.engine.stats import keywords, power
from optcg.testing import Scenario, custom_card, expect_decision

from cards.common import P1, P2
from test_card_compiler import card_of

SHACHI = "OP01-044"         # [On Play] no [Penguin]: play a [Penguin] from the hand
PENGUIN = "OP01-050"        # [On Play] no [Shachi]: play a [Shachi] from the hand
SHACHI_AND_PENGUIN = "ST10-008"
TOKI = "OP02-031"           # a [Kouzuki Oden] Character: [Blocker]
YAMATO = "OP02-042"         # also named [Kouzuki Oden]
FLAME_EMPEROR = "OP03-016"  # [Main] [Portgas.D.Ace] Leader: K.O. 8000 or less; Leader +3000, DA
SHAM = "OP03-027"           # [On Play] East Blue Leader: rest 1 and play a [Buchi]
NAPOLEON = "OP03-117"       # [Activate: Main] rest this: your [Charlotte Linlin] +1000
ZEUS = "ST07-011"           # ... your [Charlotte Linlin] gains [Banish]
PROMETHEUS = "ST07-013"     # ... your [Charlotte Linlin] gains [Double Attack]
SQUARD = "OP02-009"         # [On Play] WB Leader: -4000 to 1, and a Life card to the hand
MOBY_DICK = "OP02-024"      # Stage: [Your Turn] 1 or less Life: [Newgate] and WB +2000
BLUENO = "OP03-090"         # [On K.O.] play a "CP" cost <= 4 from the trash rested
FRANKY = "ST01-010"
BLANK = "ST01-006"

ACE_LEADER = custom_card("T-ACEL", "Portgas.D.Ace", "Leader", power=5000)
LINLIN_LEADER = custom_card("T-LINL", "Charlotte Linlin", "Leader", power=5000)
LINLIN = custom_card("T-LIN", "Charlotte Linlin", cost=5, power=6000)
BUCHI = custom_card("T-BUCHI", "Buchi", cost=2, power=3000, types=("East Blue",))
WHITEBEARD_LEADER = custom_card("T-WBL", "Edward.Newgate", "Leader", power=5000,
                                types=("Whitebeard Pirates",))
NEWGATE = custom_card("T-NEWG", "Edward.Newgate", cost=5, power=6000,
                      types=("Whitebeard Pirates",))
CP_AGENT = custom_card("T-CPAG", "Agent", cost=3, power=4000, types=("CP9",))
KO_EVERY = card_of("[Main] K.O. all of your opponent's Characters.", category="Event",
                   name="K.O. Every", number="T-KOEVERY", cost=0)


def test_faq_op01_044_and_050_shachi_and_penguin_is_neither_name():
    """qa_op01.md, OP01-044 Q1 and OP01-050 Q1: ST10-008 Shachi & Penguin
    is not a [Penguin] nor a [Shachi]: it is not offered."""
    for number in (SHACHI, PENGUIN):
        s = Scenario(strict=True)
        card, both = s.p1.hand(number, SHACHI_AND_PENGUIN)
        s.p1.don(active=3)
        g = s.build()
        g.apply(Action("play", card))
        expect_decision(g, P1, DecisionKind.MAIN)
        assert both in g.state.hand[P1], number


def test_faq_op02_031_toki_counts_yamato_as_kouzuki_oden():
    """qa_op02.md, OP02-031 Q1: OP02-042 Yamato, also named [Kouzuki Oden],
    gives Toki [Blocker]."""
    s = Scenario()
    toki = s.p1.character(TOKI)
    g = s.build()
    assert not keywords(g.state, toki) & BLOCKER
    s = Scenario()
    toki = s.p1.character(TOKI)
    s.p1.character(YAMATO)
    g = s.build()
    assert keywords(g.state, toki) & BLOCKER


def test_faq_op03_016_flame_emperor_boosts_the_leader_without_a_ko():
    """qa_op03.md, OP03-016 Q1: choosing no Character to K.O., the
    [Portgas.D.Ace] Leader still gains +3000 (and [Double Attack])."""
    s = Scenario(strict=True)
    leader = s.p1.leader(ACE_LEADER)
    ev, = s.p1.hand(FLAME_EMPEROR)
    s.p1.don(active=7)
    target = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, P1, DecisionKind.SELECT)
    g.apply(Action("select_done"))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert target in g.state.chars[P2] and power(g.state, leader) == 8000


def test_faq_op03_027_sham_plays_no_buchi_without_the_leader_type():
    """qa_op03.md, OP03-027 Q1: with a Leader not of {East Blue}, no [Buchi]
    is played."""
    s = Scenario(strict=True)
    sham, buchi = s.p1.hand(SHAM, BUCHI)
    s.p1.don(active=3)
    g = s.build()
    g.apply(Action("play", sham))
    expect_decision(g, P1, DecisionKind.MAIN)
    assert buchi in g.state.hand[P1]


def test_faq_op03_117_st07_011_st07_013_your_linlin_is_leader_or_character():
    """qa_op03.md, OP03-117 Q1, qa_st-07.md, ST07-011 Q1 and ST07-013 Q1:
    'your [Charlotte Linlin]' may be the Leader or a Character so named."""
    for number in (NAPOLEON, ZEUS, PROMETHEUS):
        s = Scenario(strict=True)
        leader = s.p1.leader(LINLIN_LEADER)
        linlin = s.p1.character(LINLIN)
        c = s.p1.character(number)
        g = s.build()
        g.apply(Action("activate", c, 0))
        while g.decision.kind != DecisionKind.SELECT:
            g.apply(Action("accept"))
        chosen = {a.card for a in g.legal_actions() if a.kind == "select"}
        assert {leader, linlin} <= chosen, number


def test_faq_op02_009_squard_played_with_no_life_and_life_taken_anyway():
    """qa_op02.md, OP02-009 Q1-Q3: Squard may be played with no Life card
    (no Life card taken); with Life cards, one is added to the hand even
    when no Character is given -4000, without a question."""
    for life, taken in ((0, 0), (2, 1)):
        s = Scenario(strict=True)
        s.p1.leader(WHITEBEARD_LEADER)
        squard, = s.p1.hand(SQUARD)
        s.p1.life(*[BLANK] * life)
        s.p1.don(active=3)
        s.p2.character(FRANKY)
        g = s.build()
        g.apply(Action("play", squard))
        expect_decision(g, P1, DecisionKind.SELECT)         # the -4000: none chosen
        g.apply(Action("select_done"))
        expect_decision(g, P1, DecisionKind.MAIN)
        assert squard in g.state.chars[P1]
        assert len(g.state.hand[P1]) == taken and len(g.state.life[P1]) == life - taken


def test_faq_op02_024_moby_dick_2000_to_the_leader_and_only_once():
    """qa_op02.md, OP02-024 Q1-Q2 (Q1 filed under a broken heading): with 1
    Life card, the [Edward.Newgate] Leader gains +2000, and a {Whitebeard
    Pirates} Character [Edward.Newgate] gains +2000, not +4000."""
    s = Scenario(strict=True)
    leader = s.p1.leader(WHITEBEARD_LEADER)
    s.p1.stage(MOBY_DICK)
    newgate = s.p1.character(NEWGATE)
    s.p1.life(BLANK)
    g = s.build()
    assert power(g.state, leader) == 7000 and power(g.state, newgate) == 8000


def test_faq_op03_090_blueno_plays_the_cp_character_kod_with_it():
    """qa_op03.md, OP03-090 Q1: Blueno and a cost-4-or-less "CP" Character
    K.O.'d at once: Blueno's [On K.O.] may play that Character from the
    trash."""
    s = Scenario(turn=4, turn_player=P2, strict=True)
    blueno = s.p1.character(BLUENO)
    agent = s.p1.character(CP_AGENT)
    ev, = s.p2.hand(KO_EVERY)
    g = s.build()
    g.apply(Action("play", ev))
    expect_decision(g, P1, DecisionKind.SELECT)
    assert Action("select", agent) in g.legal_actions()
    g.apply(Action("select", agent))
    assert agent in g.state.chars[P1] and g.state.rested[agent]
    assert blueno in g.state.trash[P1]
