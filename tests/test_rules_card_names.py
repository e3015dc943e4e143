"""CR 2-1-2: a name in [] brackets with no noun after it is any card of that
name, a Leader included; with a noun ("a [Name] Character") it is only that
kind of card."""

from optcg.engine.effects import language as L
from optcg.engine.effects.wording import Ctx, render_line
from optcg.engine.stats import keywords
from optcg.engine.constants import KEYWORD_BITS
from optcg.cards.scripts import script_for
from optcg.testing import Scenario


def _named_choices(number: str) -> list[L.Cards]:
    """The named card descriptions a card's abilities choose or count."""
    out: list[L.Cards] = []

    def walk(x) -> None:
        if isinstance(x, L.Cards):
            if x.names and x.area == L.FIELD:
                out.append(x)
            return
        if isinstance(x, (tuple, list)):
            for y in x:
                walk(y)
        elif hasattr(x, "__dataclass_fields__"):
            for k in x.__dataclass_fields__:
                if k != "code":
                    walk(getattr(x, k))

    s = script_for(number)
    walk(s.abilities)
    walk(s.statics)
    return out


def test_cr_2_1_2_bare_name_reads_as_any_card_of_that_name():
    for number in ("OP12-017", "OP12-019", "EB04-009", "OP17-036", "OP17-115", "ST36-005",
                   "OP02-074"):
        named = [c for c in _named_choices(number) if L.CHARACTER in c.categories]
        assert named and all(L.LEADER in c.categories for c in named), number


def test_cr_2_1_2_bare_name_renders_without_a_noun():
    s = script_for("OP17-115")
    line = render_line(s.abilities[1], Ctx("Event"))
    assert line == "[Counter] Up to 1 of your [Charlotte Linlin] gains +4000 power during this battle."


def test_cr_2_1_2_name_with_a_noun_stays_that_kind_of_card():
    """OP02-031 "If you have a [Kouzuki Oden] Character, this Character
    gains [Blocker]": the [Kouzuki Oden] Leader does not count."""
    cards = _named_choices("OP02-031")
    assert cards and all(tuple(c.categories) == (L.CHARACTER,) for c in cards)
    s = Scenario()
    s.p1.leader("OP01-031")                       # Kouzuki Oden, a Leader
    toki = s.p1.character("OP02-031")
    g = s.build()
    assert not keywords(g.state, toki) & KEYWORD_BITS["Blocker"]
    s = Scenario()
    s.p1.character("OP02-030")                    # Kouzuki Oden, a Character
    toki = s.p1.character("OP02-031")
    g = s.build()
    assert keywords(g.state, toki) & KEYWORD_BITS["Blocker"]
