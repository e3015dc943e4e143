"""The engine's vocabularies: decision kinds, action
kinds, areas, card categories, durations and timings each live in one
namespace where every name means one thing and no two names share a value.
A second printed form of one meaning is a wording entry, not a second name
("activates a [Blocker]": Ability's `event_form`, test_st10_006.py).

They are namespaced string or integer constants, not `enum.Enum`: see
docs/effects/index.md ("Vocabularies")."""

from __future__ import annotations

import ast
import collections
from pathlib import Path
from types import ModuleType

from optcg.engine import action_kinds, constants, decision_kinds
from optcg.engine.effects.nodes import vocabulary

SRC = Path(__file__).resolve().parents[1] / "src" / "optcg"


def _names(module: ModuleType, prefix: str = "") -> dict[str, object]:
    return {k: v for k, v in vars(module).items()
            if k.isupper() and k.startswith(prefix) and isinstance(v, (str, int))
            and not isinstance(v, bool)}


def _shared_values(names: dict[str, object]) -> dict[object, list[str]]:
    by_value = collections.defaultdict(list)
    for name, value in names.items():
        by_value[value].append(name)
    return {v: ns for v, ns in by_value.items() if len(ns) > 1}


def test_each_decision_kind_and_action_kind_is_one_distinct_string():
    for module in (decision_kinds, action_kinds):
        names = _names(module)
        assert names and all(isinstance(v, str) for v in names.values()), module.__name__
        assert _shared_values(names) == {}, module.__name__


def test_the_engine_areas_are_distinct_and_each_has_one_name():
    areas = {n: getattr(constants, n) for n in (
        "DECK", "HAND", "TRASH", "LEADER_AREA", "CHARACTER_AREA", "STAGE_AREA", "LIFE", "NOWHERE")}
    assert sorted(areas.values()) == list(range(len(constants.AREA_NAMES)))
    assert len(set(constants.AREA_NAMES)) == len(constants.AREA_NAMES)


def test_the_effect_language_words_are_distinct():
    """Owners, areas, categories, timings and durations of the effect
    language: no two names carry the same words."""
    assert _shared_values(_names(vocabulary)) == {}
    timings = (vocabulary.AUTO_TIMINGS + vocabulary.EVENT_TIMINGS
               + vocabulary.WOULD_BE_KO_TIMINGS)
    assert len(set(timings)) == len(timings)


def test_no_module_takes_one_name_from_both_the_engine_and_the_effect_language():
    """`DECK`, `LEADER`, `THIS_BATTLE` ... are an engine code (an int) in
    engine.constants and words in the effect language: a module imports
    such a name from one of them only and reaches the other qualified
    (`L.DECK`), so that in any module the name means one thing."""
    both = set(_names(constants)) & set(_names(vocabulary))
    assert {"DECK", "LEADER", "THIS_BATTLE"} <= both
    mixed = []
    for path in SRC.rglob("*.py"):
        sources = collections.defaultdict(set)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                for alias in node.names:
                    if alias.name in both:
                        kind = "engine" if node.module.endswith("constants") else "language"
                        sources[alias.asname or alias.name].add(kind)
        mixed += [f"{path.relative_to(SRC)}: {name}" for name, kinds in sources.items()
                  if len(kinds) > 1]
    assert mixed == []
