"""connection cache hints: an operator's switch for the family's prompt cache hints on each model request

`anthropic` connections mark the stable prefix with `cache_control`, `openai` ones send a `prompt_cache_key`;
`generic` ones only record the wish. Off for existing connections: nothing they send changes.

Revision ID: 0019
Revises: 0018
Create Date: 2026-11-27 19:30:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0019"
down_revision = "0018"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("model_connections", schema=None) as batch_op:
        batch_op.add_column(sa.Column("cache_hints", sa.Boolean(), server_default=sa.false(), nullable=False))


def downgrade() -> None:
    with op.batch_alter_table("model_connections", schema=None) as batch_op:
        batch_op.drop_column("cache_hints")
