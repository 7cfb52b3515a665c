"""Running turns: the shared log of their events, and the leases that let another process close a dead one."""

from __future__ import annotations

import sqlalchemy as sa

from deputy.store.engine.types import UtcDateTime
from deputy.store.tables.base import created_column, metadata

turn_events = sa.Table(
    "turn_events",
    metadata,
    sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), primary_key=True, autoincrement=True),
    sa.Column("turn_id", sa.String(32), nullable=False),
    sa.Column("seq", sa.Integer(), nullable=False),
    sa.Column("frame", sa.Text(), nullable=False),
    created_column(),
    sa.UniqueConstraint("turn_id", "seq"),
)

turn_leases = sa.Table(
    "turn_leases",
    metadata,
    # One row per running turn, written by claim_turn and dropped by finish_turn; the holder renews `expires_at`.
    # A lease that runs out means the holder died: another process reclaims the turn (`store.turns.leases`).
    sa.Column("turn_id", sa.String(32), primary_key=True),
    sa.Column("conversation_id", sa.String(32), sa.ForeignKey("conversations.id", ondelete="CASCADE"), nullable=False),
    sa.Column("assistant_id", sa.String(64), nullable=False),
    sa.Column("holder", sa.String(200), nullable=False),
    sa.Column("reservation_id", sa.BigInteger(), nullable=True),
    sa.Column("expires_at", UtcDateTime(), nullable=False, index=True),
    created_column(),
    sa.Index(None, "conversation_id"),
)
