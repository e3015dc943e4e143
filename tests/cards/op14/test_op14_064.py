"""OP14-064 Giolla (Character, cost 3): [On K.O.] add up to 1 DON!! card
from the DON!! deck, rested; then K.O. up to 1 of the opponent's Characters
with a base power of 0 (exactly 0: a power change does not count, CR 4-9)."""

from optcg import Action
from optcg.engine.effects import language as L
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2, selectable

GIOLLA = "OP14-064"
ZERO = custom_card("T-Z", "Zero", "Character", cost=1, power=0)
# 0 printed power, +1000 of its own: base power still 0
ZERO_PLUS = custom_card("T-ZP", "Zero plus", "Character",
                        L.Static(effect=L.StaticPower(target=L.This(), amount=1000)),
                        cost=1, power=0)
THOUSAND = custom_card("T-K", "Thousand", "Character", cost=1, power=1000)


def _koed():
    s = Scenario(turn=3)
    attacker = s.p1.character("ST01-010")                 # 6000
    zero, zero_plus, thousand = s.p1.characters(ZERO, ZERO_PLUS, THOUSAND)
    giolla = s.p2.character(GIOLLA, rested=True)
    s.p2.don(active=0, rested=1, deck=5)
    g = s.build()
    g.apply(Action("attack", attacker, giolla))
    expect(g, "choose_number", P2)                       # up to 1 DON!! card
    return g, zero, zero_plus, thousand, giolla


def test_op14_064_on_ko_adds_a_rested_don_and_kos_a_base_0_character():
    g, zero, zero_plus, thousand, giolla = _koed()
    g.apply(Action("number", -1, 1))
    expect(g, "select", P2)
    assert selectable(g) == {zero, zero_plus}, "base power 0 only"
    g.apply(Action("select", zero_plus))
    st = g.state
    assert giolla in st.trash[P2] and zero_plus in st.trash[P1]
    assert zero in st.chars[P1] and thousand in st.chars[P1]
    assert st.don_rested[P2] == 2 and st.don_active[P2] == 0 and st.don_deck[P2] == 4


def test_op14_064_may_add_nothing_and_ko_nothing():
    g, zero, zero_plus, thousand, giolla = _koed()
    g.apply(Action("number", -1, 0))
    expect(g, "select", P2)
    g.apply(Action("select_done"))
    st = g.state
    assert {zero, zero_plus, thousand} <= set(st.chars[P1]) and st.don_deck[P2] == 5
