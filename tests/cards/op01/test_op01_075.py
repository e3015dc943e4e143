"""OP01-075 Pacifista (Character): its rule text, any number of copies in a
deck, is read from the compiled script.
"""

from optcg.decks.validation import any_number_allowed
from optcg.engine.effects import language as L


def test_any_number_in_deck_is_read_from_the_script():
    from optcg.cards.scripts import script_for
    script = script_for("OP01-075")
    assert script is not None and script.origin == "compiled"
    assert any(isinstance(s.effect, L.AnyNumberInDeck) for s in script.statics)
    assert any_number_allowed("OP01-075")
    assert not any_number_allowed("OP01-016")
