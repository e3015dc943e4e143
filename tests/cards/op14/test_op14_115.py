"""OP14-115 Rindo (Character, cost 5): [Opponent's Turn] [On K.O.] add up to
1 card from the top of your deck to the top of your Life cards, then you take
1 damage (damage processing on your own Leader, CR 4-6-2: the top Life card
goes to the hand, and at 0 Life you lose, CR 1-2-1-1-1); [Trigger] with a
{Kuja Pirates} type Leader, play this card.

Official Q&A on OP14-115: the damage is taken even when no card is added."""

from optcg import Action
from optcg.engine.effects import language as L
from optcg.testing import Scenario, custom_card, expect

from cards.common import P1, P2

RINDO = "OP14-115"
FILLER = "ST01-006"
SELF_KNOCKER = custom_card("T-SK", "Self knocker", "Character",
                           L.Ability(timing=L.ON_PLAY, steps=(
                               L.KO(target=L.Choose(cards=L.Cards(owner=L.YOU))),)),
                           cost=1, power=1000)


def _koed_in_p1s_turn(*life):
    s = Scenario(turn=3)
    attacker = s.p1.character("ST01-010")                 # 6000 against 5000
    rindo = s.p2.character(RINDO, rested=True)
    lives = s.p2.life(*life)
    top_of_deck, _ = s.p2.deck(FILLER, FILLER)
    g = s.build()
    g.apply(Action("attack", attacker, rindo))
    expect(g, "choose_number", P2)                       # up to 1 card
    return g, lives, top_of_deck


def test_op14_115_adds_a_life_card_then_takes_1_damage():
    g, lives, top_of_deck = _koed_in_p1s_turn(FILLER)
    hand = len(g.state.hand[P2])
    g.apply(Action("number", -1, 1))
    st = g.state
    assert st.life[P2] == lives                   # the added card came off again
    assert top_of_deck in st.hand[P2] and len(st.hand[P2]) == hand + 1
    assert st.result is None


def test_op14_115_takes_the_damage_even_when_nothing_is_added():
    """Official Q&A on OP14-115."""
    g, lives, top_of_deck = _koed_in_p1s_turn(FILLER)
    g.apply(Action("number", -1, 0))
    st = g.state
    assert st.life[P2] == [] and lives[0] in st.hand[P2] and top_of_deck in st.deck[P2]


def test_op14_115_taking_damage_at_0_life_loses_the_game():
    g, lives, top_of_deck = _koed_in_p1s_turn()
    g.apply(Action("number", -1, 0))
    assert g.state.result is not None and g.result.winner == P1


def test_op14_115_not_in_its_owners_turn():
    """K.O.'d by its owner's own effect in its owner's turn: nothing."""
    s = Scenario(turn=4, turn_player=P2)
    rindo = s.p2.character(RINDO)
    [knocker] = s.p2.hand(SELF_KNOCKER)
    s.p2.don(active=1)
    lives = s.p2.life(FILLER)
    g = s.build()
    g.apply(Action("play", knocker))
    expect(g, "select", P2)
    g.apply(Action("select", rindo))
    st = g.state
    assert rindo in st.trash[P2] and st.life[P2] == lives
    expect(g, "main", P2)


def test_op14_115_trigger_plays_it_under_a_kuja_pirates_leader():
    kuja = custom_card("T-KUJA", "Empress", "Leader", power=5000, life=4,
                       types=("Kuja Pirates",), colors=("Yellow",))
    s = Scenario(turn=3)
    s.p2.leader(kuja)
    attacker = s.p1.character("ST01-010")
    [life] = s.p2.life(RINDO)
    g = s.build()
    g.apply(Action("attack", attacker, s.p2.leader_id))
    expect(g, "trigger", P2)
    g.apply(Action("use_trigger"))
    assert life in g.state.chars[P2]
