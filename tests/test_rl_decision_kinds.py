"""Both action interfaces cover every decision kind of the engine
(DECISION_KINDS, all 13): the fixed ids name each legal option once and
nothing else, and the option list holds exactly the legal options, each
row with its kind and the effect step it belongs to.  Random starter games
reach 11 kinds; the last two (a 6th Character played by an effect, CR
3-7-6-1, and the order of simultaneous [On Play] effects, CR 8-6-1) are
set up with the scenario harness, so this needs no ../shared."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")
pytest.importorskip("gymnasium", reason="optcg.rl needs the 'rl' extra (pip install 'optcg[rl]')")

from optcg import Action  # noqa: E402
from optcg.engine.constants import DecisionKind  # noqa: E402
from optcg.engine.effects.language import (CHARACTER, HAND, ON_PLAY, YOU, Ability,  # noqa: E402
                                           Cards, Choose, Draw, PlayCard, exactly, up_to)
from optcg.rl import actions as A  # noqa: E402
from optcg.rl.core import observe  # noqa: E402
from optcg.rl.observation import DECISION_KINDS, Encoder  # noqa: E402
from optcg.rl.options import ACTION_KINDS, C_KIND, C_STEP  # noqa: E402
from optcg.testing import Scenario, custom_card, expect_decision  # noqa: E402

from rl_helpers import BUILTIN, random_positions  # noqa: E402

KAROO = "ST01-003"       # vanilla, cost 1


def _make_room():
    """CR 3-7-6-1: an [On Play] plays a 6th Character from the hand."""
    extra = custom_card("T-X", "Extra", "Character", Ability(ON_PLAY, steps=(
        PlayCard(Choose(Cards(YOU, area=HAND, categories=(CHARACTER,)))),)), cost=1)
    s = Scenario(turn=3)
    h, spare = s.p1.hand(extra, KAROO)
    for _ in range(4):
        s.p1.character(KAROO)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", h))
    g.apply(Action("select", spare))
    expect_decision(g, 0, DecisionKind.MAKE_ROOM)
    return g


def _order_effects():
    """CR 8-6-1: two [On Play] effects wait; their owner picks the first."""
    a = custom_card("T-A", "A", "Character", Ability(ON_PLAY, steps=(Draw(exactly(1)),)), cost=1)
    b = custom_card("T-B", "B", "Character", Ability(ON_PLAY, steps=(Draw(exactly(1)),)), cost=1)
    twice = custom_card("T-2", "Twice", "Character", Ability(ON_PLAY, steps=(
        PlayCard(Choose(Cards(YOU, area=HAND, categories=(CHARACTER,)), count=up_to(2))),)),
        cost=1)
    s = Scenario(turn=3)
    h, x, y = s.p1.hand(twice, a, b)
    s.p1.don(active=1)
    g = s.build()
    g.apply(Action("play", h))
    g.apply(Action("select", x))
    g.apply(Action("select", y))
    expect_decision(g, 0, DecisionKind.ORDER_EFFECTS)
    return g


def _check(game, decision, encoders) -> None:
    """The decision's legal options, and only they, in both interfaces."""
    st = game.state
    p = decision.player
    legal = A.legal_ids(st, p, decision.options)
    assert len(legal) == len(decision.options), decision.kind       # one id per option
    mask = A.mask_of(legal)
    assert int(mask.sum()) == len(decision.options)
    for i in np.flatnonzero(mask):
        assert legal[int(i)] in decision.options
        assert A.action_id(st, p, legal[int(i)]) == i
    enc = encoders.get(id(st.defs)) or encoders.setdefault(id(st.defs), Encoder(st.defs))
    obs = observe(game, p, enc, "options", 256, decision)
    n = len(decision.options)
    assert obs["action_mask"][:n].all() and not obs["action_mask"][n:].any()
    assert list(obs["option_ids"][:n]) == list(legal)
    kinds = obs["options"][:n, C_KIND:C_KIND + len(ACTION_KINDS)].argmax(axis=1)
    assert [ACTION_KINDS[k] for k in kinds] == [a.kind for a in decision.options]
    assert not obs["options"][n:].any()
    purpose = decision.purpose
    step = purpose.step if purpose is not None else -1
    expected = (step + 1) / 5 if step >= 0 else 0.0
    assert obs["options"][:n, C_STEP] == pytest.approx(np.full(n, expected))


def test_both_interfaces_cover_every_decision_kind():
    seen = set()
    encoders: dict = {}
    for game, d in random_positions(BUILTIN, 20, 5):
        _check(game, d, encoders)
        seen.add(d.kind)
    for make in (_make_room, _order_effects):
        g = make()
        _check(g, g.decision, encoders)
        seen.add(g.decision.kind)
    assert seen == set(DECISION_KINDS), set(DECISION_KINDS) - seen


def test_an_effect_decision_carries_its_step_in_the_option_rows():
    """The option list's step column reads the purpose's effect step: the
    make-room choice belongs to step 0 of the [On Play] that plays the card."""
    g = _make_room()
    d = g.decision
    assert d.purpose is not None and d.purpose.step == 0
    obs = observe(g, 0, Encoder(g.state.defs), "options", 16, d)
    n = len(d.options)
    assert n == 5 and obs["options"][:n, C_STEP] == pytest.approx(np.full(n, 0.2))
    assert {A.action_name(int(i)).split(":")[0] for i in obs["option_ids"][:n]} == \
        {"trash a Character for room"}
