"""The first schema: users, their decks, games with their actions and
seat tokens.

Revision ID: 0001
Revises:
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "users",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.String(40), nullable=False, unique=True),
        sa.Column("password_hash", sa.String(200), nullable=True),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "decks",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("user_id", sa.Integer, sa.ForeignKey("users.id", ondelete="CASCADE"),
                  nullable=False),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("text", sa.Text, nullable=False),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("user_id", "name"),
    )
    op.create_table(
        "games",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("seed", sa.BigInteger, nullable=False),
        sa.Column("decks", sa.JSON, nullable=False),
        sa.Column("seats", sa.JSON, nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("action_count", sa.Integer, nullable=False),
        sa.Column("state_hash", sa.String(128), nullable=False),
        sa.Column("result", sa.JSON, nullable=True),
        sa.Column("replay", sa.JSON, nullable=True),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "game_actions",
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id", ondelete="CASCADE"),
                  primary_key=True),
        sa.Column("index", sa.Integer, primary_key=True),
        sa.Column("action", sa.JSON, nullable=False),
    )
    op.create_table(
        "seat_tokens",
        sa.Column("token_hash", sa.String(64), primary_key=True),
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id", ondelete="CASCADE"),
                  nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
    )


def downgrade() -> None:
    for table in ("seat_tokens", "game_actions", "games", "decks", "users"):
        op.drop_table(table)
