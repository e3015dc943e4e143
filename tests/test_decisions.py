"""Each decision kind in one object: its options' words (`Game.describe`),
its refusals with the rule they cite (`IllegalActionError.rule`), and its
purpose (`Decision.purpose`), for every kind.  A refused action leaves the
game exactly as it was (the state hash before and after)."""

import json

import pytest

import optcg
from optcg import Action, IllegalActionError
from optcg.engine.actions import OpenDecision, Purpose
from optcg.engine.constants import ActionKind, DecisionKind
from optcg.engine.effects.language import exactly, up_to
from optcg.engine.effects.language import (CHARACTER, HAND, KO, ON_PLAY, OPPONENT, TRIGGER,
                                           YOU, Ability, Cards, Choose, DonMinus, Draw,
                                           LookAtTop, PlayCard, This)
from optcg.engine.loop import KINDS
from optcg.testing import Scenario, custom_card, expect, expect_decision

KAROO = "ST01-003"       # vanilla, cost 1, 3000
CHOPPER = "ST01-006"     # [Blocker], cost 1, 1000
ROBIN = "ST01-008"       # vanilla, cost 3, 5000
VIVI = "ST01-009"        # vanilla, cost 2, 4000, Counter +1000
FRANKY = "ST01-010"      # vanilla, cost 4, 6000
PLAIN_LIFE = CHOPPER     # no [Trigger]


def refused(game, action, rule, *words):
    """Apply an illegal action: it is refused citing `rule`, its message has
    `words`, and nothing in the game changed."""
    before = game.hash()
    decision = game.decision
    history = game.history
    with pytest.raises(IllegalActionError) as err:
        game.apply(action)
    assert err.value.rule == rule, str(err.value)
    for w in words:
        assert w in str(err.value), str(err.value)
    assert game.hash() == before
    assert game.decision == decision and game.history == history
    return str(err.value)


def test_every_decision_kind_is_one_registered_object():
    kinds = {v for k, v in vars(DecisionKind).items() if k.isupper()}
    assert kinds == set(KINDS)
    for kind, cls in KINDS.items():
        for method in ("enumerate", "resolve", "describe", "why_illegal", "purpose"):
            assert callable(getattr(cls, method)), (kind, method)


def test_the_namespaces_tell_a_decision_from_an_action_of_the_same_word():
    assert DecisionKind.BLOCK == ActionKind.DECLARE_BLOCK == "block"
    assert DecisionKind.COUNTER == ActionKind.USE_COUNTER == "counter"
    assert DecisionKind.RETURN_DON == ActionKind.RETURN_DON == "return_don"
    assert Action(ActionKind.DECLARE_BLOCK, 3).to_json() == ["block", 3, -1]


# -- the table's decisions ----------------------------------------------------------

def test_choose_order_and_mulligan():
    g = optcg.new_game("st01", "st02", seed=4)
    d = g.decision
    assert d.kind == DecisionKind.CHOOSE_ORDER
    assert d.purpose == Purpose("The winner of rock-paper-scissors chooses to go first "
                                "or second", "5-2-1-4")
    assert g.describe(Action("go_first")) == "Go first"
    assert g.describe(Action("go_second")) == "Go second"
    refused(g, Action("keep"), "5-2-1-5", "'keep' is not a legal answer", "choose_order")
    g.apply(Action("go_first"))
    d = g.decision
    assert d.kind == DecisionKind.MULLIGAN
    assert d.purpose.rule == "5-2-1-6" and "Opening hand" in d.purpose.text
    assert g.describe(Action("redraw")) == "Redraw"
    refused(g, Action("go_second"), "5-2-1-6", "mulligan")


def _main_game():
    s = Scenario(turn=3)
    robin = s.p1.character(ROBIN)
    rested = s.p1.character(VIVI, rested=True)
    cheap, dear = s.p1.hand(KAROO, FRANKY)
    s.p1.don(active=2)
    target = s.p2.character(KAROO)                    # active: not attackable
    lying = s.p2.character(VIVI, rested=True)
    return s.build(), s, robin, rested, cheap, dear, target, lying


def test_main_phase_describes_its_options():
    g, s, robin, rested, cheap, dear, target, lying = _main_game()
    d = g.decision
    assert d.kind == DecisionKind.MAIN
    assert d.purpose == Purpose("Main Phase: play a card, activate an effect, give DON!!, "
                                "attack, or end the phase", "6-5-2")
    assert g.describe(Action("play", cheap)) == "Play Karoo (ST01-003)"
    assert g.describe(Action("give_don", -1, robin)) == \
        f"Give 1 active DON!! to {g.card(robin).name} ({g.card(robin).number})"
    assert g.describe(Action("attack", robin, lying)) == (
        f"Attack {g.card(lying).name} ({g.card(lying).number}) with "
        f"{g.card(robin).name} ({g.card(robin).number})")
    assert g.describe(Action("end_phase")) == "End the Main Phase"
    assert g.describe(Action.concede(1)) == "P2 concedes"


