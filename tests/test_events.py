"""The engine's typed events, the one privacy filter, and their English."""

from __future__ import annotations

import ast
import inspect
import random
from pathlib import Path

import optcg
from optcg.engine import events as E
from optcg.engine.constants import (CHARACTER_AREA, DECK, HAND, LIFE, NOWHERE, STAGE_AREA,
                                    TRASH)
from optcg.engine.events import event_for, events_for
from optcg.text import english
from optcg.text.english import log_lines, render

KINDS = [k for _, k in inspect.getmembers(E, inspect.isclass)
         if issubclass(k, tuple) and hasattr(k, "_fields")]


def test_every_kind_is_plain_data_with_its_turn_and_rule():
    assert len(KINDS) >= 40
    for kind in KINDS:
        assert kind._fields[:2] == ("turn", "rule"), kind.__name__


def test_the_kinds_that_may_name_a_secret_card_say_who_may_know_it():
    """`seen` and SECRET_FIELDS go together, and the secret fields name cards."""
    with_seen = {k for k in KINDS if "seen" in k._fields}
    assert with_seen == set(E.SECRET_FIELDS)
    for kind, fields in E.SECRET_FIELDS.items():
        for f in fields:
            ann = kind.__annotations__[f]
            assert getattr(ann, "__forward_arg__", ann) in ("CardId", "CardIds"), f


def test_every_kind_has_english_words():
    assert set(KINDS) <= set(english._RENDER)


def test_who_may_know_a_moved_card():
    """CR 3-1-4 open areas, 3-4-3 the hand, 3-1-5 the deck and face-down Life."""
    assert E.seen_moving(0, HAND, TRASH) == E.ALL
    assert E.seen_moving(1, CHARACTER_AREA, DECK) == E.ALL
    assert E.seen_moving(0, HAND, DECK) == E.only(0)
    assert E.seen_moving(1, DECK, HAND) == E.only(1)
    assert E.seen_moving(1, NOWHERE, DECK) == E.only(1)
    assert E.seen_moving(0, DECK, LIFE) == E.NOBODY
    assert E.seen_moving(0, LIFE, DECK) == E.NOBODY
    assert E.seen_moving(0, LIFE, DECK, face_up=True) == E.ALL
    assert E.seen_moving(0, STAGE_AREA, LIFE) == E.ALL


def test_the_filter_redacts_the_secret_fields_for_whoever_may_not_know_them():
    moved = E.CardMoved(3, "8-4-3", 17, 0, 0, HAND, DECK, True, False, E.only(0))
    assert event_for(moved, 0) is moved
    for viewer in (1, None):
        hidden = event_for(moved, viewer)
        assert hidden.card == E.HIDDEN
        assert hidden._replace(card=17) == moved            # nothing else changes
    looked = E.Looked(3, "11-3-1", 1, 1, DECK, 2, (40, 41), E.only(1))
    assert event_for(looked, 0).cards == (E.HIDDEN, E.HIDDEN)
    assert event_for(looked, 1).cards == (40, 41)
    nobody = E.CardMoved(3, "8-4-3", 17, 0, 0, DECK, LIFE, True, False, E.NOBODY)
    assert all(event_for(nobody, v).card == E.HIDDEN for v in (0, 1, None))
    public = E.KOd(3, "10-2-1", 17)
    assert all(event_for(public, v) is public for v in (0, 1, None))
    assert events_for([moved, public], 1) == [moved._replace(card=E.HIDDEN), public]


def test_a_redacted_card_is_a_card_with_no_name():
    game = optcg.new_game("st01", "st02", seed=1)
    defs = game.state.defs
    card = game.state.deck[0][-1]
    label = f"{defs[card].name} ({defs[card].number})"
    looked = E.Looked(1, "11-3-1", 0, 0, DECK, 1, (card,), E.only(0))
    assert render(looked, defs) == f"P1 looks at the top 1 card of their deck: {label}."
    assert render(event_for(looked, 1), defs) == "P1 looks at the top 1 card of their deck."
    taken = E.LifeTaken(1, "4-6-2-1", 0, card, True, True, 3, False, E.only(0))
    assert render(taken, defs) == f"P1 adds {label} from Life to their hand (3 Life left)."
    assert render(event_for(taken, None), defs) == \
        "P1 adds a Life card to their hand (3 Life left)."
    back = E.CardMoved(1, "8-4-3", card, 0, 0, HAND, DECK, True, False, E.only(0))
    assert render(event_for(back, 1), defs) == "A card is placed at the top of P1's deck."


def test_a_game_without_a_log_records_no_event():
    game = optcg.new_game("st01", "st02", seed=2, log=False)
    rng = random.Random(2)
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
    assert game.events == [] and game.state.log is None


def test_a_game_reads_the_same_through_every_viewer_where_nothing_is_secret():
    game = optcg.new_game("st01", "st02", seed=4)
    rng = random.Random(4)
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
    full = log_lines(game, None, full=True)
    assert full[0].startswith("Leaders: P1 ") and full[-1].endswith(")."), full[-1]
    for viewer in (0, 1, None):
        lines = log_lines(game, viewer)
        assert len(lines) == len(full)
        differ = [(a, b) for a, b in zip(lines, full) if a != b]
        for mine, whole in differ:              # only redactions: fewer names
            assert mine.count("(") < whole.count("(")


def test_the_engine_does_not_import_the_text_layer():
    engine = Path(optcg.__file__).parent / "engine"
    for path in engine.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                continue
            assert not any(n == "text" or n.startswith("text.") or "optcg.text" in n
                           for n in names), path
