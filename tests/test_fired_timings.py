"""CR 8-1-3-1: an auto effect activates when its timing occurs.  `fire`
passes over the cards whose `CardDef.timings` bits lack the timing, so the
bits must name exactly the timings of the card's abilities, for every card
of the pool; and the decisions about a card that `loop.ask` shares between
games must read as the record it would have built."""

from optcg.cards.database import default_database
from optcg.cards.defs import card_def
from optcg.engine.actions import OpenDecision
from optcg.engine.carddef import timing_bit
from optcg.engine.constants import DecisionKind
from optcg.engine.effects.activation import fire, fire_card, fire_field
from optcg.engine.loop import ask
from optcg.engine.records import Pending
from optcg.testing import Scenario


def _pool():
    return [card_def(n) for n in default_database().numbers()]


def test_cr_8_1_3_1_timing_bits_name_exactly_the_abilities_timings():
    pool = _pool()
    timings = {t for d in pool for t in d.by_timing}
    assert len(timings) > 10                  # the pool's abilities name many timings
    checked = 0
    for d in pool:
        for t in timings:
            assert bool(d.timings & timing_bit(t)) == (t in d.by_timing), (d.number, t)
            checked += 1
    assert checked == len(pool) * len(timings)
    # a timing no card has gets a bit of its own, which no card holds
    unused = timing_bit("a timing no ability names")
    assert not any(d.timings & unused for d in pool)


def _pending(st) -> list[tuple]:
    return [tuple(getattr(q, f) for f in Pending.FIELDS) for q in st.pending]


def test_cr_8_1_3_1_fire_field_and_fire_card_queue_what_fire_queues():
    """Firing a field in place, or its cards one by one, queues what firing
    the tuple of its cards queues, in the same order, for every timing of
    any card on the field (vanilla cards among them)."""
    s = Scenario(turn=3)
    for number in ("ST01-012", "ST01-003", "ST01-006", "ST01-013"):
        s.p1.character(number)
    for number in ("ST02-003", "ST01-003", "ST02-010"):
        s.p2.character(number)
    st = s.build().state
    timings = {t for p in (0, 1) for i in (st.leaders[p], *st.chars[p], *st.stage[p])
               for t in st.defs[i].by_timing}
    assert timings
    queued = 0
    for timing in sorted(timings):
        for p in (0, 1):
            field = (st.leaders[p], *st.chars[p], *st.stage[p])
            st.pending.clear()
            fire(st, timing, field)
            expected = _pending(st)
            queued += len(expected)
            st.pending.clear()
            fire_field(st, timing, p)
            assert _pending(st) == expected, (timing, p)
            st.pending.clear()
            for i in field:
                fire_card(st, timing, i)
            assert _pending(st) == expected, (timing, p)
    st.pending.clear()
    assert queued > 0                           # some card had the timing fired


def test_decisions_about_a_card_are_shared_and_read_as_built():
    st = Scenario(turn=3).build().state
    card = st.leaders[1]
    ask(st, 1, DecisionKind.BLOCK, card)
    first = st.decision
    assert first == OpenDecision(1, DecisionKind.BLOCK, card)
    assert type(first) is OpenDecision
    ask(st, 1, DecisionKind.BLOCK, card)
    assert st.decision is first                 # made once, then shared
    ask(st, 0, DecisionKind.BLOCK, card)
    assert st.decision == OpenDecision(0, DecisionKind.BLOCK, card)
    # a card numbered past the shared table is built each time, all the same
    ask(st, 0, DecisionKind.BLOCK, 300)
    assert st.decision == OpenDecision(0, DecisionKind.BLOCK, 300)
