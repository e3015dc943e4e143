"""OP05-086 Nefeltari Vivi (Character): the official Q&A rulings filed under it,
set up with the real card (tests/test_faq_compiled_cards.py explains how the
rulings are named).
"""

from optcg import Action
from optcg.engine.constants import KEYWORD_BITS, DecisionKind
from optcg.engine.effects.language import up_to
from optcg.engine.effects.language import (
    CHARACTER,
    EVENT,
    LEADER,
    MAIN,
    STAGE,
    TRASH,
    YOU,
    Ability,
    AddToHand,
    Cards,
    Choose,
)
from optcg.engine.stats import keywords
from optcg.testing import Scenario, custom_card, expect_decision

from ..qa import VIVI


def test_qa_op05_086_vivi_q1_blocker_lost_when_the_trash_drops_to_9():
    """qa_op05.md, OP05-086 Q1: Vivi, played with 10 cards in the trash, has
    [Blocker]; once the trash holds 9 cards it has none: the condition is
    checked continuously, not when Vivi is played."""
    every = (LEADER, CHARACTER, EVENT, STAGE)
    # A made-up Event: [Main] add up to 2 cards from your trash to your hand.
    salvage = custom_card("T-SALVAGE", "Salvage", "Event", Ability(MAIN, steps=(
        AddToHand(Choose(Cards(YOU, area=TRASH, categories=every), up_to(2))),)), cost=0)
    blocker = KEYWORD_BITS["Blocker"]
    s = Scenario()
    vivi = s.p1.hand("OP05-086")[0]
    ev = s.p1.hand(salvage)[0]
    trash = s.p1.trash(*[VIVI] * 10)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", vivi))
    assert keywords(g.state, vivi) & blocker, "10 cards in the trash"
    g.apply(Action("play", ev))                   # the Event itself: 11
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", trash[0]))
    g.apply(Action("select", trash[1]))           # the second of 2: no more is asked
    expect_decision(g, 0, DecisionKind.MAIN)
    assert len(g.state.trash[0]) == 9
    assert not keywords(g.state, vivi) & blocker
