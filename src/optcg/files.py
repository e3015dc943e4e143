"""Writing output files so that nothing is lost: every replay, export, report
and saved game goes through here.

- `check_output` says, before any work is done, why a file could not be
  written (missing folder, a folder in the way, no permission, a file that
  exists and may not be overwritten), so that no one plays a game for nothing.
- `atomic_file` and `atomic_folder` write into a temporary name in the same
  folder, then rename it into place: a reader never sees half a file, and a
  failed write leaves the old file (or nothing) behind, never a fragment.
- An existing file is replaced only with `force=True`.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from .errors import OptcgError


class OutputError(OptcgError):
    """An output file or folder that cannot, or may not, be written."""

    def __init__(self, path: str | Path, problem: str) -> None:
        self.path = Path(path)
        self.problem = problem
        super().__init__(f"cannot write {path}: {problem}")


class OutputExistsError(OutputError):
    """The output exists already and overwriting it was not allowed."""

    def __init__(self, path: str | Path, what: str = "file") -> None:
        super().__init__(path, f"the {what} exists already (pass --force to replace it)")


def _folder_of(path: Path) -> Path:
    return path.parent if str(path.parent) else Path(".")


def _probe(folder: Path) -> str | None:
    """Why no file can be created in `folder` (tried for real: permission
    bits do not stop root, read-only mounts stop everyone)."""
    if not folder.exists():
        return f"the folder {folder} does not exist"
    if not folder.is_dir():
        return f"{folder} is not a folder"
    try:
        fd, name = tempfile.mkstemp(dir=folder, prefix=".optcg-probe-")
    except OSError as exc:
        return f"the folder {folder} cannot be written ({exc.strerror or exc})"
    os.close(fd)
    os.unlink(name)
    return None


def check_output(path: str | Path, *, force: bool = False, folder: bool = False) -> None:
    """Raise OutputError if `path` (a file, or a folder if `folder`) could not
    be written now, or OutputExistsError if it exists and `force` is False."""
    path = Path(path)
    what = "folder" if folder else "file"
    if path.exists() or path.is_symlink():
        if folder and not path.is_dir():
            raise OutputError(path, "it is a file, not a folder")
        if not folder and path.is_dir():
            raise OutputError(path, "it is a folder")
        if not force:
            raise OutputExistsError(path, what)
        if not folder and not os.access(path, os.W_OK):
            raise OutputError(path, "the file is read-only")
    problem = _probe(_folder_of(path))
    if problem:
        raise OutputError(path, problem)


@contextmanager
def atomic_file(path: str | Path, *, force: bool = False) -> Iterator[Path]:
    """A temporary path beside `path` to write to; renamed to `path` when the
    block ends without an error, removed otherwise."""
    path = Path(path)
    check_output(path, force=force)
    try:
        fd, name = tempfile.mkstemp(dir=_folder_of(path), prefix=f".{path.name}.",
                                    suffix=".part")
    except OSError as exc:
        raise OutputError(path, exc.strerror or str(exc)) from None
    os.close(fd)
    tmp = Path(name)
    try:
        yield tmp
        _publish(tmp, path, force)
    except OSError as exc:
        raise OutputError(path, exc.strerror or str(exc)) from None
    finally:
        if tmp.exists():
            tmp.unlink()


def _publish(tmp: Path, path: Path, force: bool) -> None:
    """Move the finished `tmp` to `path`; without `force`, never over a file
    that appeared in the meantime (a hard link fails if the name is taken)."""
    os.chmod(tmp, 0o666 & ~_umask())
    if force:
        os.replace(tmp, path)
        return
    try:
        os.link(tmp, path)
    except FileExistsError:
        raise OutputExistsError(path) from None
    except OSError:                      # no hard links here: check, then rename
        if path.exists():
            raise OutputExistsError(path) from None
        os.replace(tmp, path)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def write_text(path: str | Path, text: str, *, force: bool = False) -> None:
    with atomic_file(path, force=force) as tmp:
        tmp.write_text(text, encoding="utf-8")


def write_bytes(path: str | Path, data: bytes, *, force: bool = False) -> None:
    with atomic_file(path, force=force) as tmp:
        tmp.write_bytes(data)


@contextmanager
def atomic_folder(path: str | Path, *, force: bool = False) -> Iterator[Path]:
    """A temporary folder beside `path` to fill; it becomes `path` when the
    block ends without an error (an old folder there is replaced only with
    `force`), and is removed otherwise."""
    path = Path(path)
    check_output(path, force=force, folder=True)
    try:
        tmp = Path(tempfile.mkdtemp(dir=_folder_of(path), prefix=f".{path.name}.",
                                    suffix=".part"))
    except OSError as exc:
        raise OutputError(path, exc.strerror or str(exc)) from None
    try:
        yield tmp
        os.chmod(tmp, 0o777 & ~_umask())
        if path.exists():
            if not force:
                raise OutputExistsError(path, "folder")
            old = Path(tempfile.mkdtemp(dir=_folder_of(path), prefix=f".{path.name}.",
                                        suffix=".old"))
            os.replace(path, old / path.name)
            os.replace(tmp, path)
            shutil.rmtree(old, ignore_errors=True)
        else:
            os.replace(tmp, path)
    except OSError as exc:
        raise OutputError(path, exc.strerror or str(exc)) from None
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)
