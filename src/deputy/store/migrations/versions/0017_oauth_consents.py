"""oauth consents: a consent form is submitted once (its nonce's hash is kept until the form would have expired)

Revision ID: 0017
Revises: 0016
Create Date: 2026-11-27 10:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from deputy.store.engine.types import UtcDateTime

revision = "0017"
down_revision = "0016"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "oauth_consents",
        sa.Column("nonce_hash", sa.String(length=64), nullable=False),
        sa.Column("used_at", UtcDateTime(), nullable=False),
        sa.Column("expires_at", UtcDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("nonce_hash", name=op.f("pk_oauth_consents")),
    )
    with op.batch_alter_table("oauth_consents", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_oauth_consents_expires_at"), ["expires_at"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("oauth_consents", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_oauth_consents_expires_at"))
    op.drop_table("oauth_consents")
