"""OP01-109 Who's.Who (Character): the official Q&A rulings filed under it, set
up with the real card (tests/test_faq_compiled_cards.py explains how the
rulings are named).
"""

import pytest

from optcg.engine.stats import power
from optcg.testing import Scenario

from ..qa import LUFFY_LEADER


@pytest.mark.parametrize("given_to_leader,expected", [(3, 5000), (2, 4000)])
def test_qa_op01_109_whos_who_q1_given_don_count_on_the_field(given_to_leader, expected):
    """qa_op01.md, OP01-109 Q1: the "8 or more DON!! cards on your field"
    counts DON!! given to the Leader and Characters too: 1 given to Who's.Who,
    3 to the Leader and 4 in the cost area make 8."""
    s = Scenario()
    s.p1.leader(LUFFY_LEADER, don=given_to_leader)
    who = s.p1.character("OP01-109", don=1)
    s.p1.don(active=4)
    g = s.build()
    assert power(g.state, who) == expected
