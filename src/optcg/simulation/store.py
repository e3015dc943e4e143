"""Simulation results in SQLite: one row per game, one per run, so a long
run can be stopped and resumed, and its games queried with plain SQL.

A *run* is one matchup with fixed decks, agents, master seed and optcg
version; running the same matchup again continues it: the games already
stored are not played again (their seeds are the same, see seeds.py).

    sqlite3 results.db "select winner, count(*) from games group by winner"
"""

from __future__ import annotations

import datetime
import os
import sqlite3
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Iterable

from .. import __version__
from ..errors import OptcgError
from ..files import OutputError, check_output
from .games import GameRecord, Matchup

SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS decks (
    digest TEXT PRIMARY KEY, label TEXT NOT NULL, numbers TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS runs (
    id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE,
    deck_a TEXT NOT NULL REFERENCES decks(digest),
    deck_b TEXT NOT NULL REFERENCES decks(digest),
    label_a TEXT NOT NULL, label_b TEXT NOT NULL,
    agent_a TEXT NOT NULL, agent_b TEXT NOT NULL,
    master_seed INTEGER NOT NULL, allow_unimplemented INTEGER NOT NULL,
    games_requested INTEGER NOT NULL, optcg_version TEXT NOT NULL,
    created TEXT NOT NULL, seconds REAL NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS games (
    run_id INTEGER NOT NULL REFERENCES runs(id), idx INTEGER NOT NULL,
    seed INTEGER NOT NULL, a_seat INTEGER NOT NULL, a_first INTEGER,
    winner TEXT NOT NULL, reason TEXT NOT NULL, turns INTEGER NOT NULL,
    mulligan_a INTEGER NOT NULL, mulligan_b INTEGER NOT NULL,
    actions INTEGER NOT NULL, error TEXT NOT NULL,
    PRIMARY KEY (run_id, idx));
"""

GAME_COLUMNS = ("idx", "seed", "a_seat", "a_first", "winner", "reason", "turns",
                "mulligan_a", "mulligan_b", "actions", "error")


class ResultStoreError(OptcgError):
    """A results file that cannot be used (not SQLite, another schema)."""


@dataclass(frozen=True)
class RunInfo:
    id: int
    label_a: str
    label_b: str
    agent_a: str
    agent_b: str
    master_seed: int
    games_requested: int
    games_stored: int
    seconds: float
    created: str
    optcg_version: str


class ResultStore:
    """An SQLite results file (created if missing; ":memory:" for none)."""

    def __init__(self, path: str | Path, write: bool = True):
        """Open (with `write`, create if missing) the results file at `path`.
        A file that is not an optcg results file, SQLite or not, is refused
        before anything is written into it (ResultStoreError)."""
        self.path = str(path)
        try:
            if write and self.path != ":memory:":
                _check_writable(Path(self.path))
            # simulate() writes from a thread of its own, one thread at a time
            self._db = sqlite3.connect(self.path if write or self.path == ":memory:"
                                       else f"{Path(self.path).resolve().as_uri()}?mode=ro",
                                       uri=not write, check_same_thread=False)
            self._check_foreign()
            if write:
                # one transaction: a new file costs one sync of the disk, not
                # one per table (each a tenth of a second on a busy disk)
                self._db.executescript(
                    f"BEGIN; {_SCHEMA} INSERT OR IGNORE INTO meta VALUES "
                    f"('schema_version', '{SCHEMA_VERSION}'); COMMIT;")
            self._check_version(write)
        except sqlite3.DatabaseError as exc:
            raise ResultStoreError(f"{self.path} is not an optcg results file: {exc}") from None

    def _check_foreign(self) -> None:
        """Refuse an SQLite database of another program (tables of its own
        and no optcg schema version), rather than add tables to it."""
        tables = {name for (name,) in self._db.execute(
            "SELECT name FROM sqlite_master WHERE type='table'")}
        if not tables:
            return
        version = None
        if "meta" in tables:
            try:
                version = self._db.execute(
                    "SELECT value FROM meta WHERE key='schema_version'").fetchone()
            except sqlite3.DatabaseError:
                version = None
        if version is None:
            raise ResultStoreError(
                f"{self.path} is an SQLite database but not an optcg results file "
                f"(it has the tables {', '.join(sorted(tables)[:6])}): use another --db file")

    def _check_version(self, write: bool) -> None:
        row = self._db.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
        if row is None and write:
            with self._db:
                self._db.execute("INSERT INTO meta VALUES ('schema_version', ?)",
                                 (str(SCHEMA_VERSION),))
        elif row is not None and row[0] != str(SCHEMA_VERSION):
            raise ResultStoreError(
                f"{self.path} has results schema version {row[0]}; this optcg "
                f"reads version {SCHEMA_VERSION}: use another --db file")

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> "ResultStore":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- writing --------------------------------------------------------------
    def open_run(self, matchup: Matchup, games: int) -> tuple[int, set[int]]:
        """(run id, indices of the games already stored) of `matchup`'s run,
        creating it if new; the requested game count grows to `games`."""
        try:
            return self._open_run(matchup, games)
        except sqlite3.Error as exc:
            raise ResultStoreError(f"cannot write to the results file {self.path}: "
                                   f"{exc}") from None

    def _open_run(self, matchup: Matchup, games: int) -> tuple[int, set[int]]:
        db, m = self._db, matchup
        with db:
            for deck in (matchup.deck_a, matchup.deck_b):
                db.execute("INSERT OR IGNORE INTO decks VALUES (?, ?, ?)",
                           (deck.digest, deck.label, " ".join(deck.numbers)))
            row = db.execute("SELECT id FROM runs WHERE key=?", (matchup.key,)).fetchone()
            if row is None:
                now = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
                cur = db.execute(
                    "INSERT INTO runs (key, deck_a, deck_b, label_a, label_b, agent_a, "
                    "agent_b, master_seed, allow_unimplemented, games_requested, "
                    "optcg_version, created) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                    (m.key, m.deck_a.digest, m.deck_b.digest, m.deck_a.label, m.deck_b.label,
                     m.agent_a, m.agent_b, m.master_seed, int(m.allow_unimplemented), games,
                     __version__, now))
                return int(cur.lastrowid or 0), set()
            run_id = int(row[0])
            db.execute("UPDATE runs SET games_requested=max(games_requested, ?) WHERE id=?",
                       (games, run_id))
        done = {i for (i,) in db.execute("SELECT idx FROM games WHERE run_id=?", (run_id,))}
        return run_id, done

    def add(self, run_id: int, records: Iterable[GameRecord], seconds: float = 0.0) -> None:
        """Store games (one transaction: a run stopped halfway keeps whole batches)."""
        try:
            self._add(run_id, records, seconds)
        except sqlite3.Error as exc:
            raise ResultStoreError(f"cannot write to the results file {self.path}: "
                                   f"{exc}") from None

    def _add(self, run_id: int, records: Iterable[GameRecord], seconds: float) -> None:
        rows = [(run_id, *r.as_row()) for r in records]
        with self._db:
            self._db.executemany(
                f"INSERT OR REPLACE INTO games (run_id, {', '.join(GAME_COLUMNS)}) "
                f"VALUES ({', '.join('?' * (len(GAME_COLUMNS) + 1))})", rows)
            if seconds:
                self._db.execute("UPDATE runs SET seconds=seconds+? WHERE id=?",
                                 (seconds, run_id))

    # -- reading --------------------------------------------------------------
    def runs(self) -> list[RunInfo]:
        rows = self._db.execute(
            "SELECT r.id, label_a, label_b, agent_a, agent_b, master_seed, "
            "games_requested, (SELECT count(*) FROM games g WHERE g.run_id=r.id), "
            "seconds, created, optcg_version FROM runs r ORDER BY r.id").fetchall()
        return [RunInfo(*row) for row in rows]

    def run(self, run_id: int) -> RunInfo:
        for info in self.runs():
            if info.id == run_id:
                return info
        raise ResultStoreError(f"{self.path} has no run {run_id}")

    def records(self, run_id: int) -> list[GameRecord]:
        rows = self._db.execute(
            f"SELECT {', '.join(GAME_COLUMNS)} FROM games WHERE run_id=? ORDER BY idx",
            (run_id,)).fetchall()
        return [_record(row) for row in rows]

    def rows(self, run_id: int | None = None) -> tuple[list[str], list[tuple]]:
        """(column names, rows) of every game, with its run's decks and
        agents: the flat table the CSV and Parquet exports write."""
        head = ["run_id", "label_a", "label_b", "agent_a", "agent_b", "master_seed",
                *GAME_COLUMNS]
        sql = (f"SELECT g.run_id, label_a, label_b, agent_a, agent_b, master_seed, "
               f"{', '.join('g.' + c for c in GAME_COLUMNS)} FROM games g "
               f"JOIN runs r ON r.id = g.run_id")
        args: tuple = ()
        if run_id is not None:
            sql += " WHERE g.run_id=?"
            args = (run_id,)
        return head, self._db.execute(sql + " ORDER BY g.run_id, g.idx", args).fetchall()


def _check_writable(path: Path) -> None:
    """Why games could not be stored at `path` (checked before any is
    played): a folder there, a read-only file, or a folder where SQLite
    cannot make its journal."""
    try:
        if path.exists():
            if path.is_dir():
                raise ResultStoreError(f"{path} is a folder, not a results file")
            if not os.access(path, os.R_OK | os.W_OK):
                raise ResultStoreError(f"cannot write to the results file {path}: it is "
                                       f"read-only")
        check_output(path.parent / ".optcg-journal-probe", force=True)
    except OutputError as exc:
        raise ResultStoreError(f"cannot store results at {path}: {exc.problem}") from None


_RECORD_FIELDS = [f.name for f in fields(GameRecord)]


def _record(row: tuple) -> GameRecord:
    values = dict(zip(_RECORD_FIELDS, row))
    values["a_first"] = None if values["a_first"] is None else bool(values["a_first"])
    values["mulligan_a"] = bool(values["mulligan_a"])
    values["mulligan_b"] = bool(values["mulligan_b"])
    return GameRecord(**values)
