"""Card scripts load by set: a game of two decks reads only the generated
modules of its cards' sets, and finds the same scripts as the whole pool."""

from __future__ import annotations

import subprocess
import sys

CHILD = r"""
import sys
from optcg.cards import default_database
from optcg.cards.scripts import all_scripts, script_for
PREFIX = "optcg.cards.scripts.generated."
script_for("ST01-012")
script_for("OP01-001")
print(sorted(m[len(PREFIX):] for m in sys.modules if m.startswith(PREFIX)))
numbers = [c.number for c in default_database()]
by_set = {n: script_for(n) for n in numbers}
whole = all_scripts()
print(sum(1 for n in numbers if by_set[n] is not whole.get(n)), len(numbers),
      sum(1 for s in by_set.values() if s is not None), len(whole))
"""


def run_child() -> list[str]:
    done = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True,
                          check=True)
    return done.stdout.splitlines()


def test_a_card_loads_only_its_sets_module_and_finds_what_the_whole_pool_holds():
    loaded, counts = run_child()
    assert loaded == "['op01', 'st01']"
    differ, numbers, found, whole = (int(x) for x in counts.split())
    assert differ == 0
    assert numbers > 2000
    assert found == whole              # every script is reachable by its number