def test_main_phase_refusals_cite_the_rule_the_enumeration_applies():
    g, s, robin, rested, cheap, dear, target, lying = _main_game()
    refused(g, Action("play", dear), "2-7-2", "costs 4 but only 2 DON!! are active")
    refused(g, Action("play", robin), "6-5-3-1", "is not in P1's hand")
    refused(g, Action("attack", rested, s.p2.leader_id), "7-1-1-1", "is rested")
    refused(g, Action("attack", robin, target), "7-1-1-2",
            "is active; only rested Characters can be attacked")
    refused(g, Action("attack", robin, cheap), "7-1-1-2", "the target must be")
    refused(g, Action("attack", s.p2.leader_id, lying), "7-1-1-1",
            "only your Leader or one of your Characters")
    refused(g, Action("give_don", -1, target), "6-5-5-1", "your own Leader or a Character")
    refused(g, Action("activate", robin, 0), "6-5-4", "no [Activate: Main] effect")
    refused(g, Action("play", 999), None, "there is no card 999")


def test_main_phase_refusals_on_the_first_turns_and_for_new_characters():
    s = Scenario(turn=2)
    a = s.p1.character(ROBIN)
    g = s.build()
    refused(g, Action("attack", a, s.p2.leader_id), "6-5-6-1", "first turn")
    s = Scenario(turn=3)
    fresh = s.p1.character(ROBIN)
    g = s.build()
    g.state.played_turn[fresh] = g.state.turn
    refused(g, Action("attack", fresh, s.p2.leader_id), "3-7-4", "has no [Rush]")
    s = Scenario(turn=3)
    s.p1.don(active=0)
    g = s.build()
    refused(g, Action("give_don", -1, s.p1.leader_id), "6-5-5-1", "no active DON!!")


