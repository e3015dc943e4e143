"""Builds optcg with the engine's hot modules compiled by mypyc.

The project's metadata is in pyproject.toml; this file only adds the
compiled extensions, the way mypy and black build theirs.  A wheel
(`pip install .`, `pip wheel .`, `python -m build`) compiles the modules
listed in src/optcg/native.py (HOT with mypyc, C_EXTENSIONS as C); it falls back to the pure-Python engine,
with a one-line notice, when no C compiler is found, when compiling fails,
or when OPTCG_PURE=1 is set.  Editable installs (`pip install -e .`) stay
pure, so that an edited .py file takes effect at once; `python
scripts/build_native.py` compiles an editable checkout in place.
"""

from __future__ import annotations

import importlib.util
import os
import shlex
import shutil
import sys
import sysconfig
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
SRC = ROOT / "src"

# the setup.py commands that build extensions; others (egg_info, dist_info,
# editable_wheel, sdist...) must not pay for the mypyc run
BUILDING = {"bdist_wheel", "build", "build_ext", "install", "bdist"}


def notice(text: str) -> None:
    print(f"optcg: {text}", file=sys.stderr, flush=True)


def load_native():
    """src/optcg/native.py, loaded by its path (optcg is not importable
    while it is being built)."""
    spec = importlib.util.spec_from_file_location("optcg_native_list", SRC / "optcg/native.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def missing_compiler() -> str | None:
    """Why no C compiler can be used, or None when one is found.  (On
    Windows, MSVC is looked for by setuptools itself: a failure there is
    caught when compiling.)"""
    command = os.environ.get("CC") or sysconfig.get_config_var("CC")
    if not command:
        return None
    program = shlex.split(command)[0]
    if shutil.which(program) is None:
        return f"no C compiler found ({program!r})"
    return None


class OptionalBuildExt(build_ext):
    """Compiles the extensions, or, if that fails, leaves the pure-Python
    modules alone in the wheel instead of failing the install."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as exc:  # the compiler's errors have several classes
            self.fall_back(exc)

    def build_extension(self, ext) -> None:
        """Compiles the C files of one extension side by side: mypyc writes
        one file per module (multi_file), and gcc on one core would take
        most of the install's time."""
        jobs = min(len(ext.sources), os.cpu_count() or 1)
        if jobs < 2:
            super().build_extension(ext)
            return
        one_by_one = self.compiler.compile

        def compile_side_by_side(sources, *args, **kwargs):
            with ThreadPoolExecutor(jobs) as pool:
                parts = pool.map(lambda source: one_by_one([source], *args, **kwargs), sources)
                return [obj for objs in parts for obj in objs]

        self.compiler.compile = compile_side_by_side
        try:
            super().build_extension(ext)
        finally:
            self.compiler.compile = one_by_one

    def build_extensions(self) -> None:
        try:
            super().build_extensions()
        except Exception as exc:
            self.fall_back(exc)

    def fall_back(self, exc: BaseException) -> None:
        for ext in self.extensions:  # a half-built engine must not ship
            built = Path(self.get_ext_fullpath(ext.name))
            if built.exists():
                built.unlink()
        self.extensions = []
        why = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
        if len(why) > 100:  # a failed command line is long; its start says enough
            why = why[:97] + "..."
        notice(f"compiling the engine failed ({why}); installing the pure-Python engine")


def compiled_extensions() -> list:
    """The mypyc extensions of the hot modules, or [] with a notice saying
    why the engine stays pure."""
    native = load_native()
    if native.pure_requested():
        notice("OPTCG_PURE is set: installing the pure-Python engine")
        return []
    why = missing_compiler()
    if why is not None:
        notice(f"{why}; installing the pure-Python engine (slower, same games)")
        return []
    # the extensions written in C (the RL encoder's rows) need only the compiler
    c_written = [Extension(name, [f"src/{path}"]) for name, path in native.C_EXTENSIONS]
    try:
        from mypyc.build import mypycify
    except ImportError:
        notice("mypyc is not installed; installing the pure-Python engine (slower, same games)")
        return c_written
    try:
        return mypycify(native.mypyc_arguments(SRC, prefix="src/"), opt_level="3",
                        debug_level="0", multi_file=True) + c_written
    except (Exception, SystemExit) as exc:  # mypy reports its errors, then exits
        notice(f"mypyc could not compile the engine ({exc!r}); "
               "installing the pure-Python engine")
        return c_written


ext_modules = compiled_extensions() if BUILDING & set(sys.argv[1:]) else []
setup(ext_modules=ext_modules, cmdclass={"build_ext": OptionalBuildExt})
