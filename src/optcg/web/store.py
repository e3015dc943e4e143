"""The web server's data layer: one Store over SQLite or PostgreSQL.

A URL chooses the database: `sqlite:///path.db` (the default is a file in
the user's data directory) or `postgresql://user@host/db` (driven by
psycopg 3).  Opening a store brings its schema up to date with the Alembic
migrations shipped beside this module."""

from __future__ import annotations

import hashlib
import os
import secrets
from datetime import timedelta
from pathlib import Path

from alembic import command
from alembic.config import Config
from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from sqlalchemy import bindparam, create_engine, delete, event, insert, select, update
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import ArgumentError, IntegrityError
from sqlalchemy.orm import Session, sessionmaker

from .models import (GameAction, GameRow, LoginSession, SavedDeck, SeatToken, ServerKey, User,
                     now)

_MIGRATIONS = Path(__file__).with_name("migrations")
_hasher = PasswordHasher()


class StoreError(ValueError):
    """A database URL that cannot be used, or a request the store refuses
    (a name already taken); the message says which."""


def default_url() -> str:
    """A SQLite file in the user's data directory ($XDG_DATA_HOME/optcg)."""
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(Path.home(), ".local", "share")
    return f"sqlite:///{Path(base) / 'optcg' / 'optcg.db'}"


def shown_url(url: str) -> str:
    """`url` with its password masked: what may be printed or logged."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except ArgumentError:
        return url


def engine_for(url: str) -> Engine:
    """A SQLAlchemy engine for a sqlite:// or postgresql:// URL."""
    try:
        parsed = make_url(url)
    except ArgumentError:
        raise StoreError(f"not a database URL: {url!r} (expected sqlite:///FILE "
                         f"or postgresql://USER@HOST/DB)") from None
    backend = parsed.get_backend_name()
    if backend == "postgresql":
        if parsed.drivername in ("postgresql", "postgres"):
            parsed = parsed.set(drivername="postgresql+psycopg")
        return create_engine(parsed, pool_pre_ping=True)
    if backend == "sqlite":
        path = parsed.database
        if path and path != ":memory:":
            try:
                Path(path).parent.mkdir(parents=True, exist_ok=True)
            except OSError as e:
                raise StoreError(f"cannot make the folder of {path}: "
                                 f"{e.strerror or e}") from None
        engine = create_engine(parsed, connect_args={"check_same_thread": False})
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    raise StoreError(f"unsupported database {backend!r} in {shown_url(url)!r}: use sqlite:// "
                     f"or postgresql://")


