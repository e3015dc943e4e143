"""The card-text grammar loaded by several threads at once (the web server
words cards for several games in a threadpool): its modules import one
another, and a thread entering by `wording.plain` while another ran the
package's own imports would meet a half-made module and fail with an
ImportError (`effects.text.wording_modules` loads it once, under a lock).  Each run is a fresh interpreter, where nothing has loaded the
grammar yet, switching threads as often as it can."""

from __future__ import annotations

import os
import subprocess
import sys

import optcg
from optcg.engine import decisions
from optcg.engine.effects import text

_RUN = r"""
import sys, threading, time
import optcg
from optcg.engine import decisions
from optcg.engine.effects import text
game = optcg.new_game("st01", "st02", seed=0, log=False)
card = next(d for d in game.state.defs if d.script is not None and d.abilities)
step = card.abilities[0].steps[0]
sys.setswitchinterval(1e-6)
got, errors = {}, []
def purpose():                  # a decision's step, worded: enters by the package
    try:
        got["step"] = decisions.wording(step, "Leader")
    except Exception as exc:
        errors.append(repr(exc))
def card_text():                # a card's text: enters by wording.plain
    time.sleep(0.002)
    try:
        got["card"] = text.card_text(card.script, "Leader")
    except Exception as exc:
        errors.append(repr(exc))
threads = [threading.Thread(target=purpose), threading.Thread(target=card_text)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(errors or [got["step"], got["card"]])
"""


def test_two_threads_load_the_card_text_grammar_at_once():
    game = optcg.new_game("st01", "st02", seed=0, log=False)
    card = next(d for d in game.state.defs if d.script is not None and d.abilities)
    want = [decisions.wording(card.abilities[0].steps[0], "Leader"),
            text.card_text(card.script, "Leader")]
    assert all(want), "the step and the card should have words"
    env = dict(os.environ)
    here = os.path.dirname(os.path.dirname(optcg.__file__))     # the optcg this test runs
    env["PYTHONPATH"] = os.pathsep.join(p for p in (here, env.get("PYTHONPATH")) if p)
    for _ in range(3):
        run = subprocess.run([sys.executable, "-c", _RUN], capture_output=True, text=True,
                             env=env, timeout=120)
        assert run.returncode == 0, run.stderr[-2000:]
        assert run.stdout.strip() == repr(want)
