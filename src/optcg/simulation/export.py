"""Results out of SQLite: CSV (standard library) or Parquet (pyarrow)."""

from __future__ import annotations

import csv
from pathlib import Path

from ..errors import OptcgError
from ..files import atomic_file, check_output
from .store import ResultStore

FORMATS = ("csv", "parquet")


class ExportError(OptcgError):
    pass


def export(store: ResultStore, out: str | Path, fmt: str | None = None,
           run_id: int | None = None, force: bool = False) -> int:
    """Write every game (of one run, or of all) as a flat table; the format
    comes from `fmt` or the file's extension.  Returns the number of rows.
    The file is written atomically (files.py), over an existing one only
    with `force` (OutputError otherwise, as for a folder that cannot be
    written)."""
    path = Path(out)
    fmt = (fmt or path.suffix.lstrip(".")).lower()
    if fmt not in FORMATS:
        named = f"the format {fmt!r} is not" if fmt else "no format given: use"
        raise ExportError(f"cannot export to {path}: {named} {' or '.join(FORMATS)} "
                          f"(--format or the file's extension)")
    check_output(path, force=force)
    head, rows = store.rows(run_id)
    if fmt == "csv":
        with atomic_file(path, force=force) as tmp, \
                tmp.open("w", newline="", encoding="utf-8") as f:
            writer = csv.writer(f)
            writer.writerow(head)
            writer.writerows(rows)
        return len(rows)
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        raise ExportError("Parquet export needs pyarrow: pip install 'optcg[parquet]'") from None
    columns = {name: [row[k] for row in rows] for k, name in enumerate(head)}
    with atomic_file(path, force=force) as tmp:
        pq.write_table(pa.table(columns), tmp)
    return len(rows)
