"""token may apply: an operator marks the API tokens that apply proposals over `POST /api/proposals/apply`

An agent holding a personal API token could propose a change with `POST /api/tools/{name}/call` and apply it with the
same token: no person involved. Now a bearer token applies there only when an operator created it with
`--may-apply` (a host application relaying its own users' clicks); existing tokens only propose.

Revision ID: 0018
Revises: 0017
Create Date: 2026-11-27 18:40:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0018"
down_revision = "0017"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("api_tokens", schema=None) as batch_op:
        batch_op.add_column(sa.Column("may_apply", sa.Boolean(), server_default=sa.false(), nullable=False))


def downgrade() -> None:
    with op.batch_alter_table("api_tokens", schema=None) as batch_op:
        batch_op.drop_column("may_apply")
