"""Accounts: a seat token bound to the user who holds the seat (so their
game history is theirs), the server's session-signing key, whether a
game is rated, and a game's chess clock (its budget and each seat's time
left, when it has one).

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("seat_tokens") as batch:
        batch.add_column(sa.Column("user_id", sa.Integer, nullable=True))
        batch.create_foreign_key("fk_seat_tokens_user", "users", ["user_id"], ["id"],
                                 ondelete="SET NULL")
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("rated", sa.Boolean, nullable=False,
                                   server_default=sa.false()))
        batch.add_column(sa.Column("clock", sa.JSON, nullable=True))
    op.create_table(
        "server_keys",
        sa.Column("name", sa.String(40), primary_key=True),
        sa.Column("value", sa.String(128), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("server_keys")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("clock")
        batch.drop_column("rated")
    with op.batch_alter_table("seat_tokens") as batch:
        batch.drop_constraint("fk_seat_tokens_user", type_="foreignkey")
        batch.drop_column("user_id")