def _sqlite_pragmas(connection, _record) -> None:
    """Write-ahead logging, synced at checkpoints: each stored action costs a
    write, not a disk flush (a crash of the server loses nothing; a power
    cut may lose the last actions, and the game is then rebuilt from the
    ones kept), and foreign keys enforced as on PostgreSQL."""
    cursor = connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def migrate(engine: Engine) -> None:
    """Bring the schema up to the newest migration."""
    cfg = Config()
    cfg.set_main_option("script_location", str(_MIGRATIONS))
    with engine.begin() as connection:
        cfg.attributes["connection"] = connection
        command.upgrade(cfg, "head")


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class Store:
    """Users, decks and games in one database."""

    def __init__(self, url: str | None = None):
        self.url = url or default_url()
        self.engine = engine_for(self.url)
        migrate(self.engine)
        self._session = sessionmaker(self.engine, expire_on_commit=False)
        # the statements of every action, built once: building them anew cost
        # more than running them (about 3 ms an action in the load test)
        self._advance = (update(GameRow)
                         .where(GameRow.id == bindparam("gid"),
                                GameRow.action_count == bindparam("start"))
                         .values(action_count=bindparam("count"),
                                 state_hash=bindparam("hash"), updated=bindparam("when")))
        self._advance_clock = self._advance.values(clock=bindparam("clock"))
        self._add_action = insert(GameAction)

    def session(self) -> Session:
        return self._session()

    def close(self) -> None:
        self.engine.dispose()

    # -- users and decks -----------------------------------------------------
    def create_user(self, name: str, password: str | None) -> User:
        """A registered user (a password, hashed with argon2) or a guest (None)."""
        user = User(name=name, password_hash=_hasher.hash(password) if password else None)
        with self.session() as s:
            s.add(user)
            try:
                s.commit()
            except IntegrityError:
                raise StoreError(f"the name {name!r} is taken") from None
        return user

    def check_password(self, name: str, password: str) -> User | None:
        """The user if `password` is theirs, else None."""
        with self.session() as s:
            user = s.scalar(select(User).where(User.name == name))
        if user is None or user.password_hash is None:
            return None
        try:
            _hasher.verify(user.password_hash, password)
        except (VerificationError, InvalidHashError):
            return None
        return user

    def user(self, user_id: int) -> User | None:
        with self.session() as s:
            return s.get(User, user_id)

    def register(self, user_id: int, name: str, password: str) -> User:
        """Give a guest a name and a password (argon2): their decks and games
        stay theirs."""
        with self.session() as s:
            user = s.get(User, user_id)
            if user is None:
                raise StoreError(f"no user {user_id}")
            user.name = name
            user.password_hash = _hasher.hash(password)
            try:
                s.commit()
            except IntegrityError:
                raise StoreError(f"the name {name!r} is taken") from None
        return user

    # -- sessions ------------------------------------------------------------
    def open_session(self, user_id: int, max_age: float) -> str:
        """A new session of the user: its secret (kept only as a hash).
        Sessions older than `max_age` seconds are dropped on the way."""
        secret = secrets.token_urlsafe(24)
        with self.session() as s:
            s.execute(delete(LoginSession).where(
                LoginSession.created < now() - timedelta(seconds=max_age)))
            s.add(LoginSession(token_hash=token_hash(secret), user_id=user_id))
            s.commit()
        return secret

    def session_user(self, user_id: int, secret: str, max_age: float) -> User | None:
        """The user of an open session no older than `max_age` seconds, or
        None (closed, expired, or another user's)."""
        with self.session() as s:
            return s.scalar(select(User).join(LoginSession, LoginSession.user_id == User.id)
                            .where(LoginSession.token_hash == token_hash(secret),
                                   User.id == user_id,
                                   LoginSession.created >= now() - timedelta(seconds=max_age)))

    def close_session(self, secret: str) -> bool:
        """Revoke a session: its cookie proves nobody from now on."""
        with self.session() as s:
            done = s.execute(delete(LoginSession)
                             .where(LoginSession.token_hash == token_hash(secret)))
            s.commit()
        return done.rowcount > 0

    def server_key(self, name: str) -> str:
        """A random secret of the server, made once and kept (the same for
        every process over this database)."""
        with self.session() as s:
            key = s.get(ServerKey, name)
            if key is not None:
                return key.value
            s.add(ServerKey(name=name, value=secrets.token_hex(32)))
            try:
                s.commit()
            except IntegrityError:          # another process made it first
                s.rollback()
            return s.get(ServerKey, name).value

    def delete_deck(self, user_id: int, name: str) -> bool:
        with self.session() as s:
            done = s.execute(delete(SavedDeck).where(SavedDeck.user_id == user_id,
                                                     SavedDeck.name == name))
            s.commit()
        return done.rowcount > 0

    def games_of(self, user_id: int, limit: int = 100) -> list[tuple[GameRow, int]]:
        """The user's games, newest first, with the seat they held."""
        with self.session() as s:
            rows = s.execute(select(GameRow, SeatToken.seat)
                             .join(SeatToken, SeatToken.game_id == GameRow.id)
                             .where(SeatToken.user_id == user_id)
                             .order_by(GameRow.created.desc()).limit(limit))
            return [(g, seat) for g, seat in rows]

    def save_deck(self, user_id: int, name: str, text: str) -> SavedDeck:
        with self.session() as s:
            deck = s.scalar(select(SavedDeck).where(SavedDeck.user_id == user_id,
                                                    SavedDeck.name == name))
            if deck is None:
                deck = SavedDeck(user_id=user_id, name=name, text=text)
                s.add(deck)
            else:
                deck.text = text
            s.commit()
        return deck

    def decks_of(self, user_id: int) -> list[SavedDeck]:
        with self.session() as s:
            return list(s.scalars(select(SavedDeck).where(SavedDeck.user_id == user_id)
                                  .order_by(SavedDeck.name)))

    # -- games -------------------------------------------------------------
    def create_game(self, game_id: str, seed: int, decks: list, seats: list,
                    state_hash: str, tokens: dict[int, str],
                    users: dict[int, int] | None = None, rated: bool = False,
                    clock: dict | None = None, conceal_decisions: bool = False) -> None:
        """A new game; `users` binds a seat's token to the user holding it."""
        users = users or {}
        with self.session() as s:
            s.add(GameRow(id=game_id, seed=seed, decks=decks, seats=seats,
                          status="playing", action_count=0, state_hash=state_hash,
                          rated=rated, clock=clock, conceal_decisions=conceal_decisions))
            s.flush()
            for seat, token in tokens.items():
                s.add(SeatToken(token_hash=token_hash(token), game_id=game_id, seat=seat,
                                user_id=users.get(seat)))
            s.commit()

    def add_actions(self, game_id: str, start: int, actions: list, state_hash: str,
                    result: list | None = None, replay: dict | None = None,
                    clock: dict | None = None) -> None:
        """Store actions number `start`, `start + 1`... and the hash after
        them; a finished game also gets its result and replay; `clock`, the
        game's chess clock as it stands."""
        # Core statements, not the ORM: this runs at every action
        with self.engine.begin() as c:
            if result is None:
                params = {"gid": game_id, "start": start, "count": start + len(actions),
                          "hash": state_hash, "when": now()}
                if clock is not None:
                    params["clock"] = clock
                done = c.execute(self._advance if clock is None else self._advance_clock,
                                 params)
            else:
                values: dict = {"action_count": start + len(actions),
                                "state_hash": state_hash, "updated": now(), "status": "over",
                                "result": result, "replay": replay}
                if clock is not None:
                    values["clock"] = clock
                done = c.execute(update(GameRow).where(GameRow.id == game_id,
                                                       GameRow.action_count == start)
                                 .values(**values))
            if done.rowcount != 1:
                raise StoreError(f"game {game_id!r} is not at action {start}")
            if actions:
                c.execute(self._add_action, [
                    {"game_id": game_id, "index": start + k, "action": list(a)}
                    for k, a in enumerate(actions)])

    def take_back(self, game_id: str, keep: int, state_hash: str,
                  clock: dict | None = None) -> None:
        """Forget the actions from number `keep` on (an undo); `state_hash`
        is the hash after the ones kept."""
        values: dict = {"action_count": keep, "state_hash": state_hash, "updated": now()}
        if clock is not None:
            values["clock"] = clock
        with self.engine.begin() as c:
            c.execute(delete(GameAction).where(GameAction.game_id == game_id,
                                               GameAction.index >= keep))
            c.execute(update(GameRow).where(GameRow.id == game_id,
                                            GameRow.status == "playing").values(**values))

    def save_clock(self, game_id: str, clock: dict) -> None:
        """Keep a game's chess clock as it stands (the server is stopping:
        the time it is down is nobody's)."""
        with self.engine.begin() as c:
            c.execute(update(GameRow).where(GameRow.id == game_id,
                                            GameRow.status == "playing")
                      .values(clock=clock, updated=now()))

    def game(self, game_id: str) -> GameRow | None:
        with self.session() as s:
            return s.get(GameRow, game_id)

    def actions(self, game_id: str) -> list[list]:
        with self.session() as s:
            return [a.action for a in s.scalars(
                select(GameAction).where(GameAction.game_id == game_id)
                .order_by(GameAction.index))]

    def games_in_progress(self) -> list[GameRow]:
        with self.session() as s:
            return list(s.scalars(select(GameRow).where(GameRow.status == "playing")))

    def seat_of(self, game_id: str, token: str) -> int | None:
        """The seat `token` acts for in that game, or None."""
        t = self.seat_token(game_id, token)
        return t.seat if t is not None else None

    def seat_token(self, game_id: str, token: str) -> SeatToken | None:
        """The seat `token` holds in that game (its seat and user), or None."""
        with self.session() as s:
            t = s.get(SeatToken, token_hash(token))
        return t if t is not None and t.game_id == game_id else None

    def delete_game(self, game_id: str) -> None:
        with self.session() as s:
            for table in (SeatToken, GameAction):
                s.execute(delete(table).where(table.game_id == game_id))
            s.execute(delete(GameRow).where(GameRow.id == game_id))
            s.commit()