def test_block_step():
    s = Scenario(turn=3)
    a = s.p1.character(FRANKY)
    blocker = s.p2.character(CHOPPER)
    plain = s.p2.character(KAROO)
    s.p2.life(PLAIN_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    d = g.decision
    expect_decision(g, 1, DecisionKind.BLOCK)
    assert d.purpose == Purpose("Block Step: block the attack with a [Blocker], or not",
                                "7-1-2", a)
    assert g.describe(Action("block", blocker)) == "Block with Tony Tony.Chopper (ST01-006)"
    assert g.describe(Action("no_block")) == "No block"
    refused(g, Action("block", plain), "10-1-4-1", "does not have [Blocker]")
    refused(g, Action("block", a), "7-1-2-1", "is not one of P2's Characters")
    refused(g, Action("end_phase"), "7-1-2", "'end_phase' is not a legal answer")


def test_counter_step():
    s = Scenario(turn=3)
    a = s.p1.character(FRANKY)
    vivi = s.p2.hand(VIVI)[0]
    away = s.p2.trash(VIVI)[0]
    s.p2.life(PLAIN_LIFE)
    g = s.build()
    g.apply(Action("attack", a, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.COUNTER)
    assert g.decision.purpose.rule == "7-1-3-2" and g.decision.purpose.card == a
    leader = g.state.defs[s.p2.leader_id]
    assert g.describe(Action("counter", vivi, s.p2.leader_id)) == (
        f"Counter: trash Nefeltari Vivi (ST01-009) for +1000 to "
        f"{leader.name} ({leader.number})")
    refused(g, Action("counter", away, s.p2.leader_id), "7-1-3-2-1", "is not in P2's hand")
    refused(g, Action("counter", vivi, a), "7-1-3-2-1", "raises the power of your own")


def test_trigger():
    body = custom_card("T-TRIG", "Trigger body", "Character",
                       Ability(TRIGGER, steps=(PlayCard(This()),)), cost=3, power=4000)
    s = Scenario(turn=3)
    s.p1.character(FRANKY)
    t = s.p2.life(body)[0]
    g = s.build()
    g.apply(Action("attack", s.p1.leader_id, s.p2.leader_id))
    expect_decision(g, 1, DecisionKind.TRIGGER)
    p = g.decision.purpose
    assert (p.rule, p.card, p.ability) == ("10-1-5", t, 0)
    assert "[Trigger]" in p.text
    assert g.describe(Action("use_trigger")) == "Use trigger"
    refused(g, Action("accept"), "10-1-5", "trigger")


# -- decisions inside effects -------------------------------------------------------

def test_select_purpose_is_the_step_it_serves():
    ko = custom_card("T-KO", "Striker", "Character", Ability(ON_PLAY, steps=(
        Draw(exactly(1)), KO(Choose(Cards(OPPONENT, categories=(CHARACTER,), cost_max=3))),)), cost=1)
    s = Scenario(turn=3)
    h = s.p1.hand(ko)[0]
    s.p1.don(active=1)
    small = s.p2.character(KAROO)
    big = s.p2.character(FRANKY)
    g = s.build()
    g.apply(Action("play", h))
    expect_decision(g, 0, DecisionKind.SELECT)
    p = g.decision.purpose
    assert (p.card, p.ability, p.step, p.rule) == (h, 0, 1, "8-4-4")
    assert p.text.startswith("K.O. up to 1 of your opponent's Characters with a cost of 3")
    assert g.describe(Action("select", small)) == "Choose Karoo (ST01-003)"
    assert g.describe(Action("select_done")) == "Choose no more"
    refused(g, Action("select", big), "8-4-4", "is not one of the cards this effect")


def test_confirm_and_return_don():
    card = custom_card("T-M", "Minus", "Character",
                       Ability(ON_PLAY, cost=(DonMinus(1),), steps=(Draw(exactly(1)),)), cost=1)
    s = Scenario(turn=3)
    h = s.p1.hand(card)[0]
    s.p1.leader("ST01-001", don=1)
    s.p1.don(active=2, rested=1)
    g = s.build()
    g.apply(Action("play", h))
    expect_decision(g, 0, DecisionKind.CONFIRM)
    p = g.decision.purpose
    assert (p.rule, p.card, p.ability) == ("8-3-1-4", h, 0)
    assert p.text.startswith("You may: ") and "Draw 1 card" in p.text
    assert g.describe(Action("accept")) == "Yes: activate Minus (T-M)"
    assert g.describe(Action("decline")) == "No"
    refused(g, Action("select_done"), "8-3-1-4", "confirm")
    g.apply(Action("accept"))
    expect_decision(g, 0, DecisionKind.RETURN_DON)
    p = g.decision.purpose
    assert (p.rule, p.card, p.step) == ("10-2-10-1", h, -1)      # a cost, not a step
    assert "DON!!" in p.text
    leader = s.p1.leader_id
    assert g.describe(Action("return_don", leader)) == \
        "Return a DON!! given to Monkey.D.Luffy (ST01-001) to your DON!! deck"
    assert g.describe(Action("return_don", -1, 1)) == \
        "Return an active DON!! in your cost area to your DON!! deck"
    assert g.describe(Action("return_don", -1, 0)) == \
        "Return a rested DON!! in your cost area to your DON!! deck"
    refused(g, Action("return_don", h), "10-2-10-1", "no such DON!! card")


def test_arrange_and_choose_number():
    look = custom_card("T-L", "Looker", "Character",
                       Ability(ON_PLAY, steps=(LookAtTop(2, ("top", "bottom")),)), cost=1)
    s = Scenario(turn=3)
    h = s.p1.hand(look)[0]
    s.p1.don(active=1)
    top = s.p1.deck(KAROO, VIVI, ROBIN)
    g = s.build()
    g.apply(Action("play", h))
    expect_decision(g, 0, DecisionKind.ARRANGE)
    p = g.decision.purpose
    assert (p.rule, p.card) == ("3-1-7", h)
    first = g.decision.options[0].card
    assert g.describe(Action("place_top", first)) == \
        f"Put {g.card(first).name} ({g.card(first).number}) on the top of the deck"
    unseen = [c for c in top if c not in {o.card for o in g.decision.options}][0]
    refused(g, Action("place_top", unseen), "3-1-7", "cards looked at")

    s = Scenario(turn=3)
    s.p1.leader("ST01-001")
    karoo = s.p1.character(KAROO)
    s.p1.don(active=1, rested=2)
    g = s.build()
    g.apply(Action("activate", s.p1.leader_id, 0))
    g.apply(Action("select", karoo))
    expect_decision(g, 0, DecisionKind.CHOOSE_NUMBER)
    assert g.decision.purpose.rule == "8-4-4-1"
    assert g.decision.purpose.card == s.p1.leader_id
    assert g.describe(Action("number", -1, 1)) == \
        "Give 1 rested DON!! in your cost area to Karoo (ST01-003)"
    refused(g, Action("number", -1, 7), "8-4-4-1", "7 is not a number this effect allows")


def test_make_room_and_order_effects():
    extra = custom_card("T-X", "Extra", "Character", Ability(ON_PLAY, steps=(
        PlayCard(Choose(Cards(YOU, area=HAND, categories=(CHARACTER,)))),)), cost=1)
    s = Scenario(turn=3)
    h, spare = s.p1.hand(extra, KAROO)
    four = [s.p1.character(KAROO) for _ in range(4)]
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", h))
    expect_decision(g, 0, DecisionKind.SELECT)
    g.apply(Action("select", spare))
    expect_decision(g, 0, DecisionKind.MAKE_ROOM)
    p = g.decision.purpose
    assert (p.rule, p.card, p.step) == ("3-7-6-1", h, 0)
    assert g.describe(Action("trash_for_room", four[0])) == "Trash Karoo (ST01-003) to make room"
    refused(g, Action("trash_for_room", s.p2.leader_id), "3-7-6-1", "not one of your Characters")

    a_card = custom_card("T-A", "A", "Character", Ability(ON_PLAY, steps=(Draw(exactly(1)),)), cost=1)
    b_card = custom_card("T-B", "B", "Character", Ability(ON_PLAY, steps=(Draw(exactly(1)),)), cost=1)
    twice = custom_card("T-2", "Twice", "Character", Ability(ON_PLAY, steps=(
        PlayCard(Choose(Cards(YOU, area=HAND, categories=(CHARACTER,)), count=up_to(2))),)), cost=1)
    s = Scenario(turn=3)
    h, a, b = s.p1.hand(twice, a_card, b_card)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", h))
    g.apply(Action("select", a))
    g.apply(Action("select", b))
    expect_decision(g, 0, DecisionKind.ORDER_EFFECTS)
    assert g.decision.purpose.rule == "8-6-1"
    assert g.describe(Action("resolve_effect", b, 0)) == "Resolve first: B (T-B) [On Play]"
    refused(g, Action("resolve_effect", h, 0), "8-6-1", "not one of the effects")


# -- the decision record --------------------------------------------------------------

def test_the_open_decision_is_a_record_saved_as_a_list():
    g = optcg.new_game("st01", "st02", seed=9)
    st = g.state
    assert isinstance(st.decision, OpenDecision)
    assert st.decision.kind == DecisionKind.CHOOSE_ORDER
    data = json.loads(json.dumps(g.to_json()))
    assert data["state"]["decision"] == [st.decision.player, "choose_order", -1]
    again = optcg.load_game(data)
    assert isinstance(again.state.decision, OpenDecision)
    assert again.decision == g.decision


def test_a_decision_built_by_hand_has_no_purpose():
    d = optcg.Decision(0, DecisionKind.MAIN, ())
    assert d.purpose is None and d.card == -1


def test_a_choose_one_option_is_described_by_its_words_not_its_number():
    """OP03-028 "Choose one:" and OP14-104 "... play it or add it to the top
    of your Life cards face-up": each option says what it does."""
    s = Scenario(turn=3)
    c, = s.p1.hand("OP03-028")
    s.p1.don(active=10)
    g = s.build()
    g.apply(Action("play", c))
    expect(g, "choose_number", 0)
    assert [g.describe(a) for a in g.legal_actions()] == [
        "Set up to 1 of your {East Blue} type Leader or Character cards with a cost of 6 or "
        "less as active",
        "Rest this Character. Rest up to 1 of your opponent's Characters"]
    s = Scenario(turn=3)
    moria, = s.p1.hand("OP14-104")
    zombie, = s.p1.trash(custom_card("T-TB4", "Zombie", cost=4, power=5000,
                                     types=("Thriller Bark Pirates",)))
    s.p1.don(active=8)
    g = s.build()
    g.apply(Action("play", moria))
    g.apply(Action("select", zombie))
    assert [g.describe(a) for a in g.legal_actions()] == [
        "Play it", "Add it to the top of your Life cards face-up"]


def test_every_purpose_is_words_never_a_node_name_or_a_dangling_comma():
    """Seeded random games of tournament decks: each decision's purpose reads
    as a phrase ("select 1 of your Characters", "DON!! −2"), not the name of
    a script node ("Cards") nor a cost cut at its comma ("DON!! −2,")."""
    import random
    from pathlib import Path
    meta = Path(__file__).resolve().parents[2] / "shared" / "decks" / "meta"
    if not meta.is_dir():
        pytest.skip(f"the tournament decks are not here: {meta} (../shared is absent)")
    decks = sorted(meta.glob("*.txt"))
    bad = set()
    for i, deck in enumerate(decks):
        g = optcg.new_game(str(deck), str(decks[(i * 7 + 3) % len(decks)]), seed=i,
                           validate=False, allow_unimplemented=True)
        rng = random.Random(i)
        for _ in range(1500):
            if g.decision is None:
                break
            text = g.decision.purpose.text.strip()
            if " " not in text or text.endswith(","):
                bad.add((text, g.state.defs[g.decision.purpose.card].number))
            g.apply(rng.choice(g.legal_actions()))
    assert not bad, sorted(bad)
