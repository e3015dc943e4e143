"""Compile the engine's hot modules with mypyc in place, next to the .py files.

    pip install -e ".[native]"          # brings mypyc
    python scripts/build_native.py      # compiles in place
    python scripts/build_native.py --clean
    python scripts/build_native.py --c-only     # only the C extensions

`pip install .` already compiles the engine (setup.py); this script is for
an editable checkout, where an edited .py file is shadowed by its compiled
module until the next build or `--clean`.  Both read the one list of hot
modules, `HOT` in src/optcg/native.py.  `optcg.compiled()` says whether the
engine runs compiled; OPTCG_PURE=1 runs the pure engine all the same.
"""

from __future__ import annotations

import argparse
import importlib.util
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src"


def _native_module():
    """src/optcg/native.py, loaded by its path (it imports nothing of optcg)."""
    spec = importlib.util.spec_from_file_location("optcg_native_list", SRC / "optcg/native.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


native = _native_module()


def clean(src: Path) -> None:
    for so in (src / "optcg").rglob("*.so"):
        so.unlink()
    for so in src.glob("*__mypyc*.so"):
        so.unlink()
    shutil.rmtree(src / "build", ignore_errors=True)


def build_c(src: Path) -> None:
    """The C extensions (native.C_EXTENSIONS) in place, by setuptools."""
    from setuptools import Distribution, Extension

    dist = Distribution({"ext_modules": [Extension(name, [str(src / path)])
                                         for name, path in native.C_EXTENSIONS]})
    cmd = dist.get_command_obj("build_ext")
    cmd.build_lib = str(src)
    with tempfile.TemporaryDirectory(prefix="optcg-build-c-") as temp:
        cmd.build_temp = temp
        cmd.ensure_finalized()
        cmd.run()


def build(src: Path) -> None:
    clean(src)
    cmd = [sys.executable, "-m", "mypyc", *native.mypyc_arguments(src)]
    subprocess.run(cmd, cwd=src, check=True)
    build_c(src)
    shutil.rmtree(src / "build", ignore_errors=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clean", action="store_true", help="remove the compiled modules")
    ap.add_argument("--src", type=Path, default=SRC, help="the src/ folder to build in")
    ap.add_argument("--c-only", action="store_true",
                    help="build only the C extensions (the RL encoder's rows)")
    args = ap.parse_args()
    if args.clean:
        clean(args.src)
        print("removed the compiled modules: pure Python again")
        return
    if args.c_only:
        build_c(args.src)
        print(f"built {len(native.C_EXTENSIONS)} C extension(s) in {args.src}")
        return
    build(args.src)
    print(f"compiled {len(native.hot_paths(args.src))} modules with mypyc in {args.src}")


if __name__ == "__main__":
    main()
