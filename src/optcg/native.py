"""Which engine runs: the mypyc-compiled hot modules or pure Python.

`HOT` is the one list of the modules that are compiled with mypyc (the
engine's hot path and the RL environments' encoder, ids and option table):
`setup.py` compiles them when a wheel is built (`pip install .`,
`pip wheel .`, `python -m build`) and `scripts/build_native.py` compiles
them in place for an editable checkout.  Both read this file by its path,
so it imports nothing from optcg and only the standard library.

Setting `OPTCG_PURE=1` asks for the pure-Python engine: at build time the
wheel is built without compiling, and at import time (`import optcg`) the
`.py` source of every engine and RL module is loaded even where a compiled
module sits beside it.  The pure and the compiled engine play bit-identical
games, and the RL environments see byte-identical observations.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import importlib.util
import os
import sys
from pathlib import Path
from typing import Optional, Sequence

# The modules on the hot path of a game, as paths under src/.  The compiler
# and the renderer of the effect language stay in Python: they run once per
# card, or for logs.  A pattern with `*` takes every module of its folder
# (private ones, `_x.py`, and `__init__.py` excepted).
HOT: tuple[str, ...] = (
    "optcg/engine/constants.py", "optcg/engine/carddef.py", "optcg/engine/actions.py",
    "optcg/engine/effects/language.py",
    # the nodes of the effect language, one module per concept
    "optcg/engine/effects/nodes/abilities.py", "optcg/engine/effects/nodes/conditions.py",
    "optcg/engine/effects/nodes/costs.py", "optcg/engine/effects/nodes/deck_rules.py",
    "optcg/engine/effects/nodes/don.py",
    "optcg/engine/effects/nodes/durations.py", "optcg/engine/effects/nodes/filters.py",
    "optcg/engine/effects/nodes/game.py", "optcg/engine/effects/nodes/hand_deck.py",
    "optcg/engine/effects/nodes/keywords.py", "optcg/engine/effects/nodes/ko_trash.py",
    "optcg/engine/effects/nodes/life.py", "optcg/engine/effects/nodes/play.py",
    "optcg/engine/effects/nodes/power_cost.py", "optcg/engine/effects/nodes/replacement.py",
    "optcg/engine/effects/nodes/restrictions.py", "optcg/engine/effects/nodes/search.py",
    "optcg/engine/effects/nodes/vocabulary.py",
    "optcg/engine/records.py",
    "optcg/engine/state.py", "optcg/engine/stats.py", "optcg/engine/loop.py",
    "optcg/engine/shared_records.py",
    "optcg/engine/zones.py", "optcg/engine/main_phase.py", "optcg/engine/battle.py",
    "optcg/engine/damage.py", "optcg/engine/turn.py", "optcg/engine/costs.py",
    "optcg/engine/rng.py", "optcg/engine/rules.py", "optcg/engine/setup.py",
    "optcg/engine/game.py", "optcg/engine/determinize.py", "optcg/engine/effects/runtime.py",
    # the purposes of decisions, made for every decision a game hands out
    "optcg/engine/decisions.py",
    "optcg/engine/effects/triggers.py", "optcg/engine/effects/activation.py",
    "optcg/engine/effects/event_timings.py", "optcg/engine/effects/ko_and_removal.py",
    "optcg/engine/effects/targets.py", "optcg/engine/effects/instructions.py",
    "optcg/engine/effects/statics.py", "optcg/engine/effects/replacements.py",
    # how each step of an effect runs, one module per concept
    "optcg/engine/effects/resolution/*.py",
    # the environments' hot path (optcg.rl): the observation encoder, the
    # fixed action ids and masks, the option table.  They import NumPy, which
    # the compiler never reads (--no-site-packages: it is an untyped object
    # there), so a build without NumPy installed compiles them all the same
    "optcg/rl/actions.py", "optcg/rl/layout.py", "optcg/rl/observation.py",
    "optcg/rl/options.py", "optcg/rl/shown_cards.py",
)

# Extensions written in C, as (module, source under src/): built beside the
# mypyc modules where a compiler is found, and optional (a module that uses
# one falls back to its Python code where it is not built, or OPTCG_PURE=1)
C_EXTENSIONS: tuple[tuple[str, str], ...] = (
    ("optcg.rl._encoder_c", "optcg/rl/_encoder.c"),
    ("optcg.rl._options_c", "optcg/rl/_options.c"),
    ("optcg.rl._actions_c", "optcg/rl/_actions.c"),
)

# the variable that asks for the pure-Python engine, at build and at import
PURE_VARIABLE = "OPTCG_PURE"


def pure_requested(environ: Optional[dict[str, str]] = None) -> bool:
    """True when OPTCG_PURE is set to anything but '' or '0'."""
    value = (os.environ if environ is None else environ).get(PURE_VARIABLE, "")
    return value.strip() not in ("", "0")


def hot_paths(src: Path) -> list[str]:
    """The hot modules as paths relative to `src` (the folder that holds
    the optcg package), patterns expanded, in a stable order.  A listed
    module that does not exist is an error: the list has gone stale."""
    paths: list[str] = []
    for entry in HOT:
        if "*" in entry:
            found = sorted(p.relative_to(src).as_posix() for p in src.glob(entry)
                           if not p.name.startswith("_"))
            if not found:
                raise FileNotFoundError(f"no module matches {entry!r} under {src}")
            paths.extend(found)
        elif (src / entry).is_file():
            paths.append(entry)
        else:
            raise FileNotFoundError(f"hot module {entry!r} not found under {src} "
                                    "(update HOT in src/optcg/native.py)")
    return paths


def mypyc_arguments(src: Path, prefix: str = "") -> list[str]:
    """The mypyc command line for the hot modules, as paths under `src`
    with `prefix` before each.  The modules they import are type-checked
    but not compiled: their type errors are not the build's business.
    Installed packages are not read (--no-site-packages): the engine uses
    none, and the RL modules see NumPy as untyped whether or not it is
    installed, so every build compiles the same code."""
    return ["--follow-imports=silent", "--no-site-packages",
            *(prefix + p for p in hot_paths(src))]


def hot_modules() -> list[str]:
    """The dotted names of the hot modules of this installation."""
    src = Path(__file__).resolve().parent.parent
    return [p[:-3].replace("/", ".") for p in hot_paths(src)]


def _is_extension(origin: Optional[str]) -> bool:
    return origin is not None and origin.endswith(
        tuple(importlib.machinery.EXTENSION_SUFFIXES))


def _origin(name: str) -> Optional[str]:
    """The file that module `name` would be loaded from, without loading
    it.  Finding it imports its package, so where the package is not
    imported yet (optcg.rl would bring NumPy and Gymnasium to `optcg
    --version`) or cannot be, the compiled file beside the source is
    looked for directly."""
    if name.rpartition(".")[0] in sys.modules:
        try:
            spec = importlib.util.find_spec(name)
        except ImportError:
            spec = None
        else:
            return spec.origin if spec is not None else None
    if any(isinstance(f, SourceFinder) for f in sys.meta_path):
        return None     # OPTCG_PURE: the source would be loaded
    base = Path(__file__).resolve().parent.parent / name.replace(".", "/")
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        if base.with_name(base.name + suffix).is_file():
            return str(base) + suffix
    return None


def compiled_modules() -> list[str]:
    """The hot modules that run (or, not imported yet, would run) as
    compiled extensions."""
    found = []
    for name in hot_modules():
        module = sys.modules.get(name)
        if module is not None:
            origin = getattr(module, "__file__", None)
        else:
            origin = _origin(name)
        if _is_extension(origin):
            found.append(name)
    return found


def compiled() -> bool:
    """True when the engine runs compiled: every hot module is a mypyc
    extension.  False for the pure-Python engine (no compiler at install,
    an editable install, or OPTCG_PURE=1)."""
    return len(compiled_modules()) == len(hot_modules())


def engine_description() -> str:
    """Which engine runs, in a few words (for `optcg --version`)."""
    done, total = len(compiled_modules()), len(hot_modules())
    if done == total:
        return f"compiled engine ({total} modules built with mypyc)"
    if done == 0:
        why = " (OPTCG_PURE is set)" if pure_requested() else ""
        return f"pure-Python engine{why}"
    return f"partly compiled engine ({done} of {total} modules built with mypyc)"


class SourceFinder:
    """Loads the `.py` source of the optcg engine and RL modules even where
    a compiled extension sits beside it (OPTCG_PURE=1).  Everything else is
    left to the usual finders."""

    prefixes = ("optcg.engine.", "optcg.rl.")

    def find_spec(self, fullname: str, path: Optional[Sequence[str]],
                  target: object = None) -> Optional[importlib.machinery.ModuleSpec]:
        if not fullname.startswith(self.prefixes) or not path:
            return None
        leaf = fullname.rpartition(".")[2]
        for folder in path:
            source = os.path.join(folder, leaf + ".py")
            if os.path.isfile(source):
                return importlib.util.spec_from_file_location(fullname, source)
        return None  # a package, or not here: the usual finders decide


def c_extension(name: str) -> Optional[object]:
    """The C extension module `name` (optcg.rl's encoder, option table and
    fixed ids), or None where it is not built or pure Python is asked for
    (OPTCG_PURE=1, or the SourceFinder installed): its caller then keeps
    its Python path."""
    if pure_requested() or any(isinstance(f, SourceFinder) for f in sys.meta_path):
        return None
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


def use_pure_engine() -> None:
    """Install the SourceFinder first on sys.meta_path (once).  Must run
    before the engine is imported; `import optcg` calls it when
    OPTCG_PURE=1."""
    if not any(isinstance(f, SourceFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, SourceFinder())
