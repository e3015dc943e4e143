"""The wording record (optcg.engine.effects.phrasing): how a card worded an
effect is kept beside its semantic node, so that two cards that do the same
thing have equal nodes."""

from __future__ import annotations

import dataclasses

import pytest

from optcg.cards.compiler.emit import expr
from optcg.engine.effects import language as L
from optcg.engine.effects import phrasing
from optcg.engine.effects import wording as W
from optcg.engine.effects.phrasing import rendering, replace, wording, worded, words


def test_a_description_of_cards_has_no_wording_fields():
    names = {f.name for f in dataclasses.fields(L.Cards)}
    assert not names & set(phrasing.WORDING[L.Cards])
    assert all(f.compare for f in dataclasses.fields(L.Cards))


def test_worded_nodes_equal_plain_ones_and_keep_their_words():
    plain = L.Cards(L.YOU, L.HAND, (L.EVENT,))
    short = worded(L.Cards(L.YOU, L.HAND, (L.EVENT,)), phrasing=("short_noun",))
    assert plain == short and hash(plain) == hash(short)
    assert wording(short, "phrasing") == ("short_noun",)
    assert wording(plain, "phrasing") == ()
    assert words(short) == {"phrasing": ("short_noun",)} and words(plain) == {}


def test_the_default_wording_is_not_recorded():
    c = worded(L.Cards(), noun="named")
    worded(c, noun="")
    assert words(c) == {}


def test_replace_keeps_the_wording_and_may_change_it():
    c = worded(L.Cards(L.YOU), noun="of your", other_word=True)
    moved = replace(c, area=L.TRASH, noun="")
    assert moved.area == L.TRASH
    assert words(moved) == {"other_word": True}
    assert words(c) == {"noun": "of your", "other_word": True}


def test_an_unknown_wording_entry_is_a_clear_error():
    with pytest.raises(TypeError, match="Cards has no wording entry nouns"):
        worded(L.Cards(), nouns="x")
    with pytest.raises(TypeError, match="Draw has no wording entries"):
        wording(L.Draw(L.exactly(1)), "noun")


def test_words_written_while_rendering_are_dropped_afterwards():
    with rendering():
        scratch = worded(L.Cards(L.OPPONENT), noun="named")
        assert wording(scratch, "noun") == "named"
    assert words(scratch) == {}


def test_a_generated_script_writes_the_record_beside_the_node():
    names: set[str] = set()
    source = expr(L.Choose(worded(L.Cards(L.YOU, L.HAND), noun="of your")), names)
    assert source == "Choose(cards=worded(Cards(area='hand'), noun='of your'))"
    assert "worded" in names


def test_a_search_takes_a_range_like_every_other_count():
    """Search.take is a Range (up_to(1) as printed), as every count is."""
    search = L.Search(5, L.Cards(area=L.DECK))
    assert search.take == L.up_to(1)
    from optcg.engine.effects import instructions as I
    from optcg.engine.effects.compiler import compile_ability
    code = compile_ability(L.Ability(L.ON_PLAY, steps=(search,))).code
    chosen = [i.choose for i in code if type(i) is I.Select]
    assert [c.count for c in chosen] == [L.up_to(1)]
    assert chosen[0].cards.area == L.LOOKED


@pytest.mark.parametrize("node", [L.Ability, L.If, L.Static, L.Option, L.ChooseOne, L.Both])
def test_the_structure_nodes_carry_no_typesetting(node):
    """How an ability joins its steps, where it writes its event or its
    condition, and how it marks its options are wording entries, not fields."""
    assert not {f.name for f in dataclasses.fields(node)} & set(phrasing.WORDING[node])
    assert all(f.compare for f in dataclasses.fields(node)
               if f.name not in ("code", "slots", "rest_don", "don_minus",
                                  "declined_before_activation"))


def test_two_abilities_that_join_their_steps_differently_are_equal():
    ctx = W.Ctx("Character")
    then = W.read_line("[On Play] Draw 1 card. Then, trash 1 card from your hand.", ctx)
    also = W.read_line("[On Play] Draw 1 card and trash 1 card from your hand.", ctx)
    assert then == also
    assert wording(then, "joins") == ("", "then") and wording(also, "joins") == ("", "and")
    assert W.render_line(also, ctx) == "[On Play] Draw 1 card and trash 1 card from your hand."


def test_the_compiled_copy_of_an_ability_keeps_its_wording():
    from optcg.engine.effects.compiler import compile_ability
    a = phrasing.made(L.Ability, L.ON_PLAY, steps=(L.Draw(L.exactly(1)),), joins=("",),
                      event_after=True)
    compiled = compile_ability(a)
    assert compiled is not a and compiled.code
    assert words(compiled) == {"joins": ("",), "event_after": True}


def test_no_semantic_node_carries_typesetting():
    """Every field of every node of the language takes part in its meaning
    (equality): how a card worded an effect lives in the wording record.
    The one exception is an ability's compiled data (its code, what its
    costs total, whether it is declined before it activates), derived from
    its steps."""
    compiled = {"code", "slots", "rest_don", "don_minus", "declined_before_activation"}
    nodes = [v for v in vars(L).values() if isinstance(v, type) and dataclasses.is_dataclass(v)
             and v.__module__.startswith("optcg.engine.effects.nodes")]
    assert len(nodes) > 150
    for node in nodes:
        for f in dataclasses.fields(node):
            assert f.compare or (node is L.Ability and f.name in compiled), (node, f.name)
        assert not {f.name for f in dataclasses.fields(node)} & set(
            phrasing.WORDING.get(node, {})), node


def test_the_runtime_reads_no_wording():
    """What the runtime decides never depends on a wording entry: the
    modules that lower and run effects (every module of effects/ but the
    record itself, the wording package and the text it renders) import
    nothing from the wording record but `carry`, which keeps an ability's
    wording on its compiled copy."""
    import pathlib
    import re
    root = pathlib.Path(L.__file__).parent
    running = [*(p for p in sorted(root.glob("*.py")) if p.name not in ("phrasing.py", "text.py")),
               *sorted((root / "resolution").glob("*.py")),
               *sorted((root / "lowering").glob("*.py"))]
    assert {"activation.py", "event_timings.py", "ko_and_removal.py", "runtime.py"} <= {
        p.name for p in running}
    for path in running:
        for names in re.findall(r"from \.+phrasing import ([^\n]+)", path.read_text()):
            assert {n.strip() for n in names.split(",")} <= {"carry"}, path.name
        assert "import phrasing" not in path.read_text(), path.name
