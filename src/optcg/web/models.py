"""The tables of the web server (SQLAlchemy 2 declarative models).

The schema itself is made by the Alembic migrations beside this module
(`migrations/versions`); these classes must stay in step with them, which
`tests/test_web_store.py` checks by comparing the migrated schema with
these models."""

from __future__ import annotations

from datetime import datetime, timezone

from sqlalchemy import (JSON, BigInteger, Boolean, DateTime, ForeignKey, Integer, String, Text,
                        UniqueConstraint)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


def now() -> datetime:
    return datetime.now(timezone.utc)


class Base(DeclarativeBase):
    pass


class User(Base):
    """A registered player (name and argon2 password hash) or a guest
    (no password)."""
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(40), unique=True)
    password_hash: Mapped[str | None] = mapped_column(String(200), nullable=True)
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


class SavedDeck(Base):
    """A deck list a user keeps, in the OPTCGSim text format."""
    __tablename__ = "decks"
    __table_args__ = (UniqueConstraint("user_id", "name"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    name: Mapped[str] = mapped_column(String(80))
    text: Mapped[str] = mapped_column(Text)
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


class GameRow(Base):
    """A served game: enough to rebuild it (the seed, both players' cards
    in id order, the actions in `game_actions`) and to check the rebuild
    (`state_hash`, the hash after the last stored action).  `seats` holds
    per player either "human" or an agent kind; `status` is "playing" or
    "over"; `replay` is the finished game's replay (Replay.to_dict)."""
    __tablename__ = "games"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    seed: Mapped[int] = mapped_column(BigInteger)
    decks: Mapped[list] = mapped_column(JSON)
    seats: Mapped[list] = mapped_column(JSON)
    status: Mapped[str] = mapped_column(String(16), default="playing")
    action_count: Mapped[int] = mapped_column(Integer, default=0)
    state_hash: Mapped[str] = mapped_column(String(128))
    result: Mapped[list | None] = mapped_column(JSON, nullable=True)
    replay: Mapped[dict | None] = mapped_column(JSON, nullable=True)
    # a game between people, where unautomated cards are refused
    rated: Mapped[bool] = mapped_column(Boolean, default=False)
    # the game asks the decisions that turn on hidden cards whatever they
    # are (Game.conceal_decisions): rebuilt with it; games stored before not
    conceal_decisions: Mapped[bool] = mapped_column(Boolean, default=False)
    # the chess clock, if the game has one: {"budget": s, "left": [s0, s1]}
    clock: Mapped[dict | None] = mapped_column(JSON, nullable=True)
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    updated: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


class GameAction(Base):
    """Action number `index` (0-based) of a game, as [kind, card, target]."""
    __tablename__ = "game_actions"

    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"),
                                         primary_key=True)
    index: Mapped[int] = mapped_column(Integer, primary_key=True)
    action: Mapped[list] = mapped_column(JSON)


class SeatToken(Base):
    """The secret of a seat, stored as its SHA-256: whoever presents the
    token acts for that player, and for no other."""
    __tablename__ = "seat_tokens"

    token_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    seat: Mapped[int] = mapped_column(Integer)
    # the user who holds the seat (None: a client without a session); only
    # their session may use the token
    user_id: Mapped[int | None] = mapped_column(
        ForeignKey("users.id", ondelete="SET NULL"), nullable=True)


class LoginSession(Base):
    """A signed-in browser: its cookie names this row by a random secret,
    stored as its SHA-256.  Logging out deletes the row, so a copy of the
    cookie taken before proves nobody after."""
    __tablename__ = "login_sessions"

    token_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"),
                                         index=True)
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


class ServerKey(Base):
    """A secret of the server kept across restarts (the key that signs
    session cookies)."""
    __tablename__ = "server_keys"

    name: Mapped[str] = mapped_column(String(40), primary_key=True)
    value: Mapped[str] = mapped_column(String(128))
