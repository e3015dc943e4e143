"""Whether a game asks the decisions that turn on hidden cards whatever
those cards are (Game.conceal_decisions): served games do, so that who is
deciding tells a player nothing of the other's hand or Life.  Games stored
without this column did not (they read false), and are rebuilt as they were played.

Revision ID: 0004
Revises: 0003
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("conceal_decisions", sa.Boolean, nullable=False,
                                   server_default=sa.false()))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("conceal_decisions")
