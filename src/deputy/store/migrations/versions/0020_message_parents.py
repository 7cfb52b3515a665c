"""message parents: which message each one follows, so an edit or a regenerate keeps versions a user can step through

A message's parent is the conversation's newest current message when it was appended (None for the first). An edit
or a regenerate hides a branch and appends a new first message under the same parent: messages with one parent and
one role are versions of each other. Existing messages get the message before them in order as their parent.

Revision ID: 0020
Revises: 0019
Create Date: 2026-11-27 21:45:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0020"
down_revision = "0019"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("messages", schema=None) as batch_op:
        batch_op.add_column(sa.Column("parent_id", sa.String(32), nullable=True))
    op.execute(
        "UPDATE messages SET parent_id = (SELECT earlier.id FROM messages AS earlier "
        "WHERE earlier.conversation_id = messages.conversation_id AND earlier.seq < messages.seq "
        "ORDER BY earlier.seq DESC LIMIT 1)"
    )


def downgrade() -> None:
    with op.batch_alter_table("messages", schema=None) as batch_op:
        batch_op.drop_column("parent_id")
