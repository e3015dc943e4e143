"""The compiled code of an ability (engine/effects/instructions.py): one
typed record per operation, each run by the handler registered for its
class, read by name and never by position."""

from __future__ import annotations

import re
from pathlib import Path

from optcg.cards.defs import card_def
from optcg.cards.scripts import all_scripts
from optcg.engine.effects import instructions as I
from optcg.engine.effects import language as L
from optcg.engine.effects.compiler import compile_ability
from optcg.engine.effects.runtime import INSTRUCTIONS

SRC = Path(__file__).resolve().parents[1] / "src" / "optcg" / "engine"
OPERATIONS = [c for c in vars(I).values()
              if isinstance(c, type) and issubclass(c, I.Instruction)
              and c not in (I.Instruction, I.StepInstruction)]
# fields holding a pc, and those holding a slot (-1: none)
PCS = ("at", "end")
SLOTS = ("slot", "ref", "chosen", "mark", "counted", "source", "into", "other", "counter")


def test_every_operation_has_one_handler_and_every_handler_an_operation():
    assert len(OPERATIONS) >= 20
    assert set(INSTRUCTIONS) == set(OPERATIONS)


def _compiled_code():
    for number in all_scripts():
        for ability in card_def(number).abilities:
            if ability.code:
                yield number, ability


def test_the_pool_compiles_to_records_whose_jumps_and_slots_stay_inside_the_ability():
    seen = set()
    count = 0
    for number, ability in _compiled_code():
        code = ability.code
        for pc, instr in enumerate(code):
            where = f"{number} pc {pc}: {instr!r}"
            assert type(instr) in OPERATIONS, where
            seen.add(type(instr))
            for name in instr.FIELDS:
                value = getattr(instr, name)
                if name in PCS:
                    assert pc < value <= len(code) or type(instr) is I.Jump, where
                    assert 0 <= value <= len(code), where
                elif name in SLOTS:
                    assert -1 <= value < ability.slots, where
            if type(instr) is I.Branch:
                assert all(pc < s < len(code) for s in instr.starts), where
            count += 1
    assert count > 1000
    # the pool uses most operations (a lost lowering would show here)
    assert len(seen) >= len(OPERATIONS) - 3, set(OPERATIONS) - seen


def test_optional_fields_default_to_none_and_are_named():
    """`Act(step, slot)` is not a DON!! act; a cost keeps no slot unless it
    names one; an "If you do" needs one card unless told more."""
    step = L.Rest(L.Choose(L.Cards(L.OPPONENT, L.FIELD, (L.CHARACTER,))))
    code = compile_ability(L.Ability(L.ON_PLAY, steps=(step,))).code
    assert [type(i) for i in code] == [I.Paid, I.Select, I.Act]
    act = code[-1]
    assert act.step is step and act.slot == code[1].slot and act.don is False
    assert code[1].ref == -1
    assert I.Cost("c").slot == -1 and I.Unless("c", 3).needs == 1
    assert I.Arrange(("bottom",)).area == L.DECK and not I.Arrange(("top",)).by_owner
    assert I.Act(step, 1) == I.Act(step, 1) != I.Act(step, 1, don=True)
    assert I.Jump(4) != I.Delay(4)        # the class is part of the meaning


def test_no_running_module_reads_an_instruction_by_position_or_length():
    opcode = r"\[0\] (==|!=|in) \(?['\"](act|select|cost|each|may|unless|arrange|look|dons|choose|jump)"
    positional = re.compile(r"\binstr\[|len\(instr\)|\blater\[|code\[[^\]]*\]\[|= *instr$|"
                            + opcode)
    modules = [SRC / "decisions.py", SRC / "effects" / "runtime.py",
               *sorted((SRC / "effects" / "resolution").glob("*.py"))]
    for path in modules:
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            assert not positional.search(line), f"{path.name}:{n}: {line.strip()}"
